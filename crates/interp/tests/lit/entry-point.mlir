// mlir-runner's entry point conventions: -e, -entry-point-result (the result printed as
// the runners print it), and located errors for a missing or mistyped entry point.
// RUN: async-runner %s -e answer -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: async-runner %s -e big -entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: async-runner %s -e half -entry-point-result=f32 | FileCheck %s --check-prefix=F32
// RUN: async-runner %s -e answer -O3 -shared-libs=libfoo.so -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: not async-runner %s -e nope 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not async-runner %s -e answer 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not async-runner %s -e answer -entry-point-result=f32 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not async-runner %s -e args 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not async-runner %s -entry-point-result=bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not async-runner 2>&1 | FileCheck %s --check-prefix=NOFILE
// I32: {{^}}42{{$}}
// I64: {{^}}-12345678901234{{$}}
// F32: {{^}}5.000000e-01{{$}}
// MISSING: entry-point.mlir:{{[0-9]+}}:{{[0-9]+}}: error: entry point '@nope' not found
// VOID: entry-point.mlir:[[# @LINE + 6]]:1: error: entry point '@answer' must return nothing (-entry-point-result=void)
// TYPE: entry-point.mlir:[[# @LINE + 5]]:1: error: entry point '@answer' must return a single f32 (-entry-point-result=f32)
// ARGS: entry-point.mlir:[[# @LINE + 19]]:1: error: entry point '@args' must take no arguments
// BOGUS: error: invalid value 'bogus' for '--entry-point-result <KIND>': must be void, i32, i64, f32 or f64, not 'bogus'
// NOFILE: async-runner: no input file

func @answer() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}

func @big() -> i64 {
  %c = arith.constant -12345678901234 : i64
  return %c : i64
}

func @half() -> f32 {
  %c = arith.constant 0.5 : f32
  return %c : f32
}

func @args(%x: i32) {
  return
}
