//! Op definitions in one entry each, as MLIR's ODS writes them: the [`ops!`](crate::ops)
//! table gives an op its name, definition ([`OpDef`]: operands, results, attributes,
//! successors, regions, traits, type rules), syntax (spellings per generation and a
//! declarative assembly format, or hand-written hooks) and a typed builder. This module
//! holds the constraints the tables share, the generic verifier that checks a definition
//! with ODS's wording, and the state the typed builders fill.
//!
//! ```ignore
//! ops! {
//!     /// `async.coro.save %handle`: saves the coroutine state before a suspension point.
//!     CORO_SAVE: CoroSaveOp = "async.coro.save", fn coro_save {
//!         operands: [handle: CORO_HANDLE],
//!         results: [state: CORO_STATE],
//!         format: "$handle attr-dict",
//!     }
//! }
//! // async_::coro_save(&mut b, handle) -> Value
//! ```

use smallvec::SmallVec;

pub use async_opt_ir::{
    Arity, AttrConstraint, AttrSpec, Block, Builder, DiagResult, Op, OpDef, RegionSpec, Slot, Traits, TypeConstraint,
    TypeRule, ValueSpec, Verifier,
};
use async_opt_ir::{Attr, AttrKind, Context, Generation, Groups, Signedness, Type, TypeKind, Value};
use async_opt_text::type_to_string;

use crate::op_error;

// ----------------------------------------------------------------------------------
// The table macro
// ----------------------------------------------------------------------------------

/// Declares ops, one entry each. Every entry gives a name constant (`CORO_SAVE`), a type
/// holding the definition and syntax (`CoroSaveOp::DEF`, `CoroSaveOp::SYNTAX`), and a
/// typed builder (`coro_save`); the table ends with `register_ops`, which registers them
/// all.
///
/// Operands and results are `name: CONSTRAINT`, with `[?]` for optional and `[*]` for
/// variadic ones; `attrs` lists required attributes and `opt_attrs` optional ones;
/// `regions: [body[1]]` marks a single-block region. The builder takes one parameter per
/// operand (`Value`, `Option<Value>`, `&[Value]`), per required attribute (`Attr`) and per
/// successor (`Block`), and infers
/// result types from the definition unless the entry says `fn name(type)` (one `Type`) or
/// `fn name(types)` (`&[Type]`). The fields after the lists, each optional but in this
/// order, set the [`OpDef`] (`traits` to `branch`) and the
/// [`OpSyntax`](async_opt_text::OpSyntax) (`format` on).
#[macro_export]
macro_rules! ops {
    ($(
        $(#[$doc:meta])*
        $konst:ident: $Ty:ident = $name:literal, fn $builder:ident $(($rt:ident))?
            $({ $($body:tt)* })? $([ $($class:tt)* ])?
    )*) => {
        $crate::ops! { @register_ops; $($(#[$doc])* $konst: $Ty = $name, fn $builder $(($rt))?
            $({ $($body)* })? $([ $($class)* ])?)* }
    };
    // `@name;` first: the table's registration function is `name` (for a dialect whose ops
    // must be registered at two times, as func.constant after arith.constant).
    (@$register:ident; $(
        $(#[$doc:meta])*
        $konst:ident: $Ty:ident = $name:literal, fn $builder:ident $(($rt:ident))?
            $({ $($body:tt)* })? $([ $($class:tt)* ])?
    )*) => {
        $($crate::ods_entry! {
            $(#[$doc])* $konst: $Ty = $name, fn $builder $(($rt))? $({ $($body)* })? $([ $($class)* ])?
        })*

        /// Registers every op of this table.
        pub(crate) fn $register(r: &mut $crate::Registrar<'_>) {
            $(r.add(&$Ty::DEF, &$Ty::SYNTAX, $Ty::verify);)*
        }
    };
}

/// One entry of an [`ops!`] table: its full body, or `[class args...]`, which hands the
/// entry to the class macro `class!` (as ODS classes such as `Arith_IntBinaryOp` do), and
/// that writes the body.
#[doc(hidden)]
#[macro_export]
macro_rules! ods_entry {
    (
        $(#[$doc:meta])*
        $konst:ident: $Ty:ident = $name:literal, fn $builder:ident $(($rt:ident))? [$class:ident $($args:tt)*]
    ) => {
        $class! { $(#[$doc])* $konst: $Ty = $name, fn $builder $(($rt))?; $($args)* }
    };
    (
        $(#[$doc:meta])*
        $konst:ident: $Ty:ident = $name:literal, fn $builder:ident $(($rt:ident))? {
            operands: [$($on:ident: $oc:ident $([$om:tt])?),* $(,)?],
            results: [$($rn:ident: $rc:ident $([$rm:tt])?),* $(,)?],
            $(attrs: [$($an:ident: $ac:ident),* $(,)?],)?
            $(opt_attrs: [$($pn:ident: $pc:ident),* $(,)?],)?
            $(successors: [$($sn:ident),* $(,)?],)?
            $(regions: [$($gn:ident $([$gm:tt])?),* $(,)?],)?
            $(any_successors: $any_succ:expr,)?
            $(any_regions: $any_regions:expr,)?
            $(traits: $traits:expr,)?
            $(rules: $rules:expr,)?
            $(infer_results: $infer:expr,)?
            $(verify: $verify:expr,)?
            $(branch: $branch:expr,)?
            $(format: $format:expr,)?
            $(customs: $customs:expr,)?
            $(parse: $parse:expr,)?
            $(print: $print:expr,)?
            $(result_names: $result_names:expr,)?
            $(keyword: $keyword:expr,)?
            $(generic: $generic:expr,)?
            $(aliases: $aliases:expr,)?
            $(attr_spellings: $attr_spellings:expr,)?
            $(default_dialect: $default_dialect:expr,)?
            $(custom_in: $custom_in:expr,)?
            $(inherent_attrs: $inherent_attrs:expr,)?
            $(default_attrs: $default_attrs:expr,)?
            $(defaults_before_22: $defaults_before_22:expr,)?
            $(added_in_22: $added_in_22:expr,)?
            $(generic_retarget: $generic_retarget:expr,)?
            $(normalize: $normalize:expr,)?
            $(attr_text_14: $attr_text_14:expr,)?
        }
    ) => {
            #[doc = concat!("`", $name, "`.")]
            pub const $konst: &str = $name;

            #[doc = concat!("The `", $name, "` op: its definition and syntax (built by [`", stringify!($builder), "()`]).")]
            pub struct $Ty;

            impl $Ty {
                /// The canonical name.
                pub const NAME: &'static str = $name;
                /// The definition.
                pub const DEF: $crate::ods::OpDef = $crate::ods::OpDef {
                    operands: &[$($crate::ods::ValueSpec {
                        name: stringify!($on),
                        constraint: &$oc,
                        arity: $crate::ods_arity!($($om)?),
                    }),*],
                    results: &[$($crate::ods::ValueSpec {
                        name: stringify!($rn),
                        constraint: &$rc,
                        arity: $crate::ods_arity!($($rm)?),
                    }),*],
                    attrs: &[
                        $($($crate::ods::AttrSpec { name: stringify!($an), constraint: &$ac, optional: false },)*)?
                        $($($crate::ods::AttrSpec { name: stringify!($pn), constraint: &$pc, optional: true },)*)?
                    ],
                    $(successors: Some(&[$(stringify!($sn)),*]),)?
                    $(regions: Some(&[$($crate::ods::RegionSpec {
                        name: stringify!($gn),
                        single_block: $crate::ods_optional!($($gm)?),
                    }),*]),)?
                    $(successors: if $any_succ { None } else { Some(&[]) },)?
                    $(regions: if $any_regions { None } else { Some(&[]) },)?
                    $(traits: $traits,)?
                    $(rules: $rules,)?
                    $(infer_results: Some($infer),)?
                    $(verify: Some($verify),)?
                    $(successor_operands: Some($branch),)?
                    ..$crate::ods::OpDef::empty($name)
                };
                /// The declared checks and the op's own ([`verify_declared`](crate::ods::verify_declared)),
                /// compiled for this definition: `DEF` is a constant there, so its loops
                /// and constraint calls fold away.
                pub fn verify(v: &mut $crate::ods::Verifier<'_>, op: $crate::ods::Op) -> $crate::ods::DiagResult {
                    $crate::ods::verify_declared(v, op, &Self::DEF)
                }
                /// The syntax.
                pub const SYNTAX: async_opt_text::OpSyntax = async_opt_text::OpSyntax {
                    def: Some(&Self::DEF),
                    $(format: Some($format),)?
                    $(customs: $customs,)?
                    $(parse: Some($parse),)?
                    $(print: Some($print),)?
                    $(result_names: Some($result_names),)?
                    $(keyword: $keyword,)?
                    $(generic: $generic,)?
                    $(aliases: $aliases,)?
                    $(attr_spellings: $attr_spellings,)?
                    $(default_dialect: Some($default_dialect),)?
                    $(custom_in: Some($custom_in),)?
                    $(inherent_attrs: $inherent_attrs,)?
                    $(default_attrs: $default_attrs,)?
                    $(defaults_before_22: $defaults_before_22,)?
                    $(added_in_22: $added_in_22,)?
                    $(generic_retarget: Some($generic_retarget),)?
                    $(normalize: Some($normalize),)?
                    $(attr_text_14: Some($attr_text_14),)?
                    ..async_opt_text::OpSyntax::uniform($name)
                };
            }

            $(#[$doc])*
            #[allow(clippy::too_many_arguments, unused_mut, non_snake_case)]
            pub fn $builder(
                b: &mut $crate::ods::Builder<'_>,
                $($on: $crate::ods_operand_param!($($om)?),)*
                $(result_types: $crate::ods_result_param!($rt),)?
                $($($an: async_opt_ir::Attr,)*)?
                $($($sn: $crate::ods::Block,)*)?
            ) -> $crate::ods_ret_ty!($($rn $([$rm])?),*) {
                let mut st = $crate::ods::Build::new(&$Ty::DEF);
                $($crate::ods_push_operand!(st, $on $(, $om)?);)*
                $(st.result_types($crate::ods_result_slice!($rt, result_types));)?
                $($(st.attr(stringify!($an), $an);)*)?
                $($(st.successor($sn);)*)?
                let op = st.finish(b);
                $crate::ods_ret_val!(b, op; $($rn $([$rm])?),*)
            }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! ods_arity {
    () => {
        $crate::ods::Arity::One
    };
    (?) => {
        $crate::ods::Arity::Optional
    };
    (*) => {
        $crate::ods::Arity::Variadic
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! ods_optional {
    () => {
        false
    };
    (?) => {
        true
    };
    // `regions: [body[1]]`: a single-block region.
    (1) => {
        true
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! ods_operand_param {
    () => { async_opt_ir::Value };
    (?) => { Option<async_opt_ir::Value> };
    (*) => { &[async_opt_ir::Value] };
}

#[doc(hidden)]
#[macro_export]
macro_rules! ods_result_param {
    (type) => {
        async_opt_ir::Type
    };
    (types) => {
        &[async_opt_ir::Type]
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! ods_result_slice {
    (type, $v:ident) => {
        &[$v]
    };
    (types, $v:ident) => {
        $v
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! ods_push_operand {
    ($st:ident, $v:ident) => {
        $st.operand($v)
    };
    ($st:ident, $v:ident, ?) => {
        $st.optional_operand($v)
    };
    ($st:ident, $v:ident, *) => {
        $st.operands($v)
    };
}

/// One result that is neither optional nor variadic: the builder returns it.
#[doc(hidden)]
#[macro_export]
macro_rules! ods_ret_ty {
    ($n:ident) => {
        async_opt_ir::Value
    };
    ($($t:tt)*) => {
        async_opt_ir::Op
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! ods_ret_val {
    ($b:ident, $op:ident; $n:ident) => {
        $b.ctx.result($op, 0)
    };
    ($b:ident, $op:ident; $($t:tt)*) => {
        $op
    };
}

// ----------------------------------------------------------------------------------
// Constraints the dialects share
// ----------------------------------------------------------------------------------

/// A type constraint from a predicate, for the tables' `const`s.
pub const fn type_constraint(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint { summary, check, build: None, stripped: None, class: None }
}

/// A constraint that allows one type, which parsers and builders fill in.
pub const fn buildable(
    summary: &'static str,
    check: fn(&Context, Type) -> bool,
    build: fn(&mut Context) -> Type,
) -> TypeConstraint {
    TypeConstraint { summary, check, build: Some(build), stripped: None, class: None }
}

/// `AnyType`.
pub const ANY_TYPE: TypeConstraint = type_constraint("any type", |_, _| true);
/// `I1`.
pub const I1: TypeConstraint = buildable("1-bit signless integer", |c, t| is_signless(c, t, 1), |c| c.i1_type());
/// `Index`.
pub const INDEX: TypeConstraint = buildable("index", |c, t| c.is_index(t), |c| c.index_type());
/// `I64`.
pub const I64: TypeConstraint =
    buildable("64-bit signless integer", |c, t| is_signless(c, t, 64), |c| c.integer_type(64));
/// `SignlessIntegerLike`.
pub const SIGNLESS_INT_LIKE: TypeConstraint =
    type_constraint("signless-integer-like", |c, t| is_signless_int_or_index(c, element_type(c, t)));
/// `SignlessIntegerOrIndexLike` of the LLVM 22 cast ops.
pub const SIGNLESS_INT_OR_INDEX_LIKE: TypeConstraint =
    type_constraint("signless-integer-like", |c, t| is_signless_int_or_index(c, element_type(c, t)));
/// `FloatLike`.
pub const FLOAT_LIKE: TypeConstraint = type_constraint("floating-point-like", |c, t| c.is_float(element_type(c, t)));
/// `BoolLike`.
pub const BOOL_LIKE: TypeConstraint = type_constraint("bool-like", |c, t| is_signless(c, element_type(c, t), 1));
/// `AnyMemRef` (read as a `MemRefType` by assembly formats).
pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
    class: Some("builtin.memref"),
    ..type_constraint("memref of any type values", |c, t| {
        matches!(c.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
    })
};

/// `AnyAttr`.
pub const ANY_ATTR: AttrConstraint = AttrConstraint { summary: "any attribute", check: |_, _| true };
/// `StrAttr` (MLIR's strings are bytes: UTF-8 or not).
pub const STR_ATTR: AttrConstraint = AttrConstraint {
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String(_) | AttrKind::Bytes(_)),
};
/// `SymbolNameAttr`.
pub const SYMBOL_NAME_ATTR: AttrConstraint = STR_ATTR;
/// `FlatSymbolRefAttr`.
pub const FLAT_SYMBOL_REF_ATTR: AttrConstraint =
    AttrConstraint { summary: "flat symbol reference attribute", check: |c, a| c.attr_symbol(a).is_some() };
/// `UnitAttr`.
pub const UNIT_ATTR: AttrConstraint =
    AttrConstraint { summary: "unit attribute", check: |c, a| matches!(c.attr_kind(a), AttrKind::Unit) };
/// `I64Attr`.
pub const I64_ATTR: AttrConstraint =
    AttrConstraint { summary: "64-bit signless integer attribute", check: |c, a| is_int_attr(c, a, 64) };
/// `I32Attr`.
pub const I32_ATTR: AttrConstraint =
    AttrConstraint { summary: "32-bit signless integer attribute", check: |c, a| is_int_attr(c, a, 32) };
/// `Confined<I64Attr, [IntPositive]>`.
pub const POSITIVE_I64_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose value is positive",
    check: |c, a| is_int_attr(c, a, 64) && c.attr_int(a).is_some_and(|v| v > 0),
};
/// `TypeAttrOf<FunctionType>`.
pub const FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "type attribute of function type",
    check: |c, a| c.attr_type(a).is_some_and(|t| c.function_type_parts(t).is_some()),
};

fn is_signless(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
}

fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. } | TypeKind::Index)
}

pub(crate) fn is_int_attr(ctx: &Context, a: Attr, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_signless(ctx, *ty, width))
}

/// The element type of a vector, tensor or memref, or the type itself.
pub fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::Tensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => t,
    }
}

// ----------------------------------------------------------------------------------
// The generic verifier
// ----------------------------------------------------------------------------------

/// Verifies an op against its definition as an ODS-generated verifier does, then runs its
/// hand-written part. The order of the checks follows the generation: both start with the
/// counts (regions, results, successors, operands); LLVM 22 then checks the declared
/// constraints (attributes, operands, results, regions, then the `PredOpTrait`s) before
/// the native traits, LLVM 14 the native traits first.
///
/// Each op's `verify` calls it with its own constant definition, and it is inlined there.
#[inline(always)]
pub fn verify_declared(v: &mut Verifier<'_>, op: Op, def: &OpDef) -> DiagResult {
    if passes_declared(v.ctx, op, def) {
        return match def.verify {
            Some(f) => f(v, op),
            None => Ok(()),
        };
    }
    verify_declared_in_order(v, op, def)
}

/// The declared checks of an op that fails one, in the generation's order, to name the
/// first failure; kept out of the ops' verifiers (their fast path stays small).
#[cold]
#[inline(never)]
fn verify_declared_in_order(v: &mut Verifier<'_>, op: Op, def: &OpDef) -> DiagResult {
    let ctx = v.ctx;
    let g = v.generation();
    verify_counts(ctx, op, def, g)?;
    let groups = ctx.operand_groups(op, def).ok_or_else(|| op_error(ctx, op, "operands do not fit the op"))?;
    if g == Generation::V22 {
        verify_constraints(ctx, op, def, groups, g)?;
        verify_native_rules(ctx, op, def)?;
    } else {
        verify_native_rules(ctx, op, def)?;
        verify_inferred_results(ctx, op, def)?;
        verify_constraints(ctx, op, def, groups, g)?;
    }
    match def.verify {
        Some(f) => f(v, op),
        None => Ok(()),
    }
}

/// Whether every declared check passes, decided without building a message. Most ops
/// verified are valid, and the order of the checks matters only for which error comes
/// first: an op that fails here goes through the ordered checks, which name its first.
#[inline(always)]
fn passes_declared(ctx: &Context, op: Op, def: &OpDef) -> bool {
    if let Some(regions) = def.regions {
        let rs = ctx.regions(op);
        if rs.len() != regions.len()
            || regions.iter().zip(rs).any(|(spec, &r)| spec.single_block && ctx.region_blocks(r).count() != 1)
        {
            return false;
        }
    }
    if def.successors.is_some_and(|s| s.len() != ctx.num_successors(op)) {
        return false;
    }
    // Groups that fit imply counts (and segment sizes) that pass.
    let segments = if def.segmented_operands() { ctx.segment_sizes(op) } else { None };
    let (Some(groups), Some(rgroups)) = (
        Groups::split(def.operands, ctx.num_operands(op), segments),
        Groups::split(def.results, ctx.num_results(op), None),
    ) else {
        return false;
    };
    if !def.attrs.is_empty() {
        for (a, value) in declared_attrs(ctx, op, def) {
            match value {
                None if a.optional => {}
                Some(v) if (a.constraint.check)(ctx, v) => {}
                _ => return false,
            }
        }
    }
    // `AnyType` holds of every value: not called (a check at the same address is it).
    let any = ANY_TYPE.check as usize;
    for (spec, range) in def.operands.iter().zip(groups.iter()) {
        if spec.constraint.check as usize != any
            && range.into_iter().any(|i| !(spec.constraint.check)(ctx, ctx.value_type(ctx.operand(op, i))))
        {
            return false;
        }
    }
    // The result checks also cover LLVM 14's inferred-type check.
    for (spec, range) in def.results.iter().zip(rgroups.iter()) {
        if spec.constraint.check as usize != any
            && range.into_iter().any(|i| !(spec.constraint.check)(ctx, ctx.value_type(ctx.result(op, i))))
        {
            return false;
        }
    }
    // A loop, not `all`: over a definition without rules it folds away.
    for rule in def.rules {
        if !rule_holds_in(ctx, op, rule, &groups, &rgroups) {
            return false;
        }
    }
    true
}

/// [`rule_holds`] with the op's groups, which fit the definition.
#[inline(always)]
fn rule_holds_in(ctx: &Context, op: Op, rule: &TypeRule, groups: &Groups<'_>, rgroups: &Groups<'_>) -> bool {
    rule_holds_by(ctx, op, rule, |s| {
        let (results, range) = match s {
            Slot::Operand(i) => (false, groups.range(i as usize)),
            Slot::Result(i) => (true, rgroups.range(i as usize)),
        };
        range.map(move |k| ctx.value_type(if results { ctx.result(op, k) } else { ctx.operand(op, k) }))
    })
}

/// Whether a type rule holds, with `types` giving a slot's types.
#[inline(always)]
fn rule_holds_by<I: Iterator<Item = Type>>(ctx: &Context, op: Op, rule: &TypeRule, types: impl Fn(Slot) -> I) -> bool {
    fn all_equal(mut types: impl Iterator<Item = Type>) -> bool {
        match types.next() {
            Some(first) => types.all(|t| t == first),
            None => true,
        }
    }
    match rule {
        TypeRule::SameOperandsAndResultType => all_equal(ctx.operand_types_iter(op).chain(ctx.result_types_iter(op))),
        TypeRule::SameTypeOperands => all_equal(ctx.operand_types_iter(op)),
        TypeRule::AllTypesMatch(slots) => all_equal(slots.iter().flat_map(|&s| types(s))),
        TypeRule::TypesMatchWith { from, to, check, .. } => match (types(*from).next(), types(*to).next()) {
            (Some(f), Some(t)) => check(ctx, f, t),
            _ => true,
        },
    }
}

/// The declared attributes with the op's values, looked up by interned name.
#[inline(always)]
fn declared_attrs<'c>(
    ctx: &'c Context,
    op: Op,
    def: &'c OpDef,
) -> impl Iterator<Item = (&'c async_opt_ir::AttrSpec, Option<Attr>)> + 'c {
    let names = ctx.op_info(op).map_or(&[][..], |i| &i.attr_names[..]);
    // The dictionary read once (as `attr_by_ident` reads it).
    let dict = ctx.attrs(op);
    def.attrs.iter().enumerate().map(move |(k, a)| {
        let value = match names.get(k) {
            Some(&id) => dict.iter().find(|(n, _)| *n == id).map(|(_, v)| *v),
            None => ctx.attr(op, a.name),
        };
        (a, value)
    })
}

/// Whether one of the declared type rules holds (both paths ask).
#[inline(always)]
fn rule_holds(ctx: &Context, op: Op, def: &OpDef, rule: &TypeRule) -> bool {
    rule_holds_by(ctx, op, rule, |s| slot_types(ctx, op, def, s))
}

#[inline(always)]
fn verify_counts(ctx: &Context, op: Op, def: &OpDef, g: Generation) -> DiagResult {
    if let Some(regions) = def.regions {
        let (n, want) = (ctx.regions(op).len(), regions.len());
        if n != want {
            let msg = match want {
                0 => "requires zero regions".to_owned(),
                1 => "requires one region".to_owned(),
                w => format!("expected {w} regions"),
            };
            return Err(op_error(ctx, op, msg));
        }
    }
    let (n, fixed, open) = counts(def.results, ctx.num_results(op));
    if let Some(msg) = count_error(n, fixed, open, ("requires zero results", "requires one result", "results")) {
        return Err(op_error(ctx, op, msg));
    }
    if let Some(succ) = def.successors {
        let (n, want) = (ctx.num_successors(op), succ.len());
        if n != want {
            let what = if want == 1 { "successor" } else { "successors" };
            return Err(op_error(ctx, op, format!("requires {want} {what} but found {n}")));
        }
    }
    if def.segmented_operands() {
        return verify_segments(ctx, op, def, g);
    }
    let (n, fixed, open) = counts(def.operands, ctx.num_operands(op));
    if let Some(msg) = count_error(n, fixed, open, ("requires zero operands", "requires a single operand", "operands"))
    {
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// The actual count, the number of single-value groups, and whether any group is open.
#[inline(always)]
fn counts(specs: &[ValueSpec], n: usize) -> (usize, usize, bool) {
    let fixed = specs.iter().filter(|s| s.arity == Arity::One).count();
    (n, fixed, fixed != specs.len())
}

/// ODS's count traits: `ZeroX`, `OneX`, `NX`, `AtLeastNX`.
#[inline(always)]
fn count_error(n: usize, fixed: usize, open: bool, words: (&str, &str, &str)) -> Option<String> {
    let (zero, one, many) = words;
    if open {
        return (n < fixed).then(|| format!("expected {fixed} or more {many}, but found {n}"));
    }
    if n == fixed {
        return None;
    }
    Some(match fixed {
        0 => zero.to_owned(),
        1 => one.to_owned(),
        f => format!("expected {f} {many}, but found {n}"),
    })
}

/// `AttrSizedOperandSegments`.
fn verify_segments(ctx: &Context, op: Op, def: &OpDef, g: Generation) -> DiagResult {
    let name = if g == Generation::V22 { "operandSegmentSizes" } else { "operand_segment_sizes" };
    // LLVM 22 keeps the sizes as a property, zero-filled when the input leaves it out.
    let zeros;
    let sizes = match ctx.segment_sizes(op) {
        Some(s) => s,
        None if g == Generation::V22 => {
            zeros = vec![0; def.operands.len()];
            &zeros
        }
        None => return Err(op_error(ctx, op, format!("requires 1D i32 elements attribute '{name}'"))),
    };
    if sizes.len() != def.operands.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "'{name}' attribute for specifying operand segments must have {} elements, but got {}",
                def.operands.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.iter().any(|&s| s < 0) {
        return Err(op_error(ctx, op, format!("'{name}' attribute cannot have negative elements")));
    }
    let total: i64 = sizes.iter().sum();
    if total as usize != ctx.num_operands(op) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "operand count ({}) does not match with the total size ({total}) specified in attribute '{name}'",
                ctx.num_operands(op)
            ),
        ));
    }
    for (i, (s, &n)) in def.operands.iter().zip(sizes).enumerate() {
        let ok = match s.arity {
            Arity::One => n == 1,
            Arity::Optional => n <= 1,
            Arity::Variadic => true,
        };
        if !ok {
            return Err(op_error(ctx, op, format!("operand group #{i} ('{}') has {n} values", s.name)));
        }
    }
    Ok(())
}

/// ODS's `verifyInvariants`: attributes, operand and result types, regions, then the
/// rules written as `PredOpTrait`s.
#[inline(always)]
fn verify_constraints(ctx: &Context, op: Op, def: &OpDef, groups: Groups<'_>, generation: Generation) -> DiagResult {
    for (a, value) in declared_attrs(ctx, op, def) {
        match value {
            None if a.optional => {}
            None => return Err(op_error(ctx, op, format!("requires attribute '{}'", a.name))),
            Some(v) if !(a.constraint.check)(ctx, v) => {
                let msg = format!("attribute '{}' failed to satisfy constraint: {}", a.name, a.constraint.summary);
                return Err(crate::inherent_attr_error(ctx, op, msg, generation));
            }
            Some(_) => {}
        }
    }
    for (spec, range) in def.operands.iter().zip(groups.iter()) {
        for i in range.clone() {
            let t = ctx.value_type(ctx.operand(op, i));
            if !(spec.constraint.check)(ctx, t) {
                return Err(constraint_error(ctx, op, "operand", i, spec, t));
            }
        }
    }
    let Some(rgroups) = ctx.result_groups(op, def) else { return Ok(()) };
    for (spec, range) in def.results.iter().zip(rgroups.iter()) {
        for i in range.clone() {
            let t = ctx.value_type(ctx.result(op, i));
            if !(spec.constraint.check)(ctx, t) {
                return Err(constraint_error(ctx, op, "result", i, spec, t));
            }
        }
    }
    for (i, spec) in def.regions.unwrap_or(&[]).iter().enumerate() {
        let r = ctx.region(op, i);
        if spec.single_block && ctx.region_blocks(r).count() != 1 {
            return Err(op_error(
                ctx,
                op,
                format!("region #{i} ('{}') failed to verify constraint: region with 1 blocks", spec.name),
            ));
        }
    }
    // The native traits among the rules were checked before, with the counts.
    let predicates =
        def.rules.iter().filter(|r| !matches!(r, TypeRule::SameOperandsAndResultType | TypeRule::SameTypeOperands));
    match predicates.into_iter().find(|rule| !rule_holds(ctx, op, def, rule)) {
        Some(TypeRule::AllTypesMatch(slots)) => {
            let names: Vec<&str> = slots.iter().map(|&s| def.slot(s).name).collect();
            Err(op_error(ctx, op, format!("failed to verify that all of {{{}}} have same type", names.join(", "))))
        }
        Some(TypeRule::TypesMatchWith { summary, .. }) => {
            Err(op_error(ctx, op, format!("failed to verify that {summary}")))
        }
        _ => Ok(()),
    }
}

/// `operand #2 must be variadic of index, but got 'i32'` (ODS's `Variadic<T>` is "variadic of"
/// T's summary).
fn constraint_error(
    ctx: &Context,
    op: Op,
    what: &str,
    i: usize,
    spec: &ValueSpec,
    t: Type,
) -> async_opt_ir::Diagnostic {
    let variadic = if spec.arity == Arity::Variadic { "variadic of " } else { "" };
    op_error(
        ctx,
        op,
        format!("{what} #{i} must be {variadic}{}, but got '{}'", spec.constraint.summary, type_to_string(ctx, t)),
    )
}

/// The types of a slot's values, read in place (none when the counts do not fit).
#[inline(always)]
fn slot_types<'c>(ctx: &'c Context, op: Op, def: &OpDef, s: Slot) -> impl Iterator<Item = Type> + 'c {
    let (results, range) = match s {
        Slot::Operand(i) => (false, ctx.operand_groups(op, def).map(|g| g.range(i as usize))),
        Slot::Result(i) => (true, ctx.result_groups(op, def).map(|g| g.range(i as usize))),
    };
    range.unwrap_or_default().map(move |k| ctx.value_type(if results { ctx.result(op, k) } else { ctx.operand(op, k) }))
}

/// The native traits among the rules: `SameOperandsAndResultType`, `SameTypeOperands`.
#[inline(always)]
fn verify_native_rules(ctx: &Context, op: Op, def: &OpDef) -> DiagResult {
    let native =
        def.rules.iter().filter(|r| matches!(r, TypeRule::SameOperandsAndResultType | TypeRule::SameTypeOperands));
    match native.into_iter().find(|rule| !rule_holds(ctx, op, def, rule)) {
        Some(TypeRule::SameOperandsAndResultType) => {
            Err(op_error(ctx, op, "requires the same type for all operands and results"))
        }
        Some(_) => Err(op_error(ctx, op, "requires all operands to have the same type")),
        None => Ok(()),
    }
}

/// LLVM 14 gives ops whose result types are all buildable `InferTypeOpInterface`, whose
/// check runs among the native traits.
#[inline(always)]
fn verify_inferred_results(ctx: &Context, op: Op, def: &OpDef) -> DiagResult {
    if def.results.is_empty() || def.results.iter().any(|r| r.arity != Arity::One || r.constraint.build.is_none()) {
        return Ok(());
    }
    // Building needs a mutable context; the buildable types are the ones the checks accept.
    let fits = ctx.num_results(op) == def.results.len()
        && def.results.iter().zip(ctx.result_types_iter(op)).all(|(r, t)| (r.constraint.check)(ctx, t));
    if fits {
        return Ok(());
    }
    let actual: Vec<Type> = ctx.result_types_iter(op).collect();
    let inferred: Vec<String> = def.results.iter().map(|r| buildable_spelling(r.constraint)).collect();
    let got: Vec<String> = actual.iter().map(|&t| type_to_string(ctx, t)).collect();
    Err(op_error(
        ctx,
        op,
        format!(
            "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
            inferred.join(", "),
            got.join(", ")
        ),
    ))
}

/// How the one type of a buildable constraint prints.
fn buildable_spelling(c: &TypeConstraint) -> String {
    let mut scratch = Context::new();
    match c.build {
        Some(b) => {
            let t = b(&mut scratch);
            type_to_string(&scratch, t)
        }
        None => String::new(),
    }
}

// ----------------------------------------------------------------------------------
// Typed builders
// ----------------------------------------------------------------------------------

/// What a typed builder collects before it creates the op (MLIR's `OperationState`,
/// checked against the definition). Every method inlines into the op's builder, where
/// `def` is a constant: the loops over its groups, results and rules fold away.
pub struct Build {
    def: &'static OpDef,
    operands: SmallVec<[Value; 4]>,
    /// Group sizes, kept only for definitions with `operandSegmentSizes`.
    segments: SmallVec<[i64; 4]>,
    result_types: Option<SmallVec<[Type; 2]>>,
    attrs: SmallVec<[(&'static str, Attr); 2]>,
    successors: SmallVec<[Block; 3]>,
}

impl Build {
    /// Starts an op of `def`.
    #[inline(always)]
    pub fn new(def: &'static OpDef) -> Self {
        Build {
            def,
            operands: SmallVec::new(),
            segments: SmallVec::new(),
            result_types: None,
            attrs: SmallVec::new(),
            successors: SmallVec::new(),
        }
    }
    #[inline(always)]
    fn segment(&mut self, n: usize) {
        if self.def.segmented_operands() {
            self.segments.push(n as i64);
        }
    }
    /// The next single-value operand group.
    #[inline(always)]
    pub fn operand(&mut self, v: Value) {
        self.operands.push(v);
        self.segment(1);
    }
    /// The next optional operand group.
    #[inline(always)]
    pub fn optional_operand(&mut self, v: Option<Value>) {
        self.operands.extend(v);
        self.segment(v.is_some() as usize);
    }
    /// The next variadic operand group.
    #[inline(always)]
    pub fn operands(&mut self, vs: &[Value]) {
        self.operands.extend_from_slice(vs);
        self.segment(vs.len());
    }
    /// Every result type (for ops whose results the definition cannot infer).
    #[inline(always)]
    pub fn result_types(&mut self, ts: &[Type]) {
        self.result_types = Some(ts.iter().copied().collect());
    }
    /// A required attribute.
    #[inline(always)]
    pub fn attr(&mut self, name: &'static str, a: Attr) {
        self.attrs.push((name, a));
    }
    /// The next successor.
    #[inline(always)]
    pub fn successor(&mut self, b: Block) {
        self.successors.push(b);
    }

    /// Creates the op at the builder's insertion point and location.
    #[inline(always)]
    pub fn finish(self, b: &mut Builder<'_>) -> Op {
        let def = self.def;
        let ctx = &mut *b.ctx;
        let results = match self.result_types {
            Some(ts) => ts,
            None => infer_results(ctx, def, &self.operands, &self.attrs)
                .unwrap_or_else(|| panic!("{}: result types cannot be inferred; the builder needs them", def.name)),
        };
        let (name, mut attrs): (_, SmallVec<[(async_opt_ir::Ident, Attr); 3]>) = match ctx.op_info_by_def(def) {
            Some(info) if self.attrs.is_empty() => (info.name, SmallVec::new()),
            Some(info) => {
                let ident_of = |n: &str| def.attrs.iter().position(|a| a.name == n).map(|k| info.attr_names[k]);
                let known: Option<SmallVec<_>> = self.attrs.iter().map(|&(n, a)| Some((ident_of(n)?, a))).collect();
                match known {
                    Some(attrs) => (info.name, attrs),
                    None => (info.name, self.attrs.iter().map(|&(n, a)| (ctx.ident(n), a)).collect()),
                }
            }
            // Built before its dialect was registered.
            None => (ctx.ident(def.name), self.attrs.iter().map(|&(n, a)| (ctx.ident(n), a)).collect()),
        };
        if def.segmented_operands() {
            let i32t = ctx.integer_type(32);
            let seg = ctx.intern_dense_array(i32t, &self.segments);
            attrs.push((ctx.segment_sizes_ident(), seg));
        }
        let nregions = def.regions.map_or(0, |r| r.len());
        let op = ctx.create_op_parts(name, b.loc, &self.operands, &results, &self.successors, nregions, &attrs);
        b.insert(op)
    }
}

/// An op's own result inference ([`OpDef::infer_results`]).
type InferResultsFn = fn(&mut Context, &[Type], &[async_opt_ir::NamedAttr]) -> Option<Vec<Type>>;
/// The result types a builder found, if it could.
type InferredTypes = Option<SmallVec<[Type; 2]>>;

/// Result types from the definition: buildable constraints, then the type rules from the
/// operands, then the op's own inference.
#[inline(always)]
fn infer_results(ctx: &mut Context, def: &OpDef, operands: &[Value], attrs: &[(&'static str, Attr)]) -> InferredTypes {
    let groups = Groups::split(def.operands, operands.len(), None);
    let first_of = |ctx: &Context, g: u8| -> Option<Type> {
        let r = groups.as_ref()?.range(g as usize);
        (!r.is_empty()).then(|| ctx.value_type(operands[r.start]))
    };
    let mut out = SmallVec::new();
    for (i, r) in def.results.iter().enumerate() {
        if r.arity != Arity::One {
            out.clear();
            break;
        }
        let me = Slot::Result(i as u8);
        let from_rule = def.rules.iter().find_map(|rule| match rule {
            TypeRule::SameOperandsAndResultType => operands.first().map(|&v| ctx.value_type(v)),
            TypeRule::AllTypesMatch(slots) if slots.contains(&me) => slots.iter().find_map(|s| match s {
                Slot::Operand(g) => first_of(ctx, *g),
                Slot::Result(_) => None,
            }),
            TypeRule::TypesMatchWith { from: Slot::Operand(g), to, infer, .. } if *to == me => {
                first_of(ctx, *g).and_then(|t| infer(ctx, t))
            }
            _ => None,
        });
        match from_rule.or_else(|| r.constraint.build.map(|b| b(ctx))) {
            Some(t) => out.push(t),
            None => {
                out.clear();
                break;
            }
        }
    }
    if out.len() == def.results.len() {
        return Some(out);
    }
    infer_results_by_hook(ctx, def.infer_results?, operands, attrs)
}

/// The op's own result inference (kept out of line: few ops have one).
fn infer_results_by_hook(
    ctx: &mut Context,
    infer: InferResultsFn,
    operands: &[Value],
    attrs: &[(&str, Attr)],
) -> InferredTypes {
    let operand_types: SmallVec<[Type; 4]> = operands.iter().map(|&v| ctx.value_type(v)).collect();
    let named: Vec<(async_opt_ir::Ident, Attr)> = attrs.iter().map(|&(n, a)| (ctx.ident(n), a)).collect();
    infer(ctx, &operand_types, &named).map(SmallVec::from_vec)
}
