// Builtin types as function arguments, plus an unregistered dialect type kept as text.


func private @integers(i1, i8, i16, i32, i64, i128, i7, si8, si32, ui16, ui64, index)
func private @floats(f16, bf16, f32, f64, f80, f128)
func private @others(none, tuple<>, tuple<i32, f32>, tuple<tuple<i1>, index>, complex<f32>, complex<f64>)
func private @functions((i32) -> i1, () -> (), (f32, f32) -> (f32, i1), (i32) -> ((i32) -> i32))
func private @shaped(tensor<4xf32>, tensor<?x3xi8>, tensor<*xf32>, tensor<f32>, tensor<0xi32>,
                     vector<4xf32>, vector<2x3xi1>, vector<[4]xf32>, vector<2x[8]xi8>)
func private @memrefs(memref<f32>, memref<4xf32>, memref<?x?xf64>, memref<*xi8>, memref<4xf32, 1>,
                      memref<2x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
func private @asyncs(!async.token, !async.value<f32>, !async.value<memref<2xi32>>, !async.group,
                     !async.coro.id, !async.coro.handle, !async.coro.state)
func private @unknown(!foo.bar, !foo.baz<"text", 3>, !foo<"opaque body">, !foo.nest<<a>, [b]>)
func private @results() -> (i32, !async.value<tuple<i1, i2>>)
