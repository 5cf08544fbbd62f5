// --mlir-print-op-generic, LLVM-22 generation: inherent attributes are properties printed
// as `<{...}>` before the regions (function_type, sym_name, callee, value, predicate,
// operandSegmentSizes = array<i32: ...>, fastmath/overflowFlags defaults), discardable ones
// in `{...}` after the regions. The ops are func.func/func.call/func.return and cf.*.
// NOTE: in generic form mlir-opt-22 does not reuse value numbers across sibling regions and
// numbers the last region first (even across functions); this test keeps one nested region
// per function so that the numbering is the same either way.
// RUN: async-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: mlir-opt-22 %s --mlir-print-op-generic | FileCheck %s
// RUN: async-opt %s --mlir-print-op-generic | async-opt - | FileCheck %s --check-prefix=CUSTOM
// RUN: mlir-opt-22 %s --mlir-print-op-generic | async-opt - | FileCheck %s --check-prefix=CUSTOM

// CUSTOM-LABEL: func.func private @callee(i32) -> i32 attributes {my.note = "n"}
// CUSTOM-LABEL: func.func @generic(%arg0: i32 {my.arg}, %arg1: i1, %arg2: !async.value<i32>) -> i32 {
// CUSTOM: %token_0, %bodyResults = async.execute [%token] (%arg2 as %arg3: !async.value<i32>) -> !async.value<i32> {
// CUSTOM: cf.cond_br %arg1, ^bb1(%{{.*}} : i32), ^bb2
// CUSTOM: ^bb2:  // pred: ^bb0
// CUSTOM-NEXT: cf.assert %arg1, "m"

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) {my.note = "n"} : () -> ()
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{my.arg}, {}, {}], function_type = (i32, i1, !async.value<i32>) -> i32, sym_name = "generic"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i1, %arg2: !async.value<i32>):
// CHECK-NEXT:     %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
// CHECK-NEXT:     %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "arith.cmpi"(%1, %arg0) <{predicate = 5 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     %3 = "arith.select"(%2, %1, %arg0) : (i1, i32, i32) -> i32
// CHECK-NEXT:     %4 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// CHECK-NEXT:       "async.yield"() : () -> ()
// CHECK-NEXT:     }) : () -> !async.token
// CHECK-NEXT:     %5:2 = "async.execute"(%4, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %9 = "func.call"(%arg3) <{callee = @callee}> : (i32) -> i32
// CHECK-NEXT:       "async.yield"(%9) : (i32) -> ()
// CHECK-NEXT:     }) : (!async.token, !async.value<i32>) -> (!async.token, !async.value<i32>)
// CHECK-NEXT:     %6 = "async.await"(%5#1) : (!async.value<i32>) -> i32
// CHECK-NEXT:     "cf.cond_br"(%arg1, %6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT:   ^bb1(%7: i32):  // pred: ^bb0
// CHECK-NEXT:     "func.return"(%7) : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "cf.assert"(%arg1) <{msg = "m"}> : (i1) -> ()
// CHECK-NEXT:     %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
// CHECK-NEXT:     "memref.dealloc"(%8) : (memref<2xi32>) -> ()
// CHECK-NEXT:     "func.return"(%3) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

func.func private @callee(i32) -> i32 attributes {my.note = "n"}
func.func @generic(%x: i32 {my.arg}, %c: i1, %v: !async.value<i32>) -> i32 {
  %k = arith.constant 5 : i32
  %s = arith.addi %x, %k : i32
  %cmp = arith.cmpi sge, %s, %x : i32
  %sel = arith.select %cmp, %s, %x : i32
  %dep = async.execute {
    async.yield
  }
  %t, %r = async.execute [%dep] (%v as %inner: !async.value<i32>) -> !async.value<i32> {
    %y = func.call @callee(%inner) : (i32) -> i32
    async.yield %y : i32
  }
  %loaded = async.await %r : !async.value<i32>
  cf.cond_br %c, ^bb1(%loaded : i32), ^bb2
^bb1(%a: i32):
  return %a : i32
^bb2:
  cf.assert %c, "m"
  %buf = memref.alloc() : memref<2xi32>
  memref.dealloc %buf : memref<2xi32>
  return %sel : i32
}
