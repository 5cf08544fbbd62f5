//! A small lit: runs the `// RUN:` lines of every `tests/mlir/**/*.mlir` file.
//!
//! Each RUN line (with `\` continuations joined) runs as `bash -o pipefail -c` from the test
//! file's directory, after these substitutions:
//!
//! | text          | becomes                                                            |
//! |---------------|--------------------------------------------------------------------|
//! | `%s`          | the test file (absolute path)                                      |
//! | `%S`          | the test file's directory                                          |
//! | `%t`          | a scratch path unique to the test file (`%t.x` etc. also work)     |
//! | `%%`          | `%`                                                                |
//! | `async-opt`   | the binary under test (`CARGO_BIN_EXE_async-opt`)                  |
//! | `FileCheck`   | `$FILECHECK`, or /usr/lib/llvm-14/bin/FileCheck                    |
//! | `mlir-opt-14` | `$MLIR_OPT_14`, or /usr/lib/llvm-14/bin/mlir-opt                   |
//! | `mlir-opt-22` | `$MLIR_OPT_22`, or /usr/lib/llvm-22/bin/mlir-opt                   |
//! | `not`         | a shell function: succeeds when the command fails *cleanly*        |
//!
//! `not` treats a panic (exit status 101) or a signal (status >= 128) as a failure of its own:
//! an error must be reported, never crash the tool.
//!
//! Besides tests/mlir, the runner also runs the shared seed tests (`../shared/seeds/*.mlir`
//! beside the checkout), whose RUN lines call upstream's `mlir-opt`: there `mlir-opt` is replaced
//! by async-opt and nothing else changes. When that folder is absent the seeds are skipped
//! with a note.
//!
//! Environment: `LIT_FILTER=substr` runs only files whose path contains `substr`;
//! `LIT_JOBS=n` bounds the worker threads; `LIT_TIMEOUT=secs` bounds each RUN line (default 120);
//! `LIT_VERBOSE=1` lists every file as it passes.

use std::collections::VecDeque;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;

const SEED_DIR: &str = "../shared/seeds";

/// Defines `not` for RUN lines. A panic (101) or a signal (>= 128) is never an expected failure.
const PRELUDE: &str = r#"not() {
  "$@"
  local rc=$?
  if [ "$rc" -eq 0 ]; then echo "not: command succeeded: $*" >&2; return 1; fi
  if [ "$rc" -eq 101 ] || [ "$rc" -ge 128 ]; then echo "not: command crashed (exit status $rc): $*" >&2; return 1; fi
  return 0
}
"#;

fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// The tools a RUN line may name, resolved to paths.
#[derive(Clone)]
struct Tools {
    async_opt: String,
    filecheck: String,
    mlir_opt_14: String,
    mlir_opt_22: String,
}

impl Tools {
    fn from_env() -> Tools {
        let pick = |var: &str, default: &str| std::env::var(var).unwrap_or_else(|_| default.to_string());
        Tools {
            async_opt: env!("CARGO_BIN_EXE_async-opt").to_string(),
            filecheck: pick("FILECHECK", "/usr/lib/llvm-14/bin/FileCheck"),
            mlir_opt_14: pick("MLIR_OPT_14", "/usr/lib/llvm-14/bin/mlir-opt"),
            mlir_opt_22: pick("MLIR_OPT_22", "/usr/lib/llvm-22/bin/mlir-opt"),
        }
    }
}

/// Where a test file comes from decides how its tool names are read.
#[derive(Clone, Copy, PartialEq)]
enum Suite {
    /// Our own tests: `async-opt`, `mlir-opt-14`, `mlir-opt-22` name tools.
    Ours,
    /// Upstream-style seed tests: `mlir-opt` means the tool under test.
    Seed,
}

struct TestFile {
    path: PathBuf,
    suite: Suite,
}

/// Every `*.mlir` below `dir`, sorted so that reports are stable.
fn collect_mlir(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_mlir(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "mlir") {
            out.push(path);
        }
    }
}

/// The RUN lines of a test, continuation lines joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(idx) = line.find("RUN:") else {
            continue;
        };
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
            Some(mut prev) => {
                prev.push(' ');
                prev.push_str(body);
                prev
            }
            None => body.to_string(),
        };
        if continues {
            pending = Some(joined);
        } else {
            lines.push(joined);
        }
    }
    if let Some(rest) = pending {
        lines.push(rest);
    }
    lines
}

/// Replaces whole shell words equal to `word` (bounded by whitespace, `|`, `;`, `(`, `)`, `&`,
/// `<`, `>` or the line ends) by `with`.
fn replace_word(line: &str, word: &str, with: &str) -> String {
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
        if is_sep(before) && is_sep(after) {
            out.push_str(with);
        } else {
            out.push_str(word);
        }
        rest = &rest[pos + word.len()..];
    }
    out.push_str(rest);
    out
}

fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// Applies lit's `%` substitutions and the tool names.
fn substitute(line: &str, file: &Path, tmp: &Path, suite: Suite, tools: &Tools) -> String {
    let dir = file.parent().unwrap_or(Path::new("."));
    let mut out = String::with_capacity(line.len() + 64);
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('s') => {
                chars.next();
                out.push_str(&shell_quote(&file.to_string_lossy()));
            }
            Some('S') => {
                chars.next();
                out.push_str(&shell_quote(&dir.to_string_lossy()));
            }
            Some('t') => {
                chars.next();
                out.push_str(&tmp.to_string_lossy());
            }
            Some('%') => {
                chars.next();
                out.push('%');
            }
            _ => out.push('%'),
        }
    }
    let mut out = replace_word(&out, "FileCheck", &shell_quote(&tools.filecheck));
    match suite {
        Suite::Ours => {
            out = replace_word(&out, "async-opt", &shell_quote(&tools.async_opt));
            out = replace_word(&out, "mlir-opt-14", &shell_quote(&tools.mlir_opt_14));
            out = replace_word(&out, "mlir-opt-22", &shell_quote(&tools.mlir_opt_22));
        }
        Suite::Seed => {
            out = replace_word(&out, "mlir-opt", &shell_quote(&tools.async_opt));
        }
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

fn run_file(test: &TestFile, tools: &Tools, scratch: &Path, timeout: u64) -> Outcome {
    let root = repo_root();
    let text = match fs::read_to_string(&test.path) {
        Ok(t) => t,
        Err(e) => return Outcome { path: test.path.clone(), failure: Some(format!("cannot read: {e}")), runs: 0 },
    };
    let lines = run_lines(&text);
    if lines.is_empty() {
        return Outcome {
            path: test.path.clone(),
            failure: Some("no RUN line: every test must run something".into()),
            runs: 0,
        };
    }
    let rel = test.path.strip_prefix(&root).unwrap_or(&test.path).to_string_lossy().replace(['/', '.'], "_");
    let tmp = scratch.join(format!("{rel}.tmp"));
    let dir = test.path.parent().unwrap_or(Path::new("."));
    for (i, line) in lines.iter().enumerate() {
        let cmd = substitute(line, &test.path, &tmp, test.suite, tools);
        let script = format!("{PRELUDE}{cmd}");
        let output = Command::new("timeout")
            .args(["-k", "5", &timeout.to_string(), "bash", "-o", "pipefail", "-c", &script])
            .current_dir(dir)
            .stdin(Stdio::null())
            .output();
        let report = match output {
            Err(e) => Some(format!("could not start bash: {e}")),
            Ok(out) if out.status.success() => None,
            Ok(out) => {
                let status = match out.status.code() {
                    Some(124) => format!("timed out after {timeout}s"),
                    Some(code) => format!("exit status {code}"),
                    None => "killed by a signal".to_string(),
                };
                Some(format!(
                    "RUN line {} failed ({status}):\n  {line}\nexpanded:\n  {cmd}\n--- stdout ---\n{}--- stderr ---\n{}",
                    i + 1,
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr),
                ))
            }
        };
        if let Some(report) = report {
            return Outcome { path: test.path.clone(), failure: Some(report), runs: i + 1 };
        }
    }
    Outcome { path: test.path.clone(), failure: None, runs: lines.len() }
}

#[test]
fn lit() {
    let tools = Tools::from_env();
    assert!(
        Path::new(&tools.filecheck).is_file(),
        "FileCheck not found at {} (set FILECHECK or run scripts/install-peers.sh)",
        tools.filecheck
    );

    let root = repo_root();
    let mut files = Vec::new();
    let mut ours = Vec::new();
    collect_mlir(&root.join("tests/mlir"), &mut ours);
    assert!(!ours.is_empty(), "no tests found under {}", root.join("tests/mlir").display());
    files.extend(ours.into_iter().map(|path| TestFile { path, suite: Suite::Ours }));

    let seeds = root.join(SEED_DIR);
    if seeds.is_dir() {
        let mut seed_files = Vec::new();
        collect_mlir(&seeds, &mut seed_files);
        files.extend(seed_files.into_iter().map(|path| TestFile { path, suite: Suite::Seed }));
    } else {
        eprintln!("lit: note: {} is absent; seed tests skipped", seeds.display());
    }

    if let Ok(filter) = std::env::var("LIT_FILTER") {
        files.retain(|f| f.path.to_string_lossy().contains(&filter));
        assert!(!files.is_empty(), "LIT_FILTER={filter} matches no test file");
    }

    let timeout: u64 = std::env::var("LIT_TIMEOUT").ok().and_then(|v| v.parse().ok()).unwrap_or(120);
    let jobs = std::env::var("LIT_JOBS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(16))
        .max(1);
    let verbose = std::env::var_os("LIT_VERBOSE").is_some();

    let scratch = std::env::temp_dir().join(format!("async-opt-lit-{}", std::process::id()));
    fs::create_dir_all(&scratch).expect("create scratch directory");

    let total = files.len();
    let queue = Arc::new(Mutex::new(files.into_iter().collect::<VecDeque<_>>()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..jobs.min(total))
        .map(|_| {
            let (queue, results, tools, scratch) = (queue.clone(), results.clone(), tools.clone(), scratch.clone());
            thread::spawn(move || loop {
                let Some(test) = queue.lock().unwrap().pop_front() else {
                    break;
                };
                let outcome = run_file(&test, &tools, &scratch, timeout);
                if verbose {
                    let mark = if outcome.failure.is_some() { "FAIL" } else { "PASS" };
                    eprintln!("{mark}: {}", outcome.path.display());
                }
                results.lock().unwrap().push(outcome);
            })
        })
        .collect();
    for w in workers {
        w.join().expect("lit worker panicked");
    }
    let _ = fs::remove_dir_all(&scratch);

    let mut results = std::mem::take(&mut *results.lock().unwrap());
    results.sort_by(|a, b| a.path.cmp(&b.path));
    let runs: usize = results.iter().map(|r| r.runs).sum();
    let failed: Vec<&Outcome> = results.iter().filter(|r| r.failure.is_some()).collect();
    for f in &failed {
        eprintln!("==== FAIL: {}\n{}\n", f.path.display(), f.failure.as_deref().unwrap_or(""));
    }
    eprintln!("lit: {} files, {} RUN lines run, {} files failed", total, runs, failed.len());
    if !failed.is_empty() {
        let names: Vec<String> =
            failed.iter().map(|f| f.path.strip_prefix(&root).unwrap_or(&f.path).display().to_string()).collect();
        panic!("{} of {} lit tests failed:\n  {}", failed.len(), total, names.join("\n  "));
    }
}

#[cfg(test)]
mod runner_tests {
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
        let tools = Tools {
            async_opt: "/bin/A".into(),
            filecheck: "/bin/F".into(),
            mlir_opt_14: "/bin/M14".into(),
            mlir_opt_22: "/bin/M22".into(),
        };
        let line = substitute(
            "async-opt %s -o %t.out | FileCheck %s 100%%",
            Path::new("/x/y.mlir"),
            Path::new("/tmp/q"),
            Suite::Ours,
            &tools,
        );
        assert_eq!(line, "'/bin/A' '/x/y.mlir' -o /tmp/q.out | '/bin/F' '/x/y.mlir' 100%");
        let seed = substitute("mlir-opt %s | FileCheck %s", Path::new("/s.mlir"), Path::new("/t"), Suite::Seed, &tools);
        assert_eq!(seed, "'/bin/A' '/s.mlir' | '/bin/F' '/s.mlir'");
    }
}
