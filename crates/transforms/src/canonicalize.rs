//! MLIR's `canonicalize` pass: the greedy driver ([`crate::greedy`]) with every registered
//! op's folds and the canonicalization patterns of the ops async-opt registers, as LLVM 14
//! and LLVM 22 define them.
//!
//! ```mlir
//! func.func @f(%m: memref<?xf32>, %n: index) {        func.func @f(%m: memref<?xf32>, %n: index) {
//!   %true = arith.constant true                         %c0 = arith.constant 0 : index
//!   %g = async.create_group %n : !async.group           %f = arith.constant 1.0 : f32
//!   async.await_all %g                         ──►      memref.store %f, %m[%c0] : memref<?xf32>
//!   scf.if %true {                                      return
//!     %c0 = arith.constant 0 : index                  }
//!     %f = arith.constant 1.0 : f32
//!     memref.store %f, %m[%c0] : memref<?xf32>
//!   }
//!   return
//! }
//! ```
//!
//! The patterns, by op (names as upstream's):
//!
//! | op | patterns |
//! |---|---|
//! | `async.create_group` | a group that is only awaited is erased with its awaits |
//! | `scf.if` | `CombineIfs`, `CombineNestedIfs` (LLVM 14: without results or `else`), `ConditionPropagation`, `RemoveUnusedResults`, `RemoveStaticCondition`, `ConvertTrivialIfToSelect` (LLVM 14: of branches that only yield), `RemoveEmptyElseBranch`, `ReplaceIfYieldWithConditionOrValue` |
//! | `scf.for` | `ForOpIterArgsFolder` (forwarded iteration arguments), `SimplifyTrivialLoops` (no iteration, one iteration, empty body) |
//! | `scf.while` | `WhileConditionTruth`, `WhileCmpCond`, `WhileUnusedResult`, `WhileRemoveUnusedArgs`; LLVM 22: `RemoveLoopInvariantArgsFromBeforeBlock`, `RemoveLoopInvariantValueYielded`, `WhileRemoveDuplicatedResults` |
//! | `scf.parallel` | LLVM 14: `CollapseSingleIterationLoops`, `RemoveEmptyParallelLoops`; LLVM 22: `ParallelOpSingleOrZeroIterationDimsFolder`; both: `MergeNestedParallelLoops` |
//! | `scf.execute_region` | `SingleBlockExecuteInliner`, `MultiBlockExecuteInliner` |
//! | `scf.index_switch` | `FoldConstantCase` (LLVM 22) |
//! | `cf.br` | `SimplifyBrToBlockWithSinglePred`, `SimplifyPassThroughBr` |
//! | `cf.cond_br` | `SimplifyConstCondBranchPred`, `SimplifyPassThroughCondBranch`, `SimplifyCondBranchIdenticalSuccessors`, `SimplifyCondBranchFromCondBranchOnSameCondition`, `CondBranchTruthPropagation` |
//! | `cf.switch` | `SimplifySwitchWithOnlyDefault`, `DropSwitchCasesThatMatchDefault`, `SimplifyConstSwitchValue`, `SimplifyPassThroughSwitch`, `SimplifySwitchFromSwitchOnSameCondition`, `SimplifySwitchFromDefaultSwitchOnSameCondition` |
//! | `memref.alloc`, `memref.alloca` | `SimplifyDeadAlloc` |
//! | `memref.copy` | `FoldSelfCopy`; LLVM 14: `FoldCopyOfCast`; LLVM 22: `FoldEmptyCopy` |
//! | `memref.subview` | `OpWithOffsetSizesAndStridesConstantArgumentFolder`, `SubViewOpMemRefCastFolder`; LLVM 22: `TrivialSubViewOpFolder` |
//! | `arith.index_cast`, `arith.index_castui` | `IndexCastOfIndexCast`, `IndexCastOfExtSI`; LLVM 22: `IndexCastUIOfIndexCastUI`, `IndexCastUIOfExtUI` |
//! | `arith.extsi`, `arith.trunci`, `arith.bitcast` | `ExtSIOfExtUI`, `BitcastOfBitcast`; LLVM 22: `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`, `TruncIShrSIToTrunciShrUI` |
//! | `arith.andi`, `arith.ori`, `arith.xori`, `arith.cmpi` | `AndOfExtUI`/`SI`, `OrOfExtUI`/`SI`, `XOrINotCmpI`; LLVM 22: `XOrIOfExtUI`/`SI`, `CmpIExtSI`/`UI` |
//! | `arith.addi`, `arith.subi`, `arith.muli` | the constant reassociations (`AddIAddConstant`, `SubIRHSSubConstantLHS`, ...); LLVM 22: `MulIMulIConstant`, `AddIMulNegativeOneRhs`/`Lhs`, `SubISubILHSRHSLHS` |
//! | `arith.select` | `SelectToExtUI`; LLVM 14: `SelectI1Simplify`; LLVM 22: `RedundantSelectTrue`/`False`, `SelectNotCond`, `SelectI1ToNot` |
//!
//! Dead ops (an `async.execute` with nothing in it, in LLVM 22), constants, and the region
//! simplification come from the driver.

use smallvec::SmallVec;

use async_opt_dialects::fold;
use async_opt_dialects::{arith, async_, cf, func, llvm, memref, scf};
use async_opt_ir::{
    Attr, AttrKind, Block, Diagnostic, Generation, IrMapping, Op, OperationState, Region, TypeKind, Value,
};

use crate::greedy::{
    apply_patterns_greedily, DriverVersion, GreedyConfig, PatternRewriter, RegionSimplify, RewritePattern,
};

/// The canonicalizer's options, as mlir-opt's `-canonicalize` takes them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CanonicalizeOptions {
    /// `top-down` (default true).
    pub top_down: bool,
    /// `region-simplify`: LLVM 14's `true`/`false`, LLVM 22's `disabled`/`normal`/`aggressive`.
    pub region_simplify: RegionSimplify,
    /// `max-iterations` (default 10; `-1` no limit in LLVM 22).
    pub max_iterations: i64,
    /// `max-num-rewrites` (LLVM 22; default -1, no limit).
    pub max_num_rewrites: i64,
    /// `test-convergence` (LLVM 22): fail when the driver did not converge.
    pub test_convergence: bool,
}

impl CanonicalizeOptions {
    /// The defaults of generation `g` (LLVM 22 simplifies regions without merging blocks).
    pub fn defaults(g: Generation) -> Self {
        CanonicalizeOptions {
            top_down: true,
            region_simplify: if g == Generation::V22 { RegionSimplify::Normal } else { RegionSimplify::Aggressive },
            max_iterations: 10,
            max_num_rewrites: -1,
            test_convergence: false,
        }
    }
}

/// Runs the canonicalizer on the regions of `op` (a module or any op nested in one).
pub fn canonicalize(
    ctx: &mut Context,
    op: Op,
    opts: &CanonicalizeOptions,
    g: Generation,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let version = DriverVersion::of(g);
    let config = GreedyConfig {
        top_down: opts.top_down,
        region_simplify: opts.region_simplify,
        max_iterations: opts.max_iterations,
        max_num_rewrites: opts.max_num_rewrites,
    };
    let converged = run_patterns(ctx, op, version, &config)?;
    if opts.test_convergence && !converged {
        // LLVM 22 fails the pass after this error.
        return Err(Diagnostic::error(ctx.loc(op), "Canonicalizer failed to converge"));
    }
    Ok(Vec::new())
}

/// The canonicalization patterns on `root`'s regions with `config`; whether it converged.
pub(crate) fn run_patterns(
    ctx: &mut Context,
    root: Op,
    version: DriverVersion,
    config: &GreedyConfig,
) -> Result<bool, Diagnostic> {
    let mut patterns: SmallVec<[Pattern; 32]> = PATTERNS.iter().copied().collect();
    let mut patterns: SmallVec<[&mut dyn RewritePattern; 32]> =
        patterns.iter_mut().map(|p| p as &mut dyn RewritePattern).collect();
    apply_patterns_greedily(ctx, root, &mut patterns, version, config)
}

use async_opt_ir::Context;

/// A canonicalization pattern: the ops it rewrites and how (MLIR's `OpRewritePattern`); a
/// rewrite returns `Ok(false)`, having changed nothing, when it does not apply.
#[derive(Copy, Clone)]
struct Pattern {
    root: &'static str,
    rewrite: Rewrite,
    /// The one generation that has it, if only one does.
    only: Option<DriverVersion>,
}

impl RewritePattern for Pattern {
    fn root(&self) -> &'static str {
        self.root
    }
    fn match_and_rewrite(&mut self, rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
        if self.only.is_some_and(|v| v != rw.version()) {
            return Ok(false);
        }
        (self.rewrite)(rw, op)
    }
}

type Rewrite = fn(&mut PatternRewriter<'_>, Op) -> Result<bool, Diagnostic>;

/// `rewrite` on the ops named `root`.
const fn on(root: &'static str, rewrite: Rewrite) -> Pattern {
    Pattern { root, rewrite, only: None }
}

/// A pattern only LLVM 14 has.
const fn on_14(root: &'static str, rewrite: Rewrite) -> Pattern {
    Pattern { root, rewrite, only: Some(DriverVersion::Llvm14) }
}

/// A pattern only LLVM 22 has.
const fn on_22(root: &'static str, rewrite: Rewrite) -> Pattern {
    Pattern { root, rewrite, only: Some(DriverVersion::Llvm22) }
}

/// Every pattern, tried in this order on an op of its root (for one op, in the order
/// upstream's `getCanonicalizationPatterns` adds them, as far as the outputs tell); the
/// first that applies wins (`on_14`, `on_22`: in that generation only).
const PATTERNS: &[Pattern] = &[
    on(async_::CREATE_GROUP, create_group_only_awaited),
    on(scf::IF, if_combine_adjacent),
    on(scf::IF, if_combine_nested),
    on(scf::IF, if_remove_unused_results),
    on(scf::IF, if_condition_propagation),
    on(scf::IF, if_remove_static_condition),
    on(scf::IF, if_convert_trivial_to_select),
    on(scf::IF, if_remove_empty_else_branch),
    on(scf::IF, if_replace_yield_with_condition),
    on(scf::FOR, for_iter_args_folder),
    on(scf::FOR, for_simplify_trivial_loops),
    on(cf::BR, br_to_block_with_single_pred),
    on(cf::BR, br_pass_through),
    on(cf::COND_BR, cond_br_const_condition),
    on(cf::COND_BR, cond_br_pass_through),
    on(cf::COND_BR, cond_br_identical_successors),
    on(cf::COND_BR, cond_br_same_condition_and_truth),
    on_22(scf::INDEX_SWITCH, index_switch_constant_case),
    on_22(scf::WHILE, while_invariant_before_args),
    on_22(scf::WHILE, while_invariant_value_yielded),
    on(scf::WHILE, while_condition_truth),
    on(scf::WHILE, while_cmp_cond),
    on(scf::WHILE, while_unused_result),
    on_22(scf::WHILE, while_remove_duplicated_results),
    on(scf::WHILE, while_remove_unused_args),
    on(scf::EXECUTE_REGION, execute_region_single_block),
    on(scf::EXECUTE_REGION, execute_region_multi_block),
    on(scf::PARALLEL, parallel_single_or_zero_iteration_dims),
    on_14(scf::PARALLEL, parallel_remove_empty),
    on(scf::PARALLEL, parallel_merge_nested),
    on(cf::SWITCH, switch_only_default),
    on(cf::SWITCH, switch_drop_cases_matching_default),
    on(cf::SWITCH, switch_constant_flag),
    on(cf::SWITCH, switch_pass_through),
    on(cf::SWITCH, switch_from_switch_on_same_flag),
    on(cf::SWITCH, switch_from_default_of_switch_on_same_flag),
    on(memref::ALLOC, dead_alloc),
    on_14(memref::COPY, copy_of_cast),
    on_22(memref::COPY, copy_empty),
    on(memref::COPY, copy_self),
    on(memref::SUBVIEW, subview_constant_arguments),
    on(memref::SUBVIEW, subview_of_cast),
    on_22(memref::SUBVIEW, subview_trivial),
    on(memref::ALLOCA, dead_alloc),
    on(arith::INDEX_CAST, index_cast_of_index_cast),
    on(arith::ADDI, int_reassociation),
    on(arith::SUBI, int_reassociation),
    on(arith::MULI, int_reassociation),
    on_22(arith::SELECT, select_redundant),
    on_22(arith::SELECT, select_not_condition),
    on_22(arith::SELECT, select_i1_to_not),
    on(arith::SELECT, select_to_extui),
    on_14(arith::SELECT, select_i1_simplify),
    on(arith::ANDI, logic_of_extensions),
    on(arith::ORI, logic_of_extensions),
    on(arith::XORI, xori_not_cmpi),
    on_22(arith::XORI, logic_of_extensions),
    on_22(arith::CMPI, cmpi_of_extensions),
    on(arith::EXTSI, extsi_of_extui),
    on_22(arith::TRUNCI, trunci_of_extension),
    on_22(arith::TRUNCI, trunci_of_shrsi),
    on(arith::BITCAST, bitcast_of_bitcast),
    on(arith::INDEX_CAST, index_cast_of_extension),
    on_22(arith::INDEX_CASTUI, index_cast_of_index_cast),
    on_22(arith::INDEX_CASTUI, index_cast_of_extension),
];

/// The boolean a value is known to be (an `i1` constant).
fn bool_constant(ctx: &Context, v: Value) -> Option<bool> {
    match ctx.attr_kind(fold::value_constant(ctx, v)?) {
        AttrKind::Bool(b) => Some(*b),
        AttrKind::Integer { value, .. } => Some(*value != 0),
        _ => None,
    }
}

/// The integer a value is known to be.
fn int_constant(ctx: &Context, v: Value) -> Option<i128> {
    match ctx.attr_kind(fold::value_constant(ctx, v)?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The terminator of the single block of `region`.
fn region_terminator(ctx: &Context, region: Region) -> Option<Op> {
    ctx.first_block(region).and_then(|b| ctx.last_op(b))
}

/// Replaces `op` by the body of its single-block `region` (MLIR's `replaceOpWithRegion`):
/// the body's ops move before `op`, its arguments become `args`, and the values its
/// terminator yields replace `op`'s results.
fn replace_op_with_region(rw: &mut PatternRewriter<'_>, op: Op, region: Region, args: &[Value]) {
    let block = rw.ctx.first_block(region).expect("a single-block region");
    let term = rw.ctx.last_op(block).expect("a terminated block");
    let results: SmallVec<[Value; 4]> = rw.ctx.operands(term).collect();
    rw.inline_block_before(block, op, args);
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

// ----------------------------------------------------------------------------------
// async
// ----------------------------------------------------------------------------------

/// A group nothing is added to, only awaited, is erased with its `async.await_all`s.
///
/// ```mlir
/// %g = async.create_group %n : !async.group
/// async.await_all %g                           ──►   (nothing)
/// ```
fn create_group_only_awaited(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let group = rw.ctx.result(op, 0);
    let await_all = rw.ctx.ident(async_::AWAIT_ALL);
    let users: SmallVec<[Op; 4]> = rw.ctx.users(group).collect();
    if users.iter().any(|&u| rw.ctx.op_name(u) != await_all) {
        return Ok(false);
    }
    let mut seen: SmallVec<[Op; 4]> = SmallVec::new();
    for u in users {
        if !seen.contains(&u) {
            seen.push(u);
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    Ok(true)
}

// ----------------------------------------------------------------------------------
// scf.if
// ----------------------------------------------------------------------------------

/// Results nobody uses are dropped: a new `scf.if` takes the bodies, yielding the rest.
fn if_remove_unused_results(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let results: SmallVec<[Value; 4]> = rw.ctx.results(op).into();
    let used: SmallVec<[usize; 4]> = (0..results.len()).filter(|&i| rw.ctx.has_uses(results[i])).collect();
    if used.len() == results.len() {
        return Ok(false);
    }
    let types: SmallVec<[_; 4]> = used.iter().map(|&i| rw.ctx.value_type(results[i])).collect();
    let cond = rw.ctx.operand(op, 0);
    let new = rw.create(|b| scf::if_op(b, cond, &types));
    for r in 0..2 {
        let (from, to) = (rw.ctx.region(op, r), rw.ctx.region(new, r));
        let Some(source) = rw.ctx.first_block(from) else { continue };
        let dest = rw.ctx.create_block();
        rw.ctx.append_block(to, dest);
        rw.merge_blocks(source, dest, &[]);
        let y = rw.ctx.last_op(dest).expect("a terminated block");
        let keep: SmallVec<[Value; 4]> = used.iter().map(|&i| rw.ctx.operand(y, i)).collect();
        rw.ctx.set_operands(y, &keep);
        rw.modified(y);
    }
    let mut values: SmallVec<[Option<Value>; 4]> = SmallVec::from_elem(None, results.len());
    for (k, &i) in used.iter().enumerate() {
        values[i] = Some(rw.ctx.result(new, k));
    }
    rw.replace_op_partially(op, &values);
    Ok(true)
}

/// Two adjacent `scf.if`s on the same condition become one (`CombineIfs`), unless the
/// second uses a result of the first.
fn if_combine_adjacent(rw: &mut PatternRewriter<'_>, next: Op) -> Result<bool, Diagnostic> {
    let Some(prev) = rw.ctx.prev_op(next) else { return Ok(false) };
    if rw.ctx.op_name(prev) != rw.ctx.op_name(next) || rw.ctx.operand(prev, 0) != rw.ctx.operand(next, 0) {
        return Ok(false);
    }
    let prev_results: SmallVec<[Value; 4]> = rw.ctx.results(prev).into();
    if prev_results.iter().any(|&r| rw.ctx.users(r).any(|u| u == next || rw.ctx.is_ancestor(next, u))) {
        return Ok(false);
    }
    let mut types: SmallVec<[_; 4]> = rw.ctx.result_types_iter(prev).collect();
    types.extend(rw.ctx.result_types_iter(next));
    let cond = rw.ctx.operand(next, 0);
    let combined = rw.create(|b| scf::if_op(b, cond, &types));
    // then: the first's body, then the second's, yielding both.
    let (ct, ce) = (rw.ctx.region(combined, 0), rw.ctx.region(combined, 1));
    rw.ctx.take_body(ct, rw.ctx.region(prev, 0));
    let then_block = rw.ctx.first_block(ct).expect("a then block");
    let y1 = rw.ctx.last_op(then_block).expect("a yield");
    let next_then = rw.ctx.first_block(rw.ctx.region(next, 0)).expect("a then block");
    let y2 = rw.ctx.last_op(next_then).expect("a yield");
    rw.merge_blocks(next_then, then_block, &[]);
    merge_yields(rw, then_block, y1, y2);
    rw.ctx.take_body(ce, rw.ctx.region(prev, 1));
    let next_else = rw.ctx.region(next, 1);
    if let Some(next_else_block) = rw.ctx.first_block(next_else) {
        match rw.ctx.first_block(ce) {
            None => rw.ctx.take_body(ce, next_else),
            Some(else_block) => {
                let y1 = rw.ctx.last_op(else_block).expect("a yield");
                let y2 = rw.ctx.last_op(next_else_block).expect("a yield");
                rw.merge_blocks(next_else_block, else_block, &[]);
                merge_yields(rw, else_block, y1, y2);
            }
        }
    }
    let all: SmallVec<[Value; 4]> = rw.ctx.results(combined).into();
    let (a, b) = all.split_at(prev_results.len());
    rw.replace_op(prev, a);
    rw.replace_op(next, b);
    Ok(true)
}

/// An `scf.if` whose `then` holds only another `scf.if` (and whose `else`s, if any, only
/// yield) becomes one `scf.if` on the `arith.andi` of both conditions (`CombineNestedIfs`).
/// A result the outer `then` yields from outside becomes an `arith.select` on the outer
/// condition; one it yields from the inner `scf.if` needs both `else`s to yield the same.
///
/// ```mlir
/// scf.if %a {                          %c = arith.andi %a, %b : i1
///   scf.if %b {              ──►       scf.if %c {
///     "work"() : () -> ()                "work"() : () -> ()
///   }                                  }
/// }
/// ```
fn if_combine_nested(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let (then, els) = (rw.ctx.region(op, 0), rw.ctx.region(op, 1));
    let Some(then_yield) = region_terminator(rw.ctx, then) else { return Ok(false) };
    let Some(nested) = rw.ctx.prev_op(then_yield) else { return Ok(false) };
    if rw.ctx.prev_op(nested).is_some() || rw.ctx.op_name(nested) != rw.ctx.op_name(op) {
        return Ok(false);
    }
    let only_yields = |ctx: &Context, r: Region| region_terminator(ctx, r).is_none_or(|y| ctx.prev_op(y).is_none());
    let nested_els = rw.ctx.region(nested, 1);
    if !only_yields(rw.ctx, els) || !only_yields(rw.ctx, nested_els) {
        return Ok(false);
    }
    // LLVM 14's version: neither has results nor an `else`.
    if rw.version() == DriverVersion::Llvm14
        && (rw.ctx.num_results(op) != 0
            || rw.ctx.num_results(nested) != 0
            || !rw.ctx.region_is_empty(els)
            || !rw.ctx.region_is_empty(nested_els))
    {
        return Ok(false);
    }
    let mut then_values: SmallVec<[Value; 4]> = rw.ctx.operands(then_yield).collect();
    let else_values: SmallVec<[Value; 4]> =
        region_terminator(rw.ctx, els).map(|y| rw.ctx.operands(y).collect()).unwrap_or_default();
    let nested_then_yield = region_terminator(rw.ctx, rw.ctx.region(nested, 0)).expect("a then block");
    let nested_else_yield = region_terminator(rw.ctx, nested_els);
    let mut to_select: SmallVec<[usize; 4]> = SmallVec::new();
    for i in 0..then_values.len() {
        let v = then_values[i];
        if rw.ctx.defining_op(v) == Some(nested) {
            let async_opt_ir::ValueDef::Result { index, .. } = rw.ctx.value_def(v) else { unreachable!() };
            let k = index as usize;
            if nested_else_yield.map(|y| rw.ctx.operand(y, k)) != else_values.get(i).copied() {
                return Ok(false);
            }
            then_values[i] = rw.ctx.operand(nested_then_yield, k);
            continue;
        }
        if rw.ctx.value_block(v).and_then(|b| rw.ctx.block_parent(b)) == Some(then) {
            return Ok(false);
        }
        to_select.push(i);
    }
    let (outer_cond, inner_cond) = (rw.ctx.operand(op, 0), rw.ctx.operand(nested, 0));
    let cond = rw.create(|b| arith::andi(b, outer_cond, inner_cond));
    let types: SmallVec<[_; 4]> = rw.ctx.result_types_iter(op).collect();
    let new = rw.create(|b| scf::if_op(b, cond, &types));
    let then_block = rw.ctx.create_block();
    rw.ctx.append_block(rw.ctx.region(new, 0), then_block);
    let mut results: SmallVec<[Value; 4]> = rw.ctx.results(new).into();
    let saved = (rw.ip, rw.loc);
    rw.ip = async_opt_ir::InsertPoint::Before(new);
    for &i in &to_select {
        let (t, e) = (then_values[i], else_values[i]);
        results[i] = rw.create(|b| arith::select(b, outer_cond, t, e));
    }
    let nested_then = rw.ctx.parent_block(nested_then_yield).expect("attached");
    rw.merge_blocks(nested_then, then_block, &[]);
    // (An unregistered op may end the block instead of a yield; it stays.)
    if let Some(old_yield) = rw.ctx.last_op(then_block).filter(|&y| rw.ctx.op_name_str(y) == scf::YIELD) {
        rw.ip = async_opt_ir::InsertPoint::Before(old_yield);
        rw.loc = rw.ctx.loc(old_yield);
        rw.create(|b| scf::yield_(b, &then_values));
        rw.replace_op(old_yield, &[]);
    }
    if !else_values.is_empty() {
        let else_block = rw.ctx.create_block();
        rw.ctx.append_block(rw.ctx.region(new, 1), else_block);
        rw.ip = async_opt_ir::InsertPoint::End(else_block);
        rw.loc = saved.1;
        rw.create(|b| scf::yield_(b, &else_values));
    }
    (rw.ip, rw.loc) = saved;
    rw.replace_op(op, &results);
    Ok(true)
}

/// Ends `block` with one `scf.yield` of `first`'s operands and then `second`'s (at
/// `second`'s location), erasing both.
fn merge_yields(rw: &mut PatternRewriter<'_>, block: Block, first: Op, second: Op) {
    let mut values: SmallVec<[Value; 4]> = rw.ctx.operands(first).collect();
    values.extend(rw.ctx.operands(second));
    let saved = (rw.ip, rw.loc);
    rw.ip = async_opt_ir::InsertPoint::End(block);
    rw.loc = rw.ctx.loc(second);
    rw.create(|b| scf::yield_(b, &values));
    (rw.ip, rw.loc) = saved;
    rw.erase_op(first);
    rw.erase_op(second);
}

/// Uses of the condition inside the branches become `true` (in `then`) and `false` (in
/// `else`).
fn if_condition_propagation(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let cond = rw.ctx.operand(op, 0);
    // Replacing a constant by another is no simplification.
    if fold::value_constant(rw.ctx, cond).is_some() {
        return Ok(false);
    }
    let uses: SmallVec<[(Op, usize); 8]> = rw.ctx.uses(cond).map(|u| rw.ctx.use_owner(u)).collect();
    let (then, els) = (rw.ctx.region(op, 0), rw.ctx.region(op, 1));
    let mut constants: [Option<Value>; 2] = [None, None];
    let mut changed = false;
    for (user, i) in uses {
        let Some(region) = rw.ctx.parent_region(user) else { continue };
        let side = if region_is_ancestor(rw.ctx, then, region) {
            0
        } else if region_is_ancestor(rw.ctx, els, region) {
            1
        } else {
            continue;
        };
        let c = match constants[side] {
            Some(c) => c,
            None => {
                let c = rw.create(|b| arith::constant_bool(b, side == 0));
                constants[side] = Some(c);
                c
            }
        };
        rw.ctx.set_operand(user, i, c);
        rw.modified(user);
        changed = true;
    }
    Ok(changed)
}

/// Whether `ancestor` is `region` or holds it.
fn region_is_ancestor(ctx: &Context, ancestor: Region, mut region: Region) -> bool {
    loop {
        if region == ancestor {
            return true;
        }
        let Some(op) = ctx.region_parent(region) else { return false };
        match ctx.parent_region(op) {
            Some(r) => region = r,
            None => return false,
        }
    }
}

/// A constant condition: the taken branch's body replaces the `scf.if`.
fn if_remove_static_condition(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(c) = bool_constant(rw.ctx, rw.ctx.operand(op, 0)) else { return Ok(false) };
    let (then, els) = (rw.ctx.region(op, 0), rw.ctx.region(op, 1));
    if c {
        replace_op_with_region(rw, op, then, &[]);
    } else if !rw.ctx.region_is_empty(els) {
        replace_op_with_region(rw, op, els, &[]);
    } else {
        rw.erase_op(op);
    }
    Ok(true)
}

/// Results both branches yield from outside become `arith.select`s (or the value itself
/// when both yield the same); the `scf.if` keeps the others.
fn if_convert_trivial_to_select(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let n = rw.ctx.num_results(op);
    if n == 0 {
        return Ok(false);
    }
    let (then, els) = (rw.ctx.region(op, 0), rw.ctx.region(op, 1));
    let (Some(ty), Some(ey)) = (region_terminator(rw.ctx, then), region_terminator(rw.ctx, els)) else {
        return Ok(false);
    };
    let tv: SmallVec<[Value; 4]> = rw.ctx.operands(ty).collect();
    let ev: SmallVec<[Value; 4]> = rw.ctx.operands(ey).collect();
    if rw.version() == DriverVersion::Llvm14 {
        // LLVM 14's version: only when both branches hold nothing but their yields.
        let only_yield = |ctx: &Context, y: Op| ctx.prev_op(y).is_none();
        if !only_yield(rw.ctx, ty) || !only_yield(rw.ctx, ey) {
            return Ok(false);
        }
        let cond = rw.ctx.operand(op, 0);
        let mut values: SmallVec<[Value; 4]> = SmallVec::new();
        for i in 0..n {
            let (t, e) = (tv[i], ev[i]);
            values.push(if t == e { t } else { rw.create(|b| arith::select(b, cond, t, e)) });
        }
        rw.replace_op(op, &values);
        return Ok(true);
    }
    let inside = |ctx: &Context, v: Value, r: Region| ctx.value_block(v).and_then(|b| ctx.block_parent(b)) == Some(r);
    let keep: SmallVec<[usize; 4]> =
        (0..n).filter(|&i| inside(rw.ctx, tv[i], then) || inside(rw.ctx, ev[i], els)).collect();
    if keep.len() == n {
        return Ok(false);
    }
    let cond = rw.ctx.operand(op, 0);
    let types: SmallVec<[_; 4]> = keep.iter().map(|&i| rw.ctx.value_type(tv[i])).collect();
    let new = rw.create(|b| scf::if_op(b, cond, &types));
    for r in 0..2 {
        let (from, to) = (rw.ctx.region(op, r), rw.ctx.region(new, r));
        rw.ctx.take_body(to, from);
    }
    let mut values: SmallVec<[Value; 4]> = SmallVec::new();
    let mut k = 0;
    // The selects go before the new `scf.if`.
    let saved_ip = rw.ip;
    rw.ip = async_opt_ir::InsertPoint::Before(new);
    for i in 0..n {
        if keep.contains(&i) {
            values.push(rw.ctx.result(new, k));
            k += 1;
        } else if tv[i] == ev[i] {
            values.push(tv[i]);
        } else {
            let (t, e) = (tv[i], ev[i]);
            values.push(rw.create(|b| arith::select(b, cond, t, e)));
        }
    }
    rw.ip = saved_ip;
    for (y, vals) in [(ty, &tv), (ey, &ev)] {
        let kept: SmallVec<[Value; 4]> = keep.iter().map(|&i| vals[i]).collect();
        let block = rw.ctx.parent_block(y).expect("attached");
        let loc = rw.ctx.loc(y);
        let saved = (rw.ip, rw.loc);
        rw.ip = async_opt_ir::InsertPoint::End(block);
        rw.loc = loc;
        rw.create(|b| scf::yield_(b, &kept));
        (rw.ip, rw.loc) = saved;
        rw.erase_op(y);
    }
    rw.replace_op(op, &values);
    Ok(true)
}

/// An `else` that only yields nothing, on an `scf.if` without results, is removed.
fn if_remove_empty_else_branch(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    if rw.ctx.num_results(op) != 0 {
        return Ok(false);
    }
    let Some(block) = rw.ctx.first_block(rw.ctx.region(op, 1)) else { return Ok(false) };
    let only = rw.ctx.first_op(block);
    if only.is_none() || only != rw.ctx.last_op(block) || rw.ctx.num_operands(only.unwrap()) != 0 {
        return Ok(false);
    }
    rw.erase_block(block);
    rw.modified(op);
    Ok(true)
}

/// An `i1` result yielding `true` in `then` and `false` in `else` (or the reverse) is the
/// condition (or its negation, `xori %cond, true`); in LLVM 14 a result both branches
/// yield the same value for is that value.
fn if_replace_yield_with_condition(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    // Early exit if there are no results that could be replaced.
    if rw.ctx.num_results(op) == 0 {
        return Ok(false);
    }
    let (then, els) = (rw.ctx.region(op, 0), rw.ctx.region(op, 1));
    let (Some(ty), Some(ey)) = (region_terminator(rw.ctx, then), region_terminator(rw.ctx, els)) else {
        return Ok(false);
    };
    let cond = rw.ctx.operand(op, 0);
    let mut changed = false;
    let i1 = rw.ctx.i1_type();
    for i in 0..rw.ctx.num_results(op) {
        let r = rw.ctx.result(op, i);
        if !rw.ctx.has_uses(r) {
            continue;
        }
        let (tv, ev) = (rw.ctx.operand(ty, i), rw.ctx.operand(ey, i));
        // Both branches yield the same value: the result is it.
        if tv == ev && rw.version() == DriverVersion::Llvm14 {
            rw.replace_all_uses_with(r, tv);
            changed = true;
            continue;
        }
        if rw.ctx.value_type(r) != i1 {
            continue;
        }
        let (Some(t), Some(e)) = (bool_constant(rw.ctx, tv), bool_constant(rw.ctx, ev)) else { continue };
        if t == e {
            // Both the same constant: the result is that constant (the select pattern
            // hoists it when it is defined outside).
            continue;
        }
        let replacement = if t {
            cond
        } else {
            let one = rw.create(|b| arith::constant_bool(b, true));
            rw.create(|b| arith::xori(b, cond, one))
        };
        rw.replace_all_uses_with(r, replacement);
        changed = true;
    }
    Ok(changed)
}

// ----------------------------------------------------------------------------------
// scf.for
// ----------------------------------------------------------------------------------

/// Iteration arguments the body yields back unchanged, or whose initial value it yields,
/// are replaced by the initial value; a new loop carries the others.
fn for_iter_args_folder(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let n = rw.ctx.num_results(op);
    if n == 0 {
        return Ok(false);
    }
    let body = rw.ctx.first_block(rw.ctx.region(op, 0)).expect("scf.for has a body");
    let Some(y) = rw.ctx.last_op(body) else { return Ok(false) };
    let inits: SmallVec<[Value; 4]> = rw.ctx.operands(op).skip(3).collect();
    let args: SmallVec<[Value; 4]> = rw.ctx.block_args(body)[1..].into();
    let yielded: SmallVec<[Value; 4]> = rw.ctx.operands(y).collect();
    let forwarded: SmallVec<[bool; 4]> = (0..n).map(|i| yielded[i] == args[i] || yielded[i] == inits[i]).collect();
    if !forwarded.contains(&true) {
        return Ok(false);
    }
    let (lb, ub, step) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1), rw.ctx.operand(op, 2));
    let kept: SmallVec<[Value; 4]> = (0..n).filter(|&i| !forwarded[i]).map(|i| inits[i]).collect();
    let types: SmallVec<[_; 4]> = kept.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let new = rw.create(|b| scf::for_op(b, lb, ub, step, &kept, &types));
    let new_body = rw.ctx.create_block();
    rw.ctx.append_block(rw.ctx.region(new, 0), new_body);
    let iv_ty = rw.ctx.value_type(rw.ctx.block_arg(body, 0));
    let iv_loc = rw.ctx.value_loc(rw.ctx.block_arg(body, 0));
    let iv = rw.ctx.add_block_arg(new_body, iv_ty, iv_loc);
    let mut map: SmallVec<[Value; 4]> = SmallVec::from_slice(&[iv]);
    for i in 0..n {
        if forwarded[i] {
            map.push(inits[i]);
        } else {
            let loc = rw.ctx.value_loc(args[i]);
            let ty = rw.ctx.value_type(args[i]);
            map.push(rw.ctx.add_block_arg(new_body, ty, loc));
        }
    }
    rw.merge_blocks(body, new_body, &map);
    let y = rw.ctx.last_op(new_body).expect("the moved yield");
    let keep: SmallVec<[Value; 4]> = (0..n).filter(|&i| !forwarded[i]).map(|i| rw.ctx.operand(y, i)).collect();
    rw.ctx.set_operands(y, &keep);
    rw.modified(y);
    let mut values: SmallVec<[Value; 4]> = SmallVec::new();
    let mut k = 0;
    for i in 0..n {
        if forwarded[i] {
            values.push(inits[i]);
        } else {
            values.push(rw.ctx.result(new, k));
            k += 1;
        }
    }
    rw.replace_op(op, &values);
    Ok(true)
}

/// Loops of constant bounds that run no iteration (replaced by their initial values) or
/// exactly one (replaced by their body), and empty loops yielding values from outside.
fn for_simplify_trivial_loops(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let (lb, ub, step) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1), rw.ctx.operand(op, 2));
    let inits: SmallVec<[Value; 4]> = rw.ctx.operands(op).skip(3).collect();
    if lb == ub {
        rw.replace_op(op, &inits);
        return Ok(true);
    }
    let (Some(l), Some(u)) = (int_constant(rw.ctx, lb), int_constant(rw.ctx, ub)) else { return Ok(false) };
    if l >= u {
        rw.replace_op(op, &inits);
        return Ok(true);
    }
    let Some(s) = int_constant(rw.ctx, step) else { return Ok(false) };
    let region = rw.ctx.region(op, 0);
    if l + s >= u {
        let mut args: SmallVec<[Value; 4]> = SmallVec::from_slice(&[lb]);
        args.extend(inits.iter().copied());
        replace_op_with_region(rw, op, region, &args);
        return Ok(true);
    }
    let body = rw.ctx.first_block(region).expect("scf.for has a body");
    let Some(y) = rw.ctx.first_op(body) else { return Ok(false) };
    if rw.ctx.last_op(body) != Some(y) {
        return Ok(false);
    }
    let yielded: SmallVec<[Value; 4]> = rw.ctx.operands(y).collect();
    if yielded.iter().any(|&v| !defined_outside(rw.ctx, v, op)) {
        return Ok(false);
    }
    rw.replace_op(op, &yielded);
    Ok(true)
}

/// Whether `v` is defined outside of `op` (not in any of its regions).
fn defined_outside(ctx: &Context, v: Value, op: Op) -> bool {
    let Some(block) = ctx.value_block(v) else { return true };
    match ctx.block_parent_op(block) {
        Some(p) => p != op && !ctx.is_ancestor(op, p),
        None => true,
    }
}

// ----------------------------------------------------------------------------------
// scf.parallel
// ----------------------------------------------------------------------------------

/// How many iterations a loop dimension runs, when known (MLIR's `constantTripCount`: none
/// when the bounds are the same value, else from constant bounds and step).
fn constant_trip_count(ctx: &Context, lb: Value, ub: Value, step: Value) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let (l, u) = (int_constant(ctx, lb)?, int_constant(ctx, ub)?);
    if u <= l {
        return Some(0);
    }
    let s = int_constant(ctx, step).filter(|&s| s > 0)?;
    Some((u - l + s - 1) / s)
}

/// Clones the ops of `body` but its terminator before the rewriter's insertion point, through
/// `map`.
fn clone_body_before(rw: &mut PatternRewriter<'_>, body: Block, map: &mut IrMapping) {
    let ops: SmallVec<[Op; 8]> = rw.ctx.block_ops(body).collect();
    let before = rw.ctx.op_capacity();
    for &o in &ops[..ops.len().saturating_sub(1)] {
        let c = rw.ctx.clone_op(o, map);
        match rw.ip {
            async_opt_ir::InsertPoint::Before(at) => rw.ctx.insert_op_before(at, c),
            async_opt_ir::InsertPoint::End(b) => rw.ctx.append_op(b, c),
            _ => unreachable!("patterns insert before an op or at a block's end"),
        }
    }
    rw.notify_created_since(before);
}

/// LLVM 22's `ParallelOpSingleOrZeroIterationDimsFolder` (LLVM 14's
/// `CollapseSingleIterationLoops`): a loop with a dimension of no iteration is its initial
/// values (LLVM 22); dimensions of one iteration are dropped, their induction variables
/// replaced by their lower bounds, and a loop left with none is its body, reductions
/// applied to the initial values.
fn parallel_single_or_zero_iteration_dims(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(parts) = scf::parallel_parts(rw.ctx, op) else { return Ok(false) };
    let Some(body) = rw.ctx.entry_block(op, 0) else { return Ok(false) };
    let ivs: SmallVec<[Value; 4]> = rw.ctx.block_args(body).into();
    let v22 = rw.version() == DriverVersion::Llvm22;
    let mut map = IrMapping::new();
    let mut kept: SmallVec<[usize; 4]> = SmallVec::new();
    for d in 0..parts.step.len() {
        let (lb, ub, step) = (parts.lower[d], parts.upper[d], parts.step[d]);
        let trips = if v22 {
            constant_trip_count(rw.ctx, lb, ub, step)
        } else {
            // LLVM 14: constant bounds and step only, one iteration only.
            match (int_constant(rw.ctx, lb), int_constant(rw.ctx, ub), int_constant(rw.ctx, step)) {
                (Some(l), Some(u), Some(s)) if u - l > 0 && u - l <= s => Some(1),
                _ => None,
            }
        };
        match trips {
            Some(0) => {
                rw.replace_op(op, &parts.inits);
                return Ok(true);
            }
            Some(1) => map.map_value(ivs[d], lb),
            _ => kept.push(d),
        }
    }
    if kept.len() == parts.step.len() {
        return Ok(false);
    }
    if kept.is_empty() {
        clone_body_before(rw, body, &mut map);
        let reduce = rw.ctx.last_op(body).expect("a terminated body");
        let mut results: SmallVec<[Value; 4]> = SmallVec::new();
        for i in 0..rw.ctx.regions(reduce).len() {
            let Some(rb) = rw.ctx.entry_block(reduce, i) else { return Ok(false) };
            let (a0, a1) = (rw.ctx.block_arg(rb, 0), rw.ctx.block_arg(rb, 1));
            map.map_value(a0, parts.inits[results.len()]);
            map.map_value(a1, map.value(rw.ctx.operand(reduce, i)));
            clone_body_before(rw, rb, &mut map);
            let ret = rw.ctx.last_op(rb).expect("a terminated reduction");
            results.push(map.value(rw.ctx.operand(ret, 0)));
        }
        rw.replace_op(op, &results);
        return Ok(true);
    }
    let pick = |l: &[Value]| -> SmallVec<[Value; 4]> { kept.iter().map(|&d| l[d]).collect() };
    let (lbs, ubs, steps) = (pick(&parts.lower), pick(&parts.upper), pick(&parts.step));
    let types: SmallVec<[_; 4]> = rw.ctx.result_types_iter(op).collect();
    let inits = parts.inits.clone();
    let new = rw.create(|b| scf::parallel_op(b, &lbs, &ubs, &steps, &inits, &types));
    let new_body = rw.ctx.create_block();
    rw.ctx.append_block(rw.ctx.region(new, 0), new_body);
    for &d in &kept {
        let (ty, loc) = (rw.ctx.value_type(ivs[d]), rw.ctx.value_loc(ivs[d]));
        let a = rw.ctx.add_block_arg(new_body, ty, loc);
        map.map_value(ivs[d], a);
    }
    let saved = rw.ip;
    rw.ip = async_opt_ir::InsertPoint::End(new_body);
    clone_body_before(rw, body, &mut map);
    // The terminator too.
    let before = rw.ctx.op_capacity();
    let term = rw.ctx.last_op(body).expect("a terminated body");
    let c = rw.ctx.clone_op(term, &mut map);
    rw.ctx.append_op(new_body, c);
    rw.notify_created_since(before);
    rw.ip = saved;
    let results: SmallVec<[Value; 4]> = rw.ctx.results(new).into();
    rw.replace_op(op, &results);
    Ok(true)
}

/// LLVM 14's `RemoveEmptyParallelLoops`: a dimension whose bounds are the same value runs
/// no iteration, so the loop is its initial values.
fn parallel_remove_empty(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(parts) = scf::parallel_parts(rw.ctx, op) else { return Ok(false) };
    if parts.lower.iter().zip(&parts.upper).all(|(l, u)| l != u) {
        return Ok(false);
    }
    rw.replace_op(op, &parts.inits);
    Ok(true)
}

/// A loop whose body is only another loop, neither with reductions, the inner bounds not
/// using the outer induction variables, becomes one loop over both sets of dimensions
/// (`MergeNestedParallelLoops`).
fn parallel_merge_nested(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(body) = rw.ctx.entry_block(op, 0) else { return Ok(false) };
    let Some(inner) = rw.ctx.first_op(body) else { return Ok(false) };
    if rw.ctx.op_name(inner) != rw.ctx.op_name(op) || rw.ctx.next_op(inner) != rw.ctx.last_op(body) {
        return Ok(false);
    }
    let (Some(outer_parts), Some(inner_parts)) = (scf::parallel_parts(rw.ctx, op), scf::parallel_parts(rw.ctx, inner))
    else {
        return Ok(false);
    };
    let outer_ivs: SmallVec<[Value; 4]> = rw.ctx.block_args(body).into();
    let inner_bounds = || inner_parts.lower.iter().chain(&inner_parts.upper).chain(&inner_parts.step);
    if outer_ivs.iter().any(|iv| inner_bounds().any(|v| v == iv)) {
        return Ok(false);
    }
    if !outer_parts.inits.is_empty() || !inner_parts.inits.is_empty() {
        return Ok(false);
    }
    let Some(inner_body) = rw.ctx.entry_block(inner, 0) else { return Ok(false) };
    let inner_ivs: SmallVec<[Value; 4]> = rw.ctx.block_args(inner_body).into();
    let cat = |a: &[Value], b: &[Value]| -> SmallVec<[Value; 8]> { a.iter().chain(b).copied().collect() };
    let lbs = cat(&outer_parts.lower, &inner_parts.lower);
    let ubs = cat(&outer_parts.upper, &inner_parts.upper);
    let steps = cat(&outer_parts.step, &inner_parts.step);
    let new = rw.create(|b| scf::parallel_op(b, &lbs, &ubs, &steps, &[], &[]));
    let new_body = rw.ctx.create_block();
    rw.ctx.append_block(rw.ctx.region(new, 0), new_body);
    let mut map = IrMapping::new();
    let index = rw.ctx.index_type();
    let loc = Some(rw.loc);
    for &iv in outer_ivs.iter().chain(&inner_ivs) {
        let a = rw.ctx.add_block_arg(new_body, index, loc);
        map.map_value(iv, a);
    }
    let saved = rw.ip;
    rw.ip = async_opt_ir::InsertPoint::End(new_body);
    clone_body_before(rw, inner_body, &mut map);
    rw.create(|b| scf::reduce_op(b, &[]));
    rw.ip = saved;
    rw.replace_op(op, &[]);
    Ok(true)
}

// ----------------------------------------------------------------------------------
// scf.execute_region
// ----------------------------------------------------------------------------------

/// A single-block `scf.execute_region` is its body (`SingleBlockExecuteInliner`; LLVM 22's
/// does not look at `no_inline`).
fn execute_region_single_block(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let region = rw.ctx.region(op, 0);
    let Some(block) = rw.ctx.first_block(region) else { return Ok(false) };
    if rw.ctx.next_block(block).is_some() {
        return Ok(false);
    }
    replace_op_with_region(rw, op, region, &[]);
    Ok(true)
}

/// An `scf.execute_region` directly in a function or another
/// `scf.execute_region` is inlined as blocks: its block is split there, the region's blocks
/// go between, its `scf.yield`s branch to the rest, whose arguments are the results
/// (`MultiBlockExecuteInliner`).
///
/// ```mlir
/// %r = scf.execute_region -> i32 {          cf.br ^bb1
///   cf.br ^bb1(%x : i32)            ──►   ^bb1:
/// ^bb1(%y: i32):                            cf.br ^bb2(%x : i32)
///   scf.yield %y : i32                    ^bb2(%y: i32):
/// }                                         cf.br ^bb3(%y : i32)
/// "use"(%r) : (i32) -> ()                 ^bb3(%r: i32):
///                                           "use"(%r) : (i32) -> ()
/// ```
fn execute_region_multi_block(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(parent) = rw.ctx.parent_block(op).and_then(|b| rw.ctx.block_parent_op(b)) else { return Ok(false) };
    if !matches!(rw.ctx.op_name_str(parent), func::FUNC | async_::FUNC | llvm::FUNC | scf::EXECUTE_REGION) {
        return Ok(false);
    }
    let region = rw.ctx.region(op, 0);
    let Some(entry) = rw.ctx.first_block(region) else { return Ok(false) };
    let prev = rw.ctx.parent_block(op).expect("attached");
    let post = rw.ctx.split_block(prev, op);
    if rw.version() == DriverVersion::Llvm22 {
        // LLVM 22's rewriter moves the ops one by one, each an insertion.
        let moved: SmallVec<[Op; 8]> = rw.ctx.block_ops(post).collect();
        for o in moved {
            rw.notify_inserted(o);
        }
    }
    let saved = rw.ip;
    rw.ip = async_opt_ir::InsertPoint::End(prev);
    rw.create(|b| cf::br(b, &[], entry));
    let blocks: SmallVec<[Block; 8]> = rw.ctx.region_blocks(region).collect();
    for b in blocks {
        let Some(term) = rw.ctx.last_op(b).filter(|&t| rw.ctx.op_name_str(t) == scf::YIELD) else { continue };
        let values: SmallVec<[Value; 4]> = rw.ctx.operands(term).collect();
        rw.ip = async_opt_ir::InsertPoint::Before(term);
        let loc = rw.loc;
        rw.loc = rw.ctx.loc(term);
        rw.create(|bd| cf::br(bd, &values, post));
        rw.loc = loc;
        rw.erase_op(term);
    }
    rw.ip = saved;
    let dest = rw.ctx.block_parent(post).expect("attached");
    rw.ctx.inline_region_before(region, dest, Some(post));
    let results: SmallVec<[Value; 4]> = rw.ctx.results(op).into();
    let args: SmallVec<[Value; 4]> = results
        .iter()
        .map(|&r| {
            let (ty, loc) = (rw.ctx.value_type(r), rw.ctx.value_loc(r));
            rw.ctx.add_block_arg(post, ty, loc)
        })
        .collect();
    rw.replace_op(op, &args);
    Ok(true)
}

// ----------------------------------------------------------------------------------
// scf.while
// ----------------------------------------------------------------------------------

/// An `scf.while` taken apart: its `before` and `after` blocks and their terminators.
struct While {
    before: Block,
    after: Block,
    condition: Op,
    yield_: Op,
}

fn while_parts(ctx: &Context, op: Op) -> Option<While> {
    let before = ctx.entry_block(op, 0)?;
    let after = ctx.entry_block(op, 1)?;
    let condition = ctx.last_op(before).filter(|&t| ctx.op_name_str(t) == scf::CONDITION)?;
    let yield_ = ctx.last_op(after).filter(|&t| ctx.op_name_str(t) == scf::YIELD)?;
    Some(While { before, after, condition, yield_ })
}

/// Replaces the terminator `term` by a new one of the same name with `operands` (MLIR's
/// `replaceOpWithNewOp` on an `scf.condition` or `scf.yield`).
fn replace_terminator(rw: &mut PatternRewriter<'_>, term: Op, operands: &[Value]) {
    let saved = (rw.ip, rw.loc);
    rw.ip = async_opt_ir::InsertPoint::Before(term);
    rw.loc = rw.ctx.loc(term);
    if rw.ctx.op_name_str(term) == scf::CONDITION {
        let (cond, args) = operands.split_first().expect("a condition");
        rw.create(|b| scf::condition(b, *cond, args));
    } else {
        rw.create(|b| scf::yield_(b, operands));
    }
    (rw.ip, rw.loc) = saved;
    rw.replace_op(term, &[]);
}

/// A new `scf.while` of `inits` and result `types` before `op`, with region `r` of it
/// given a block of arguments of `arg_types` (located at `locs`).
fn new_while_with_block(
    rw: &mut PatternRewriter<'_>,
    inits: &[Value],
    types: &[async_opt_ir::Type],
    r: usize,
    arg_types: &[async_opt_ir::Type],
    locs: &[Option<async_opt_ir::Loc>],
) -> (Op, Block) {
    let new = rw.create(|b| scf::while_op(b, inits, types));
    let block = rw.ctx.create_block();
    rw.ctx.append_block(rw.ctx.region(new, r), block);
    for (&t, &l) in arg_types.iter().zip(locs) {
        rw.ctx.add_block_arg(block, t, l);
    }
    (new, block)
}

/// Merges `source` into `dest`, its arguments replaced where `args` says (`None`: an
/// argument without uses).
fn merge_blocks_partially(rw: &mut PatternRewriter<'_>, source: Block, dest: Block, args: &[Option<Value>]) {
    let old: SmallVec<[Value; 4]> = rw.ctx.block_args(source).into();
    for (&a, v) in old.iter().zip(args) {
        if let Some(v) = *v {
            rw.replace_all_uses_with(a, v);
        }
    }
    rw.merge_blocks(source, dest, &[]);
}

/// LLVM 22's `RemoveLoopInvariantArgsFromBeforeBlock`: a `before` argument the loop passes back
/// unchanged (yielded as its initial value, or as the `after` argument its own value or
/// initial value went to) is its initial value.
fn while_invariant_before_args(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(w) = while_parts(rw.ctx, op) else { return Ok(false) };
    let inits: SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
    let yielded: SmallVec<[Value; 4]> = rw.ctx.operands(w.yield_).collect();
    let passed: SmallVec<[Value; 4]> = rw.ctx.operands(w.condition).skip(1).collect();
    let before_args: SmallVec<[Value; 4]> = rw.ctx.block_args(w.before).into();
    let invariant = |ctx: &Context, i: usize| {
        if yielded[i] == inits[i] {
            return true;
        }
        match ctx.value_def(yielded[i]) {
            async_opt_ir::ValueDef::Argument { block, index } if block == w.after => {
                let c = passed[index as usize];
                c == before_args[i] || c == inits[i]
            }
            _ => false,
        }
    };
    let n = inits.len().min(yielded.len());
    let flags: SmallVec<[bool; 4]> = (0..n).map(|i| invariant(rw.ctx, i)).collect();
    if !flags.contains(&true) {
        return Ok(false);
    }
    let kept: SmallVec<[usize; 4]> = (0..n).filter(|&i| !flags[i]).collect();
    let new_inits: SmallVec<[Value; 4]> = kept.iter().map(|&i| inits[i]).collect();
    let new_yielded: SmallVec<[Value; 4]> = kept.iter().map(|&i| yielded[i]).collect();
    replace_terminator(rw, w.yield_, &new_yielded);
    let types: SmallVec<[_; 4]> = rw.ctx.result_types_iter(op).collect();
    let arg_types: SmallVec<[_; 4]> = new_yielded.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let locs: SmallVec<[_; 4]> = kept.iter().map(|&i| rw.ctx.value_loc(before_args[i])).collect();
    let (new, new_before) = new_while_with_block(rw, &new_inits, &types, 0, &arg_types, &locs);
    let mut j = 0;
    let map: SmallVec<[Option<Value>; 4]> = (0..before_args.len())
        .map(|i| {
            if i < n && flags[i] {
                Some(inits[i])
            } else {
                j += 1;
                Some(rw.ctx.block_arg(new_before, j - 1))
            }
        })
        .collect();
    merge_blocks_partially(rw, w.before, new_before, &map);
    rw.ctx.take_body(rw.ctx.region(new, 1), rw.ctx.region(op, 1));
    let results: SmallVec<[Value; 4]> = rw.ctx.results(new).into();
    rw.replace_op(op, &results);
    Ok(true)
}

/// LLVM 22's `RemoveLoopInvariantValueYielded`: a value the condition passes on that is
/// defined outside the `before` block replaces its `after` argument and its result.
fn while_invariant_value_yielded(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(w) = while_parts(rw.ctx, op) else { return Ok(false) };
    let passed: SmallVec<[Value; 4]> = rw.ctx.operands(w.condition).skip(1).collect();
    let outside = |ctx: &Context, v: Value| ctx.value_block(v) != Some(w.before);
    if !passed.iter().any(|&v| outside(rw.ctx, v)) {
        return Ok(false);
    }
    let after_args: SmallVec<[Value; 4]> = rw.ctx.block_args(w.after).into();
    let kept: SmallVec<[usize; 4]> = (0..passed.len()).filter(|&i| !outside(rw.ctx, passed[i])).collect();
    let mut new_operands: SmallVec<[Value; 4]> = SmallVec::from_slice(&[rw.ctx.operand(w.condition, 0)]);
    new_operands.extend(kept.iter().map(|&i| passed[i]));
    replace_terminator(rw, w.condition, &new_operands);
    let types: SmallVec<[_; 4]> = kept.iter().map(|&i| rw.ctx.value_type(passed[i])).collect();
    let locs: SmallVec<[_; 4]> = kept.iter().map(|&i| rw.ctx.value_loc(after_args[i])).collect();
    let inits: SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
    let (new, new_after) = new_while_with_block(rw, &inits, &types, 1, &types, &locs);
    let (mut args, mut results): (SmallVec<[Option<Value>; 4]>, SmallVec<[Value; 4]>) = Default::default();
    let mut j = 0;
    for i in 0..after_args.len() {
        if kept.contains(&i) {
            args.push(Some(rw.ctx.block_arg(new_after, j)));
            results.push(rw.ctx.result(new, j));
            j += 1;
        } else {
            args.push(Some(passed[i]));
            results.push(passed[i]);
        }
    }
    merge_blocks_partially(rw, w.after, new_after, &args);
    rw.ctx.take_body(rw.ctx.region(new, 0), rw.ctx.region(op, 0));
    rw.replace_op(op, &results);
    Ok(true)
}

/// `WhileConditionTruth`: an `after` argument that is the condition itself is `true`
/// there.
fn while_condition_truth(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(w) = while_parts(rw.ctx, op) else { return Ok(false) };
    let cond = rw.ctx.operand(w.condition, 0);
    let passed: SmallVec<[Value; 4]> = rw.ctx.operands(w.condition).skip(1).collect();
    let after_args: SmallVec<[Value; 4]> = rw.ctx.block_args(w.after).into();
    let mut constant = None;
    for (&v, &a) in passed.iter().zip(&after_args) {
        if v != cond || !rw.ctx.has_uses(a) {
            continue;
        }
        let t = match constant {
            Some(t) => t,
            None => *constant.insert(rw.create(|b| arith::constant_bool(b, true))),
        };
        rw.replace_all_uses_with(a, t);
    }
    Ok(constant.is_some())
}

/// The predicate that holds exactly when `p` does not (MLIR's `invertPredicate`), as
/// indices of [`arith::CMPI_PREDICATES`].
fn invert_cmpi_predicate(p: i128) -> i128 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        _ => 7,
    }
}

/// `WhileCmpCond`: when the condition is an `arith.cmpi` of a value the condition passes
/// on, the same comparison of the `after` argument it became (or its inverse) is `true`
/// (`false`) there.
fn while_cmp_cond(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(w) = while_parts(rw.ctx, op) else { return Ok(false) };
    let Some(cmp) = rw.ctx.defining_op(rw.ctx.operand(w.condition, 0)) else { return Ok(false) };
    if rw.ctx.op_name_str(cmp) != arith::CMPI {
        return Ok(false);
    }
    let predicate = |ctx: &Context, o: Op| ctx.attr(o, "predicate").and_then(|a| ctx.attr_int(a));
    let Some(pred) = predicate(rw.ctx, cmp) else { return Ok(false) };
    let passed: SmallVec<[Value; 4]> = rw.ctx.operands(w.condition).skip(1).collect();
    let after_args: SmallVec<[Value; 4]> = rw.ctx.block_args(w.after).into();
    let mut changed = false;
    for (&v, &a) in passed.iter().zip(&after_args) {
        for k in 0..2 {
            if v != rw.ctx.operand(cmp, k) {
                continue;
            }
            let users: SmallVec<[Op; 4]> = rw.ctx.users(a).collect();
            for user in users {
                if rw.ctx.is_erased(user) || rw.ctx.op_name_str(user) != arith::CMPI {
                    continue;
                }
                if rw.ctx.operand(user, 1 - k) != rw.ctx.operand(cmp, 1 - k) {
                    continue;
                }
                let same = match predicate(rw.ctx, user) {
                    Some(p) if p == pred => true,
                    Some(p) if p == invert_cmpi_predicate(pred) => false,
                    _ => continue,
                };
                let saved = (rw.ip, rw.loc);
                rw.ip = async_opt_ir::InsertPoint::Before(user);
                rw.loc = rw.ctx.loc(user);
                let c = rw.create(|b| arith::constant_bool(b, same));
                (rw.ip, rw.loc) = saved;
                rw.replace_op(user, &[c]);
                changed = true;
            }
        }
    }
    Ok(changed)
}

/// `WhileUnusedResult`: a result unused both after the loop and in `after` is dropped.
fn while_unused_result(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(w) = while_parts(rw.ctx, op) else { return Ok(false) };
    let results: SmallVec<[Value; 4]> = rw.ctx.results(op).into();
    let after_args: SmallVec<[Value; 4]> = rw.ctx.block_args(w.after).into();
    let passed: SmallVec<[Value; 4]> = rw.ctx.operands(w.condition).skip(1).collect();
    let n = results.len().min(after_args.len()).min(passed.len());
    let kept: SmallVec<[usize; 4]> =
        (0..n).filter(|&i| rw.ctx.has_uses(results[i]) || rw.ctx.has_uses(after_args[i])).collect();
    if kept.len() == n {
        return Ok(false);
    }
    let mut new_operands: SmallVec<[Value; 4]> = SmallVec::from_slice(&[rw.ctx.operand(w.condition, 0)]);
    new_operands.extend(kept.iter().map(|&i| passed[i]));
    replace_terminator(rw, w.condition, &new_operands);
    let types: SmallVec<[_; 4]> = kept.iter().map(|&i| rw.ctx.value_type(results[i])).collect();
    let locs: SmallVec<[_; 4]> = kept.iter().map(|&i| rw.ctx.value_loc(results[i])).collect();
    let inits: SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
    let (new, new_after) = new_while_with_block(rw, &inits, &types, 1, &types, &locs);
    let mut args: SmallVec<[Option<Value>; 4]> = SmallVec::from_elem(None, n);
    let mut values: SmallVec<[Option<Value>; 4]> = SmallVec::from_elem(None, n);
    for (j, &i) in kept.iter().enumerate() {
        args[i] = Some(rw.ctx.block_arg(new_after, j));
        values[i] = Some(rw.ctx.result(new, j));
    }
    rw.ctx.take_body(rw.ctx.region(new, 0), rw.ctx.region(op, 0));
    merge_blocks_partially(rw, w.after, new_after, &args);
    rw.replace_op_partially(op, &values);
    Ok(true)
}

/// LLVM 22's `WhileRemoveDuplicatedResults`: a value the condition passes on twice is
/// passed once.
fn while_remove_duplicated_results(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(w) = while_parts(rw.ctx, op) else { return Ok(false) };
    let passed: SmallVec<[Value; 4]> = rw.ctx.operands(w.condition).skip(1).collect();
    let mut unique: SmallVec<[Value; 4]> = SmallVec::new();
    for &v in &passed {
        if !unique.contains(&v) {
            unique.push(v);
        }
    }
    if unique.len() == passed.len() {
        return Ok(false);
    }
    let types: SmallVec<[_; 4]> = unique.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let inits: SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
    let init_types: SmallVec<[_; 4]> = inits.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let init_locs: SmallVec<[_; 4]> = inits.iter().map(|&v| rw.ctx.value_loc(v)).collect();
    let loc = Some(rw.loc);
    let after_locs: SmallVec<[_; 4]> = types.iter().map(|_| loc).collect();
    let (new, new_before) = new_while_with_block(rw, &inits, &types, 0, &init_types, &init_locs);
    let new_after = rw.ctx.create_block();
    rw.ctx.append_block(rw.ctx.region(new, 1), new_after);
    for (&t, &l) in types.iter().zip(&after_locs) {
        rw.ctx.add_block_arg(new_after, t, l);
    }
    let position = |v: Value| unique.iter().position(|&u| u == v).expect("collected");
    let after_map: SmallVec<[Option<Value>; 4]> =
        passed.iter().map(|&v| Some(rw.ctx.block_arg(new_after, position(v)))).collect();
    let results: SmallVec<[Value; 4]> = passed.iter().map(|&v| rw.ctx.result(new, position(v))).collect();
    let mut new_operands: SmallVec<[Value; 4]> = SmallVec::from_slice(&[rw.ctx.operand(w.condition, 0)]);
    new_operands.extend(unique.iter().copied());
    replace_terminator(rw, w.condition, &new_operands);
    let before_map: SmallVec<[Option<Value>; 4]> = rw.ctx.block_args(new_before).iter().map(|&a| Some(a)).collect();
    merge_blocks_partially(rw, w.before, new_before, &before_map);
    merge_blocks_partially(rw, w.after, new_after, &after_map);
    rw.replace_op(op, &results);
    Ok(true)
}

/// `WhileRemoveUnusedArgs` (LLVM 22's; LLVM 14 drops them alike): a `before` argument
/// without uses is dropped, with its initial and yielded values.
fn while_remove_unused_args(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(w) = while_parts(rw.ctx, op) else { return Ok(false) };
    let before_args: SmallVec<[Value; 4]> = rw.ctx.block_args(w.before).into();
    if before_args.iter().all(|&a| rw.ctx.has_uses(a)) {
        return Ok(false);
    }
    let inits: SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
    let yielded: SmallVec<[Value; 4]> = rw.ctx.operands(w.yield_).collect();
    let kept: SmallVec<[usize; 4]> = (0..before_args.len()).filter(|&i| rw.ctx.has_uses(before_args[i])).collect();
    for i in (0..before_args.len()).rev() {
        if !kept.contains(&i) {
            rw.ctx.erase_block_arg(w.before, i);
        }
    }
    let new_inits: SmallVec<[Value; 4]> = kept.iter().map(|&i| inits[i]).collect();
    let new_yielded: SmallVec<[Value; 4]> = kept.iter().map(|&i| yielded[i]).collect();
    let types: SmallVec<[_; 4]> = rw.ctx.result_types_iter(op).collect();
    let init_types: SmallVec<[_; 4]> = new_inits.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let init_locs: SmallVec<[_; 4]> = new_inits.iter().map(|&v| rw.ctx.value_loc(v)).collect();
    let (new, new_before) = new_while_with_block(rw, &new_inits, &types, 0, &init_types, &init_locs);
    let new_after = rw.ctx.create_block();
    rw.ctx.append_block(rw.ctx.region(new, 1), new_after);
    let loc = Some(rw.loc);
    for &t in &types {
        rw.ctx.add_block_arg(new_after, t, loc);
    }
    replace_terminator(rw, w.yield_, &new_yielded);
    let before_map: SmallVec<[Option<Value>; 4]> = rw.ctx.block_args(new_before).iter().map(|&a| Some(a)).collect();
    let after_map: SmallVec<[Option<Value>; 4]> = rw.ctx.block_args(new_after).iter().map(|&a| Some(a)).collect();
    merge_blocks_partially(rw, w.before, new_before, &before_map);
    merge_blocks_partially(rw, w.after, new_after, &after_map);
    let results: SmallVec<[Value; 4]> = rw.ctx.results(new).into();
    rw.replace_op(op, &results);
    Ok(true)
}

// ----------------------------------------------------------------------------------
// scf.index_switch
// ----------------------------------------------------------------------------------

/// A switch on a constant is the body of the case it takes, or of the default
/// (`FoldConstantCase`, LLVM 17+).
fn index_switch_constant_case(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(value) = int_constant(rw.ctx, rw.ctx.operand(op, 0)) else { return Ok(false) };
    let cases = rw.ctx.attr(op, "cases").and_then(|a| rw.ctx.attr_i64_array(a)).unwrap_or_default();
    // Region 0 is the default, then one per case.
    let r = cases.iter().position(|&c| c as i128 == value).map_or(0, |i| i + 1);
    let Some(block) = rw.ctx.first_block(rw.ctx.region(op, r)) else { return Ok(false) };
    let term = rw.ctx.last_op(block).expect("a terminated block");
    let results: SmallVec<[Value; 4]> = rw.ctx.operands(term).collect();
    rw.inline_block_before(block, op, &[]);
    rw.erase_op(term);
    rw.replace_op(op, &results);
    Ok(true)
}

// ----------------------------------------------------------------------------------
// cf.br, cf.cond_br
// ----------------------------------------------------------------------------------

/// The operands `term` passes to successor `s`.
fn successor_operands(ctx: &Context, term: Op, s: usize) -> SmallVec<[Value; 4]> {
    let range = ctx.successor_operands(term, s);
    ctx.operands(term).skip(range.start).take(range.len()).collect()
}

/// A branch to a block it is the only predecessor of: the block is merged into the
/// branch's.
fn br_to_block_with_single_pred(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let dest = rw.ctx.successor(op, 0);
    let here = rw.ctx.parent_block(op).expect("attached");
    if dest == here || !single_predecessor_use(rw.ctx, dest) {
        return Ok(false);
    }
    let args: SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
    if rw.version() == DriverVersion::Llvm22 {
        rw.erase_op(op);
        rw.merge_blocks(dest, here, &args);
    } else {
        // LLVM 14 merges first and erases the branch after; the emptied block, which the
        // branch still names, goes last.
        rw.move_block_ops(dest, here, &args);
        rw.erase_op(op);
        rw.erase_block(dest);
    }
    Ok(true)
}

/// Whether exactly one branch edge reaches `block`.
fn single_predecessor_use(ctx: &Context, block: Block) -> bool {
    let mut uses = ctx.block_uses(block);
    uses.next().is_some() && uses.next().is_none()
}

/// The one block all edges into `block` come from, if there is one (MLIR's
/// `getSinglePredecessor` counts edges; `getUniquePredecessor` blocks).
fn unique_predecessor(ctx: &Context, block: Block) -> Option<Block> {
    let mut pred = None;
    for p in ctx.predecessors(block) {
        let b = ctx.parent_block(p)?;
        if pred.is_some_and(|q| q != b) {
            return None;
        }
        pred = Some(b);
    }
    pred
}

/// MLIR's `collapseBranch`: when `dest` holds only an unconditional branch elsewhere, and
/// its arguments are used by that branch alone, the edge can go straight on. Returns the
/// new destination and operands.
fn collapse_branch(ctx: &Context, dest: Block, operands: &[Value]) -> Option<(Block, SmallVec<[Value; 4]>)> {
    let br = ctx.first_op(dest)?;
    if ctx.last_op(dest) != Some(br) || ctx.op_name_str(br) != cf::BR {
        return None;
    }
    let args = ctx.block_args(dest);
    if args.iter().any(|&a| ctx.users(a).any(|u| u != br)) {
        return None;
    }
    let next = ctx.successor(br, 0);
    if next == dest {
        return None;
    }
    let forwarded = ctx
        .operands(br)
        .map(|v| match args.iter().position(|&a| a == v) {
            Some(i) => operands[i],
            None => v,
        })
        .collect();
    Some((next, forwarded))
}

/// A branch to a block that only branches on: straight to where that one goes.
fn br_pass_through(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let dest = rw.ctx.successor(op, 0);
    if Some(dest) == rw.ctx.parent_block(op) {
        return Ok(false);
    }
    let operands: SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
    let Some((next, args)) = collapse_branch(rw.ctx, dest, &operands) else { return Ok(false) };
    rw.create(|b| cf::br(b, &args, next));
    rw.replace_op(op, &[]);
    Ok(true)
}

/// A conditional branch on a constant: an unconditional branch to the taken side.
fn cond_br_const_condition(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(c) = bool_constant(rw.ctx, rw.ctx.operand(op, 0)) else { return Ok(false) };
    let s = if c { 0 } else { 1 };
    let dest = rw.ctx.successor(op, s);
    let args = successor_operands(rw.ctx, op, s);
    rw.create(|b| cf::br(b, &args, dest));
    rw.replace_op(op, &[]);
    Ok(true)
}

/// Either side of a conditional branch that reaches a block that only branches on goes
/// straight on.
fn cond_br_pass_through(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let (t, f) = (rw.ctx.successor(op, 0), rw.ctx.successor(op, 1));
    let (to, fo) = (successor_operands(rw.ctx, op, 0), successor_operands(rw.ctx, op, 1));
    let ct = collapse_branch(rw.ctx, t, &to);
    let cf_ = collapse_branch(rw.ctx, f, &fo);
    if ct.is_none() && cf_.is_none() {
        return Ok(false);
    }
    let (t, to) = ct.unwrap_or((t, to));
    let (f, fo) = cf_.unwrap_or((f, fo));
    let cond = rw.ctx.operand(op, 0);
    rw.create(|b| cf::cond_br(b, cond, &to, &fo, t, f));
    rw.replace_op(op, &[]);
    Ok(true)
}

/// Both sides to the same block: an unconditional branch, with an `arith.select` for
/// each operand that differs (when this block is the destination's only predecessor).
fn cond_br_identical_successors(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let dest = rw.ctx.successor(op, 0);
    if dest != rw.ctx.successor(op, 1) {
        return Ok(false);
    }
    let (to, fo) = (successor_operands(rw.ctx, op, 0), successor_operands(rw.ctx, op, 1));
    if to == fo {
        rw.create(|b| cf::br(b, &to, dest));
        rw.replace_op(op, &[]);
        return Ok(true);
    }
    if unique_predecessor(rw.ctx, dest) != rw.ctx.parent_block(op) {
        return Ok(false);
    }
    let cond = rw.ctx.operand(op, 0);
    let mut merged: SmallVec<[Value; 4]> = SmallVec::new();
    for (&t, &f) in to.iter().zip(&fo) {
        merged.push(if t == f { t } else { rw.create(|b| arith::select(b, cond, t, f)) });
    }
    rw.create(|b| cf::br(b, &merged, dest));
    rw.replace_op(op, &[]);
    Ok(true)
}

/// A conditional branch whose block is reached only from a conditional branch on the same
/// condition takes the side that edge implies; otherwise the condition's uses in a
/// destination only this branch reaches become `true` or `false`.
fn cond_br_same_condition_and_truth(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let here = rw.ctx.parent_block(op).expect("attached");
    let cond = rw.ctx.operand(op, 0);
    // SimplifyCondBranchFromCondBranchOnSameCondition.
    if single_predecessor_use(rw.ctx, here) {
        let pred = rw.ctx.predecessors(here).next().expect("one predecessor");
        if rw.ctx.op_name_str(pred) == cf::COND_BR && rw.ctx.operand(pred, 0) == cond {
            let s = if rw.ctx.successor(pred, 0) == here { 0 } else { 1 };
            let dest = rw.ctx.successor(op, s);
            let args = successor_operands(rw.ctx, op, s);
            rw.create(|b| cf::br(b, &args, dest));
            rw.replace_op(op, &[]);
            return Ok(true);
        }
    }
    // CondBranchTruthPropagation.
    let mut replaced = false;
    for (s, truth) in [(0, true), (1, false)] {
        let dest = rw.ctx.successor(op, s);
        if !single_predecessor_use(rw.ctx, dest) {
            continue;
        }
        let users: SmallVec<[(Op, usize); 4]> = rw
            .ctx
            .uses(cond)
            .map(|u| rw.ctx.use_owner(u))
            .filter(|&(o, _)| rw.ctx.parent_block(o) == Some(dest))
            .collect();
        if users.is_empty() {
            continue;
        }
        let c = rw.create(|b| arith::constant_bool(b, truth));
        for (o, i) in users {
            rw.ctx.set_operand(o, i, c);
            rw.modified(o);
        }
        replaced = true;
    }
    Ok(replaced)
}

// ----------------------------------------------------------------------------------
// cf.switch
// ----------------------------------------------------------------------------------

/// A `cf.switch` taken apart: the flag, the default edge and each case's value (an
/// integer attribute of the flag's type) and edge.
struct Switch {
    flag: Value,
    default: (Block, SmallVec<[Value; 4]>),
    cases: Vec<(Attr, Block, SmallVec<[Value; 4]>)>,
}

fn read_switch(ctx: &Context, op: Op) -> Switch {
    let values: Vec<Attr> = match ctx.attr(op, "case_values").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { elements, .. }) => elements.to_vec(),
        _ => Vec::new(),
    };
    let cases = (1..ctx.num_successors(op))
        .zip(values)
        .map(|(s, v)| (v, ctx.successor(op, s), successor_operands(ctx, op, s)))
        .collect();
    Switch { flag: ctx.operand(op, 0), default: (ctx.successor(op, 0), successor_operands(ctx, op, 0)), cases }
}

/// Replaces the switch `op` by a new one of `sw`.
fn replace_switch(rw: &mut PatternRewriter<'_>, op: Op, sw: &Switch) {
    let mut state = OperationState::new(rw.ctx.ident(cf::SWITCH), rw.loc)
        .operands([sw.flag])
        .operands(sw.default.1.iter().copied())
        .operands(sw.cases.iter().flat_map(|c| c.2.iter().copied()))
        .successors([sw.default.0])
        .successors(sw.cases.iter().map(|c| c.1));
    let case_total = sw.cases.iter().map(|c| c.2.len()).sum::<usize>();
    let seg = cf::segment_sizes(rw.ctx, &[1, sw.default.1.len() as i64, case_total as i64]);
    state.attr(rw.ctx, async_opt_ir::SEGMENT_SIZES, seg);
    let segs: SmallVec<[i64; 8]> = sw.cases.iter().map(|c| c.2.len() as i64).collect();
    let i32t = rw.ctx.integer_type(32);
    let cs = rw.ctx.intern_dense_array(i32t, &segs);
    state.attr(rw.ctx, "case_operand_segments", cs);
    if !sw.cases.is_empty() {
        let ft = rw.ctx.value_type(sw.flag);
        let ty = rw.ctx.intern_type(TypeKind::Vector {
            shape: vec![sw.cases.len() as i64].into(),
            scalable: vec![false].into(),
            element: ft,
        });
        let elements: SmallVec<[Attr; 8]> = sw.cases.iter().map(|c| c.0).collect();
        let dense = rw.ctx.intern_attr(AttrKind::DenseElements { ty, elements: elements.to_vec().into() });
        state.attr(rw.ctx, "case_values", dense);
    }
    rw.create(|b| b.create(state));
    rw.replace_op(op, &[]);
}

/// Replaces `op` by a `cf.br` to `dest` with `args`.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: Op, dest: Block, args: &[Value]) {
    rw.create(|b| cf::br(b, args, dest));
    rw.replace_op(op, &[]);
}

/// A switch with no case is a branch to its default (`SimplifySwitchWithOnlyDefault`).
fn switch_only_default(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    if rw.ctx.num_successors(op) != 1 {
        return Ok(false);
    }
    let sw = read_switch(rw.ctx, op);
    replace_with_br(rw, op, sw.default.0, &sw.default.1);
    Ok(true)
}

/// Cases that go where the default goes, with the same operands, are dropped
/// (`DropSwitchCasesThatMatchDefault`).
fn switch_drop_cases_matching_default(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let mut sw = read_switch(rw.ctx, op);
    let n = sw.cases.len();
    let default = sw.default.clone();
    sw.cases.retain(|c| (c.1, &c.2) != (default.0, &default.1));
    if sw.cases.len() == n {
        return Ok(false);
    }
    replace_switch(rw, op, &sw);
    Ok(true)
}

/// The edge a switch on `value` takes (MLIR's `foldSwitch`).
fn switch_edge(ctx: &Context, sw: &Switch, value: i128) -> (Block, SmallVec<[Value; 4]>) {
    match sw.cases.iter().find(|c| ctx.attr_int(c.0) == Some(value)) {
        Some(c) => (c.1, c.2.clone()),
        None => sw.default.clone(),
    }
}

/// A switch on a constant is a branch to the case it takes (`SimplifyConstSwitchValue`).
fn switch_constant_flag(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let sw = read_switch(rw.ctx, op);
    let Some(value) = int_constant(rw.ctx, sw.flag) else { return Ok(false) };
    let (dest, args) = switch_edge(rw.ctx, &sw, value);
    replace_with_br(rw, op, dest, &args);
    Ok(true)
}

/// Edges to blocks that only branch on go straight on (`SimplifyPassThroughSwitch`).
fn switch_pass_through(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let mut sw = read_switch(rw.ctx, op);
    let mut changed = false;
    for (_, dest, args) in sw.cases.iter_mut() {
        if let Some((next, forwarded)) = collapse_branch(rw.ctx, *dest, args) {
            (*dest, *args) = (next, forwarded);
            changed = true;
        }
    }
    if let Some(collapsed) = collapse_branch(rw.ctx, sw.default.0, &sw.default.1) {
        sw.default = collapsed;
        changed = true;
    }
    if !changed {
        return Ok(false);
    }
    replace_switch(rw, op, &sw);
    Ok(true)
}

/// The switch `op`'s block's only predecessor edge, when it comes from a switch on the
/// same flag: that switch and whether the edge is its default.
fn predecessor_switch_on_same_flag(ctx: &Context, op: Op) -> Option<(Op, bool)> {
    let here = ctx.parent_block(op)?;
    if !single_predecessor_use(ctx, here) {
        return None;
    }
    let pred = ctx.predecessors(here).next()?;
    if ctx.op_name_str(pred) != cf::SWITCH || ctx.operand(pred, 0) != ctx.operand(op, 0) {
        return None;
    }
    Some((pred, ctx.successor(pred, 0) == here))
}

/// A switch reached only by a case of a switch on the same flag takes what that case's
/// value takes here (`SimplifySwitchFromSwitchOnSameCondition`).
fn switch_from_switch_on_same_flag(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some((pred, false)) = predecessor_switch_on_same_flag(rw.ctx, op) else { return Ok(false) };
    let here = rw.ctx.parent_block(op).expect("attached");
    let sw = read_switch(rw.ctx, op);
    let value = read_switch(rw.ctx, pred).cases.iter().find(|c| c.1 == here).and_then(|c| rw.ctx.attr_int(c.0));
    let (dest, args) = match value {
        Some(v) => switch_edge(rw.ctx, &sw, v),
        None => sw.default.clone(),
    };
    replace_with_br(rw, op, dest, &args);
    Ok(true)
}

/// A switch reached only by the default of a switch on the same flag drops the cases
/// that switch takes elsewhere (`SimplifySwitchFromDefaultSwitchOnSameCondition`).
fn switch_from_default_of_switch_on_same_flag(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some((pred, true)) = predecessor_switch_on_same_flag(rw.ctx, op) else { return Ok(false) };
    let here = rw.ctx.parent_block(op).expect("attached");
    let taken: SmallVec<[Option<i128>; 8]> =
        read_switch(rw.ctx, pred).cases.iter().filter(|c| c.1 != here).map(|c| rw.ctx.attr_int(c.0)).collect();
    let mut sw = read_switch(rw.ctx, op);
    let n = sw.cases.len();
    sw.cases.retain(|c| !taken.contains(&rw.ctx.attr_int(c.0)));
    if sw.cases.len() == n {
        return Ok(false);
    }
    replace_switch(rw, op, &sw);
    Ok(true)
}

// ----------------------------------------------------------------------------------
// memref, arith
// ----------------------------------------------------------------------------------

/// An allocation only stored into and deallocated is erased with those users
/// (`SimplifyDeadAlloc`).
fn dead_alloc(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let m = rw.ctx.result(op, 0);
    let dead = rw.ctx.uses(m).all(|u| {
        let (user, i) = rw.ctx.use_owner(u);
        match rw.ctx.op_name_str(user) {
            memref::DEALLOC => true,
            // Stored into, not stored.
            memref::STORE => i != 0,
            _ => false,
        }
    });
    if !dead {
        return Ok(false);
    }
    while let Some(u) = rw.ctx.uses(m).next() {
        let (user, _) = rw.ctx.use_owner(u);
        rw.erase_op(user);
    }
    rw.erase_op(op);
    Ok(true)
}

/// LLVM 14's `FoldCopyOfCast`: a copy from or to a `memref.cast` of a ranked memref copies
/// the cast's source. (LLVM 14 compares the cast's source type with itself, so every
/// cast of a ranked memref qualifies, the static information it adds or not; LLVM 22 has
/// only the folder, which takes the casts that make nothing more static.)
fn copy_of_cast(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let mut changed = false;
    for i in 0..2 {
        let Some(cast) = rw.ctx.defining_op(rw.ctx.operand(op, i)) else { continue };
        if rw.ctx.op_name_str(cast) != memref::CAST {
            continue;
        }
        let src = rw.ctx.operand(cast, 0);
        if !matches!(rw.ctx.type_kind(rw.ctx.value_type(src)), TypeKind::MemRef { .. }) {
            continue;
        }
        rw.ctx.set_operand(op, i, src);
        changed = true;
    }
    if changed {
        rw.modified(op);
    }
    Ok(changed)
}

/// LLVM 22's `FoldEmptyCopy`: a copy from or to a memref with a zero dimension is erased.
fn copy_empty(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let empty = |ctx: &Context, v: Value| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0));
    if !empty(rw.ctx, rw.ctx.operand(op, 0)) && !empty(rw.ctx, rw.ctx.operand(op, 1)) {
        return Ok(false);
    }
    rw.erase_op(op);
    Ok(true)
}

/// A copy of a memref onto itself is erased (`FoldSelfCopy`).
fn copy_self(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    if rw.ctx.operand(op, 0) != rw.ctx.operand(op, 1) {
        return Ok(false);
    }
    rw.erase_op(op);
    Ok(true)
}

/// A subview's offsets, sizes and strides: the static lists (`DYNAMIC` where an SSA
/// value goes) and the SSA values of each.
struct SubviewLists {
    statics: [Vec<i64>; 3],
    values: [SmallVec<[Value; 4]>; 3],
}

const SUBVIEW_LISTS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

fn subview_lists(ctx: &Context, op: Op) -> Option<SubviewLists> {
    let groups = ctx.operand_groups(op, &memref::SubViewOp::DEF)?;
    let mut lists = SubviewLists { statics: Default::default(), values: Default::default() };
    for (k, name) in SUBVIEW_LISTS.iter().enumerate() {
        lists.statics[k] = ctx.attr(op, name).and_then(|a| ctx.attr_i64_array(a))?;
        lists.values[k] = groups.range(k + 1).map(|i| ctx.operand(op, i)).collect();
    }
    Some(lists)
}

/// A new `memref.subview` of `source` with `lists`, of the type MLIR infers for it (no rank
/// reduction: `None` when `op`'s result drops dimensions), then a `memref.cast` to `op`'s
/// type, which replaces `op` (`SubViewCanonicalizer`).
fn replace_subview(rw: &mut PatternRewriter<'_>, op: Op, source: Value, lists: &SubviewLists) -> Option<()> {
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let rank = |ctx: &Context, t| match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    };
    let src_ty = rw.ctx.value_type(source);
    if rank(rw.ctx, ty)? != rank(rw.ctx, src_ty)? {
        return None;
    }
    let g = if rw.version() == DriverVersion::Llvm22 { Generation::V22 } else { Generation::V14 };
    let [offsets, sizes, strides] = &lists.statics;
    let new_ty = async_opt_dialects::subview::infer_result_type(rw.ctx, src_ty, offsets, sizes, strides, g)?;
    let i64t = rw.ctx.integer_type(64);
    let attrs = lists.statics.clone().map(|l| rw.ctx.intern_dense_array(i64t, &l));
    let [o, z, t] = &lists.values;
    let view = rw.create(|b| memref::subview(b, source, o, z, t, new_ty, attrs[0], attrs[1], attrs[2]));
    let cast = rw.create(|b| memref::cast(b, view, ty));
    rw.replace_op(op, &[cast]);
    Some(())
}

/// Whether any operand of `op` is a constant of type `index` (MLIR's `matchConstantIndex`).
fn has_constant_index_operand(ctx: &Context, op: Op) -> bool {
    ctx.operands(op)
        .any(|v| matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index) && fold::value_constant(ctx, v).is_some())
}

/// Constant offsets, sizes and strides become static entries of a new subview, cast back
/// to the old type (`OpWithOffsetSizesAndStridesConstantArgumentFolder`). LLVM 22 takes
/// only non-negative offsets and sizes.
fn subview_constant_arguments(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    if !has_constant_index_operand(rw.ctx, op) {
        return Ok(false);
    }
    let Some(mut lists) = subview_lists(rw.ctx, op) else { return Ok(false) };
    let v22 = rw.version() == DriverVersion::Llvm22;
    let mut folded = false;
    for k in 0..3 {
        let mut values = lists.values[k].iter().copied();
        let mut kept: SmallVec<[Value; 4]> = SmallVec::new();
        for entry in lists.statics[k].iter_mut() {
            if *entry != async_opt_ir::DYNAMIC {
                continue;
            }
            let Some(v) = values.next() else { return Ok(false) };
            match int_constant(rw.ctx, v).and_then(|c| i64::try_from(c).ok()) {
                Some(c) if !(v22 && k < 2 && c < 0) => {
                    *entry = c;
                    folded = true;
                }
                _ => kept.push(v),
            }
        }
        lists.values[k] = kept;
    }
    if !folded {
        return Ok(false);
    }
    let source = rw.ctx.operand(op, 0);
    Ok(replace_subview(rw, op, source, &lists).is_some())
}

/// A subview of a `memref.cast` that only forgets static information views the cast's
/// source, and the cast moves after it (`SubViewOpMemRefCastFolder`); constant operands
/// are left to the folder above.
fn subview_of_cast(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    if has_constant_index_operand(rw.ctx, op) {
        return Ok(false);
    }
    let Some(cast) = rw.ctx.defining_op(rw.ctx.operand(op, 0)) else { return Ok(false) };
    if rw.ctx.op_name_str(cast) != memref::CAST || !fold::cast_folds_into_consumer(rw.ctx, cast) {
        return Ok(false);
    }
    let Some(lists) = subview_lists(rw.ctx, op) else { return Ok(false) };
    let source = rw.ctx.operand(cast, 0);
    Ok(replace_subview(rw, op, source, &lists).is_some())
}

/// LLVM 22's `TrivialSubViewOpFolder`: zero offsets, unit strides and the source's static
/// sizes view the whole source: the source (of the same type) or a cast of it.
fn subview_trivial(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let source = rw.ctx.operand(op, 0);
    let (src_ty, ty) = (rw.ctx.value_type(source), rw.ctx.value_type(rw.ctx.result(op, 0)));
    let (TypeKind::MemRef { shape: src_shape, .. }, TypeKind::MemRef { shape, .. }) =
        (rw.ctx.type_kind(src_ty), rw.ctx.type_kind(ty))
    else {
        return Ok(false);
    };
    if src_shape.len() != shape.len() {
        return Ok(false);
    }
    let src_shape = src_shape.clone();
    let Some(lists) = subview_lists(rw.ctx, op) else { return Ok(false) };
    // Each entry static, or a constant SSA value.
    let entries = |k: usize| -> SmallVec<[Option<i64>; 4]> {
        let mut values = lists.values[k].iter();
        lists.statics[k]
            .iter()
            .map(|&x| {
                if x != async_opt_ir::DYNAMIC {
                    Some(x)
                } else {
                    values.next().and_then(|&v| int_constant(rw.ctx, v)).and_then(|c| i64::try_from(c).ok())
                }
            })
            .collect()
    };
    let trivial = entries(0).iter().all(|&o| o == Some(0))
        && entries(2).iter().all(|&s| s == Some(1))
        && entries(1).iter().zip(&src_shape).all(|(&z, &d)| z == Some(d) && d != async_opt_ir::DYNAMIC);
    if !trivial {
        return Ok(false);
    }
    if src_ty == ty {
        rw.replace_op(op, &[source]);
    } else {
        let cast = rw.create(|b| memref::cast(b, source, ty));
        rw.replace_op(op, &[cast]);
    }
    Ok(true)
}

/// `index_cast(index_cast(%x))` back to `%x`'s type is `%x` (`IndexCastOfIndexCast`; LLVM
/// 22's `IndexCastUIOfIndexCastUI` alike).
fn index_cast_of_index_cast(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let inner = rw.ctx.operand(op, 0);
    let Some(def) = rw.ctx.defining_op(inner) else { return Ok(false) };
    if rw.ctx.op_name(def) != rw.ctx.op_name(op) {
        return Ok(false);
    }
    let x = rw.ctx.operand(def, 0);
    if rw.ctx.value_type(x) != rw.ctx.value_type(rw.ctx.result(op, 0)) {
        return Ok(false);
    }
    rw.replace_op(op, &[x]);
    Ok(true)
}

// ----------------------------------------------------------------------------------
// arith: integer constants reassociated, selects
// ----------------------------------------------------------------------------------

/// An `addi`, `subi` or `muli` of a constant and another such op of a constant,
/// `root(inner(x, c0), c1)` or `root(c1, inner(...))` in the operand order given, becomes
/// one op of `x` and a new constant (ArithCanonicalization.td's `AddIAddConstant`,
/// `SubILHSSubConstantRHS`, ...).
struct Reassociation {
    root: &'static str,
    /// Which operand of the root is the inner op (the other is `c1`).
    inner_at: usize,
    inner: &'static str,
    /// Which operand of the inner op is `c0` (the other is `x`).
    c0_at: usize,
    result: &'static str,
    /// The result is `result(x, k)`, else `result(k, x)`.
    x_first: bool,
    k: fn(i128, i128) -> i128,
    /// The result's overflow flags are those both ops have (else none).
    merge_flags: bool,
    llvm22_only: bool,
}

const fn reassoc(
    root: &'static str,
    inner_at: usize,
    inner: &'static str,
    c0_at: usize,
    result: &'static str,
    x_first: bool,
    k: fn(i128, i128) -> i128,
    merge_flags: bool,
) -> Reassociation {
    Reassociation { root, inner_at, inner, c0_at, result, x_first, k, merge_flags, llvm22_only: false }
}

/// In the order each root's `getCanonicalizationPatterns` adds them.
const REASSOCIATIONS: &[Reassociation] = {
    use arith::{ADDI, MULI, SUBI};
    &[
        // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
        reassoc(ADDI, 0, ADDI, 1, ADDI, true, |c0, c1| c0 + c1, true),
        // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
        reassoc(ADDI, 0, SUBI, 1, ADDI, true, |c0, c1| c1 - c0, true),
        // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
        reassoc(ADDI, 0, SUBI, 0, SUBI, false, |c0, c1| c0 + c1, true),
        // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
        reassoc(SUBI, 0, ADDI, 1, ADDI, true, |c0, c1| c0 - c1, false),
        // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
        reassoc(SUBI, 1, ADDI, 1, SUBI, false, |c0, c1| c1 - c0, true),
        // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
        reassoc(SUBI, 0, SUBI, 1, SUBI, true, |c0, c1| c0 + c1, true),
        // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
        reassoc(SUBI, 0, SUBI, 0, SUBI, false, |c0, c1| c0 - c1, true),
        // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
        reassoc(SUBI, 1, SUBI, 1, SUBI, false, |c0, c1| c0 + c1, true),
        // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
        reassoc(SUBI, 1, SUBI, 0, ADDI, true, |c0, c1| c1 - c0, true),
        // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
        Reassociation {
            llvm22_only: true,
            ..reassoc(MULI, 0, MULI, 1, MULI, true, |c0, c1| c0.wrapping_mul(c1), true)
        },
    ]
};

/// The overflow flags of an op, as the set of flag names.
fn overflow_flags(ctx: &Context, op: Op) -> SmallVec<[&'static str; 2]> {
    let Some(a) = ctx.attr(op, "overflowFlags") else { return SmallVec::new() };
    let text = match ctx.attr_kind(a) {
        AttrKind::Opaque(s) => s.to_string(),
        _ => return SmallVec::new(),
    };
    ["nsw", "nuw"].into_iter().filter(|f| text.split(|c: char| !c.is_alphanumeric()).any(|w| w == *f)).collect()
}

/// Gives `new` the overflow flags both `a` and `b` have (MLIR's `mergeOverflowFlags`).
fn merge_overflow_flags(ctx: &mut Context, new: Op, a: Op, b: Op) {
    let (fa, fb) = (overflow_flags(ctx, a), overflow_flags(ctx, b));
    let common: SmallVec<[&str; 2]> = fa.iter().copied().filter(|f| fb.contains(f)).collect();
    if common.is_empty() {
        return;
    }
    let from = if common == fa { a } else { b };
    if let Some(attr) = ctx.attr(from, "overflowFlags") {
        let key = ctx.ident("overflowFlags");
        ctx.set_attr(new, key, attr);
    }
}

/// Creates `name(lhs, rhs)` (an `addi`, `subi` or `muli`) at the rewriter's insertion point.
fn int_binary(rw: &mut PatternRewriter<'_>, name: &str, lhs: Value, rhs: Value) -> Value {
    match name {
        arith::ADDI => rw.create(|b| arith::addi(b, lhs, rhs)),
        arith::SUBI => rw.create(|b| arith::subi(b, lhs, rhs)),
        _ => rw.create(|b| arith::muli(b, lhs, rhs)),
    }
}

/// An `arith.constant` of the integer `v` (wrapped to `ty`) at the rewriter's insertion point.
fn int_constant_op(rw: &mut PatternRewriter<'_>, v: i128, ty: async_opt_ir::Type) -> Value {
    let a = fold::int_attr(rw.ctx, v, ty);
    rw.create(|b| arith::constant_op(b, ty, a))
}

/// The integer constant reassociations ([`REASSOCIATIONS`]) and, in LLVM 22,
/// `addi(x, muli(y, -1))` as `subi(x, y)` (either side) and `subi(subi(a, b), a)` as
/// `subi(0, b)`.
fn int_reassociation(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let name = rw.ctx.op_name_str(op);
    let v22 = rw.version() == DriverVersion::Llvm22;
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let operands = [rw.ctx.operand(op, 0), rw.ctx.operand(op, 1)];
    let defined_by = |ctx: &Context, v: Value, n: &str| ctx.defining_op(v).filter(|&d| ctx.op_name_str(d) == n);
    for r in REASSOCIATIONS.iter().filter(|r| r.root == name && (v22 || !r.llvm22_only)) {
        let Some(inner) = defined_by(rw.ctx, operands[r.inner_at], r.inner) else { continue };
        let (Some(c0), Some(c1)) =
            (int_constant(rw.ctx, rw.ctx.operand(inner, r.c0_at)), int_constant(rw.ctx, operands[1 - r.inner_at]))
        else {
            continue;
        };
        let x = rw.ctx.operand(inner, 1 - r.c0_at);
        let k = int_constant_op(rw, (r.k)(c0, c1), ty);
        let (lhs, rhs) = if r.x_first { (x, k) } else { (k, x) };
        let new = int_binary(rw, r.result, lhs, rhs);
        if r.merge_flags {
            let new_op = rw.ctx.defining_op(new).expect("an op result");
            merge_overflow_flags(rw.ctx, new_op, inner, op);
        }
        rw.replace_op(op, &[new]);
        return Ok(true);
    }
    if !v22 {
        return Ok(false);
    }
    let all_ones = |ctx: &Context, v: Value| int_constant(ctx, v).is_some_and(|c| c == -1 || c as u128 == u128::MAX);
    if name == arith::ADDI {
        // addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x).
        for (mul_at, other) in [(1, operands[0]), (0, operands[1])] {
            let Some(mul) = defined_by(rw.ctx, operands[mul_at], arith::MULI) else { continue };
            if !all_ones(rw.ctx, rw.ctx.operand(mul, 1)) {
                continue;
            }
            let y = rw.ctx.operand(mul, 0);
            let new = rw.create(|b| arith::subi(b, other, y));
            rw.replace_op(op, &[new]);
            return Ok(true);
        }
    }
    if name == arith::SUBI {
        // subi(subi(a, b), a) -> subi(0, b).
        if let Some(inner) = defined_by(rw.ctx, operands[0], arith::SUBI) {
            if rw.ctx.operand(inner, 0) == operands[1] {
                let b = rw.ctx.operand(inner, 1);
                let bty = rw.ctx.value_type(b);
                let zero = int_constant_op(rw, 0, bty);
                let new = rw.create(|bd| arith::subi(bd, zero, b));
                let new_op = rw.ctx.defining_op(new).expect("an op result");
                merge_overflow_flags(rw.ctx, new_op, inner, op);
                rw.replace_op(op, &[new]);
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// LLVM 22's `RedundantSelectTrue` and `RedundantSelectFalse`: `select(p, select(p, a, b),
/// c)` is `select(p, a, c)`, and `select(p, a, select(p, b, c))` is too.
fn select_redundant(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let (p, t, f) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1), rw.ctx.operand(op, 2));
    let same_select = |ctx: &Context, v: Value| {
        ctx.defining_op(v).filter(|&d| ctx.op_name_str(d) == arith::SELECT && ctx.operand(d, 0) == p)
    };
    let (a, c) = if let Some(inner) = same_select(rw.ctx, t) {
        (rw.ctx.operand(inner, 1), f)
    } else if let Some(inner) = same_select(rw.ctx, f) {
        (t, rw.ctx.operand(inner, 2))
    } else {
        return Ok(false);
    };
    let new = rw.create(|b| arith::select(b, p, a, c));
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// LLVM 22's `SelectNotCond`: `select(xori(p, -1), a, b)` is `select(p, b, a)`.
fn select_not_condition(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(not) = rw.ctx.defining_op(rw.ctx.operand(op, 0)).filter(|&d| rw.ctx.op_name_str(d) == arith::XORI) else {
        return Ok(false);
    };
    if bool_constant(rw.ctx, rw.ctx.operand(not, 1)) != Some(true) {
        return Ok(false);
    }
    let (p, a, b) = (rw.ctx.operand(not, 0), rw.ctx.operand(op, 1), rw.ctx.operand(op, 2));
    let new = rw.create(|bd| arith::select(bd, p, b, a));
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// `select(p, false, true)` is `xori(p, true)` (`SelectI1ToNot`).
fn select_i1_to_not(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let (p, t, f) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1), rw.ctx.operand(op, 2));
    if !rw.ctx.is_integer(rw.ctx.value_type(t), 1)
        || bool_constant(rw.ctx, t) != Some(false)
        || bool_constant(rw.ctx, f) != Some(true)
    {
        return Ok(false);
    }
    let one = rw.create(|b| arith::constant_bool(b, true));
    let new = rw.create(|b| arith::xori(b, p, one));
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// LLVM 14's `SelectI1Simplify`: an `i1` select is `or(and(p, a), and(not(p), b))`.
fn select_i1_simplify(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let (p, a, b) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1), rw.ctx.operand(op, 2));
    if !rw.ctx.is_integer(rw.ctx.value_type(a), 1) {
        return Ok(false);
    }
    let one = rw.create(|bd| arith::constant_bool(bd, true));
    let not = rw.create(|bd| arith::xori(bd, p, one));
    let when_true = rw.create(|bd| arith::andi(bd, p, a));
    let when_false = rw.create(|bd| arith::andi(bd, not, b));
    let new = rw.create(|bd| arith::ori(bd, when_true, when_false));
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// `SelectToExtUI`: a select of integers (not `i1`) between 1 and 0 is `extui(p)`, between
/// 0 and 1 `extui(xori(p, true))`.
fn select_to_extui(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    if !matches!(rw.ctx.type_kind(ty), TypeKind::Integer { .. }) || rw.ctx.is_integer(ty, 1) {
        return Ok(false);
    }
    let (p, t, f) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1), rw.ctx.operand(op, 2));
    let (t, f) = (int_constant(rw.ctx, t), int_constant(rw.ctx, f));
    let cond = match (t, f) {
        (Some(1), Some(0)) => p,
        (Some(0), Some(1)) => {
            let one = rw.create(|b| arith::constant_bool(b, true));
            rw.create(|b| arith::xori(b, p, one))
        }
        _ => return Ok(false),
    };
    let new = rw.create(|b| arith::extui(b, cond, ty));
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// The operand of `v`'s defining op when it is named `name`.
fn operand_of(ctx: &Context, v: Value, name: &str) -> Option<Value> {
    ctx.defining_op(v).filter(|&d| ctx.op_name_str(d) == name).map(|d| ctx.operand(d, 0))
}

/// `AndOfExtUI`, `AndOfExtSI`, `OrOfExtUI`, `OrOfExtSI` (and LLVM 22's `XOrIOfExtUI`,
/// `XOrIOfExtSI`): the op of two extensions of the same kind from the same type is the
/// extension of the op.
fn logic_of_extensions(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let (l, r) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let name = rw.ctx.op_name_str(op);
    for ext in [arith::EXTUI, arith::EXTSI] {
        let (Some(x), Some(y)) = (operand_of(rw.ctx, l, ext), operand_of(rw.ctx, r, ext)) else { continue };
        if rw.ctx.value_type(x) != rw.ctx.value_type(y) {
            continue;
        }
        let inner = match name {
            arith::ANDI => rw.create(|b| arith::andi(b, x, y)),
            arith::ORI => rw.create(|b| arith::ori(b, x, y)),
            _ => rw.create(|b| arith::xori(b, x, y)),
        };
        let new = extend(rw, ext, inner, ty);
        rw.replace_op(op, &[new]);
        return Ok(true);
    }
    Ok(false)
}

/// `XOrINotCmpI`: `xori(cmpi(pred, a, b), true)` is `cmpi(not pred, a, b)`.
fn xori_not_cmpi(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(cmp) = rw.ctx.defining_op(rw.ctx.operand(op, 0)).filter(|&d| rw.ctx.op_name_str(d) == arith::CMPI) else {
        return Ok(false);
    };
    let rhs = rw.ctx.operand(op, 1);
    if !rw.ctx.is_integer(rw.ctx.value_type(rhs), 1) || bool_constant(rw.ctx, rhs) != Some(true) {
        return Ok(false);
    }
    let Some(pred) = rw.ctx.attr(cmp, "predicate").and_then(|a| rw.ctx.attr_int(a)) else { return Ok(false) };
    let ty = rw.ctx.attr(cmp, "predicate").and_then(|a| match rw.ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => Some(*ty),
        _ => None,
    });
    let Some(ty) = ty else { return Ok(false) };
    let inverted = rw.ctx.int_attr(invert_cmpi_predicate(pred), ty);
    let (a, b) = (rw.ctx.operand(cmp, 0), rw.ctx.operand(cmp, 1));
    let new = rw.create(|bd| arith::cmpi_op(bd, a, b, inverted));
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// LLVM 22's `CmpIExtSI` and `CmpIExtUI`: `eq` and `ne` of two extensions of the same kind
/// from the same type compare the unextended values.
fn cmpi_of_extensions(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(pred_attr) = rw.ctx.attr(op, "predicate") else { return Ok(false) };
    if !matches!(rw.ctx.attr_int(pred_attr), Some(0 | 1)) {
        return Ok(false);
    }
    let (l, r) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
    for ext in [arith::EXTSI, arith::EXTUI] {
        let (Some(x), Some(y)) = (operand_of(rw.ctx, l, ext), operand_of(rw.ctx, r, ext)) else { continue };
        if rw.ctx.value_type(x) != rw.ctx.value_type(y) {
            continue;
        }
        let new = rw.create(|b| arith::cmpi_op(b, x, y, pred_attr));
        rw.replace_op(op, &[new]);
        return Ok(true);
    }
    Ok(false)
}

/// `ExtSIOfExtUI`: `extsi(extui(x))` is `extui(x)`.
fn extsi_of_extui(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(x) = operand_of(rw.ctx, rw.ctx.operand(op, 0), arith::EXTUI) else { return Ok(false) };
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let new = rw.create(|b| arith::extui(b, x, ty));
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// `IndexCastOfExtSI` (LLVM 22's `IndexCastUIOfExtUI` alike): `index_cast(extsi(x))` is
/// `index_cast(x)`.
fn index_cast_of_extension(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let signed = rw.ctx.op_name_str(op) == arith::INDEX_CAST;
    let ext = if signed { arith::EXTSI } else { arith::EXTUI };
    let Some(x) = operand_of(rw.ctx, rw.ctx.operand(op, 0), ext) else { return Ok(false) };
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let new =
        if signed { rw.create(|b| arith::index_cast(b, x, ty)) } else { rw.create(|b| arith::index_castui(b, x, ty)) };
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// `x` extended to `ty` by `ext` (`arith.extsi` or `arith.extui`).
fn extend(rw: &mut PatternRewriter<'_>, ext: &str, x: Value, ty: async_opt_ir::Type) -> Value {
    if ext == arith::EXTSI {
        rw.create(|b| arith::extsi(b, x, ty))
    } else {
        rw.create(|b| arith::extui(b, x, ty))
    }
}

/// The width of an integer type (index: none).
fn int_width(ctx: &Context, t: async_opt_ir::Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// LLVM 22's `TruncIExtSIToExtSI` and `TruncIExtUIToExtUI`: truncating only some of the
/// bits an extension added is the narrower extension.
fn trunci_of_extension(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    for ext in [arith::EXTSI, arith::EXTUI] {
        let Some(x) = operand_of(rw.ctx, rw.ctx.operand(op, 0), ext) else { continue };
        let widths = (
            int_width(rw.ctx, rw.ctx.value_type(rw.ctx.operand(op, 0))),
            int_width(rw.ctx, ty),
            int_width(rw.ctx, rw.ctx.value_type(x)),
        );
        let (Some(e), Some(t), Some(w)) = widths else { return Ok(false) };
        if !(e > t && t > w && w > 0) {
            return Ok(false);
        }
        let new = extend(rw, ext, x, ty);
        rw.replace_op(op, &[new]);
        return Ok(true);
    }
    Ok(false)
}

/// LLVM 22's `TruncIShrSIToTrunciShrUI`: truncating away exactly the bits an arithmetic
/// shift moved is truncating a logical shift.
fn trunci_of_shrsi(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(shift) = rw.ctx.defining_op(rw.ctx.operand(op, 0)).filter(|&d| rw.ctx.op_name_str(d) == arith::SHRSI)
    else {
        return Ok(false);
    };
    let (x, amount) = (rw.ctx.operand(shift, 0), rw.ctx.operand(shift, 1));
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (Some(c), Some(wx), Some(wt)) =
        (int_constant(rw.ctx, amount), int_width(rw.ctx, rw.ctx.value_type(x)), int_width(rw.ctx, ty))
    else {
        return Ok(false);
    };
    if wx as i128 - wt as i128 != c {
        return Ok(false);
    }
    let Some(value) = fold::value_constant(rw.ctx, amount) else { return Ok(false) };
    let aty = rw.ctx.value_type(amount);
    let k = rw.create(|b| arith::constant_op(b, aty, value));
    let shifted = rw.create(|b| arith::shrui(b, x, k));
    let flags = rw.ctx.attr(op, "overflowFlags");
    let new = rw.create(|b| arith::trunci(b, shifted, ty));
    if let Some(f) = flags {
        let new_op = rw.ctx.defining_op(new).expect("an op result");
        let key = rw.ctx.ident("overflowFlags");
        rw.ctx.set_attr(new_op, key, f);
    }
    rw.replace_op(op, &[new]);
    Ok(true)
}

/// `BitcastOfBitcast`: `bitcast(bitcast(x))` is one `bitcast` of `x` (which folds away
/// when it is back to `x`'s type).
fn bitcast_of_bitcast(rw: &mut PatternRewriter<'_>, op: Op) -> Result<bool, Diagnostic> {
    let Some(x) = operand_of(rw.ctx, rw.ctx.operand(op, 0), arith::BITCAST) else { return Ok(false) };
    let ty = rw.ctx.value_type(rw.ctx.result(op, 0));
    let new = rw.create(|b| arith::bitcast(b, x, ty));
    rw.replace_op(op, &[new]);
    Ok(true)
}
