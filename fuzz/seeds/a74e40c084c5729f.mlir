// What follows the split marker on its line begins the next chunk, as in mlir-opt: an
// extra dash or words there do not parse. A marker one dash short is a near miss: a
// warning, and no cut.
// LLVM 14 syntax. (mlir-opt-14 numbers lines and columns within chunks: see the -22 file
// for where the errors are.)

func @a() {
  return
}
// ----
func @b() {
  return
}
