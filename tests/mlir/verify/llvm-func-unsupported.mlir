// What async-opt does not read of llvm.func, each a located error rather than a guess: in
// LLVM 14 syntax, attributes named as LLVM 22's properties (which the canonical IR cannot
// keep apart from them); comdats (there is no llvm.comdat here to refer to); argument and
// result attributes written as a whole in the attribute dictionary.
// RUN: async-opt %s --split-input-file --verify-diagnostics

// (Nothing tells the generation of the first chunk: LLVM 14.)
// expected-error@+1 {{custom op 'llvm.func' 'CConv' in the attribute dictionary of an 'llvm.func' is not supported by async-opt}}
llvm.func @h() attributes {CConv = 3}

// -----

// expected-error@+1 {{'llvm.func' op 'comdat' is not supported by async-opt}}
"llvm.func"() <{comdat = @c::@f, function_type = !llvm.func<void ()>, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'llvm.func' 'arg_attrs' in the attribute dictionary of an 'llvm.func' is not supported by async-opt}}
llvm.func @g(i32) attributes {arg_attrs = [{}]}
