// A drop_ref that takes the count below zero names the op, where the object was created
// and how its count went to zero.
// RUN: not async-runner %s -e entry 2>&1 | FileCheck %s

func @entry() {
  %v = async.runtime.create : !async.value<i64>
  %c = arith.constant 7 : i64
  async.runtime.store %c, %v : !async.value<i64>
  async.runtime.set_available %v : !async.value<i64>
  async.runtime.drop_ref %v {count = 1 : i64} : !async.value<i64>
  async.runtime.drop_ref %v {count = 1 : i64} : !async.value<i64>
  return
}
// CHECK: refcount-double-drop.mlir:11:3: error: 'async.runtime.drop_ref' drops 1 reference of a value whose reference count is already 0: it was freed, a reference was dropped once too often
// CHECK: refcount-double-drop.mlir:6:8: note: the value was created here (reference count 2)
// CHECK: refcount-double-drop.mlir:9:3: note: reference count 2 -> 1 here
// CHECK: refcount-double-drop.mlir:10:3: note: reference count 1 -> 0 here (freed)
