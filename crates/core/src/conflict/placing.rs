//! Where pawns, markers and luminaries may be put down before and between activations: the
//! deployment areas (edge strips, the middle circle), a base standing on the table, and the
//! luminaries' places. Pure checks on the setup and the table, below the rule files.

use super::components::{Edge, Luminary, Progress};
use super::setup::ConflictSetup;
use crate::record::Rejection;
use crate::rules::rule;
use crate::table::base::{Base, Point};
use crate::table::layout::Zone;
use crate::table::light::check_luminary;
use crate::table::movement::{MoveContext, check_standing};
use crate::table::sight::SightPawn;
use bevy_ecs::prelude::World;
use parry3d::math::Vec2;

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
pub fn deployment_area_words(setup: &ConflictSetup) -> String {
    match setup.commission.centre_deployment_cm() {
        Some(diameter) => {
            format!("a circle {diameter:.0} cm across in the middle of the table")
        }
        None => format!(
            "within {:.0} cm of its edge",
            setup.commission.deployment_depth_cm()
        ),
    }
}

/// Why a luminary may not go at (x, y) now, if it may not (1650 § Luminaries).
pub(super) fn luminary_problem(
    world: &World,
    setup: &ConflictSetup,
    x: f32,
    y: f32,
) -> Result<(), Rejection> {
    let Some(edges) = world.resource::<Progress>().edges else {
        return Err(Rejection::new("the edges are not chosen yet"));
    };
    let zones = edges.map(|edge| deployment_zone(setup, edge));
    let placed: Vec<Vec2> = luminaries(world)
        .into_iter()
        .map(|point| Vec2::new(point.x, point.y))
        .collect();
    if !(x.is_finite() && y.is_finite()) {
        return Err(Rejection::new("a luminary needs a place in cm"));
    }
    check_luminary(setup.layout.table, &zones, &placed, Vec2::new(x, y))
        .map_err(|problem| Rejection::by_rule(rule("Luminaries"), problem.to_string()))
}

pub(super) fn luminaries(world: &World) -> Vec<Point> {
    world
        .try_query::<&Luminary>()
        .map(|mut query| query.iter(world).map(|luminary| luminary.0).collect())
        .unwrap_or_default()
}

/// § Terrain: why pawn `id` cannot be deployed on `base` among `standing`, in the words every
/// deployment uses.
pub(super) fn check_terrain(
    scenery: &crate::table::scenery::Scenery,
    standing: &[SightPawn],
    id: u32,
    base: Base,
) -> Result<(), Rejection> {
    check_placing(scenery, standing, id, base).map_err(|problem| {
        Rejection::by_rule(
            rule("Terrain"),
            format!("cannot deploy there: {}", problem.reason),
        )
    })
}

/// Whether pawn `id`'s base may be put down on `base` (deploying, arriving, a Tracking Marker),
/// among the bases `standing`: scenery and other bases, as `check_standing` judges a stand.
pub(super) fn check_placing(
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
pub(super) fn base_edges(base: &Base) -> [Vec2; 4] {
    [
        base.centre + Vec2::new(base.radius, 0.0),
        base.centre - Vec2::new(base.radius, 0.0),
        base.centre + Vec2::new(0.0, base.radius),
        base.centre - Vec2::new(0.0, base.radius),
    ]
}
