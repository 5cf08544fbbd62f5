//! Pass pipelines: `--pass-pipeline="builtin.module(name{opt=val})"` and `-name="opt=val"`.

use async_opt_ir::{Context, Diagnostic, Op};
use async_opt_text::Generation;

/// What a pass returns: warnings to report on success, or the error that stopped it.
pub type PassResult = Result<Vec<Diagnostic>, Diagnostic>;

/// A registered pass: its name, its options with defaults, and how to run it.
pub struct PassInfo {
    /// The pass's argument name, `async-to-async-runtime`.
    pub name: &'static str,
    /// One line for `--help`, as upstream's pass description.
    pub summary: &'static str,
    /// Each option's name and default value.
    pub options: &'static [(&'static str, &'static str)],
    /// Runs the pass; the generation is the one the output will be printed in.
    pub run: fn(&mut Context, Op, &PassOptions, Generation) -> PassResult,
}

/// Option values of one pass instance.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassOptions(pub Vec<(String, String)>);

impl PassOptions {
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
        self.0.iter().rev().find(|(k, _)| k == name).and_then(|(_, v)| v.parse().ok()).unwrap_or(default)
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

/// Every pass the driver knows.
pub fn registry() -> &'static [PassInfo] {
    &[
        PassInfo {
            name: "async-func-to-async-runtime",
            summary: "Lower async.func operations to coroutine functions and async.call to func.call (LLVM 17+)",
            options: &[],
            run: |ctx, module, _, generation| async_opt_transforms::async_func_to_async_runtime(ctx, module, abi(generation)),
        },
        PassInfo {
        name: "async-to-async-runtime",
        summary: "Lower high level async operations (e.g. async.execute) to the explicit async.runtime and async.coro operations",
        options: &[("eliminate-blocking-await-ops", "false"), ("warn-public-signature-change", "true")],
        run: |ctx, module, opts, generation| {
            async_opt_transforms::async_to_async_runtime(ctx, module, &async_to_async_runtime_options(opts, generation))
        },
        },
        PassInfo {
            name: "async-parallel-for",
            summary: "Convert scf.parallel operations to multiple async compute ops executed concurrently for non-overlapping iteration ranges",
            options: &[("async-dispatch", "true"), ("num-workers", "8"), ("min-task-size", "1000")],
            run: |ctx, module, opts, generation| {
                let o = async_opt_transforms::AsyncParallelForOptions {
                    async_dispatch: opts.flag_or("async-dispatch", true),
                    num_workers: opts.int_or("num-workers", 8) as i32,
                    min_task_size: opts.int_or("min-task-size", 1000) as i32,
                };
                async_opt_transforms::async_parallel_for(ctx, module, &o, generation)
            },
        },
    ]
}

/// The registered pass named `name`.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    registry().iter().find(|p| p.name == name)
}

/// Parses `opt=val opt2=val2` (space separated, values may be quoted) and checks the
/// names against the pass's options.
pub fn parse_options(pass: &PassInfo, text: &str) -> Result<PassOptions, String> {
    let mut out = Vec::new();
    for item in text.split_whitespace() {
        let (k, v) = item.split_once('=').unwrap_or((item, ""));
        let v = v.trim_matches(|c| c == '"' || c == '\'');
        let Some(&(_, default)) = pass.options.iter().find(|(n, _)| *n == k) else {
            return Err(format!("'{k}' is not an option of pass '{}'", pass.name));
        };
        // An option whose default is a number takes a 32-bit integer (MLIR's `int32_t`).
        if default.parse::<i64>().is_ok() {
            if v.parse::<i32>().is_err() {
                return Err(format!("for the --{k} option: '{v}' value invalid for integer argument!"));
            }
        } else if !matches!(v, "" | "true" | "false" | "1" | "0") {
            return Err(format!("invalid value '{v}' for boolean option '{k}' of pass '{}'", pass.name));
        }
        out.push((k.to_string(), v.to_string()));
    }
    Ok(PassOptions(out))
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
