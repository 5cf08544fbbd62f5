// memref in LLVM-22 syntax, same as memref-14.mlir. LLVM 22 names memref results after the
// op (%alloc, %alloca, %cast, %dim), with the shared `_N` suffix counter.


func.func @buffers(%n: index, %m: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?x4xf32>
  %c = memref.alloc(%n, %m) {alignment = 64 : i64} : memref<?x?xi32>
  %d = memref.alloca() : memref<2x2xf64>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.store %v, %b[%n, %c0] : memref<?x4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = memref.load %b[%n, %m] : memref<?x4xf32>
  %dyn = memref.cast %a : memref<4xf32> to memref<?xf32>
  %unranked = memref.cast %a : memref<4xf32> to memref<*xf32>
  %back = memref.cast %dyn : memref<?xf32> to memref<4xf32>
  %dim = memref.dim %b, %c0 : memref<?x4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<?x4xf32>
  memref.dealloc %c : memref<?x?xi32>
  return %x : f32
}
