//! Region utilities, as MLIR's `RegionUtils` and `SetVector`: the values a region uses
//! from outside it, collected without duplicates in the order a walk meets them.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::{Context, Op, Region, Value};

/// Distinct values in insertion order (MLIR's `SetVector<Value>`). Few values usually
/// cross a region's boundary, so a linear search finds duplicates until there are many.
#[derive(Default, Clone, Debug)]
pub struct UniqueValues {
    list: SmallVec<[Value; 8]>,
    set: Option<FxHashSet<Value>>,
}

/// Above this many values a hash set takes over from the linear search.
const LINEAR_UP_TO: usize = 32;

impl UniqueValues {
    /// Adds `v` unless present; returns whether it was new.
    pub fn insert(&mut self, v: Value) -> bool {
        let new = match &mut self.set {
            Some(set) => set.insert(v),
            None => !self.list.contains(&v),
        };
        if new {
            self.list.push(v);
            if self.set.is_none() && self.list.len() > LINEAR_UP_TO {
                self.set = Some(self.list.iter().copied().collect());
            }
        }
        new
    }

    /// Whether `v` was inserted.
    pub fn contains(&self, v: Value) -> bool {
        match &self.set {
            Some(set) => set.contains(&v),
            None => self.list.contains(&v),
        }
    }

    /// The values, in insertion order.
    pub fn as_slice(&self) -> &[Value] {
        &self.list
    }

    /// Where `v` sits in insertion order.
    pub fn position(&self, v: Value) -> Option<usize> {
        self.list.iter().position(|&x| x == v)
    }

    /// How many distinct values were inserted.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether nothing was inserted.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

impl Extend<Value> for UniqueValues {
    fn extend<I: IntoIterator<Item = Value>>(&mut self, iter: I) {
        for v in iter {
            self.insert(v);
        }
    }
}

impl Context {
    /// Adds to `out` the values used inside `region` but defined outside it, in the order
    /// MLIR's `getUsedValuesDefinedAbove` meets them: a post-order walk (an op's nested
    /// ops before the op itself), each op's operands in order.
    pub fn used_values_defined_above(&self, region: Region, out: &mut UniqueValues) {
        // A value an op uses is defined in a region around it, which the walk has entered
        // already: the regions entered tell what is inside, at any depth, in O(1).
        let mut inside: FxHashSet<Region> = FxHashSet::default();
        inside.insert(region);
        // (op, expanded): an op's operands are visited after its nested ops.
        let mut stack: SmallVec<[(Op, bool); 16]> = SmallVec::new();
        // Last to first, so that they pop first to last.
        let push_region = |ctx: &Context, stack: &mut SmallVec<[(Op, bool); 16]>, r: Region| {
            ctx.push_ops_reversed(r, |op| stack.push((op, false)));
        };
        push_region(self, &mut stack, region);
        while let Some((o, expanded)) = stack.pop() {
            if !expanded && !self.regions(o).is_empty() {
                stack.push((o, true));
                for &r in self.regions(o).iter().rev() {
                    inside.insert(r);
                    push_region(self, &mut stack, r);
                }
                continue;
            }
            for v in self.operands(o) {
                if !self.value_block(v).and_then(|b| self.block_parent(b)).is_some_and(|r| inside.contains(&r)) {
                    out.insert(v);
                }
            }
        }
    }
}
