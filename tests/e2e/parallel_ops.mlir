// The ops async programs carry, in parallel loops: a buffer filled by linalg.fill, copied
// from a constant memref.global (memref.get_global, memref.copy), a subview of it written
// in parallel, and math functions of its elements, printed with vector.print. LLVM 14
// syntax.

memref.global "private" constant @squares : memref<8xf32> = dense<[0.0, 1.0, 4.0, 9.0, 16.0, 25.0, 36.0, 49.0]>

#tail = affine_map<(d0) -> (d0 + 4)>

func @print_all(%buf: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %buf[%i] : memref<8xf32>
    vector.print %v : f32
  }
  return
}

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %half = arith.constant 0.5 : f32
  %buf = memref.alloc() : memref<8xf32>

  linalg.fill(%half, %buf) : f32, memref<8xf32>
  call @print_all(%buf) : (memref<8xf32>) -> ()

  %table = memref.get_global @squares : memref<8xf32>
  memref.copy %table, %buf : memref<8xf32> to memref<8xf32>

  // sqrt of every element: 0, 1, ..., 7
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %buf[%i] : memref<8xf32>
    %r = math.sqrt %v : f32
    memref.store %r, %buf[%i] : memref<8xf32>
  }
  call @print_all(%buf) : (memref<8xf32>) -> ()

  // The upper half through a subview: x -> x + x^2 / 2 (fma).
  %tail = memref.subview %buf[4] [4] [1] : memref<8xf32> to memref<4xf32, #tail>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %tail[%i] : memref<4xf32, #tail>
    %h = arith.mulf %v, %half : f32
    %r = math.fma %v, %h, %v : f32
    memref.store %r, %tail[%i] : memref<4xf32, #tail>
  }
  call @print_all(%buf) : (memref<8xf32>) -> ()

  // exp(log(x)) round trip of the first half, rounded to the nearest integer.
  scf.parallel (%i) = (%c1) to (%c4) step (%c1) {
    %v = memref.load %buf[%i] : memref<8xf32>
    %l = math.log %v : f32
    %e = math.exp %l : f32
    %n = arith.addf %e, %half : f32
    %r = math.floor %n : f32
    memref.store %r, %buf[%i] : memref<8xf32>
  }
  call @print_all(%buf) : (memref<8xf32>) -> ()
  memref.dealloc %buf : memref<8xf32>
  return
}
