// expected-note@+1 {{see existing symbol definition here}}
func.func @twice() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'twice'}}
func.func @twice() {
  return
}
