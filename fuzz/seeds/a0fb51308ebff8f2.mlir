// A value without a type.
func.func @untyped_value() {
  // expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %c = "arith.constant"() {value = unit} : () -> i64
  return
}
