// A module's attributes must carry a dialect prefix (its name and visibility aside), and an
// op with single-block regions names the region holding more blocks, in mlir-opt-14's words
// (LLVM 14 syntax; the LLVM 22 twin is module-attributes-and-single-blocks-22.mlir).
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'limit'}}
module attributes {test.ok = 1, limit = 2} {
}

// -----

// A named module, with dialect attributes only, is fine.
module @named attributes {test.a = 1, test.b = "x"} {
}

// -----

func @two_blocks(%c: i1) {
  // expected-error @+1 {{'async.execute' op expects region #0 to have 0 or 1 blocks}}
  %t = async.execute {
    cond_br %c, ^a, ^b
  ^a:
    async.yield
  ^b:
    async.yield
  }
  return
}
