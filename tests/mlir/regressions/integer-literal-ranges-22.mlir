// integer-literal-ranges.mlir's dense arrays (LLVM 22 syntax): an unsigned element may be
// written negative and keeps its bits, printed unsigned.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @arrays() attributes {i0 = array<i0: 0>, i64 = array<i64: -1>, i8 = array<i8: -1, -128>, u64 = array<ui64: 18446744073709551615>, u8 = array<ui8: 255, 255, 128>} {
// CHECK-NEXT:     %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @arrays() attributes {u8 = array<ui8: -1, 255, -128>, u64 = array<ui64: -1>, i8 = array<i8: 255, -128>, i0 = array<i0: 0>, i64 = array<i64: 18446744073709551615>} {
  %i = arith.constant 0 : i0
  return
}
