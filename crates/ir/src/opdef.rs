//! Declarative op definitions, as MLIR's ODS records state them: what an op takes and
//! gives (operands, results, attributes, successors, regions), the constraint each one
//! must satisfy, and the rules that tie their types together.
//!
//! The IR core only holds these records: a dialect writes them (one entry per op), the
//! text format reads their assembly format, builders and parsers infer types from their
//! rules, and the dialects' generic verifier checks their constraints with ODS's wording.
//! Nothing here names a dialect: constraints are predicates with a summary.

use std::ops::Range;

use crate::registry::{SuccessorOperandsFn, Traits, VerifyFn};
use crate::{Attr, AttrKind, Context, Op, Type};

/// A constraint on a value's type (ODS `TypeConstraint`), e.g. `AnyAsyncValueOrToken`.
pub struct TypeConstraint {
    /// How ODS describes it in errors: "async value type or async token type".
    pub summary: &'static str,
    /// Whether a type satisfies it.
    pub check: fn(&Context, Type) -> bool,
    /// The one type it allows, for constraints that name a single type (ODS
    /// `BuildableType`): parsers and builders fill it in unasked.
    pub build: Option<fn(&mut Context) -> Type>,
    /// A dialect type class with parameters, `(dialect, mnemonic)`: an assembly format
    /// prints it without its `!dialect.mnemonic` prefix (`<f32>` for `!async.value<f32>`)
    /// and reads either spelling.
    pub stripped: Option<(&'static str, &'static str)>,
    /// A type class an assembly format insists on when it reads the type (ODS's
    /// `parseType<MemRefType>`): "invalid kind of type specified: expected {class}".
    pub class: Option<&'static str>,
}

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    One,
    /// Zero or one (ODS `Optional<...>`).
    Optional,
    /// Any number (ODS `Variadic<...>`).
    Variadic,
}

/// One named operand or result group of an op.
pub struct ValueSpec {
    /// The ODS name (`$operand`, `$handle`).
    pub name: &'static str,
    /// What each value's type must satisfy.
    pub constraint: &'static TypeConstraint,
    /// How many values the group holds.
    pub arity: Arity,
}

/// A constraint on an attribute (ODS `AttrConstraint`), e.g. a positive `I64Attr`.
pub struct AttrConstraint {
    /// "64-bit signless integer attribute whose value is positive".
    pub summary: &'static str,
    /// Whether an attribute satisfies it.
    pub check: fn(&Context, Attr) -> bool,
}

/// One inherent attribute of an op.
pub struct AttrSpec {
    /// The attribute's name in the op's dictionary (`callee`, `sym_name`).
    pub name: &'static str,
    /// What its value must satisfy.
    pub constraint: &'static AttrConstraint,
    /// Whether the op may leave it out (ODS `OptionalAttr`, `UnitAttr`).
    pub optional: bool,
}

/// One region of an op.
pub struct RegionSpec {
    /// The ODS name (`$body`, `$thenRegion`).
    pub name: &'static str,
    /// ODS `SizedRegion<1>`: "region with 1 blocks".
    pub single_block: bool,
}

/// Where a type lives in an op: operand group `i` or result group `i`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Slot {
    /// Operand group `i`, in declaration order.
    Operand(u8),
    /// Result group `i`, in declaration order.
    Result(u8),
}

/// A rule over an op's types (ODS traits and `PredOpTrait`s). Parsers and builders infer
/// a type the format does not spell from these; the verifier checks them.
pub enum TypeRule {
    /// `SameOperandsAndResultType`: "requires the same type for all operands and results".
    SameOperandsAndResultType,
    /// `SameTypeOperands`: "requires all operands to have the same type".
    SameTypeOperands,
    /// `AllTypesMatch<[...]>`: "failed to verify that all of {a, b} have same type".
    AllTypesMatch(&'static [Slot]),
    /// `TypesMatchWith`: the type of `to` is `infer(type of from)`; when it is not, "failed
    /// to verify that {summary}".
    TypesMatchWith {
        /// The relation in ODS's words, e.g. "result type matches element type of 'operand'".
        summary: &'static str,
        /// The type the other is inferred from.
        from: Slot,
        /// The type that is inferred.
        to: Slot,
        /// The type of `to` given the type of `from`; `None` when `from` has no such type.
        infer: fn(&mut Context, Type) -> Option<Type>,
        /// `check(ctx, from, to)`: the same relation without interning.
        check: fn(&Context, Type, Type) -> bool,
    },
}

/// The declarative definition of one op.
pub struct OpDef {
    /// The canonical (LLVM 22) name, e.g. `async.coro.save`.
    pub name: &'static str,
    /// The op's traits (`TERMINATOR`, `PURE`, ...).
    pub traits: Traits,
    /// The operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// The result groups, in order.
    pub results: &'static [ValueSpec],
    /// The inherent attributes, required and optional.
    pub attrs: &'static [AttrSpec],
    /// Successor names; `None` when the op takes any number.
    pub successors: Option<&'static [&'static str]>,
    /// Region specs; `None` when the op takes any number (ODS `VariadicRegion`).
    pub regions: Option<&'static [RegionSpec]>,
    /// The rules tying the op's types together.
    pub rules: &'static [TypeRule],
    /// Result types from operand types and attributes, for results no rule or buildable
    /// constraint gives (MLIR's `InferTypeOpInterface`); `None` when it cannot tell.
    pub infer_results: Option<fn(&mut Context, &[Type], &[crate::NamedAttr]) -> Option<Vec<Type>>>,
    /// What the op checks by hand (ODS `hasVerifier`), after the declared constraints.
    pub verify: Option<VerifyFn>,
    /// Which operands flow to successor `i` (BranchOpInterface).
    pub successor_operands: Option<SuccessorOperandsFn>,
}

impl OpDef {
    /// A definition with nothing declared but its name; entries override what they need.
    pub const fn empty(name: &'static str) -> Self {
        OpDef {
            name,
            traits: Traits::NONE,
            operands: &[],
            results: &[],
            attrs: &[],
            successors: Some(&[]),
            regions: Some(&[]),
            rules: &[],
            infer_results: None,
            verify: None,
            successor_operands: None,
        }
    }

    /// Whether more than one operand group has a size of its own, so the split is kept in
    /// an `operandSegmentSizes` attribute (ODS `AttrSizedOperandSegments`).
    #[inline]
    pub fn segmented_operands(&self) -> bool {
        self.operands.iter().filter(|o| o.arity != Arity::One).count() > 1
    }

    /// The operand group named `name`.
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }

    /// The result group named `name`.
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|r| r.name == name)
    }

    /// The spec of a slot.
    pub fn slot(&self, s: Slot) -> &ValueSpec {
        match s {
            Slot::Operand(i) => &self.operands[i as usize],
            Slot::Result(i) => &self.results[i as usize],
        }
    }
}

/// How an op's values split into the groups its definition declares: at most one group
/// of variable size takes what the single-value groups leave, or `operandSegmentSizes`
/// gives every group's size. Made and read without allocating (every verifier and
/// printer call asks).
#[derive(Clone, Copy, Debug)]
pub struct Groups<'a> {
    len: usize,
    layout: Layout<'a>,
}

#[derive(Clone, Copy, Debug)]
enum Layout<'a> {
    /// Group `open` (if any) holds `rest` values, every other group one.
    Fixed { open: Option<usize>, rest: usize },
    /// Each group's size, as `operandSegmentSizes` gives them.
    Segments(&'a [i64]),
}

impl<'a> Groups<'a> {
    /// `len` groups of one value each (what [`Groups::split`] finds for single-value
    /// declarations whose count fits).
    #[inline]
    pub fn singles(len: usize) -> Groups<'a> {
        Groups { len, layout: Layout::Fixed { open: None, rest: 0 } }
    }

    /// Splits `total` values among `specs`, by the arities alone, or by `segments` when
    /// more than one group has a size of its own. `None` when the count cannot fit the
    /// declaration.
    #[inline]
    pub fn split(specs: &[ValueSpec], total: usize, segments: Option<&'a [i64]>) -> Option<Groups<'a>> {
        let len = specs.len();
        let mut open = None;
        for (i, s) in specs.iter().enumerate() {
            if s.arity != Arity::One {
                if open.is_some() {
                    return Groups::by_segments(specs, total, segments?);
                }
                open = Some(i);
            }
        }
        let rest = total.checked_sub(len - usize::from(open.is_some()))?;
        let fits = match open {
            None => rest == 0,
            Some(i) => specs[i].arity == Arity::Variadic || rest <= 1,
        };
        fits.then_some(Groups { len, layout: Layout::Fixed { open, rest } })
    }

    fn by_segments(specs: &[ValueSpec], total: usize, seg: &'a [i64]) -> Option<Groups<'a>> {
        if seg.len() != specs.len() {
            return None;
        }
        let mut sum = 0usize;
        for (s, &n) in specs.iter().zip(seg) {
            let fits = match s.arity {
                Arity::One => n == 1,
                Arity::Optional => (0..=1).contains(&n),
                Arity::Variadic => n >= 0,
            };
            if !fits {
                return None;
            }
            sum += n as usize;
        }
        (sum == total).then_some(Groups { len: specs.len(), layout: Layout::Segments(seg) })
    }

    /// The number of groups.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the op declares no group.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The positions of group `i`'s values.
    #[inline]
    pub fn range(&self, i: usize) -> Range<usize> {
        match self.layout {
            Layout::Fixed { open: Some(o), rest } if i > o => i - 1 + rest..i + rest,
            Layout::Fixed { open: Some(o), rest } if i == o => o..o + rest,
            Layout::Fixed { .. } => i..i + 1,
            Layout::Segments(seg) => {
                let start: i64 = seg[..i].iter().sum();
                start as usize..(start + seg[i]) as usize
            }
        }
    }

    /// Every group's positions, in order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = Range<usize>> + '_ {
        (0..self.len).map(|i| self.range(i))
    }
}

impl Context {
    /// The operand groups of `op` as `def` declares them, or `None` when the operands
    /// (or `operandSegmentSizes`) do not fit.
    #[inline]
    pub fn operand_groups(&self, op: Op, def: &OpDef) -> Option<Groups<'_>> {
        let segments = if def.segmented_operands() { self.segment_sizes(op) } else { None };
        Groups::split(def.operands, self.num_operands(op), segments)
    }

    /// The result groups of `op` as `def` declares them.
    #[inline]
    pub fn result_groups(&self, op: Op, def: &OpDef) -> Option<Groups<'_>> {
        Groups::split(def.results, self.num_results(op), None)
    }

    /// The interned name [`SEGMENT_SIZES`] (hashed once per context).
    pub fn segment_sizes_ident(&mut self) -> crate::Ident {
        self.known_ident(crate::context::IrName::SegmentSizes)
    }

    /// `op`'s `operandSegmentSizes`, read in place.
    pub fn segment_sizes(&self, op: Op) -> Option<&[i64]> {
        let name = self.known(crate::context::IrName::SegmentSizes)?;
        match self.attr_kind(self.attr_by_ident(op, name)?) {
            AttrKind::DenseArray { values, .. } => Some(values),
            _ => None,
        }
    }
}

/// The attribute that splits the operands of an op with several variable-sized groups
/// (MLIR's `AttrSizedOperandSegments`).
pub const SEGMENT_SIZES: &str = "operandSegmentSizes";
