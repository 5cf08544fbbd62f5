// Locations with --mlir-print-debuginfo, LLVM-14 syntax. Every op, the module and block
// arguments carry a location; ops without a written location get their position in this file.
// Locations are printed as aliases `#locN` defined after the module (block argument locations
// inline, with their alias defined before the module); without the flag none are printed.
// RUN: async-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: mlir-opt-14 %s --mlir-print-debuginfo | FileCheck %s
// RUN: async-opt %s | FileCheck %s --check-prefix=PLAIN
// RUN: mlir-opt-14 %s | FileCheck %s --check-prefix=PLAIN

// PLAIN-NOT: loc(
// PLAIN-NOT: #loc

// CHECK: #loc2 = loc("arg.c":1:2)
// CHECK-NEXT: module {
// CHECK-NEXT:   func @locations(%arg0: i32 loc("arg.c":1:2)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32 loc(#loc4)
// CHECK-NEXT:     %2 = arith.subi %1, %0 : i32 loc(#loc5)
// CHECK-NEXT:     %3 = arith.addi %2, %2 : i32 loc(#loc6)
// CHECK-NEXT:     %4 = arith.addi %3, %3 : i32 loc(#loc7)
// CHECK-NEXT:     %5 = arith.addi %4, %4 : i32 loc(#loc8)
// CHECK-NEXT:     %6 = arith.addi %5, %5 : i32 loc(#loc9)
// CHECK-NEXT:     %7 = arith.addi %6, %6 : i32 loc(#loc10)
// CHECK-NEXT:     return %7 : i32 loc(#loc11)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc0)
// CHECK-NEXT: #loc0 = loc("{{.*}}debuginfo-14.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("fn.c":7:1)
// CHECK-NEXT: #loc3 = loc("file.mlir":3:4)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("named"("inner.c":5:6))
// CHECK-NEXT: #loc6 = loc(callsite("callee.c":1:1 at "caller.c":2:2))
// CHECK-NEXT: #loc7 = loc(fused["a.c":1:1, "b.c":2:2])
// CHECK-NEXT: #loc8 = loc(fused<"meta">["a.c":1:1])
// CHECK-NEXT: #loc9 = loc("aliased.mlir":9:9)
// CHECK-NEXT: #loc10 = loc("justname")
// CHECK-NEXT: #loc11 = loc("{{.*}}debuginfo-14.mlir":49:3)

#given = loc("aliased.mlir":9:9)
func @locations(%a: i32 loc("arg.c":1:2)) -> i32 {
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
