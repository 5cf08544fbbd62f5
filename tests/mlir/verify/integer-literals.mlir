// Integer literals past the edges of their types, and constants of signed types: each is
// a located error, as in mlir-opt (regressions/integer-literal-ranges.mlir has the edges).
// LLVM 14 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

func @index_past_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 18446744073709551616 : index
  %g = async.create_group %c : !async.group
  return
}

// -----

// index is signed: 2^63 does not fit, nor does -2^63 - 1.
func @index_past_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 9223372036854775808 : index
  return
}

// -----

func @index_below_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -9223372036854775809 : index
  return
}

// -----

func @i64_past_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 18446744073709551616 : i64
  return
}

// -----

func @i64_below_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -9223372036854775809 : i64
  return
}

// -----

// A negated zero has no sign bit: MLIR rejects it.
func @negative_zero() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -0 : i32
  return
}

// -----

func @i0_holds_only_zero() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 1 : i0
  return
}

// -----

func @negative_unsigned() attributes {
  // expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
  a = -1 : ui8} {
  return
}

// -----

func @signed_past_its_range() attributes {
  // expected-error@+1 {{integer constant out of range for attribute}}
  a = 128 : si8} {
  return
}

// -----

func @dense_index_past_signed_64_bits() attributes {
  // expected-error@+1 {{integer constant out of range for type}}
  a = dense<9223372036854775808> : tensor<index>} {
  return
}

// -----

func @dense_negative_zero() attributes {
  // expected-error@+1 {{integer constant out of range for type}}
  a = dense<[1, -0]> : tensor<2xi8>} {
  return
}

// -----

func @dense_negative_unsigned() attributes {
  // expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
  a = dense<-1> : tensor<ui8>} {
  return
}

// -----

// An arith.constant is signless.
func @signed_constant() -> si8 {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 1 : si8
  return %c : si8
}

// -----

func @unsigned_constant() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 1 : ui32
  return
}

// -----

// A boolean is a signless i1.
func @boolean_as_si1() {
  // expected-error@+1 {{'arith.constant' op failed to verify that result and attribute have the same type}}
  %c = "arith.constant"() {value = true} : () -> si1
  return
}

// -----

// The type check comes first, in LLVM 14's words.
func @mismatch_before_signedness() {
  // expected-error@+1 {{'arith.constant' op failed to verify that result and attribute have the same type}}
  %c = "arith.constant"() {value = 1 : i8} : () -> si8
  return
}
