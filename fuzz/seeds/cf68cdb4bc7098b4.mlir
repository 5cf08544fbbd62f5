// The await's own error comes first, though its block has no terminator either.
func.func @invariants_before_terminator(%x: i32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'i32'}}
  async.await %x : i32
}
