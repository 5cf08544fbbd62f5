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

use async_opt_ir::{Builder, Context, Diagnostic, Op, Traits, Type, TypeKind, Value, Verifier, DYNAMIC};
use async_opt_text::{type_to_string, Generation, OpBuild, OpSyntax, PResult, Parser, Printer, Tok};

use crate::cf::{operand_segment, segment_sizes};
use crate::{op_error, Registrar};

pub const ALLOC: &str = "memref.alloc";
pub const ALLOCA: &str = "memref.alloca";
pub const DEALLOC: &str = "memref.dealloc";
pub const LOAD: &str = "memref.load";
pub const STORE: &str = "memref.store";
pub const CAST: &str = "memref.cast";
pub const DIM: &str = "memref.dim";

pub(crate) fn register(r: &mut Registrar<'_>) {
    r.dialect("memref");
    for name in [ALLOC, ALLOCA] {
        r.op(
            OpSyntax {
                parse: Some(parse_alloc),
                print: Some(print_alloc),
                inherent_attrs: &["alignment", "operandSegmentSizes"],
                result_names: Some(result_names_22),
                ..OpSyntax::uniform(name)
            },
            Traits::NONE,
            Some(verify_alloc),
            None,
        );
    }
    r.op(
        OpSyntax { parse: Some(parse_dealloc), print: Some(print_dealloc), ..OpSyntax::uniform(DEALLOC) },
        Traits::NONE,
        Some(verify_dealloc),
        None,
    );
    r.op(
        OpSyntax {
            parse: Some(parse_load),
            print: Some(print_load),
            inherent_attrs: &["nontemporal"],
            ..OpSyntax::uniform(LOAD)
        },
        Traits::NONE,
        Some(verify_load),
        None,
    );
    r.op(
        OpSyntax {
            parse: Some(parse_store),
            print: Some(print_store),
            inherent_attrs: &["nontemporal"],
            ..OpSyntax::uniform(STORE)
        },
        Traits::NONE,
        Some(verify_store),
        None,
    );
    r.op(
        OpSyntax {
            parse: Some(parse_cast),
            print: Some(print_cast),
            result_names: Some(result_names_22),
            ..OpSyntax::uniform(CAST)
        },
        Traits::PURE,
        Some(verify_cast),
        None,
    );
    r.op(
        OpSyntax {
            parse: Some(parse_dim),
            print: Some(print_dim),
            result_names: Some(result_names_22),
            ..OpSyntax::uniform(DIM)
        },
        Traits::PURE,
        Some(verify_dim),
        None,
    );
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
// Builders
// ----------------------------------------------------------------------------------

/// `memref.alloc(dynamic_sizes) : ty`.
pub fn alloc(b: &mut Builder<'_>, ty: Type, dynamic_sizes: &[Value]) -> Value {
    let op = b.op(ALLOC, dynamic_sizes, &[ty]);
    let seg = segment_sizes(b.ctx, &[dynamic_sizes.len() as i64, 0]);
    let n = b.ctx.ident("operandSegmentSizes");
    b.ctx.set_attr(op, n, seg);
    b.ctx.result(op, 0)
}

/// `memref.dealloc %m`.
pub fn dealloc(b: &mut Builder<'_>, m: Value) -> Op {
    b.op(DEALLOC, &[m], &[])
}

/// `memref.load %m[indices]`.
pub fn load(b: &mut Builder<'_>, m: Value, indices: &[Value]) -> Value {
    let mt = b.ctx.value_type(m);
    let et = crate::ods::element_type(b.ctx, mt);
    let operands: Vec<Value> = std::iter::once(m).chain(indices.iter().copied()).collect();
    let op = b.op(LOAD, &operands, &[et]);
    b.ctx.result(op, 0)
}

/// `memref.store %v, %m[indices]`.
pub fn store(b: &mut Builder<'_>, v: Value, m: Value, indices: &[Value]) -> Op {
    let operands: Vec<Value> = [v, m].into_iter().chain(indices.iter().copied()).collect();
    b.op(STORE, &operands, &[])
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

fn parse_memref_type(p: &mut Parser<'_, '_>) -> PResult<Type> {
    p.expect(Tok::Colon, "':'")?;
    let at = p.offset();
    let t = p.parse_type()?;
    if memref_parts(p.ctx, t).is_none() {
        return Err(p.error_at(
            at,
            "invalid kind of type specified: expected builtin.memref, but found '".to_owned()
                + &type_to_string(p.ctx, t)
                + "'",
        ));
    }
    Ok(t)
}

/// Parses `[%i, %j]` and resolves each index as `index`.
fn parse_indices<'s>(p: &mut Parser<'s, '_>) -> PResult<Vec<async_opt_text::UnresolvedOperand<'s>>> {
    p.expect(Tok::LSquare, "'['")?;
    let l = p.parse_operand_list()?;
    p.expect(Tok::RSquare, "']'")?;
    Ok(l)
}

fn print_indices(p: &mut Printer<'_>, vals: &[Value]) {
    p.w("[");
    p.print_operands(vals);
    p.w("]");
}

fn check_memref_operand(ctx: &Context, op: Op, i: usize) -> Result<(Option<usize>, Type), Diagnostic> {
    let t = ctx.value_type(ctx.operand(op, i));
    memref_parts(ctx, t).ok_or_else(|| {
        op_error(
            ctx,
            op,
            format!("operand #{i} must be memref of any type values, but got '{}'", type_to_string(ctx, t)),
        )
    })
}

fn check_indices(ctx: &Context, op: Op, first: usize, rank: Option<usize>, what: &str) -> Result<(), Diagnostic> {
    let n = ctx.num_operands(op) - first;
    if let Some(rank) = rank {
        if n != rank {
            return Err(op_error(
                ctx,
                op,
                format!("incorrect number of indices for {what}, expected {rank} but got {n}"),
            ));
        }
    }
    for i in first..ctx.num_operands(op) {
        let t = ctx.value_type(ctx.operand(op, i));
        if !ctx.is_index(t) {
            return Err(op_error(
                ctx,
                op,
                format!("operand #{i} must be variadic of index, but got '{}'", type_to_string(ctx, t)),
            ));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------------------
// alloc / alloca / dealloc
// ----------------------------------------------------------------------------------

fn parse_alloc(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    p.expect(Tok::LParen, "'('")?;
    let sizes = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    let mut syms = Vec::new();
    if p.consume_if(Tok::LSquare) {
        syms = p.parse_operand_list()?;
        p.expect(Tok::RSquare, "']'")?;
    }
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = parse_memref_type(p)?;
    let index = p.ctx.index_type();
    for u in sizes.iter().chain(&syms) {
        let v = p.resolve_operand(*u, index)?;
        b.operands.push(v);
    }
    let seg = segment_sizes(p.ctx, &[sizes.len() as i64, syms.len() as i64]);
    b.attr(p.ctx, "operandSegmentSizes", seg);
    b.result_types.push(t);
    Ok(())
}

fn print_alloc(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let all: Vec<Value> = ctx.operands(op).collect();
    let dynamic = operand_segment(ctx, op, 0).unwrap_or(0..all.len());
    let symbols = operand_segment(ctx, op, 1).unwrap_or(all.len()..all.len());
    p.w("(");
    p.print_operands(&all[dynamic]);
    p.w(")");
    if !symbols.is_empty() {
        print_indices(p, &all[symbols]);
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    p.w(" : ");
    if let Some(&r) = ctx.results(op).first() {
        p.print_type(ctx.value_type(r));
    }
}

fn verify_alloc(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    // ODS checks attribute constraints first: `alignment` is an i64 (signless) >= 0.
    if let Some(a) = ctx.attr(op, "alignment") {
        let ok = matches!(ctx.attr_kind(a), async_opt_ir::AttrKind::Integer { value, ty }
            if *value >= 0 && matches!(ctx.type_kind(*ty),
                TypeKind::Integer { width: 64, signedness: async_opt_ir::Signedness::Signless }));
        if !ok {
            return Err(op_error(
                ctx,
                op,
                "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0",
            ));
        }
    }
    if ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, format!("requires one result, but found {}", ctx.num_results(op))));
    }
    let t = ctx.value_type(ctx.result(op, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t) else {
        return Err(op_error(
            ctx,
            op,
            format!("result #0 must be memref of any type values, but got '{}'", type_to_string(ctx, t)),
        ));
    };
    let Some(dynamic) = operand_segment(ctx, op, 0) else {
        return Err(op_error(ctx, op, "requires attribute 'operandSegmentSizes'"));
    };
    let expected = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic.len() != expected {
        return Err(op_error(
            ctx,
            op,
            format!("incorrect number of dynamic sizes, has {}, expected {expected}", dynamic.len()),
        ));
    }
    for (i, x) in ctx.operands(op).enumerate() {
        if !ctx.is_index(ctx.value_type(x)) {
            return Err(op_error(
                ctx,
                op,
                format!("operand #{i} must be variadic of index, but got '{}'", type_to_string(ctx, ctx.value_type(x))),
            ));
        }
    }
    Ok(())
}

fn parse_dealloc(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = parse_memref_type(p)?;
    b.operands.push(p.resolve_operand(m, t)?);
    Ok(())
}

fn print_dealloc(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let Some(m) = ctx.operands(op).next() else { return };
    p.w(" ");
    p.print_operand(m);
    p.print_optional_attr_dict(op, &[]);
    p.w(" : ");
    p.print_type(ctx.value_type(m));
}

fn verify_dealloc(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_operands(op) != 1 {
        return Err(op_error(ctx, op, format!("expected 1 operands, but found {}", ctx.num_operands(op))));
    }
    check_memref_operand(ctx, op, 0).map(|_| ())
}

// ----------------------------------------------------------------------------------
// load / store
// ----------------------------------------------------------------------------------

fn parse_load(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_indices(p)?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = parse_memref_type(p)?;
    b.operands.push(p.resolve_operand(m, t)?);
    let index = p.ctx.index_type();
    let vals = p.resolve_operands_same(&idx, index)?;
    b.operands.extend(vals);
    let (_, et) = memref_parts(p.ctx, t).expect("checked memref type");
    b.result_types.push(et);
    Ok(())
}

fn print_load(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let ops: Vec<Value> = ctx.operands(op).collect();
    let Some((&m, idx)) = ops.split_first() else { return };
    p.w(" ");
    p.print_operand(m);
    print_indices(p, idx);
    p.print_optional_attr_dict(op, &[]);
    p.w(" : ");
    p.print_type(ctx.value_type(m));
}

fn verify_load(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_operands(op) == 0 || ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "expects a memref operand and one result"));
    }
    let (rank, et) = check_memref_operand(ctx, op, 0)?;
    if ctx.value_type(ctx.result(op, 0)) != et {
        return Err(op_error(ctx, op, "failed to verify that result type matches element type of 'memref'"));
    }
    check_indices(ctx, op, 1, rank, "load")
}

fn parse_store(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let val = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let m = p.parse_operand()?;
    let idx = parse_indices(p)?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let t = parse_memref_type(p)?;
    let (_, et) = memref_parts(p.ctx, t).expect("checked memref type");
    b.operands.push(p.resolve_operand(val, et)?);
    b.operands.push(p.resolve_operand(m, t)?);
    let index = p.ctx.index_type();
    let vals = p.resolve_operands_same(&idx, index)?;
    b.operands.extend(vals);
    Ok(())
}

fn print_store(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let ops: Vec<Value> = ctx.operands(op).collect();
    if ops.len() < 2 {
        return;
    }
    p.w(" ");
    p.print_operand(ops[0]);
    p.w(", ");
    p.print_operand(ops[1]);
    print_indices(p, &ops[2..]);
    p.print_optional_attr_dict(op, &[]);
    p.w(" : ");
    p.print_type(ctx.value_type(ops[1]));
}

fn verify_store(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_operands(op) < 2 {
        return Err(op_error(ctx, op, "expects a value and a memref operand"));
    }
    let (rank, et) = check_memref_operand(ctx, op, 1)?;
    if ctx.value_type(ctx.operand(op, 0)) != et {
        return Err(op_error(ctx, op, "failed to verify that type of 'value' matches element type of 'memref'"));
    }
    check_indices(ctx, op, 2, rank, "store")
}

// ----------------------------------------------------------------------------------
// cast / dim
// ----------------------------------------------------------------------------------

fn parse_cast(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let from = parse_memref_type(p)?;
    p.parse_keyword("to")?;
    let at = p.offset();
    let to = p.parse_type()?;
    if memref_parts(p.ctx, to).is_none() {
        return Err(p.error_at(at, "expected a memref type"));
    }
    b.operands.push(p.resolve_operand(m, from)?);
    b.result_types.push(to);
    Ok(())
}

fn print_cast(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let (Some(m), Some(&r)) = (ctx.operands(op).next(), ctx.results(op).first()) else { return };
    p.w(" ");
    p.print_operand(m);
    p.print_optional_attr_dict(op, &[]);
    p.w(" : ");
    p.print_type(ctx.value_type(m));
    p.w(" to ");
    p.print_type(ctx.value_type(r));
}

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
    if ctx.num_operands(op) != 1 || ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "expects one operand and one result"));
    }
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

fn parse_dim(p: &mut Parser<'_, '_>, b: &mut OpBuild) -> PResult<()> {
    p.parse_optional_attr_dict(&mut b.attrs)?;
    let m = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let i = p.parse_operand()?;
    let t = parse_memref_type(p)?;
    b.operands.push(p.resolve_operand(m, t)?);
    let index = p.ctx.index_type();
    b.operands.push(p.resolve_operand(i, index)?);
    b.result_types.push(index);
    Ok(())
}

fn print_dim(p: &mut Printer<'_>, op: Op) {
    let ctx = p.ctx;
    let ops: Vec<Value> = ctx.operands(op).collect();
    if ops.len() != 2 {
        return;
    }
    p.print_optional_attr_dict(op, &[]);
    p.w(" ");
    p.print_operands(&ops);
    p.w(" : ");
    p.print_type(ctx.value_type(ops[0]));
}

fn verify_dim(v: &mut Verifier<'_>, op: Op) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if ctx.num_operands(op) != 2 || ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "expects two operands and one result"));
    }
    check_memref_operand(ctx, op, 0)?;
    for (what, t) in
        [("operand #1", ctx.value_type(ctx.operand(op, 1))), ("result #0", ctx.value_type(ctx.result(op, 0)))]
    {
        if !ctx.is_index(t) {
            return Err(op_error(ctx, op, format!("{what} must be index, but got '{}'", type_to_string(ctx, t))));
        }
    }
    Ok(())
}
