// Tasks that outlive the entry point (LLVM 14 syntax).
//
// @entry prints 0, starts four tasks that each count to a million and store the
// count plus their index into a memref, a fifth task that awaits their group, adds
// the counts up and yields the sum, and a sixth that prints the sum and the sum
// plus one and frees the memref; then @entry returns without awaiting any of them.
// The runner's destroy hook (and, ahead of time, the exit handler) waits for the
// tasks: without it the runner unmaps their code while they run and the process
// crashes or loses their output.
//
// Prints 0, 4000006, 4000007, one per line, and exits 0.
//
// Run: scripts/e2e.sh examples/unawaited_tasks.mlir [--compat 22] [--runtime upstream] [--runs 20]

func private @printI64(i64)
func private @printNewline()

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %million = arith.constant 1000000 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  call @printI64(%zero) : (i64) -> ()
  call @printNewline() : () -> ()

  %counts = memref.alloc() : memref<4xi64>
  %g = async.create_group %c4 : !async.group
  scf.for %k = %c0 to %c4 step %c1 {
    %t = async.execute {
      %n = scf.for %i = %c0 to %million step %c1 iter_args(%acc = %zero) -> (i64) {
        %next = arith.addi %acc, %one : i64
        scf.yield %next : i64
      }
      %kk = arith.index_cast %k : index to i64
      %v = arith.addi %n, %kk : i64
      memref.store %v, %counts[%k] : memref<4xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }

  %sum_done, %sum = async.execute -> !async.value<i64> {
    async.await_all %g
    %s = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i64) {
      %x = memref.load %counts[%k] : memref<4xi64>
      %y = arith.addi %acc, %x : i64
      scf.yield %y : i64
    }
    async.yield %s : i64
  }

  %printed = async.execute (%sum as %s: !async.value<i64>) {
    call @printI64(%s) : (i64) -> ()
    call @printNewline() : () -> ()
    %s1 = arith.addi %s, %one : i64
    call @printI64(%s1) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %counts : memref<4xi64>
    async.yield
  }
  return
}
