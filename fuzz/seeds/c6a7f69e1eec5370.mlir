// The IR dumps of LLVM 14 syntax, with mlir-opt-14's headers; mlir-opt-14 spells the
// flags without `mlir-` (`--print-ir-after-all`), which async-opt takes too. A pass
// failure prints the IR as it was, generic, after the error.

func private @converted(%t: !async.token) {
  async.await %t : !async.token
  return
}
func @refers() attributes {async.allowed_to_block, callback = @converted} {
  return
}

// FAILED:      print-ir-14.mlir:14:1: error: Unexpected reference to func referenced by symbol
// FAILED-NEXT: func @refers() attributes {async.allowed_to_block, callback = @converted} {
// FAILED-NEXT: ^
// FAILED-NEXT: print-ir-14.mlir:14:1: note: see current operation: "builtin.func"() ({
// FAILED-NEXT:   "std.return"() : () -> ()
// FAILED-NEXT: }) {async.allowed_to_block, callback = @converted, sym_name = "refers", type = () -> ()} : () -> ()
// FAILED-NEXT: {{^}}//{{ }}-----// IR Dump After AsyncToAsyncRuntime Failed //----- //
// FAILED-NEXT: "builtin.module"() ({
// FAILED-NEXT:   "builtin.func"() ({
// FAILED-NEXT:   ^bb0(%arg0: !async.token):
