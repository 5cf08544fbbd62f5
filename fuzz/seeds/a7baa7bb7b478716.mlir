// A chain that stays within the limits is fine.
// OK: func.func private @ok(tuple<tuple<tuple<i32>>>)
!u0 = i32
!u1 = tuple<!u0>
!u2 = tuple<!u1>
!u3 = tuple<!u2>
func.func private @ok(!u3)
