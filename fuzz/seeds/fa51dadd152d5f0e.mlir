// Ops of unknown dialects are an error unless --allow-unregistered-dialect; with it they keep
// their generic form, attributes, regions and unknown types.

// REJECT: allow-unregistered.mlir:[[@LINE+8]]:{{[0-9]+}}: error: operation being parsed with an unregistered dialect

func.func @unknown(%x: i32) {
  %h = "mine.make"() {mine.size = 4} : () -> !mine.handle<4>
  "mine.scope"(%h) ({
  ^bb0(%y: i32):
    "mine.end"(%y) : (i32) -> ()
  }) : (!mine.handle<4>) -> ()
  return
}
