// Verifier errors (the input parses, the IR is invalid), LLVM-14 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

func @return_type(%x: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32')}}
  return %x : i64
}

// -----

func @return_count() -> i32 {
  // expected-error@+1 {{'std.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func @generic_operand_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func @missing_attribute() {
  %c = "arith.constant"() : () -> i32
  // expected-error@-1 {{'arith.constant' op requires attribute 'value'}}
  return
}

// -----

func @branch_arity(%c: i1) {
  // expected-error@below {{branch has 1 operands for successor #0, but target block has 0}}
  cond_br %c, ^bb1(%c : i1), ^bb1(%c : i1)
^bb1:
  return
}

// -----

func @unknown_callee() {
  // expected-error@+1 {{'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

func @no_terminator() {
  // expected-error@+1 {{block with no terminator}}
  %0 = arith.constant 1 : i32
}

// -----

func @runtime_create_type() {
  // expected-error@+1 {{'async.runtime.create' op result #0 must be async value type or async token type, but got 'i32'}}
  %0 = async.runtime.create : i32
  return
}

// -----

func @yield_types(%x: f32) {
  %t, %v = async.execute -> !async.value<i32> {
    // expected-error@+1 {{'async.yield' op operand types do not match the types returned from the parent ExecuteOp}}
    async.yield %x : f32
  }
  return
}

// -----

func @execute_terminator() {
  // expected-error@+2 {{'async.execute' op expects regions to end with 'async.yield', found 'arith.constant'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'async.yield'}}
  %t = async.execute {
    %c = arith.constant 1 : i32
  }
  return
}

// -----

func @verifier_error_in_second_function() {
  return
}
func @second(%a: i32) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32')}}
  return %a : i32
}

// -----

func @cmpi_predicate_not_an_integer(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = "slt"} : (i32, i32) -> i1
  return
}

// -----

func @cmpf_predicate_out_of_range(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

// Only the generic form can write a module without its one block.
// expected-error@+1 {{'builtin.module' op Operations with a 'SymbolTable' must have exactly one block}}
"builtin.module"() ({
}) : () -> ()
