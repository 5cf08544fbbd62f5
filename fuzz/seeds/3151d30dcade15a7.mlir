// --mlir-print-op-on-diagnostic (on by default): an error emitted on an op gets a note
// with the op as it is, generic, numbered in its function, large constants elided; an op
// of several lines starts on a line of its own. The note shows no source line when it is
// where the error is. Under -verify-diagnostics no such note is made (LLVM 14 syntax). LLVM 14 writes
// an op of several lines on after the colon.

// OFF-NOT: see current operation

func @mismatch(%a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %r = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %r : i32
}
