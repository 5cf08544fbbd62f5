// async-runtime-ref-counting-opt in LLVM 22 syntax, on each func.func and on the
// module: the same cases as ref-counting-opt.mlir, checked against mlir-opt-22.


func.func private @take(!async.token)

// Around a call: the caller's own reference goes to the callee.
func.func @around_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// A use after the call keeps the pair.
func.func @use_after_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.await %arg0 : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// A use before the call does not.
func.func @use_before_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.await %arg0 : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// Counts must match, and the drop_ref must come after the add_ref.
func.func @mismatched(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 2 : i64} : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  return
}
