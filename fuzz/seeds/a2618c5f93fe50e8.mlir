// Dropped right after the last use in the block where it dies.


func.func @dies_in_block(%arg0: !async.token) -> i1 {
  async.runtime.await %arg0 : !async.token
  %0 = async.runtime.is_error %arg0 : !async.token
  %1 = arith.constant true
  %2 = arith.xori %0, %1 : i1
  return %2 : i1
}
