func.func @undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^nowhere
}
