//! Interop with the real tools, over every chunk of every `tests/mlir/text/*.mlir` input:
//!
//! (a) what `async-opt --compat=14` prints must be accepted by mlir-opt-14, and what
//!     `async-opt --compat=22` prints by mlir-opt-22;
//! (b) what mlir-opt-14 and mlir-opt-22 print for the input (custom form, generic form, and
//!     with debug locations), whenever they accept it, must be read back by async-opt.
//!
//! A line `// INTEROP: skip-14` (or `skip-22`, or `skip`) leaves a chunk out of the checks of
//! that generation (for example `async.func`, which LLVM 14 does not have). In the comment block
//! at the top of a file it applies to every chunk of the file. Inputs whose RUN lines pass
//! `--allow-unregistered-dialect` get that flag on every tool.
//!
//! Environment: `MLIR_OPT_14`, `MLIR_OPT_22` override the tools; `INTEROP_FILTER=substr`
//! keeps only the files whose path contains `substr`.

use std::collections::VecDeque;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;

use testkit::{peers, repo_root};

/// The reference tools, by generation.
#[derive(Clone)]
struct Peers {
    v14: String,
    v22: String,
}

impl Peers {
    fn tool(&self, generation: u32) -> &str {
        if generation == 14 {
            &self.v14
        } else {
            &self.v22
        }
    }
}

/// One `// -----` chunk of an input file.
struct Chunk {
    file: PathBuf,
    /// 1-based line of the chunk's first line in the file.
    line: usize,
    text: String,
    skip_14: bool,
    skip_22: bool,
    unregistered: bool,
}

fn markers(text: &str) -> (bool, bool) {
    let mut skip = (false, false);
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("// INTEROP:") else {
            continue;
        };
        for word in rest.split_whitespace() {
            match word {
                "skip-14" => skip.0 = true,
                "skip-22" => skip.1 = true,
                "skip" => skip = (true, true),
                _ => {}
            }
        }
    }
    skip
}

fn chunks_of(file: &Path) -> Vec<Chunk> {
    let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
    let unregistered = text.lines().any(|l| l.contains("RUN:") && l.contains("allow-unregistered-dialect"));
    // Markers in the leading comment block hold for the whole file.
    let header: String = text
        .lines()
        .take_while(|l| l.trim().is_empty() || l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let file_skip = markers(&header);

    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut start = 1;
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if line.trim() == "// -----" {
            chunks.push((start, std::mem::take(&mut current)));
            start = i + 2;
        } else {
            current.push_str(line);
            current.push('\n');
        }
    }
    chunks.push((start, current));
    chunks
        .into_iter()
        .filter(|(_, text)| text.lines().any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//")))
        .map(|(line, text)| {
            let own = markers(&text);
            Chunk {
                file: file.to_path_buf(),
                line,
                skip_14: file_skip.0 || own.0,
                skip_22: file_skip.1 || own.1,
                unregistered,
                text,
            }
        })
        .collect()
}

/// Runs `tool args` with `input` on stdin. Returns (success, stdout, stderr).
fn run(tool: &str, args: &[&str], input: &str) -> (bool, String, String) {
    let child =
        Command::new(tool).args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => return (false, String::new(), format!("cannot start {tool}: {e}")),
    };
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_owned();
    // Write from another thread so a tool that prints before reading all input cannot block us.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output();
    let _ = writer.join();
    match out {
        Ok(o) => {
            let crashed = matches!(o.status.code(), Some(101) | None);
            let mut stderr = String::from_utf8_lossy(&o.stderr).into_owned();
            if crashed {
                stderr.push_str(&format!("\n[{tool} crashed: {}]", o.status));
            }
            (o.status.success(), String::from_utf8_lossy(&o.stdout).into_owned(), stderr)
        }
        Err(e) => (false, String::new(), format!("{tool}: {e}")),
    }
}

fn excerpt(text: &str, max_lines: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = lines.iter().take(max_lines).map(|l| format!("    {l}\n")).collect::<String>();
    if lines.len() > max_lines {
        out.push_str(&format!("    ... ({} more lines)\n", lines.len() - max_lines));
    }
    out
}

/// All checks of one chunk; returns (checks run, failure reports).
fn check_chunk(chunk: &Chunk, async_opt: &str, peers: &Peers) -> (usize, Vec<String>) {
    let root = repo_root();
    let name = format!("{}:{}", chunk.file.strip_prefix(&root).unwrap_or(&chunk.file).display(), chunk.line);
    let base: Vec<&str> = if chunk.unregistered { vec!["--allow-unregistered-dialect"] } else { vec![] };
    let with = |extra: &[&'static str]| -> Vec<&str> {
        let mut args = vec!["-"];
        args.extend(base.iter().copied());
        args.extend(extra.iter().copied());
        args
    };
    let mut checks = 0;
    let mut failures = Vec::new();

    for generation in [14u32, 22] {
        if (generation == 14 && chunk.skip_14) || (generation == 22 && chunk.skip_22) {
            continue;
        }
        let peer = peers.tool(generation);

        // (a) Our output for this generation is valid input for the real tool.
        checks += 1;
        let compat = if generation == 14 { "--compat=14" } else { "--compat=22" };
        let (ok, ours, err) = run(async_opt, &with(&[compat]), &chunk.text);
        if !ok {
            failures.push(format!("{name}: async-opt {compat} failed:\n{}", excerpt(&err, 20)));
        } else {
            let (ok, _, err) = run(peer, &with(&[]), &ours);
            if !ok {
                failures.push(format!(
                    "{name}: mlir-opt-{generation} rejects the output of async-opt {compat}:\n{}  output was:\n{}",
                    excerpt(&err, 20),
                    excerpt(&ours, 60)
                ));
            }
        }

        // (b) What the real tool prints, we read.
        for mode in [&[][..], &["--mlir-print-op-generic"][..], &["--mlir-print-debuginfo"][..]] {
            let (ok, theirs, _) = run(peer, &with(mode), &chunk.text);
            if !ok {
                continue; // The real tool does not read this generation: nothing to compare.
            }
            checks += 1;
            let (ok, _, err) = run(async_opt, &with(&[]), &theirs);
            if !ok {
                failures.push(format!(
                    "{name}: async-opt cannot read what mlir-opt-{generation} prints ({}):\n{}  that output was:\n{}",
                    if mode.is_empty() { "custom form".to_string() } else { mode.join(" ") },
                    excerpt(&err, 20),
                    excerpt(&theirs, 60)
                ));
            }
        }
    }
    (checks, failures)
}

#[test]
fn interop_with_mlir_opt_14_and_22() {
    let peers = Peers { v14: peers::mlir_opt_14(), v22: peers::mlir_opt_22() };
    for tool in [&peers.v14, &peers.v22] {
        assert!(
            Path::new(tool).is_file(),
            "{tool} not found: run scripts/install-peers.sh (or set MLIR_OPT_14/MLIR_OPT_22)"
        );
    }
    let async_opt = env!("CARGO_BIN_EXE_async-opt").to_string();

    let dir = repo_root().join("tests/mlir/text");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    if let Ok(filter) = std::env::var("INTEROP_FILTER") {
        files.retain(|f| f.to_string_lossy().contains(&filter));
    }
    assert!(!files.is_empty(), "no inputs in {}", dir.display());

    let chunks: VecDeque<Chunk> = files.iter().flat_map(|f| chunks_of(f)).collect();
    let total = chunks.len();
    let queue = Arc::new(Mutex::new(chunks));
    let results = Arc::new(Mutex::new((0usize, Vec::<String>::new())));
    let jobs = thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(16);
    let workers: Vec<_> = (0..jobs)
        .map(|_| {
            let (queue, results, peers, async_opt) = (queue.clone(), results.clone(), peers.clone(), async_opt.clone());
            thread::spawn(move || loop {
                let Some(chunk) = queue.lock().unwrap().pop_front() else {
                    break;
                };
                let (n, mut failures) = check_chunk(&chunk, &async_opt, &peers);
                let mut r = results.lock().unwrap();
                r.0 += n;
                r.1.append(&mut failures);
            })
        })
        .collect();
    for w in workers {
        w.join().expect("interop worker panicked");
    }
    let (checks, mut failures) = std::mem::take(&mut *results.lock().unwrap());
    failures.sort();
    eprintln!("interop: {} files, {} chunks, {} checks, {} failed", files.len(), total, checks, failures.len());
    assert!(checks > 0, "no interop check ran");
    if !failures.is_empty() {
        for f in &failures {
            eprintln!("==== {f}");
        }
        let heads: Vec<&str> = failures.iter().map(|f| f.lines().next().unwrap_or("")).collect();
        panic!("{} interop checks failed:\n  {}", failures.len(), heads.join("\n  "));
    }
}

#[cfg(test)]
mod chunking {
    use super::*;

    #[test]
    fn markers_and_chunks() {
        let dir = testkit::scratch_dir("interop-chunks");
        let file = dir.path().join("x.mlir");
        fs::write(
            &file,
            "// RUN: async-opt %s --allow-unregistered-dialect\n// INTEROP: skip-22\n\nfunc @a()\n// -----\n// only comments\n// -----\n// INTEROP: skip-14\nfunc @b()\n",
        )
        .unwrap();
        let chunks = chunks_of(&file);
        assert_eq!(chunks.len(), 2, "the comment-only chunk is dropped");
        assert!(chunks[0].skip_22 && !chunks[0].skip_14 && chunks[0].unregistered);
        assert!(chunks[1].skip_14 && chunks[1].skip_22, "file-level skip-22 and chunk-level skip-14");
        assert_eq!(chunks[1].line, 8);
    }
}
