// A value that dies in a branch (passed to a successor's argument) cannot be dropped
// after it.
func @dies_in_branch(%arg0: !async.token) {
  // expected-error@+1 {{async reference counting can't handle terminators that are not ReturnLike}}
  br ^bb1(%arg0 : !async.token)
^bb1(%0: !async.token):
  async.runtime.await %0 : !async.token
  return
}
