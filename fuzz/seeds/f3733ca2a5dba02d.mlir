func @large() -> tensor<20xi64> {
  // expected-error@+1 {{'arith.constant' op failed to verify that result and attribute have the same type}}
  %c = "arith.constant"() {value = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi32>} : () -> tensor<20xi64>
  return %c : tensor<20xi64>
}
