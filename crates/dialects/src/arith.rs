//! The arith dialect: constants, integer and float arithmetic, comparisons, select, casts.
//!
//! ```mlir
//! %c3_i32 = arith.constant 3 : i32         // before LLVM 14: `constant 3 : i32`
//! %0 = arith.addf %a, %b : f32             // `addf %a, %b : f32`
//! %1 = arith.cmpi slt, %x, %y : i32        // predicate stored as `predicate = 2 : i64`
//! %2 = arith.select %1, %x, %y : i32       // LLVM 14 and before: `select` (std.select)
//! %3 = arith.index_cast %x : i32 to index
//! ```
//!
//! LLVM 17+ keeps `fastmath`/`overflowFlags` properties; the custom form writes them as
//! `fastmath<fast>` / `overflow<nsw>` after the operands, and they are kept when present.

use async_opt_ir::{
    Attr, AttrKind, Builder, Context, Diagnostic, NamedAttr, Op, Signedness, Traits, Type, TypeKind, Value, Verifier,
};
use async_opt_text::{type_to_string, Generation, OpBuild, OpSyntax, PResult, ParseOptions, Parser, Printer, Tok};

use crate::{op_error, Registrar};

pub const CONSTANT: &str = "arith.constant";
pub const ADDI: &str = "arith.addi";
pub const SUBI: &str = "arith.subi";
pub const MULI: &str = "arith.muli";
pub const ANDI: &str = "arith.andi";
pub const ORI: &str = "arith.ori";
pub const XORI: &str = "arith.xori";
pub const ADDF: &str = "arith.addf";
pub const MULF: &str = "arith.mulf";
pub const CMPI: &str = "arith.cmpi";
pub const CMPF: &str = "arith.cmpf";
pub const SELECT: &str = "arith.select";
pub const INDEX_CAST: &str = "arith.index_cast";

/// What an arith op looks like, which picks its syntax and verifier.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    IntBinary,
    FloatBinary,
    FloatUnary,
    Cast(CastRule),
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum CastRule {
    IndexCast,
    IntExt,
    IntTrunc,
    FloatExt,
    FloatTrunc,
    IntToFloat,
    FloatToInt,
    Bitcast,
}

/// One op of the table: canonical name, seed (std) keyword, seed generic name, kind, and
/// older spellings.
type Entry = (&'static str, &'static str, &'static str, Kind, &'static [(&'static str, Option<Generation>)]);

macro_rules! arith_ops {
    ($($name:ident : $kind:expr $(, [$($alias:literal),*])?;)*) => {
        const OPS: &[Entry] = &[$(
            (
                concat!("arith.", stringify!($name)),
                stringify!($name),
                concat!("std.", stringify!($name)),
                $kind,
                &[$($(($alias, Some(Generation::Seed))),*)?],
            ),
        )*];
    };
}

use CastRule::*;
use Kind::*;

arith_ops! {
    addi: IntBinary;
    subi: IntBinary;
    muli: IntBinary;
    divsi: IntBinary, ["divi_signed", "std.divi_signed"];
    divui: IntBinary, ["divi_unsigned", "std.divi_unsigned"];
    ceildivsi: IntBinary, ["ceildivi_signed"];
    floordivsi: IntBinary, ["floordivi_signed"];
    remsi: IntBinary, ["remi_signed", "std.remi_signed"];
    remui: IntBinary, ["remi_unsigned", "std.remi_unsigned"];
    andi: IntBinary, ["and", "std.and"];
    ori: IntBinary, ["or", "std.or"];
    xori: IntBinary, ["xor", "std.xor"];
    shli: IntBinary, ["shift_left", "std.shift_left"];
    shrsi: IntBinary, ["shift_right_signed", "std.shift_right_signed"];
    shrui: IntBinary, ["shift_right_unsigned", "std.shift_right_unsigned"];
    maxsi: IntBinary;
    minsi: IntBinary;
    maxui: IntBinary;
    minui: IntBinary;
    addf: FloatBinary;
    subf: FloatBinary;
    mulf: FloatBinary;
    divf: FloatBinary;
    remf: FloatBinary;
    maxf: FloatBinary;
    minf: FloatBinary;
    maximumf: FloatBinary;
    minimumf: FloatBinary;
    maxnumf: FloatBinary;
    minnumf: FloatBinary;
    negf: FloatUnary;
    index_cast: Cast(IndexCast);
    index_castui: Cast(IndexCast);
    extsi: Cast(IntExt), ["sexti", "std.sexti"];
    extui: Cast(IntExt), ["zexti", "std.zexti"];
    trunci: Cast(IntTrunc);
    extf: Cast(FloatExt), ["fpext", "std.fpext"];
    truncf: Cast(FloatTrunc), ["fptrunc", "std.fptrunc"];
    sitofp: Cast(IntToFloat);
    uitofp: Cast(IntToFloat);
    fptosi: Cast(FloatToInt);
    fptoui: Cast(FloatToInt);
    bitcast: Cast(Bitcast);
}

/// `arith.cmpi` predicates in MLIR's enum order.
pub const CMPI_PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `arith.cmpf` predicates in MLIR's enum order.
pub const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
];

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("arith");
    for &(name, seed, seed_generic, kind, aliases) in OPS {
        let (parse, print, verify): (async_opt_text::ParseFn, async_opt_text::PrintFn, async_opt_ir::VerifyFn) =
            match kind {
                IntBinary => (parse_binary, print_binary, verify_int_binary),
                FloatBinary => (parse_binary, print_binary, verify_float_binary),
                FloatUnary => (parse_unary, print_binary, verify_float_unary),
                Cast(rule) => (parse_cast, print_cast, cast_verifier(rule)),
            };
        let (inherent, defaults) = flags_of(name);
        r.op(
            OpSyntax {
                keyword: [seed, name, name],
                generic: [seed_generic, name, name],
                aliases,
                parse: Some(parse),
                print: Some(print),
                inherent_attrs: inherent,
                default_attrs: defaults,
                ..OpSyntax::uniform(name)
            },
            Traits::PURE,
            Some(verify),
            None,
        );
    }
    r.op(
        OpSyntax {
            keyword: ["constant", CONSTANT, CONSTANT],
            generic: ["std.constant", CONSTANT, CONSTANT],
            parse: Some(parse_constant),
            print: Some(print_constant),
            result_names: Some(constant_result_names),
            inherent_attrs: &["value"],
            generic_retarget: Some(constant_of_symbol),
            ..OpSyntax::uniform(CONSTANT)
        },
        Traits::PURE | Traits::CONSTANT_LIKE,
        Some(verify_constant),
        None,
    );
    r.op(
        OpSyntax {
            keyword: ["cmpi", CMPI, CMPI],
            generic: ["std.cmpi", CMPI, CMPI],
            parse: Some(parse_cmp),
            print: Some(print_cmp),
            inherent_attrs: &["predicate"],
            ..OpSyntax::uniform(CMPI)
        },
        Traits::PURE,
        Some(verify_cmp),
        None,
    );
    r.op(
        OpSyntax {
            keyword: ["cmpf", CMPF, CMPF],
            generic: ["std.cmpf", CMPF, CMPF],
            parse: Some(parse_cmp),
            print: Some(print_cmp),
            inherent_attrs: &["predicate", "fastmath"],
            default_attrs: FASTMATH_DEFAULT,
            ..OpSyntax::uniform(CMPF)
        },
        Traits::PURE,
        Some(verify_cmp),
        None,
    );
    r.op(
        OpSyntax {
            keyword: ["select", "select", SELECT],
            generic: ["std.select", "std.select", SELECT],
            parse: Some(parse_select),
            print: Some(print_select),
            ..OpSyntax::uniform(SELECT)
        },
        Traits::PURE,
        Some(verify_select),
        None,
    );
}

const OVERFLOW_DEFAULT: &[(&str, &str)] = &[("overflowFlags", "#arith.overflow<none>")];
const FASTMATH_DEFAULT: &[(&str, &str)] = &[("fastmath", "#arith.fastmath<none>")];

/// The LLVM 22 flag properties of an arith op: its inherent attributes and the defaults
/// the generic form prints.
fn flags_of(name: &str) -> (&'static [&'static str], &'static [(&'static str, &'static str)]) {
    match name.strip_prefix("arith.").unwrap_or(name) {
        "addi" | "subi" | "muli" | "shli" | "trunci" => (&["overflowFlags"], OVERFLOW_DEFAULT),
        "addf" | "subf" | "mulf" | "divf" | "remf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf" | "negf" => {
            (&["fastmath"], FASTMATH_DEFAULT)
        }
        "extf" => (&["fastmath"], &[]),
        "truncf" => (&["fastmath", "roundingmode"], &[]),
        _ => (&[], &[]),
    }
}

// ----------------------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------------------

/// `arith.constant true|false`.
pub fn constant_bool(b: &mut Builder<'_>, v: bool) -> Value {
    let i1 = b.ctx.i1_type();
    let a = b.ctx.bool_attr(v);
    constant(b, a, i1)
}

/// `arith.constant v : ty` for an integer or index type.
pub fn constant_int(b: &mut Builder<'_>, v: i128, ty: Type) -> Value {
    let a = if b.ctx.is_integer(ty, 1) { b.ctx.bool_attr(v != 0) } else { b.ctx.int_attr(v, ty) };
    constant(b, a, ty)
}

/// `arith.constant v : index`.
pub fn constant_index(b: &mut Builder<'_>, v: i64) -> Value {
    let t = b.ctx.index_type();
    constant_int(b, v as i128, t)
}

/// `arith.constant` holding `value`, of type `ty`.
pub fn constant(b: &mut Builder<'_>, value: Attr, ty: Type) -> Value {
    let op = b.op(CONSTANT, &[], &[ty]);
    let n = b.ctx.ident("value");
    b.ctx.set_attr(op, n, value);
    b.ctx.result(op, 0)
}

/// A binary op `name` (e.g. [`ADDI`]) of two operands of the same type.
pub fn binary(b: &mut Builder<'_>, name: &str, lhs: Value, rhs: Value) -> Value {
    let t = b.ctx.value_type(lhs);
    let op = b.op(name, &[lhs, rhs], &[t]);
    b.ctx.result(op, 0)
}

/// `arith.xori %a, %c`.
pub fn xori(b: &mut Builder<'_>, a: Value, c: Value) -> Value {
    binary(b, XORI, a, c)
}

/// `arith.addi %a, %c`.
pub fn addi(b: &mut Builder<'_>, a: Value, c: Value) -> Value {
    binary(b, ADDI, a, c)
}

/// `arith.cmpi pred, %a, %c` (`pred` as written, e.g. `"slt"`); `None` for an unknown predicate.
pub fn cmpi(b: &mut Builder<'_>, pred: &str, a: Value, c: Value) -> Option<Value> {
    let p = CMPI_PREDICATES.iter().position(|&x| x == pred)?;
    let t = b.ctx.value_type(a);
    let rt = bool_like(b.ctx, t);
    let op = b.op(CMPI, &[a, c], &[rt]);
    let i64t = b.ctx.integer_type(64);
    let pa = b.ctx.int_attr(p as i128, i64t);
    let n = b.ctx.ident("predicate");
    b.ctx.set_attr(op, n, pa);
    Some(b.ctx.result(op, 0))
}

/// `arith.select %cond, %t, %f`.
pub fn select(b: &mut Builder<'_>, cond: Value, t: Value, f: Value) -> Value {
    let ty = b.ctx.value_type(t);
    let op = b.op(SELECT, &[cond, t, f], &[ty]);
    b.ctx.result(op, 0)
}

/// `arith.index_cast %v : T to U`.
pub fn index_cast(b: &mut Builder<'_>, v: Value, to: Type) -> Value {
    let op = b.op(INDEX_CAST, &[v], &[to]);
    b.ctx.result(op, 0)
}

// ----------------------------------------------------------------------------------
// Type helpers
// ----------------------------------------------------------------------------------

/// The element type of a vector or tensor, or the type itself.
pub(crate) fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::Tensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => t,
    }
}

/// `i1`, or a vector/tensor of `i1` shaped like `t`.
pub fn bool_like(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.i1_type();
    match ctx.type_kind(t).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector { shape, scalable, element: i1 }),
        TypeKind::Tensor { shape, encoding, .. } => ctx.intern_type(TypeKind::Tensor { shape, element: i1, encoding }),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: i1 }),
        _ => i1,
    }
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. } | TypeKind::Index)
}

fn int_like(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, element_type(ctx, t))
}

fn float_like(ctx: &Context, t: Type) -> bool {
    ctx.is_float(element_type(ctx, t))
}

fn bool_like_ok(ctx: &Context, t: Type) -> bool {
    ctx.is_integer(element_type(ctx, t), 1)
}

/// Whether two types have the same container (scalar, or vector/tensor of one shape).
fn same_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::Vector { shape: s1, .. }, TypeKind::Vector { shape: s2, .. }) => s1 == s2,
        (TypeKind::Tensor { shape: s1, .. }, TypeKind::Tensor { shape: s2, .. }) => s1 == s2,
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { .. }) => true,
        (TypeKind::Vector { .. } | TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. }, _)
        | (_, TypeKind::Vector { .. } | TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. }) => false,
        _ => true,
    }
}

fn width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

// ----------------------------------------------------------------------------------
// Syntax: binary and unary ops
// ----------------------------------------------------------------------------------

/// Parses `fastmath<a,b>` / `overflow<nsw>` into `#arith.fastmath<a,b>` under its property name.
fn parse_optional_flags(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let (attr_name, mnemonic) = if p.at_keyword("fastmath") {
        ("fastmath", "fastmath")
    } else if p.at_keyword("overflow") {
        ("overflowFlags", "overflow")
    } else {
        return Ok(());
    };
    p.parse_keyword(mnemonic)?;
    p.expect(Tok::Less, "'<'")?;
    let mut text = format!("#arith.{mnemonic}<");
    loop {
        let w = p.parse_bare_ident("flag name")?;
        text.push_str(w);
        if !p.consume_if(Tok::Comma) {
            break;
        }
        text.push(',');
    }
    p.expect(Tok::Greater, "'>'")?;
    text.push('>');
    let a = p.ctx.intern_attr(AttrKind::Opaque(text.into()));
    b.attr(p.ctx, attr_name, a);
    Ok(())
}

const FLAG_ATTRS: &[&str] = &["fastmath", "overflowFlags"];

/// Prints ` fastmath<...>` / ` overflow<...>` unless absent or `none`.
fn print_flags(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    for name in FLAG_ATTRS {
        if let Some(a) = ctx.attr(op, name) {
            if let AttrKind::Opaque(s) = ctx.attr_kind(a) {
                if let Some(rest) = s.strip_prefix("#arith.") {
                    if !rest.ends_with("<none>") {
                        p.w(" ");
                        p.w(rest);
                    }
                }
            }
        }
    }
}

fn parse_binary(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let rhs = p.parse_operand()?;
    parse_optional_flags(p, b)?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = p.parse_colon_type()?;
    b.operands.reserve_exact(2);
    b.operands.push(p.resolve_operand(lhs, t)?);
    b.operands.push(p.resolve_operand(rhs, t)?);
    b.result_types.push(t);
    Ok(())
}

fn print_binary(p: &mut Printer<'_>, op: Op) {
    p.w(" ");
    print_operand_list(p, op);
    print_flags(p, op);
    p.print_optional_attr_dict(op, FLAG_ATTRS);
    p.w(" : ");
    print_result_type(p, op);
}

fn parse_unary(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_optional_flags(p, b)?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = p.parse_colon_type()?;
    b.operands.push(p.resolve_operand(x, t)?);
    b.result_types.push(t);
    Ok(())
}

fn print_operand_list(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    for (i, v) in ctx.operands(op).enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.print_operand(v);
    }
}

fn print_result_type(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    if let Some(&r) = ctx.results(op).first() {
        p.print_type(ctx.value_type(r));
    } else if ctx.num_operands(op) > 0 {
        p.print_type(ctx.value_type(ctx.operand(op, 0)));
    }
}

fn verify_elementwise(ctx: &Context, op: Op, operands: usize, float: bool) -> Result<(), Diagnostic> {
    if ctx.num_operands(op) != operands {
        return Err(op_error(ctx, op, format!("expected {operands} operands, but found {}", ctx.num_operands(op))));
    }
    if ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, format!("requires one result, but found {}", ctx.num_results(op))));
    }
    check_operand_kinds(ctx, op, float)?;
    let r = ctx.value_type(ctx.result(op, 0));
    if ctx.operands(op).any(|v| ctx.value_type(v) != r) {
        return Err(op_error(ctx, op, "requires the same type for all operands and results"));
    }
    Ok(())
}

fn verify_int_binary(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    verify_elementwise(v.ctx, op, 2, false)
}

fn verify_float_binary(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    verify_elementwise(v.ctx, op, 2, true)
}

fn verify_float_unary(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    verify_elementwise(v.ctx, op, 1, true)
}

// ----------------------------------------------------------------------------------
// Casts
// ----------------------------------------------------------------------------------

fn parse_cast(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_optional_flags(p, b)?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    b.operands.push(p.resolve_operand(x, from)?);
    b.result_types.push(to);
    Ok(())
}

fn print_cast(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    print_operand_list(p, op);
    print_flags(p, op);
    p.print_optional_attr_dict(op, FLAG_ATTRS);
    p.w(" : ");
    if ctx.num_operands(op) > 0 {
        p.print_type(ctx.value_type(ctx.operand(op, 0)));
    }
    p.w(" to ");
    print_result_type(p, op);
}

fn cast_ok(ctx: &Context, rule: CastRule, from: Type, to: Type) -> bool {
    if !same_shape(ctx, from, to) {
        return false;
    }
    let (f, t) = (element_type(ctx, from), element_type(ctx, to));
    let int = |x: Type| matches!(ctx.type_kind(x), TypeKind::Integer { signedness: Signedness::Signless, .. });
    match rule {
        IndexCast => (ctx.is_index(f) && int(t)) || (int(f) && ctx.is_index(t)),
        IntExt => int(f) && int(t) && width(ctx, f) < width(ctx, t),
        IntTrunc => int(f) && int(t) && width(ctx, f) > width(ctx, t),
        FloatExt => ctx.is_float(f) && ctx.is_float(t) && width(ctx, f) < width(ctx, t),
        FloatTrunc => ctx.is_float(f) && ctx.is_float(t) && width(ctx, f) > width(ctx, t),
        IntToFloat => int(f) && ctx.is_float(t),
        FloatToInt => ctx.is_float(f) && int(t),
        Bitcast => width(ctx, f).is_some() && width(ctx, f) == width(ctx, t),
    }
}

/// One verifier per cast rule (verifiers are plain `fn`s, so the rule is baked in).
fn cast_verifier(rule: CastRule) -> async_opt_ir::VerifyFn {
    macro_rules! by_rule {
        ($($r:ident),*) => {
            match rule {
                $($r => |v, op| verify_cast(v.ctx, op, $r),)*
            }
        };
    }
    by_rule!(IndexCast, IntExt, IntTrunc, FloatExt, FloatTrunc, IntToFloat, FloatToInt, Bitcast)
}

fn verify_cast(ctx: &Context, op: Op, rule: CastRule) -> Result<(), Diagnostic> {
    if ctx.num_operands(op) != 1 || ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "expects one operand and one result"));
    }
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    if !cast_ok(ctx, rule, from, to) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                type_to_string(ctx, from),
                type_to_string(ctx, to)
            ),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// Constants
// ----------------------------------------------------------------------------------

/// The type a constant's value attribute carries, if any.
fn attr_value_type(p: &mut Parser<'_, '_>, a: Attr) -> Option<Type> {
    match p.ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::DenseElements { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(p.ctx.i1_type()),
        AttrKind::Opaque(s) => {
            // `dense<"0x..."> : tensor<...>` and the like keep their type in the text.
            let (_, ty) = s.rsplit_once(" : ")?;
            let ty = ty.to_owned();
            let mut sub = Parser::new(&mut *p.ctx, p.syntax, &ty, ParseOptions::default());
            sub.parse_type().ok()
        }
        _ => None,
    }
}

/// `"std.constant"() {value = @f}` (LLVM 14's generic form of a function constant) is
/// func.constant, as the custom form `constant @f` is.
fn constant_of_symbol(ctx: &Context, attrs: &[NamedAttr]) -> Option<&'static str> {
    let (_, value) = attrs.iter().find(|(n, _)| ctx.str(*n) == "value")?;
    matches!(ctx.attr_kind(*value), AttrKind::SymbolRef { .. }).then_some(crate::func::CONSTANT)
}

pub(crate) fn parse_constant(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    if p.peek() == Tok::AtIdent {
        // `constant @f : (T) -> U`: std.constant of a function, func.constant today. LLVM 14
        // spells it so too: the keyword says nothing of the generation here.
        p.retract_generation_hint();
        b.name = p.ctx.ident(crate::func::CONSTANT);
        return crate::func::parse_constant(p, b);
    }
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let at = p.offset();
    let a = p.parse_attribute(None)?;
    let Some(t) = attr_value_type(p, a) else {
        return Err(p.error_at(at, "expected a typed attribute for the constant value"));
    };
    b.attr(p.ctx, "value", a);
    b.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.print_optional_attr_dict(op, &["value"]);
    p.w(" ");
    let Some(a) = ctx.attr(op, "value") else { return };
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => {
            p.print_attr_without_type(a);
            p.w(" : ");
            p.print_type(*ty);
        }
        _ => p.print_attr(a),
    }
}

/// `%c3_i32`, `%c3` (index), `%true`/`%false`, `%cst` (MLIR's `ConstantOp::getAsmResultNames`).
fn constant_result_names(ctx: &Context, op: Op, _: Generation, set: &mut dyn FnMut(Value, String)) {
    let Some(&r) = ctx.results(op).first() else { return };
    let name = match ctx.attr(op, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Bool(v)) => (if *v { "true" } else { "false" }).to_owned(),
        Some(AttrKind::Integer { value, .. }) => {
            let t = ctx.value_type(r);
            match ctx.type_kind(t) {
                TypeKind::Integer { width: 1, .. } => (if *value != 0 { "true" } else { "false" }).to_owned(),
                TypeKind::Integer { .. } => format!("c{value}_{}", type_to_string(ctx, t)),
                _ => format!("c{value}"),
            }
        }
        _ => "cst".to_owned(),
    };
    set(r, name);
}

fn verify_constant(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(a) = ctx.attr(op, "value") else {
        return Err(op_error(ctx, op, "requires attribute 'value'"));
    };
    if ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, format!("requires one result, but found {}", ctx.num_results(op))));
    }
    let r = ctx.value_type(ctx.result(op, 0));
    let at = match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::DenseElements { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => {
            if matches!(ctx.type_kind(r), TypeKind::Integer { width: 1, signedness: Signedness::Signless }) {
                Some(r)
            } else {
                None
            }
        }
        AttrKind::Opaque(_) => Some(r),
        _ => None,
    };
    let v22 = async_opt_text::input_generation(ctx) == Generation::V22;
    if at != Some(r) {
        let untyped = matches!(
            ctx.attr_kind(a),
            AttrKind::Unit | AttrKind::Array(_) | AttrKind::Dictionary(_) | AttrKind::SymbolRef { .. }
        );
        let msg = match (v22, untyped) {
            (true, true) => "attribute 'value' failed to satisfy constraint: TypedAttr instance",
            (true, false) => "failed to verify that all of {value, result} have same type",
            (false, _) => "failed to verify that result and attribute have the same type",
        };
        return Err(op_error(ctx, op, msg));
    }
    if matches!(ctx.type_kind(r), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless) {
        return Err(op_error(ctx, op, "integer return type must be signless"));
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// Comparisons and select
// ----------------------------------------------------------------------------------

fn predicates(ctx: &Context, op: Op) -> &'static [&'static str] {
    if ctx.is(op, CMPF) {
        CMPF_PREDICATES
    } else {
        CMPI_PREDICATES
    }
}

fn parse_cmp(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let list = if p.ctx.str(b.name) == CMPF { CMPF_PREDICATES } else { CMPI_PREDICATES };
    let at = p.offset();
    let word = match p.peek() {
        Tok::String => p.parse_string()?,
        Tok::BareIdent => p.parse_bare_ident("predicate")?.to_owned(),
        _ => String::new(),
    };
    let Some(pred) = list.iter().position(|&x| x == word) else {
        return Err(p.error_at(
            at,
            format!(
                "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                list.join(", ")
            ),
        ));
    };
    let i64t = p.ctx.integer_type(64);
    let pa = p.ctx.int_attr(pred as i128, i64t);
    b.attr(p.ctx, "predicate", pa);
    p.expect(Tok::Comma, "','")?;
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let rhs = p.parse_operand()?;
    parse_optional_flags(p, b)?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = p.parse_colon_type()?;
    b.operands.push(p.resolve_operand(lhs, t)?);
    b.operands.push(p.resolve_operand(rhs, t)?);
    let rt = bool_like(p.ctx, t);
    b.result_types.push(rt);
    Ok(())
}

fn print_cmp(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    let pred = ctx.attr(op, "predicate").and_then(|a| ctx.attr_int(a));
    match pred.and_then(|v| usize::try_from(v).ok()).and_then(|v| predicates(ctx, op).get(v)) {
        Some(s) => p.w(s),
        None => p.w("<<invalid predicate>>"),
    }
    p.w(", ");
    print_operand_list(p, op);
    print_flags(p, op);
    let mut elided = vec!["predicate"];
    elided.extend_from_slice(FLAG_ATTRS);
    p.print_optional_attr_dict(op, &elided);
    p.w(" : ");
    if ctx.num_operands(op) > 0 {
        p.print_type(ctx.value_type(ctx.operand(op, 0)));
    }
}

fn verify_cmp(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let list = predicates(ctx, op);
    let Some(pred) = ctx.attr(op, "predicate") else {
        return Err(op_error(ctx, op, "requires attribute 'predicate'"));
    };
    let in_range = ctx.attr_int(pred).is_some_and(|x| x >= 0 && (x as usize) < list.len());
    if !in_range {
        let cases: Vec<String> = (0..list.len()).map(|i| i.to_string()).collect();
        return Err(op_error(
            ctx,
            op,
            format!(
                "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
                cases.join(", ")
            ),
        ));
    }
    if ctx.num_operands(op) != 2 || ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "expects two operands and one result"));
    }
    let float = ctx.is(op, CMPF);
    check_operand_kinds(ctx, op, float)?;
    let (a, b) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.operand(op, 1)));
    if a != b {
        return Err(op_error(ctx, op, "requires all operands to have the same type"));
    }
    let r = ctx.value_type(ctx.result(op, 0));
    if !bool_like_ok(ctx, r) {
        return Err(op_error(ctx, op, format!("result #0 must be bool-like, but got '{}'", type_to_string(ctx, r))));
    }
    if !same_shape(ctx, a, r) {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

fn parse_select(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let c = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let t = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let f = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let at = p.offset();
    let tys = p.parse_colon_type_list()?;
    let (ct, vt) = match tys[..] {
        [vt] => (p.ctx.i1_type(), vt),
        [ct, vt] => (ct, vt),
        _ => return Err(p.error_at(at, "expected a value type, or a condition type and a value type")),
    };
    b.operands.push(p.resolve_operand(c, ct)?);
    b.operands.push(p.resolve_operand(t, vt)?);
    b.operands.push(p.resolve_operand(f, vt)?);
    b.result_types.push(vt);
    Ok(())
}

fn print_select(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    p.w(" ");
    print_operand_list(p, op);
    p.print_optional_attr_dict(op, &[]);
    p.w(" : ");
    if ctx.num_operands(op) > 0 {
        let ct = ctx.value_type(ctx.operand(op, 0));
        if !ctx.is_integer(ct, 1) || !matches!(ctx.type_kind(ct), TypeKind::Integer { .. }) {
            p.print_type(ct);
            p.w(", ");
        }
    }
    print_result_type(p, op);
}

fn verify_select(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_operands(op) != 3 || ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "expects three operands and one result"));
    }
    let c = ctx.value_type(ctx.operand(op, 0));
    if !bool_like_ok(ctx, c) {
        return Err(op_error(ctx, op, format!("operand #0 must be bool-like, but got '{}'", type_to_string(ctx, c))));
    }
    let r = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(ctx.operand(op, 1)) != r || ctx.value_type(ctx.operand(op, 2)) != r {
        return Err(op_error(ctx, op, "failed to verify that all of {true_value, false_value, result} have same type"));
    }
    if !ctx.is_integer(c, 1) && !same_shape(ctx, c, r) {
        return Err(op_error(ctx, op, "expected condition type to have the same shape as the result type"));
    }
    Ok(())
}

/// Every operand is float-like (`float`) or signless-integer-like, as the op's ODS says.
fn check_operand_kinds(ctx: &Context, op: Op, float: bool) -> Result<(), Diagnostic> {
    for (i, v) in ctx.operands(op).enumerate() {
        let t = ctx.value_type(v);
        let (ok, what) = if float {
            (float_like(ctx, t), "floating-point-like")
        } else {
            (int_like(ctx, t), "signless-integer-like")
        };
        if !ok {
            return Err(op_error(
                ctx,
                op,
                format!("operand #{i} must be {what}, but got '{}'", type_to_string(ctx, t)),
            ));
        }
    }
    Ok(())
}
