// LLVM 14's generic form: `type` is the function type, and `function_type` beside it an
// attribute of its own, which the canonical IR cannot keep apart (as in the custom form):
// a located error. NOTE: mlir-opt-14 keeps both, so no reference RUN line for this chunk.
// ERR: :[[# @LINE + 3]]:4: error: 'function_type' beside 'type' in the attribute dictionary of a generic op before LLVM 22 is not supported
"builtin.func"() ({
  "std.return"() : () -> ()
}) {sym_name = "p", type = () -> (), function_type = (i64) -> ()} : () -> ()
