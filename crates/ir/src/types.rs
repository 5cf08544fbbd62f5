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
    Signless,
    Signed,
    Unsigned,
}

/// The builtin floating-point formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
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
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// `memref<4x?xf32, layout, space>`; dynamic dimensions are [`DYNAMIC`].
    MemRef {
        shape: Box<[i64]>,
        element: Type,
        layout: Option<Attr>,
        memory_space: Option<Attr>,
    },
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attr>,
    },
    Tensor {
        shape: Box<[i64]>,
        element: Type,
        encoding: Option<Attr>,
    },
    UnrankedTensor {
        element: Type,
    },
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a bracketed (scalable) dimension.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        element: Type,
    },
    Tuple(Box<[Type]>),
    Complex(Type),
    /// A type of a registered dialect: `!dialect.name` or `!dialect.name<params>`.
    Dialect {
        dialect: Ident,
        name: Ident,
        params: Box<[Type]>,
    },
    /// A type nothing here understands, kept verbatim: `!dialect.body` where `body` is
    /// everything after the dot, e.g. `!llvm.ptr<i8>` has body `ptr<i8>`.
    Opaque {
        dialect: Ident,
        body: Box<str>,
    },
}

#[derive(Default)]
pub(crate) struct TypeInterner {
    kinds: crate::intern::Uniquer<TypeKind>,
}

impl TypeInterner {
    #[inline]
    pub(crate) fn intern(&mut self, kind: TypeKind) -> Type {
        Type::from_index(self.kinds.intern_owned(kind))
    }

    #[inline]
    pub(crate) fn kind(&self, t: Type) -> &TypeKind {
        self.kinds.get(t.index())
    }
}
