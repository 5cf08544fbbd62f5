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
    Unit,
    Bool(bool),
    /// `42 : i32`; `ty` is an integer or index type. Values wider than 128 bits are rejected by the parser.
    Integer {
        value: i128,
        ty: Type,
    },
    /// `1.000000e+00 : f32`; `bits` are the IEEE bits of the value as an `f64`, already rounded to `ty`.
    Float {
        bits: u64,
        ty: Type,
    },
    String(Box<str>),
    Type(Type),
    Array(Box<[Attr]>),
    /// `array<i32: 1, 0, 0>`: elements stored as integers, or as `f64` bits for float element types.
    DenseArray {
        element: Type,
        values: Box<[i64]>,
    },
    /// Sorted by name, as MLIR keeps dictionaries.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        root: Ident,
        nested: Box<[Ident]>,
    },
    /// `dense<...> : tensor<...>`: one element means a splat; otherwise row-major elements.
    DenseElements {
        ty: Type,
        elements: Box<[Attr]>,
    },
    /// Anything else, verbatim (including any trailing `: type` the source had).
    Opaque(Box<str>),
}

#[derive(Default)]
pub(crate) struct AttrInterner {
    kinds: crate::intern::Uniquer<AttrKind>,
}

impl AttrInterner {
    #[inline]
    pub(crate) fn intern(&mut self, kind: AttrKind) -> Attr {
        Attr::from_index(self.kinds.intern_owned(kind))
    }

    #[inline]
    pub(crate) fn kind(&self, t: Attr) -> &AttrKind {
        self.kinds.get(t.index())
    }
}
