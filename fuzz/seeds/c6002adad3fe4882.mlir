// `type` is no longer the function type: it is kept.
// TYPE: "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
// TYPE: }) {type = (i64) -> ()} : () -> ()
func.func @k() attributes {type = (i64) -> ()} {
  return
}
