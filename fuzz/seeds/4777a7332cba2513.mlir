// split-marker-errors.mlir in LLVM 22 syntax, where mlir-opt numbers lines and columns in
// the whole file: the next chunk starts right after the marker, mid-line.

func.func @a() {
  return
}
// ----
func.func @b() {
  return
}
