// Input that cannot run is rejected with a located error and status 1: a parse error,
// a verifier error, a pass error, a call to a function the interpreter does not have.
// RUN: echo 'func @entry() { %x = arith.constant : i32 }' | not async-runner - -e entry 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: echo 'func @entry() { br ^bb1(%c) ^bb1: return }' | not async-runner - -e entry 2>&1 | FileCheck %s --check-prefix=PARSE2
// RUN: not async-runner %s -e entry 2>&1 | FileCheck %s --check-prefix=EXTERN
// RUN: not async-runner %s -e entry --pass-pipeline='builtin.module(nope)' 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not async-runner %s -e entry --max-steps=0 2>&1 | FileCheck %s --check-prefix=FLAG
// PARSE: <stdin>:1:37: error: expected attribute value
// PARSE2: <stdin>:1:{{[0-9]+}}: error:
// PIPE: async-runner: invalid pass pipeline: 'nope' does not refer to a registered pass or pass pipeline
// FLAG: error: invalid value '0' for '--max-steps <N>': must be a positive number

func private @sleep(i64)

func @entry() {
  %c = arith.constant 1 : i64
  // EXTERN: input-errors.mlir:[[@LINE+1]]:3: error: 'func.call' op calls '@sleep', an external function async-runner does not provide
  call @sleep(%c) : (i64) -> ()
  return
}
