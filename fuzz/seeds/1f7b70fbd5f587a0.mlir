// expected-error@+1 {{expected '{' in attribute dictionary}}
func @dictionary() attributes  answer = 42} {
  return
}
