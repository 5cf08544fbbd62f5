// FAILED-NEXT: "builtin.func"() ({
// FAILED:        "std.return"() : () -> ()
// FAILED-NEXT: }) {sym_name = "a", type = () -> ()} : () -> ()

func @a() {
  %t = async.execute { async.yield }
  async.await %t : !async.token
  return
}

func @b() {
  return
}
