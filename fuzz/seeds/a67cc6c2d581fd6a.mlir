func @ok() {
  %a = memref.alloc() {alignment = 64} : memref<4xf32>
  %b = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
  return
}
