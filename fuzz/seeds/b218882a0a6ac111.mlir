func @runtime_create_type() {
  // expected-error@+1 {{'async.runtime.create' op result #0 must be async value type or async token type, but got 'i32'}}
  %0 = async.runtime.create : i32
  return
}
