//! A small lit: runs the `// RUN:` lines of test files.
//!
//! Each RUN line (with `\` continuations joined) runs as `bash -o pipefail -c` from the
//! test file's directory, after these substitutions:
//!
//! | text       | becomes                                                          |
//! |------------|------------------------------------------------------------------|
//! | `%s`       | the test file (absolute path)                                    |
//! | `%S`       | the test file's directory                                        |
//! | `%t`       | a scratch path unique to the test file (`%t.x` etc. also work)   |
//! | `%%`       | `%`                                                              |
//! | a tool     | its path: each suite names its tools as whole shell words        |
//! | `not CMD`  | succeeds when CMD fails *cleanly*: status 1 to 127, not 101      |
//! | `aborts CMD` | succeeds when CMD exits with 134 (an abort, as after `cf.assert`) |
//!
//! `not` treats a panic (exit status 101) or a signal (status >= 128) as a failure of its
//! own: an error must be reported, never crash the tool.
//!
//! Environment: `LIT_FILTER=substr` runs only files whose path contains `substr`;
//! `LIT_JOBS=n` bounds the worker threads; `LIT_TIMEOUT=secs` bounds each RUN line
//! (default 120); `LIT_VERBOSE=1` lists every file as it passes.

use std::collections::VecDeque;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;

/// Defines `not` and `aborts` for RUN lines.
const PRELUDE: &str = r#"not() {
  "$@"
  local rc=$?
  if [ "$rc" -eq 0 ]; then echo "not: command succeeded: $*" >&2; return 1; fi
  if [ "$rc" -eq 101 ] || [ "$rc" -ge 128 ]; then echo "not: command crashed (exit status $rc): $*" >&2; return 1; fi
  return 0
}
aborts() {
  "$@"
  local rc=$?
  if [ "$rc" -ne 134 ]; then echo "aborts: exit status $rc, not 134: $*" >&2; return 1; fi
  return 0
}
"#;

/// The tool names a suite's RUN lines use, each with the path it stands for.
pub type Tools = Vec<(&'static str, String)>;

/// A test file and the tools its RUN lines name.
pub struct TestFile {
    /// The file.
    pub path: PathBuf,
    /// Its suite's tools.
    pub tools: Arc<Tools>,
}

/// The suite's files, each with `tools`.
pub fn suite(files: Vec<PathBuf>, tools: Tools) -> Vec<TestFile> {
    let tools = Arc::new(tools);
    files.into_iter().map(|path| TestFile { path, tools: tools.clone() }).collect()
}

/// The RUN lines of a test, continuation lines joined.
pub fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(idx) = line.find("RUN:") else { continue };
        // Only comment lines carry RUN directives (`// RUN:`), as in lit.
        if !line[..idx].trim_start().starts_with("//") {
            continue;
        }
        let body = line[idx + 4..].trim();
        let (body, continues) = match body.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (body, false),
        };
        let joined = match pending.take() {
            Some(prev) => format!("{prev} {body}"),
            None => body.to_string(),
        };
        if continues {
            pending = Some(joined);
        } else {
            lines.push(joined);
        }
    }
    lines.extend(pending);
    lines
}

/// Replaces whole shell words equal to `word` (bounded by whitespace, `|`, `;`, `(`, `)`,
/// `&`, `<`, `>` or the line ends) by `with`.
pub fn replace_word(line: &str, word: &str, with: &str) -> String {
    let is_sep = |c: Option<char>| match c {
        None => true,
        Some(c) => c.is_whitespace() || "|;()&<>".contains(c),
    };
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(pos) = rest.find(word) {
        let before = if pos == 0 { out.chars().last() } else { rest[..pos].chars().last() };
        let after = rest[pos + word.len()..].chars().next();
        out.push_str(&rest[..pos]);
        out.push_str(if is_sep(before) && is_sep(after) { with } else { word });
        rest = &rest[pos + word.len()..];
    }
    out.push_str(rest);
    out
}

fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// Applies lit's `%` substitutions and the tool names.
pub fn substitute(line: &str, file: &Path, tmp: &Path, tools: &Tools) -> String {
    let dir = file.parent().unwrap_or(Path::new("."));
    let mut out = String::with_capacity(line.len() + 64);
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        let with = match (c, chars.peek()) {
            ('%', Some('s')) => shell_quote(&file.to_string_lossy()),
            ('%', Some('S')) => shell_quote(&dir.to_string_lossy()),
            ('%', Some('t')) => tmp.to_string_lossy().into_owned(),
            ('%', Some('%')) => "%".to_string(),
            _ => {
                out.push(c);
                continue;
            }
        };
        chars.next();
        out.push_str(&with);
    }
    for (word, path) in tools {
        out = replace_word(&out, word, &shell_quote(path));
    }
    out
}

/// What happened to one test file.
struct Outcome {
    path: PathBuf,
    /// `None` when every RUN line passed; otherwise the failing command and its output.
    failure: Option<String>,
    runs: usize,
}

fn run_file(test: &TestFile, root: &Path, scratch: &Path, timeout: u64) -> Outcome {
    let outcome = |failure: Option<String>, runs| Outcome { path: test.path.clone(), failure, runs };
    let text = match fs::read_to_string(&test.path) {
        Ok(t) => t,
        Err(e) => return outcome(Some(format!("cannot read: {e}")), 0),
    };
    let lines = run_lines(&text);
    if lines.is_empty() {
        return outcome(Some("no RUN line: every test must run something".into()), 0);
    }
    let rel = test.path.strip_prefix(root).unwrap_or(&test.path).to_string_lossy().replace(['/', '.'], "_");
    let tmp = scratch.join(format!("{rel}.tmp"));
    let dir = test.path.parent().unwrap_or(Path::new("."));
    for (i, line) in lines.iter().enumerate() {
        let cmd = substitute(line, &test.path, &tmp, &test.tools);
        let output = Command::new("timeout")
            .args(["-k", "5", &timeout.to_string(), "bash", "-o", "pipefail", "-c", &format!("{PRELUDE}{cmd}")])
            .current_dir(dir)
            .stdin(Stdio::null())
            .output();
        let report = match output {
            Err(e) => format!("could not start bash: {e}"),
            Ok(out) if out.status.success() => continue,
            Ok(out) => {
                let status = match out.status.code() {
                    Some(124) => format!("timed out after {timeout}s"),
                    Some(code) => format!("exit status {code}"),
                    None => "killed by a signal".to_string(),
                };
                format!(
                    "RUN line {} failed ({status}):\n  {line}\nexpanded:\n  {cmd}\n--- stdout ---\n{}--- stderr ---\n{}",
                    i + 1,
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr),
                )
            }
        };
        return outcome(Some(report), i + 1);
    }
    outcome(None, lines.len())
}

/// Runs every file's RUN lines, in parallel; panics naming the files that failed.
/// `name` tells the suite's scratch directory and report apart.
pub fn run(name: &str, mut files: Vec<TestFile>) {
    let root = crate::repo_root();
    if let Ok(filter) = std::env::var("LIT_FILTER") {
        files.retain(|f| f.path.to_string_lossy().contains(&filter));
        if files.is_empty() {
            eprintln!("{name}: LIT_FILTER={filter} matches no test file");
            return;
        }
    }
    let env = |var: &str| std::env::var(var).ok().and_then(|v| v.parse::<u64>().ok());
    let timeout = env("LIT_TIMEOUT").unwrap_or(120);
    let cores = thread::available_parallelism().map_or(2, |n| n.get()).min(16);
    let jobs = env("LIT_JOBS").map_or(cores, |n| n as usize).max(1);
    let verbose = std::env::var_os("LIT_VERBOSE").is_some();
    let scratch_dir = crate::scratch_dir(name);
    let scratch = scratch_dir.path();

    let total = files.len();
    let queue = Mutex::new(files.into_iter().collect::<VecDeque<_>>());
    let results = Mutex::new(Vec::new());
    thread::scope(|s| {
        for _ in 0..jobs.min(total) {
            s.spawn(|| loop {
                let Some(test) = queue.lock().unwrap().pop_front() else { break };
                let outcome = run_file(&test, &root, scratch, timeout);
                if verbose {
                    let mark = if outcome.failure.is_some() { "FAIL" } else { "PASS" };
                    eprintln!("{mark}: {}", outcome.path.display());
                }
                results.lock().unwrap().push(outcome);
            });
        }
    });
    drop(scratch_dir);

    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.path.cmp(&b.path));
    let runs: usize = results.iter().map(|r| r.runs).sum();
    let failed: Vec<&Outcome> = results.iter().filter(|r| r.failure.is_some()).collect();
    for f in &failed {
        eprintln!("==== FAIL: {}\n{}\n", f.path.display(), f.failure.as_deref().unwrap_or(""));
    }
    eprintln!("{name}: {total} files, {runs} RUN lines run, {} files failed", failed.len());
    if !failed.is_empty() {
        let names: Vec<String> =
            failed.iter().map(|f| f.path.strip_prefix(&root).unwrap_or(&f.path).display().to_string()).collect();
        panic!("{} of {total} lit tests failed:\n  {}", failed.len(), names.join("\n  "));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continuation_lines_are_joined() {
        let text = "// RUN: a %s \\\n// RUN:   | b\n// RUN: c\nfunc\n";
        assert_eq!(run_lines(text), vec!["a %s | b".to_string(), "c".to_string()]);
    }

    #[test]
    fn only_whole_words_are_replaced() {
        assert_eq!(replace_word("mlir-opt-14 x | mlir-opt-14", "mlir-opt-14", "M"), "M x | M");
        assert_eq!(replace_word("not async-opt --check=async-opt", "async-opt", "A"), "not A --check=async-opt");
        assert_eq!(replace_word("mlir-opt-14 %s", "mlir-opt", "X"), "mlir-opt-14 %s");
    }

    #[test]
    fn percent_substitutions() {
        let tools: Tools = vec![("async-opt", "/bin/A".into()), ("FileCheck", "/bin/F".into())];
        let line = substitute(
            "async-opt %s -o %t.out | FileCheck %s 100%%",
            Path::new("/x/y.mlir"),
            Path::new("/tmp/q"),
            &tools,
        );
        assert_eq!(line, "'/bin/A' '/x/y.mlir' -o /tmp/q.out | '/bin/F' '/x/y.mlir' 100%");
    }
}
