// vector.print: values, and (LLVM 22) punctuation and strings, in LLVM-22 syntax.


func.func @vectors(%x: f32, %v: vector<4xf32>, %i: index, %m: vector<2x[4]xi1>) {
  vector.print %x : f32
  vector.print %v : vector<4xf32>
  vector.print %i : index punctuation <comma>
  vector.print %m : vector<2x[4]xi1>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print str "sum: "
  vector.print str "tab\tand \"quotes\"\n"
  vector.print %x : f32 {note = "kept"}
  vector.print
  return
}
