//! Whole Melee Event games played by the computer, as `ysbilia simulate --mode melee` plays
//! them: the figures printed first play and replay each game to check it, as simulate does.
//! 100,000 seeded two-player games must end without an error (`cargo test` runs this too).

use ysbilia_core::melee::Melee;
use ysbilia_core::simulate::simulate_games;

/// The allocator the `ysbilia` binary uses, so the figures match `ysbilia simulate`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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

/// One game played without the replay check, for comparison with `two_player_game`.
#[divan::bench]
fn two_player_game_unchecked(bencher: divan::Bencher) {
    use ysbilia_core::melee::MeleeSetup;
    use ysbilia_core::session::Session;
    use ysbilia_core::simulate::Chooser;
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        let mut session =
            Session::<Melee>::start_quiet(MeleeSetup::balanced(2, 0), seed).expect("valid");
        let mut chooser = Chooser::new(seed);
        while let Some(command) = session.game().computer_command(&mut chooser) {
            let _ = session.play(command);
        }
        session.state_hash()
    });
}
