// Input from a file, from `-`, from stdin when no file is named; output to stdout or -o.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt - < %s | FileCheck %s
// RUN: async-opt < %s | FileCheck %s
// RUN: async-opt %s -o %t.out && FileCheck %s < %t.out
// RUN: test -z "$(async-opt %s -o %t.out2)"
// An input file that does not exist is an error, not a crash.
// RUN: not async-opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK: func.func @io(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// MISSING: does-not-exist

func.func @io(%a: i32) -> i32 {
  return %a : i32
}
