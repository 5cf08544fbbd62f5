// The errors of generic-function-type-spelling.mlir: a function spelled `"func.func"` needs
// its `function_type` (as mlir-opt-22 says), and LLVM 14's generic form cannot carry both.
// LLVM 22 generic syntax, then LLVM 14's.

// `type` alone is no function type in LLVM 22.
// ERR: :[[# @LINE + 2]]:3: error: 'func.func' op requires attribute 'function_type'
// ERR22: :[[# @LINE + 1]]:3: error: 'func.func' op requires attribute 'function_type'
  "func.func"() ({
    "func.return"() : () -> ()
  }) {sym_name = "n", type = () -> ()} : () -> ()
