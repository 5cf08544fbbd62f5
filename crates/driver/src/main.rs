//! `async-opt`: an mlir-opt compatible command line over the async-opt library.

use std::io::{Read, Write};
use std::process::ExitCode;

use async_opt::cli::{self, Parsed};
use async_opt::Options;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (input, output, opts, timing_display) = match cli::parse(&args) {
        Ok(Parsed::Run { input, output, options, timing_display }) => (input, output, *options, timing_display),
        Ok(Parsed::Print(text)) => {
            print!("{text}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprint!("{message}");
            return ExitCode::from(1);
        }
    };

    let (name, bytes) = match read_input(&input) {
        Ok(x) => x,
        Err(e) => return fail(&format!("async-opt: cannot read '{input}': {e}")),
    };
    // Bytes that are not UTF-8 are read where mlir-opt reads them (string literals,
    // comments) and refused, located, elsewhere.
    let src = async_opt::text::text_of_bytes(&bytes);
    let opts = match src {
        std::borrow::Cow::Owned(_) => Options { input_bytes: Some(bytes.as_slice().into()), ..opts },
        std::borrow::Cow::Borrowed(_) => opts,
    };
    let dest = match Destination::open(&output) {
        Ok(d) => d,
        Err(e) => return fail(&format!("async-opt: cannot write '{output}': {e}")),
    };
    let run = |out: &mut dyn Write| {
        let mut status = async_opt::run_to(&name, &src, &opts, out);
        // The graphs' files, like the output, only when everything succeeded.
        if status.success {
            for (path, bytes) in &status.files {
                if let Err(e) = std::fs::write(path, bytes) {
                    status.diagnostics.push_str(&format!("async-opt: cannot write '{path}': {e}\n"));
                    status.success = false;
                }
            }
        }
        status
    };
    let status = dest.run(&output, run, opts.split_input_file);
    if !status.diagnostics.is_empty() {
        let _ = std::io::stderr().write_all(status.diagnostics.as_bytes());
    }
    if opts.timing {
        eprint!("{}", async_opt::timing::report(&status.timings, timing_display));
    }
    if status.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Where the output goes. Nothing is written to it unless the run succeeds.
enum Destination {
    /// Standard output, or a file that is not a regular one (`/dev/null`, a pipe): written
    /// as the run prints (held until the end with `-split-input-file`, whose chunks print
    /// as they finish).
    Stream(std::fs::File),
    /// A regular file, or a name with nothing there yet: the run prints into a temporary
    /// file, copied into the destination on success (through a symlink, into the same
    /// inode, keeping its mode and hard links, as mlir-opt writes) or renamed to the name
    /// of a new file.
    File { path: std::path::PathBuf, temp: std::path::PathBuf, file: std::fs::File },
}

impl Destination {
    fn open(output: &str) -> std::io::Result<Destination> {
        use std::os::fd::AsFd;
        if output == "-" {
            if stdout_was_closed() {
                return Err(std::io::Error::from_raw_os_error(9)); // EBADF
            }
            // A duplicate of fd 1, whose writes report errors: Rust's own stdout passes a
            // closed descriptor over in silence.
            return Ok(Destination::Stream(std::io::stdout().as_fd().try_clone_to_owned()?.into()));
        }
        let path = std::path::PathBuf::from(output);
        match std::fs::metadata(&path) {
            // A device or a pipe: written as it is.
            Ok(m) if !m.is_file() => Ok(Destination::Stream(std::fs::OpenOptions::new().write(true).open(&path)?)),
            Ok(_) => {
                // Fail now rather than after the work when the file cannot be written.
                std::fs::OpenOptions::new().write(true).open(&path)?;
                let (temp, file) = temp_file_for(&path)?;
                Ok(Destination::File { path, temp, file })
            }
            Err(_) => {
                let (temp, file) = temp_file_for(&path)?;
                Ok(Destination::File { path, temp, file })
            }
        }
    }

    /// Runs `run` into the destination and keeps its output only if it succeeded.
    fn run(
        self,
        output: &str,
        run: impl FnOnce(&mut dyn Write) -> async_opt::RunStatus,
        split: bool,
    ) -> async_opt::RunStatus {
        let cannot = |mut status: async_opt::RunStatus, e: std::io::Error| {
            status.diagnostics.push_str(&format!("async-opt: cannot write '{output}': {e}\n"));
            status.success = false;
            status
        };
        match self {
            Destination::Stream(file) if split => {
                let mut buf = Vec::new();
                let status = run(&mut buf);
                match status.success.then(|| (&file).write_all(&buf)) {
                    Some(Err(e)) => cannot(status, e),
                    _ => status,
                }
            }
            Destination::Stream(file) => run(&mut std::io::BufWriter::with_capacity(1 << 16, file)),
            Destination::File { path, temp, file } => {
                let status = run(&mut std::io::BufWriter::with_capacity(1 << 16, file));
                let kept = if status.success { keep(&temp, &path) } else { Ok(()) };
                let _ = std::fs::remove_file(&temp);
                match kept {
                    Err(e) => cannot(status, e),
                    Ok(()) => status,
                }
            }
        }
    }
}

/// Whether the process started with fd 1 closed (`async-opt f.mlir >&-`). Rust's runtime
/// then opens /dev/null there, read-write, before `main`, and the output would vanish; a
/// shell's `>/dev/null` opens it write-only.
fn stdout_was_closed() -> bool {
    if cfg!(target_os = "linux") && std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == *"/dev/null") {
        let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
        let flags = info.lines().find_map(|l| l.strip_prefix("flags:")).map(str::trim);
        return flags.and_then(|f| u32::from_str_radix(f, 8).ok()).is_some_and(|f| f & 3 == 2);
        // O_RDWR
    }
    false
}

/// A new temporary file beside `path` (or in the temporary directory when its directory
/// cannot take one).
fn temp_file_for(path: &std::path::Path) -> std::io::Result<(std::path::PathBuf, std::fs::File)> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let unique = format!(".{name}.async-opt-{}.tmp", std::process::id());
    let beside = path.with_file_name(&unique);
    let create = |p: &std::path::Path| std::fs::OpenOptions::new().write(true).read(true).create_new(true).open(p);
    match create(&beside) {
        Ok(f) => Ok((beside, f)),
        Err(_) => {
            let elsewhere = std::env::temp_dir().join(&unique);
            create(&elsewhere).map(|f| (elsewhere, f))
        }
    }
}

/// Puts the finished output in `temp` at `path`. It takes that name when nothing is there,
/// or when the file there is one that renaming over hides nothing of (one link, the same
/// owner and group), after taking its permissions: the output is not written twice.
/// Otherwise it is copied into the file there (or that a symlink there names), whose links
/// and owner stay.
fn keep(temp: &std::path::Path, path: &std::path::Path) -> std::io::Result<()> {
    let renamable = match std::fs::symlink_metadata(path) {
        Err(_) => true,
        Ok(old) => {
            replaceable_by(&old, &std::fs::metadata(temp)?) && std::fs::set_permissions(temp, old.permissions()).is_ok()
        }
    };
    if renamable && std::fs::rename(temp, path).is_ok() {
        return Ok(());
    }
    let mut from = std::fs::File::open(temp)?;
    let mut to = std::fs::OpenOptions::new().write(true).create(true).truncate(true).open(path)?;
    std::io::copy(&mut from, &mut to)?;
    to.flush()
}

/// Whether a new file like `new` can take the place of `old` with nothing changed but the
/// inode: `old` is a plain file with no other link, of the same owner and group.
#[cfg(unix)]
fn replaceable_by(old: &std::fs::Metadata, new: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    old.file_type().is_file() && old.nlink() == 1 && (old.uid(), old.gid()) == (new.uid(), new.gid())
}

#[cfg(not(unix))]
fn replaceable_by(_: &std::fs::Metadata, _: &std::fs::Metadata) -> bool {
    false
}

fn read_input(input: &str) -> std::io::Result<(String, Vec<u8>)> {
    let mut bytes = Vec::new();
    if input == "-" {
        std::io::stdin().read_to_end(&mut bytes)?;
    } else {
        bytes = std::fs::read(input)?;
    }
    let name = if input == "-" { "<stdin>".to_string() } else { input.to_string() };
    Ok((name, bytes))
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("{msg}");
    ExitCode::from(1)
}
