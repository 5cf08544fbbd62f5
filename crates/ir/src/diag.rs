//! Diagnostics: a located message with optional notes, as mlir-opt reports them.

use crate::{Loc, Op};

/// How serious a [`Diagnostic`] is, as MLIR's `DiagnosticSeverity`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    /// `error:`: the input or the pass failed.
    Error,
    /// `warning:`.
    Warning,
    /// `note:`: extra context, usually attached to another diagnostic.
    Note,
    /// `remark:`: information, not a problem.
    Remark,
}

impl Severity {
    /// The word mlir-opt prints before the message: `error`, `warning`, `note` or `remark`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// One diagnostic with the notes attached to it.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Error, warning, note or remark.
    pub severity: Severity,
    /// Where it is reported.
    pub loc: Loc,
    /// The message, as mlir-opt words it (without the `error: ` prefix).
    pub message: String,
    /// Notes printed after it (`note: see current operation: ...`), each with its location.
    pub notes: Vec<(Loc, String)>,
    /// Errors reported right after this one, by the same failure (mlir-opt's parser reports
    /// every undeclared SSA name at the end of the file).
    pub followed_by: Vec<Diagnostic>,
    /// The op it was emitted on (MLIR's `op->emitError()`), if any: the driver prints it
    /// in a `see current operation` note (`--mlir-print-op-on-diagnostic`).
    pub op: Option<Op>,
}

impl Diagnostic {
    /// An error at `loc`, as MLIR's `emitError(loc)`.
    pub fn error(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
            followed_by: Vec::new(),
            op: None,
        }
    }
    /// A warning at `loc`, as MLIR's `emitWarning(loc)`.
    pub fn warning(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            loc,
            message: message.into(),
            notes: Vec::new(),
            followed_by: Vec::new(),
            op: None,
        }
    }
    /// Marks the diagnostic as emitted on `op` (MLIR's `op->emitError()`), for the
    /// driver's `see current operation` note.
    pub fn on_op(mut self, op: Op) -> Self {
        self.op = Some(op);
        self
    }
    /// Attaches a note at `loc`, as MLIR's `attachNote(loc)`.
    pub fn with_note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        self.notes.push((loc, message.into()));
        self
    }
    /// This diagnostic and the ones that follow it, in order.
    pub fn all(&self) -> impl Iterator<Item = &Diagnostic> {
        std::iter::once(self).chain(self.followed_by.iter())
    }
}

/// Shorthand for a failed check.
pub type DiagResult<T = ()> = Result<T, Diagnostic>;
