// The reference inside an outlined execute body, nested in an array attribute.
func private @converted(%t: !async.token) {
  async.await %t : !async.token
  return
}
func @refers(%t: !async.token) attributes {async.allowed_to_block} {
  %e = async.execute {
    // expected-error@+1 {{Unexpected reference to func referenced by symbol}}
    "test.use"() {targets = [@converted]} : () -> ()
    async.yield
  }
  return
}
