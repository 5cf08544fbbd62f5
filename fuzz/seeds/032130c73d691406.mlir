// LLVM 14 prints any type; LLVM 22 only vectors, integers, index and floats.


func @print_memref(%any: memref<4xf32>) {
  vector.print %any : memref<4xf32>
  return
}
