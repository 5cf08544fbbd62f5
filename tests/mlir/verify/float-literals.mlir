// Integer literals where a float is wanted: a decimal integer is an error (MLIR wants
// `2.0`), a hexadecimal one is the bit pattern, without a sign. Found by the agreement
// corpus (docs/agreement.md): `2 : f32` was read as 2.0 and `-0x7F800000 : f32` as +inf.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
module attributes {my.version = 2 : f32} {
}

// -----

func @constant() -> f64 {
  // expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note@+1 {{add a trailing dot to make the literal a float}}
  %c = arith.constant -3 : f64
  return %c : f64
}

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
module attributes {my.inf = -0x7F800000 : f32} {
}

// -----

module attributes {my.inf = 0xFF800000 : f32, my.two = 2.0 : f32} {
}
