// A chain of tasks that outlives the entry point (LLVM 22 syntax).
//
// @entry prints 1, starts three tasks and returns at once: the first counts to two million
// and yields the count, the second waits for the first's token and value and
// yields twice the count, the third waits for the second's token and prints what
// both yielded. Nobody awaits any of them, so they run on after @entry returned,
// each woken by the completion of the one before; the runner's destroy hook waits
// for them.
//
// Prints 1 (from @entry), then 2000000 and 4000000, one per line, and exits 0.
//
// Run: scripts/e2e.sh examples/unawaited_chain.mlir [--compat 22] [--runtime upstream] [--runs 20]

func.func private @printI64(i64)
func.func private @printNewline()

func.func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2000000 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  // Printed before any task starts, so the output's order does not depend on scheduling.
  func.call @printI64(%one) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %t1, %v1 = async.execute -> !async.value<i64> {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %a = arith.addi %acc, %one : i64
      scf.yield %a : i64
    }
    async.yield %s : i64
  }
  %t2, %v2 = async.execute [%t1] (%v1 as %x: !async.value<i64>) -> !async.value<i64> {
    %y = arith.addi %x, %x : i64
    async.yield %y : i64
  }
  %t3 = async.execute [%t2] (%v1 as %x: !async.value<i64>, %v2 as %y: !async.value<i64>) {
    func.call @printI64(%x) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%y) : (i64) -> ()
    func.call @printNewline() : () -> ()
    async.yield
  }
  return
}
