func private @printI64(i64)
func private @printNewline()

func @print_flag(%flag: i1) {
  %v = arith.extui %flag : i1 to i64
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @entry() {
  %false = arith.constant false
  %c2 = arith.constant 2 : index
  %c99 = arith.constant 99 : i64

  %bad = async.execute {
    assert %false, "failing task"
    async.yield
  }
  async.runtime.await %bad : !async.token
  %e1 = async.runtime.is_error %bad : !async.token
  call @print_flag(%e1) : (i1) -> ()

  %dep = async.execute [%bad] {
    call @printI64(%c99) : (i64) -> ()
    call @printNewline() : () -> ()
    async.yield
  }
  async.runtime.await %dep : !async.token
  %e2 = async.runtime.is_error %dep : !async.token
  call @print_flag(%e2) : (i1) -> ()

  %tv, %v = async.execute -> !async.value<i64> {
    assert %false, "failing value"
    %c1 = arith.constant 1 : i64
    async.yield %c1 : i64
  }
  %tw, %w = async.execute (%v as %x: !async.value<i64>) -> !async.value<i64> {
    %c1 = arith.constant 1 : i64
    %y = arith.addi %x, %c1 : i64
    async.yield %y : i64
  }
  async.runtime.await %w : !async.value<i64>
  %e3 = async.runtime.is_error %w : !async.value<i64>
  call @print_flag(%e3) : (i1) -> ()

  %good = async.execute { async.yield }
  async.runtime.await %good : !async.token
  %e4 = async.runtime.is_error %good : !async.token
  call @print_flag(%e4) : (i1) -> ()

  %g = async.create_group %c2 : !async.group
  %m1 = async.execute { async.yield }
  %m2 = async.execute {
    assert %false, "failing member"
    async.yield
  }
  %r1 = async.add_to_group %m1, %g : !async.token
  %r2 = async.add_to_group %m2, %g : !async.token
  async.runtime.await %g : !async.group
  %e5 = async.runtime.is_error %g : !async.group
  call @print_flag(%e5) : (i1) -> ()

  %c0 = arith.constant 0 : index
  %empty = async.create_group %c0 : !async.group
  async.await_all %empty
  %e6 = async.runtime.is_error %empty : !async.group
  call @print_flag(%e6) : (i1) -> ()
  return
}
