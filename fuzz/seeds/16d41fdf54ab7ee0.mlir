// The seed test's generation (before LLVM 14): std ops without a dialect prefix (`constant`,
// `addf`, `mulf`, `addi`, `cmpi`, `select`). No installed tool reads this generation, so
// these checks were written by hand from the seed test: names and layout as in LLVM 14, op
// names as written, and `!async.value<f32>` spelled in full after runtime.store/load
// (the seed test expects that; mlir-opt-14 prints `<f32>`).


func @std_ops(%x: f32, %n: i32) -> f32 {
  %one = constant 1.0 : f32
  %two = constant 2 : i32
  %sum = addf %x, %one : f32
  %prod = mulf %sum, %x : f32
  %m = addi %n, %two : i32
  %lt = cmpi slt, %m, %n : i32
  %pick = select %lt, %sum, %prod : f32
  cond_br %lt, ^left, ^join(%pick : f32)
^left:
  br ^join(%prod : f32)
^join(%r: f32):
  return %r : f32
}

func @runtime(%x: f32) -> f32 {
  %seven = constant 7 : i32
  %v = async.runtime.create : !async.value<f32>
  async.runtime.store %x, %v : !async.value<f32>
  async.runtime.set_available %v : !async.value<f32>
  %l = async.runtime.load %v : !async.value<f32>
  %r = call @std_ops(%l, %seven) : (f32, i32) -> f32
  return %r : f32
}
