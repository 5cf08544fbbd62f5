func.func @print_string_and_value(%x: f32) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %x : f32 str "x"
  return
}
