#!/usr/bin/env python3
"""Writes FileCheck lines for a test from what a real tool prints.

    scripts/gen-checks.py [--tool mlir-opt-14|mlir-opt-22|PATH] [--prefix CHECK] [--write] FILE [-- TOOL-ARGS...]

Runs the tool on FILE (with TOOL-ARGS, e.g. `--split-input-file --mlir-print-op-generic`),
turns its output into one `// CHECK:` line followed by `// CHECK-NEXT:`/`// CHECK-EMPTY:` lines
per chunk, and, with --write, puts them at the top of each chunk of FILE (after the RUN and
leading comment lines), replacing the old lines of that prefix. Without --write it prints them.

The result is a strict check: every line the tool printed must come out of async-opt the same.
Where async-opt knowingly differs, edit the generated lines by hand and say why in a comment
(`// NOTE: ...`); rerunning the script would undo the edit, so reread the diff.
"""
import argparse
import os
import re
import subprocess
import sys

TOOLS = {
    "mlir-opt-14": os.environ.get("MLIR_OPT_14", "/usr/lib/llvm-14/bin/mlir-opt"),
    "mlir-opt-22": os.environ.get("MLIR_OPT_22", "/usr/lib/llvm-22/bin/mlir-opt"),
}
SPLIT = re.compile(r"^// -----\s*$")


def escape(line: str) -> str:
    """Makes a printed line literal for FileCheck (`[[` and `{{` are its pattern syntax)."""
    out = []
    i = 0
    while i < len(line):
        two = line[i : i + 2]
        if two == "[[":
            out.append(r"{{\[\[}}")
            i += 2
        elif two == "{{":
            out.append(r"{{\{\{}}")
            i += 2
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def check_block(lines, prefix, path):
    """CHECK lines for one chunk of output. Absolute paths of the input become a pattern."""
    while lines and lines[-1] == "":
        lines = lines[:-1]
    block = []
    for n, line in enumerate(lines):
        text = escape(line.rstrip())
        text = text.replace(path, "{{.*}}" + os.path.basename(path))
        if n == 0:
            block.append(f"// {prefix}: {text}" if text else f"// {prefix}: {{{{^$}}}}")
        elif text:
            block.append(f"// {prefix}-NEXT: {text}")
        else:
            block.append(f"// {prefix}-EMPTY:")
    return block


def main():
    # Output may name lines of the file (locations), and writing the checks moves them:
    # regenerate until the file no longer changes.
    path = os.path.abspath(parse().file)
    for _ in range(3):
        before = open(path).read()
        generate()
        if not parse().write or open(path).read() == before:
            return


def parse():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tool", default="mlir-opt-14")
    ap.add_argument("--prefix", default="CHECK")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("file")
    ap.add_argument("args", nargs=argparse.REMAINDER)
    return ap.parse_args()


def generate():
    opts = parse()
    tool = TOOLS.get(opts.tool, opts.tool)
    path = os.path.abspath(opts.file)
    args = [a for a in opts.args if a != "--"]
    proc = subprocess.run([tool, path, *args], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        sys.exit(f"{opts.tool} failed on {opts.file} (exit {proc.returncode})")
    out_chunks = [[]]
    for line in proc.stdout.split("\n"):
        if SPLIT.match(line):
            out_chunks.append([])
        else:
            out_chunks[-1].append(line)
    # mlir-opt-14 writes the separator after every chunk, mlir-opt-22 only between chunks.
    if len(out_chunks) > 1 and not any(l.strip() for l in out_chunks[-1]):
        out_chunks.pop()
    blocks = [check_block(c, opts.prefix, path) for c in out_chunks]
    # Later chunks start at the separator line. It is spelled so that the test file itself
    # holds no `// -----` inside a CHECK line (that would split the test input there).
    for b in blocks[1:]:
        if b:
            b[0] = b[0].replace(f"// {opts.prefix}: ", f"// {opts.prefix}-NEXT: ", 1)
        b.insert(0, f"// {opts.prefix}: {{{{^//}}}} -----")
    if not opts.write:
        for i, b in enumerate(blocks):
            if i:
                print("// -----")
            print("\n".join(b))
        return

    own = re.compile(r"^\s*// " + re.escape(opts.prefix) + r"(-NEXT|-EMPTY|-SAME|-LABEL|-DAG|-NOT)?:")
    src_chunks = [[]]
    for line in open(path).read().split("\n"):
        if SPLIT.match(line):
            src_chunks.append([])
        else:
            src_chunks[-1].append(line)
    if len(src_chunks) != len(blocks):
        sys.exit(f"{len(src_chunks)} input chunks but {len(blocks)} output chunks; split the checks by hand")
    result = []
    for i, (chunk, block) in enumerate(zip(src_chunks, blocks)):
        chunk = [l for l in chunk if not own.match(l)]
        # Insert after the leading comment lines (RUN lines, notes) and blank lines.
        at = 0
        while at < len(chunk) and (chunk[at].startswith("//") or chunk[at].strip() == ""):
            at += 1
        head = chunk[:at]
        while head and head[-1].strip() == "":
            head.pop()
        body = chunk[at:]
        new = ([""] if i else []) + head + ([""] if head else []) + block + [""] + body
        if i:
            result.append("// -----")
        result.extend(new)
    text = "\n".join(result)
    text = re.sub(r"\n{3,}", "\n\n", text).rstrip("\n") + "\n"
    open(path, "w").write(text)


if __name__ == "__main__":
    main()
