// Control flow in LLVM-14 syntax: br, cond_br with block arguments, assert, and the
// `// pred:` / `// N preds:` comments. Blocks are renamed ^bb0, ^bb1, ... in order; the
// entry block's label is not printed. Non-entry block arguments take the next result number.


func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  cond_br %cond, ^then(%a : i32), ^else
^then(%x: i32):
  br ^join(%x, %cond : i32, i1)
^else:
  %neg = arith.subi %b, %a : i32
  br ^join(%neg, %cond : i32, i1)
^join(%r: i32, %flag: i1):
  assert %flag, "flag must hold"
  return %r : i32
}

func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  br ^header(%next : index)
^exit:
  return
}

func @unreachable_block() {
  return
^dead:
  br ^dead
}

func @self_and_forward(%c: i1) {
  br ^first
^second:
  return
^first:
  cond_br %c, ^first, ^second
}

func @no_predecessors() {
  return
^orphan:
  return
}

func @same_target_twice(%c: i1, %v: i32) {
  cond_br %c, ^bb9(%v : i32), ^bb9(%v : i32)
^bb9(%w: i32):
  br ^bb10
^bb10:
  br ^bb8
^bb8:
  return
}

func @assert_escapes(%c: i1) {
  assert %c, "quote \" backslash \\ newline \n tab \t done"
  return
}
