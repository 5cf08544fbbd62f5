func @load_after_free() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<?xi32>
  memref.dealloc %m : memref<2xi32>
  %x = memref.load %u[%c0] : memref<?xi32>
  return
}

func @double_free() {
  %m = memref.alloc() : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  return
}

func @free_alloca() {
  %m = memref.alloca() : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  return
}
