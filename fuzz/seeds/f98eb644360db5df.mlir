// --split-input-file cuts where mlir-opt's splitAndProcessBuffer cuts (LLVM 14 and 22 the
// same): right after the marker wherever it is on its line, so the code before a marker on
// its line stays in the chunk.
// LLVM 14 syntax.

func @a() {
  return
