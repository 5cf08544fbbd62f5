//! What the command lines of `async-opt` and `async-runner` share: MLIR tools' long
//! options after one dash, one flag per registered pass, and `--pass-pipeline`.

use clap::{Arg, ArgAction, ArgMatches, Command};

use crate::pipeline::{self, PassSpec};

/// MLIR tools take long options after a single dash (`-split-input-file`); clap wants two.
/// Short options (`-o FILE`, `-e NAME`) stay as they are.
pub fn normalize(args: impl Iterator<Item = String>) -> Vec<String> {
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

/// An on/off flag.
pub fn flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name).long(name).action(ArgAction::SetTrue).help(help)
}

/// `cmd` with `--pass-pipeline` and a flag for each registered pass
/// (`-async-to-async-runtime[="eliminate-blocking-await-ops=true"]`).
pub fn with_pass_flags(mut cmd: Command) -> Command {
    cmd = cmd.arg(
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
                .help(if p.options.is_empty() {
                    p.summary.to_string()
                } else {
                    let options: Vec<String> = p.options.iter().map(|(n, d)| format!("{n}={d}")).collect();
                    format!("{} (options: {})", p.summary, options.join(", "))
                }),
        );
    }
    cmd
}

/// The passes the command line asks for: the pass flags in the order given, or the
/// `--pass-pipeline` (not both, as mlir-opt says).
pub fn passes(m: &ArgMatches) -> Result<Vec<PassSpec>, String> {
    let mut flagged: Vec<(usize, PassSpec)> = Vec::new();
    for p in pipeline::registry() {
        if let (Some(vals), Some(idx)) = (m.get_many::<String>(p.name), m.indices_of(p.name)) {
            for (v, i) in vals.zip(idx) {
                let options = pipeline::parse_options(p, v.trim_matches('"'))?;
                flagged.push((i, PassSpec::new(p.name, options)));
            }
        }
    }
    flagged.sort_by_key(|(i, _)| *i);
    let Some(text) = m.get_one::<String>("pass-pipeline") else {
        return Ok(flagged.into_iter().map(|(_, s)| s).collect());
    };
    if !flagged.is_empty() {
        return Err("'--pass-pipeline' cannot be used with individual pass options".into());
    }
    pipeline::parse_pipeline(text.trim_matches('"')).map_err(|e| format!("invalid pass pipeline: {e}"))
}
