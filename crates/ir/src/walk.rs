//! Walks over nested IR. They use an explicit stack, so nesting depth never
//! overflows the machine stack.

use crate::{Context, Op};

/// Whether a walk goes on into an op's regions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkControl {
    /// Go on into this op's regions.
    Advance,
    /// Do not visit the ops nested in this one.
    Skip,
}

impl Context {
    /// Visits `root` and every op nested in it, parents before children, in layout order.
    pub fn walk_pre(&self, root: Op, mut f: impl FnMut(Op) -> WalkControl) {
        // One allocation per walk; a Vec's push is cheaper than a SmallVec's in this loop.
        let mut stack: Vec<Op> = Vec::with_capacity(64);
        stack.push(root);
        while let Some(op) = stack.pop() {
            if f(op) == WalkControl::Skip {
                continue;
            }
            let start = stack.len();
            for &r in self.regions(op) {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b));
                }
            }
            stack[start..].reverse();
        }
    }

    /// Collects `root` and every op nested in it, children before parents (MLIR's default
    /// post-order walk), so callers may mutate while iterating over the returned list.
    pub fn collect_post_order(&self, root: Op) -> Vec<Op> {
        let mut out = Vec::new();
        // (op, expanded): an op is emitted after its nested ops.
        let mut stack = vec![(root, false)];
        while let Some((op, expanded)) = stack.pop() {
            if expanded {
                out.push(op);
                continue;
            }
            stack.push((op, true));
            let start = stack.len();
            for &r in self.regions(op) {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b).map(|o| (o, false)));
                }
            }
            stack[start..].reverse();
        }
        out
    }

    /// Whether any op nested in `root` (excluding it) satisfies `pred`; stops at the first.
    pub fn any_nested(&self, root: Op, mut pred: impl FnMut(Op) -> bool) -> bool {
        let mut found = false;
        self.walk_pre(root, |o| {
            found = found || (o != root && pred(o));
            if found {
                WalkControl::Skip
            } else {
                WalkControl::Advance
            }
        });
        found
    }

    /// The number of regions enclosing `op` (0 at top level), for depth limits.
    pub fn nesting_depth(&self, mut op: Op) -> usize {
        let mut d = 0;
        while let Some(p) = self.parent_op(op) {
            d += 1;
            op = p;
        }
        d
    }
}
