// Parse errors, checked with --verify-diagnostics: each chunk must produce exactly the
// expected error on the expected line. The messages are mlir-opt's.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

func @redefined_value() {
  %x = arith.constant 1 : i32 // expected-note {{previously defined here}}
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = arith.constant 2 : i32
  return
}

// -----

func @undeclared_value() {
  %s = arith.addi %nope, %nope : i32 // expected-error {{use of undeclared SSA value name}}
  return
}

// -----

func @type_disagrees_with_earlier_use() {
  // expected-note@+1 {{prior use here}}
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i64
  // expected-error@-1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @forward_use_type_mismatch(%v: !async.value<f32>) {
  // expected-error@below {{use of value '%v' expects different type than prior uses: '!async.token' vs '!async.value<f32>'}}
  %t = async.execute [%v] {
    async.yield
  }
  return
}

// -----

func @undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  br ^nowhere
}

// -----

func @unknown_op_in_known_dialect() {
  %a = arith.frobnicate
  // expected-error@above {{custom op 'arith.frobnicate' is unknown}}
  return
}

// -----

func @unregistered_dialect() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "mydialect.op"() : () -> ()
  return
}

// -----

func @naming_a_resultless_op(%t: !async.token) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = async.await %t : !async.token
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func @duplicate() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'duplicate'}}
func @duplicate() {
  return
}

// -----

// A boolean takes no type: `true : i1` ends the attribute at the colon.
// expected-error@+1 {{expected '}' in attribute dictionary}}
module attributes {flag = true : i1} {
}

// -----

// LLVM 14 does not say that the dialect is missing.
func @op_of_unknown_dialect() {
  // expected-error@+1 {{custom op 'frob.nicate' is unknown}}
  frob.nicate
  return
}
