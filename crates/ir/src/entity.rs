//! Typed 32-bit handles into the context's arenas.
//!
//! Every IR object lives in an arena owned by [`crate::Context`] and is named by a
//! `Copy` handle. Handles wrap `NonZeroU32` so `Option<Handle>` costs nothing.

/// Declares a handle type over `NonZeroU32` holding `index + 1`.
macro_rules! entity {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(std::num::NonZeroU32);

        impl $name {
            /// Handle for arena slot `index`.
            #[inline]
            pub fn from_index(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize, "arena overflow in {}", stringify!($name));
                // SAFETY-free: index + 1 is never zero for index < u32::MAX.
                $name(std::num::NonZeroU32::new(index as u32 + 1).expect("arena index overflow"))
            }
            /// The arena slot this handle names.
            #[inline]
            pub fn index(self) -> usize {
                self.0.get() as usize - 1
            }
        }

        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                $name::from_index(index)
            }
            #[inline]
            fn index(self) -> usize {
                $name::index(self)
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}{}", stringify!($name), self.index())
            }
        }
    };
}

pub(crate) use entity;

/// A handle into an arena: an index with a type.
pub trait EntityRef: Copy {
    /// The handle of slot `index`.
    fn new(index: usize) -> Self;
    /// The slot this handle names.
    fn index(self) -> usize;
}

/// An arena that hands out typed keys (Cranelift's `PrimaryMap`): `push` returns the new
/// element's handle, and only that handle type indexes it.
#[derive(Debug)]
pub struct PrimaryMap<K, V> {
    elems: Vec<V>,
    key: std::marker::PhantomData<fn(K) -> K>,
}

impl<K, V: Clone> Clone for PrimaryMap<K, V> {
    fn clone(&self) -> Self {
        PrimaryMap { elems: self.elems.clone(), key: std::marker::PhantomData }
    }
    /// Reuses this arena's memory.
    fn clone_from(&mut self, other: &Self) {
        self.elems.clone_from(&other.elems);
    }
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        PrimaryMap { elems: Vec::new(), key: std::marker::PhantomData }
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }
    /// Adds an element; returns its handle.
    #[inline]
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
    /// The handle the next `push` returns.
    #[inline]
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }
    /// How many elements were pushed (one more than the last handle's index).
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    /// Whether nothing was pushed.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    /// How many elements fit before the arena reallocates.
    pub fn capacity(&self) -> usize {
        self.elems.capacity()
    }
    /// Makes room for `n` more elements.
    pub fn reserve(&mut self, n: usize) {
        self.elems.reserve(n);
    }
    /// Forgets every element, keeping the memory.
    pub fn clear(&mut self) {
        self.elems.clear();
    }
    /// The `len` elements from `start` on, in creation order (a run an op owns).
    #[inline]
    pub fn run(&self, start: K, len: usize) -> &[V] {
        &self.elems[start.index()..start.index() + len]
    }
    /// Every handle and element, in creation order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (K, &V)> {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> std::ops::IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// Side data hung on the handles of a [`PrimaryMap`] (Cranelift's `SecondaryMap`): every
/// key reads as the default until written; writing grows the table.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K, V: Clone> {
    elems: Vec<V>,
    default: V,
    key: std::marker::PhantomData<fn(K) -> K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// An empty map whose keys read as `default`.
    pub fn with_default(default: V) -> Self {
        SecondaryMap { elems: Vec::new(), default, key: std::marker::PhantomData }
    }
    /// The value of `k` (the default when never written).
    #[inline]
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
    /// Forgets every value, keeping the memory.
    pub fn clear(&mut self) {
        self.elems.clear();
    }
    /// Room for keys below `n` without growing.
    pub fn resize(&mut self, n: usize) {
        if self.elems.len() < n {
            self.elems.resize(n, self.default.clone());
        }
    }
}

impl<K: EntityRef, V: Clone> std::ops::Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> std::ops::IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}
