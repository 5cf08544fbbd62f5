// Live around a loop: no drop in the loop, one after it.


func.func @loop(%arg0: !async.token, %arg1: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%0: index):
  %1 = arith.cmpi slt, %0, %arg1 : index
  cf.cond_br %1, ^bb2, ^bb3
^bb2:
  %2 = async.runtime.is_error %arg0 : !async.token
  %3 = arith.addi %0, %c1 : index
  cf.br ^bb1(%3 : index)
^bb3:
  async.runtime.await %arg0 : !async.token
  return
}
