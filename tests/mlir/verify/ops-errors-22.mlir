// Verifier and parse errors of the ops async programs carry (vector.print, linalg.fill,
// math, memref.global/get_global/copy/subview, scf.parallel/reduce/index_switch,
// cf.switch), in LLVM-22 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

func.func @print_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @print_string_and_value(%x: f32) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %x : f32 str "x"
  return
}

// -----

func.func @fill_element(%c: f32, %m: memref<4xi32>) {
  // expected-error@+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('i32')}}
  linalg.fill ins(%c : f32) outs(%m : memref<4xi32>)
  return
}

// -----

func.func @fill_tensor_without_result(%c: f32, %t: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.fill' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>)
  return
}

// -----

func.func @fill_memref_value(%c: memref<f32>, %n: memref<4xf32>) {
  // expected-error@+1 {{expected op with scalar input}}
  linalg.fill ins(%c : memref<f32>) outs(%n : memref<4xf32>)
  return
}

// -----

func.func @math_on_integer(%i: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

memref.global @two : memref<2xf32> = dense<1.0>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @two}}
  %0 = memref.get_global @two : memref<3xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<3xf32>
  return
}

// -----

func.func @copy_element(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %c: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %c : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_shape(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<2xf32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<2xf32>
  return
}

// -----

func.func @cast_element(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @subview_count(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %1 = memref.subview %src[0] [4] [1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_layout(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: 16>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1]>>'}}
  %1 = memref.subview %src[1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_sizes(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %1 = memref.subview %src[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @parallel_bounds(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  return
}

// -----

func.func @parallel_results(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) -> index {
  }
  return
}

// -----

func.func @parallel_zero_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @reduce_arguments(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%a: index, %f: f32, %g: f64) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %g : f64
    }
  }
  return
}

// -----

func.func @switch_duplicate(%sel: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 2}}
  scf.index_switch %sel
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_yield_count(%sel: index, %v: i32) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %x = scf.index_switch %sel -> i32
  case 2 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %v : i32
  }
  return %x : i32
}
