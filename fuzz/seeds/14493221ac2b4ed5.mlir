// symbol-dce-22.mlir in LLVM 14 syntax. The same CHECK lines hold for mlir-opt-14.


module {
  func @main() {
    call @used() : () -> ()
    return
  }
  func private @used() {
    return
  }
  func private @dead() {
    call @dead_too() : () -> ()
    call @dead() : () -> ()
    return
  }
  func private @dead_too()
  func nested @nest()
  memref.global "private" @g : memref<2xf32> = dense<0.0>
  memref.global "private" @h : memref<2xf32> = dense<0.0>
  func @get() -> memref<2xf32> {
    %0 = memref.get_global @h : memref<2xf32>
    return %0 : memref<2xf32>
  }
}
