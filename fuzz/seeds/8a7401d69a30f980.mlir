// eliminate-blocking-await-ops on a public function that nothing in the module
// calls (LLVM 14 syntax): its signature changes under its external callers, so the
// pass warns, with a note on how to keep it blocking. Private functions, called
// public functions and functions marked async.allowed_to_block get no warning.
// Upstream LLVM 14 converts such a function silently.
// Off for suites written for mlir-opt (which is silent here):

// The warning is emitted at the function's location, not on the op: no `see current
// operation` note (it would print every converted function of a large module again), and
// the note at the same place shows no source line.
// WARN:      eliminate-blocking-warning.mlir:[[#LINE:]]:1: warning: {{.*}}public function @uncalled
// WARN-NEXT: func @uncalled
// WARN-NEXT: ^
// WARN-NEXT: eliminate-blocking-warning.mlir:[[#LINE]]:1: note: mark @uncalled with the `async.allowed_to_block` attribute
// WARN-NOT:  see current operation
// WARN-NOT:  warning
// NOOP:      warning: {{.*}}public function @uncalled
// NOOP-NEXT: func @uncalled
// NOOP-NEXT: ^
// NOOP-NEXT: note: mark @uncalled
// NOWARN-NOT: warning
// expected-warning@+2 {{eliminate-blocking-await-ops changes the signature of public function @uncalled, which nothing in this module calls}}
// expected-note@+1 {{mark @uncalled with the `async.allowed_to_block` attribute to keep its blocking awaits}}
func @uncalled(%t: !async.token) {
  async.await %t : !async.token
  return
}


// Called from within the module: no warning.
func @called(%t: !async.token) {
  async.await %t : !async.token
  return
}

func private @private_uncalled(%t: !async.token) {
  async.await %t : !async.token
  return
}

func @blocking_entry(%t: !async.token) attributes {async.allowed_to_block} {
  call @called(%t) : (!async.token) -> ()
  async.await %t : !async.token
  return
}
