func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %x = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %t = async.execute {
    scf.for %i = %c0 to %c5 step %c1 {
      memref.store %x, %m[%i] : memref<4xf32>
    }
    async.yield
  }
  async.await %t : !async.token
  memref.dealloc %m : memref<4xf32>
  return
}
