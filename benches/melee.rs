//! Whole Melee Event games played by the computer, as `ysbilia simulate --mode melee` plays
//! them: the figures printed first play and replay each game to check it, as simulate does.
//! 100,000 seeded two-player games must end without an error (`cargo test` runs this too).

use ysbilia_core::melee::Melee;
use ysbilia_core::simulate::simulate_games;

fn main() {
    for (players, games) in [(2, 100_000), (4, 20_000)] {
        let summary = simulate_games::<Melee>(games, 1650, Some(players));
        println!("melee, {players} players: {}", summary.line());
        if summary.errors > 0 {
            eprintln!("{:?}", summary.problems);
            std::process::exit(1);
        }
    }
    divan::main();
}

#[divan::bench]
fn two_player_game(bencher: divan::Bencher) {
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        simulate_games::<Melee>(1, seed, Some(2))
    });
}
