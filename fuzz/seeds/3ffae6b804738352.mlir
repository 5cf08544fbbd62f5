// Fuzzing (parse_verify, seed corpus): LLVM 14 prints a function constant in the generic
// form as "std.constant", the generic name arith.constant shares; reading it back must give
// func.constant again, not an arith.constant that fails to verify.

// GENERIC: "std.constant"() {value = @callee} : () -> ((i32) -> i32)
// GENERIC: "arith.constant"() {value = 1 : i32} : () -> i32
func @f() -> ((i32) -> i32, i32) {
  %f = constant @callee : (i32) -> i32
  %c = arith.constant 1 : i32
  return %f, %c : (i32) -> i32, i32
}
func private @callee(i32) -> i32
