// Two functions, an error in each: both are reported.
func.func @first(%x: f32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  async.await %x : f32
  func.return
}
func.func @second(%x: i64) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'i64'}}
  async.await %x : i64
  func.return
}
