#!/usr/bin/env bash
# Shapes the function benchmark has not, async-opt against mlir-opt-22 side by side (both
# print the same bytes, which the script checks): a function of BLOCKS chained blocks through
# `-async-parallel-for` (which canonicalizes every function), a `cf.switch` of CASES cases,
# each case block a constant and a branch to one exit, through `-canonicalize` (the constants
# are hoisted, the case blocks then merge into the exit's edges), and a module of GLOBALS
# `memref.global`s and one function through `-async-parallel-for` (in shards).
#   bench/shapes.sh                         env: ASYNC_OPT, MLIR_OPT_22, RUNS (default 5),
#                                           BLOCKS (default 100000), CASES (default 4000),
#                                           GLOBALS (default 100000)
source "$(dirname "$0")/lib.sh"
MLIR_OPT_22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
[ -x "$MLIR_OPT_22" ] || { echo "$MLIR_OPT_22 missing: run scripts/install-peers.sh" >&2; exit 1; }
blocks=${BLOCKS:-100000} cases=${CASES:-4000} globals=${GLOBALS:-100000}
chain="$WORK/cfg-chain-$blocks.mlir" fan="$WORK/cfg-switch-$cases.mlir" module="$WORK/globals-$globals.mlir"
python3 - "$blocks" "$chain" "$cases" "$fan" "$globals" "$module" <<'PY'
import sys
blocks, chain, cases, fan = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
globals_, module = int(sys.argv[5]), sys.argv[6]
with open(module, "w") as f:
    f.write("module {\n")
    f.writelines(f'memref.global "private" @g{i} : memref<2xf32> = dense<[1.0, 2.0]>\n' for i in range(globals_))
    f.write("func.func @use() -> memref<2xf32> {\n%0 = memref.get_global @g0 : memref<2xf32>\n")
    f.write("return %0 : memref<2xf32>\n}\n}\n")
with open(chain, "w") as f:
    f.write("func.func @f(%a: i32) -> i32 {\ncf.br ^b0\n")
    f.writelines(f"^b{i}:\ncf.br ^b{i + 1}\n" for i in range(blocks))
    f.write(f"^b{blocks}:\nreturn %a : i32\n}}\n")
with open(fan, "w") as f:
    f.write("func.func @f(%a: i32, %i: i32) -> i32 {\ncf.switch %i : i32, [\ndefault: ^exit(%a : i32)")
    f.writelines(f",\n{k}: ^b{k}" for k in range(cases))
    f.write("\n]\n")
    f.writelines(f"^b{k}:\n%c{k} = arith.constant {k} : i32\ncf.br ^exit(%c{k} : i32)\n" for k in range(cases))
    f.write("^exit(%r: i32):\nreturn %r : i32\n}\n")
PY
for job in "chain -async-parallel-for $chain $blocks chained blocks" "switch -canonicalize $fan a cf.switch of $cases cases" \
  "globals -async-parallel-for $module $globals memref.globals"; do
  read -r name pass file what <<<"$job"
  "$ASYNC_OPT" "$file" "$pass" -o "$WORK/cfg-$name-ours.mlir"
  "$MLIR_OPT_22" "$file" "$pass" -o "$WORK/cfg-$name-22.mlir"
  cmp -s "$WORK/cfg-$name-ours.mlir" "$WORK/cfg-$name-22.mlir" || { echo "$name: outputs differ" >&2; exit 1; }
  json="$WORK/cfg-$name.json"
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" --style basic \
    -n async-opt "$ASYNC_OPT $file $pass -o /dev/null" -n mlir-opt-22 "$MLIR_OPT_22 $file $pass -o /dev/null" >&2
  ta=$(median_s "$json" 0); t22=$(median_s "$json" 1)
  echo "### $pass on $what (same output)"
  echo
  echo "| tool | median (s) |"
  echo "|---|---|"
  echo "| async-opt | $ta |"
  echo "| mlir-opt-22 | $t22 |"
  echo
  python3 -c 'import sys; a,b=map(float,sys.argv[1:]); print(f"async-opt / mlir-opt-22: {b/a:.1f}x faster")' "$ta" "$t22"
  echo
done
