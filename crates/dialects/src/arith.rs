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
    Attr, AttrConstraint, AttrKind, Builder, Context, Diagnostic, NamedAttr, Op, Signedness, Slot, Traits, Type,
    TypeKind, TypeRule, Value, Verifier,
};
use async_opt_text::{
    type_to_string, CustomDirective, FormatState, Generation, OperationState, PResult, ParseOptions, Parser, Printer,
    Tok,
};

use crate::names::Known;
use crate::ods::{element_type, ANY_ATTR, ANY_TYPE, BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INT_LIKE};
use crate::{op_error, Registrar};

/// The arith flag attributes LLVM 17+ keeps as properties, printed `overflow<nsw>` or
/// `fastmath<fast>` after the operands.
pub(crate) const FLAGS: &[CustomDirective] =
    &[CustomDirective { name: "Flags", parse: parse_flags, print: print_flags }];
const OVERFLOW_DEFAULT: &[(&str, &str)] = &[("overflowFlags", "#arith.overflow<none>")];
pub(crate) const FASTMATH_DEFAULT: &[(&str, &str)] = &[("fastmath", "#arith.fastmath<none>")];
const SAME_TYPE: &[TypeRule] = &[TypeRule::SameOperandsAndResultType];

/// Older spellings of an op, all of the seed's generation.
macro_rules! seed_aliases {
    ($($alias:literal),*) => { &[$(($alias, Some(Generation::Seed))),*] };
}

/// `%lhs, %rhs [flags] : T` over signless integers or index (ODS `Arith_IntBinaryOp`);
/// `overflow` ops keep LLVM 22's overflow flags.
macro_rules! int_binary {
    ($(#[$doc:meta])* $konst:ident: $Ty:ident = $name:literal, fn $f:ident; $seed:literal overflow $(, $alias:literal)*) => {
        int_binary!(@entry $konst: $Ty = $name, fn $f; $seed; [overflowFlags: ANY_ATTR];
            "$lhs `,` $rhs custom<Flags>($overflowFlags) attr-dict `:` type($result)"; OVERFLOW_DEFAULT; $($alias),*);
    };
    ($(#[$doc:meta])* $konst:ident: $Ty:ident = $name:literal, fn $f:ident; $seed:literal $(, $alias:literal)*) => {
        int_binary!(@entry $konst: $Ty = $name, fn $f; $seed; []; "$lhs `,` $rhs attr-dict `:` type($result)"; &[];
            $($alias),*);
    };
    (@entry $konst:ident: $Ty:ident = $name:literal, fn $f:ident; $seed:literal; [$($opt:tt)*]; $format:expr;
        $defaults:expr; $($alias:literal),*) => {
        $crate::ods_entry! { #[doc = concat!("`", $name, " %lhs, %rhs : T`.")]
            $konst: $Ty = $name, fn $f {
                operands: [lhs: SIGNLESS_INT_LIKE, rhs: SIGNLESS_INT_LIKE],
                results: [result: SIGNLESS_INT_LIKE],
                opt_attrs: [$($opt)*],
                traits: Traits::PURE,
                rules: SAME_TYPE,
                format: $format,
                customs: FLAGS,
                keyword: [$seed, $name, $name],
                generic: [concat!("std.", $seed), $name, $name],
                aliases: seed_aliases!($($alias),*),
                default_attrs: $defaults,
            }
        }
    };
}

/// `%lhs, %rhs [fastmath<...>] : T` over floats (ODS `Arith_FloatBinaryOp`, and math's
/// `Math_FloatBinaryOp`); see [`float_op`] for the spellings.
macro_rules! float_binary {
    ($($entry:tt)*) => { float_op!([lhs, rhs] "%lhs, %rhs" "$lhs `,` $rhs"; $($entry)*); };
}
pub(crate) use float_binary;

/// `%operand [fastmath<...>] : T` over floats (ODS `Arith_FloatUnaryOp`, and math's
/// `Math_FloatUnaryOp`); see [`float_op`] for the spellings.
macro_rules! float_unary {
    ($($entry:tt)*) => { float_op!([operand] "%operand" "$operand"; $($entry)*); };
}
pub(crate) use float_unary;

/// An elementwise float op of one type throughout, with LLVM 17+'s `fastmath` flags after
/// the operands. Its spellings before LLVM 22's: an arith op's `std.` op and the seed's
/// keyword (`"addf"`); a math op has none, or another name until LLVM 16 (`old "math.abs"`).
macro_rules! float_op {
    ($operands:tt $text:literal $format:literal; $konst:ident: $Ty:ident = $name:literal, fn $f:ident; $seed:literal) => {
        float_op!(@entry $operands $text $format; $konst: $Ty = $name, fn $f;
            keyword: [$seed, $name, $name], generic: [concat!("std.", $seed), $name, $name],);
    };
    ($operands:tt $text:literal $format:literal; $konst:ident: $Ty:ident = $name:literal, fn $f:ident; old $old:literal) => {
        float_op!(@entry $operands $text $format; $konst: $Ty = $name, fn $f;
            keyword: [$old, $old, $name], generic: [$old, $old, $name],);
    };
    ($operands:tt $text:literal $format:literal; $konst:ident: $Ty:ident = $name:literal, fn $f:ident;) => {
        float_op!(@entry $operands $text $format; $konst: $Ty = $name, fn $f;);
    };
    (@entry [$($operand:ident),*] $text:literal $format:literal; $konst:ident: $Ty:ident = $name:literal, fn $f:ident;
        $($spellings:tt)*) => {
        $crate::ods_entry! { #[doc = concat!("`", $name, " ", $text, " : T`.")]
            $konst: $Ty = $name, fn $f {
                operands: [$($operand: FLOAT_LIKE),*],
                results: [result: FLOAT_LIKE],
                opt_attrs: [fastmath: ANY_ATTR],
                traits: Traits::PURE,
                rules: SAME_TYPE,
                format: concat!($format, " custom<Flags>($fastmath) attr-dict `:` type($result)"),
                customs: FLAGS,
                $($spellings)*
                default_attrs: FASTMATH_DEFAULT,
            }
        }
    };
}
pub(crate) use float_op;

/// `pred, %lhs, %rhs : T` giving a bool-like of the operands' shape (ODS
/// `Arith_CompareOp`): `predicate` an `i64` in MLIR's enum order; `fastmath` ops keep
/// LLVM 17+'s flags.
macro_rules! compare {
    ($konst:ident: $Ty:ident = $name:literal, fn $f:ident; $seed:literal, $operand:ident, $predicate:ident
        $(, $fastmath:ident)?) => {
        $crate::ods_entry! { #[doc = concat!("`", $name, " pred, %lhs, %rhs : T`.")]
            $konst: $Ty = $name, fn $f {
                operands: [lhs: $operand, rhs: $operand],
                results: [result: BOOL_LIKE],
                attrs: [predicate: $predicate],
                opt_attrs: [$($fastmath: ANY_ATTR)?],
                traits: Traits::PURE,
                infer_results: cmp_result,
                verify: verify_cmp,
                parse: parse_cmp,
                print: print_cmp,
                keyword: [$seed, $name, $name],
                generic: [concat!("std.", $seed), $name, $name],
                default_attrs: compare_defaults!($($fastmath)?),
            }
        }
    };
}

macro_rules! compare_defaults {
    () => {
        &[]
    };
    (fastmath) => {
        FASTMATH_DEFAULT
    };
}

/// `%in [flags] : T to U`, checked by the op's cast rule (MLIR's `areCastCompatible`).
macro_rules! cast {
    ($konst:ident: $Ty:ident = $name:literal, fn $f:ident(type); $seed:literal, $rule:ident
        $(, attrs: [$($an:ident),*], defaults: $defaults:expr)? $(; $($alias:literal),*)?) => {
        $crate::ods_entry! { #[doc = concat!("`", $name, " %in : T to U`.")]
            $konst: $Ty = $name, fn $f(type) {
                operands: [input: ANY_TYPE],
                results: [output: ANY_TYPE],
                opt_attrs: [$($($an: ANY_ATTR),*)?],
                traits: Traits::PURE,
                verify: |v, op| verify_cast(v.ctx, op, $rule),
                format: concat!("$input ", $("custom<Flags>(", $("$", stringify!($an), " ",)* ") ",)? "attr-dict `:` type($input) `to` type($output)"),
                customs: FLAGS,
                keyword: [$seed, $name, $name],
                generic: [concat!("std.", $seed), $name, $name],
                aliases: seed_aliases!($($($alias),*)?),
                default_attrs: cast_defaults!($($defaults)?),
            }
        }
    };
}

macro_rules! cast_defaults {
    () => {
        &[]
    };
    ($d:expr) => {
        $d
    };
}

/// Which types a cast converts between.
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

use CastRule::*;

crate::ops! {
    ADDI: AddIOp = "arith.addi", fn addi [int_binary "addi" overflow]
    SUBI: SubIOp = "arith.subi", fn subi [int_binary "subi" overflow]
    MULI: MulIOp = "arith.muli", fn muli [int_binary "muli" overflow]
    DIVSI: DivSIOp = "arith.divsi", fn divsi [int_binary "divsi", "divi_signed", "std.divi_signed"]
    DIVUI: DivUIOp = "arith.divui", fn divui [int_binary "divui", "divi_unsigned", "std.divi_unsigned"]
    CEILDIVSI: CeilDivSIOp = "arith.ceildivsi", fn ceildivsi [int_binary "ceildivsi", "ceildivi_signed"]
    FLOORDIVSI: FloorDivSIOp = "arith.floordivsi", fn floordivsi [int_binary "floordivsi", "floordivi_signed"]
    REMSI: RemSIOp = "arith.remsi", fn remsi [int_binary "remsi", "remi_signed", "std.remi_signed"]
    REMUI: RemUIOp = "arith.remui", fn remui [int_binary "remui", "remi_unsigned", "std.remi_unsigned"]
    ANDI: AndIOp = "arith.andi", fn andi [int_binary "andi", "and", "std.and"]
    ORI: OrIOp = "arith.ori", fn ori [int_binary "ori", "or", "std.or"]
    XORI: XOrIOp = "arith.xori", fn xori [int_binary "xori", "xor", "std.xor"]
    SHLI: ShLIOp = "arith.shli", fn shli [int_binary "shli" overflow, "shift_left", "std.shift_left"]
    SHRSI: ShRSIOp = "arith.shrsi", fn shrsi [int_binary "shrsi", "shift_right_signed", "std.shift_right_signed"]
    SHRUI: ShRUIOp = "arith.shrui", fn shrui [int_binary "shrui", "shift_right_unsigned", "std.shift_right_unsigned"]
    MAXSI: MaxSIOp = "arith.maxsi", fn maxsi [int_binary "maxsi"]
    MINSI: MinSIOp = "arith.minsi", fn minsi [int_binary "minsi"]
    MAXUI: MaxUIOp = "arith.maxui", fn maxui [int_binary "maxui"]
    MINUI: MinUIOp = "arith.minui", fn minui [int_binary "minui"]
    ADDF: AddFOp = "arith.addf", fn addf [float_binary "addf"]
    SUBF: SubFOp = "arith.subf", fn subf [float_binary "subf"]
    MULF: MulFOp = "arith.mulf", fn mulf [float_binary "mulf"]
    DIVF: DivFOp = "arith.divf", fn divf [float_binary "divf"]
    REMF: RemFOp = "arith.remf", fn remf [float_binary "remf"]
    MAXF: MaxFOp = "arith.maxf", fn maxf [float_binary "maxf"]
    MINF: MinFOp = "arith.minf", fn minf [float_binary "minf"]
    MAXIMUMF: MaximumFOp = "arith.maximumf", fn maximumf [float_binary "maximumf"]
    MINIMUMF: MinimumFOp = "arith.minimumf", fn minimumf [float_binary "minimumf"]
    MAXNUMF: MaxNumFOp = "arith.maxnumf", fn maxnumf [float_binary "maxnumf"]
    MINNUMF: MinNumFOp = "arith.minnumf", fn minnumf [float_binary "minnumf"]
    NEGF: NegFOp = "arith.negf", fn negf [float_unary "negf"]
    INDEX_CAST: IndexCastOp = "arith.index_cast", fn index_cast(type) [cast "index_cast", IndexCast]
    INDEX_CASTUI: IndexCastUIOp = "arith.index_castui", fn index_castui(type) [cast "index_castui", IndexCast]
    EXTSI: ExtSIOp = "arith.extsi", fn extsi(type) [cast "extsi", IntExt; "sexti", "std.sexti"]
    EXTUI: ExtUIOp = "arith.extui", fn extui(type) [cast "extui", IntExt; "zexti", "std.zexti"]
    TRUNCI: TruncIOp = "arith.trunci", fn trunci(type)
        [cast "trunci", IntTrunc, attrs: [overflowFlags], defaults: OVERFLOW_DEFAULT]
    EXTF: ExtFOp = "arith.extf", fn extf(type)
        [cast "extf", FloatExt, attrs: [fastmath], defaults: &[]; "fpext", "std.fpext"]
    TRUNCF: TruncFOp = "arith.truncf", fn truncf(type)
        [cast "truncf", FloatTrunc, attrs: [fastmath, roundingmode], defaults: &[]; "fptrunc", "std.fptrunc"]
    SITOFP: SIToFPOp = "arith.sitofp", fn sitofp(type) [cast "sitofp", IntToFloat]
    UITOFP: UIToFPOp = "arith.uitofp", fn uitofp(type) [cast "uitofp", IntToFloat]
    FPTOSI: FPToSIOp = "arith.fptosi", fn fptosi(type) [cast "fptosi", FloatToInt]
    FPTOUI: FPToUIOp = "arith.fptoui", fn fptoui(type) [cast "fptoui", FloatToInt]
    BITCAST: BitcastOp = "arith.bitcast", fn bitcast(type) [cast "bitcast", Bitcast]
    /// `arith.constant 3 : i32` with `value` of type `ty`.
    CONSTANT: ConstantOp = "arith.constant", fn constant_op(type) {
        operands: [],
        results: [result: ANY_TYPE],
        attrs: [value: ANY_ATTR],
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        verify: verify_constant,
        parse: parse_constant,
        print: print_constant,
        result_names: constant_result_names,
        keyword: ["constant", CONSTANT, CONSTANT],
        generic: ["std.constant", CONSTANT, CONSTANT],
        generic_retarget: constant_of_symbol,
    }
    CMPI: CmpIOp = "arith.cmpi", fn cmpi_op [compare "cmpi", SIGNLESS_INT_LIKE, CMPI_PREDICATE_ATTR]
    CMPF: CmpFOp = "arith.cmpf", fn cmpf_op [compare "cmpf", FLOAT_LIKE, CMPF_PREDICATE_ATTR, fastmath]
    /// `arith.select %cond, %t, %f : T` (`std.select` before LLVM 15).
    SELECT: SelectOp = "arith.select", fn select {
        operands: [condition: BOOL_LIKE, true_value: ANY_TYPE, false_value: ANY_TYPE],
        results: [result: ANY_TYPE],
        traits: Traits::PURE,
        rules: &[TypeRule::AllTypesMatch(&[Slot::Operand(1), Slot::Operand(2), Slot::Result(0)])],
        verify: verify_select,
        parse: parse_select,
        print: print_select,
        keyword: ["select", "select", SELECT],
        generic: ["std.select", "std.select", SELECT],
    }
}

/// `arith.cmpi` predicates in MLIR's enum order.
pub const CMPI_PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `arith.cmpf` predicates in MLIR's enum order.
pub const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
];

/// `Arith_CmpIPredicateAttr`: an `i64` naming one of [`CMPI_PREDICATES`].
const CMPI_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    check: |c, a| is_predicate(c, a, CMPI_PREDICATES),
};
/// `Arith_CmpFPredicateAttr`: an `i64` naming one of [`CMPF_PREDICATES`].
const CMPF_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |c, a| is_predicate(c, a, CMPF_PREDICATES),
};

fn is_predicate(ctx: &Context, a: Attr, cases: &[&str]) -> bool {
    crate::ods::is_int_attr(ctx, a, 64) && ctx.attr_int(a).is_some_and(|x| x >= 0 && (x as u128) < cases.len() as u128)
}

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("arith");
    register_ops(r);
}

/// A comparison gives `i1`, shaped like its operands.
fn cmp_result(ctx: &mut Context, operands: &[Type], _: &[NamedAttr]) -> Option<Vec<Type>> {
    Some(vec![bool_like(ctx, *operands.first()?)])
}

// ----------------------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------------------

/// `arith.constant true|false`.
pub fn constant_bool(b: &mut Builder<'_>, v: bool) -> Value {
    let i1 = b.ctx.i1_type();
    let a = b.ctx.bool_attr(v);
    constant_op(b, i1, a)
}

/// `arith.constant v : ty` for an integer or index type.
pub fn constant_int(b: &mut Builder<'_>, v: i128, ty: Type) -> Value {
    let a = if b.ctx.is_integer(ty, 1) { b.ctx.bool_attr(v != 0) } else { b.ctx.int_attr(v, ty) };
    constant_op(b, ty, a)
}

/// `arith.constant v : index`.
pub fn constant_index(b: &mut Builder<'_>, v: i64) -> Value {
    let t = b.ctx.index_type();
    constant_int(b, v as i128, t)
}

/// `arith.cmpi pred, %a, %c` (`pred` as written, e.g. `"slt"`); `None` for an unknown predicate.
pub fn cmpi(b: &mut Builder<'_>, pred: &str, a: Value, c: Value) -> Option<Value> {
    let p = CMPI_PREDICATES.iter().position(|&x| x == pred)?;
    let i64t = b.ctx.integer_type(64);
    let pa = b.ctx.int_attr(p as i128, i64t);
    Some(cmpi_op(b, a, c, pa))
}

/// The value of an integer or index `arith.constant` defining `v`, if it is one.
pub fn constant_int_value(ctx: &Context, v: Value) -> Option<i128> {
    let op = ctx.defining_op(v).filter(|&o| ctx.op_name_str(o) == CONSTANT)?;
    match ctx.attr_kind(ctx.attr(op, "value")?) {
        AttrKind::Integer { value, .. } => Some(*value),
        AttrKind::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

// ----------------------------------------------------------------------------------
// Type helpers
// ----------------------------------------------------------------------------------

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

/// Parses `fastmath<a,b>` / `overflow<nsw>` into `#arith.fastmath<a,b>` under its property
/// name, spelled as MLIR prints the flag set: its flags in declaration order, `fast` for
/// every fastmath flag, `none` for none, and overflow flags joined by `, `.
fn parse_optional_flags(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    // Each kind's flags in bit order, the spelling of all of them, and the separator.
    const FASTMATH: &[&str] = &["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
    const OVERFLOW: &[&str] = &["nsw", "nuw"];
    let (attr_name, mnemonic, flags, all, sep, enum_name) = if p.at_keyword("fastmath") {
        ("fastmath", "fastmath", FASTMATH, Some("fast"), ",", "FastMathFlags")
    } else if p.at_keyword("overflow") {
        ("overflowFlags", "overflow", OVERFLOW, None, ", ", "IntegerOverflowFlags")
    } else {
        return Ok(());
    };
    p.parse_keyword(mnemonic)?;
    p.expect(Tok::Less, "'<'")?;
    let mut set = 0u32;
    // As mlir-opt, an unknown flag is reported where the list starts.
    let at = p.offset();
    loop {
        let w = p.parse_bare_ident("flag name")?;
        match flags.iter().position(|&f| f == w) {
            Some(i) => set |= 1 << i,
            None if Some(w) == all => set = (1 << flags.len()) - 1,
            None if w == "none" => {}
            None => {
                let mut choices = vec!["none"];
                choices.extend_from_slice(flags);
                choices.extend(all);
                let msg = format!("expected ::mlir::arith::{enum_name} to be one of: {}", choices.join(", "));
                return Err(p.custom_op_error_at(at, &msg));
            }
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, "'>'")?;
    let text = match set {
        0 => "none".to_string(),
        s if all.is_some() && s == (1 << flags.len()) - 1 => all.unwrap_or_default().to_string(),
        s => flags.iter().enumerate().filter(|(i, _)| s & (1 << i) != 0).map(|(_, f)| *f).collect::<Vec<_>>().join(sep),
    };
    let a = p.ctx.intern_attr(AttrKind::Opaque(format!("#arith.{mnemonic}<{text}>").into()));
    b.attr(p.ctx, attr_name, a);
    Ok(())
}

const FLAG_ATTRS: &[&str] = &["fastmath", "overflowFlags"];

fn parse_flags<'s>(p: &mut Parser<'s, '_>, _: &mut FormatState<'s>, b: &mut OperationState) -> PResult<()> {
    parse_optional_flags(p, b)
}

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

// ----------------------------------------------------------------------------------
// Casts
// ----------------------------------------------------------------------------------

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

fn verify_cast(ctx: &Context, op: Op, rule: CastRule) -> Result<(), Diagnostic> {
    if ctx.num_operands(op) != 1 || ctx.num_results(op) != 1 {
        bail!(ctx, op, "expects one operand and one result");
    }
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    if !cast_ok(ctx, rule, from, to) {
        bail!(
            ctx,
            op,
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, from),
            type_to_string(ctx, to)
        );
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

pub(crate) fn parse_constant(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
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
    let a = ctx.attr(op, "value").expect("a declared attribute");
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
    let v22 = v.generation() == Generation::V22;
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
        if untyped {
            return Err(crate::inherent_attr_error(ctx, op, msg, v.generation()));
        }
        return Err(op_error(ctx, op, msg));
    }
    if matches!(ctx.type_kind(r), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless) {
        bail!(ctx, op, "integer return type must be signless");
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// Comparisons and select
// ----------------------------------------------------------------------------------

fn predicates(ctx: &Context, op: Op) -> &'static [&'static str] {
    if ctx.is_known(op, Known::ArithCmpf) {
        CMPF_PREDICATES
    } else {
        CMPI_PREDICATES
    }
}

fn parse_cmp(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
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
    // The predicate's value is checked by its constraint (CMPI_PREDICATE_ATTR).
    let ctx = v.ctx;
    let (a, b) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.operand(op, 1)));
    if a != b {
        bail!(ctx, op, "requires all operands to have the same type");
    }
    if !same_shape(ctx, a, ctx.value_type(ctx.result(op, 0))) {
        bail!(ctx, op, "failed to verify that result type has i1 element type and same shape as operands");
    }
    Ok(())
}

fn parse_select(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
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
    let (c, r) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.result(op, 0)));
    if !ctx.is_integer(c, 1) && !same_shape(ctx, c, r) {
        bail!(ctx, op, "expected condition type to have the same shape as the result type");
    }
    Ok(())
}
