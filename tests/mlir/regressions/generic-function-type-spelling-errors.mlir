// The errors of generic-function-type-spelling.mlir: a function spelled `"func.func"` needs
// its `function_type` (as mlir-opt-22 says), and LLVM 14's generic form cannot carry both.
// LLVM 22 generic syntax, then LLVM 14's.
// RUN: not async-opt %s -split-input-file -mlir-print-op-generic 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not mlir-opt-22 %s -split-input-file -mlir-print-op-generic 2>&1 | FileCheck %s --check-prefix=ERR22

// `type` alone is no function type in LLVM 22.
// ERR: :[[# @LINE + 2]]:3: error: 'func.func' op requires attribute 'function_type'
// ERR22: :[[# @LINE + 1]]:3: error: 'func.func' op requires attribute 'function_type'
  "func.func"() ({
    "func.return"() : () -> ()
  }) {sym_name = "n", type = () -> ()} : () -> ()

// -----

// LLVM 14's generic form: `type` is the function type, and `function_type` beside it an
// attribute of its own, which the canonical IR cannot keep apart (as in the custom form):
// a located error. NOTE: mlir-opt-14 keeps both, so no reference RUN line for this chunk.
// ERR: :[[# @LINE + 3]]:4: error: 'function_type' beside 'type' in the attribute dictionary of a generic op before LLVM 22 is not supported
"builtin.func"() ({
  "std.return"() : () -> ()
}) {sym_name = "p", type = () -> (), function_type = (i64) -> ()} : () -> ()
