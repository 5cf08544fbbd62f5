// The reference checks on reference-counted IR: an object whose count never reaches
// zero is reported at exit, naming the op that created it (a hand-written lowered
// program: the first token is dropped, the second is not).
// RUN: not async-runner %s -e entry 2>&1 | FileCheck %s

func @entry() {
  %a = async.runtime.create : !async.token
  async.runtime.set_available %a : !async.token
  async.runtime.drop_ref %a {count = 1 : i64} : !async.token
  // CHECK: refcount-leak.mlir:[[@LINE+1]]:8: error: 1 token created here was never freed: its reference count never reached zero (leaked at exit)
  %b = async.runtime.create : !async.token
  async.runtime.set_available %b : !async.token
  return
}
