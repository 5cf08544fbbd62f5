// expected-note@+1 {{see existing symbol definition here}}
func.func @duplicate() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'duplicate'}}
func.func @duplicate() {
  return
}
