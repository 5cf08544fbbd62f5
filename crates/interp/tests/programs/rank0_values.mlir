// Rank-0 memrefs (memref<f32>) in async values (LLVM 14 syntax): allocated and filled in a
// task and handed out through its value, awaited by the entry (blocking) and printed; the
// same value unwrapped as the operand of a task that depends on the first and updates the
// buffer in place; then read inside a task that also awaits, without blocking, the f32 value
// of a task nested in it. The updates are seen through the one buffer. Modelled on the
// memref cases of upstream's mlir-runner/async-value.mlir; written for async-opt.
// STAGES: all

func private @printF32(f32)
func private @printNewline()
func private @print_memref_f32(memref<*xf32>) attributes { llvm.emit_c_interface }

func @entry() attributes {async.allowed_to_block} {
  %t0, %v0 = async.execute -> !async.value<memref<f32>> {
    %m = memref.alloc() : memref<f32>
    %x = arith.constant 1.5 : f32
    memref.store %x, %m[] : memref<f32>
    async.yield %m : memref<f32>
  }
  %buf = async.await %v0 : !async.value<memref<f32>>
  %u = memref.cast %buf : memref<f32> to memref<*xf32>
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()

  %t1 = async.execute [%t0] (%v0 as %m : !async.value<memref<f32>>) {
    %x = memref.load %m[] : memref<f32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %m[] : memref<f32>
    async.yield
  }
  async.await %t1 : !async.token
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()

  %t2, %v2 = async.execute [%t1] (%v0 as %m : !async.value<memref<f32>>) -> !async.value<f32> {
    %t3, %v3 = async.execute -> !async.value<f32> {
      %q = arith.constant 0.25 : f32
      async.yield %q : f32
    }
    %a = async.await %v3 : !async.value<f32>
    %b = memref.load %m[] : memref<f32>
    %s = arith.addf %a, %b : f32
    async.yield %s : f32
  }
  %r = async.await %v2 : !async.value<f32>
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<f32>
  return
}
