func.func @switch_yield_count(%sel: index, %v: i32) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %x = scf.index_switch %sel -> i32
  case 2 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %v : i32
  }
  return %x : i32
}
