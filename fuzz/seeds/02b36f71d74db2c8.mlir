// A type of the async dialect that does not exist: the error is at its mnemonic, after
// `!async.`, in the words of the dialect's generated type parser (two spaces after
// "unknown", the names in backquotes), as both mlir-opt generations print it (LLVM 22:
// unknown-async-type-22.mlir).

func @typo(%v: !async.value<f32>, %t: !async.tokens) {
  return
}
