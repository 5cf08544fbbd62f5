// Out-of-bounds accesses are located errors, not crashes: in a task, in a loop.
// RUN: not async-runner %s -e entry 2>&1 | FileCheck %s
// RUN: not async-runner %s -e entry -async-to-async-runtime 2>&1 | FileCheck %s

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %x = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %t = async.execute {
    scf.for %i = %c0 to %c5 step %c1 {
      // CHECK: memref-out-of-bounds.mlir:[[@LINE+1]]:7: error: memref.store out of bounds: index 4 of dimension 0, which has size 4 (memref<4xf32>)
      memref.store %x, %m[%i] : memref<4xf32>
    }
    async.yield
  }
  async.await %t : !async.token
  memref.dealloc %m : memref<4xf32>
  return
}
