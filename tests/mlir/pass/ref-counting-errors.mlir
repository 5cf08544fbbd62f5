// What async-runtime-ref-counting and async-runtime-policy-based-ref-counting cannot
// handle, with upstream's errors (LLVM 14 syntax; mlir-opt-14 gives the same).
// NOTE: mlir-opt-14 reports the two errors found while counting block arguments and then
// carries on, exiting 0 with the function half counted (a bug, fixed since: LLVM 22
// fails); ours fails, as LLVM 22 does.
// RUN: async-opt %s -split-input-file -verify-diagnostics -async-runtime-ref-counting
// RUN: mlir-opt-14 %s -split-input-file -verify-diagnostics -async-runtime-ref-counting
// RUN: not async-opt %s -split-input-file -async-runtime-ref-counting 2>&1 | FileCheck %s
// The high-level ops, for the policy-based pass too:
// RUN: not async-opt %s -split-input-file -async-runtime-policy-based-ref-counting 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not mlir-opt-14 %s -split-input-file -async-runtime-policy-based-ref-counting 2>&1 | FileCheck %s --check-prefix=POLICY

// High-level async ops must be lowered first: their reference counting changes when
// they are. The first op a post-order walk finishes is reported: here the yield nested
// in the execute, before the execute and the await after it.
// CHECK: ref-counting-errors.mlir:[[@LINE+5]]:5: error: async operations must be lowered to async runtime operations
// POLICY: :[[@LINE+4]]:5: error: async operations must be lowered to async runtime operations
func @high_level(%arg0: !async.token) {
  %0 = async.execute {
    // expected-error@+1 {{async operations must be lowered to async runtime operations}}
    async.yield
  }
  async.await %arg0 : !async.token
  return
}

// -----

// A value that dies in a branch (passed to a successor's argument) cannot be dropped
// after it.
func @dies_in_branch(%arg0: !async.token) {
  // expected-error@+1 {{async reference counting can't handle terminators that are not ReturnLike}}
  br ^bb1(%arg0 : !async.token)
^bb1(%0: !async.token):
  async.runtime.await %0 : !async.token
  return
}

// -----

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
