// A dictionary past 16 entries checks for duplicates with a hash set (a linear search
// made 100k attributes quadratic); a duplicate is still found, wherever it is.
// RUN: not async-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: dictionary-duplicate-large.mlir:[[@LINE+1]]:{{[0-9]+}}: error: duplicate key 'k3' in dictionary attribute
"t.op"() {k0 = 0, k1 = 1, k2 = 2, k3 = 3, k4 = 4, k5 = 5, k6 = 6, k7 = 7, k8 = 8, k9 = 9, k10 = 10, k11 = 11, k12 = 12, k13 = 13, k14 = 14, k15 = 15, k16 = 16, k17 = 17, k18 = 18, k19 = 19, k3 = 0} : () -> ()

// -----

// CHECK: dictionary-duplicate-large.mlir:[[@LINE+1]]:{{[0-9]+}}: error: duplicate key 'k19' in dictionary attribute
"t.op"() {a = {k0 = 0, k1 = 1, k2 = 2, k3 = 3, k4 = 4, k5 = 5, k6 = 6, k7 = 7, k8 = 8, k9 = 9, k10 = 10, k11 = 11, k12 = 12, k13 = 13, k14 = 14, k15 = 15, k16 = 16, k17 = 17, k18 = 18, k19 = 19, k19}} : () -> ()

// -----

// CHECK: dictionary-duplicate-large.mlir:[[@LINE+1]]:{{[0-9]+}}: error: duplicate key 'k1' in dictionary attribute
"t.op"() {k0, k1, k2, k1} : () -> ()
