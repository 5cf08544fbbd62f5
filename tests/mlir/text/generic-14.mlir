// --mlir-print-op-generic, LLVM-14 generation: every op as "dialect.op"(operands)[successors]
// ({regions}) {attributes} : (types) -> types. 14 spells func as builtin.func with `type`,
// std ops as std.* (std.br, std.cond_br, std.return, std.call, std.assert, std.select), and
// segment sizes as operand_segment_sizes = dense<...> : vector<Nxi32> (a splat as dense<1>),
// all in the attribute dict.
// Entry blocks with arguments print their ^bb0 label.
// RUN: async-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: mlir-opt-14 %s --mlir-print-op-generic | FileCheck %s
// Generic input reads back to the same custom form.
// RUN: async-opt %s --mlir-print-op-generic | async-opt - | FileCheck %s --check-prefix=CUSTOM
// RUN: mlir-opt-14 %s --mlir-print-op-generic | async-opt - | FileCheck %s --check-prefix=CUSTOM

// CUSTOM-LABEL: func private @callee(i32) -> i32 attributes {my.note = "n"}
// CUSTOM-LABEL: func @generic(%arg0: i32 {my.arg}, %arg1: i1, %arg2: !async.value<i32>) -> i32 {
// CUSTOM: %token_0, %results = async.execute [%token] (%arg2 as %arg3: !async.value<i32>) -> !async.value<i32> {
// CUSTOM: cond_br %arg1, ^bb1(%{{.*}} : i32), ^bb2
// CUSTOM: ^bb2:  // pred: ^bb0
// CUSTOM-NEXT: assert %arg1, "m"

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "builtin.func"() ({
// CHECK-NEXT:   }) {my.note = "n", sym_name = "callee", sym_visibility = "private", type = (i32) -> i32} : () -> ()
// CHECK-NEXT:   "builtin.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i1, %arg2: !async.value<i32>):
// CHECK-NEXT:     %0 = "arith.constant"() {value = 5 : i32} : () -> i32
// CHECK-NEXT:     %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "arith.cmpi"(%1, %arg0) {predicate = 5 : i64} : (i32, i32) -> i1
// CHECK-NEXT:     %3 = "std.select"(%2, %1, %arg0) : (i1, i32, i32) -> i32
// CHECK-NEXT:     %4 = "async.execute"() ({
// CHECK-NEXT:       "async.yield"() : () -> ()
// CHECK-NEXT:     }) {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> !async.token
// CHECK-NEXT:     %5:2 = "async.execute"(%4, %arg2) ({
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %9 = "std.call"(%arg3) {callee = @callee} : (i32) -> i32
// CHECK-NEXT:       "async.yield"(%9) : (i32) -> ()
// CHECK-NEXT:     }) {operand_segment_sizes = dense<1> : vector<2xi32>} : (!async.token, !async.value<i32>) -> (!async.token, !async.value<i32>)
// CHECK-NEXT:     %6 = "async.await"(%5#1) : (!async.value<i32>) -> i32
// CHECK-NEXT:     "std.cond_br"(%arg1, %6)[^bb1, ^bb2] {operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i1, i32) -> ()
// CHECK-NEXT:   ^bb1(%7: i32):  // pred: ^bb0
// CHECK-NEXT:     "std.return"(%7) : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "std.assert"(%arg1) {msg = "m"} : (i1) -> ()
// CHECK-NEXT:     %8 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<2xi32>
// CHECK-NEXT:     "memref.dealloc"(%8) : (memref<2xi32>) -> ()
// CHECK-NEXT:     "std.return"(%3) : (i32) -> ()
// CHECK-NEXT:   }) {arg_attrs = [{my.arg}, {}, {}], sym_name = "generic", type = (i32, i1, !async.value<i32>) -> i32} : () -> ()
// CHECK-NEXT: }) : () -> ()

func private @callee(i32) -> i32 attributes {my.note = "n"}
func @generic(%x: i32 {my.arg}, %c: i1, %v: !async.value<i32>) -> i32 {
  %k = arith.constant 5 : i32
  %s = arith.addi %x, %k : i32
  %cmp = arith.cmpi sge, %s, %x : i32
  %sel = select %cmp, %s, %x : i32
  %dep = async.execute {
    async.yield
  }
  %t, %r = async.execute [%dep] (%v as %inner: !async.value<i32>) -> !async.value<i32> {
    %y = call @callee(%inner) : (i32) -> i32
    async.yield %y : i32
  }
  %loaded = async.await %r : !async.value<i32>
  cond_br %c, ^bb1(%loaded : i32), ^bb2
^bb1(%a: i32):
  return %a : i32
^bb2:
  assert %c, "m"
  %buf = memref.alloc() : memref<2xi32>
  memref.dealloc %buf : memref<2xi32>
  return %sel : i32
}
