//! Shorthands for making and reading builtin types and attributes.

use crate::{Attr, AttrKind, Context, FloatKind, Ident, Signedness, Type, TypeKind};

impl Context {
    /// `iN`: the signless integer type of `width` bits.
    pub fn integer_type(&mut self, width: u32) -> Type {
        if let Some(&Some(t)) = self.signless.get(width as usize) {
            return t;
        }
        let t = self.intern_type(TypeKind::Integer { width, signedness: Signedness::Signless });
        if let Some(slot) = self.signless.get_mut(width as usize) {
            *slot = Some(t);
        }
        t
    }
    /// `i1`.
    pub fn i1_type(&mut self) -> Type {
        self.integer_type(1)
    }
    /// `index`.
    pub fn index_type(&mut self) -> Type {
        self.intern_type(TypeKind::Index)
    }
    /// `f32`, `f64`, ...: the float type of `kind`.
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }
    /// Whether `t` is the dialect type `dialect.name` (any parameters).
    pub fn is_dialect_type(&self, t: Type, dialect: &str, name: &str) -> bool {
        match self.type_kind(t) {
            TypeKind::Dialect { dialect: d, name: n, .. } => self.str(*d) == dialect && self.str(*n) == name,
            _ => false,
        }
    }
    /// The parameters of a dialect type (empty for other types).
    pub fn type_params(&self, t: Type) -> &[Type] {
        match self.type_kind(t) {
            TypeKind::Dialect { params, .. } => params,
            _ => &[],
        }
    }
    /// Inputs and results of a function type.
    pub fn function_type_parts(&self, t: Type) -> Option<(&[Type], &[Type])> {
        match self.type_kind(t) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }
    /// Whether `t` is an integer of `width` bits, of any signedness.
    pub fn is_integer(&self, t: Type, width: u32) -> bool {
        matches!(self.type_kind(t), TypeKind::Integer { width: w, .. } if *w == width)
    }
    /// Whether `t` is `index`.
    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Index)
    }
    /// Whether `t` is a builtin float type.
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Float(_))
    }
    /// Whether `t` is an integer or `index`, as MLIR's `Type::isIntOrIndex`.
    pub fn is_integer_like(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index)
    }

    /// `unit`.
    pub fn unit_attr(&mut self) -> Attr {
        self.intern_attr(AttrKind::Unit)
    }
    /// `true` or `false`.
    pub fn bool_attr(&mut self, b: bool) -> Attr {
        self.intern_attr(AttrKind::Bool(b))
    }
    /// `"s"`; found without allocating when it exists.
    pub fn string_attr(&mut self, s: &str) -> Attr {
        match self.attrs.lookup_string(s) {
            Some(a) => a,
            None => self.intern_attr(AttrKind::String(s.into())),
        }
    }
    /// `value : ty`; `value` must already be in range for `ty`.
    pub fn int_attr(&mut self, value: i128, ty: Type) -> Attr {
        self.intern_attr(AttrKind::Integer { value, ty })
    }
    /// `t` as an attribute (`function_type = (i32) -> ()`).
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.intern_attr(AttrKind::Type(t))
    }
    /// `[items...]`; found without allocating when it exists.
    pub fn array_attr(&mut self, items: &[Attr]) -> Attr {
        match self.attrs.lookup_array(items) {
            Some(a) => a,
            None => self.intern_attr(AttrKind::Array(items.into())),
        }
    }
    /// A dictionary attribute; entries are sorted by name here.
    pub fn dict_attr(&mut self, mut entries: Vec<(Ident, Attr)>) -> Attr {
        entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
        self.intern_attr(AttrKind::Dictionary(entries.into()))
    }
    /// `@name`: a flat symbol reference.
    pub fn symbol_ref_attr(&mut self, name: &str) -> Attr {
        let root = self.ident(name);
        self.intern_attr(AttrKind::SymbolRef { root, nested: Box::new([]) })
    }

    /// The text of a string attribute (`None` for any other kind, non-UTF-8 strings included).
    pub fn attr_str(&self, a: Attr) -> Option<&str> {
        match self.attr_kind(a) {
            AttrKind::String(s) => Some(s),
            _ => None,
        }
    }
    /// The value of an integer attribute (`None` for any other kind, booleans included).
    pub fn attr_int(&self, a: Attr) -> Option<i128> {
        match self.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
    /// The type of a type attribute.
    pub fn attr_type(&self, a: Attr) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// The elements of an array attribute.
    pub fn attr_array(&self, a: Attr) -> Option<&[Attr]> {
        match self.attr_kind(a) {
            AttrKind::Array(items) => Some(items),
            _ => None,
        }
    }
    /// The root name of a flat symbol reference `@name`.
    pub fn attr_symbol(&self, a: Attr) -> Option<&str> {
        match self.attr_kind(a) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(self.str(*root)),
            _ => None,
        }
    }
    /// The elements of a dense integer array, in either generation's spelling
    /// (`array<i32: 1, 2>` or `dense<[1, 2]> : vector<2xi32>`).
    pub fn attr_i64_array(&self, a: Attr) -> Option<Vec<i64>> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { values, .. } => Some(values.to_vec()),
            AttrKind::DenseElements { ty, elements } => {
                let n = match self.type_kind(*ty) {
                    TypeKind::Vector { shape, .. } | TypeKind::Tensor { shape, .. } => {
                        shape.iter().product::<i64>() as usize
                    }
                    _ => return None,
                };
                let vals: Option<Vec<i64>> = elements.iter().map(|&e| self.attr_int(e).map(|v| v as i64)).collect();
                let vals = vals?;
                if vals.len() == 1 && n != 1 {
                    Some(vec![vals[0]; n])
                } else {
                    Some(vals)
                }
            }
            _ => None,
        }
    }
}
