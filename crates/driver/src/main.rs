//! `async-opt`: an mlir-opt compatible command line over the async-opt library.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Arg, ArgAction, Command};

use async_opt::pipeline::{self, PassSpec};
use async_opt::text::Generation;
use async_opt::Options;

fn command() -> Command {
    let mut cmd =
        Command::new("async-opt")
            .version(env!("CARGO_PKG_VERSION"))
            .about("MLIR async dialect lowering (async-to-async-runtime), an mlir-opt compatible driver")
            .arg(Arg::new("input").default_value("-").help("Input file, or - for standard input"))
            .arg(
                Arg::new("output")
                    .short('o')
                    .value_name("FILE")
                    .default_value("-")
                    .help("Output file (written only on success)"),
            )
            .arg(flag("split-input-file", "Split the input at '// -----' lines and process each chunk separately"))
            .arg(flag("verify-diagnostics", "Check diagnostics against expected-* comments in the input"))
            .arg(flag("allow-unregistered-dialect", "Accept operations of unregistered dialects (generic form)"))
            .arg(flag("mlir-print-op-generic", "Print every operation in the generic form"))
            .arg(flag("mlir-print-debuginfo", "Print locations"))
            .arg(flag("mlir-timing", "Report the wall time of each phase on stderr"))
            .arg(flag(
                "mlir-disable-threading",
                "Run a large module whole on one thread instead of in shards on every core",
            ))
            .arg(
                Arg::new("compat").long("compat").value_name("14|22").value_parser(["14", "22", "13"]).help(
                    "Output syntax generation: 14 (LLVM 14 mlir-opt) or 22 (current MLIR); default: as the input",
                ),
            )
            .arg(
                Arg::new("pass-pipeline")
                    .long("pass-pipeline")
                    .value_name("PIPELINE")
                    .help("e.g. builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})"),
            );
    for p in pipeline::registry() {
        cmd = cmd.arg(
            Arg::new(p.name)
                .long(p.name)
                .value_name("OPTIONS")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(ArgAction::Append)
                .help(format!(
                    "{} (options: {})",
                    p.summary,
                    p.options.iter().map(|(n, d)| format!("{n}={d}")).collect::<Vec<_>>().join(", ")
                )),
        );
    }
    cmd
}

fn flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name).long(name).action(ArgAction::SetTrue).help(help)
}

/// mlir-opt takes long options after a single dash (`-split-input-file`); clap wants two.
fn normalize(args: impl Iterator<Item = String>) -> Vec<String> {
    args.enumerate()
        .map(|(i, a)| {
            let long_single =
                i > 0 && a.starts_with('-') && !a.starts_with("--") && a.len() > 2 && !a.starts_with("-o");
            if long_single {
                format!("-{a}")
            } else {
                a
            }
        })
        .collect()
}

fn main() -> ExitCode {
    let m = match command().try_get_matches_from(normalize(std::env::args())) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(1) } else { ExitCode::SUCCESS };
        }
    };
    let input = m.get_one::<String>("input").expect("defaulted").clone();
    let output = m.get_one::<String>("output").expect("defaulted").clone();

    let mut passes: Vec<(usize, PassSpec)> = Vec::new();
    for p in pipeline::registry() {
        if let (Some(vals), Some(idx)) = (m.get_many::<String>(p.name), m.indices_of(p.name)) {
            for (v, i) in vals.zip(idx) {
                match pipeline::parse_options(p, v.trim_matches('"')) {
                    Ok(o) => passes.push((i, PassSpec::new(p.name, o))),
                    Err(e) => return fail(&format!("async-opt: {e}")),
                }
            }
        }
    }
    passes.sort_by_key(|(i, _)| *i);
    let mut passes: Vec<PassSpec> = passes.into_iter().map(|(_, s)| s).collect();
    if let Some(text) = m.get_one::<String>("pass-pipeline") {
        if !passes.is_empty() {
            return fail("async-opt: '--pass-pipeline' cannot be used with individual pass options");
        }
        match pipeline::parse_pipeline(text) {
            Ok(p) => passes = p,
            Err(e) => return fail(&format!("async-opt: invalid pass pipeline: {e}")),
        }
    }
    let opts = Options {
        split_input_file: m.get_flag("split-input-file"),
        verify_diagnostics: m.get_flag("verify-diagnostics"),
        allow_unregistered_dialect: m.get_flag("allow-unregistered-dialect"),
        print_op_generic: m.get_flag("mlir-print-op-generic"),
        print_debuginfo: m.get_flag("mlir-print-debuginfo"),
        compat: m.get_one::<String>("compat").map(|c| match c.as_str() {
            "22" => Generation::V22,
            "13" => Generation::Seed,
            _ => Generation::V14,
        }),
        passes,
        timing: m.get_flag("mlir-timing"),
        skip_free: true,
        disable_threading: m.get_flag("mlir-disable-threading"),
    };

    let (name, src) = match read_input(&input) {
        Ok(x) => x,
        Err(e) => return fail(&format!("async-opt: cannot read '{input}': {e}")),
    };
    // Print straight into the destination; an output file is written beside its final
    // name and renamed into place only when the whole run succeeded.
    // Device files such as /dev/null are written directly.
    let direct = output == "-" || std::fs::metadata(&output).is_ok_and(|m| !m.is_file());
    let tmp = format!("{output}.async-opt-tmp");
    let status = if opts.split_input_file && direct {
        // Chunks are printed as each finishes; hold their text so a run with a failed chunk
        // writes nothing (an output file goes through the temporary file instead).
        let mut buf = Vec::new();
        let mut status = async_opt::run_to(&name, &src, &opts, &mut buf);
        if status.success {
            let written = if output == "-" {
                std::io::stdout().lock().write_all(&buf)
            } else {
                std::fs::OpenOptions::new().write(true).open(&output).and_then(|mut f| f.write_all(&buf))
            };
            if let Err(e) = written {
                status.diagnostics.push_str(&format!("async-opt: cannot write '{output}': {e}\n"));
                status.success = false;
            }
        }
        status
    } else if output == "-" {
        let mut w = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        async_opt::run_to(&name, &src, &opts, &mut w)
    } else {
        let file = match std::fs::File::create(if direct { &output } else { &tmp }) {
            Ok(f) => f,
            Err(e) => return fail(&format!("async-opt: cannot write '{output}': {e}")),
        };
        let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
        async_opt::run_to(&name, &src, &opts, &mut w)
    };
    if !status.diagnostics.is_empty() {
        let _ = std::io::stderr().write_all(status.diagnostics.as_bytes());
    }
    if opts.timing {
        print_timings(&status.timings);
    }
    if !direct {
        if !status.success {
            let _ = std::fs::remove_file(&tmp);
        } else if let Err(e) = std::fs::rename(&tmp, &output) {
            let _ = std::fs::remove_file(&tmp);
            return fail(&format!("async-opt: cannot write '{output}': {e}"));
        }
    }
    if status.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// A phase report in the spirit of mlir-opt's `--mlir-timing`.
fn print_timings(phases: &[(String, std::time::Duration)]) {
    let total: f64 = phases.iter().map(|(_, d)| d.as_secs_f64()).sum();
    eprintln!("===-------------------------------------------------------------------------===");
    eprintln!("                         ... Execution time report ...");
    eprintln!("===-------------------------------------------------------------------------===");
    eprintln!("  Total Execution Time: {total:.4} seconds\n");
    eprintln!("  ----Wall Time----  ----Name----");
    for (name, d) in phases {
        let s = d.as_secs_f64();
        eprintln!("  {s:8.4} ({:5.1}%)  {name}", if total > 0.0 { 100.0 * s / total } else { 0.0 });
    }
    eprintln!("  {total:8.4} (100.0%)  Total");
}

fn read_input(input: &str) -> std::io::Result<(String, String)> {
    let mut bytes = Vec::new();
    if input == "-" {
        std::io::stdin().read_to_end(&mut bytes)?;
    } else {
        bytes = std::fs::read(input)?;
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("input is not UTF-8 (byte {})", e.utf8_error().valid_up_to()),
        )
    })?;
    let name = if input == "-" { "<stdin>".to_string() } else { input.to_string() };
    Ok((name, text))
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("{msg}");
    ExitCode::from(1)
}
