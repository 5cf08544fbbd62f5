//! SSA ids of a module printed in pieces, in LLVM 22's generic form.
//!
//! There MLIR numbers values (`%N`) and entry block arguments (`%argN`) across the whole
//! module: one worklist, two counters that never start again, regions taken last to first.
//! The subtree of a top-level op is thus numbered in one run of each counter, and its
//! runs start where those of every later top-level op end (the last op gets `%arg0` and
//! `%0`). A piece of the module (a run of its top-level ops) printed as a module of its own
//! numbers its ops as the whole print would, less the ids that the later pieces take.
//!
//! A marked print ([`crate::Printer::print_top_marked_into`]) writes each such id as
//! `%` [`VALUE_MARK`] `N` [`VALUE_MARK`] or `%arg` [`ARG_MARK`] `N` [`ARG_MARK`], and counts
//! what it numbered ([`MarkedIds`]); [`substitute`] then writes every id shifted by the
//! counts of the later pieces, with the alias names ([`crate::alias`]) in the same pass.

use crate::alias::{NamedAliases, MARK};
use crate::write::write_u32;

/// The byte around a value's number in a marked print (`%\u{2}3\u{2}` for `%3` of the piece).
/// Strings escape it, and no other token holds it unless written so in the input, which
/// the count in [`MarkedIds::marks`] tells.
pub const VALUE_MARK: u8 = 2;
/// The byte around an entry block argument's number (`%arg\u{3}0\u{3}`).
pub const ARG_MARK: u8 = 3;

/// What a marked print in LLVM 22's generic form numbered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarkedIds {
    /// Whether the ids are marks (else the print wrote them as they are).
    pub marked: bool,
    /// How many `%N` ids its ops took.
    pub values: u32,
    /// How many `%argN` ids.
    pub args: u32,
    /// How many id marks it wrote (the text then holds twice as many mark bytes).
    pub marks: usize,
}

impl MarkedIds {
    /// Whether `text` holds exactly the id marks this print wrote, each a number below
    /// its counter's count, so that [`substitute`] cannot fail on it.
    pub fn check(&self, text: &[u8]) -> bool {
        if !self.marked {
            return true;
        }
        let mut count = 0;
        let mut rest = text;
        while let Some(p) = memchr::memchr2(VALUE_MARK, ARG_MARK, rest) {
            let kind = rest[p];
            let after = &rest[p + 1..];
            let Some(end) = memchr::memchr(kind, after) else { return false };
            let bound = if kind == VALUE_MARK { self.values } else { self.args };
            if !read_u32(&after[..end]).is_some_and(|n| n < bound) {
                return false;
            }
            count += 1;
            rest = &after[end + 1..];
        }
        count == self.marks
    }
}

fn read_u32(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() || digits.len() > 10 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// Appends `text` to `out` with every alias mark named (by `remap`, as
/// [`crate::alias::substitute_marks`] does) and every id mark written as its number plus
/// `shift` (values, arguments); `None` (with `out` partly written) on a mark that does not
/// read as one or an id past `u32`.
pub fn substitute(
    mut text: &[u8],
    out: &mut Vec<u8>,
    remap: &[u32],
    names: &NamedAliases,
    shift: (u32, u32),
) -> Option<()> {
    let mut digits = [0u8; 10];
    while let Some(p) = memchr::memchr3(MARK, VALUE_MARK, ARG_MARK, text) {
        out.extend_from_slice(&text[..p]);
        let kind = text[p];
        let rest = &text[p + 1..];
        let end = memchr::memchr(kind, rest)?;
        let n = read_u32(&rest[..end])?;
        match kind {
            MARK => {
                let name = remap.get(n as usize).and_then(|&g| names.names.get(g as usize))?;
                out.extend_from_slice(name.as_bytes());
            }
            _ => {
                let by = if kind == VALUE_MARK { shift.0 } else { shift.1 };
                out.extend_from_slice(write_u32(&mut digits, n.checked_add(by)?));
            }
        }
        text = &rest[end + 1..];
    }
    out.extend_from_slice(text);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_shift_and_aliases_are_named() {
        let names =
            NamedAliases { names: vec!["map".into(), "map1".into()], before: String::new(), after: String::new() };
        let text = b"%\x020\x02 = f(%arg\x031\x03) {m = #\x011\x01} : (%\x029\x02)";
        let mut out = Vec::new();
        substitute(text, &mut out, &[1, 0], &names, (10, 5)).unwrap();
        assert_eq!(out, b"%10 = f(%arg6) {m = #map} : (%19)");
        let ids = MarkedIds { marked: true, values: 10, args: 2, marks: 3 };
        assert!(ids.check(text));
        assert!(!MarkedIds { values: 9, ..ids }.check(text));
        assert!(!MarkedIds { marks: 2, ..ids }.check(text));
        assert!(!ids.check(b"%\x020\x02 \x02"));
        assert!(substitute(b"%\x02x\x02", &mut Vec::new(), &[], &names, (0, 0)).is_none());
        assert!(substitute(b"%\x021\x02", &mut Vec::new(), &[], &names, (u32::MAX, 0)).is_none());
    }
}
