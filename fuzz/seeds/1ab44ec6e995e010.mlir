func @a() {
  return
}
