// async-runtime-ref-counting on runtime-level IR (LLVM 14 syntax), one behaviour per
// chunk, checked against mlir-opt-14 with the same lines. Every token, value and group
// starts with one reference held by whoever defines it (the op that creates it, or the
// block that takes it as an argument); the pass drops it where it dies.
// RUN: async-opt %s -split-input-file -async-runtime-ref-counting | FileCheck %s
// RUN: mlir-opt-14 %s -split-input-file -async-runtime-ref-counting | FileCheck %s
// The output is valid, and stable under a second run of the printer.
// RUN: async-opt %s -split-input-file -async-runtime-ref-counting | mlir-opt-14 -split-input-file > /dev/null

// A value nothing uses is dropped where it is defined: an argument at the top of its
// block, a result right after its op.

// CHECK: module {
// CHECK-NEXT:   func private @make_token() -> !async.token
// CHECK-NEXT:   func @unused(%arg0: !async.token, %arg1: !async.group) {
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.group
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     %0 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     async.runtime.drop_ref %0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     %1 = call @make_token() : () -> !async.token
// CHECK-NEXT:     async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @make_token() -> !async.token
func @unused(%arg0: !async.token, %arg1: !async.group) {
  %0 = async.runtime.create : !async.value<f32>
  %1 = call @make_token() : () -> !async.token
  return
}

// -----

// Dropped right after the last use in the block where it dies.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @dies_in_block(%arg0: !async.token) -> i1 {
// CHECK-NEXT:     async.runtime.await %arg0 : !async.token
// CHECK-NEXT:     %0 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %1 = arith.xori %0, %true : i1
// CHECK-NEXT:     return %1 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @dies_in_block(%arg0: !async.token) -> i1 {
  async.runtime.await %arg0 : !async.token
  %0 = async.runtime.is_error %arg0 : !async.token
  %1 = arith.constant true
  %2 = arith.xori %0, %1 : i1
  return %2 : i1
}

// -----

// A call takes a reference of its own: add_ref before it, one per operand it is.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @take(!async.token, !async.token)
// CHECK-NEXT:   func @passed_to_call(%arg0: !async.token) {
// CHECK-NEXT:     async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     call @take(%arg0, %arg0) : (!async.token, !async.token) -> ()
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @take(!async.token, !async.token)
func @passed_to_call(%arg0: !async.token) {
  call @take(%arg0, %arg0) : (!async.token, !async.token) -> ()
  return
}

// -----

// Returned values are not dropped: the reference goes to the caller.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @returned() -> (!async.token, !async.value<f32>) {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     async.runtime.store %cst, %1 : <f32>
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @returned() -> (!async.token, !async.value<f32>) {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = arith.constant 1.0 : f32
  async.runtime.store %2, %1 : !async.value<f32>
  async.runtime.set_available %1 : !async.value<f32>
  async.runtime.set_available %0 : !async.token
  return %0, %1 : !async.token, !async.value<f32>
}

// -----

// Two values dying at the same op: block arguments are handled before op results, and
// each value's drop_ref goes right after the op, so the later one's comes first; the
// add_refs before the call come in the order the values are handled.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @take2(!async.token, !async.group)
// CHECK-NEXT:   func @same_place(%arg0: !async.token) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = async.runtime.create_group %c1 : !async.group
// CHECK-NEXT:     async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     async.runtime.add_ref %0 {count = 1 : i64} : !async.group
// CHECK-NEXT:     call @take2(%arg0, %0) : (!async.token, !async.group) -> ()
// CHECK-NEXT:     async.runtime.drop_ref %0 {count = 1 : i64} : !async.group
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @take2(!async.token, !async.group)
func @same_place(%arg0: !async.token) {
  %c1 = arith.constant 1 : index
  %0 = async.runtime.create_group %c1 : !async.group
  call @take2(%arg0, %0) : (!async.token, !async.group) -> ()
  return
}

// -----

// Live into one successor and not the other: the other gets a drop_ref, at its top when
// this block is its only predecessor, else in a new block on the edge.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @divergent(%arg0: i1, %arg1: !async.token) {
// CHECK-NEXT:     cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     async.runtime.await %arg1 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.token
// CHECK-NEXT:     br ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.token
// CHECK-NEXT:     br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @divergent_critical_edge(%arg0: i1, %arg1: !async.token) {
// CHECK-NEXT:     cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     async.runtime.await %arg1 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.token
// CHECK-NEXT:     br ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.token
// CHECK-NEXT:     br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @divergent(%arg0: i1, %arg1: !async.token) {
  cond_br %arg0, ^bb1, ^bb2
^bb1:
  async.runtime.await %arg1 : !async.token
  br ^bb3
^bb2:
  br ^bb3
^bb3:
  return
}
func @divergent_critical_edge(%arg0: i1, %arg1: !async.token) {
  cond_br %arg0, ^bb1, ^bb2
^bb1:
  async.runtime.await %arg1 : !async.token
  br ^bb2
^bb2:
  return
}

// -----

// A use inside a nested region is a use by the op that holds it: the drop follows it.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @nested_use(%arg0: i1, %arg1: !async.token) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       async.runtime.await %arg1 : !async.token
// CHECK-NEXT:     }
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.token
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @nested_use(%arg0: i1, %arg1: !async.token) {
  scf.if %arg0 {
    async.runtime.await %arg1 : !async.token
  }
  %0 = arith.constant 0 : index
  return
}

// -----

// A value defined in a nested region and yielded out of it is not dropped there
// (scf.yield is ReturnLike); the scf.if's result is counted like any other.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @yielded(%arg0: i1) {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (!async.token) {
// CHECK-NEXT:       %1 = async.runtime.create : !async.token
// CHECK-NEXT:       scf.yield %1 : !async.token
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = async.runtime.create : !async.token
// CHECK-NEXT:       async.runtime.set_available %1 : !async.token
// CHECK-NEXT:       scf.yield %1 : !async.token
// CHECK-NEXT:     }
// CHECK-NEXT:     async.runtime.await %0 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @yielded(%arg0: i1) {
  %0 = scf.if %arg0 -> (!async.token) {
    %1 = async.runtime.create : !async.token
    scf.yield %1 : !async.token
  } else {
    %1 = async.runtime.create : !async.token
    async.runtime.set_available %1 : !async.token
    scf.yield %1 : !async.token
  }
  async.runtime.await %0 : !async.token
  return
}

// -----

// Live around a loop: no drop in the loop, one after it.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @loop(%arg0: !async.token, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %2 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT:     %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:     br ^bb1(%3 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     async.runtime.await %arg0 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @loop(%arg0: !async.token, %arg1: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  br ^bb1(%c0 : index)
^bb1(%0: index):
  %1 = arith.cmpi slt, %0, %arg1 : index
  cond_br %1, ^bb2, ^bb3
^bb2:
  %2 = async.runtime.is_error %arg0 : !async.token
  %3 = arith.addi %0, %c1 : index
  br ^bb1(%3 : index)
^bb3:
  async.runtime.await %arg0 : !async.token
  return
}

// -----

// A coroutine: no drop on the edges of async.coro.suspend (a suspended coroutine is
// always resumed, never destroyed, so the value reaches the resume block), and the
// returned token and value are the caller's.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @coroutine(%arg0: !async.value<f32>) -> (!async.token, !async.value<f32>) {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     %2 = async.coro.id
// CHECK-NEXT:     %3 = async.coro.begin %2
// CHECK-NEXT:     %4 = async.coro.save %3
// CHECK-NEXT:     async.runtime.await_and_resume %arg0, %3 : !async.value<f32>
// CHECK-NEXT:     async.coro.suspend %4, ^bb5, ^bb1, ^bb4
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %5 = async.runtime.is_error %arg0 : !async.value<f32>
// CHECK-NEXT:     cond_br %5, ^bb3, ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %6 = async.runtime.load %arg0 : <f32>
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     async.runtime.store %6, %1 : <f32>
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     br ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_error %0 : !async.token
// CHECK-NEXT:     async.runtime.set_error %1 : !async.value<f32>
// CHECK-NEXT:     br ^bb4
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     br ^bb5
// CHECK-NEXT:   ^bb5:  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:     async.coro.end %3
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @coroutine(%arg0: !async.value<f32>) -> (!async.token, !async.value<f32>) {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = async.coro.id
  %3 = async.coro.begin %2
  %4 = async.coro.save %3
  async.runtime.await_and_resume %arg0, %3 : !async.value<f32>
  async.coro.suspend %4, ^bb4, ^bb1, ^bb3
^bb1:
  %5 = async.runtime.is_error %arg0 : !async.value<f32>
  cond_br %5, ^bb2, ^bb5
^bb5:
  %6 = async.runtime.load %arg0 : !async.value<f32>
  async.runtime.store %6, %1 : !async.value<f32>
  async.runtime.set_available %1 : !async.value<f32>
  async.runtime.set_available %0 : !async.token
  br ^bb3
^bb2:
  async.runtime.set_error %0 : !async.token
  async.runtime.set_error %1 : !async.value<f32>
  br ^bb3
^bb3:
  async.coro.free %2, %3
  br ^bb4
^bb4:
  async.coro.end %3
  return %0, %1 : !async.token, !async.value<f32>
}
