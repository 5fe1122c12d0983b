//! The path planner on the shipped layouts: walks whose straight line is refused (out of a
//! building, round a wall) planned by the visibility graph (`table::path`), against the
//! straight-line move check it replaces for a player's click (the baseline) and against a grid
//! A* over the same place check (the alternative it was chosen over). Prints plans per second
//! and the ratios first, then divan's timings. Read the ratios: absolute times vary by machine.

use parry3d::math::Vec2;
use std::collections::{BinaryHeap, HashMap};
use std::time::Instant;
use ysbilia_core::dice::{Dice, Die};
use ysbilia_core::table::base::{Base, Placement};
use ysbilia_core::table::layout::Layout;
use ysbilia_core::table::movement::{
    Maneuver, MoveContext, MoveRequest, Waypoint, check_move, check_standing,
};
use ysbilia_core::table::path::{Goal, PathRequest, find_route, plan_path};
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::SightPawn;

/// The allocator the `ysbilia` binary uses, so the figures match `ysbilia simulate`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const LAYOUTS: [&str; 3] = ["church-sanctuary", "village-street", "rural-crossroads"];
/// Walks per layout whose straight line the move check refuses (the planner's work).
const WALKS: usize = 200;
/// Walks drawn at most, to find those.
const TRIES: usize = 20_000;
/// The grid A*'s cell (the move check samples paths every 0.5 cm).
const GRID_CM: f32 = 0.5;

fn main() {
    report();
    divan::main();
}

fn layout(name: &str) -> Layout {
    let file = format!(
        "{}/../scenarios/layouts/{name}.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    Layout::parse(&file, &text).unwrap_or_else(|error| panic!("{error}"))
}

fn pawn(point: Vec2) -> SightPawn {
    SightPawn {
        id: 0,
        base: Base::at(Placement {
            x: point.x,
            y: point.y,
            level: 0.0,
            facing_degrees: 0.0,
        }),
        in_clash: false,
    }
}

fn context(scenery: &Scenery) -> MoveContext<'_> {
    MoveContext {
        scenery,
        pawns: &[],
        enemies: &[],
        street_wise: false,
        ground_rough: false,
    }
}

/// A walk's start and end.
type Walk = (Vec2, Vec2);

/// A number in `low..high` from the seeded dice (D12 steps are enough for a benchmark).
fn between(dice: &mut Dice, low: f32, high: f32) -> f32 {
    let step = (dice.roll("bench", Die::D12) - 1) as f32 * 12.0
        + (dice.roll("bench", Die::D12) - 1) as f32;
    low + (high - low) * step / 143.0
}

/// Seeded walks of up to 10 cm between two places a base can stand, near scenery: all those
/// drawn, and those whose straight line is refused.
fn walks(scenery: &Scenery, seed: u64) -> (Vec<Walk>, Vec<Walk>) {
    let mut dice = Dice::new(seed);
    let table = context(scenery);
    let (mut all, mut blocked) = (Vec::new(), Vec::new());
    let pieces: Vec<Vec2> = scenery.pieces().map(|(_, piece)| piece.centre()).collect();
    for _ in 0..TRIES {
        if blocked.len() >= WALKS {
            break;
        }
        let pick = between(&mut dice, 0.0, pieces.len() as f32 - 0.01) as usize;
        let near = pieces.get(pick).copied().unwrap_or(Vec2::splat(50.0));
        let start = near
            + Vec2::new(
                between(&mut dice, -12.0, 12.0),
                between(&mut dice, -12.0, 12.0),
            );
        let angle = between(&mut dice, 0.0, 360.0).to_radians();
        let length = between(&mut dice, 1.0, 10.0);
        let end = start + Vec2::new(angle.cos(), angle.sin()) * length;
        let standing = |point: Vec2| check_standing(&table, &pawn(point), point, 0.0).is_ok();
        if standing(start) && standing(end) {
            all.push((start, end));
            if !straight(scenery, start, end) {
                blocked.push((start, end));
            }
        }
    }
    (all, blocked)
}

fn straight(scenery: &Scenery, from: Vec2, to: Vec2) -> bool {
    check_move(
        &context(scenery),
        &pawn(from),
        &MoveRequest {
            maneuver: Maneuver::Walk,
            waypoints: vec![Waypoint {
                x: to.x,
                y: to.y,
                level: None,
            }],
            final_facing_degrees: None,
        },
    )
    .is_ok()
}

/// A walk's request to `to`, looking no farther than `longest`.
fn walk_to(to: Vec2, longest: f32) -> PathRequest<'static> {
    PathRequest {
        maneuver: Maneuver::Walk,
        pinned: &[],
        goal: Goal::Point(Waypoint {
            x: to.x,
            y: to.y,
            level: None,
        }),
        longest,
        avoid: &[],
        pawns_near: None,
        final_facing_degrees: None,
    }
}

fn planned(scenery: &Scenery, from: Vec2, to: Vec2) -> bool {
    let request = walk_to(to, Maneuver::Walk.reach());
    plan_path(&context(scenery), &pawn(from), &request).is_ok()
}

/// The whole way across the table (as the computer's approach and the escapes plan it).
fn across(scenery: &Scenery, from: Vec2, to: Vec2) -> bool {
    let request = walk_to(to, f32::INFINITY);
    find_route(&context(scenery), &pawn(from), &request).is_some()
}

#[derive(PartialEq)]
struct Open(f32, (i32, i32));

impl Eq for Open {}

impl PartialOrd for Open {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Open {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        other.0.total_cmp(&self.0).then(other.1.cmp(&self.1))
    }
}

/// The alternative: A* over 0.5 cm cells, each tested lazily by the move check's place test,
/// eight neighbours, within the walk's 10 cm; its path checked by the move check.
fn grid_planned(scenery: &Scenery, from: Vec2, to: Vec2) -> bool {
    let table = context(scenery);
    let cell = |point: Vec2| {
        (
            ((point.x - from.x) / GRID_CM).round() as i32,
            ((point.y - from.y) / GRID_CM).round() as i32,
        )
    };
    let centre = |(x, y): (i32, i32)| from + Vec2::new(x as f32, y as f32) * GRID_CM;
    let goal = cell(to);
    let mut free: HashMap<(i32, i32), bool> = HashMap::new();
    let mut cost: HashMap<(i32, i32), f32> = HashMap::new();
    let mut parent: HashMap<(i32, i32), (i32, i32)> = HashMap::new();
    let mut open = BinaryHeap::new();
    cost.insert((0, 0), 0.0);
    open.push(Open(centre((0, 0)).distance(to), (0, 0)));
    while let Some(Open(_, here)) = open.pop() {
        if here == goal {
            let mut path = vec![Waypoint {
                x: to.x,
                y: to.y,
                level: None,
            }];
            let mut at = here;
            while let Some(&back) = parent.get(&at) {
                if back != (0, 0) {
                    let point = centre(back);
                    path.push(Waypoint {
                        x: point.x,
                        y: point.y,
                        level: None,
                    });
                }
                at = back;
            }
            path.reverse();
            return check_move(
                &table,
                &pawn(from),
                &MoveRequest {
                    maneuver: Maneuver::Walk,
                    waypoints: path,
                    final_facing_degrees: None,
                },
            )
            .is_ok();
        }
        let so_far = cost.get(&here).copied().unwrap_or(f32::INFINITY);
        for (dx, dy) in [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ] {
            let next = (here.0 + dx, here.1 + dy);
            let step = GRID_CM * if dx != 0 && dy != 0 { 2f32.sqrt() } else { 1.0 };
            let through = so_far + step;
            if through + centre(next).distance(to) > Maneuver::Walk.reach()
                || through >= cost.get(&next).copied().unwrap_or(f32::INFINITY)
            {
                continue;
            }
            let point = centre(next);
            let clear = *free
                .entry(next)
                .or_insert_with(|| check_standing(&table, &pawn(from), point, 0.0).is_ok());
            if !clear {
                continue;
            }
            cost.insert(next, through);
            parent.insert(next, here);
            open.push(Open(through + point.distance(to), next));
        }
    }
    false
}

/// Runs `plan` over `pairs` a few rounds: (plans per second, how many succeeded per round).
fn per_second(
    pairs: &[(Vec2, Vec2)],
    plan: impl Fn(Vec2, Vec2) -> bool,
    rounds: usize,
) -> (f64, usize) {
    let started = Instant::now();
    let mut found = 0;
    for _ in 0..rounds {
        found = pairs.iter().filter(|&&(from, to)| plan(from, to)).count();
    }
    (
        (rounds * pairs.len()) as f64 / started.elapsed().as_secs_f64().max(1e-9),
        found,
    )
}

/// Prints the figures; exits with an error if a plan the grid finds is missed by the planner
/// (so `cargo test`, which runs this bench once, checks it too).
fn report() {
    println!(
        "path planner, one core, on each shipped layout: {WALKS} walks of up to 10 cm whose straight line is refused, and 100 plans across the table:"
    );
    let mut failed = false;
    for name in LAYOUTS {
        let scenery = Scenery::new(layout(name));
        let (all, blocked) = walks(&scenery, 1650);
        let (checks, _) = per_second(&all, |from, to| straight(&scenery, from, to), 20);
        let (plans, planned_found) =
            per_second(&blocked, |from, to| planned(&scenery, from, to), 3);
        let (grids, grid_found) =
            per_second(&blocked, |from, to| grid_planned(&scenery, from, to), 1);
        let far: Vec<(Vec2, Vec2)> = all
            .iter()
            .zip(all.iter().rev())
            .map(|(&(from, _), &(_, to))| (from, to))
            .take(100)
            .collect();
        let (crossings, crossed) = per_second(&far, |from, to| across(&scenery, from, to), 3);
        println!(
            "  {name}: straight check {:.0}/s; {} refused walks: planner {:.0}/s ({:.1}x slower than the check), found a way for {}; grid A* {:.0}/s (planner {:.1}x faster), found {}; across the table {:.0}/s, found {} of {}",
            checks,
            blocked.len(),
            plans,
            checks / plans,
            planned_found,
            grids,
            plans / grids,
            grid_found,
            crossings,
            crossed,
            far.len(),
        );
        if grid_found > planned_found {
            eprintln!("the grid found walks the planner missed on {name}");
            failed = true;
        }
    }
    if failed {
        std::process::exit(1);
    }
}

#[divan::bench(args = LAYOUTS)]
fn plan_refused_walks(bencher: divan::Bencher, name: &str) {
    let scenery = Scenery::new(layout(name));
    let (_, blocked) = walks(&scenery, 1650);
    bencher.bench_local(|| {
        blocked
            .iter()
            .filter(|&&(from, to)| planned(&scenery, from, to))
            .count()
    });
}
