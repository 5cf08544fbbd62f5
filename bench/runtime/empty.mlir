// Baseline: no async work at all, so runs of it measure mlir-cpu-runner's own start-up,
// JIT compilation and memory, which every other benchmark includes.
func private @printI64(i64)
func private @printNewline()

func @entry() {
  %c0 = arith.constant 0 : i64
  call @printI64(%c0) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
