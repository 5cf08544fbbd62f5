// undeclared-values.mlir in LLVM 22 syntax, with the note a type mismatch on a forward
// reference gets: where the name was first used.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

func.func @k() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope2 : !async.token
  return
}

func.func @k2() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %zz : !async.token
  return
}

// -----

func.func @forward_use_type_mismatch() {
  // expected-note@+1 {{prior use here}}
  %a = arith.addi %x, %x : i32
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  %b = arith.addi %x, %x : i64
  return
}

// -----

// A function body is no name scope of its own: a name it uses but does not define may be
// defined by a later function, and the verifier then rejects the use.
// expected-note@+1 {{required by region isolation constraints}}
func.func @uses() {
  // expected-error@+1 {{'arith.addi' op using value defined outside the region}}
  %a = arith.addi %later, %later : i32
  return
}
func.func @defines() {
  %later = arith.constant 1 : i32
  return
}

// -----

// So may a sibling region, which does not dominate the use.
func.func @sibling_regions(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %a = arith.addi %y, %y : i32
  }
  scf.if %c {
    // expected-note@+1 {{operand defined here (op is neither in a parent nor in a child region)}}
    %y = arith.constant 1 : i32
  }
  return
}

// -----

func.func @later_in_the_parent(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %a = arith.addi %y, %y : i32
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %y = arith.constant 1 : i32
  return
}

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument_of_another_block(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%z: i1):
  return
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %w = arith.xori %z, %z : i1
  return
}
