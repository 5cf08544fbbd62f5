// A function declaration (no body) must not be public: MLIR's symbol interface rejects
// `func @f(i64)`; `private` or `nested` is required. Found by the accept/reject agreement
// corpus (docs/agreement.md): deleting `private` from a declaration.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'builtin.func' op symbol declaration cannot have public visibility}}
func @printI64(i64)

// -----

// expected-error@+1 {{'builtin.func' op symbol declaration cannot have public visibility}}
func public @explicit(i64) -> i64

// -----

func private @ok_private(i64)
func nested @ok_nested(i64)
