// A type of the async dialect that does not exist: the error is at its mnemonic, after
// `!async.`, in the words of the dialect's generated type parser (two spaces after
// "unknown", the names in backquotes), as both mlir-opt generations print it (LLVM 22:
// unknown-async-type-22.mlir).
// RUN: not async-opt %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: not mlir-opt-14 %s 2>&1 | FileCheck %s --strict-whitespace

// CHECK: unknown-async-type-14.mlir:[[@LINE+1]]:46: error: unknown  type `tokens` in dialect `async`
func @typo(%v: !async.value<f32>, %t: !async.tokens) {
  return
}
