// A function declaration (no body) must not be public, for func.func and async.func
// alike (MLIR's symbol interface). LLVM-22 syntax.

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @printI64(i64)
