//! A lit runner for async-runner's tests (`crates/interp/tests/lit/*.mlir`): each
//! `// RUN:` line runs under `bash -o pipefail -c` from the test's directory, with a
//! timeout (`LIT_TIMEOUT`, default 60 s); files run in parallel.
//!
//! | in a RUN line | stands for |
//! |---|---|
//! | `%s`, `%S`, `%t`, `%%` | the file, its directory, a scratch path, a percent sign |
//! | `async-runner` | the binary under test (`CARGO_BIN_EXE_async-runner`) |
//! | `FileCheck` | `$FILECHECK`, default `/usr/lib/llvm-14/bin/FileCheck` |
//! | `mlir-opt-14`, `mlir-opt-22` | the reference tools (`$MLIR_OPT_14`, `$MLIR_OPT_22`) |
//! | `not CMD` | succeeds when CMD fails cleanly: status 1 to 127, not 101 (a panic) |
//! | `aborts CMD` | succeeds when CMD exits with 134, as the runners do after a failed `cf.assert` |
//!
//! `LIT_FILTER=name` runs only the files whose path contains it.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

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

struct Tools {
    runner: String,
    filecheck: String,
    opt14: String,
    opt22: String,
}

fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// Replaces `word` where it stands alone (not part of a longer name or path).
fn replace_word(s: &str, word: &str, with: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    let is_name = |c: char| c.is_alphanumeric() || c == '-' || c == '_' || c == '/' || c == '.';
    while let Some(pos) = rest.find(word) {
        let before = rest[..pos].chars().next_back();
        let after = rest[pos + word.len()..].chars().next();
        out.push_str(&rest[..pos]);
        if before.is_some_and(is_name) || after.is_some_and(|c| is_name(c) && c != '.') {
            out.push_str(word);
        } else {
            out.push_str(with);
        }
        rest = &rest[pos + word.len()..];
    }
    out.push_str(rest);
    out
}

fn substitute(line: &str, file: &Path, tmp: &Path, tools: &Tools) -> String {
    let dir = file.parent().unwrap_or(Path::new("."));
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('s') => {
                chars.next();
                out.push_str(&quote(&file.to_string_lossy()));
            }
            Some('S') => {
                chars.next();
                out.push_str(&quote(&dir.to_string_lossy()));
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
    let out = replace_word(&out, "async-runner", &quote(&tools.runner));
    let out = replace_word(&out, "FileCheck", &quote(&tools.filecheck));
    let out = replace_word(&out, "mlir-opt-14", &quote(&tools.opt14));
    replace_word(&out, "mlir-opt-22", &quote(&tools.opt22))
}

fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(idx) = line.find("RUN:") else { continue };
        if !line[..idx].trim_start().starts_with("//") {
            continue;
        }
        let body = line[idx + 4..].trim();
        let (body, more) = match body.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (body, false),
        };
        let joined = match pending.take() {
            Some(p) => format!("{p} {body}"),
            None => body.to_string(),
        };
        if more {
            pending = Some(joined);
        } else {
            lines.push(joined);
        }
    }
    lines.extend(pending);
    lines
}

fn run_file(path: &Path, tools: &Tools, scratch: &Path, timeout: u64) -> Result<usize, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let lines = run_lines(&text);
    if lines.is_empty() {
        return Err("no RUN line: every test must run something".into());
    }
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = scratch.join(format!("{stem}.tmp"));
    for (i, line) in lines.iter().enumerate() {
        let cmd = substitute(line, path, &tmp, tools);
        let out = Command::new("timeout")
            .args(["-k", "5", &timeout.to_string(), "bash", "-o", "pipefail", "-c", &format!("{PRELUDE}{cmd}")])
            .current_dir(path.parent().unwrap_or(Path::new(".")))
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot start bash: {e}"))?;
        if !out.status.success() {
            let status = match out.status.code() {
                Some(124) => format!("timed out after {timeout}s"),
                Some(c) => format!("exit status {c}"),
                None => "killed by a signal".into(),
            };
            return Err(format!(
                "RUN line {} failed ({status}):\n  {line}\n--- stdout ---\n{}--- stderr ---\n{}",
                i + 1,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(lines.len())
}

#[test]
fn lit() {
    let pick = |var: &str, default: &str| std::env::var(var).unwrap_or_else(|_| default.to_string());
    let tools = Tools {
        runner: env!("CARGO_BIN_EXE_async-runner").to_string(),
        filecheck: pick("FILECHECK", "/usr/lib/llvm-14/bin/FileCheck"),
        opt14: pick("MLIR_OPT_14", "/usr/lib/llvm-14/bin/mlir-opt"),
        opt22: pick("MLIR_OPT_22", "/usr/lib/llvm-22/bin/mlir-opt"),
    };
    assert!(
        Path::new(&tools.filecheck).is_file(),
        "FileCheck not found at {} (scripts/install-peers.sh)",
        tools.filecheck
    );
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/lit")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    if let Ok(f) = std::env::var("LIT_FILTER") {
        files.retain(|p| p.to_string_lossy().contains(&f));
    }
    assert!(!files.is_empty(), "no lit tests in {}", dir.display());
    let scratch = std::env::temp_dir().join(format!("async-runner-lit-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    let timeout: u64 = pick("LIT_TIMEOUT", "60").parse().expect("LIT_TIMEOUT is a number");
    let queue = Mutex::new(files.clone());
    let results = Mutex::new(Vec::new());
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get()).min(files.len());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let Some(f) = queue.lock().unwrap().pop() else { return };
                let r = run_file(&f, &tools, &scratch, timeout);
                results.lock().unwrap().push((f, r));
            });
        }
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let results = results.into_inner().unwrap();
    let runs: usize = results.iter().filter_map(|(_, r)| r.as_ref().ok()).sum();
    let failures: Vec<String> =
        results.iter().filter_map(|(f, r)| r.as_ref().err().map(|e| format!("{}:\n{e}", f.display()))).collect();
    assert!(failures.is_empty(), "{} of {} files failed:\n{}", failures.len(), results.len(), failures.join("\n\n"));
    eprintln!("lit: {} files, {runs} RUN lines passed", results.len());
}
