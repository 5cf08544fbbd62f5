//! Interning: strings become [`Ident`]s, and types and attributes are uniqued the same way.
//! One table keeps each key once (in a vector) and a hash index of positions, so interning
//! a new key allocates it once and looking one up allocates nothing.

use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use crate::entity::{entity, EntityRef};

entity!(
    /// An interned string (op name, attribute name, symbol name, dialect name).
    Ident
);

/// Unique keys by position; `Q` is the borrowed form used for lookups.
#[derive(Clone)]
pub(crate) struct Uniquer<K> {
    keys: Vec<K>,
    index: HashTable<u32>,
}

impl<K> Default for Uniquer<K> {
    fn default() -> Self {
        Uniquer { keys: Vec::new(), index: HashTable::new() }
    }
}

impl<K> Uniquer<K> {
    /// The position of the key equal to `q`, inserting `make(q)` if there is none.
    #[inline]
    pub(crate) fn intern<Q>(&mut self, q: &Q, make: impl FnOnce(&Q) -> K) -> usize
    where
        Q: Hash + Eq + ?Sized,
        K: std::borrow::Borrow<Q>,
    {
        let h = FxBuildHasher.hash_one(q);
        let keys = &self.keys;
        if let Some(&i) = self.index.find(h, |&i| keys[i as usize].borrow() == q) {
            return i as usize;
        }
        let i = self.keys.len();
        self.keys.push(make(q));
        let keys = &self.keys;
        self.index.insert_unique(h, i as u32, |&j| FxBuildHasher.hash_one(keys[j as usize].borrow()));
        i
    }

    /// The position of the key equal to `key`, inserting `key` if there is none.
    #[inline]
    pub(crate) fn intern_owned(&mut self, key: K) -> usize
    where
        K: Hash + Eq,
    {
        let h = FxBuildHasher.hash_one(&key);
        let keys = &self.keys;
        if let Some(&i) = self.index.find(h, |&i| keys[i as usize] == key) {
            return i as usize;
        }
        let i = self.keys.len();
        self.keys.push(key);
        let keys = &self.keys;
        self.index.insert_unique(h, i as u32, |&j| FxBuildHasher.hash_one(&keys[j as usize]));
        i
    }

    /// The position of a key hashing to `h` (as `FxBuildHasher` hashes keys) for which `eq`
    /// holds, if interned. Lets callers look up by a borrowed form of a key (with the same
    /// hash) before building the owned key; a hash that differs only costs the miss.
    #[inline]
    pub(crate) fn find_hashed(&self, h: u64, eq: impl Fn(&K) -> bool) -> Option<usize> {
        self.index.find(h, |&i| eq(&self.keys[i as usize])).map(|&i| i as usize)
    }

    /// The position of the key equal to `q`, if interned.
    #[inline]
    pub(crate) fn lookup<Q>(&self, q: &Q) -> Option<usize>
    where
        Q: Hash + Eq + ?Sized,
        K: std::borrow::Borrow<Q>,
    {
        let h = FxBuildHasher.hash_one(q);
        self.index.find(h, |&i| self.keys[i as usize].borrow() == q).map(|&i| i as usize)
    }

    #[inline]
    pub(crate) fn get(&self, i: usize) -> &K {
        &self.keys[i]
    }

    /// Every key, in interning order.
    pub(crate) fn keys(&self) -> &[K] {
        &self.keys
    }
}

/// Uniqued kinds `K` (types, attributes), each named by a handle `H`.
#[derive(Clone)]
pub(crate) struct KindInterner<K, H> {
    kinds: Uniquer<K>,
    handle: std::marker::PhantomData<H>,
}

impl<K, H> Default for KindInterner<K, H> {
    fn default() -> Self {
        KindInterner { kinds: Uniquer::default(), handle: std::marker::PhantomData }
    }
}

impl<K: Hash + Eq, H: EntityRef> KindInterner<K, H> {
    #[inline]
    pub(crate) fn intern(&mut self, kind: K) -> H {
        H::new(self.kinds.intern_owned(kind))
    }

    /// Finds an interned key without building (and allocating) it: `empty` is the variant
    /// with empty payloads, `parts` hashes the payloads as the derived `Hash` of the owned
    /// variant would (its discriminant first, then each field, boxed slices as slices).
    #[inline]
    pub(crate) fn find(
        &self,
        empty: &K,
        parts: impl FnOnce(&mut rustc_hash::FxHasher),
        eq: impl Fn(&K) -> bool,
    ) -> Option<H> {
        use std::hash::Hasher;
        let mut h = FxBuildHasher.build_hasher();
        std::mem::discriminant(empty).hash(&mut h);
        parts(&mut h);
        self.kinds.find_hashed(h.finish(), eq).map(H::new)
    }

    #[inline]
    pub(crate) fn kind(&self, h: H) -> &K {
        self.kinds.get(h.index())
    }

    /// Every kind interned so far.
    pub(crate) fn all(&self) -> impl Iterator<Item = (H, &K)> {
        self.kinds.keys().iter().enumerate().map(|(i, k)| (H::new(i), k))
    }
}

/// Owns every interned string.
#[derive(Default, Clone)]
pub(crate) struct Interner {
    // Shared, not copied, when a context is cloned or reset from a registered one.
    strings: Uniquer<std::sync::Arc<str>>,
}

impl Interner {
    #[inline]
    pub(crate) fn intern(&mut self, s: &str) -> Ident {
        Ident::from_index(self.strings.intern(s, |s| s.into()))
    }

    pub(crate) fn lookup(&self, s: &str) -> Option<Ident> {
        self.strings.lookup(s).map(Ident::from_index)
    }

    #[inline]
    pub(crate) fn resolve(&self, id: Ident) -> &str {
        self.strings.get(id.index())
    }
}
