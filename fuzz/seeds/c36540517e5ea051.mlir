// Adversarial finding 5: only a unit `async.allowed_to_block` keeps a function blocking,
// as upstream asks for a UnitAttr; `= 5 : i64` is an attribute like any other, so the
// function becomes a coroutine (and so do its callers).
// LLVM 14 syntax.

func private @f(%t: !async.token) attributes {async.allowed_to_block = 5 : i64} {
  async.await %t : !async.token
  return
}

func private @g(%t: !async.token) attributes {async.allowed_to_block = "yes"} {
  call @f(%t) : (!async.token) -> ()
  return
}

// A unit attribute keeps the blocking await.
func @h(%t: !async.token) attributes {async.allowed_to_block} {
  call @g(%t) : (!async.token) -> ()
  return
}
