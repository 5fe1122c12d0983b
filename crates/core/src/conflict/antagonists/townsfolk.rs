//! 1650 § Antagonists in play: townsfolk the bands bring (`SideSetup::antagonists`) where the
//! Commission allows them. Each is a pawn of no band, a side of its own past the bands, so it is
//! every pawn's enemy, other Antagonists' included (§ Who Do the Antagonists Belong To). Once
//! the Enclaves are placed they are deployed in turn (§ How to Deploy Antagonists: up to 5
//! Maravedies of Pay for each Enclave the band placed, within 5 cm of a scenery element they
//! are assigned to, out of every pawn's sight, more than 20 cm apart, outside the deployment
//! areas). On the table their Temperament moves them (`antagonists::temperament`), and what they answer in a
//! clash is chosen for them (`antagonists::clash`).

use crate::conflict::names::band_name;
use crate::conflict::state::Conflict;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{
    Antagonists, DeployedAntagonist, Phase, Progress, SetupOf, Table,
};
use crate::conflict::world::pawns::sight_pawns;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::antagonists::{
    Antagonist, AntagonistSpot, PAY_PER_ENCLAVE_MRV, Temperament, check_deployment,
};
use crate::rules::rule;
use crate::table::base::{Base, Placement, Point};
use crate::table::sight::{SightOptions, SightPawn, line_of_sight};
use crate::words::Message;
use parry3d::math::Vec2;

const SECTION: &str = "How to Deploy Antagonists";

/// A Temperament's name, as the refusals and the log say it.
pub(in crate::conflict) fn temperament_words(temperament: Temperament) -> Message {
    let temperament = match temperament {
        Temperament::Sanguine => "sanguine",
        Temperament::Choleric => "choleric",
        Temperament::Melancholic => "melancholic",
        Temperament::Phlegmatic => "phlegmatic",
    };
    msg!(
        "conflict-antagonists-temperament",
        temperament = temperament
    )
}

/// Whether `pawn` is an Antagonist (a side past the bands).
pub(in crate::conflict) fn is_antagonist(world: &ConflictWorld, pawn: u32) -> bool {
    world.resource::<SetupOf>().0.is_antagonist_pawn(pawn)
}

/// The scenery piece `pawn` is assigned to, if it is a deployed Antagonist.
pub(in crate::conflict) fn element_of(world: &ConflictWorld, pawn: u32) -> Option<usize> {
    world
        .resource::<Antagonists>()
        .deployed
        .iter()
        .find(|deployed| deployed.pawn == pawn)
        .map(|deployed| deployed.element)
}

/// How far `pawn`'s base is from the scenery piece at `element` (edge to edge, cm).
pub(in crate::conflict) fn distance_to_element(
    world: &ConflictWorld,
    pawn: u32,
    element: usize,
) -> Option<f32> {
    let base = crate::conflict::world::pawns::base(world, pawn)?;
    element_gap(world, element, base.centre, base.radius)
}

/// How far a base of `radius` at `centre` would be from the scenery piece at `element` (edge
/// to edge, cm; 0 standing on it).
pub(in crate::conflict) fn element_gap(
    world: &ConflictWorld,
    element: usize,
    centre: Vec2,
    radius: f32,
) -> Option<f32> {
    let scenery = &world.resource::<Table>().0;
    let piece = scenery.layout().pieces.get(element)?;
    Some((piece.footprint_distance(centre) - radius).max(0.0))
}

/// A point just off the scenery piece at `element`, on the side facing `from`: where an
/// Antagonist walks to go back to it.
pub(in crate::conflict) fn beside_element(
    world: &ConflictWorld,
    element: usize,
    from: Vec2,
) -> Option<Point> {
    let scenery = &world.resource::<Table>().0;
    let piece = scenery.layout().pieces.get(element)?;
    let centre = Vec2::new(piece.x, piece.y);
    let away = (from - centre).normalize_or_zero();
    let gap = piece.footprint_distance(from).max(0.0);
    let towards = from - away * gap;
    Some(Point {
        x: towards.x,
        y: towards.y,
    })
}

/// The Antagonists band `band` brought and has not deployed, by pawn id.
fn undeployed(world: &ConflictWorld, band: usize) -> Vec<(u32, Antagonist)> {
    let setup = std::sync::Arc::clone(&world.resource::<SetupOf>().0);
    let deployed = &world.resource::<Antagonists>().deployed;
    setup
        .antagonists()
        .zip(setup.first_antagonist()..)
        .filter(|((owner, _), id)| *owner == band && !deployed.iter().any(|done| done.pawn == *id))
        .map(|((_, antagonist), id)| (id, antagonist.clone()))
        .collect()
}

/// The Pay band `band` may still spend on Antagonists: 5 Maravedies for each Enclave it
/// placed, less the Pay of those it deployed.
fn pay_left(world: &ConflictWorld, band: usize) -> u32 {
    let placed = world
        .resource::<crate::conflict::world::components::Enclaves>()
        .placed
        .iter()
        .filter(|placed| placed.band == band)
        .count() as u32;
    let spent: u32 = world
        .resource::<Antagonists>()
        .deployed
        .iter()
        .filter(|deployed| deployed.band == band)
        .filter_map(|deployed| {
            crate::conflict::world::pawns::card(world, deployed.pawn).map(|card| card.pay)
        })
        .sum();
    (PAY_PER_ENCLAVE_MRV * placed).saturating_sub(spent)
}

/// Those band `band` may deploy now (its Pay allows them), by pawn id.
fn deployable(world: &ConflictWorld, band: usize) -> Vec<(u32, Antagonist)> {
    let left = pay_left(world, band);
    undeployed(world, band)
        .into_iter()
        .filter(|(_, antagonist)| antagonist.card.pay <= left)
        .collect()
}

/// The bands in deploying order: the one that placed the first Enclave, then the others as
/// they placed Enclaves (§ How to Deploy Antagonists).
fn deploying_order(world: &ConflictWorld) -> Vec<usize> {
    let order = crate::conflict::turns::deployment::placing_order(world);
    let first = world
        .resource::<crate::conflict::world::components::Enclaves>()
        .placed
        .first()
        .map(|placed| placed.band);
    let start = first
        .and_then(|band| order.iter().position(|&each| each == band))
        .unwrap_or(0);
    (0..order.len())
        .map(|offset| order[(start + offset) % order.len()])
        .collect()
}

/// The next band to deploy one, after `last` (or the first), if any still may.
fn next_deployer(world: &ConflictWorld, last: Option<usize>) -> Option<usize> {
    let stopped = &world.resource::<Antagonists>().stopped;
    crate::conflict::turns::deployment::next_in_turn(&deploying_order(world), last, |band| {
        !stopped.contains(&band) && !deployable(world, band).is_empty()
    })
}

/// Once every Enclave is placed: the Antagonists are deployed, or (none may be) The Hunt or the
/// first turn follows.
pub(in crate::conflict) fn after_enclaves(world: &mut ConflictWorld, resolution: &mut Resolution) {
    match next_deployer(world, None) {
        Some(by) => {
            resolution.explain_with(rule(SECTION), || {
                msg!(
                    "conflict-antagonists-deployed-in-turn",
                    band = band_name(world, by)
                )
            });
            world.resource_mut::<Progress>().phase = Phase::DeployAntagonists { by };
        }
        None => crate::conflict::world::components::finish_step(
            world,
            crate::conflict::world::components::Next::AfterDeployment,
        ),
    }
}

/// The scenery piece nearest a base at `centre`, with the distance between them (edge to edge).
pub(in crate::conflict) fn nearest_element(
    world: &ConflictWorld,
    centre: Vec2,
    radius: f32,
) -> Option<(usize, f32)> {
    world
        .resource::<Table>()
        .0
        .pieces()
        .map(|(index, piece)| (index, (piece.footprint_distance(centre) - radius).max(0.0)))
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))
}

/// Every centimetre where a default base stands within 5 cm of a scenery piece (§ How to
/// Deploy Antagonists): where the computer looks for a place, and where § The Way Back Home
/// asks whether any is left.
pub(in crate::conflict) fn spots_by_scenery(world: &ConflictWorld) -> Vec<Vec2> {
    let scenery = &world.resource::<Table>().0;
    let radius = crate::table::base::DEFAULT_BASE_DIAMETER_CM / 2.0;
    let table = scenery.layout().table;
    let columns = table.width.max(0.0) as u32;
    let rows = table.depth.max(0.0) as u32;
    (0..rows)
        .flat_map(|row| {
            (0..columns).map(move |column| Vec2::new(column as f32 + 0.5, row as f32 + 0.5))
        })
        .filter(|&point| {
            scenery.pieces().any(|(_, piece)| {
                // Rough ground is stood on: inside its footprint counts.
                piece.footprint_distance(point) - radius
                    <= crate::rules::antagonists::ASSIGNED_REACH_CM
            })
        })
        .collect()
}

/// The way an Antagonist deployed at `at` faces: towards the middle of the table.
pub(in crate::conflict) fn facing_at(world: &ConflictWorld, at: Point) -> f32 {
    let table = world.resource::<Table>().0.layout().table;
    let towards = Vec2::new(table.width / 2.0 - at.x, table.depth / 2.0 - at.y);
    if towards.length() < 1e-3 {
        0.0
    } else {
        towards.y.atan2(towards.x).to_degrees()
    }
}

/// Why band `by` may not deploy its Antagonist `id` at `at`; else the pawn, its assigned
/// scenery piece and where it stands.
pub(in crate::conflict) fn check_deploy(
    world: &ConflictWorld,
    by: usize,
    id: &str,
    at: Point,
) -> Result<(u32, usize, Placement), Rejection> {
    let section = rule(SECTION);
    let Some((pawn, antagonist)) = undeployed(world, by)
        .into_iter()
        .find(|(_, antagonist)| antagonist.card.id == id)
    else {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-antagonists-none-left",
                band = band_name(world, by),
                id = id
            ),
        ));
    };
    let left = pay_left(world, by);
    if antagonist.card.pay > left {
        return Err(Rejection::by_rule(
            rule("Number of Antagonists per Conflict"),
            msg!(
                "conflict-antagonists-pay-left",
                name = &antagonist.card.name,
                pay = antagonist.card.pay,
                band = band_name(world, by),
                left = left
            ),
        ));
    }
    if !at.x.is_finite() || !at.y.is_finite() {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-antagonists-not-a-place"),
        ));
    }
    let place = Placement {
        x: at.x,
        y: at.y,
        level: 0.0,
        facing_degrees: facing_at(world, at),
    };
    let base = Base::at(place);
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let standing = sight_pawns(world);
    crate::conflict::turns::deployment::check_terrain(&scenery, &standing, pawn, base)?;
    let Some((element, element_cm)) = nearest_element(world, base.centre, base.radius) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-antagonists-no-element"),
        ));
    };
    let seen_by = first_watcher(world, &standing, pawn, base)
        .map(|watcher| crate::conflict::names::pawn_name(world, watcher).to_owned());
    let nearest_antagonist_cm = standing
        .iter()
        .filter(|other| is_antagonist(world, other.id))
        .map(|other| other.base.edge_distance(&base))
        .min_by(f32::total_cmp);
    check_deployment(&AntagonistSpot {
        assigned_element_cm: element_cm,
        seen_by,
        nearest_antagonist_cm,
        in_deployment_area: crate::conflict::turns::deployment::in_deployment_areas(
            world,
            base.centre,
            base.radius,
        ),
    })?;
    Ok((pawn, element, place))
}

/// The first pawn of a band among `standing` that would see `pawn` standing on `base` (§ How
/// to Deploy Antagonists: out of every pawn's sight).
pub(in crate::conflict) fn first_watcher(
    world: &ConflictWorld,
    standing: &[SightPawn],
    pawn: u32,
    base: Base,
) -> Option<u32> {
    let scenery = &world.resource::<Table>().0;
    let candidate = SightPawn {
        id: pawn,
        base,
        in_clash: false,
    };
    let mut with_it = standing.to_vec();
    with_it.push(candidate);
    standing
        .iter()
        .filter(|watcher| !is_antagonist(world, watcher.id))
        .find(|watcher| {
            line_of_sight(
                scenery,
                &with_it,
                watcher,
                &candidate,
                SightOptions::default(),
            )
            .clear
        })
        .map(|watcher| watcher.id)
}

/// The band whose turn it is deploys its Antagonist `id` at `at`.
pub(in crate::conflict) fn deploy(
    world: &mut ConflictWorld,
    id: &str,
    at: Point,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Phase::DeployAntagonists { by } = world.resource::<Progress>().phase else {
        return Err(Rejection::new(msg!(
            "conflict-command-antagonists-not-deployed"
        )));
    };
    let (pawn, element, place) = check_deploy(world, by, id, at)?;
    let Some(temperament) = world.resource::<SetupOf>().0.antagonist_temperament(pawn) else {
        return Err(Rejection::new(msg!("conflict-antagonists-no-such")));
    };
    set_down(world, pawn, by, element, place, temperament);
    resolution.explain_with(rule(SECTION), || {
        let piece = world
            .resource::<Table>()
            .0
            .layout()
            .pieces
            .get(element)
            .map_or_else(String::new, |piece| piece.id.clone());
        msg!(
            "conflict-antagonists-deploys",
            band = band_name(world, by),
            pawn = crate::conflict::names::pawn_name(world, pawn),
            temperament = temperament_words(temperament),
            element = piece
        )
    });
    advance(world, by);
    Ok(())
}

/// Antagonist `pawn` stands at `place`, keeping the scenery piece `element`, deployed by `band`
/// and moved by `temperament` from now on.
pub(in crate::conflict) fn set_down(
    world: &mut ConflictWorld,
    pawn: u32,
    band: usize,
    element: usize,
    place: Placement,
    temperament: Temperament,
) {
    crate::conflict::world::pawns::set_footing(
        world,
        pawn,
        Some(crate::conflict::world::components::Footing(place)),
    );
    world
        .resource_mut::<Antagonists>()
        .deployed
        .push(DeployedAntagonist {
            pawn,
            band,
            element,
        });
    let temperaments = world.resource_mut::<crate::conflict::world::components::Temperaments>();
    temperaments.pawns.push((pawn, temperament));
    temperaments.pawns.sort_by_key(|(id, _)| *id);
}

/// The band whose turn it is deploys no more Antagonists.
pub(in crate::conflict) fn stop(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Phase::DeployAntagonists { by } = world.resource::<Progress>().phase else {
        return Err(Rejection::new(msg!(
            "conflict-command-antagonists-not-deployed"
        )));
    };
    world.resource_mut::<Antagonists>().stopped.push(by);
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-antagonists-stops-deploying",
            band = band_name(world, by)
        )
    });
    advance(world, by);
    Ok(())
}

fn advance(world: &mut ConflictWorld, last: usize) {
    match next_deployer(world, Some(last)) {
        Some(by) => world.resource_mut::<Progress>().phase = Phase::DeployAntagonists { by },
        None => crate::conflict::world::components::finish_step(
            world,
            crate::conflict::world::components::Next::AfterDeployment,
        ),
    }
}

/// An Antagonist struck a pawn: eliminating it no longer costs Honour.
pub(in crate::conflict) fn attacked(world: &mut ConflictWorld, pawn: u32) {
    let antagonists = world.resource_mut::<Antagonists>();
    if !antagonists.attacked.contains(&pawn) {
        antagonists.attacked.push(pawn);
    }
}

impl Conflict {
    /// The Antagonists on the table, with the band that deployed each and its scenery piece.
    pub fn antagonists(&self) -> &[DeployedAntagonist] {
        &self.world.resource::<Antagonists>().deployed
    }

    /// The point of the scenery element Antagonist `pawn` keeps nearest to it (where it goes
    /// back to), while it stands on the table; for the table's mark.
    pub fn element_point(&self, pawn: u32) -> Option<Point> {
        let element = element_of(&self.world, pawn)?;
        let from = crate::conflict::world::pawns::base(&self.world, pawn)?.centre;
        beside_element(&self.world, element, from)
    }

    /// The Antagonists that have struck a pawn (eliminating the others costs Honour).
    pub fn antagonists_that_attacked(&self) -> &[u32] {
        &self.world.resource::<Antagonists>().attacked
    }

    /// Whether pawn `pawn` is an Antagonist (of no band).
    pub fn is_antagonist(&self, pawn: u32) -> bool {
        is_antagonist(&self.world, pawn)
    }

    /// The Antagonists band `band` may deploy now, by pawn id, and the Pay it has left for them.
    pub fn deployable_antagonists(&self, band: usize) -> (Vec<(u32, Antagonist)>, u32) {
        (deployable(&self.world, band), pay_left(&self.world, band))
    }

    /// Why band `band`'s Antagonist `id` may not be deployed at (x, y) now.
    pub fn check_antagonist_deploy(
        &self,
        band: usize,
        id: &str,
        x: f32,
        y: f32,
    ) -> Result<(), Rejection> {
        check_deploy(&self.world, band, id, Point { x, y }).map(|_| ())
    }
}
