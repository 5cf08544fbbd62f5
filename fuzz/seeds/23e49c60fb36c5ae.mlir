func private @ok_private(i64)
func nested @ok_nested(i64)
