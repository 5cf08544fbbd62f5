//! Typed 32-bit handles into the context's arenas.
//!
//! Every IR object lives in an arena owned by [`crate::Context`] and is named by a
//! `Copy` handle. Handles wrap `NonZeroU32` so `Option<Handle>` costs nothing.

/// Declares a handle type over `NonZeroU32` holding `index + 1`.
macro_rules! entity {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(std::num::NonZeroU32);

        impl $name {
            /// Handle for arena slot `index`.
            #[inline]
            pub fn from_index(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize, "arena overflow in {}", stringify!($name));
                // SAFETY-free: index + 1 is never zero for index < u32::MAX.
                $name(std::num::NonZeroU32::new(index as u32 + 1).expect("arena index overflow"))
            }
            /// The arena slot this handle names.
            #[inline]
            pub fn index(self) -> usize {
                self.0.get() as usize - 1
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}{}", stringify!($name), self.index())
            }
        }
    };
}

pub(crate) use entity;
