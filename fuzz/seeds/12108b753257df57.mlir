// integer-literal-ranges.mlir's dense arrays (LLVM 22 syntax): an unsigned element may be
// written negative and keeps its bits, printed unsigned.


func.func @arrays() attributes {u8 = array<ui8: -1, 255, -128>, u64 = array<ui64: -1>, i8 = array<i8: 255, -128>, i0 = array<i0: 0>, i64 = array<i64: 18446744073709551615>} {
  %i = arith.constant 0 : i0
  return
}
