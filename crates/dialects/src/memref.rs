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
    AttrConstraint, Context, Diagnostic, Op, Slot, Traits, Type, TypeKind, TypeRule, Value, Verifier, DYNAMIC,
};
use async_opt_text::{type_to_string, Generation};

use crate::ods::{self, ANY_ATTR, ANY_MEMREF, ANY_TYPE, INDEX};
use crate::{op_error, Registrar};

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
}

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
            return Err(op_error(
                ctx,
                op,
                format!("incorrect number of indices for {what}, expected {rank} but got {n}"),
            ));
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
        return Err(op_error(
            ctx,
            op,
            format!("result #0 must be memref of any type values, but got '{}'", type_to_string(ctx, t)),
        ));
    };
    let dynamic = ctx.segment_sizes(op).and_then(|s| s.first().copied()).unwrap_or(0) as usize;
    let expected = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic != expected {
        return Err(op_error(
            ctx,
            op,
            format!("incorrect number of dynamic sizes, has {dynamic}, expected {expected}"),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// load / store
// ----------------------------------------------------------------------------------

// ----------------------------------------------------------------------------------
// cast / dim
// ----------------------------------------------------------------------------------

fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef { shape: s1, element: e1, memory_space: m1, .. },
            TypeKind::MemRef { shape: s2, element: e2, memory_space: m2, .. },
        ) => {
            e1 == e2
                && m1 == m2
                && s1.len() == s2.len()
                && s1.iter().zip(s2.iter()).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
        }
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
    if !cast_compatible(ctx, a, b) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                type_to_string(ctx, a),
                type_to_string(ctx, b)
            ),
        ));
    }
    Ok(())
}
