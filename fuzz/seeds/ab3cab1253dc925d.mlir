func.func @switch_duplicate(%sel: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 2}}
  scf.index_switch %sel
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
  }
  return
}
