//! The generations of MLIR that async-opt reads and writes. Spelling differs between them
//! (the text format's business), and so does the wording of some verifier errors and the
//! order in which ODS checks run, which is why the IR core names them.

/// A generation of MLIR.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Generation {
    /// Before LLVM 14: standard-dialect arithmetic (`addf`, `constant`), as the seed test writes.
    Seed,
    /// LLVM 14: `func @f`, `arith.*`, `br`/`cond_br`/`assert`, `call`/`return`.
    V14,
    /// LLVM 17 and later (22): `func.func`, `cf.*`, properties in the generic form.
    V22,
}

impl Generation {
    /// Index of this generation in per-generation tables (keywords, generic names).
    pub fn slot(self) -> usize {
        match self {
            Generation::Seed => 0,
            Generation::V14 => 1,
            Generation::V22 => 2,
        }
    }
}
