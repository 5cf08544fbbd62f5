//! Source locations. Every operation and block argument carries one; the parser records
//! where each op was written, and `loc(...)` in the input overrides that.

use crate::entity::entity;
use crate::intern::Ident;
use crate::Attr;

entity!(
    /// A location in the context's location arena (not deduplicated: most are unique).
    Loc
);

/// The structure of a location, following MLIR's builtin location attributes.
#[derive(Clone, PartialEq, Debug)]
pub enum LocKind {
    Unknown,
    FileLineCol {
        file: Ident,
        line: u32,
        col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        name: Ident,
        child: Option<Loc>,
    },
    CallSite {
        callee: Loc,
        caller: Loc,
    },
    /// `loc(fused[a, b])` or `loc(fused<#meta>[a, b])`.
    Fused {
        locs: Box<[Loc]>,
        metadata: Option<Attr>,
    },
}
