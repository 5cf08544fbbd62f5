// Attributes in LLVM-22 syntax, as attributes.mlir, plus DenseArrayAttr (`array<i32: 1, 2>`),
// which LLVM 14 does not have. LLVM 22 names aliases #map, #map1, ... (LLVM 14: #map0, #map1)
// and keeps `#foo<"pretty">` as written (LLVM 14 prints `#foo.pretty`).
// INTEROP: skip-14
// RUN: async-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: async-opt %s --allow-unregistered-dialect | async-opt - --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt-22 %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<() -> (0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 * 4 + s0, d0 floordiv 2, d0 mod 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 10 >= 0, d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @attrs() {
// CHECK-NEXT:     "foo.ints"() {big = 170141183460469231731687303715884105727 : i128, f = false, i1v = true, i8v = -7 : i8, idx = 5 : index, neg = -9223372036854775808 : i64, s = -3 : si16, t = true, u = 200 : ui8, zdefault = 42 : i64} : () -> ()
// CHECK-NEXT:     "foo.floats"() {a = 2.500000e+00 : f32, b = 3.000000e-01 : f64, c = -1.000000e-05 : f64, d = 1.000000e+300 : f64, e = 0.000000e+00 : f16, g = -0.000000e+00 : f32, h = 0x7F800000 : f32, i = 0xFF800000 : f32, j = 3.14159265358979 : f64, k = 1.000000e+00 : bf16, l = 6.550400e+04 : f16, m = 1.000000e-07 : f32} : () -> ()
// CHECK-NEXT:     "foo.strings"() {empty = "", esc = "tab\09here \22q\22 back\\slash\0Anl", hex = "\00\01\7F", plain = "hello", raw_utf = "h\C3\A9llo", utf = "h\C3\A9llo"} : () -> ()
// CHECK-NEXT:     "foo.collections"() {"9starts_with_digit" = 2 : i32, arr = [1, "two", [3.000000e+00 : f32], unit], d = {a, b = 1 : i64, c = {}}, none = [], "quoted key" = 1 : i32} : () -> ()
// CHECK-NEXT:     "foo.refs"() {fty = (i32, f32) -> (), mty = memref<?xf32>, nested = @foo::@bar::@baz, str_sym = @"with space", sym = @foo, ty = i32} : () -> ()
// CHECK-NEXT:     "foo.dense"() {b = dense<[true, false]> : tensor<2xi1>, empty = dense<> : tensor<0xi32>, hexf = dense<1.000000e+00> : tensor<1xf32>, i = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, mixed = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf64>, splat = dense<5.000000e-01> : vector<3xf32>, zero_d = dense<7> : tensor<i64>} : () -> ()
// CHECK-NEXT:     "foo.maps"() {const = #map, id = #map1, perm = #map2, set = #set, sym = #map3} : () -> ()
// CHECK-NEXT:     "foo.unknown"() {a = #foo.thing<"a", [1, 2]>, b = #foo.flag, c = #foo<"pretty">, d = #foo<"not pretty!">} : () -> ()
// CHECK-NEXT:     "foo.arrays"() {dense_b = array<i1: true, false>, dense_empty = array<i64>, dense_f = array<f32: 1.500000e+00>, dense_i32 = array<i32: 1, 2, 3>} : () -> ()
// CHECK-NEXT:     %0 = "foo.withresult"() {attr = 1 : i32} : () -> i32
// CHECK-NEXT:     "foo.regions"() ({
// CHECK-NEXT:       "foo.inner"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg0: i32):
// CHECK-NEXT:       "foo.term"(%arg0) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @attrs() {
  "foo.ints"() {zdefault = 42, i8v = -7 : i8, i1v = 1 : i1, neg = -9223372036854775808 : i64,
                big = 170141183460469231731687303715884105727 : i128, s = -3 : si16, u = 200 : ui8,
                idx = 5 : index, t = true, f = false} : () -> ()
  "foo.floats"() {a = 2.5 : f32, b = 0.3, c = -1.0e-5 : f64, d = 1.0e300, e = 0.0 : f16,
                  g = -0.0 : f32, h = 0x7F800000 : f32, i = 0xFF800000 : f32, j = 3.14159265358979 : f64,
                  k = 1.0 : bf16, l = 65504.0 : f16, m = 1.0e-7 : f32} : () -> ()
  "foo.strings"() {plain = "hello", empty = "", esc = "tab\there \"q\" back\\slash\nnl",
                   hex = "\00\01\7F", utf = "h\C3\A9llo", raw_utf = "héllo"} : () -> ()
  "foo.collections"() {arr = [1, "two", [3.0 : f32], unit], none = [], d = {b = 1, a, c = {}},
                       "quoted key" = 1 : i32, "9starts_with_digit" = 2 : i32} : () -> ()
  "foo.refs"() {sym = @foo, nested = @foo::@bar::@baz, str_sym = @"with space",
                ty = i32, fty = (i32, f32) -> (), mty = memref<?xf32>} : () -> ()
  "foo.dense"() {i = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, splat = dense<0.5> : vector<3xf32>,
                 b = dense<[true, false]> : tensor<2xi1>, hexf = dense<"0x0000803F"> : tensor<1xf32>,
                 empty = dense<> : tensor<0xi32>, zero_d = dense<7> : tensor<i64>,
                 mixed = dense<[1.5, -2.0]> : tensor<2xf64>} : () -> ()
  "foo.maps"() {id = affine_map<(d0) -> (d0)>, perm = affine_map<(d0, d1) -> (d1, d0)>,
                sym = affine_map<(d0)[s0] -> (d0 * 4 + s0, d0 floordiv 2, d0 mod 3)>,
                const = affine_map<() -> (0)>, set = affine_set<(d0) : (d0 - 10 >= 0, d0 == 0)>} : () -> ()
  "foo.unknown"() {a = #foo.thing<"a", [1, 2]>, b = #foo.flag, c = #foo<"pretty">, d = #foo<"not pretty!">} : () -> ()
  "foo.arrays"() {dense_i32 = array<i32: 1, 2, 3>, dense_empty = array<i64>, dense_f = array<f32: 1.5>, dense_b = array<i1: true, false>} : () -> ()
  "foo.withresult"() {attr = 1 : i32} : () -> i32
  "foo.regions"() ({
    "foo.inner"() : () -> ()
  }, {
  ^bb0(%x: i32):
    "foo.term"(%x) : (i32) -> ()
  }) : () -> ()
  return
}
