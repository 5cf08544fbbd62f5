// Declarations too; visibility is checked first.
// expected-error@+1 {{'sym_visibility' is an inferred attribute}}
func private @d() attributes {type = () -> (), sym_visibility = "private"}
