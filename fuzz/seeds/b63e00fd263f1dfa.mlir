// CHANGE-NEXT: func.func @a() {
// CHANGE-NOT:  IR Dump

// DUMP:      Pass Manager with 3 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   async-func-to-async-runtime,
// DUMP-NEXT:   func.func(
// DUMP-NEXT:     async-runtime-ref-counting-opt,
// DUMP-NEXT:     async-runtime-policy-based-ref-counting
// DUMP-NEXT:   ),
// DUMP-NEXT:   async-runtime-ref-counting-opt
// DUMP-NEXT: )
// DUMP-EMPTY:

// TIMING:      ... Execution time report ...
// TIMING:      {{\)  Parser$}}
// TIMING:      {{\)  AsyncToAsyncRuntimePass$}}
// TIMING-NEXT: {{\)  'func.func' Pipeline$}}
// TIMING-NEXT: {{\)    AsyncRuntimeRefCountingPass$}}
// TIMING:      {{\)    AsyncRuntimeRefCountingOptPass$}}
// TIMING-NEXT: {{\)  Output$}}
// TIMING-NEXT: {{\)  Rest$}}
// TIMING-NEXT: {{\)  Total$}}

// STATS:      ... Pass statistics report ...
// STATS-NEXT: ===-------------------------------------------------------------------------===
// STATS-NEXT: AsyncToAsyncRuntimePass
// STATS-NEXT:   (S) 1 num-awaits-blocking
// STATS:        (S) 0 num-scf-ops-to-branches
// STATS-NEXT: 'func.func' Pipeline
// STATS-NEXT:   AsyncRuntimeRefCountingPass
// STATS-NEXT:   AsyncRuntimeRefCountingOptPass
// STATS-EMPTY:

// LIST:      ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   AsyncToAsyncRuntimePass
// LIST-NOT:  RefCounting

func.func @a() {
  %t = async.execute { async.yield }
  async.await %t : !async.token
  return
}

func.func @b() {
  return
}
