//! Names the dialects compare against on hot paths, resolved once per context
//! ([`async_opt_ir::KnownName`]).

use async_opt_ir::{KnownName, KNOWN_SLOTS};

macro_rules! known_names {
    ($($v:ident = $s:literal),* $(,)?) => {
        /// An op, attribute or type name (or part of one) of the dialects.
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        pub enum Known {
            $(#[doc = concat!("`", $s, "`")] $v),*
        }

        impl KnownName for Known {
            #[inline]
            fn slot(self) -> usize {
                self as usize
            }
            fn as_str(self) -> &'static str {
                match self {
                    $(Known::$v => $s),*
                }
            }
        }

        const _: () = assert!([$(Known::$v),*].len() <= KNOWN_SLOTS);
    };
}

known_names! {
    Async = "async",
    Token = "token",
    Value = "value",
    Group = "group",
    CoroId = "coro.id",
    CoroHandle = "coro.handle",
    CoroState = "coro.state",
    OperandSegmentSizes = "operandSegmentSizes",
    Callee = "callee",
    FunctionType = "function_type",
    SymName = "sym_name",
    SymVisibility = "sym_visibility",
    ArgAttrs = "arg_attrs",
    ResAttrs = "res_attrs",
    Count = "count",
    Msg = "msg",
    CfBr = "cf.br",
    CfCondBr = "cf.cond_br",
    FuncFunc = "func.func",
    FuncCall = "func.call",
    FuncReturn = "func.return",
    AsyncFunc = "async.func",
    AsyncYield = "async.yield",
    AsyncReturn = "async.return",
    AsyncExecute = "async.execute",
    AsyncAwait = "async.await",
    AsyncAwaitAll = "async.await_all",
    AsyncCreateGroup = "async.create_group",
    AsyncAddToGroup = "async.add_to_group",
    AsyncCall = "async.call",
    CfAssert = "cf.assert",
    ArithCmpf = "arith.cmpf",
    Scf = "scf",
    ScfIf = "scf.if",
    ScfFor = "scf.for",
    ScfWhile = "scf.while",
    ScfExecuteRegion = "scf.execute_region",
    ScfYield = "scf.yield",
    ScfCondition = "scf.condition",
    Passthrough = "passthrough",
    ArithXori = "arith.xori",
}
