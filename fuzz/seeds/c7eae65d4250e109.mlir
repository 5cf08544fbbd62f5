// expected-note@+1 {{see existing symbol definition here}}
func @twice() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'twice'}}
func @twice() {
  return
}
