// scf.parallel in two dimensions: a static 4x8 loop (whose inner dimension the compute
// function aligns its blocks to), a dynamic one with sizes from memref.dim, and a loop
// with a static step over a part of the buffer. Prints row sums. LLVM 14 syntax.

func private @dynamic(%v: index) -> index {
  return %v : index
}

func @print_rows(%buf: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %rows = memref.dim %buf, %c0 : memref<?x?xf32>
  %cols = memref.dim %buf, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    %sum = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %buf[%i, %j] : memref<?x?xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    vector.print %sum : f32
  }
  return
}

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %static = memref.alloc() : memref<4x8xf32>

  // m[i][j] = 10 * i + j
  %ten = arith.constant 10 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    %t = arith.muli %i, %ten : index
    %v = arith.addi %t, %j : index
    %x = arith.index_cast %v : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %static[%i, %j] : memref<4x8xf32>
  }
  %s = memref.cast %static : memref<4x8xf32> to memref<?x?xf32>
  call @print_rows(%s) : (memref<?x?xf32>) -> ()

  // Every other column of rows 1 to 3: negated.
  scf.parallel (%i, %j) = (%c1, %c0) to (%c4, %c8) step (%c1, %c2) {
    %v = memref.load %static[%i, %j] : memref<4x8xf32>
    %n = arith.negf %v : f32
    memref.store %n, %static[%i, %j] : memref<4x8xf32>
  }
  call @print_rows(%s) : (memref<?x?xf32>) -> ()

  // Sizes known at run time only: m[i][j] = i * j
  %r = call @dynamic(%c4) : (index) -> index
  %c = call @dynamic(%c8) : (index) -> index
  %dyn = memref.alloc(%r, %c) : memref<?x?xf32>
  %rows = memref.dim %dyn, %c0 : memref<?x?xf32>
  %cols = memref.dim %dyn, %c1 : memref<?x?xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%rows, %cols) step (%c1, %c1) {
    %p = arith.muli %i, %j : index
    %x = arith.index_cast %p : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %dyn[%i, %j] : memref<?x?xf32>
  }
  call @print_rows(%dyn) : (memref<?x?xf32>) -> ()
  memref.dealloc %dyn : memref<?x?xf32>
  memref.dealloc %static : memref<4x8xf32>
  return
}
