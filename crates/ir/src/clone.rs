//! Deep cloning with a value and block mapping (MLIR's `IRMapping`).

use rustc_hash::FxHashMap;

use crate::{Block, Context, Op, Region, Value};

/// Maps original values and blocks to their replacements while cloning.
#[derive(Default, Debug)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Makes clones use `to` wherever the original used `from`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    /// Makes clones branch to `to` wherever the original branched to `from`.
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }
    /// The replacement of `v`, or `v` itself when it is not mapped.
    pub fn value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
    /// The replacement of `v`, if it is mapped (MLIR's `IRMapping::lookupOrNull`).
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }
    /// Whether `v` is mapped.
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
    /// The replacement of `b`, or `b` itself when it is not mapped.
    pub fn block(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Context {
    /// Clones `op` and everything nested in it; operands are remapped through `map`, and
    /// the clone's results are recorded in it. The clone is detached.
    pub fn clone_op(&mut self, op: Op, map: &mut IrMapping) -> Op {
        let new = self.clone_shallow(op, map);
        let mut cloned = vec![(op, new)];
        self.clone_nested(&mut cloned, 0, map);
        new
    }

    /// Clones the blocks of `from` to the end of `to`, remapping through `map`.
    pub fn clone_region_into(&mut self, from: Region, to: Region, map: &mut IrMapping) {
        let mut cloned = Vec::new();
        self.clone_blocks(from, to, map, &mut cloned);
        self.clone_nested(&mut cloned, 0, map);
    }

    /// The op alone: same name, attributes, location and result types, operands and
    /// successors mapped as far as `map` knows them yet, empty regions.
    fn clone_shallow(&mut self, op: Op, map: &mut IrMapping) -> Op {
        let operands: smallvec::SmallVec<[Value; 8]> = self.operands(op).map(|v| map.value(v)).collect();
        let result_types: smallvec::SmallVec<[crate::Type; 4]> = self.result_types_iter(op).collect();
        let successors: smallvec::SmallVec<[Block; 2]> = self.successors(op).map(|b| map.block(b)).collect();
        let attrs: smallvec::SmallVec<[crate::NamedAttr; 4]> = self.attrs(op).into();
        let (name, loc, nregions) = (self.op_name(op), self.loc(op), self.regions(op).len());
        let new = self.create_op_parts(name, loc, &operands, &result_types, &successors, nregions, &attrs);
        for i in 0..self.num_results(op) {
            map.map_value(self.result(op, i), self.result(new, i));
        }
        new
    }

    /// Creates the blocks of `from` in `to` (so branches and block arguments map), then
    /// shallow-clones their ops, recording each (original, clone) pair in `cloned`.
    fn clone_blocks(&mut self, from: Region, to: Region, map: &mut IrMapping, cloned: &mut Vec<(Op, Op)>) {
        let blocks: Vec<Block> = self.region_blocks(from).collect();
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let nb = self.create_block();
            for i in 0..self.block_args(b).len() {
                let a = self.block_arg(b, i);
                let (ty, loc) = (self.value_type(a), self.value_loc(a));
                let na = self.add_block_arg(nb, ty, loc);
                map.map_value(a, na);
            }
            map.map_block(b, nb);
            self.append_block(to, nb);
            new_blocks.push(nb);
        }
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            let ops: Vec<Op> = self.block_ops(b).collect();
            for o in ops {
                let c = self.clone_shallow(o, map);
                self.append_op(nb, c);
                cloned.push((o, c));
            }
        }
    }

    /// Clones the regions of every pair from `start` on (the list grows as nesting is
    /// discovered, so depth costs no stack), then points operands that were cloned before
    /// their definition (later blocks, enclosing regions) at the clones.
    fn clone_nested(&mut self, cloned: &mut Vec<(Op, Op)>, start: usize, map: &mut IrMapping) {
        let mut i = start;
        while i < cloned.len() {
            let (old, new) = cloned[i];
            for k in 0..self.regions(old).len() {
                let (r, nr) = (self.region(old, k), self.region(new, k));
                self.clone_blocks(r, nr, map, cloned);
            }
            i += 1;
        }
        for &(_, new) in &cloned[start..] {
            for k in 0..self.num_operands(new) {
                let v = self.operand(new, k);
                if let Some(nv) = map.lookup_value(v) {
                    self.set_operand(new, k, nv);
                }
            }
        }
    }

    /// Points every operand inside `region` (at any depth) that `map` maps at its
    /// replacement: one walk of the region, however many uses the values have elsewhere.
    pub fn replace_uses_in_region(&mut self, region: Region, map: &FxHashMap<Value, Value>) {
        let mut regions = vec![region];
        while let Some(r) = regions.pop() {
            let mut block = self.first_block(r);
            while let Some(b) = block {
                let mut next = self.first_op(b);
                while let Some(op) = next {
                    for k in 0..self.num_operands(op) {
                        if let Some(&nv) = map.get(&self.operand(op, k)) {
                            self.set_operand(op, k, nv);
                        }
                    }
                    regions.extend_from_slice(self.regions(op));
                    next = self.next_op(op);
                }
                block = self.next_block(b);
            }
        }
    }
}
