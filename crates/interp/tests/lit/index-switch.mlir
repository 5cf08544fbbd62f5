// scf.index_switch (LLVM 17+): the first case equal to the operand runs, else the default;
// results come from the region that ran (mlir-runner-22 prints the same).
// RUN: async-runner %s -e entry 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry -async-to-async-runtime 2>&1 | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @pick(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 2 {
    %a = arith.constant 20 : i64
    scf.yield %a : i64
  }
  case 5 {
    %b = arith.constant 50 : i64
    scf.yield %b : i64
  }
  default {
    %d = arith.constant -1 : i64
    scf.yield %d : i64
  }
  return %r : i64
}

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  // CHECK: -1
  // CHECK-NEXT: -1
  // CHECK-NEXT: 20
  // CHECK-NEXT: -1
  // CHECK-NEXT: -1
  // CHECK-NEXT: 50
  // CHECK-NEXT: -1
  %t = async.execute {
    scf.for %i = %c0 to %c7 step %c1 {
      %v = func.call @pick(%i) : (index) -> i64
      func.call @printI64(%v) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    // No results, no default body: nothing runs for 3.
    %c3 = arith.constant 3 : index
    scf.index_switch %c3
    case 3 {
      %x = arith.constant 3 : i64
      func.call @printI64(%x) : (i64) -> ()
      func.call @printNewline() : () -> ()
      scf.yield
    }
    default {
    }
    async.yield
  }
  // CHECK-NEXT: 3
  async.await %t : !async.token
  return
}
