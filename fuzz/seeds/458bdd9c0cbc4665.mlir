// Adversarial finding 10: a NUL byte is whitespace to mlir-opt's lexer (it ends an
// identifier), kept in a string literal and skipped in a comment; bytes that are not UTF-8
// are kept in a string attribute and skipped in a comment. Elsewhere they are a located
// error. The inputs are written by the RUN lines: this file stays UTF-8 without NULs.
// LLVM 14 syntax.

// GENERIC: "std.assert"(%0) {msg = "a\00b \FF\FE \FD"} : (i1) -> ()

// A NUL ends an identifier; a stray byte is an unexpected character.
// ID: .id.mlir:2:8: error: custom op 'arith.con' is unknown
// STRAY: .stray.mlir:2:23: error: unexpected character

// Where a string must be text (a symbol, a location, a dictionary key), async-opt refuses
// such bytes (mlir-opt takes them): a located error.
// SYM: .sym.mlir:1:7: error: a string that is not UTF-8 is supported only as an attribute value
