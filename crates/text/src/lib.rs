//! MLIR's text format for async-opt: a lexer, a parser that builds IR in an
//! [`async_opt_ir::Context`], and a printer, both parameterised by a [`SyntaxTable`]
//! of custom op forms that the dialects crate fills.
//!
//! Both directions know three syntax generations ([`Generation`]): the seed test's
//! pre-LLVM-14 spelling, LLVM 14's and LLVM 22's. The parser reports which one it read.
//!
//! A round trip, with the dialects' syntax (`async_opt_dialects::register_all`):
//!
//! ```
//! use async_opt_ir::Context;
//! use async_opt_text::{parse_source, print_op, Generation, ParseOptions, PrintOptions};
//!
//! let mut ctx = Context::new();
//! let syntax = async_opt_dialects::register_all(&mut ctx);
//! let src = "func @double(%x: i32) -> i32 {\n  %sum = arith.addi %x, %x : i32\n  return %sum : i32\n}\n";
//! let opts = ParseOptions { filename: "in.mlir".into(), ..Default::default() };
//! let (module, generation) = parse_source(&mut ctx, &syntax, src, opts).unwrap();
//! assert_eq!(generation, Generation::V14); // `func @f`, not `func.func @f`
//! ctx.verify(module, generation).unwrap();
//!
//! // Printed in the input's generation, with mlir-opt's names and the implicit module ...
//! let v14 = print_op(&ctx, &syntax, module, PrintOptions { generation, ..Default::default() });
//! assert_eq!(
//!     v14,
//!     "module {\n  func @double(%arg0: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg0 : i32\n    \
//!      return %0 : i32\n  }\n}\n"
//! );
//! // ... or in LLVM 22's.
//! let v22 = print_op(&ctx, &syntax, module, PrintOptions { generation: Generation::V22, ..Default::default() });
//! assert!(v22.contains("func.func @double(%arg0: i32) -> i32 {"));
//!
//! // Errors are located diagnostics.
//! let err = parse_source(&mut ctx, &syntax, "func @f() {\n  return %nope : i32\n}\n", ParseOptions::default())
//!     .unwrap_err();
//! assert_eq!(ctx.file_line_col(err.loc).map(|(_, l, c)| (l, c)), Some((2, 10)));
//! assert_eq!(err.message, "use of undeclared SSA value name");
//! ```

#![warn(missing_docs)]

mod affine;
pub mod alias;
mod float;
pub mod format;
pub mod ids;
pub mod layout;
pub mod lexer;
pub mod limits;
pub mod parser;
pub mod printer;
pub mod syntax;
pub mod write;

use async_opt_ir::{Context, Diagnostic, Loc, Op, Type};

use crate::limits::SHALLOW;

/// An op being assembled by a custom parser (regions are parsed ahead of the op).
pub use async_opt_ir::OperationState;
pub use format::{CustomDirective, CustomParseFn, CustomPrintFn, FormatState};
pub use lexer::{text_of_bytes, Tok, STRAY_BYTE};
pub use limits::{MAX_NESTING, MAX_VALUE_NESTING, PARSER_STACK, PRINTER_STACK};
pub use parser::{Argument, GenerationHints, PResult, ParseOptions, Parser, RawSource, UnresolvedOperand};
pub use printer::{nests_deeper_than, print_op_in_scope, PrintOptions, Printer};
pub use syntax::{DialectTypeParseFn, Generation, OpSyntax, ParseFn, PrintFn, ResultNamesFn, SyntaxEntry, SyntaxTable};
pub use write::{attr_to_string, escape_string, type_to_string, write_attr, write_type};

/// Parses a whole source text into a `builtin.module`. Does not verify.
///
/// Runs on a thread of its own with a [`PARSER_STACK`] stack, so the deepest input the
/// parser accepts parses from any thread.
pub fn parse_source(
    ctx: &mut Context,
    syntax: &SyntaxTable,
    src: &str,
    opts: ParseOptions,
) -> Result<(Op, Generation), Diagnostic> {
    let (module, g) = parse_source_telling_generation(ctx, syntax, src, opts);
    Ok((module?, g))
}

/// [`parse_source`] that also tells the generation when the parse fails.
pub fn parse_source_telling_generation(
    ctx: &mut Context,
    syntax: &SyntaxTable,
    src: &str,
    opts: ParseOptions,
) -> (Result<Op, Diagnostic>, Generation) {
    // Every level of recursion opens a bracket or follows `->` or a unary `-`: input with
    // few of those cannot nest deep, and parses here without the cost of a thread.
    if src.bytes().filter(|b| b"({[<-".contains(b)).nth(SHALLOW).is_none() {
        return parse_source_here_telling_generation(ctx, syntax, src, opts);
    }
    let on_thread = std::thread::scope(|s| {
        let thread = std::thread::Builder::new().name("async-opt parser".into()).stack_size(PARSER_STACK);
        let parse = || parse_source_here_telling_generation(&mut *ctx, syntax, src, opts.clone());
        thread.spawn_scoped(s, parse).ok().map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    });
    // No thread to be had: parse here.
    on_thread.unwrap_or_else(|| parse_source_here_telling_generation(ctx, syntax, src, opts))
}

/// [`parse_source_telling_generation`] on the current thread (with its stack): what was
/// read before an error says how its mlir-opt words diagnostics.
pub fn parse_source_here_telling_generation(
    ctx: &mut Context,
    syntax: &SyntaxTable,
    src: &str,
    opts: ParseOptions,
) -> (Result<Op, Diagnostic>, Generation) {
    let mut p = Parser::new(ctx, syntax, src, opts);
    let module = p.parse_top_level();
    (module, p.input_generation())
}

/// Parses a type written as MLIR text, such as `(f32) -> i1`, into `ctx`.
pub fn parse_type_str(ctx: &mut Context, syntax: &SyntaxTable, text: &str) -> Result<Type, Diagnostic> {
    parse_whole(ctx, syntax, text, "type", |p| p.parse_type())
}

/// Parses a location written as MLIR text, such as `loc("f.mlir":3:1)`, into `ctx`.
pub fn parse_loc_str(ctx: &mut Context, syntax: &SyntaxTable, text: &str) -> Result<Loc, Diagnostic> {
    parse_whole(ctx, syntax, text, "location", |p| p.parse_loc_body())
}

/// Parses all of `text` with `parse`: anything after what it reads is an error.
fn parse_whole<T>(
    ctx: &mut Context,
    syntax: &SyntaxTable,
    text: &str,
    what: &str,
    parse: impl FnOnce(&mut Parser<'_, '_>) -> PResult<T>,
) -> Result<T, Diagnostic> {
    let mut p = Parser::new(ctx, syntax, text, ParseOptions::default());
    let t = parse(&mut p)?;
    match p.peek() {
        Tok::Eof => Ok(t),
        _ => Err(p.error(format!("expected the end of the {what}"))),
    }
}

/// A location as MLIR spells it in full (`loc(...)`, no aliases).
pub fn loc_to_string(ctx: &Context, l: Loc) -> String {
    format!("loc({})", alias::loc_inline(ctx, l))
}

/// Prints `op` and everything in it, followed by a newline.
pub fn print_op(ctx: &Context, syntax: &SyntaxTable, op: Op, opts: PrintOptions) -> String {
    Printer::print_top(ctx, syntax, op, opts)
}
