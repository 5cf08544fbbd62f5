#!/usr/bin/env python3
"""Writes arith.mlir: every arith op at several widths on edge values, casts and float
ops, each printed. Its .expected file is mlir-cpu-runner-14's output (tests/jit-run.sh).

ceildivsi/floordivsi skip dividends of INT_MIN: LLVM 14's arith-expand negates the
dividend and overflows there (ceildivsi(-128, 127) : i8 gives 1, LLVM 22 gives -1, the
right answer, which async-runner gives too)."""
ints = {8: [0, 1, 127, -128, -1, 100, -7], 16: [0, 1, 32767, -32768, -1, 300],
        32: [0, 1, 2147483647, -2147483648, -1, 7, -9],
        64: [0, 1, 9223372036854775807, -9223372036854775808, -1, 13, -5]}
binops = ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minsi', 'maxui', 'minui']
divops = ['divsi', 'divui', 'remsi', 'remui', 'ceildivsi', 'floordivsi']
preds = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
fpreds = ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'ugt', 'uge', 'ult', 'ule', 'une',
          'uno', 'true']
floats = ["0.0", "-0.0", "1.5", "-2.25", "3.0e38", "1.0e-40", "0x7FF8000000000000", "0x7FF0000000000000",
          "0xFFF0000000000000", "0.1", "123456789.0"]
body = []
n = [0]


def v():
    n[0] += 1
    return f"%v{n[0]}"


def emit(line):
    body.append("  " + line)


def print_int(x, w):
    if w < 64:
        e = v()
        emit(f"{e} = arith.extsi {x} : i{w} to i64")
        x = e
    emit(f"call @printI64({x}) : (i64) -> ()")
    emit("call @printComma() : () -> ()")


def print_float(x, t):
    emit(f"call @printF{t[1:]}({x}) : ({t}) -> ()")
    emit("call @printComma() : () -> ()")


def newline():
    emit("call @printNewline() : () -> ()")


def constants(vals, t):
    cs = []
    for val in vals:
        c = v()
        emit(f"{c} = arith.constant {val} : {t}")
        cs.append(c)
    return cs


def binary(ops, pairs, t, show):
    for op in ops:
        for a, b in pairs:
            r = v()
            emit(f"{r} = arith.{op} {a}, {b} : {t}")
            show(r)
        newline()


def compare(cmp, preds, pairs, t):
    for p in preds:
        for a, b in pairs:
            r, e = v(), v()
            emit(f"{r} = arith.{cmp} {p}, {a}, {b} : {t}")
            emit(f"{e} = arith.extui {r} : i1 to i64")
            emit(f"call @printI64({e}) : (i64) -> ()")
        newline()


for w, vals in ints.items():
    cs = constants(vals, f"i{w}")
    pairs = [(a, b) for a in cs for b in cs][::3]
    binary(binops, pairs, f"i{w}", lambda r: print_int(r, w))
    for op in ['shli', 'shrsi', 'shrui']:
        for a in cs:
            for amt in [0, 1, w - 1]:
                s, r = v(), v()
                emit(f"{s} = arith.constant {amt} : i{w}")
                emit(f"{r} = arith.{op} {a}, {s} : i{w}")
                print_int(r, w)
        newline()
    safe = [c for c, val in zip(cs, vals) if val not in (0, -1)]
    for op in divops:
        for a, val in zip(cs, vals):
            if op in ('ceildivsi', 'floordivsi') and val == -(1 << (w - 1)):
                continue
            for b in safe:
                r = v()
                emit(f"{r} = arith.{op} {a}, {b} : i{w}")
                print_int(r, w)
        newline()
    compare("cmpi", preds, pairs, f"i{w}")
    for a in cs:
        for w2 in [8, 16, 32, 64]:
            if w2 > w:
                r = v()
                emit(f"{r} = arith.extsi {a} : i{w} to i{w2}")
                print_int(r, w2)
                r = v()
                emit(f"{r} = arith.extui {a} : i{w} to i{w2}")
                print_int(r, w2)
            elif w2 < w:
                r = v()
                emit(f"{r} = arith.trunci {a} : i{w} to i{w2}")
                print_int(r, w2)
        r = v()
        emit(f"{r} = arith.sitofp {a} : i{w} to f64")
        print_float(r, "f64")
        r = v()
        emit(f"{r} = arith.uitofp {a} : i{w} to f32")
        print_float(r, "f32")
        r, r2 = v(), v()
        emit(f"{r} = arith.index_cast {a} : i{w} to index")
        emit(f"{r2} = arith.index_cast {r} : index to i64")
        print_int(r2, 64)
    newline()
fcs = constants(floats, "f64")
fpairs = [(a, b) for a in fcs for b in fcs][::2]
binary(['addf', 'subf', 'mulf', 'divf', 'remf', 'maxf', 'minf'], fpairs, "f64", lambda r: print_float(r, "f64"))
compare("cmpf", fpreds, fpairs, "f64")
for a in fcs:
    r, e, g = v(), v(), v()
    emit(f"{r} = arith.truncf {a} : f64 to f32")
    print_float(r, "f32")
    emit(f"{e} = arith.extf {r} : f32 to f64")
    print_float(e, "f64")
    emit(f"{g} = arith.negf {a} : f64")
    print_float(g, "f64")
newline()
for f in ["1.5", "-2.75", "100.9", "-128.0", "127.99"]:
    c, r, r2 = v(), v(), v()
    emit(f"{c} = arith.constant {f} : f32")
    emit(f"{r} = arith.fptosi {c} : f32 to i8")
    print_int(r, 8)
    emit(f"{r2} = arith.fptosi {c} : f32 to i64")
    print_int(r2, 64)
for f in ["1.5", "255.5", "0.0"]:
    c, r = v(), v()
    emit(f"{c} = arith.constant {f} : f64")
    emit(f"{r} = arith.fptoui {c} : f64 to i8")
    print_int(r, 8)
newline()

header = """// Integer and float semantics: every arith op at several widths on edge values
// (wrap-around, signed and unsigned views, rounding of casts), printed. Written by
// gen_arith.py; the expected output is mlir-cpu-runner-14's (LLVM 14 syntax).
// STAGES: high

func private @printI64(i64)
func private @printF64(f64)
func private @printF32(f32)
func private @printNewline()
func private @printComma()

func @entry() {
"""
with open(__file__.replace("gen_arith.py", "arith.mlir"), "w") as out:
    out.write(header + "\n".join(body) + "\n  return\n}\n")
