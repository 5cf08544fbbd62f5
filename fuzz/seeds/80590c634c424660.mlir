// AFTER-NEXT: func @b() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER-EMPTY:
