func @entry() {
  %a = async.runtime.create : !async.token
  async.runtime.set_available %a : !async.token
  async.runtime.drop_ref %a {count = 1 : i64} : !async.token
  %b = async.runtime.create : !async.token
  async.runtime.set_available %b : !async.token
  return
}
