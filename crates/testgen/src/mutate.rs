//! Mutated inputs for accept/reject agreement with mlir-opt-14.
//!
//! Bases are the chunks of the text suite (`tests/mlir/text/*.mlir`, split at
//! `// -----`, full-line comments dropped) and generated programs. A mutant applies
//! one mutation, chosen by the seed, at a token of its base: a truncation, a deleted,
//! duplicated or swapped token, a wrong type, a wrong op name, or a dangling SSA value,
//! symbol or block reference. The corpus is a directory of `NNNN.mlir` files and a
//! `manifest.tsv` (`file`, `kind`, `base`, `what`); bases go to `bases/` so that
//! mutants of a base the tools do not both accept can be left out.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::program::generate_nth;
use crate::rng::Rng;

/// The kinds of mutation, in the order they are drawn.
pub const KINDS: &[&str] = &[
    "truncate",
    "delete-token",
    "duplicate-token",
    "swap-tokens",
    "wrong-type",
    "wrong-op-name",
    "dangling-value",
    "dangling-symbol",
    "dangling-block",
];

const TYPES: &[&str] = &["i1", "i32", "i64", "f32", "f64", "index", "!async.token", "!async.group", "memref<4xf32>"];
const OPS: &[&str] = &[
    "arith.addi",
    "arith.addf",
    "arith.constant",
    "arith.cmpi",
    "async.execute",
    "async.await",
    "async.yield",
    "async.create_group",
    "scf.yield",
    "scf.for",
    "scf.if",
    "func",
    "return",
    "br",
    "call",
    "memref.load",
    "module",
];

#[derive(Clone, Copy, PartialEq, Debug)]
enum Tok {
    Space,
    Word,
    Value,
    Symbol,
    BlockRef,
    TypeAlias,
    AttrAlias,
    Number,
    Str,
    Punct,
}

/// MLIR-ish tokens (enough to mutate at token boundaries); the concatenation of the
/// pieces is the input.
fn tokens(s: &str) -> Vec<(Tok, &str)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let ident = |c: u8| c.is_ascii_alphanumeric() || b"_.$-".contains(&c);
    while i < b.len() {
        let start = i;
        let c = b[i];
        let kind = if c.is_ascii_whitespace() {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            Tok::Space
        } else if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
            Tok::Str
        } else if b"%@^!#".contains(&c) {
            i += 1;
            while i < b.len() && (ident(b[i]) && b[i] != b'-' || b[i] == b'#' && c == b'%') {
                i += 1;
            }
            match c {
                b'%' => Tok::Value,
                b'@' => Tok::Symbol,
                b'^' => Tok::BlockRef,
                b'!' => Tok::TypeAlias,
                _ => Tok::AttrAlias,
            }
        } else if c.is_ascii_digit() || c == b'-' && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                i += 1;
            }
            Tok::Number
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (ident(b[i]) && b[i] != b'-') {
                i += 1;
            }
            Tok::Word
        } else {
            i += if s[i..].starts_with("->") { 2 } else { s[i..].chars().next().unwrap().len_utf8() };
            Tok::Punct
        };
        out.push((kind, &s[start..i]));
    }
    out
}

/// One mutation of `base`, or `None` when the kind has nothing to act on.
fn mutate(base: &str, kind: &str, rng: &mut Rng) -> Option<(String, String)> {
    let toks = tokens(base);
    let solid: Vec<usize> = (0..toks.len()).filter(|&i| toks[i].0 != Tok::Space).collect();
    if solid.is_empty() {
        return None;
    }
    let join = |t: &[(Tok, &str)]| t.iter().map(|x| x.1).collect::<String>();
    let mut t: Vec<(Tok, String)> = toks.iter().map(|&(k, s)| (k, s.to_string())).collect();
    let pick = |rng: &mut Rng, f: &dyn Fn(&(Tok, &str)) -> bool| -> Option<usize> {
        let c: Vec<usize> = solid.iter().copied().filter(|&i| f(&toks[i])).collect();
        (!c.is_empty()).then(|| *rng.pick(&c))
    };
    let what;
    match kind {
        "truncate" => {
            let i = *rng.pick(&solid);
            let mut cut = join(&toks[..i]);
            // Sometimes cut inside the token.
            if rng.percent(30) && toks[i].1.len() > 1 {
                cut.push_str(&toks[i].1[..toks[i].1.len() / 2]);
            }
            return Some((cut, format!("truncated before token {i} '{}'", toks[i].1)));
        }
        "delete-token" => {
            let i = *rng.pick(&solid);
            what = format!("deleted '{}'", toks[i].1);
            t.remove(i);
        }
        "duplicate-token" => {
            let i = *rng.pick(&solid);
            what = format!("duplicated '{}'", toks[i].1);
            t.insert(i + 1, (Tok::Space, " ".into()));
            t.insert(i + 2, t[i].clone());
        }
        "swap-tokens" => {
            let k = rng.below(solid.len().saturating_sub(1).max(1));
            let (i, j) = (solid[k], *solid.get(k + 1)?);
            if toks[i].1 == toks[j].1 {
                return None;
            }
            what = format!("swapped '{}' and '{}'", toks[i].1, toks[j].1);
            t.swap(i, j);
        }
        "wrong-type" => {
            let i = pick(rng, &|x| TYPES.contains(&x.1) || x.1.starts_with("!async.value"))?;
            let old = toks[i].1;
            let new = *rng.pick(TYPES);
            if new == old {
                return None;
            }
            // `!async.value` is followed by `<T>`: replace the whole type.
            if old.starts_with("!async.value") && toks.get(i + 1).is_some_and(|x| x.1 == "<") {
                let close = (i + 1..toks.len()).find(|&j| toks[j].1 == ">")?;
                t.drain(i + 1..=close);
            }
            what = format!("type '{old}' -> '{new}'");
            t[i].1 = new.to_string();
        }
        "wrong-op-name" => {
            let i = pick(rng, &|x| x.0 == Tok::Word && OPS.contains(&x.1))?;
            let new = *rng.pick(OPS);
            if new == toks[i].1 {
                return None;
            }
            what = format!("op '{}' -> '{new}'", toks[i].1);
            t[i].1 = new.to_string();
        }
        "dangling-value" | "dangling-symbol" | "dangling-block" => {
            let want = match kind {
                "dangling-value" => Tok::Value,
                "dangling-symbol" => Tok::Symbol,
                _ => Tok::BlockRef,
            };
            // A use: a reference that occurred before (its definition or an earlier use).
            let mut seen = HashSet::new();
            let mut uses = Vec::new();
            for &i in &solid {
                if toks[i].0 == want {
                    if !seen.insert(toks[i].1) {
                        uses.push(i);
                    }
                }
            }
            if uses.is_empty() {
                return None;
            }
            let i = *rng.pick(&uses);
            let sigil = &toks[i].1[..1];
            let new = format!("{sigil}undefined_{}", rng.below(100));
            what = format!("reference '{}' -> '{new}'", toks[i].1);
            t[i].1 = new;
        }
        _ => unreachable!("unknown kind {kind}"),
    }
    Some((t.iter().map(|x| x.1.as_str()).collect(), what))
}

/// The chunks of an input file, full-line comments dropped.
pub fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        if line.trim_start().starts_with("// -----") {
            out.push(String::new());
        } else if !line.trim_start().starts_with("//") {
            let last = out.last_mut().unwrap();
            last.push_str(line);
            last.push('\n');
        }
    }
    out.retain(|c| !c.trim().is_empty());
    out
}

/// Writes `count` distinct mutants of the inputs' chunks and of 20 generated programs.
pub fn write_corpus(seed: u64, count: usize, inputs: &[PathBuf], out: &Path) -> std::io::Result<()> {
    let mut bases: Vec<(String, String)> = Vec::new();
    for input in inputs {
        let text = std::fs::read_to_string(input)?;
        let name = input.file_name().unwrap_or_default().to_string_lossy().into_owned();
        for (k, c) in chunks(&text).into_iter().enumerate() {
            bases.push((format!("{name}#{k}"), c));
        }
    }
    for i in 0..20 {
        let p = generate_nth(seed, i).to_mlir();
        bases.push((format!("prog-{seed}-{i}"), chunks(&p).concat()));
    }
    std::fs::create_dir_all(out.join("bases"))?;
    let mut manifest = String::from("file\tkind\tbase\twhat\n");
    let mut base_list = String::new();
    for (k, (name, text)) in bases.iter().enumerate() {
        std::fs::write(out.join("bases").join(format!("b{k:03}.mlir")), text)?;
        let _ = writeln!(base_list, "b{k:03}.mlir\t{name}");
    }
    std::fs::write(out.join("bases.tsv"), base_list)?;
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut n = 0;
    let mut attempts = 0;
    while n < count && attempts < count * 50 {
        attempts += 1;
        let kind = KINDS[n % KINDS.len()];
        let b = rng.below(bases.len());
        let Some((text, what)) = mutate(&bases[b].1, kind, &mut rng) else { continue };
        if text == bases[b].1 || !seen.insert(text.clone()) {
            continue;
        }
        let file = format!("m{n:04}.mlir");
        std::fs::write(out.join(&file), &text)?;
        let what = what.replace(['\t', '\n'], " ");
        let _ = writeln!(manifest, "{file}\t{kind}\tb{b:03}.mlir\t{what}");
        n += 1;
    }
    std::fs::write(out.join("manifest.tsv"), manifest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_cover_the_input() {
        let s = "%0:2 = \"foo.bar\"(%a#1) {x = 1.5e3 : f64} : (!async.value<i64>) -> ^bb1 // c\n";
        assert_eq!(tokens(s).iter().map(|t| t.1).collect::<String>(), s);
        assert!(tokens(s).iter().any(|t| t == &(Tok::Value, "%a#1")));
    }

    #[test]
    fn mutation_is_deterministic() {
        let base = "func @f(%a: i64) -> i64 {\n  %b = arith.addi %a, %a : i64\n  return %b : i64\n}\n";
        for kind in KINDS {
            let a = mutate(base, kind, &mut Rng::new(3));
            let b = mutate(base, kind, &mut Rng::new(3));
            assert_eq!(a, b, "{kind}");
        }
    }
}
