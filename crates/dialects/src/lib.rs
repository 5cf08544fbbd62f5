//! The dialects async-opt understands, each registering what the IR core needs (traits,
//! verifiers, branch operands) and what the text format needs (custom forms, spellings
//! per syntax generation).
//!
//! Canonical op names are the LLVM 22 ones (`func.func`, `cf.br`, `arith.addf`); the
//! older spellings are aliases in the syntax table.

#![warn(missing_docs)]

/// Returns an op verifier's failure from the enclosing function: `Err` of [`op_error`] on
/// `op` with the `format!` of the rest, as ODS's `return emitOpError() << ...`.
macro_rules! bail {
    ($ctx:expr, $op:expr, $($message:tt)+) => {
        return Err($crate::op_error($ctx, $op, format!($($message)+)))
    };
}

/// A terminator that returns its `$operands` to the op holding its region (ODS
/// `ReturnLike`: `func.return`, `scf.yield`, `async.yield`, `async.return`), verified by
/// `$verify`, in assembly format `$format`; further keys (spellings) follow.
macro_rules! return_like {
    ($(#[$doc:meta])* $konst:ident: $Ty:ident = $name:literal, fn $f:ident;
        $operands:ident, $verify:expr, $format:expr $(; $($more:tt)*)?) => {
        $crate::ods_entry! {
            $(#[$doc])*
            $konst: $Ty = $name, fn $f {
                operands: [$operands: ANY_TYPE[*]],
                results: [],
                traits: Traits::TERMINATOR.union(Traits::RETURN_LIKE),
                verify: $verify,
                format: $format,
                $($($more)*)?
            }
        }
    };
}

pub mod arith;
pub mod async_;
pub mod builtin;
pub mod cf;
pub mod fold;
pub mod func;
pub mod function;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod names;
pub mod ods;
pub mod scf;
pub mod subview;
pub mod vector;

use async_opt_ir::{Context, OpDef, OpInfo};
use async_opt_text::{OpSyntax, SyntaxTable};

/// Registers every dialect in `ctx` and returns the matching syntax table.
pub fn register_all(ctx: &mut Context) -> SyntaxTable {
    let mut syntax = SyntaxTable::new();
    let mut r = Registrar { ctx, syntax: &mut syntax };
    // In order: `func.constant` after arith, so that the spellings they share reach
    // arith.constant's parser first.
    let dialects: [fn(&mut Registrar<'_>); 12] = [
        builtin::register,
        func::register,
        arith::register,
        func::register_constant,
        cf::register,
        scf::register,
        memref::register,
        async_::register,
        vector::register,
        linalg::register,
        math::register,
        llvm::register,
    ];
    for register in dialects {
        register(&mut r);
    }
    syntax
}

/// Registers ops of one dialect in both the IR registry and the syntax table.
pub struct Registrar<'a> {
    /// Where ops, their traits and verifiers are registered.
    pub ctx: &'a mut Context,
    /// Where their spellings and custom forms are registered.
    pub syntax: &'a mut SyntaxTable,
}

impl Registrar<'_> {
    /// Marks a dialect namespace as known.
    pub fn dialect(&mut self, name: &str) {
        self.ctx.register_dialect(name);
    }

    /// Marks a dialect namespace as known but open: only some of its ops are registered
    /// here, the others keep parsing in the generic form.
    pub fn open_dialect(&mut self, name: &str) {
        self.ctx.register_open_dialect(name);
    }

    /// Registers an op from its definition and syntax (one entry of an [`ops!`] table).
    pub fn add(&mut self, def: &'static OpDef, syntax: &OpSyntax, verify: async_opt_ir::VerifyFn) {
        let name = self.ctx.ident(def.name);
        let mut info = OpInfo::new(name, def.traits);
        info.dialect = def.name.split_once('.').map(|(d, _)| self.ctx.ident(d));
        info.def = Some(def);
        info.verify = Some(verify);
        info.successor_operands = def.successor_operands;
        info.attr_names = def.attrs.iter().map(|a| self.ctx.ident(a.name)).collect();
        info.folds = fold::folds(def.name);
        self.ctx.register_op(info);
        self.syntax.add(OpSyntax { def: Some(def), ..syntax.clone() });
    }
}

/// A type as MLIR's diagnostics write it (`'f32'`).
pub fn diag_type(ctx: &Context, t: async_opt_ir::Type) -> String {
    format!("'{}'", async_opt_text::type_to_string(ctx, t))
}

/// An inherent attribute's constraint failed: `op_error`, except that LLVM 22 checks these
/// as its parser builds the op's properties, so the error names no op (mlir-opt attaches
/// no `see current operation` note to it).
pub fn inherent_attr_error(
    ctx: &Context,
    op: async_opt_ir::Op,
    msg: impl std::fmt::Display,
    generation: async_opt_ir::Generation,
) -> async_opt_ir::Diagnostic {
    let mut d = op_error(ctx, op, msg);
    if generation == async_opt_ir::Generation::V22 {
        d.op = None;
    }
    d
}

/// MLIR's check of the region branch edge from terminator `term` to `op`, the op holding
/// its region, reported on `op` with a note at `term`: `term` forwards as many values as
/// `op` takes (`operands` against `inputs`), each of a type that `matches` its input.
pub(crate) fn verify_edge_to_parent(
    ctx: &Context,
    op: async_opt_ir::Op,
    term: async_opt_ir::Op,
    operands: impl ExactSizeIterator<Item = async_opt_ir::Type>,
    inputs: &[async_opt_ir::Type],
    matches: impl Fn(async_opt_ir::Type, async_opt_ir::Type) -> bool,
) -> Result<(), async_opt_ir::Diagnostic> {
    let fail = |what: String| {
        let edge = format!("along control flow edge from Operation {} to parent", ctx.op_name_str(term));
        Err(op_error(ctx, op, format!("{edge}: {what}")).with_note(ctx.loc(term), "region branch point"))
    };
    if operands.len() != inputs.len() {
        let (n, m) = (operands.len(), inputs.len());
        return fail(format!("region branch point has {n} operands, but region successor needs {m} inputs"));
    }
    for (i, (o, &t)) in operands.zip(inputs).enumerate() {
        if !matches(o, t) {
            let (o, t) = (async_opt_text::type_to_string(ctx, o), async_opt_text::type_to_string(ctx, t));
            return fail(format!("successor operand type #{i} '{o}' should match successor input type #{i} '{t}'"));
        }
    }
    Ok(())
}

/// Shorthand for verifier errors: `'op.name' op message` at the op.
pub fn op_error(ctx: &Context, op: async_opt_ir::Op, msg: impl std::fmt::Display) -> async_opt_ir::Diagnostic {
    async_opt_ir::Diagnostic::error(ctx.loc(op), format!("'{}' op {}", ctx.op_name_str(op), msg)).on_op(op)
}
