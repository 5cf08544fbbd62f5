//! Deep cloning with a value and block mapping (MLIR's `IRMapping`).

use rustc_hash::FxHashMap;

use crate::{Block, Context, Op, OperationState, Region, Value};

/// Maps original values and blocks to their replacements while cloning.
#[derive(Default, Debug)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl IrMapping {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }
    /// The replacement of `v`, or `v` itself when it is not mapped.
    pub fn value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
    pub fn block(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Context {
    /// Clones `op` and everything nested in it; operands are remapped through `map`, and
    /// the clone's results are recorded in it. The clone is detached.
    pub fn clone_op(&mut self, op: Op, map: &mut IrMapping) -> Op {
        let state = OperationState {
            name: self.op_name(op),
            loc: self.loc(op),
            operands: self.operands(op).map(|v| map.value(v)).collect(),
            result_types: self.result_types(op),
            successors: self.successors(op).map(|b| map.block(b)).collect(),
            num_regions: self.regions(op).len(),
            attrs: self.attrs(op).to_vec(),
        };
        let new = self.create_op(state);
        for (&old, &newv) in self.results(op).to_vec().iter().zip(self.results(new).to_vec().iter()) {
            map.map_value(old, newv);
        }
        for (i, r) in self.regions(op).to_vec().into_iter().enumerate() {
            let nr = self.region(new, i);
            self.clone_region_into(r, nr, map);
        }
        new
    }

    /// Clones the blocks of `from` to the end of `to`. Blocks are created first so
    /// forward branches and uses of later blocks' arguments map correctly.
    pub fn clone_region_into(&mut self, from: Region, to: Region, map: &mut IrMapping) {
        let blocks: Vec<Block> = self.region_blocks(from).collect();
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let nb = self.create_block();
            for a in self.block_args(b).to_vec() {
                let ty = self.value_type(a);
                let loc = self.value_loc(a);
                let na = self.add_block_arg(nb, ty, loc);
                map.map_value(a, na);
            }
            map.map_block(b, nb);
            self.append_block(to, nb);
            new_blocks.push(nb);
        }
        // Operands may refer to values defined in later blocks (dominance is by CFG,
        // not layout), so clone in dominance-agnostic layout order and patch afterwards.
        let mut pending: Vec<(Op, usize, Value)> = Vec::new();
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            for o in self.block_ops(b).collect::<Vec<_>>() {
                let c = self.clone_op(o, map);
                let mut walk = vec![c];
                while let Some(w) = walk.pop() {
                    for (i, v) in self.operands(w).enumerate() {
                        if !map.contains_value(v) && self.is_defined_in(v, from) {
                            pending.push((w, i, v));
                        }
                    }
                    for &r in self.regions(w) {
                        for nbk in self.region_blocks(r) {
                            walk.extend(self.block_ops(nbk));
                        }
                    }
                }
                self.append_op(nb, c);
            }
        }
        for (op, i, v) in pending {
            let nv = map.value(v);
            self.set_operand(op, i, nv);
        }
    }

    /// Whether `op` sits inside `region` (at any depth).
    pub fn is_op_in_region(&self, op: Op, region: Region) -> bool {
        let mut block = self.parent_block(op);
        while let Some(b) = block {
            let Some(r) = self.block_parent(b) else { return false };
            if r == region {
                return true;
            }
            block = self.region_parent(r).and_then(|o| self.parent_block(o));
        }
        false
    }

    /// Whether `v` is defined inside `region` (at any depth).
    pub fn is_defined_in(&self, v: Value, region: Region) -> bool {
        let mut block = self.value_block(v);
        while let Some(b) = block {
            let Some(r) = self.block_parent(b) else { return false };
            if r == region {
                return true;
            }
            block = self.region_parent(r).and_then(|op| self.parent_block(op));
        }
        false
    }
}
