#!/usr/bin/env bash
# Installs the reference tools our tests and benchmarks compare against (Debian, as root).
#
#   /usr/lib/llvm-14/bin/{mlir-opt,mlir-cpu-runner,FileCheck}  LLVM 14: the generation of the seed test
#   /usr/lib/llvm-22/bin/{mlir-opt,mlir-runner}                 LLVM 22: current MLIR syntax
#   /opt/mlir14/usr/lib/llvm-14/{lib,include}                  LLVM 14 runtime libraries and headers
#   hyperfine                                                  for bench/*.sh
#
# The Debian packages libmlir-14 and libmlir-22 cannot be installed side by side, so the
# LLVM 14 libraries are extracted with dpkg -x under /opt/mlir14 rather than installed.
# Running it again does nothing when everything is already present.
set -euo pipefail

need_apt=()
[ -x /usr/lib/llvm-14/bin/mlir-opt ] || need_apt+=(mlir-14-tools)
[ -x /usr/lib/llvm-14/bin/FileCheck ] || need_apt+=(llvm-14-tools)
[ -x /usr/lib/llvm-22/bin/mlir-opt ] || need_apt+=(mlir-22-tools)
command -v hyperfine >/dev/null 2>&1 || need_apt+=(hyperfine)
[ -x /usr/bin/time ] || need_apt+=(time)

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "install-peers: apt-get install ${need_apt[*]}"
  log=$(mktemp)
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
         apt-get install -y -qq --no-install-recommends "${need_apt[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
  fi
  rm -f "$log"
fi

lib14=/opt/mlir14/usr/lib/llvm-14
if [ ! -f "$lib14/lib/libmlir_async_runtime.so.14" ] || [ ! -d "$lib14/include/mlir" ]; then
  echo "install-peers: unpacking libmlir-14 and libmlir-14-dev into /opt/mlir14"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && apt-get download -qq libmlir-14 libmlir-14-dev >/dev/null 2>&1) || {
    apt-get update -qq >/dev/null
    (cd "$tmp" && apt-get download -qq libmlir-14 libmlir-14-dev >/dev/null)
  }
  mkdir -p /opt/mlir14
  for deb in "$tmp"/*.deb; do dpkg -x "$deb" /opt/mlir14; done
fi

for tool in /usr/lib/llvm-14/bin/mlir-opt /usr/lib/llvm-14/bin/FileCheck /usr/lib/llvm-22/bin/mlir-opt; do
  [ -x "$tool" ] || { echo "install-peers: missing $tool" >&2; exit 1; }
done
echo "install-peers: mlir-opt-14, FileCheck-14, mlir-opt-22, hyperfine and /opt/mlir14 are in place"
