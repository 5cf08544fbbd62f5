func @negative_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %a = memref.alloc() {alignment = -8} : memref<4xf32>
  return
}
