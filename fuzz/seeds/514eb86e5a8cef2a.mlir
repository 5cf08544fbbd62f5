func.func @missing_type(%a:
    i32, %b:
) {
  return
}
