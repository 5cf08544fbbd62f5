// --mlir-print-op-on-diagnostic (on by default): an error emitted on an op gets a note
// with the op as it is, generic, numbered in its function, large constants elided; an op
// of several lines starts on a line of its own. The note shows no source line when it is
// where the error is. Under -verify-diagnostics no such note is made (LLVM 14 syntax). LLVM 14 writes
// an op of several lines on after the colon.
// RUN: not async-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-14 %s --split-input-file 2>&1 | FileCheck %s
// RUN: not async-opt %s --split-input-file --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not mlir-opt-14 %s --split-input-file --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

// OFF-NOT: see current operation

func @mismatch(%a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %r = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %r : i32
}

// -----

func @dominance(%a: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %r = arith.addi %c, %a : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %c = arith.constant 1 : i32
  return %r : i32
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func @twice() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'twice'}}
func @twice() {
  return
}

// -----

func @large() -> tensor<20xi64> {
  // expected-error@+1 {{'arith.constant' op failed to verify that result and attribute have the same type}}
  %c = "arith.constant"() {value = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi32>} : () -> tensor<20xi64>
  return %c : tensor<20xi64>
}

// -----

func @in_task(%v: !async.value<f32>) {
  %t = async.execute {
    %x = arith.constant 1 : i32
    // expected-error@+1 {{'async.await' op result type 'i32' does not match async value type 'f32'}}
    %y = "async.await"(%v) : (!async.value<f32>) -> i32
    async.yield
  }
  return
}


// The location prefixes differ: mlir-opt-14 names the split ('within split at').
// CHECK: {{.*}}: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT:   %r = "arith.addi"(%a, %b) : (i32, i64) -> i32
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}: note: see current operation: %0 = "arith.addi"(%arg0, %arg1) : (i32, i64) -> i32
// CHECK-NEXT: {{.*}}: error: operand #0 does not dominate this use
// CHECK-NEXT:   %r = arith.addi %c, %a : i32
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}: note: see current operation: %0 = "arith.addi"(%1, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: {{.*}}: note: operand defined here (op in the same block)
// CHECK-NEXT:   %c = arith.constant 1 : i32
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}: error: redefinition of symbol named 'twice'
// CHECK-NEXT: func @twice() {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}: note: see current operation: "builtin.func"() ({
// CHECK-NEXT:   "std.return"() : () -> ()
// CHECK-NEXT: }) {sym_name = "twice", type = () -> ()} : () -> ()
// CHECK-NEXT: {{.*}}: note: see existing symbol definition here
// CHECK-NEXT: func @twice() {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}: error: 'arith.constant' op failed to verify that result and attribute have the same type
// CHECK-NEXT:   %c = "arith.constant"() {value = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi32>} : () -> tensor<20xi64>
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}: note: see current operation: %0 = "arith.constant"() {value = opaque<"elided_large_const", "0xDEADBEEF"> : tensor<20xi32>} : () -> tensor<20xi64>
// CHECK-NEXT: {{.*}}: error: 'async.await' op result type 'i32' does not match async value type 'f32'
// CHECK-NEXT:     %y = "async.await"(%v) : (!async.value<f32>) -> i32
// CHECK-NEXT:          ^
// CHECK-NEXT: {{.*}}: note: see current operation: %2 = "async.await"(%arg0) : (!async.value<f32>) -> i32
