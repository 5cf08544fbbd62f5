// Live into one successor and not the other: the other gets a drop_ref, at its top when
// this block is its only predecessor, else in a new block on the edge.


func @divergent(%arg0: i1, %arg1: !async.token) {
  cond_br %arg0, ^bb1, ^bb2
^bb1:
  async.runtime.await %arg1 : !async.token
  br ^bb3
^bb2:
  br ^bb3
^bb3:
  return
}
func @divergent_critical_edge(%arg0: i1, %arg1: !async.token) {
  cond_br %arg0, ^bb1, ^bb2
^bb1:
  async.runtime.await %arg1 : !async.token
  br ^bb2
^bb2:
  return
}
