//! IR to [`Program`]: each function is compiled once into flat code over register
//! slots. Structured control flow (`scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region`, `scf.parallel`) becomes jumps; block arguments become parallel
//! moves on the edges; each `async.execute` body becomes a function of its own whose
//! parameters are the values it captures, its dependencies and its operands.
//!
//! Ops are recognised by canonical name, so an op reads the same whether it was parsed
//! registered or in the generic form under `--allow-unregistered-dialect` (ops of
//! dialects async-opt does not register, such as `vector.print` and `math.*`, only
//! exist in that form). Everything execution relies on (operand and result classes,
//! attribute kinds) is checked here; an op the interpreter cannot run is an error at
//! the op.

use async_opt_dialects::{async_ as d_async, cf as d_cf, func as d_func, memref as d_memref};
use async_opt_dialects::{names::Known, scf as d_scf};
use async_opt_ir::{AttrKind, Block, Context, Diagnostic, FloatKind, Op, Region, Type, TypeKind, Value, ValueDef};
use rustc_hash::FxHashMap;

use crate::program::*;

type R<T> = Result<T, Diagnostic>;

fn err(ctx: &Context, op: Op, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(ctx.loc(op), format!("'{}' op {msg}", ctx.op_name_str(op)))
}

fn unsupported(ctx: &Context, op: Op, what: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(ctx.loc(op), format!("async-runner cannot execute '{}': {what}", ctx.op_name_str(op)))
}

/// The interpreter's view of an IR type, if it can hold it.
pub(crate) fn ty_of(ctx: &Context, t: Type) -> Option<Ty> {
    Some(match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } if (1..=64).contains(width) => Ty::Scalar(Scalar::Int(*width as u8)),
        TypeKind::Index => Ty::Scalar(Scalar::Index),
        TypeKind::Float(k) => Ty::Scalar(match k {
            FloatKind::F16 => Scalar::F16,
            FloatKind::BF16 => Scalar::BF16,
            FloatKind::F32 => Scalar::F32,
            FloatKind::F64 => Scalar::F64,
            _ => return None,
        }),
        TypeKind::MemRef { shape, element, .. } => {
            let Some(Ty::Scalar(elem)) = ty_of(ctx, *element) else { return None };
            if shape.len() > 16 {
                return None;
            }
            let shape: Vec<Option<i64>> =
                shape.iter().map(|&d| if d == async_opt_ir::DYNAMIC { None } else { Some(d) }).collect();
            Ty::MemRef { elem, rank: Some(shape.len() as u8), shape }
        }
        TypeKind::UnrankedMemRef { element, .. } => {
            let Some(Ty::Scalar(elem)) = ty_of(ctx, *element) else { return None };
            Ty::MemRef { elem, rank: None, shape: Vec::new() }
        }
        TypeKind::Vector { shape, scalable, element } => {
            let Some(Ty::Scalar(elem)) = ty_of(ctx, *element) else { return None };
            if scalable.iter().any(|&s| s) || shape.iter().any(|&d| d < 0) {
                return None;
            }
            let n: i64 = shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))?;
            if n > 1 << 20 {
                return None;
            }
            Ty::Vector { elem, shape: shape.to_vec() }
        }
        TypeKind::Function { .. } => Ty::Func(t),
        TypeKind::Dialect { .. } => {
            if d_async::is_token(ctx, t) {
                Ty::Token
            } else if d_async::is_group(ctx, t) {
                Ty::Group
            } else if let Some(e) = d_async::value_element(ctx, t) {
                Ty::Value(Box::new(ty_of(ctx, e)?))
            } else if ctx.is_dialect_type(t, "async", "coro.id") {
                Ty::CoroId
            } else if ctx.is_dialect_type(t, "async", "coro.handle") {
                Ty::CoroHandle
            } else if ctx.is_dialect_type(t, "async", "coro.state") {
                Ty::CoroState
            } else {
                return None;
            }
        }
        _ => return None,
    })
}

/// The runner-utils function a declaration names.
fn builtin_of(name: &str) -> Option<Builtin> {
    Some(match name {
        "printI64" => Builtin::PrintI64,
        "printU64" => Builtin::PrintU64,
        "printF32" => Builtin::PrintF32,
        "printF64" => Builtin::PrintF64,
        "printF16" => Builtin::PrintF16,
        "printBF16" => Builtin::PrintBF16,
        "printNewline" => Builtin::PrintNewline,
        "printComma" => Builtin::PrintComma,
        "printOpen" => Builtin::PrintOpen,
        "printClose" => Builtin::PrintClose,
        "printFlops" => Builtin::PrintFlops,
        "rtclock" => Builtin::RtClock,
        "mlirAsyncRuntimePrintCurrentThreadId" => Builtin::PrintCurrentThreadId,
        "mlirAsyncRuntimGetNumWorkerThreads" => Builtin::NumWorkerThreads,
        "printMemrefF32" | "print_memref_f32" => Builtin::PrintMemref(Scalar::F32),
        "printMemrefF64" | "print_memref_f64" => Builtin::PrintMemref(Scalar::F64),
        "printMemrefI32" | "print_memref_i32" => Builtin::PrintMemref(Scalar::Int(32)),
        "printMemrefI64" | "print_memref_i64" => Builtin::PrintMemref(Scalar::Int(64)),
        _ => return None,
    })
}

/// The type a builtin must have: as MLIR writes it, and its parameters and results as
/// interpreter types.
fn builtin_sig(b: Builtin) -> (&'static str, Vec<Ty>, Vec<Ty>) {
    use Builtin::*;
    let s = |x| vec![Ty::Scalar(x)];
    match b {
        PrintI64 | PrintU64 => ("(i64) -> ()", s(Scalar::Int(64)), vec![]),
        PrintF32 => ("(f32) -> ()", s(Scalar::F32), vec![]),
        PrintF64 | PrintFlops => ("(f64) -> ()", s(Scalar::F64), vec![]),
        PrintF16 | PrintBF16 => ("(i16) -> ()", s(Scalar::Int(16)), vec![]),
        PrintNewline | PrintComma | PrintOpen | PrintClose | PrintCurrentThreadId => ("() -> ()", vec![], vec![]),
        RtClock => ("() -> f64", vec![], s(Scalar::F64)),
        NumWorkerThreads => ("() -> i64", vec![], s(Scalar::Int(64))),
        PrintMemref(e) => {
            // The four element types `builtin_of` gives.
            let text = match e {
                Scalar::F32 => "(memref<*xf32>) -> ()",
                Scalar::F64 => "(memref<*xf64>) -> ()",
                Scalar::Int(32) => "(memref<*xi32>) -> ()",
                _ => "(memref<*xi64>) -> ()",
            };
            (text, vec![Ty::MemRef { elem: e, rank: None, shape: vec![] }], vec![])
        }
    }
}

/// An edge with block-argument moves: its label, the moves `(dest, src)`, the target
/// label, and the branch op.
type Stub = (u32, Vec<(Reg, Reg)>, u32, Op);

/// The arith and math ops that are one scalar instruction.
#[derive(Copy, Clone)]
enum Elementwise {
    /// Two integers of one type to one of that type.
    Int(IntOp),
    /// Two floats of one type to one of that type.
    Float(FloatOp),
    /// A float to one of its type.
    Unary(FloatUn),
}

/// The instruction of the arith or math op `name`, if it is elementwise.
fn elementwise(name: &str) -> Option<Elementwise> {
    use Elementwise::*;
    Some(match name {
        "arith.addi" => Int(IntOp::Add),
        "arith.subi" => Int(IntOp::Sub),
        "arith.muli" => Int(IntOp::Mul),
        "arith.divsi" => Int(IntOp::DivS),
        "arith.divui" => Int(IntOp::DivU),
        "arith.ceildivsi" => Int(IntOp::CeilDivS),
        "arith.floordivsi" => Int(IntOp::FloorDivS),
        "arith.remsi" => Int(IntOp::RemS),
        "arith.remui" => Int(IntOp::RemU),
        "arith.andi" => Int(IntOp::And),
        "arith.ori" => Int(IntOp::Or),
        "arith.xori" => Int(IntOp::Xor),
        "arith.shli" => Int(IntOp::Shl),
        "arith.shrsi" => Int(IntOp::ShrS),
        "arith.shrui" => Int(IntOp::ShrU),
        "arith.maxsi" => Int(IntOp::MaxS),
        "arith.minsi" => Int(IntOp::MinS),
        "arith.maxui" => Int(IntOp::MaxU),
        "arith.minui" => Int(IntOp::MinU),
        "arith.addf" => Float(FloatOp::Add),
        "arith.subf" => Float(FloatOp::Sub),
        "arith.mulf" => Float(FloatOp::Mul),
        "arith.divf" => Float(FloatOp::Div),
        "arith.remf" => Float(FloatOp::Rem),
        "arith.maxf" | "arith.maximumf" => Float(FloatOp::Maximum),
        "arith.minf" | "arith.minimumf" => Float(FloatOp::Minimum),
        "arith.maxnumf" => Float(FloatOp::MaxNum),
        "arith.minnumf" => Float(FloatOp::MinNum),
        "arith.negf" => Unary(FloatUn::Neg),
        "math.absf" => Unary(FloatUn::Abs),
        "math.sqrt" => Unary(FloatUn::Sqrt),
        "math.rsqrt" => Unary(FloatUn::Rsqrt),
        "math.exp" => Unary(FloatUn::Exp),
        "math.exp2" => Unary(FloatUn::Exp2),
        "math.expm1" => Unary(FloatUn::ExpM1),
        "math.log" => Unary(FloatUn::Log),
        "math.log2" => Unary(FloatUn::Log2),
        "math.log10" => Unary(FloatUn::Log10),
        "math.log1p" => Unary(FloatUn::Log1p),
        "math.sin" => Unary(FloatUn::Sin),
        "math.cos" => Unary(FloatUn::Cos),
        "math.tan" => Unary(FloatUn::Tan),
        "math.tanh" => Unary(FloatUn::Tanh),
        "math.atan" => Unary(FloatUn::Atan),
        "math.floor" => Unary(FloatUn::Floor),
        "math.ceil" => Unary(FloatUn::Ceil),
        "math.round" => Unary(FloatUn::Round),
        "math.roundeven" => Unary(FloatUn::RoundEven),
        "math.trunc" => Unary(FloatUn::Trunc),
        "math.erf" => Unary(FloatUn::Erf),
        "math.powf" => Float(FloatOp::Pow),
        "math.atan2" => Float(FloatOp::Atan2),
        "math.copysign" => Float(FloatOp::CopySign),
        _ => return None,
    })
}

/// What an `scf.yield` (or `scf.condition`, `scf.reduce.return`) in the region being
/// compiled does: move its operands into `dests`, then jump to `target` (a label).
#[derive(Clone)]
struct YieldCx {
    dests: Vec<Reg>,
    target: u32,
}

struct ModuleCx<'c> {
    ctx: &'c Context,
    prog: Program,
    funcs: FxHashMap<String, u32>,
    globals: FxHashMap<String, u32>,
    op_ids: FxHashMap<Op, u32>,
    type_ids: FxHashMap<Ty, u32>,
    site_ids: FxHashMap<Op, u32>,
}

impl<'c> ModuleCx<'c> {
    fn op_id(&mut self, op: Op) -> u32 {
        if let Some(&i) = self.op_ids.get(&op) {
            return i;
        }
        let i = self.prog.ops.len() as u32;
        self.prog.ops.push(op);
        self.prog.op_names.push(self.ctx.op_name_str(op).to_string());
        self.op_ids.insert(op, i);
        i
    }

    fn type_id(&mut self, t: Ty) -> u32 {
        if let Some(&i) = self.type_ids.get(&t) {
            return i;
        }
        let i = self.prog.types.len() as u32;
        self.prog.types.push(t.clone());
        self.type_ids.insert(t, i);
        i
    }

    /// An await site: a place where a thread or task can wait (for the deadlock report).
    fn site(&mut self, op: Op) -> u32 {
        if let Some(&i) = self.site_ids.get(&op) {
            return i;
        }
        let i = self.prog.site_ops.len() as u32;
        let id = self.op_id(op);
        self.prog.site_ops.push(id);
        self.prog.site_kinds.push("");
        self.site_ids.insert(op, i);
        i
    }

    fn string(&mut self, s: &str) -> u32 {
        self.prog.strings.push(s.to_string());
        (self.prog.strings.len() - 1) as u32
    }
}

/// Compiles `module` (a `builtin.module`).
pub(crate) fn compile(ctx: &Context, module: Op, assert_prints_message: bool) -> R<Program> {
    let mut m = ModuleCx {
        ctx,
        prog: Program {
            funcs: Vec::new(),
            ops: Vec::new(),
            op_names: Vec::new(),
            strings: Vec::new(),
            types: Vec::new(),
            subviews: Vec::new(),
            consts: Vec::new(),
            site_ops: Vec::new(),
            site_kinds: Vec::new(),
            ref_counted: false,
            assert_prints_message,
        },
        funcs: FxHashMap::default(),
        globals: FxHashMap::default(),
        op_ids: FxHashMap::default(),
        type_ids: FxHashMap::default(),
        site_ids: FxHashMap::default(),
    };
    let Some(body) = ctx.entry_block(module, 0) else { return Ok(m.prog) };
    // Symbols first: calls may refer to functions defined further down.
    let mut bodies = Vec::new();
    for op in ctx.block_ops(body) {
        let name = ctx.op_name_str(op);
        match name {
            d_func::FUNC | d_async::FUNC => {
                let sym = ctx.symbol_name(op).unwrap_or("").to_string();
                let Some((ins, outs)) = async_opt_dialects::function::function_type_slices(ctx, op) else {
                    return Err(err(ctx, op, "has no function type"));
                };
                let to_tys = |ts: &[Type]| -> R<Vec<Ty>> {
                    ts.iter()
                        .map(|&t| {
                            ty_of(ctx, t).ok_or_else(|| {
                                unsupported(ctx, op, format_args!("type {}", async_opt_text::type_to_string(ctx, t)))
                            })
                        })
                        .collect()
                };
                let declaration = ctx.regions(op).first().is_none_or(|&r| ctx.region_is_empty(r));
                let (param_tys, result_tys) = (to_tys(ins), to_tys(outs));
                let mut builtin = None;
                if declaration {
                    if let Some(b) = builtin_of(&sym) {
                        let (expected, bi, bo) = builtin_sig(b);
                        let matches =
                            param_tys.as_ref().is_ok_and(|p| *p == bi) && result_tys.as_ref().is_ok_and(|r| *r == bo);
                        if !matches {
                            return Err(err(
                                ctx,
                                op,
                                format_args!("'@{sym}' must have type {expected} to be the runner utils' function"),
                            ));
                        }
                        builtin = Some(b);
                    }
                }
                let (param_tys, result_tys) = match (param_tys, result_tys) {
                    (Ok(p), Ok(r)) => (p, r),
                    // A declaration nobody can call with values we hold is harmless.
                    (Err(e), _) | (_, Err(e)) if !declaration => return Err(e),
                    _ => (Vec::new(), Vec::new()),
                };
                let kind = if name == d_async::FUNC {
                    FuncKind::AsyncFunc
                } else if !declaration && ctx.any_nested(op, |o| ctx.op_name_str(o) == d_async::CORO_BEGIN) {
                    FuncKind::Coroutine
                } else {
                    FuncKind::Plain
                };
                let op_idx = m.op_id(op);
                let idx = m.prog.funcs.len() as u32;
                m.prog.funcs.push(Func {
                    builtin,
                    external: declaration && builtin.is_none(),
                    ..Func::new(sym.clone(), kind, op_idx, param_tys, result_tys)
                });
                m.funcs.entry(sym).or_insert(idx);
                if !declaration {
                    bodies.push((idx, op));
                }
            }
            "memref.global" => {
                let g = compile_global(ctx, op)?;
                let sym = ctx.symbol_name(op).unwrap_or("").to_string();
                let idx = m.prog.consts.len() as u32;
                m.prog.consts.push(g);
                m.globals.insert(sym, idx);
            }
            _ => return Err(unsupported(ctx, op, "not a function or a memref.global at the top level")),
        }
    }
    m.prog.ref_counted =
        ctx.any_nested(module, |o| [d_async::RUNTIME_ADD_REF, d_async::RUNTIME_DROP_REF].contains(&ctx.op_name_str(o)));
    for (idx, op) in bodies {
        let root = op;
        let mut f = FnCx::new(&mut m, idx, root);
        f.compile_function(op)?;
        f.finish()?;
    }
    Ok(m.prog)
}

/// `memref.global "private" [constant] @name : memref<..> = dense<..> | uninitialized`.
fn compile_global(ctx: &Context, op: Op) -> R<ConstObj> {
    let Some(t) = ctx.attr(op, "type").and_then(|a| ctx.attr_type(a)) else {
        return Err(err(ctx, op, "has no memref type"));
    };
    let Some(Ty::MemRef { elem, rank: Some(_), shape }) = ty_of(ctx, t) else {
        return Err(unsupported(ctx, op, "the global's type"));
    };
    let Some(shape) = shape.into_iter().collect::<Option<Vec<i64>>>() else {
        return Err(err(ctx, op, "has a dynamic shape"));
    };
    let n = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d)).filter(|&n| (0..=1 << 28).contains(&n));
    let Some(n) = n else { return Err(unsupported(ctx, op, "a global of more than 2^28 elements")) };
    let init = match ctx.attr(op, "initial_value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { elements, .. }) => {
            let vals: Option<Vec<u64>> = elements.iter().map(|&e| scalar_attr(ctx, e, elem)).collect();
            let Some(vals) = vals else { return Err(err(ctx, op, "has an initial value of the wrong element type")) };
            if vals.len() == 1 {
                Some(vec![vals[0]; n as usize])
            } else if vals.len() == n as usize {
                Some(vals)
            } else {
                return Err(err(ctx, op, "has an initial value of the wrong size"));
            }
        }
        None | Some(AttrKind::Unit) => None,
        Some(_) => return Err(unsupported(ctx, op, "this initial value")),
    };
    let constant = ctx.attr(op, "constant").is_some();
    Ok(ConstObj::Global { elem, shape, init, constant })
}

/// The canonical register bits of a scalar attribute of type `s`.
pub(crate) fn scalar_attr(ctx: &Context, a: async_opt_ir::Attr, s: Scalar) -> Option<u64> {
    match (ctx.attr_kind(a), s) {
        (AttrKind::Integer { value, .. }, Scalar::Int(w)) => Some(crate::arith::mask(*value as u64, w)),
        (AttrKind::Integer { value, .. }, Scalar::Index) => Some(*value as u64),
        (AttrKind::Bool(b), Scalar::Int(1)) => Some(*b as u64),
        (AttrKind::Float { bits, .. }, s) if s.is_float() => {
            Some(crate::arith::f64_to_kind(f64::from_bits(*bits), s.float_kind()?))
        }
        _ => None,
    }
}

/// One function being compiled (a `func.func`, an `async.func`, or an outlined
/// `async.execute` body).
struct FnCx<'m, 'c> {
    m: &'m mut ModuleCx<'c>,
    idx: u32,
    /// The op whose body this is: values defined outside it are captures.
    root: Op,
    code: Vec<Inst>,
    op_of: Vec<u32>,
    lists: Vec<u32>,
    regs: FxHashMap<Value, Reg>,
    reg_tys: Vec<Ty>,
    /// Label → instruction index, once bound.
    labels: Vec<Option<Pc>>,
    block_labels: FxHashMap<Block, u32>,
    /// Edge stubs emitted after the code.
    stubs: Vec<Stub>,
    yields: Vec<YieldCx>,
    /// Captured outer values (execute bodies), in parameter order.
    captures: Vec<Value>,
    capture_regs: Vec<Reg>,
    /// Whether `async.await` here suspends the task (execute bodies, async.func).
    in_task: bool,
    /// End labels of the `scf.while` ops being compiled (where `scf.condition` exits).
    while_end: Vec<u32>,
    /// Accumulator registers of the `scf.parallel` ops being compiled, and how many of
    /// them this iteration's `scf.reduce` ops have folded so far.
    reductions: Vec<(Vec<Reg>, usize)>,
}

impl<'m, 'c> FnCx<'m, 'c> {
    fn new(m: &'m mut ModuleCx<'c>, idx: u32, root: Op) -> Self {
        let kind = m.prog.funcs[idx as usize].kind.clone();
        let in_task = matches!(kind, FuncKind::ExecuteBody { .. } | FuncKind::AsyncFunc);
        FnCx {
            m,
            idx,
            root,
            code: Vec::new(),
            op_of: Vec::new(),
            lists: Vec::new(),
            regs: FxHashMap::default(),
            reg_tys: Vec::new(),
            labels: Vec::new(),
            block_labels: FxHashMap::default(),
            stubs: Vec::new(),
            yields: Vec::new(),
            captures: Vec::new(),
            capture_regs: Vec::new(),
            in_task,
            while_end: Vec::new(),
            reductions: Vec::new(),
        }
    }

    fn ctx(&self) -> &'c Context {
        self.m.ctx
    }

    // ---- registers

    fn new_reg(&mut self, ty: Ty) -> Reg {
        self.reg_tys.push(ty);
        (self.reg_tys.len() - 1) as Reg
    }

    fn value_ty(&self, v: Value, at: Op) -> R<Ty> {
        let ctx = self.ctx();
        let t = ctx.value_type(v);
        ty_of(ctx, t).ok_or_else(|| {
            unsupported(ctx, at, format_args!("values of type {}", async_opt_text::type_to_string(ctx, t)))
        })
    }

    /// Whether `v` is defined inside the op being compiled (else it is captured).
    fn defined_inside(&self, v: Value) -> bool {
        let ctx = self.ctx();
        match ctx.value_def(v) {
            ValueDef::Result { op, .. } => ctx.is_ancestor(self.root, op),
            ValueDef::Argument { block, .. } => match ctx.block_parent_op(block) {
                Some(p) => p == self.root || ctx.is_ancestor(self.root, p),
                None => false,
            },
        }
    }

    /// The register of `v` (allocated on first sight, in any order).
    fn reg(&mut self, v: Value, at: Op) -> R<Reg> {
        if let Some(&r) = self.regs.get(&v) {
            return Ok(r);
        }
        let ty = self.value_ty(v, at)?;
        let r = self.new_reg(ty);
        self.regs.insert(v, r);
        if !self.defined_inside(v) {
            if !matches!(self.m.prog.funcs[self.idx as usize].kind, FuncKind::ExecuteBody { .. }) {
                return Err(err(self.ctx(), at, "uses a value defined outside its function"));
            }
            self.captures.push(v);
            self.capture_regs.push(r);
        }
        Ok(r)
    }

    fn rty(&self, r: Reg) -> &Ty {
        &self.reg_tys[r as usize]
    }

    /// The register of operand `i`, checked to be a scalar of one of the kinds `ok` allows.
    fn scalar_operand(&mut self, op: Op, i: usize) -> R<(Reg, Scalar)> {
        let ctx = self.ctx();
        if i >= ctx.num_operands(op) {
            return Err(err(ctx, op, format_args!("expects at least {} operands", i + 1)));
        }
        let r = self.reg(ctx.operand(op, i), op)?;
        match self.rty(r) {
            Ty::Scalar(s) => Ok((r, *s)),
            _ => Err(err(ctx, op, format_args!("expects a scalar operand #{i}"))),
        }
    }

    fn result(&mut self, op: Op, i: usize) -> R<Reg> {
        let ctx = self.ctx();
        if i >= ctx.num_results(op) {
            return Err(err(ctx, op, format_args!("expects at least {} results", i + 1)));
        }
        self.reg(ctx.result(op, i), op)
    }

    fn operand(&mut self, op: Op, i: usize) -> R<Reg> {
        let ctx = self.ctx();
        if i >= ctx.num_operands(op) {
            return Err(err(ctx, op, format_args!("expects at least {} operands", i + 1)));
        }
        self.reg(ctx.operand(op, i), op)
    }

    fn expect_counts(&self, op: Op, operands: usize, results: usize) -> R<()> {
        let ctx = self.ctx();
        if ctx.num_operands(op) != operands || ctx.num_results(op) != results {
            return Err(err(ctx, op, format_args!("expects {operands} operands and {results} results")));
        }
        Ok(())
    }

    // ---- emission

    fn emit(&mut self, inst: Inst, op: Op) {
        let id = self.m.op_id(op);
        self.code.push(inst);
        self.op_of.push(id);
    }

    fn new_label(&mut self) -> u32 {
        self.labels.push(None);
        (self.labels.len() - 1) as u32
    }

    fn bind(&mut self, label: u32) {
        self.labels[label as usize] = Some(self.code.len() as Pc);
    }

    fn block_label(&mut self, b: Block) -> u32 {
        if let Some(&l) = self.block_labels.get(&b) {
            return l;
        }
        let l = self.new_label();
        self.block_labels.insert(b, l);
        l
    }

    fn list(&mut self, items: &[u32]) -> u32 {
        let at = self.lists.len() as u32;
        self.lists.push(items.len() as u32);
        self.lists.extend_from_slice(items);
        at
    }

    /// Registers of a run of operands.
    fn operand_regs(&mut self, op: Op, range: std::ops::Range<usize>) -> R<Vec<Reg>> {
        let ctx = self.ctx();
        range.map(|i| self.reg(ctx.operand(op, i), op)).collect()
    }

    fn result_regs(&mut self, op: Op) -> R<Vec<Reg>> {
        let ctx = self.ctx();
        (0..ctx.num_results(op)).map(|i| self.reg(ctx.result(op, i), op)).collect()
    }

    /// Emits `dests[i] = srcs[i]` for all `i` at once (a parallel copy, with a temporary
    /// to break cycles).
    fn parallel_move(&mut self, dests: &[Reg], srcs: &[Reg], op: Op) -> R<()> {
        if dests.len() != srcs.len() {
            return Err(err(self.ctx(), op, "passes the wrong number of values to its successor"));
        }
        let mut pending: Vec<(Reg, Reg)> = Vec::new();
        for (&d, &s) in dests.iter().zip(srcs) {
            if self.rty(d) != self.rty(s) && !same_class(self.rty(d), self.rty(s)) {
                return Err(err(self.ctx(), op, "passes a value of the wrong type to its successor"));
            }
            if d != s {
                pending.push((d, s));
            }
        }
        while !pending.is_empty() {
            // A move whose destination no other pending move reads can go now.
            if let Some(i) = pending.iter().position(|&(d, _)| !pending.iter().any(|&(_, s)| s == d)) {
                let (d, s) = pending.remove(i);
                self.mov(d, s, op);
                continue;
            }
            // Only cycles are left: save one source in a temporary.
            let (_, s) = pending[0];
            let t = self.new_reg(self.rty(s).clone());
            self.mov(t, s, op);
            for p in pending.iter_mut() {
                if p.1 == s {
                    p.1 = t;
                }
            }
        }
        Ok(())
    }

    fn mov(&mut self, d: Reg, s: Reg, op: Op) {
        if self.rty(s).is_obj() {
            self.emit(Inst::MoveObj { d, s }, op);
        } else {
            self.emit(Inst::Move { d, s }, op);
        }
    }

    /// Jumps to `block` passing `args` to its arguments.
    fn branch_to(&mut self, block: Block, args: &[Reg], op: Op) -> R<()> {
        let ctx = self.ctx();
        let dests: Vec<Reg> = ctx.block_args(block).iter().map(|&a| self.reg(a, op)).collect::<R<_>>()?;
        self.parallel_move(&dests, args, op)?;
        let t = self.block_label(block);
        self.emit(Inst::Jump { t }, op);
        Ok(())
    }

    /// A label that, when jumped to, passes `args` to `block` (a stub when there are moves).
    fn edge(&mut self, block: Block, args: Vec<Reg>, op: Op) -> R<u32> {
        let ctx = self.ctx();
        let target = self.block_label(block);
        let dests: Vec<Reg> = ctx.block_args(block).iter().map(|&a| self.reg(a, op)).collect::<R<_>>()?;
        if dests.len() != args.len() {
            return Err(err(ctx, op, "passes the wrong number of values to its successor"));
        }
        let moves: Vec<(Reg, Reg)> = dests.into_iter().zip(args).filter(|(d, s)| d != s).collect();
        if moves.is_empty() {
            return Ok(target);
        }
        let l = self.new_label();
        self.stubs.push((l, moves, target, op));
        Ok(l)
    }

    // ---- functions

    fn compile_function(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let Some(entry) = ctx.entry_block(op, 0) else { return Err(err(ctx, op, "has no body")) };
        let params: Vec<Reg> = ctx.block_args(entry).iter().map(|&a| self.reg(a, op)).collect::<R<_>>()?;
        let f = &self.m.prog.funcs[self.idx as usize];
        if params.len() != f.param_tys.len() || params.iter().zip(&f.param_tys).any(|(&r, t)| self.rty(r) != t) {
            return Err(err(ctx, op, "has entry block arguments that do not match its type"));
        }
        if f.kind == FuncKind::AsyncFunc {
            // The objects the task completes.
            let tys = f.result_tys.clone();
            let mut regs = Vec::new();
            for t in &tys {
                if !matches!(t, Ty::Token | Ty::Value(_)) {
                    return Err(err(ctx, op, "must return !async.token or !async.value results"));
                }
                regs.push(self.new_reg(t.clone()));
            }
            if tys.iter().skip(1).any(|t| *t == Ty::Token) {
                return Err(err(ctx, op, "may only return a token as its first result"));
            }
            self.m.prog.funcs[self.idx as usize].task_results = regs;
        }
        self.m.prog.funcs[self.idx as usize].params = params;
        let region = ctx.region(op, 0);
        self.compile_region_cfg(region, op)
    }

    /// Compiles the blocks of a CFG region (function bodies, `scf.execute_region`),
    /// entry block first.
    fn compile_region_cfg(&mut self, region: Region, _parent: Op) -> R<()> {
        let ctx = self.ctx();
        for b in ctx.region_blocks(region) {
            let l = self.block_label(b);
            self.bind(l);
            self.compile_block_ops(b)?;
        }
        Ok(())
    }

    /// Compiles the ops of a block; its terminator decides where control goes.
    fn compile_block_ops(&mut self, b: Block) -> R<()> {
        let ctx = self.ctx();
        let mut terminated = false;
        for op in ctx.block_ops(b) {
            terminated = self.compile_op(op)?;
        }
        if !terminated {
            // A block whose last op falls through (a region without terminator).
            let at = ctx.block_parent_op(b).unwrap_or(self.root);
            return Err(err(ctx, at, "has a block that does not end in a terminator"));
        }
        Ok(())
    }

    /// Compiles the single block of a structured region whose terminator is a yield
    /// described by `y`, binding block arguments to `args`.
    fn compile_scf_region(&mut self, region: Region, args: Option<&[Reg]>, y: YieldCx, at: Op) -> R<()> {
        let ctx = self.ctx();
        let blocks: Vec<Block> = ctx.region_blocks(region).collect();
        let [b] = blocks[..] else {
            return Err(unsupported(ctx, at, "a structured region with other than one block"));
        };
        if let Some(args) = args {
            let dests: Vec<Reg> = ctx.block_args(b).iter().map(|&a| self.reg(a, at)).collect::<R<_>>()?;
            self.parallel_move(&dests, args, at)?;
        }
        self.yields.push(y);
        let r = self.compile_block_ops(b);
        self.yields.pop();
        r
    }

    /// Compiles one op; returns whether it is a terminator (control does not fall through).
    fn compile_op(&mut self, op: Op) -> R<bool> {
        let ctx = self.ctx();
        let name = ctx.op_name_str(op);
        if let Some(e) = elementwise(name) {
            self.elementwise(op, e)?;
            return Ok(false);
        }
        if let Some(rest) = name.strip_prefix("arith.") {
            self.compile_arith(op, rest)?;
            return Ok(false);
        }
        if let Some(rest) = name.strip_prefix("math.") {
            self.compile_math(op, rest)?;
            return Ok(false);
        }
        if name.starts_with("async.") {
            return self.compile_async(op, name);
        }
        if name.starts_with("memref.") {
            self.compile_memref(op, name)?;
            return Ok(false);
        }
        match name {
            d_func::RETURN => {
                let f = &self.m.prog.funcs[self.idx as usize];
                if !matches!(f.kind, FuncKind::Plain | FuncKind::Coroutine) {
                    return Err(err(ctx, op, "is not in a function"));
                }
                let tys = f.result_tys.clone();
                let vals = self.operand_regs(op, 0..ctx.num_operands(op))?;
                if vals.len() != tys.len() || vals.iter().zip(&tys).any(|(&r, t)| self.rty(r) != t) {
                    return Err(err(ctx, op, "returns values that do not match the function type"));
                }
                let list = self.list(&vals);
                self.emit(Inst::Return { list }, op);
                Ok(true)
            }
            d_func::CALL => {
                self.compile_call(op)?;
                Ok(false)
            }
            d_func::CALL_INDIRECT => {
                let callee = self.operand(op, 0)?;
                let Ty::Func(ft) = *self.rty(callee) else {
                    return Err(err(ctx, op, "expects a function reference"));
                };
                let args = self.operand_regs(op, 1..ctx.num_operands(op))?;
                let res = self.result_regs(op)?;
                let Some((ins, outs)) = ctx.function_type_parts(ft) else {
                    return Err(err(ctx, op, "expects a function type"));
                };
                let mut want = Vec::new();
                for &t in ins.iter().chain(outs) {
                    want.push(ty_of(ctx, t).ok_or_else(|| unsupported(ctx, op, "a function type it cannot hold"))?);
                }
                let got: Vec<Ty> = args.iter().chain(&res).map(|&r| self.rty(r).clone()).collect();
                if ins.len() != args.len() || outs.len() != res.len() || got != want {
                    return Err(err(ctx, op, "does not match the type of its callee"));
                }
                let list = self.call_list(&args, &res);
                self.emit(Inst::CallIndirect { callee, list }, op);
                Ok(false)
            }
            d_func::CONSTANT => {
                let Some(sym) = ctx.attr(op, "value").and_then(|a| ctx.attr_symbol(a)) else {
                    return Err(err(ctx, op, "expects a symbol reference"));
                };
                let Some(&f) = self.m.funcs.get(sym) else { return Err(err(ctx, op, "refers to an unknown function")) };
                let d = self.result(op, 0)?;
                self.function_ref(op, d, f)?;
                Ok(false)
            }
            d_cf::BR => {
                let dest = ctx.successor(op, 0);
                let args = self.operand_regs(op, 0..ctx.num_operands(op))?;
                self.branch_to(dest, &args, op)?;
                Ok(true)
            }
            d_cf::COND_BR => {
                let (c, s) = self.scalar_operand(op, 0)?;
                if s != Scalar::Int(1) {
                    return Err(err(ctx, op, "expects an i1 condition"));
                }
                let range =
                    |i| ctx.op_info(op).and_then(|info| info.successor_operands).map(|f| f(ctx, op, i)).unwrap_or(0..0);
                let (t_range, f_range) = (range(0), range(1));
                let t_args = self.operand_regs(op, t_range)?;
                let f_args = self.operand_regs(op, f_range)?;
                let t = self.edge(ctx.successor(op, 0), t_args, op)?;
                let f = self.edge(ctx.successor(op, 1), f_args, op)?;
                self.emit(Inst::Branch { c, t, f }, op);
                Ok(true)
            }
            d_cf::ASSERT => {
                let (c, s) = self.scalar_operand(op, 0)?;
                if s != Scalar::Int(1) {
                    return Err(err(ctx, op, "expects an i1 condition"));
                }
                let text = ctx.attr(op, "msg").and_then(|a| ctx.attr_str(a)).unwrap_or("");
                let msg = self.m.string(text);
                self.emit(Inst::Assert { c, msg }, op);
                Ok(false)
            }
            "cf.switch" => {
                self.compile_switch(op)?;
                Ok(true)
            }
            d_scf::YIELD | d_scf::CONDITION | "scf.reduce.return" => {
                let Some(y) = self.yields.last().cloned() else {
                    return Err(err(ctx, op, "is not inside a structured op the interpreter knows"));
                };
                let start = if name == d_scf::CONDITION { 1 } else { 0 };
                let vals = self.operand_regs(op, start..ctx.num_operands(op))?;
                if name == d_scf::CONDITION {
                    let (c, s) = self.scalar_operand(op, 0)?;
                    if s != Scalar::Int(1) {
                        return Err(err(ctx, op, "expects an i1 condition"));
                    }
                    // `y.dests` are the after region's arguments then the results: the
                    // continue edge and the exit edge.
                    let n = vals.len();
                    if y.dests.len() != 2 * n {
                        return Err(err(ctx, op, "passes the wrong number of values"));
                    }
                    let (after, results) = (y.dests[..n].to_vec(), y.dests[n..].to_vec());
                    let exit = self.new_label();
                    let cont = self.new_label();
                    self.emit(Inst::Branch { c, t: cont, f: exit }, op);
                    self.bind(cont);
                    self.parallel_move(&after, &vals, op)?;
                    // The after region follows (its label is y.target).
                    self.emit(Inst::Jump { t: y.target }, op);
                    self.bind(exit);
                    self.parallel_move(&results, &vals, op)?;
                    let end = *self.while_end.last().ok_or_else(|| err(ctx, op, "is not in an scf.while"))?;
                    self.emit(Inst::Jump { t: end }, op);
                } else {
                    self.parallel_move(&y.dests, &vals, op)?;
                    self.emit(Inst::Jump { t: y.target }, op);
                }
                Ok(true)
            }
            d_scf::IF => {
                self.compile_if(op)?;
                Ok(false)
            }
            d_scf::FOR => {
                self.compile_for(op)?;
                Ok(false)
            }
            d_scf::WHILE => {
                self.compile_while(op)?;
                Ok(false)
            }
            d_scf::EXECUTE_REGION => {
                let results = self.result_regs(op)?;
                let end = self.new_label();
                let region = ctx.region(op, 0);
                self.yields.push(YieldCx { dests: results, target: end });
                let r = self.compile_region_cfg(region, op);
                self.yields.pop();
                r?;
                self.bind(end);
                Ok(false)
            }
            "scf.parallel" => {
                self.compile_parallel(op)?;
                Ok(false)
            }
            "scf.index_switch" => {
                self.compile_index_switch(op)?;
                Ok(false)
            }
            "scf.reduce" => {
                self.compile_reduce(op)?;
                // In LLVM 17+ `scf.reduce` is the body's terminator.
                Ok(ctx.next_op(op).is_none())
            }
            "vector.print" => {
                self.compile_vector_print(op)?;
                Ok(false)
            }
            // On a memref (on a tensor it has a result, and tensors are not run).
            "linalg.fill" => {
                self.expect_counts(op, 2, 0)?;
                let (v, s) = self.scalar_operand(op, 0)?;
                let (m, elem, _) = self.memref_operand(op, 1)?;
                if s != elem {
                    return Err(err(ctx, op, "expects a value of the element type"));
                }
                self.emit(Inst::Fill { v, m }, op);
                Ok(false)
            }
            "builtin.unrealized_conversion_cast" => {
                self.expect_counts(op, 1, 1)?;
                let s = self.operand(op, 0)?;
                let d = self.result(op, 0)?;
                if self.rty(s) != self.rty(d) {
                    return Err(unsupported(ctx, op, "a cast between different types"));
                }
                self.mov(d, s, op);
                Ok(false)
            }
            _ => Err(unsupported(ctx, op, "the op is not supported")),
        }
    }

    /// A call's operand list: `[nargs, args.., nres, res..]`.
    fn call_list(&mut self, args: &[Reg], res: &[Reg]) -> u32 {
        let at = self.lists.len() as u32;
        self.lists.push(args.len() as u32);
        self.lists.extend_from_slice(args);
        self.lists.push(res.len() as u32);
        self.lists.extend_from_slice(res);
        at
    }

    /// The function a call names (`@callee`, defined in the module), its index, and the
    /// registers of the call's arguments and results.
    fn call_target(&mut self, op: Op) -> R<(&'c str, u32, Vec<Reg>, Vec<Reg>)> {
        let ctx = self.ctx();
        let Some(callee) = d_func::callee(ctx, op) else { return Err(err(ctx, op, "has no callee")) };
        let Some(&f) = self.m.funcs.get(callee) else {
            return Err(err(ctx, op, format_args!("calls '@{callee}', which is not defined")));
        };
        let args = self.operand_regs(op, 0..ctx.num_operands(op))?;
        let res = self.result_regs(op)?;
        Ok((callee, f, args, res))
    }

    /// Whether registers `args` and `res` have the types of function `f`'s parameters and
    /// results.
    fn fits_signature(&self, f: u32, args: &[Reg], res: &[Reg]) -> bool {
        let func = &self.m.prog.funcs[f as usize];
        let fits = |regs: &[Reg], tys: &[Ty]| {
            regs.len() == tys.len() && regs.iter().zip(tys).all(|(&r, t)| self.reg_tys[r as usize] == *t)
        };
        fits(args, &func.param_tys) && fits(res, &func.result_tys)
    }

    fn compile_call(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let (callee, f, args, res) = self.call_target(op)?;
        let func = &self.m.prog.funcs[f as usize];
        if func.kind == FuncKind::AsyncFunc {
            return Err(err(ctx, op, format_args!("calls the async.func '@{callee}' (use async.call)")));
        }
        if !self.fits_signature(f, &args, &res) {
            return Err(err(ctx, op, format_args!("does not match the type of '@{callee}'")));
        }
        if func.external {
            return Err(err(
                ctx,
                op,
                format_args!("calls '@{callee}', an external function async-runner does not provide"),
            ));
        }
        let builtin = func.builtin;
        let list = self.call_list(&args, &res);
        match builtin {
            Some(b) => self.emit(Inst::CallBuiltin { b, list }, op),
            None => self.emit(Inst::Call { f, list }, op),
        }
        Ok(())
    }

    fn compile_switch(&mut self, op: Op) -> R<()> {
        // "cf.switch"(%flag, %defaultOperands..., %caseOperands...)[^default, ^cases...]
        //   {case_values = dense<...>, case_operand_segments = array<i32: ...>,
        //    operandSegmentSizes = array<i32: 1, ndefault, ncases>}
        let ctx = self.ctx();
        let (flag, s) = self.scalar_operand(op, 0)?;
        let w = s.width();
        let seg = |i| d_cf::operand_segment(ctx, op, i);
        let (Some(dseg), Some(cseg)) = (seg(1), seg(2)) else {
            return Err(err(ctx, op, "has malformed operand segments"));
        };
        let values = match ctx.attr(op, "case_values") {
            Some(a) => ctx.attr_i64_array(a).ok_or_else(|| err(ctx, op, "has malformed case values"))?,
            None => Vec::new(),
        };
        let case_segs = match ctx.attr(op, "case_operand_segments") {
            Some(a) => ctx.attr_i64_array(a).ok_or_else(|| err(ctx, op, "has malformed case segments"))?,
            None => vec![0; values.len()],
        };
        if ctx.num_successors(op) != values.len() + 1 || case_segs.len() != values.len() {
            return Err(err(ctx, op, "has a case count that does not match its successors"));
        }
        let mut start = cseg.start;
        let mut case_ranges = Vec::new();
        for &n in &case_segs {
            let n = usize::try_from(n).map_err(|_| err(ctx, op, "has a negative segment"))?;
            case_ranges.push(start..start + n);
            start += n;
        }
        if start != cseg.end {
            return Err(err(ctx, op, "has case segments that do not match its operands"));
        }
        for (i, &v) in values.iter().enumerate() {
            let args = self.operand_regs(op, case_ranges[i].clone())?;
            let target = self.edge(ctx.successor(op, i + 1), args, op)?;
            let k = self.new_reg(Ty::Scalar(Scalar::Int(1)));
            let c = self.new_reg(Ty::Scalar(s));
            self.emit(Inst::Const { d: c, v: crate::arith::mask(v as u64, w) }, op);
            self.emit(Inst::ICmp { pred: 0, w, d: k, a: flag, b: c }, op);
            let next = self.new_label();
            self.emit(Inst::Branch { c: k, t: target, f: next }, op);
            self.bind(next);
        }
        let dargs = self.operand_regs(op, dseg)?;
        self.branch_to(ctx.successor(op, 0), &dargs, op)
    }

    /// `scf.index_switch %i -> T case 2 {...} ... default {...}`: region 0 is the default,
    /// region `k + 1` the case `cases[k]`; the first case equal to `%i` runs.
    fn compile_index_switch(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        self.expect_counts(op, 1, ctx.num_results(op))?;
        let (flag, s) = self.scalar_operand(op, 0)?;
        if s != Scalar::Index {
            return Err(err(ctx, op, "expects an index operand"));
        }
        let cases = match ctx.attr(op, "cases") {
            Some(a) => ctx.attr_i64_array(a).ok_or_else(|| err(ctx, op, "has malformed case values"))?,
            None => Vec::new(),
        };
        if ctx.regions(op).len() != cases.len() + 1 {
            return Err(err(ctx, op, "has a case count that does not match its regions"));
        }
        let results = self.result_regs(op)?;
        let end = self.new_label();
        let y = YieldCx { dests: results, target: end };
        let labels: Vec<_> = cases.iter().map(|_| self.new_label()).collect();
        for (&v, &l) in cases.iter().zip(&labels) {
            let k = self.new_reg(Ty::Scalar(Scalar::Int(1)));
            let c = self.new_reg(Ty::Scalar(Scalar::Index));
            self.emit(Inst::Const { d: c, v: v as u64 }, op);
            self.emit(Inst::ICmp { pred: 0, w: 64, d: k, a: flag, b: c }, op);
            let next = self.new_label();
            self.emit(Inst::Branch { c: k, t: l, f: next }, op);
            self.bind(next);
        }
        self.compile_scf_region(ctx.region(op, 0), None, y.clone(), op)?;
        for (k, l) in labels.into_iter().enumerate() {
            self.bind(l);
            self.compile_scf_region(ctx.region(op, k + 1), None, y.clone(), op)?;
        }
        self.bind(end);
        Ok(())
    }

    fn compile_if(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let (c, s) = self.scalar_operand(op, 0)?;
        if s != Scalar::Int(1) {
            return Err(err(ctx, op, "expects an i1 condition"));
        }
        let results = self.result_regs(op)?;
        let (then_l, else_l, end) = (self.new_label(), self.new_label(), self.new_label());
        self.emit(Inst::Branch { c, t: then_l, f: else_l }, op);
        self.bind(then_l);
        let y = YieldCx { dests: results.clone(), target: end };
        self.compile_scf_region(ctx.region(op, 0), None, y.clone(), op)?;
        self.bind(else_l);
        match ctx.regions(op).get(1).copied().filter(|&r| !ctx.region_is_empty(r)) {
            Some(r) => self.compile_scf_region(r, None, y, op)?,
            None if results.is_empty() => self.emit(Inst::Jump { t: end }, op),
            None => return Err(err(ctx, op, "has results but no else region")),
        }
        self.bind(end);
        Ok(())
    }

    fn compile_for(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        if ctx.num_operands(op) < 3 {
            return Err(err(ctx, op, "expects bounds and a step"));
        }
        let (lb, s) = self.scalar_operand(op, 0)?;
        let (ub, s2) = self.scalar_operand(op, 1)?;
        let (step, s3) = self.scalar_operand(op, 2)?;
        if s != s2 || s != s3 || s.is_float() {
            return Err(err(ctx, op, "expects integer bounds and step of one type"));
        }
        let w = s.width();
        let inits = self.operand_regs(op, 3..ctx.num_operands(op))?;
        let results = self.result_regs(op)?;
        let region = ctx.region(op, 0);
        let Some(body) = ctx.first_block(region) else { return Err(err(ctx, op, "has no body")) };
        let bargs = ctx.block_args(body);
        if bargs.len() != inits.len() + 1 {
            return Err(err(ctx, op, "has a body whose arguments do not match its iter_args"));
        }
        let iv = self.reg(bargs[0], op)?;
        let iters: Vec<Reg> = bargs[1..].iter().map(|&a| self.reg(a, op)).collect::<R<_>>()?;
        let unsigned = ctx.attr(op, "unsignedCmp").is_some();
        self.emit(Inst::CheckStep { step, w }, op);
        self.emit(Inst::Move { d: iv, s: lb }, op);
        self.parallel_move(&iters, &inits, op)?;
        let (head, latch, exit) = (self.new_label(), self.new_label(), self.new_label());
        self.bind(head);
        self.emit(Inst::ForCheck { iv, ub, exit, w, unsigned }, op);
        self.yields.push(YieldCx { dests: iters.clone(), target: latch });
        let r = self.compile_block_ops(body);
        self.yields.pop();
        r?;
        self.bind(latch);
        self.emit(Inst::ForNext { iv, step, head, w }, op);
        self.bind(exit);
        self.parallel_move(&results, &iters, op)
    }

    fn compile_while(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let inits = self.operand_regs(op, 0..ctx.num_operands(op))?;
        let results = self.result_regs(op)?;
        let (Some(&before), Some(&after)) = (ctx.regions(op).first(), ctx.regions(op).get(1)) else {
            return Err(err(ctx, op, "expects two regions"));
        };
        let (Some(bb), Some(ab)) = (ctx.first_block(before), ctx.first_block(after)) else {
            return Err(err(ctx, op, "has an empty region"));
        };
        let before_args: Vec<Reg> = ctx.block_args(bb).iter().map(|&a| self.reg(a, op)).collect::<R<_>>()?;
        let after_args: Vec<Reg> = ctx.block_args(ab).iter().map(|&a| self.reg(a, op)).collect::<R<_>>()?;
        if after_args.len() != results.len() {
            return Err(err(ctx, op, "has an after region whose arguments do not match its results"));
        }
        self.parallel_move(&before_args, &inits, op)?;
        let (before_l, after_l, end) = (self.new_label(), self.new_label(), self.new_label());
        self.bind(before_l);
        let mut dests = after_args.clone();
        dests.extend(&results);
        self.while_end.push(end);
        let r = self.compile_scf_region(before, None, YieldCx { dests, target: after_l }, op);
        self.while_end.pop();
        r?;
        self.bind(after_l);
        self.compile_scf_region(after, None, YieldCx { dests: before_args, target: before_l }, op)?;
        self.bind(end);
        Ok(())
    }

    /// `scf.parallel` runs its iterations in order (any order is a valid schedule);
    /// reductions fold into the results.
    fn compile_parallel(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let segs: Vec<std::ops::Range<usize>> = (0..4)
            .map(|i| d_cf::operand_segment(ctx, op, i))
            .collect::<Option<_>>()
            .or_else(|| legacy_segments(ctx, op, 4))
            .ok_or_else(|| err(ctx, op, "has malformed operand segments"))?;
        let lbs = self.operand_regs(op, segs[0].clone())?;
        let ubs = self.operand_regs(op, segs[1].clone())?;
        let steps = self.operand_regs(op, segs[2].clone())?;
        let inits = self.operand_regs(op, segs[3].clone())?;
        let results = self.result_regs(op)?;
        if lbs.len() != ubs.len() || lbs.len() != steps.len() || inits.len() != results.len() {
            return Err(err(ctx, op, "has mismatched bounds, steps or reductions"));
        }
        let region = ctx.region(op, 0);
        let Some(body) = ctx.first_block(region) else { return Err(err(ctx, op, "has no body")) };
        let ivs: Vec<Reg> = ctx.block_args(body).iter().map(|&a| self.reg(a, op)).collect::<R<_>>()?;
        if ivs.len() != lbs.len() || ivs.iter().any(|&r| *self.rty(r) != Ty::Scalar(Scalar::Index)) {
            return Err(err(ctx, op, "has a body whose arguments do not match its bounds"));
        }
        for &s in &steps {
            self.emit(Inst::CheckStep { step: s, w: 64 }, op);
        }
        self.parallel_move(&results, &inits, op)?;
        let exit = self.new_label();
        let mut heads = Vec::new();
        let mut exits = vec![exit];
        for d in 0..ivs.len() {
            self.emit(Inst::Move { d: ivs[d], s: lbs[d] }, op);
            let head = self.new_label();
            self.bind(head);
            let ex = *exits.last().expect("one exit per level");
            self.emit(Inst::ForCheck { iv: ivs[d], ub: ubs[d], exit: ex, w: 64, unsigned: false }, op);
            heads.push(head);
            let inner_exit = self.new_label();
            exits.push(inner_exit);
        }
        // The innermost level's exit is the latch of the innermost loop.
        let latch = exits.pop().expect("latch");
        self.reductions.push((results.clone(), 0));
        self.yields.push(YieldCx { dests: Vec::new(), target: latch });
        let r = self.compile_block_ops(body);
        self.yields.pop();
        self.reductions.pop();
        r?;
        self.bind(latch);
        for d in (0..ivs.len()).rev() {
            self.emit(Inst::ForNext { iv: ivs[d], step: steps[d], head: heads[d], w: 64 }, op);
            let ex = exits.pop().expect("exit per level");
            self.bind(ex);
        }
        Ok(())
    }

    /// `scf.reduce`: fold each operand into its accumulator with its region
    /// (`^bb0(%lhs, %rhs): ... scf.reduce.return %r`).
    fn compile_reduce(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let Some((accs, next)) = self.reductions.last().cloned() else {
            return Err(err(ctx, op, "is not inside an scf.parallel"));
        };
        let n = ctx.num_operands(op);
        if ctx.regions(op).len() != n || next + n > accs.len() {
            return Err(err(ctx, op, "has reductions that do not match the scf.parallel results"));
        }
        for i in 0..n {
            let acc = accs[next + i];
            let v = self.operand(op, i)?;
            let region = ctx.region(op, i);
            let done = self.new_label();
            self.compile_scf_region(region, Some(&[acc, v]), YieldCx { dests: vec![acc], target: done }, op)?;
            self.bind(done);
        }
        if let Some(top) = self.reductions.last_mut() {
            top.1 += n;
        }
        if ctx.next_op(op).is_none() {
            // The LLVM 17+ terminator: the iteration ends here.
            let Some(y) = self.yields.last().cloned() else { return Err(err(ctx, op, "is not in a loop body")) };
            self.emit(Inst::Jump { t: y.target }, op);
            if let Some(top) = self.reductions.last_mut() {
                top.1 = 0;
            }
        }
        Ok(())
    }

    fn compile_vector_print(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let punct = match ctx.attr(op, "punctuation").map(|a| ctx.attr_kind(a)) {
            None => 0,
            Some(AttrKind::Opaque(s)) => {
                let s: &str = s;
                if s.contains("no_punctuation") {
                    1
                } else if s.contains("comma") {
                    2
                } else if s.contains("open") {
                    3
                } else if s.contains("close") {
                    4
                } else {
                    0
                }
            }
            Some(_) => return Err(err(ctx, op, "has a malformed punctuation")),
        };
        if let Some(s) = ctx.attr(op, "stringLiteral").and_then(|a| ctx.attr_str(a)) {
            let mut text = s.to_string();
            if punct == 0 {
                text.push('\n');
            }
            let msg = self.m.string(&text);
            self.emit(Inst::PrintStr { msg }, op);
            return Ok(());
        }
        self.expect_counts(op, 1, 0)?;
        let s = self.operand(op, 0)?;
        match self.rty(s).clone() {
            t @ (Ty::Scalar(_) | Ty::Vector { .. }) => {
                let ty = self.m.type_id(t);
                self.emit(Inst::Print { s, ty, punct }, op);
                Ok(())
            }
            _ => Err(unsupported(ctx, op, "printing this type")),
        }
    }

    // ---- arith and math

    fn compile_arith(&mut self, op: Op, name: &str) -> R<()> {
        let ctx = self.ctx();
        match name {
            "constant" => self.compile_constant(op),
            "cmpi" | "cmpf" => {
                self.expect_counts(op, 2, 1)?;
                let (a, s) = self.scalar_operand(op, 0)?;
                let (b, s2) = self.scalar_operand(op, 1)?;
                let d = self.result(op, 0)?;
                let Some(pred) = ctx.attr(op, "predicate").and_then(|a| ctx.attr_int(a)) else {
                    return Err(err(ctx, op, "has no predicate"));
                };
                if s != s2 || *self.rty(d) != Ty::Scalar(Scalar::Int(1)) {
                    return Err(err(ctx, op, "expects operands of one type and an i1 result"));
                }
                if name == "cmpi" {
                    if s.is_float() || !(0..10).contains(&pred) {
                        return Err(err(ctx, op, "expects integer operands and a valid predicate"));
                    }
                    self.emit(Inst::ICmp { pred: pred as u8, w: s.width(), d, a, b }, op);
                } else {
                    let Some(k) = s.float_kind().filter(|_| (0..16).contains(&pred)) else {
                        return Err(err(ctx, op, "expects float operands and a valid predicate"));
                    };
                    self.emit(Inst::FCmp { pred: pred as u8, k, d, a, b }, op);
                }
                Ok(())
            }
            "select" => {
                self.expect_counts(op, 3, 1)?;
                let (c, s) = self.scalar_operand(op, 0)?;
                let t = self.operand(op, 1)?;
                let f = self.operand(op, 2)?;
                let d = self.result(op, 0)?;
                if s != Scalar::Int(1) || self.rty(t) != self.rty(d) || self.rty(f) != self.rty(d) {
                    return Err(unsupported(ctx, op, "a select whose condition is not a single i1"));
                }
                match self.rty(d) {
                    Ty::Scalar(_) | Ty::Func(_) | Ty::CoroHandle | Ty::CoroId | Ty::CoroState => {
                        self.emit(Inst::Select { d, c, t, f }, op)
                    }
                    _ => self.emit(Inst::SelectObj { d, c, t, f }, op),
                }
                Ok(())
            }
            "index_cast" | "index_castui" | "extsi" | "extui" | "trunci" | "sitofp" | "uitofp" | "fptosi"
            | "fptoui" | "extf" | "truncf" | "bitcast" => self.compile_cast(op, name),
            _ => Err(unsupported(ctx, op, "the op is not supported")),
        }
    }

    /// An elementwise arith or math op (see [`elementwise`]).
    fn elementwise(&mut self, op: Op, e: Elementwise) -> R<()> {
        match e {
            Elementwise::Int(iop) => self.int_binary(op, iop),
            Elementwise::Float(fop) => self.float_binary(op, fop),
            Elementwise::Unary(fop) => self.float_unary(op, fop),
        }
    }

    /// The operands and result of a binary op over scalars, and their type if the two
    /// operands and the result have one.
    fn binary(&mut self, op: Op) -> R<(Reg, Reg, Reg, Option<Scalar>)> {
        self.expect_counts(op, 2, 1)?;
        let (a, s) = self.scalar_operand(op, 0)?;
        let (b, s2) = self.scalar_operand(op, 1)?;
        let d = self.result(op, 0)?;
        Ok((a, b, d, (s == s2 && *self.rty(d) == Ty::Scalar(s)).then_some(s)))
    }

    fn int_binary(&mut self, op: Op, iop: IntOp) -> R<()> {
        let (a, b, d, s) = self.binary(op)?;
        let Some(s) = s.filter(|s| !s.is_float()) else {
            return Err(err(self.ctx(), op, "expects integer operands and result of one type"));
        };
        self.emit(Inst::Int { op: iop, w: s.width(), d, a, b }, op);
        Ok(())
    }

    fn float_binary(&mut self, op: Op, fop: FloatOp) -> R<()> {
        let (a, b, d, s) = self.binary(op)?;
        let Some(k) = s.and_then(|s| s.float_kind()) else {
            return Err(err(self.ctx(), op, "expects float operands and result of one type"));
        };
        self.emit(Inst::Float { op: fop, k, d, a, b }, op);
        Ok(())
    }

    fn float_unary(&mut self, op: Op, fop: FloatUn) -> R<()> {
        let ctx = self.ctx();
        self.expect_counts(op, 1, 1)?;
        let (a, s) = self.scalar_operand(op, 0)?;
        let d = self.result(op, 0)?;
        let Some(k) = s.float_kind().filter(|_| *self.rty(d) == Ty::Scalar(s)) else {
            return Err(err(ctx, op, "expects a float operand and result of one type"));
        };
        self.emit(Inst::FloatUn { op: fop, k, d, a }, op);
        Ok(())
    }

    fn compile_math(&mut self, op: Op, name: &str) -> R<()> {
        let ctx = self.ctx();
        match name {
            "fma" => {
                self.expect_counts(op, 3, 1)?;
                let (a, s) = self.scalar_operand(op, 0)?;
                let (b, s2) = self.scalar_operand(op, 1)?;
                let (c, s3) = self.scalar_operand(op, 2)?;
                let d = self.result(op, 0)?;
                let Some(k) = s.float_kind().filter(|_| s == s2 && s == s3 && *self.rty(d) == Ty::Scalar(s)) else {
                    return Err(err(ctx, op, "expects float operands and result of one type"));
                };
                self.emit(Inst::Fma { k, d, a, b, c }, op);
                Ok(())
            }
            "absi" | "ctlz" | "cttz" | "ctpop" => {
                self.expect_counts(op, 1, 1)?;
                let (a, s) = self.scalar_operand(op, 0)?;
                let d = self.result(op, 0)?;
                if s.is_float() || *self.rty(d) != Ty::Scalar(s) {
                    return Err(err(ctx, op, "expects an integer operand and result of one type"));
                }
                let code = match name {
                    "absi" => 0,
                    "ctlz" => 1,
                    "cttz" => 2,
                    _ => 3,
                };
                self.emit(Inst::IntUn { op: code, w: s.width(), d, a }, op);
                Ok(())
            }
            _ => Err(unsupported(ctx, op, "the op is not supported")),
        }
    }

    /// `d = @f`, checking that `f` has the type of `d`.
    fn function_ref(&mut self, op: Op, d: Reg, f: u32) -> R<()> {
        let ctx = self.ctx();
        let Ty::Func(ft) = *self.rty(d) else { return Err(err(ctx, op, "expects a function type result")) };
        let fop = self.m.prog.ops[self.m.prog.funcs[f as usize].op as usize];
        let actual = ctx.attr_known(fop, Known::FunctionType).and_then(|a| ctx.attr_type(a));
        if actual != Some(ft) || self.m.prog.funcs[f as usize].kind == FuncKind::AsyncFunc {
            return Err(err(ctx, op, "refers to a function of another type"));
        }
        self.emit(Inst::Const { d, v: f as u64 }, op);
        Ok(())
    }

    fn compile_constant(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        self.expect_counts(op, 0, 1)?;
        let d = self.result(op, 0)?;
        let Some(a) = ctx.attr(op, "value") else { return Err(err(ctx, op, "has no value")) };
        match self.rty(d).clone() {
            Ty::Scalar(s) => {
                let Some(v) = scalar_attr(ctx, a, s) else {
                    return Err(err(ctx, op, "has a value that does not match its type"));
                };
                self.emit(Inst::Const { d, v }, op);
            }
            Ty::Vector { elem, shape } => {
                let AttrKind::DenseElements { elements, .. } = ctx.attr_kind(a) else {
                    return Err(unsupported(ctx, op, "this vector constant"));
                };
                let n: usize = shape.iter().product::<i64>() as usize;
                let vals: Option<Vec<u64>> = elements.iter().map(|&e| scalar_attr(ctx, e, elem)).collect();
                let Some(mut vals) = vals else { return Err(err(ctx, op, "has elements of the wrong type")) };
                if vals.len() == 1 && n != 1 {
                    vals = vec![vals[0]; n];
                }
                if vals.len() != n {
                    return Err(err(ctx, op, "has the wrong number of elements"));
                }
                let idx = self.m.prog.consts.len() as u32;
                self.m.prog.consts.push(ConstObj::Vector { elem, shape, elems: vals });
                self.emit(Inst::ConstObj { d, obj: idx }, op);
            }
            Ty::Func(_) => {
                let Some(sym) = ctx.attr_symbol(a) else { return Err(err(ctx, op, "expects a symbol")) };
                let Some(&f) = self.m.funcs.get(sym) else { return Err(err(ctx, op, "refers to an unknown function")) };
                self.function_ref(op, d, f)?;
            }
            _ => return Err(unsupported(ctx, op, "a constant of this type")),
        }
        Ok(())
    }

    fn compile_cast(&mut self, op: Op, name: &str) -> R<()> {
        let ctx = self.ctx();
        self.expect_counts(op, 1, 1)?;
        let (s, from) = self.scalar_operand(op, 0)?;
        let d = self.result(op, 0)?;
        let Ty::Scalar(to) = *self.rty(d) else { return Err(unsupported(ctx, op, "casts of vectors")) };
        let (fw, tw) = (from.width(), to.width());
        let bad = || err(ctx, op, "has operand and result types this cast does not allow");
        let cast = match name {
            "index_cast" | "extsi" => {
                if from.is_float() || to.is_float() {
                    return Err(bad());
                }
                if fw >= tw {
                    Cast::ZExtTrunc { to: tw }
                } else {
                    Cast::SExt { from: fw, to: tw }
                }
            }
            "index_castui" | "extui" | "trunci" => {
                if from.is_float() || to.is_float() {
                    return Err(bad());
                }
                Cast::ZExtTrunc { to: tw }
            }
            "sitofp" | "uitofp" => {
                let (false, Some(k)) = (from.is_float(), to.float_kind()) else { return Err(bad()) };
                if name == "sitofp" {
                    Cast::SIToFP { from: fw, to: k }
                } else {
                    Cast::UIToFP { from: fw, to: k }
                }
            }
            "fptosi" | "fptoui" => {
                let (Some(k), false) = (from.float_kind(), to.is_float()) else { return Err(bad()) };
                if name == "fptosi" {
                    Cast::FPToSI { from: k, to: tw }
                } else {
                    Cast::FPToUI { from: k, to: tw }
                }
            }
            "extf" | "truncf" => {
                let (Some(a), Some(b)) = (from.float_kind(), to.float_kind()) else { return Err(bad()) };
                Cast::FToF { from: a, to: b }
            }
            _ => {
                // bitcast: same width, the bits stay (registers hold raw bits).
                if fw != tw {
                    return Err(bad());
                }
                self.emit(Inst::Move { d, s }, op);
                return Ok(());
            }
        };
        self.emit(Inst::Cast { cast, d, s }, op);
        Ok(())
    }

    // ---- memref

    fn memref_operand(&mut self, op: Op, i: usize) -> R<(Reg, Scalar, Option<u8>)> {
        let ctx = self.ctx();
        let r = self.operand(op, i)?;
        match self.rty(r) {
            Ty::MemRef { elem, rank, .. } => Ok((r, *elem, *rank)),
            _ => Err(err(ctx, op, format_args!("expects a memref operand #{i}"))),
        }
    }

    fn index_operands(&mut self, op: Op, range: std::ops::Range<usize>) -> R<Vec<Reg>> {
        let ctx = self.ctx();
        let regs = self.operand_regs(op, range)?;
        if regs.iter().any(|&r| *self.rty(r) != Ty::Scalar(Scalar::Index)) {
            return Err(err(ctx, op, "expects index operands"));
        }
        Ok(regs)
    }

    /// The memref operand `i` of a load or store and the indices after it, one per dimension;
    /// the value loaded or stored (`what`, of type `value`) must be of the element type.
    fn memref_access(&mut self, op: Op, i: usize, value: Ty, what: &str) -> R<(Reg, Access)> {
        let ctx = self.ctx();
        let (m, elem, rank) = self.memref_operand(op, i)?;
        let idx = self.index_operands(op, i + 1..ctx.num_operands(op))?;
        if rank != Some(idx.len() as u8) {
            return Err(err(ctx, op, "expects one index per dimension"));
        }
        if value != Ty::Scalar(elem) {
            return Err(err(ctx, op, format!("expects {what} of the element type")));
        }
        let access = if idx.len() == 1 { Access::One(idx[0]) } else { Access::List(self.list(&idx)) };
        Ok((m, access))
    }

    fn compile_memref(&mut self, op: Op, name: &str) -> R<()> {
        let ctx = self.ctx();
        match name {
            d_memref::ALLOC | d_memref::ALLOCA => {
                let d = self.result(op, 0)?;
                let Ty::MemRef { rank: Some(_), ref shape, .. } = *self.rty(d) else {
                    return Err(err(ctx, op, "expects a ranked memref result"));
                };
                let ndyn = shape.iter().filter(|d| d.is_none()).count();
                // Operands: dynamic sizes, then layout symbols (ignored: the descriptor is
                // row-major).
                let sizes = self.index_operands(op, 0..ndyn.min(ctx.num_operands(op)))?;
                if sizes.len() != ndyn {
                    return Err(err(ctx, op, "expects one operand per dynamic dimension"));
                }
                let ty = self.m.type_id(self.rty(d).clone());
                let list = self.list(&sizes);
                let heap = name == d_memref::ALLOC;
                self.emit(Inst::Alloc { d, ty, list, heap }, op);
            }
            d_memref::DEALLOC => {
                self.expect_counts(op, 1, 0)?;
                let (m, _, _) = self.memref_operand(op, 0)?;
                self.emit(Inst::Dealloc { m }, op);
            }
            d_memref::LOAD => {
                let d = self.result(op, 0)?;
                let inst = match self.memref_access(op, 0, self.rty(d).clone(), "a result")? {
                    (m, Access::One(i)) => Inst::Load1 { d, m, i },
                    (m, Access::List(list)) => Inst::Load { d, m, list },
                };
                self.emit(inst, op);
            }
            d_memref::STORE => {
                let (v, s) = self.scalar_operand(op, 0)?;
                let inst = match self.memref_access(op, 1, Ty::Scalar(s), "a value")? {
                    (m, Access::One(i)) => Inst::Store1 { v, m, i },
                    (m, Access::List(list)) => Inst::Store { v, m, list },
                };
                self.emit(inst, op);
            }
            d_memref::CAST => {
                self.expect_counts(op, 1, 1)?;
                let (s, elem, _) = self.memref_operand(op, 0)?;
                let d = self.result(op, 0)?;
                let Ty::MemRef { elem: e2, .. } = self.rty(d) else { return Err(err(ctx, op, "expects a memref")) };
                if *e2 != elem {
                    return Err(err(ctx, op, "changes the element type"));
                }
                let ty = self.m.type_id(self.rty(d).clone());
                self.emit(Inst::CastMemRef { d, s, ty }, op);
            }
            d_memref::DIM => {
                self.expect_counts(op, 2, 1)?;
                let (m, _, _) = self.memref_operand(op, 0)?;
                let (i, s) = self.scalar_operand(op, 1)?;
                let d = self.result(op, 0)?;
                if s != Scalar::Index || *self.rty(d) != Ty::Scalar(Scalar::Index) {
                    return Err(err(ctx, op, "expects an index operand and result"));
                }
                self.emit(Inst::Dim { d, m, i }, op);
            }
            "memref.rank" => {
                self.expect_counts(op, 1, 1)?;
                let (m, _, _) = self.memref_operand(op, 0)?;
                let d = self.result(op, 0)?;
                self.emit(Inst::Rank { d, m }, op);
            }
            "memref.get_global" => {
                self.expect_counts(op, 0, 1)?;
                let Some(sym) = ctx.attr(op, "name").and_then(|a| ctx.attr_symbol(a)) else {
                    return Err(err(ctx, op, "expects a symbol"));
                };
                let Some(&g) = self.m.globals.get(sym) else {
                    return Err(err(ctx, op, format_args!("refers to '@{sym}', which is not a memref.global")));
                };
                let d = self.result(op, 0)?;
                let ConstObj::Global { elem, shape, .. } = &self.m.prog.consts[g as usize] else {
                    return Err(err(ctx, op, "refers to a non-global"));
                };
                let want = Ty::MemRef {
                    elem: *elem,
                    rank: Some(shape.len() as u8),
                    shape: shape.iter().map(|&x| Some(x)).collect(),
                };
                if *self.rty(d) != want {
                    return Err(err(ctx, op, "has a result type that does not match the global"));
                }
                self.emit(Inst::ConstObj { d, obj: g }, op);
            }
            "memref.subview" => self.compile_subview(op)?,
            "memref.copy" => {
                self.expect_counts(op, 2, 0)?;
                let (s, e1, _) = self.memref_operand(op, 0)?;
                let (d, e2, _) = self.memref_operand(op, 1)?;
                if e1 != e2 {
                    return Err(err(ctx, op, "copies between different element types"));
                }
                self.emit(Inst::Copy { s, d }, op);
            }
            _ => return Err(unsupported(ctx, op, "the op is not supported")),
        }
        Ok(())
    }

    fn compile_subview(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let (s, elem, rank) = self.memref_operand(op, 0)?;
        let Some(rank) = rank else { return Err(err(ctx, op, "expects a ranked source")) };
        let d = self.result(op, 0)?;
        let Ty::MemRef { elem: e2, rank: Some(rrank), .. } = *self.rty(d) else {
            return Err(err(ctx, op, "expects a ranked memref result"));
        };
        if e2 != elem {
            return Err(err(ctx, op, "changes the element type"));
        }
        let segs: Vec<std::ops::Range<usize>> = (0..4)
            .map(|i| d_cf::operand_segment(ctx, op, i))
            .collect::<Option<_>>()
            .or_else(|| legacy_segments(ctx, op, 4))
            .ok_or_else(|| err(ctx, op, "has malformed operand segments"))?;
        let statics = |name: &str| -> R<Vec<Option<i64>>> {
            let a = ctx.attr(op, name).ok_or_else(|| err(ctx, op, format_args!("has no {name}")))?;
            let vals = ctx.attr_i64_array(a).or_else(|| {
                ctx.attr_array(a).and_then(|xs| xs.iter().map(|&x| ctx.attr_int(x).map(|v| v as i64)).collect())
            });
            let vals = vals.ok_or_else(|| err(ctx, op, format_args!("has a malformed {name}")))?;
            // i64::MIN marks a dynamic entry (LLVM 14 spelled dynamic sizes -1).
            Ok(vals
                .into_iter()
                .map(|v| if v == i64::MIN || (name == "static_sizes" && v == -1) { None } else { Some(v) })
                .collect())
        };
        let (offsets, sizes, strides) =
            (statics("static_offsets")?, statics("static_sizes")?, statics("static_strides")?);
        if offsets.len() != rank as usize || sizes.len() != rank as usize || strides.len() != rank as usize {
            return Err(err(ctx, op, "has offsets, sizes or strides that do not match the source rank"));
        }
        let ndyn = |v: &[Option<i64>]| v.iter().filter(|x| x.is_none()).count();
        if segs[1].len() != ndyn(&offsets) || segs[2].len() != ndyn(&sizes) || segs[3].len() != ndyn(&strides) {
            return Err(err(ctx, op, "has dynamic operands that do not match its static entries"));
        }
        let mut dynamic = self.index_operands(op, segs[1].clone())?;
        dynamic.extend(self.index_operands(op, segs[2].clone())?);
        dynamic.extend(self.index_operands(op, segs[3].clone())?);
        // Rank reduction drops unit dimensions (the static ones) from the front, as
        // MLIR's inference matches them.
        let mut kept = vec![true; rank as usize];
        let mut drop = rank as usize - (rrank as usize).min(rank as usize);
        for (i, sz) in sizes.iter().enumerate() {
            if drop > 0 && *sz == Some(1) {
                kept[i] = false;
                drop -= 1;
            }
        }
        if drop > 0 {
            return Err(err(ctx, op, "has a result rank that drops non-unit dimensions"));
        }
        let sv = self.m.prog.subviews.len() as u32;
        self.m.prog.subviews.push(SubviewInfo { offsets, sizes, strides, kept });
        let list = self.list(&dynamic);
        self.emit(Inst::Subview { d, s, sv, list }, op);
        Ok(())
    }

    // ---- async

    /// Checks that `elem` holds what the `!async.value` in `o` holds; whether that is an
    /// object (counted).
    fn element_of_value(&self, op: Op, o: Reg, elem: Reg) -> R<bool> {
        match self.rty(o) {
            Ty::Value(e) if **e == *self.rty(elem) => Ok(e.is_obj()),
            Ty::Value(_) => Err(err(self.ctx(), op, "has a value operand of another element type")),
            _ => Err(err(self.ctx(), op, "expects a value")),
        }
    }

    fn akind(&self, r: Reg, op: Op) -> R<AKind> {
        match self.rty(r) {
            Ty::Token => Ok(AKind::Token),
            Ty::Value(_) => Ok(AKind::Value),
            Ty::Group => Ok(AKind::Group),
            _ => Err(err(self.ctx(), op, "expects an async token, value or group")),
        }
    }

    /// An op of `n` operands and no result that acts on its coroutine handle operand `at`:
    /// the instruction `inst(h)`.
    fn on_handle(&mut self, op: Op, n: usize, at: usize, inst: impl FnOnce(Reg) -> Inst) -> R<()> {
        self.expect_counts(op, n, 0)?;
        let h = self.handle_operand(op, at)?;
        self.emit(inst(h), op);
        Ok(())
    }

    /// A coroutine handle operand; ops that take one run only inside the coroutine it is
    /// the handle of (the interpreter checks at run time that it is the running one).
    fn handle_operand(&mut self, op: Op, i: usize) -> R<Reg> {
        let r = self.operand(op, i)?;
        if *self.rty(r) != Ty::CoroHandle {
            return Err(err(self.ctx(), op, "expects a coroutine handle"));
        }
        if self.m.prog.funcs[self.idx as usize].kind != FuncKind::Coroutine {
            return Err(err(self.ctx(), op, "is not in a coroutine function (one with async.coro.begin)"));
        }
        Ok(r)
    }

    fn compile_async(&mut self, op: Op, name: &str) -> R<bool> {
        let ctx = self.ctx();
        match name {
            d_async::EXECUTE => self.compile_execute(op)?,
            d_async::AWAIT | d_async::AWAIT_ALL => {
                let o = self.operand(op, 0)?;
                let kind = self.akind(o, op)?;
                if (name == d_async::AWAIT_ALL) != (kind == AKind::Group) {
                    return Err(err(ctx, op, "expects a group for await_all, a token or value for await"));
                }
                let d = match (kind, ctx.num_results(op)) {
                    (AKind::Value, 1) => {
                        let d = self.result(op, 0)?;
                        let Ty::Value(elem) = self.rty(o) else { unreachable!("checked by akind") };
                        if **elem != *self.rty(d) {
                            return Err(err(ctx, op, "has a result that does not match the awaited value"));
                        }
                        d
                    }
                    (AKind::Token | AKind::Group, 0) => 0,
                    _ => return Err(err(ctx, op, "has the wrong number of results")),
                };
                let site = self.m.site(op);
                if self.in_task {
                    self.emit(Inst::AwaitTask { kind, d, o, site }, op);
                } else {
                    self.emit(Inst::AwaitBlock { kind, d, o, site }, op);
                }
            }
            d_async::YIELD | d_async::RETURN => {
                let f = &self.m.prog.funcs[self.idx as usize];
                let ok = match f.kind {
                    FuncKind::ExecuteBody { .. } => name == d_async::YIELD && ctx.parent_op(op) == Some(self.root),
                    FuncKind::AsyncFunc => name == d_async::RETURN,
                    _ => false,
                };
                if !ok {
                    return Err(err(ctx, op, "is not the terminator of an async.execute or async.func body"));
                }
                let results = f.task_results.clone();
                let vals = self.operand_regs(op, 0..ctx.num_operands(op))?;
                let value_regs: Vec<Reg> =
                    results.iter().copied().filter(|&r| matches!(self.rty(r), Ty::Value(_))).collect();
                if vals.len() != value_regs.len()
                    || vals.iter().zip(&value_regs).any(|(&v, &r)| match self.rty(r) {
                        Ty::Value(e) => **e != *self.rty(v),
                        _ => true,
                    })
                {
                    return Err(err(ctx, op, "yields values that do not match the results"));
                }
                let list = self.list(&vals);
                self.emit(Inst::TaskYield { list }, op);
                return Ok(true);
            }
            d_async::CREATE_GROUP | d_async::RUNTIME_CREATE_GROUP => {
                self.expect_counts(op, 1, 1)?;
                let (n, s) = self.scalar_operand(op, 0)?;
                let d = self.result(op, 0)?;
                if s != Scalar::Index || *self.rty(d) != Ty::Group {
                    return Err(err(ctx, op, "expects an index size and a group result"));
                }
                let site = self.m.site(op);
                self.m.prog.site_kinds[site as usize] = "group";
                let tracked = name == d_async::RUNTIME_CREATE_GROUP;
                self.emit(Inst::CreateGroup { d, n, site, tracked }, op);
            }
            d_async::ADD_TO_GROUP | d_async::RUNTIME_ADD_TO_GROUP => {
                self.expect_counts(op, 2, 1)?;
                let t = self.operand(op, 0)?;
                let g = self.operand(op, 1)?;
                let d = self.result(op, 0)?;
                if *self.rty(t) != Ty::Token || *self.rty(g) != Ty::Group || *self.rty(d) != Ty::Scalar(Scalar::Index) {
                    return Err(err(ctx, op, "expects a token, a group and an index result"));
                }
                self.emit(Inst::AddToGroup { d, t, g }, op);
            }
            d_async::CALL => {
                let (callee, f, args, res) = self.call_target(op)?;
                if self.m.prog.funcs[f as usize].kind != FuncKind::AsyncFunc || !self.fits_signature(f, &args, &res) {
                    return Err(err(ctx, op, format_args!("does not match the async.func '@{callee}'")));
                }
                let list = self.call_list(&args, &res);
                self.emit(Inst::AsyncCall { f, list }, op);
            }
            d_async::RUNTIME_CREATE => {
                self.expect_counts(op, 0, 1)?;
                let d = self.result(op, 0)?;
                let payload = match self.rty(d).clone() {
                    Ty::Token => u32::MAX,
                    Ty::Value(e) => self.m.type_id(*e),
                    _ => return Err(err(ctx, op, "expects a token or value result")),
                };
                let site = self.m.site(op);
                self.m.prog.site_kinds[site as usize] = if payload == u32::MAX { "token" } else { "value" };
                self.emit(Inst::RtCreate { d, payload, site }, op);
            }
            d_async::RUNTIME_SET_AVAILABLE | d_async::RUNTIME_SET_ERROR => {
                self.expect_counts(op, 1, 0)?;
                let o = self.operand(op, 0)?;
                let kind = self.akind(o, op)?;
                if kind == AKind::Group {
                    return Err(err(ctx, op, "expects a token or value"));
                }
                if name == d_async::RUNTIME_SET_AVAILABLE {
                    self.emit(Inst::RtSetAvailable { o }, op);
                } else {
                    self.emit(Inst::RtSetError { o }, op);
                }
            }
            d_async::RUNTIME_IS_ERROR => {
                self.expect_counts(op, 1, 1)?;
                let o = self.operand(op, 0)?;
                self.akind(o, op)?;
                let d = self.result(op, 0)?;
                if *self.rty(d) != Ty::Scalar(Scalar::Int(1)) {
                    return Err(err(ctx, op, "expects an i1 result"));
                }
                self.emit(Inst::RtIsError { d, o }, op);
            }
            d_async::RUNTIME_AWAIT => {
                self.expect_counts(op, 1, 0)?;
                let o = self.operand(op, 0)?;
                self.akind(o, op)?;
                let site = self.m.site(op);
                self.emit(Inst::RtAwait { o, site }, op);
            }
            d_async::RUNTIME_AWAIT_AND_RESUME => {
                self.expect_counts(op, 2, 0)?;
                let o = self.operand(op, 0)?;
                self.akind(o, op)?;
                let h = self.handle_operand(op, 1)?;
                let site = self.m.site(op);
                self.emit(Inst::RtAwaitAndResume { o, h, site }, op);
            }
            d_async::RUNTIME_RESUME => self.on_handle(op, 1, 0, |h| Inst::RtResume { h })?,
            d_async::RUNTIME_STORE => {
                self.expect_counts(op, 2, 0)?;
                let (v, o) = (self.operand(op, 0)?, self.operand(op, 1)?);
                let obj = self.element_of_value(op, o, v)?;
                self.emit(Inst::RtStore { v, o, obj }, op);
            }
            d_async::RUNTIME_LOAD => {
                self.expect_counts(op, 1, 1)?;
                let (o, d) = (self.operand(op, 0)?, self.result(op, 0)?);
                let obj = self.element_of_value(op, o, d)?;
                self.emit(Inst::RtLoad { d, o, obj }, op);
            }
            d_async::RUNTIME_ADD_REF | d_async::RUNTIME_DROP_REF => {
                self.expect_counts(op, 1, 0)?;
                let o = self.operand(op, 0)?;
                self.akind(o, op)?;
                let Some(n) = ctx.attr_known(op, Known::Count).and_then(|a| ctx.attr_int(a)) else {
                    return Err(err(ctx, op, "has no count"));
                };
                let Ok(n) = i64::try_from(n) else { return Err(err(ctx, op, "has a count out of range")) };
                if n <= 0 {
                    return Err(err(ctx, op, "has a count that is not positive"));
                }
                if name == d_async::RUNTIME_ADD_REF {
                    self.emit(Inst::RtAddRef { o, n }, op);
                } else {
                    self.emit(Inst::RtDropRef { o, n }, op);
                }
            }
            d_async::RUNTIME_NUM_WORKER_THREADS => {
                self.expect_counts(op, 0, 1)?;
                let d = self.result(op, 0)?;
                if *self.rty(d) != Ty::Scalar(Scalar::Index) {
                    return Err(err(ctx, op, "expects an index result"));
                }
                self.emit(Inst::RtNumWorkers { d }, op);
            }
            d_async::CORO_ID => {
                self.expect_counts(op, 0, 1)?;
                let d = self.result(op, 0)?;
                self.coro_check(op, d, Ty::CoroId)?;
                self.emit(Inst::CoroId { d }, op);
            }
            d_async::CORO_BEGIN => {
                self.expect_counts(op, 1, 1)?;
                let d = self.result(op, 0)?;
                self.coro_check(op, d, Ty::CoroHandle)?;
                self.emit(Inst::CoroBegin { d }, op);
            }
            d_async::CORO_SAVE => {
                self.expect_counts(op, 1, 1)?;
                let h = self.handle_operand(op, 0)?;
                let d = self.result(op, 0)?;
                self.coro_check(op, d, Ty::CoroState)?;
                self.emit(Inst::CoroSave { d, h }, op);
            }
            d_async::CORO_SUSPEND => {
                if ctx.num_successors(op) != 3 {
                    return Err(err(ctx, op, "expects three successors"));
                }
                if self.m.prog.funcs[self.idx as usize].kind != FuncKind::Coroutine {
                    return Err(err(ctx, op, "is not in a coroutine function (one with async.coro.begin)"));
                }
                let mut targets = [0u32; 3];
                for (i, t) in targets.iter_mut().enumerate() {
                    let b = ctx.successor(op, i);
                    if !ctx.block_args(b).is_empty() {
                        return Err(err(ctx, op, "has a successor with arguments"));
                    }
                    *t = self.block_label(b);
                }
                let site = self.m.site(op);
                self.emit(Inst::CoroSuspend { suspend: targets[0], resume: targets[1], cleanup: targets[2], site }, op);
                return Ok(true);
            }
            d_async::CORO_END => self.on_handle(op, 1, 0, |h| Inst::CoroEnd { h })?,
            d_async::CORO_FREE => self.on_handle(op, 2, 1, |h| Inst::CoroFree { h })?,
            d_async::FUNC => return Err(err(ctx, op, "is not at the top level")),
            _ => return Err(unsupported(ctx, op, "the op is not supported")),
        }
        Ok(false)
    }

    fn coro_check(&self, op: Op, d: Reg, want: Ty) -> R<()> {
        let ctx = self.ctx();
        if self.m.prog.funcs[self.idx as usize].kind != FuncKind::Coroutine {
            return Err(err(ctx, op, "is not in a coroutine function (one with async.coro.begin)"));
        }
        if *self.rty(d) != want {
            return Err(err(ctx, op, "has a result of the wrong type"));
        }
        Ok(())
    }

    /// `async.execute`: the body becomes a function of its own; here we create the
    /// task and its results.
    fn compile_execute(&mut self, op: Op) -> R<()> {
        let ctx = self.ctx();
        let ndeps = d_async::execute_num_dependencies(ctx, op);
        let nops = ctx.num_operands(op).checked_sub(ndeps).ok_or_else(|| err(ctx, op, "has malformed segments"))?;
        let deps = self.operand_regs(op, 0..ndeps)?;
        let ops = self.operand_regs(op, ndeps..ndeps + nops)?;
        if deps.iter().any(|&r| *self.rty(r) != Ty::Token) {
            return Err(err(ctx, op, "expects token dependencies"));
        }
        let results = self.result_regs(op)?;
        if results.first().map(|&r| self.rty(r)) != Some(&Ty::Token)
            || results[1..].iter().any(|&r| !matches!(self.rty(r), Ty::Value(_)))
        {
            return Err(err(ctx, op, "expects a token result and value results"));
        }
        let region = ctx.region(op, 0);
        let Some(entry) = ctx.first_block(region) else { return Err(err(ctx, op, "has no body")) };
        if ctx.block_args(entry).len() != nops {
            return Err(err(ctx, op, "has a body whose arguments do not match its operands"));
        }
        // The body function: params are captures (found while compiling), deps, operands.
        let idx = self.m.prog.funcs.len() as u32;
        let op_idx = self.m.op_id(op);
        let parent_name = self.m.prog.funcs[self.idx as usize].name.clone();
        let result_tys: Vec<Ty> = results.iter().map(|&r| self.rty(r).clone()).collect();
        self.m.prog.funcs.push(Func::new(
            format!("{parent_name}::async.execute"),
            FuncKind::ExecuteBody { ncaps: 0, ndeps: ndeps as u32, nops: nops as u32 },
            op_idx,
            Vec::new(),
            result_tys.clone(),
        ));
        let captures = {
            let mut sub = FnCx::new(self.m, idx, op);
            let task_results: Vec<Reg> = result_tys.iter().map(|t| sub.new_reg(t.clone())).collect();
            sub.m.prog.funcs[idx as usize].task_results = task_results;
            // Parameters for dependencies and operands, then the prologue that awaits them.
            let dep_regs: Vec<Reg> = (0..ndeps).map(|_| sub.new_reg(Ty::Token)).collect();
            let mut op_regs = Vec::new();
            for &r in &ops {
                let t = self.reg_tys[r as usize].clone();
                if !matches!(t, Ty::Value(_)) {
                    return Err(err(ctx, op, "expects async.value operands"));
                }
                op_regs.push(sub.new_reg(t));
            }
            for &dr in &dep_regs {
                let site = sub.m.site(op);
                sub.emit(Inst::AwaitTask { kind: AKind::Token, d: 0, o: dr, site }, op);
            }
            for (i, &arg) in ctx.block_args(entry).iter().enumerate() {
                let a = sub.reg(arg, op)?;
                let Ty::Value(e) = &sub.reg_tys[op_regs[i] as usize] else { unreachable!("checked above") };
                if **e != sub.reg_tys[a as usize] {
                    return Err(err(ctx, op, "has a body argument that does not match its operand"));
                }
                let site = sub.m.site(op);
                sub.emit(Inst::AwaitTask { kind: AKind::Value, d: a, o: op_regs[i], site }, op);
            }
            sub.compile_region_cfg(region, op)?;
            // Captures are known now: they go first among the parameters.
            let mut params = sub.capture_regs.clone();
            params.extend(&dep_regs);
            params.extend(&op_regs);
            let ncaps = sub.capture_regs.len() as u32;
            let param_tys = params.iter().map(|&r| sub.reg_tys[r as usize].clone()).collect();
            let captures = sub.captures.clone();
            {
                let f = &mut sub.m.prog.funcs[idx as usize];
                f.params = params;
                f.param_tys = param_tys;
                f.kind = FuncKind::ExecuteBody { ncaps, ndeps: ndeps as u32, nops: nops as u32 };
            }
            sub.finish()?;
            captures
        };
        let caps: Vec<Reg> = captures.iter().map(|&v| self.reg(v, op)).collect::<R<_>>()?;
        let mut items = vec![caps.len() as u32];
        items.extend(&caps);
        items.push(deps.len() as u32);
        items.extend(&deps);
        items.push(ops.len() as u32);
        items.extend(&ops);
        items.push(results.len() as u32);
        items.extend(&results);
        let at = self.lists.len() as u32;
        self.lists.extend(items);
        self.emit(Inst::Execute { body: idx, list: at }, op);
        Ok(())
    }

    /// Resolves labels, emits edge stubs and stores the function.
    fn finish(mut self) -> R<()> {
        let ctx = self.ctx();
        let stubs = std::mem::take(&mut self.stubs);
        for (label, moves, target, op) in stubs {
            self.bind(label);
            let (dests, srcs): (Vec<Reg>, Vec<Reg>) = moves.into_iter().unzip();
            self.parallel_move(&dests, &srcs, op)?;
            self.emit(Inst::Jump { t: target }, op);
        }
        let labels = std::mem::take(&mut self.labels);
        let fop = self.m.prog.ops[self.m.prog.funcs[self.idx as usize].op as usize];
        let resolve = |l: &mut Pc| -> R<()> {
            match labels.get(*l as usize).copied().flatten() {
                Some(pc) => {
                    *l = pc;
                    Ok(())
                }
                None => Err(err(ctx, fop, "branches to a block outside the function")),
            }
        };
        for inst in &mut self.code {
            match inst {
                Inst::Jump { t } => resolve(t)?,
                Inst::Branch { t, f, .. } => {
                    resolve(t)?;
                    resolve(f)?
                }
                Inst::ForCheck { exit, .. } => resolve(exit)?,
                Inst::ForNext { head, .. } => resolve(head)?,
                Inst::CoroSuspend { suspend, resume, cleanup, .. } => {
                    resolve(suspend)?;
                    resolve(resume)?;
                    resolve(cleanup)?
                }
                _ => {}
            }
        }
        // A function whose code can run off its end gets a trap (verified IR cannot).
        self.code.push(Inst::Unreachable);
        let last = self.op_of.last().copied().unwrap_or(self.m.prog.funcs[self.idx as usize].op);
        self.op_of.push(last);
        let obj: Vec<bool> = self.reg_tys.iter().map(Ty::is_obj).collect();
        let f = &mut self.m.prog.funcs[self.idx as usize];
        f.code = std::mem::take(&mut self.code);
        f.op_of = std::mem::take(&mut self.op_of);
        f.lists = std::mem::take(&mut self.lists);
        f.nregs = self.reg_tys.len() as u32;
        f.obj_regs = (0..f.nregs).filter(|&r| obj[r as usize]).collect();
        if f.nregs > MAX_REGS {
            return Err(err(ctx, fop, format_args!("has more than {MAX_REGS} values")));
        }
        if std::env::var_os("ASYNC_RUNNER_NO_REGALLOC").is_none() {
            crate::regalloc::allocate(f, &obj);
        }
        if std::env::var_os("ASYNC_RUNNER_DUMP").is_some() {
            eprintln!("@{} ({} registers):", f.name, f.nregs);
            for (pc, inst) in f.code.iter().enumerate() {
                eprintln!("  {pc:4}: {inst:?}");
            }
        }
        Ok(())
    }
}

/// Registers a function may have (a frame is at most 8 MiB).
const MAX_REGS: u32 = 1 << 20;

/// Objects of the same register class may be moved into each other.
fn same_class(a: &Ty, b: &Ty) -> bool {
    a == b
}

/// LLVM 14's `operand_segment_sizes = dense<[..]> : vector<4xi32>`.
fn legacy_segments(ctx: &Context, op: Op, n: usize) -> Option<Vec<std::ops::Range<usize>>> {
    let a = ctx.attr(op, "operand_segment_sizes").or_else(|| ctx.attr(op, "operandSegmentSizes"))?;
    let sizes = ctx.attr_i64_array(a)?;
    if sizes.len() != n || sizes.iter().any(|&s| s < 0) {
        return None;
    }
    let mut start = 0usize;
    let mut out = Vec::new();
    for s in sizes {
        out.push(start..start + s as usize);
        start += s as usize;
    }
    (start == ctx.num_operands(op)).then_some(out)
}

/// How a load or store names its element: one index register (the fast form) or a list.
enum Access {
    One(Reg),
    List(u32),
}
