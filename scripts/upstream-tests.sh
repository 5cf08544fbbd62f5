#!/usr/bin/env bash
# The yardstick: upstream MLIR's own async tests, run as lit runs them, once with the real
# mlir-opt of each file's syntax generation and once with async-opt in its place.
#
#   scripts/upstream-tests.sh [OPTIONS] DIR_OR_FILE...
#
# The upstream files are not part of this repository (licence, and our rules): keep a copy
# outside it (docs/testing.md says how to get one) and name it on the command line.
#
# For every RUN line (continuations joined, lit's substitutions) the script runs:
#   real    the line as written, `mlir-opt` being mlir-opt-14 or -22 (the file's generation:
#           `func.func`/`async.func`/`cf.` mean 22, a bare `func @` means 14), the runners
#           mlir-cpu-runner-14 or mlir-runner-22 with that generation's runner utils and
#           async runtime, FileCheck and not of LLVM 14.
#   ours    the same line with async-opt for mlir-opt. A pass async-opt does not have (probed
#           with `async-opt FLAG` on an empty module) goes to the real tool: the passes are cut
#           into runs, async-opt's runs go to async-opt (--allow-unregistered-dialect, and
#           --compat=GEN when a real tool reads its output), the others to the real mlir-opt
#           (--mlir-print-op-generic when async-opt reads its output), chained with pipes; the
#           table says "hybrid" and names the passes handed over. `func.func(p,q)` in a
#           --pass-pipeline runs as `p,q` on the module when async-opt has p and q but not the
#           nesting. A line with none of async-opt's passes and some it lacks is "unsupported".
#   runner  for lines that end in mlir-cpu-runner/mlir-runner: the input run by async-runner
#           (no LLVM at all) after the line's leading async passes (async-runner's own, or the
#           real mlir-opt's for the ones it lacks), its output through the same FileCheck.
#
# Options:
#   --async-opt PATH     (default: target/release/async-opt of this checkout)
#   --async-runner PATH  (default: target/release/async-runner)
#   --runtime llvm|ours  async runtime of the real runners in `ours` mode (default llvm;
#                        ours = target/release/libasync_runtime.so)
#   --timeout SECONDS    per RUN line and tool (default 120)
#   --logs DIR           per-line scripts, outputs and stderr (default /tmp/upstream-tests-logs)
#   --filter TEXT        only files whose path contains TEXT
#   --json FILE          also write the results as JSON lines
#   -v                   print each command
#
# Output: a markdown table (file, RUN line, real, async-opt, async-runner, reason) and per-file
# counts. Exit status 0 unless the script itself breaks: the yardstick reports, it does not
# gate. Nothing here uses the network. It is a local tool: CI has no copy of upstream's tests.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
exec python3 - "$root" "$@" <<'PYEOF'
import concurrent.futures, json, os, re, shlex, subprocess, sys, tempfile

root = sys.argv[1]
args = sys.argv[2:]
opt = {
    "async_opt": os.path.join(root, "target/release/async-opt"),
    "async_runner": os.path.join(root, "target/release/async-runner"),
    "runtime": "llvm", "timeout": 120, "logs": "/tmp/upstream-tests-logs",
    "filter": None, "json": None, "verbose": False,
}
inputs = []
i = 0
while i < len(args):
    a = args[i]
    def val():
        global i
        i += 1
        if i >= len(args):
            sys.exit(f"upstream-tests.sh: {a} needs a value")
        return args[i]
    if a == "--async-opt": opt["async_opt"] = val()
    elif a == "--async-runner": opt["async_runner"] = val()
    elif a == "--runtime": opt["runtime"] = val()
    elif a == "--timeout": opt["timeout"] = int(val())
    elif a == "--logs": opt["logs"] = val()
    elif a == "--filter": opt["filter"] = val()
    elif a == "--json": opt["json"] = val()
    elif a == "-v": opt["verbose"] = True
    elif a in ("-h", "--help"):
        print(open(os.path.join(root, "scripts/upstream-tests.sh")).read().split("set -euo")[0])
        sys.exit(0)
    elif a.startswith("-"): sys.exit(f"upstream-tests.sh: unknown option {a}")
    else: inputs.append(a)
    i += 1
if not inputs:
    sys.exit("usage: scripts/upstream-tests.sh [OPTIONS] DIR_OR_FILE... (see the header)")
for tool in ("async_opt", "async_runner"):
    opt[tool] = os.path.abspath(opt[tool])
    if not os.access(opt[tool], os.X_OK):
        sys.exit(f"upstream-tests.sh: {opt[tool]} is missing: cargo build --release")

L14B, L14 = "/usr/lib/llvm-14/bin", "/opt/mlir14/usr/lib/llvm-14/lib"
L22B, L22 = "/usr/lib/llvm-22/bin", "/usr/lib/llvm-22/lib"
GEN = {
    14: {"mlir-opt": f"{L14B}/mlir-opt", "runner": f"{L14B}/mlir-cpu-runner", "libdir": L14,
         "runner_utils": f"{L14}/libmlir_runner_utils.so.14",
         "c_runner_utils": f"{L14}/libmlir_c_runner_utils.so.14",
         "async_runtime": f"{L14}/libmlir_async_runtime.so.14"},
    22: {"mlir-opt": f"{L22B}/mlir-opt", "runner": f"{L22B}/mlir-runner", "libdir": L22,
         "runner_utils": f"{L22}/libmlir_runner_utils.so.22.1",
         "c_runner_utils": f"{L22}/libmlir_c_runner_utils.so.22.1",
         "async_runtime": f"{L22}/libmlir_async_runtime.so.22.1"},
}
FILECHECK = os.environ.get("FILECHECK", f"{L14B}/FileCheck")
COUNT = f"{L14B}/count"
OUR_RUNTIME = os.path.join(root, "target/release/libasync_runtime.so")
RUNNERS = ("mlir-cpu-runner", "mlir-runner")
# mlir-opt options that are not passes (after the dashes); those taking a value separately.
DRIVER_FLAGS = {"split-input-file", "verify-diagnostics", "allow-unregistered-dialect",
                "mlir-print-op-generic", "mlir-print-debuginfo", "mlir-disable-threading",
                "mlir-timing", "o", "pass-pipeline", "mlir-print-local-scope",
                "mlir-print-ir-after-all", "mlir-print-ir-before-all", "show-dialects",
                "dump-pass-pipeline", "mlir-pretty-debuginfo", "no-implicit-module"}
VALUE_FLAGS = {"o"}
# Shell prelude of every line: `not` that treats a crash (a signal, or a Rust panic's 101)
# as a failure, as our lit runner does.
PRELUDE = r'''set -o pipefail
not() { "$@"; local s=$?; if [ $s -ge 128 ] || [ $s -eq 101 ]; then echo "not: '$1' crashed (status $s)" >&2; return 1; fi; [ $s -ne 0 ]; }
'''

def log(*a):
    if opt["verbose"]:
        print(*a, file=sys.stderr)

def find_files():
    out = []
    for p in inputs:
        if os.path.isdir(p):
            for d, _, fs in os.walk(p):
                out += [os.path.join(d, f) for f in fs if f.endswith(".mlir")]
        else:
            out.append(p)
    out = sorted(os.path.abspath(p) for p in out)
    return [p for p in out if not opt["filter"] or opt["filter"] in p]

def run_lines(text):
    runs, cur, start = [], None, 0
    for n, line in enumerate(text.splitlines(), 1):
        m = re.search(r"\bRUN:(.*)$", line)
        if not m:
            continue
        body = m.group(1).rstrip()
        if cur is None:
            cur, start = "", n
        if body.endswith("\\"):
            cur += body[:-1] + " "
        else:
            runs.append((start, " ".join((cur + body).split())))
            cur = None
    return runs

def generation(text):
    if re.search(r"\bfunc\.func\b|\basync\.func\b|\bcf\.(br|cond_br|assert)\b|\bscf\.reduce\b", text):
        if not re.search(r"^\s*(builtin\.)?func\s+(private\s+)?@", text, re.M):
            return 22
    if re.search(r"^\s*(builtin\.)?func\s+(private\s+)?@", text, re.M):
        return 14
    return 22

def substitute(cmd, path, gen, tmp, runtime):
    g = GEN[gen]
    subs = {
        "%mlir_runner_utils": g["runner_utils"], "%mlir_c_runner_utils": g["c_runner_utils"],
        "%mlir_async_runtime": runtime or g["async_runtime"], "%mlir_lib_dir": g["libdir"],
        "%linalg_test_lib_dir": g["libdir"], "%shlibext": ".so",
        "%s": path, "%S": os.path.dirname(path), "%p": os.path.dirname(path), "%t": tmp,
    }
    out, k = [], 0
    keys = sorted(subs, key=len, reverse=True)
    while k < len(cmd):
        if cmd.startswith("%%", k):
            out.append("%"); k += 2; continue
        for key in keys:
            if cmd.startswith(key, k):
                out.append(subs[key]); k += len(key); break
        else:
            out.append(cmd[k]); k += 1
    s = "".join(out)
    # -shared-libs=DIR/libmlir_async_runtime.so (old spelling) -> the generation's file
    s = re.sub(r"\S*/libmlir_(c_runner_utils|runner_utils|async_runtime)\.so(?![.\w])",
               lambda m: (runtime if m.group(1) == "async_runtime" and runtime
                          else g[m.group(1)]), s)
    return s

def split_pipes(cmd):
    """The line's commands, cut at unquoted `|`; None when it has other shell operators."""
    segs, cur, q, k = [], "", None, 0
    while k < len(cmd):
        c = cmd[k]
        if q:
            cur += c
            if c == q: q = None
        elif c in "'\"":
            q = c; cur += c
        elif c == "|" and cmd[k:k + 2] != "||":
            segs.append(cur.strip()); cur = ""
        elif c in ";&<>" or cmd[k:k + 2] == "||":
            if c == ">" or c == "<" or c == "&":
                # redirections and 2>&1 are fine; && and ; are not
                if cmd[k:k + 2] == "&&":
                    return None
                cur += c
            else:
                return None
        else:
            cur += c
        k += 1
    segs.append(cur.strip())
    return [shlex.split(s) for s in segs]

def q(argv):
    return " ".join(shlex.quote(a) for a in argv)

# ---- what async-opt (and async-runner) can do, probed once per flag ----
probe_cache = {}
EMPTY = PROBE = BASE = None
def supported(tool, kind, text):
    key = (tool, kind, text)
    if key in probe_cache:
        return probe_cache[key]
    flag = f"--pass-pipeline=builtin.module({text})" if kind == "pipe" else text
    if tool == opt["async_runner"]:
        argv = [tool, flag, PROBE, "-e", "probe"]
    else:
        argv = [tool, flag, EMPTY, "-o", "/dev/null"]
    try:
        r = subprocess.run(argv, capture_output=True, text=True, timeout=30)
        ok = r.returncode == 0
    except subprocess.TimeoutExpired:
        ok = False
    probe_cache[key] = ok
    return ok

def split_pipeline(text):
    """builtin.module(a,func.func(b,c),d{x=1}) -> ['a', 'func.func(b,c)', 'd{x=1}']"""
    m = re.fullmatch(r"\s*builtin\.module\((.*)\)\s*", text, re.S)
    body = m.group(1) if m else text
    out, depth, cur = [], 0, ""
    for c in body:
        if c in "({": depth += 1
        if c in ")}": depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip()); cur = ""
        else:
            cur += c
    if cur.strip(): out.append(cur.strip())
    return out

def parse_opt(argv):
    """mlir-opt's argv -> (input, driver options, passes as [(kind, text)])."""
    inp, drv, passes, k = None, [], [], 1
    while k < len(argv):
        a = argv[k]
        name = a.lstrip("-").split("=", 1)[0]
        if not a.startswith("-") or a == "-":
            inp = a
        elif name == "pass-pipeline":
            val = a.split("=", 1)[1] if "=" in a else argv[k + 1]
            if "=" not in a: k += 1
            passes += [("pipe", e) for e in split_pipeline(val)]
        elif name in DRIVER_FLAGS:
            drv.append(a)
            if name in VALUE_FLAGS and "=" not in a:
                k += 1; drv.append(argv[k])
        else:
            passes.append(("flag", a))
        k += 1
    return inp, drv, passes

def ours_passes(tool, passes):
    """Each pass with whether `tool` has it; func.func(...) flattened when only the nesting is missing."""
    out = []
    for kind, text in passes:
        if supported(tool, kind, text):
            out.append((kind, text, True, text))
            continue
        m = re.fullmatch(r"func\.func\((.*)\)", text) if kind == "pipe" else None
        if m:
            inner = split_pipeline(m.group(1))
            if inner and all(supported(tool, "pipe", e) for e in inner):
                for e in inner:
                    out.append(("pipe", e, True, text))
                continue
        out.append((kind, text, False, text))
    return out

def pass_name(kind, text):
    return text.lstrip("-").split("=", 1)[0].split("{", 1)[0] if kind == "flag" else text

def group_runs(items):
    runs = []
    for it in items:
        if runs and runs[-1][0] == it[2]:
            runs[-1][1].append(it)
        else:
            runs.append((it[2], [it]))
    return runs

def pass_args(items, kinds_pipe):
    if kinds_pipe:
        return ["--pass-pipeline=builtin.module(" + ",".join(t for _, t, *_ in items) + ")"]
    return [t for _, t, *_ in items]

def build_ours(argv, gen, notes):
    """async-opt's version of one mlir-opt command, as a list of argv stages (a pipe)."""
    neg = argv[0] == "not"
    core = argv[1:] if neg else argv
    inp, drv, passes = parse_opt(core)
    items = ours_passes(opt["async_opt"], passes)
    real = GEN[gen]["mlir-opt"]
    split = [d for d in drv if d.lstrip("-") == "split-input-file"]
    if all(ok for *_, ok, _ in items):
        if any(t != orig for _, t, _, orig in items):
            notes.add("func.func(...) run on the module")
        return [(["not"] if neg else []) + [opt["async_opt"]] + ([inp] if inp else []) + drv
                + pass_args(items, any(k == "pipe" for k, *_ in items))], "full"
    missing = sorted({pass_name(k, o) for k, _, ok, o in items if not ok})
    if not any(ok for *_, ok, _ in items):
        raise Unsupported("missing pass: " + ", ".join(missing))
    if any(d.lstrip("-") == "verify-diagnostics" for d in drv) or neg:
        raise Unsupported("needs " + ", ".join(missing) + " under -verify-diagnostics/not")
    notes.add("hybrid: mlir-opt-%d runs %s" % (gen, ", ".join(dict.fromkeys(
        pass_name(k, o) for k, _, ok, o in items if not ok))))
    stages, pipe_kind = [], any(k == "pipe" for k, *_ in items)
    runs = group_runs(items)
    for n, (mine, its) in enumerate(runs):
        first, last = n == 0, n == len(runs) - 1
        src = [inp] if first and inp else (["-"] if not first else [])
        others = [d for d in drv if d.lstrip("-") not in ("split-input-file", "o")]
        if mine:
            if first:
                # parse with the real tool, so ops async-opt does not register pass through
                stages.append([real] + src + split + ["--mlir-print-op-generic"] + others)
                src = ["-"]
            a = [opt["async_opt"]] + src + split + ["--allow-unregistered-dialect"]
            a += pass_args(its, pipe_kind)
            a += [f"--compat={gen}"]
            stages.append(a)
        else:
            a = [real] + src + split + (others if first else [])
            a += pass_args(its, pipe_kind)
            if not last and gen == 22:
                a.append("--mlir-print-op-generic")
            stages.append(a)
    return stages, "hybrid"

class Unsupported(Exception):
    pass

def build_runner(segs, gen, notes):
    """async-runner's version of a line that ends in a runner: the async passes, then async-runner."""
    ri = next(k for k, s in enumerate(segs) if s and s[0] in RUNNERS)
    opts = [s for s in segs[:ri] if s and s[0] == "mlir-opt"]
    if len(opts) != 1:
        raise Unsupported("no single mlir-opt before the runner")
    inp, drv, passes = parse_opt(opts[0])
    flat = []
    for kind, text in passes:
        m = re.fullmatch(r"func\.func\((.*)\)", text) if kind == "pipe" else None
        flat += [("pipe", e) for e in split_pipeline(m.group(1))] if m else [(kind, text)]
    # convert-linalg-to-(parallel-)loops only rewrites linalg ops (which async-runner cannot
    # run): hoist it to the front, for the real tool
    hoist = [p for p in flat if pass_name(*p).startswith("convert-linalg-to-")]
    lead = []
    for kind, text in flat:
        nm = pass_name(kind, text)
        if not nm.startswith("async-"):
            if nm.startswith("convert-linalg-to-"):
                continue
            break
        lead.append((kind, text))
    items = []
    for it in ours_passes(opt["async_runner"], lead):
        if not it[2] and pass_name(it[0], it[1]).startswith("async-runtime-"):
            notes.add(f"{pass_name(it[0], it[1])} skipped (the interpreter needs no reference counting)")
            continue
        items.append(it)
    items = [(k, t, False, t) for k, t in hoist] + items
    rargv = segs[ri]
    keep, k = [], 1
    while k < len(rargv):
        a = rargv[k]
        if re.fullmatch(r"-O\d", a) or a.lstrip("-").startswith("shared-libs"):
            pass
        elif a in ("-e", "--e"):
            keep += ["-e", rargv[k + 1]]; k += 1
        elif a.lstrip("-").startswith("entry-point-result"):
            keep.append("--" + a.lstrip("-"))
        elif not a.startswith("-"):
            pass
        else:
            keep.append(a)
        k += 1
    real = GEN[gen]["mlir-opt"]
    stages, pipe_kind = [], any(k == "pipe" for k, *_ in items)
    runs = group_runs(items)
    src = [inp]
    if runs and not runs[-1][0]:
        runs.append((True, []))
    if not runs:
        runs = [(True, [])]
    for n, (mine, its) in enumerate(runs):
        last = n == len(runs) - 1
        if mine and last:
            stages.append([opt["async_runner"]] + src + ["--allow-unregistered-dialect"]
                          + (pass_args(its, pipe_kind) if its else []) + keep)
        elif mine:
            stages.append([opt["async_opt"]] + src + ["--allow-unregistered-dialect"]
                          + pass_args(its, pipe_kind) + [f"--compat={gen}"])
        else:
            notes.add("mlir-opt-%d runs %s first" % (gen, ", ".join(pass_name(k, t) for k, t, *_ in its)))
            stages.append([real] + src + pass_args(its, pipe_kind) + ["--mlir-print-op-generic"])
        src = ["-"]
    return stages + [s for s in segs[ri + 1:]]

def map_real(argv, gen):
    neg = argv[0] == "not"
    core = list(argv[1:] if neg else argv)
    t = core[0]
    if t == "mlir-opt": core[0] = GEN[gen]["mlir-opt"]
    elif t in RUNNERS: core[0] = GEN[gen]["runner"]
    elif t == "FileCheck": core[0] = FILECHECK
    elif t == "count": core[0] = COUNT
    return (["not"] if neg else []) + core

def render(stages, logbase, env_prefix):
    """A pipe of argv stages -> a bash script; each stage's stderr goes to its own file."""
    parts = []
    for n, st in enumerate(stages):
        st = [FILECHECK if st[0] == "FileCheck" else COUNT if st[0] == "count" else st[0]] + st[1:]
        pre = ""
        if st[0] == GEN[14]["runner"]:
            pre = f"LD_LIBRARY_PATH={L14} "
        elif st[0] == GEN[22]["runner"]:
            pre = f"LD_LIBRARY_PATH={L22} "
        to = f"timeout -k 5 {opt['timeout']} " if st[0] not in ("not",) else ""
        if st[0] == "not":
            body = "not " + f"timeout -k 5 {opt['timeout']} " + q(st[1:])
        else:
            body = to + q(st)
        parts.append(f"{pre}{body} 2>{shlex.quote(logbase)}.{n}.err")
    return (PRELUDE + env_prefix + " | ".join(parts)
            + f'\nst=("${{PIPESTATUS[@]}}"); echo "${{st[@]}}" > {shlex.quote(logbase)}.rcs\n'
            + 'for s in "${st[@]}"; do [ "$s" -eq 0 ] || exit "$s"; done\n')

def execute(script, logbase, cwd):
    with open(logbase + ".sh", "w") as f:
        f.write(script)
    log(script)
    try:
        r = subprocess.run(["bash", logbase + ".sh"], cwd=cwd, capture_output=True, text=True,
                           timeout=opt["timeout"] * 3 + 30, stdin=subprocess.DEVNULL)
        rc = r.returncode
    except subprocess.TimeoutExpired:
        return "timeout", []
    errs, n = [], 0
    while os.path.exists(f"{logbase}.{n}.err"):
        errs.append(open(f"{logbase}.{n}.err", errors="replace").read())
        n += 1
    try:
        rcs = [int(x) for x in open(logbase + ".rcs").read().split()]
    except (OSError, ValueError):
        rcs = []
    return ("pass" if rc == 0 else "fail"), list(zip(rcs, errs))

def first_error(err):
    for line in err.splitlines():
        if "error:" in line or "Error" in line or "crashed" in line or "panicked" in line:
            return line.strip()[:160]
    lines = [l for l in err.splitlines() if l.strip()]
    return lines[0][:160] if lines else ""

def classify(stages, detail):
    """Why the async-opt run failed, from the first stage that failed."""
    for argv, (rc, err) in zip(stages, detail):
        tool = argv[1] if argv[0] == "not" else argv[0]
        base = os.path.basename(tool)
        if rc == 0 and "crashed" not in err:
            continue
        if rc == 124 or rc == 137:
            return f"timeout in {base}"
        if rc == 101 or rc > 128 or "panicked" in err or "crashed" in err:
            return f"crash of {base} (status {rc}): {first_error(err)}"
        if base == "FileCheck":
            m = re.search(r"^(.*?:\d+:\d+: error: .*)$", err, re.M)
            return "printing difference: " + (re.sub(r"^.*/", "", m.group(1))[:160] if m else first_error(err))
        if base in ("async-opt", "async-runner"):
            e = first_error(err)
            if re.search(r"unregistered operation|custom op '.*' is unknown|Dialect `.*' not found|unknown operation", err):
                return f"missing op ({base}): " + re.sub(r"^.*?/", "", e)
            if re.search(r"expected-|unexpected (error|warning|note|remark)|was not produced|diagnostic expectation", err):
                return f"diagnostic wording ({base}): " + re.sub(r"^\S*/", "", e)
            return f"{base} error: " + re.sub(r"^\S*/", "", e)
        if rc != 0:
            return f"{base} (status {rc}): {first_error(err)}"
    return "failed"

def same_failure(a, b):
    """Whether two failure reasons are the same error at the same place (tool names aside)."""
    def key(r):
        m = re.search(r"(\d+:\d+): error: (.*)$", r)
        return (m.group(1), m.group(2).strip()) if m else r
    return key(a) == key(b)

def run_file(path, idx_lines):
    text = open(path, errors="replace").read()
    gen = generation(text)
    rel = os.path.relpath(path, BASE).replace("mlir/test/", "")
    results, env = [], ""
    safe = re.sub(r"[^\w.-]", "_", rel)
    for line, cmd in run_lines(text):
        res = {"file": rel, "line": line, "gen": gen, "run": cmd}
        logbase = os.path.join(opt["logs"], f"{safe}.L{line}")
        tmp = logbase + ".tmp"
        if re.fullmatch(r"export\s+\w+=\S*", cmd):
            env += cmd + "\n"
            res.update(real="pass", ours="n/a", ours_why="no tool (shell)", runner="")
            results.append(res)
            continue
        # real tool
        segs = split_pipes(substitute(cmd, path, gen, tmp, None))
        if segs is None:
            res.update(real="unsupported", ours="unsupported", ours_why="shell syntax", runner="")
            results.append(res)
            continue
        stages = [map_real(s, gen) for s in segs]
        res["real"], det = execute(render(stages, logbase + ".real", env), logbase + ".real",
                                   os.path.dirname(path))
        if res["real"] == "fail":
            res["real_why"] = classify(stages, det)
        # async-opt
        rt = OUR_RUNTIME if opt["runtime"] == "ours" else None
        segs = split_pipes(substitute(cmd, path, gen, tmp, rt))
        notes, stages, mode = set(), [], "full"
        try:
            for s in segs:
                t = s[1] if s[0] == "not" and len(s) > 1 else s[0]
                if t == "mlir-opt":
                    st, m = build_ours(s, gen, notes)
                    if m == "hybrid":
                        mode = "hybrid"
                    if s[0] == "not" and len(st) == 1:
                        pass
                    stages += st
                else:
                    stages.append(map_real(s, gen))
            res["ours"], det = execute(render(stages, logbase + ".ours", env),
                                       logbase + ".ours", os.path.dirname(path))
            if res["ours"] == "fail":
                res["ours_why"] = classify(stages, det)
            if mode == "hybrid" and res["ours"] == "pass":
                res["ours"] = "pass (hybrid)"
        except Unsupported as e:
            res["ours"], res["ours_why"] = "unsupported", str(e)
        if res["ours"] == "fail" and res["real"] == "fail" and same_failure(res["real_why"], res["ours_why"]):
            res["ours"] = "fail (as real)"
        res["notes"] = sorted(notes)
        # async-runner
        res["runner"] = ""
        segs = split_pipes(substitute(cmd, path, gen, tmp, None))
        if any(s and s[0] in RUNNERS for s in segs):
            rnotes = set()
            try:
                rst = build_runner(segs, gen, rnotes)
                rst = [map_real(s, gen) if s[0] in ("FileCheck", "count") else s for s in rst]
                res["runner"], det = execute(render(rst, logbase + ".runner", env),
                                             logbase + ".runner", os.path.dirname(path))
                if res["runner"] == "fail":
                    res["runner_why"] = classify(rst, det)
                elif rnotes:
                    res["runner"] = "pass (hybrid)"
                res["runner_notes"] = sorted(rnotes)
            except Unsupported as e:
                res["runner"], res["runner_why"] = "unsupported", str(e)
        results.append(res)
    return results

def main():
    global EMPTY, PROBE
    os.makedirs(opt["logs"], exist_ok=True)
    EMPTY = os.path.join(opt["logs"], "empty.mlir")
    with open(EMPTY, "w") as f:
        f.write("module {\n}\n")
    PROBE = os.path.join(opt["logs"], "probe.mlir")
    with open(PROBE, "w") as f:
        f.write("func.func @probe() {\n  return\n}\n")
    global BASE
    files = find_files()
    if not files:
        sys.exit("upstream-tests.sh: no .mlir files found")
    BASE = os.path.commonpath([os.path.dirname(f) for f in files])
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as ex:
        for r in ex.map(lambda p: run_file(p, None), files):
            results += r
    if opt["json"]:
        with open(opt["json"], "w") as f:
            for r in results:
                f.write(json.dumps(r) + "\n")
    print(f"async-opt: {opt['async_opt']}")
    print(f"files: {len(files)}, RUN lines: {len(results)}; logs in {opt['logs']}\n")
    print("| file | RUN | gen | real mlir-opt | async-opt | async-runner | reason / notes |")
    print("|---|---|---|---|---|---|---|")
    for r in results:
        why = []
        if r.get("real_why"): why.append("real: " + r["real_why"])
        if r.get("ours_why"): why.append("async-opt: " + r["ours_why"])
        why += r.get("notes", [])
        if r.get("runner_why"): why.append("async-runner: " + r["runner_why"])
        why += ["async-runner: " + n for n in r.get("runner_notes", [])]
        cell = "; ".join(why).replace("|", "\\|")
        print(f"| {r['file']} | {r['line']} | {r['gen']} | {r['real']} | {r['ours']} | "
              f"{r['runner'] or '-'} | {cell} |")
    print("\n| file | RUN lines | real pass | async-opt pass (full/hybrid) | fail (of which as real) | unsupported | async-runner pass/run |")
    print("|---|---|---|---|---|---|---|")
    tot = [0] * 9
    for f in dict.fromkeys(r["file"] for r in results):
        rs = [r for r in results if r["file"] == f]
        c = [len(rs), sum(r["real"] == "pass" for r in rs),
             sum(r["ours"] == "pass" for r in rs), sum(r["ours"] == "pass (hybrid)" for r in rs),
             sum(r["ours"].startswith("fail") for r in rs), sum(r["ours"] == "unsupported" for r in rs),
             sum(r["runner"].startswith("pass") for r in rs), sum(bool(r["runner"]) for r in rs),
             sum(r["ours"] == "fail (as real)" for r in rs)]
        tot = [a + b for a, b in zip(tot, c)]
        print(f"| {f} | {c[0]} | {c[1]} | {c[2]}/{c[3]} | {c[4]} ({c[8]}) | {c[5]} | {c[6]}/{c[7]} |")
    print(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]}/{tot[3]} | {tot[4]} ({tot[8]}) | {tot[5]} | {tot[6]}/{tot[7]} |")

main()
PYEOF
