func private @printF32(f32)
func private @printI64(i64)
func private @printNewline()
func private @print_memref_f32(memref<*xf32>) attributes { llvm.emit_c_interface }

func @entry() attributes {async.allowed_to_block} {
  %t0, %v0 = async.execute -> !async.value<f32> {
    %x = arith.constant 1.25 : f32
    async.yield %x : f32
  }
  %r0 = async.await %v0 : !async.value<f32>
  call @printF32(%r0) : (f32) -> ()
  call @printNewline() : () -> ()

  %t1, %v1 = async.execute -> !async.value<i64> {
    %t2, %v2 = async.execute -> !async.value<i64> {
      %y = arith.constant 6 : i64
      %z = arith.constant 7 : i64
      %p = arith.muli %y, %z : i64
      async.yield %p : i64
    }
    %q = async.await %v2 : !async.value<i64>
    %one = arith.constant 1 : i64
    %q1 = arith.addi %q, %one : i64
    async.yield %q1 : i64
  }
  %r1 = async.await %v1 : !async.value<i64>
  call @printI64(%r1) : (i64) -> ()
  call @printNewline() : () -> ()

  %t3, %v3 = async.execute [%t1] -> !async.value<memref<2xf32>> {
    %m = memref.alloc() : memref<2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = arith.constant 0.5 : f32
    %b = arith.constant -3.0 : f32
    memref.store %a, %m[%c0] : memref<2xf32>
    memref.store %b, %m[%c1] : memref<2xf32>
    async.yield %m : memref<2xf32>
  }
  %m = async.await %v3 : !async.value<memref<2xf32>>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()

  %t4 = async.execute (%v3 as %mm : !async.value<memref<2xf32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = memref.load %mm[%c0] : memref<2xf32>
    %y = memref.load %mm[%c1] : memref<2xf32>
    %s = arith.addf %x, %y : f32
    %d = arith.mulf %s, %s : f32
    memref.store %s, %mm[%c0] : memref<2xf32>
    memref.store %d, %mm[%c1] : memref<2xf32>
    async.yield
  }
  async.await %t4 : !async.token
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2xf32>
  return
}
