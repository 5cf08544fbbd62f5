// Each drop_ref cancels one add_ref; pairs are found within a block, nested blocks too.


func.func @pairs(%arg0: !async.value<f32>, %arg1: i1) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
  scf.if %arg1 {
    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
    %0 = async.runtime.load %arg0 : !async.value<f32>
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
  }
  cf.br ^bb1
^bb1:
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
  return
}
