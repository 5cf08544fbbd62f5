// The type check comes first, in LLVM 14's words.
func @mismatch_before_signedness() {
  // expected-error@+1 {{'arith.constant' op failed to verify that result and attribute have the same type}}
  %c = "arith.constant"() {value = 1 : i8} : () -> si8
  return
}
