//! Pass pipelines: `--pass-pipeline="builtin.module(name{opt=val})"` and `-name="opt=val"`.

use async_opt_ir::{Context, Diagnostic, Op};
use async_opt_text::Generation;
use async_opt_transforms::{StatisticDecl, Statistics};

/// What a pass returns: warnings to report on success, or the error that stopped it.
pub type PassResult = Result<Vec<Diagnostic>, Diagnostic>;

/// An option of a pass: `name=value` in a pipeline.
pub struct PassOption {
    /// `eliminate-blocking-await-ops`.
    pub name: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// The value when the option is not given.
    pub default: &'static str,
    /// One line for `--help`.
    pub help: &'static str,
}

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OptionKind {
    /// `true`/`false`/`1`/`0`; the bare name means true.
    Bool,
    /// Any text without spaces.
    String,
    /// One of these words.
    Enum(&'static [&'static str]),
}

/// A registered pass: its name, its options with defaults, its counters, and how to run it.
pub struct PassInfo {
    /// The pass argument (`async-to-async-runtime`).
    pub name: &'static str,
    /// The pass class as LLVM 14 names it (`AsyncToAsyncRuntime`); LLVM 22 appends `Pass`.
    /// IR dumps, statistics and timing name passes so.
    pub class: &'static str,
    /// One line for `--help`, as upstream's pass description.
    pub summary: &'static str,
    /// The options, with their defaults.
    pub options: &'static [PassOption],
    /// The counters the pass reports (`--mlir-pass-statistics` lists them all, zeros too).
    pub statistics: &'static [StatisticDecl],
    /// Runs the pass; the generation is the one the output will be printed in.
    pub exec: fn(&mut Context, Op, &PassOptions, Generation, &mut PassReport) -> PassResult,
}

impl PassInfo {
    /// Runs the pass, dropping what it reports besides diagnostics.
    pub fn run(&self, ctx: &mut Context, op: Op, options: &PassOptions, generation: Generation) -> PassResult {
        (self.exec)(ctx, op, options, generation, &mut PassReport::default())
    }

    /// The class name mlir-opt of `generation` prints (`AsyncToAsyncRuntimePass` for 22).
    pub fn class_name(&self, generation: Generation) -> String {
        match generation {
            Generation::V22 => format!("{}Pass", self.class),
            Generation::V14 | Generation::Seed => self.class.to_string(),
        }
    }
}

/// What a pass reports besides its diagnostics.
#[derive(Default)]
pub struct PassReport {
    /// The counters of [`PassInfo::statistics`].
    pub statistics: Statistics,
    /// Text for stderr or a file, in the order it was made (the view passes' graphs).
    pub outputs: Vec<PassOutput>,
}

/// Text a pass writes: to a file (kept until the run succeeds) or to stderr.
pub struct PassOutput {
    /// `None` for stderr.
    pub file: Option<String>,
    /// What is written.
    pub bytes: Vec<u8>,
}

/// Option values of one pass instance.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassOptions(pub Vec<(String, String)>);

impl PassOptions {
    /// The value of a text option as given, if it was.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.0.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// A boolean option (`true`/`1` or `false`/`0`); false when not given.
    pub fn flag(&self, name: &str) -> bool {
        self.flag_or(name, false)
    }

    /// A boolean option, or `default` when not given.
    pub fn flag_or(&self, name: &str, default: bool) -> bool {
        match self.0.iter().rev().find(|(k, _)| k == name) {
            Some((_, v)) => v == "true" || v == "1" || v.is_empty(),
            None => default,
        }
    }
}

/// One pass in a pipeline.
#[derive(Clone, Debug, PartialEq)]
pub struct PassSpec {
    /// The pass's name, checked against [`registry`].
    pub name: String,
    /// The options given in `{...}`.
    pub options: PassOptions,
}

/// The options of `async-to-async-runtime` as given, for output in `generation`.
pub(crate) fn async_to_async_runtime_options(
    opts: &PassOptions,
    generation: Generation,
) -> async_opt_transforms::AsyncToAsyncRuntimeOptions {
    async_opt_transforms::AsyncToAsyncRuntimeOptions {
        eliminate_blocking_await_ops: opts.flag("eliminate-blocking-await-ops"),
        warn_public_signature_change: opts.flag_or("warn-public-signature-change", true),
        abi: abi(generation),
    }
}

pub(crate) fn abi(generation: Generation) -> async_opt_transforms::CoroutineAbi {
    match generation {
        Generation::V22 => async_opt_transforms::CoroutineAbi::Llvm22,
        Generation::V14 | Generation::Seed => async_opt_transforms::CoroutineAbi::Llvm14,
    }
}

const fn bool_option(name: &'static str, default: &'static str, help: &'static str) -> PassOption {
    PassOption { name, kind: OptionKind::Bool, default, help }
}

/// The options of `async-to-async-runtime`.
const LOWERING_OPTIONS: &[PassOption] = &[
    bool_option(
        "eliminate-blocking-await-ops",
        "false",
        "Rewrite functions with blocking async.runtime.await as coroutines with async.runtime.await_and_resume",
    ),
    bool_option(
        "warn-public-signature-change",
        "true",
        "Warn when eliminate-blocking-await-ops changes the signature of a public function nothing calls",
    ),
];

/// The options of both view passes.
const VIEW_OPTIONS: &[PassOption] = &[
    PassOption {
        name: "output-file",
        kind: OptionKind::String,
        default: "",
        help: "Write the graph to this file (appended to, once per input chunk) instead of stderr",
    },
    PassOption {
        name: "format",
        kind: OptionKind::Enum(&["dot", "svg"]),
        default: "dot",
        help: "Graphviz DOT text, or SVG rendered by Graphviz's dot",
    },
    PassOption {
        name: "function",
        kind: OptionKind::String,
        default: "",
        help: "Only the function of this name (and, after lowering, the coroutines outlined from it)",
    },
];

/// Every pass the driver knows.
pub fn registry() -> &'static [PassInfo] {
    &[
        PassInfo {
            name: "async-func-to-async-runtime",
            class: "AsyncFuncToAsyncRuntime",
            summary: "Lower async.func operations to coroutine functions and async.call to func.call (LLVM 17+)",
            options: &[],
            statistics: async_opt_transforms::async_func_to_async_runtime::STATISTICS,
            exec: |ctx, module, _, generation, report| {
                async_opt_transforms::async_func_to_async_runtime_with_statistics(
                    ctx,
                    module,
                    abi(generation),
                    &mut report.statistics,
                )
            },
        },
        PassInfo {
            name: "async-to-async-runtime",
            class: "AsyncToAsyncRuntime",
            summary: "Lower high level async operations (e.g. async.execute) to the explicit async.runtime and async.coro operations",
            options: LOWERING_OPTIONS,
            statistics: async_opt_transforms::async_to_async_runtime::STATISTICS,
            exec: |ctx, module, opts, generation, report| {
                async_opt_transforms::async_to_async_runtime_with_statistics(
                    ctx,
                    module,
                    &async_to_async_runtime_options(opts, generation),
                    &mut report.statistics,
                )
            },
        },
        PassInfo {
            name: "view-async-graph",
            class: "ViewAsyncGraph",
            summary: "Draw each function's async structure (tasks, token and value edges, groups, awaits) as a Graphviz graph",
            options: VIEW_OPTIONS,
            statistics: &[],
            exec: |ctx, module, opts, _, report| view(ctx, module, opts, report, async_opt_views::async_graph),
        },
        PassInfo {
            name: "view-coro-cfg",
            class: "ViewCoroCfg",
            summary: "Draw each function's control-flow graph, coroutine blocks labelled by their role and suspend edges told apart, as a Graphviz graph",
            options: VIEW_OPTIONS,
            statistics: &[],
            exec: |ctx, module, opts, _, report| view(ctx, module, opts, report, async_opt_views::coro_cfg),
        },
    ]
}

/// Runs a view pass: draws the graph and hands it on as DOT or SVG, for a file or stderr.
/// The IR is left as it is.
fn view(
    ctx: &mut Context,
    module: Op,
    opts: &PassOptions,
    report: &mut PassReport,
    draw: fn(&Context, Op, &async_opt_views::ViewOptions) -> async_opt_views::Graph,
) -> PassResult {
    let given = |name: &str| opts.value(name).filter(|v| !v.is_empty()).map(String::from);
    let view_opts = async_opt_views::ViewOptions { function: given("function") };
    let dot = draw(ctx, module, &view_opts).to_dot();
    let bytes = match opts.value("format") {
        Some("svg") => async_opt_views::render_svg(&dot).map_err(|e| Diagnostic::error(ctx.loc(module), e))?,
        _ => dot.into_bytes(),
    };
    report.outputs.push(PassOutput { file: given("output-file"), bytes });
    Ok(Vec::new())
}

/// The registered pass named `name`.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    registry().iter().find(|p| p.name == name)
}

/// Parses `opt=val opt2=val2` (space separated, values may be quoted) and checks the
/// names and values against the pass's options.
pub fn parse_options(pass: &PassInfo, text: &str) -> Result<PassOptions, String> {
    let mut out = Vec::new();
    for item in text.split_whitespace() {
        let (k, v) = item.split_once('=').unwrap_or((item, ""));
        let v = v.trim_matches(|c| c == '"' || c == '\'');
        let Some(option) = pass.options.iter().find(|o| o.name == k) else {
            return Err(format!("'{k}' is not an option of pass '{}'", pass.name));
        };
        match option.kind {
            OptionKind::Bool if !matches!(v, "" | "true" | "false" | "1" | "0") => {
                return Err(format!("invalid value '{v}' for boolean option '{k}' of pass '{}'", pass.name));
            }
            OptionKind::Enum(words) if !words.contains(&v) => {
                return Err(format!(
                    "invalid value '{v}' for option '{k}' of pass '{}' (one of: {})",
                    pass.name,
                    words.join(", ")
                ));
            }
            _ => {}
        }
        out.push((k.to_string(), v.to_string()));
    }
    Ok(PassOptions(out))
}

/// `name{opt=value ...}` with every option, given or defaulted, sorted by name, as
/// `--dump-pass-pipeline` prints a pass.
pub fn spec_text(spec: &PassSpec) -> String {
    let Some(pass) = lookup(&spec.name) else { return spec.name.clone() };
    if pass.options.is_empty() {
        return spec.name.clone();
    }
    let mut options: Vec<&PassOption> = pass.options.iter().collect();
    options.sort_by_key(|o| o.name);
    let values: Vec<String> = options
        .iter()
        .map(|o| {
            let value = match (o.kind, spec.options.value(o.name)) {
                (OptionKind::Bool, Some(_)) => spec.options.flag(o.name).to_string(),
                (_, Some(v)) => v.to_string(),
                (_, None) => o.default.to_string(),
            };
            format!("{}={value}", o.name)
        })
        .collect();
    format!("{}{{{}}}", spec.name, values.join(" "))
}

/// Parses a textual pipeline: `builtin.module(a{x=1}, b)` or `a, b`, checking each pass
/// and option against [`registry`]. The error is the message `--pass-pipeline` reports.
///
/// ```
/// use async_opt::parse_pipeline;
///
/// let p = parse_pipeline("builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})").unwrap();
/// assert_eq!(p.len(), 1);
/// assert_eq!(p[0].name, "async-to-async-runtime");
/// assert!(p[0].options.flag("eliminate-blocking-await-ops"));
/// // Options not given take their defaults.
/// assert!(p[0].options.flag_or("warn-public-signature-change", true));
///
/// let p = parse_pipeline("async-func-to-async-runtime, async-to-async-runtime").unwrap();
/// assert_eq!(p.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
///            ["async-func-to-async-runtime", "async-to-async-runtime"]);
///
/// assert_eq!(parse_pipeline("builtin.module(canonicalize)").unwrap_err(),
///            "'canonicalize' does not refer to a registered pass or pass pipeline");
/// assert!(parse_pipeline("async-to-async-runtime{bogus=1}").is_err());
/// ```
pub fn parse_pipeline(text: &str) -> Result<Vec<PassSpec>, String> {
    let t = text.trim();
    let inner = match t.strip_prefix("builtin.module(").or_else(|| t.strip_prefix("module(")) {
        Some(rest) => rest.strip_suffix(')').ok_or("expected ')' to end the pipeline")?,
        None => t,
    };
    let mut specs = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    let bytes = inner.as_bytes();
    let mut items = Vec::new();
    for (i, &c) in bytes.iter().enumerate() {
        match c {
            b'{' | b'(' => depth += 1,
            b'}' | b')' => depth -= 1,
            b',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    for item in items.into_iter().map(str::trim).filter(|s| !s.is_empty()) {
        let (name, opts) = match item.find('{') {
            Some(i) => {
                let body = item[i + 1..]
                    .strip_suffix('}')
                    .ok_or_else(|| format!("expected '}}' after options of '{}'", &item[..i]))?;
                (item[..i].trim(), body)
            }
            None => (item, ""),
        };
        if name.contains('(') {
            return Err(format!(
                "nested pipeline '{name}' is not supported: async-to-async-runtime runs on the module"
            ));
        }
        let pass =
            lookup(name).ok_or_else(|| format!("'{name}' does not refer to a registered pass or pass pipeline"))?;
        specs.push(PassSpec { name: name.to_string(), options: parse_options(pass, opts)? });
    }
    Ok(specs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_pipelines() {
        let p = parse_pipeline("builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})").unwrap();
        assert_eq!(p.len(), 1);
        assert!(p[0].options.flag("eliminate-blocking-await-ops"));
        let p = parse_pipeline("async-to-async-runtime").unwrap();
        assert!(!p[0].options.flag("eliminate-blocking-await-ops"));
        assert!(parse_pipeline("builtin.module(nope)").is_err());
        assert!(parse_pipeline("async-to-async-runtime{bogus=1}").is_err());
    }
}
