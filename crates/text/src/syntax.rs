//! The table of custom op forms that dialects register, and the syntax generations.
//!
//! MLIR's spelling changed across releases; one canonical op name (the LLVM 22 one,
//! e.g. `cf.br`) stands for all of them inside the IR, and this table maps every
//! spelling to it when parsing and back to the chosen generation's spelling when printing.

use rustc_hash::FxHashMap;

use std::ops::Deref;

pub use async_opt_ir::Generation;
use async_opt_ir::{Context, NamedAttr, Op, OpDef, Value};

use crate::format::{CustomDirective, Format};
use crate::parser::{PResult, Parser};
use crate::printer::Printer;
use async_opt_ir::OperationState;

/// Parses the custom form of an op after its keyword; fills `state`.
pub type ParseFn = fn(&mut Parser<'_, '_>, &mut OperationState) -> PResult<()>;
/// Prints the custom form of an op after its keyword (the printer already wrote the
/// result names and the keyword).
pub type PrintFn = fn(&mut Printer<'_>, Op);
/// Parses a type of a dialect with its own type syntax (`!llvm.func<void (i32)>`): called
/// after the `!dialect.mnemonic` token, with the mnemonic and the offset of the `!`; the
/// parser is at what follows (a `<` right after the mnemonic, when there is a body).
pub type DialectTypeParseFn = fn(&mut Parser<'_, '_>, &str, u32) -> PResult<async_opt_ir::Type>;
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
    /// The op's definition: what the declarative format and the generated parts read.
    pub def: Option<&'static OpDef>,
    /// The declarative assembly format (ODS `assemblyFormat`), parsed and printed by one
    /// engine ([`crate::format`]); `parse`/`print` hooks take precedence over it.
    pub format: Option<&'static str>,
    /// The `custom<Name>(...)` directives the format uses.
    pub customs: &'static [CustomDirective],
    /// A hand-written parser of the custom form (for ops ODS also writes by hand).
    pub parse: Option<ParseFn>,
    /// A hand-written printer of the custom form.
    pub print: Option<PrintFn>,
    /// Suggests result names (`%c0`, `%token`); `None` numbers them.
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
    /// Of [`OpSyntax::default_attrs`], those older generations have too: their generic form
    /// prints them (when the op holds them) even at that value (`llvm.func`'s `linkage`).
    pub defaults_before_22: &'static [&'static str],
    /// Inherent attributes LLVM 22 added that its custom parser always sets (not defaults it
    /// prints when absent), with that value as text, e.g. `("unnamed_addr", "0 : i64")`:
    /// older generations' generic form leaves them out at that value.
    pub added_in_22: &'static [(&'static str, &'static str)],
    /// For a generic name two ops share (LLVM 14's `std.constant` is both arith.constant
    /// and func.constant): given the parsed attributes, the canonical name of the op the
    /// generic form stands for, when it is not this one.
    pub generic_retarget: Option<fn(&Context, &[NamedAttr]) -> Option<&'static str>>,
    /// Rewrites an op just parsed (custom or generic form) into its canonical structure, for
    /// ops whose structure changed between generations (LLVM 14's `scf.parallel` ends its
    /// body with `scf.yield` after separate `scf.reduce` ops; LLVM 22's with one `scf.reduce`).
    pub normalize: Option<fn(&mut Context, Op)>,
    /// Spells an inherent attribute the way LLVM 14's generic form does, when that differs
    /// from LLVM 22's (`static_sizes = [-1, 4]` rather than `array<i64: ...>`); `None`
    /// keeps the usual spelling. The parse side is [`OpSyntax::normalize`].
    pub attr_text_14: Option<fn(&Context, &str, async_opt_ir::Attr) -> Option<String>>,
}

impl OpSyntax {
    /// An op spelled the same in every generation.
    pub const fn uniform(name: &'static str) -> Self {
        OpSyntax {
            name,
            keyword: [name, name, name],
            generic: [name, name, name],
            aliases: &[],
            def: None,
            format: None,
            customs: &[],
            parse: None,
            print: None,
            result_names: None,
            attr_spellings: &[],
            default_dialect: None,
            custom_in: None,
            inherent_attrs: &[],
            default_attrs: &[],
            defaults_before_22: &[],
            added_in_22: &[],
            generic_retarget: None,
            normalize: None,
            attr_text_14: None,
        }
    }
}

/// A name as the parser found it: which entry, and which generation it implies.
#[derive(Copy, Clone)]
pub(crate) struct Spelling {
    pub(crate) entry: u32,
    pub(crate) implies: Option<Generation>,
}

/// A registered op syntax with what the table derives from it: the compiled format and
/// the full list of inherent attributes.
pub struct SyntaxEntry {
    syntax: OpSyntax,
    pub(crate) format: Option<Format>,
    /// Inherent attributes: the definition's, `operandSegmentSizes` when it splits its
    /// operands, and those the syntax lists.
    pub inherent: Box<[&'static str]>,
    /// Per generation, the keyword split at its first dot when it has exactly one
    /// (`func.return` → `func`, `return`): inside a region whose default dialect is the
    /// first part, the op prints as the second. `async.runtime.await` keeps its prefix, or
    /// it would read as an op of a `runtime` dialect.
    pub(crate) unprefixed: [Option<(&'static str, &'static str)>; 3],
    /// Per generation, whether the op has a custom form to print ([`Self::has_custom_form`]).
    pub(crate) custom_form: [bool; 3],
}

impl Deref for SyntaxEntry {
    type Target = OpSyntax;
    fn deref(&self) -> &OpSyntax {
        &self.syntax
    }
}

impl SyntaxEntry {
    /// Whether this op has a custom form to print in generation `g`.
    #[inline]
    pub(crate) fn has_custom_form(&self, g: Generation) -> bool {
        self.custom_form[g.slot()]
    }
}

/// Every registered op syntax, by every spelling.
#[derive(Default, Clone)]
pub struct SyntaxTable {
    entries: Vec<std::sync::Arc<SyntaxEntry>>,
    by_spelling: FxHashMap<&'static str, Spelling>,
    by_canonical: FxHashMap<&'static str, u32>,
    /// Dialect types with structured parameters: `(dialect, mnemonic)` → parameter count.
    pub(crate) dialect_types: FxHashMap<(&'static str, &'static str), usize>,
    /// Dialects that parse their types themselves, by namespace.
    pub(crate) type_parsers: FxHashMap<&'static str, DialectTypeParseFn>,
}

impl SyntaxTable {
    /// An empty table.
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
        let format = crate::format::compile(&syntax);
        let mut inherent: Vec<&'static str> = syntax.inherent_attrs.to_vec();
        if let Some(def) = syntax.def {
            inherent.extend(def.attrs.iter().map(|a| a.name).filter(|n| !syntax.inherent_attrs.contains(n)));
            if def.segmented_operands() && !inherent.contains(&async_opt_ir::SEGMENT_SIZES) {
                inherent.push(async_opt_ir::SEGMENT_SIZES);
            }
        }
        let unprefixed = syntax.keyword.map(|kw| kw.split_once('.').filter(|(_, rest)| !rest.contains('.')));
        let custom_form = gens
            .map(|g| (syntax.print.is_some() || format.is_some()) && syntax.custom_in.is_none_or(|l| l.contains(&g)));
        let entry = SyntaxEntry { syntax, format, inherent: inherent.into(), unprefixed, custom_form };
        self.entries.push(std::sync::Arc::new(entry));
    }

    /// Declares `!dialect.mnemonic<params>` as a structured dialect type with `params`
    /// type parameters (0 for a plain `!dialect.mnemonic`).
    pub fn add_dialect_type(&mut self, dialect: &'static str, mnemonic: &'static str, params: usize) {
        self.dialect_types.insert((dialect, mnemonic), params);
    }

    /// Has `!dialect.*` types parsed by `parse` (a dialect whose types have a syntax of
    /// their own, rather than `!dialect.mnemonic<params>`).
    pub fn add_dialect_type_parser(&mut self, dialect: &'static str, parse: DialectTypeParseFn) {
        self.type_parsers.insert(dialect, parse);
    }

    pub(crate) fn lookup(&self, spelling: &str) -> Option<Spelling> {
        self.by_spelling.get(spelling).copied()
    }

    /// The entry number of a canonical op name.
    pub fn id_of(&self, canonical: &str) -> Option<u32> {
        self.by_canonical.get(canonical).copied()
    }

    /// The entry numbered `id` (from [`Self::id_of`]); panics on a number it did not give.
    pub fn entry(&self, id: u32) -> &SyntaxEntry {
        &self.entries[id as usize]
    }

    /// The syntax registered for a canonical op name.
    pub fn get(&self, canonical: &str) -> Option<&SyntaxEntry> {
        self.by_canonical.get(canonical).map(|&i| &*self.entries[i as usize])
    }

    /// The canonical name for any accepted spelling.
    pub fn canonical(&self, spelling: &str) -> Option<&'static str> {
        self.lookup(spelling).map(|s| self.entries[s.entry as usize].name)
    }

    /// The generation an op name spelled so implies, as the parser notes it (`None` for
    /// a spelling every generation uses, or no op's).
    pub fn implied_generation(&self, spelling: &str) -> Option<Generation> {
        self.lookup(spelling)?.implies
    }
}
