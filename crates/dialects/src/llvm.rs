//! The llvm dialect as far as async programs meet it: `llvm.func` and `llvm.return`, and
//! the LLVM types a function signature spells (`!llvm.ptr`, `!llvm.func<...>`).
//!
//! ```mlir
//! llvm.func internal @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 {   // LLVM 14: `!llvm.ptr<i8>`
//!   llvm.return %arg0 : i32
//! }
//! llvm.func extern_weak hidden unnamed_addr fastcc @g(f32, ...)  // LLVM 22 only: visibility,
//!                                                                //   unnamed_addr, cconv
//! ```
//!
//! The function type is an LLVM function type, `!llvm.func<i32 (i32, ptr)>` (`void` for no
//! result, `...` last for a variadic one), in which LLVM types are written without their
//! `!llvm.` prefix. Both generations spell it so; LLVM 14's generic form names the
//! attribute `type`, LLVM 22's prints the function's properties (`CConv`, `linkage`,
//! `unnamed_addr`, `visibility_`) as well.
//!
//! LLVM types are [`TypeKind::Opaque`] types of the `llvm` dialect whose body is their
//! canonical spelling (what mlir-opt prints), built by the dialect's type parser:
//! `ptr`, `ptr<1>`, LLVM 14's `ptr<i8, 3>`, `func<void (i32)>`, `struct<(i32, ptr)>`,
//! `array<4 x i32>`; the others (named structs, `vec`, `token`, ...) are kept as written. A
//! signature is read back from that spelling ([`signature`]), and a value's type compares
//! with it as text ([`nested_type_text`]). The dialect is open: its other ops read and print
//! in the generic form.

use async_opt_ir::{Attr, AttrKind, Context, Diagnostic, FloatKind, Generation, Op, Signedness, Traits, Type};
use async_opt_ir::{TypeKind, Verifier};
use async_opt_text::{type_to_string, OperationState, PResult, Parser, Printer, Tok};

use crate::function::{dict_list, parse_optional_dict, parse_signature_entry};
use crate::ods::{ANY_ATTR, ANY_TYPE};
use crate::{op_error, Registrar};

pub(crate) fn register(r: &mut Registrar<'_>) {
    // Only these ops are registered: the dialect stays open, so its other ops (`llvm.call`,
    // `llvm.mlir.constant`, ...) keep parsing in the generic form.
    r.open_dialect("llvm");
    r.syntax.add_dialect_type_parser("llvm", parse_llvm_type);
    register_ops(r);
}

crate::ops! {
    /// `llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(args) [-> result]
    /// [attributes {...}] [{ body }]`: a declaration when it has no body.
    FUNC: FuncOp = "llvm.func", fn func_op {
        operands: [],
        results: [],
        // Every attribute is checked by `verify_func`, in each generation's words.
        opt_attrs: [
            sym_name: ANY_ATTR, function_type: ANY_ATTR, linkage: ANY_ATTR, CConv: ANY_ATTR,
            unnamed_addr: ANY_ATTR, visibility_: ANY_ATTR, sym_visibility: ANY_ATTR,
            arg_attrs: ANY_ATTR, res_attrs: ANY_ATTR,
        ],
        regions: [body],
        traits: Traits::ISOLATED_FROM_ABOVE.union(Traits::SYMBOL),
        verify: verify_func,
        parse: parse_func,
        print: print_func,
        attr_spellings: &[("function_type", "type")],
        inherent_attrs: OTHER_PROPERTIES,
        default_attrs: &[("CConv", "#llvm.cconv<ccc>"), ("linkage", "#llvm.linkage<external>"), ("visibility_", "0 : i64")],
        defaults_before_22: &["linkage"],
        added_in_22: &[("unnamed_addr", "0 : i64")],
        normalize: normalize_func,
    }
    /// `llvm.return [%value : T]`.
    RETURN: ReturnOp = "llvm.return", fn return_ [return_like arg, verify_return,
        "attr-dict ($arg^ `:` type($arg))?"]
}

/// The other properties of LLVM 22's `llvm.func` (`passthrough`, `personality`,
/// `garbageCollector`, `target_cpu`, ...): printed among the properties in the generic form,
/// and in the attribute dictionary in the custom form, as written (their values are not
/// checked here). LLVM 14 keeps them all in the attribute dictionary.
const OTHER_PROPERTIES: &[&str] = &[
    "alignment",
    "always_inline",
    "arm_in_za",
    "arm_inout_za",
    "arm_locally_streaming",
    "arm_new_za",
    "arm_out_za",
    "arm_preserves_za",
    "arm_streaming",
    "arm_streaming_compatible",
    "comdat",
    "convergent",
    "denormal_fp_math",
    "denormal_fp_math_f32",
    "dso_local",
    "fp_contract",
    "frame_pointer",
    "function_entry_count",
    "garbageCollector",
    "inline_hint",
    "instrument_function_entry",
    "instrument_function_exit",
    "intel_reqd_sub_group_size",
    "memory_effects",
    "no_infs_fp_math",
    "no_inline",
    "no_nans_fp_math",
    "no_signed_zeros_fp_math",
    "no_unwind",
    "optimize_none",
    "passthrough",
    "personality",
    "prefer_vector_width",
    "reciprocal_estimates",
    "reqd_work_group_size",
    "section",
    "target_cpu",
    "target_features",
    "tune_cpu",
    "uwtable_kind",
    "vec_type_hint",
    "vscale_range",
    "will_return",
    "work_group_size_hint",
];

/// The linkage keywords, in MLIR's enum order.
const LINKAGES: &[&str] = &[
    "external",
    "available_externally",
    "linkonce",
    "linkonce_odr",
    "weak",
    "weak_odr",
    "appending",
    "internal",
    "private",
    "extern_weak",
    "common",
];

/// LLVM 22's calling conventions, in MLIR's enum order.
const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "cc_11",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    "tailcc",
    "cfguard_checkcc",
    "swifttailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "msp430_intrcc",
    "x86_thiscallcc",
    "ptx_kernelcc",
    "ptx_devicecc",
    "spir_funccc",
    "spir_kernelcc",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "x86_vectorcallcc",
    "hhvmcc",
    "hhvm_ccc",
    "x86_intrcc",
    "avr_intrcc",
    "avr_builtincc",
    "amdgpu_vscc",
    "amdgpu_gscc",
    "amdgpu_cscc",
    "amdgpu_kernelcc",
    "x86_regcallcc",
    "amdgpu_hscc",
    "msp430_builtincc",
    "amdgpu_lscc",
    "amdgpu_escc",
    "aarch64_vectorcallcc",
    "aarch64_sve_vectorcallcc",
    "wasm_emscripten_invokecc",
    "amdgpu_gfxcc",
    "m68k_intrcc",
];

/// LLVM 22's symbol visibilities (`visibility_ = N : i64`) and `unnamed_addr` kinds, by value.
const VISIBILITIES: &[&str] = &["", "hidden", "protected"];
const UNNAMED_ADDRS: &[&str] = &["", "local_unnamed_addr", "unnamed_addr"];

/// The types the llvm dialect defines, as written without the prefix inside other LLVM types.
const MNEMONICS: &[&str] = &[
    "void",
    "ptr",
    "func",
    "struct",
    "array",
    "vec",
    "token",
    "label",
    "metadata",
    "target",
    "x86_amx",
    "x86_mmx",
    "ppc_fp128",
];

// ----------------------------------------------------------------------------------
// Types
// ----------------------------------------------------------------------------------

/// An LLVM type's body as LLVM types nest it (`ptr`), any other type as MLIR spells it.
pub fn nested_type_text(ctx: &Context, t: Type) -> String {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, body } if ctx.str(*dialect) == "llvm" => body.to_string(),
        _ => type_to_string(ctx, t),
    }
}

fn llvm_type(ctx: &mut Context, body: String) -> Type {
    let d = ctx.ident("llvm");
    ctx.intern_type(TypeKind::Opaque { dialect: d, body: body.into() })
}

/// The LLVM type whose body is `body` (`ptr`, `void`), if it is one.
fn is_llvm_type(ctx: &Context, t: Type, body: &str) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Opaque { dialect, body: b } if ctx.str(*dialect) == "llvm" && **b == *body)
}

/// `!llvm.<mnemonic>...` after its token (at byte `at`, the `!`).
fn parse_llvm_type(p: &mut Parser<'_, '_>, mnemonic: &str, at: u32) -> PResult<Type> {
    let mnemonic_at = at + "!llvm.".len() as u32;
    p.nested(|p| parse_type_body(p, mnemonic, mnemonic_at))
}

/// A type inside an LLVM type: an LLVM type without its prefix (`ptr<1>`), or any type.
fn parse_nested_type(p: &mut Parser<'_, '_>) -> PResult<Type> {
    if p.peek() == Tok::BareIdent && MNEMONICS.contains(&p.tok_text()) {
        let at = p.offset();
        let mnemonic = p.parse_bare_ident("type")?;
        return p.nested(|p| parse_type_body(p, mnemonic, at));
    }
    p.parse_type()
}

/// What follows an LLVM type's mnemonic (at byte `at`).
fn parse_type_body(p: &mut Parser<'_, '_>, mnemonic: &str, at: u32) -> PResult<Type> {
    let body_at = at + mnemonic.len() as u32;
    let has_body = p.peek() == Tok::Less && p.offset() == body_at;
    match mnemonic {
        "ptr" if has_body => {
            p.expect(Tok::Less, "'<'")?;
            let body = if p.peek() == Tok::Integer {
                // LLVM 15+: `ptr<address space>`.
                let space = parse_address_space(p)?;
                p.hints.v22 = true;
                if space == 0 {
                    "ptr".to_string()
                } else {
                    format!("ptr<{space}>")
                }
            } else {
                // LLVM 14's typed pointer: `ptr<pointee[, address space]>`.
                let pointee = parse_nested_type(p)?;
                let mut text = format!("ptr<{}", nested_type_text(p.ctx, pointee));
                if p.consume_if(Tok::Comma) {
                    let space = parse_address_space(p)?;
                    if space != 0 {
                        text.push_str(&format!(", {space}"));
                    }
                }
                text.push('>');
                text
            };
            p.expect(Tok::Greater, "'>'")?;
            Ok(llvm_type(p.ctx, body))
        }
        "ptr" => {
            // An opaque pointer: LLVM 15 and later.
            p.hints.v22 = true;
            Ok(llvm_type(p.ctx, "ptr".into()))
        }
        "func" => {
            p.expect(Tok::Less, "'<'")?;
            let result = parse_nested_type(p)?;
            p.expect(Tok::LParen, "'('")?;
            let mut inputs = Vec::new();
            let mut variadic = false;
            if !p.consume_if(Tok::RParen) {
                loop {
                    if p.consume_if(Tok::Ellipsis) {
                        variadic = true;
                        break;
                    }
                    let t = parse_nested_type(p)?;
                    if ["void", "label", "metadata"].iter().any(|b| is_llvm_type(p.ctx, t, b)) {
                        // At the type's body, as LLVM 22's type parser reports it.
                        let msg = format!("invalid function argument type: '{}'", type_to_string(p.ctx, t));
                        return Err(p.error_at(body_at, msg));
                    }
                    inputs.push(t);
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RParen, "')'")?;
            }
            p.expect(Tok::Greater, "'>'")?;
            let result = (!is_llvm_type(p.ctx, result, "void")).then_some(result);
            Ok(function_type(p.ctx, result, &inputs, variadic))
        }
        "array" if has_body => {
            p.expect(Tok::Less, "'<'")?;
            let n = p.parse_integer()?;
            p.parse_keyword("x")?;
            let element = parse_nested_type(p)?;
            p.expect(Tok::Greater, "'>'")?;
            let body = format!("array<{n} x {}>", nested_type_text(p.ctx, element));
            Ok(llvm_type(p.ctx, body))
        }
        // A literal struct, `struct<(i32, ptr)>` or `struct<packed (i8)>` (identified ones,
        // which may refer to themselves, are kept as written).
        "struct" if has_body && !p.src_after(body_at + 1).trim_start().starts_with('"') => {
            p.expect(Tok::Less, "'<'")?;
            let packed = p.parse_optional_keyword("packed");
            p.expect(Tok::LParen, "'('")?;
            let mut fields = Vec::new();
            if !p.consume_if(Tok::RParen) {
                loop {
                    let t = parse_nested_type(p)?;
                    fields.push(nested_type_text(p.ctx, t));
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RParen, "')'")?;
            }
            p.expect(Tok::Greater, "'>'")?;
            let body = format!("struct<{}({})>", if packed { "packed " } else { "" }, fields.join(", "));
            Ok(llvm_type(p.ctx, body))
        }
        _ if MNEMONICS.contains(&mnemonic) => {
            // Kept as written.
            let body = match p.parse_optional_pretty_body(body_at)? {
                Some(b) => format!("{mnemonic}{b}"),
                None => mnemonic.to_string(),
            };
            Ok(llvm_type(p.ctx, body))
        }
        _ => Err(p.error_at(at, format!("unknown LLVM type: {mnemonic}"))),
    }
}

/// An address space: an unsigned 32-bit integer.
fn parse_address_space(p: &mut Parser<'_, '_>) -> PResult<u32> {
    let at = p.offset();
    let v = p.parse_integer()?;
    u32::try_from(v).map_err(|_| p.error_at(at, "integer value too large"))
}

/// `!llvm.func<result (inputs[, ...])>` (`void` when there is no result).
pub fn function_type(ctx: &mut Context, result: Option<Type>, inputs: &[Type], variadic: bool) -> Type {
    let mut body = String::from("func<");
    body.push_str(&result.map_or("void".to_string(), |r| nested_type_text(ctx, r)));
    body.push_str(" (");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            body.push_str(", ");
        }
        body.push_str(&nested_type_text(ctx, t));
    }
    if variadic {
        body.push_str(if inputs.is_empty() { "..." } else { ", ..." });
    }
    body.push_str(")>");
    llvm_type(ctx, body)
}

/// An LLVM function type, read back from its canonical spelling: each type as LLVM types
/// nest it ([`nested_type_text`]), which is how it compares with a value's type.
#[derive(Debug, PartialEq, Eq)]
pub struct Signature<'a> {
    /// The result; `None` for `void`.
    pub result: Option<&'a str>,
    /// The parameters.
    pub inputs: Vec<&'a str>,
    /// Whether it ends in `...`.
    pub variadic: bool,
}

impl Signature<'_> {
    /// `piece` (a type of this signature) as a type is printed on its own: LLVM types get
    /// their prefix back.
    pub fn type_text(piece: &str) -> String {
        let word = piece.split(['<', ' ']).next().unwrap_or("");
        if MNEMONICS.contains(&word) {
            format!("!llvm.{piece}")
        } else {
            piece.to_string()
        }
    }
}

/// The signature of LLVM function type `t`, if it is one.
pub fn signature(ctx: &Context, t: Type) -> Option<Signature<'_>> {
    let TypeKind::Opaque { dialect, body } = ctx.type_kind(t) else { return None };
    if ctx.str(*dialect) != "llvm" {
        return None;
    }
    let inner = body.strip_prefix("func<")?.strip_suffix(")>")?;
    // The result ends at the first space outside brackets, before the parameters.
    let cut = top_level_positions(inner, b' ').into_iter().find(|&i| inner[i + 1..].starts_with('('))?;
    let result = &inner[..cut];
    let params = &inner[cut + 2..];
    let mut inputs: Vec<&str> = Vec::new();
    if !params.is_empty() {
        let mut start = 0;
        for i in top_level_positions(params, b',') {
            inputs.push(&params[start..i]);
            start = i + 2;
        }
        inputs.push(&params[start..]);
    }
    let variadic = inputs.last() == Some(&"...");
    if variadic {
        inputs.pop();
    }
    Some(Signature { result: (result != "void").then_some(result), inputs, variadic })
}

/// The positions of byte `c` in `s` outside brackets and strings.
fn top_level_positions(s: &str, c: u8) -> Vec<usize> {
    let bytes = s.as_bytes();
    let (mut depth, mut in_string, mut out) = (0i32, false, Vec::new());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
        } else {
            match b {
                b'"' => in_string = true,
                b'<' | b'(' | b'[' | b'{' => depth += 1,
                b'>' | b')' | b']' | b'}' => depth -= 1,
                // `->` in a builtin function type nested in a vector, say.
                b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
                _ if b == c && depth == 0 => out.push(i),
                _ => {}
            }
        }
        i += 1;
    }
    out
}

/// Whether `t` can be a parameter or result of an LLVM function (MLIR's
/// `isCompatibleType`): signless integers, the LLVM float formats, 1-D vectors of those
/// and of pointers, LLVM types.
fn is_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { signedness: Signedness::Signless, .. } => true,
        TypeKind::Float(k) => *k != FloatKind::TF32,
        TypeKind::Vector { shape, element, .. } => {
            shape.len() == 1
                && matches!(
                    ctx.type_kind(*element),
                    TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Opaque { .. }
                )
                && is_compatible(ctx, *element)
        }
        TypeKind::Opaque { dialect, .. } => ctx.str(*dialect) == "llvm",
        _ => false,
    }
}

// ----------------------------------------------------------------------------------
// Accessors
// ----------------------------------------------------------------------------------

/// The keyword of an enum attribute `#llvm.<kind><keyword>` (`#llvm.linkage<internal>`).
fn enum_keyword<'a>(ctx: &'a Context, a: Attr, kind: &str) -> Option<&'a str> {
    let AttrKind::Opaque(text) = ctx.attr_kind(a) else { return None };
    let word = text.strip_prefix("#llvm.")?.strip_prefix(kind)?.strip_prefix('<')?.strip_suffix('>')?.trim();
    Some(word)
}

/// The function's linkage keyword (`external` when it has none).
pub fn linkage(ctx: &Context, op: Op) -> Option<&str> {
    match ctx.attr(op, "linkage") {
        None => Some("external"),
        Some(a) => enum_keyword(ctx, a, "linkage").filter(|k| LINKAGES.contains(k)),
    }
}

fn cconv(ctx: &Context, op: Op) -> Option<&str> {
    match ctx.attr(op, "CConv") {
        None => Some("ccc"),
        Some(a) => enum_keyword(ctx, a, "cconv").filter(|k| CCONVS.contains(k)),
    }
}

/// An `i64` enum property's value (`visibility_ = 1 : i64`), 0 when absent; `None` when
/// it is not one of `names`.
fn enum_index(ctx: &Context, op: Op, name: &str, names: &[&str]) -> Option<usize> {
    let Some(a) = ctx.attr(op, name) else { return Some(0) };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, ty } if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 64, .. }) => {
            usize::try_from(*value).ok().filter(|&i| i < names.len())
        }
        _ => None,
    }
}

fn enum_attr(ctx: &mut Context, kind: &str, keyword: &str) -> Attr {
    ctx.intern_attr(AttrKind::Opaque(format!("#llvm.{kind}<{keyword}>").into()))
}

fn i64_attr(ctx: &mut Context, v: usize) -> Attr {
    let t = ctx.integer_type(64);
    ctx.int_attr(v as i128, t)
}

/// The function's type: its signature, when the attribute holds an LLVM function type.
pub fn function_signature(ctx: &Context, op: Op) -> Option<Signature<'_>> {
    signature(ctx, ctx.attr_type(ctx.attr(op, "function_type")?)?)
}

// ----------------------------------------------------------------------------------
// Syntax
// ----------------------------------------------------------------------------------

/// Parses `[linkage] [visibility] [unnamed_addr] [cconv] @name(args) [-> result]
/// [attributes {...}] [{ body }]`.
fn parse_func(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    let op_at = p.custom_op_start();
    let linkage = LINKAGES.iter().copied().find(|k| p.parse_optional_keyword(k)).unwrap_or("external");
    // What LLVM 14 did not have: a keyword of LLVM 22.
    let keyword_22 = |p: &mut Parser<'_, '_>, names: &[&'static str]| {
        let i = names.iter().position(|k| !k.is_empty() && p.parse_optional_keyword(k))?;
        p.hints.v22 = true;
        Some(i)
    };
    let visibility = keyword_22(p, VISIBILITIES).unwrap_or(0);
    let unnamed_addr = keyword_22(p, UNNAMED_ADDRS).unwrap_or(0);
    let cconv = keyword_22(p, CCONVS).unwrap_or(0);

    let name_at = p.offset();
    if p.peek() != Tok::AtIdent {
        return Err(p.custom_op_error_at(name_at, "expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_name()?;
    let (args, inputs, in_attrs, variadic) = parse_parameters(p)?;
    let mut result = None;
    let mut out_attrs = None;
    if p.consume_if(Tok::Arrow) {
        let mut results = Vec::new();
        if p.consume_if(Tok::LParen) {
            if !p.consume_if(Tok::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    out_attrs = parse_optional_dict(p)?;
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RParen, "')'")?;
            }
        } else {
            results.push(p.parse_type()?);
        }
        if results.len() > 1 {
            let msg = "failed to construct function type: expected zero or one function result";
            return Err(p.custom_op_error_at(name_at, msg));
        }
        result = results.pop().filter(|&t| !is_llvm_type(p.ctx, t, "void"));
    }
    if inputs.iter().any(|&t| !is_compatible(p.ctx, t)) {
        let msg = "failed to construct function type: expected LLVM type for function arguments";
        return Err(p.custom_op_error_at(name_at, msg));
    }
    if let Some(t) = result.filter(|&t| !is_compatible(p.ctx, t)) {
        // With the type right after the words, as mlir-opt-22 writes it.
        let t = type_to_string(p.ctx, t);
        let msg = format!("failed to construct function type: expected LLVM type for function results'{t}'");
        return Err(p.custom_op_error_at(name_at, &msg));
    }

    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    let v22 = p.custom_op_generation() == Generation::V22;
    // What the custom form sets may not be written again (mlir-opt's duplicate check).
    let set_by_parser: &[&str] = if v22 {
        &["sym_name", "function_type", "linkage", "CConv", "unnamed_addr", "visibility_"]
    } else {
        &["sym_name", "type", "linkage"]
    };
    for &(n, _) in &attrs {
        let n = p.ctx.str(n).to_string();
        if set_by_parser.contains(&n.as_str()) {
            let msg = format!("attribute '{n}' occurs more than once in the attribute list");
            return Err(p.custom_op_error_at(op_at, &msg));
        }
        let unsupported = match n.as_str() {
            "arg_attrs" | "res_attrs" | "comdat" => true,
            // LLVM 14 has no such properties: its attributes of these names cannot be
            // told apart from LLVM 22's in the canonical IR.
            "function_type" | "CConv" | "unnamed_addr" | "visibility_" => !v22,
            _ => false,
        };
        if unsupported {
            let msg = format!("'{n}' in the attribute dictionary of an 'llvm.func' is not supported by async-opt");
            return Err(p.custom_op_error_at(op_at, &msg));
        }
    }

    let a = p.ctx.string_attr(&name);
    b.attr(p.ctx, "sym_name", a);
    let fty = function_type(p.ctx, result, &inputs, variadic);
    let a = p.ctx.type_attr(fty);
    b.attr(p.ctx, "function_type", a);
    let a = enum_attr(p.ctx, "linkage", linkage);
    b.attr(p.ctx, "linkage", a);
    if cconv != 0 {
        let a = enum_attr(p.ctx, "cconv", CCONVS[cconv]);
        b.attr(p.ctx, "CConv", a);
    }
    if visibility != 0 {
        let a = i64_attr(p.ctx, visibility);
        b.attr(p.ctx, "visibility_", a);
    }
    // LLVM 22's parser always sets it (and prints it in the generic form).
    let a = i64_attr(p.ctx, unnamed_addr);
    b.attr(p.ctx, "unnamed_addr", a);
    b.attrs.append(&mut attrs);
    if in_attrs.iter().any(Option::is_some) {
        let a = dict_list(p.ctx, &in_attrs);
        b.attr(p.ctx, "arg_attrs", a);
    }
    if out_attrs.is_some() {
        let a = dict_list(p.ctx, &[out_attrs]);
        b.attr(p.ctx, "res_attrs", a);
    }
    let region = match p.parse_optional_region(&args, false)? {
        Some(r) => r,
        None => p.ctx.create_region(),
    };
    b.regions.push(region);
    Ok(())
}

type Parameters<'s> = (Vec<async_opt_text::Argument<'s>>, Vec<Type>, Vec<Option<Attr>>, bool);

/// `(%a: T {attrs}, ..., ...)` or `(T, ..., ...)`: the named arguments, the types, their
/// attributes, and whether the list ends in `...`.
fn parse_parameters<'s>(p: &mut Parser<'s, '_>) -> PResult<Parameters<'s>> {
    p.expect(Tok::LParen, "'('")?;
    let (mut args, mut inputs, mut attrs, mut variadic) = (Vec::new(), Vec::new(), Vec::new(), false);
    let mut named = None;
    if p.consume_if(Tok::RParen) {
        return Ok((args, inputs, attrs, variadic));
    }
    loop {
        if p.consume_if(Tok::Ellipsis) {
            variadic = true;
            if p.peek() != Tok::Comma {
                break;
            }
            // At the comma after the `...` in LLVM 14, at what follows it in LLVM 22.
            if p.custom_op_generation() == Generation::V22 {
                p.consume_if(Tok::Comma);
            }
            let at = p.offset();
            return Err(p.custom_op_error_at(at, "variadic arguments must be in the end of the argument list"));
        }
        let is_named = p.peek() == Tok::PercentIdent;
        match *named.get_or_insert(is_named) {
            true if !is_named => return Err(p.custom_op_error_at(p.offset(), "expected SSA identifier")),
            false if is_named => {
                return Err(p.custom_op_error_at(p.offset(), "expected type instead of SSA identifier"))
            }
            _ => {}
        }
        parse_signature_entry(p, is_named, &mut args, &mut inputs, &mut attrs)?;
        // A named argument's `{}` is no attribute (a bare type's never is one).
        if let Some(last) = attrs.last_mut().filter(|_| is_named) {
            *last = last.filter(|&d| !matches!(p.ctx.attr_kind(d), AttrKind::Dictionary(e) if e.is_empty()));
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen, "')'")?;
    Ok((args, inputs, attrs, variadic))
}

/// Rewrites the enum attributes of an `llvm.func` just parsed into their canonical
/// spelling (`#llvm.linkage< weak >` as `#llvm.linkage<weak>`).
fn normalize_func(ctx: &mut Context, op: Op) {
    for (name, kind, words) in [("linkage", "linkage", LINKAGES), ("CConv", "cconv", CCONVS)] {
        let Some(a) = ctx.attr(op, name) else { continue };
        let Some(k) = enum_keyword(ctx, a, kind).and_then(|k| words.iter().find(|w| **w == k)) else { continue };
        let canonical = enum_attr(ctx, kind, k);
        if canonical != a {
            let n = ctx.ident(name);
            ctx.set_attr(op, n, canonical);
        }
    }
}

/// Prints what follows the keyword (LLVM 14 has the linkage only: the LLVM 22 properties
/// other than their defaults go in the attribute dictionary).
fn print_func(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let v22 = p.generation() == Generation::V22;
    let mut elided: Vec<&str> = vec!["sym_name", "function_type", "linkage", "arg_attrs", "res_attrs"];
    if let Some(l) = linkage(ctx, op).filter(|&l| l != "external") {
        p.w(" ");
        p.w(l);
    }
    let visibility = enum_index(ctx, op, "visibility_", VISIBILITIES).unwrap_or(0);
    let unnamed_addr = enum_index(ctx, op, "unnamed_addr", UNNAMED_ADDRS).unwrap_or(0);
    let cc = cconv(ctx, op).unwrap_or("ccc");
    for (name, word, default) in [
        ("visibility_", VISIBILITIES[visibility], visibility == 0),
        ("unnamed_addr", UNNAMED_ADDRS[unnamed_addr], unnamed_addr == 0),
        ("CConv", cc, cc == "ccc"),
    ] {
        if v22 || default {
            elided.push(name);
        }
        if v22 && !default {
            p.w(" ");
            p.w(word);
        }
    }
    p.w(" ");
    p.print_symbol_name(ctx.symbol_name(op).unwrap_or(""));
    let sig = function_signature(ctx, op);
    let (inputs, result, variadic) =
        sig.as_ref().map_or((&[][..], None, false), |s| (&s.inputs[..], s.result, s.variadic));
    let out_attrs = crate::function::arg_attrs(ctx, op, "res_attrs");
    p.w("(");
    // LLVM types print through their own text, where no block argument gives the type.
    crate::function::print_arguments(p, op, inputs.len(), |p, i, arg| match arg {
        Some(v) => p.print_type(ctx.value_type(v)),
        None => p.w(&Signature::type_text(&inputs[i])),
    });
    if variadic {
        p.w(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.w(")");
    if let Some(r) = result {
        p.w(" -> ");
        match out_attrs.first() {
            Some(Some(d)) => {
                p.w("(");
                p.w(&Signature::type_text(r));
                p.w(" ");
                p.print_attr(*d);
                p.w(")");
            }
            _ => p.w(&Signature::type_text(r)),
        }
    }
    p.print_optional_attr_dict_with_keyword(op, &elided);
    if let Some(&r) = ctx.regions(op).first() {
        if !ctx.region_is_empty(r) {
            p.w(" ");
            p.print_region(r, false, true);
        }
    }
}

// ----------------------------------------------------------------------------------
// Verifiers
// ----------------------------------------------------------------------------------

fn verify_func(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let v22 = v.generation() == Generation::V22;
    if ctx.attr(op, "sym_name").is_none_or(|a| ctx.attr_str(a).is_none()) {
        bail!(
            ctx,
            op,
            "{}",
            if v22 { "requires attribute 'sym_name'" } else { "requires string attribute 'sym_name'" }
        );
    }
    let Some(fty) = ctx.attr(op, "function_type") else {
        bail!(
            ctx,
            op,
            "{}",
            if v22 { "requires attribute 'function_type'" } else { "requires a type attribute 'type'" }
        );
    };
    let Some(sig) = ctx.attr_type(fty).and_then(|t| signature(ctx, t)) else {
        if v22 {
            bail!(
                ctx,
                op,
                "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type"
            );
        }
        bail!(ctx, op, "requires 'type' attribute of wrapped LLVM function type");
    };
    let Some(linkage) = linkage(ctx, op) else {
        let list = LINKAGES.join(", ");
        bail!(ctx, op, "attribute 'linkage' is not one of [{list}] for LLVM linkage types");
    };
    if linkage == "common" {
        bail!(ctx, op, "functions cannot have 'common' linkage");
    }
    if cconv(ctx, op).is_none() {
        bail!(ctx, op, "attribute 'CConv' is not one of the calling conventions async-opt knows");
    }
    for (name, names) in [("visibility_", VISIBILITIES), ("unnamed_addr", UNNAMED_ADDRS)] {
        if enum_index(ctx, op, name, names).is_none() {
            let a = ctx.attr(op, name).map(|a| async_opt_text::attr_to_string(ctx, a)).unwrap_or_default();
            bail!(ctx, op, "Invalid attribute `{name}` in property conversion: {a}");
        }
    }
    if ctx.attr(op, "comdat").is_some() {
        bail!(ctx, op, "'comdat' is not supported by async-opt");
    }
    if ctx.attr(op, "sym_visibility").is_some_and(|a| ctx.attr_str(a).is_none()) {
        bail!(ctx, op, "attribute 'sym_visibility' failed to satisfy constraint: string attribute");
    }
    for (key, what, count) in
        [("arg_attrs", "argument", sig.inputs.len()), ("res_attrs", "result", sig.result.iter().count())]
    {
        let Some(a) = ctx.attr(op, key) else { continue };
        let n = ctx.attr_array(a).map_or(usize::MAX, <[Attr]>::len);
        if n != count {
            let things = if what == "argument" { "arguments" } else { "results" };
            let named = if v22 { String::new() } else { format!(" `{key}`") };
            let n = if n == usize::MAX { 0 } else { n };
            bail!(
                ctx,
                op,
                "expects {what} attribute array{named} to have the same number of elements as the number of function {things}, got {n}, but expected {count}"
            );
        }
    }
    if let Some(msg) = crate::function::check_arg_attr_names(ctx, op) {
        bail!(ctx, op, "{msg}");
    }
    let Some(entry) = ctx.regions(op).first().and_then(|&r| ctx.first_block(r)) else {
        if linkage != "external" && linkage != "extern_weak" {
            bail!(ctx, op, "external functions must have 'external' or 'extern_weak' linkage");
        }
        return Ok(());
    };
    if sig.variadic && !v22 {
        bail!(ctx, op, "only external functions can be variadic");
    }
    let args = ctx.block_args(entry);
    if args.len() != sig.inputs.len() {
        bail!(ctx, op, "entry block must have {} arguments to match function signature", sig.inputs.len());
    }
    for (i, (&a, piece)) in args.iter().zip(&sig.inputs).enumerate() {
        let t = ctx.value_type(a);
        if nested_type_text(ctx, t) != *piece {
            if v22 {
                let (got, want) = (type_to_string(ctx, t), Signature::type_text(piece));
                bail!(
                    ctx,
                    op,
                    "type of entry block argument #{i}('{got}') must match the type of the corresponding argument in function signature('{want}')"
                );
            }
            bail!(ctx, op, "the type of entry block argument #{i} does not match the function signature");
        }
    }
    Ok(())
}

/// `llvm.return` in an `llvm.func` (anywhere in it, as MLIR's `getParentOfType` finds it)
/// returns what the function's type says; elsewhere anything.
fn verify_return(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let n = ctx.num_operands(op);
    if n > 1 {
        if v.generation() == Generation::V22 {
            bail!(ctx, op, "operand group starting at #0 requires 0 or 1 element, but found {n}");
        }
        bail!(ctx, op, "expected at most 1 operand");
    }
    let mut f = ctx.parent_op(op);
    while let Some(o) = f.filter(|&o| ctx.op_name_str(o) != FUNC) {
        f = ctx.parent_op(o);
    }
    let Some(f) = f else { return Ok(()) };
    let Some(sig) = function_signature(ctx, f) else { return Ok(()) };
    let fail = |msg: &str| Err(op_error(ctx, op, msg).with_note(ctx.loc(f), "when returning from function"));
    match (sig.result, n) {
        (None, 0) => Ok(()),
        (None, _) => fail("expected no operands"),
        (Some(_), 0) => fail("expected 1 operand"),
        (Some(r), _) if nested_type_text(ctx, ctx.value_type(ctx.operand(op, 0))) != r => {
            fail("mismatching result types")
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Signatures read back what [`function_type`] writes, brackets and strings included.
    #[test]
    fn signatures_read_back_the_canonical_spelling() {
        let mut ctx = Context::new();
        let i32t = ctx.integer_type(32);
        let ptr = llvm_type(&mut ctx, "ptr".into());
        let st = llvm_type(&mut ctx, "struct<\"a) (b\", (i32, ptr)>".into());
        let t = function_type(&mut ctx, Some(st), &[i32t, ptr], true);
        assert_eq!(type_to_string(&ctx, t), "!llvm.func<struct<\"a) (b\", (i32, ptr)> (i32, ptr, ...)>");
        let s = signature(&ctx, t).unwrap();
        assert_eq!(
            s,
            Signature { result: Some("struct<\"a) (b\", (i32, ptr)>"), inputs: vec!["i32", "ptr"], variadic: true }
        );
        let v = function_type(&mut ctx, None, &[], true);
        assert_eq!(type_to_string(&ctx, v), "!llvm.func<void (...)>");
        assert_eq!(signature(&ctx, v).unwrap(), Signature { result: None, inputs: vec![], variadic: true });
        assert_eq!(Signature::type_text("ptr<1>"), "!llvm.ptr<1>");
        assert_eq!(Signature::type_text("vector<4x!llvm.ptr>"), "vector<4x!llvm.ptr>");
        assert!(signature(&ctx, i32t).is_none());
    }
}
