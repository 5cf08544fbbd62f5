func @entry() {
  %never = async.runtime.create : !async.token
  %t = async.execute {
    async.await %never : !async.token
    async.yield
  }
  async.await %t : !async.token
  return
}
