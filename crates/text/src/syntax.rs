//! The table of custom op forms that dialects register, and the syntax generations.
//!
//! MLIR's spelling changed across releases; one canonical op name (the LLVM 22 one,
//! e.g. `cf.br`) stands for all of them inside the IR, and this table maps every
//! spelling to it when parsing and back to the chosen generation's spelling when printing.

use rustc_hash::FxHashMap;

use async_opt_ir::{Context, NamedAttr, Op, Value};

use crate::parser::{PResult, Parser};
use crate::printer::Printer;
use crate::OpBuild;

/// A generation of MLIR's textual syntax.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Generation {
    /// Before LLVM 14: standard-dialect arithmetic (`addf`, `constant`), as the seed test writes.
    Seed,
    /// LLVM 14: `func @f`, `arith.*`, `br`/`cond_br`/`assert`, `call`/`return`.
    V14,
    /// LLVM 17 and later (22): `func.func`, `cf.*`, properties in the generic form.
    V22,
}

impl Generation {
    /// Index of this generation in per-generation tables (`OpSyntax::keyword`, `generic`).
    pub fn slot(self) -> usize {
        match self {
            Generation::Seed => 0,
            Generation::V14 => 1,
            Generation::V22 => 2,
        }
    }
}

/// Parses the custom form of an op after its keyword; fills `state`.
pub type ParseFn = fn(&mut Parser<'_, '_>, &mut OpBuild) -> PResult<()>;
/// Prints the custom form of an op after its keyword (the printer already wrote the
/// result names and the keyword).
pub type PrintFn = fn(&mut Printer<'_>, Op);
/// Suggests names for an op's results (MLIR's `getAsmResultNames`) in the generation being
/// printed: calls `set` with a result and a name such as `c0`, `cst`, `token`.
pub type ResultNamesFn = fn(&Context, Op, Generation, &mut dyn FnMut(Value, String));

/// How one op is written.
#[derive(Clone)]
pub struct OpSyntax {
    /// The canonical (LLVM 22) name, e.g. `cf.br`.
    pub name: &'static str,
    /// The custom-form keyword printed in each generation (`Seed`, `V14`, `V22`).
    pub keyword: [&'static str; 3],
    /// The generic-form name printed in each generation.
    pub generic: [&'static str; 3],
    /// Spellings accepted when parsing (custom keywords and generic names alike), each with
    /// the generation it implies, if any. `keyword`s and `generic` names are accepted too.
    pub aliases: &'static [(&'static str, Option<Generation>)],
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    pub result_names: Option<ResultNamesFn>,
    /// Inherent attributes spelled differently before LLVM 22 in the generic form:
    /// `(canonical, old)`, e.g. `("function_type", "type")` for functions.
    pub attr_spellings: &'static [(&'static str, &'static str)],
    /// The dialect whose ops may drop their prefix directly inside this op's regions
    /// (MLIR's `getDefaultDialect`: `func` in `func.func`, `async` in `async.func`).
    pub default_dialect: Option<&'static str>,
    /// When set, `parse`/`print` hooks for this op are for the custom form only in the
    /// listed generations; otherwise all.
    pub custom_in: Option<&'static [Generation]>,
    /// Inherent attributes (canonical names): LLVM 22's generic form prints them as
    /// properties, `<{...}>`, before the regions; the rest go in the dictionary after.
    pub inherent_attrs: &'static [&'static str],
    /// Properties LLVM 22 always prints, with the value (as text) they have when absent,
    /// e.g. `("overflowFlags", "#arith.overflow<none>")`. Older generations leave them out.
    pub default_attrs: &'static [(&'static str, &'static str)],
    /// For a generic name two ops share (LLVM 14's `std.constant` is both arith.constant
    /// and func.constant): given the parsed attributes, the canonical name of the op the
    /// generic form stands for, when it is not this one.
    pub generic_retarget: Option<fn(&Context, &[NamedAttr]) -> Option<&'static str>>,
}

impl OpSyntax {
    /// An op spelled the same in every generation.
    pub const fn uniform(name: &'static str) -> Self {
        OpSyntax {
            name,
            keyword: [name, name, name],
            generic: [name, name, name],
            aliases: &[],
            parse: None,
            print: None,
            result_names: None,
            attr_spellings: &[],
            default_dialect: None,
            custom_in: None,
            inherent_attrs: &[],
            default_attrs: &[],
            generic_retarget: None,
        }
    }
}

/// A name as the parser found it: which entry, and which generation it implies.
#[derive(Copy, Clone)]
pub(crate) struct Spelling {
    pub(crate) entry: u32,
    pub(crate) implies: Option<Generation>,
}

/// Every registered op syntax, by every spelling.
#[derive(Default, Clone)]
pub struct SyntaxTable {
    entries: Vec<OpSyntax>,
    by_spelling: FxHashMap<&'static str, Spelling>,
    by_canonical: FxHashMap<&'static str, u32>,
    /// Dialect types with structured parameters: `(dialect, mnemonic)` → parameter count.
    pub(crate) dialect_types: FxHashMap<(&'static str, &'static str), usize>,
}

impl SyntaxTable {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an op syntax. Later spellings do not override earlier ones.
    pub fn add(&mut self, syntax: OpSyntax) {
        let id = self.entries.len() as u32;
        self.by_canonical.insert(syntax.name, id);
        let gens = [Generation::Seed, Generation::V14, Generation::V22];
        let mut add = |s: &'static str, g: Option<Generation>| {
            self.by_spelling.entry(s).or_insert(Spelling { entry: id, implies: g });
        };
        for &(s, g) in syntax.aliases {
            add(s, g);
        }
        // A spelling used by exactly one generation implies it (`func.func`, `cf.br`: 22).
        for (i, &k) in syntax.keyword.iter().chain(syntax.generic.iter()).enumerate() {
            let list = if i < 3 { &syntax.keyword } else { &syntax.generic };
            let users: Vec<_> = gens.iter().zip(list).filter(|(_, &s)| s == k).map(|(g, _)| *g).collect();
            add(k, if users.len() == 1 { Some(users[0]) } else { None });
        }
        add(syntax.name, None);
        self.entries.push(syntax);
    }

    /// Declares `!dialect.mnemonic<params>` as a structured dialect type with `params`
    /// type parameters (0 for a plain `!dialect.mnemonic`).
    pub fn add_dialect_type(&mut self, dialect: &'static str, mnemonic: &'static str, params: usize) {
        self.dialect_types.insert((dialect, mnemonic), params);
    }

    pub(crate) fn lookup(&self, spelling: &str) -> Option<Spelling> {
        self.by_spelling.get(spelling).copied()
    }

    /// The entry number of a canonical op name.
    pub fn id_of(&self, canonical: &str) -> Option<u32> {
        self.by_canonical.get(canonical).copied()
    }

    pub fn entry(&self, id: u32) -> &OpSyntax {
        &self.entries[id as usize]
    }

    /// The syntax registered for a canonical op name.
    pub fn get(&self, canonical: &str) -> Option<&OpSyntax> {
        self.by_canonical.get(canonical).map(|&i| &self.entries[i as usize])
    }

    /// The canonical name for any accepted spelling.
    pub fn canonical(&self, spelling: &str) -> Option<&'static str> {
        self.lookup(spelling).map(|s| self.entries[s.entry as usize].name)
    }
}
