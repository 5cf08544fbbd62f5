//! Random valid async programs with the output they must print.
//!
//! A program is a tree ([`Program`]) built by [`generate`], printed in LLVM 14 syntax by
//! [`Program::to_mlir`] and run by [`Program::expected_output`], a small interpreter of
//! the same tree. The programs are deterministic by construction:
//!
//! - tasks (`async.execute` bodies) are pure: they compute from captured values, value
//!   operands and awaited values, and store into a memref slot nobody else writes (group
//!   tasks); only `@entry`, on the main thread, prints;
//! - every handle is awaited in the scope that created it (directly, by its value, or
//!   by `async.await_all` on its group), so no task outlives its creator and a memref
//!   is read only after the tasks writing it completed;
//! - recursion is bounded by a depth argument: helper `@fK(%n, %a)` calls `@fJ` with
//!   `J < K` and the same `%n`, or any `@fJ` with `%n - 1` under `scf.if %n > 0`.
//!
//! The interpreter evaluates a task eagerly where it is created: its result cannot
//! depend on scheduling, so this is the result every correct lowering prints.

use crate::rng::Rng;
use std::fmt::Write;

/// An SSA value of a function (unique within it).
pub type Var = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Xor,
    And,
    Or,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Slt,
    Sle,
    Sgt,
    Sge,
    Eq,
    Ne,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Const {
        dst: Var,
        value: i64,
    },
    Bin {
        dst: Var,
        op: BinOp,
        a: Var,
        b: Var,
    },
    /// `%token[, %value] = async.execute [deps] (operands) { body }`; `operands` pairs an
    /// outer `!async.value<i64>` with the body's name for its payload.
    Execute {
        token: Var,
        value: Option<Var>,
        deps: Vec<Var>,
        operands: Vec<(Var, Var)>,
        body: Block,
    },
    AwaitToken {
        token: Var,
    },
    AwaitValue {
        dst: Var,
        value: Var,
    },
    /// A group of tasks each storing one i64 into its slot of a fresh memref, awaited
    /// with `async.await_all`; `dst` is the sum of the slots.
    Group {
        dst: Var,
        tasks: GroupTasks,
    },
    /// `scf.if` on `cmp(a, b)` yielding `dst`; with `cf`, the same as `cond_br` to two
    /// blocks that branch to a join block taking `dst` (at a function's top level only).
    If {
        dst: Var,
        cmp: CmpOp,
        a: Var,
        b: Var,
        then: Block,
        els: Block,
        cf: bool,
    },
    /// `scf.for` over `0..trips` with one i64 accumulator; `iv` is the index as i64. With
    /// `as_while`, the same loop as `scf.while`, counting `iv` from 0 while `iv < trips`.
    For {
        dst: Var,
        trips: u32,
        init: Var,
        iv: Var,
        acc: Var,
        body: Block,
        as_while: bool,
    },
    Call {
        dst: Var,
        callee: usize,
        depth: Var,
        arg: Var,
    },
    Print {
        value: Var,
    },
}

#[derive(Clone, Debug)]
pub enum GroupTasks {
    /// One task per body, each added to the group where it is created.
    Straight(Vec<Block>),
    /// Tasks created in an `scf.for` over `0..trips`; `iv` is the index as i64.
    Loop { trips: u32, iv: Var, body: Block },
}

/// Statements and the i64 the block yields (none for `@entry`'s body and token-only tasks).
#[derive(Clone, Debug, Default)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub result: Option<Var>,
}

/// `func @fK(%n: i64, %a: i64) -> i64`, or `@entry` (`params` empty).
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub params: Vec<Var>,
    pub body: Block,
    pub num_vars: u32,
}

#[derive(Clone, Debug)]
pub struct Program {
    pub seed: u64,
    pub index: u64,
    /// Helpers `@f0 ..`; `@entry` is last.
    pub funcs: Vec<Function>,
}

/// Knobs of the generator.
#[derive(Clone, Debug)]
pub struct Config {
    pub max_helpers: usize,
    pub max_stmts: usize,
    pub max_nesting: u32,
    pub max_entry_depth: i64,
    /// Programs mlir-opt-14's pass can lower: no async op in an scf region of a helper
    /// or a task (they fail to legalize there), recursion guarded by `cond_br`, no
    /// value passed twice to one `async.execute` (it crashes on that).
    pub upstream_compatible: bool,
    /// Interpreter steps (statements run, tasks, calls) a program may take; a program
    /// over budget is regenerated.
    pub budget: u64,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_helpers: 3,
            max_stmts: 5,
            max_nesting: 3,
            max_entry_depth: 3,
            upstream_compatible: false,
            budget: 3000,
        }
    }
}

/// Program `index` of the run seeded by `seed`: even indices are upstream-compatible.
pub fn generate_nth(seed: u64, index: u64) -> Program {
    let config = Config { upstream_compatible: index % 2 == 0, ..Config::default() };
    generate(seed, index, &config)
}

/// Program `index` of the run seeded by `seed`.
pub fn generate(seed: u64, index: u64, config: &Config) -> Program {
    for attempt in 0.. {
        let mut rng = Rng::derive(seed, index.wrapping_mul(1 << 20).wrapping_add(attempt));
        let program = Gen::new(&mut rng, config).program(seed, index);
        if program.run(config.budget).is_some() {
            return program;
        }
    }
    unreachable!()
}

// ---------------------------------------------------------------------------------------
// Generation

#[derive(Default)]
struct Scope {
    ints: Vec<Var>,
    tokens: Vec<Var>,
    /// `(token, value)` of value-producing tasks.
    values: Vec<(Var, Var)>,
    /// Tokens created here and not awaited here yet.
    pending: Vec<Var>,
}

struct Gen<'a> {
    rng: &'a mut Rng,
    config: &'a Config,
    next_var: Var,
    /// Index of the helper being generated; `None` for `@entry`.
    func: Option<usize>,
    helpers: usize,
    /// The depth argument calls pass, and whether calls to any helper are allowed
    /// (inside `scf.if %n > 0`, where it is `%n - 1`).
    depth: Var,
    depth_decremented: bool,
    scopes: Vec<Scope>,
    nesting: u32,
    /// Inside a task body (no prints there).
    in_task: u32,
    /// Inside an scf region that must hold no async op (upstream-compatible programs).
    pure: u32,
}

impl<'a> Gen<'a> {
    fn new(rng: &'a mut Rng, config: &'a Config) -> Self {
        Gen {
            rng,
            config,
            next_var: 0,
            func: None,
            helpers: 0,
            depth: 0,
            depth_decremented: false,
            scopes: Vec::new(),
            nesting: 0,
            in_task: 0,
            pure: 0,
        }
    }

    fn program(mut self, seed: u64, index: u64) -> Program {
        self.helpers = self.rng.below(self.config.max_helpers + 1);
        let mut funcs = Vec::new();
        for k in 0..self.helpers {
            self.func = Some(k);
            self.next_var = 0;
            let (n, a) = (self.var(), self.var());
            self.depth = n;
            self.depth_decremented = false;
            let body = self.block(vec![n, a], true, |_| vec![]);
            funcs.push(Function { name: format!("f{k}"), params: vec![n, a], body, num_vars: self.next_var });
        }
        self.func = None;
        self.next_var = 0;
        let depth = self.var();
        let depth_value = self.rng.range(0, self.config.max_entry_depth);
        self.depth = depth;
        self.depth_decremented = false;
        let mut body = Block { stmts: vec![Stmt::Const { dst: depth, value: depth_value }], result: None };
        self.scopes.push(Scope::default());
        for _ in 0..2 {
            let c = self.var();
            body.stmts.push(Stmt::Const { dst: c, value: self.rng.range(-3, 9) });
            self.scope().ints.push(c);
        }
        let count = 3 + self.rng.below(self.config.max_stmts + 3);
        for _ in 0..count {
            self.stmt(&mut body.stmts);
        }
        // Print the last few values computed.
        let ints = self.visible_ints();
        for &v in ints.iter().rev().take(2) {
            body.stmts.push(Stmt::Print { value: v });
        }
        self.close_scope(&mut body.stmts);
        funcs.push(Function { name: "entry".into(), params: vec![], body, num_vars: self.next_var });
        Program { seed, index, funcs }
    }

    fn var(&mut self) -> Var {
        self.next_var += 1;
        self.next_var - 1
    }

    fn scope(&mut self) -> &mut Scope {
        self.scopes.last_mut().unwrap()
    }

    fn visible_ints(&self) -> Vec<Var> {
        self.scopes.iter().flat_map(|s| s.ints.iter().copied()).collect()
    }

    fn int(&mut self) -> Var {
        let ints = self.visible_ints();
        // Prefer recent values: the program reads as a computation, not a soup.
        let n = ints.len();
        if n > 3 && self.rng.percent(60) {
            ints[n - 1 - self.rng.below(3)]
        } else {
            *self.rng.pick(&ints)
        }
    }

    /// A block with `ints` in scope; `result` asks for an i64 result. `prologue` may add
    /// statements first (it sees the new scope).
    fn block(&mut self, ints: Vec<Var>, result: bool, prologue: impl FnOnce(&mut Self) -> Vec<Stmt>) -> Block {
        self.scopes.push(Scope { ints, ..Scope::default() });
        let mut stmts = prologue(self);
        if self.visible_ints().is_empty() {
            let c = self.var();
            stmts.push(Stmt::Const { dst: c, value: self.rng.range(-3, 9) });
            self.scope().ints.push(c);
        }
        let count = 1 + self.rng.below(self.config.max_stmts.saturating_sub(self.nesting as usize).max(1));
        for _ in 0..count {
            self.stmt(&mut stmts);
        }
        let result = if result {
            // Combine the block's own values so its work shows in the result.
            let own = self.scope().ints.clone();
            let mut r = match own.last() {
                Some(&r) => r,
                None => self.int(),
            };
            if own.len() > 1 && self.rng.percent(50) {
                let other = own[self.rng.below(own.len() - 1)];
                let dst = self.var();
                stmts.push(Stmt::Bin { dst, op: BinOp::Add, a: r, b: other });
                r = dst;
            }
            Some(r)
        } else {
            None
        };
        self.close_scope(&mut stmts);
        Block { stmts, result }
    }

    /// Awaits what the scope left pending and leaves it.
    fn close_scope(&mut self, stmts: &mut Vec<Stmt>) {
        let scope = self.scopes.pop().unwrap();
        for token in scope.pending {
            stmts.push(Stmt::AwaitToken { token });
        }
    }

    /// Enters an scf region: in upstream-compatible programs, outside `@entry`'s own
    /// code, it may hold no async op.
    fn enter_scf(&mut self) {
        self.nesting += 1;
        if self.config.upstream_compatible && (self.in_task > 0 || self.func.is_some()) {
            self.pure += 1;
        }
    }

    fn leave_scf(&mut self) {
        self.nesting -= 1;
        if self.config.upstream_compatible && (self.in_task > 0 || self.func.is_some()) {
            self.pure -= 1;
        }
    }

    fn mark_awaited(&mut self, token: Var) {
        // Awaited anywhere below its scope counts only where the await always runs:
        // in the scope itself (not in a nested branch or loop that may not run).
        if let Some(s) = self.scopes.last_mut() {
            s.pending.retain(|&t| t != token);
        }
    }

    fn stmt(&mut self, out: &mut Vec<Stmt>) {
        let nest_ok = self.nesting < self.config.max_nesting;
        let async_ok = self.pure == 0;
        let visible_values: Vec<(Var, Var)> = self.scopes.iter().flat_map(|s| s.values.iter().copied()).collect();
        let visible_tokens: Vec<Var> = self.scopes.iter().flat_map(|s| s.tokens.iter().copied()).collect();
        let in_entry = self.func.is_none();
        let can_call =
            async_ok && (in_entry && self.helpers > 0 || self.func.is_some_and(|k| k > 0 || self.depth_decremented));
        // A guard at a helper's top level may be a cond_br; elsewhere it is an scf.if.
        let top_level = self.func.is_some() && self.scopes.len() == 1 && self.in_task == 0;
        let can_guard = self.func.is_some()
            && !self.depth_decremented
            && nest_ok
            && async_ok
            && (top_level || !self.config.upstream_compatible);
        let weights = [
            2,                                                          // const
            4,                                                          // binop
            if nest_ok && async_ok { 5 } else { 0 },                    // execute
            if visible_values.is_empty() || !async_ok { 0 } else { 4 }, // await value
            if visible_tokens.is_empty() || !async_ok { 0 } else { 2 }, // await token
            if nest_ok && async_ok { 2 } else { 0 },                    // group
            if nest_ok { 2 } else { 0 },                                // if
            if nest_ok { 2 } else { 0 },                                // for
            if nest_ok { 1 } else { 0 },                                // while
            if can_call { 3 } else { 0 },                               // call
            if can_guard { 3 } else { 0 },                              // guarded recursion
            if in_entry && self.in_task == 0 { 3 } else { 0 },          // print
        ];
        match self.rng.weighted(&weights) {
            0 => {
                let dst = self.var();
                out.push(Stmt::Const { dst, value: self.rng.range(-5, 20) });
                self.scope().ints.push(dst);
            }
            1 => {
                let (a, b) = (self.int(), self.int());
                let op = *self.rng.pick(&[
                    BinOp::Add,
                    BinOp::Add,
                    BinOp::Sub,
                    BinOp::Mul,
                    BinOp::Xor,
                    BinOp::And,
                    BinOp::Or,
                ]);
                let dst = self.var();
                out.push(Stmt::Bin { dst, op, a, b });
                self.scope().ints.push(dst);
            }
            2 => self.execute(out, &visible_tokens, &visible_values),
            3 => {
                let &(token, value) = self.rng.pick(&visible_values);
                let dst = self.var();
                out.push(Stmt::AwaitValue { dst, value });
                self.mark_awaited(token);
                self.scope().ints.push(dst);
            }
            4 => {
                let token = *self.rng.pick(&visible_tokens);
                out.push(Stmt::AwaitToken { token });
                self.mark_awaited(token);
            }
            5 => self.group(out),
            6 => {
                let (a, b) = (self.int(), self.int());
                let cmp = *self.rng.pick(&[CmpOp::Slt, CmpOp::Sle, CmpOp::Sgt, CmpOp::Sge, CmpOp::Eq, CmpOp::Ne]);
                self.enter_scf();
                let then = self.block(vec![], true, |_| vec![]);
                let els = self.block(vec![], true, |_| vec![]);
                self.leave_scf();
                let dst = self.var();
                out.push(Stmt::If { dst, cmp, a, b, then, els, cf: false });
                self.scope().ints.push(dst);
            }
            7 | 8 => {
                let init = self.int();
                let trips = self.rng.below(4) as u32;
                let (iv, acc) = (self.var(), self.var());
                self.enter_scf();
                let body = self.block(vec![iv, acc], true, |_| vec![]);
                self.leave_scf();
                let dst = self.var();
                let as_while = !self.rng.percent(50);
                out.push(Stmt::For { dst, trips, init, iv, acc, body, as_while });
                self.scope().ints.push(dst);
            }
            9 => {
                let callee = match self.func {
                    None => self.rng.below(self.helpers),
                    Some(_) if self.depth_decremented => self.rng.below(self.helpers),
                    Some(k) => self.rng.below(k),
                };
                let arg = self.int();
                let dst = self.var();
                out.push(Stmt::Call { dst, callee, depth: self.depth, arg });
                self.scope().ints.push(dst);
            }
            10 => {
                // scf.if %n > 0 { %n1 = %n - 1; ... calls with %n1 ... } else { ... }
                let n = self.depth;
                let zero = self.var();
                out.push(Stmt::Const { dst: zero, value: 0 });
                let cf = top_level && (self.config.upstream_compatible || self.rng.percent(50));
                self.nesting += 1;
                self.depth_decremented = true;
                let n1 = self.var();
                let then = self.block(vec![], true, |g| {
                    let one = g.var();
                    g.depth = n1;
                    let callee = g.rng.below(g.helpers);
                    let arg = g.int();
                    let dst = g.var();
                    g.scope().ints.push(dst);
                    vec![
                        Stmt::Const { dst: one, value: 1 },
                        Stmt::Bin { dst: n1, op: BinOp::Sub, a: n, b: one },
                        Stmt::Call { dst, callee, depth: n1, arg },
                    ]
                });
                self.depth = n;
                self.depth_decremented = false;
                let els = self.block(vec![], true, |_| vec![]);
                self.nesting -= 1;
                let dst = self.var();
                out.push(Stmt::If { dst, cmp: CmpOp::Sgt, a: n, b: zero, then, els, cf });
                self.scope().ints.push(dst);
            }
            11 => {
                let value = self.int();
                out.push(Stmt::Print { value });
            }
            _ => unreachable!(),
        }
    }

    fn execute(&mut self, out: &mut Vec<Stmt>, tokens: &[Var], values: &[(Var, Var)]) {
        let mut deps = Vec::new();
        for _ in 0..self.rng.below(3) {
            if !tokens.is_empty() {
                let t = *self.rng.pick(tokens);
                if !deps.contains(&t) {
                    deps.push(t);
                }
            }
        }
        let mut operands = Vec::new();
        for _ in 0..self.rng.below(3) {
            if !values.is_empty() {
                let (_, v) = *self.rng.pick(values);
                // mlir-opt-14's pass crashes (SIGSEGV) on a value passed twice.
                if self.config.upstream_compatible && operands.iter().any(|&(o, _)| o == v) {
                    continue;
                }
                operands.push((v, self.var()));
            }
        }
        let with_value = self.rng.percent(75);
        self.nesting += 1;
        self.in_task += 1;
        let inner: Vec<Var> = operands.iter().map(|&(_, inner)| inner).collect();
        let body = self.block(inner, with_value, |_| vec![]);
        self.in_task -= 1;
        self.nesting -= 1;
        let token = self.var();
        let value = with_value.then(|| self.var());
        out.push(Stmt::Execute { token, value, deps, operands, body });
        let scope = self.scope();
        scope.tokens.push(token);
        scope.pending.push(token);
        if let Some(v) = value {
            scope.values.push((token, v));
        }
    }

    fn group(&mut self, out: &mut Vec<Stmt>) {
        self.nesting += 1;
        self.in_task += 1;
        let loop_ok = !self.config.upstream_compatible || (self.func.is_none() && self.in_task == 1);
        let tasks = if !loop_ok || self.rng.percent(50) {
            let n = 1 + self.rng.below(3);
            GroupTasks::Straight((0..n).map(|_| self.block(vec![], true, |_| vec![])).collect())
        } else {
            let trips = 1 + self.rng.below(4) as u32;
            let iv = self.var();
            GroupTasks::Loop { trips, iv, body: self.block(vec![iv], true, |_| vec![]) }
        };
        self.in_task -= 1;
        self.nesting -= 1;
        let dst = self.var();
        out.push(Stmt::Group { dst, tasks });
        self.scope().ints.push(dst);
    }
}

// ---------------------------------------------------------------------------------------
// Interpretation

struct Interp<'p> {
    program: &'p Program,
    out: Vec<i64>,
    steps: u64,
    budget: u64,
}

struct OverBudget;

impl Program {
    /// What the program prints: one `printI64` + `printNewline` per value.
    pub fn expected_output(&self) -> String {
        let values = self.run(u64::MAX).expect("generated programs are within budget");
        values.iter().map(|v| format!("{v}\n")).collect()
    }

    /// The printed values, or `None` when running takes more than `budget` steps.
    pub fn run(&self, budget: u64) -> Option<Vec<i64>> {
        let mut it = Interp { program: self, out: Vec::new(), steps: 0, budget };
        let entry = self.funcs.len() - 1;
        it.call(entry, &[]).ok()?;
        Some(it.out)
    }
}

impl Interp<'_> {
    fn tick(&mut self) -> Result<(), OverBudget> {
        self.steps += 1;
        if self.steps > self.budget {
            Err(OverBudget)
        } else {
            Ok(())
        }
    }

    fn call(&mut self, f: usize, args: &[i64]) -> Result<i64, OverBudget> {
        self.tick()?;
        let func = &self.program.funcs[f];
        let mut env = vec![0i64; func.num_vars as usize];
        for (&p, &a) in func.params.iter().zip(args) {
            env[p as usize] = a;
        }
        self.block(&mut env, &func.body)
    }

    fn block(&mut self, env: &mut [i64], b: &Block) -> Result<i64, OverBudget> {
        for s in &b.stmts {
            self.stmt(env, s)?;
        }
        Ok(b.result.map_or(0, |r| env[r as usize]))
    }

    fn stmt(&mut self, env: &mut [i64], s: &Stmt) -> Result<(), OverBudget> {
        self.tick()?;
        match s {
            &Stmt::Const { dst, value } => env[dst as usize] = value,
            &Stmt::Bin { dst, op, a, b } => env[dst as usize] = op.eval(env[a as usize], env[b as usize]),
            Stmt::Execute { token, value, operands, body, .. } => {
                for &(outer, inner) in operands {
                    env[inner as usize] = env[outer as usize];
                }
                let r = self.block(env, body)?;
                env[*token as usize] = 0;
                if let Some(v) = value {
                    env[*v as usize] = r;
                }
            }
            Stmt::AwaitToken { .. } => {}
            &Stmt::AwaitValue { dst, value } => env[dst as usize] = env[value as usize],
            Stmt::Group { dst, tasks } => {
                let mut sum = 0i64;
                match tasks {
                    GroupTasks::Straight(bodies) => {
                        for b in bodies {
                            sum = sum.wrapping_add(self.block(env, b)?);
                        }
                    }
                    &GroupTasks::Loop { trips, iv, ref body } => {
                        for i in 0..trips {
                            env[iv as usize] = i as i64;
                            sum = sum.wrapping_add(self.block(env, body)?);
                        }
                    }
                }
                env[*dst as usize] = sum;
            }
            &Stmt::If { dst, cmp, a, b, ref then, ref els, .. } => {
                let taken = if cmp.eval(env[a as usize], env[b as usize]) { then } else { els };
                env[dst as usize] = self.block(env, taken)?;
            }
            &Stmt::For { dst, trips, init, iv, acc, ref body, .. } => {
                let mut a = env[init as usize];
                for i in 0..trips {
                    env[iv as usize] = i as i64;
                    env[acc as usize] = a;
                    a = self.block(env, body)?;
                }
                env[dst as usize] = a;
            }
            &Stmt::Call { dst, callee, depth, arg } => {
                env[dst as usize] = self.call(callee, &[env[depth as usize], env[arg as usize]])?;
            }
            &Stmt::Print { value } => self.out.push(env[value as usize]),
        }
        Ok(())
    }
}

impl BinOp {
    fn eval(self, a: i64, b: i64) -> i64 {
        match self {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::Xor => a ^ b,
            BinOp::And => a & b,
            BinOp::Or => a | b,
        }
    }

    fn mnemonic(self) -> &'static str {
        match self {
            BinOp::Add => "addi",
            BinOp::Sub => "subi",
            BinOp::Mul => "muli",
            BinOp::Xor => "xori",
            BinOp::And => "andi",
            BinOp::Or => "ori",
        }
    }
}

impl CmpOp {
    fn eval(self, a: i64, b: i64) -> bool {
        match self {
            CmpOp::Slt => a < b,
            CmpOp::Sle => a <= b,
            CmpOp::Sgt => a > b,
            CmpOp::Sge => a >= b,
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
        }
    }

    fn predicate(self) -> &'static str {
        match self {
            CmpOp::Slt => "slt",
            CmpOp::Sle => "sle",
            CmpOp::Sgt => "sgt",
            CmpOp::Sge => "sge",
            CmpOp::Eq => "eq",
            CmpOp::Ne => "ne",
        }
    }
}

// ---------------------------------------------------------------------------------------
// Printing (LLVM 14 syntax)

struct Printer {
    out: String,
    indent: usize,
    /// Printer-made names (`%pN`: index constants, loop counters, memrefs, groups).
    next_tmp: u32,
    /// Names of vars that are not `%vN` (a while loop's accumulator result).
    alias: Vec<Option<String>>,
    next_block: u32,
}

impl Program {
    /// The program in LLVM 14 syntax, with a comment naming its seed and expected output.
    pub fn to_mlir(&self) -> String {
        let mut p = Printer { out: String::new(), indent: 0, next_tmp: 0, alias: Vec::new(), next_block: 0 };
        let expected = self.run(u64::MAX).unwrap_or_default();
        let _ = writeln!(p.out, "// Generated by async-opt-testgen: seed {} program {}.", self.seed, self.index);
        let _ = writeln!(p.out, "// Expected output: {:?}", expected);
        p.out.push_str("func private @printI64(i64)\nfunc private @printNewline()\n");
        for f in &self.funcs {
            p.alias = vec![None; f.num_vars as usize];
            p.next_tmp = 0;
            p.next_block = 0;
            p.out.push('\n');
            if f.params.is_empty() {
                let _ = writeln!(p.out, "func @{}() attributes {{async.allowed_to_block}} {{", f.name);
            } else {
                let params: Vec<String> = f.params.iter().map(|&v| format!("{}: i64", p.name(v))).collect();
                let _ = writeln!(p.out, "func @{}({}) -> i64 {{", f.name, params.join(", "));
            }
            p.indent = 1;
            p.block(&self.funcs, &f.body);
            match f.body.result {
                Some(r) if !f.params.is_empty() => {
                    let r = p.name(r);
                    p.line(format!("return {r} : i64"));
                }
                _ => p.line("return".into()),
            }
            p.out.push_str("}\n");
        }
        p.out
    }
}

impl Printer {
    fn name(&self, v: Var) -> String {
        match self.alias.get(v as usize) {
            Some(Some(a)) => a.clone(),
            _ => format!("%v{v}"),
        }
    }

    fn tmp(&mut self) -> String {
        self.next_tmp += 1;
        format!("%p{}", self.next_tmp - 1)
    }

    fn line(&mut self, s: String) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(&s);
        self.out.push('\n');
    }

    fn index_const(&mut self, value: u32) -> String {
        let c = self.tmp();
        self.line(format!("{c} = arith.constant {value} : index"));
        c
    }

    fn block(&mut self, funcs: &[Function], b: &Block) {
        for s in &b.stmts {
            self.stmt(funcs, s);
        }
    }

    /// A nested block ending with `terminator` applied to its result.
    fn nested(&mut self, funcs: &[Function], b: &Block, terminator: &str) {
        self.indent += 1;
        self.block(funcs, b);
        match b.result {
            Some(r) => {
                let r = self.name(r);
                self.line(format!("{terminator} {r} : i64"));
            }
            None => self.line(terminator.to_string()),
        }
        self.indent -= 1;
    }

    fn stmt(&mut self, funcs: &[Function], s: &Stmt) {
        match s {
            &Stmt::Const { dst, value } => self.line(format!("{} = arith.constant {value} : i64", self.name(dst))),
            &Stmt::Bin { dst, op, a, b } => self.line(format!(
                "{} = arith.{} {}, {} : i64",
                self.name(dst),
                op.mnemonic(),
                self.name(a),
                self.name(b)
            )),
            Stmt::Execute { token, value, deps, operands, body } => {
                let mut head = self.name(*token);
                if let Some(v) = value {
                    let _ = write!(head, ", {}", self.name(*v));
                }
                head.push_str(" = async.execute");
                if !deps.is_empty() {
                    let d: Vec<String> = deps.iter().map(|&t| self.name(t)).collect();
                    let _ = write!(head, " [{}]", d.join(", "));
                }
                if !operands.is_empty() {
                    let o: Vec<String> = operands
                        .iter()
                        .map(|&(outer, inner)| {
                            format!("{} as {}: !async.value<i64>", self.name(outer), self.name(inner))
                        })
                        .collect();
                    let _ = write!(head, " ({})", o.join(", "));
                }
                if value.is_some() {
                    head.push_str(" -> !async.value<i64>");
                }
                head.push_str(" {");
                self.line(head);
                self.nested(funcs, body, "async.yield");
                self.line("}".into());
            }
            &Stmt::AwaitToken { token } => self.line(format!("async.await {} : !async.token", self.name(token))),
            &Stmt::AwaitValue { dst, value } => {
                self.line(format!("{} = async.await {} : !async.value<i64>", self.name(dst), self.name(value)))
            }
            Stmt::Group { dst, tasks } => self.group(funcs, *dst, tasks),
            Stmt::If { dst, cmp, a, b, then, els, cf: true } => {
                let c = self.tmp();
                self.line(format!("{c} = arith.cmpi {}, {}, {} : i64", cmp.predicate(), self.name(*a), self.name(*b)));
                let labels: Vec<String> = (0..3).map(|k| format!("^bb{}", self.next_block + 1 + k)).collect();
                self.next_block += 3;
                self.line(format!("cond_br {c}, {}, {}", labels[0], labels[1]));
                for (label, b) in [(&labels[0], then), (&labels[1], els)] {
                    self.out.push_str(&format!("{label}:\n"));
                    self.block(funcs, b);
                    let r = self.name(b.result.expect("branches yield"));
                    self.line(format!("br {}({r} : i64)", labels[2]));
                }
                self.out.push_str(&format!("{}({}: i64):\n", labels[2], self.name(*dst)));
            }
            Stmt::If { dst, cmp, a, b, then, els, cf: false } => {
                let c = self.tmp();
                self.line(format!("{c} = arith.cmpi {}, {}, {} : i64", cmp.predicate(), self.name(*a), self.name(*b)));
                self.line(format!("{} = scf.if {c} -> (i64) {{", self.name(*dst)));
                self.nested(funcs, then, "scf.yield");
                self.line("} else {".into());
                self.nested(funcs, els, "scf.yield");
                self.line("}".into());
            }
            &Stmt::For { dst, trips, init, iv, acc, ref body, as_while: false } => {
                let (c0, c1, n) = (self.index_const(0), self.index_const(1), self.index_const(trips));
                let i = self.tmp();
                self.line(format!(
                    "{} = scf.for {i} = {c0} to {n} step {c1} iter_args({} = {}) -> (i64) {{",
                    self.name(dst),
                    self.name(acc),
                    self.name(init)
                ));
                self.indent += 1;
                self.line(format!("{} = arith.index_cast {i} : index to i64", self.name(iv)));
                self.indent -= 1;
                self.nested(funcs, body, "scf.yield");
                self.line("}".into());
            }
            &Stmt::For { dst, trips, init, iv, acc, ref body, as_while: true } => {
                let zero = self.tmp();
                self.line(format!("{zero} = arith.constant 0 : i64"));
                let w = self.tmp();
                let (i, a) = (self.tmp(), self.tmp());
                self.line(format!(
                    "{w}:2 = scf.while ({i} = {zero}, {a} = {}) : (i64, i64) -> (i64, i64) {{",
                    self.name(init)
                ));
                self.indent += 1;
                let (limit, go) = (self.tmp(), self.tmp());
                self.line(format!("{limit} = arith.constant {trips} : i64"));
                self.line(format!("{go} = arith.cmpi slt, {i}, {limit} : i64"));
                self.line(format!("scf.condition({go}) {i}, {a} : i64, i64"));
                self.indent -= 1;
                self.line("} do {".into());
                self.line(format!("^bb0({}: i64, {}: i64):", self.name(iv), self.name(acc)));
                self.indent += 1;
                self.block(funcs, body);
                let (one, next) = (self.tmp(), self.tmp());
                self.line(format!("{one} = arith.constant 1 : i64"));
                self.line(format!("{next} = arith.addi {}, {one} : i64", self.name(iv)));
                let r = self.name(body.result.expect("loop bodies yield"));
                self.line(format!("scf.yield {next}, {r} : i64, i64"));
                self.indent -= 1;
                self.line("}".into());
                self.alias[dst as usize] = Some(format!("{w}#1"));
            }
            &Stmt::Call { dst, callee, depth, arg } => self.line(format!(
                "{} = call @{}({}, {}) : (i64, i64) -> i64",
                self.name(dst),
                funcs[callee].name,
                self.name(depth),
                self.name(arg)
            )),
            &Stmt::Print { value } => {
                self.line(format!("call @printI64({}) : (i64) -> ()", self.name(value)));
                self.line("call @printNewline() : () -> ()".into());
            }
        }
    }

    /// ```mlir
    /// %m = memref.alloc() : memref<Nxi64>
    /// %g = async.create_group %cN : !async.group
    /// %t = async.execute { ...; memref.store %r, %m[%ck] : memref<Nxi64>; async.yield }
    /// %i = async.add_to_group %t, %g : !async.token          (per task, or in an scf.for)
    /// async.await_all %g
    /// %sum = scf.for %j = %c0 to %cN step %c1 iter_args(%acc = %zero) -> (i64) { load, add }
    /// memref.dealloc %m : memref<Nxi64>
    /// ```
    fn group(&mut self, funcs: &[Function], dst: Var, tasks: &GroupTasks) {
        let n = match tasks {
            GroupTasks::Straight(b) => b.len() as u32,
            GroupTasks::Loop { trips, .. } => *trips,
        };
        let ty = format!("memref<{n}xi64>");
        let m = self.tmp();
        self.line(format!("{m} = memref.alloc() : {ty}"));
        let (c0, c1, cn) = (self.index_const(0), self.index_const(1), self.index_const(n));
        let g = self.tmp();
        self.line(format!("{g} = async.create_group {cn} : !async.group"));
        let task = |p: &mut Printer, body: &Block, slot: &str| {
            let t = p.tmp();
            p.line(format!("{t} = async.execute {{"));
            p.indent += 1;
            p.block(funcs, body);
            let r = p.name(body.result.expect("group tasks yield"));
            p.line(format!("memref.store {r}, {m}[{slot}] : {ty}"));
            p.line("async.yield".into());
            p.indent -= 1;
            p.line("}".into());
            let ix = p.tmp();
            p.line(format!("{ix} = async.add_to_group {t}, {g} : !async.token"));
        };
        match tasks {
            GroupTasks::Straight(bodies) => {
                for (k, b) in bodies.iter().enumerate() {
                    let slot = self.index_const(k as u32);
                    task(self, b, &slot);
                }
            }
            GroupTasks::Loop { iv, body, .. } => {
                let i = self.tmp();
                self.line(format!("scf.for {i} = {c0} to {cn} step {c1} {{"));
                self.indent += 1;
                self.line(format!("{} = arith.index_cast {i} : index to i64", self.name(*iv)));
                task(self, body, &i);
                self.indent -= 1;
                self.line("}".into());
            }
        }
        self.line(format!("async.await_all {g}"));
        let (zero, j, acc, x, s) = (self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp());
        self.line(format!("{zero} = arith.constant 0 : i64"));
        self.line(format!(
            "{} = scf.for {j} = {c0} to {cn} step {c1} iter_args({acc} = {zero}) -> (i64) {{",
            self.name(dst)
        ));
        self.indent += 1;
        self.line(format!("{x} = memref.load {m}[{j}] : {ty}"));
        self.line(format!("{s} = arith.addi {acc}, {x} : i64"));
        self.line(format!("scf.yield {s} : i64"));
        self.indent -= 1;
        self.line("}".into());
        self.line(format!("memref.dealloc {m} : {ty}"));
    }
}
