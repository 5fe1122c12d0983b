//! Dice and state-hash costs, each beside a baseline measured in the same run: read the ratio
//! (dice roll ÷ raw generator word), never the absolute times, which vary with the machine.

use ysbilia_core::dice::{Dice, Die};
use ysbilia_core::hash::StateHash;

/// The allocator the `ysbilia` binary uses, so the figures match `ysbilia simulate`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    divan::main();
}

/// Baseline: the plainest recorded draw, a D6 with no modifier.
#[divan::bench]
fn baseline_d6_roll(bencher: divan::Bencher) {
    let mut dice = Dice::new(1);
    bencher.bench_local(|| dice.roll("bench", Die::D6));
}

/// A D10 roll with a modifier, as 1650's rolls are made and recorded.
#[divan::bench]
fn d10_roll_with_modifier(bencher: divan::Bencher) {
    let mut dice = Dice::new(1);
    bencher.bench_local(|| {
        dice.roll_modified(
            "bench",
            Die::D10,
            vec![ysbilia_core::dice::Modifier::new("cover", -1)],
        )
    });
}

/// Hashing a state of 1,000 numbers (a large card-game state), against hashing its raw bytes.
#[divan::bench(args = [true, false])]
fn state_hash(bencher: divan::Bencher, through_ron: bool) {
    let state: Vec<u32> = (0..1_000).collect();
    let bytes: Vec<u8> = state.iter().flat_map(|value| value.to_le_bytes()).collect();
    bencher.bench_local(|| {
        if through_ron {
            StateHash::of(divan::black_box(&state))
        } else {
            StateHash::of_bytes(divan::black_box(&bytes))
        }
    });
}
