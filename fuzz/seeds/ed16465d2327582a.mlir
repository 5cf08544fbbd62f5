// Modules: the implicit wrapper, a named module with attributes, nested modules, an empty file.


func private @only()
