//! String interning: op names, attribute names and symbol names become [`Ident`]s.

use rustc_hash::FxHashMap;

use crate::entity::entity;

entity!(
    /// An interned string (op name, attribute name, symbol name, dialect name).
    Ident
);

/// Owns every interned string; lookups are by hash, equality of [`Ident`]s is string equality.
#[derive(Default)]
pub(crate) struct Interner {
    map: FxHashMap<Box<str>, Ident>,
    strings: Vec<Box<str>>,
}

impl Interner {
    pub(crate) fn intern(&mut self, s: &str) -> Ident {
        if let Some(&id) = self.map.get(s) {
            return id;
        }
        let id = Ident::from_index(self.strings.len());
        self.strings.push(s.into());
        self.map.insert(s.into(), id);
        id
    }

    pub(crate) fn lookup(&self, s: &str) -> Option<Ident> {
        self.map.get(s).copied()
    }

    #[inline]
    pub(crate) fn resolve(&self, id: Ident) -> &str {
        &self.strings[id.index()]
    }
}
