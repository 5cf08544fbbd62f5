// Functions in LLVM-14 syntax (`func @f`): declarations, visibility, argument and result
// attributes, function attributes, and the implicit `module {` wrapper.


func private @declared(i32, f32) -> i64
func private @no_results(memref<?xf32>)
func nested @nested_decl() -> ()
func @empty() {
  return
}
func @identity(%value: i32) -> i32 {
  return %value : i32
}
func @two_results(%lhs: f32, %rhs: f32) -> (f32, f32) {
  return %rhs, %lhs : f32, f32
}
func @arg_attrs(%a: i32 {my.flag}, %b: f32 {my.weight = 2 : i64, my.name = "b"}) -> (i32 {my.out}, f32) {
  return %a, %b : i32, f32
}
func @with_attrs() attributes {my.unit, my.level = 3 : i32, another = "x"} {
  return
}
func @empty_attrs() attributes {} {
  return
}
func @caller(%x: i32, %y: f32) -> i64 {
  %r = call @declared(%x, %y) : (i32, f32) -> i64
  call @no_results_local() : () -> ()
  return %r : i64
}
func private @no_results_local() {
  return
}
