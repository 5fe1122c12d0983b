//! The simulation's shortcuts give what the full checks give: the cached `awaiting`, the pawns'
//! view in id order, the computer's path trials against `check_path_among`, the light's check
//! before an aim (`shooting::discharge::light_reaches`) against the aim itself, and the lit pawns
//! (settling skips putting out lights when none is lit by day) against a fresh settling, at
//! every step of whole simulated Brawls; and the engagements a conflict keeps from command to
//! command against a copy settled afresh, in every Commission.

use super::Awaiting;
use super::computer::library::ConflictLibrary;
use super::movement::maneuvers::{PathTrials, check_path_among};
use super::state::Conflict;
use super::world::components::{Gait, Phase};
use super::world::pawns::TablePawns;
use crate::session::Session;
use crate::simulate::{Chooser, Simulate};
use crate::table::movement::Waypoint;
use std::path::Path;

fn library() -> ConflictLibrary {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    match ConflictLibrary::load(root) {
        Ok(library) => library,
        Err(problem) => panic!("the ready-made bands and layouts load: {problem}"),
    }
}

/// Paths of one leg round `from`: eight directions, three lengths, some off the table, some
/// into scenery or other pawns.
fn tried_paths(from: parry3d::math::Vec2) -> Vec<[Waypoint; 1]> {
    let mut paths = Vec::new();
    for step in 0..8 {
        for length in [3.0, 9.5, 16.0] {
            let direction = crate::table::base::facing_vector(step as f32 * 45.0 + 10.0);
            let point = from + direction * length;
            paths.push([Waypoint {
                x: point.x,
                y: point.y,
                level: None,
            }]);
        }
    }
    paths
}

/// Which pawns are lit, by id.
fn lit(conflict: &Conflict) -> Vec<(u32, bool)> {
    conflict
        .pawns()
        .iter()
        .map(|pawn| {
            let lit = super::world::pawns::entity(&conflict.world, pawn.id)
                .and_then(|entity| conflict.world.get::<super::world::components::Lit>(entity))
                .is_some_and(|lit| lit.0);
            (pawn.id, lit)
        })
        .collect()
}

/// Whether a shot of `range` cm from `pawn` at `target` is within the light's reach as the aim
/// measures it (what the computer's shot asks of its aim).
fn aim_reaches(
    conflict: &Conflict,
    table: &TablePawns,
    pawn: u32,
    target: u32,
    range: u32,
) -> bool {
    super::shooting::discharge::aim_among(&conflict.world, table, pawn, target)
        .is_ok_and(|aimed| aimed.shot.light.reaches(aimed.shot.distance, range))
}

/// What one game compared: paths tried, steps with a pawn lit, aims the light passed over.
#[derive(Default)]
struct Compared {
    paths: usize,
    lit_steps: usize,
    passed_over: usize,
}

/// At each step: the cached `awaiting` is the world's; the view lists each pawn once in id
/// order; the lit pawns are those a copy settled afresh finds lit; whenever a pawn is active,
/// each tried path passes the trials exactly when `check_path_among` accepts it, walking and
/// charging, and every enemy the light's check passes over (at three Ranges) is out of the
/// light's reach by the aim too.
fn check_game(library: &ConflictLibrary, seed: u64) -> Compared {
    let mut chooser = Chooser::new(seed);
    let setup = Conflict::simulation_setup(library, &mut chooser, None);
    let mut session = match Session::<Conflict>::start_quiet(setup, seed) {
        Ok(session) => session,
        Err(error) => panic!("seed {seed}: the drawn setup starts: {error}"),
    };
    let mut compared = Compared::default();
    for _ in 0..Conflict::MAX_COMMANDS {
        let conflict = session.game();
        let now_lit = lit(conflict);
        assert_eq!(
            now_lit,
            lit(&conflict.clone()),
            "seed {seed}: the lit pawns"
        );
        compared.lit_steps += usize::from(now_lit.iter().any(|&(_, lit)| lit));
        assert_eq!(
            conflict.awaiting(),
            super::awaiting::awaiting(&conflict.world),
            "seed {seed}: the cached awaiting is the world's"
        );
        let ids: Vec<u32> = conflict.pawns().iter().map(|pawn| pawn.id).collect();
        assert!(
            ids.windows(2).all(|pair| pair[0] < pair[1]),
            "seed {seed}: the pawns' view is in id order, each once: {ids:?}"
        );
        if let (Awaiting::Phase(Phase::Turns), Some(active)) =
            (conflict.awaiting(), conflict.progress().active)
            && let Some(place) = super::world::pawns::footing(&conflict.world, active)
        {
            let table = TablePawns::for_pawn(&conflict.world, active);
            for gait in [Gait::Walk, Gait::Charge] {
                let trials = PathTrials::new(&conflict.world, &table, active, gait).ok();
                for path in tried_paths(place.base().centre) {
                    let full = check_path_among(&conflict.world, &table, active, gait, &path, None)
                        .is_ok();
                    let quick = trials
                        .as_ref()
                        .is_some_and(|trials| trials.passes(&path, None));
                    assert_eq!(quick, full, "seed {seed}: pawn {active} {gait:?} {path:?}");
                    compared.paths += 1;
                }
            }
            for &enemy in &table.enemies {
                for range in [10, 30, 60] {
                    if super::shooting::discharge::light_reaches(
                        &conflict.world,
                        &table,
                        active,
                        enemy,
                        range,
                    ) {
                        continue;
                    }
                    compared.passed_over += 1;
                    assert!(
                        !aim_reaches(conflict, &table, active, enemy, range),
                        "seed {seed}: pawn {active} at {enemy}, Range {range}: passed over in reach"
                    );
                }
            }
        }
        let Some(command) = conflict.choose(&mut chooser) else {
            return compared;
        };
        if let Err(rejection) = session.play(command) {
            panic!("seed {seed}: the computer's command is refused: {rejection}");
        }
    }
    panic!(
        "seed {seed}: the Brawl ends within {} commands",
        Conflict::MAX_COMMANDS
    );
}

#[test]
fn the_shortcuts_of_simulated_brawls_agree_with_the_full_checks() {
    let library = library();
    let games: Vec<Compared> = (0..4)
        .map(|seed| check_game(&library, 1654 + seed))
        .collect();
    let sum = |count: fn(&Compared) -> usize| games.iter().map(count).sum::<usize>();
    let (compared, lit_steps) = (sum(|game| game.paths), sum(|game| game.lit_steps));
    // Enough paths compared for the test to mean something (both answers occur), some steps by
    // night with a pawn lit, and enemies the dark put out of reach.
    assert!(compared > 1_000, "only {compared} paths compared");
    assert!(lit_steps > 0, "no pawn was ever lit");
    let passed_over = sum(|game| game.passed_over);
    assert!(passed_over > 0, "the light never passed an enemy over");
}

/// Who is engaged with whom, by pawn id.
fn engagements(conflict: &Conflict) -> Vec<(u32, Vec<u32>)> {
    conflict
        .pawns()
        .into_iter()
        .map(|pawn| (pawn.id, pawn.engaged))
        .collect()
}

/// Plays `games` simulated conflicts of `commission`; after every command a copy (rebuilt from
/// the snapshot and settled afresh) finds the same engagements and light and waits for the same
/// as the conflict, which keeps its engagements and light from command to command. Returns the
/// steps compared.
fn copies_agree(library: &mut ConflictLibrary, commission: super::Commission, games: u64) -> usize {
    library.commission = commission;
    let mut steps = 0;
    for seed in 0..games {
        let mut chooser = Chooser::new(7_100 + seed);
        let setup = Conflict::simulation_setup(library, &mut chooser, None);
        let mut session = match Session::<Conflict>::start_quiet(setup, seed) {
            Ok(session) => session,
            Err(error) => panic!("{commission:?} seed {seed}: the drawn setup starts: {error}"),
        };
        for _ in 0..Conflict::MAX_COMMANDS {
            let conflict = session.game();
            let copy = conflict.clone();
            assert_eq!(
                engagements(conflict),
                engagements(&copy),
                "{commission:?} seed {seed}: the engagements after {} commands",
                session.commands().len()
            );
            assert_eq!(
                conflict.awaiting(),
                copy.awaiting(),
                "{commission:?} seed {seed}"
            );
            // The light is gathered again only when what it comes from was written.
            assert!(
                conflict
                    .world
                    .resource::<super::world::components::Light>()
                    .0
                    == copy.world.resource::<super::world::components::Light>().0,
                "{commission:?} seed {seed}: the light after {} commands",
                session.commands().len()
            );
            steps += 1;
            let Some(command) = conflict.choose(&mut chooser) else {
                break;
            };
            if let Err(rejection) = session.play(command) {
                panic!(
                    "{commission:?} seed {seed}: the computer's command is refused: {rejection}"
                );
            }
        }
    }
    steps
}

/// A copy of a conflict is what Hard's search plays on: were the conflict's own engagements
/// behind where its pawns stand (pawns that came out from under Hidden Pawn Markers or fled in
/// a solo Commission, before the table settled), a command it accepts would be refused on the
/// copy, and Hard would find no command to give (§ Raid in the Compas, seed 1924 of the duel).
#[test]
fn a_copy_of_a_conflict_finds_the_same_engagements_and_light_in_every_commission() {
    let mut library = library();
    let mut steps = 0;
    for commission in super::Commission::ALL {
        steps += copies_agree(&mut library, commission, 2);
    }
    for commission in super::Commission::SOLO {
        steps += copies_agree(&mut library, commission, 12);
    }
    assert!(steps > 1_000, "only {steps} steps compared");
}
