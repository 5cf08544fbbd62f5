// expected-error@+1 {{expected '{' in attribute dictionary}}
func.func @dictionary() attributes  answer = 42} {
  return
}
