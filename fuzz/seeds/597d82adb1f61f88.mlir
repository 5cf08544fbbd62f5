func.func @d() {
  return
}
