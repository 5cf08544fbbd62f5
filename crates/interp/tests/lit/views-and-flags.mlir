// async-runner shares async-opt's command line (driver::cli): the view passes draw the
// graph of the IR they see (on stderr, or into output-file) and the program still runs;
// booleans take LLVM's =true/=false/=1/=0, and nothing else.
// RUN: async-runner %s -e entry -view-async-graph 2>&1 >/dev/null | FileCheck %s --check-prefix=GRAPH
// RUN: async-runner %s -e entry -view-async-graph 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: async-runner %s -e entry -async-to-async-runtime "-view-coro-cfg=output-file=%t.dot" --fifo=false | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=CFG < %t.dot
// RUN: async-runner %s -e entry --stats=0 -allow-unregistered-dialect=1 2>&1 | FileCheck %s --check-prefix=OUT --implicit-check-not=ops
// RUN: not async-runner %s -e entry --fifo=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not async-runner %s -e entry "-view-coro-cfg=format=png" 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: async-runner --help | FileCheck %s --check-prefix=HELP
// GRAPH: digraph "async" {
// GRAPH: label="async.execute  views-and-flags.mlir:[[# @LINE + 18]]"
// OUT: {{^}}42{{$}}
// CFG: digraph "cfg" {
// CFG: async_execute_fn
// CFG: suspend
// BOOL: error: invalid value 'maybe' for '--fifo[=<BOOL>]'
// BADOPT: async-runner: invalid value 'png' for option 'format' of pass 'view-coro-cfg' (one of: dot, svg)
// HELP: Passes (as -NAME
// HELP: -view-async-graph
// HELP: output-file=<string>
// HELP: -view-coro-cfg
// HELP: Exit status:

func.func private @printI64(i64)
func.func private @printNewline()

func.func @entry() {
  %c = arith.constant 42 : i64
  %t, %v = async.execute -> !async.value<i64> {
    async.yield %c : i64
  }
  %r = async.await %v : !async.value<i64>
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
