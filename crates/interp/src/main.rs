//! `async-runner`: runs an MLIR async program without LLVM, with mlir-runner's
//! conventions (`FILE -e entry -entry-point-result=void|i32|i64|f32|f64`).

use std::io::Read;
use std::process::ExitCode;

use clap::{Arg, ArgAction, Command};

use async_opt::cli::{self, flag};
use async_opt::pipeline;
use async_opt_interp::{EntryResult, Options};

fn fail(msg: &str) -> ExitCode {
    eprintln!("async-runner: {msg}");
    ExitCode::from(1)
}

/// `512M`, `4G`, `65536`: a positive byte count.
fn parse_size(s: &str) -> Option<i64> {
    let (num, mul) = match s.as_bytes().last()? {
        b'K' | b'k' => (&s[..s.len() - 1], 1i64 << 10),
        b'M' | b'm' => (&s[..s.len() - 1], 1 << 20),
        b'G' | b'g' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    num.parse::<i64>().ok()?.checked_mul(mul).filter(|&n| n > 0)
}

fn command() -> Command {
    let positive = |v: &str| v.parse::<u64>().ok().filter(|&n| n > 0).ok_or("must be a positive number");
    let cmd = Command::new("async-runner")
        .version(env!("CARGO_PKG_VERSION"))
        .about(
            "Runs an MLIR program (LLVM 14 or current syntax; async dialect at any stage of the async \
             pipeline) on async-opt's runtime, without LLVM",
        )
        .after_help(format!(
            "{}\nExit status: 0, 1 on an error (reported as file:line:col: error: ...), 134 when a cf.assert \
             fails (the runners abort).",
            cli::pass_help()
        ))
        .arg(Arg::new("input").help("Input file, or - for standard input"))
        .arg(Arg::new("e").short('e').value_name("NAME").default_value("main").help("The entry point"))
        .arg(
            Arg::new("entry-point-result")
                .long("entry-point-result")
                .value_name("KIND")
                .default_value("void")
                .value_parser(|v: &str| {
                    EntryResult::parse(v).ok_or(format!("must be void, i32, i64, f32 or f64, not '{v}'"))
                })
                .help("What the entry point returns: void, i32, i64, f32 or f64"),
        )
        .arg(flag("allow-unregistered-dialect", "Accept ops of unregistered dialects (generic form)"))
        .arg(
            Arg::new("check-lowering")
                .long("check-lowering")
                .value_name("PIPELINE")
                .help("Also run the program lowered by PIPELINE and compare the outputs"),
        )
        .arg(
            Arg::new("num-workers")
                .long("num-workers")
                .value_name("N")
                .value_parser(|v: &str| {
                    v.parse::<usize>().ok().filter(|n| (1..=1024).contains(n)).ok_or("must be between 1 and 1024")
                })
                .help("Worker threads (default: one per core)"),
        )
        .arg(flag(
            "fifo",
            "Run tasks on a FIFO pool whose blocking awaits occupy their worker, as upstream's runtime does",
        ))
        .arg(
            Arg::new("max-steps")
                .long("max-steps")
                .value_name("N")
                .value_parser(positive)
                .help("Stop after N executed ops (default 10^10)"),
        )
        .arg(
            Arg::new("max-memory")
                .long("max-memory")
                .value_name("BYTES")
                .value_parser(|v: &str| parse_size(v).ok_or("must be a positive size (e.g. 512M)"))
                .help("Memory limit (default 4G; K, M, G suffixes)"),
        )
        .arg(
            Arg::new("max-call-depth")
                .long("max-call-depth")
                .value_name("N")
                .value_parser(positive)
                .help("Call depth limit (default 100000)"),
        )
        .arg(flag("stats", "Report ops executed, ns per op and frame sizes on stderr"))
        .arg(flag("mlir-timing", "Report the time of parsing, verification, each pass and the run on stderr"))
        .arg(
            Arg::new("mlir-timing-display")
                .long("mlir-timing-display")
                .value_name("tree|list")
                .value_parser(["tree", "list"])
                .help("How to show timing: nested (tree, default) or summed per name (list)"),
        )
        .arg(
            Arg::new("shared-libs")
                .long("shared-libs")
                .value_name("LIBS")
                .action(ArgAction::Append)
                .help("Accepted and ignored (mlir-runner's flag: the runtime and runner utils are built in)"),
        );
    cli::with_pass_flags(cmd)
}

fn main() -> ExitCode {
    // mlir-runner's optimization levels mean nothing to an interpreter.
    let args = std::env::args().filter(|a| !matches!(a.as_str(), "-O0" | "-O1" | "-O2" | "-O3"));
    let m = match command().try_get_matches_from(cli::normalize(args)) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(1) } else { ExitCode::SUCCESS };
        }
    };
    let defaults = Options::default();
    let mut opts = Options {
        entry: m.get_one::<String>("e").expect("defaulted").clone(),
        result: *m.get_one::<EntryResult>("entry-point-result").expect("defaulted"),
        allow_unregistered_dialect: cli::get_flag(&m, "allow-unregistered-dialect", false),
        num_workers: m.get_one::<usize>("num-workers").copied(),
        fifo: cli::get_flag(&m, "fifo", false),
        max_steps: m.get_one::<u64>("max-steps").copied().unwrap_or(defaults.max_steps),
        max_memory: m.get_one::<i64>("max-memory").copied().unwrap_or(defaults.max_memory),
        max_call_depth: m
            .get_one::<u64>("max-call-depth")
            .map_or(defaults.max_call_depth, |&n| usize::try_from(n).unwrap_or(usize::MAX)),
        stats: cli::get_flag(&m, "stats", false),
        timing: cli::get_flag(&m, "mlir-timing", false),
        ..defaults
    };
    if let Some(text) = m.get_one::<String>("check-lowering") {
        match pipeline::parse_pipeline(text.trim_matches('"')) {
            Ok(p) => opts.check_lowering = Some(p),
            Err(e) => return fail(&format!("invalid --check-lowering pipeline: {e}")),
        }
    }
    match cli::passes(&m) {
        Ok(p) => opts.passes = p,
        Err(e) => return fail(&e),
    }
    let Some(input) = m.get_one::<String>("input").cloned() else { return fail("no input file (see --help)") };
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
    if opts.timing {
        let display = match m.get_one::<String>("mlir-timing-display").map(String::as_str) {
            Some("list") => async_opt::TimingDisplay::List,
            _ => async_opt::TimingDisplay::Tree,
        };
        eprint!("{}", async_opt::timing::report(&report.timings, display));
    }
    // The view passes' graph files (there only when the passes succeeded).
    for (path, bytes) in &report.files {
        if let Err(e) = std::fs::write(path, bytes) {
            return fail(&format!("cannot write '{path}': {e}"));
        }
    }
    // The runners' statuses: 0, 1, or 134 after an abort.
    ExitCode::from(report.status.clamp(0, 255) as u8)
}
