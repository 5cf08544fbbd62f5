// Groups: tasks added to a group and awaited together, by a task (suspending) and by
// the entry (blocking); an empty group is ready at once (LLVM 14 syntax; the ranks
// add_to_group returns are not used: mlir-opt-14's LLVM lowering cannot convert them).
// Modelled on upstream's mlir-runner/async-group.mlir.
// STAGES: all

func private @printI64(i64)
func private @printNewline()
func private @print_memref_i64(memref<*xi64>) attributes { llvm.emit_c_interface }

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %buf = memref.alloc() : memref<6xi64>
  %g = async.create_group %c6 : !async.group
  scf.for %i = %c0 to %c6 step %c1 {
    %t = async.execute {
      %x = arith.index_cast %i : index to i64
      %sq = arith.muli %x, %x : i64
      memref.store %sq, %buf[%i] : memref<6xi64>
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
  }

  // A task that waits for the whole group, then sums the buffer.
  %tsum, %vsum = async.execute -> !async.value<i64> {
    async.await_all %g
    %z = arith.constant 0 : i64
    %s = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %z) -> (i64) {
      %x = memref.load %buf[%i] : memref<6xi64>
      %n = arith.addi %acc, %x : i64
      scf.yield %n : i64
    }
    async.yield %s : i64
  }
  %outer = async.create_group %c1 : !async.group
  %r0 = async.add_to_group %tsum, %outer : !async.token
  async.await_all %outer
  %s = async.await %vsum : !async.value<i64>
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()

  %empty = async.create_group %c0 : !async.group
  async.await_all %empty
  %u = memref.cast %buf : memref<6xi64> to memref<*xi64>
  call @print_memref_i64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %buf : memref<6xi64>
  return
}
