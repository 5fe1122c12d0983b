//! The Antagonists a Commission's page sets on the table itself, not enemies among themselves
//! (one side of their own), placed by the dice by the scenery: § Guardians' 1D5 Guarnicioneros,
//! Phlegmatic (`place_townsfolk`), taken over by the defenders, Sanguine, once a clash is
//! started against one or gunpowder is fired near it (`provoke_townsfolk`); § Assault the
//! Powder Magazine's, worth at most 15 Maravedies, only by day (`place_day_antagonists`).

use super::guardians::{SECTION, venue_candidates};
use super::terms::Townsfolk;
use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::SetupOf;
use crate::conflict::world::pawns::{entity, footing, side};
use crate::msg;
use crate::record::Resolution;
use crate::rules::antagonists::Temperament;
use crate::rules::rule;
use crate::table::base::{Base, Placement, Point};
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

/// How far apart the townsfolk must stand, tried in turn (edge to edge, cm): the Antagonists'
/// 20 cm out of every pawn's sight, then in sight, then closer, as § Feast of Eucharist relaxes
/// its markers (our reading, rules-gaps).
const TOWNSFOLK_TRIES: [(f32, bool); 4] =
    [(20.0, true), (20.0, false), (10.0, false), (0.0, false)];

/// § Guardians: "At the beginning of the Conflict, 1D5 Guarnicioneros will be placed on the
/// table as if they were Antagonists": the die says how many; each stands by the next scenery
/// piece of an order the dice shuffle, within 5 cm of it, outside the buildings, the middle
/// circle and the edges' 20 cm, apart from the others (`TOWNSFOLK_TRIES`). Nobody chooses
/// where: no band owns them (our reading, rules-gaps).
pub(super) fn place_townsfolk(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    let Some(terms) = setup.commission.terms().townsfolk.as_ref() else {
        return;
    };
    if setup.townsfolk.is_empty() {
        return;
    }
    let rolled = resolution
        .dice()
        .roll(msg!("conflict-commission-townsfolk-how-many"), terms.die) as usize;
    let count = rolled.min(setup.townsfolk.len());
    let pawns: Vec<(u32, Temperament)> = (0..count as u32)
        .map(|index| (setup.first_townsfolk() + index, terms.temperament))
        .collect();
    let placed = set_by_scenery(
        world,
        setup,
        &pawns,
        msg!("conflict-commission-townsfolk-where"),
        resolution,
    );
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-townsfolk-placed",
            sides = terms.die.sides(),
            rolled = rolled,
            count = placed.len(),
            temperament = temperament_name(terms.temperament),
            placed = where_they_stand(world, setup, &placed),
            within = super::phrases::whole_cm(terms.provoked_cm),
            role = terms.provoked_join.plural()
        )
    });
}

/// § Assault the Powder Magazine: "Antagonists will only be used if the Conflict takes place
/// during the day": once the attackers chose day, the Antagonists the setup carries (worth at
/// most the page's Maravedies) stand by the scenery as the Guarnicioneros do, each moved by its
/// own Temperament; by night they stay home.
pub(in crate::conflict) fn place_day_antagonists(
    world: &mut ConflictWorld,
    night: bool,
    resolution: &mut Resolution,
) {
    let setup = std::sync::Arc::clone(&world.resource::<SetupOf>().0);
    let Some(budget) = setup.commission.terms().day_antagonists_mrv else {
        return;
    };
    let section = rule(setup.commission.name());
    if night || setup.townsfolk.is_empty() {
        resolution.explain_with(section, || {
            msg!("conflict-commission-powder-magazine-no-antagonists")
        });
        return;
    }
    let pawns: Vec<(u32, Temperament)> = (setup.first_townsfolk()..)
        .zip(&setup.townsfolk)
        .map(|(pawn, antagonist)| (pawn, antagonist.temperament))
        .collect();
    let placed = set_by_scenery(
        world,
        &setup,
        &pawns,
        msg!("conflict-commission-powder-magazine-where"),
        resolution,
    );
    resolution.explain_with(section, || {
        msg!(
            "conflict-commission-powder-magazine-antagonists",
            budget = budget,
            placed = where_they_stand(world, &setup, &placed)
        )
    });
}

/// The Antagonists a budget of `budget` Maravedies brings: the catalogue's in order, each once,
/// while its Pay fits what is left (§ Assault the Powder Magazine's 15; our reading).
pub(super) fn within_budget(
    catalogue: &crate::rules::antagonists::AntagonistCatalogue,
    budget: u32,
) -> Vec<crate::rules::antagonists::Antagonist> {
    let mut left = budget;
    let mut chosen = Vec::new();
    for antagonist in &catalogue.antagonists {
        if antagonist.card.pay <= left {
            left -= antagonist.card.pay;
            chosen.push(antagonist.clone());
        }
    }
    chosen
}

/// What the setup's townsfolk break of the page, in words.
pub(super) fn setup_problem(
    commission: super::Commission,
    setup: &ConflictSetup,
) -> Option<Message> {
    let terms = commission.terms();
    if let Some(budget) = terms.day_antagonists_mrv {
        let pay: u32 = setup.townsfolk.iter().map(|each| each.card.pay).sum();
        return (pay > budget).then(|| {
            msg!(
                "conflict-commission-townsfolk-too-dear",
                commission = commission.title(),
                pay = pay,
                budget = budget
            )
        });
    }
    let wanted = terms
        .townsfolk
        .as_ref()
        .map_or(0, |townsfolk| townsfolk.die.sides() as usize);
    let same = setup.townsfolk.len() == wanted
        && terms.townsfolk.as_ref().is_none_or(|townsfolk| {
            setup
                .townsfolk
                .iter()
                .all(|antagonist| antagonist.card.id == townsfolk.antagonist)
        });
    (!same).then(|| {
        msg!(
            "conflict-commission-townsfolk-wrong",
            commission = commission.title(),
            wanted = wanted
        )
    })
}

/// A Temperament's name, as the page writes it.
fn temperament_name(temperament: Temperament) -> Message {
    match temperament {
        Temperament::Sanguine => msg!("conflict-commission-temperament-sanguine"),
        Temperament::Choleric => msg!("conflict-commission-temperament-choleric"),
        Temperament::Melancholic => msg!("conflict-commission-temperament-melancholic"),
        Temperament::Phlegmatic => msg!("conflict-commission-temperament-phlegmatic"),
    }
}

/// "Picaro by 'well', ...": where each placed townsperson stands.
fn where_they_stand(world: &ConflictWorld, setup: &ConflictSetup, placed: &[(u32, usize)]) -> Arg {
    let by: Vec<Message> = placed
        .iter()
        .map(|&(pawn, element)| {
            let piece = setup
                .layout
                .pieces
                .get(element)
                .map_or("?", |piece| piece.id.as_str());
            msg!(
                "conflict-commission-townsfolk-stands-by",
                pawn = pawn_name(world, pawn),
                piece = piece
            )
        })
        .collect();
    if by.is_empty() {
        msg!("conflict-commission-townsfolk-no-spot").into()
    } else {
        super::phrases::listed(by)
    }
}

/// Each of `pawns` by the next scenery piece of an order the dice shuffle (within 5 cm of it,
/// apart from the others, as `TOWNSFOLK_TRIES` relaxes it), moved by its Temperament from then
/// on; those with no spot left stay home. Returns (pawn, piece) for each placed.
fn set_by_scenery(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    pawns: &[(u32, Temperament)],
    purpose: Message,
    resolution: &mut Resolution,
) -> Vec<(u32, usize)> {
    let mut pieces: Vec<usize> = (0..setup.layout.pieces.len()).collect();
    resolution.dice().shuffle(purpose, &mut pieces);
    let spots = crate::conflict::antagonists::townsfolk::spots_by_scenery(world);
    let mut placed = Vec::new();
    for (index, &(pawn, temperament)) in pawns.iter().enumerate() {
        let found = TOWNSFOLK_TRIES.iter().find_map(|&(spacing, unseen)| {
            pieces
                .iter()
                .cycle()
                .skip(index)
                .take(pieces.len())
                .find_map(|&piece| {
                    spots.iter().find_map(|&point| {
                        townsfolk_spot(world, setup, pawn, piece, point, spacing, unseen)
                            .map(|place| (piece, place))
                    })
                })
        });
        let Some((element, place)) = found else {
            continue;
        };
        crate::conflict::antagonists::townsfolk::set_down(
            world,
            pawn,
            setup.commission.defender(),
            element,
            place,
            temperament,
        );
        placed.push((pawn, element));
    }
    placed
}

/// Where townsperson `pawn` would stand at `point` by the scenery piece `piece`, if it may.
fn townsfolk_spot(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    pawn: u32,
    piece: usize,
    point: Vec2,
    spacing: f32,
    unseen: bool,
) -> Option<Placement> {
    let radius = crate::table::base::DEFAULT_BASE_DIAMETER_CM / 2.0;
    let by = setup.layout.pieces.get(piece)?;
    if by.footprint_distance(point) - radius > crate::rules::antagonists::ASSIGNED_REACH_CM {
        return None;
    }
    let table = setup.layout.table;
    let middle = Vec2::new(table.width / 2.0, table.depth / 2.0);
    let circle = setup.commission.centre_deployment_cm().unwrap_or(0.0) / 2.0;
    let depth = setup.commission.deployment_depth_cm();
    let inside_building = venue_candidates(&setup.layout)
        .iter()
        .any(|&index| setup.layout.pieces[index].footprint_distance(point) <= 0.0);
    let near_edge = crate::conflict::world::components::Edge::ALL
        .iter()
        .any(|edge| edge.distance(table, point) - radius < depth);
    if inside_building || near_edge || point.distance(middle) - radius <= circle {
        return None;
    }
    let place = Placement {
        x: point.x,
        y: point.y,
        level: 0.0,
        facing_degrees: crate::conflict::antagonists::townsfolk::facing_at(
            world,
            Point {
                x: point.x,
                y: point.y,
            },
        ),
    };
    let base = Base::at(place);
    let standing = crate::conflict::world::pawns::sight_pawns(world);
    let scenery = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::Table>()
            .0,
    );
    crate::conflict::turns::deployment::check_terrain(&scenery, &standing, pawn, base).ok()?;
    let crowded = standing
        .iter()
        .any(|other| setup.is_townsfolk(other.id) && other.base.edge_distance(&base) <= spacing);
    if crowded {
        return None;
    }
    if unseen
        && crate::conflict::antagonists::townsfolk::first_watcher(world, &standing, pawn, base)
            .is_some()
    {
        return None;
    }
    Some(place)
}

/// The band that moves a provoked townsperson by its Temperament (§ Guardians: the
/// defenders'), where one does.
pub(in crate::conflict) fn controller(world: &ConflictWorld, pawn: u32) -> Option<usize> {
    let setup = &world.resource::<SetupOf>().0;
    let band = side(world, pawn)?;
    (setup.is_townsfolk(pawn) && !setup.is_antagonist_side(band)).then_some(band)
}

/// Whether `a` and `b` are both the Commission's townsfolk: "not enemies among themselves",
/// provoked or not.
pub(in crate::conflict) fn fellow_townsfolk(world: &ConflictWorld, a: u32, b: u32) -> bool {
    let setup = &world.resource::<SetupOf>().0;
    setup.is_townsfolk(a) && setup.is_townsfolk(b)
}

/// Whether `pawn` is a townsperson no band has taken over yet.
fn unprovoked(world: &ConflictWorld, pawn: u32) -> bool {
    let setup = &world.resource::<SetupOf>().0;
    setup.is_townsfolk(pawn) && side(world, pawn) == Some(setup.townsfolk_side())
}

/// After each command: a townsperson engaged in a clash, or near a gunpowder weapon just
/// fired, is provoked. Whether any was (it changed bands: the table must settle again).
pub(in crate::conflict) fn provoke_townsfolk(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) -> bool {
    let setup = std::sync::Arc::clone(&world.resource::<SetupOf>().0);
    let Some(terms) = setup.commission.terms().townsfolk.as_ref() else {
        return false;
    };
    let mut provoked = false;
    let first = setup.first_townsfolk();
    let shooters = world
        .resource::<crate::conflict::world::components::Temperaments>()
        .gunpowder
        .clone();
    let townsfolk: Vec<u32> = (first..first + setup.townsfolk.len() as u32)
        .filter(|&pawn| unprovoked(world, pawn))
        .collect();
    for pawn in townsfolk {
        let Some(own) = crate::conflict::world::pawns::base(world, pawn) else {
            continue;
        };
        let engaged = crate::conflict::world::pawns::engaged_with(world, pawn)
            .into_iter()
            .any(|other| !setup.is_townsfolk(other));
        let heard = shooters.iter().any(|&shooter| {
            !setup.is_townsfolk(shooter)
                && footing(world, shooter)
                    .is_some_and(|theirs| theirs.base().edge_distance(&own) <= terms.provoked_cm)
        });
        if engaged || heard {
            let why = if engaged {
                msg!("conflict-commission-townsfolk-clash")
            } else {
                msg!(
                    "conflict-commission-townsfolk-gunpowder",
                    within = super::phrases::whole_cm(terms.provoked_cm)
                )
            };
            provoke(world, &setup, terms, pawn, why, resolution);
            provoked = true;
        }
    }
    provoked
}

fn provoke(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    terms: &Townsfolk,
    pawn: u32,
    why: Message,
    resolution: &mut Resolution,
) {
    let Some(band) =
        (0..setup.sides.len()).find(|&band| setup.commission.role_of(band) == terms.provoked_join)
    else {
        return;
    };
    if entity(world, pawn).is_some() {
        world
            .resource_mut::<crate::conflict::world::pawn_index::PawnIndex>()
            .set_side(pawn, band);
    }
    {
        let temperaments = world.resource_mut::<crate::conflict::world::components::Temperaments>();
        for (id, temperament) in &mut temperaments.pawns {
            if *id == pawn {
                *temperament = Temperament::Sanguine;
            }
        }
    }
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-townsfolk-provoked",
            why = why,
            pawn = pawn_name(world, pawn),
            role = terms.provoked_join.plural()
        )
    });
}
