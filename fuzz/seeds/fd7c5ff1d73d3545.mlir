// vector.print in LLVM-14 syntax (attributes before the colon).


func @vectors(%x: f32, %v: vector<4xf32>, %i: index, %m: vector<2x[4]xi1>) {
  vector.print %x : f32
  vector.print %v : vector<4xf32>
  vector.print %i : index
  vector.print %m : vector<2x[4]xi1>
  vector.print %x {note = "kept"} : f32
  return
}
