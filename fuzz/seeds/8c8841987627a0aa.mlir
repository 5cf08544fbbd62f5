// expected-error@+1 {{'builtin.func' op symbol declaration cannot have public visibility}}
func public @explicit(i64) -> i64
