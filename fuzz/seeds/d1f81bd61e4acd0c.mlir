// Integer literals where a float is wanted: a decimal integer is an error (MLIR wants
// `2.0`), a hexadecimal one is the bit pattern, without a sign. Found by the agreement
// corpus (docs/agreement.md): `2 : f32` was read as 2.0 and `-0x7F800000 : f32` as +inf.

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
module attributes {my.version = 2 : f32} {
}
