// Verifier errors in LLVM-22 syntax. Messages that changed since LLVM 14: the return type
// mismatch names the function, op names are func.*, the execute/yield type check is phrased
// as a control-flow edge, and a missing execute terminator is reported as a block without one.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

func.func @return_type(%x: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %x : i64
}

// -----

func.func @return_count() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @unknown_callee() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

func.func @missing_properties() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %c = "arith.constant"() : () -> i32
  return
}

// -----

func.func @branch_arity(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb1(%c : i1)
  // expected-error@above {{branch has 1 operands for successor #0, but target block has 0}}
^bb1:
  return
}

// -----

func.func @yield_types(%x: f32) {
  // expected-error@+1 {{'async.execute' op along control flow edge from Operation async.yield to parent: successor operand type #0 'f32' should match successor input type #0 '!async.value<i32>'}}
  %t, %v = async.execute -> !async.value<i32> {
    async.yield %x : f32 // expected-note {{region branch point}}
  }
  return
}

// -----

func.func @async_func_returns_payload(%x: i32) -> !async.value<i32> {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('!async.value<i32>') in function @async_func_returns_payload}}
  return %x : i32
}

// -----

async.func @async_return_type(%x: i64) -> !async.value<i32> {
  // expected-error@+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %x : i64
}

// -----

func.func @cmpi_predicate_out_of_range(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_predicate_not_an_integer(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = "olt"} : (f32, f32) -> i1
  return
}

// -----

// Only the generic form can write a module without its one block.
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()
