//! Counters a pass reports as it runs (MLIR's `Pass::Statistic`). Each pass declares its
//! counters (name and description) next to its code; the driver shows them under
//! `--mlir-pass-statistics`, summed over the chunks and shards a pass ran on.

/// A counter a pass declares: its name (`num-executes-outlined`) and what it counts.
pub type StatisticDecl = (&'static str, &'static str);

/// The values of one pass run's counters, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    counts: Vec<(&'static str, u64)>,
}

impl Statistics {
    /// Adds `n` to the counter `name`.
    pub fn add(&mut self, name: &'static str, n: u64) {
        match self.counts.iter_mut().find(|(k, _)| *k == name) {
            Some((_, v)) => *v += n,
            None => self.counts.push((name, n)),
        }
    }

    /// The value of `name` (0 when nothing was added).
    pub fn get(&self, name: &str) -> u64 {
        self.counts.iter().find(|(k, _)| *k == name).map_or(0, |(_, v)| *v)
    }

    /// Adds every counter of `other`.
    pub fn merge(&mut self, other: &Statistics) {
        for &(k, v) in &other.counts {
            self.add(k, v);
        }
    }

    /// The counters added, in the order they first were.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, u64)> + '_ {
        self.counts.iter().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_up_by_name() {
        let mut s = Statistics::default();
        s.add("a", 2);
        s.add("b", 1);
        s.add("a", 3);
        assert_eq!(s.get("a"), 5);
        assert_eq!(s.get("c"), 0);
        let mut t = Statistics::default();
        t.add("b", 4);
        t.merge(&s);
        assert_eq!(t.iter().collect::<Vec<_>>(), [("b", 5), ("a", 5)]);
    }
}
