// Fuzzing (pass, seed corpus): inside async.func (default dialect `async`) only a name with
// one dot drops the prefix, as MLIR prints it; `async.runtime.await` printed as
// `runtime.await` would read back as an op of an unknown `runtime` dialect.
// LLVM 22 syntax.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | async-opt - | FileCheck %s --check-prefix=PASS

// CHECK-LABEL: async.func @f(
// CHECK-NEXT: async.runtime.await %arg0 : !async.token
// CHECK-NEXT: await %arg0 : !async.token
// CHECK-NEXT: return
// PASS-LABEL: async.func @f(
// PASS: async.runtime.await %arg0 : !async.token
// PASS: async.runtime.await %arg0 : !async.token
async.func @f(%t: !async.token) -> !async.token {
  async.runtime.await %t : !async.token
  async.await %t : !async.token
  return
}
