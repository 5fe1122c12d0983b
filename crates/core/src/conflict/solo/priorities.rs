//! 1650 § Activation Priorities Table: what a triggered enemy pawn does. Each row is checked in
//! order and the first that fits applies; the rows passed over say why they did not fit, so
//! every enemy move can be traced to its row.

use super::enemy_band;
use crate::conflict::Gait;
use crate::conflict::names::pawn_name;
use crate::conflict::orders::ConflictCommand;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::pawns::{card, enemies_of, sight_pawns};
use crate::rules::audacity::Nerve;
use crate::table::movement::{CHARGE_BASE_CM, WALK_CM};
use crate::table::path::Goal;
use crate::table::sight::{SightOptions, line_of_sight};

/// The row a triggered enemy pawn follows, and its maneuvers.
pub(super) struct Decision {
    /// 1 to 6; 0 when no row fits.
    pub(super) row: u8,
    pub(super) passed_over: Vec<String>,
    pub(super) chose: String,
    pub(super) orders: Vec<ConflictCommand>,
    /// Row 1 for a pawn escaping: it runs by § Every Man for Himself.
    pub(super) flees: bool,
    /// § Raid in the Compas: the Informer runs for the nearest edge instead of a row.
    pub(super) informer_runs: bool,
}

impl Decision {
    fn row(row: u8, passed_over: Vec<String>, chose: String, orders: Vec<ConflictCommand>) -> Self {
        Self {
            row,
            passed_over,
            chose,
            orders,
            flees: false,
            informer_runs: false,
        }
    }
}

/// The player's pawns `pawn` could go for: (id, distance edge to edge, in its sight), nearest
/// first.
fn targets(world: &ConflictWorld, pawn: u32) -> Vec<(u32, f32, bool)> {
    let Some(band) = enemy_band(world) else {
        return Vec::new();
    };
    let pawns = sight_pawns(world);
    let Some(own) = pawns.iter().find(|other| other.id == pawn) else {
        return Vec::new();
    };
    let scenery = &world
        .resource::<crate::conflict::world::components::Table>()
        .0;
    let mut found: Vec<(u32, f32, bool)> = enemies_of(world, band)
        .into_iter()
        .filter_map(|id| {
            let theirs = pawns.iter().find(|other| other.id == id)?;
            let seen = line_of_sight(scenery, &pawns, own, theirs, SightOptions::default()).clear;
            Some((id, own.base.edge_distance(&theirs.base), seen))
        })
        .collect();
    found.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    found
}

/// § Activation Priorities Table for `pawn`, activated now.
pub(super) fn decide(world: &ConflictWorld, pawn: u32) -> Decision {
    let mut passed = Vec::new();
    let Some(own) = card(world, pawn) else {
        return Decision::row(0, passed, "has no card".to_owned(), Vec::new());
    };
    if super::informer::runs(world, pawn) {
        return Decision {
            informer_runs: true,
            ..Decision::row(
                0,
                passed,
                format!(
                    "is the Informer: instead of a row of the table it runs {:.0} cm for the nearest edge (§ Raid in the Compas)",
                    super::informer::on_table(world).map_or(0.0, |(_, run)| run)
                ),
                Vec::new(),
            )
        };
    }
    let targets = targets(world, pawn);
    let in_sight = targets.iter().find(|target| target.2).copied();
    // Row 1: harmed by a discharge this turn, or fleeing from a clash.
    let escaping = crate::conflict::band::harm::nerve(world, pawn) == Nerve::Escaping;
    let shot = world
        .resource::<super::Solo>()
        .shot_this_turn
        .contains(&pawn);
    // With markers on the table it makes for the nearest, round what is in the way.
    if (escaping || shot)
        && let Some(marker) = nearest_marker(world, pawn)
    {
        let goal = Goal::Point(crate::table::movement::Waypoint {
            x: marker.x,
            y: marker.y,
            level: None,
        });
        let (gait, orders) = charge_or_walk(world, pawn, goal);
        let words = format!(
            "{} towards the nearest Hidden Pawn Marker ({})",
            how(gait),
            if escaping {
                "it is fleeing"
            } else {
                "it was hit by a discharge this turn"
            }
        );
        return Decision::row(1, passed, words, orders);
    }
    if escaping {
        return Decision {
            flees: true,
            ..Decision::row(
                1,
                passed,
                "is fleeing: it runs (no Hidden Pawn Marker to make for, so it runs as any escaping pawn)".to_owned(),
                Vec::new(),
            )
        };
    }
    passed.push(if shot {
        "row 1 does not fit: it was hit by a discharge, but there is no Hidden Pawn Marker to make for".to_owned()
    } else {
        "row 1 does not fit: not hit by a discharge this turn, not fleeing".to_owned()
    });
    let shooting_weapons: Vec<usize> = own
        .weapons
        .iter()
        .enumerate()
        .filter(|(_, weapon)| weapon.discharge.is_some())
        .map(|(index, _)| index)
        .collect();
    let ready = crate::conflict::shooting::reaction::weapons_ready(world, pawn);
    let ready: Vec<usize> = ready
        .into_iter()
        .filter(|index| shooting_weapons.contains(index))
        .collect();
    // Row 2: a distance weapon ready, at the nearest of your pawns in its sight (the weapon
    // that reaches it with the most Damage: the choice the book leaves to you).
    let row_two = in_sight.and_then(|(target, distance, _)| {
        ready
            .iter()
            .copied()
            .filter(|&index| {
                own.weapons
                    .get(index)
                    .and_then(|weapon| weapon.range)
                    .is_some_and(|range| distance <= range as f32)
            })
            .max_by_key(|&index| {
                (
                    own.weapons
                        .get(index)
                        .map_or(0, |weapon| weapon.damage.normal),
                    std::cmp::Reverse(index),
                )
            })
            .map(|weapon| (target, weapon, distance))
    });
    if let Some((target, weapon, distance)) = row_two {
        let weapon_name = own
            .weapons
            .get(weapon)
            .map_or("its weapon", |arm| arm.name.as_str());
        return Decision::row(
            2,
            passed,
            format!(
                "fires its {weapon_name} at {}, the nearest of your pawns in its sight ({distance:.0} cm)",
                pawn_name(world, target)
            ),
            vec![ConflictCommand::Shoot {
                pawn,
                target,
                weapon,
                accurate: false,
                extra_dice: 0,
            }],
        );
    }
    passed.push(match (ready.is_empty(), in_sight) {
        (true, _) => "row 2 does not fit: no distance weapon ready to discharge".to_owned(),
        (false, None) => "row 2 does not fit: none of your pawns in its sight".to_owned(),
        (false, Some(_)) => {
            "row 2 does not fit: the nearest of your pawns in its sight is out of its weapons' range"
                .to_owned()
        }
    });
    let Ok(rules) = crate::conflict::commission::solo_rules() else {
        return Decision::row(
            0,
            passed,
            "stays (the solo rules are missing)".to_owned(),
            Vec::new(),
        );
    };
    let unready = !shooting_weapons.is_empty() && ready.is_empty();
    // Rows 3 and 4: a distance weapon not ready.
    if unready && let Some((target, distance, _)) = in_sight {
        if distance > rules.reload_or_charge_cm {
            let mut orders = Vec::new();
            if let Some(&weapon) = shooting_weapons.first() {
                orders.push(ConflictCommand::Reload { pawn, weapon });
            }
            let step = crate::conflict::movement::maneuvers::approach_within(
                world,
                pawn,
                Gait::Walk,
                Goal::Contact(target),
                rules.reload_step_cm,
            );
            let moves = step.filter(|path| {
                // Not into your pawn's Action Area.
                path.last().is_none_or(|end| {
                    let point = parry3d::math::Vec2::new(end.x, end.y);
                    crate::conflict::world::pawns::footing(world, target).is_none_or(|theirs| {
                        point.distance(theirs.base().centre)
                            > theirs.base().radius
                                + crate::table::base::ACTION_AREA_REACH_CM
                                + own_radius(world, pawn)
                    })
                })
            });
            let words = if moves.is_some() {
                format!(
                    "reloads, stepping {:.0} cm towards {} ({distance:.0} cm off, over {:.0} cm)",
                    rules.reload_step_cm,
                    pawn_name(world, target),
                    rules.reload_or_charge_cm
                )
            } else {
                format!(
                    "reloads where it stands ({} is {distance:.0} cm off; a step would bring it into its Action Area, or none is free)",
                    pawn_name(world, target)
                )
            };
            if let Some(path) = moves {
                orders.extend(move_order(pawn, Gait::Walk, path));
            }
            return Decision::row(3, passed, words, orders);
        }
        passed.push(format!(
            "row 3 does not fit: {} is within {:.0} cm",
            pawn_name(world, target),
            rules.reload_or_charge_cm
        ));
        return charge(world, pawn, target, 4, passed, distance);
    }
    passed.push(if shooting_weapons.is_empty() {
        "rows 3 and 4 do not fit: it has no distance weapon".to_owned()
    } else if in_sight.is_none() {
        "rows 3 and 4 do not fit: none of your pawns in its sight".to_owned()
    } else {
        "rows 3 and 4 do not fit: its distance weapon is ready".to_owned()
    });
    // Row 5: no distance weapon: it charges the nearest in its sight.
    if shooting_weapons.is_empty()
        && let Some((target, distance, _)) = in_sight
    {
        return charge(world, pawn, target, 5, passed, distance);
    }
    passed.push(if in_sight.is_some() {
        "row 5 does not fit: it has a distance weapon".to_owned()
    } else {
        "row 5 does not fit: none of your pawns in its sight".to_owned()
    });
    // Row 6: none in sight: it walks towards the nearest.
    let Some(&(target, distance, seen)) = targets.first() else {
        return Decision::row(
            0,
            passed,
            "has none of your pawns to go for: it stays".to_owned(),
            Vec::new(),
        );
    };
    let path = crate::conflict::movement::maneuvers::approach_within(
        world,
        pawn,
        Gait::Walk,
        Goal::Contact(target),
        WALK_CM,
    );
    let (row, lead) = if seen {
        // A ready weapon out of reach fits no row: it walks on as row 6 has it (our reading).
        (0, "fits no row (its ready weapon does not reach): it walks")
    } else {
        (6, "walks")
    };
    let words = format!(
        "{lead} towards {}, the nearest of your pawns ({distance:.0} cm)",
        pawn_name(world, target)
    );
    let orders = path
        .map(|path| move_order(pawn, Gait::Walk, path))
        .unwrap_or_default();
    Decision::row(row, passed, words, orders)
}

/// The Hidden Pawn Marker nearest `pawn`, if any is on the table.
fn nearest_marker(
    world: &ConflictWorld,
    pawn: u32,
) -> Option<crate::conflict::solo::notes::HiddenMarker> {
    let at = crate::conflict::world::pawns::base(world, pawn)?.centre;
    crate::conflict::solo::notes::nearest_marker(world, at).map(|(_, marker)| marker)
}

fn own_radius(world: &ConflictWorld, pawn: u32) -> f32 {
    crate::conflict::world::pawns::footing(world, pawn).map_or(0.0, |place| place.base().radius)
}

/// Rows 4 and 5: a charge at `target`, as far as any roll takes it (15 cm) round what is in
/// the way; a walk when no charge is open to it.
fn charge(
    world: &ConflictWorld,
    pawn: u32,
    target: u32,
    row: u8,
    passed: Vec<String>,
    distance: f32,
) -> Decision {
    let (gait, orders) = charge_or_walk(world, pawn, Goal::Contact(target));
    let words = format!(
        "{} at {}, the nearest of your pawns in its sight ({distance:.0} cm)",
        how(gait),
        pawn_name(world, target)
    );
    Decision::row(row, passed, words, orders)
}

/// A charge towards `goal` as far as any roll takes it (15 cm), round what is in the way, or
/// a walk when no charge is open: the gait, and the move (none when neither is).
fn charge_or_walk(world: &ConflictWorld, pawn: u32, goal: Goal) -> (Gait, Vec<ConflictCommand>) {
    let approach = |gait: Gait, reach: f32| {
        crate::conflict::movement::maneuvers::approach_within(world, pawn, gait, goal, reach)
            .map(|path| (gait, path))
    };
    match approach(Gait::Charge, CHARGE_BASE_CM).or_else(|| approach(Gait::Walk, WALK_CM)) {
        Some((gait, path)) => (gait, move_order(pawn, gait, path)),
        None => (Gait::Walk, Vec::new()),
    }
}

fn move_order(
    pawn: u32,
    gait: Gait,
    path: Vec<crate::table::movement::Waypoint>,
) -> Vec<ConflictCommand> {
    vec![ConflictCommand::Move {
        pawn,
        gait,
        path,
        facing: None,
    }]
}

fn how(gait: Gait) -> &'static str {
    if gait == Gait::Charge {
        "charges"
    } else {
        "walks (no charge is open to it)"
    }
}
