// The instrumentation of a nested pipeline (LLVM 22 syntax), against mlir-opt-22 under
// --mlir-disable-threading (its threads interleave the functions' dumps at random): each
// pass of `func.func(...)` dumps each function on its own, all of one function's passes
// before the next function's; the module's passes dump the module.
// Only the named pass, only when it changed something:
// --dump-pass-pipeline: the nested pipeline indented, one pass of the three (the pipeline
// then fails: reference counting before the lowering).
// --mlir-timing: the nested passes under `'func.func' Pipeline`.
// --mlir-pass-statistics (mlir-opt's release build counts nothing, so prints no pass):
// the reference-counting passes have no counters, listed under their pipeline.
// A nested pass that fails dumps its function as the output prints (mlir-opt-22 prints
// the generic form only for IR that does not verify; LLVM 14 always does).

// FAILED:      error: async operations must be lowered to async runtime operations
// FAILED:      note: see current operation: "async.yield"() : () -> ()
