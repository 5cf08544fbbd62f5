// A drop on an edge into a block with arguments would need a block that forwards them.
func @divergent_into_arguments(%arg0: i1, %arg1: !async.token, %arg2: i32) {
  // expected-error@+1 {{'std.cond_br' op successor have different `liveIn` property of the reference counted value}}
  cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
^bb1:
  async.runtime.await %arg1 : !async.token
  br ^bb2(%arg2 : i32)
^bb2(%0: i32):
  return
}
