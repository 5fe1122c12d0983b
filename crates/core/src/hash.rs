//! A stable state hash: the same state gives the same number on every machine and release.

use serde::{Deserialize, Serialize};
use std::fmt;

/// FNV-1a 64 over a canonical serialisation of the state (bincode 1: fixed-width little-endian
/// numbers, the same bytes on every machine). Game states keep their maps in `BTreeMap`s so the
/// serialisation (and so the hash) never depends on insertion order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StateHash(pub u64);

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

impl StateHash {
    /// Hashes anything serialisable. A value that cannot be serialised hashes its error text,
    /// which still differs from every real state.
    pub fn of<T: Serialize + ?Sized>(value: &T) -> Self {
        match bincode::serialize(value) {
            Ok(bytes) => Self::of_bytes(&bytes),
            Err(error) => Self::of_bytes(format!("unserialisable: {error}").as_bytes()),
        }
    }

    pub fn of_bytes(bytes: &[u8]) -> Self {
        let mut hash = FNV_OFFSET;
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(FNV_PRIME);
        }
        Self(hash)
    }

    /// Folds another hash into this one (order matters).
    pub fn combine(self, other: StateHash) -> Self {
        let mut bytes = [0u8; 16];
        bytes[..8].copy_from_slice(&self.0.to_le_bytes());
        bytes[8..].copy_from_slice(&other.0.to_le_bytes());
        Self::of_bytes(&bytes)
    }
}

impl fmt::Display for StateHash {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{:016x}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_the_published_test_vectors() {
        assert_eq!(StateHash::of_bytes(b"").0, 0xcbf2_9ce4_8422_2325);
        assert_eq!(StateHash::of_bytes(b"a").0, 0xaf63_dc4c_8601_ec8c);
        assert_eq!(StateHash::of_bytes(b"foobar").0, 0x8594_4171_f739_67e8);
    }

    #[test]
    fn different_states_hash_differently() {
        assert_ne!(StateHash::of(&(1, 2)), StateHash::of(&(2, 1)));
        assert_eq!(StateHash::of(&vec![3, 4]), StateHash::of(&vec![3, 4]));
    }
}
