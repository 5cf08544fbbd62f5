//! MLIR's text format for async-opt: a lexer, a parser that builds IR in an
//! [`async_opt_ir::Context`], and a printer, both parameterised by a [`SyntaxTable`]
//! of custom op forms that the dialects crate fills.
//!
//! Both directions know three syntax generations ([`Generation`]): the seed test's
//! pre-LLVM-14 spelling, LLVM 14's and LLVM 22's. The parser reports which one it read.

mod affine;
mod alias;
mod float;
pub mod format;
pub mod layout;
pub mod lexer;
pub mod parser;
pub mod printer;
pub mod syntax;

use async_opt_ir::{Context, Diagnostic, Op, Type};

/// An op being assembled by a custom parser (regions are parsed ahead of the op).
pub use async_opt_ir::OperationState;
pub use format::{CustomDirective, CustomParseFn, CustomPrintFn, FormatState};
pub use lexer::Tok;
pub use parser::{
    Argument, GenerationHints, PResult, ParseOptions, Parser, RawSource, UnresolvedOperand, MAX_NESTING,
    MAX_VALUE_NESTING,
};
pub use printer::{
    attr_to_string, escape_string, nests_deeper_than, type_to_string, write_attr, write_type, PrintOptions, Printer,
    PRINTER_STACK,
};
pub use syntax::{Generation, OpSyntax, ParseFn, PrintFn, ResultNamesFn, SyntaxEntry, SyntaxTable};

/// The text the parser reads for `bytes`: themselves when they are UTF-8, else a copy with
/// every byte that is not replaced by [`parser::STRAY_BYTE`] (same length, so offsets and
/// columns stay); give the bytes to the parser too ([`ParseOptions::raw`]).
pub fn text_of_bytes(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    let mut rest = match std::str::from_utf8(bytes) {
        Ok(s) => return std::borrow::Cow::Borrowed(s),
        Err(_) => bytes,
    };
    let mut out = String::with_capacity(bytes.len());
    loop {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                out.push_str(s);
                return std::borrow::Cow::Owned(out);
            }
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(good).expect("valid up to here"));
                let n = e.error_len().unwrap_or(bad.len());
                out.extend(std::iter::repeat_n(parser::STRAY_BYTE as char, n));
                rest = &bad[n..];
            }
        }
    }
}

/// Stack for the parser's thread. The parser recurses through custom forms (an op's hook
/// parses its regions, whose ops' hooks parse theirs): measured, a nested region costs up
/// to 1.9 KiB in a release build and 15 KiB in a debug build, a nested type or attribute
/// up to 1 KiB and 9 KiB. [`MAX_NESTING`] regions, plus [`MAX_VALUE_NESTING`] levels of a
/// value, need 37 MiB (release) or 300 MiB (debug). The stack is reserved, not committed:
/// only the pages an input touches cost memory.
pub const PARSER_STACK: usize = if cfg!(debug_assertions) { 512 << 20 } else { 64 << 20 };

/// Nesting that any thread's stack holds, even a debug build's 2 MiB.
const SHALLOW: usize = 64;

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
