// Ops of unknown dialects are an error unless --allow-unregistered-dialect; with it they keep
// their generic form, attributes, regions and unknown types.
// RUN: not async-opt %s 2>&1 | FileCheck %s --check-prefix=REJECT
// RUN: async-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt-22 %s --allow-unregistered-dialect | FileCheck %s

// REJECT: allow-unregistered.mlir:[[@LINE+8]]:{{[0-9]+}}: error: operation being parsed with an unregistered dialect

// CHECK: %0 = "mine.make"() {mine.size = 4 : i64} : () -> !mine.handle<4>
// CHECK-NEXT: "mine.scope"(%0) ({
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT:   "mine.end"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : (!mine.handle<4>) -> ()
func.func @unknown(%x: i32) {
  %h = "mine.make"() {mine.size = 4} : () -> !mine.handle<4>
  "mine.scope"(%h) ({
  ^bb0(%y: i32):
    "mine.end"(%y) : (i32) -> ()
  }) : (!mine.handle<4>) -> ()
  return
}
