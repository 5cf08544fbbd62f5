module @named attributes {my.target = "cpu", my.version = 2 : i32} {
  func private @inner()
}
