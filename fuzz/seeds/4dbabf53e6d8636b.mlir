// --mlir-print-op-generic, LLVM-22 generation: inherent attributes are properties printed
// as `<{...}>` before the regions (function_type, sym_name, callee, value, predicate,
// operandSegmentSizes = array<i32: ...>, fastmath/overflowFlags defaults), discardable ones
// in `{...}` after the regions. The ops are func.func/func.call/func.return and cf.*.
// numbers the last region first (even across functions); this test keeps one nested region
// per function so that the numbering is the same either way.

// CUSTOM-LABEL: func.func private @callee(i32) -> i32 attributes {my.note = "n"}
// CUSTOM-LABEL: func.func @generic(%arg0: i32 {my.arg}, %arg1: i1, %arg2: !async.value<i32>) -> i32 {
// CUSTOM: %token_0, %bodyResults = async.execute [%token] (%arg2 as %arg3: !async.value<i32>) -> !async.value<i32> {
// CUSTOM: cf.cond_br %arg1, ^bb1(%{{.*}} : i32), ^bb2
// CUSTOM: ^bb2:  // pred: ^bb0
// CUSTOM-NEXT: cf.assert %arg1, "m"


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
