// Adversarial findings 6 and 9: integer literals at the edges of their types, as MLIR
// reads them (buildAttributeAPInt): a signless iN takes -2^(N-1)..2^N-1 and keeps the bits
// (printed signed), index is a signed 64-bit integer, `i0` holds 0, and only a signless i1
// is a boolean. verify/integer-literals.mlir has the values past the edges. (Dense
// elements of i0 crash both mlir-opt generations.)
// LLVM 14 syntax.


func @edges() {
  %a = arith.constant 18446744073709551615 : i64
  %b = arith.constant -9223372036854775808 : i64
  %c = arith.constant 9223372036854775807 : index
  %d = arith.constant -9223372036854775808 : index
  %e = arith.constant 0xFFFFFFFFFFFFFFFF : i64
  %f = arith.constant 255 : i8
  %g = arith.constant -128 : i8
  %h = arith.constant -1 : i1
  %i = arith.constant 0 : i0
  %j = arith.constant 340282366920938463463374607431768211455 : i128
  return
}

func @attributes() attributes {si = -1 : si1, ui = 1 : ui1, u = 18446744073709551615 : ui64, s = -128 : si8, d = dense<[-1, 0]> : tensor<2xsi1>} {
  return
}
