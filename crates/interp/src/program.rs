//! The compiled form the interpreter executes: per function, a flat array of
//! pre-decoded instructions over numbered register slots, with successors resolved to
//! instruction indices, callees to function indices and attributes to immediates.
//!
//! A register is one `u64`. Scalars are stored canonically: integers of width `w`
//! zero-extended (so `i1` is 0 or 1), `f32` as its bits in the low half, `f64` as its
//! bits. Memrefs, vectors, tokens, values and groups are pointers to reference-counted
//! heap objects ([`crate::heap`]); a register of such a class owns one reference, so
//! writing it releases what it held and a frame releases its object registers when it
//! dies. Which registers hold objects is fixed at compile time: every instruction is
//! checked there against the classes of the registers it reads and writes.

use async_opt_ir::Op;

/// A register slot of a frame.
pub(crate) type Reg = u32;
/// An instruction index inside a function.
pub(crate) type Pc = u32;

/// A scalar type as registers hold it.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub(crate) enum Scalar {
    /// Signless (or signed/unsigned) integer of 1 to 64 bits.
    Int(u8),
    Index,
    F16,
    BF16,
    F32,
    F64,
}

impl Scalar {
    /// Bit width (index: 64).
    pub(crate) fn width(self) -> u8 {
        match self {
            Scalar::Int(w) => w,
            Scalar::Index | Scalar::F64 => 64,
            Scalar::F32 => 32,
            Scalar::F16 | Scalar::BF16 => 16,
        }
    }
    pub(crate) fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64)
    }
    pub(crate) fn float_kind(self) -> Option<FKind> {
        match self {
            Scalar::F16 => Some(FKind::F16),
            Scalar::BF16 => Some(FKind::BF16),
            Scalar::F32 => Some(FKind::F32),
            Scalar::F64 => Some(FKind::F64),
            _ => None,
        }
    }
}

/// Floating-point formats the interpreter computes in.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub(crate) enum FKind {
    F16,
    BF16,
    F32,
    F64,
}

/// The type of a register, as far as execution cares.
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub(crate) enum Ty {
    Scalar(Scalar),
    /// `memref<...>`; `rank: None` for `memref<*xT>`. Static sizes are `Some`.
    MemRef {
        elem: Scalar,
        rank: Option<u8>,
        shape: Vec<Option<i64>>,
    },
    /// `vector<...>` of scalars.
    Vector {
        elem: Scalar,
        shape: Vec<i64>,
    },
    Token,
    /// `!async.value<T>`.
    Value(Box<Ty>),
    Group,
    CoroId,
    CoroHandle,
    CoroState,
    /// A function reference (`func.constant` / LLVM 14's `constant @f`) of this function
    /// type: a function index.
    Func(async_opt_ir::Type),
}

impl Ty {
    /// Whether registers of this type own a reference to a heap object.
    pub(crate) fn is_obj(&self) -> bool {
        matches!(self, Ty::MemRef { .. } | Ty::Vector { .. } | Ty::Token | Ty::Value(_) | Ty::Group)
    }
}

/// Integer binary operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum IntOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    CeilDivS,
    FloorDivS,
    RemS,
    RemU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MinS,
    MaxU,
    MinU,
}

/// Float binary operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    /// LLVM 14's `maxf`/`minf` and `maximumf`/`minimumf`: NaN if either is NaN, -0 < +0.
    Maximum,
    Minimum,
    /// `maxnumf`/`minnumf`: the other operand if one is NaN.
    MaxNum,
    MinNum,
    /// `math.powf`.
    Pow,
    /// `math.atan2`.
    Atan2,
    /// `math.copysign`.
    CopySign,
}

/// Float unary operations (`arith.negf` and the `math` dialect).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FloatUn {
    Neg,
    Abs,
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    ExpM1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Tanh,
    Atan,
    Floor,
    Ceil,
    Round,
    RoundEven,
    Trunc,
    Erf,
}

/// Conversions between scalar classes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Cast {
    /// Sign-extend from `from` bits, then truncate to `to` bits.
    SExt {
        from: u8,
        to: u8,
    },
    /// Zero-extend / truncate to `to` bits (zero-extended canonical form: a mask).
    ZExtTrunc {
        to: u8,
    },
    /// Integer (signed) to float.
    SIToFP {
        from: u8,
        to: FKind,
    },
    UIToFP {
        from: u8,
        to: FKind,
    },
    FPToSI {
        from: FKind,
        to: u8,
    },
    FPToUI {
        from: FKind,
        to: u8,
    },
    /// Float to float (extension or truncation, round to nearest even).
    FToF {
        from: FKind,
        to: FKind,
    },
}

/// The runner-utils functions a program may declare and call.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Builtin {
    PrintI64,
    PrintU64,
    PrintF32,
    PrintF64,
    PrintF16,
    PrintBF16,
    PrintNewline,
    PrintComma,
    PrintOpen,
    PrintClose,
    PrintFlops,
    RtClock,
    /// `printMemrefF32` and friends, LLVM 14's `print_memref_f32`: the element type.
    PrintMemref(Scalar),
    PrintCurrentThreadId,
    NumWorkerThreads,
}

/// Which async object a runtime op applies to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum AKind {
    Token,
    Value,
    Group,
}

/// One instruction. Operand lists live in [`Func::lists`] (`list` is a start index,
/// the length is stored first).
#[derive(Clone, Debug)]
pub(crate) enum Inst {
    /// `d = v` (scalars).
    Const {
        d: Reg,
        v: u64,
    },
    /// `d = s` (scalars).
    Move {
        d: Reg,
        s: Reg,
    },
    /// `d = s` (objects: one more reference).
    MoveObj {
        d: Reg,
        s: Reg,
    },
    /// A constant heap object (vector constant, `memref.get_global`): one more reference.
    ConstObj {
        d: Reg,
        obj: u32,
    },
    /// Integer arithmetic at width `w`.
    Int {
        op: IntOp,
        w: u8,
        d: Reg,
        a: Reg,
        b: Reg,
    },
    /// `arith.cmpi` predicate `pred` (MLIR's enum order) at width `w`.
    ICmp {
        pred: u8,
        w: u8,
        d: Reg,
        a: Reg,
        b: Reg,
    },
    Float {
        op: FloatOp,
        k: FKind,
        d: Reg,
        a: Reg,
        b: Reg,
    },
    FloatUn {
        op: FloatUn,
        k: FKind,
        d: Reg,
        a: Reg,
    },
    /// `math.fma`.
    Fma {
        k: FKind,
        d: Reg,
        a: Reg,
        b: Reg,
        c: Reg,
    },
    /// `arith.cmpf` predicate `pred` (MLIR's enum order).
    FCmp {
        pred: u8,
        k: FKind,
        d: Reg,
        a: Reg,
        b: Reg,
    },
    /// `d = c ? t : f` (scalars).
    Select {
        d: Reg,
        c: Reg,
        t: Reg,
        f: Reg,
    },
    /// `d = c ? t : f` (objects).
    SelectObj {
        d: Reg,
        c: Reg,
        t: Reg,
        f: Reg,
    },
    Cast {
        cast: Cast,
        d: Reg,
        s: Reg,
    },
    /// Integer unary ops of the `math` dialect: 0 = absi, 1 = ctlz, 2 = cttz, 3 = ctpop.
    IntUn {
        op: u8,
        w: u8,
        d: Reg,
        a: Reg,
    },

    Jump {
        t: Pc,
    },
    /// Jump to `t` when `c` is true, else `f`.
    Branch {
        c: Reg,
        t: Pc,
        f: Pc,
    },
    /// `cf.assert`: abort (or, in a task body, fail the task) with `strings[msg]`.
    Assert {
        c: Reg,
        msg: u32,
    },
    /// `scf.for` head: `if !(iv < ub) goto exit` at width `w` (signed or unsigned compare).
    ForCheck {
        iv: Reg,
        ub: Reg,
        exit: Pc,
        w: u8,
        unsigned: bool,
    },
    /// `scf.for` / `scf.parallel` step check: a step that is not positive is an error.
    CheckStep {
        step: Reg,
        w: u8,
    },
    /// `iv += step` (at width `w`) then jump to `head`.
    ForNext {
        iv: Reg,
        step: Reg,
        head: Pc,
        w: u8,
    },

    /// Call a function of the program: `lists[list] = [nargs, args.., nres, res..]`.
    Call {
        f: u32,
        list: u32,
    },
    /// Call a function reference held in a register.
    CallIndirect {
        callee: Reg,
        list: u32,
    },
    CallBuiltin {
        b: Builtin,
        list: u32,
    },
    /// `func.return`: `lists[list] = [n, vals..]`.
    Return {
        list: u32,
    },

    /// `vector.print %v` of a scalar or vector register of type `types[ty]`; `punct`:
    /// 0 newline, 1 none, 2 comma, 3 open, 4 close; a string literal when `str` is set.
    Print {
        s: Reg,
        ty: u32,
        punct: u8,
    },
    PrintStr {
        msg: u32,
    },

    /// `memref.alloc`/`alloca`: `types[ty]` is the memref type, `lists[list]` the
    /// dynamic sizes.
    Alloc {
        d: Reg,
        ty: u32,
        list: u32,
        heap: bool,
    },
    Dealloc {
        m: Reg,
    },
    /// `lists[list] = [n, indices..]`.
    Load {
        d: Reg,
        m: Reg,
        list: u32,
    },
    Store {
        v: Reg,
        m: Reg,
        list: u32,
    },
    /// Rank-1 fast paths.
    Load1 {
        d: Reg,
        m: Reg,
        i: Reg,
    },
    Store1 {
        v: Reg,
        m: Reg,
        i: Reg,
    },
    /// `memref.cast` to `types[ty]`: checks the dynamic descriptor against the type.
    CastMemRef {
        d: Reg,
        s: Reg,
        ty: u32,
    },
    Dim {
        d: Reg,
        m: Reg,
        i: Reg,
    },
    Rank {
        d: Reg,
        m: Reg,
    },
    /// `memref.subview`: `subviews[sv]` holds the static parts, `lists[list]` the
    /// dynamic offsets, sizes and strides.
    Subview {
        d: Reg,
        s: Reg,
        sv: u32,
        list: u32,
    },
    /// `memref.copy %src, %dst`.
    Copy {
        s: Reg,
        d: Reg,
    },
    /// `linalg.fill ins(%v) outs(%m)` on a memref: every element of `m` becomes `v`.
    Fill {
        v: Reg,
        m: Reg,
    },

    // ---- high-level async (a task is an `async.execute` body or an `async.func`)
    /// `async.execute`: `lists[list] = [ncap, caps.., ndeps, deps.., nops, ops.., nres, res..]`;
    /// `body` is the outlined body function.
    Execute {
        body: u32,
        list: u32,
    },
    /// `async.call` of an `async.func`.
    AsyncCall {
        f: u32,
        list: u32,
    },
    /// `async.await` that suspends the running task (`d` is unused for tokens/groups).
    AwaitTask {
        kind: AKind,
        d: Reg,
        o: Reg,
        site: u32,
    },
    /// `async.await` that blocks the thread (outside task bodies).
    AwaitBlock {
        kind: AKind,
        d: Reg,
        o: Reg,
        site: u32,
    },
    /// `async.yield` / `async.return`: complete the task's results with `lists[list]`.
    TaskYield {
        list: u32,
    },
    /// `async.create_group` / `async.runtime.create_group` (`site`: leak-checked when
    /// `tracked`, as the runtime form is).
    CreateGroup {
        d: Reg,
        n: Reg,
        site: u32,
        tracked: bool,
    },
    /// `async.add_to_group` / `async.runtime.add_to_group`: `d` = rank.
    AddToGroup {
        d: Reg,
        t: Reg,
        g: Reg,
    },

    // ---- async.runtime
    /// `async.runtime.create`: a token (`payload == u32::MAX`) or a value whose payload
    /// type is `types[payload]`.
    RtCreate {
        d: Reg,
        payload: u32,
        site: u32,
    },
    RtSetAvailable {
        o: Reg,
    },
    RtSetError {
        o: Reg,
    },
    RtIsError {
        d: Reg,
        o: Reg,
    },
    /// `async.runtime.await` (blocking).
    RtAwait {
        o: Reg,
        site: u32,
    },
    /// `async.runtime.await_and_resume %o, %handle`.
    RtAwaitAndResume {
        o: Reg,
        h: Reg,
        site: u32,
    },
    RtResume {
        h: Reg,
    },
    RtStore {
        v: Reg,
        o: Reg,
        obj: bool,
    },
    RtLoad {
        d: Reg,
        o: Reg,
        obj: bool,
    },
    RtAddRef {
        o: Reg,
        n: i64,
    },
    RtDropRef {
        o: Reg,
        n: i64,
    },
    RtNumWorkers {
        d: Reg,
    },

    // ---- async.coro (lowered coroutines)
    CoroId {
        d: Reg,
    },
    CoroBegin {
        d: Reg,
    },
    /// `async.coro.save`: the matching suspend's resume and cleanup targets.
    CoroSave {
        d: Reg,
        h: Reg,
    },
    /// `async.coro.suspend`: remember where to resume, then continue at `suspend`.
    CoroSuspend {
        suspend: Pc,
        resume: Pc,
        cleanup: Pc,
        site: u32,
    },
    CoroEnd {
        h: Reg,
    },
    CoroFree {
        h: Reg,
    },
    /// The end of a function's code: verified IR never gets here.
    Unreachable,
}

/// How a function's frame lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FuncKind {
    /// A plain function: a frame on the thread's register stack.
    Plain,
    /// A lowered coroutine (`async.coro.begin` in its body): a heap frame that outlives
    /// the call (the ramp) and is resumed by the runtime.
    Coroutine,
    /// The body of an `async.execute` (registers `results` hold the token and values
    /// it completes; `params` start with captures, then dependencies, then operands).
    ExecuteBody { ncaps: u32, ndeps: u32, nops: u32 },
    /// An `async.func`: `results` hold the token and values it completes.
    AsyncFunc,
}

/// One compiled function.
pub(crate) struct Func {
    pub name: String,
    pub kind: FuncKind,
    pub code: Vec<Inst>,
    /// For each instruction, the index of the op it came from in [`Program::ops`].
    pub op_of: Vec<u32>,
    pub lists: Vec<u32>,
    pub nregs: u32,
    /// Registers holding objects (released when the frame dies).
    pub obj_regs: Vec<Reg>,
    /// Entry block argument registers.
    pub params: Vec<Reg>,
    pub param_tys: Vec<Ty>,
    pub result_tys: Vec<Ty>,
    /// Task functions: the registers of the token and values the task completes.
    pub task_results: Vec<Reg>,
    /// The function op (its index in [`Program::ops`]).
    pub op: u32,
    /// External declaration: the builtin it stands for, if any.
    pub builtin: Option<Builtin>,
    /// Declared but without body and not a builtin (calling it is an error).
    pub external: bool,
}

impl Func {
    /// A function with no code yet, compiled from op `op` (its index in [`Program::ops`]):
    /// neither external nor a builtin.
    pub(crate) fn new(name: String, kind: FuncKind, op: u32, param_tys: Vec<Ty>, result_tys: Vec<Ty>) -> Func {
        Func {
            name,
            kind,
            code: Vec::new(),
            op_of: Vec::new(),
            lists: Vec::new(),
            nregs: 0,
            obj_regs: Vec::new(),
            params: Vec::new(),
            param_tys,
            result_tys,
            task_results: Vec::new(),
            op,
            builtin: None,
            external: false,
        }
    }

    /// The operand list at `at`: its length is stored first.
    #[inline]
    pub(crate) fn list(&self, at: u32) -> &[u32] {
        let at = at as usize;
        let n = self.lists[at] as usize;
        &self.lists[at + 1..at + 1 + n]
    }
}

/// `memref.subview`'s static offsets, sizes and strides (`None` = dynamic, taken from
/// the operand list in order).
#[derive(Clone, Debug)]
pub(crate) struct SubviewInfo {
    pub offsets: Vec<Option<i64>>,
    pub sizes: Vec<Option<i64>>,
    pub strides: Vec<Option<i64>>,
    /// Which source dimensions the result keeps.
    pub kept: Vec<bool>,
}

/// A constant heap object built once per run: a vector constant or a memref global.
#[derive(Clone, Debug)]
pub(crate) enum ConstObj {
    Vector { elem: Scalar, shape: Vec<i64>, elems: Vec<u64> },
    Global { elem: Scalar, shape: Vec<i64>, init: Option<Vec<u64>>, constant: bool },
}

/// A whole compiled module.
pub(crate) struct Program {
    pub funcs: Vec<Func>,
    /// Ops referred to by instructions, for diagnostics, and their names.
    pub ops: Vec<Op>,
    pub op_names: Vec<String>,
    pub strings: Vec<String>,
    pub types: Vec<Ty>,
    pub subviews: Vec<SubviewInfo>,
    pub consts: Vec<ConstObj>,
    /// The op of each await site (an op that can wait, for the deadlock report), an index
    /// into `ops`.
    pub site_ops: Vec<u32>,
    /// What each creation site makes ("token", "value", "group"; empty for await sites).
    pub site_kinds: Vec<&'static str>,
    /// Whether the module has been through reference counting (it has
    /// `async.runtime.add_ref`/`drop_ref`), which turns on the reference checks.
    pub ref_counted: bool,
    /// `cf.assert` prints its message before aborting (LLVM 17+ lowering) or not (14).
    pub assert_prints_message: bool,
}

impl Program {
    /// The number of await sites.
    pub fn sites(&self) -> usize {
        self.site_ops.len()
    }
}

#[cfg(test)]
mod tests {
    /// Instructions stay compact: two fit in a cache line.
    #[test]
    fn instructions_are_small() {
        assert!(std::mem::size_of::<super::Inst>() <= 24, "Inst is {} bytes", std::mem::size_of::<super::Inst>());
    }
}
