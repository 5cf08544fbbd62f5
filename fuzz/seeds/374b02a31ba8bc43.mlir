func @execute_terminator() {
  // expected-error@+2 {{'async.execute' op expects regions to end with 'async.yield', found 'arith.constant'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'async.yield'}}
  %t = async.execute {
    %c = arith.constant 1 : i32
  }
  return
}
