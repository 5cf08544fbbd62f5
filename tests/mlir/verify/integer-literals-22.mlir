// Integer literals past the edges of their types, and constants of signed types: each is
// a located error, as in mlir-opt (regressions/integer-literal-ranges.mlir has the edges).
// LLVM 22 syntax; the type check says it in LLVM 22's words.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

func.func @index_past_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 18446744073709551616 : index
  %g = async.create_group %c : !async.group
  return
}

// -----

// index is signed: 2^63 does not fit, nor does -2^63 - 1.
func.func @index_past_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 9223372036854775808 : index
  return
}

// -----

func.func @index_below_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -9223372036854775809 : index
  return
}

// -----

func.func @i64_past_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 18446744073709551616 : i64
  return
}

// -----

func.func @i64_below_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -9223372036854775809 : i64
  return
}

// -----

// A negated zero has no sign bit: MLIR rejects it.
func.func @negative_zero() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -0 : i32
  return
}

// -----

func.func @i0_holds_only_zero() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 1 : i0
  return
}

// -----

func.func @negative_unsigned() attributes {
  // expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
  a = -1 : ui8} {
  return
}

// -----

func.func @signed_past_its_range() attributes {
  // expected-error@+1 {{integer constant out of range for attribute}}
  a = 128 : si8} {
  return
}

// -----

func.func @dense_index_past_signed_64_bits() attributes {
  // expected-error@+1 {{integer constant out of range for type}}
  a = dense<9223372036854775808> : tensor<index>} {
  return
}

// -----

func.func @dense_negative_zero() attributes {
  // expected-error@+1 {{integer constant out of range for type}}
  a = dense<[1, -0]> : tensor<2xi8>} {
  return
}

// -----

func.func @dense_negative_unsigned() attributes {
  // expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
  a = dense<-1> : tensor<ui8>} {
  return
}

// -----

// An arith.constant is signless.
func.func @signed_constant() -> si8 {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 1 : si8
  return %c : si8
}

// -----

func.func @unsigned_constant() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 1 : ui32
  return
}

// -----

// A boolean is a signless i1.
func.func @boolean_as_si1() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() {value = true} : () -> si1
  return
}

// -----

// The type check comes first, in LLVM 22's words.
func.func @mismatch_before_signedness() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() {value = 1 : i8} : () -> si8
  return
}

// -----

// A value without a type.
func.func @untyped_value() {
  // expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %c = "arith.constant"() {value = unit} : () -> i64
  return
}

// -----

// Dense arrays check the range but, unlike scalars, take a negative unsigned element.
func.func @array_past_its_range() attributes {
  // expected-error@+1 {{integer constant out of range}}
  a = array<si8: 128>} {
  return
}

// -----

func.func @array_of_i1() attributes {
  // expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
  a = array<i1: 1>} {
  return
}

// -----

func.func @array_of_i8() attributes {
  // expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
  a = array<i8: true>} {
  return
}
