// Limits stop runaway programs with a clear error: the step budget, the call depth,
// the memory limit (also on the default limits: a huge memref fails at once).
// RUN: not async-runner %s -e spin --max-steps=100000 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not async-runner %s -e recurse --max-call-depth=1000 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: not async-runner %s -e recurse 2>&1 | FileCheck %s --check-prefix=DEPTH-DEFAULT
// RUN: not async-runner %s -e big 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not async-runner %s -e many --max-memory=64M 2>&1 | FileCheck %s --check-prefix=MANY
// RUN: not async-runner %s -e tasks --max-memory=16M 2>&1 | FileCheck %s --check-prefix=TASKS
// Tasks of a few ops each, by the million: none uses up its own fuel, their steps still count.
// RUN: not async-runner %s -e short_tasks --max-steps=100000 2>&1 | FileCheck %s --check-prefix=SHORT

func @spin() {
  br ^loop
^loop:
  // STEPS: limits.mlir:[[@LINE+1]]:3: error: step budget of 100000 exhausted (--max-steps)
  br ^loop
}

func @recurse() {
  // DEPTH: limits.mlir:[[@LINE+2]]:3: error: call depth exceeds 1000 (--max-call-depth)
  // DEPTH-DEFAULT: limits.mlir:[[@LINE+1]]:3: error: call depth exceeds 100000 (--max-call-depth)
  call @recurse() : () -> ()
  return
}

func @big() {
  %n = arith.constant 1000000000000 : index
  // BIG: limits.mlir:[[@LINE+1]]:8: error: memory limit of 4294967296 bytes exceeded (--max-memory)
  %m = memref.alloc(%n) : memref<?xi8>
  return
}

func @many() {
  %n = arith.constant 100 : index
  call @hold(%n) : (index) -> ()
  return
}

// Each level holds 8 MB until the deeper ones return.
func @hold(%depth: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  // MANY: limits.mlir:[[@LINE+1]]:8: error: memory limit of 67108864 bytes exceeded (--max-memory)
  %m = memref.alloc(%n) : memref<?xi64>
  %more = arith.cmpi sgt, %depth, %c0 : index
  scf.if %more {
    %d = arith.subi %depth, %c1 : index
    call @hold(%d) : (index) -> ()
  }
  memref.dealloc %m : memref<?xi64>
  return
}

func @tasks() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000000 : index
  %never = async.runtime.create : !async.token
  scf.for %i = %c0 to %n step %c1 {
    // TASKS: limits.mlir:[[@LINE+1]]:10: error: memory limit of 16777216 bytes exceeded (--max-memory)
    %t = async.execute [%never] {
      async.yield
    }
  }
  return
}

func @short_tasks() {
  %d = arith.constant 24 : index
  call @spawn(%d) : (index) -> ()
  return
}

// A task for each level below, and the levels below run here too: 2^depth tasks.
func @spawn(%depth: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %depth, %c0 : index
  scf.if %more {
    %d = arith.subi %depth, %c1 : index
    %t = async.execute {
      // SHORT: limits.mlir:[[@LINE+1]]:7: error: step budget of 100000 exhausted (--max-steps)
      call @spawn(%d) : (index) -> ()
      async.yield
    }
    call @spawn(%d) : (index) -> ()
  }
  return
}
