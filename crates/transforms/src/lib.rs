//! Passes of async-opt. The main one is [`async_to_async_runtime()`], MLIR's
//! `async-to-async-runtime` with its `eliminate-blocking-await-ops` option;
//! [`async_func_to_async_runtime()`] lowers LLVM 17+'s `async.func` before it;
//! [`async_runtime_ref_counting()`] (with its `-opt` and policy-based variants) adds the
//! reference counting of tokens, values and groups after it; [`async_parallel_for()`]
//! turns `scf.parallel` loops into async compute tasks ahead of the lowering.

#![warn(missing_docs)]

pub mod async_func_to_async_runtime;
pub mod async_parallel_for;
pub mod async_runtime_ref_counting;
pub mod async_runtime_ref_counting_opt;
pub mod async_to_async_runtime;
pub mod block_merge;
pub mod canonicalize;
pub mod cse;
pub mod fold;
pub mod greedy;
pub mod inline;
pub mod scf_to_cf;
pub mod statistics;
pub mod symbol_dce;

pub use async_func_to_async_runtime::{async_func_to_async_runtime, async_func_to_async_runtime_with_statistics};
pub use async_parallel_for::{async_parallel_for, AsyncParallelForOptions};
pub use async_runtime_ref_counting::{
    async_runtime_policy_based_ref_counting, async_runtime_ref_counting, async_runtime_ref_counting_with,
    RefCountingOptions,
};
pub use async_runtime_ref_counting_opt::async_runtime_ref_counting_opt;
pub use async_to_async_runtime::async_to_async_runtime_shard;
pub use async_to_async_runtime::plan::{ModulePlan, ShardSummary};
pub use async_to_async_runtime::{
    async_to_async_runtime, async_to_async_runtime_with_statistics, AsyncToAsyncRuntimeOptions, CoroMachinery,
    CoroutineAbi,
};
pub use canonicalize::{canonicalize, CanonicalizeOptions};
pub use cse::cse;
pub use inline::{inline, InlineOptions};
pub use statistics::{StatisticDecl, Statistics};
pub use symbol_dce::symbol_dce;
