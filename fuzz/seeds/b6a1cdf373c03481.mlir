// The type check comes first, in LLVM 22's words.
func.func @mismatch_before_signedness() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() {value = 1 : i8} : () -> si8
  return
}
