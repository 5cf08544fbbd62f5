// A token nothing completes: the blocking await on the main thread is reported as a
// deadlock instead of hanging, with the task suspended on it; the same after lowering.
// RUN: not async-runner %s -e entry 2>&1 | FileCheck %s
// RUN: not async-runner %s -e entry -async-to-async-runtime 2>&1 | FileCheck %s

func @entry() {
  %never = async.runtime.create : !async.token
  %t = async.execute {
    async.await %never : !async.token
    async.yield
  }
  async.await %t : !async.token
  return
}
// CHECK: deadlock-never-completed.mlir:12:3: error: deadlock: the main thread waits here, and no task can run
// CHECK: deadlock-never-completed.mlir:9:5: note: 1 suspended task waits here
