// AFTER-NEXT: func.func @b() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER-EMPTY:
