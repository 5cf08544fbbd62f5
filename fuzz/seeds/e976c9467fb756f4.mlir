// --mlir-print-local-scope (no aliases: attributes, types and locations where they are
// used) and --mlir-elide-elementsattrs-if-larger=N (dense constants of more than N
// elements as a placeholder, splats kept), as mlir-opt-22 prints them (LLVM 22 syntax).
// Without local scope the aliases are there, and output ends with an empty line.

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: memref<4xf32, #map>) -> tensor<8xi32> {
  %c = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %d = arith.constant dense<1> : tensor<8xi32>
  %e = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %c : tensor<8xi32>
}

// LOCAL:      module {
// LOCAL-NEXT:   func.func @f(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>> loc("{{.*}}print-local-scope-22.mlir":15:14)) -> tensor<8xi32> {
// LOCAL-NEXT:     %cst = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32> loc("{{.*}}print-local-scope-22.mlir":16:8)
// LOCAL-NEXT:     %cst_0 = arith.constant dense<1> : tensor<8xi32> loc("{{.*}}print-local-scope-22.mlir":17:8)
// LOCAL-NEXT:     %cst_1 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32> loc("{{.*}}print-local-scope-22.mlir":18:8)
// LOCAL-NEXT:     return %cst : tensor<8xi32> loc("{{.*}}print-local-scope-22.mlir":19:3)
// LOCAL-NEXT:   } loc("{{.*}}print-local-scope-22.mlir":15:1)
// LOCAL-NEXT: } loc("{{.*}}print-local-scope-22.mlir":0:0)
// LOCAL-NOT:  {{.}}

// ELIDE:      #map = affine_map<(d0) -> (d0 + 1)>
// ELIDE-NEXT: module {
// ELIDE-NEXT:   func.func @f(%arg0: memref<4xf32, #map>) -> tensor<8xi32> {
// ELIDE-NEXT:     %cst = arith.constant dense_resource<__elided__> : tensor<8xi32>
// ELIDE-NEXT:     %cst_0 = arith.constant dense<1> : tensor<8xi32>
// ELIDE-NEXT:     %cst_1 = arith.constant dense_resource<__elided__> : tensor<2x2xi32>
// ELIDE-NEXT:     return %cst : tensor<8xi32>

// GENERIC: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<8xi32>}> : () -> tensor<8xi32>
// GENERIC: %2 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>

// ALIASES:      #map = affine_map<(d0) -> (d0 + 1)>
// ALIASES:      {{^}}}
// ALIASES-EMPTY:
