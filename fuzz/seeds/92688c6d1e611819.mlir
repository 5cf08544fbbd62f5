// Control flow in LLVM-22 syntax: cf.br, cf.cond_br, cf.assert, same shapes as cf-14.mlir.


func.func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^then(%a : i32), ^else
^then(%x: i32):
  cf.br ^join(%x, %cond : i32, i1)
^else:
  %neg = arith.subi %b, %a : i32
  cf.br ^join(%neg, %cond : i32, i1)
^join(%r: i32, %flag: i1):
  cf.assert %flag, "flag must hold"
  return %r : i32
}

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

func.func @unreachable_block() {
  return
^dead:
  cf.br ^dead
}

func.func @self_and_forward(%c: i1) {
  cf.br ^first
^second:
  return
^first:
  cf.cond_br %c, ^first, ^second
}

func.func @no_predecessors() {
  return
^orphan:
  return
}

func.func @same_target_twice(%c: i1, %v: i32) {
  cf.cond_br %c, ^bb9(%v : i32), ^bb9(%v : i32)
^bb9(%w: i32):
  cf.br ^bb10
^bb10:
  cf.br ^bb8
^bb8:
  return
}

func.func @assert_escapes(%c: i1) {
  cf.assert %c, "quote \" backslash \\ newline \n tab \t done"
  return
}
