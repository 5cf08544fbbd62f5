// Parse errors in LLVM-22 syntax, as parse-errors.mlir: the messages did not change.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

func.func @redefined_value() {
  %x = arith.constant 1 : i32 // expected-note {{previously defined here}}
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = arith.constant 2 : i32
  return
}

// -----

func.func @undeclared_value() {
  %s = arith.addi %nope, %nope : i32 // expected-error {{use of undeclared SSA value name}}
  return
}

// -----

func.func @type_disagrees_with_earlier_use() {
  // expected-note@+1 {{prior use here}}
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i64
  // expected-error@-1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @forward_use_type_mismatch(%v: !async.value<f32>) {
  // expected-error@below {{use of value '%v' expects different type than prior uses: '!async.token' vs '!async.value<f32>'}}
  %t = async.execute [%v] {
    async.yield
  }
  return
}

// -----

func.func @undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^nowhere
}

// -----

func.func @unknown_op_in_known_dialect() {
  %a = arith.frobnicate
  // expected-error@above {{custom op 'arith.frobnicate' is unknown}}
  return
}

// -----

func.func @unregistered_dialect() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "mydialect.op"() : () -> ()
  return
}

// -----

func.func @naming_a_resultless_op(%t: !async.token) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = async.await %t : !async.token
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @duplicate() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'duplicate'}}
func.func @duplicate() {
  return
}

// -----

// A bare name in a function body resolves in the func dialect only.
func.func @bare_unknown_op_in_function() {
  // expected-error@+1 {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  frobnicate
  return
}

// -----

// The regions of an op with no default dialect (scf.if) have none, even in a function.
func.func @bare_unknown_op_in_nested_region(%c: i1) {
  scf.if %c {
    // expected-error@+2 {{Dialect `' not found for custom op 'frobnicate'  (tried '.frobnicate' as well)}}
    // expected-note@+1 {{Available dialects: }}
    frobnicate
  }
  return
}

// -----

func.func @op_of_unknown_dialect() {
  // expected-error@+2 {{Dialect `frob' not found for custom op 'frob.nicate'}}
  // expected-note@+1 {{Available dialects: }}
  frob.nicate
  return
}
