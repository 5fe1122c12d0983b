//! 1650 § Activation Priorities Table: what a triggered enemy pawn does. The table is `ROWS`,
//! one function per row in the book's order; the first that fits applies, and the rows passed
//! over say why they did not fit, so every enemy move can be traced to its row.

use super::enemy_band;
use crate::conflict::Gait;
use crate::conflict::names::pawn_name;
use crate::conflict::orders::ConflictCommand;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::pawns::{card, enemies_of, sight_pawns};
use crate::msg;
use crate::rules::audacity::Nerve;
use crate::rules::cards::ContractCard;
use crate::table::movement::{CHARGE_BASE_CM, WALK_CM};
use crate::table::path::Goal;
use crate::table::sight::{SightOptions, line_of_sight};
use crate::words::{Arg, Message};
use std::sync::Arc;

/// The row a triggered enemy pawn follows, and its maneuvers.
pub(super) struct Decision {
    /// 1 to 6; 0 when no row fits.
    pub(super) row: u8,
    pub(super) passed_over: Vec<Message>,
    pub(super) chose: Message,
    pub(super) orders: Vec<ConflictCommand>,
    /// Row 1 for a pawn escaping: it runs by § Every Man for Himself.
    pub(super) flees: bool,
    /// § Raid in the Compas: the Informer runs for the nearest edge instead of a row.
    pub(super) informer_runs: bool,
}

impl Decision {
    fn row(
        row: u8,
        passed_over: Vec<Message>,
        chose: Message,
        orders: Vec<ConflictCommand>,
    ) -> Self {
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

/// What the rows read of the triggered pawn, worked out once.
struct Facts<'w> {
    world: &'w ConflictWorld,
    pawn: u32,
    own: Arc<ContractCard>,
    /// The player's pawns it could go for, nearest first, and the nearest in its sight.
    targets: Vec<(u32, f32, bool)>,
    in_sight: Option<(u32, f32, bool)>,
    escaping: bool,
    shot: bool,
    /// Its distance weapons, and those ready to discharge.
    shooting_weapons: Vec<usize>,
    ready: Vec<usize>,
}

impl Facts<'_> {
    /// A distance weapon, none of them ready (rows 3 and 4).
    fn unready(&self) -> bool {
        !self.shooting_weapons.is_empty() && self.ready.is_empty()
    }
}

/// A row's answer for the pawn.
enum Fit {
    /// It does this (`row`: the row's number, or 0 where it fits none and does what the
    /// table's last row says).
    Takes {
        row: u8,
        words: Message,
        orders: Vec<ConflictCommand>,
        flees: bool,
    },
    /// The row does not fit, and why (none where the row above said it for both).
    Passes(Option<Message>),
}

impl Fit {
    fn takes(row: u8, words: Message, orders: Vec<ConflictCommand>) -> Self {
        Fit::Takes {
            row,
            words,
            orders,
            flees: false,
        }
    }

    fn passes(why: Message) -> Self {
        Fit::Passes(Some(why))
    }
}

/// One row of the table: what it makes of the pawn, given the row's number.
type Row = fn(&Facts, u8) -> Fit;

/// § Activation Priorities Table: its rows in the book's order, each with its number; the first
/// that fits applies.
const ROWS: [(u8, Row); 6] = [
    (1, harmed_or_fleeing),
    (2, fires),
    (3, reloads_far_off),
    (4, charges_near_unready),
    (5, charges_unarmed),
    (6, walks_towards_the_nearest),
];

/// § Activation Priorities Table for `pawn`, activated now.
pub(super) fn decide(world: &ConflictWorld, pawn: u32) -> Decision {
    let mut passed = Vec::new();
    let Some(own) = card(world, pawn) else {
        return Decision::row(0, passed, msg!("conflict-solo-chose-no-card"), Vec::new());
    };
    if super::informer::runs(world, pawn) {
        return Decision {
            informer_runs: true,
            ..Decision::row(
                0,
                passed,
                msg!(
                    "conflict-solo-chose-informer-runs",
                    distance = super::whole_cm(
                        super::informer::on_table(world).map_or(0.0, |(_, run)| run)
                    )
                ),
                Vec::new(),
            )
        };
    }
    let facts = facts(world, pawn, own);
    for (number, row) in ROWS {
        // Rows 3 and 4 read the solo rules' distances.
        if number == 3 && crate::conflict::commission::solo_rules().is_err() {
            return Decision::row(
                0,
                passed,
                msg!("conflict-solo-chose-rules-missing"),
                Vec::new(),
            );
        }
        match row(&facts, number) {
            Fit::Takes {
                row,
                words,
                orders,
                flees,
            } => {
                return Decision {
                    flees,
                    ..Decision::row(row, passed, words, orders)
                };
            }
            Fit::Passes(why) => passed.extend(why),
        }
    }
    Decision::row(0, passed, msg!("conflict-solo-chose-nothing"), Vec::new())
}

fn facts(world: &ConflictWorld, pawn: u32, own: Arc<ContractCard>) -> Facts<'_> {
    let targets = targets(world, pawn);
    let in_sight = targets.iter().find(|target| target.2).copied();
    let shooting_weapons: Vec<usize> = own
        .weapons
        .iter()
        .enumerate()
        .filter(|(_, weapon)| weapon.discharge.is_some())
        .map(|(index, _)| index)
        .collect();
    let ready = crate::conflict::shooting::reaction::weapons_ready(world, pawn)
        .into_iter()
        .filter(|index| shooting_weapons.contains(index))
        .collect();
    Facts {
        world,
        pawn,
        own,
        in_sight,
        targets,
        escaping: crate::conflict::band::harm::nerve(world, pawn) == Nerve::Escaping,
        shot: world
            .resource::<super::Solo>()
            .shot_this_turn
            .contains(&pawn),
        shooting_weapons,
        ready,
    }
}

/// Row 1: harmed by a discharge this turn, or fleeing from a clash: with markers on the table
/// it makes for the nearest, round what is in the way; fleeing without one, it runs.
fn harmed_or_fleeing(facts: &Facts, row: u8) -> Fit {
    let (world, pawn) = (facts.world, facts.pawn);
    if (facts.escaping || facts.shot)
        && let Some(marker) = nearest_marker(world, pawn)
    {
        let goal = Goal::Point(crate::table::movement::Waypoint {
            x: marker.x,
            y: marker.y,
            level: None,
        });
        let (gait, orders) = charge_or_walk(world, pawn, goal);
        let words = if facts.escaping {
            msg!("conflict-solo-chose-marker-fleeing", how = how(gait))
        } else {
            msg!("conflict-solo-chose-marker-shot", how = how(gait))
        };
        return Fit::takes(row, words, orders);
    }
    if facts.escaping {
        return Fit::Takes {
            row,
            words: msg!("conflict-solo-chose-flees"),
            orders: Vec::new(),
            flees: true,
        };
    }
    Fit::passes(if facts.shot {
        msg!("conflict-solo-row-1-no-marker")
    } else {
        msg!("conflict-solo-row-1-not-harmed")
    })
}

/// Row 2: a distance weapon ready, at the nearest of your pawns in its sight (the weapon that
/// reaches it with the most Damage: the choice the book leaves to you).
fn fires(facts: &Facts, row: u8) -> Fit {
    let own = &facts.own;
    let row_two = facts.in_sight.and_then(|(target, distance, _)| {
        facts
            .ready
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
    let Some((target, weapon, distance)) = row_two else {
        return Fit::passes(match (facts.ready.is_empty(), facts.in_sight) {
            (true, _) => msg!("conflict-solo-row-2-none-ready"),
            (false, None) => msg!("conflict-solo-row-2-none-in-sight"),
            (false, Some(_)) => msg!("conflict-solo-row-2-out-of-range"),
        });
    };
    let weapon_name = own.weapons.get(weapon).map_or_else(
        || Arg::from(msg!("conflict-solo-unknown-weapon")),
        |arm| Arg::from(&arm.name),
    );
    Fit::takes(
        row,
        msg!(
            "conflict-solo-chose-fires",
            weapon = weapon_name,
            target = pawn_name(facts.world, target),
            distance = super::whole_cm(distance)
        ),
        vec![ConflictCommand::Shoot {
            pawn: facts.pawn,
            target,
            weapon,
            accurate: false,
            extra_dice: 0,
        }],
    )
}

/// Row 3: a distance weapon not ready and the nearest of your pawns in its sight farther than
/// the solo rules' distance: it reloads, stepping towards it (never into its Action Area).
fn reloads_far_off(facts: &Facts, row: u8) -> Fit {
    let (world, pawn) = (facts.world, facts.pawn);
    let Ok(rules) = crate::conflict::commission::solo_rules() else {
        return Fit::Passes(None);
    };
    let Some((target, distance, _)) = facts.in_sight.filter(|_| facts.unready()) else {
        return Fit::passes(if facts.shooting_weapons.is_empty() {
            msg!("conflict-solo-rows-3-4-no-weapon")
        } else if facts.in_sight.is_none() {
            msg!("conflict-solo-rows-3-4-none-in-sight")
        } else {
            msg!("conflict-solo-rows-3-4-ready")
        });
    };
    if distance <= rules.reload_or_charge_cm {
        return Fit::passes(msg!(
            "conflict-solo-row-3-near",
            pawn = pawn_name(world, target),
            distance = super::whole_cm(rules.reload_or_charge_cm)
        ));
    }
    let mut orders = Vec::new();
    if let Some(&weapon) = facts.shooting_weapons.first() {
        orders.push(ConflictCommand::Reload { pawn, weapon });
    }
    let step = crate::conflict::movement::routes::approach_within(
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
        msg!(
            "conflict-solo-chose-reloads-stepping",
            step = super::whole_cm(rules.reload_step_cm),
            target = pawn_name(world, target),
            distance = super::whole_cm(distance),
            over = super::whole_cm(rules.reload_or_charge_cm)
        )
    } else {
        msg!(
            "conflict-solo-chose-reloads-in-place",
            target = pawn_name(world, target),
            distance = super::whole_cm(distance)
        )
    };
    if let Some(path) = moves {
        orders.extend(move_order(pawn, Gait::Walk, path));
    }
    Fit::takes(row, words, orders)
}

/// Row 4: a distance weapon not ready and the nearest of your pawns in its sight within the
/// solo rules' distance: it charges it (row 3 said why not otherwise).
fn charges_near_unready(facts: &Facts, row: u8) -> Fit {
    match facts.in_sight.filter(|_| facts.unready()) {
        Some((target, distance, _)) => charge(facts.world, facts.pawn, target, row, distance),
        None => Fit::Passes(None),
    }
}

/// Row 5: no distance weapon: it charges the nearest of your pawns in its sight.
fn charges_unarmed(facts: &Facts, row: u8) -> Fit {
    match facts.in_sight {
        Some((target, distance, _)) if facts.shooting_weapons.is_empty() => {
            charge(facts.world, facts.pawn, target, row, distance)
        }
        Some(_) => Fit::passes(msg!("conflict-solo-row-5-armed")),
        None => Fit::passes(msg!("conflict-solo-row-5-none-in-sight")),
    }
}

/// Row 6: none of your pawns in its sight: it walks towards the nearest.
fn walks_towards_the_nearest(facts: &Facts, row: u8) -> Fit {
    let Some(&(target, distance, seen)) = facts.targets.first() else {
        return Fit::Passes(None);
    };
    let path = crate::conflict::movement::routes::approach_within(
        facts.world,
        facts.pawn,
        Gait::Walk,
        Goal::Contact(target),
        WALK_CM,
    );
    let (name, distance) = (pawn_name(facts.world, target), super::whole_cm(distance));
    let (row, words) = if seen {
        // A ready weapon out of reach fits no row: it walks on as row 6 has it (our reading).
        (
            0,
            msg!(
                "conflict-solo-chose-walks-no-row",
                target = name,
                distance = distance
            ),
        )
    } else {
        (
            row,
            msg!(
                "conflict-solo-chose-walks",
                target = name,
                distance = distance
            ),
        )
    };
    let orders = path
        .map(|path| move_order(facts.pawn, Gait::Walk, path))
        .unwrap_or_default();
    Fit::takes(row, words, orders)
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
fn charge(world: &ConflictWorld, pawn: u32, target: u32, row: u8, distance: f32) -> Fit {
    let (gait, orders) = charge_or_walk(world, pawn, Goal::Contact(target));
    let words = msg!(
        "conflict-solo-chose-charges",
        how = how(gait),
        target = pawn_name(world, target),
        distance = super::whole_cm(distance)
    );
    Fit::takes(row, words, orders)
}

/// A charge towards `goal` as far as any roll takes it (15 cm), round what is in the way, or
/// a walk when no charge is open: the gait, and the move (none when neither is).
fn charge_or_walk(world: &ConflictWorld, pawn: u32, goal: Goal) -> (Gait, Vec<ConflictCommand>) {
    let approach = |gait: Gait, reach: f32| {
        crate::conflict::movement::routes::approach_within(world, pawn, gait, goal, reach)
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

fn how(gait: Gait) -> Message {
    if gait == Gait::Charge {
        msg!("conflict-solo-how-charges")
    } else {
        msg!("conflict-solo-how-walks")
    }
}
