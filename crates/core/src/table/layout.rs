//! Scenery layouts (scenarios/layouts/*.ron): the table's size, deployment zones and scenery
//! pieces, shared by conflicts and the scenery designer, checked with clear errors.

use crate::data::{DataError, parse_ron};
use crate::msg;
use crate::words::{Arg, Message};
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};

/// 1650 § What do you need?: a table area of 100x100 cm.
pub const DEFAULT_TABLE_SIZE_CM: f32 = 100.0;
/// 1650 § Small Obstacles: at most 5 cm high.
pub const SMALL_OBSTACLE_MAX_HEIGHT_CM: f32 = 5.0;
/// Ysbilia ruling: one storey of a building is 6 cm (docs/rules-gaps.md).
pub const STOREY_HEIGHT_CM: f32 = 6.0;
/// Ysbilia ruling: walls, floors and roofs are 0.5 cm thick.
pub const WALL_THICKNESS_CM: f32 = 0.5;
/// Bounds on what a layout file (or a saved game's layout) may hold: a table up to 4 m a side,
/// pieces and zones, a building's storeys and openings (docs/rules-gaps.md).
pub const MAX_TABLE_SIZE_CM: f32 = 400.0;
pub const MAX_PIECES: usize = 300;
pub const MAX_STOREYS: u8 = 6;
pub const MAX_OPENINGS: usize = 24;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    pub name: String,
    #[serde(default)]
    pub table: TableSize,
    #[serde(default)]
    pub deployment_zones: Vec<Zone>,
    #[serde(default)]
    pub pieces: Vec<Piece>,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSize {
    pub width: f32,
    pub depth: f32,
}

impl Default for TableSize {
    fn default() -> Self {
        Self {
            width: DEFAULT_TABLE_SIZE_CM,
            depth: DEFAULT_TABLE_SIZE_CM,
        }
    }
}

/// An axis-aligned rectangle of the table (deployment zones).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Zone {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub depth: f32,
}

impl Zone {
    pub fn contains(&self, point: Vec2) -> bool {
        (self.x..=self.x + self.width).contains(&point.x)
            && (self.y..=self.y + self.depth).contains(&point.y)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Piece {
    /// A name unique in the layout; log entries and errors use it.
    pub id: String,
    pub kind: PieceKind,
    pub shape: Footprint,
    /// The footprint's centre on the table.
    pub x: f32,
    pub y: f32,
    #[serde(default)]
    pub rotation_degrees: f32,
    /// Height of the piece (a building's comes from its storeys).
    #[serde(default)]
    pub height: f32,
}

/// 1650 § Terrain, Small/Large Obstacles: what a piece is, which decides how it moves and sees.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PieceKind {
    /// At most 5 cm high: cover (−1 per obstacle to discharges) and rough terrain.
    SmallObstacle,
    /// Blocks sight and shots; impassable.
    LargeObstacle,
    /// Walls with doors and windows, a floor per storey and a roof; walls block sight and
    /// movement, openings let both through.
    Building {
        storeys: u8,
        #[serde(default)]
        openings: Vec<Opening>,
    },
    /// A raised level (hill, platform, rooftop without walls): pawns climb onto it.
    Level,
    /// Water: pawns swim through it.
    Water,
    /// Rough ground: no charging through it.
    Rough,
    /// Nothing enters it.
    Impassable,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Footprint {
    Rect { width: f32, depth: f32 },
    Circle { radius: f32 },
}

/// Which wall of a building, in the building's own frame before rotation: South is its `-y` side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Wall {
    South,
    East,
    North,
    West,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OpeningKind {
    Door,
    Window,
}

/// A building's door on the table: its two ends on the wall's outer face, and the way out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Door {
    pub from: Vec2,
    pub to: Vec2,
    pub outward: Vec2,
}

impl Door {
    pub fn middle(&self) -> Vec2 {
        (self.from + self.to) / 2.0
    }

    /// How far `point` is from the doorway (its segment on the wall's face).
    pub fn distance(&self, point: Vec2) -> f32 {
        let along = self.to - self.from;
        let t = if along.length_squared() > 0.0 {
            ((point - self.from).dot(along) / along.length_squared()).clamp(0.0, 1.0)
        } else {
            0.0
        };
        point.distance(self.from + along * t)
    }
}

/// A gap in a wall. `along` is measured from the wall's left end as seen from outside.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Opening {
    pub wall: Wall,
    pub kind: OpeningKind,
    pub along: f32,
    pub width: f32,
    /// Height of the sill above the building's ground (0 for doors).
    #[serde(default)]
    pub bottom: f32,
    pub height: f32,
}

impl Piece {
    /// The piece's top: a building's storeys, or its own height.
    pub fn top(&self) -> f32 {
        match &self.kind {
            PieceKind::Building { storeys, .. } => f32::from(*storeys) * STOREY_HEIGHT_CM,
            _ => self.height,
        }
    }

    pub fn centre(&self) -> Vec2 {
        Vec2::new(self.x, self.y)
    }

    /// Converts a table point into the piece's own frame (centre at the origin, unrotated).
    pub fn to_local(&self, point: Vec2) -> Vec2 {
        let (sin, cos) = self.rotation_degrees.to_radians().sin_cos();
        let offset = point - self.centre();
        Vec2::new(
            cos * offset.x + sin * offset.y,
            -sin * offset.x + cos * offset.y,
        )
    }

    /// Converts a point of the piece's own frame into table coordinates.
    pub fn to_table(&self, local: Vec2) -> Vec2 {
        let (sin, cos) = self.rotation_degrees.to_radians().sin_cos();
        self.centre() + Vec2::new(cos * local.x - sin * local.y, sin * local.x + cos * local.y)
    }

    /// The radius of a circle around the centre holding the whole footprint.
    pub fn bounding_radius(&self) -> f32 {
        match self.shape {
            Footprint::Circle { radius } => radius,
            Footprint::Rect { width, depth } => Vec2::new(width, depth).length() / 2.0,
        }
    }

    /// A cheap lower bound of `footprint_distance` (no rotation): to skip far pieces first.
    pub fn distance_at_least(&self, point: Vec2) -> f32 {
        (self.centre().distance(point) - self.bounding_radius()).max(0.0)
    }

    /// Whether `point` lies on the footprint (edge included): `footprint_distance` is 0 there.
    /// A point outside the bounding circle (by more than a hair, for rounding) is not, without
    /// turning it into the piece's frame.
    pub fn covers(&self, point: Vec2) -> bool {
        self.distance_at_least(point) <= 0.01 && self.footprint_distance(point) <= 0.0
    }

    /// Planar distance from the footprint's edge to `point` (0 inside).
    pub fn footprint_distance(&self, point: Vec2) -> f32 {
        let local = self.to_local(point);
        match self.shape {
            Footprint::Circle { radius } => (local.length() - radius).max(0.0),
            Footprint::Rect { width, depth } => {
                let outside = Vec2::new(
                    (local.x.abs() - width / 2.0).max(0.0),
                    (local.y.abs() - depth / 2.0).max(0.0),
                );
                outside.length()
            }
        }
    }

    /// A building's doors and windows on the outer face of their walls, in table coordinates:
    /// each opening with its two ends (its `along` runs from the wall's left end seen from
    /// outside, as `building_boxes`).
    pub fn openings_on_table(&self) -> Vec<(&Opening, Vec2, Vec2)> {
        let (PieceKind::Building { openings, .. }, Footprint::Rect { width, depth }) =
            (&self.kind, self.shape)
        else {
            return Vec::new();
        };
        let (half_width, half_depth) = (width / 2.0, depth / 2.0);
        openings
            .iter()
            .map(|opening| {
                let (start, end) = (opening.along, opening.along + opening.width);
                let (from, to) = match opening.wall {
                    Wall::South => (
                        Vec2::new(-half_width + start, -half_depth),
                        Vec2::new(-half_width + end, -half_depth),
                    ),
                    Wall::North => (
                        Vec2::new(half_width - start, half_depth),
                        Vec2::new(half_width - end, half_depth),
                    ),
                    Wall::East => (
                        Vec2::new(half_width, -half_depth + start),
                        Vec2::new(half_width, -half_depth + end),
                    ),
                    Wall::West => (
                        Vec2::new(-half_width, half_depth - start),
                        Vec2::new(-half_width, half_depth - end),
                    ),
                };
                (opening, self.to_table(from), self.to_table(to))
            })
            .collect()
    }

    /// A building's doors on the outer face of their walls, in table coordinates: each door's
    /// two ends and the way out (a unit vector).
    pub fn doors(&self) -> Vec<Door> {
        let origin = self.to_table(Vec2::ZERO);
        self.openings_on_table()
            .into_iter()
            .filter(|(opening, _, _)| opening.kind == OpeningKind::Door)
            .map(|(opening, from, to)| {
                let out = match opening.wall {
                    Wall::South => Vec2::new(0.0, -1.0),
                    Wall::North => Vec2::new(0.0, 1.0),
                    Wall::East => Vec2::new(1.0, 0.0),
                    Wall::West => Vec2::new(-1.0, 0.0),
                };
                Door {
                    from,
                    to,
                    outward: (self.to_table(out) - origin).normalize_or_zero(),
                }
            })
            .collect()
    }

    /// The footprint's corners (a circle gives its bounding square), in table coordinates.
    pub fn corners(&self) -> [Vec2; 4] {
        let (half_width, half_depth) = match self.shape {
            Footprint::Rect { width, depth } => (width / 2.0, depth / 2.0),
            Footprint::Circle { radius } => (radius, radius),
        };
        [
            self.to_table(Vec2::new(-half_width, -half_depth)),
            self.to_table(Vec2::new(half_width, -half_depth)),
            self.to_table(Vec2::new(half_width, half_depth)),
            self.to_table(Vec2::new(-half_width, half_depth)),
        ]
    }
}

impl Layout {
    /// Parses and checks a layout file; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Layout, DataError> {
        let layout: Layout = parse_ron(file, text)?;
        layout
            .problem_messages()
            .into_iter()
            .next()
            .map_or(Ok(layout), |problem| {
                Err(DataError::whole_file(file, problem))
            })
    }

    /// Every problem with the layout's numbers, in words (overlapping pieces are allowed), in
    /// the catalogue's language (for the lists of problems the setups' checks gather).
    pub fn problems(&self) -> Vec<String> {
        self.problem_messages()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Every problem with the layout's numbers (overlapping pieces are allowed).
    pub fn problem_messages(&self) -> Vec<Message> {
        let mut problems = Vec::new();
        let TableSize { width, depth } = self.table;
        if !(width.is_finite() && depth.is_finite() && width > 0.0 && depth > 0.0) {
            problems.push(msg!(
                "scenery-layout-table-size",
                width = as_written(width),
                depth = as_written(depth)
            ));
            return problems;
        }
        if width > MAX_TABLE_SIZE_CM || depth > MAX_TABLE_SIZE_CM {
            problems.push(msg!(
                "scenery-layout-table-too-big",
                width = as_written(width),
                depth = as_written(depth),
                most = as_written(MAX_TABLE_SIZE_CM)
            ));
            return problems;
        }
        if self.pieces.len() > MAX_PIECES || self.deployment_zones.len() > MAX_PIECES {
            problems.push(msg!(
                "scenery-layout-too-many",
                pieces = self.pieces.len(),
                zones = self.deployment_zones.len(),
                most = MAX_PIECES
            ));
            return problems;
        }
        let mut seen = std::collections::BTreeSet::new();
        for piece in &self.pieces {
            if !seen.insert(piece.id.as_str()) {
                problems.push(msg!("scenery-layout-named-twice", piece = &piece.id));
            }
            problems.extend(
                piece_problems(piece, self.table)
                    .into_iter()
                    .map(|problem| {
                        msg!(
                            "scenery-layout-piece-problem",
                            piece = &piece.id,
                            problem = problem
                        )
                    }),
            );
        }
        for (index, zone) in self.deployment_zones.iter().enumerate() {
            let numbers = [zone.x, zone.y, zone.width, zone.depth];
            if numbers.iter().any(|number| !number.is_finite())
                || zone.width <= 0.0
                || zone.depth <= 0.0
            {
                problems.push(msg!("scenery-layout-zone-size", zone = index + 1));
            } else if zone.x < 0.0
                || zone.y < 0.0
                || zone.x + zone.width > width + 1e-3
                || zone.y + zone.depth > depth + 1e-3
            {
                problems.push(msg!(
                    "scenery-layout-zone-outside",
                    zone = index + 1,
                    width = as_written(width),
                    depth = as_written(depth)
                ));
            }
        }
        problems
    }

    /// The pieces `problems` names (one named twice, or wrong in itself): the designer
    /// outlines them.
    pub fn pieces_with_problems(&self) -> Vec<&str> {
        let mut seen = std::collections::BTreeSet::new();
        self.pieces
            .iter()
            .filter(|piece| {
                !seen.insert(piece.id.as_str()) || !piece_problems(piece, self.table).is_empty()
            })
            .map(|piece| piece.id.as_str())
            .collect()
    }
}

/// A number of a layout file as the file has it ("12.5", "NaN"): the problem quotes it.
fn as_written(number: f32) -> Arg {
    Arg::Text(number.to_string())
}

fn piece_problems(piece: &Piece, table: TableSize) -> Vec<Message> {
    let mut problems = Vec::new();
    // Read in place, not gathered into a list: every game's start checks every piece.
    let finite = |numbers: &[f32]| numbers.iter().all(|number| number.is_finite());
    let mut all_finite = finite(&[piece.x, piece.y, piece.rotation_degrees, piece.height]);
    match piece.shape {
        Footprint::Rect { width, depth } => {
            all_finite &= finite(&[width, depth]);
            if width <= 0.0 || depth <= 0.0 {
                problems.push(msg!(
                    "scenery-layout-piece-size",
                    width = as_written(width),
                    depth = as_written(depth)
                ));
            }
        }
        Footprint::Circle { radius } => {
            all_finite &= radius.is_finite();
            if radius <= 0.0 {
                problems.push(msg!(
                    "scenery-layout-piece-radius",
                    radius = as_written(radius)
                ));
            }
        }
    }
    if !all_finite {
        problems.push(msg!("scenery-layout-piece-not-finite"));
        return problems;
    }
    if piece.height < 0.0 || piece.height > MAX_TABLE_SIZE_CM {
        problems.push(msg!(
            "scenery-layout-piece-height",
            most = as_written(MAX_TABLE_SIZE_CM),
            height = as_written(piece.height)
        ));
    }
    match &piece.kind {
        PieceKind::SmallObstacle if piece.height > SMALL_OBSTACLE_MAX_HEIGHT_CM => {
            problems.push(msg!(
                "scenery-layout-small-obstacle-high",
                most = as_written(SMALL_OBSTACLE_MAX_HEIGHT_CM),
                height = as_written(piece.height)
            ));
        }
        PieceKind::SmallObstacle | PieceKind::LargeObstacle | PieceKind::Level
            if piece.height <= 0.0 =>
        {
            problems.push(msg!("scenery-layout-piece-flat"));
        }
        PieceKind::Building { storeys, openings } => {
            if *storeys == 0 || *storeys > MAX_STOREYS {
                problems.push(msg!(
                    "scenery-layout-storeys",
                    most = MAX_STOREYS,
                    storeys = *storeys
                ));
            }
            if openings.len() > MAX_OPENINGS {
                problems.push(msg!(
                    "scenery-layout-openings",
                    count = openings.len(),
                    most = MAX_OPENINGS
                ));
                return problems;
            }
            for opening in openings {
                problems.extend(opening_problems(piece, opening));
            }
        }
        _ => {}
    }
    if problems.is_empty()
        && piece.corners().iter().any(|corner| {
            corner.x < -1e-3
                || corner.y < -1e-3
                || corner.x > table.width + 1e-3
                || corner.y > table.depth + 1e-3
        })
    {
        problems.push(msg!(
            "scenery-layout-piece-outside",
            width = as_written(table.width),
            depth = as_written(table.depth)
        ));
    }
    problems
}

/// "its Door in the South wall", as the file names them.
fn opening_words(opening: &Opening) -> (&'static str, &'static str) {
    let kind = match opening.kind {
        OpeningKind::Door => "door",
        OpeningKind::Window => "window",
    };
    let wall = match opening.wall {
        Wall::South => "south",
        Wall::East => "east",
        Wall::North => "north",
        Wall::West => "west",
    };
    (kind, wall)
}

fn opening_problems(piece: &Piece, opening: &Opening) -> Vec<Message> {
    let mut problems = Vec::new();
    let numbers = [opening.along, opening.width, opening.bottom, opening.height];
    let (kind, wall) = opening_words(opening);
    if numbers.iter().any(|number| !number.is_finite())
        || opening.width <= 0.0
        || opening.height <= 0.0
        || opening.along < 0.0
        || opening.bottom < 0.0
    {
        problems.push(msg!(
            "scenery-layout-opening-size",
            kind = kind,
            wall = wall
        ));
        return problems;
    }
    let wall_length = match (piece.shape, opening.wall) {
        (Footprint::Rect { width, .. }, Wall::South | Wall::North) => width,
        (Footprint::Rect { depth, .. }, Wall::East | Wall::West) => depth,
        (Footprint::Circle { .. }, _) => {
            problems.push(msg!("scenery-layout-building-round"));
            return problems;
        }
    };
    if opening.along + opening.width > wall_length + 1e-3
        || opening.bottom + opening.height > piece.top() + 1e-3
    {
        problems.push(msg!("scenery-layout-opening-fit", kind = kind, wall = wall));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems_of(pieces: &str) -> Vec<String> {
        let text = format!("(name: \"test\", pieces: [{pieces}])");
        parse_ron::<Layout>("test.ron", &text)
            .map(|layout| layout.problems())
            .unwrap_or_else(|error| vec![error.to_string()])
    }

    #[test]
    fn a_valid_layout_has_no_problems() {
        assert!(problems_of("(id: \"well\", kind: SmallObstacle, shape: Circle(radius: 2.0), x: 50.0, y: 50.0, height: 3.0)").is_empty());
    }

    #[test]
    fn small_obstacles_are_at_most_5_cm_high() {
        let problems = problems_of(
            "(id: \"wall\", kind: SmallObstacle, shape: Rect(width: 10.0, depth: 1.0), x: 50.0, y: 50.0, height: 6.0)",
        );
        assert!(problems[0].contains("at most 5 cm"), "{problems:?}");
    }

    #[test]
    fn negative_sizes_nan_and_pieces_off_the_table_are_refused() {
        assert!(
            problems_of(
                "(id: \"a\", kind: Rough, shape: Rect(width: -1.0, depth: 2.0), x: 5.0, y: 5.0)"
            )[0]
            .contains("positive")
        );
        assert!(
            problems_of("(id: \"b\", kind: Rough, shape: Circle(radius: 2.0), x: 99.0, y: 5.0)")[0]
                .contains("outside")
        );
        let layout = Layout {
            name: "nan".to_owned(),
            table: TableSize::default(),
            deployment_zones: Vec::new(),
            pieces: vec![Piece {
                id: "c".to_owned(),
                kind: PieceKind::Rough,
                shape: Footprint::Circle { radius: 1.0 },
                x: f32::NAN,
                y: 5.0,
                rotation_degrees: 0.0,
                height: 0.0,
            }],
        };
        assert!(layout.problems()[0].contains("finite"));
    }

    #[test]
    fn overlapping_pieces_are_allowed() {
        let pieces = "(id: \"a\", kind: Rough, shape: Circle(radius: 5.0), x: 50.0, y: 50.0), (id: \"b\", kind: Water, shape: Circle(radius: 5.0), x: 52.0, y: 50.0)";
        assert!(problems_of(pieces).is_empty());
    }

    #[test]
    fn a_rotated_rectangle_converts_between_frames() {
        let piece = Piece {
            id: "r".to_owned(),
            kind: PieceKind::Rough,
            shape: Footprint::Rect {
                width: 10.0,
                depth: 2.0,
            },
            x: 50.0,
            y: 50.0,
            rotation_degrees: 90.0,
            height: 0.0,
        };
        let table_point = piece.to_table(Vec2::new(5.0, 0.0));
        assert!((table_point - Vec2::new(50.0, 55.0)).length() < 1e-4);
        assert!((piece.to_local(table_point) - Vec2::new(5.0, 0.0)).length() < 1e-4);
        assert_eq!(piece.footprint_distance(Vec2::new(50.0, 54.0)), 0.0);
        assert!((piece.footprint_distance(Vec2::new(53.0, 50.0)) - 2.0).abs() < 1e-4);
    }
}
