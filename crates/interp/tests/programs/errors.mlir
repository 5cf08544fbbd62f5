// Errors: a failing cf.assert inside a task puts its token in the error state (it does
// not abort); the error propagates through a nested await to the outer task, to a
// value's dependents and into a group; a healthy task is not in error. The states are
// read with async.runtime.await and async.runtime.is_error, which stay as they are
// through the lowering (LLVM 14 syntax). Modelled on upstream's mlir-runner/async-error.mlir.
// STAGES: all

func private @printI64(i64)
func private @printNewline()

func @flag(%b: i1) {
  %x = arith.extui %b : i1 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @entry() attributes {async.allowed_to_block} {
  %false = arith.constant false
  %ok = async.execute {
    async.yield
  }
  async.runtime.await %ok : !async.token
  %e0 = async.runtime.is_error %ok : !async.token
  call @flag(%e0) : (i1) -> ()

  %bad = async.execute {
    assert %false, "fails the task"
    async.yield
  }
  async.runtime.await %bad : !async.token
  %e1 = async.runtime.is_error %bad : !async.token
  call @flag(%e1) : (i1) -> ()

  %outer = async.execute {
    %inner = async.execute {
      assert %false, "fails the inner task"
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  async.runtime.await %outer : !async.token
  %e2 = async.runtime.is_error %outer : !async.token
  call @flag(%e2) : (i1) -> ()

  %t3, %v3 = async.execute -> !async.value<i64> {
    %t4, %v4 = async.execute -> !async.value<i64> {
      assert %false, "no value"
      %c = arith.constant 5 : i64
      async.yield %c : i64
    }
    %x = async.await %v4 : !async.value<i64>
    async.yield %x : i64
  }
  async.runtime.await %t3 : !async.token
  async.runtime.await %v3 : !async.value<i64>
  %e3 = async.runtime.is_error %t3 : !async.token
  %e4 = async.runtime.is_error %v3 : !async.value<i64>
  call @flag(%e3) : (i1) -> ()
  call @flag(%e4) : (i1) -> ()

  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %good = async.execute {
    async.yield
  }
  %failing = async.execute {
    assert %false, "fails a group member"
    async.yield
  }
  %r0 = async.add_to_group %good, %g : !async.token
  %r1 = async.add_to_group %failing, %g : !async.token
  async.runtime.await %g : !async.group
  %e5 = async.runtime.is_error %g : !async.group
  call @flag(%e5) : (i1) -> ()
  return
}
