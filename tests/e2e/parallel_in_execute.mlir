// scf.parallel loops inside async.execute bodies: one alone, one nested in an scf.for of
// the body, and one whose bounds the body awaits. With async-dispatch=false the rewrite
// submits blocks from an scf.for of async.execute ops inside the execute body, which
// upstream's async-to-async-runtime cannot lower ("failed to legalize operation
// 'scf.for'", tests/mlir/pass/async-parallel-for-in-execute.mlir); async-opt's can.
// Prints the buffer after each task. LLVM 14 syntax.

func @print_all(%buf: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %buf[%i] : memref<8xf32>
    vector.print %v : f32
  }
  return
}

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf32>

  // a[i] = i * i, in a task.
  %t0 = async.execute {
    scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
      %ii = arith.muli %i, %i : index
      %x = arith.index_cast %ii : index to i64
      %f = arith.sitofp %x : i64 to f32
      memref.store %f, %buf[%i] : memref<8xf32>
    }
    async.yield
  }
  async.await %t0 : !async.token
  call @print_all(%buf) : (memref<8xf32>) -> ()

  // a[i] += k for k in 0..3, each round a parallel loop in an scf.for of the task.
  %t1 = async.execute [%t0] {
    scf.for %k = %c0 to %c3 step %c1 {
      %kx = arith.index_cast %k : index to i64
      %kf = arith.sitofp %kx : i64 to f32
      scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
        %v = memref.load %buf[%i] : memref<8xf32>
        %w = arith.addf %v, %kf : f32
        memref.store %w, %buf[%i] : memref<8xf32>
      }
    }
    async.yield
  }
  async.await %t1 : !async.token
  call @print_all(%buf) : (memref<8xf32>) -> ()

  // a[i] = -1 for i = 1, 4 (from 1, step 3, below a bound another task computes).
  %t2, %ub = async.execute -> !async.value<index> {
    %u = arith.addi %c3, %c3 : index
    async.yield %u : index
  }
  %t3 = async.execute [%t2] (%ub as %u: !async.value<index>) {
    %m1 = arith.constant -1.0 : f32
    scf.parallel (%i) = (%c1) to (%u) step (%c3) {
      memref.store %m1, %buf[%i] : memref<8xf32>
    }
    async.yield
  }
  async.await %t3 : !async.token
  call @print_all(%buf) : (memref<8xf32>) -> ()
  memref.dealloc %buf : memref<8xf32>
  return
}
