//! `--mlir-timing`: the time of each phase of a run (parsing, verification, each pass,
//! output) and, for a large module run in shards, of each phase of the sharded run with
//! the work of the shards under it, in mlir-opt's execution time report.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// One line of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct TimingEntry {
    /// The phase or pass.
    pub name: String,
    /// Wall time; for work spread over threads, the sum of every thread's time.
    pub wall: Duration,
    /// CPU time when it differs from the wall time (work on several threads).
    pub user: Option<Duration>,
    /// Nesting under the entry before it of lower depth.
    pub depth: usize,
}

impl TimingEntry {
    /// A top-level entry.
    pub fn new(name: impl Into<String>, wall: Duration) -> Self {
        TimingEntry { name: name.into(), wall, user: None, depth: 0 }
    }
}

/// How the report lays the entries out (`--mlir-timing-display`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Nested as the phases are (mlir-opt's default).
    #[default]
    Tree,
    /// One line per name, times summed, longest first.
    List,
}

/// Accumulates phase times (nothing when disabled), nested as [`Timer::enter`] opens scopes.
#[derive(Default, Clone)]
pub struct Timer {
    enabled: bool,
    entries: Vec<TimingEntry>,
    /// The open scopes, outermost first: indices into `entries`.
    scopes: Vec<usize>,
}

/// A scope [`Timer::enter`] opened, for [`Timer::exit`].
#[must_use = "a scope is closed by Timer::exit"]
pub struct TimerScope(Option<(usize, Instant)>);

impl Timer {
    /// A timer that measures only when `enabled`.
    pub fn new(enabled: bool) -> Self {
        Timer { enabled, entries: Vec::new(), scopes: Vec::new() }
    }

    /// Runs `f`, adding its wall time to the entry `name` in the open scope (at the top
    /// level when none is open).
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let scope = self.enter(name);
        let r = f();
        self.exit(scope);
        r
    }

    /// Opens the entry `name` in the open scope (made the first time): what is timed until
    /// [`Timer::exit`] nests under it (`'func.func' Pipeline` and its passes).
    pub fn enter(&mut self, name: &str) -> TimerScope {
        if !self.enabled {
            return TimerScope(None);
        }
        let index = self.slot(name);
        self.scopes.push(index);
        TimerScope(Some((index, Instant::now())))
    }

    /// The index of the entry `name` in the open scope, made the first time.
    fn slot(&mut self, name: &str) -> usize {
        let (depth, mut at) = match self.scopes.last() {
            Some(&p) => (self.entries[p].depth + 1, p + 1),
            None => (0, 0),
        };
        // The scope's children follow it, deeper than it; a new one goes after them.
        let mut found = None;
        while at < self.entries.len() && self.entries[at].depth >= depth {
            if self.entries[at].depth == depth && self.entries[at].name == name {
                found = Some(at);
                break;
            }
            at += 1;
        }
        found.unwrap_or_else(|| {
            self.entries.insert(at, TimingEntry { depth, ..TimingEntry::new(name, Duration::ZERO) });
            at
        })
    }

    /// Adds the times of another timer's `entries` to the entries of the same names at the
    /// same places in the tree (made where missing), under the open scope: the shards' steps
    /// summed.
    pub fn add(&mut self, entries: &[TimingEntry]) {
        if !self.enabled {
            return;
        }
        let base = self.scopes.len();
        for e in entries {
            // The open scopes are the entry's ancestors, which come before any insertion.
            self.scopes.truncate(base + e.depth);
            let index = self.slot(&e.name);
            self.entries[index].wall += e.wall;
            self.scopes.push(index);
        }
        self.scopes.truncate(base);
    }

    /// The entries so far.
    pub fn entries(&self) -> &[TimingEntry] {
        &self.entries
    }

    /// Closes a scope of [`Timer::enter`], adding the time since to its entry.
    pub fn exit(&mut self, scope: TimerScope) {
        if let Some((index, start)) = scope.0 {
            self.entries[index].wall += start.elapsed();
            self.scopes.pop();
        }
    }

    /// Appends an entry as it is (the sharded run's nested phases).
    pub fn push(&mut self, entry: TimingEntry) {
        if self.enabled {
            self.entries.push(entry);
        }
    }

    /// The entries, with `Rest` for the part of `total` no entry covers.
    pub fn finish(mut self, total: Duration) -> Vec<TimingEntry> {
        if !self.enabled {
            return Vec::new();
        }
        let covered: Duration = self.entries.iter().filter(|e| e.depth == 0).map(|e| e.wall).sum();
        self.entries.push(TimingEntry::new("Rest", total.saturating_sub(covered)));
        self.entries
    }
}

/// mlir-opt's execution time report of `entries` (top-level ones add up to the total).
pub fn report(entries: &[TimingEntry], display: TimingDisplay) -> String {
    let total: Duration = entries.iter().filter(|e| e.depth == 0).map(|e| e.wall).sum();
    let user_of = |e: &TimingEntry| e.user.unwrap_or(e.wall);
    let total_user: Duration = entries.iter().filter(|e| e.depth == 0).map(user_of).sum();
    let with_user = entries.iter().any(|e| e.user.is_some());
    let rows: Vec<TimingEntry> = match display {
        TimingDisplay::Tree => entries.to_vec(),
        TimingDisplay::List => {
            let mut merged: Vec<TimingEntry> = Vec::new();
            for e in entries {
                match merged.iter_mut().find(|m| m.name == e.name) {
                    Some(m) => {
                        m.wall += e.wall;
                        m.user = Some(user_of(m) + user_of(e)).filter(|_| m.user.is_some() || e.user.is_some());
                    }
                    None => merged.push(TimingEntry { depth: 0, ..e.clone() }),
                }
            }
            merged.sort_by(|a, b| b.wall.cmp(&a.wall));
            merged
        }
    };
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Execution time report ...";
    let mut s = format!("{rule}{:pad$}{title}\n{rule}", "", pad = (80 - title.len()) / 2);
    let _ = writeln!(s, "  Total Execution Time: {:.4} seconds\n", total.as_secs_f64());
    let column = |d: Duration, of: Duration| {
        let pct = if of.is_zero() { 0.0 } else { 100.0 * d.as_secs_f64() / of.as_secs_f64() };
        format!("{:10.4} ({pct:5.1}%)", d.as_secs_f64())
    };
    if with_user {
        s.push_str("  ----User Time----  ----Wall Time----  ----Name----\n");
    } else {
        s.push_str("  ----Wall Time----  ----Name----\n");
    }
    let mut line = |name: &str, depth: usize, user: Duration, wall: Duration| {
        if with_user {
            s.push_str(&column(user, total_user));
        }
        s.push_str(&column(wall, total));
        let _ = writeln!(s, "  {:indent$}{name}", "", indent = 2 * depth);
    };
    for e in &rows {
        line(&e.name, e.depth, user_of(e), e.wall);
    }
    line("Total", 0, total_user, total);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_as_mlir_opt() {
        let ms = Duration::from_millis;
        let entries = vec![
            TimingEntry::new("Parser", ms(10)),
            TimingEntry::new("Sharded run", ms(30)),
            TimingEntry { name: "Parser".into(), wall: ms(40), user: Some(ms(40)), depth: 1 },
            TimingEntry::new("Rest", ms(10)),
        ];
        let tree = report(&entries, TimingDisplay::Tree);
        let lines: Vec<&str> = tree.lines().collect();
        assert_eq!(lines[1], "                         ... Execution time report ...");
        assert_eq!(lines[3], "  Total Execution Time: 0.0500 seconds");
        assert_eq!(lines[5], "  ----User Time----  ----Wall Time----  ----Name----");
        assert_eq!(lines[6], "    0.0100 ( 20.0%)    0.0100 ( 20.0%)  Parser");
        assert_eq!(lines[8], "    0.0400 ( 80.0%)    0.0400 ( 80.0%)    Parser");
        assert_eq!(lines[10], "    0.0500 (100.0%)    0.0500 (100.0%)  Total");
        let list = report(&entries, TimingDisplay::List);
        assert!(list.lines().nth(6).unwrap().ends_with("  Parser"), "{list}");
        assert!(list.contains("    0.0500 (100.0%)  Parser"), "{list}");
    }

    #[test]
    fn nests_scopes_and_sums_repeats() {
        let mut timer = Timer::new(true);
        timer.time("Parser", || ());
        for _ in 0..3 {
            let scope = timer.enter("'func.func' Pipeline");
            timer.time("AsyncRuntimeRefCounting", || ());
            timer.time("Verifier", || ());
            timer.exit(scope);
        }
        timer.time("Verifier", || ());
        let entries = timer.finish(Duration::from_secs(1));
        let shape: Vec<(&str, usize)> = entries.iter().map(|e| (e.name.as_str(), e.depth)).collect();
        assert_eq!(
            shape,
            [
                ("Parser", 0),
                ("'func.func' Pipeline", 0),
                ("AsyncRuntimeRefCounting", 1),
                ("Verifier", 1),
                ("Verifier", 0),
                ("Rest", 0)
            ]
        );
        assert!(Timer::new(false).finish(Duration::from_secs(1)).is_empty());
    }
}
