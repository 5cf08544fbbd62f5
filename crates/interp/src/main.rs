//! `async-runner`: runs an MLIR async program without LLVM, with mlir-runner's
//! conventions (`FILE -e entry -entry-point-result=void|i32|i64|f32|f64`).

use std::io::Read;
use std::process::ExitCode;

use async_opt::pipeline::{self, PassSpec};
use async_opt_interp::{EntryResult, Options};

const HELP: &str = "\
usage: async-runner [options] FILE|-

Runs an MLIR program (LLVM 14 or current syntax; async dialect at any stage of the
async pipeline) on async-opt's runtime, without LLVM.

  -e NAME                          the entry point (default: main)
  -entry-point-result=KIND         void (default), i32, i64, f32 or f64
  --allow-unregistered-dialect     accept ops of unregistered dialects (generic form)
  -async-to-async-runtime[=\"eliminate-blocking-await-ops=true\"]
  -async-func-to-async-runtime     apply these passes first, in order
  --pass-pipeline=PIPELINE         e.g. builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})
  --check-lowering=PIPELINE        also run the program lowered by PIPELINE and compare output
  --num-workers=N                  worker threads (default: one per core)
  --fifo                           run tasks on a FIFO pool whose blocking awaits occupy their
                                   worker, as upstream's runtime does
  --max-steps=N                    stop after N executed ops (default 10^10)
  --max-memory=BYTES               memory limit (default 4G; K, M, G suffixes)
  --max-call-depth=N               call depth limit (default 100000)
  --stats                          report ops executed, ns per op and frame sizes on stderr
  -O0 -O1 -O2 -O3, -shared-libs=.. accepted and ignored (mlir-runner flags)
  --help, --version

Exit status: 0, 1 on an error (reported as file:line:col: error: ...), 134 when a
cf.assert fails (the runners abort).";

fn fail(msg: &str) -> ExitCode {
    eprintln!("async-runner: {msg}");
    ExitCode::from(1)
}

fn parse_size(s: &str) -> Option<i64> {
    let (num, mul) = match s.as_bytes().last()? {
        b'K' | b'k' => (&s[..s.len() - 1], 1i64 << 10),
        b'M' | b'm' => (&s[..s.len() - 1], 1 << 20),
        b'G' | b'g' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    num.parse::<i64>().ok()?.checked_mul(mul).filter(|&n| n > 0)
}

fn main() -> ExitCode {
    let mut opts = Options::default();
    let mut input: Option<String> = None;
    let mut passes: Vec<PassSpec> = Vec::new();
    let mut pipeline_text: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        // mlir tools take long options after one dash or two.
        let flag = if a.starts_with("--") { &a[1..] } else { a.as_str() };
        let (key, value) = match flag.split_once('=') {
            Some((k, v)) => (k, Some(v.to_string())),
            None => (flag, None),
        };
        let mut value_or_next = |name: &str| -> Result<String, ExitCode> {
            match value.clone().or_else(|| args.next()) {
                Some(v) => Ok(v),
                None => Err(fail(&format!("option '{name}' needs a value"))),
            }
        };
        match key {
            "-h" | "-help" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "-version" => {
                println!("async-runner {}", env!("CARGO_PKG_VERSION"));
                return ExitCode::SUCCESS;
            }
            "-e" => match value_or_next("-e") {
                Ok(v) => opts.entry = v,
                Err(c) => return c,
            },
            "-entry-point-result" => match value_or_next("-entry-point-result") {
                Ok(v) => match EntryResult::parse(&v) {
                    Some(r) => opts.result = r,
                    None => return fail(&format!("-entry-point-result must be void, i32, i64, f32 or f64, not '{v}'")),
                },
                Err(c) => return c,
            },
            "-allow-unregistered-dialect" => opts.allow_unregistered_dialect = true,
            "-fifo" => opts.fifo = true,
            "-stats" => opts.stats = true,
            "-num-workers" => match value_or_next("-num-workers").map(|v| v.parse::<usize>()) {
                Ok(Ok(n)) if n > 0 && n <= 1024 => opts.num_workers = Some(n),
                Ok(_) => return fail("--num-workers must be between 1 and 1024"),
                Err(c) => return c,
            },
            "-max-steps" => match value_or_next("-max-steps").map(|v| v.parse::<u64>()) {
                Ok(Ok(n)) if n > 0 => opts.max_steps = n,
                Ok(_) => return fail("--max-steps must be a positive number"),
                Err(c) => return c,
            },
            "-max-memory" => match value_or_next("-max-memory").map(|v| parse_size(&v)) {
                Ok(Some(n)) => opts.max_memory = n,
                Ok(None) => return fail("--max-memory must be a positive size (e.g. 512M)"),
                Err(c) => return c,
            },
            "-max-call-depth" => match value_or_next("-max-call-depth").map(|v| v.parse::<usize>()) {
                Ok(Ok(n)) if n > 0 => opts.max_call_depth = n,
                Ok(_) => return fail("--max-call-depth must be a positive number"),
                Err(c) => return c,
            },
            "-pass-pipeline" => match value_or_next("-pass-pipeline") {
                Ok(v) => pipeline_text = Some(v),
                Err(c) => return c,
            },
            "-check-lowering" => match value_or_next("-check-lowering") {
                Ok(v) => match pipeline::parse_pipeline(v.trim_matches('"')) {
                    Ok(p) => opts.check_lowering = Some(p),
                    Err(e) => return fail(&format!("invalid --check-lowering pipeline: {e}")),
                },
                Err(c) => return c,
            },
            "-O0" | "-O1" | "-O2" | "-O3" => {}
            "-shared-libs" => {
                if value.is_none() {
                    let _ = args.next();
                }
            }
            _ if pipeline::lookup(&key[1..]).is_some() && key.len() > 1 => {
                let pass = pipeline::lookup(&key[1..]).expect("checked");
                let text = value.unwrap_or_default();
                match pipeline::parse_options(pass, text.trim_matches('"')) {
                    Ok(o) => passes.push(PassSpec { name: pass.name.to_string(), options: o }),
                    Err(e) => return fail(&e),
                }
            }
            _ if a == "-" || !a.starts_with('-') => {
                if let Some(prev) = &input {
                    return fail(&format!("more than one input file: '{prev}' and '{a}'"));
                }
                input = Some(a.clone());
            }
            _ => return fail(&format!("unknown option '{a}' (see --help)")),
        }
    }
    if let Some(text) = pipeline_text {
        if !passes.is_empty() {
            return fail("'--pass-pipeline' cannot be used with individual pass options");
        }
        match pipeline::parse_pipeline(text.trim_matches('"')) {
            Ok(p) => passes = p,
            Err(e) => return fail(&format!("invalid pass pipeline: {e}")),
        }
    }
    opts.passes = passes;
    let Some(input) = input else { return fail("no input file (see --help)") };
    let mut bytes = Vec::new();
    let read = if input == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(&input).map(|b| bytes = b)
    };
    if let Err(e) = read {
        return fail(&format!("cannot read '{input}': {e}"));
    }
    let name = if input == "-" { "<stdin>".to_string() } else { input.clone() };
    let src = match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => return fail(&format!("'{name}' is not UTF-8 (byte {})", e.utf8_error().valid_up_to())),
    };
    if !opts.fifo {
        async_opt_interp::configure_workers(opts.num_workers);
    }
    let stream = opts.check_lowering.is_none();
    let sink: Option<Box<dyn std::io::Write + Send>> = if stream { Some(Box::new(std::io::stdout())) } else { None };
    let report = async_opt_interp::run_source(&name, &src, &opts, sink);
    {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(&report.stdout);
        let _ = out.flush();
    }
    if !report.diagnostics.is_empty() {
        eprint!("{}", report.diagnostics);
    }
    // The runners' statuses: 0, 1, or 134 after an abort.
    ExitCode::from(report.status.clamp(0, 255) as u8)
}
