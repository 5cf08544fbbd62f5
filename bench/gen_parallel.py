#!/usr/bin/env python3
"""Generates a module of scf.parallel loops (LLVM-14 syntax) for bench/parallel_for.sh.

    bench/gen_parallel.py [-n FUNCTIONS] [-o FILE]      (default: 2000 functions, stdout)

Each function has three loops for async-parallel-for to split: a one-dimensional loop with
bounds and step from its arguments, a two-dimensional one over a memref's dims (memref.dim),
and a static 8x64 loop whose inner dimension the compute function aligns its blocks to. Each
loop becomes a compute function and (with the default async-dispatch) a recursive dispatch
function; a float constant from outside each loop is cloned into its compute function.
mlir-opt-14 and async-opt both read the result. Deterministic: same N, same bytes.
"""
import argparse
import sys

BODY = """\
func @loops{i}(%lb: index, %ub: index, %step: index, %v: memref<?xf32>, %m: memref<?x?xf32>, %s: memref<8x64xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %k = arith.constant {k}.5 : f32
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {{
    %x = memref.load %v[%i] : memref<?xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %v[%i] : memref<?xf32>
  }}
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%rows, %cols) step (%c1, %c1) {{
    %x = memref.load %m[%i, %j] : memref<?x?xf32>
    %y = arith.addf %x, %k : f32
    memref.store %y, %m[%i, %j] : memref<?x?xf32>
  }}
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c64) step (%c1, %c1) {{
    %p = arith.muli %i, %j : index
    %q = arith.index_cast %p : index to i32
    %f = arith.sitofp %q : i32 to f32
    %y = arith.subf %f, %k : f32
    memref.store %y, %s[%i, %j] : memref<8x64xf32>
  }}
  return
}}
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=2000, help="number of functions")
    ap.add_argument("-o", default="-", help="output file (default stdout)")
    args = ap.parse_args()
    out = sys.stdout if args.o == "-" else open(args.o, "w")
    for i in range(args.n):
        out.write(BODY.format(i=i, k=i % 97))
        out.write("\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
