// A function declaration (no body) must not be public, for func.func and async.func
// alike (MLIR's symbol interface). LLVM-22 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @printI64(i64)

// -----

// expected-error@+1 {{'async.func' op symbol declaration cannot have public visibility}}
async.func @task(i64) -> !async.token

// -----

func.func private @ok(i64)
async.func private @ok_task(i64) -> !async.token
