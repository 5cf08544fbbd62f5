//! MLIR's text format for async-opt: a lexer, a parser that builds IR in an
//! [`async_opt_ir::Context`], and a printer, both parameterised by a [`SyntaxTable`]
//! of custom op forms that the dialects crate fills.
//!
//! Both directions know three syntax generations ([`Generation`]): the seed test's
//! pre-LLVM-14 spelling, LLVM 14's and LLVM 22's. The parser reports which one it read.

#![warn(missing_docs)]

mod affine;
mod alias;
mod float;
pub mod format;
pub mod layout;
pub mod lexer;
pub mod limits;
pub mod parser;
pub mod printer;
pub mod syntax;
pub mod write;

use async_opt_ir::{Context, Diagnostic, Op, Type};

use crate::limits::SHALLOW;

/// An op being assembled by a custom parser (regions are parsed ahead of the op).
pub use async_opt_ir::OperationState;
pub use format::{CustomDirective, CustomParseFn, CustomPrintFn, FormatState};
pub use lexer::{text_of_bytes, Tok, STRAY_BYTE};
pub use limits::{MAX_NESTING, MAX_VALUE_NESTING, PARSER_STACK, PRINTER_STACK};
pub use parser::{Argument, GenerationHints, PResult, ParseOptions, Parser, RawSource, UnresolvedOperand};
pub use printer::{nests_deeper_than, print_op_in_scope, PrintOptions, Printer};
pub use syntax::{Generation, OpSyntax, ParseFn, PrintFn, ResultNamesFn, SyntaxEntry, SyntaxTable};
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

/// [`parse_source`] on the current thread.
pub fn parse_source_here(
    ctx: &mut Context,
    syntax: &SyntaxTable,
    src: &str,
    opts: ParseOptions,
) -> Result<(Op, Generation), Diagnostic> {
    let (module, g) = parse_source_here_telling_generation(ctx, syntax, src, opts);
    Ok((module?, g))
}

/// [`parse_source_here`] that also tells the generation when the parse fails: what was
/// read before the error says how its mlir-opt words diagnostics.
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
    let mut p = Parser::new(ctx, syntax, text, ParseOptions::default());
    let t = p.parse_type()?;
    match p.peek() {
        Tok::Eof => Ok(t),
        _ => Err(p.error("expected the end of the type")),
    }
}

/// Prints `op` and everything in it, followed by a newline.
pub fn print_op(ctx: &Context, syntax: &SyntaxTable, op: Op, opts: PrintOptions) -> String {
    Printer::print_top(ctx, syntax, op, opts)
}
