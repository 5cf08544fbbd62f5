// Fan-out of FANOUT_N (default 100000) tasks into one group, awaited once: measures
// per-task cost of create token + execute + add_to_group + completion.
func private @printI64(i64)
func private @printNewline()

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index // FANOUT_N
  %slots = memref.alloc(%n) : memref<?xi64>
  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %slots[%i] : memref<?xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %last_i = arith.subi %n, %c1 : index
  %last = memref.load %slots[%last_i] : memref<?xi64>
  memref.dealloc %slots : memref<?xi64>
  call @printI64(%last) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
