//! Runs async-opt and mlir-opt-14 (parse and verify, no pass, unregistered dialects not
//! allowed) on a mutant corpus and tallies where they agree.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// How a tool finished on one input.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// `accept`, `reject`, `error-exit-0` (an error reported, exit status 0: mlir-opt-14
    /// does that on some signatures; counted as a rejection), `panic` (exit 101: never
    /// acceptable from async-opt), `crash` (a signal or abort) or `timeout`.
    pub status: &'static str,
    /// The first diagnostic line.
    pub message: String,
}

impl Verdict {
    pub fn accepts(&self) -> bool {
        self.status == "accept"
    }
}

fn verdict(tool: &str, file: &Path) -> Verdict {
    let o = Command::new("timeout")
        .args(["-k", "5", "30", tool])
        .arg(file)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
    let err = String::from_utf8_lossy(&o.stderr);
    let message = err
        .lines()
        .find(|l| l.contains("error"))
        .or_else(|| err.lines().next())
        .unwrap_or("")
        .replace(&*file.to_string_lossy(), "FILE")
        .chars()
        .take(200)
        .collect();
    let status = match o.status.code() {
        Some(0) if err.contains("error:") => "error-exit-0",
        Some(0) => "accept",
        Some(101) if tool.contains("async-opt") => "panic",
        Some(124) => "timeout",
        Some(c) if c < 128 && !err.contains("PLEASE submit a bug report") => "reject",
        _ => "crash",
    };
    Verdict { status, message }
}

/// Runs both tools over `corpus` (as written by `mutate::write_corpus`) with `jobs`
/// threads; writes `results.tsv` there and returns a markdown summary.
pub fn run(corpus: &Path, ours: &str, theirs: &str, jobs: usize) -> String {
    let read = |name: &str| std::fs::read_to_string(corpus.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let bases: Vec<(String, String)> = read("bases.tsv")
        .lines()
        .filter_map(|l| l.split_once('\t').map(|(a, b)| (a.to_string(), b.to_string())))
        .collect();
    let mutants: Vec<Vec<String>> =
        read("manifest.tsv").lines().skip(1).map(|l| l.split('\t').map(String::from).collect()).collect();
    let check = |file: &Path| (verdict(ours, file), verdict(theirs, file));
    let parallel = |n: usize, f: &(dyn Fn(usize) -> (Verdict, Verdict) + Sync)| {
        let out = Mutex::new(vec![None; n]);
        let next = AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..jobs.max(1) {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= n {
                        break;
                    }
                    let r = f(i);
                    out.lock().unwrap()[i] = Some(r);
                });
            }
        });
        out.into_inner().unwrap().into_iter().map(Option::unwrap).collect::<Vec<_>>()
    };
    let base_results = parallel(bases.len(), &|i| check(&corpus.join("bases").join(&bases[i].0)));
    let usable: BTreeMap<&str, bool> =
        bases.iter().zip(&base_results).map(|((f, _), (a, b))| (f.as_str(), a.accepts() && b.accepts())).collect();
    let results = parallel(mutants.len(), &|i| check(&corpus.join(&mutants[i][0])));

    let mut tsv =
        String::from("file\tkind\tbase\twhat\tasync-opt\tmlir-opt-14\tasync-opt message\tmlir-opt-14 message\n");
    let mut per_kind: BTreeMap<&str, [usize; 4]> = BTreeMap::new(); // agree, stricter, looser, total
    let (mut total, mut agree, mut skipped) = (0, 0, 0);
    let (mut theirs_crash, mut both_accept, mut theirs_error_exit_0) = (0, 0, 0);
    let mut ours_bad = Vec::new();
    let mut disagreements = Vec::new();
    for (m, (a, b)) in mutants.iter().zip(&results) {
        let _ = writeln!(
            tsv,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            m[0], m[1], m[2], m[3], a.status, b.status, a.message, b.message
        );
        if a.status == "panic" || a.status == "crash" || a.status == "timeout" {
            ours_bad.push(format!("{} ({}, {}): async-opt {}: {}", m[0], m[1], m[3], a.status, a.message));
        }
        if !usable.get(m[2].as_str()).copied().unwrap_or(false) {
            skipped += 1;
            continue;
        }
        total += 1;
        if b.status == "crash" {
            theirs_crash += 1;
        }
        if b.status == "error-exit-0" {
            theirs_error_exit_0 += 1;
        }
        let e = per_kind.entry(m[1].as_str()).or_default();
        e[3] += 1;
        if a.accepts() == b.accepts() {
            agree += 1;
            both_accept += usize::from(a.accepts());
            e[0] += 1;
        } else {
            e[if b.accepts() { 1 } else { 2 }] += 1;
            disagreements.push(format!(
                "| {} | {} | {} | {} | {} |",
                m[0],
                m[1],
                m[3].replace('|', "\\|"),
                if a.accepts() { "accept".to_string() } else { format!("reject: {}", a.message.replace('|', "\\|")) },
                if b.accepts() {
                    "accept".to_string()
                } else {
                    format!("{}: {}", b.status, b.message.replace('|', "\\|"))
                },
            ));
        }
    }
    std::fs::write(corpus.join("results.tsv"), tsv).unwrap();
    let usable_bases = usable.values().filter(|&&u| u).count();
    let mut md = String::new();
    let _ = writeln!(
        md,
        "{} bases ({} accepted by both tools), {} mutants of those ({} more of rejected bases left out)\n",
        bases.len(),
        usable_bases,
        total,
        skipped
    );
    let _ = writeln!(
        md,
        "**Agreement: {agree} / {total} = {:.1}%** ({both_accept} accepted by both, {} rejected by both; \
         mlir-opt-14 crashed on {theirs_crash} and exited 0 after reporting an error on {theirs_error_exit_0}, \
         both counted as rejections)\n",
        100.0 * agree as f64 / total.max(1) as f64,
        agree - both_accept
    );
    let _ = writeln!(md, "| kind | mutants | agree | ours stricter | ours looser |\n|---|---|---|---|---|");
    for (k, [a, s, l, t]) in &per_kind {
        let _ = writeln!(md, "| {k} | {t} | {a} | {s} | {l} |");
    }
    let _ = writeln!(md, "\nasync-opt panics, crashes or timeouts: {}", ours_bad.len());
    for b in &ours_bad {
        let _ = writeln!(md, "- {b}");
    }
    let _ = writeln!(md, "\n| file | kind | mutation | async-opt | mlir-opt-14 |\n|---|---|---|---|---|");
    for d in &disagreements {
        let _ = writeln!(md, "{d}");
    }
    md
}
