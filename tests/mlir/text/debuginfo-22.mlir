// Locations with --mlir-print-debuginfo, LLVM-22 syntax. Every op, the module and block
// arguments carry a location; ops without a written location get their position in this file.
// As in LLVM 14, locations print as aliases defined after the module, but the first is `#loc`
// (not #loc0), and nested locations (name, callsite, fused) refer to aliases of their parts,
// which are numbered after the plain ones.
// RUN: async-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: mlir-opt-22 %s --mlir-print-debuginfo | FileCheck %s
// RUN: async-opt %s | FileCheck %s --check-prefix=PLAIN
// RUN: mlir-opt-22 %s | FileCheck %s --check-prefix=PLAIN

// PLAIN-NOT: loc(
// PLAIN-NOT: #loc

// CHECK: #loc2 = loc("arg.c":1:2)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @locations(%arg0: i32 loc("arg.c":1:2)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32 loc(#loc4)
// CHECK-NEXT:     %2 = arith.subi %1, %0 : i32 loc(#loc13)
// CHECK-NEXT:     %3 = arith.addi %2, %2 : i32 loc(#loc14)
// CHECK-NEXT:     %4 = arith.addi %3, %3 : i32 loc(#loc15)
// CHECK-NEXT:     %5 = arith.addi %4, %4 : i32 loc(#loc16)
// CHECK-NEXT:     %6 = arith.addi %5, %5 : i32 loc(#loc10)
// CHECK-NEXT:     %7 = arith.addi %6, %6 : i32 loc(#loc11)
// CHECK-NEXT:     return %7 : i32 loc(#loc12)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo-22.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("fn.c":7:1)
// CHECK-NEXT: #loc3 = loc("file.mlir":3:4)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("inner.c":5:6)
// CHECK-NEXT: #loc6 = loc("callee.c":1:1)
// CHECK-NEXT: #loc7 = loc("caller.c":2:2)
// CHECK-NEXT: #loc8 = loc("a.c":1:1)
// CHECK-NEXT: #loc9 = loc("b.c":2:2)
// CHECK-NEXT: #loc10 = loc("aliased.mlir":9:9)
// CHECK-NEXT: #loc11 = loc("justname")
// CHECK-NEXT: #loc12 = loc("{{.*}}debuginfo-22.mlir":55:3)
// CHECK-NEXT: #loc13 = loc("named"(#loc5))
// CHECK-NEXT: #loc14 = loc(callsite(#loc6 at #loc7))
// CHECK-NEXT: #loc15 = loc(fused[#loc8, #loc9])
// CHECK-NEXT: #loc16 = loc(fused<"meta">[#loc8])

#given = loc("aliased.mlir":9:9)
func.func @locations(%a: i32 loc("arg.c":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("file.mlir":3:4)
  %1 = arith.muli %0, %0 : i32 loc(unknown)
  %2 = arith.subi %1, %0 : i32 loc("named"("inner.c":5:6))
  %3 = arith.addi %2, %2 : i32 loc(callsite("callee.c":1:1 at "caller.c":2:2))
  %4 = arith.addi %3, %3 : i32 loc(fused["a.c":1:1, "b.c":2:2])
  %5 = arith.addi %4, %4 : i32 loc(fused<"meta">["a.c":1:1])
  %6 = arith.addi %5, %5 : i32 loc(#given)
  %7 = arith.addi %6, %6 : i32 loc("justname")
  return %7 : i32
} loc("fn.c":7:1)
