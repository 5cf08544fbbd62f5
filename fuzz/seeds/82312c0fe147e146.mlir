func @c() {
  return
}
