// Functions in LLVM-22 syntax (`func.func`): the same shapes as func-14.mlir, printed with
// the `func` default dialect (`call`/`return` without prefix inside func.func).


func.func private @declared(i32, f32) -> i64
func.func private @no_results(memref<?xf32>)
func.func @empty() {
  func.return
}
func.func @identity(%value: i32) -> i32 {
  return %value : i32
}
func.func @two_results(%lhs: f32, %rhs: f32) -> (f32, f32) {
  return %rhs, %lhs : f32, f32
}
func.func @arg_attrs(%a: i32 {my.flag}, %b: f32 {my.weight = 2 : i64, my.name = "b"}) -> (i32 {my.out}, f32) {
  return %a, %b : i32, f32
}
func.func @with_attrs() attributes {my.unit, my.level = 3 : i32, another = "x"} {
  return
}
func.func @empty_attrs() attributes {} {
  return
}
func.func @caller(%x: i32, %y: f32) -> i64 {
  %r = func.call @declared(%x, %y) : (i32, f32) -> i64
  call @no_results_local() : () -> ()
  return %r : i64
}
func.func private @no_results_local() {
  return
}
