// async-runtime-ref-counting-opt (LLVM 14 syntax), checked against mlir-opt-14 with
// the same lines: an add_ref followed, in the same block, by a drop_ref of the same value
// and count cancel out, unless a use that is not a call comes after a call between them
// (the callee may have dropped the reference it got by then).


func private @take(!async.token)

// Around a call: the caller's own reference goes to the callee.
func @around_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// A use after the call keeps the pair.
func @use_after_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.await %arg0 : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// A use before the call does not.
func @use_before_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.await %arg0 : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// Counts must match, and the drop_ref must come after the add_ref.
func @mismatched(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 2 : i64} : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  return
}
