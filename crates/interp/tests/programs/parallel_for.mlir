// A parallel loop made of tasks, as async-parallel-for makes them: the iteration space
// is cut into blocks, each block is an async.execute added to a group, and the entry
// awaits the group; 1-d with steps 1 and 2, a negative lower bound, a 2-d space, and a
// loop with no iterations whose body would fail (LLVM 14 syntax). Modelled on the
// behaviours of upstream's Integration/Dialect/Async/CPU/test-async-parallel-for-*.mlir.
// STAGES: all

func private @print_memref_f32(memref<*xf32>) attributes { llvm.emit_c_interface }

// Runs body(%i) for %i in [lb, ub) step s, in tasks of at most %block iterations.
func @parallel_fill(%A: memref<9xf32>, %lb: index, %ub: index, %s: index, %block: index, %bias: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %span = arith.subi %ub, %lb : index
  %n0 = arith.addi %span, %s : index
  %n1 = arith.subi %n0, %c1 : index
  %n = arith.divsi %n1, %s : index
  %b0 = arith.addi %n, %block : index
  %b1 = arith.subi %b0, %c1 : index
  %nblocks = arith.divsi %b1, %block : index
  %g = async.create_group %nblocks : !async.group
  scf.for %b = %c0 to %nblocks step %c1 {
    %t = async.execute {
      %first = arith.muli %b, %block : index
      %last0 = arith.addi %first, %block : index
      %last = arith.minsi %last0, %n : index
      scf.for %k = %first to %last step %c1 {
        %off = arith.muli %k, %s : index
        %i = arith.addi %lb, %off : index
        %x = arith.index_cast %i : index to i32
        %f = arith.sitofp %x : i32 to f32
        %j = arith.addi %i, %bias : index
        %old = memref.load %A[%j] : memref<9xf32>
        %new = arith.addf %old, %f : f32
        memref.store %new, %A[%j] : memref<9xf32>
      }
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  return
}

func @zero(%A: memref<9xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c9 step %c1 {
    memref.store %z, %A[%i] : memref<9xf32>
  }
  return
}

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c20 = arith.constant 20 : index
  %m20 = arith.constant -20 : index
  %m11 = arith.constant -11 : index
  %A = memref.alloc() : memref<9xf32>
  %U = memref.cast %A : memref<9xf32> to memref<*xf32>

  call @zero(%A) : (memref<9xf32>) -> ()
  call @parallel_fill(%A, %c0, %c9, %c1, %c2, %c0) : (memref<9xf32>, index, index, index, index, index) -> ()
  call @print_memref_f32(%U) : (memref<*xf32>) -> ()

  call @zero(%A) : (memref<9xf32>) -> ()
  call @parallel_fill(%A, %c0, %c9, %c2, %c4, %c0) : (memref<9xf32>, index, index, index, index, index) -> ()
  call @print_memref_f32(%U) : (memref<*xf32>) -> ()

  call @zero(%A) : (memref<9xf32>) -> ()
  call @parallel_fill(%A, %m20, %m11, %c3, %c1, %c20) : (memref<9xf32>, index, index, index, index, index) -> ()
  call @print_memref_f32(%U) : (memref<*xf32>) -> ()

  // 2-d: a 3x4 space, one task per row, each writing i * 10 + j.
  %B = memref.alloc() : memref<3x4xf32>
  %UB = memref.cast %B : memref<3x4xf32> to memref<*xf32>
  %g = async.create_group %c3 : !async.group
  scf.for %i = %c0 to %c3 step %c1 {
    %t = async.execute {
      scf.for %j = %c0 to %c4 step %c1 {
        %i10 = arith.muli %i, %c9 : index
        %i10b = arith.addi %i10, %i : index
        %v = arith.addi %i10b, %j : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f32
        memref.store %vf, %B[%i, %j] : memref<3x4xf32>
      }
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  call @print_memref_f32(%UB) : (memref<*xf32>) -> ()

  // No iterations: the task body never runs.
  %false = arith.constant false
  scf.for %i = %c0 to %c0 step %c1 {
    %t = async.execute {
      assert %false, "never executed"
      async.yield
    }
    async.await %t : !async.token
  }
  memref.dealloc %A : memref<9xf32>
  memref.dealloc %B : memref<3x4xf32>
  return
}
