//! Diagnostics: a located message with optional notes, as mlir-opt reports them.

use crate::{Loc, Op};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
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
    pub severity: Severity,
    pub loc: Loc,
    pub message: String,
    pub notes: Vec<(Loc, String)>,
    /// Errors reported right after this one, by the same failure (mlir-opt's parser reports
    /// every undeclared SSA name at the end of the file).
    pub followed_by: Vec<Diagnostic>,
    /// The op it was emitted on (MLIR's `op->emitError()`), if any: the driver prints it
    /// in a `see current operation` note (`--mlir-print-op-on-diagnostic`).
    pub op: Option<Op>,
}

impl Diagnostic {
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
    /// An error emitted on `op`, located at `loc` (the op's location).
    pub fn on_op(mut self, op: Op) -> Self {
        self.op = Some(op);
        self
    }
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
