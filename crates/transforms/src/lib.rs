//! Passes of async-opt. The main one is [`async_to_async_runtime()`], MLIR's
//! `async-to-async-runtime` with its `eliminate-blocking-await-ops` option;
//! [`async_func_to_async_runtime()`] lowers LLVM 17+'s `async.func` before it.

#![warn(missing_docs)]

pub mod async_func_to_async_runtime;
pub mod async_to_async_runtime;
pub mod fold;
pub mod scf_to_cf;
pub mod statistics;

pub use async_func_to_async_runtime::{async_func_to_async_runtime, async_func_to_async_runtime_with_statistics};
pub use async_to_async_runtime::async_to_async_runtime_shard;
pub use async_to_async_runtime::plan::{ModulePlan, ShardSummary};
pub use async_to_async_runtime::{
    async_to_async_runtime, async_to_async_runtime_with_statistics, AsyncToAsyncRuntimeOptions, CoroMachinery,
    CoroutineAbi,
};
pub use statistics::{StatisticDecl, Statistics};
