//! Before the turns (Moment of Truth, weather, deployment, luminaries) and the turns themselves:
//! the Authority roll, activations, the end of each turn and of the conflict.

use crate::conflict::band::harm;
use crate::conflict::names::{band_name, card_name, pawn_name};
use crate::conflict::setup::ConflictSetup;
use crate::conflict::turns::deployment::{
    check_terrain, deployment_area_words, in_deployment_area, luminary_problem,
};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{
    Conditions, Deeds, Edge, Loads, Luminaries, Pending, Phase, Progress, SmokeMarkers, SmokeUsed,
    Table,
};
use crate::conflict::world::pawns::{
    authority, finish_active, set_footings, side_of_any, undeployed,
};
use crate::conflict::world::pawns::{card, entity, footing, pawn_ids, place_of, sight_pawns};
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Turn;
use crate::rules::audacity::Nerve;
use crate::rules::rule;
use crate::rules::weather::{roll_fog_turns, roll_moment_of_truth, roll_weather};
use crate::table::base::{Base, Placement, Point};
use crate::table::light::Quadrant;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

pub(in crate::conflict) fn check_setup(setup: &ConflictSetup) -> Result<(), Rejection> {
    // One list decides what a setup may hold, for a new game as for a loaded record.
    if let Some(problem) = setup.problems().into_iter().next() {
        return Err(Rejection::new(format!(
            "This setup cannot be played: {problem}."
        )));
    }
    for (index, side) in setup.sides.iter().enumerate() {
        if side.pawns.is_empty() {
            return Err(Rejection::new(format!(
                "band {} ({}) has no pawns",
                index + 1,
                side.name
            )));
        }
        crate::conflict::band::factions::incentives(side)?;
    }
    Ok(())
}

/// A layout the table can be built from (checked once per layout: see `scenery_for`).
pub(in crate::conflict) fn check_layout(
    layout: &crate::table::layout::Layout,
) -> Result<(), Rejection> {
    let problems = layout.problems();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Rejection::new(format!(
            "the layout '{}' has problems: {}",
            layout.name,
            problems.join("; ")
        )))
    }
}

/// § Everybody Has a Price, then § Brawl, Special Rules: the Moment of Truth, then The Weather
/// Gets Worse; then the Authority roll whose winner decides who deploys first.
pub(in crate::conflict) fn before_deployment(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    crate::conflict::band::factions::explain_salaries(setup, resolution);
    // § Sequence before the Conflict starts: the auctions come first.
    if !crate::conflict::band::auction::open_first(world, setup, resolution) {
        after_auctions(world, setup, resolution);
    }
}

/// Goes on with what a finished step handed on (`components::NextStep`), until nothing is
/// left: a step may hand on to one that finishes at once.
pub(in crate::conflict) fn hand_on(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    while let Some(next) = world
        .resource_mut::<crate::conflict::world::components::NextStep>()
        .0
        .take()
    {
        match next {
            crate::conflict::world::components::Next::AfterAuctions => {
                after_auctions(world, &setup, resolution);
            }
            crate::conflict::world::components::Next::AfterArrival { turn } => {
                after_arrival(world, turn, resolution);
            }
            crate::conflict::world::components::Next::BeginTurn { turn } => {
                begin_turn(world, turn, resolution);
            }
            crate::conflict::world::components::Next::AfterDeployment => {
                crate::conflict::hunt::tracking::after_deployment(world, resolution);
            }
            crate::conflict::world::components::Next::AfterEnclaves => {
                crate::conflict::antagonists::townsfolk::after_enclaves(world, resolution);
            }
        }
    }
}

/// The Moment of Truth, the weather and the Authority roll, once no Personality is contested.
pub(in crate::conflict) fn after_auctions(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    let commission = setup.commission;
    // Without a roll: the page's day or night, no luminaries; said in the log when the page
    // decides it (§ Ambush's attackers choose later: day until then).
    let unrolled = |night: bool, resolution: &mut Resolution, words: Option<&str>| {
        if let Some(words) = words {
            resolution.explain_with(rule(commission.name()), || words.to_owned());
        }
        crate::rules::weather::MomentOfTruth {
            roll: 0,
            night,
            luminaries: 0,
        }
    };
    let moment = match commission.terms().moment {
        crate::conflict::commission::terms::MomentRule::Rolled => roll_moment_of_truth(resolution),
        crate::conflict::commission::terms::MomentRule::AttackerChooses => {
            unrolled(false, resolution, None)
        }
        crate::conflict::commission::terms::MomentRule::NightWithoutLuminaries => unrolled(
            true,
            resolution,
            Some(
                "the Conflict takes place by night, and no luminaries are allowed (no Moment of Truth roll)",
            ),
        ),
        crate::conflict::commission::terms::MomentRule::Day => unrolled(
            false,
            resolution,
            Some("the Conflict takes place by day (no Moment of Truth roll)"),
        ),
        crate::conflict::commission::terms::MomentRule::Night => unrolled(
            true,
            resolution,
            Some("the Conflict takes place by night (no Moment of Truth roll)"),
        ),
    };
    let weather = if let Some(weather) = commission.terms().weather {
        resolution.explain_with(rule(commission.name()), || {
            format!(
                "the page sets the weather: {} ({})",
                weather.name(),
                weather.describe()
            )
        });
        weather
    } else if commission.terms().no_weather_roll {
        resolution.explain_with(rule(commission.name()), || {
            "no Weather Gets Worse roll: the day is calm (Sunny)".to_owned()
        });
        crate::rules::weather::Weather::Sunny
    } else {
        roll_weather(setup.climate, resolution)
    };
    let fog_turns = if weather.effects().fog_turns {
        roll_fog_turns(resolution)
    } else {
        0
    };
    world.insert_resource(Conditions {
        moment,
        weather,
        fog_turns,
    });
    commission.before_deployment(world, setup, resolution);
    if let Some((lurker, _)) = commission.lurking() {
        // § The Way Back Home: the attackers deploy first, as Antagonists would.
        resolution.explain_with(rule(commission.name()), || {
            format!(
                "{} deploys first, lurking as Sanguine Antagonists: {}",
                band_name(world, lurker),
                crate::conflict::commission::LURKING_RULE
            )
        });
        world.resource_mut::<Progress>().phase = Phase::Deployment { side: lurker };
        return;
    }
    if let Some(edge) = commission.fixed_edge(setup) {
        // § To Seek Sanctuary: the defenders' edge is the one opposite the Church.
        world.resource_mut::<Progress>().phase = Phase::ChooseEdge { by: 0, winner: 0 };
        if choose_deployment(world, 0, edge, resolution).is_ok() {
            return;
        }
    }
    if commission.opening_bands().len() < 2 {
        // One band opens the conflict: it chooses the edge it deploys along.
        resolution.explain_with(rule(commission.name()), || {
            format!("{} deploys first: it chooses its edge", band_name(world, 0))
        });
        world.resource_mut::<Progress>().phase = Phase::ChooseEdge { by: 0, winner: 0 };
        return;
    }
    let winner = authority(world, resolution);
    resolution.explain_with(rule(commission.name()), || {
        format!(
            "{} won the Authority roll: it decides who {}",
            band_name(world, winner),
            commission.first_choice_answers().1
        )
    });
    world.resource_mut::<Progress>().phase = Phase::ChooseDeployment { chooser: winner };
}

/// § Brawl: the Authority roll's winner "will decide whether to be the first one to choose an
/// edge and deploy one of his pawns, or let his opponent do so": deploying first itself, it
/// chooses the edge next; letting the other band go first, that band chooses it.
pub(in crate::conflict) fn choose_first(
    world: &mut ConflictWorld,
    first: usize,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if !crate::conflict::world::pawns::opening_bands(world).contains(&first) {
        return Err(Rejection::new(
            "only the two opening bands (0 and 1) deploy first",
        ));
    }
    let Phase::ChooseDeployment { chooser } = world.resource::<Progress>().phase else {
        return Err(Rejection::new("the deployment is not being chosen"));
    };
    if crate::conflict::commission::guests_place_first(world, first, resolution) {
        return Ok(());
    }
    resolution.explain_with(
        rule(
            world
                .resource::<crate::conflict::world::components::Playing>()
                .0
                .name(),
        ),
        || {
            if first == chooser {
                format!(
                    "{} deploys first: it chooses its edge",
                    band_name(world, chooser)
                )
            } else {
                format!(
                    "{} lets {} deploy first: that band chooses its edge",
                    band_name(world, chooser),
                    band_name(world, first)
                )
            }
        },
    );
    world.resource_mut::<Progress>().phase = Phase::ChooseEdge {
        by: first,
        winner: chooser,
    };
    Ok(())
}

pub(in crate::conflict) fn choose_deployment(
    world: &mut ConflictWorld,
    first: usize,
    edge: Edge,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if !crate::conflict::world::pawns::opening_bands(world).contains(&first) {
        return Err(Rejection::new("only the opening bands deploy first"));
    }
    // Who chose the edge (the winner, or the band it let deploy first) and the winner.
    let (chooser, winner) = match world.resource::<Progress>().phase {
        Phase::ChooseDeployment { chooser } => (chooser, chooser),
        Phase::ChooseEdge { by, winner } => (by, winner),
        _ => return Err(Rejection::new("the deployment is not being chosen")),
    };
    let mut edges = [edge, edge.opposite()];
    if first == 1 {
        edges.swap(0, 1);
    }
    let luminaries = world.resource::<Conditions>().moment.luminaries;
    let night = world.resource::<Conditions>().night_in(1);
    let setup_centre = world
        .resource::<crate::conflict::world::components::Playing>()
        .0
        .centre_deployment_cm()
        .is_some();
    resolution.explain_with(
        rule(
            world
                .resource::<crate::conflict::world::components::Playing>()
                .0
                .name(),
        ),
        || {
            let lurked = world
                .resource::<crate::conflict::world::components::Playing>()
                .0
                .lurking()
                .is_some();
            let deploys = if lurked {
                // § The Way Back Home: the attackers are already lurking on the table.
                format!("{} deploys", band_name(world, first))
            } else if chooser == first {
                format!("{} deploys first", band_name(world, first))
            } else {
                format!(
                    "{} chose: {} deploys first",
                    band_name(world, chooser),
                    band_name(world, first)
                )
            };
            if setup_centre {
                return format!("{deploys}, in a circle in the middle of the table");
            }
            match crate::conflict::world::pawns::other_opening_band(world, first) {
                Some(other) => format!(
                    "{deploys}, along the {edge:?} edge; {} along the {:?} edge",
                    band_name(world, other),
                    edge.opposite()
                ),
                None => format!("{deploys}, along the {edge:?} edge"),
            }
        },
    );
    let deploys = crate::conflict::hunt::concealed::first_to_deploy(world, first);
    if night {
        let setup = std::sync::Arc::clone(
            &world
                .resource::<crate::conflict::world::components::SetupOf>()
                .0,
        );
        if setup.commission.needs_church() {
            crate::conflict::commission::light_the_church(world, &setup, resolution);
        }
    }
    let progress = world.resource_mut::<Progress>();
    progress.edges = Some(edges);
    progress.first_deployer = Some(first);
    progress.phase = if night && luminaries > 0 {
        // § Luminaries: "starting with the loser of the initial Authority roll".
        Phase::PlaceLuminaries {
            by: 1 - winner,
            left: luminaries,
        }
    } else {
        Phase::Deployment { side: deploys }
    };
    skip_empty_deployment(world, resolution);
    Ok(())
}

/// With every pawn deploying through The Hunt, the deployment has nothing to place.
fn skip_empty_deployment(world: &mut ConflictWorld, resolution: &mut Resolution) {
    if matches!(world.resource::<Progress>().phase, Phase::Deployment { .. })
        && crate::conflict::world::pawns::opening_bands(world)
            .all(|band| crate::conflict::hunt::concealed::deployable(world, band).is_empty())
    {
        crate::conflict::enclaves::on_table::after_deployment(world, resolution);
    }
}

/// § Luminaries: placed in turn (the Authority roll's loser first), more than 20 cm apart and
/// outside the deployment areas.
pub(in crate::conflict) fn place_luminary(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    x: f32,
    y: f32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Phase::PlaceLuminaries { by, left } = world.resource::<Progress>().phase else {
        return Err(Rejection::new("luminaries are not being placed"));
    };
    luminary_problem(world, setup, x, y)?;
    world.resource_mut::<Luminaries>().0.push(Point { x, y });
    resolution.explain_with(rule("Luminaries"), || {
        format!(
            "{} places a luminary {}",
            band_name(world, by),
            place_of(world, Vec2::new(x, y), 0.0)
        )
    });
    let first = world.resource::<Progress>().first_deployer.unwrap_or(0);
    world.resource_mut::<Progress>().phase = if left > 1 {
        Phase::PlaceLuminaries {
            by: 1 - by,
            left: left - 1,
        }
    } else {
        Phase::Deployment {
            side: crate::conflict::hunt::concealed::first_to_deploy(world, first),
        }
    };
    skip_empty_deployment(world, resolution);
    Ok(())
}

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
        _ => return Err(Rejection::new("pawns are not deploying")),
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
        return Err(Rejection::new("the edges are not chosen yet"));
    };
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
        if crate::conflict::hunt::tracking::applies(world) {
            return Err(Rejection::by_rule(
                rule("The Hunt"),
                format!(
                    "'{card_id}' is Stealthy or Scout and both bands have such pawns: it deploys on a Tracking Marker after The Hunt"
                ),
            ));
        }
        return Err(Rejection::by_rule(
            rule("Peculiarities"),
            format!(
                "{} deploys now; {} deploys concealed (Stealthy or Scout), after every other pawn of both bands",
                band_name(world, band),
                card_name(world, card_id)
            ),
        ));
    }
    if pawns.is_empty() {
        return Err(Rejection::by_rule(
            section,
            format!(
                "{} has no {} left to deploy",
                band_name(world, band),
                card_name(world, card_id)
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
            section,
            format!(
                "pawns of the same type deploy together: {} {} need {} places, not {}",
                pawns.len(),
                card_name(world, card_id),
                pawns.len(),
                places.len()
            ),
        ));
    }
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
                section,
                format!(
                    "that place is outside {}'s deployment area ({})",
                    band_name(world, band),
                    deployment_area_words(setup),
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
    set_footings(world, &pawns, places);
    resolution.explain_with(section, || {
        // "2 × Veteran Pikeman": a card's name does not take an English plural.
        let count = match pawns.len() {
            1 => String::new(),
            many => format!("{many} × "),
        };
        let edge = match edges.get(band) {
            _ if !arriving && setup.commission.centre_deployment_cm().is_some() => {
                "in the middle circle".to_owned()
            }
            Some(edge) if !arriving => format!("along the {edge:?} edge"),
            _ => "at the table's edge".to_owned(),
        };
        format!(
            "{} deploys {count}{} {edge}",
            band_name(world, band),
            card_name(world, card_id),
        )
    });
    if arriving {
        crate::conflict::turns::arrival::after_placing(
            world,
            band,
            opening_turn(world),
            resolution,
        );
        return Ok(());
    }
    let next = crate::conflict::world::pawns::other_opening_band(world, band)
        .into_iter()
        .chain([band])
        .find(|&next| !crate::conflict::hunt::concealed::deployable(world, next).is_empty());
    match next {
        Some(next) => world.resource_mut::<Progress>().phase = Phase::Deployment { side: next },
        None => crate::conflict::enclaves::on_table::after_deployment(world, resolution),
    }
    Ok(())
}

/// § The Weather Gets Worse (Bitter, Blizzard): a pawn that stood still and free of clashes
/// all last turn has −1 to its rolls this turn; in a Blizzard it also loses 1 Vigour. Read
/// from last turn's deeds, before they are cleared.
fn numb_with_cold(world: &mut ConflictWorld, number: u32, resolution: &mut Resolution) {
    let effects = world.resource::<Conditions>().weather.effects();
    if !effects.numbing {
        return;
    }
    for id in pawn_ids(world) {
        let Some(mut vigour) = harm::health(world, id) else {
            continue;
        };
        let done = crate::conflict::world::pawns::deeds(world, id);
        let stood = number > 1
            && footing(world, id).is_some()
            && matches!(
                done.moved,
                None | Some(crate::conflict::world::components::Moved::Turned)
            )
            && !done.fought
            && crate::conflict::world::pawns::engaged_with(world, id).is_empty();
        vigour.weathered = -i32::from(stood);
        harm::set_health(world, id, vigour);
        if !stood {
            continue;
        }
        resolution.explain_with(rule("The Weather Gets Worse"), || {
            format!(
                "{} stood still in the cold all last turn: -1 to its rolls this turn",
                pawn_name(world, id)
            )
        });
        if effects.numbing_vigour_loss {
            let marked = vigour.mark(1);
            harm::set_health(world, id, vigour);
            resolution.explain_with(rule("The Weather Gets Worse"), || {
                format!(
                    "the Blizzard takes 1 Vigour from {}: {} left",
                    pawn_name(world, id),
                    vigour.remaining()
                )
            });
            harm::after_wound(world, id, &marked, None, resolution);
        }
    }
}

/// § Rules of Engagement: a new turn: the Authority roll, every card back.
pub(in crate::conflict) fn begin_turn(
    world: &mut ConflictWorld,
    number: u32,
    resolution: &mut Resolution,
) {
    numb_with_cold(world, number, resolution);
    for id in pawn_ids(world) {
        let Some(entity) = entity(world, id) else {
            continue;
        };
        crate::conflict::world::pawns::set_deeds(world, id, Deeds::default());
        let card = world
            .resource::<crate::conflict::world::pawn_index::PawnIndex>()
            .cards
            .get(id as usize)
            .cloned();
        if let Some(morale) = crate::conflict::world::pawns::morale_mut(world, id) {
            morale.only_turn = false;
        }
        let mut pawn = world.entity_mut(entity);
        if let (Some(mut loads), Some(card)) = (pawn.get_mut::<Loads>(), card) {
            reload_finished(&mut loads, &card);
        }
    }
    crate::conflict::clash::responding::new_turn(world, number);
    crate::conflict::band::armament::new_turn(world, number);
    crate::conflict::band::blessings::new_turn(world);
    // § Investing Maravedies: the two extra dice are a turn's allowance.
    for spent in &mut world
        .resource_mut::<crate::conflict::world::components::Spending>()
        .0
    {
        spent.new_turn();
    }
    come_back(world, resolution);
    if let Some(late) = crate::conflict::turns::arrival::arriving(world, number) {
        crate::conflict::turns::arrival::open(world, late, number, resolution);
        hand_on(world, resolution);
        return;
    }
    after_arrival(world, number, resolution);
}

/// § Artillery's Wearing Down: eliminated attackers come back, off the table, to arrive again
/// at their edge.
fn come_back(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let returning = std::mem::take(
        &mut world
            .resource_mut::<crate::conflict::world::components::Returning>()
            .0,
    );
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    for pawn in returning {
        let Some(spawned) = crate::conflict::world::spawn::spawn_pawn(world, &setup, pawn) else {
            continue;
        };
        world.mark_light_bearers_changed();
        world
            .resource_mut::<crate::conflict::world::pawn_index::PawnIndex>()
            .set(pawn, spawned.entity, spawned.start);
        resolution.explain_with(rule("Artillery's Wearing Down"), || {
            format!("{} comes back to its band's edge", pawn_name(world, pawn))
        });
    }
}

/// Once any late band has arrived: the Commission's turn-start rolls (§ Artillery's Wearing
/// Down), then the activations.
pub(in crate::conflict) fn after_arrival(
    world: &mut ConflictWorld,
    number: u32,
    resolution: &mut Resolution,
) {
    if crate::conflict::commission::roll_artillery(world, resolution) {
        return;
    }
    open_activations(world, number, resolution);
}

/// The turn whose opening steps (an arrival, an artillery roll) are under way: the one after
/// the last turn played.
pub(in crate::conflict) fn opening_turn(world: &ConflictWorld) -> u32 {
    world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(1, |turn| turn.number + 1)
}

/// § Rules of Engagement: the Authority roll, then every pawn on the table waits for its
/// activation, in the order the Commission gives the bands.
pub(in crate::conflict) fn open_activations(
    world: &mut ConflictWorld,
    number: u32,
    resolution: &mut Resolution,
) {
    let commission = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    // With one opening band the Commission fixes the order: no roll decides it (nor on
    // § Feast of Eucharist's first turn: the band that placed the first marker).
    let placed_first = crate::conflict::commission::guests_open_turn(world, number);
    let winner = placed_first
        .or_else(|| (commission.opening_bands().len() > 1).then(|| authority(world, resolution)));
    let order = commission.activation_order(world, winner);
    let count = world
        .resource::<crate::conflict::world::pawn_index::PawnIndex>()
        .entities
        .len();
    let mut sides: Vec<usize> = (0..count as u32).map(|id| side_of_any(world, id)).collect();
    // § Feast of Eucharist: each Guest Marker waits for its band's activation too.
    sides.extend(crate::conflict::commission::guest_marker_bands(world));
    let mut turn = Turn::begin_in_order(number, sides, order.clone());
    crate::conflict::commission::rest_idle_markers(world, &mut turn);
    // § Alone in the Face of Danger: the enemy's pawns wait for triggers, not for the turn.
    if let Some(enemy) = commission.enemy_band() {
        turn.set_enemy_side(enemy);
    }
    for id in 0..count as u32 {
        // Gone, not on the table yet (a band arriving later), or unconscious: nothing to
        // activate.
        if entity(world, id).is_none()
            || footing(world, id).is_none()
            || crate::conflict::commission::unconscious(world, id)
        {
            turn.remove(id as usize);
        }
    }
    resolution.explain_with(rule("Rules of Engagement"), || {
        let first = order.first().copied().unwrap_or(0);
        if placed_first.is_some() {
            format!(
                "turn {number} begins: {} placed the first Guest Marker and activates first (§ {})",
                band_name(world, first),
                commission.name()
            )
        } else if let Some(winner) = winner.filter(|&winner| winner == first) {
            format!(
                "turn {number} begins: {} won the Authority roll and activates first",
                band_name(world, winner)
            )
        } else if let Some(winner) = winner {
            format!(
                "turn {number} begins: {} activates first (§ {}); {} won the Authority roll and follows",
                band_name(world, first),
                commission.name(),
                band_name(world, winner)
            )
        } else {
            format!(
                "turn {number} begins: {} activates first (§ {})",
                band_name(world, first),
                commission.name()
            )
        }
    });
    {
        let progress = world.resource_mut::<Progress>();
        progress.phase = Phase::Turns;
        progress.turn = Some(turn);
        progress.active = None;
    }
    crate::conflict::antagonists::temperament::open_turn(world, winner, resolution);
}

/// § Reloading Slow Weapons: a weapon reloaded last turn is ready at the start of this one.
fn reload_finished(loads: &mut Loads, card: &crate::rules::cards::ContractCard) {
    for (weapon, reloading) in loads.reloading.iter_mut().enumerate() {
        if *reloading {
            *reloading = false;
            let full = card
                .weapons
                .get(weapon)
                .and_then(|weapon| weapon.slow_shots());
            if let Some(slot) = loads.shots_left.get_mut(weapon) {
                *slot = full;
            }
        }
    }
}

/// § Activation: the side to act moves a pawn's card forward.
pub(in crate::conflict) fn activate(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if world.resource::<Progress>().turn.is_none() {
        return Err(Rejection::new("no turn is being played"));
    }
    if footing(world, pawn).is_none() {
        return Err(Rejection::new(format!(
            "{} is not on the table",
            pawn_name(world, pawn)
        )));
    }
    {
        // In place: `Turn::activate` checks before it changes anything.
        let progress = world.resource_mut::<Progress>();
        if let Some(turn) = progress.turn.as_mut() {
            turn.activate(pawn as usize)?;
        }
        progress.active = Some(pawn);
    }
    // Named only when explained (a simulated game keeps no lines).
    resolution.explain_with(rule("Activation"), || {
        format!("{} is activated", pawn_name(world, pawn))
    });
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    crate::conflict::commission::seek_sanctuary(world, &setup, pawn, resolution);
    if entity(world, pawn).is_none() {
        return Ok(());
    }
    crate::conflict::shooting::bombs::on_activation(world, pawn, resolution);
    if harm::nerve(world, pawn) == Nerve::Escaping {
        harm::escaping_activation_of(world, pawn, resolution);
        return Ok(());
    }
    harm::shaken_by_escaping_friends(world, pawn, resolution);
    Ok(())
}

pub(in crate::conflict) fn end_activation(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if world.resource::<Progress>().active != Some(pawn) {
        return Err(Rejection::by_rule(
            rule("Activation"),
            format!("{} is not the pawn being activated", pawn_name(world, pawn)),
        ));
    }
    crate::conflict::clash::fight_or_retreat::at_end_of_activation(world, pawn, resolution);
    finish_active(world, pawn);
    resolution.explain_with(rule("Activation"), || {
        format!("{}'s activation is over", pawn_name(world, pawn))
    });
    Ok(())
}

/// After each command: a turn whose cards are all forward ends; the last turn, or a band with
/// nobody left, ends the conflict. `Ok` when the turn or the conflict ended (the table must
/// settle again); otherwise nothing changed, and the error holds what the world waits for when
/// it was worked out (`now`, what the caller knew of it, or here).
pub(in crate::conflict) fn advance(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
    now: Option<crate::conflict::Awaiting>,
) -> Result<(), Option<crate::conflict::Awaiting>> {
    if world.resource::<Progress>().phase != Phase::Turns {
        return Err(now);
    }
    // Pawns yet to arrive count: a band is in the conflict while it has pawns in it. Only
    // whether two bands are in it is asked: the first band from the front of the index, and
    // another from its back (the bands' pawns come in id order), say so.
    let count = setup.sides.len();
    let mut bands = world
        .resource::<crate::conflict::world::pawn_index::PawnIndex>()
        .present_bands()
        .filter(|&band| band < count);
    let first = bands.next();
    let other = first.and_then(|first| bands.rev().find(|&band| band != first));
    let returning = world
        .resource::<crate::conflict::world::components::Returning>()
        .0
        .iter()
        .map(|&pawn| side_of_any(world, pawn))
        .filter(|&band| band < count);
    let mut in_conflict = [first, other].into_iter().flatten().chain(returning);
    let two_bands = in_conflict
        .next()
        .is_some_and(|one| in_conflict.any(|band| band != one));
    if let Some(why) = setup.commission.ended(world) {
        end_conflict(world, setup, resolution, why);
        return Ok(());
    }
    if !two_bands && !setup.commission.plays_on(world) {
        let why = if setup.sides.len() > 2 {
            "only one band has pawns left"
        } else {
            "a band has no pawns left on the table"
        };
        end_conflict(world, setup, resolution, why);
        return Ok(());
    }
    // A clash's result may be chosen in the next turn; the other answers belong to this one.
    // Nothing above changed the world when it gets here: what it waits for stands.
    let awaiting = now.unwrap_or_else(|| crate::conflict::awaiting::awaiting(world));
    let pending = match &awaiting {
        crate::conflict::Awaiting::ReactionShot(_)
        | crate::conflict::Awaiting::FightOrRetreat { .. }
        | crate::conflict::Awaiting::Blow(_) => true,
        crate::conflict::Awaiting::Temperaments { .. }
        | crate::conflict::Awaiting::KeepHidden(_) => true,
        crate::conflict::Awaiting::Verdict(_) | crate::conflict::Awaiting::Phase(_) => false,
    };
    let over = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .is_some_and(|turn| turn.over());
    if pending || !over {
        return Err(Some(awaiting));
    }
    let number = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(1, |turn| turn.number);
    crate::conflict::shooting::bombs::turn_ends(world, resolution);
    crate::conflict::enclaves::actions::fuse_burns_out(world, resolution);
    crate::conflict::commission::satisfy(world, number, resolution);
    clear_smoke(world);
    resolution.explain_with(rule("Activation"), || {
        format!("every pawn has been activated: turn {number} ends")
    });
    if number >= setup.commission.turns() {
        end_conflict(world, setup, resolution, "the last turn is over");
    } else {
        begin_turn(world, number + 1, resolution);
    }
    Ok(())
}

/// § Cloud of Smoke: at the end of a turn, quadrants where no smoke weapon fired lose markers.
fn clear_smoke(world: &mut ConflictWorld) {
    let used = world.resource::<SmokeUsed>().0;
    let removed = world
        .resource::<Conditions>()
        .weather
        .effects()
        .smoke_removed_per_turn;
    let markers = *world.resource::<SmokeMarkers>();
    let mut left = markers;
    for quadrant in Quadrant::ALL {
        if !used[quadrant.index()] {
            let here = &mut left.0[quadrant.index()];
            *here = here.saturating_sub(removed);
        }
    }
    if left != markers {
        world.insert_resource(left);
    }
    world.insert_resource(SmokeUsed::default());
}

fn end_conflict(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
    why: &str,
) {
    {
        let progress = world.resource_mut::<Progress>();
        progress.phase = Phase::Over;
        progress.active = None;
    }
    // Nothing is left to choose once the conflict is over.
    world
        .resource_mut::<crate::conflict::world::components::Verdict>()
        .0 = None;
    world.resource_mut::<Pending>().0 = None;
    world
        .resource_mut::<crate::conflict::world::components::Reactions>()
        .0 = None;
    world
        .resource_mut::<crate::conflict::world::components::Engagement>()
        .0 = None;
    resolution.explain_with(rule(setup.commission.name()), || {
        format!("the conflict ends: {why}")
    });
    for band in 0..setup.sides.len() {
        let score = crate::conflict::turns::honour::honour(world, setup, band);
        resolution.explain_with(rule("Honour and Dishonour"), || {
            format!("{}: {score}", setup.sides[band].name)
        });
    }
}
