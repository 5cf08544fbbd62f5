func.func @index_switch(%sel: index, %a: i32) -> i32 {
  %x = scf.index_switch %sel -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -1 {
    %c = arith.constant 9 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.index_switch %sel
  default {
  }
  return %x : i32
}
