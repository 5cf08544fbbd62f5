//! Test generation for async-opt (a dev-only crate).
//!
//! - [`program`]: random valid async programs in LLVM 14 syntax (nested `async.execute`
//!   with dependencies and value operands, awaits of tokens, values and groups, scf
//!   around them, calls, bounded recursion), each with the output it must print,
//!   computed by interpreting the generator's own program tree.
//! - [`mutate`]: deterministic mutations of valid inputs (truncations, deleted and
//!   duplicated tokens, wrong types, dangling references) for accept/reject agreement
//!   with mlir-opt-14.
//!
//! Everything is a pure function of a seed ([`rng::Rng`]).

pub mod agree;
pub mod mutate;
pub mod program;
pub mod rng;
