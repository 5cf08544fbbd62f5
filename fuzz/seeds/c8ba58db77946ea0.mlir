func.func @unexpected() {
  return %nothing : i32
}
