// A use inside a nested region is a use by the op that holds it: the drop follows it.


func @nested_use(%arg0: i1, %arg1: !async.token) {
  scf.if %arg0 {
    async.runtime.await %arg1 : !async.token
  }
  %0 = arith.constant 0 : index
  return
}
