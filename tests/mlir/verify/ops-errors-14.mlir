// Verifier and parse errors of the ops async programs carry (vector.print, linalg.fill,
// math, memref.global/get_global/copy/subview, scf.parallel/reduce, switch), in LLVM-14
// syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

func @fill_element(%c: f32, %m: memref<4xi32>) {
  // expected-error@+1 {{'linalg.fill' op expects fill type to match view elemental type}}
  linalg.fill(%c, %m) : f32, memref<4xi32>
  return
}

// -----

func @fill_tensor_without_result(%c: f32, %t: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.fill' op expected the number of results (0) to be equal to the number of output tensors (1)}}
  linalg.fill(%c, %t) : f32, tensor<4xf32>
  return
}

// -----

func @fill_memref_value(%c: memref<f32>, %n: memref<4xf32>) {
  // expected-error@+1 {{'linalg.fill' op operand #0 must be complex-type or floating-point or signless integer or vector of any type values, but got 'memref<f32>'}}
  linalg.fill(%c, %n) : memref<f32>, memref<4xf32>
  return
}

// -----

func @math_on_integer(%i: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error@+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @misaligned : memref<2xf32> = dense<1.0> {alignment = 3}

// -----

memref.global @two : memref<2xf32> = dense<1.0>
func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @two}}
  %0 = memref.get_global @two : memref<3xf32>
  return
}

// -----

func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<3xf32>
  return
}

// -----

func @copy_element(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func @cast_shape(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op requires the same shape for all operands and results}}
  %0 = memref.cast %a : memref<4xf32> to memref<2xf32>
  return
}

// -----

func @cast_element(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<4xi32>
  return
}

// -----

func @subview_count(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values}}
  %1 = memref.subview %src[0] [4] [1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func @subview_layout(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 16)>>' or a rank-reduced version. (mismatch of result layout)}}
  %1 = memref.subview %src[1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}

// -----

func @subview_element(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %1 = memref.subview %src[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf64, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}

// -----

func @parallel_bounds(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  return
}

// -----

func @parallel_results(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) -> index {
  }
  return
}

// -----

func @parallel_zero_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func @reduce_arguments(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects two arguments to reduce block of type 'f32'}}
    scf.reduce(%f) : f32 {
    ^bb0(%x: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func @reduce_type(%a: index, %f: f32, %g: f64) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of reduce: 'f64' to be the same as result type: 'f32'}}
    scf.reduce(%g) : f64 {
    ^bb0(%x: f64, %y: f64):
      scf.reduce.return %x : f64
    }
  }
  return
}
