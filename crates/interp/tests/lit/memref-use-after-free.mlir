// The program's own deallocations are checked: a load after memref.dealloc (also
// through another view of the buffer), a second dealloc, a dealloc of an alloca.
// RUN: not async-runner %s -e load_after_free 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not async-runner %s -e double_free 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not async-runner %s -e free_alloca 2>&1 | FileCheck %s --check-prefix=ALLOCA

func @load_after_free() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<?xi32>
  memref.dealloc %m : memref<2xi32>
  %x = memref.load %u[%c0] : memref<?xi32>
  return
}
// LOAD: memref-use-after-free.mlir:12:8: error: memref.load of memory that was deallocated (use after free)
// LOAD: memref-use-after-free.mlir:11:3: note: deallocated here
// LOAD: memref-use-after-free.mlir:9:8: note: allocated here

func @double_free() {
  %m = memref.alloc() : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  // DOUBLE: memref-use-after-free.mlir:[[@LINE+1]]:3: error: memref.dealloc of memory that was already deallocated
  memref.dealloc %m : memref<2xi32>
  return
}

func @free_alloca() {
  %m = memref.alloca() : memref<2xi32>
  // ALLOCA: memref-use-after-free.mlir:[[@LINE+1]]:3: error: memref.dealloc of memory that was not allocated by memref.alloc
  memref.dealloc %m : memref<2xi32>
  return
}
