// A call takes a reference of its own: add_ref before it, one per operand it is.


func.func private @take(!async.token, !async.token)
func.func @passed_to_call(%arg0: !async.token) {
  call @take(%arg0, %arg0) : (!async.token, !async.token) -> ()
  return
}
