// A boolean takes no type: `true : i1` ends the attribute at the colon.
// expected-error@+1 {{expected '}' in attribute dictionary}}
module attributes {flag = true : i1} {
}
