// A group fan-out that sums into a memref (LLVM 14 syntax).
//
// @entry creates a group of 16 tasks; task i stores i*i into slot i of a memref
// (async.create_group, async.add_to_group, async.await_all); a second wave of 4
// tasks each sums a quarter of the squares into a second memref, in a function
// that awaits the group and so becomes a coroutine with eliminate-blocking;
// then @entry adds up the four partial sums.
//
// Prints the four partial sums and the total, one per line:
// 14 (0+1+4+9), 126, 366, 734, then 1240 (the sum of i*i for i < 16).
//
// Run: scripts/e2e.sh examples/group_sum.mlir [--compat 22] [--runtime upstream]

func private @printI64(i64)
func private @printNewline()

// Sums squares[4*q .. 4*q+4) into partial[q]: one task per quarter, in a group
// the function awaits.
func @sum_quarters(%squares: memref<16xi64>, %partial: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %g = async.create_group %c4 : !async.group
  scf.for %q = %c0 to %c4 step %c1 {
    %t = async.execute {
      %lo = arith.muli %q, %c4 : index
      %hi = arith.addi %lo, %c4 : index
      %s = scf.for %i = %lo to %hi step %c1 iter_args(%acc = %zero) -> (i64) {
        %x = memref.load %squares[%i] : memref<16xi64>
        %y = arith.addi %acc, %x : i64
        scf.yield %y : i64
      }
      memref.store %s, %partial[%q] : memref<4xi64>
      async.yield
    }
    %idx = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  return
}

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i64
  %squares = memref.alloc() : memref<16xi64>
  %partial = memref.alloc() : memref<4xi64>

  // Fan out: one task per square.
  %g = async.create_group %c16 : !async.group
  scf.for %i = %c0 to %c16 step %c1 {
    %t = async.execute {
      %n = arith.index_cast %i : index to i64
      %sq = arith.muli %n, %n : i64
      memref.store %sq, %squares[%i] : memref<16xi64>
      async.yield
    }
    %idx = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g

  call @sum_quarters(%squares, %partial) : (memref<16xi64>, memref<4xi64>) -> ()

  %total = scf.for %q = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i64) {
    %p = memref.load %partial[%q] : memref<4xi64>
    call @printI64(%p) : (i64) -> ()
    call @printNewline() : () -> ()
    %s = arith.addi %acc, %p : i64
    scf.yield %s : i64
  }
  call @printI64(%total) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %squares : memref<16xi64>
  memref.dealloc %partial : memref<4xi64>
  return
}
