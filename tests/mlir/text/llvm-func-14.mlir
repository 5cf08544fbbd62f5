// llvm.func and llvm.return in LLVM-14 syntax: linkage keywords, declarations (variadic ones
// too), typed pointers and other LLVM types in signatures, argument and function attributes
// (LLVM 14 keeps `dso_local`, `passthrough` and the like in the attribute dictionary), bodies
// of several blocks with std ops, and the generic form, whose function type is `type`.
// LLVM 22 has no typed pointers.
// INTEROP: skip-22
// RUN: async-opt %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file | async-opt -split-input-file - | FileCheck %s
// RUN: mlir-opt-14 %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt-14 %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt-14 %s -split-input-file --mlir-print-op-generic | async-opt -split-input-file - | FileCheck %s
// RUN: async-opt %s -split-input-file --mlir-print-op-generic | mlir-opt-14 -split-input-file - | FileCheck %s

// The custom form: `external` linkage is not printed, a body `{}` with no block is a
// declaration, `-> !llvm.void` is no result; the generic form always has the linkage the
// custom form's parser sets.

// CHECK: module {
// CHECK-NEXT:   llvm.func @ext(i32, !llvm.ptr<i8>) -> i32
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
// CHECK-NEXT:   llvm.func @only_varargs(...)
// CHECK-NEXT:   llvm.func extern_weak @weak_ref(f64)
// CHECK-NEXT:   llvm.func internal @add(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func linkonce_odr @kinds(%arg0: !llvm.ptr<ptr<f32>, 3>, %arg1: !llvm.ptr<i8>, %arg2: !llvm.struct<(i32, f64)>, %arg3: vector<4xf32>, %arg4: !llvm.array<2 x i8>) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @with_attrs(%arg0: f32 {my.flag}) -> f32 attributes {dso_local, my.note = "kept", passthrough = ["noinline"]} {
// CHECK-NEXT:     llvm.return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func weak @blocks(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %c1_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = call @callee(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @callee(i32) -> i32
// CHECK-NEXT:   llvm.func @empty_body()
// CHECK-NEXT:   llvm.func @void_result()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "ext", type = !llvm.func<i32 (i32, ptr<i8>)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "printf", type = !llvm.func<i32 (ptr<i8>, ...)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "only_varargs", type = !llvm.func<void (...)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<extern_weak>, sym_name = "weak_ref", type = !llvm.func<void (f64)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// GENERIC-NEXT:     %0 = "arith.addi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     "llvm.return"(%0) : (i32) -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<internal>, sym_name = "add", type = !llvm.func<i32 (i32, i32)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: !llvm.ptr<ptr<f32>, 3>, %arg1: !llvm.ptr<i8>, %arg2: !llvm.struct<(i32, f64)>, %arg3: vector<4xf32>, %arg4: !llvm.array<2 x i8>):
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<linkonce_odr>, sym_name = "kinds", type = !llvm.func<void (ptr<ptr<f32>, 3>, ptr<i8>, struct<(i32, f64)>, vector<4xf32>, array<2 x i8>)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: f32):
// GENERIC-NEXT:     "llvm.return"(%arg0) : (f32) -> ()
// GENERIC-NEXT:   }) {arg_attrs = [{my.flag}], dso_local, linkage = #llvm.linkage<private>, my.note = "kept", passthrough = ["noinline"], sym_name = "with_attrs", type = !llvm.func<f32 (f32)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i1):
// GENERIC-NEXT:     %0 = "arith.constant"() {value = 1 : i32} : () -> i32
// GENERIC-NEXT:     "std.cond_br"(%arg0)[^bb1, ^bb2] {operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i1) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "llvm.return"(%0) : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %1 = "std.call"(%0) {callee = @callee} : (i32) -> i32
// GENERIC-NEXT:     "llvm.return"(%1) : (i32) -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<weak>, sym_name = "blocks", type = !llvm.func<i32 (i1)>} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   }) {sym_name = "callee", sym_visibility = "private", type = (i32) -> i32} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "empty_body", type = !llvm.func<void ()>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "void_result", type = !llvm.func<void ()>} : () -> ()
// GENERIC-NEXT: }) : () -> ()

llvm.func @ext(i32, !llvm.ptr<i8>) -> i32
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @only_varargs(...)
llvm.func extern_weak @weak_ref(f64)
llvm.func internal @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  llvm.return %0 : i32
}
llvm.func linkonce_odr @kinds(%p: !llvm.ptr<ptr<f32>, 3>, %q: !llvm.ptr<i8, 0>, %s: !llvm.struct<(i32,f64)>, %v: vector<4xf32>, %arr: !llvm.array<2 x i8>) {
  llvm.return
}
llvm.func private @with_attrs(%x: f32 {my.flag}) -> f32 attributes {dso_local, my.note = "kept", passthrough = ["noinline"]} {
  llvm.return %x : f32
}
llvm.func weak @blocks(%c: i1) -> i32 {
  %one = arith.constant 1 : i32
  cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %one : i32
^bb2:
  %r = call @callee(%one) : (i32) -> i32
  llvm.return %r : i32
}
func private @callee(i32) -> i32
llvm.func @empty_body() {
}
llvm.func @void_result() -> !llvm.void

// -----

// Generic input: the function type is respelled (`i32 (i32, f32)`), and nothing is added.

// CHECK: module {
// CHECK-NEXT:   llvm.func @generic_decl(i32, f32) -> i32
// CHECK-NEXT:   llvm.func internal @generic_def() attributes {foo.bar, sym_visibility = "private"} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {sym_name = "generic_decl", type = !llvm.func<i32 (i32, f32)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {foo.bar, linkage = #llvm.linkage<internal>, sym_name = "generic_def", sym_visibility = "private", type = !llvm.func<void ()>} : () -> ()
// GENERIC-NEXT: }) : () -> ()

"llvm.func"() ({
}) {sym_name = "generic_decl", type = !llvm.func<i32(i32,f32)>} : () -> ()
"llvm.func"() ({
  "llvm.return"() : () -> ()
}) {foo.bar, linkage = #llvm.linkage<internal>, sym_name = "generic_def", sym_visibility = "private", type = !llvm.func<void ()>} : () -> ()
