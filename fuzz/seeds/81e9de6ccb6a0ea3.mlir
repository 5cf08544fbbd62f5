// The inliner on LLVM 14 input: a single-block callee used twice (cloned, then moved in
// place and erased), a multi-block callee spliced in with a block for its results, a call
// inside async.execute and a callee holding async ops (not inlined: the async dialect has
// no inliner interface), a recursive callee and an unused private function (erased),
// each callee canonicalized first; the same CHECK lines hold for mlir-opt-14.


func @caller(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = call @add(%a, %b) : (i32, i32) -> i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  %2 = call @pick(%c, %1, %b) : (i1, i32, i32) -> i32
  %3 = arith.addi %2, %2 : i32
  %t = async.execute {
    %4 = call @add(%a, %a) : (i32, i32) -> i32
    async.yield
  }
  call @spawns() : () -> ()
  call @external(%3) : (i32) -> ()
  return %3 : i32
}
func private @add(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %s = arith.addi %x, %y : i32
  %m = arith.muli %s, %c2 : i32
  return %m : i32
}
func private @pick(%c: i1, %x: i32, %y: i32) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %z = arith.subi %x, %y : i32
  return %z : i32
}
func private @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %le = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %le -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}
func private @spawns() {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return
}
func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func private @external(i32)
