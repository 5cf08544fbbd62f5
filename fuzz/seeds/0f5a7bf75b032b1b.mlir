func @dead_allocs(%v: f32, %i: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %s = memref.alloca() : memref<2xf32>
  %x = arith.index_cast %i : i32 to index
  %y = arith.index_cast %x : index to i32
  return %y : i32
}
