// Errors go to stderr as `file:line:col: error: message`, the exit status is 1, nothing is
// printed on stdout, and the tool does not crash (`not` fails on a panic or a signal).
// RUN: not async-opt %s 2>&1 | FileCheck %s
// RUN: async-opt %s 2>/dev/null; test $? -eq 1
// RUN: test -z "$(async-opt %s 2>/dev/null)"
// RUN: not mlir-opt-14 %s 2>&1 | FileCheck %s

// CHECK: {{.*}}errors.mlir:13:23: error: use of undeclared SSA value name

func @f() {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  %c = arith.addi %b, %missing : i32
  return
}
