//! What the IR core knows about an op name: its traits and hooks, registered by dialects.
//! The core itself registers nothing: it knows no dialect.

use std::ops::Range;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::diag::Diagnostic;
use crate::intern::Ident;
use crate::opdef::OpDef;
use crate::{Context, Op};

/// Structural properties of an op, as MLIR's op traits state them.
#[derive(Copy, Clone, PartialEq, Eq, Default, Debug)]
pub struct Traits(u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Must be the last op of its block.
    pub const TERMINATOR: Traits = Traits(1);
    /// Values from outside its regions may not be used inside them.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    /// Its regions' blocks need no terminator (e.g. `builtin.module`).
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    /// Defines a symbol through its `sym_name` attribute.
    pub const SYMBOL: Traits = Traits(1 << 3);
    /// Its region holds a symbol table.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 4);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 5);
    /// Returns control to the parent op (func.return, scf.yield, async.yield, ...).
    pub const RETURN_LIKE: Traits = Traits(1 << 6);
    /// Has no side effects (may be cloned or dropped freely).
    pub const PURE: Traits = Traits(1 << 7);
    /// Materialises a constant (cloned into outlined bodies rather than captured).
    pub const CONSTANT_LIKE: Traits = Traits(1 << 8);

    /// The traits of both (also `a | b`).
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
    /// Whether every trait of `other` is in `self`.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

/// An op's own verifier: checks what only this op knows (types, attributes, arity).
pub type VerifyFn = fn(&mut crate::Verifier<'_>, Op) -> Result<(), Diagnostic>;

/// Which operands of a terminator flow into successor `i` (MLIR's BranchOpInterface).
pub type SuccessorOperandsFn = fn(&Context, Op, usize) -> Range<usize>;

/// A registered op.
#[derive(Clone)]
pub struct OpInfo {
    /// The op name, `dialect.op`.
    pub name: Ident,
    /// The dialect the op belongs to (the name's prefix).
    pub dialect: Option<Ident>,
    /// The op's traits, which the structural verifier and passes consult.
    pub traits: Traits,
    /// The op's declarative definition, when a dialect wrote one.
    pub def: Option<&'static OpDef>,
    /// What the verifier runs for this op after the structural checks.
    pub verify: Option<VerifyFn>,
    /// Which operands flow to each successor, for terminators with successors.
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// The names of the definition's attributes, interned (in `def.attrs` order), so
    /// that the verifier and builders find them without hashing strings.
    pub attr_names: Box<[Ident]>,
    /// Whether the op has a fold hook (ODS's `hasFolder`), so that passes that fold
    /// skip the others without comparing names.
    pub folds: bool,
}

impl OpInfo {
    /// An op with these traits and no definition, verifier or branch hook.
    pub fn new(name: Ident, traits: Traits) -> Self {
        OpInfo {
            name,
            dialect: None,
            traits,
            def: None,
            verify: None,
            successor_operands: None,
            attr_names: Box::new([]),
            folds: false,
        }
    }
    /// Sets the op's own verifier.
    pub fn verifier(mut self, f: VerifyFn) -> Self {
        self.verify = Some(f);
        self
    }
    /// Sets the hook naming the operands each successor receives.
    pub fn branch(mut self, f: SuccessorOperandsFn) -> Self {
        self.successor_operands = Some(f);
        self
    }
}

#[derive(Default, Clone)]
pub(crate) struct Registry {
    /// Indexed by `Ident::index()`: interned names are dense, so this is a flat lookup.
    by_name: Vec<Option<u32>>,
    infos: Vec<OpInfo>,
    /// The slot of each definition's info, by the definition's address.
    by_def: FxHashMap<usize, u32>,
    pub(crate) dialects: FxHashSet<Ident>,
    /// Registered dialects whose other ops stay usable unregistered (MLIR's
    /// `allowUnknownOperations`).
    pub(crate) open_dialects: FxHashSet<Ident>,
}

impl Registry {
    pub(crate) fn insert(&mut self, info: OpInfo) {
        let i = info.name.index();
        if self.by_name.len() <= i {
            self.by_name.resize(i + 1, None);
        }
        let def = info.def;
        let slot = match self.by_name[i] {
            Some(slot) => {
                self.infos[slot as usize] = info;
                slot
            }
            None => {
                self.infos.push(info);
                let slot = self.infos.len() as u32 - 1;
                self.by_name[i] = Some(slot);
                slot
            }
        };
        if let Some(def) = def {
            self.by_def.insert(def as *const OpDef as usize, slot);
        }
    }

    /// The info registered with definition `def`.
    #[inline]
    pub(crate) fn get_by_def(&self, def: &'static OpDef) -> Option<&OpInfo> {
        let slot = *self.by_def.get(&(def as *const OpDef as usize))?;
        Some(&self.infos[slot as usize])
    }

    #[inline]
    pub(crate) fn get(&self, name: Ident) -> Option<&OpInfo> {
        let slot = (*self.by_name.get(name.index())?)?;
        Some(&self.infos[slot as usize])
    }
}

impl Context {
    /// Whether `op` is registered with all of `traits`.
    #[inline]
    pub fn has_traits(&self, op: Op, traits: Traits) -> bool {
        self.op_info(op).is_some_and(|i| i.traits.contains(traits))
    }
    /// What was registered with definition `def` (as its typed builders ask, without
    /// hashing its name).
    #[inline]
    pub fn op_info_by_def(&self, def: &'static OpDef) -> Option<&OpInfo> {
        self.registry.get_by_def(def)
    }
    /// The dialect of a registered op.
    #[inline]
    pub fn op_dialect(&self, op: Op) -> Option<Ident> {
        self.op_info(op).and_then(|i| i.dialect)
    }
    /// The operands of terminator `op` that are passed to its successor `i`.
    pub fn successor_operands(&self, op: Op, i: usize) -> Range<usize> {
        match self.op_info(op).and_then(|info| info.successor_operands) {
            Some(f) => f(self, op, i),
            // Unregistered terminators: all operands go to a sole successor.
            None if self.num_successors(op) == 1 => 0..self.num_operands(op),
            None => 0..0,
        }
    }
}
