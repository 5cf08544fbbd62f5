// Arguments of an outlined function (LLVM 14 syntax): the dependencies and value operands
// first, then the values the body uses from above, in the order a post-order walk meets
// them, as upstream collects them (getUsedValuesDefinedAbove): a use nested in a region
// comes before the uses of the op that holds the region, and before later ops' uses.

func private @use(i64)

func @nested_first(%a: i64, %b: i64, %flag: i1) {
  // %b (used first, at the top) comes first, then %a (inside the scf.if), then the
  // scf.if's own condition.
  %t = async.execute {
    call @use(%b) : (i64) -> ()
    scf.if %flag {
      call @use(%a) : (i64) -> ()
    }
    async.yield
  }
  return
}

func @deeper_first(%x: i64, %y: i64, %p: i1, %q: i1) {
  // Two levels: the innermost use (%y), then the inner condition (%q), then the outer
  // one (%p), then %x after the scf.if.
  %t = async.execute {
    scf.if %p {
      scf.if %q {
        call @use(%y) : (i64) -> ()
      }
    }
    call @use(%x) : (i64) -> ()
    async.yield
  }
  return
}
