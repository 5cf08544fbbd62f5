func @entry() {
  %c0 = arith.constant 0 : index
  %g = async.runtime.create_group %c0 : !async.group
  async.runtime.drop_ref %g {count = 3 : i64} : !async.group
  return
}
