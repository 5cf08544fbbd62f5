// A failing cf.assert aborts with status 134, as the runners do. LLVM 14's lowering
// prints nothing, LLVM 17+'s puts the message on stdout first; both get a located
// diagnostic here. In a task body the assert fails the task instead (its token is in
// the error state) and an await of it outside a task is a failed assert.
// RUN: aborts async-runner %s -e entry > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT14 < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: sed -e 's/^func @/func.func @/' -e 's/^  assert /  cf.assert /' -e 's/^func private/func.func private/' %s > %t.22.mlir
// RUN: aborts async-runner %t.22.mlir -e entry | FileCheck %s --check-prefix=OUT22
// RUN: aborts async-runner %s -e in_task > %t.task.out 2> %t.task.err
// RUN: FileCheck %s --check-prefix=TASK < %t.task.out
// RUN: FileCheck %s --check-prefix=TASKERR < %t.task.err

func private @printI64(i64)
func private @printNewline()

func @entry() {
  %c = arith.constant 42 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  %false = arith.constant false
  assert %false, "the answer is wrong"
  call @printI64(%c) : (i64) -> ()
  return
}
// OUT14: {{^}}42{{$}}
// OUT14-NOT: {{.}}
// OUT22: {{^}}42{{$}}
// OUT22-NEXT: {{^}}the answer is wrong{{$}}
// OUT22-NOT: {{.}}
// ERR: assert.mlir:22:3: error: assertion failed: the answer is wrong

func @in_task() {
  %false = arith.constant false
  %t = async.execute {
    assert %false, "fails the task"
    async.yield
  }
  async.runtime.await %t : !async.token
  %e = async.runtime.is_error %t : !async.token
  %x = arith.extui %e : i1 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  async.await %t : !async.token
  return
}
// TASK: {{^}}1{{$}}
// TASKERR: assert.mlir:44:3: error: assertion failed: Awaited async operand is in error state
