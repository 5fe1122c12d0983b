//! The Deploy command (1650 § Preparing the Conflict): a band's pawns of one type put down
//! together in its area, concealed ones held back, a late band's pawns at the table's edge.

use crate::conflict::names::{band_name, card_name};
use crate::conflict::setup::ConflictSetup;
use crate::conflict::turns::deployment::{
    check_terrain, deployment_area, edge_name, in_deployment_area,
};
use crate::conflict::turns::sequence::opening_turn;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Phase, Progress, Table};
use crate::conflict::world::pawns::{card, set_footings, sight_pawns, undeployed};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::table::base::{Base, Placement};
use crate::table::sight::SightPawn;

/// § Brawl: all the band's pawns of one type deploy together, anywhere in its area.
pub(in crate::conflict) fn deploy(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    card_id: &str,
    places: &[Placement],
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule(setup.commission.name());
    let (band, arriving) = match world.resource::<Progress>().phase {
        Phase::Deployment { side } => (side, false),
        Phase::Arrival { side } => (side, true),
        _ => return Err(Rejection::new(msg!("conflict-turns-not-deploying"))),
    };
    if setup
        .commission
        .lurking()
        .is_some_and(|(lurker, _)| lurker == band)
    {
        return crate::conflict::commission::deploy_lurking(
            world, setup, band, card_id, places, resolution,
        );
    }
    let Some(edges) = world.resource::<Progress>().edges else {
        return Err(Rejection::new(msg!("conflict-turns-edges-not-chosen")));
    };
    let deploying = Deploying {
        setup,
        section: &section,
        band,
        arriving,
        card_id,
    };
    let pawns = pawns_of_the_type(world, &deploying, places)?;
    check_places(world, &deploying, edges, &pawns, places)?;
    set_footings(world, &pawns, places);
    explain_deployment(world, &deploying, edges, pawns.len(), resolution);
    if arriving {
        crate::conflict::turns::arrival::after_placing(
            world,
            band,
            opening_turn(world),
            resolution,
        );
        return Ok(());
    }
    next_to_deploy(world, band, resolution);
    Ok(())
}

/// The Deploy command's who and what, shared by its steps.
struct Deploying<'a> {
    setup: &'a ConflictSetup,
    section: &'a crate::log::Rule,
    band: usize,
    /// A late band arriving at the table's edge, not an opening band in its area.
    arriving: bool,
    card_id: &'a str,
}

/// The band's pawns of `card_id` that deploy now, one for each place, or why none may.
fn pawns_of_the_type(
    world: &ConflictWorld,
    deploying: &Deploying,
    places: &[Placement],
) -> Result<Vec<u32>, Rejection> {
    let Deploying {
        setup,
        section,
        band,
        arriving,
        card_id,
    } = *deploying;
    // An arriving band brings every pawn at once, concealed or not (our reading, rules-gaps).
    let pawns: Vec<u32> = crate::conflict::turns::arrival::deployable_now(world, band)
        .into_iter()
        .filter(|&id| card(world, id).is_some_and(|card| card.id == card_id))
        .collect();
    // A type of either opening band kept back: Stealthy and Scout pawns deploy last, whoever's
    // turn.
    let waits_concealed = !arriving
        && setup
            .commission
            .opening_bands()
            .flat_map(|side| undeployed(world, side))
            .any(|id| {
                crate::conflict::hunt::concealed::concealed(world, id)
                    && card(world, id).is_some_and(|card| card.id == card_id)
            });
    if pawns.is_empty() && waits_concealed {
        return Err(deploys_concealed_later(world, band, card_id));
    }
    if pawns.is_empty() {
        return Err(Rejection::by_rule(
            section.clone(),
            msg!(
                "conflict-turns-deploy-none-left",
                band = band_name(world, band),
                card = card_name(world, card_id)
            ),
        ));
    }
    // § Slaughter says nothing of types for the arrival: any number of one type at a time, so
    // that pawns with no room left at the edges may wait (our reading, rules-gaps).
    let pawns: Vec<u32> = if arriving && (1..pawns.len()).contains(&places.len()) {
        pawns[..places.len()].to_vec()
    } else {
        pawns
    };
    if places.len() != pawns.len() {
        return Err(Rejection::by_rule(
            section.clone(),
            msg!(
                "conflict-turns-deploy-together",
                count = pawns.len(),
                card = card_name(world, card_id),
                places = places.len()
            ),
        ));
    }
    Ok(pawns)
}

/// Why a Stealthy or Scout type waits: for The Hunt, or to deploy after every other pawn.
fn deploys_concealed_later(world: &ConflictWorld, band: usize, card_id: &str) -> Rejection {
    if crate::conflict::hunt::tracking::applies(world) {
        return Rejection::by_rule(
            rule("The Hunt"),
            msg!("conflict-turns-deploy-after-hunt", card = card_id),
        );
    }
    Rejection::by_rule(
        rule("Peculiarities"),
        msg!(
            "conflict-turns-deploy-concealed-later",
            band = band_name(world, band),
            card = card_name(world, card_id)
        ),
    )
}

/// Each place is in the band's area (or at the edge, or a concealed pawn's place) and on
/// open ground, clear of the pawns already standing and of those placed before it.
fn check_places(
    world: &ConflictWorld,
    deploying: &Deploying,
    edges: [crate::conflict::world::components::Edge; 2],
    pawns: &[u32],
    places: &[Placement],
) -> Result<(), Rejection> {
    let Deploying {
        setup,
        section,
        band,
        arriving,
        ..
    } = *deploying;
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let mut standing = sight_pawns(world);
    for (&id, place) in pawns.iter().zip(places) {
        let base = Base::at(*place);
        let inside = edges
            .get(band)
            .is_some_and(|&edge| in_deployment_area(setup, edge, &base));
        let concealed =
            || crate::conflict::hunt::concealed::check_concealed(world, setup, band, id, &base);
        if arriving {
            crate::conflict::turns::arrival::check_place(world, band, &base)?;
        } else if let Some(verdict) =
            concealed().filter(|_| place.x.is_finite() && place.y.is_finite())
        {
            verdict?;
        } else if !place.x.is_finite() || !place.y.is_finite() || !inside {
            return Err(Rejection::by_rule(
                section.clone(),
                msg!(
                    "conflict-turns-deploy-outside-area",
                    band = band_name(world, band),
                    area = deployment_area(setup)
                ),
            ));
        }
        check_terrain(&scenery, &standing, id, base)?;
        standing.push(SightPawn {
            id,
            base,
            in_clash: false,
        });
    }
    Ok(())
}

/// "Band deploys 2 × Veteran Pikeman along the North edge".
fn explain_deployment(
    world: &ConflictWorld,
    deploying: &Deploying,
    edges: [crate::conflict::world::components::Edge; 2],
    deployed: usize,
    resolution: &mut Resolution,
) {
    let Deploying {
        setup,
        section,
        band,
        arriving,
        card_id,
    } = *deploying;
    resolution.explain_with(section.clone(), || {
        let place = match edges.get(band) {
            _ if !arriving && setup.commission.centre_deployment_cm().is_some() => {
                msg!("conflict-turns-deployed-middle")
            }
            Some(&edge) if !arriving => {
                msg!("conflict-turns-deployed-along", edge = edge_name(edge))
            }
            _ => msg!("conflict-turns-deployed-at-edge"),
        };
        msg!(
            "conflict-turns-deployed",
            band = band_name(world, band),
            count = deployed,
            card = card_name(world, card_id),
            place = place
        )
    });
}

/// The other opening band deploys next if it has pawns left, else this one; with none left
/// anywhere, deployment is over.
fn next_to_deploy(world: &mut ConflictWorld, band: usize, resolution: &mut Resolution) {
    let next = crate::conflict::world::pawns::other_opening_band(world, band)
        .into_iter()
        .chain([band])
        .find(|&next| !crate::conflict::hunt::concealed::deployable(world, next).is_empty());
    match next {
        Some(next) => world.resource_mut::<Progress>().phase = Phase::Deployment { side: next },
        None => crate::conflict::enclaves::on_table::after_deployment(world, resolution),
    }
}
