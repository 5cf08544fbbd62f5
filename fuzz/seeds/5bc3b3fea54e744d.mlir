// Errors go to stderr as `file:line:col: error: message`, the exit status is 1, nothing is
// printed on stdout, and the tool does not crash (`not` fails on a panic or a signal).


func @f() {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  %c = arith.addi %b, %missing : i32
  return
}
