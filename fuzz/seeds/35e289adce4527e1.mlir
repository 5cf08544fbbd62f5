// Two values dying at the same op: block arguments are handled before op results, and
// each value's drop_ref goes right after the op, so the later one's comes first; the
// add_refs before the call come in the order the values are handled.


func private @take2(!async.token, !async.group)
func @same_place(%arg0: !async.token) {
  %c1 = arith.constant 1 : index
  %0 = async.runtime.create_group %c1 : !async.group
  call @take2(%arg0, %0) : (!async.token, !async.group) -> ()
  return
}
