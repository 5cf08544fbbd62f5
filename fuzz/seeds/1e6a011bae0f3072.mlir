// A function's argument list.
func.func @signature(%a: i32    %b: i32) {
  return
}
