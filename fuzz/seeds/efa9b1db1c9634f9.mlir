// With named arguments the body has an entry block, which has no terminator.
// expected-error@+1 {{empty block: expect at least a terminator}}
func @f(%a: i64) {
}
