// A flag arith does not have is an error at the start of the flag list, naming the flags
// there are. (mlir-opt-22 then adds a second error about the attribute's parameter, which
// async-opt does not give: it reports one error per parse failure.)
// RUN: not async-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s --split-input-file 2>&1 | FileCheck %s

// CHECK: arith-flags-22.mlir:[[@LINE+2]]:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @fastmath(%f: f32) -> f32 {
  %0 = arith.addf %f, %f fastmath<nnan,quick> : f32
  return %0 : f32
}

// -----

// CHECK: arith-flags-22.mlir:[[@LINE+2]]:35: error: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @overflow(%i: i32) -> i32 {
  %0 = arith.addi %i, %i overflow<wrap> : i32
  return %0 : i32
}
