func @entry() {
  %v = async.runtime.create : !async.value<i64>
  %c = arith.constant 7 : i64
  async.runtime.store %c, %v : !async.value<i64>
  async.runtime.set_available %v : !async.value<i64>
  async.runtime.drop_ref %v {count = 1 : i64} : !async.value<i64>
  async.runtime.drop_ref %v {count = 1 : i64} : !async.value<i64>
  return
}
