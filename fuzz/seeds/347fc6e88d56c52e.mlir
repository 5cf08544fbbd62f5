// AFTER-NEXT: func private @async_execute_fn()
// AFTER-NOT:  IR Dump

// TIMING:      {{\)  AsyncToAsyncRuntime$}}
// TIMING-NEXT: {{\)  'builtin.func' Pipeline$}}
// TIMING-NEXT: {{\)    AsyncRuntimeRefCounting$}}
// TIMING:      {{\)    AsyncRuntimeRefCountingOpt$}}
// TIMING-NEXT: {{\)  Output$}}

// FAILED:      error: async operations must be lowered to async runtime operations
// FAILED-NEXT:   %t = async.execute { async.yield }
// FAILED:      note: see current operation: "async.yield"() : () -> ()
