//! Reference-counting errors abort with a message naming the call and the object's
//! kind, instead of corrupting the heap or hanging: a use of a freed token, value or
//! group through every kind of entry point, a double drop, a drop below zero, an
//! object of the wrong kind, and a completion a task makes before dropping the object
//! once too often. Each case runs in a child process, which must die of SIGABRT with
//! the expected line on stderr.

use async_runtime::abi::*;
use std::ffi::c_void;
use std::os::unix::process::ExitStatusExt;
use std::process::Command;

const CASE_ENV: &str = "ASYNC_RUNTIME_MISUSE_CASE";

unsafe extern "C" fn nothing(_: *mut c_void) {}

fn freed_token() -> *mut AsyncToken {
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: completes the token and drops the creator's reference: it is freed.
    unsafe {
        mlirAsyncRuntimeEmplaceToken(t);
        mlirAsyncRuntimeDropRef(t.cast(), 1);
    }
    t
}

fn freed_value() -> *mut AsyncValue {
    let v = mlirAsyncRuntimeCreateValue(8);
    // SAFETY: as above, for a value.
    unsafe {
        mlirAsyncRuntimeEmplaceValue(v);
        mlirAsyncRuntimeDropRef(v.cast(), 1);
    }
    v
}

fn freed_group() -> *mut AsyncGroup {
    let g = mlirAsyncRuntimeCreateGroup(0);
    // SAFETY: a group starts with one reference.
    unsafe { mlirAsyncRuntimeDropRef(g.cast(), 1) };
    g
}

/// Each case: its name, what it does (it must not return), the expected stderr line.
type Case = (&'static str, fn(), &'static str);

/// Uses of a freed object through each entry point: `name: call(args) on "kind"` calls it,
/// and the runtime must report `call on a freed kind`.
macro_rules! freed_uses {
    ($($name:ident: $call:ident($($arg:expr),*) on $kind:literal;)*) => {
        &[$((
            stringify!($name),
            || unsafe { _ = $call($($arg),*) },
            concat!(stringify!($call), " on a freed ", $kind),
        )),*]
    };
}

// SAFETY (all cases): they deliberately call the ABI on freed objects; the runtime
// must detect it before touching anything but the object's header.
const FREED_USES: &[Case] = freed_uses! {
    drop_freed_token: mlirAsyncRuntimeDropRef(freed_token().cast(), 1) on "token";
    drop_freed_value: mlirAsyncRuntimeDropRef(freed_value().cast(), 1) on "value";
    drop_freed_group: mlirAsyncRuntimeDropRef(freed_group().cast(), 1) on "group";
    add_ref_freed_token: mlirAsyncRuntimeAddRef(freed_token().cast(), 1) on "token";
    add_ref_freed_group: mlirAsyncRuntimeAddRef(freed_group().cast(), 1) on "group";
    await_freed_token: mlirAsyncRuntimeAwaitToken(freed_token()) on "token";
    await_freed_value: mlirAsyncRuntimeAwaitValue(freed_value()) on "value";
    await_freed_group: mlirAsyncRuntimeAwaitAllInGroup(freed_group()) on "group";
    is_error_freed_token: mlirAsyncRuntimeIsTokenError(freed_token()) on "token";
    is_error_freed_value: mlirAsyncRuntimeIsValueError(freed_value()) on "value";
    is_error_freed_group: mlirAsyncRuntimeIsGroupError(freed_group()) on "group";
    emplace_freed_token: mlirAsyncRuntimeEmplaceToken(freed_token()) on "token";
    emplace_freed_value: mlirAsyncRuntimeEmplaceValue(freed_value()) on "value";
    set_error_freed_token: mlirAsyncRuntimeSetTokenError(freed_token()) on "token";
    set_error_freed_value: mlirAsyncRuntimeSetValueError(freed_value()) on "value";
    storage_freed_value: mlirAsyncRuntimeGetValueStorage(freed_value()) on "value";
    add_freed_token_to_group: mlirAsyncRuntimeAddTokenToGroup(freed_token(), mlirAsyncRuntimeCreateGroup(1)) on "token";
    add_token_to_freed_group: mlirAsyncRuntimeAddTokenToGroup(mlirAsyncRuntimeCreateToken(), freed_group()) on "group";
    await_and_execute_freed_token:
        mlirAsyncRuntimeAwaitTokenAndExecute(freed_token(), std::ptr::null_mut(), nothing) on "token";
    await_and_execute_freed_value:
        mlirAsyncRuntimeAwaitValueAndExecute(freed_value(), std::ptr::null_mut(), nothing) on "value";
    await_and_execute_freed_group:
        mlirAsyncRuntimeAwaitAllInGroupAndExecute(freed_group(), std::ptr::null_mut(), nothing) on "group";
};

/// The other misuses.
const MISUSES: &[Case] = &[
    ("double_drop_token", double_drop_token, "mlirAsyncRuntimeDropRef on a freed token"),
    (
        "drop_below_zero",
        drop_below_zero,
        "mlirAsyncRuntimeDropRef(3) on a token with 2 reference(s): the count goes below zero",
    ),
    ("freed_on_another_thread", freed_on_another_thread, "mlirAsyncRuntimeAwaitValue on a freed value"),
    ("wrong_kind", wrong_kind, "mlirAsyncRuntimeAwaitToken on a value, not a token"),
    ("not_an_object", not_an_object, "mlirAsyncRuntimeIsTokenError on 0x"),
    (
        "completion_then_too_many_drops_in_a_task",
        completion_then_too_many_drops,
        "mlirAsyncRuntimeEmplaceToken (applied when its task returned) on a freed token",
    ),
];

/// The shape 02b's lowering has: the last two references of a token dropped by two
/// owners who each believe they hold one of them.
fn double_drop_token() {
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: deliberately one drop too many.
    unsafe {
        mlirAsyncRuntimeDropRef(t.cast(), 1);
        mlirAsyncRuntimeEmplaceToken(t); // the count reaches zero: freed
        mlirAsyncRuntimeDropRef(t.cast(), 1);
    }
}

fn drop_below_zero() {
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: deliberately drops more references than there are.
    unsafe { mlirAsyncRuntimeDropRef(t.cast(), 3) }
}

fn freed_on_another_thread() {
    struct Ptr(*mut AsyncValue);
    // SAFETY: test only.
    unsafe impl Send for Ptr {}
    let v = std::thread::spawn(|| Ptr(freed_value())).join().unwrap();
    // SAFETY: deliberately awaits the value the other thread freed.
    unsafe { mlirAsyncRuntimeAwaitValue(v.0) }
}

fn wrong_kind() {
    let v = mlirAsyncRuntimeCreateValue(8);
    // SAFETY: deliberately passes a value where a token belongs.
    unsafe { mlirAsyncRuntimeAwaitToken(v.cast()) }
}

fn not_an_object() {
    let mut junk = [0x1234_5678_u64; 4];
    // SAFETY: readable memory, but no object of ours.
    unsafe { _ = mlirAsyncRuntimeIsTokenError(junk.as_mut_ptr().cast()) };
}

/// A task emplaces its token (applied when the task returns) and then drops both
/// references: the token is freed before the completion runs.
fn completion_then_too_many_drops() {
    unsafe extern "C" fn task(t: *mut c_void) {
        // SAFETY: deliberately one drop too many before the deferred completion.
        unsafe {
            mlirAsyncRuntimeEmplaceToken(t.cast());
            mlirAsyncRuntimeDropRef(t, 2);
        }
    }
    let t = mlirAsyncRuntimeCreateToken();
    // SAFETY: the task gets the token's pointer; we never touch it again.
    unsafe { mlirAsyncRuntimeExecute(t.cast(), task) };
    std::thread::sleep(std::time::Duration::from_secs(10));
}

fn cases() -> impl Iterator<Item = &'static Case> {
    FREED_USES.iter().chain(MISUSES)
}

#[test]
fn misuse_aborts_with_a_message() {
    if let Ok(name) = std::env::var(CASE_ENV) {
        let (_, run, _) = cases().find(|c| c.0 == name).expect("known case");
        run();
        std::process::exit(3); // the case returned: no detection
    }
    let exe = std::env::current_exe().unwrap();
    let mut failures = Vec::new();
    for (name, _, want) in cases() {
        let out = Command::new("timeout")
            .args(["-k", "5", "20"])
            .arg(&exe)
            .args(["--exact", "misuse_aborts_with_a_message", "--nocapture"])
            .env(CASE_ENV, name)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let line = format!("async-runtime: {want}");
        if out.status.signal() != Some(libc_sigabrt()) || !stderr.contains(&line) {
            failures.push(format!("{name}: {:?}, want SIGABRT and {line:?}; stderr:\n{stderr}", out.status));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases:\n{}", failures.len(), cases().count(), failures.join("\n"));
}

fn libc_sigabrt() -> i32 {
    6
}
