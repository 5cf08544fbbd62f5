// Folders and effects of the ops async programs carry, as LLVM 22's greedy driver runs them (here
// async-parallel-for's, which folds the whole module): memref.copy and linalg.fill fold the
// memref.casts of their operands (copy only those that forget static information),
// memref.subview of a whole static memref with a static layout, and of another subview
// with zero offsets, unit strides and the same sizes, is its source. The checks are
// mlir-opt-22's output. LLVM 22 syntax.


func.func @casts(%m: memref<8xf32>, %d: memref<?xf32>, %n: index, %flag: i32) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant 3 : i32
  %f = arith.constant 1.0 : f32
  %cast = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.copy %cast, %d : memref<?xf32> to memref<?xf32>
  linalg.fill ins(%f : f32) outs(%cast : memref<?xf32>)
  %full = memref.subview %m[0] [8] [1] : memref<8xf32> to memref<8xf32>
  %part = memref.subview %m[%c2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %sub2 = memref.subview %part[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  %r = scf.index_switch %c1 -> f32
  case 1 {
    scf.yield %f : f32
  }
  default {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  memref.store %r, %sub2[%c0] : memref<2xf32, strided<[1], offset: ?>>
  cf.switch %k : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  vector.print %f : f32
  cf.br ^bb2
^bb2:
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %cc = memref.cast %m : memref<8xf32> to memref<?xf32>
    %v = memref.load %cc[%c0] : memref<?xf32>
    vector.print %v : f32
    memref.copy %cc, %d : memref<?xf32> to memref<?xf32>
  }
  return %full : memref<8xf32>
}
