// Fuzzing (the new seeds of the parallel_for target): the generic form renamed a function's
// `type` attribute to `function_type` whatever the op was called, so LLVM 22's
// `"func.func"() <{function_type = ...}> ... {type = ...}`, which async-opt itself prints for
// a function with a discardable `type`, read back with two `function_type`s and printed
// differently. `type` is LLVM 14's name of the function type (`"builtin.func"`); under LLVM
// 22's name, or with properties, it is an attribute of its own, as mlir-opt-22 reads it.
// LLVM 22 generic syntax; the errors are in generic-function-type-spelling-errors.mlir.

// With properties.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    "func.return"() : () -> ()
  }) {type = (i64) -> ()} : () -> ()
}) : () -> ()
