// --mlir-print-op-generic, LLVM-14 generation: every op as "dialect.op"(operands)[successors]
// ({regions}) {attributes} : (types) -> types. 14 spells func as builtin.func with `type`,
// std ops as std.* (std.br, std.cond_br, std.return, std.call, std.assert, std.select), and
// segment sizes as operand_segment_sizes = dense<...> : vector<Nxi32> (a splat as dense<1>),
// all in the attribute dict.
// Entry blocks with arguments print their ^bb0 label.
// Generic input reads back to the same custom form.

// CUSTOM-LABEL: func private @callee(i32) -> i32 attributes {my.note = "n"}
// CUSTOM-LABEL: func @generic(%arg0: i32 {my.arg}, %arg1: i1, %arg2: !async.value<i32>) -> i32 {
// CUSTOM: %token_0, %results = async.execute [%token] (%arg2 as %arg3: !async.value<i32>) -> !async.value<i32> {
// CUSTOM: cond_br %arg1, ^bb1(%{{.*}} : i32), ^bb2
// CUSTOM: ^bb2:  // pred: ^bb0
// CUSTOM-NEXT: assert %arg1, "m"


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
