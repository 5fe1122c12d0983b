//! Where pawns, markers and luminaries may be put down before and between activations: the
//! deployment areas (edge strips, the middle circle), a base standing on the table, and the
//! luminaries' places. Pure checks on the setup and the table, below the rule files.

use crate::conflict::commission::terms::ArrivalEdges;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Edge, Luminaries, Progress};
use crate::conflict::world::components::{Playing, Table};
use crate::msg;
use crate::record::Rejection;
use crate::rules::rule;
use crate::table::base::DEFAULT_BASE_DIAMETER_CM;
use crate::table::base::{Base, Point};
use crate::table::layout::TableSize;
use crate::table::layout::Zone;
use crate::table::light::{LUMINARY_MIN_SPACING_CM, LuminaryProblem, check_luminary};
use crate::table::movement::{MoveContext, check_standing};
use crate::table::sight::SightPawn;
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

/// A table edge's name, as the log says it ("along the North edge").
pub fn edge_name(edge: Edge) -> Message {
    Message::new(match edge {
        Edge::South => "conflict-turns-edge-south",
        Edge::North => "conflict-turns-edge-north",
        Edge::West => "conflict-turns-edge-west",
        Edge::East => "conflict-turns-edge-east",
    })
}

/// The deployment area of `band`: a strip along its edge (§ Brawl: 20 cm).
pub fn deployment_zone(setup: &ConflictSetup, edge: Edge) -> Zone {
    match middle_circle(setup) {
        // The square round the middle circle (`in_deployment_area` holds to the circle).
        Some((middle, radius)) => Zone {
            x: middle.x - radius,
            y: middle.y - radius,
            width: 2.0 * radius,
            depth: 2.0 * radius,
        },
        None => edge.strip(setup.layout.table, setup.commission.deployment_depth_cm()),
    }
}

/// The circle in the middle of the table the opening band deploys in, where the page says so
/// (§ Rescue): its centre and radius.
pub fn middle_circle(setup: &ConflictSetup) -> Option<(Vec2, f32)> {
    let diameter = setup.commission.centre_deployment_cm()?;
    let table = setup.layout.table;
    Some((
        Vec2::new(table.width / 2.0, table.depth / 2.0),
        diameter / 2.0,
    ))
}

/// Whether `base` lies wholly in the opening band's deployment area: the strip along `edge`, or
/// the middle circle where the page puts it (§ Rescue).
pub fn in_deployment_area(setup: &ConflictSetup, edge: Edge, base: &Base) -> bool {
    match middle_circle(setup) {
        Some((middle, radius)) => base.centre.distance(middle) + base.radius <= radius,
        None => {
            let zone = deployment_zone(setup, edge);
            base_edges(base).iter().all(|&point| zone.contains(point))
        }
    }
}

/// The opening bands' deployment area, in words.
pub fn deployment_area(setup: &ConflictSetup) -> Message {
    match setup.commission.centre_deployment_cm() {
        Some(diameter) => msg!("conflict-turns-area-circle", diameter = whole_cm(diameter)),
        None => msg!(
            "conflict-turns-area-strip",
            depth = whole_cm(setup.commission.deployment_depth_cm())
        ),
    }
}

/// `deployment_area`, rendered in the catalogue's language.
pub fn deployment_area_words(setup: &ConflictSetup) -> String {
    deployment_area(setup).to_string()
}

/// A measure said in whole cm ("20 cm").
pub(in crate::conflict) fn whole_cm(cm: f32) -> i64 {
    cm.round() as i64
}

/// Why a luminary may not go at (x, y) now, if it may not (1650 § Luminaries).
pub(in crate::conflict) fn luminary_problem(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    x: f32,
    y: f32,
) -> Result<(), Rejection> {
    let Some(edges) = world.resource::<Progress>().edges else {
        return Err(Rejection::new(msg!("conflict-turns-edges-not-chosen")));
    };
    let zones = edges.map(|edge| deployment_zone(setup, edge));
    let placed: Vec<Vec2> = luminaries(world)
        .into_iter()
        .map(|point| Vec2::new(point.x, point.y))
        .collect();
    if !(x.is_finite() && y.is_finite()) {
        return Err(Rejection::new(msg!("conflict-turns-luminary-needs-place")));
    }
    check_luminary(setup.layout.table, &zones, &placed, Vec2::new(x, y)).map_err(|problem| {
        let words = match problem {
            LuminaryProblem::OffTable => msg!("conflict-turns-luminary-off-table"),
            LuminaryProblem::InDeploymentZone { zone } => {
                msg!("conflict-turns-luminary-in-area", band = zone + 1)
            }
            LuminaryProblem::TooClose { other, distance } => msg!(
                "conflict-turns-luminary-too-close",
                distance = Arg::tenths(distance),
                other = other + 1,
                spacing = whole_cm(LUMINARY_MIN_SPACING_CM)
            ),
        };
        Rejection::by_rule(rule("Luminaries"), words)
    })
}

pub(in crate::conflict) fn luminaries(world: &ConflictWorld) -> Vec<Point> {
    world.resource::<Luminaries>().0.clone()
}

/// § Terrain: why pawn `id` cannot be deployed on `base` among `standing`, in the words every
/// deployment uses.
pub(in crate::conflict) fn check_terrain(
    scenery: &crate::table::scenery::Scenery,
    standing: &[SightPawn],
    id: u32,
    base: Base,
) -> Result<(), Rejection> {
    check_placing(scenery, standing, id, base).map_err(|problem| {
        Rejection::by_rule(
            rule("Terrain"),
            msg!(
                "conflict-turns-cannot-deploy-there",
                reason = problem.reason
            ),
        )
    })
}

/// Whether pawn `id`'s base may be put down on `base` (deploying, arriving, a Tracking Marker),
/// among the bases `standing`: scenery and other bases, as `check_standing` judges a stand.
pub(in crate::conflict) fn check_placing(
    scenery: &crate::table::scenery::Scenery,
    standing: &[SightPawn],
    id: u32,
    base: Base,
) -> Result<(), crate::table::movement::MoveRejection> {
    let mover = SightPawn {
        id,
        base,
        in_clash: false,
    };
    let context = MoveContext {
        scenery,
        pawns: standing,
        enemies: &[],
        street_wise: false,
        ground_rough: false,
    };
    check_standing(&context, &mover, base.centre, base.level)
}

/// The four points of a base's edge along the table's axes: a base is in a (square-cornered)
/// area when all four are, and touches it when any is.
pub(in crate::conflict) fn base_edges(base: &Base) -> [Vec2; 4] {
    [
        base.centre + Vec2::new(base.radius, 0.0),
        base.centre - Vec2::new(base.radius, 0.0),
        base.centre + Vec2::new(0.0, base.radius),
        base.centre - Vec2::new(0.0, base.radius),
    ]
}

/// "In contact with the edge": the base's rim within this much of it, as a hand places a
/// miniature (our reading, docs/rules-gaps.md).
pub const EDGE_CONTACT_CM: f32 = 0.5;

/// The edges an arriving band comes in at, given the first band's edge.
pub fn arrival_edges(at: ArrivalEdges, first_edge: Option<Edge>) -> Vec<Edge> {
    let all = Edge::ALL;
    match (at, first_edge) {
        (ArrivalEdges::Opposite, Some(edge)) => vec![edge.opposite()],
        (ArrivalEdges::Sides, Some(edge)) => all
            .into_iter()
            .filter(|&other| other != edge && other != edge.opposite())
            .collect(),
        _ => all.to_vec(),
    }
}

/// The strip along `edge` a pawn's base must lie in to touch that edge.
pub fn edge_strip(table: TableSize, edge: Edge) -> Zone {
    edge.strip(table, DEFAULT_BASE_DIAMETER_CM + EDGE_CONTACT_CM)
}

/// The strips an arriving pawn's base must lie in, in this conflict as it stands.
pub(in crate::conflict) fn zones(world: &ConflictWorld) -> Vec<Zone> {
    let table = world.resource::<Table>().0.layout().table;
    let at = world
        .resource::<Playing>()
        .0
        .arrival()
        .map_or(ArrivalEdges::Any, |(_, arrival)| arrival.at);
    let first_edge = world.resource::<Progress>().edges.map(|[first, _]| first);
    arrival_edges(at, first_edge)
        .into_iter()
        .map(|edge| edge_strip(table, edge))
        .collect()
}

/// The bands in the order they place Enclaves: the one worth least first (§ How to Place the
/// Enclaves; ties by band order).
pub(in crate::conflict) fn placing_order(world: &ConflictWorld) -> Vec<usize> {
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    let mut bands: Vec<usize> = (0..setup.sides.len()).collect();
    bands.sort_by_key(|&band| (setup.sides[band].value, band));
    bands
}

/// The band after `last` in `order` (from the first when none), going round, that `may` still
/// act: who places the next Enclave, who deploys the next Antagonist.
pub(in crate::conflict) fn next_in_turn(
    order: &[usize],
    last: Option<usize>,
    may: impl Fn(usize) -> bool,
) -> Option<usize> {
    let start = last
        .and_then(|band| order.iter().position(|&each| each == band))
        .map_or(0, |place| place + 1);
    (0..order.len())
        .map(|offset| order[(start + offset) % order.len()])
        .find(|&band| may(band))
}

/// Whether a circle reaches into any band's deployment area (an opening band's, or the edge
/// strips a band arriving later deploys touching): Enclaves and Antagonists keep out of them.
pub(in crate::conflict) fn in_deployment_areas(
    world: &ConflictWorld,
    centre: Vec2,
    radius: f32,
) -> bool {
    let setup = &world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0;
    let edges = world.resource::<Progress>().edges;
    let in_opening_area = setup.commission.opening_bands().any(|band| {
        edges
            .and_then(|edges| edges.get(band).copied())
            .is_some_and(|edge| touches_area(setup, edge, centre, radius))
    });
    in_opening_area
        || setup.commission.arrival().is_some()
            && zones(world)
                .iter()
                .any(|zone| circle_touches_zone(zone, centre, radius))
}

/// Whether a circle reaches into an opening band's deployment area.
fn touches_area(
    setup: &crate::conflict::setup::ConflictSetup,
    edge: crate::conflict::world::components::Edge,
    centre: Vec2,
    radius: f32,
) -> bool {
    match middle_circle(setup) {
        Some((middle, area)) => centre.distance(middle) < area + radius,
        None => circle_touches_zone(&deployment_zone(setup, edge), centre, radius),
    }
}

fn circle_touches_zone(zone: &crate::table::layout::Zone, centre: Vec2, radius: f32) -> bool {
    let nearest = Vec2::new(
        centre.x.clamp(zone.x, zone.x + zone.width),
        centre.y.clamp(zone.y, zone.y + zone.depth),
    );
    nearest.distance(centre) < radius
}
