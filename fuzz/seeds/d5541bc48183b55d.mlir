// Two dimensions; a constant from outside the loop is cloned into the compute function.




func.func @dynamic_2d(%lb0: index, %ub0: index, %s0: index, %lb1: index, %ub1: index, %s1: index,
                      %out: memref<?x?xf32>) {
  %v = arith.constant 2.5 : f32
  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {
    memref.store %v, %out[%i, %j] : memref<?x?xf32>
  }
  return
}
