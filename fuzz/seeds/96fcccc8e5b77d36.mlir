// Attributes in LLVM-22 syntax, as attributes.mlir, plus DenseArrayAttr (`array<i32: 1, 2>`),
// which LLVM 14 does not have. LLVM 22 names aliases #map, #map1, ... (LLVM 14: #map0, #map1)
// and keeps `#foo<"pretty">` as written (LLVM 14 prints `#foo.pretty`).


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
