// Input from a file, from `-`, from stdin when no file is named; output to stdout or -o.
// An input file that does not exist is an error, not a crash.

// MISSING: does-not-exist

func.func @io(%a: i32) -> i32 {
  return %a : i32
}
