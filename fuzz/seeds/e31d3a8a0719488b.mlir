// expected-note@+1 {{prior use here}}
func.func @forward_use_type_mismatch(%v: !async.value<f32>) {
  // expected-error@below {{use of value '%v' expects different type than prior uses: '!async.token' vs '!async.value<f32>'}}
  %t = async.execute [%v] {
    async.yield
  }
  return
}
