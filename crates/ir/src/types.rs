//! Interned types. Builtin types are structured; a registered dialect's types are
//! [`TypeKind::Dialect`] (mnemonic plus type parameters, e.g. `!async.value<f32>`);
//! anything else is kept as text in [`TypeKind::Opaque`] so it round-trips.

use crate::entity::entity;
use crate::intern::Ident;
use crate::Attr;

entity!(
    /// An interned type: two types are equal exactly when their handles are.
    Type
);

/// Signedness of an integer type: `i32` is signless, `si32` signed, `ui32` unsigned.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `i32`: no signedness, as arith's ops expect.
    Signless,
    /// `si32`.
    Signed,
    /// `ui32`.
    Unsigned,
}

/// The builtin floating-point formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `bf16`: bfloat16, 8 exponent and 7 mantissa bits.
    BF16,
    /// `f16`: IEEE half precision.
    F16,
    /// `tf32`: NVIDIA's 19-bit TensorFloat.
    TF32,
    /// `f32`: IEEE single precision.
    F32,
    /// `f64`: IEEE double precision.
    F64,
    /// `f80`: x87 extended precision.
    F80,
    /// `f128`: IEEE quadruple precision.
    F128,
}

impl FloatKind {
    /// The keyword MLIR spells this format with.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// Bit width of the storage.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// Marker for a dynamic dimension (`?`) in a shape.
pub const DYNAMIC: i64 = i64::MIN;

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui64`, ...: an integer of `width` bits.
    Integer {
        /// The bit width, `32` in `i32`.
        width: u32,
        /// Whether it was spelled `i`, `si` or `ui`.
        signedness: Signedness,
    },
    /// `index`: a signless integer of the target's machine word size.
    Index,
    /// `f32`, `f64`, ...: a builtin floating-point type.
    Float(FloatKind),
    /// `none`: the unit type.
    None,
    /// `(i32, f32) -> i1`: a function type.
    Function {
        /// The argument types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// `memref<4x?xf32, layout, space>`; dynamic dimensions are [`DYNAMIC`].
    MemRef {
        /// The dimensions, outermost first; empty for a rank-0 `memref<f32>`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The layout attribute (`affine_map<...>`, `strided<...>`), if written.
        layout: Option<Attr>,
        /// The memory space attribute (`1`, `#gpu.address_space<...>`), if written.
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32>`: a memref of unknown rank.
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// The memory space attribute, if written.
        memory_space: Option<Attr>,
    },
    /// `tensor<4x?xf32>`, `tensor<4xf32, #enc>`: a ranked tensor; dynamic dimensions are [`DYNAMIC`].
    Tensor {
        /// The dimensions, outermost first.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The encoding attribute, if written.
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`: a tensor of unknown rank.
    UnrankedTensor {
        /// The element type.
        element: Type,
    },
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a bracketed (scalable) dimension.
    Vector {
        /// The dimensions, outermost first (vectors have no dynamic ones).
        shape: Box<[i64]>,
        /// One flag per dimension.
        scalable: Box<[bool]>,
        /// The element type.
        element: Type,
    },
    /// `tuple<i32, f32>`.
    Tuple(Box<[Type]>),
    /// `complex<f32>`: a complex number of the given element type.
    Complex(Type),
    /// A type of a registered dialect: `!dialect.name` or `!dialect.name<params>`.
    Dialect {
        /// The dialect namespace, `async` in `!async.value<f32>`.
        dialect: Ident,
        /// The type's mnemonic, `value` in `!async.value<f32>`.
        name: Ident,
        /// The type parameters, `[f32]` in `!async.value<f32>`; empty when there are none.
        params: Box<[Type]>,
    },
    /// A type nothing here understands, kept verbatim: `!dialect.body` where `body` is
    /// everything after the dot, e.g. `!llvm.ptr<i8>` has body `ptr<i8>`.
    Opaque {
        /// The dialect namespace, `llvm` in `!llvm.ptr<i8>`.
        dialect: Ident,
        /// Everything after the dot, verbatim.
        body: Box<str>,
    },
}

pub(crate) type TypeInterner = crate::intern::KindInterner<TypeKind, Type>;

impl TypeInterner {
    /// The interned `TypeKind::Dialect`, if any, found without building a `TypeKind` (an
    /// empty box does not allocate).
    #[inline]
    pub(crate) fn lookup_dialect(&self, dialect: Ident, name: Ident, params: &[Type]) -> Option<Type> {
        use std::hash::Hash;
        self.find(
            &TypeKind::Dialect { dialect, name, params: Box::new([]) },
            |h| (dialect, name, params).hash(h),
            |k| matches!(k, TypeKind::Dialect { dialect: d, name: n, params: p } if *d == dialect && *n == name && **p == *params),
        )
    }

    /// The interned `TypeKind::Function`, if any, found without building a `TypeKind`.
    #[inline]
    pub(crate) fn lookup_function(&self, inputs: &[Type], results: &[Type]) -> Option<Type> {
        use std::hash::Hash;
        self.find(
            &TypeKind::Function { inputs: Box::new([]), results: Box::new([]) },
            |h| (inputs, results).hash(h),
            |k| matches!(k, TypeKind::Function { inputs: i, results: r } if **i == *inputs && **r == *results),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::{AttrKind, Context, TypeKind};

    /// The borrowed lookups hash exactly as the owned keys do, so they find what was interned.
    #[test]
    fn borrowed_lookups_find_interned_keys() {
        let mut ctx = Context::new();
        let f32t = ctx.float_type(crate::FloatKind::F32);
        let (d, n) = (ctx.ident("async"), ctx.ident("value"));
        let t = ctx.intern_type(TypeKind::Dialect { dialect: d, name: n, params: vec![f32t].into() });
        assert_eq!(ctx.types.lookup_dialect(d, n, &[f32t]), Some(t));
        assert_eq!(ctx.dialect_type(d, n, &[f32t]), t);
        let tok = ctx.ident("token");
        assert_eq!(ctx.types.lookup_dialect(d, tok, &[]), None);
        let ft = ctx.intern_type(TypeKind::Function { inputs: vec![f32t, t].into(), results: vec![t].into() });
        assert_eq!(ctx.types.lookup_function(&[f32t, t], &[t]), Some(ft));
        assert_eq!(ctx.function_type(&[f32t, t], &[t]), ft);
        let unit = ctx.unit_attr();
        let dict = ctx.intern_attr(AttrKind::Dictionary(vec![(d, unit), (n, unit)].into()));
        assert_eq!(ctx.attrs.lookup_dictionary(&[(d, unit), (n, unit)]), Some(dict));
        assert_eq!(ctx.attrs.lookup_dictionary(&[(n, unit), (d, unit)]), None);
        let s = ctx.intern_attr(AttrKind::String("coroutine.presplit".into()));
        assert_eq!(ctx.attrs.lookup_string("coroutine.presplit"), Some(s));
        assert_eq!(ctx.attrs.lookup_string("coroutine"), None);
        let arr = ctx.intern_attr(AttrKind::Array(vec![s, unit].into()));
        assert_eq!(ctx.attrs.lookup_array(&[s, unit]), Some(arr));
        assert_eq!(ctx.array_attr(&[s, unit]), arr);
        assert_eq!(ctx.attrs.lookup_array(&[unit, s]), None);
    }
}
