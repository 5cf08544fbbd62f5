func.func @empty_execute() {
  %t = async.execute {
    async.yield
  }
  return
}
