// mlir-opt-22's other debugging flags (LLVM 22 syntax): --dump-pass-pipeline (the pipeline
// on stderr before it runs, every option spelled out), --help listing every pass with its
// options, and unknown options refused with the nearest known one.

func.func @f() {
  return
}

// DUMP:      Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   async-func-to-async-runtime
// DUMP-NEXT: )
// DUMP-EMPTY:

// EMPTY:      Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT: )

// OURS:      Pass Manager with 2 passes:
// OURS-NEXT: builtin.module(
// OURS-NEXT:   async-to-async-runtime{eliminate-blocking-await-ops=true warn-public-signature-change=true},
// OURS-NEXT:   view-coro-cfg{format=dot function=f output-file=}
// OURS-NEXT: )

// UNKNOWN:      : Unknown command line argument '-mlir-print-ir-afterall'.  Try: '{{.*}} --help'
// UNKNOWN-NEXT: : Did you mean '--mlir-print-ir-after-all'?

// BOOL: : for the --mlir-print-ir-after-all option: 'maybe' is invalid value for boolean argument! Try 0 or 1

// PASS: : for the --mlir-print-ir-before option: Cannot find option named 'no-such-pass'!

// HELP-DAG: --mlir-print-ir-before
// HELP-DAG: --mlir-print-ir-after-all
// HELP-DAG: --mlir-print-ir-after-change
// HELP-DAG: --mlir-print-ir-after-failure
// HELP-DAG: --mlir-print-op-on-diagnostic
// HELP-DAG: --mlir-pass-statistics
// HELP-DAG: --mlir-print-local-scope
// HELP-DAG: --mlir-elide-elementsattrs-if-larger
// HELP-DAG: --mlir-print-assume-verified
// HELP-DAG: --verify-each
// HELP-DAG: --dump-pass-pipeline
// HELP-DAG: -view-async-graph
// HELP-DAG: -view-coro-cfg
// HELP-DAG: output-file=<string>
// HELP-DAG: format=<dot|svg>
// HELP-DAG: -async-to-async-runtime
// HELP-DAG: eliminate-blocking-await-ops=<bool>
