func.func @subviews(%m: memref<8xf32>, %s: memref<4xf32, strided<[1], offset: 2>>, %d: memref<?xf32>, %i: index, %n: index) -> (memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.subview %m[%i] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %a2 = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  %a3 = memref.subview %a[%c0] [4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  %b = memref.subview %s[0] [4] [1] : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  %e = memref.subview %d[%i] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %e2 = memref.subview %e[0] [%n] [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %e3 = memref.subview %e[0] [%i] [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %g = memref.subview %a[%c0] [%c4] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %h = memref.subview %a[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  return %a2, %a3, %b, %e2, %e3, %g, %h : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>
}
