// A type of the async dialect that does not exist: the error is at its mnemonic, after
// `!async.`, in the words of the dialect's generated type parser (two spaces after
// "unknown", the names in backquotes), as both mlir-opt generations print it (LLVM 14:
// unknown-async-type-14.mlir).

func.func @typo(%v: !async.value<f32>, %t: !async.tokens) {
  return
}
