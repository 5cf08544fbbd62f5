#!/usr/bin/env python3
"""Regenerates fuzz/seeds/ from tests/mlir/**/*.mlir and fuzz/seed-programs/*.mlir (inputs
written for fuzzing alone: scf.parallel loops nested in scf.for, with reductions, zero trips,
several dimensions): every chunk between `// -----` lines, without RUN/CHECK comment lines, one
file per distinct chunk (named by its content hash)."""
import hashlib, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "fuzz" / "seeds"
out.mkdir(exist_ok=True)
for old in out.glob("*.mlir"):
    old.unlink()
drop = re.compile(r"^\s*//\s*(RUN|CHECK[-A-Z]*|[A-Z0-9]+-CHECK[-A-Z]*|NOTE|INTEROP)\b")
n = 0
inputs = sorted((root / "tests" / "mlir").rglob("*.mlir")) + sorted((root / "fuzz" / "seed-programs").glob("*.mlir"))
for f in inputs:
    for chunk in re.split(r"^.*// -----.*$\n?", f.read_text(errors="surrogateescape"), flags=re.M):
        text = "".join(l for l in chunk.splitlines(True) if not drop.match(l)).strip("\n")
        if not text.strip() or text.lstrip().startswith("//") and "\n" not in text:
            continue
        data = (text + "\n").encode(errors="surrogateescape")  # tests may hold bytes that are not UTF-8
        (out / (hashlib.sha1(data).hexdigest()[:16] + ".mlir")).write_bytes(data)
        n += 1
print(f"{n} chunks -> {len(list(out.glob('*.mlir')))} seeds in {out}", file=sys.stderr)
