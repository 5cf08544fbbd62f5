//! How deep and how large inputs may get before the text format refuses them, and the
//! stacks the recursive parts (parser and printer, through custom forms) run on. Every
//! other walk of nested IR uses an explicit stack.

/// How deep regions may nest before the parser refuses: far deeper than programs go
/// (mlir-opt takes thousands), not so deep that the parser's and printer's recursion
/// through custom forms outgrows their threads' stacks ([`crate::PARSER_STACK`],
/// [`crate::PRINTER_STACK`]). Everything else walks nested regions with explicit stacks.
pub const MAX_NESTING: usize = 20_000;

/// How deep types, attributes and locations may nest (aliases included): their parsers and
/// printers recurse, the printers on any thread's stack.
pub const MAX_VALUE_NESTING: usize = 500;

/// The most bytes one alias may stand for when written out in full (`!t2 = tuple<!t1, !t1>`
/// doubles at every step; the printer writes types and attributes in full).
pub(crate) const MAX_ALIAS_SIZE: usize = 16 << 20;

/// The most bytes all alias references of one input may add when written out in full.
pub(crate) const MAX_ALIAS_EXPANSION: usize = 256 << 20;

/// Stack for the parser's thread. The parser recurses through custom forms (an op's hook
/// parses its regions, whose ops' hooks parse theirs): measured, a nested region costs up
/// to 1.9 KiB in a release build and 15 KiB in a debug build, a nested type or attribute
/// up to 1 KiB and 9 KiB. [`MAX_NESTING`] regions, plus [`MAX_VALUE_NESTING`] levels of a
/// value, need 37 MiB (release) or 300 MiB (debug). The stack is reserved, not committed:
/// only the pages an input touches cost memory.
pub const PARSER_STACK: usize = if cfg!(debug_assertions) { 512 << 20 } else { 64 << 20 };

/// Nesting that any thread's stack holds, even a debug build's 2 MiB.
pub(crate) const SHALLOW: usize = 64;

/// Region nesting that any thread's stack prints, even a debug build's 2 MiB: the printer
/// recurses through custom forms, about 1.7 KiB a level.
pub(crate) const SHALLOW_REGIONS: usize = 128;

/// Stack for printing a module whose regions nest deeper than a thread's stack holds:
/// [`crate::MAX_NESTING`] levels at 1.3 KiB (release) to 1.7 KiB (debug) each, measured.
/// Only the pages a deep module touches cost memory.
pub const PRINTER_STACK: usize = 64 << 20;
