// --mlir-timing: the time of each phase on stderr in mlir-opt's report, per pass (named
// as mlir-opt names it), and for a large module run in shards per phase of the sharded
// run, with the shards' steps under it (summed over the threads: the User Time column).
// Without it nothing is printed, however long the run (LLVM 14 syntax).
// A module of 2 MB, run in shards:


// LIST: ----Wall Time----  ----Name----
// LIST: Total

// SHARDS:      ----User Time----  ----Wall Time----  ----Name----
// SHARDS-NEXT: Cut and summarize the shards ({{[0-9]+}} shards on {{[0-9]+}} threads)
// SHARDS-NEXT: {{^ .*%\)    Parser$}}
// SHARDS-NEXT: Plan
// SHARDS-NEXT: Lower and print the shards
// SHARDS-NEXT: {{^ .*%\)    Parser$}}
// SHARDS-NEXT: {{^ .*%\)    Verifier$}}
// SHARDS-NEXT: {{^ .*%\)    AsyncToAsyncRuntime$}}
// SHARDS-NEXT: {{^ .*%\)    Printer$}}
// SHARDS-NEXT: Output
// SHARDS-NEXT: Rest
// SHARDS-NEXT: Total

// QUIET-NOT: {{.}}

func @f(%t: !async.token) attributes {async.allowed_to_block} {
  async.await %t : !async.token
  return
}
