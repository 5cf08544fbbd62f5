//! The memref dialect: buffers.
//!
//! ```mlir
//! %0 = memref.alloc(%n) : memref<?x4xf32>     // dynamic sizes, then `[symbols]`
//! %1 = memref.alloca() : memref<2xf64>
//! memref.store %v, %0[%i, %j] : memref<?x4xf32>
//! %2 = memref.load %0[%i, %j] : memref<?x4xf32>
//! %3 = memref.cast %1 : memref<2xf64> to memref<?xf64>
//! %4 = memref.dim %0, %c0 : memref<?x4xf32>
//! memref.dealloc %0 : memref<?x4xf32>
//! ```
//!
//! LLVM 22 names results `%alloc`, `%alloca`, `%cast`, `%dim`; LLVM 14 numbers them.

use async_opt_ir::{
    AttrConstraint, AttrKind, Context, Diagnostic, Op, OperationState, Slot, Traits, Type, TypeConstraint, TypeKind,
    TypeRule, Value, Verifier, DYNAMIC,
};
use async_opt_text::{type_to_string, Generation, PResult, Parser, Printer, Tok};

use crate::ods::{
    self, ANY_ATTR, ANY_MEMREF, ANY_TYPE, FLAT_SYMBOL_REF_ATTR, INDEX, STR_ATTR, SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use crate::Registrar;

/// `Confined<OptionalAttr<I64Attr>, [IntMinValue<0>]>`.
const ALIGNMENT_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose minimum value is 0",
    check: |c, a| (ods::I64_ATTR.check)(c, a) && c.attr_int(a).is_some_and(|v| v >= 0),
};

/// `TypesMatchWith<"... matches element type of 'memref'">` from the memref to `to`.
const fn element_of_memref(summary: &'static str, memref: Slot, to: Slot) -> TypeRule {
    TypeRule::TypesMatchWith {
        summary,
        from: memref,
        to,
        infer: |c, t| memref_parts(c, t).map(|(_, e)| e),
        check: |c, m, e| memref_parts(c, m).is_some_and(|(_, me)| me == e),
    }
}

/// `memref.alloc` and `memref.alloca`: `(%dynamic_sizes)[%symbols] : memref<...>`.
macro_rules! alloc_like {
    ($(#[$doc:meta])* $konst:ident: $Ty:ident = $name:literal, fn $f:ident(type);) => {
        $crate::ods_entry! { $(#[$doc])* $konst: $Ty = $name, fn $f(type) {
            operands: [dynamicSizes: INDEX[*], symbolOperands: INDEX[*]],
            results: [memref: ANY_MEMREF],
            opt_attrs: [alignment: ALIGNMENT_ATTR],
            verify: verify_alloc,
            format: "`(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
            result_names: result_names_22,
        } }
    };
}

crate::ops! {
    /// `memref.alloc(%dynamic_sizes)[%symbols] : memref<...>` on the heap.
    ALLOC: AllocOp = "memref.alloc", fn alloc(type) [alloc_like]
    /// `memref.alloca(%dynamic_sizes)[%symbols] : memref<...>` on the stack.
    ALLOCA: AllocaOp = "memref.alloca", fn alloca(type) [alloc_like]
    /// `memref.dealloc %memref : memref<...>`.
    DEALLOC: DeallocOp = "memref.dealloc", fn dealloc {
        operands: [memref: ANY_MEMREF],
        results: [],
        format: "$memref attr-dict `:` type($memref)",
    }
    /// `memref.load %memref[%indices] : memref<...>`.
    LOAD: LoadOp = "memref.load", fn load {
        operands: [memref: ANY_MEMREF, indices: INDEX[*]],
        results: [result: ANY_TYPE],
        opt_attrs: [nontemporal: ANY_ATTR],
        rules: &[element_of_memref("result type matches element type of 'memref'", Slot::Operand(0), Slot::Result(0))],
        verify: |v, op| check_indices(v.ctx, op, 1, "load"),
        format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
    }
    /// `memref.store %value, %memref[%indices] : memref<...>`.
    STORE: StoreOp = "memref.store", fn store {
        operands: [value: ANY_TYPE, memref: ANY_MEMREF, indices: INDEX[*]],
        results: [],
        opt_attrs: [nontemporal: ANY_ATTR],
        rules: &[element_of_memref("type of 'value' matches element type of 'memref'", Slot::Operand(1), Slot::Operand(0))],
        verify: |v, op| check_indices(v.ctx, op, 2, "store"),
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    }
    /// `memref.cast %source : memref<...> to memref<...>`.
    CAST: CastOp = "memref.cast", fn cast(type) {
        operands: [source: ANY_MEMREF],
        results: [dest: ANY_MEMREF],
        traits: Traits::PURE,
        verify: verify_cast,
        format: "$source attr-dict `:` type($source) `to` type($dest)",
        result_names: result_names_22,
    }
    /// `memref.dim %source, %index : memref<...>`.
    DIM: DimOp = "memref.dim", fn dim {
        operands: [source: ANY_MEMREF, index: INDEX],
        results: [result: INDEX],
        traits: Traits::PURE,
        format: "attr-dict $source `,` $index `:` type($source)",
        result_names: result_names_22,
    }
    /// `memref.global ["private"] [constant] @name : memref<...> [= dense<...> | = uninitialized]`.
    GLOBAL: GlobalOp = "memref.global", fn global {
        operands: [],
        results: [],
        attrs: [sym_name: SYMBOL_NAME_ATTR],
        // `type` is required too; a keyword cannot name a builder parameter, so the
        // verifier checks it.
        opt_attrs: [type: MEMREF_TYPE_ATTR, sym_visibility: STR_ATTR, initial_value: ANY_ATTR, constant: UNIT_ATTR,
                    alignment: ANY_ATTR],
        traits: Traits::SYMBOL,
        verify: verify_global,
        parse: parse_global,
        print: print_global,
    }
    /// `memref.get_global @name : memref<...>`.
    GET_GLOBAL: GetGlobalOp = "memref.get_global", fn get_global(type) {
        operands: [],
        results: [result: STATIC_MEMREF],
        attrs: [name: FLAT_SYMBOL_REF_ATTR],
        traits: Traits::PURE,
        verify: verify_get_global,
        format: "$name `:` type($result) attr-dict",
    }
    /// `memref.copy %source, %target : memref<...> to memref<...>`.
    COPY: CopyOp = "memref.copy", fn copy {
        operands: [source: ANY_MEMREF, target: ANY_MEMREF],
        results: [],
        verify: verify_copy,
        format: "$source `,` $target attr-dict `:` type($source) `to` type($target)",
    }
    /// `memref.subview %source[offsets] [sizes] [strides] : memref<...> to memref<...>`.
    SUBVIEW: SubViewOp = "memref.subview", fn subview(type) {
        operands: [source: ANY_MEMREF, offsets: INDEX[*], sizes: INDEX[*], strides: INDEX[*]],
        results: [result: ANY_MEMREF],
        attrs: [static_offsets: ANY_ATTR, static_sizes: ANY_ATTR, static_strides: ANY_ATTR],
        traits: Traits::PURE,
        verify: crate::subview::verify_subview,
        parse: crate::subview::parse_subview,
        print: crate::subview::print_subview,
        result_names: result_names_22,
        normalize: crate::subview::normalize_subview,
        attr_text_14: crate::subview::attr_text_14,
    }
}

/// `MemRefTypeAttr`.
const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "memref type attribute",
    check: |c, a| c.attr_type(a).is_some_and(|t| matches!(c.type_kind(t), TypeKind::MemRef { .. })),
};

/// `AnyStaticShapeMemRef`.
const STATIC_MEMREF: TypeConstraint = TypeConstraint {
    class: Some("builtin.memref"),
    ..ods::type_constraint(
        "statically shaped memref of any type values",
        |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC)),
    )
};

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("memref");
    register_ops(r);
}

/// LLVM 22 names the result after the op (`%alloc`, `%alloca`, `%cast`, `%dim`).
fn result_names_22(ctx: &Context, op: Op, g: Generation, set: &mut dyn FnMut(Value, String)) {
    if g == Generation::V22 {
        if let (Some(&r), Some((_, name))) = (ctx.results(op).first(), ctx.op_name_str(op).split_once('.')) {
            set(r, name.to_owned());
        }
    }
}

// ----------------------------------------------------------------------------------
// Helpers
// ----------------------------------------------------------------------------------

/// Rank and element type of a memref type (`None` rank for unranked).
fn memref_parts(ctx: &Context, t: Type) -> Option<(Option<usize>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } => Some((Some(shape.len()), *element)),
        TypeKind::UnrankedMemRef { element, .. } => Some((None, *element)),
        _ => None,
    }
}

/// A load or store has one index per dimension of its memref (operands from `first` on).
fn check_indices(ctx: &Context, op: Op, first: usize, what: &str) -> Result<(), Diagnostic> {
    let n = ctx.num_operands(op) - first;
    if let Some((Some(rank), _)) = memref_parts(ctx, ctx.value_type(ctx.operand(op, first - 1))) {
        if n != rank {
            bail!(ctx, op, "incorrect number of indices for {what}, expected {rank} but got {n}");
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// alloc / alloca / dealloc
// ----------------------------------------------------------------------------------

fn verify_alloc(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let t = ctx.value_type(ctx.result(op, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t) else {
        bail!(ctx, op, "result #0 must be memref of any type values, but got '{}'", type_to_string(ctx, t));
    };
    let dynamic = ctx.segment_sizes(op).and_then(|s| s.first().copied()).unwrap_or(0) as usize;
    let expected = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic != expected {
        bail!(ctx, op, "incorrect number of dynamic sizes, has {dynamic}, expected {expected}");
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// load / store
// ----------------------------------------------------------------------------------

// ----------------------------------------------------------------------------------
// cast / dim
// ----------------------------------------------------------------------------------

/// MLIR's `verifyCompatibleShape` for two memrefs: an unranked one is compatible with
/// any; ranked ones need the same rank, and each size equal or dynamic on one side.
fn shapes_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::MemRef { shape: s1, .. }, TypeKind::MemRef { shape: s2, .. }) => {
            s1.len() == s2.len() && s1.iter().zip(s2.iter()).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
        }
        _ => true,
    }
}

/// Whether `memref.cast` may go from `a` to `b` (MLIR's `CastOp::areCastCompatible`).
pub(crate) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef { element: e1, memory_space: m1, .. },
            TypeKind::MemRef { element: e2, memory_space: m2, .. },
        ) => e1 == e2 && m1 == m2 && shapes_compatible(ctx, a, b),
        (
            TypeKind::MemRef { element: e1, memory_space: m1, .. },
            TypeKind::UnrankedMemRef { element: e2, memory_space: m2 },
        )
        | (
            TypeKind::UnrankedMemRef { element: e1, memory_space: m1 },
            TypeKind::MemRef { element: e2, memory_space: m2, .. },
        ) => e1 == e2 && m1 == m2,
        _ => false,
    }
}

fn verify_cast(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let (a, b) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.result(op, 0)));
    // LLVM 14's cast also carries `SameOperandsAndResultShape`, checked before the op's
    // own verifier.
    if v.generation() != Generation::V22 && !shapes_compatible(ctx, a, b) {
        bail!(ctx, op, "requires the same shape for all operands and results");
    }
    if !cast_compatible(ctx, a, b) {
        bail!(
            ctx,
            op,
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, a),
            type_to_string(ctx, b)
        );
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// global / get_global / copy
// ----------------------------------------------------------------------------------

/// The tensor type of a memref's shape and element type (an initial value's type).
fn tensor_of(ctx: &mut Context, memref: Type) -> Option<Type> {
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(memref).clone() else { return None };
    Some(ctx.intern_type(TypeKind::Tensor { shape, element, encoding: None }))
}

fn parse_global(p: &mut Parser<'_, '_>, b: &mut OperationState) -> PResult<()> {
    if p.peek() == Tok::String {
        let v = p.parse_string()?;
        let a = p.ctx.string_attr(&v);
        b.attr(p.ctx, "sym_visibility", a);
    }
    if p.parse_optional_keyword("constant") {
        let u = p.ctx.unit_attr();
        b.attr(p.ctx, "constant", u);
    }
    let name = p.parse_symbol_name()?;
    let a = p.ctx.string_attr(&name);
    b.attr(p.ctx, "sym_name", a);
    p.expect(Tok::Colon, "':'")?;
    let ty = p.parse_type()?;
    let static_memref =
        matches!(p.ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC));
    if !static_memref {
        let msg = format!(
            "custom op 'memref.global' type should be static shaped memref, but got '{}'",
            type_to_string(p.ctx, ty)
        );
        return Err(Diagnostic::error(b.loc, msg));
    }
    let ta = p.ctx.type_attr(ty);
    b.attr(p.ctx, "type", ta);
    if p.consume_if(Tok::Equal) {
        let init = if p.parse_optional_keyword("uninitialized") {
            p.ctx.unit_attr()
        } else {
            let tt = tensor_of(p.ctx, ty);
            let at = p.offset();
            let v = p.parse_attribute(tt)?;
            if !matches!(p.ctx.attr_kind(v), AttrKind::DenseElements { .. } | AttrKind::Opaque(_)) {
                let _ = at;
                return Err(Diagnostic::error(
                    b.loc,
                    "custom op 'memref.global' initial value should be a unit or elements attribute",
                ));
            }
            v
        };
        b.attr(p.ctx, "initial_value", init);
    }
    p.parse_optional_attr_dict(&mut b.attrs)
}

fn print_global(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    if let Some(v) = ctx.attr(op, "sym_visibility").and_then(|a| ctx.attr_str(a)) {
        p.w(" ");
        p.w(&async_opt_text::escape_string(v));
    }
    if ctx.attr(op, "constant").is_some() {
        p.w(" constant");
    }
    p.w(" ");
    if let Some(n) = ctx.symbol_name(op) {
        p.print_symbol_name(n);
    }
    p.w(" : ");
    if let Some(t) = ctx.attr(op, "type").and_then(|a| ctx.attr_type(a)) {
        p.print_type(t);
    }
    if let Some(init) = ctx.attr(op, "initial_value") {
        p.w(" = ");
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            p.w("uninitialized");
        } else {
            // `printAttributeWithoutType`: the literal without its `: tensor<...>`.
            let text = async_opt_text::attr_to_string(ctx, init);
            let literal = text.rsplit_once(" : ").map_or(text.as_str(), |(l, _)| l);
            p.w(literal);
        }
    }
    p.print_optional_attr_dict(op, &["sym_visibility", "constant", "sym_name", "type", "initial_value"]);
}

fn verify_global(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(ty) = ctx.attr(op, "type").and_then(|a| ctx.attr_type(a)) else {
        bail!(ctx, op, "requires attribute 'type'");
    };
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else { unreachable!("checked by its constraint") };
    if shape.iter().any(|&d| d == DYNAMIC) {
        bail!(ctx, op, "type should be static shaped memref, but got '{}'", type_to_string(ctx, ty));
    }
    if let Some(init) = ctx.attr(op, "initial_value") {
        match ctx.attr_kind(init) {
            AttrKind::Unit | AttrKind::Opaque(_) => {}
            AttrKind::DenseElements { ty: it, .. } => {
                let (ishape, ielem) = match ctx.type_kind(*it) {
                    TypeKind::Tensor { shape, element, .. } | TypeKind::Vector { shape, element, .. } => {
                        (shape.clone(), *element)
                    }
                    _ => (Default::default(), *it),
                };
                if ielem != *element {
                    bail!(
                        ctx,
                        op,
                        "initial value element expected to be of type {}, but was of type {}",
                        crate::diag_type(ctx, *element),
                        crate::diag_type(ctx, ielem)
                    );
                }
                if *ishape != **shape {
                    let dims = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                    bail!(ctx, op, "initial value shape expected to be {} but was {}", dims(shape), dims(&ishape));
                }
            }
            _ => {
                bail!(ctx, op, "initial value should be a unit or elements attribute");
            }
        }
    }
    if let Some(a) = ctx.attr(op, "alignment") {
        let n = ctx.attr_int(a).unwrap_or(0);
        let power = n > 0 && (n & (n - 1)) == 0;
        if v.generation() == Generation::V22 && !power {
            bail!(ctx, op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0");
        }
        if !power {
            return Err(Diagnostic::error(ctx.loc(op), format!("alignment attribute value {n} is not a power of 2")));
        }
    }
    Ok(())
}

/// The `memref.global` named `name` in the nearest symbol table around `op`.
fn lookup_global(ctx: &Context, op: Op, name: &str) -> Option<Op> {
    let mut table = ctx.parent_op(op)?;
    loop {
        if ctx.has_traits(table, Traits::SYMBOL_TABLE) {
            break;
        }
        table = ctx.parent_op(table)?;
    }
    let body = ctx.entry_block(table, 0)?;
    ctx.block_ops(body).find(|&o| ctx.symbol_name(o) == Some(name))
}

fn verify_get_global(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let name = ctx.attr(op, "name").and_then(|a| ctx.attr_symbol(a)).unwrap_or("");
    let Some(global) = lookup_global(ctx, op, name).filter(|&g| ctx.op_name_str(g) == GLOBAL) else {
        bail!(ctx, op, "'{name}' does not reference a valid global memref");
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let gt = ctx.attr(global, "type").and_then(|a| ctx.attr_type(a));
    if gt != Some(rt) {
        let gs = gt.map(|t| type_to_string(ctx, t)).unwrap_or_default();
        bail!(
            ctx,
            op,
            "result type '{}' does not match type '{gs}' of the global memref @{name}",
            type_to_string(ctx, rt)
        );
    }
    Ok(())
}

fn verify_copy(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let (a, b) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.operand(op, 1)));
    let element = |t: Type| memref_parts(ctx, t).map(|(_, e)| e);
    if element(a) != element(b) {
        bail!(ctx, op, "requires the same element type for all operands");
    }
    if !shapes_compatible(ctx, a, b) {
        bail!(ctx, op, "requires the same shape for all operands");
    }
    Ok(())
}
