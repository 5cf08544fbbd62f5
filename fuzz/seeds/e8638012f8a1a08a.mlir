func.func @second() -> i32 {
  // ERR: split-input-file.mlir:[[@LINE+2]]:10: error: use of undeclared SSA value name
  // WHOLE: split-input-file.mlir:[[@LINE+1]]:10: error: use of undeclared SSA value name
  return %undefined : i32
  // ERR-NOT: error
}
