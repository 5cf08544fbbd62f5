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
            // Children last to first, so that they pop first to last.
            for &r in self.regions(op).iter().rev() {
                self.push_ops_reversed(r, |child| stack.push(child));
            }
        }
    }

    /// Hands `push` the ops of `r`, last block's last op first: what a walk's stack takes
    /// so that they pop in layout order, with no reversal afterwards.
    #[inline]
    pub fn push_ops_reversed(&self, r: crate::Region, mut push: impl FnMut(Op)) {
        let mut b = self.last_block(r);
        while let Some(blk) = b {
            let mut o = self.last_op(blk);
            while let Some(op) = o {
                push(op);
                o = self.prev_op(op);
            }
            b = self.prev_block(blk);
        }
    }

    /// Collects `root` and every op nested in it, children before parents (MLIR's default
    /// post-order walk), so callers may mutate while iterating over the returned list.
    pub fn collect_post_order(&self, root: Op) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk_post(root, |o| out.push(o));
        out
    }

    /// Calls `f` on `root` and every op nested in it, children before parents, in layout
    /// order (MLIR's default post-order walk), without collecting them.
    pub fn walk_post(&self, root: Op, f: impl FnMut(Op)) {
        self.post_order(root, false, f)
    }

    /// Calls `f` on `root` and every op nested in it, children before parents, the blocks
    /// of each region and the ops of each block in reverse: the order in which LLVM 22's
    /// rewriter erases an op tree.
    pub fn walk_post_reverse(&self, root: Op, f: impl FnMut(Op)) {
        self.post_order(root, true, f)
    }

    fn post_order(&self, root: Op, reverse: bool, mut f: impl FnMut(Op)) {
        // (op, whether its nested ops were visited): an op is visited after its nested ops.
        let mut stack: Vec<(Op, bool)> = Vec::with_capacity(64);
        stack.push((root, false));
        while let Some((op, expanded)) = stack.pop() {
            if expanded || self.regions(op).is_empty() {
                f(op);
                continue;
            }
            stack.push((op, true));
            let start = stack.len();
            for &r in self.regions(op) {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b).map(|o| (o, false)));
                }
            }
            // Pushed in layout order, so popped from the last region's last block's last op.
            if !reverse {
                stack[start..].reverse();
            }
        }
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
