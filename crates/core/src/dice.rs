//! The game's seeded, portable dice: every random draw of a game comes from here and is recorded.

use crate::msg;
use crate::words::{Message, render};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A die the rulebooks use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Die {
    /// 1650's "1D5" (The Weather Gets Worse).
    D5,
    D6,
    D10,
    D12,
}

impl Die {
    pub const fn sides(self) -> u32 {
        match self {
            Die::D5 => 5,
            Die::D6 => 6,
            Die::D10 => 10,
            Die::D12 => 12,
        }
    }
}

impl fmt::Display for Die {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "D{}", self.sides())
    }
}

/// A bonus or penalty applied to a roll's result (never to the attribute it is compared with).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modifier {
    pub reason: Message,
    pub amount: i32,
}

impl Modifier {
    /// The modifiers' sum, as a roll adds them.
    pub fn total(modifiers: &[Modifier]) -> i32 {
        modifiers.iter().map(|modifier| modifier.amount).sum()
    }

    pub fn new(reason: impl Into<Message>, amount: i32) -> Self {
        Self {
            reason: reason.into(),
            amount,
        }
    }
}

/// One random draw, kept so the log can show exactly what was rolled and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Draw {
    Roll(Roll),
    /// A deck or pile put in random order.
    Shuffle {
        purpose: Message,
        cards: usize,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// Why the die was rolled; usually a message without arguments, so no allocation per roll.
    pub purpose: Message,
    pub die: Die,
    /// The natural result on the die, 1..=sides.
    pub result: u32,
    pub modifiers: Vec<Modifier>,
}

impl Roll {
    /// The result plus every modifier.
    pub fn total(&self) -> i64 {
        i64::from(self.result)
            + self
                .modifiers
                .iter()
                .map(|modifier| i64::from(modifier.amount))
                .sum::<i64>()
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let modifiers: String = self
            .modifiers
            .iter()
            .map(|modifier| {
                render(&msg!(
                    "dice-modifier",
                    amount = format!("{:+}", modifier.amount),
                    reason = modifier.reason.clone()
                ))
            })
            .collect();
        let roll = if self.modifiers.is_empty() {
            msg!(
                "dice-roll",
                purpose = self.purpose.clone(),
                sides = self.die.sides(),
                result = self.result
            )
        } else {
            msg!(
                "dice-roll-modified",
                purpose = self.purpose.clone(),
                sides = self.die.sides(),
                result = self.result,
                modifiers = modifiers,
                total = self.total()
            )
        };
        formatter.write_str(&render(&roll))
    }
}

/// The seeded generator of one game. `ChaCha8` is specified bit for bit, and the seed is expanded
/// and numbers are drawn by our own code below, so a seed gives the same dice on every machine and
/// with every release of the rand crates.
#[derive(Clone, Debug)]
pub struct Dice {
    rng: ChaCha8Rng,
    draws: Vec<Draw>,
    /// How many draws were made, kept even when they are not recorded.
    draw_count: usize,
    /// False in headless simulation: draws are counted, not kept.
    recording: bool,
    /// Die results given in advance (the rulings interface), used before the generator's.
    scripted: std::collections::VecDeque<u32>,
}

impl Dice {
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::from_seed(expand_seed(seed)),
            draws: Vec::new(),
            draw_count: 0,
            recording: true,
            scripted: std::collections::VecDeque::new(),
        }
    }

    /// Dice that give `results` first, in order (a result too high for the die rolled is
    /// skipped), then carry on from `seed`.
    pub fn scripted(seed: u64, results: Vec<u32>) -> Self {
        Self {
            scripted: results.into(),
            ..Self::new(seed)
        }
    }

    /// Gives `results` first from now on, in order, as `scripted` does.
    pub fn script(&mut self, results: Vec<u32>) {
        self.scripted.extend(results);
    }

    /// Scripted results not yet used.
    pub fn scripted_left(&self) -> usize {
        self.scripted.len()
    }

    fn next_face(&mut self, die: Die) -> u32 {
        while let Some(result) = self.scripted.pop_front() {
            if (1..=die.sides()).contains(&result) {
                return result;
            }
        }
        self.below(die.sides()) + 1
    }

    /// Dice that count their draws without keeping them (the same numbers come up).
    pub fn unrecorded(seed: u64) -> Self {
        Self {
            recording: false,
            ..Self::new(seed)
        }
    }

    fn record(&mut self, draw: impl FnOnce() -> Draw) {
        self.draw_count += 1;
        if self.recording {
            self.draws.push(draw());
        }
    }

    /// How many draws have been made (recorded or not).
    pub fn draw_count(&self) -> usize {
        self.draw_count
    }

    /// Rolls one die for `purpose` and records it.
    pub fn roll(&mut self, purpose: impl Into<Message>, die: Die) -> u32 {
        if !self.recording {
            // Unrecorded dice only count: no record to build.
            self.draw_count += 1;
            return self.next_face(die);
        }
        self.roll_modified(purpose, die, Vec::new()).result
    }

    /// One of `count` things (places the rules leave open), drawn with two D10 read as a D100,
    /// tens then units, each recorded; `None` when there are none.
    pub fn d100_index(&mut self, purpose: impl Into<Message>, count: usize) -> Option<usize> {
        if count == 0 {
            return None;
        }
        let purpose = purpose.into();
        let tens = self.roll(msg!("dice-d100-tens", purpose = purpose.clone()), Die::D10);
        let units = self.roll(msg!("dice-d100-units", purpose = purpose), Die::D10);
        let hundredth = (tens.saturating_sub(1) * 10 + units.saturating_sub(1)) as usize;
        Some((hundredth * count / 100).min(count - 1))
    }

    /// Rolls one die, applies `modifiers` to the result and records all of it.
    pub fn roll_modified(
        &mut self,
        purpose: impl Into<Message>,
        die: Die,
        modifiers: Vec<Modifier>,
    ) -> Roll {
        let roll = Roll {
            purpose: purpose.into(),
            die,
            result: self.next_face(die),
            modifiers,
        };
        self.record(|| Draw::Roll(roll.clone()));
        roll
    }

    /// Puts `items` in a random order (Fisher–Yates) and records the shuffle.
    pub fn shuffle<T>(&mut self, purpose: impl Into<Message>, items: &mut [T]) {
        for index in (1..items.len()).rev() {
            let bound = u32::try_from(index + 1).unwrap_or(u32::MAX);
            let other = self.below(bound) as usize;
            items.swap(index, other);
        }
        let cards = items.len();
        self.record(|| Draw::Shuffle {
            purpose: purpose.into(),
            cards,
        });
    }

    /// The generator's state and the number of draws, to go back to if a command is refused.
    pub fn checkpoint(&self) -> DiceCheckpoint {
        DiceCheckpoint {
            rng: self.rng.clone(),
            draws: self.draws.len(),
            draw_count: self.draw_count,
            scripted: self.scripted.clone(),
        }
    }

    /// Forgets every draw made since `checkpoint`, as if they never happened.
    pub fn restore(&mut self, checkpoint: DiceCheckpoint) {
        self.rng = checkpoint.rng;
        self.draws.truncate(checkpoint.draws);
        self.draw_count = checkpoint.draw_count;
        self.scripted = checkpoint.scripted;
    }

    /// Every draw since the game began, in order (none when unrecorded).
    pub fn draws(&self) -> &[Draw] {
        &self.draws
    }

    /// A uniform number in `0..bound` by rejection sampling, so no face is favoured.
    /// Lemire's multiply-and-shift: the high half of a 64-bit product, rejecting the few low
    /// halves that would favour some faces; a division only on the rare near-miss.
    pub(crate) fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "a die has at least one face");
        let mut product = u64::from(self.rng.next_u32()) * u64::from(bound);
        if (product as u32) < bound {
            let threshold = bound.wrapping_neg() % bound;
            while (product as u32) < threshold {
                product = u64::from(self.rng.next_u32()) * u64::from(bound);
            }
        }
        (product >> 32) as u32
    }
}

/// Where the dice stood before a command (see `Dice::checkpoint`).
#[derive(Clone, Debug)]
pub struct DiceCheckpoint {
    rng: ChaCha8Rng,
    draws: usize,
    draw_count: usize,
    scripted: std::collections::VecDeque<u32>,
}

/// `SplitMix64` turns a 64-bit seed into the 32-byte key of `ChaCha`.
fn expand_seed(seed: u64) -> [u8; 32] {
    let mut state = seed;
    let mut key = [0u8; 32];
    for chunk in key.chunks_exact_mut(8) {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut mixed = state;
        mixed = (mixed ^ (mixed >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        mixed = (mixed ^ (mixed >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        mixed ^= mixed >> 31;
        chunk.copy_from_slice(&mixed.to_le_bytes());
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_same_seed_rolls_the_same_dice_on_every_machine() {
        // Golden values: if these change, every saved game would replay differently.
        let mut dice = Dice::new(1650);
        let rolls: Vec<u32> = (0..12).map(|_| dice.roll("golden", Die::D10)).collect();
        assert_eq!(rolls, GOLDEN_D10_SEED_1650);
    }

    const GOLDEN_D10_SEED_1650: [u32; 12] = [1, 2, 6, 9, 2, 8, 5, 2, 5, 1, 3, 7];

    #[test]
    fn every_roll_is_recorded_with_its_purpose_and_modifiers() {
        let mut dice = Dice::new(7);
        let roll = dice.roll_modified("Discharge", Die::D10, vec![Modifier::new("cover", -1)]);
        assert_eq!(roll.total(), i64::from(roll.result) - 1);
        assert_eq!(dice.draws(), &[Draw::Roll(roll)]);
    }

    proptest! {
        #[test]
        fn rolls_stay_on_the_die(seed in any::<u64>(), die in prop_oneof![Just(Die::D5), Just(Die::D6), Just(Die::D10), Just(Die::D12)]) {
            let mut dice = Dice::new(seed);
            for _ in 0..50 {
                let result = dice.roll("range", die);
                prop_assert!((1..=die.sides()).contains(&result));
            }
        }

        #[test]
        fn a_shuffle_keeps_every_card(seed in any::<u64>(), cards in 0usize..60) {
            let mut dice = Dice::new(seed);
            let mut deck: Vec<usize> = (0..cards).collect();
            dice.shuffle("deck", &mut deck);
            deck.sort_unstable();
            prop_assert_eq!(deck, (0..cards).collect::<Vec<_>>());
        }
    }

    #[test]
    fn every_face_comes_up_about_equally_often() {
        let mut dice = Dice::new(42);
        let mut counts = [0u32; 12];
        for _ in 0..12_000 {
            counts[(dice.roll("spread", Die::D12) - 1) as usize] += 1;
        }
        // 1000 expected per face; 850..1150 is over four standard deviations wide.
        assert!(
            counts.iter().all(|&count| (850..1150).contains(&count)),
            "{counts:?}"
        );
    }
}
