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
    /// `loc(unknown)`.
    Unknown,
    /// `loc("input.mlir":3:7)`: a position in a source file.
    FileLineCol {
        /// The file name, as written (mlir-opt's `<stdin>` for standard input).
        file: Ident,
        /// The line, from 1.
        line: u32,
        /// The column, from 1.
        col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Ident,
        /// The location it names, if any.
        child: Option<Loc>,
    },
    /// `loc(callsite(callee at caller))`: a location inlined from a call.
    CallSite {
        /// Where the code was written (in the callee).
        callee: Loc,
        /// The call it was inlined into.
        caller: Loc,
    },
    /// `loc(fused[a, b])` or `loc(fused<#meta>[a, b])`.
    Fused {
        /// The fused locations, in order.
        locs: Box<[Loc]>,
        /// The `<#meta>` attribute, if written.
        metadata: Option<Attr>,
    },
}
