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
    /// A 32-bit signed integer (MLIR's `int32_t` options).
    Int,
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

    /// The class name mlir-opt of `generation` prints (`AsyncToAsyncRuntimePass` for 22;
    /// MLIR's generic passes keep their names: `Canonicalizer`, `CSE`, `SymbolDCE`, `Inliner`).
    pub fn class_name(&self, generation: Generation) -> String {
        const GENERIC: &[&str] = &["Canonicalizer", "CSE", "SymbolDCE", "Inliner"];
        match generation {
            Generation::V22 if !GENERIC.contains(&self.class) => format!("{}Pass", self.class),
            _ => self.class.to_string(),
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

    /// An integer option (checked when parsed), or `default` when not given.
    pub fn int_or(&self, name: &str, default: i64) -> i64 {
        self.0.iter().rev().find(|(k, _)| k == name).and_then(|(_, v)| parse_int(v)).map_or(default, i64::from)
    }
}

/// One element of a pipeline: a pass with its options, or a nested pipeline
/// (`func.func(pass, ...)`) run on every op of that name directly inside the op the
/// enclosing pipeline runs on.
#[derive(Clone, Debug, PartialEq)]
pub struct PassSpec {
    /// The pass's name, checked against [`registry`], or for a nested pipeline the name of
    /// the ops it runs on.
    pub name: String,
    /// The options given in `{...}`.
    pub options: PassOptions,
    /// The nested pipeline's passes (`None` for a pass).
    pub nested: Option<Vec<PassSpec>>,
}

impl PassSpec {
    /// A pass with its options.
    pub fn new(name: impl Into<String>, options: PassOptions) -> Self {
        PassSpec { name: name.into(), options, nested: None }
    }

    /// A nested pipeline: `passes` run on each `anchor` op (`func.func`).
    pub fn nest(anchor: impl Into<String>, passes: Vec<PassSpec>) -> Self {
        PassSpec { name: anchor.into(), options: PassOptions::default(), nested: Some(passes) }
    }

    /// The passes this element runs, nested pipelines flattened, in order.
    pub fn passes(&self) -> Vec<&PassSpec> {
        match &self.nested {
            None => vec![self],
            Some(inner) => inner.iter().flat_map(|p| p.passes()).collect(),
        }
    }
}

/// Passes that run on any op (a function as well as the module); every other pass runs
/// on `builtin.module` only, as its MLIR counterpart is restricted to it.
pub const ANY_OP_PASSES: &[&str] = &[
    "async-runtime-ref-counting",
    "async-runtime-ref-counting-opt",
    "async-runtime-policy-based-ref-counting",
    "canonicalize",
    "cse",
];

/// The passes on the module a shard of a large module may run on its own functions, before
/// or after `async-to-async-runtime` (each function's result is what the whole-module run
/// gives it: `async-func-to-async-runtime` turns each `async.func` and `async.call` where it
/// is, and folds inside functions).
pub const SHARDABLE_PASSES: &[&str] = &[
    "async-runtime-ref-counting",
    "async-runtime-ref-counting-opt",
    "async-runtime-policy-based-ref-counting",
    "async-func-to-async-runtime",
];

/// The generic passes a shard may run on its module when the module's top level holds
/// only functions: `canonicalize` and `cse` then change each function on its own (each
/// function is a scope of its own, nothing at the top level folds or merges, and a
/// function converged in a round stays as it is in the next), so a shard's functions come
/// out as the whole module's do. Not `canonicalize` with `max-num-rewrites`, a limit on
/// the whole module's rewrites.
pub const SHARDABLE_ON_FUNCTIONS: &[&str] = &["canonicalize", "cse"];

/// Whether `spec` (a pass on the module) is one of [`SHARDABLE_ON_FUNCTIONS`] with
/// options that keep it to each function.
pub fn shardable_on_functions(spec: &PassSpec) -> bool {
    SHARDABLE_ON_FUNCTIONS.contains(&spec.name.as_str())
        && spec.nested.is_none()
        && spec.options.int_or("max-num-rewrites", -1) < 0
}

/// The passes a shard may run nested in `func.func(...)`: the function passes of
/// [`SHARDABLE_PASSES`], and the
/// generic passes that look at nothing outside the function they run on.
pub const SHARDABLE_NESTED_PASSES: &[&str] = &[
    "async-runtime-ref-counting",
    "async-runtime-ref-counting-opt",
    "async-runtime-policy-based-ref-counting",
    "canonicalize",
    "cse",
];

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

/// The options of `async-parallel-for` as given.
pub(crate) fn parallel_for_options(opts: &PassOptions) -> async_opt_transforms::AsyncParallelForOptions {
    async_opt_transforms::AsyncParallelForOptions {
        async_dispatch: opts.flag_or("async-dispatch", true),
        num_workers: opts.int_or("num-workers", 8) as i32,
        min_task_size: opts.int_or("min-task-size", 1000) as i32,
    }
}

pub(crate) fn abi(generation: Generation) -> async_opt_transforms::CoroutineAbi {
    match generation {
        Generation::V22 => async_opt_transforms::CoroutineAbi::Llvm22,
        Generation::V14 | Generation::Seed => async_opt_transforms::CoroutineAbi::Llvm14,
    }
}

/// An `int32_t` option's value as LLVM's command line reads it (`StringRef::getAsInteger`
/// with radix 0): an optional `-`, then `0x`/`0X` hex, `0b`/`0B` binary, `0o` or a leading
/// `0` octal, else decimal; no `+`, no spaces, in range.
pub(crate) fn parse_int(v: &str) -> Option<i32> {
    let (negative, digits) = match v.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, v),
    };
    let lower = digits.get(..2).map(str::to_ascii_lowercase);
    let (radix, body) = match lower.as_deref() {
        Some("0x") => (16, &digits[2..]),
        Some("0b") => (2, &digits[2..]),
        Some("0o") => (8, &digits[2..]),
        _ if digits.len() > 1 && digits.starts_with('0') => (8, &digits[1..]),
        _ => (10, digits),
    };
    if body.is_empty() || !body.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = i64::from_str_radix(body, radix).ok()?;
    i32::try_from(if negative { -magnitude } else { magnitude }).ok()
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

/// The options of `async-parallel-for`, as upstream's.
const PARALLEL_FOR_OPTIONS: &[PassOption] = &[
    bool_option(
        "async-dispatch",
        "true",
        "Dispatch async compute tasks using recursive work splitting. If `false` async compute tasks will be launched using simple for loop in the caller thread",
    ),
    PassOption {
        name: "num-workers",
        kind: OptionKind::Int,
        default: "8",
        help: "The number of available workers to execute async operations. If `-1` the value will be retrieved from the runtime",
    },
    PassOption {
        name: "min-task-size",
        kind: OptionKind::Int,
        default: "1000",
        help: "The minimum task size for sharding parallel operation",
    },
];

/// The options of `async-runtime-ref-counting` (not upstream's: it has none).
const REF_COUNTING_OPTIONS: &[PassOption] = &[bool_option(
    "upstream-stale-liveness",
    "false",
    "Reproduce upstream's stale liveness (reference counts as mlir-opt places them), to compare with mlir-opt",
)];

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

/// The options of `canonicalize`: LLVM 14's and LLVM 22's (`region-simplify` takes both
/// generations' values).
const CANONICALIZE_OPTIONS: &[PassOption] = &[
    PassOption {
        name: "disable-patterns",
        kind: OptionKind::String,
        default: "",
        help: "Labels of patterns that should be filtered out during application",
    },
    PassOption {
        name: "enable-patterns",
        kind: OptionKind::String,
        default: "",
        help: "Labels of patterns that should be used during application, all other patterns are filtered out",
    },
    PassOption {
        name: "max-iterations",
        kind: OptionKind::Int,
        default: "10",
        help: "Max. iterations between applying patterns / simplifying regions",
    },
    PassOption {
        name: "max-num-rewrites",
        kind: OptionKind::Int,
        default: "-1",
        help: "Max. number of pattern rewrites within an iteration (LLVM 22)",
    },
    PassOption {
        name: "region-simplify",
        kind: OptionKind::Enum(&["disabled", "normal", "aggressive", "true", "false", "1", "0", ""]),
        default: "normal",
        help: "Perform control flow optimizations to the region tree (LLVM 14: true/false, default true; LLVM 22: disabled/normal/aggressive, default normal)",
    },
    bool_option(
        "test-convergence",
        "false",
        "Test only: Fail pass on non-convergence to detect cyclic pattern (LLVM 22)",
    ),
    bool_option("top-down", "true", "Seed the worklist in general top-down order"),
];

/// The options of `inline`.
const INLINE_OPTIONS: &[PassOption] = &[
    PassOption {
        name: "default-pipeline",
        kind: OptionKind::String,
        default: "canonicalize",
        help: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
    },
    PassOption {
        name: "inlining-threshold",
        kind: OptionKind::Int,
        default: "-1",
        help: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it (LLVM 22)",
    },
    PassOption {
        name: "max-iterations",
        kind: OptionKind::Int,
        default: "4",
        help: "Maximum number of iterations when inlining within an SCC",
    },
    PassOption {
        name: "op-pipelines",
        kind: OptionKind::String,
        default: "",
        help: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
    },
];

/// The canonicalizer's options as given, with generation `g`'s defaults.
fn canonicalize_options(opts: &PassOptions, g: Generation) -> async_opt_transforms::CanonicalizeOptions {
    use async_opt_transforms::greedy::RegionSimplify;
    let mut o = async_opt_transforms::CanonicalizeOptions::defaults(g);
    o.top_down = opts.flag_or("top-down", true);
    o.region_simplify = match opts.value("region-simplify") {
        None => o.region_simplify,
        Some("disabled" | "false" | "0") => RegionSimplify::Disabled,
        Some("normal") => RegionSimplify::Normal,
        Some(_) => RegionSimplify::Aggressive,
    };
    o.max_iterations = opts.int_or("max-iterations", 10);
    o.max_num_rewrites = opts.int_or("max-num-rewrites", -1);
    o.test_convergence = opts.flag("test-convergence");
    o
}

/// Runs `inline`, simplifying each callable with its `default-pipeline` (the passes of
/// that pipeline text, run on the function).
fn run_inline(ctx: &mut Context, module: Op, opts: &PassOptions, generation: Generation) -> PassResult {
    let text = opts.value("default-pipeline").unwrap_or("canonicalize");
    let specs = if text.trim().is_empty() {
        Vec::new()
    } else {
        parse_pipeline(text).map_err(|e| Diagnostic::error(ctx.loc(module), e))?
    };
    let passes: Vec<PassSpec> = specs.iter().flat_map(|s| s.passes()).cloned().collect();
    let mut optimize = |ctx: &mut Context, f: Op| -> Result<(), Diagnostic> {
        for spec in &passes {
            let pass = lookup(&spec.name).expect("parsed pipelines name registered passes");
            pass.run(ctx, f, &spec.options, generation)?;
        }
        Ok(())
    };
    let o = async_opt_transforms::InlineOptions {
        max_iterations: opts.int_or("max-iterations", 4).max(0) as u32,
        llvm: generation == Generation::V22,
    };
    async_opt_transforms::inline(ctx, module, &o, &mut optimize)
}

/// Every pass the driver knows.
pub fn registry() -> &'static [PassInfo] {
    &[
        PassInfo {
            name: "cse",
            class: "CSE",
            summary: "Eliminate common sub-expressions",
            options: &[],
            statistics: &[],
            exec: |ctx, op, _, generation, _| async_opt_transforms::cse(ctx, op, generation),
        },
        PassInfo {
            name: "inline",
            class: "Inliner",
            summary: "Inline function calls",
            options: INLINE_OPTIONS,
            statistics: &[],
            exec: |ctx, op, opts, generation, _| run_inline(ctx, op, opts, generation),
        },
        PassInfo {
            name: "symbol-dce",
            class: "SymbolDCE",
            summary: "Eliminate dead symbols",
            options: &[],
            statistics: &[],
            exec: |ctx, op, _, _, _| async_opt_transforms::symbol_dce(ctx, op),
        },
        PassInfo {
            name: "canonicalize",
            class: "Canonicalizer",
            summary: "Canonicalize operations",
            options: CANONICALIZE_OPTIONS,
            statistics: &[],
            exec: |ctx, op, opts, generation, _| {
                async_opt_transforms::canonicalize(ctx, op, &canonicalize_options(opts, generation), generation)
            },
        },
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
        PassInfo {
            name: "async-parallel-for",
            class: "AsyncParallelFor",
            summary: "Convert scf.parallel operations to multiple async compute ops executed concurrently for non-overlapping iteration ranges",
            options: PARALLEL_FOR_OPTIONS,
            statistics: &[],
            exec: |ctx, module, opts, generation, _| {
                async_opt_transforms::async_parallel_for(ctx, module, &parallel_for_options(opts), generation)
            },
        },
        PassInfo {
            name: "async-runtime-ref-counting",
            class: "AsyncRuntimeRefCounting",
            summary: "Automatic reference counting for Async runtime operations",
            options: REF_COUNTING_OPTIONS,
            statistics: &[],
            exec: |ctx, op, opts, _, _| {
                let o = async_opt_transforms::RefCountingOptions {
                    upstream_stale_liveness: opts.flag("upstream-stale-liveness"),
                };
                async_opt_transforms::async_runtime_ref_counting_with(ctx, op, &o).map(|()| Vec::new())
            },
        },
        PassInfo {
            name: "async-runtime-ref-counting-opt",
            class: "AsyncRuntimeRefCountingOpt",
            summary: "Optimize automatic reference counting operations for the Async runtime by removing redundant operations",
            options: &[],
            statistics: &[],
            exec: |ctx, op, _, _, _| async_opt_transforms::async_runtime_ref_counting_opt(ctx, op).map(|()| Vec::new()),
        },
        PassInfo {
            name: "async-runtime-policy-based-ref-counting",
            class: "AsyncRuntimePolicyBasedRefCounting",
            summary: "Policy based reference counting for Async runtime operations",
            options: &[],
            statistics: &[],
            exec: |ctx, op, _, _, _| {
                async_opt_transforms::async_runtime_policy_based_ref_counting(ctx, op).map(|()| Vec::new())
            },
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
            OptionKind::Int if parse_int(v).is_none() => {
                // MLIR's `int32_t` option parser, as cl::opt words it.
                return Err(format!("for the --{k} option: '{v}' value invalid for integer argument!"));
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
                (OptionKind::Int, Some(v)) => parse_int(v).map_or_else(|| v.to_string(), |n| n.to_string()),
                (_, Some(v)) => v.to_string(),
                (_, None) => o.default.to_string(),
            };
            format!("{}={value}", o.name)
        })
        .collect();
    format!("{}{{{}}}", spec.name, values.join(" "))
}

/// How deep pipelines may nest (`func.func(builtin.module(...))`); deeper is an error.
const MAX_PIPELINE_NESTING: usize = 32;

/// Parses a textual pipeline: `builtin.module(a{x=1}, func.func(b, c))`, or a bare list
/// `a, b` (run on the module). A nested pipeline `op-name(...)` runs on each op of that
/// name directly inside the op its enclosing pipeline runs on, as mlir-opt's nested pass
/// managers do; passes restricted to the module may only appear where the anchor is
/// `builtin.module`.
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
/// // LLVM 22's form: reference counting on each function.
/// let p = parse_pipeline("builtin.module(async-to-async-runtime,\
///                         func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))").unwrap();
/// assert_eq!(p[1].name, "func.func");
/// assert_eq!(p[1].passes().iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
///            ["async-runtime-ref-counting", "async-runtime-ref-counting-opt"]);
///
/// assert_eq!(parse_pipeline("builtin.module(licm)").unwrap_err(),
///            "'licm' does not refer to a registered pass or pass pipeline");
/// // MLIR's generic passes, canonicalize and cse also on each function.
/// assert!(parse_pipeline("builtin.module(inline, func.func(canonicalize{top-down=false}, cse), symbol-dce)").is_ok());
/// assert!(parse_pipeline("async-to-async-runtime{bogus=1}").is_err());
/// ```
pub fn parse_pipeline(text: &str) -> Result<Vec<PassSpec>, String> {
    let t = text.trim();
    let inner = match t.strip_prefix("builtin.module(").or_else(|| t.strip_prefix("module(")) {
        Some(rest) => rest.strip_suffix(')').ok_or("expected ')' to end the pipeline")?,
        None => t,
    };
    parse_list(inner, "builtin.module", 0, true)
}

/// The elements of a comma-separated pipeline whose passes run on `anchor` ops.
fn parse_list(text: &str, anchor: &str, depth: usize, top: bool) -> Result<Vec<PassSpec>, String> {
    if depth > MAX_PIPELINE_NESTING {
        return Err(format!("pipelines nest deeper than {MAX_PIPELINE_NESTING} levels"));
    }
    let mut items = Vec::new();
    let (mut parens, mut braces, mut start) = (0i32, 0i32, 0);
    for (i, c) in text.bytes().enumerate() {
        match c {
            b'(' if braces == 0 => parens += 1,
            b')' if braces == 0 => parens -= 1,
            b'{' => braces += 1,
            b'}' => braces -= 1,
            b',' if parens == 0 && braces == 0 => {
                items.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        if parens < 0 || braces < 0 {
            return Err(format!("encountered unbalanced parentheses while parsing pipeline '{text}'"));
        }
    }
    if parens != 0 || braces != 0 {
        return Err(format!("encountered unbalanced parentheses while parsing pipeline '{text}'"));
    }
    items.push(&text[start..]);
    let mut specs = Vec::new();
    for item in items.into_iter().map(str::trim) {
        if item.is_empty() {
            // A stray comma at the top level is forgiven; an empty nested pipeline is not.
            if top {
                continue;
            }
            return Err("'' does not refer to a registered pass or pass pipeline".to_string());
        }
        let paren = item.find('(');
        let brace = item.find('{');
        if let Some(i) = paren.filter(|&i| brace.is_none_or(|b| i < b)) {
            let name = item[..i].trim();
            let body = item[i + 1..]
                .strip_suffix(')')
                .ok_or_else(|| format!("expected ')' after the pipeline of '{name}'"))?;
            if name.is_empty() {
                return Err(format!("expected an op name before '(' in '{item}'"));
            }
            let nested = parse_list(body, name, depth + 1, false)?;
            specs.push(PassSpec { name: name.to_string(), options: PassOptions::default(), nested: Some(nested) });
            continue;
        }
        let (name, opts) = match brace {
            Some(i) => {
                let body = item[i + 1..]
                    .strip_suffix('}')
                    .ok_or_else(|| format!("expected '}}' after options of '{}'", &item[..i]))?;
                (item[..i].trim(), body)
            }
            None => (item, ""),
        };
        let pass =
            lookup(name).ok_or_else(|| format!("'{name}' does not refer to a registered pass or pass pipeline"))?;
        if !is_module_anchor(anchor) && !ANY_OP_PASSES.contains(&name) {
            return Err(format!(
                "can't add pass '{name}' restricted to 'builtin.module' on a pass manager intended to run on '{anchor}', did you intend to nest?"
            ));
        }
        specs.push(PassSpec::new(name, parse_options(pass, opts)?));
    }
    Ok(specs)
}

fn is_module_anchor(name: &str) -> bool {
    matches!(name, "builtin.module" | "module")
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

    #[test]
    fn int_options_read_as_llvm_reads_them() {
        for (text, value) in [("8", Some(8)), ("-1", Some(-1)), ("0x10", Some(16)), ("010", Some(8)), ("0b11", Some(3))]
        {
            assert_eq!(parse_int(text), value, "{text}");
        }
        for text in ["0o7", "-0x2", "0", "-2147483648"] {
            assert!(parse_int(text).is_some(), "{text}");
        }
        for text in ["", "+4", "-", "0x", "08", "2147483648", " 4", "4x"] {
            assert_eq!(parse_int(text), None, "{text}");
        }
        let p = parse_pipeline("async-parallel-for{num-workers=0x10 min-task-size=-1}").unwrap();
        assert_eq!(p[0].options.int_or("num-workers", 8), 16);
        assert_eq!(spec_text(&p[0]), "async-parallel-for{async-dispatch=true min-task-size=-1 num-workers=16}");
        assert!(parse_pipeline("async-parallel-for{num-workers=+4}").is_err());
    }

    #[test]
    fn parses_nested_pipelines() {
        let p = parse_pipeline(
            "builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))",
        )
        .unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[1].name, "func.func");
        let inner = p[1].nested.as_ref().unwrap();
        assert_eq!(
            inner.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
            ["async-runtime-ref-counting", "async-runtime-ref-counting-opt"]
        );
        assert_eq!(p[1].passes().len(), 2);
        // LLVM 14 spells the function op builtin.func; a bare list runs on the module.
        assert!(parse_pipeline("builtin.func(async-runtime-policy-based-ref-counting)").is_ok());
        assert!(parse_pipeline("async-runtime-ref-counting, async-runtime-ref-counting-opt").is_ok());
        for bad in [
            "builtin.module(func.func(async-to-async-runtime))",
            "builtin.module(func.func(nope))",
            "builtin.module(func.func())",
            "builtin.module(func.func(async-runtime-ref-counting)",
            "builtin.module(func.func(async-runtime-ref-counting{x=1}))",
            "builtin.module(func.func(a)))",
        ] {
            assert!(parse_pipeline(bad).is_err(), "{bad}");
        }
        let deep = format!("{}async-runtime-ref-counting{}", "func.func(".repeat(100), ")".repeat(100));
        assert!(parse_pipeline(&deep).unwrap_err().contains("nest deeper"));
    }
}
