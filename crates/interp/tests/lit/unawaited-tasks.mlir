// Tasks nobody awaits run to completion before the interpreter exits, as upstream's
// runtime drains its pool (the entry returns first, then the tasks print), also after
// lowering.
// RUN: async-runner %s -e entry | FileCheck %s
// RUN: async-runner %s -e entry -async-to-async-runtime | FileCheck %s
// RUN: async-runner %s -e entry -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// CHECK: 1
// CHECK-NEXT: 2000000
// CHECK-NEXT: 2000000
// CHECK-NEXT: 2000000

func private @printI64(i64)
func private @printNewline()

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 2000000 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  scf.for %k = %c0 to %c3 step %c1 {
    %t = async.execute {
      %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
        %a = arith.addi %acc, %one : i64
        scf.yield %a : i64
      }
      call @printI64(%s) : (i64) -> ()
      call @printNewline() : () -> ()
      async.yield
    }
  }
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
