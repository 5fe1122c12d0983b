//! Before the turns (1650 § Preparing the Conflict): the setup's checks, the Moment of Truth,
//! the weather, the Authority roll for deployment, the edges chosen and the luminaries placed.

use crate::conflict::names::band_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::turns::deployment::{edge_name, luminary_problem};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Conditions, Edge, Luminaries, Phase, Progress};
use crate::conflict::world::pawns::authority;
use crate::conflict::world::pawns::place_of;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::rules::weather::{roll_fog_turns, roll_moment_of_truth, roll_weather};
use crate::table::base::Point;
use crate::words::Message;
use parry3d::math::Vec2;

pub(in crate::conflict) fn check_setup(setup: &ConflictSetup) -> Result<(), Rejection> {
    // One list decides what a setup may hold, for a new game as for a loaded record.
    if let Some(problem) = setup.problems().into_iter().next() {
        return Err(Rejection::new(msg!(
            "conflict-turns-setup-unplayable",
            problem = problem
        )));
    }
    for (index, side) in setup.sides.iter().enumerate() {
        if side.pawns.is_empty() {
            return Err(Rejection::new(msg!(
                "conflict-turns-setup-no-pawns",
                number = index + 1,
                band = &side.name
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
        // The problems are the layout's own words (`Layout::problems`), joined as they are.
        Err(Rejection::new(msg!(
            "conflict-turns-layout-problems",
            layout = &layout.name,
            problems = problems.join("; ")
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

/// The Moment of Truth, the weather and the Authority roll, once no Personality is contested.
pub(in crate::conflict) fn after_auctions(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    let commission = setup.commission;
    // Without a roll: the page's day or night, no luminaries; said in the log when the page
    // decides it (§ Ambush's attackers choose later: day until then).
    let unrolled = |night: bool, resolution: &mut Resolution, words: Option<Message>| {
        if let Some(words) = words {
            resolution.explain(rule(commission.name()), words);
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
            Some(msg!("conflict-turns-night-no-luminaries")),
        ),
        crate::conflict::commission::terms::MomentRule::Day => {
            unrolled(false, resolution, Some(msg!("conflict-turns-day")))
        }
        crate::conflict::commission::terms::MomentRule::Night => {
            unrolled(true, resolution, Some(msg!("conflict-turns-night")))
        }
    };
    let weather = if let Some(weather) = commission.terms().weather {
        resolution.explain_with(rule(commission.name()), || {
            msg!(
                "conflict-turns-page-weather",
                weather = weather_name(weather),
                effects = weather.message()
            )
        });
        weather
    } else if commission.terms().no_weather_roll {
        resolution.explain_with(rule(commission.name()), || msg!("conflict-turns-calm"));
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
            msg!(
                "conflict-turns-lurking-first",
                band = band_name(world, lurker),
                rule = crate::conflict::commission::LURKING_RULE
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
            msg!("conflict-turns-chooses-edge", band = band_name(world, 0))
        });
        world.resource_mut::<Progress>().phase = Phase::ChooseEdge { by: 0, winner: 0 };
        return;
    }
    let winner = authority(world, resolution);
    resolution.explain_with(rule(commission.name()), || {
        msg!(
            "conflict-turns-authority-decides",
            band = band_name(world, winner),
            choice = commission.first_choice_answers().1
        )
    });
    world.resource_mut::<Progress>().phase = Phase::ChooseDeployment { chooser: winner };
}

/// The weather row's name, as the page names it ("Storm").
fn weather_name(weather: crate::rules::weather::Weather) -> Message {
    use crate::rules::weather::Weather;
    Message::new(match weather {
        Weather::ColdFront => "conflict-turns-weather-cold-front",
        Weather::Sunny => "conflict-turns-weather-sunny",
        Weather::Heat => "conflict-turns-weather-heat",
        Weather::Drizzle => "conflict-turns-weather-drizzle",
        Weather::Flood => "conflict-turns-weather-flood",
        Weather::Fog => "conflict-turns-weather-fog",
        Weather::Cold => "conflict-turns-weather-cold",
        Weather::Storm => "conflict-turns-weather-storm",
        Weather::MorningFrost => "conflict-turns-weather-morning-frost",
        Weather::Bitter => "conflict-turns-weather-bitter",
        Weather::Blizzard => "conflict-turns-weather-blizzard",
    })
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
        return Err(Rejection::new(msg!("conflict-turns-only-two-open")));
    }
    let Phase::ChooseDeployment { chooser } = world.resource::<Progress>().phase else {
        return Err(Rejection::new(msg!("conflict-turns-not-choosing")));
    };
    if crate::conflict::commission::guests_place_first(world, first, resolution) {
        return Ok(());
    }
    resolution.explain_with(crate::conflict::world::commission_rule(world), || {
        if first == chooser {
            msg!(
                "conflict-turns-chooses-edge",
                band = band_name(world, chooser)
            )
        } else {
            msg!(
                "conflict-turns-lets-other-first",
                chooser = band_name(world, chooser),
                first = band_name(world, first)
            )
        }
    });
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
        return Err(Rejection::new(msg!("conflict-turns-only-opening")));
    }
    // Who chose the edge (the winner, or the band it let deploy first) and the winner.
    let (chooser, winner) = match world.resource::<Progress>().phase {
        Phase::ChooseDeployment { chooser } => (chooser, chooser),
        Phase::ChooseEdge { by, winner } => (by, winner),
        _ => return Err(Rejection::new(msg!("conflict-turns-not-choosing"))),
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
    resolution.explain_with(crate::conflict::world::commission_rule(world), || {
        let lurked = world
            .resource::<crate::conflict::world::components::Playing>()
            .0
            .lurking()
            .is_some();
        let deploys = if lurked {
            // § The Way Back Home: the attackers are already lurking on the table.
            msg!("conflict-turns-deploys", band = band_name(world, first))
        } else if chooser == first {
            msg!(
                "conflict-turns-deploys-first",
                band = band_name(world, first)
            )
        } else {
            msg!(
                "conflict-turns-chose-first",
                chooser = band_name(world, chooser),
                band = band_name(world, first)
            )
        };
        if setup_centre {
            return msg!("conflict-turns-deploys-middle", deploys = deploys);
        }
        match crate::conflict::world::pawns::other_opening_band(world, first) {
            Some(other) => msg!(
                "conflict-turns-deploys-along-both",
                deploys = deploys,
                edge = edge_name(edge),
                other = band_name(world, other),
                opposite = edge_name(edge.opposite())
            ),
            None => msg!(
                "conflict-turns-deploys-along",
                deploys = deploys,
                edge = edge_name(edge)
            ),
        }
    });
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
        return Err(Rejection::new(msg!("conflict-turns-luminaries-not-placed")));
    };
    luminary_problem(world, setup, x, y)?;
    world.resource_mut::<Luminaries>().0.push(Point { x, y });
    resolution.explain_with(rule("Luminaries"), || {
        msg!(
            "conflict-turns-luminary-placed",
            band = band_name(world, by),
            place = place_of(world, Vec2::new(x, y), 0.0)
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
