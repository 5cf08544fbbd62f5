// --mlir-print-ir-after-failure: the IR as it was when the pass failed, in the generic
// form, after the error (LLVM 22 syntax). Here the lowering of an await inside an
// unregistered op's region leaves IR that does not verify, in async-opt as upstream.
// --mlir-print-ir-after-all prints the failure too; -before-all alone does not.
// With --verify-each=false nothing fails: the output is printed in the generic form,
// since it does not verify, or as it is with --mlir-print-assume-verified.

func.func @f(%v: !async.value<i64>) {
  %t = async.execute {
    "test.region"() ({
      %x = async.await %v : !async.value<i64>
      "test.end"() : () -> ()
    }) : () -> ()
    async.yield
  }
  return
}

// BEFORE:     IR Dump Before AsyncToAsyncRuntimePass (async-to-async-runtime)
// BEFORE:     error: reference to block defined in another region
// BEFORE-NOT: IR Dump

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (!async.value<i64>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: !async.value<i64>):
// GENERIC-NEXT:     %7 = "func.call"(%arg1) <{callee = @async_execute_fn}> : (!async.value<i64>) -> !async.token

// ASSUMED:      module {
// ASSUMED-NEXT:   func.func @f(%arg0: !async.value<i64>) {
// ASSUMED-NEXT:     %0 = call @async_execute_fn(%arg0) : (!async.value<i64>) -> !async.token
