//! The IR core of async-opt: MLIR's data model in Rust.
//!
//! A [`Context`] owns every operation, block, region and value in flat arenas and hands
//! out `Copy` handles ([`Op`], [`Block`], [`Region`], [`Value`]). Types, attributes and
//! strings are interned, so comparing them is comparing handles. Values and blocks keep
//! use lists, so replacing uses and finding predecessors cost what the answer costs.
//!
//! The core knows no dialect: ops are generic records (name, operands, results,
//! successors, regions, attributes, location), and dialects register what they know
//! (traits, verifiers, branch operands) in the context's registry.

#![warn(missing_docs)]

mod attrs;
mod builder;
mod builtins;
mod clone;
mod context;
mod diag;
mod entity;
mod generation;
mod intern;
mod liveness;
mod location;
mod opdef;
mod region_utils;
mod registry;
mod symbol;
mod types;
mod verify;
mod walk;

pub use attrs::{Attr, AttrKind, NamedAttr};
pub use builder::{Builder, InsertPoint, Rewriter};
pub use clone::IrMapping;
pub use context::{
    Block, BlockIter, BlockUse, BlockUseIter, Context, KnownName, Linked, ListIter, Op, OpIter, OperationState, Region,
    Use, UseIter, Value, ValueDef, KNOWN_SLOTS,
};
pub use diag::{DiagResult, Diagnostic, Severity};
pub use entity::{EntityRef, PrimaryMap, SecondaryMap};
pub use generation::Generation;
pub use intern::Ident;
pub use liveness::{BlockLiveness, Liveness, ValueLiveness};
pub use location::{Loc, LocKind};
pub use opdef::{
    Arity, AttrConstraint, AttrSpec, Groups, OpDef, RegionSpec, Slot, TypeConstraint, TypeRule, ValueSpec,
    SEGMENT_SIZES,
};
pub use region_utils::UniqueValues;
pub use registry::{OpInfo, SuccessorOperandsFn, Traits, VerifyFn};
pub use symbol::{unique_symbol_name, SymbolTable, SymbolUses};
pub use types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
pub use verify::{DomTree, Verifier, VerifyError};
pub use walk::WalkControl;
