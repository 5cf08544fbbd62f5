//! A child process under a deadline, its output through files so that a chatty child
//! cannot block on a full pipe while we poll.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a process printed and how it ended.
pub struct Output {
    /// Its standard output (lossy UTF-8).
    pub stdout: String,
    /// Its standard error.
    pub stderr: String,
    /// Its exit status; `None` when a signal or our kill ended it.
    pub status: Option<i32>,
    /// Whether it was killed at the deadline.
    pub killed: bool,
}

impl Output {
    /// Whether it exited with status 0.
    pub fn success(&self) -> bool {
        self.status == Some(0)
    }
}

/// Runs `cmd` (stdin closed) and kills it after `deadline`. Its output goes to
/// `scratch/TAG.out` and `scratch/TAG.err`.
pub fn run(mut cmd: Command, deadline: Duration, scratch: &Path, tag: &str) -> Output {
    fs::create_dir_all(scratch).unwrap_or_else(|e| panic!("{}: {e}", scratch.display()));
    let (out_path, err_path) = (scratch.join(format!("{tag}.out")), scratch.join(format!("{tag}.err")));
    let file = |p: &Path| fs::File::create(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    cmd.stdin(Stdio::null()).stdout(file(&out_path)).stderr(file(&err_path));
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("{tag}: cannot start {:?}: {e}", cmd.get_program()));
    let start = Instant::now();
    let (status, killed) = loop {
        if let Some(s) = child.try_wait().expect("the child's status") {
            break (s.code(), false);
        }
        if start.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let read = |p: &Path| String::from_utf8_lossy(&fs::read(p).unwrap_or_default()).into_owned();
    Output { stdout: read(&out_path), stderr: read(&err_path), status, killed }
}
