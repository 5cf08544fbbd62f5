//! The completion word shared by tokens, values and groups.
//!
//! One `usize` holds either a terminal state or the head of an intrusive stack of
//! waiters, so registering a waiter and completing the object race on a single CAS:
//!
//! ```text
//!   0 (UNAVAILABLE, no waiters) --push--> ptr -> Waiter -> Waiter -> null
//!          |                                 |
//!          +---------- complete -------------+--> AVAILABLE (1) | ERROR (2)
//! ```
//!
//! Whoever wins decides who handles the waiter: a push that finds the word terminal
//! hands the waiter back to its caller; a completion takes the whole stack with it.
//! Either way every waiter is handled exactly once (checked with loom below).

use crate::sync::{AtomicUsize, Ordering};
use std::ptr;

/// State of a token, value or group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// Not yet ready; awaiting it suspends or blocks.
    Unavailable,
    /// Ready; for values the storage holds the payload. Final.
    Available,
    /// Ready with an error. Final.
    Error,
}

const UNAVAILABLE: usize = 0;
const AVAILABLE: usize = 1;
const ERROR: usize = 2;
/// Waiter nodes are at least 8-byte aligned, so a word with low bits set is terminal.
const TERMINAL_BITS: usize = 0b11;

/// A node of the intrusive waiter stack, carrying a payload of type `W`.
pub(crate) struct Waiter<W> {
    next: *mut Waiter<W>,
    pub(crate) payload: W,
}

impl<W> Waiter<W> {
    pub(crate) fn new(payload: W) -> Box<Self> {
        Box::new(Waiter { next: ptr::null_mut(), payload })
    }
}

/// The completion word of one async object.
pub(crate) struct Completion {
    word: AtomicUsize,
}

impl Completion {
    /// A completion in the given state with no waiters.
    pub(crate) fn new(state: State) -> Self {
        let word = match state {
            State::Unavailable => UNAVAILABLE,
            State::Available => AVAILABLE,
            State::Error => ERROR,
        };
        Completion { word: AtomicUsize::new(word) }
    }

    /// Current state; `Acquire` so that a reader seeing a final state also sees the
    /// value payload written before completion.
    pub(crate) fn state(&self) -> State {
        match self.word.load(Ordering::Acquire) {
            AVAILABLE => State::Available,
            ERROR => State::Error,
            _ => State::Unavailable,
        }
    }

    pub(crate) fn is_ready(&self) -> bool {
        self.state() != State::Unavailable
    }

    /// Registers `waiter` to be handed to whoever completes this object.
    ///
    /// Returns the waiter back if the object is already final: the caller must then
    /// act on it itself. The payload type must match the one used by `complete`.
    pub(crate) fn push<W>(&self, waiter: Box<Waiter<W>>) -> Result<(), Box<Waiter<W>>> {
        let node = Box::into_raw(waiter);
        let mut current = self.word.load(Ordering::Acquire);
        loop {
            if current & TERMINAL_BITS != 0 {
                // SAFETY: `node` came from `Box::into_raw` above and was never published.
                return Err(unsafe { Box::from_raw(node) });
            }
            // SAFETY: `node` is still exclusively ours until the CAS below publishes it.
            unsafe { (*node).next = current as *mut Waiter<W> };
            match self.word.compare_exchange_weak(current, node as usize, Ordering::AcqRel, Ordering::Acquire) {
                Ok(_) => return Ok(()),
                Err(actual) => current = actual,
            }
        }
    }

    /// Moves the object to a final state and returns the waiters registered so far,
    /// or `None` if the object was already final (a double completion, ignored).
    pub(crate) fn complete<W>(&self, state: State) -> Option<WaiterList<W>> {
        debug_assert!(state != State::Unavailable, "completion must set a final state");
        let terminal = if state == State::Error { ERROR } else { AVAILABLE };
        let mut current = self.word.load(Ordering::Acquire);
        loop {
            if current & TERMINAL_BITS != 0 {
                return None;
            }
            match self.word.compare_exchange_weak(current, terminal, Ordering::AcqRel, Ordering::Acquire) {
                Ok(_) => return Some(WaiterList { head: current as *mut Waiter<W> }),
                Err(actual) => current = actual,
            }
        }
    }

    /// Takes the waiters of an object that is being freed while still unavailable.
    pub(crate) fn take_abandoned<W>(&self) -> WaiterList<W> {
        let word = self.word.swap(UNAVAILABLE, Ordering::AcqRel);
        let head = if word & TERMINAL_BITS != 0 { ptr::null_mut() } else { word as *mut Waiter<W> };
        WaiterList { head }
    }
}

/// Waiters taken off a completion word; each is yielded (and owned) exactly once.
pub(crate) struct WaiterList<W> {
    head: *mut Waiter<W>,
}

impl<W> Iterator for WaiterList<W> {
    type Item = Box<Waiter<W>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.head.is_null() {
            return None;
        }
        // SAFETY: every node in the list was leaked by `push` and is owned by this list
        // alone since the swap/CAS that detached it from the completion word.
        let node = unsafe { Box::from_raw(self.head) };
        self.head = node.next;
        Some(node)
    }
}

impl<W> Drop for WaiterList<W> {
    fn drop(&mut self) {
        for _ in self.by_ref() {}
    }
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;

    #[test]
    fn push_then_complete_hands_waiters_to_completer() {
        let c = Completion::new(State::Unavailable);
        assert!(c.push(Waiter::new(1)).is_ok());
        assert!(c.push(Waiter::new(2)).is_ok());
        let got: Vec<i32> = c.complete(State::Available).unwrap().map(|w| w.payload).collect();
        assert_eq!(got, vec![2, 1]);
        assert_eq!(c.state(), State::Available);
    }

    #[test]
    fn push_after_complete_returns_waiter() {
        let c = Completion::new(State::Unavailable);
        assert!(c.complete::<i32>(State::Error).is_some());
        assert_eq!(c.state(), State::Error);
        assert_eq!(c.push(Waiter::new(7)).unwrap_err().payload, 7);
        assert!(c.complete::<i32>(State::Available).is_none(), "second completion must be ignored");
        assert_eq!(c.state(), State::Error);
    }

    #[test]
    fn abandoned_waiters_are_returned() {
        let c = Completion::new(State::Unavailable);
        assert!(c.push(Waiter::new(String::from("x"))).is_ok());
        let got: Vec<String> = c.take_abandoned().map(|w| w.payload).collect();
        assert_eq!(got, vec!["x".to_string()]);
    }
}

#[cfg(all(test, loom))]
mod loom_tests {
    use super::*;
    use loom::sync::Arc;
    use loom::thread;

    /// A waiter registered concurrently with completion is handled exactly once,
    /// either by the completer or by the registering thread.
    #[test]
    fn waiter_races_completion() {
        loom::model(|| {
            let c = Arc::new(Completion::new(State::Unavailable));
            let c2 = c.clone();
            let registrar = thread::spawn(move || match c2.push(Waiter::new(1u32)) {
                Ok(()) => 0u32,
                Err(w) => w.payload,
            });
            let by_completer: u32 = c.complete::<u32>(State::Available).unwrap().map(|w| w.payload).sum();
            let by_registrar = registrar.join().unwrap();
            assert_eq!(by_completer + by_registrar, 1);
            assert_eq!(c.state(), State::Available);
        });
    }

    /// Two registrations racing an error completion: both handled exactly once and the
    /// final state is the error.
    #[test]
    fn two_waiters_race_error() {
        loom::model(|| {
            let c = Arc::new(Completion::new(State::Unavailable));
            let handles: Vec<_> = (0..2u32)
                .map(|i| {
                    let c = c.clone();
                    thread::spawn(move || match c.push(Waiter::new(1u32 << i)) {
                        Ok(()) => 0,
                        Err(w) => w.payload,
                    })
                })
                .collect();
            let mut seen: u32 = c.complete::<u32>(State::Error).unwrap().map(|w| w.payload).sum();
            for h in handles {
                seen += h.join().unwrap();
            }
            assert_eq!(seen, 0b11);
            assert_eq!(c.state(), State::Error);
        });
    }

    /// Two completions racing: exactly one wins, the state is the winner's.
    #[test]
    fn double_completion_has_one_winner() {
        loom::model(|| {
            let c = Arc::new(Completion::new(State::Unavailable));
            let c2 = c.clone();
            let t = thread::spawn(move || c2.complete::<u32>(State::Error).is_some());
            let mine = c.complete::<u32>(State::Available).is_some();
            let theirs = t.join().unwrap();
            assert!(mine ^ theirs);
            let expected = if mine { State::Available } else { State::Error };
            assert_eq!(c.state(), expected);
        });
    }
}
