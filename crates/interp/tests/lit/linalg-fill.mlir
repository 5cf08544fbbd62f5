// linalg.fill on memrefs (a whole buffer, a strided subview of it, in a task); filling
// freed memory is a located error.
// RUN: async-runner %s -e entry 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry -async-to-async-runtime 2>&1 | FileCheck %s
// RUN: not async-runner %s -e freed 2>&1 | FileCheck %s --check-prefix=FREED

func private @printMemrefF32(memref<*xf32>)

func @entry() {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<2x4xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<2x4xf32>)
  %t = async.execute {
    %s = memref.subview %m[0, 1] [2, 2] [1, 2] : memref<2x4xf32> to memref<2x2xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 * 2 + 1)>>
    linalg.fill ins(%one : f32) outs(%s : memref<2x2xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 * 2 + 1)>>)
    async.yield
  }
  async.await %t : !async.token
  %u = memref.cast %m : memref<2x4xf32> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1]
  // CHECK-NEXT: {{\[}}[0,   1,   0,   1],
  // CHECK-NEXT: [0,   1,   0,   1]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x4xf32>
  return
}

func @freed() {
  %x = arith.constant 2 : i32
  %m = memref.alloc() : memref<3xi32>
  memref.dealloc %m : memref<3xi32>
  // FREED: linalg-fill.mlir:[[@LINE+1]]:3: error: linalg.fill of memory that was deallocated
  linalg.fill ins(%x : i32) outs(%m : memref<3xi32>)
  return
}
