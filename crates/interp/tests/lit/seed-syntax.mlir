// The seed test's pre-LLVM-14 syntax (`constant`, `addi` without a dialect prefix) runs
// as it is and after eliminate-blocking (the unmarked public entry then returns a token:
// async-opt warns, and it cannot be a void entry point).
// RUN: async-runner %s -e entry | FileCheck %s
// RUN: not async-runner %s -e entry -async-to-async-runtime=eliminate-blocking-await-ops=true 2>&1 | FileCheck %s --check-prefix=ELIM
// CHECK: 84
// ELIM: seed-syntax.mlir:12:1: warning: eliminate-blocking-await-ops changes the signature of public function @entry
// ELIM: seed-syntax.mlir:12:1: error: entry point '@entry' must return nothing (-entry-point-result=void)

func private @printI64(i64)
func private @printNewline()
func @entry() {
  %a = constant 40 : i64
  %b = constant 2 : i64
  %c = addi %a, %b : i64
  %t, %v = async.execute -> !async.value<i64> {
    %d = muli %c, %b : i64
    async.yield %d : i64
  }
  %r = async.await %v : !async.value<i64>
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
