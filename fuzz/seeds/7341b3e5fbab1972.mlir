func.func @every_format() -> (f16, f16, f16, f16, bf16, bf16, f16, i1, i1, i1, i1) {
  %x = arith.constant -2.5 : f16
  %y = arith.constant 3.5 : bf16
  %inf = arith.constant 0x7C00 : f16
  %tiny = arith.constant 1.0e-6 : f16
  %a = math.absf %x : f16
  %b = math.ceil %x : f16
  %c = math.floor %x : f16
  %d = math.roundeven %x : f16
  %e = math.roundeven %y : bf16
  %f = math.copysign %y, %y : bf16
  // The C library's functions do not fold in f16.
  %g = math.exp %x : f16
  %h = math.isinf %inf : f16
  %i = math.isfinite %inf : f16
  %j = math.isnormal %tiny : f16
  %k = math.isnan %x : f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k : f16, f16, f16, f16, bf16, bf16, f16, i1, i1, i1, i1
}
