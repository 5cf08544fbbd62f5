//! The [`Context`]: owner of every arena, and the structural primitives over them.
//!
//! What exists (ops, values, blocks, regions) lives in flat arenas; where it sits is
//! a set of intrusive doubly linked lists (ops in a block, blocks in a region) and use
//! lists (uses of a value, uses of a block as a successor). All mutation keeps both
//! views consistent, so queries such as "users of %v" or "predecessors of ^bb1" are
//! proportional to the answer, not to the function.

use smallvec::SmallVec;

use crate::attrs::{AttrInterner, AttrKind, NamedAttr};
use crate::entity::{entity, PrimaryMap};
use crate::intern::{Ident, Interner};
use crate::location::{Loc, LocKind};
use crate::registry::{OpInfo, Registry};
use crate::types::{TypeInterner, TypeKind};
use crate::{Attr, Type};

entity!(
    /// An operation.
    Op
);
entity!(
    /// A basic block.
    Block
);
entity!(
    /// A region: a list of blocks owned by an operation.
    Region
);
entity!(
    /// An SSA value: an op result or a block argument.
    Value
);
entity!(
    /// One use of a value as an operand.
    Use
);
entity!(
    /// One use of a block as a successor of a terminator.
    BlockUse
);

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`: `%0#1` is result 1 of the op defining `%0`.
    Result {
        /// The defining op.
        op: Op,
        /// Which of its results, from 0.
        index: u32,
    },
    /// Argument `index` of `block`.
    Argument {
        /// The block whose argument it is.
        block: Block,
        /// Which of its arguments, from 0.
        index: u32,
    },
}

/// One operation, 60 bytes: its lists live in shared arenas as contiguous ranges, so an
/// op costs no allocation of its own.
#[derive(Clone)]
pub(crate) struct OpData {
    pub(crate) name: Ident,
    pub(crate) loc: Loc,
    /// The attribute dictionary, interned (as MLIR's `DictionaryAttr`); `None` when empty.
    pub(crate) attrs: Option<Attr>,
    /// Operand `i` is the use `first_use + i`.
    pub(crate) first_use: u32,
    pub(crate) num_operands: u32,
    /// Result `i` is `result_pool[first_result + i]`.
    pub(crate) first_result: u32,
    pub(crate) num_results: u32,
    /// Successor `i` is the block use `first_succ + i`.
    pub(crate) first_succ: u32,
    pub(crate) num_successors: u32,
    /// Region `i` is `region_pool[first_region + i]`.
    pub(crate) first_region: u32,
    pub(crate) num_regions: u32,
    pub(crate) parent: Option<Block>,
    pub(crate) prev: Option<Op>,
    pub(crate) next: Option<Op>,
    pub(crate) erased: bool,
}

#[derive(Clone)]
pub(crate) struct BlockData {
    pub(crate) args: SmallVec<[Value; 2]>,
    pub(crate) first: Option<Op>,
    pub(crate) last: Option<Op>,
    pub(crate) parent: Option<Region>,
    pub(crate) prev: Option<Block>,
    pub(crate) next: Option<Block>,
    pub(crate) first_use: Option<BlockUse>,
}

#[derive(Clone)]
pub(crate) struct RegionData {
    pub(crate) first: Option<Block>,
    pub(crate) last: Option<Block>,
    pub(crate) parent: Option<Op>,
}

#[derive(Clone)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    pub(crate) def: ValueDef,
    pub(crate) loc: Option<Loc>,
    pub(crate) first_use: Option<Use>,
}

#[derive(Clone)]
pub(crate) struct UseData {
    pub(crate) value: Value,
    /// The operand index is this use's place in its owner's run (`use - first_use`): a
    /// lowered module holds millions of uses, 16 bytes each rather than 20.
    pub(crate) owner: Op,
    pub(crate) prev: Option<Use>,
    pub(crate) next: Option<Use>,
}

#[derive(Clone)]
pub(crate) struct BlockUseData {
    pub(crate) block: Block,
    /// The successor index is this use's place in its owner's run (`use - first_succ`).
    pub(crate) owner: Op,
    pub(crate) prev: Option<BlockUse>,
    pub(crate) next: Option<BlockUse>,
}

/// A name compared against on hot paths (an op, attribute or type name), declared by a
/// dialect: each resolves to its [`Ident`] once per context, so a check is an integer
/// compare instead of a string compare or a hash lookup.
pub trait KnownName: Copy {
    /// A slot below [`KNOWN_SLOTS`], different for every name.
    fn slot(self) -> usize;
    /// The name as written in MLIR text, e.g. `func.func`.
    fn as_str(self) -> &'static str;
}

/// How many [`KnownName`]s a context caches for the dialects.
pub const KNOWN_SLOTS: usize = 64;
/// Slots past [`KNOWN_SLOTS`] for the names this crate reads itself.
pub(crate) const IR_KNOWN_SLOTS: usize = 3;

/// The names the IR core reads on hot paths (symbol lookups, operand segments), cached
/// in the slots past the dialects'.
#[derive(Clone, Copy)]
pub(crate) enum IrName {
    SegmentSizes,
    SymName,
    SymVisibility,
}

impl KnownName for IrName {
    fn slot(self) -> usize {
        KNOWN_SLOTS + self as usize
    }
    fn as_str(self) -> &'static str {
        match self {
            IrName::SegmentSizes => crate::opdef::SEGMENT_SIZES,
            IrName::SymName => "sym_name",
            IrName::SymVisibility => "sym_visibility",
        }
    }
}

/// Everything needed to create an operation (MLIR's `OperationState`): what custom
/// parsers and builders fill before [`Context::create_op`] makes the op.
#[derive(Clone)]
pub struct OperationState {
    /// The op name, `dialect.op` (registered or not).
    pub name: Ident,
    /// The op's location.
    pub loc: Loc,
    /// The operands, in order.
    pub operands: Vec<Value>,
    /// One type per result to create.
    pub result_types: Vec<Type>,
    /// The successor blocks (for a terminator), in order.
    pub successors: Vec<Block>,
    /// Detached regions whose blocks move into the op, in order (parsers parse a region
    /// before the op exists); [`OperationState::empty_regions`] adds empty ones.
    pub regions: Vec<Region>,
    /// The attributes, in any order (the op keeps them sorted).
    pub attrs: Vec<NamedAttr>,
}

impl OperationState {
    /// A state for an op named `name` with no operands, results, successors, regions or attributes.
    pub fn new(name: Ident, loc: Loc) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            attrs: Vec::new(),
        }
    }
    /// Appends operands.
    pub fn operands(mut self, values: impl IntoIterator<Item = Value>) -> Self {
        self.operands.extend(values);
        self
    }
    /// Appends result types.
    pub fn results(mut self, types: impl IntoIterator<Item = Type>) -> Self {
        self.result_types.extend(types);
        self
    }
    /// Appends successors.
    pub fn successors(mut self, blocks: impl IntoIterator<Item = Block>) -> Self {
        self.successors.extend(blocks);
        self
    }
    /// Adds `n` empty regions.
    pub fn empty_regions(mut self, ctx: &mut Context, n: usize) -> Self {
        self.regions.extend((0..n).map(|_| ctx.create_region()));
        self
    }
    /// Adds an attribute by interned name.
    pub fn with_attr(mut self, name: Ident, value: Attr) -> Self {
        self.attrs.push((name, value));
        self
    }
    /// Adds an attribute by name.
    pub fn attr(&mut self, ctx: &mut Context, name: &str, value: Attr) {
        let n = ctx.ident(name);
        self.attrs.push((n, value));
    }
}

/// Owns all IR: the arenas of ops, blocks, regions, values and uses, the interned
/// strings, types and attributes, the locations, and the registry of known ops.
#[derive(Clone)]
pub struct Context {
    pub(crate) ops: PrimaryMap<Op, OpData>,
    pub(crate) blocks: PrimaryMap<Block, BlockData>,
    pub(crate) regions: PrimaryMap<Region, RegionData>,
    pub(crate) values: PrimaryMap<Value, ValueData>,
    pub(crate) uses: PrimaryMap<Use, UseData>,
    pub(crate) block_uses: PrimaryMap<BlockUse, BlockUseData>,
    /// Results of all ops, each op's a contiguous run.
    result_pool: Vec<Value>,
    /// Regions of all ops, each op's a contiguous run.
    region_pool: Vec<Region>,
    idents: Interner,
    /// [`KnownName`]s resolved so far, by slot.
    known: Box<[std::sync::OnceLock<Ident>]>,
    pub(crate) types: TypeInterner,
    /// The signless integer types `i0`..`i64` interned so far, by width: builders ask for
    /// `i1` and `i32` far more often than hashing is worth.
    pub(crate) signless: [Option<Type>; 65],
    pub(crate) attrs: AttrInterner,
    locs: Vec<LocKind>,
    unknown_loc: Loc,
    /// Shared by the contexts cloned or reset from one another: written only when an op or
    /// dialect is registered (copied then if shared).
    pub(crate) registry: std::sync::Arc<Registry>,
    /// Changes with every structural mutation, so analyses can tell they are stale.
    epoch: u64,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// An empty context: no ops, nothing registered (a dialect crate registers its ops into it).
    pub fn new() -> Self {
        Context {
            ops: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            values: PrimaryMap::new(),
            uses: PrimaryMap::new(),
            block_uses: PrimaryMap::new(),
            result_pool: Vec::new(),
            region_pool: Vec::new(),
            idents: Interner::default(),
            known: (0..KNOWN_SLOTS + IR_KNOWN_SLOTS).map(|_| std::sync::OnceLock::new()).collect(),
            types: TypeInterner::default(),
            signless: [None; 65],
            attrs: AttrInterner::default(),
            locs: vec![LocKind::Unknown],
            unknown_loc: Loc::from_index(0),
            registry: Default::default(),
            epoch: 0,
        }
    }

    /// Makes this context a copy of `proto` (as `*self = proto.clone()`), keeping the
    /// capacity of its arenas: a thread that handles one module after another then reuses
    /// the memory of the last one instead of faulting in fresh pages.
    pub fn reset_from(&mut self, proto: &Context) {
        self.ops.clone_from(&proto.ops);
        self.blocks.clone_from(&proto.blocks);
        self.regions.clone_from(&proto.regions);
        self.values.clone_from(&proto.values);
        self.uses.clone_from(&proto.uses);
        self.block_uses.clone_from(&proto.block_uses);
        self.result_pool.clone_from(&proto.result_pool);
        self.region_pool.clone_from(&proto.region_pool);
        self.locs.clone_from(&proto.locs);
        self.idents = proto.idents.clone();
        self.known = proto.known.clone();
        self.types = proto.types.clone();
        self.signless = proto.signless;
        self.attrs = proto.attrs.clone();
        self.unknown_loc = proto.unknown_loc;
        self.registry = proto.registry.clone();
        self.epoch += 1;
    }

    /// Reserves room for about `ops` more operations (and proportionally values, uses
    /// and blocks), so parsing a large file does not keep regrowing the arenas.
    pub fn reserve_ops(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops);
        self.result_pool.reserve(ops);
        self.uses.reserve(ops + ops / 2);
        self.blocks.reserve(ops / 8);
        self.regions.reserve(ops / 8);
        self.locs.reserve(ops);
    }

    /// Upper bound of value handle indices (for side tables indexed by value).
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }
    /// Upper bound of block handle indices.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }
    /// Upper bound of region handle indices.
    pub fn region_capacity(&self) -> usize {
        self.regions.len()
    }
    /// Upper bound of op handle indices.
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// A counter that changes whenever the IR's structure changes (ops or blocks placed,
    /// moved or removed, uses or successors changed, block arguments added or removed): an
    /// analysis that recorded it is stale when it differs (see [`crate::Liveness`]).
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    // ----------------------------------------------------------------------------
    // Interning
    // ----------------------------------------------------------------------------

    /// Interns a string.
    #[inline]
    pub fn ident(&mut self, s: &str) -> Ident {
        self.idents.intern(s)
    }
    /// The ident of a well-known name, if the name was ever interned (resolved once per
    /// context; interns nothing).
    #[inline]
    pub fn known(&self, k: impl KnownName) -> Option<Ident> {
        let slot = &self.known[k.slot()];
        if let Some(&id) = slot.get() {
            return Some(id);
        }
        let id = self.idents.lookup(k.as_str())?;
        let _ = slot.set(id);
        Some(id)
    }
    /// Interns a well-known name: `ident(k.as_str())`, hashing only the first time.
    #[inline]
    pub fn known_ident(&mut self, k: impl KnownName) -> Ident {
        if let Some(&id) = self.known[k.slot()].get() {
            return id;
        }
        let id = self.idents.intern(k.as_str());
        let _ = self.known[k.slot()].set(id);
        id
    }
    /// The interned string, if it was ever interned (no allocation).
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        self.idents.lookup(s)
    }
    /// The string `id` was interned from.
    #[inline]
    pub fn str(&self, id: Ident) -> &str {
        self.idents.resolve(id)
    }
    /// The type with this structure, created on first use: equal kinds give the same handle.
    #[inline]
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        self.types.intern(kind)
    }
    /// The structure of `t`.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.kind(t)
    }
    /// A type of a registered dialect, `!dialect.name<params>`; looks it up before building
    /// it, so an existing type costs no allocation.
    pub fn dialect_type(&mut self, dialect: Ident, name: Ident, params: &[Type]) -> Type {
        match self.types.lookup_dialect(dialect, name, params) {
            Some(t) => t,
            None => self.intern_type(TypeKind::Dialect { dialect, name, params: params.into() }),
        }
    }
    /// `(inputs) -> results`; looked up before it is built.
    pub fn function_type(&mut self, inputs: &[Type], results: &[Type]) -> Type {
        match self.types.lookup_function(inputs, results) {
            Some(t) => t,
            None => self.intern_type(TypeKind::Function { inputs: inputs.into(), results: results.into() }),
        }
    }
    /// `array<element: values...>`, found without allocating when it exists.
    pub fn intern_dense_array(&mut self, element: Type, values: &[i64]) -> Attr {
        match self.attrs.lookup_dense_array(element, values) {
            Some(a) => a,
            None => self.intern_attr(AttrKind::DenseArray { element, values: values.into() }),
        }
    }
    /// The attribute with this structure, created on first use: equal kinds give the same handle.
    #[inline]
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attr {
        self.attrs.intern(kind)
    }
    #[inline]
    /// Every attribute the context has interned, in interning order.
    pub fn interned_attrs(&self) -> impl Iterator<Item = (Attr, &AttrKind)> {
        self.attrs.all()
    }
    /// The structure of `a`.
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        self.attrs.kind(a)
    }
    /// Adds a location (not deduplicated, except that `loc(unknown)` is always the same handle).
    pub fn new_loc(&mut self, kind: LocKind) -> Loc {
        if kind == LocKind::Unknown {
            return self.unknown_loc;
        }
        let l = Loc::from_index(self.locs.len());
        self.locs.push(kind);
        l
    }
    /// `loc(unknown)`, as MLIR's `UnknownLoc::get`.
    pub fn unknown_loc(&self) -> Loc {
        self.unknown_loc
    }
    /// The structure of `l`.
    pub fn loc_kind(&self, l: Loc) -> &LocKind {
        &self.locs[l.index()]
    }
    /// The first `file:line:col` found inside a location, for diagnostics.
    pub fn file_line_col(&self, mut l: Loc) -> Option<(&str, u32, u32)> {
        loop {
            match self.loc_kind(l) {
                LocKind::FileLineCol { file, line, col } => return Some((self.str(*file), *line, *col)),
                LocKind::Name { child: Some(c), .. } => l = *c,
                LocKind::CallSite { callee, .. } => l = *callee,
                LocKind::Fused { locs, .. } => {
                    return locs.iter().find_map(|&c| self.file_line_col(c));
                }
                _ => return None,
            }
        }
    }

    // ----------------------------------------------------------------------------
    // Registry
    // ----------------------------------------------------------------------------

    /// Registers (or replaces) what is known about an op name.
    pub fn register_op(&mut self, info: OpInfo) {
        std::sync::Arc::make_mut(&mut self.registry).insert(info);
    }
    /// What is known about `op`'s name, if it is registered.
    #[inline]
    pub fn op_info(&self, op: Op) -> Option<&OpInfo> {
        self.registry.get(self.ops[op].name)
    }
    /// What is known about the op name `name`, if it is registered (as MLIR's `RegisteredOperationName::lookup`).
    pub fn op_info_by_name(&self, name: Ident) -> Option<&OpInfo> {
        self.registry.get(name)
    }
    /// Marks a dialect namespace as known (its ops must then be registered to parse).
    pub fn register_dialect(&mut self, name: &str) {
        let id = self.ident(name);
        std::sync::Arc::make_mut(&mut self.registry).dialects.insert(id);
    }
    /// Whether the dialect namespace `name` was registered with [`Self::register_dialect`].
    pub fn is_dialect_registered(&self, name: &str) -> bool {
        self.lookup_ident(name).is_some_and(|id| self.registry.dialects.contains(&id))
    }
    /// Marks a dialect namespace as known but open: its unregistered ops parse in the
    /// generic form as unknown ops (MLIR's `allowUnknownOperations`), for dialects of which
    /// only some ops are registered.
    pub fn register_open_dialect(&mut self, name: &str) {
        let id = self.ident(name);
        let registry = std::sync::Arc::make_mut(&mut self.registry);
        registry.dialects.insert(id);
        registry.open_dialects.insert(id);
    }
    /// Whether a registered dialect lets its unknown ops through.
    pub fn dialect_allows_unknown_ops(&self, name: &str) -> bool {
        self.lookup_ident(name).is_some_and(|id| self.registry.open_dialects.contains(&id))
    }
    /// The registered dialect namespaces, sorted.
    pub fn registered_dialects(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.registry.dialects.iter().map(|&d| self.str(d)).collect();
        names.sort_unstable();
        names
    }

    // ----------------------------------------------------------------------------
    // Creation
    // ----------------------------------------------------------------------------

    /// Creates a detached operation (not in any block).
    pub fn create_op(&mut self, state: OperationState) -> Op {
        self.create_op_from(&state)
    }

    /// [`Self::create_op`] from a borrowed state (whose vectors a parser reuses), moving
    /// the blocks of its regions into the op.
    pub fn create_op_from(&mut self, state: &OperationState) -> Op {
        let op = self.create_op_parts(
            state.name,
            state.loc,
            &state.operands,
            &state.result_types,
            &state.successors,
            state.regions.len(),
            &state.attrs,
        );
        for (i, &r) in state.regions.iter().enumerate() {
            let dest = self.region(op, i);
            self.take_body(dest, r);
        }
        op
    }

    /// [`Self::create_op`] from borrowed parts, so builders need not allocate an `OperationState`.
    #[allow(clippy::too_many_arguments)]
    pub fn create_op_parts(
        &mut self,
        name: Ident,
        loc: Loc,
        operands: &[Value],
        result_types: &[Type],
        successors: &[Block],
        num_regions: usize,
        attrs: &[NamedAttr],
    ) -> Op {
        let op = self.ops.next_key();
        let first_result = self.result_pool.len() as u32;
        for (i, ty) in result_types.iter().enumerate() {
            let v = self.new_value(*ty, ValueDef::Result { op, index: i as u32 });
            self.result_pool.push(v);
        }
        // Sorted (and interned) in place, a short list on the stack; most ops have none.
        let attrs = match attrs.is_empty() {
            true => None,
            false => self.intern_dict_slice(&mut SmallVec::<[NamedAttr; 8]>::from_slice(attrs)),
        };
        let first_use = self.uses.len() as u32;
        for v in operands {
            self.push_use(*v, op);
        }
        let first_succ = self.block_uses.len() as u32;
        for b in successors {
            self.push_block_use(*b, op);
        }
        let first_region = self.region_pool.len() as u32;
        for _ in 0..num_regions {
            let r = self.create_region();
            self.regions[r].parent = Some(op);
            self.region_pool.push(r);
        }
        self.ops.push(OpData {
            name,
            loc,
            attrs,
            first_use,
            num_operands: operands.len() as u32,
            first_result,
            num_results: result_types.len() as u32,
            first_succ,
            num_successors: successors.len() as u32,
            first_region,
            num_regions: num_regions as u32,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        op
    }

    /// Interns an attribute list as a sorted dictionary (`None` when empty).
    fn intern_dict(&mut self, mut attrs: Vec<NamedAttr>) -> Option<Attr> {
        self.intern_dict_slice(&mut attrs)
    }

    /// [`Self::intern_dict`] from a slice (sorted in place): an existing dictionary is found
    /// without allocating.
    fn intern_dict_slice(&mut self, attrs: &mut [NamedAttr]) -> Option<Attr> {
        if attrs.is_empty() {
            return None;
        }
        sort_attrs(self, attrs);
        if let Some(a) = self.attrs.lookup_dictionary(attrs) {
            return Some(a);
        }
        Some(self.intern_attr(AttrKind::Dictionary(attrs.into())))
    }

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let v = self.values.next_key();
        self.values.push(ValueData { ty, def, loc: None, first_use: None });
        v
    }

    /// Creates a detached region.
    pub fn create_region(&mut self) -> Region {
        let r = self.regions.next_key();
        self.regions.push(RegionData { first: None, last: None, parent: None });
        r
    }

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> Block {
        let b = self.blocks.next_key();
        self.blocks.push(BlockData {
            args: SmallVec::new(),
            first: None,
            last: None,
            parent: None,
            prev: None,
            next: None,
            first_use: None,
        });
        b
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Option<Loc>) -> Value {
        self.epoch += 1;
        let index = self.blocks[block].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Argument { block, index });
        self.values[v].loc = loc;
        self.blocks[block].args.push(v);
        v
    }

    /// Inserts an argument at position `index`, renumbering the ones after it.
    pub fn insert_block_arg(&mut self, block: Block, index: usize, ty: Type, loc: Option<Loc>) -> Value {
        self.epoch += 1;
        let v = self.new_value(ty, ValueDef::Argument { block, index: index as u32 });
        self.values[v].loc = loc;
        self.blocks[block].args.insert(index, v);
        self.renumber_args(block, index + 1);
        v
    }

    /// Removes an unused block argument.
    pub fn erase_block_arg(&mut self, block: Block, index: usize) {
        self.epoch += 1;
        let v = self.blocks[block].args.remove(index);
        debug_assert!(self.values[v].first_use.is_none(), "erasing a block argument that still has uses");
        self.renumber_args(block, index);
    }

    fn renumber_args(&mut self, block: Block, from: usize) {
        for i in from..self.blocks[block].args.len() {
            let a = self.blocks[block].args[i];
            self.values[a].def = ValueDef::Argument { block, index: i as u32 };
        }
    }

    // ----------------------------------------------------------------------------
    // Use lists
    // ----------------------------------------------------------------------------

    /// Appends a use of `value` at the end of the use arena (ops own contiguous runs).
    fn push_use(&mut self, value: Value, owner: Op) -> Use {
        let u = self.uses.next_key();
        self.uses.push(UseData { value, owner, prev: None, next: None });
        self.link_use(u, value);
        u
    }

    fn unlink_use(&mut self, u: Use) {
        self.epoch += 1;
        let UseData { value, prev, next, .. } = self.uses[u];
        match prev {
            Some(p) => self.uses[p].next = next,
            None => self.values[value].first_use = next,
        }
        if let Some(n) = next {
            self.uses[n].prev = prev;
        }
    }

    fn link_use(&mut self, u: Use, value: Value) {
        self.epoch += 1;
        let head = self.values[value].first_use;
        let d = &mut self.uses[u];
        d.value = value;
        d.prev = None;
        d.next = head;
        if let Some(h) = head {
            self.uses[h].prev = Some(u);
        }
        self.values[value].first_use = Some(u);
    }

    fn push_block_use(&mut self, block: Block, owner: Op) -> BlockUse {
        let u = self.block_uses.next_key();
        self.block_uses.push(BlockUseData { block, owner, prev: None, next: None });
        self.link_block_use(u, block);
        u
    }

    fn link_block_use(&mut self, u: BlockUse, block: Block) {
        self.epoch += 1;
        let head = self.blocks[block].first_use;
        let d = &mut self.block_uses[u];
        d.block = block;
        d.prev = None;
        d.next = head;
        if let Some(h) = head {
            self.block_uses[h].prev = Some(u);
        }
        self.blocks[block].first_use = Some(u);
    }

    fn unlink_block_use(&mut self, u: BlockUse) {
        self.epoch += 1;
        let BlockUseData { block, prev, next, .. } = self.block_uses[u];
        match prev {
            Some(p) => self.block_uses[p].next = next,
            None => self.blocks[block].first_use = next,
        }
        if let Some(n) = next {
            self.block_uses[n].prev = prev;
        }
    }

    // ----------------------------------------------------------------------------
    // Op queries
    // ----------------------------------------------------------------------------

    /// The op's name (`async.execute`), interned.
    #[inline]
    pub fn op_name(&self, op: Op) -> Ident {
        self.ops[op].name
    }
    /// The op's name as a string.
    #[inline]
    pub fn op_name_str(&self, op: Op) -> &str {
        self.str(self.ops[op].name)
    }
    /// The op's location.
    #[inline]
    pub fn loc(&self, op: Op) -> Loc {
        self.ops[op].loc
    }
    /// Changes the op's location.
    pub fn set_loc(&mut self, op: Op, loc: Loc) {
        self.ops[op].loc = loc;
    }
    /// How many operands `op` has.
    #[inline]
    pub fn num_operands(&self, op: Op) -> usize {
        self.ops[op].num_operands as usize
    }
    /// Operand `i` of `op`; `i` must be below [`Self::num_operands`].
    #[inline]
    pub fn operand(&self, op: Op, i: usize) -> Value {
        let d = &self.ops[op];
        debug_assert!(i < d.num_operands as usize, "operand index out of range");
        self.uses[Use::from_index(d.first_use as usize + i)].value
    }
    /// The operands of `op`, in order.
    pub fn operands(&self, op: Op) -> impl ExactSizeIterator<Item = Value> + '_ {
        let d = &self.ops[op];
        let start = d.first_use as usize;
        self.uses.run(Use::from_index(start), d.num_operands as usize).iter().map(|u| u.value)
    }
    /// The results of `op`, in order.
    #[inline]
    pub fn results(&self, op: Op) -> &[Value] {
        let d = &self.ops[op];
        &self.result_pool[d.first_result as usize..(d.first_result + d.num_results) as usize]
    }
    /// Result `i` of `op` (panics when out of range).
    #[inline]
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.results(op)[i]
    }
    /// How many results `op` has.
    #[inline]
    pub fn num_results(&self, op: Op) -> usize {
        self.ops[op].num_results as usize
    }
    /// The types of `op`'s results, collected ([`Self::result_types_iter`] does not allocate).
    pub fn result_types(&self, op: Op) -> Vec<Type> {
        self.results(op).iter().map(|&v| self.value_type(v)).collect()
    }
    /// The types of `op`'s operands, collected ([`Self::operand_types_iter`] does not allocate).
    pub fn operand_types(&self, op: Op) -> Vec<Type> {
        self.operands(op).map(|v| self.value_type(v)).collect()
    }
    /// The types of `op`'s results, without collecting them.
    #[inline]
    pub fn result_types_iter(&self, op: Op) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.results(op).iter().map(|&v| self.value_type(v))
    }
    /// The types of `op`'s operands, without collecting them.
    #[inline]
    pub fn operand_types_iter(&self, op: Op) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.operands(op).map(|v| self.value_type(v))
    }
    /// How many successor blocks `op` has (`cf.cond_br` has two).
    #[inline]
    pub fn num_successors(&self, op: Op) -> usize {
        self.ops[op].num_successors as usize
    }
    /// Successor `i` of `op`; `i` must be below [`Self::num_successors`].
    #[inline]
    pub fn successor(&self, op: Op, i: usize) -> Block {
        let d = &self.ops[op];
        debug_assert!(i < d.num_successors as usize, "successor index out of range");
        self.block_uses[BlockUse::from_index(d.first_succ as usize + i)].block
    }
    /// The successor blocks of `op`, in order.
    pub fn successors(&self, op: Op) -> impl ExactSizeIterator<Item = Block> + '_ {
        let d = &self.ops[op];
        let start = d.first_succ as usize;
        self.block_uses.run(BlockUse::from_index(start), d.num_successors as usize).iter().map(|u| u.block)
    }
    /// The regions of `op`, in order (`scf.if` has its then and else regions).
    #[inline]
    pub fn regions(&self, op: Op) -> &[Region] {
        let d = &self.ops[op];
        &self.region_pool[d.first_region as usize..(d.first_region + d.num_regions) as usize]
    }
    /// Region `i` of `op` (panics when out of range).
    #[inline]
    pub fn region(&self, op: Op, i: usize) -> Region {
        self.regions(op)[i]
    }
    /// The op's attributes, sorted by name.
    #[inline]
    pub fn attrs(&self, op: Op) -> &[NamedAttr] {
        match self.ops[op].attrs.map(|a| self.attr_kind(a)) {
            Some(AttrKind::Dictionary(entries)) => entries,
            _ => &[],
        }
    }
    /// The op's attribute dictionary (`None` when it has no attributes).
    pub fn attr_dict(&self, op: Op) -> Option<Attr> {
        self.ops[op].attrs
    }
    /// The attribute named `name`, looked up by string without interning.
    pub fn attr(&self, op: Op, name: &str) -> Option<Attr> {
        self.attrs(op).iter().find(|(n, _)| self.str(*n) == name).map(|(_, a)| *a)
    }
    /// The attribute named by the interned `name`.
    #[inline]
    pub fn attr_by_ident(&self, op: Op, name: Ident) -> Option<Attr> {
        self.attrs(op).iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
    }
    /// The attribute with a well-known name (as [`Self::attr`], without string compares).
    #[inline]
    pub fn attr_known(&self, op: Op, name: impl KnownName) -> Option<Attr> {
        self.ops[op].attrs?;
        self.attr_by_ident(op, self.known(name)?)
    }
    /// Whether `op` is named `name`, by comparing idents (no string compare).
    #[inline]
    pub fn is_known(&self, op: Op, name: impl KnownName) -> bool {
        self.known(name) == Some(self.ops[op].name)
    }
    /// Whether `t` is the dialect type `dialect.name` (as `is_dialect_type`, without string
    /// compares).
    #[inline]
    pub fn is_known_dialect_type(&self, t: Type, dialect: impl KnownName, name: impl KnownName) -> bool {
        match self.type_kind(t) {
            TypeKind::Dialect { dialect: d, name: n, .. } => {
                Some(*d) == self.known(dialect) && Some(*n) == self.known(name)
            }
            _ => false,
        }
    }
    /// Sets (or replaces) an attribute.
    pub fn set_attr(&mut self, op: Op, name: Ident, value: Attr) {
        let mut attrs: SmallVec<[NamedAttr; 8]> = SmallVec::from_slice(self.attrs(op));
        match attrs.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = value,
            None => attrs.push((name, value)),
        }
        self.ops[op].attrs = self.intern_dict_slice(&mut attrs);
    }
    /// Removes an attribute; returns it if it was there.
    pub fn remove_attr(&mut self, op: Op, name: &str) -> Option<Attr> {
        let mut attrs: SmallVec<[NamedAttr; 8]> = SmallVec::from_slice(self.attrs(op));
        let pos = attrs.iter().position(|(n, _)| self.str(*n) == name)?;
        let removed = attrs.remove(pos).1;
        self.ops[op].attrs = self.intern_dict_slice(&mut attrs);
        Some(removed)
    }
    /// Replaces the whole attribute list (it is sorted here).
    pub fn set_attrs(&mut self, op: Op, attrs: Vec<NamedAttr>) {
        self.ops[op].attrs = self.intern_dict(attrs);
    }
    /// The block holding `op`; `None` for a detached op or the top-level module.
    #[inline]
    pub fn parent_block(&self, op: Op) -> Option<Block> {
        self.ops[op].parent
    }
    /// The op whose region holds `op`.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.parent_block(op).and_then(|b| self.block_parent_op(b))
    }
    /// The region whose block holds `op`.
    pub fn parent_region(&self, op: Op) -> Option<Region> {
        self.parent_block(op).and_then(|b| self.block_parent(b))
    }
    /// The op after `op` in its block.
    #[inline]
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op].next
    }
    /// The op before `op` in its block.
    #[inline]
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op].prev
    }
    /// Whether `op` has been erased (its handle is dead).
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op].erased
    }
    /// The nearest proper ancestor of `op` named `name` (a [`KnownName`]).
    pub fn ancestor_known(&self, mut op: Op, name: impl KnownName) -> Option<Op> {
        let id = self.known(name)?;
        while let Some(p) = self.parent_op(op) {
            if self.op_name(p) == id {
                return Some(p);
            }
            op = p;
        }
        None
    }

    /// Whether `op` is in `region`, at any depth.
    pub fn is_in_region(&self, op: Op, region: Region) -> bool {
        let mut r = self.parent_region(op);
        while let Some(p) = r {
            if p == region {
                return true;
            }
            r = self.region_parent(p).and_then(|o| self.parent_region(o));
        }
        false
    }

    /// Whether `ancestor` is `op` or contains it.
    pub fn is_ancestor(&self, ancestor: Op, mut op: Op) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    // ----------------------------------------------------------------------------
    // Value queries
    // ----------------------------------------------------------------------------

    /// The type of `v`.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }
    /// Changes a value's type in place (used when a signature is rewritten).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }
    /// Whether `v` is an op result or a block argument, and which.
    #[inline]
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.value_def(v) {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::Argument { .. } => None,
        }
    }
    /// The block `v` is defined in (for results, the block of their op).
    pub fn value_block(&self, v: Value) -> Option<Block> {
        match self.value_def(v) {
            ValueDef::Result { op, .. } => self.parent_block(op),
            ValueDef::Argument { block, .. } => Some(block),
        }
    }
    /// The location written for block argument `v` (`%arg0: i32 loc(...)`), if any; results use their op's.
    pub fn value_loc(&self, v: Value) -> Option<Loc> {
        self.values[v].loc
    }
    /// Sets or clears the location of block argument `v`.
    pub fn set_value_loc(&mut self, v: Value, loc: Option<Loc>) {
        self.values[v].loc = loc;
    }
    /// The uses of `v`, most recent first.
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        ListIter { ctx: self, next: self.values[v].first_use }
    }
    /// Whether anything uses `v`, as MLIR's `Value::use_empty` negated.
    pub fn has_uses(&self, v: Value) -> bool {
        self.values[v].first_use.is_some()
    }
    /// The op that holds this use, and the operand index.
    pub fn use_owner(&self, u: Use) -> (Op, usize) {
        let owner = self.uses[u].owner;
        (owner, u.index() - self.ops[owner].first_use as usize)
    }
    /// Ops using `v` (an op appears once per use).
    pub fn users(&self, v: Value) -> impl Iterator<Item = Op> + '_ {
        self.uses(v).map(move |u| self.uses[u].owner)
    }

    // ----------------------------------------------------------------------------
    // Block and region queries
    // ----------------------------------------------------------------------------

    /// The arguments of `b`, in order.
    #[inline]
    pub fn block_args(&self, b: Block) -> &[Value] {
        &self.blocks[b].args
    }
    /// Argument `i` of `b` (panics when out of range).
    #[inline]
    pub fn block_arg(&self, b: Block, i: usize) -> Value {
        self.blocks[b].args[i]
    }
    /// The region holding `b`; `None` for a detached block.
    #[inline]
    pub fn block_parent(&self, b: Block) -> Option<Region> {
        self.blocks[b].parent
    }
    /// The op whose region holds `b`, as MLIR's `Block::getParentOp`.
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        self.block_parent(b).and_then(|r| self.region_parent(r))
    }
    /// The first op of `b`; `None` when it is empty.
    #[inline]
    pub fn first_op(&self, b: Block) -> Option<Op> {
        self.blocks[b].first
    }
    /// The last op of `b`; `None` when it is empty.
    #[inline]
    pub fn last_op(&self, b: Block) -> Option<Op> {
        self.blocks[b].last
    }
    /// The block's last op: its terminator, once the block is verified (MLIR's
    /// `Block::getTerminator`, without checking the trait).
    pub fn terminator(&self, b: Block) -> Option<Op> {
        self.last_op(b)
    }
    /// The ops of `b`, in order.
    pub fn block_ops(&self, b: Block) -> OpIter<'_> {
        ListIter { ctx: self, next: self.first_op(b) }
    }
    /// The block after `b` in its region.
    pub fn next_block(&self, b: Block) -> Option<Block> {
        self.blocks[b].next
    }
    /// The block before `b` in its region.
    pub fn prev_block(&self, b: Block) -> Option<Block> {
        self.blocks[b].prev
    }
    /// The uses of `b` as a successor (each names a predecessor terminator).
    pub fn block_uses(&self, b: Block) -> BlockUseIter<'_> {
        ListIter { ctx: self, next: self.blocks[b].first_use }
    }
    /// Predecessor terminators of `b`, one per successor use, most recent first.
    pub fn predecessors(&self, b: Block) -> impl Iterator<Item = Op> + '_ {
        self.block_uses(b).map(move |u| self.block_uses[u].owner)
    }
    /// The terminator that holds this successor use, and the successor index.
    pub fn block_use_owner(&self, u: BlockUse) -> (Op, usize) {
        let owner = self.block_uses[u].owner;
        (owner, u.index() - self.ops[owner].first_succ as usize)
    }
    /// Whether any terminator branches to `b`.
    pub fn has_predecessors(&self, b: Block) -> bool {
        self.blocks[b].first_use.is_some()
    }
    /// The op that owns `r`; `None` for a detached region.
    #[inline]
    pub fn region_parent(&self, r: Region) -> Option<Op> {
        self.regions[r].parent
    }
    /// The entry block of `r`; `None` when it is empty.
    pub fn first_block(&self, r: Region) -> Option<Block> {
        self.regions[r].first
    }
    /// The last block of `r`; `None` when it is empty.
    pub fn last_block(&self, r: Region) -> Option<Block> {
        self.regions[r].last
    }
    /// The blocks of `r`, in order (the entry block first).
    pub fn region_blocks(&self, r: Region) -> BlockIter<'_> {
        ListIter { ctx: self, next: self.first_block(r) }
    }
    /// Whether `r` has no blocks (a `func.func` declaration's body).
    pub fn region_is_empty(&self, r: Region) -> bool {
        self.regions[r].first.is_none()
    }
    /// The entry block of the `i`th region of `op`.
    pub fn entry_block(&self, op: Op, i: usize) -> Option<Block> {
        self.first_block(self.region(op, i))
    }

    // ----------------------------------------------------------------------------
    // Operand and successor mutation
    // ----------------------------------------------------------------------------

    /// Points operand `i` of `op` at `value`.
    pub fn set_operand(&mut self, op: Op, i: usize, value: Value) {
        let d = &self.ops[op];
        debug_assert!(i < d.num_operands as usize, "operand index out of range");
        let u = Use::from_index(d.first_use as usize + i);
        self.unlink_use(u);
        self.link_use(u, value);
    }

    /// Replaces all operands of `op`. A different count moves the op's uses to a fresh
    /// run at the end of the arena.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        let (first, n) = (self.ops[op].first_use as usize, self.ops[op].num_operands as usize);
        if n == values.len() {
            for (i, &v) in values.iter().enumerate() {
                let u = Use::from_index(first + i);
                self.unlink_use(u);
                self.link_use(u, v);
            }
            return;
        }
        for i in 0..n {
            self.unlink_use(Use::from_index(first + i));
        }
        let new_first = self.uses.len() as u32;
        for &v in values {
            self.push_use(v, op);
        }
        let d = &mut self.ops[op];
        d.first_use = new_first;
        d.num_operands = values.len() as u32;
    }

    /// Points successor `i` of `op` at `block`.
    pub fn set_successor(&mut self, op: Op, i: usize, block: Block) {
        let d = &self.ops[op];
        debug_assert!(i < d.num_successors as usize, "successor index out of range");
        let u = BlockUse::from_index(d.first_succ as usize + i);
        self.unlink_block_use(u);
        self.link_block_use(u, block);
    }

    /// Makes every use of `from` use `to` instead; proportional to the number of uses.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from].first_use {
            self.unlink_use(u);
            self.link_use(u, to);
        }
    }

    /// Like [`Self::replace_all_uses_with`], but only for uses whose owner passes `keep`.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, mut pred: impl FnMut(&Context, Op) -> bool) {
        let uses: smallvec::SmallVec<[Use; 8]> = self.uses(from).collect();
        for u in uses {
            let owner = self.uses[u].owner;
            if pred(self, owner) {
                self.unlink_use(u);
                self.link_use(u, to);
            }
        }
    }

    /// Makes every branch to `from` go to `to` instead.
    pub fn replace_all_block_uses_with(&mut self, from: Block, to: Block) {
        while let Some(u) = self.blocks[from].first_use {
            let (owner, i) = self.block_use_owner(u);
            self.set_successor(owner, i, to);
        }
    }

    // ----------------------------------------------------------------------------
    // Structural mutation
    // ----------------------------------------------------------------------------

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        self.epoch += 1;
        debug_assert!(self.ops[op].parent.is_none(), "append_op: {op:?} is still in a block");
        let last = self.blocks[block].last;
        {
            let d = &mut self.ops[op];
            d.parent = Some(block);
            d.prev = last;
            d.next = None;
        }
        match last {
            Some(l) => self.ops[l].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        self.blocks[block].last = Some(op);
    }

    /// Inserts a detached op right before `before`.
    pub fn insert_op_before(&mut self, before: Op, op: Op) {
        self.epoch += 1;
        debug_assert!(self.ops[op].parent.is_none(), "insert_op_before: {op:?} is still in a block");
        let block = self.ops[before].parent.expect("insert_op_before: anchor is detached");
        let prev = self.ops[before].prev;
        {
            let d = &mut self.ops[op];
            d.parent = Some(block);
            d.prev = prev;
            d.next = Some(before);
        }
        self.ops[before].prev = Some(op);
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
    }

    /// Inserts a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: Block, op: Op) {
        match self.first_op(block) {
            Some(first) => self.insert_op_before(first, op),
            None => self.append_op(block, op),
        }
    }

    /// Removes `op` from its block without destroying it.
    pub fn detach_op(&mut self, op: Op) {
        self.epoch += 1;
        let Some(block) = self.ops[op].parent else { return };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
        let d = &mut self.ops[op];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves `op` (attached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    /// Moves `op` (attached or not) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: Op, block: Block) {
        self.detach_op(op);
        self.append_op(block, op);
    }

    /// Destroys `op` and everything nested in it. Its results must have no uses
    /// outside of the erased ops themselves.
    pub fn erase_op(&mut self, op: Op) {
        self.detach_op(op);
        if self.ops[op].num_regions == 0 {
            // A leaf: the general path below for a subtree of one op, without its lists.
            self.drop_references(op);
            debug_assert!(
                self.results(op).iter().all(|&v| self.values[v].first_use.is_none()),
                "erase_op: a result of {} still has uses",
                self.op_name_str(op)
            );
            let d = &mut self.ops[op];
            d.erased = true;
            d.parent = None;
            return;
        }
        // Drop every operand and successor use first, across the whole subtree, so
        // values defined and used inside it need no particular erase order.
        let mut subtree = smallvec::SmallVec::<[Op; 16]>::new();
        self.collect_subtree(op, &mut subtree);
        for &o in &subtree {
            self.drop_references(o);
        }
        for &o in &subtree {
            debug_assert!(
                self.results(o).iter().all(|&v| self.values[v].first_use.is_none()),
                "erase_op: a result of {} still has uses",
                self.op_name_str(o)
            );
            let (first, n) = (self.ops[o].first_region as usize, self.ops[o].num_regions as usize);
            self.ops[o].num_regions = 0;
            for k in first..first + n {
                let r = self.region_pool[k];
                let mut b = self.regions[r].first;
                while let Some(block) = b {
                    b = self.blocks[block].next;
                    self.blocks[block].first = None;
                    self.blocks[block].last = None;
                    self.blocks[block].parent = None;
                }
                self.regions[r].first = None;
                self.regions[r].last = None;
                self.regions[r].parent = None;
            }
            let d = &mut self.ops[o];
            d.erased = true;
            d.parent = None;
        }
    }

    /// Removes every operand and successor of `op` (it stays in place).
    pub fn drop_references(&mut self, op: Op) {
        let d = &self.ops[op];
        let (fu, nu, fs, ns) =
            (d.first_use as usize, d.num_operands as usize, d.first_succ as usize, d.num_successors as usize);
        for i in 0..nu {
            self.unlink_use(Use::from_index(fu + i));
        }
        for i in 0..ns {
            self.unlink_block_use(BlockUse::from_index(fs + i));
        }
        let d = &mut self.ops[op];
        d.num_operands = 0;
        d.num_successors = 0;
    }

    fn collect_subtree(&self, op: Op, out: &mut smallvec::SmallVec<[Op; 16]>) {
        let mut stack: smallvec::SmallVec<[Op; 16]> = smallvec::smallvec![op];
        while let Some(o) = stack.pop() {
            out.push(o);
            for &r in self.regions(o) {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b));
                }
            }
        }
    }

    /// Appends a detached block at the end of `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        self.epoch += 1;
        let last = self.regions[region].last;
        {
            let d = &mut self.blocks[block];
            debug_assert!(d.parent.is_none(), "append_block: block is still in a region");
            d.parent = Some(region);
            d.prev = last;
            d.next = None;
        }
        match last {
            Some(l) => self.blocks[l].next = Some(block),
            None => self.regions[region].first = Some(block),
        }
        self.regions[region].last = Some(block);
    }

    /// Inserts a detached block right before `before` in its region.
    pub fn insert_block_before(&mut self, before: Block, block: Block) {
        self.epoch += 1;
        let region = self.blocks[before].parent.expect("insert_block_before: anchor is detached");
        let prev = self.blocks[before].prev;
        {
            let d = &mut self.blocks[block];
            d.parent = Some(region);
            d.prev = prev;
            d.next = Some(before);
        }
        self.blocks[before].prev = Some(block);
        match prev {
            Some(p) => self.blocks[p].next = Some(block),
            None => self.regions[region].first = Some(block),
        }
    }

    /// Inserts a detached block right after `after` in its region.
    pub fn insert_block_after(&mut self, after: Block, block: Block) {
        match self.next_block(after) {
            Some(n) => self.insert_block_before(n, block),
            None => {
                let region = self.block_parent(after).expect("insert_block_after: anchor is detached");
                self.append_block(region, block)
            }
        }
    }

    /// Removes `block` from its region without destroying it.
    pub fn detach_block(&mut self, block: Block) {
        self.epoch += 1;
        let Some(region) = self.blocks[block].parent else { return };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last = prev,
        }
        let d = &mut self.blocks[block];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Destroys `block` and its ops. Nothing may branch to it and its values must be unused
    /// outside of it.
    pub fn erase_block(&mut self, block: Block) {
        let ops: Vec<Op> = self.block_ops(block).collect();
        for &o in &ops {
            self.drop_references(o);
        }
        for o in ops.into_iter().rev() {
            self.erase_op(o);
        }
        debug_assert!(self.blocks[block].first_use.is_none(), "erase_block: block still has predecessors");
        self.detach_block(block);
    }

    /// Splits `block` before `before`: `before` and every op after it move to a new block
    /// placed right after `block`, which is returned. No branch is added.
    pub fn split_block(&mut self, block: Block, before: Op) -> Block {
        self.epoch += 1;
        debug_assert_eq!(self.parent_block(before), Some(block), "split_block: op is not in the block");
        let new = self.create_block();
        self.insert_block_after(block, new);
        let prev = self.ops[before].prev;
        let last = self.blocks[block].last;
        match prev {
            Some(p) => self.ops[p].next = None,
            None => self.blocks[block].first = None,
        }
        self.blocks[block].last = prev;
        self.ops[before].prev = None;
        self.blocks[new].first = Some(before);
        self.blocks[new].last = last;
        let mut cur = Some(before);
        while let Some(o) = cur {
            self.ops[o].parent = Some(new);
            cur = self.ops[o].next;
        }
        new
    }

    /// Moves every op of `source` to the end of `dest` (the source block stays, empty).
    pub fn merge_block_into(&mut self, source: Block, dest: Block) {
        let ops: Vec<Op> = self.block_ops(source).collect();
        for o in ops {
            self.move_op_to_end(o, dest);
        }
    }

    /// Moves every block of `region` to just before `before` (or to the end of `dest`
    /// when `before` is `None`), leaving `region` empty.
    pub fn inline_region_before(&mut self, region: Region, dest: Region, before: Option<Block>) {
        while let Some(b) = self.first_block(region) {
            self.detach_block(b);
            match before {
                Some(anchor) => self.insert_block_before(anchor, b),
                None => self.append_block(dest, b),
            }
        }
    }

    /// Moves all blocks of `from` into the empty region `to`.
    pub fn take_body(&mut self, to: Region, from: Region) {
        debug_assert!(self.region_is_empty(to), "take_body: destination region is not empty");
        self.inline_region_before(from, to, None);
    }

    /// Appends a new empty region to `op` and returns it. The op's region list moves to
    /// the end of the pool unless it is already there (handles stay valid either way).
    pub fn add_region(&mut self, op: Op) -> Region {
        let r = self.create_region();
        self.regions[r].parent = Some(op);
        let (first, n) = (self.ops[op].first_region as usize, self.ops[op].num_regions as usize);
        if first + n != self.region_pool.len() || n == 0 {
            let existing: Vec<Region> = self.region_pool[first..first + n].to_vec();
            self.ops[op].first_region = self.region_pool.len() as u32;
            self.region_pool.extend(existing);
        }
        self.region_pool.push(r);
        self.ops[op].num_regions += 1;
        r
    }
}

fn sort_attrs(ctx: &Context, attrs: &mut [NamedAttr]) {
    if attrs.len() > 16 {
        attrs.sort_by(|a, b| ctx.idents.resolve(a.0).cmp(ctx.idents.resolve(b.0)));
        return;
    }
    // Small lists (nearly always already sorted): a stable insertion sort, the order
    // `sort_by` gives, without its scratch allocation.
    for i in 1..attrs.len() {
        let mut j = i;
        while j > 0 && ctx.idents.resolve(attrs[j - 1].0) > ctx.idents.resolve(attrs[j].0) {
            attrs.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// An entity threaded on one of the context's intrusive lists (the ops of a block, the
/// blocks of a region, the uses of a value or of a block).
pub trait Linked: Copy {
    /// The entity after `x` on its list.
    fn next_in(ctx: &Context, x: Self) -> Option<Self>;
}

impl Linked for Op {
    fn next_in(ctx: &Context, x: Op) -> Option<Op> {
        ctx.ops[x].next
    }
}

impl Linked for Block {
    fn next_in(ctx: &Context, x: Block) -> Option<Block> {
        ctx.blocks[x].next
    }
}

impl Linked for Use {
    fn next_in(ctx: &Context, x: Use) -> Option<Use> {
        ctx.uses[x].next
    }
}

impl Linked for BlockUse {
    fn next_in(ctx: &Context, x: BlockUse) -> Option<BlockUse> {
        ctx.block_uses[x].next
    }
}

/// Iterates one of the context's intrusive lists, from `next` on.
pub struct ListIter<'a, K> {
    ctx: &'a Context,
    next: Option<K>,
}

impl<K: Linked> Iterator for ListIter<'_, K> {
    type Item = K;
    #[inline]
    fn next(&mut self) -> Option<K> {
        let x = self.next?;
        self.next = K::next_in(self.ctx, x);
        Some(x)
    }
}

/// Iterates the ops of a block in order.
pub type OpIter<'a> = ListIter<'a, Op>;
/// Iterates the blocks of a region in order.
pub type BlockIter<'a> = ListIter<'a, Block>;
/// Iterates the uses of a value.
pub type UseIter<'a> = ListIter<'a, Use>;
/// Iterates the successor uses of a block.
pub type BlockUseIter<'a> = ListIter<'a, BlockUse>;
