// A function declaration (no body) must not be public: MLIR's symbol interface rejects
// `func @f(i64)`; `private` or `nested` is required. Found by the accept/reject agreement
// corpus (docs/agreement.md): deleting `private` from a declaration.

// expected-error@+1 {{'builtin.func' op symbol declaration cannot have public visibility}}
func @printI64(i64)
