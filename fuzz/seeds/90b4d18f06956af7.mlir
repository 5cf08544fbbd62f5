// Errors of async-runtime-ref-counting in LLVM 22 syntax. Run on each func.func (as
// LLVM 22's pipelines run it), every function that fails reports its error, in order;
// run on the module (the flag), the pass stops at the first.
// Nothing is printed when a function fails.

// NESTED: errors-22.mlir:[[@LINE+4]]:3: error: async operations must be lowered to async runtime operations
// MODULE: errors-22.mlir:[[@LINE+3]]:3: error: async operations must be lowered to async runtime operations
func.func @high_level(%arg0: !async.token) {
  // expected-error@+1 {{async operations must be lowered to async runtime operations}}
  async.await %arg0 : !async.token
  return
}

func.func @fine(%arg0: !async.token) {
  async.runtime.await %arg0 : !async.token
  return
}

// NESTED: errors-22.mlir:[[@LINE+5]]:3: error: async reference counting can't handle terminators that are not ReturnLike
// MODULE-NOT: error: async reference counting
// MODULE-NOT: error: 'cf.cond_br'
func.func @dies_in_branch(%arg0: !async.token) {
  // expected-error@+1 {{async reference counting can't handle terminators that are not ReturnLike}}
  cf.br ^bb1(%arg0 : !async.token)
^bb1(%0: !async.token):
  async.runtime.await %0 : !async.token
  return
}

// NESTED: errors-22.mlir:[[@LINE+3]]:3: error: 'cf.cond_br' op successor have different `liveIn` property of the reference counted value
func.func @divergent_into_arguments(%arg0: i1, %arg1: !async.token, %arg2: i32) {
  // expected-error@+1 {{'cf.cond_br' op successor have different `liveIn` property of the reference counted value}}
  cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
^bb1:
  async.runtime.await %arg1 : !async.token
  cf.br ^bb2(%arg2 : i32)
^bb2(%0: i32):
  return
}
