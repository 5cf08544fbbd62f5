// Adversarial finding 16: upstream lowers async ops in a dialect conversion, which tries
// to fold every op it legalizes, so arith ops of constants (the constants cloned into an
// outlined body among them) become constants, at the folded op's place and location; the
// constants they came from stay. transforms::fold does the same, per generation.
// LLVM 14 syntax; locations as upstream's under --mlir-print-debuginfo (DBG): the
// outlined function's arguments are at the execute.


// DBG: #loc12 = loc("{{.*}}fold-outlined-constants.mlir":244:24)
// DBG-NEXT: module {
// DBG-NEXT:   func private @printI64(i64) loc(#loc1)
// DBG-NEXT:   func private @printF64(f64) loc(#loc2)
// DBG-NEXT:   func private @printNewline() loc(#loc3)
// DBG-NEXT:   func @entry() attributes {async.allowed_to_block} {
// DBG-NEXT:     %c3 = arith.constant 3 : index loc(#loc5)
// DBG-NEXT:     %c0 = arith.constant 0 : index loc(#loc6)
// DBG-NEXT:     %cst = arith.constant 2.500000e+00 : f64 loc(#loc7)
// DBG-NEXT:     %true = arith.constant true loc(#loc8)
// DBG-NEXT:     %0 = memref.alloc() : memref<4xi64> loc(#loc9)
// DBG-NEXT:     %c42_i64 = arith.constant 42 : i64 loc(#loc10)
// DBG-NEXT:     memref.store %c42_i64, %0[%c0] : memref<4xi64> loc(#loc11)
// DBG-NEXT:     %1:5 = call @async_execute_fn(%0) : (memref<4xi64>) -> (!async.token, !async.value<i1>, !async.value<index>, !async.value<f64>, !async.value<memref<4xi64>>) loc(#loc12)
// DBG-NEXT:     async.runtime.await %1#1 : !async.value<i1> loc(#loc13)
// DBG-NEXT:     %2 = async.runtime.is_error %1#1 : !async.value<i1> loc(#loc13)
// DBG-NEXT:     %true_0 = arith.constant true loc(#loc13)
// DBG-NEXT:     %3 = arith.xori %2, %true_0 : i1 loc(#loc13)
// DBG-NEXT:     assert %3, "Awaited async operand is in error state" loc(#loc13)
// DBG-NEXT:     %4 = async.runtime.load %1#1 : <i1> loc(#loc13)
// DBG-NEXT:     async.runtime.await %1#2 : !async.value<index> loc(#loc14)
// DBG-NEXT:     %5 = async.runtime.is_error %1#2 : !async.value<index> loc(#loc14)
// DBG-NEXT:     %true_1 = arith.constant true loc(#loc14)
// DBG-NEXT:     %6 = arith.xori %5, %true_1 : i1 loc(#loc14)
// DBG-NEXT:     assert %6, "Awaited async operand is in error state" loc(#loc14)
// DBG-NEXT:     %7 = async.runtime.load %1#2 : <index> loc(#loc14)
// DBG-NEXT:     async.runtime.await %1#3 : !async.value<f64> loc(#loc15)
// DBG-NEXT:     %8 = async.runtime.is_error %1#3 : !async.value<f64> loc(#loc15)
// DBG-NEXT:     %true_2 = arith.constant true loc(#loc15)
// DBG-NEXT:     %9 = arith.xori %8, %true_2 : i1 loc(#loc15)
// DBG-NEXT:     assert %9, "Awaited async operand is in error state" loc(#loc15)
// DBG-NEXT:     %10 = async.runtime.load %1#3 : <f64> loc(#loc15)
// DBG-NEXT:     async.runtime.await %1#4 : !async.value<memref<4xi64>> loc(#loc16)
// DBG-NEXT:     %11 = async.runtime.is_error %1#4 : !async.value<memref<4xi64>> loc(#loc16)
// DBG-NEXT:     %true_3 = arith.constant true loc(#loc16)
// DBG-NEXT:     %12 = arith.xori %11, %true_3 : i1 loc(#loc16)
// DBG-NEXT:     assert %12, "Awaited async operand is in error state" loc(#loc16)
// DBG-NEXT:     %13 = async.runtime.load %1#4 : <memref<4xi64>> loc(#loc16)
// DBG-NEXT:     %14 = arith.extui %4 : i1 to i64 loc(#loc17)
// DBG-NEXT:     call @printI64(%14) : (i64) -> () loc(#loc18)
// DBG-NEXT:     call @printNewline() : () -> () loc(#loc19)
// DBG-NEXT:     %15 = arith.index_cast %7 : index to i64 loc(#loc20)
// DBG-NEXT:     call @printI64(%15) : (i64) -> () loc(#loc21)
// DBG-NEXT:     call @printNewline() : () -> () loc(#loc22)
// DBG-NEXT:     call @printF64(%10) : (f64) -> () loc(#loc23)
// DBG-NEXT:     call @printNewline() : () -> () loc(#loc24)
// DBG-NEXT:     %16 = memref.load %13[%c0] : memref<4xi64> loc(#loc25)
// DBG-NEXT:     call @printI64(%16) : (i64) -> () loc(#loc26)
// DBG-NEXT:     call @printNewline() : () -> () loc(#loc27)
// DBG-NEXT:     async.runtime.await %1#0 : !async.token loc(#loc28)
// DBG-NEXT:     %17 = async.runtime.is_error %1#0 : !async.token loc(#loc28)
// DBG-NEXT:     %true_4 = arith.constant true loc(#loc28)
// DBG-NEXT:     %18 = arith.xori %17, %true_4 : i1 loc(#loc28)
// DBG-NEXT:     assert %18, "Awaited async operand is in error state" loc(#loc28)
// DBG-NEXT:     memref.dealloc %0 : memref<4xi64> loc(#loc29)
// DBG-NEXT:     return loc(#loc30)
// DBG-NEXT:   } loc(#loc4)
// DBG-NEXT:   func private @async_execute_fn(%arg0: memref<4xi64> loc("{{.*}}fold-outlined-constants.mlir":244:24)) -> (!async.token, !async.value<i1>, !async.value<index>, !async.value<f64>, !async.value<memref<4xi64>>) attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// DBG-NEXT:     %0 = async.runtime.create : !async.token loc(#loc12)
// DBG-NEXT:     %1 = async.runtime.create : !async.value<i1> loc(#loc12)
// DBG-NEXT:     %2 = async.runtime.create : !async.value<index> loc(#loc12)
// DBG-NEXT:     %3 = async.runtime.create : !async.value<f64> loc(#loc12)
// DBG-NEXT:     %4 = async.runtime.create : !async.value<memref<4xi64>> loc(#loc12)
// DBG-NEXT:     %5 = async.coro.id loc(#loc12)
// DBG-NEXT:     %6 = async.coro.begin %5 loc(#loc12)
// DBG-NEXT:     %7 = async.coro.save %6 loc(#loc12)
// DBG-NEXT:     async.runtime.resume %6 loc(#loc12)
// DBG-NEXT:     async.coro.suspend %7, ^bb3, ^bb1, ^bb2 loc(#loc12)
// DBG-NEXT:   ^bb1:  // pred: ^bb0
// DBG-NEXT:     %cst = arith.constant 2.500000e+00 : f64 loc(#loc7)
// DBG-NEXT:     %c3 = arith.constant 3 : index loc(#loc5)
// DBG-NEXT:     %true = arith.constant true loc(#loc8)
// DBG-NEXT:     %cst_0 = arith.constant 6.250000e+00 : f64 loc(#loc31)
// DBG-NEXT:     %c6 = arith.constant 6 : index loc(#loc32)
// DBG-NEXT:     async.runtime.store %true, %1 : <i1> loc(#loc33)
// DBG-NEXT:     async.runtime.set_available %1 : !async.value<i1> loc(#loc33)
// DBG-NEXT:     async.runtime.store %c6, %2 : <index> loc(#loc33)
// DBG-NEXT:     async.runtime.set_available %2 : !async.value<index> loc(#loc33)
// DBG-NEXT:     async.runtime.store %cst_0, %3 : <f64> loc(#loc33)
// DBG-NEXT:     async.runtime.set_available %3 : !async.value<f64> loc(#loc33)
// DBG-NEXT:     async.runtime.store %arg0, %4 : <memref<4xi64>> loc(#loc33)
// DBG-NEXT:     async.runtime.set_available %4 : !async.value<memref<4xi64>> loc(#loc33)
// DBG-NEXT:     async.runtime.set_available %0 : !async.token loc(#loc33)
// DBG-NEXT:     br ^bb2 loc(#loc12)
// DBG-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// DBG-NEXT:     async.coro.free %5, %6 loc(#loc12)
// DBG-NEXT:     br ^bb3 loc(#loc12)
// DBG-NEXT:   ^bb3:  // 2 preds: ^bb0, ^bb2
// DBG-NEXT:     async.coro.end %6 loc(#loc12)
// DBG-NEXT:     return %0, %1, %2, %3, %4 : !async.token, !async.value<i1>, !async.value<index>, !async.value<f64>, !async.value<memref<4xi64>> loc(#loc12)
// DBG-NEXT:   } loc(#loc12)
// DBG-NEXT: } loc(#loc0)
// DBG-NEXT: #loc0 = loc("{{.*}}fold-outlined-constants.mlir":0:0)
// DBG-NEXT: #loc1 = loc("{{.*}}fold-outlined-constants.mlir":232:1)
// DBG-NEXT: #loc2 = loc("{{.*}}fold-outlined-constants.mlir":233:1)
// DBG-NEXT: #loc3 = loc("{{.*}}fold-outlined-constants.mlir":234:1)
// DBG-NEXT: #loc4 = loc("{{.*}}fold-outlined-constants.mlir":236:1)
// DBG-NEXT: #loc5 = loc("{{.*}}fold-outlined-constants.mlir":237:9)
// DBG-NEXT: #loc6 = loc("{{.*}}fold-outlined-constants.mlir":238:9)
// DBG-NEXT: #loc7 = loc("{{.*}}fold-outlined-constants.mlir":239:8)
// DBG-NEXT: #loc8 = loc("{{.*}}fold-outlined-constants.mlir":240:11)
// DBG-NEXT: #loc9 = loc("{{.*}}fold-outlined-constants.mlir":241:8)
// DBG-NEXT: #loc10 = loc("{{.*}}fold-outlined-constants.mlir":242:10)
// DBG-NEXT: #loc11 = loc("{{.*}}fold-outlined-constants.mlir":243:3)
// DBG-NEXT: #loc13 = loc("{{.*}}fold-outlined-constants.mlir":249:9)
// DBG-NEXT: #loc14 = loc("{{.*}}fold-outlined-constants.mlir":250:9)
// DBG-NEXT: #loc15 = loc("{{.*}}fold-outlined-constants.mlir":251:9)
// DBG-NEXT: #loc16 = loc("{{.*}}fold-outlined-constants.mlir":252:9)
// DBG-NEXT: #loc17 = loc("{{.*}}fold-outlined-constants.mlir":253:9)
// DBG-NEXT: #loc18 = loc("{{.*}}fold-outlined-constants.mlir":254:3)
// DBG-NEXT: #loc19 = loc("{{.*}}fold-outlined-constants.mlir":255:3)
// DBG-NEXT: #loc20 = loc("{{.*}}fold-outlined-constants.mlir":256:9)
// DBG-NEXT: #loc21 = loc("{{.*}}fold-outlined-constants.mlir":257:3)
// DBG-NEXT: #loc22 = loc("{{.*}}fold-outlined-constants.mlir":258:3)
// DBG-NEXT: #loc23 = loc("{{.*}}fold-outlined-constants.mlir":259:3)
// DBG-NEXT: #loc24 = loc("{{.*}}fold-outlined-constants.mlir":260:3)
// DBG-NEXT: #loc25 = loc("{{.*}}fold-outlined-constants.mlir":261:8)
// DBG-NEXT: #loc26 = loc("{{.*}}fold-outlined-constants.mlir":262:3)
// DBG-NEXT: #loc27 = loc("{{.*}}fold-outlined-constants.mlir":263:3)
// DBG-NEXT: #loc28 = loc("{{.*}}fold-outlined-constants.mlir":264:3)
// DBG-NEXT: #loc29 = loc("{{.*}}fold-outlined-constants.mlir":265:3)
// DBG-NEXT: #loc30 = loc("{{.*}}fold-outlined-constants.mlir":266:3)
// DBG-NEXT: #loc31 = loc("{{.*}}fold-outlined-constants.mlir":245:11)
// DBG-NEXT: #loc32 = loc("{{.*}}fold-outlined-constants.mlir":246:11)
// DBG-NEXT: #loc33 = loc("{{.*}}fold-outlined-constants.mlir":247:5)

func private @printI64(i64)
func private @printF64(f64)
func private @printNewline()

func @entry() attributes {async.allowed_to_block} {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.5 : f64
  %true = arith.constant true
  %m = memref.alloc() : memref<4xi64>
  %v42 = arith.constant 42 : i64
  memref.store %v42, %m[%c0] : memref<4xi64>
  %t, %a, %b, %c, %d = async.execute -> (!async.value<i1>, !async.value<index>, !async.value<f64>, !async.value<memref<4xi64>>) {
    %f2 = arith.mulf %f, %f : f64
    %c4 = arith.addi %c3, %c3 : index
    async.yield %true, %c4, %f2, %m : i1, index, f64, memref<4xi64>
  }
  %ra = async.await %a : !async.value<i1>
  %rb = async.await %b : !async.value<index>
  %rc = async.await %c : !async.value<f64>
  %rd = async.await %d : !async.value<memref<4xi64>>
  %ia = arith.extui %ra : i1 to i64
  call @printI64(%ia) : (i64) -> ()
  call @printNewline() : () -> ()
  %ib = arith.index_cast %rb : index to i64
  call @printI64(%ib) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%rc) : (f64) -> ()
  call @printNewline() : () -> ()
  %x = memref.load %rd[%c0] : memref<4xi64>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  async.await %t : !async.token
  memref.dealloc %m : memref<4xi64>
  return
}
