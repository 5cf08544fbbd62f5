#!/usr/bin/env python3
"""Regenerates fuzz/seeds-interp/ for the `interp` target: the runnable programs of
examples/, crates/runtime/tests/programs/ and crates/interp/tests/{programs,lit}/, each
without its comment lines, one file per distinct program (named by its content hash)."""
import hashlib, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "fuzz" / "seeds-interp"
out.mkdir(exist_ok=True)
for old in out.glob("*.mlir"):
    old.unlink()
dirs = ["examples", "crates/runtime/tests/programs", "crates/interp/tests/programs", "crates/interp/tests/lit"]
comment = re.compile(r"^\s*//")
n = 0
for d in dirs:
    for f in sorted((root / d).glob("*.mlir")):
        text = "".join(l for l in f.read_text().splitlines(True) if not comment.match(l)).strip("\n")
        if len(text) > 20000:  # keep the corpus small: arith.mlir is generated and long
            continue
        data = (text + "\n").encode()
        (out / (hashlib.sha1(data).hexdigest()[:16] + ".mlir")).write_bytes(data)
        n += 1
print(f"{n} programs -> {len(list(out.glob('*.mlir')))} seeds in {out}", file=sys.stderr)
