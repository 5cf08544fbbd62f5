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

pub(crate) type AttrInterner = crate::intern::KindInterner<AttrKind, Attr>;

/// Lookups by borrowed parts, found without building (and allocating) an `AttrKind`.
impl AttrInterner {
    /// The interned dictionary with exactly these (sorted) entries, if any.
    #[inline]
    pub(crate) fn lookup_dictionary(&self, entries: &[NamedAttr]) -> Option<Attr> {
        self.lookup_slice(AttrKind::Dictionary(Box::new([])), entries, |k| match k {
            AttrKind::Dictionary(e) => Some(e),
            _ => None,
        })
    }

    /// The interned `AttrKind::Array`, if any.
    #[inline]
    pub(crate) fn lookup_array(&self, items: &[Attr]) -> Option<Attr> {
        self.lookup_slice(AttrKind::Array(Box::new([])), items, |k| match k {
            AttrKind::Array(v) => Some(v),
            _ => None,
        })
    }

    /// The interned variant `empty` holding `items`, its one payload, which `items_of`
    /// reads back from a variant (`None` from any other).
    #[inline]
    fn lookup_slice<T: std::hash::Hash + PartialEq>(
        &self,
        empty: AttrKind,
        items: &[T],
        items_of: impl Fn(&AttrKind) -> Option<&[T]>,
    ) -> Option<Attr> {
        use std::hash::Hash;
        self.find(&empty, |h| items.hash(h), |k| items_of(k) == Some(items))
    }

    /// The interned `AttrKind::DenseArray`, if any.
    #[inline]
    pub(crate) fn lookup_dense_array(&self, element: Type, values: &[i64]) -> Option<Attr> {
        use std::hash::Hash;
        self.find(
            &AttrKind::DenseArray { element, values: Box::new([]) },
            |h| (element, values).hash(h),
            |k| matches!(k, AttrKind::DenseArray { element: e, values: v } if *e == element && **v == *values),
        )
    }

    /// The interned `AttrKind::String`, if any.
    #[inline]
    pub(crate) fn lookup_string(&self, s: &str) -> Option<Attr> {
        use std::hash::Hash;
        self.find(&AttrKind::String("".into()), |h| s.hash(h), |k| matches!(k, AttrKind::String(v) if **v == *s))
    }
}
