// The seed test's generation (std ops without prefix) converts to both later generations.

// C14: module {
// C14-NEXT:   func @seed_style(%arg0: f32, %arg1: !async.value<f32>) -> f32 {
// C14-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// C14-NEXT:     %0 = arith.addf %arg0, %cst : f32
// C14-NEXT:     %1 = arith.mulf %0, %0 : f32
// C14-NEXT:     %2 = arith.cmpf olt, %0, %1 : f32
// C14-NEXT:     %3 = select %2, %0, %1 : f32
// C14-NEXT:     async.runtime.store %3, %arg1 : <f32>
// C14-NEXT:     cond_br %2, ^bb1, ^bb2
// C14-NEXT:   ^bb1:  // pred: ^bb0
// C14-NEXT:     br ^bb2
// C14-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// C14-NEXT:     return %3 : f32
// C14-NEXT:   }
// C14-NEXT: }

// C22: module {
// C22-NEXT:   func.func @seed_style(%arg0: f32, %arg1: !async.value<f32>) -> f32 {
// C22-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// C22-NEXT:     %0 = arith.addf %arg0, %cst : f32
// C22-NEXT:     %1 = arith.mulf %0, %0 : f32
// C22-NEXT:     %2 = arith.cmpf olt, %0, %1 : f32
// C22-NEXT:     %3 = arith.select %2, %0, %1 : f32
// C22-NEXT:     async.runtime.store %3, %arg1 : <f32>
// C22-NEXT:     cf.cond_br %2, ^bb1, ^bb2
// C22-NEXT:   ^bb1:  // pred: ^bb0
// C22-NEXT:     cf.br ^bb2
// C22-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// C22-NEXT:     return %3 : f32
// C22-NEXT:   }
// C22-NEXT: }

func @seed_style(%x: f32, %v: !async.value<f32>) -> f32 {
  %one = constant 1.0 : f32
  %a = addf %x, %one : f32
  %b = mulf %a, %a : f32
  %lt = cmpf olt, %a, %b : f32
  %m = select %lt, %a, %b : f32
  async.runtime.store %m, %v : !async.value<f32>
  cond_br %lt, ^bb1, ^bb2
^bb1:
  br ^bb2
^bb2:
  return %m : f32
}
