module {
  module @a {
  }
  module {
    func private @deep()
  }
}
