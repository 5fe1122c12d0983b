//! 1650 § The Way Back Home: one defending pawn (at most 100 Maravedies, Panoply allowed) must
//! cross the table by night, without luminaries, through an attacking band (at most 300, no
//! Panoply) that lurks as Sanguine Antagonists. The attackers deploy first, as Antagonists would
//! (`check_lurking_place`); then the defender deploys within 20 cm of the edge it chooses and
//! activates first. An attacker engaged or hit acts normally until the defender is out of its
//! Line of Sight, which reaches 30 cm (`antagonists::temperament::calm_lurkers`). Unlimited turns: the
//! conflict ends when the defender is off the table (our cap: the RON's turns, rules-gaps).

use super::terms::{Commission, DecreeFacts, Role};
use crate::conflict::antagonists::temperament::temperament_of;
use crate::conflict::names::{band_name, card_name, pawn_name};
use crate::conflict::setup::ConflictSetup;
use crate::conflict::turns::deployment::check_placing;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Temperaments;
use crate::conflict::world::components::{Edge, Phase, Playing, Progress, Table};
use crate::conflict::world::pawns::turn_mut;
use crate::conflict::world::pawns::undeployed;
use crate::conflict::world::pawns::{card, enemies_of, engaged_with, side, sight_pawns};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::antagonists::{AntagonistSpot, Temperament, check_deployment};
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::table::base::Base;
use crate::table::base::Placement;
use crate::table::sight::SightPawn;
use crate::table::sight::{SightOptions, line_of_sight};
use crate::words::{Arg, Message};

const SECTION: &str = "The Way Back Home";
/// Where the attackers may deploy, in English words, for the panels and the log until they
/// say `Commission::lurking_rule`.
pub const LURKING_RULE: &str = "each attacker deploys as an Antagonist would: within 5 cm of a scenery element, more than 20 cm from the others, and outside the defender's possible deployment area (20 cm from every edge)";

impl Commission {
    /// Where the lurking band's pawns may deploy, in words (for the panels and the log), where
    /// a band lurks.
    pub fn lurking_rule(self) -> Option<Message> {
        self.lurking().map(|_| {
            msg!(
                "conflict-commission-way-back-home-lurking-rule",
                element = super::phrases::whole_cm(crate::rules::antagonists::ASSIGNED_REACH_CM),
                apart =
                    super::phrases::whole_cm(crate::rules::antagonists::DEPLOYMENT_CLEARANCE_CM),
                depth = super::phrases::whole_cm(self.deployment_depth_cm())
            )
        })
    }
}

/// How far apart the lurking band's pawns must still deploy: more than 20 cm while a spot by
/// the scenery allows it, then 10 cm, then any distance (the page gives no way out; this is
/// § Feast of Eucharist's for its markers: our reading, docs/rules-gaps.md).
pub fn lurking_spacing(world: &ConflictWorld, band: usize, pawn: u32, batch: &[Base]) -> f32 {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let standing = sight_pawns(world);
    let radius = crate::table::base::DEFAULT_BASE_DIAMETER_CM / 2.0;
    let spots = crate::conflict::antagonists::townsfolk::spots_by_scenery(world);
    let others = own_bases(world, band, pawn, batch);
    let fits = |spacing: f32, point: parry3d::math::Vec2| {
        let base = Base::new(point, radius, 0.0, 0.0);
        others
            .iter()
            .all(|other| other.edge_distance(&base) > spacing)
            && !in_any_edge_strip(world, &base)
            && check_placing(&scenery, &standing, pawn, base).is_ok()
    };
    SPACINGS_CM
        .into_iter()
        .find(|&spacing| spots.iter().any(|&point| fits(spacing, point)))
        .unwrap_or(0.0)
}

/// The spacings tried in turn (cm, edge to edge).
const SPACINGS_CM: [f32; 2] = [crate::rules::antagonists::DEPLOYMENT_CLEARANCE_CM, 10.0];

/// The bases of `band`'s pawns on the table (but `pawn`) and those placed with it.
fn own_bases(world: &ConflictWorld, band: usize, pawn: u32, batch: &[Base]) -> Vec<Base> {
    sight_pawns(world)
        .iter()
        .filter(|other| other.id != pawn && side(world, other.id) == Some(band))
        .map(|other| other.base)
        .chain(batch.iter().copied())
        .collect()
}

/// Whether a base reaches into the strip along any edge the defender may deploy along.
fn in_any_edge_strip(world: &ConflictWorld, base: &Base) -> bool {
    let commission = world.resource::<Playing>().0;
    let table = world.resource::<Table>().0.layout().table;
    let depth = commission.deployment_depth_cm();
    Edge::ALL
        .iter()
        .any(|edge| edge.distance(table, base.centre) - base.radius < depth)
}

/// Why a pawn of the lurking band `band` may not deploy with its base at `base`: the premises
/// of § How to Deploy Antagonists, read for a band deploying before anybody else (nobody can see
/// it yet; the defender may deploy along any edge, so every edge's strip is its area). `batch`
/// holds the bases of its type placed with it.
pub fn check_lurking_place(
    world: &ConflictWorld,
    band: usize,
    pawn: u32,
    base: &Base,
    batch: &[Base],
) -> Result<(), Rejection> {
    let spacing = lurking_spacing(world, band, pawn, batch);
    check_lurking_spaced(world, band, pawn, base, batch, spacing)
}

/// `check_lurking_place` with the spacing already worked out (`lurking_spacing`).
pub fn check_lurking_spaced(
    world: &ConflictWorld,
    band: usize,
    pawn: u32,
    base: &Base,
    batch: &[Base],
    spacing: f32,
) -> Result<(), Rejection> {
    let Some((_, element_cm)) =
        crate::conflict::antagonists::townsfolk::nearest_element(world, base.centre, base.radius)
    else {
        return Err(Rejection::by_rule(
            rule(SECTION),
            msg!("conflict-commission-way-back-home-no-scenery"),
        ));
    };
    check_deployment(&AntagonistSpot {
        assigned_element_cm: element_cm,
        seen_by: None,
        nearest_antagonist_cm: None,
        in_deployment_area: in_any_edge_strip(world, base),
    })?;
    let nearest = own_bases(world, band, pawn, batch)
        .iter()
        .map(|other| other.edge_distance(base))
        .min_by(f32::total_cmp);
    if let Some(distance) = nearest.filter(|&distance| distance <= spacing) {
        return Err(Rejection::by_rule(
            rule(SECTION),
            msg!(
                "conflict-commission-way-back-home-too-close",
                distance = Arg::tenths(distance),
                spacing = super::phrases::whole_cm(spacing)
            ),
        ));
    }
    Ok(())
}

/// § The Way Back Home: the attackers deploy first, a whole type at once, each where an
/// Antagonist could (`commission::check_lurking_place`); then the defender chooses its edge.
pub(in crate::conflict) fn deploy_lurking(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    band: usize,
    card_id: &str,
    places: &[Placement],
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule(setup.commission.name());
    let pawns: Vec<u32> = undeployed(world, band)
        .into_iter()
        .filter(|&id| card(world, id).is_some_and(|card| card.id == card_id))
        .collect();
    if pawns.is_empty() || places.len() != pawns.len() {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-commission-way-back-home-deploy-together",
                band = band_name(world, band),
                left = pawns.len(),
                card = card_name(world, card_id),
                given = places.len()
            ),
        ));
    }
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let mut standing = sight_pawns(world);
    for (&id, place) in pawns.iter().zip(places) {
        if !place.x.is_finite() || !place.y.is_finite() {
            return Err(Rejection::by_rule(
                section,
                msg!("conflict-commission-way-back-home-no-place"),
            ));
        }
        let base = Base::at(*place);
        let batch: Vec<Base> = standing
            .iter()
            .filter(|other| pawns.contains(&other.id))
            .map(|other| other.base)
            .collect();
        check_lurking_place(world, band, id, &base, &batch)?;
        crate::conflict::turns::deployment::check_terrain(&scenery, &standing, id, base)?;
        standing.push(SightPawn {
            id,
            base,
            in_clash: false,
        });
    }
    crate::conflict::world::pawns::set_footings(world, &pawns, places);
    resolution.explain_with(section.clone(), || match pawns.len() {
        1 => msg!(
            "conflict-commission-way-back-home-deploys",
            band = band_name(world, band),
            card = card_name(world, card_id)
        ),
        many => msg!(
            "conflict-commission-way-back-home-deploys-many",
            band = band_name(world, band),
            count = many,
            card = card_name(world, card_id)
        ),
    });
    if undeployed(world, band).is_empty() {
        let defender = setup.commission.opening_bands().start;
        resolution.explain_with(section, || {
            msg!(
                "conflict-commission-way-back-home-choose-edge",
                band = band_name(world, defender),
                depth = super::phrases::whole_cm(setup.commission.deployment_depth_cm())
            )
        });
        world.resource_mut::<Progress>().phase = Phase::ChooseEdge {
            by: defender,
            winner: defender,
        };
    }
    Ok(())
}

/// A roused attacker lurks again, as a Sanguine Antagonist, once no enemy stands in its Line
/// of Sight (30 cm). One being activated finishes its activation first; one in a clash fights
/// it out.
pub(in crate::conflict) fn calm(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let Some((band, lurking)) = world.resource::<Playing>().0.lurking() else {
        return;
    };
    if world.resource::<Progress>().phase != Phase::Turns {
        return;
    }
    let active = world.resource::<Progress>().active;
    let pawns = sight_pawns(world);
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let enemies: Vec<&SightPawn> = enemies_of(world, band)
        .into_iter()
        .filter_map(|enemy| pawns.iter().find(|other| other.id == enemy))
        .collect();
    let calmed: Vec<u32> = pawns
        .iter()
        .filter(|own| side(world, own.id) == Some(band) && Some(own.id) != active)
        .filter(|own| temperament_of(world, own.id).is_none())
        .filter(|own| !super::unconscious(world, own.id) && engaged_with(world, own.id).is_empty())
        .filter(|own| {
            !enemies.iter().any(|theirs| {
                own.base.edge_distance(&theirs.base) <= lurking.sight_cm
                    && line_of_sight(&scenery, &pawns, own, theirs, SightOptions::default()).clear
            })
        })
        .map(|own| own.id)
        .collect();
    for pawn in calmed {
        let temperaments = world.resource_mut::<Temperaments>();
        temperaments.pawns.push((pawn, Temperament::Sanguine));
        temperaments.pawns.sort_by_key(|(id, _)| *id);
        turn_mut(world, |turn| turn.by_temperament(&[pawn as usize]));
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "conflict-commission-way-back-home-lurks-again",
                pawn = pawn_name(world, pawn)
            )
        });
    }
}

/// Only the defender leaves the table (the Decree counts it by the far edge).
pub(super) fn may_leave(world: &ConflictWorld, pawn: u32) -> bool {
    let commission = world.resource::<Playing>().0;
    side(world, pawn).is_some_and(|band| commission.role_of(band) == Role::Defender)
}

/// § The Way Back Home: Main: the defender's pawn leaves by the edge opposite its own within 5
/// turns (the attackers prevent it). Secondary: it leaves by that edge at all.
pub(super) fn decree(facts: &DecreeFacts, role: Role) -> Decree {
    let commission = Commission::WayBackHome;
    let defender = (0..commission.bands())
        .find(|&band| commission.role_of(band) == Role::Defender)
        .unwrap_or(0);
    let within = commission
        .terms()
        .decree_turns
        .unwrap_or(commission.turns());
    let left = facts
        .first_left_by_far_edge
        .get(defender)
        .copied()
        .flatten();
    let home_in_time = left.is_some_and(|turn| turn <= within);
    match role {
        Role::Defender | Role::Band => super::terms::decree_of(home_in_time, left.is_some()),
        Role::Attacker => super::terms::decree_of(!home_in_time, left.is_none()),
    }
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    let commission = Commission::WayBackHome;
    let within = commission
        .terms()
        .decree_turns
        .unwrap_or(commission.turns());
    match role {
        Role::Defender | Role::Band => [
            msg!(
                "conflict-commission-way-back-home-defender-main",
                turns = within
            ),
            msg!("conflict-commission-way-back-home-defender-secondary"),
        ],
        Role::Attacker => [
            msg!(
                "conflict-commission-way-back-home-attacker-main",
                turns = within
            ),
            msg!("conflict-commission-way-back-home-attacker-secondary"),
        ],
    }
}
