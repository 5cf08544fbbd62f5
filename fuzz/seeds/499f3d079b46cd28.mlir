// The instrumentation of a nested pipeline in LLVM 14 syntax (`builtin.func(...)`), against
// mlir-opt-14 under --mlir-disable-threading: mlir-opt-14's headers, each function dumped
// on its own, nested passes timed under `'builtin.func' Pipeline`.
// A failure: the generic form, LLVM 14's spellings.
