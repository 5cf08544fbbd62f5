// --split-input-file: each chunk is parsed and printed on its own, chunks are separated by
// the separator line in the output, value names restart in every chunk, an error in one chunk is
// reported with its line in the whole file and does not stop the others, and the exit
// status is 1 when any chunk failed. Unlike mlir-opt, which still prints the chunks that
// succeeded, a run with a failed chunk writes nothing (no stdout, no -o file): every chunk
// must succeed for any output to appear.
// NOTHING-NOT: {{.}}
// Without the flag the separators are comments and the file is one module.



func.func @first(%x: i32) -> i32 {
  return %x : i32
}
