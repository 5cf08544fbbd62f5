// What MLIR leaves undefined is a located error (the JIT would give garbage or trap).
// RUN: not async-runner %s -e div_zero 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not async-runner %s -e div_overflow 2>&1 | FileCheck %s --check-prefix=OVF
// RUN: not async-runner %s -e rem_zero 2>&1 | FileCheck %s --check-prefix=REM
// RUN: not async-runner %s -e shift 2>&1 | FileCheck %s --check-prefix=SHIFT
// RUN: not async-runner %s -e fptosi 2>&1 | FileCheck %s --check-prefix=FPTOSI
// RUN: not async-runner %s -e step 2>&1 | FileCheck %s --check-prefix=STEP

func @div_zero() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  // DIV: arith-undefined.mlir:[[@LINE+1]]:8: error: division by zero (undefined behavior)
  %r = arith.divui %a, %z : i32
  return
}

func @div_overflow() {
  %a = arith.constant -128 : i8
  %m = arith.constant -1 : i8
  // OVF: arith-undefined.mlir:[[@LINE+1]]:8: error: signed division overflow: -128 / -1 does not fit in i8 (undefined behavior)
  %r = arith.divsi %a, %m : i8
  return
}

func @rem_zero() {
  %a = arith.constant 7 : i64
  %z = arith.constant 0 : i64
  // REM: arith-undefined.mlir:[[@LINE+1]]:8: error: remainder by zero (undefined behavior)
  %r = arith.remsi %a, %z : i64
  return
}

func @shift() {
  %a = arith.constant 1 : i16
  %s = arith.constant 16 : i16
  // SHIFT: arith-undefined.mlir:[[@LINE+1]]:8: error: shift amount 16 is not less than the bit width 16 (the result is poison)
  %r = arith.shli %a, %s : i16
  return
}

func @fptosi() {
  %f = arith.constant 300.5 : f32
  // FPTOSI: arith-undefined.mlir:[[@LINE+1]]:8: error: 300.5 does not fit in a signed i8 (the result is poison)
  %r = arith.fptosi %f : f32 to i8
  return
}

func @step() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = arith.constant -1 : index
  // STEP: arith-undefined.mlir:[[@LINE+1]]:3: error: loop step must be positive (it is -1; the loop would never end)
  scf.for %i = %c0 to %c4 step %s {
  }
  return
}
