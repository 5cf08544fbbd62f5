func @caller(%v: !async.value<i32>) -> i32 attributes {async.allowed_to_block} {
  %r = call @tasks2(%v) : (!async.value<i32>) -> i32
  return %r : i32
}
func private @tasks2(%v: !async.value<i32>) -> i32 {
  %r = async.await %v : !async.value<i32>
  return %r : i32
}
