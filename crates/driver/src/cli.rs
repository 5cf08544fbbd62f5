//! The command line as mlir-opt reads it: long options after one dash or two, booleans
//! that take `=true`/`=false`/`=1`/`=0`, lists separated by commas, one flag per pass
//! (`-async-to-async-runtime=eliminate-blocking-await-ops=true`), and for an option it does
//! not know, mlir-opt's error naming the nearest one. `--help` lists every pass with its
//! options. `async-runner` shares the pass flags ([`with_pass_flags`], [`passes`]).

use clap::{Arg, ArgAction, ArgMatches, Command};

use crate::pipeline::{self, OptionKind, PassSpec};
use crate::{IrPrinting, Options, StatisticsDisplay, TimingDisplay};
use async_opt_text::Generation;

/// What the command line asks for.
pub enum Parsed {
    /// Run on `input`, print to `output`.
    Run {
        /// The input file, or `-`.
        input: String,
        /// The output file, or `-`.
        output: String,
        /// What to do.
        options: Box<Options>,
        /// How to lay out `--mlir-timing`'s report.
        timing_display: TimingDisplay,
    },
    /// Print this (`--help`, `--version`) and stop.
    Print(String),
}

/// The boolean flags: name, help, and the LLVM 14 spelling, if it had another one.
const FLAGS: &[(&str, &str, Option<&str>)] = &[
    ("split-input-file", "Split the input at '// -----' lines and process each chunk separately", None),
    ("verify-diagnostics", "Check diagnostics against expected-* comments in the input", None),
    ("allow-unregistered-dialect", "Accept operations of unregistered dialects (generic form)", None),
    ("mlir-print-op-generic", "Print every operation in the generic form", None),
    ("mlir-print-debuginfo", "Print locations", None),
    ("mlir-print-local-scope", "Print without aliases: attributes, types and locations where they are used", None),
    ("mlir-print-assume-verified", "Print custom forms without verifying the IR first", None),
    (
        "mlir-print-op-on-diagnostic",
        "Attach the operation a diagnostic is emitted on as a note (default true; off under -verify-diagnostics)",
        None,
    ),
    ("mlir-print-ir-before-all", "Print the IR before each pass", Some("print-ir-before-all")),
    ("mlir-print-ir-after-all", "Print the IR after each pass", Some("print-ir-after-all")),
    (
        "mlir-print-ir-after-change",
        "When printing the IR after a pass, only print if the pass changed it",
        Some("print-ir-after-change"),
    ),
    (
        "mlir-print-ir-after-failure",
        "Print the IR after a pass only if it failed, as it was when it failed",
        Some("print-ir-after-failure"),
    ),
    ("mlir-pass-statistics", "Print the counters of each pass", Some("pass-statistics")),
    ("verify-each", "Verify the IR after each pass (default true)", None),
    ("dump-pass-pipeline", "Print the pass pipeline before running it", None),
    ("mlir-timing", "Report the time of each phase on stderr", None),
    ("mlir-disable-threading", "Run on one thread (a large module's shards one after the other)", None),
];

/// Options with a value: name, value name, help, LLVM 14 spelling.
const VALUED: &[(&str, &str, &str, Option<&str>)] = &[
    (
        "compat",
        "14|22",
        "Output syntax generation: 14 (LLVM 14 mlir-opt) or 22 (current MLIR); default: as the input",
        None,
    ),
    ("mlir-print-ir-before", "PASS[,PASS...]", "Print the IR before these passes", Some("print-ir-before")),
    ("mlir-print-ir-after", "PASS[,PASS...]", "Print the IR after these passes", Some("print-ir-after")),
    (
        "mlir-pass-statistics-display",
        "list|pipeline",
        "How to show pass statistics: summed per pass (list, default) or per pass of the pipeline",
        Some("pass-statistics-display"),
    ),
    ("mlir-timing-display", "tree|list", "How to show timing: nested (tree, default) or summed per name (list)", None),
    (
        "mlir-elide-elementsattrs-if-larger",
        "N",
        "Print dense elements attributes of more than N elements as a placeholder",
        None,
    ),
];

fn command() -> Command {
    let mut cmd = Command::new("async-opt")
        .version(env!("CARGO_PKG_VERSION"))
        .about("MLIR async dialect lowering (async-to-async-runtime), an mlir-opt compatible driver")
        .disable_help_flag(true)
        .arg(Arg::new("input").default_value("-").help("Input file, or - for standard input"))
        .arg(
            Arg::new("output")
                .short('o')
                .value_name("FILE")
                .default_value("-")
                .help("Output file (written only on success)"),
        )
        .arg(Arg::new("help").long("help").short('h').action(ArgAction::SetTrue).help("Print help"));
    for &(name, help, old) in FLAGS {
        let mut arg = flag(name, help);
        if let Some(old) = old {
            arg = arg.alias(old);
        }
        cmd = cmd.arg(arg);
    }
    for &(name, value, help, old) in VALUED {
        let mut arg = Arg::new(name).long(name).value_name(value).action(ArgAction::Append).help(help);
        if let Some(old) = old {
            arg = arg.alias(old);
        }
        cmd = cmd.arg(arg);
    }
    with_pass_flags(cmd).after_help(pass_help())
}

/// The spellings of a boolean's value that LLVM's command line takes.
const BOOL_VALUES: [&str; 8] = ["true", "false", "1", "0", "TRUE", "FALSE", "True", "False"];

/// A boolean option as LLVM's command line reads it: `-NAME` alone is true, and it takes
/// `=true`/`=false`/`=1`/`=0`; the last one given wins ([`get_flag`]). Both binaries'.
pub fn flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name)
        .long(name)
        .num_args(0..=1)
        .require_equals(true)
        .default_missing_value("true")
        .action(ArgAction::Append)
        .value_name("BOOL")
        .value_parser(BOOL_VALUES)
        .hide_possible_values(true)
        .help(help)
}

/// The value of a [`flag`]: the last one given, or `default`.
pub fn get_flag(m: &ArgMatches, name: &str, default: bool) -> bool {
    m.get_many::<String>(name)
        .and_then(|v| v.last())
        .map_or(default, |v| matches!(v.as_str(), "true" | "1" | "TRUE" | "True"))
}

/// `cmd` with `--pass-pipeline` and a flag for each registered pass
/// (`-async-to-async-runtime[="eliminate-blocking-await-ops=true"]`), listed by
/// [`pass_help`] rather than among the options.
pub fn with_pass_flags(mut cmd: Command) -> Command {
    cmd = cmd.arg(
        Arg::new("pass-pipeline")
            .long("pass-pipeline")
            .value_name("PIPELINE")
            .action(ArgAction::Append)
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
                .hide(true)
                .help(p.summary),
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
    let Some(text) = m.get_many::<String>("pass-pipeline").and_then(|v| v.last()) else {
        return Ok(flagged.into_iter().map(|(_, s)| s).collect());
    };
    if !flagged.is_empty() {
        return Err("'--pass-pipeline' cannot be used with individual pass options".into());
    }
    pipeline::parse_pipeline(text.trim_matches('"')).map_err(|e| format!("invalid pass pipeline: {e}"))
}

/// The passes and their options, for `--help` (after the options).
pub fn pass_help() -> String {
    let mut s = String::from("Passes (as -NAME[=\"OPTION=VALUE ...\"], or in --pass-pipeline):\n");
    for p in pipeline::registry() {
        s.push_str(&format!("  -{:<32} {}\n", p.name, p.summary));
        for o in p.options {
            let kind = match o.kind {
                OptionKind::Bool => "bool".to_string(),
                OptionKind::String => "string".to_string(),
                OptionKind::Int => "int".to_string(),
                OptionKind::Enum(words) => words.join("|"),
            };
            let default = if o.default.is_empty() { String::new() } else { format!(" (default: {})", o.default) };
            s.push_str(&format!("      {:<30} {}{default}\n", format!("{}=<{kind}>", o.name), o.help));
        }
    }
    s
}

/// Every long option name the command line knows, for suggestions.
fn known_names() -> Vec<String> {
    let mut names: Vec<String> = ["help", "version"].iter().map(|s| s.to_string()).collect();
    names.extend(FLAGS.iter().flat_map(|(n, _, old)| std::iter::once(*n).chain(*old)).map(String::from));
    names.extend(VALUED.iter().flat_map(|(n, _, _, old)| std::iter::once(*n).chain(*old)).map(String::from));
    names.push("pass-pipeline".to_string());
    names.extend(pipeline::registry().iter().map(|p| p.name.to_string()));
    names
}

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

/// Reads the command line (`args[0]` is the program).
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let program = args.first().map_or("async-opt", String::as_str);
    let normalized = normalize(args.iter().cloned());
    check_names(program, args, &normalized)?;
    let m = match command().try_get_matches_from(&normalized) {
        Ok(m) => m,
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion => {
            return Ok(Parsed::Print(e.render().to_string()))
        }
        Err(e) => return Err(e.render().to_string()),
    };
    if m.get_flag("help") {
        return Ok(Parsed::Print(command().render_help().to_string()));
    }
    let last = |name: &str| m.get_many::<String>(name).and_then(|v| v.last().cloned());
    let flag = |name: &str, default: bool| get_flag(&m, name, default);

    let passes = passes(&m).map_err(|e| format!("async-opt: {e}\n"))?;
    let pass_list = |option: &str| -> Result<Vec<String>, String> {
        let mut names = Vec::new();
        for v in m.get_many::<String>(option).into_iter().flatten() {
            for name in v.split(',').filter(|n| !n.is_empty()) {
                if pipeline::lookup(name).is_none() {
                    return Err(format!("async-opt: for the --{option} option: Cannot find option named '{name}'!\n"));
                }
                names.push(name.to_string());
            }
        }
        Ok(names)
    };
    let one_of = |option: &str, words: &[&str]| -> Result<Option<String>, String> {
        match last(option) {
            Some(v) if !words.contains(&v.as_str()) => {
                Err(format!("async-opt: for the --{option} option: Cannot find option named '{v}'!\n"))
            }
            v => Ok(v),
        }
    };
    let statistics_display = match one_of("mlir-pass-statistics-display", &["list", "pipeline"])?.as_deref() {
        Some("pipeline") => StatisticsDisplay::Pipeline,
        _ => StatisticsDisplay::List,
    };
    let timing_display = match one_of("mlir-timing-display", &["tree", "list"])?.as_deref() {
        Some("list") => TimingDisplay::List,
        _ => TimingDisplay::Tree,
    };
    let compat = match one_of("compat", &["14", "22", "13"])?.as_deref() {
        Some("22") => Some(Generation::V22),
        Some("13") => Some(Generation::Seed),
        Some(_) => Some(Generation::V14),
        None => None,
    };
    let elide = match last("mlir-elide-elementsattrs-if-larger") {
        Some(v) => Some(v.parse::<u64>().map_err(|_| {
            format!("async-opt: for the --mlir-elide-elementsattrs-if-larger option: '{v}' value invalid for uint argument!\n")
        })?),
        None => None,
    };
    let options = Options {
        split_input_file: flag("split-input-file", false),
        verify_diagnostics: flag("verify-diagnostics", false),
        allow_unregistered_dialect: flag("allow-unregistered-dialect", false),
        print_op_generic: flag("mlir-print-op-generic", false),
        print_debuginfo: flag("mlir-print-debuginfo", false),
        local_scope: flag("mlir-print-local-scope", false),
        elide_elements_if_larger: elide,
        assume_verified: flag("mlir-print-assume-verified", false),
        print_op_on_diagnostic: flag("mlir-print-op-on-diagnostic", true),
        compat,
        passes,
        verify_each: flag("verify-each", true),
        print_ir: IrPrinting {
            before_all: flag("mlir-print-ir-before-all", false),
            after_all: flag("mlir-print-ir-after-all", false),
            before: pass_list("mlir-print-ir-before")?,
            after: pass_list("mlir-print-ir-after")?,
            after_change: flag("mlir-print-ir-after-change", false),
            after_failure: flag("mlir-print-ir-after-failure", false),
        },
        statistics: flag("mlir-pass-statistics", false).then_some(statistics_display),
        dump_pass_pipeline: flag("dump-pass-pipeline", false),
        timing: flag("mlir-timing", false),
        skip_free: true,
        disable_threading: flag("mlir-disable-threading", false),
        input_bytes: None,
    };
    let input = m.get_one::<String>("input").expect("defaulted").clone();
    let output = m.get_one::<String>("output").expect("defaulted").clone();
    Ok(Parsed::Run { input, output, options: Box::new(options), timing_display })
}

/// Rejects, as mlir-opt does, an option it does not know (with the nearest one it does)
/// and a boolean with a value that is not one.
fn check_names(program: &str, args: &[String], normalized: &[String]) -> Result<(), String> {
    let known = known_names();
    let takes_value = |n: &str| n == "o" || VALUED.iter().any(|(v, _, _, old)| *v == n || *old == Some(n));
    let is_flag = |n: &str| FLAGS.iter().any(|(f, _, old)| *f == n || *old == Some(n));
    let mut i = 1;
    while i < normalized.len() {
        let arg = &normalized[i];
        i += 1;
        let Some(body) = arg.strip_prefix("--") else {
            // `-o FILE` (or `-oFILE`), a positional argument, or `-` for standard input.
            if arg == "-o" {
                i += 1;
            }
            continue;
        };
        if body.is_empty() {
            break;
        }
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        if name == "version" || name == "help" {
            continue;
        }
        if !known.iter().any(|k| k == name) {
            let given = &args[i - 1];
            let nearest = nearest(name, &known);
            let value = value.map(|v| format!("={v}")).unwrap_or_default();
            return Err(format!(
                "async-opt: Unknown command line argument '{given}'.  Try: '{program} --help'\nasync-opt: Did you mean '--{nearest}{value}'?\n"
            ));
        }
        if is_flag(name) {
            if let Some(v) = value.filter(|v| !BOOL_VALUES.contains(v)) {
                return Err(format!(
                    "async-opt: for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1\n"
                ));
            }
        } else if takes_value(name) && value.is_none() {
            i += 1;
        }
    }
    Ok(())
}

/// The known name closest to `name` by edit distance (the first of equals).
fn nearest<'a>(name: &str, known: &'a [String]) -> &'a str {
    known.iter().min_by_key(|k| edit_distance(name, k)).map_or("help", String::as_str)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &[&str]) -> Vec<String> {
        std::iter::once("async-opt").chain(s.iter().copied()).map(String::from).collect()
    }

    fn options(s: &[&str]) -> Options {
        match parse(&args(s)) {
            Ok(Parsed::Run { options, .. }) => *options,
            Ok(Parsed::Print(_)) => panic!("printed"),
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn booleans_take_values() {
        assert!(options(&["-mlir-print-ir-after-all"]).print_ir.after_all);
        assert!(!options(&["--mlir-print-ir-after-all=false"]).print_ir.after_all);
        assert!(options(&["--mlir-print-op-on-diagnostic"]).print_op_on_diagnostic);
        assert!(!options(&["--mlir-print-op-on-diagnostic=0"]).print_op_on_diagnostic);
        assert!(!options(&["--verify-each=false"]).verify_each);
        assert!(options(&["--print-ir-after-all"]).print_ir.after_all, "LLVM 14's spelling");
        let e = parse(&args(&["--mlir-print-ir-after-all=maybe"])).err().unwrap();
        assert_eq!(e, "async-opt: for the --mlir-print-ir-after-all option: 'maybe' is invalid value for boolean argument! Try 0 or 1\n");
    }

    #[test]
    fn lists_and_values() {
        let o = options(&[
            "--mlir-print-ir-before=async-to-async-runtime,async-func-to-async-runtime",
            "-mlir-print-ir-after",
            "view-coro-cfg",
            "-mlir-elide-elementsattrs-if-larger=4",
        ]);
        assert_eq!(o.print_ir.before, ["async-to-async-runtime", "async-func-to-async-runtime"]);
        assert_eq!(o.print_ir.after, ["view-coro-cfg"]);
        assert_eq!(o.elide_elements_if_larger, Some(4));
        let e = parse(&args(&["--mlir-print-ir-before=licm"])).err().unwrap();
        assert!(e.contains("for the --mlir-print-ir-before option: Cannot find option named 'licm'!"), "{e}");
    }

    #[test]
    fn unknown_options_name_the_nearest() {
        let e = parse(&args(&["-mlir-print-ir-afterall"])).err().unwrap();
        assert_eq!(
            e,
            "async-opt: Unknown command line argument '-mlir-print-ir-afterall'.  Try: 'async-opt --help'\nasync-opt: Did you mean '--mlir-print-ir-after-all'?\n"
        );
        let e = parse(&args(&["--mlir-print-ir-befor=async-to-async-runtime"])).err().unwrap();
        assert!(e.contains("Did you mean '--mlir-print-ir-before=async-to-async-runtime'?"), "{e}");
    }

    #[test]
    fn help_lists_every_pass_and_option() {
        let Ok(Parsed::Print(help)) = parse(&args(&["--help"])) else { panic!("no help") };
        for p in pipeline::registry() {
            assert!(help.contains(&format!("-{}", p.name)), "{}", p.name);
            for o in p.options {
                assert!(help.contains(o.name), "{}", o.name);
            }
        }
        for (f, _, _) in FLAGS {
            assert!(help.contains(f), "{f}");
        }
    }
}
