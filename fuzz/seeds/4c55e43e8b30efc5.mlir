func.func @yield_types(%x: f32) {
  // expected-error@+1 {{'async.execute' op along control flow edge from Operation async.yield to parent: successor operand type #0 'f32' should match successor input type #0 '!async.value<i32>'}}
  %t, %v = async.execute -> !async.value<i32> {
    async.yield %x : f32 // expected-note {{region branch point}}
  }
  return
}
