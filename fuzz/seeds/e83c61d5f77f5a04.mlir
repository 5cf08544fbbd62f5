func.func @after_comment(%v: !async.value<i32>) -> i32 {
  %x = async.await %v   // the type is missing
  // and this line is a comment too

  return %x : i32
}
