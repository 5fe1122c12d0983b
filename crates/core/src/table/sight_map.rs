//! The Scenery Designer's sight heat map and fairness readout (issue 22), from core's own
//! scenery: for each point of a grid over the table, how much of the table a pawn standing there
//! sees; for two deployment zones, how exposed each is, how near its cover, and how much of the
//! other zone it sees.
//!
//! A pawn stands on the ground, or on top of a level (a hill) that covers the point, wherever no
//! solid piece (large obstacle, building, impassable ground) does; it sees another such point
//! when nothing blocks the line between the two pawns' eyes. Arcs of sight are left out: a pawn
//! can turn; so are buildings' floors and roofs (a reading to widen with the designer).

use super::base::{BASE_THICKNESS_CM, EYE_HEIGHT_CM};
use super::layout::{Layout, PieceKind, TableSize, Zone};
use super::scenery::Scenery;
use parry3d::math::{Vec2, Vec3};

/// The designer's grid: a cell every 5 cm (400 on the rules' 100x100 cm table).
pub const SIGHT_MAP_STEP_CM: f32 = 5.0;

/// The two zones the fairness readout compares: the layout's first two deployment zones, or
/// else strips `edge_depth_cm` deep along the south and north edges (the Brawl's deployment:
/// callers pass `Commission::Brawl.deployment_depth_cm()`).
pub fn fairness_zones(layout: &Layout, edge_depth_cm: f32) -> [Zone; 2] {
    if let [first, second, ..] = layout.deployment_zones[..] {
        return [first, second];
    }
    edge_strips(layout.table, edge_depth_cm)
}

/// Strips `depth_cm` deep along the table's south and north edges, south first.
pub fn edge_strips(table: TableSize, depth_cm: f32) -> [Zone; 2] {
    let depth = depth_cm.min(table.depth);
    let strip = |y: f32| Zone {
        x: 0.0,
        y,
        width: table.width,
        depth,
    };
    [strip(0.0), strip((table.depth - depth).max(0.0))]
}

/// The share of the table seen from each cell of a grid.
#[derive(Clone, Debug, PartialEq)]
pub struct SightMap {
    pub step: f32,
    pub columns: usize,
    pub rows: usize,
    /// Row by row from the table's `y = 0` edge: the share (0 to 1) of the cells a pawn can
    /// stand on that a pawn standing in this cell's middle sees; `None` where none can stand.
    pub seen: Vec<Option<f32>>,
}

impl SightMap {
    /// The middle of cell (`column`, `row`) on the table.
    pub fn centre(&self, column: usize, row: usize) -> Vec2 {
        Vec2::new(
            (column as f32 + 0.5) * self.step,
            (row as f32 + 0.5) * self.step,
        )
    }

    pub fn at(&self, column: usize, row: usize) -> Option<f32> {
        self.seen
            .get(row * self.columns + column)
            .copied()
            .flatten()
    }

    /// The cells whose middle lies in `zone`.
    fn cells_in(&self, zone: &Zone) -> Vec<usize> {
        (0..self.rows)
            .flat_map(|row| (0..self.columns).map(move |column| (column, row)))
            .filter(|&(column, row)| zone.contains(self.centre(column, row)))
            .map(|(column, row)| row * self.columns + column)
            .collect()
    }
}

fn solid(kind: &PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::LargeObstacle | PieceKind::Building { .. } | PieceKind::Impassable
    )
}

fn standable(scenery: &Scenery, point: Vec2) -> bool {
    !scenery
        .pieces()
        .any(|(_, piece)| solid(&piece.kind) && piece.covers(point))
}

/// Where a pawn standing at `point` has its eyes: above the ground, or above the highest level
/// under it.
fn eye_at(scenery: &Scenery, point: Vec2) -> Vec3 {
    let ground = scenery
        .pieces()
        .filter(|(_, piece)| matches!(piece.kind, PieceKind::Level) && piece.covers(point))
        .map(|(_, piece)| piece.top())
        .fold(0.0, f32::max);
    Vec3::new(point.x, point.y, ground + BASE_THICKNESS_CM + EYE_HEIGHT_CM)
}

/// The sight map of `scenery`'s table on a grid of `step` cm (at least 1 cm).
pub fn sight_map(scenery: &Scenery, step: f32) -> SightMap {
    let step = step.max(1.0);
    let table = scenery.layout().table;
    let columns = (table.width / step).floor().max(1.0) as usize;
    let rows = (table.depth / step).floor().max(1.0) as usize;
    let mut map = SightMap {
        step,
        columns,
        rows,
        seen: Vec::new(),
    };
    let cells: Vec<Option<Vec2>> = (0..rows)
        .flat_map(|row| (0..columns).map(move |column| (column, row)))
        .map(|(column, row)| {
            let centre = map.centre(column, row);
            standable(scenery, centre).then_some(centre)
        })
        .collect();
    let places: Vec<(usize, Vec3)> = cells
        .iter()
        .enumerate()
        .filter_map(|(index, cell)| cell.map(|point| (index, eye_at(scenery, point))))
        .collect();
    // Eye to eye is the same line both ways: each pair is asked once.
    let mut counts = vec![0usize; cells.len()];
    for (first, &(one, from)) in places.iter().enumerate() {
        for &(other, to) in &places[first + 1..] {
            if !scenery.is_blocked(from, to) {
                counts[one] += 1;
                counts[other] += 1;
            }
        }
    }
    let others = places.len().saturating_sub(1).max(1) as f32;
    map.seen = cells
        .iter()
        .zip(&counts)
        .map(|(cell, &count)| cell.map(|_| count as f32 / others))
        .collect();
    map
}

/// How one deployment zone fares against the other.
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneFairness {
    /// Cells of the grid a pawn can stand on in the zone.
    pub cells: usize,
    /// The share of the table seen from the zone, on average: how exposed it is.
    pub sight: f32,
    /// On average, how far a pawn in the zone stands from the nearest piece that gives cover
    /// (a small or large obstacle or a building), in cm; `None` without any.
    pub cover_cm: Option<f32>,
    /// The share of the zone's cells that see at least one cell of the other zone.
    pub sees_other: f32,
}

/// The fairness readout of two deployment zones on `scenery`'s table, on the sight map `map`.
pub fn zone_fairness(scenery: &Scenery, map: &SightMap, zones: [Zone; 2]) -> [ZoneFairness; 2] {
    let cells = zones.map(|zone| {
        map.cells_in(&zone)
            .into_iter()
            .filter(|&index| map.seen.get(index).copied().flatten().is_some())
            .collect::<Vec<usize>>()
    });
    let point = |index: usize| map.centre(index % map.columns, index / map.columns);
    // The pieces a pawn takes cover or hides behind, as the scenery lists them.
    let cover: Vec<_> = scenery
        .obstacles()
        .iter()
        .filter_map(|obstacle| scenery.piece(obstacle.index))
        .collect();
    [0, 1].map(|side| {
        let own = &cells[side];
        let other = &cells[1 - side];
        let count = own.len().max(1) as f32;
        let sight = own
            .iter()
            .filter_map(|&index| map.seen.get(index).copied().flatten())
            .sum::<f32>()
            / count;
        let cover_cm = (!cover.is_empty()).then(|| {
            own.iter()
                .map(|&index| {
                    cover
                        .iter()
                        .map(|piece| piece.footprint_distance(point(index)))
                        .fold(f32::INFINITY, f32::min)
                })
                .sum::<f32>()
                / count
        });
        let seeing = own
            .iter()
            .filter(|&&index| {
                other.iter().any(|&there| {
                    !scenery
                        .is_blocked(eye_at(scenery, point(index)), eye_at(scenery, point(there)))
                })
            })
            .count();
        ZoneFairness {
            cells: own.len(),
            sight,
            cover_cm,
            sees_other: seeing as f32 / count,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::{Footprint, Layout, Piece, TableSize};

    #[test]
    fn brawl_fairness_compares_the_layouts_zones_or_else_the_20_cm_edge_strips() {
        let mut layout = Layout {
            name: "zones".to_owned(),
            table: TableSize {
                width: 120.0,
                depth: 90.0,
            },
            deployment_zones: Vec::new(),
            pieces: Vec::new(),
        };
        let [south, north] = fairness_zones(&layout, 20.0);
        assert_eq!((south.y, south.depth, south.width), (0.0, 20.0, 120.0));
        assert_eq!((north.y, north.depth), (70.0, 20.0));
        let west = Zone {
            x: 0.0,
            y: 30.0,
            width: 15.0,
            depth: 40.0,
        };
        let east = Zone { x: 105.0, ..west };
        layout.deployment_zones = vec![west, east, west];
        assert_eq!(fairness_zones(&layout, 20.0), [west, east]);
    }

    fn wall(id: &str, x: f32, y: f32, width: f32, depth: f32) -> Piece {
        Piece {
            id: id.to_owned(),
            kind: PieceKind::LargeObstacle,
            shape: Footprint::Rect { width, depth },
            x,
            y,
            rotation_degrees: 0.0,
            height: 20.0,
        }
    }

    fn scenery(pieces: Vec<Piece>) -> Scenery {
        Scenery::new(Layout {
            name: "test".to_owned(),
            table: TableSize::default(),
            deployment_zones: Vec::new(),
            pieces,
        })
    }

    const SOUTH: Zone = Zone {
        x: 0.0,
        y: 0.0,
        width: 100.0,
        depth: 20.0,
    };
    const NORTH: Zone = Zone {
        x: 0.0,
        y: 80.0,
        width: 100.0,
        depth: 20.0,
    };

    #[test]
    fn an_empty_table_is_seen_whole_from_everywhere() {
        let map = sight_map(&scenery(Vec::new()), SIGHT_MAP_STEP_CM);
        assert_eq!((map.columns, map.rows), (20, 20));
        assert!(map.seen.iter().all(|seen| *seen == Some(1.0)));
    }

    #[test]
    fn a_wall_across_the_middle_halves_what_each_side_sees() {
        // From x = 0 to 100 at y = 50: nothing sees across it.
        let map = sight_map(
            &scenery(vec![wall("wall", 50.0, 50.0, 100.0, 2.0)]),
            SIGHT_MAP_STEP_CM,
        );
        let near = map.at(10, 2).expect("open ground");
        assert!((0.4..0.6).contains(&near), "{near}");
        // The wall's own cells: nobody stands there (y = 47.5 and 52.5 are clear of it).
        assert_eq!(map.rows, 20);
        let fairness = zone_fairness(
            &scenery(vec![wall("wall", 50.0, 50.0, 100.0, 2.0)]),
            &map,
            [SOUTH, NORTH],
        );
        assert_eq!(fairness[0].sees_other, 0.0);
        assert_eq!(fairness[0], fairness[1], "a mirrored table is fair");
    }

    #[test]
    fn a_pawn_on_a_hill_sees_over_a_low_wall_that_hides_the_ground() {
        // A wall 4.5 cm high across the middle: over a ground pawn's eyes, under a hill pawn's.
        let mut low_wall = wall("low wall", 50.0, 50.0, 100.0, 2.0);
        low_wall.height = 4.5;
        let hill = Piece {
            id: "hill".to_owned(),
            kind: PieceKind::Level,
            shape: Footprint::Rect {
                width: 20.0,
                depth: 20.0,
            },
            x: 50.0,
            y: 20.0,
            rotation_degrees: 0.0,
            height: 4.0,
        };
        let map = sight_map(&scenery(vec![low_wall, hill]), SIGHT_MAP_STEP_CM);
        let on_hill = map.at(10, 4).expect("on the hill");
        let at_its_foot = map.at(1, 4).expect("on the ground");
        assert!(on_hill > 0.8, "{on_hill}");
        assert!(at_its_foot < 0.6, "{at_its_foot}");
    }

    #[test]
    fn a_pillar_in_the_way_is_a_hole_in_the_map_and_cover_near_one_zone_shows() {
        let layout = scenery(vec![wall("pillar", 50.0, 22.5, 10.0, 5.0)]);
        let map = sight_map(&layout, SIGHT_MAP_STEP_CM);
        assert_eq!(map.at(10, 4), None, "inside the pillar");
        let [south, north] = zone_fairness(&layout, &map, [SOUTH, NORTH]);
        let (Some(south_cover), Some(north_cover)) = (south.cover_cm, north.cover_cm) else {
            panic!("cover exists");
        };
        assert!(south_cover < north_cover, "{south_cover} vs {north_cover}");
        assert!(south.sees_other > 0.9 && north.sees_other > 0.9);
        assert_eq!(south.cells, 80);
    }
}
