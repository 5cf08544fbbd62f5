func.func @c() {
  return
}
