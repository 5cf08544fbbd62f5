//! Where the binary writes: `-o` writes through a symlink into the file it names, keeps an
//! existing file's mode, and its inode when it has other hard links, and leaves it untouched
//! when the run fails; write errors (a closed stdout, a full disk) fail the run.

use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Output};

const INPUT: &str = "func @f() {\n  return\n}\n";
const BAD: &str = "func @f() {\n  %x = \n}\n";

fn async_opt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_async-opt")).args(args).output().expect("the binary runs")
}

/// A fresh directory with `in.mlir` and `bad.mlir`, removed when dropped.
fn scratch(test: &str) -> testkit::TempDir {
    let d = testkit::scratch_dir(&format!("async-opt-output-{test}"));
    std::fs::write(d.path().join("in.mlir"), INPUT).unwrap();
    std::fs::write(d.path().join("bad.mlir"), BAD).unwrap();
    d
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// What the run on `in.mlir` prints to stdout.
fn expected(d: &Path) -> Vec<u8> {
    let o = async_opt(&[s(&d.join("in.mlir"))]);
    assert!(o.status.success() && !o.stdout.is_empty(), "{o:?}");
    o.stdout
}

/// `link.mlir`, a symlink to `target.txt`, which holds `old`.
fn link_to_target(d: &Path) {
    std::fs::write(d.join("target.txt"), "old\n").unwrap();
    std::os::unix::fs::symlink("target.txt", d.join("link.mlir")).unwrap();
}

/// Runs on `in.mlir` with `-o out`, which must succeed.
fn run_to(d: &Path, out: &Path) {
    let o = async_opt(&[s(&d.join("in.mlir")), "-o", s(out)]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// The directory holds exactly `names` (no temporary files left behind).
fn assert_files(d: &Path, names: &[&str]) {
    let mut found: Vec<String> =
        std::fs::read_dir(d).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    found.sort();
    let mut want: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    want.sort();
    assert_eq!(found, want);
}

#[test]
fn writes_through_a_symlink() {
    let dir = scratch("symlink");
    let d = dir.path();
    link_to_target(d);
    run_to(d, &d.join("link.mlir"));
    assert!(std::fs::symlink_metadata(d.join("link.mlir")).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read(d.join("target.txt")).unwrap(), expected(&d));
    // A dangling link: its target is created.
    std::os::unix::fs::symlink("nowhere.mlir", d.join("dangling.mlir")).unwrap();
    run_to(d, &d.join("dangling.mlir"));
    assert!(std::fs::symlink_metadata(d.join("dangling.mlir")).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read(d.join("nowhere.mlir")).unwrap(), expected(&d));
    assert_files(&d, &["bad.mlir", "in.mlir", "target.txt", "link.mlir", "dangling.mlir", "nowhere.mlir"]);
}

/// `out.mlir` in `d`, holding `old`, with `mode`.
fn old_file(d: &Path, mode: u32) -> std::path::PathBuf {
    let out = d.join("out.mlir");
    std::fs::write(&out, "old\n").unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(mode)).unwrap();
    out
}

#[test]
fn keeps_the_inode_mode_and_hard_links() {
    let dir = scratch("inode");
    let d = dir.path();
    let out = old_file(d, 0o751);
    std::fs::hard_link(&out, d.join("hard.mlir")).unwrap();
    let before = std::fs::metadata(&out).unwrap();
    run_to(d, &out);
    let after = std::fs::metadata(&out).unwrap();
    assert_eq!((after.ino(), after.mode() & 0o7777, after.nlink()), (before.ino(), 0o751, 2));
    assert_eq!(std::fs::read(d.join("hard.mlir")).unwrap(), expected(&d));
    assert_files(&d, &["bad.mlir", "in.mlir", "out.mlir", "hard.mlir"]);
}

/// A file with no other link is replaced by the finished output (not written twice), which
/// takes its mode.
#[test]
fn replaces_a_file_of_one_link_keeping_its_mode() {
    let dir = scratch("replace");
    let d = dir.path();
    let out = old_file(d, 0o640);
    run_to(d, &out);
    let after = std::fs::metadata(&out).unwrap();
    assert_eq!((after.mode() & 0o7777, after.nlink()), (0o640, 1));
    assert_eq!(std::fs::read(&out).unwrap(), expected(&d));
    assert_files(&d, &["bad.mlir", "in.mlir", "out.mlir"]);
}

#[test]
fn a_failed_run_leaves_the_file_alone() {
    let dir = scratch("failed");
    let d = dir.path();
    link_to_target(d);
    for args in [&[][..], &["--split-input-file"][..]] {
        for out in ["link.mlir", "target.txt", "new.mlir"] {
            let mut all = vec![s(&d.join("bad.mlir")).to_string(), "-o".into(), s(&d.join(out)).to_string()];
            all.extend(args.iter().map(|a| a.to_string()));
            let o = Command::new(env!("CARGO_BIN_EXE_async-opt")).args(&all).output().unwrap();
            assert_eq!(o.status.code(), Some(1));
            assert!(
                String::from_utf8_lossy(&o.stderr).contains("bad.mlir:3:1: error: expected operation name in quotes")
            );
        }
    }
    assert_eq!(std::fs::read_to_string(d.join("target.txt")).unwrap(), "old\n");
    assert_files(&d, &["bad.mlir", "in.mlir", "target.txt", "link.mlir"]);
}

/// A large module goes in shards (its output is held compressed until all succeeded) and
/// through the same temporary file.
#[test]
fn a_large_output_goes_through_a_symlink() {
    let dir = scratch("large");
    let d = dir.path();
    let mut src = String::new();
    for i in 0..20_000 {
        src.push_str(&format!(
            "func @f{i}(%a: i32) -> i32 {{\n  %t, %v = async.execute -> !async.value<i32> {{\n    async.yield %a : i32\n  }}\n  %r = async.await %v : !async.value<i32>\n  return %r : i32\n}}\n"
        ));
    }
    assert!(src.len() > 2 << 20);
    std::fs::write(d.join("big.mlir"), &src).unwrap();
    link_to_target(d);
    let stdout = async_opt(&[s(&d.join("big.mlir")), "-async-to-async-runtime"]);
    assert!(stdout.status.success());
    let o = async_opt(&[s(&d.join("big.mlir")), "-async-to-async-runtime", "-o", s(&d.join("link.mlir"))]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(std::fs::read(d.join("target.txt")).unwrap() == stdout.stdout);
    assert_files(&d, &["bad.mlir", "in.mlir", "big.mlir", "target.txt", "link.mlir"]);
}

/// Through `sh`, whose redirections the test needs.
fn shell(script: &str, input: &Path) -> Output {
    Command::new("sh").arg("-c").arg(script).arg(env!("CARGO_BIN_EXE_async-opt")).arg(input).output().unwrap()
}

#[test]
fn a_closed_stdout_is_an_error() {
    let dir = scratch("closed");
    let d = dir.path();
    for script in [r#""$0" "$1" >&-"#, r#""$0" "$1" --split-input-file >&-"#] {
        let o = shell(script, &d.join("in.mlir"));
        assert_eq!(o.status.code(), Some(1), "{script}");
        assert!(String::from_utf8_lossy(&o.stderr).contains("cannot write '-': Bad file descriptor"), "{o:?}");
    }
    // /dev/null is a fine place for the output.
    assert!(shell(r#""$0" "$1" >/dev/null"#, &d.join("in.mlir")).status.success());
}

#[test]
fn a_full_disk_is_an_error() {
    let dir = scratch("full");
    let d = dir.path();
    for script in [
        r#""$0" "$1" >/dev/full"#,
        r#""$0" "$1" -o /dev/full"#,
        r#""$0" "$1" --split-input-file >/dev/full"#,
        r#""$0" "$1" --split-input-file -o /dev/full"#,
    ] {
        let o = shell(script, &d.join("in.mlir"));
        assert_eq!(o.status.code(), Some(1), "{script}");
        assert!(String::from_utf8_lossy(&o.stderr).contains("No space left on device"), "{script}: {o:?}");
    }
}
