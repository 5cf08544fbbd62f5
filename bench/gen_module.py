#!/usr/bin/env python3
"""Generates a large module in LLVM-14 syntax for the parse/print and pass benchmarks.

    bench/gen_module.py [-n FUNCTIONS] [-o FILE]      (default: 40000 functions, stdout)

Each function computes with a constant and arith, launches two `async.execute` regions (the
second depends on the first's token and takes its value as an operand, and both capture
values of the function), awaits both values, calls a helper with them, and returns (~470
bytes a function, ~19 MB at 40,000). With `eliminate-blocking-await-ops=true` the pass outlines
both executes of every function and turns every function into a coroutine.
mlir-opt-14 and async-opt both read the result. Deterministic: same N, same bytes.

With --prelude the module is led by alias definitions (two affine maps and a type) and
holds a declaration whose type uses one of the maps, so the output has an alias table.

With --split the output is for -split-input-file instead: every function is a chunk of its
own, with its own copy of the helper.

With --async-func the module is in LLVM 22's syntax and every function is an `async.func`
(LLVM 17+) returning its result as an `!async.value<f32>`, for
`async-func-to-async-runtime,async-to-async-runtime` (mlir-opt-22 reads it too).
"""
import argparse
import sys

HELPER = """\
func private @leaf(%x: f32, %y: f32) -> f32 {{
  %c = arith.constant {k}.5 : f32
  %s = arith.addf %x, %y : f32
  %r = arith.mulf %s, %c : f32
  return %r : f32
}}
"""

BODY = """\
func @work{i}(%a: f32) -> f32 {{
  %f = arith.constant {k}.5 : f32
  %t0, %v0 = async.execute -> !async.value<f32> {{
    %p = arith.mulf %a, %f : f32
    async.yield %p : f32
  }}
  %t1, %v1 = async.execute [%t0] (%v0 as %q: !async.value<f32>) -> !async.value<f32> {{
    %s = arith.addf %q, %a : f32
    async.yield %s : f32
  }}
  %x = async.await %v0 : !async.value<f32>
  %y = async.await %v1 : !async.value<f32>
  %z = call @{callee}(%x, %y) : (f32, f32) -> f32
  return %z : f32
}}
"""

PRELUDE = """\
#id = affine_map<(d0) -> (d0)>
#shifted = affine_map<(d0)[s0] -> (d0 + s0)>
!real = type f32
"""

DECLARATION = """\
func private @external(memref<4xf32, #shifted>, !real) -> !real
"""


def llvm22(text):
    """LLVM 22's spellings of the function ops."""
    return text.replace("func private", "func.func private").replace("func @", "func.func @").replace("= call", "= func.call")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--functions", type=int, default=40000)
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--prelude", action="store_true", help="lead with alias definitions and a declaration")
    ap.add_argument("--split", action="store_true", help="one chunk per function, for -split-input-file")
    ap.add_argument("--async-func", action="store_true", help="async.func functions, LLVM 22 syntax")
    opts = ap.parse_args()
    out = sys.stdout if opts.output == "-" else open(opts.output, "w")
    if opts.async_func:
        out.write("module {\n" + llvm22(HELPER.format(k=1)))
        body = llvm22(BODY).replace("func.func @work{i}(%a: f32) -> f32", "async.func @work{i}(%a: f32) -> !async.value<f32>")
        for i in range(opts.functions):
            out.write(body.format(i=i, k=i % 97, callee="leaf"))
        out.write("}\n")
        if out is not sys.stdout:
            out.close()
        return
    if opts.split:
        chunks = (HELPER.format(k=1) + BODY.format(i=i, k=i % 97, callee="leaf") for i in range(opts.functions))
        out.write("// -----\n".join(chunks))
        if out is not sys.stdout:
            out.close()
        return
    if opts.prelude:
        out.write(PRELUDE)
    out.write("module {\n")
    if opts.prelude:
        out.write(DECLARATION)
    out.write(HELPER.format(k=1))
    for i in range(opts.functions):
        out.write(BODY.format(i=i, k=i % 97, f=i % 13, callee="leaf"))
    out.write("}\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
