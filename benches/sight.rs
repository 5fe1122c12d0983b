//! Line-of-sight segment queries (the first blocker on a segment, and where) on random tables:
//! through the BVH, and against every collider
//! (the brute-force baseline). Prints queries per second and the ratios first, then divan's
//! detailed timings. Read the ratios: absolute times depend on the machine.

use parry3d::math::Vec3;
use std::time::Instant;
use ysbilia_core::dice::{Dice, Die};
use ysbilia_core::table::layout::{
    Footprint, Layout, Opening, OpeningKind, Piece, PieceKind, TableSize, Wall,
};
use ysbilia_core::table::scenery::Scenery;

/// The allocator the `ysbilia` binary uses, so the figures match `ysbilia simulate`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const QUERIES: usize = 4_096;

fn main() {
    report();
    divan::main();
}

/// A number in `low..high` from the seeded dice (D12 steps are enough for a benchmark table).
fn between(dice: &mut Dice, low: f32, high: f32) -> f32 {
    let step = (dice.roll("bench", Die::D12) - 1) as f32 * 12.0
        + (dice.roll("bench", Die::D12) - 1) as f32;
    low + (high - low) * step / 143.0
}

/// A seeded table of `count` pieces: walls, rocks, low walls, levels and two-storey houses.
fn random_layout(count: usize, seed: u64) -> Layout {
    let mut dice = Dice::new(seed);
    let pieces = (0..count)
        .map(|index| {
            let kind_roll = dice.roll("kind", Die::D6);
            let (kind, shape, height) = match kind_roll {
                1 | 2 => (
                    PieceKind::LargeObstacle,
                    Footprint::Rect {
                        width: between(&mut dice, 1.0, 8.0),
                        depth: between(&mut dice, 1.0, 8.0),
                    },
                    between(&mut dice, 6.0, 15.0),
                ),
                3 => (
                    PieceKind::LargeObstacle,
                    Footprint::Circle {
                        radius: between(&mut dice, 1.0, 3.0),
                    },
                    between(&mut dice, 6.0, 15.0),
                ),
                4 => (
                    PieceKind::SmallObstacle,
                    Footprint::Rect {
                        width: between(&mut dice, 2.0, 10.0),
                        depth: 1.0,
                    },
                    between(&mut dice, 1.0, 5.0),
                ),
                5 => (
                    PieceKind::Level,
                    Footprint::Rect {
                        width: between(&mut dice, 5.0, 12.0),
                        depth: between(&mut dice, 5.0, 12.0),
                    },
                    between(&mut dice, 2.0, 6.0),
                ),
                _ => {
                    let door = Opening {
                        wall: Wall::South,
                        kind: OpeningKind::Door,
                        along: 2.0,
                        width: 2.5,
                        bottom: 0.0,
                        height: 4.5,
                    };
                    let window = Opening {
                        wall: Wall::East,
                        kind: OpeningKind::Window,
                        along: 2.0,
                        width: 3.0,
                        bottom: 7.5,
                        height: 3.0,
                    };
                    (
                        PieceKind::Building {
                            storeys: 2,
                            openings: vec![door, window],
                        },
                        Footprint::Rect {
                            width: between(&mut dice, 8.0, 14.0),
                            depth: between(&mut dice, 8.0, 12.0),
                        },
                        0.0,
                    )
                }
            };
            Piece {
                id: format!("piece {index}"),
                kind,
                shape,
                x: between(&mut dice, 8.0, 92.0),
                y: between(&mut dice, 8.0, 92.0),
                rotation_degrees: between(&mut dice, 0.0, 180.0),
                height,
            }
        })
        .collect();
    Layout {
        name: format!("{count} random pieces"),
        table: TableSize::default(),
        deployment_zones: Vec::new(),
        pieces,
    }
}

/// Eye-to-target segments across the table, at pawn heights.
fn random_segments(seed: u64) -> Vec<(Vec3, Vec3)> {
    let mut dice = Dice::new(seed);
    (0..QUERIES)
        .map(|_| {
            let from = Vec3::new(
                between(&mut dice, 0.0, 100.0),
                between(&mut dice, 0.0, 100.0),
                3.4,
            );
            let to = Vec3::new(
                between(&mut dice, 0.0, 100.0),
                between(&mut dice, 0.0, 100.0),
                between(&mut dice, 0.3, 3.8),
            );
            (from, to)
        })
        .collect()
}

#[derive(Clone, Copy)]
enum Method {
    Grid,
    Bvh,
    BruteForce,
}

fn queries_per_second(scenery: &Scenery, segments: &[(Vec3, Vec3)], method: Method) -> f64 {
    let rounds = 40;
    let started = Instant::now();
    let mut blocked = 0usize;
    for _ in 0..rounds {
        for &(from, to) in segments {
            let hit = match method {
                Method::Grid => scenery.first_blocker(from, to),
                Method::Bvh => scenery.first_blocker_bvh(from, to),
                Method::BruteForce => scenery.first_blocker_brute_force(from, to),
            };
            blocked += usize::from(hit.is_some());
        }
    }
    std::hint::black_box(blocked);
    (rounds * segments.len()) as f64 / started.elapsed().as_secs_f64()
}

/// Prints the figures; exits with an error if the three methods ever disagree (so `cargo test`,
/// which runs this bench once, checks them too).
fn report() {
    let segments = random_segments(7);
    println!(
        "line-of-sight segment queries (first blocker and where), one core ({QUERIES} segments x 40 rounds):"
    );
    for count in [40, 200] {
        let scenery = Scenery::new(random_layout(count, 1650));
        // Two pieces can be hit at the same point (touching walls): compare where, not which.
        let same = |first: Option<parry3d::math::Vec3>, second: Option<parry3d::math::Vec3>| match (
            first, second,
        ) {
            (None, None) => true,
            (Some(first), Some(second)) => first.distance(second) < 1e-3,
            _ => false,
        };
        let agree = segments.iter().all(|&(from, to)| {
            let slow = scenery
                .first_blocker_brute_force(from, to)
                .map(|hit| hit.point);
            same(scenery.first_blocker(from, to).map(|hit| hit.point), slow)
                && same(
                    scenery.first_blocker_bvh(from, to).map(|hit| hit.point),
                    slow,
                )
                && scenery.is_blocked(from, to) == slow.is_some()
        });
        let grid = queries_per_second(&scenery, &segments, Method::Grid);
        let bvh = queries_per_second(&scenery, &segments, Method::Bvh);
        let brute = queries_per_second(&scenery, &segments, Method::BruteForce);
        println!(
            "  {count:>3} pieces: grid {:.2} M/s ({:.1}x brute force), bvh {:.2} M/s ({:.1}x), brute force {:.2} M/s; answers agree: {agree}",
            grid / 1e6,
            grid / brute,
            bvh / 1e6,
            bvh / brute,
            brute / 1e6,
        );
        if !agree {
            eprintln!("the grid, the BVH and brute force disagree on a {count}-piece table");
            std::process::exit(1);
        }
    }
}

#[divan::bench(args = [40, 200])]
fn bvh_segment(bencher: divan::Bencher, pieces: usize) {
    let scenery = Scenery::new(random_layout(pieces, 1650));
    let segments = random_segments(7);
    let mut index = 0;
    bencher.bench_local(|| {
        index = (index + 1) % segments.len();
        let (from, to) = segments[index];
        scenery.first_blocker(from, to)
    });
}

#[divan::bench(args = [40, 200])]
fn brute_force_segment(bencher: divan::Bencher, pieces: usize) {
    let scenery = Scenery::new(random_layout(pieces, 1650));
    let segments = random_segments(7);
    let mut index = 0;
    bencher.bench_local(|| {
        index = (index + 1) % segments.len();
        let (from, to) = segments[index];
        scenery.first_blocker_brute_force(from, to)
    });
}
