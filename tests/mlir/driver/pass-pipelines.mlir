// Nested pass pipelines (LLVM 22 syntax): `op-name(passes)` runs the passes on each op of
// that name directly inside the op the enclosing pipeline runs on, as mlir-opt's nested
// pass managers do. LLVM 14 spells the function op builtin.func, LLVM 22 func.func; both
// name the same op here. Passes restricted to the module cannot nest, and errors in a
// pipeline are reported without running anything.
// RUN: async-opt %s --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | FileCheck %s
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | FileCheck %s
// RUN: async-opt %s --pass-pipeline='builtin.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)' | FileCheck %s
// RUN: async-opt %s -async-runtime-ref-counting -async-runtime-ref-counting-opt | FileCheck %s
// A pipeline nested in an op that holds no such op runs on nothing:
// RUN: async-opt %s --pass-pipeline='builtin.module(scf.for(async-runtime-ref-counting))' | FileCheck %s --check-prefix=NONE
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(scf.for(async-runtime-ref-counting))' | FileCheck %s --check-prefix=NONE
// RUN: not async-opt %s --pass-pipeline='builtin.module(func.func(async-to-async-runtime))' 2>&1 | FileCheck %s --check-prefix=MODULE-PASS
// RUN: not async-opt %s --pass-pipeline='builtin.module(func.func(no-such-pass))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not async-opt %s --pass-pipeline='builtin.module(func.func())' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not async-opt %s --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not async-opt %s --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting{bogus=1}))' 2>&1 | FileCheck %s --check-prefix=OPTION

// Two add_refs before the calls, one drop_ref after the last: -opt cancels one pair.
// CHECK-LABEL: func.func @take_twice(
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    call @take(%arg0) : (!async.token) -> ()
// CHECK-NEXT:    call @take(%arg0) : (!async.token) -> ()
// CHECK-NEXT:    return

// NONE-LABEL: func.func @take_twice(
// NONE-NEXT:    call @take(%arg0) : (!async.token) -> ()

// MODULE-PASS: async-opt: invalid pass pipeline: can't add pass 'async-to-async-runtime' restricted to 'builtin.module' on a pass manager intended to run on 'func.func', did you intend to nest?
// UNKNOWN: async-opt: invalid pass pipeline: 'no-such-pass' does not refer to a registered pass or pass pipeline
// EMPTY: async-opt: invalid pass pipeline: '' does not refer to a registered pass or pass pipeline
// UNBALANCED: async-opt: invalid pass pipeline: {{.*}}unbalanced parentheses
// OPTION: async-opt: invalid pass pipeline: 'bogus' is not an option of pass 'async-runtime-ref-counting'

func.func private @take(!async.token)
func.func @take_twice(%arg0: !async.token) {
  func.call @take(%arg0) : (!async.token) -> ()
  func.call @take(%arg0) : (!async.token) -> ()
  return
}
