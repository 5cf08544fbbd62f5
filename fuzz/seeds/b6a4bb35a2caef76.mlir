module {
  %0 = arith.addi %1, %1 : index
  %1 = arith.addi %0, %0 : index
  func.func @cycle(%n: index, %buf: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.0 : f32
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %f, %buf[%i] : memref<?xf32>
    }
    return
  }
}
