// Dropping more references than an object has is reported at the drop.
// RUN: not async-runner %s -e entry 2>&1 | FileCheck %s

func @entry() {
  %c0 = arith.constant 0 : index
  %g = async.runtime.create_group %c0 : !async.group
  // CHECK: refcount-too-many.mlir:[[@LINE+1]]:3: error: 'async.runtime.drop_ref' drops 3 references of a group that has only 1
  async.runtime.drop_ref %g {count = 3 : i64} : !async.group
  return
}
