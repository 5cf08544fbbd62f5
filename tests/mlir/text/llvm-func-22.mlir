// llvm.func and llvm.return in LLVM-22 syntax: linkage, visibility, unnamed_addr and calling
// convention keywords, declarations (variadic ones too) and variadic definitions, opaque
// pointers and other LLVM types in signatures, argument and result attributes, the other
// properties (`passthrough`, `personality`, `garbageCollector`, ...) kept as written,
// `func.call` fully qualified in an llvm.func body (it has no default dialect), and the
// generic form with its properties.
// LLVM 14 has no opaque pointers, visibility or calling conventions.
// INTEROP: skip-14
// RUN: async-opt %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file | async-opt -split-input-file - | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt-22 %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt-22 %s -split-input-file --mlir-print-op-generic | async-opt -split-input-file - | FileCheck %s
// RUN: async-opt %s -split-input-file --mlir-print-op-generic | mlir-opt-22 -split-input-file - | FileCheck %s

// The custom form's parser sets every property, `unnamed_addr` included; the generic form
// prints them all, the custom form those not at their default.

// CHECK: module {
// CHECK-NEXT:   llvm.func @ext(i32, !llvm.ptr) -> i32
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:   llvm.func @only_varargs(...)
// CHECK-NEXT:   llvm.func extern_weak hidden unnamed_addr @weak_ref(f64, !llvm.ptr<1>, vector<4x!llvm.ptr>)
// CHECK-NEXT:   llvm.func local_unnamed_addr fastcc @fast(!llvm.struct<(i32, ptr)>, !llvm.array<2 x i8>) -> !llvm.ptr
// CHECK-NEXT:   llvm.func internal protected @add(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @sum(%arg0: i32, ...) -> i32 {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @with_attrs(%arg0: f32 {my.flag}) -> (f32 {my.out}) attributes {dso_local, garbageCollector = "shadow-stack", my.note = "kept", passthrough = ["noinline"], personality = @ext, sym_visibility = "private", target_cpu = "x86-64"} {
// CHECK-NEXT:     llvm.return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func weak_odr @blocks(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %c1_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = func.call @callee(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @callee(i32) -> i32
// CHECK-NEXT:   llvm.func @empty_body()
// CHECK-NEXT:   llvm.func @void_result()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (...)>, linkage = #llvm.linkage<external>, sym_name = "only_varargs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f64, ptr<1>, vector<4x!llvm.ptr>)>, linkage = #llvm.linkage<extern_weak>, sym_name = "weak_ref", unnamed_addr = 2 : i64, visibility_ = 1 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<ptr (struct<(i32, ptr)>, array<2 x i8>)>, linkage = #llvm.linkage<external>, sym_name = "fast", unnamed_addr = 1 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<internal>, sym_name = "add", unnamed_addr = 0 : i64, visibility_ = 2 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg3: i32, %arg4: i32):
// GENERIC-NEXT:     %2 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     "llvm.return"(%2) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "sum", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg2: i32):
// GENERIC-NEXT:     "llvm.return"(%arg2) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{my.flag}], dso_local, function_type = !llvm.func<f32 (f32)>, garbageCollector = "shadow-stack", linkage = #llvm.linkage<private>, passthrough = ["noinline"], personality = @ext, res_attrs = [{my.out}], sym_name = "with_attrs", sym_visibility = "private", target_cpu = "x86-64", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg1: f32):
// GENERIC-NEXT:     "llvm.return"(%arg1) : (f32) -> ()
// GENERIC-NEXT:   }) {my.note = "kept"} : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1)>, linkage = #llvm.linkage<weak_odr>, sym_name = "blocks", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:     "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "llvm.return"(%0) : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %1 = "func.call"(%0) <{callee = @callee}> : (i32) -> i32
// GENERIC-NEXT:     "llvm.return"(%1) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "empty_body", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "void_result", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

llvm.func @ext(i32, !llvm.ptr) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @only_varargs(...)
llvm.func extern_weak hidden unnamed_addr @weak_ref(f64, !llvm.ptr<1>, vector<4x!llvm.ptr>)
llvm.func local_unnamed_addr fastcc @fast(!llvm.struct<(i32,ptr)>, !llvm.array<2 x i8>) -> !llvm.ptr
llvm.func internal protected @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  llvm.return %0 : i32
}
llvm.func @sum(%n: i32, ...) -> i32 {
  llvm.return %n : i32
}
llvm.func private @with_attrs(%x: f32 {my.flag}) -> (f32 {my.out}) attributes {dso_local, garbageCollector = "shadow-stack", my.note = "kept", passthrough = ["noinline"], personality = @ext, sym_visibility = "private", target_cpu = "x86-64"} {
  llvm.return %x : f32
}
llvm.func weak_odr @blocks(%c: i1) -> i32 {
  %one = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %one : i32
^bb2:
  %r = func.call @callee(%one) : (i32) -> i32
  llvm.return %r : i32
}
func.func private @callee(i32) -> i32
llvm.func @empty_body() {
}
llvm.func @void_result() -> !llvm.void

// -----

// Generic input: LLVM 22 fills in the properties with a default (calling convention,
// linkage, visibility), not `unnamed_addr`, and keeps `sym_visibility` among them; the custom
// form prints it in the attribute dictionary.

// CHECK: module {
// CHECK-NEXT:   llvm.func @generic_decl(i32, f32) -> i32
// CHECK-NEXT:   llvm.func internal @generic_def() attributes {foo.bar, sym_visibility = "private"} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "generic_decl", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "generic_def", sym_visibility = "private", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {foo.bar} : () -> ()
// GENERIC-NEXT: }) : () -> ()

"llvm.func"() <{function_type = !llvm.func<i32(i32,f32)>, sym_name = "generic_decl"}> ({
}) : () -> ()
"llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "generic_def", sym_visibility = "private"}> ({
  "llvm.return"() : () -> ()
}) {foo.bar} : () -> ()
