// Inherent attributes in the dictionary, as before properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%a: i32):
    "func.return"() : () -> ()
  }) {function_type = (i32) -> (), sym_name = "m", type = f32} : () -> ()
}) : () -> ()
