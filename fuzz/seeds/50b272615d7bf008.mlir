// --verify-diagnostics fails (exit 1) when an expected diagnostic is missing or an unexpected
// one appears, and says which; it succeeds and prints nothing else when all match.

func.func @expected_but_missing() {
  // expected-error@+1 {{this never happens}}
  return
}
