// AFTER-NEXT: module {
// AFTER-NOT:  IR Dump

// Only @a changes (@b counts nothing, the outlined function returns its token).
// CHANGE-NOT:  IR Dump
