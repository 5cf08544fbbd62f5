// scf.parallel loops in one dimension, rewritten by async-parallel-for into compute
// functions dispatched on the async runtime: unit and larger steps, negative bounds, a
// loop that runs zero times (its body would fail an assert) and a parallel loop inside an
// scf.for. Prints the buffer after each step. LLVM 14 syntax.

// Bounds the folder cannot see through.
func private @dynamic(%v: index) -> index {
  return %v : index
}

func @print_all(%buf: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %v = memref.load %buf[%i] : memref<12xf32>
    vector.print %v : f32
  }
  return
}

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0.0 : f32
  %buf = memref.alloc() : memref<12xf32>

  // a[i] = i
  scf.parallel (%i) = (%c0) to (%c12) step (%c1) {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %buf[%i] : memref<12xf32>
  }
  call @print_all(%buf) : (memref<12xf32>) -> ()

  // a[i] += 100 for every third i
  %hundred = arith.constant 100.0 : f32
  scf.parallel (%i) = (%c0) to (%c12) step (%c3) {
    %v = memref.load %buf[%i] : memref<12xf32>
    %w = arith.addf %v, %hundred : f32
    memref.store %w, %buf[%i] : memref<12xf32>
  }
  call @print_all(%buf) : (memref<12xf32>) -> ()

  // i = -10, -8, ..., -2: a[i + 10] = i
  %lb = arith.constant -10 : index
  %ub = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c2) {
    %j = arith.addi %i, %c10 : index
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %buf[%j] : memref<12xf32>
  }
  call @print_all(%buf) : (memref<12xf32>) -> ()

  // Zero iterations, known only at run time.
  %e0 = call @dynamic(%c3) : (index) -> index
  %e1 = call @dynamic(%c3) : (index) -> index
  scf.parallel (%i) = (%e0) to (%e1) step (%c1) {
    %false = arith.constant false
    cf.assert %false, "a loop with zero iterations ran"
  }

  // A parallel loop inside a sequential one: a[i] = k for the last k.
  %n = call @dynamic(%c12) : (index) -> index
  scf.for %k = %c0 to %c3 step %c1 {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %x = arith.index_cast %k : index to i32
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %buf[%i] : memref<12xf32>
    }
  }
  call @print_all(%buf) : (memref<12xf32>) -> ()
  memref.dealloc %buf : memref<12xf32>
  return
}
