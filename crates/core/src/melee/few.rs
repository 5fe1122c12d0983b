//! `Few<N>`: up to N small numbers kept inline, for a Strategy card pair and an exchange's dice,
//! so plans and rolls copy without allocating (the Melee Event plays tens of thousands of games
//! a second headless). It reads as a slice and saves as a plain list.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::ops::{Deref, DerefMut};

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Few<const N: usize> {
    values: [u32; N],
    len: u8,
}

/// Shown as the list it holds, "[4, 9, 1]".
impl<const N: usize> std::fmt::Debug for Few<N> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.debug_list().entries(self.iter()).finish()
    }
}

impl<const N: usize> Default for Few<N> {
    fn default() -> Self {
        Self {
            values: [0; N],
            len: 0,
        }
    }
}

/// Collects up to N values; any more are dropped.
impl<const N: usize> FromIterator<u32> for Few<N> {
    fn from_iter<I: IntoIterator<Item = u32>>(values: I) -> Self {
        let mut few = Self::default();
        for value in values.into_iter().take(N) {
            few.push(value);
        }
        few
    }
}

impl<const N: usize> Few<N> {
    /// Up to N values from `values`; `None` when there are more.
    pub fn from_slice(values: &[u32]) -> Option<Self> {
        let mut few = Self {
            values: [0; N],
            len: 0,
        };
        for &value in values {
            if !few.push(value) {
                return None;
            }
        }
        Some(few)
    }

    /// Adds a value; false (and nothing added) when full.
    pub fn push(&mut self, value: u32) -> bool {
        let len = usize::from(self.len);
        if len == N {
            return false;
        }
        self.values[len] = value;
        self.len += 1;
        true
    }

    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(u8::try_from(len).unwrap_or(u8::MAX));
    }
}

impl<const N: usize> Deref for Few<N> {
    type Target = [u32];

    fn deref(&self) -> &[u32] {
        &self.values[..usize::from(self.len)]
    }
}

impl<const N: usize> DerefMut for Few<N> {
    fn deref_mut(&mut self) -> &mut [u32] {
        &mut self.values[..usize::from(self.len)]
    }
}

impl<const N: usize> Serialize for Few<N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de, const N: usize> Deserialize<'de> for Few<N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let values = Vec::<u32>::deserialize(deserializer)?;
        Self::from_slice(&values)
            .ok_or_else(|| D::Error::custom(format!("at most {N} values, not {}", values.len())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_values_read_as_a_slice_and_save_as_a_list() {
        let mut few = Few::<3>::from_slice(&[4, 9]).expect("fits");
        assert!(few.push(1));
        assert!(!few.push(7), "full");
        assert_eq!(&*few, &[4, 9, 1]);
        few.truncate(1);
        assert_eq!(&*few, &[4]);
        assert_eq!(ron::to_string(&few).ok().as_deref(), Some("[4]"));
        assert_eq!(format!("{few:?}"), "[4]", "the log shows dice as a list");
        assert!(ron::from_str::<Few<2>>("[1, 2, 3]").is_err());
        assert_eq!(Few::<3>::from_slice(&[1, 2, 3, 4]), None);
    }
}
