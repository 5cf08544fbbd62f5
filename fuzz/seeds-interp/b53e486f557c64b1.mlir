func @spin() {
  br ^loop
^loop:
  br ^loop
}

func @recurse() {
  call @recurse() : () -> ()
  return
}

func @big() {
  %n = arith.constant 1000000000000 : index
  %m = memref.alloc(%n) : memref<?xi8>
  return
}

func @many() {
  %n = arith.constant 100 : index
  call @hold(%n) : (index) -> ()
  return
}

func @hold(%depth: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  %m = memref.alloc(%n) : memref<?xi64>
  %more = arith.cmpi sgt, %depth, %c0 : index
  scf.if %more {
    %d = arith.subi %depth, %c1 : index
    call @hold(%d) : (index) -> ()
  }
  memref.dealloc %m : memref<?xi64>
  return
}

func @tasks() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000000 : index
  %never = async.runtime.create : !async.token
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute [%never] {
      async.yield
    }
  }
  return
}
