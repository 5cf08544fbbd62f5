// A value defined in a nested region and yielded out of it is not dropped there
// (scf.yield is ReturnLike); the scf.if's result is counted like any other.


func.func @yielded(%arg0: i1) {
  %0 = scf.if %arg0 -> (!async.token) {
    %1 = async.runtime.create : !async.token
    scf.yield %1 : !async.token
  } else {
    %1 = async.runtime.create : !async.token
    async.runtime.set_available %1 : !async.token
    scf.yield %1 : !async.token
  }
  async.runtime.await %0 : !async.token
  return
}
