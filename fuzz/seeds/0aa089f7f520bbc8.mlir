// Locations with --mlir-print-debuginfo, LLVM-22 syntax. Every op, the module and block
// arguments carry a location; ops without a written location get their position in this file.
// As in LLVM 14, locations print as aliases defined after the module, but the first is `#loc`
// (not #loc0), and nested locations (name, callsite, fused) refer to aliases of their parts,
// which are numbered after the plain ones.

// PLAIN-NOT: loc(
// PLAIN-NOT: #loc


#given = loc("aliased.mlir":9:9)
func.func @locations(%a: i32 loc("arg.c":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("file.mlir":3:4)
  %1 = arith.muli %0, %0 : i32 loc(unknown)
  %2 = arith.subi %1, %0 : i32 loc("named"("inner.c":5:6))
  %3 = arith.addi %2, %2 : i32 loc(callsite("callee.c":1:1 at "caller.c":2:2))
  %4 = arith.addi %3, %3 : i32 loc(fused["a.c":1:1, "b.c":2:2])
  %5 = arith.addi %4, %4 : i32 loc(fused<"meta">["a.c":1:1])
  %6 = arith.addi %5, %5 : i32 loc(#given)
  %7 = arith.addi %6, %6 : i32 loc("justname")
  return %7 : i32
} loc("fn.c":7:1)
