// vector.print and math ops in the generic form run as in the custom one (the interpreter
// dispatches on op names), with or without --allow-unregistered-dialect.
// vector.print prints as the runners' lowering does (i1 and index unsigned, other
// integers signed, floats as %g, vectors in parentheses). An op of an unregistered
// dialect is a located error: without the flag it does not parse, with it it does not run
// (the whole module compiles before it runs, as a JIT must lower it all).
// RUN: sed '/^func @unknown/,$d' %s > %t.main.mlir
// RUN: async-runner %t.main.mlir -e entry --allow-unregistered-dialect | FileCheck %s
// RUN: async-runner %t.main.mlir -e entry | FileCheck %s
// RUN: sed -n '/^func @unknown/,$p' %s > %t.mlir
// RUN: not async-runner %t.mlir -e unknown 2>&1 | FileCheck %s --check-prefix=NOFLAG
// RUN: not async-runner %t.mlir -e unknown --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=UNKNOWN

func @entry() {
  %f = arith.constant 123.456 : f32
  %d = arith.constant 1.0e20 : f64
  %i = arith.constant -5 : i64
  %b = arith.constant true
  %w = arith.constant 255 : i8
  %x = arith.constant 42 : index
  %v = arith.constant dense<[1.0, 2.5, 3.0]> : vector<3xf32>
  %vi = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  "vector.print"(%f) : (f32) -> ()
  "vector.print"(%d) : (f64) -> ()
  "vector.print"(%i) : (i64) -> ()
  "vector.print"(%b) : (i1) -> ()
  "vector.print"(%w) : (i8) -> ()
  "vector.print"(%x) : (index) -> ()
  "vector.print"(%v) : (vector<3xf32>) -> ()
  "vector.print"(%vi) : (vector<2x2xi32>) -> ()
  %four = arith.constant 16.0 : f64
  %s = "math.sqrt"(%four) : (f64) -> f64
  "vector.print"(%s) : (f64) -> ()
  %e = "math.powf"(%four, %four) : (f64, f64) -> f64
  "vector.print"(%e) : (f64) -> ()
  %neg = arith.constant -2.5 : f32
  %a = "math.absf"(%neg) : (f32) -> f32
  "vector.print"(%a) : (f32) -> ()
  %fl = "math.floor"(%neg) : (f32) -> f32
  "vector.print"(%fl) : (f32) -> ()
  %z = "math.ctlz"(%w) : (i8) -> i8
  "vector.print"(%z) : (i8) -> ()
  return
}
// CHECK: 123.456
// CHECK-NEXT: 1e+20
// CHECK-NEXT: -5
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 42
// CHECK-NEXT: ( 1, 2.5, 3 )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
// CHECK-NEXT: 4
// CHECK-NEXT: 1.84467e+19
// CHECK-NEXT: 2.5
// CHECK-NEXT: -3
// CHECK-NEXT: 0
// NOFLAG: .mlir:2:8: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// UNKNOWN: .mlir:2:8: error: async-runner cannot execute 'foo.bar': the op is not supported
// UNKNOWN-NEXT: %r = "foo.bar"() : () -> i32
func @unknown() {
  %r = "foo.bar"() : () -> i32
  return
}
