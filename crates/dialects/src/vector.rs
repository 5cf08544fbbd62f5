//! The vector dialect's `vector.print`, which async programs print their results with.
//!
//! ```mlir
//! vector.print %v : vector<4xf32>            // ( 1, 2, 3, 4 ) and a newline
//! vector.print %x : f32 punctuation <comma>  // LLVM 17+: what follows the value
//! vector.print punctuation <open>            // LLVM 17+: "( " alone
//! vector.print str "done\n"                  // LLVM 18+: a string
//! ```
//!
//! LLVM 14 prints one value (any type) and its attributes before the colon; LLVM 22 takes
//! a vector, integer, index or float, and the punctuation and string as `oilist` clauses
//! after the type (its `punctuation` property defaults to `newline`).

use async_opt_ir::{
    AttrConstraint, AttrKind, Diagnostic, Generation, Op, OperationState, TypeConstraint, TypeKind, Verifier,
};
use async_opt_text::{PResult, Parser, Printer, Tok};

use crate::ods::{self, STR_ATTR};
use crate::Registrar;

pub(crate) fn register(r: &mut Registrar<'_>) {
    // Only these ops of vector are registered: the dialect stays open, so its other ops keep
    // parsing in the generic form.
    r.open_dialect("vector");
    register_ops(r);
}

/// What `vector.print` prints (LLVM 22's `Type<Or<[AnyVectorOfAnyRank, AnyInteger, Index,
/// AnyFloat]>>`, whose summary is empty); LLVM 14 takes any type.
const PRINTABLE: TypeConstraint = ods::type_constraint("", |_, _| true);

/// `#vector.punctuation<...>`.
const PUNCTUATION_ATTR: AttrConstraint = AttrConstraint {
    summary: "Punctuation for separating vectors or vector elements",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Opaque(s) if s.starts_with("#vector.punctuation<")),
};

/// The punctuation kinds, in MLIR's enum order.
const PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];

const NEWLINE: &str = "#vector.punctuation<newline>";

crate::ops! {
    /// `vector.print %source : T`, `vector.print punctuation <p>`, `vector.print str "s"`.
    PRINT: PrintOp = "vector.print", fn print {
        operands: [source: PRINTABLE[?]],
        results: [],
        opt_attrs: [punctuation: PUNCTUATION_ATTR, stringLiteral: STR_ATTR],
        verify: verify_print,
        parse: parse_print,
        print: print_print,
        default_attrs: &[("punctuation", NEWLINE)],
    }
}

fn printable_22(ctx: &async_opt_ir::Context, t: async_opt_ir::Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

fn punctuation<'a>(ctx: &'a async_opt_ir::Context, op: Op) -> Option<&'a str> {
    match ctx.attr_kind(ctx.attr(op, "punctuation")?) {
        AttrKind::Opaque(s) => s.strip_prefix("#vector.punctuation<")?.strip_suffix('>'),
        _ => None,
    }
}

fn verify_print(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let g = v.generation();
    if g != Generation::V22 {
        if ctx.num_operands(op) != 1 {
            bail!(ctx, op, "requires a single operand");
        }
        return Ok(());
    }
    if let Some(s) = ctx.operands(op).next() {
        let t = ctx.value_type(s);
        if !printable_22(ctx, t) {
            bail!(ctx, op, "operand #0 must be , but got '{}'", async_opt_text::type_to_string(ctx, t));
        }
    }
    let has_string = ctx.attr(op, "stringLiteral").is_some();
    let plain = punctuation(ctx, op).is_none_or(|p| p == "newline");
    if has_string && (ctx.num_operands(op) > 0 || !plain) {
        bail!(ctx, op, "failed to verify that `source` or `punctuation` are not set when printing strings");
    }
    Ok(())
}

fn parse_print(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    if p.peek() == Tok::PercentIdent {
        let v = p.parse_operand()?;
        // LLVM 14 writes the attributes before the colon.
        p.parse_optional_attr_dict(&mut b.attrs)?;
        let t = p.parse_colon_type()?;
        let v = p.resolve_operand(v, t)?;
        b.operands.push(v);
    }
    // `oilist(`str` $stringLiteral | `punctuation` $punctuation)`: each at most once.
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if !seen_str && p.parse_optional_keyword("str") {
            seen_str = true;
            let s = p.parse_string()?;
            let a = p.ctx.string_attr(&s);
            b.attr(p.ctx, "stringLiteral", a);
        } else if !seen_punct && p.at_keyword("punctuation") {
            p.parse_keyword("punctuation")?;
            seen_punct = true;
            p.expect(Tok::Less, "'<'")?;
            let at = p.offset();
            let w = match p.peek() {
                Tok::BareIdent => p.parse_bare_ident("punctuation")?.to_owned(),
                _ => String::new(),
            };
            if !PUNCTUATIONS.contains(&w.as_str()) {
                return Err(p.error_at(
                    at,
                    format!(
                        "custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: {}",
                        PUNCTUATIONS.join(", ")
                    ),
                ));
            }
            p.expect(Tok::Greater, "'>'")?;
            let a = p.ctx.intern_attr(AttrKind::Opaque(format!("#vector.punctuation<{w}>").into()));
            b.attr(p.ctx, "punctuation", a);
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_print(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let v22 = p.generation() == Generation::V22;
    let elided = ["punctuation", "stringLiteral"];
    if let Some(s) = ctx.operands(op).next() {
        p.w(" ");
        p.print_operand(s);
        if !v22 {
            p.print_optional_attr_dict(op, &[]);
        }
        p.w(" : ");
        p.print_type(ctx.value_type(s));
    }
    if let Some(s) = ctx.attr(op, "stringLiteral").and_then(|a| ctx.attr_str(a)) {
        p.w(" str ");
        p.w(&async_opt_text::escape_string(s));
    }
    if let Some(k) = punctuation(ctx, op).filter(|&k| k != "newline") {
        p.w(" punctuation <");
        p.w(k);
        p.w(">");
    }
    if v22 || ctx.num_operands(op) == 0 {
        p.print_optional_attr_dict(op, &elided);
    }
}
