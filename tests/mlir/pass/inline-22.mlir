// inline-14.mlir in LLVM 22 syntax, and the callsite locations the inlined ops get
// (--mlir-print-debuginfo, second prefix); the same CHECK lines hold for mlir-opt-22.
// RUN: async-opt %s -inline | FileCheck %s
// RUN: mlir-opt-22 %s -inline | FileCheck %s
// RUN: async-opt %s -inline --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: mlir-opt-22 %s -inline --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK: module {
// CHECK-NEXT:   func.func @caller(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT:     %3 = arith.muli %2, %c2_i32 : i32
// CHECK-NEXT:     cf.cond_br %arg2, ^bb2(%3 : i32), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = arith.subi %3, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb2(%4 : i32)
// CHECK-NEXT:   ^bb2(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %6 = arith.addi %5, %5 : i32
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       %7 = func.call @add(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     call @spawns() : () -> ()
// CHECK-NEXT:     call @external(%6) : (i32) -> ()
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @add(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @fact(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %c1_i32 : i32
// CHECK-NEXT:     %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:       %3 = func.call @fact(%2) : (i32) -> i32
// CHECK-NEXT:       %4 = arith.muli %arg0, %3 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @spawns() {
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     async.await %token : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @external(i32)
// CHECK-NEXT: }

// LOC: #loc2 = loc("{{.*}}inline-22.mlir":158:19)
// LOC-NEXT: #loc3 = loc("{{.*}}inline-22.mlir":158:28)
// LOC-NEXT: #loc4 = loc("{{.*}}inline-22.mlir":158:37)
// LOC-NEXT: #loc11 = loc("{{.*}}inline-22.mlir":161:8)
// LOC-NEXT: #loc22 = loc("{{.*}}inline-22.mlir":171:24)
// LOC-NEXT: #loc23 = loc("{{.*}}inline-22.mlir":171:33)
// LOC-NEXT: #loc27 = loc("{{.*}}inline-22.mlir":185:25)
// LOC-NEXT: module {
// LOC-NEXT:   func.func @caller(%arg0: i32 loc("{{.*}}inline-22.mlir":158:19), %arg1: i32 loc("{{.*}}inline-22.mlir":158:28), %arg2: i1 loc("{{.*}}inline-22.mlir":158:37)) -> i32 {
// LOC-NEXT:     %c2_i32 = arith.constant 2 : i32 loc(#loc5)
// LOC-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc(#loc43)
// LOC-NEXT:     %1 = arith.muli %0, %c2_i32 : i32 loc(#loc44)
// LOC-NEXT:     %2 = arith.addi %1, %arg0 : i32 loc(#loc45)
// LOC-NEXT:     %3 = arith.muli %2, %c2_i32 : i32 loc(#loc46)
// LOC-NEXT:     cf.cond_br %arg2, ^bb2(%3 : i32), ^bb1 loc(#loc47)
// LOC-NEXT:   ^bb1:  // pred: ^bb0
// LOC-NEXT:     %4 = arith.subi %3, %arg1 : i32 loc(#loc48)
// LOC-NEXT:     cf.br ^bb2(%4 : i32) loc(#loc49)
// LOC-NEXT:   ^bb2(%5: i32 loc("{{.*}}inline-22.mlir":161:8)):  // 2 preds: ^bb0, ^bb1
// LOC-NEXT:     %6 = arith.addi %5, %5 : i32 loc(#loc14)
// LOC-NEXT:     %token = async.execute {
// LOC-NEXT:       %7 = func.call @add(%arg0, %arg0) : (i32, i32) -> i32 loc(#loc16)
// LOC-NEXT:       async.yield loc(#loc17)
// LOC-NEXT:     } loc(#loc15)
// LOC-NEXT:     call @spawns() : () -> () loc(#loc18)
// LOC-NEXT:     call @external(%6) : (i32) -> () loc(#loc19)
// LOC-NEXT:     return %6 : i32 loc(#loc20)
// LOC-NEXT:   } loc(#loc1)
// LOC-NEXT:   func.func private @add(%arg0: i32 loc("{{.*}}inline-22.mlir":171:24), %arg1: i32 loc("{{.*}}inline-22.mlir":171:33)) -> i32 {
// LOC-NEXT:     %c2_i32 = arith.constant 2 : i32 loc(#loc24)
// LOC-NEXT:     %0 = arith.addi %arg0, %arg1 : i32 loc(#loc6)
// LOC-NEXT:     %1 = arith.muli %0, %c2_i32 : i32 loc(#loc8)
// LOC-NEXT:     return %1 : i32 loc(#loc25)
// LOC-NEXT:   } loc(#loc21)
// LOC-NEXT:   func.func private @fact(%arg0: i32 loc("{{.*}}inline-22.mlir":185:25)) -> i32 {
// LOC-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(#loc28)
// LOC-NEXT:     %0 = arith.cmpi sle, %arg0, %c1_i32 : i32 loc(#loc29)
// LOC-NEXT:     %1 = scf.if %0 -> (i32) {
// LOC-NEXT:       scf.yield %c1_i32 : i32 loc(#loc31)
// LOC-NEXT:     } else {
// LOC-NEXT:       %2 = arith.subi %arg0, %c1_i32 : i32 loc(#loc32)
// LOC-NEXT:       %3 = func.call @fact(%2) : (i32) -> i32 loc(#loc33)
// LOC-NEXT:       %4 = arith.muli %arg0, %3 : i32 loc(#loc34)
// LOC-NEXT:       scf.yield %4 : i32 loc(#loc35)
// LOC-NEXT:     } loc(#loc30)
// LOC-NEXT:     return %1 : i32 loc(#loc36)
// LOC-NEXT:   } loc(#loc26)
// LOC-NEXT:   func.func private @spawns() {
// LOC-NEXT:     %token = async.execute {
// LOC-NEXT:       async.yield loc(#loc39)
// LOC-NEXT:     } loc(#loc38)
// LOC-NEXT:     async.await %token : !async.token loc(#loc40)
// LOC-NEXT:     return loc(#loc41)
// LOC-NEXT:   } loc(#loc37)
// LOC-NEXT:   func.func private @external(i32) loc(#loc42)
// LOC-NEXT: } loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}inline-22.mlir":0:0)
// LOC-NEXT: #loc1 = loc("{{.*}}inline-22.mlir":158:1)
// LOC-NEXT: #loc5 = loc(unknown)
// LOC-NEXT: #loc6 = loc("{{.*}}inline-22.mlir":173:8)
// LOC-NEXT: #loc7 = loc("{{.*}}inline-22.mlir":159:8)
// LOC-NEXT: #loc8 = loc("{{.*}}inline-22.mlir":174:8)
// LOC-NEXT: #loc9 = loc("{{.*}}inline-22.mlir":160:8)
// LOC-NEXT: #loc10 = loc("{{.*}}inline-22.mlir":178:3)
// LOC-NEXT: #loc12 = loc("{{.*}}inline-22.mlir":182:8)
// LOC-NEXT: #loc13 = loc("{{.*}}inline-22.mlir":183:3)
// LOC-NEXT: #loc14 = loc("{{.*}}inline-22.mlir":162:8)
// LOC-NEXT: #loc15 = loc("{{.*}}inline-22.mlir":163:8)
// LOC-NEXT: #loc16 = loc("{{.*}}inline-22.mlir":164:10)
// LOC-NEXT: #loc17 = loc("{{.*}}inline-22.mlir":165:5)
// LOC-NEXT: #loc18 = loc("{{.*}}inline-22.mlir":167:3)
// LOC-NEXT: #loc19 = loc("{{.*}}inline-22.mlir":168:3)
// LOC-NEXT: #loc20 = loc("{{.*}}inline-22.mlir":169:3)
// LOC-NEXT: #loc21 = loc("{{.*}}inline-22.mlir":171:1)
// LOC-NEXT: #loc24 = loc("{{.*}}inline-22.mlir":172:9)
// LOC-NEXT: #loc25 = loc("{{.*}}inline-22.mlir":175:3)
// LOC-NEXT: #loc26 = loc("{{.*}}inline-22.mlir":185:1)
// LOC-NEXT: #loc28 = loc("{{.*}}inline-22.mlir":186:9)
// LOC-NEXT: #loc29 = loc("{{.*}}inline-22.mlir":187:9)
// LOC-NEXT: #loc30 = loc("{{.*}}inline-22.mlir":188:8)
// LOC-NEXT: #loc31 = loc("{{.*}}inline-22.mlir":189:5)
// LOC-NEXT: #loc32 = loc("{{.*}}inline-22.mlir":191:10)
// LOC-NEXT: #loc33 = loc("{{.*}}inline-22.mlir":192:10)
// LOC-NEXT: #loc34 = loc("{{.*}}inline-22.mlir":193:10)
// LOC-NEXT: #loc35 = loc("{{.*}}inline-22.mlir":194:5)
// LOC-NEXT: #loc36 = loc("{{.*}}inline-22.mlir":196:3)
// LOC-NEXT: #loc37 = loc("{{.*}}inline-22.mlir":198:1)
// LOC-NEXT: #loc38 = loc("{{.*}}inline-22.mlir":199:8)
// LOC-NEXT: #loc39 = loc("{{.*}}inline-22.mlir":200:5)
// LOC-NEXT: #loc40 = loc("{{.*}}inline-22.mlir":202:3)
// LOC-NEXT: #loc41 = loc("{{.*}}inline-22.mlir":203:3)
// LOC-NEXT: #loc42 = loc("{{.*}}inline-22.mlir":208:1)
// LOC-NEXT: #loc43 = loc(callsite(#loc6 at #loc7))
// LOC-NEXT: #loc44 = loc(callsite(#loc8 at #loc7))
// LOC-NEXT: #loc45 = loc(callsite(#loc6 at #loc9))
// LOC-NEXT: #loc46 = loc(callsite(#loc8 at #loc9))
// LOC-NEXT: #loc47 = loc(callsite(#loc10 at #loc11))
// LOC-NEXT: #loc48 = loc(callsite(#loc12 at #loc11))
// LOC-NEXT: #loc49 = loc(callsite(#loc13 at #loc11))

func.func @caller(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = call @add(%a, %b) : (i32, i32) -> i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  %2 = call @pick(%c, %1, %b) : (i1, i32, i32) -> i32
  %3 = arith.addi %2, %2 : i32
  %t = async.execute {
    %4 = func.call @add(%a, %a) : (i32, i32) -> i32
    async.yield
  }
  call @spawns() : () -> ()
  call @external(%3) : (i32) -> ()
  return %3 : i32
}
func.func private @add(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %s = arith.addi %x, %y : i32
  %m = arith.muli %s, %c2 : i32
  return %m : i32
}
func.func private @pick(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %z = arith.subi %x, %y : i32
  return %z : i32
}
func.func private @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %le = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %le -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = func.call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}
func.func private @spawns() {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return
}
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func.func private @external(i32)
