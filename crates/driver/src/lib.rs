//! async-opt library facade
