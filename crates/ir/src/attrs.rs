//! Interned attributes. Builtin attributes are structured; anything else
//! (`#foo<...>`, `affine_map<...>`, hex dense blobs) is kept as text so it round-trips.

use crate::entity::entity;
use crate::intern::Ident;
use crate::Type;

entity!(
    /// An interned attribute: two attributes are equal exactly when their handles are.
    Attr
);

/// A named attribute of an operation or dictionary.
pub type NamedAttr = (Ident, Attr);

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`: an attribute whose presence is the information (`{async.allowed_to_block}`).
    Unit,
    /// `true` or `false`; also what `1 : i1` parses to.
    Bool(bool),
    /// `42 : i32`; `ty` is an integer or index type. Values wider than 128 bits are rejected by the parser.
    Integer {
        /// The value: signless and signed ones as signed at the type's width (`255 : i8` is `-1`),
        /// unsigned ones as unsigned.
        value: i128,
        /// The integer or `index` type after the `:`.
        ty: Type,
    },
    /// `1.000000e+00 : f32`; `bits` are the IEEE bits of the value as an `f64`, already rounded to `ty`.
    Float {
        /// `f64::to_bits` of the value.
        bits: u64,
        /// The float type after the `:`.
        ty: Type,
    },
    /// `"text"`: a string attribute whose bytes are UTF-8.
    String(Box<str>),
    /// A string whose bytes are not UTF-8 (MLIR's strings are bytes): `"\FF"`.
    Bytes(Box<[u8]>),
    /// A type used as an attribute: `function_type = (i32) -> ()`.
    Type(Type),
    /// `[1, "a", i32]`: an array of attributes.
    Array(Box<[Attr]>),
    /// `array<i32: 1, 0, 0>`: elements stored as integers, or as `f64` bits for float element types.
    DenseArray {
        /// The element type, `i32` in `array<i32: 1, 0, 0>`.
        element: Type,
        /// The elements, in order.
        values: Box<[i64]>,
    },
    /// Sorted by name, as MLIR keeps dictionaries.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        /// The first name, `root` in `@root::@nested`.
        root: Ident,
        /// The names after `::`, outermost first; empty for a flat `@name`.
        nested: Box<[Ident]>,
    },
    /// `dense<...> : tensor<...>`: one element means a splat; otherwise row-major elements.
    DenseElements {
        /// The shaped type after the `:`, e.g. `tensor<4xi32>`.
        ty: Type,
        /// The elements: integer, float or (for `i1`) boolean attributes of the element type.
        elements: Box<[Attr]>,
    },
    /// Anything else, verbatim (including any trailing `: type` the source had).
    Opaque(Box<str>),
}

#[derive(Default, Clone)]
pub(crate) struct AttrInterner {
    kinds: crate::intern::Uniquer<AttrKind>,
}

impl AttrInterner {
    #[inline]
    pub(crate) fn intern(&mut self, kind: AttrKind) -> Attr {
        Attr::from_index(self.kinds.intern_owned(kind))
    }

    /// Finds an interned key without building (and allocating) it: `empty` is the variant
    /// with empty payloads, `parts` hashes the payloads as the derived `Hash` of the owned
    /// variant would (its discriminant first, then each field, boxed slices as slices).
    #[inline]
    fn lookup(
        &self,
        empty: AttrKind,
        parts: impl FnOnce(&mut rustc_hash::FxHasher),
        eq: impl Fn(&AttrKind) -> bool,
    ) -> Option<Attr> {
        use std::hash::{BuildHasher, Hash, Hasher};
        let mut h = rustc_hash::FxBuildHasher.build_hasher();
        std::mem::discriminant(&empty).hash(&mut h);
        parts(&mut h);
        self.kinds.find_hashed(h.finish(), eq).map(Attr::from_index)
    }

    /// The interned dictionary with exactly these (sorted) entries, if any.
    #[inline]
    pub(crate) fn lookup_dictionary(&self, entries: &[NamedAttr]) -> Option<Attr> {
        use std::hash::Hash;
        self.lookup(
            AttrKind::Dictionary(Box::new([])),
            |h| entries.hash(h),
            |k| matches!(k, AttrKind::Dictionary(e) if **e == *entries),
        )
    }

    /// The interned `AttrKind::DenseArray`, if any.
    #[inline]
    pub(crate) fn lookup_dense_array(&self, element: Type, values: &[i64]) -> Option<Attr> {
        use std::hash::Hash;
        let empty = AttrKind::DenseArray { element, values: Box::new([]) };
        let parts = |h: &mut rustc_hash::FxHasher| {
            element.hash(h);
            values.hash(h);
        };
        self.lookup(
            empty,
            parts,
            |k| matches!(k, AttrKind::DenseArray { element: e, values: v } if *e == element && **v == *values),
        )
    }

    /// The interned `AttrKind::String`, if any.
    #[inline]
    pub(crate) fn lookup_string(&self, s: &str) -> Option<Attr> {
        use std::hash::Hash;
        self.lookup(AttrKind::String("".into()), |h| s.hash(h), |k| matches!(k, AttrKind::String(v) if **v == *s))
    }

    /// The interned `AttrKind::Array`, if any.
    #[inline]
    pub(crate) fn lookup_array(&self, items: &[Attr]) -> Option<Attr> {
        use std::hash::Hash;
        self.lookup(
            AttrKind::Array(Box::new([])),
            |h| items.hash(h),
            |k| matches!(k, AttrKind::Array(v) if **v == *items),
        )
    }

    #[inline]
    /// Every attribute interned so far.
    pub(crate) fn all(&self) -> impl Iterator<Item = (Attr, &AttrKind)> {
        self.kinds.keys().iter().enumerate().map(|(i, k)| (Attr::from_index(i), k))
    }

    pub(crate) fn kind(&self, t: Attr) -> &AttrKind {
        self.kinds.get(t.index())
    }
}
