// The runner-utils print functions, byte for byte as mlir-runner-22 prints them
// (LLVM 22 syntax: printU64, printOpen/Comma/Close, printMemref* of every element type,
// printFlops on stderr).
// RUN: async-runner %s -e entry 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=ERR < %t.err

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printFlops(f64)
func.func private @rtclock() -> f64
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @entry() {
  %a = arith.constant -5 : i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printU64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %f = arith.constant 123.456 : f32
  call @printOpen() : () -> ()
  call @printF32(%f) : (f32) -> ()
  call @printComma() : () -> ()
  %g = arith.constant 1.0e20 : f64
  call @printF64(%g) : (f64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %tiny = arith.constant 1.0e-7 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %A = memref.alloc() : memref<2x3xf32>
  %zf = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      memref.store %zf, %A[%i, %j] : memref<2x3xf32>
    }
    memref.store %zf, %A[%i, %c2] : memref<2x3xf32>
  }
  memref.store %f, %A[%c0, %c1] : memref<2x3xf32>
  memref.store %tiny, %A[%c1, %c2] : memref<2x3xf32>
  %U = memref.cast %A : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  %B = memref.alloc() : memref<3xi64>
  memref.store %a, %B[%c0] : memref<3xi64>
  memref.store %a, %B[%c1] : memref<3xi64>
  memref.store %a, %B[%c2] : memref<3xi64>
  %UB = memref.cast %B : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%UB) : (memref<*xi64>) -> ()
  %C = memref.alloc() : memref<f64>
  %h = arith.constant 0.1 : f64
  memref.store %h, %C[] : memref<f64>
  %UC = memref.cast %C : memref<f64> to memref<*xf64>
  call @printMemrefF64(%UC) : (memref<*xf64>) -> ()
  %D = memref.alloc() : memref<2x2x2xi32>
  %z = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        memref.store %z, %D[%i, %j, %k] : memref<2x2x2xi32>
      }
    }
  }
  memref.store %c7, %D[%c1, %c0, %c1] : memref<2x2x2xi32>
  %UD = memref.cast %D : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%UD) : (memref<*xi32>) -> ()
  %fl = arith.constant 2.5e9 : f64
  call @printFlops(%fl) : (f64) -> ()
  %t0 = call @rtclock() : () -> f64
  %positive = arith.cmpf ogt, %t0, %h : f64
  %p = arith.extui %positive : i1 to i64
  call @printI64(%p) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK:-5
// CHECK-NEXT:18446744073709551611
// CHECK-NEXT:( 123.456, 1e+20 )
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
// CHECK-NEXT:{{\[\[}}0,   123.456,   0], 
// CHECK-NEXT: [0,   0,   1e-07]]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT:[-5,  -5,  -5]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data = 
// CHECK-NEXT:[0.1]
// CHECK-NEXT:Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data = 
// CHECK-NEXT:{{\[\[\[}}0,    0], 
// CHECK-NEXT:  [0,    0]], 
// CHECK-NEXT: {{\[\[}}0,    7], 
// CHECK-NEXT:  [0,    0]]]
// CHECK-NEXT:1
// ERR: 2.500000 GFLOPS
