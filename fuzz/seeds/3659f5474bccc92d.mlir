// expected-error@+1 {{'sym_name' is an inferred attribute}}
func @g() attributes {sym_name = "h"} {
  return
}
