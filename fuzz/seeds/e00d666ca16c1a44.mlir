// the math dialect's elementwise ops, in LLVM-14 syntax.


func @math(%x: f32, %y: f64, %v: vector<4xf32>, %i: i32, %t: tensor<2xf32>) {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %y : f64
  %2 = math.exp %v : vector<4xf32>
  %3 = math.exp2 %x : f32
  %4 = math.expm1 %x : f32
  %5 = math.log %x : f32
  %6 = math.log2 %x : f32
  %7 = math.log10 %x : f32
  %8 = math.log1p %x : f32
  %9 = math.abs %y : f64
  %11 = math.ceil %x : f32
  %12 = math.floor %x : f32
  %16 = math.sin %x : f32
  %17 = math.cos %x : f32
  %19 = math.tanh %t {tag} : tensor<2xf32>
  %20 = math.atan %x : f32
  %21 = math.atan2 %x, %x : f32
  %22 = math.powf %x, %x : f32
  %23 = math.copysign %x, %x : f32
  %24 = math.fma %x, %x, %x : f32
  %25 = math.erf %x : f32
  %27 = math.ctlz %i : i32
  %28 = math.cttz %i : i32
  %29 = math.ctpop %i : i32
  return
}
