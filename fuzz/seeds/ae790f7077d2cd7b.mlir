func @d() {
  return
}
