//! What the `interp` fuzz target checks: programs that parse and verify run in the
//! interpreter (as written, and lowered by async-to-async-runtime when that succeeds)
//! under a step budget and memory and depth limits, and end in output or a located
//! diagnostic: never a panic inside the interpreter (it reports those as an internal
//! error, which fails the check), a crash or a hang. Depends on `async_opt` and
//! `async_opt_interp` only, so that `cargo test` (crates/interp/tests/fuzz_harness.rs,
//! which includes this file) runs it too.

use async_opt::ir::{Context, Op};
use async_opt::text::{parse_source, Generation, ParseOptions};
use async_opt_interp::{EntryResult, Options};

const NAME: &str = "fuzz.mlir";

/// Entry points worth running: functions without arguments whose result the runner
/// can take (at most three, the first ones in the module).
fn entries(ctx: &Context, module: Op) -> Vec<(String, EntryResult)> {
    let mut out = Vec::new();
    let Some(body) = ctx.entry_block(module, 0) else { return out };
    for op in ctx.block_ops(body) {
        if ctx.op_name_str(op) != "func.func" || ctx.regions(op).first().is_none_or(|&r| ctx.region_is_empty(r)) {
            continue;
        }
        let Some((ins, outs)) = async_opt::dialects::function::function_type_slices(ctx, op) else { continue };
        if !ins.is_empty() {
            continue;
        }
        let result = match outs {
            [] => EntryResult::Void,
            [t] if ctx.is_integer(*t, 32) => EntryResult::I32,
            [t] if ctx.is_integer(*t, 64) => EntryResult::I64,
            _ => continue,
        };
        if let Some(name) = ctx.symbol_name(op) {
            out.push((name.to_string(), result));
        }
        if out.len() == 3 {
            break;
        }
    }
    out
}

fn options(entry: &str, result: EntryResult) -> Options {
    Options {
        entry: entry.to_string(),
        result,
        max_steps: 200_000,
        max_memory: 256 << 20,
        max_call_depth: 5_000,
        deadlock_window: std::time::Duration::from_millis(50),
        ..Default::default()
    }
}

/// Parses, verifies and optionally lowers `src` in a fresh context.
fn prepare(src: &str, lower: bool) -> Option<(Context, Op, Generation)> {
    let mut ctx = Context::new();
    let syntax = async_opt::dialects::register_all(&mut ctx);
    let opts = ParseOptions { filename: NAME.to_string(), allow_unregistered: true, ..ParseOptions::default() };
    let (module, g) = parse_source(&mut ctx, &syntax, src, opts).ok()?;
    ctx.verify(module, Generation::V22).ok()?;
    if lower {
        let info = async_opt::pipeline::lookup("async-to-async-runtime").expect("a registered pass");
        let options = async_opt::pipeline::parse_options(info, "").expect("valid options");
        info.run(&mut ctx, module, &options, g).ok()?;
        ctx.verify(module, Generation::V22).ok()?;
    }
    Some((ctx, module, g))
}

/// Target `interp`.
pub fn interp(data: &[u8]) {
    let Ok(src) = std::str::from_utf8(data) else { return };
    for lower in [false, true] {
        let Some((ctx, module, g)) = prepare(src, lower) else { return };
        for (entry, result) in entries(&ctx, module) {
            let opts = options(&entry, result);
            if let Err(f) = async_opt_interp::run(&ctx, module, &entry, &opts, g, None) {
                let d = &f.diagnostic;
                assert!(
                    !d.message.contains("internal error"),
                    "the interpreter failed inside (lowered: {lower}, entry @{entry}): {}",
                    d.message
                );
                assert!(f.status == 1 || f.status == 134, "unexpected exit status {}", f.status);
            }
        }
    }
}
