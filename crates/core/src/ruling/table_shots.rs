//! The rulings that need more than two cards: shots on a scenery layout (Line of Sight, range
//! and cover measured by the table module), devices and Honour.

use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::{ImmediateTarget, immediate_target};
use crate::rules::cards::ContractCard;
use crate::rules::clash::Combatant;
use crate::rules::content::Content;
use crate::rules::devices::{Burst, Bystander, throw};
use crate::rules::discharge::{DischargeManeuver, Shot, ShotOutcome, discharge};
use crate::rules::honour::{ConflictTally, HonourScore, score};
use crate::rules::rule;
use crate::ruling::checks::numbered;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM};
use crate::table::layout::Layout;
use crate::table::light::DischargeLight;
use crate::table::movement::{MoveContext, check_standing};
use crate::table::scenery::Scenery;
use crate::table::sight::{Obstruction, SightOptions, SightPawn, line_of_sight, obstacle_touching};
use crate::words::{Arg, Message};
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// A pawn standing on the table for a ruling.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlacedPawn {
    pub card: String,
    /// The weapon in hand, by its place on the card.
    #[serde(default)]
    pub weapon: usize,
    pub x: f32,
    pub y: f32,
    /// The Approach, degrees counter-clockwise from +x.
    #[serde(default)]
    pub facing: f32,
    #[serde(default)]
    pub level: f32,
    #[serde(default)]
    pub in_clash: bool,
    /// An enemy of the shooter (for § Immediate Target).
    #[serde(default)]
    pub enemy: bool,
}

impl PlacedPawn {
    fn base(&self) -> Base {
        Base::new(
            Vec2::new(self.x, self.y),
            DEFAULT_BASE_DIAMETER_CM / 2.0,
            self.level,
            self.facing,
        )
    }
}

/// A shot across a scenery layout: the table decides sight, distance and cover.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableShot {
    /// A layout file under the game's folder, e.g. "scenarios/layouts/village-street.ron".
    pub layout: String,
    pub shooter: PlacedPawn,
    pub target: PlacedPawn,
    /// Other pawns on the table, which may stand in the line.
    #[serde(default)]
    pub others: Vec<PlacedPawn>,
    #[serde(default)]
    pub maneuver: DischargeManeuver,
    #[serde(default)]
    pub moved: bool,
    #[serde(default)]
    pub night: bool,
}

/// What the table said and what the shot did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableShotOutcome {
    pub distance_cm: f32,
    pub cover: u32,
    /// § Immediate Target: pawns in the line called for an Audacity roll (the ruling assumes it
    /// was passed, firing as past a small obstacle).
    pub past_pawns: bool,
    pub shot: ShotOutcome,
}

/// A piece of the layout by its name, or `unnamed` where it has none.
fn piece_name(names: &[String], piece: usize, unnamed: impl FnOnce() -> Message) -> Arg {
    match names.get(piece) {
        Some(name) => Arg::from(name),
        None => unnamed().into(),
    }
}

/// A layout named by a ruling: a relative path inside the game's folder, never out of it.
fn read_layout(index: usize, root: &Path, name: &str) -> Result<Layout, Rejection> {
    let path = Path::new(name);
    let inside = path
        .components()
        .all(|part| matches!(part, std::path::Component::Normal(_)));
    if !inside || name.is_empty() {
        return Err(Rejection::new(numbered(
            index,
            msg!("ruling-layout-path", layout = name),
        )));
    }
    let text = std::fs::read_to_string(root.join(path)).map_err(|error| {
        Rejection::new(msg!(
            "ruling-layout-unreadable",
            layout = name,
            error = error.to_string()
        ))
    })?;
    Layout::parse(name, &text).map_err(|error| Rejection::new(error.in_full()))
}

/// Where the table lets the pawns stand, and whether the shooter may shoot from there: on the
/// table, clear of scenery and of each other (as deployed or moved), and not engaged in a clash
/// (§ Distance Weapons).
fn check_placed(
    index: usize,
    scenery: &Scenery,
    everyone: &[&PlacedPawn],
    sight_pawns: &[SightPawn],
    cards: [&ContractCard; 2],
    find: &dyn Fn(&str) -> Result<ContractCard, Rejection>,
) -> Result<(), Rejection> {
    let context = MoveContext {
        scenery,
        pawns: sight_pawns,
        enemies: &[],
        street_wise: false,
        ground_rough: false,
    };
    for (pawn, placed) in sight_pawns.iter().zip(everyone) {
        if let Err(problem) = check_standing(&context, pawn, pawn.base.centre, pawn.base.level) {
            return Err(Rejection::new(numbered(
                index,
                msg!(
                    "ruling-cannot-stand",
                    card = &placed.card,
                    x = Arg::tenths(placed.x),
                    y = Arg::tenths(placed.y),
                    reason = problem.reason,
                    section = problem.section
                ),
            )));
        }
    }
    let shooter = &sight_pawns[0];
    let own_reach = cards[0].hand_reach() as f32;
    let mut engaged = everyone[0].in_clash;
    for (number, (pawn, placed)) in sight_pawns.iter().zip(everyone).enumerate().skip(1) {
        if number != 1 && !placed.enemy {
            continue;
        }
        let reach = if number == 1 {
            cards[1].hand_reach() as f32
        } else {
            find(&placed.card).map_or(0.0, |card| card.hand_reach() as f32)
        };
        engaged |= shooter.base.engages(&pawn.base, own_reach.max(reach));
    }
    if engaged {
        return Err(Rejection::by_rule(
            rule("Distance Weapons"),
            numbered(
                index,
                msg!("ruling-shooter-engaged", card = &everyone[0].card),
            ),
        ));
    }
    Ok(())
}

pub fn table_shot(
    index: usize,
    content: &Content,
    ruling: &TableShot,
    find: &dyn Fn(&str) -> Result<ContractCard, Rejection>,
    resolution: &mut Resolution,
) -> Result<TableShotOutcome, Rejection> {
    let layout = read_layout(index, &content.root, &ruling.layout)?;
    let piece_names: Vec<String> = layout.pieces.iter().map(|piece| piece.id.clone()).collect();
    let scenery = Scenery::new(layout);
    let everyone: Vec<&PlacedPawn> = [&ruling.shooter, &ruling.target]
        .into_iter()
        .chain(&ruling.others)
        .collect();
    let sight_pawns: Vec<SightPawn> = everyone
        .iter()
        .zip(0u32..)
        .map(|(pawn, id)| SightPawn {
            id,
            base: pawn.base(),
            in_clash: pawn.in_clash,
        })
        .collect();
    let shooter_card = find(&ruling.shooter.card)?;
    let target_card = find(&ruling.target.card)?;
    check_placed(
        index,
        &scenery,
        &everyone,
        &sight_pawns,
        [&shooter_card, &target_card],
        find,
    )?;
    // § Discharge Roll Modifiers: the obstacle the shooter takes cover behind (hides behind,
    // or touches) gives the target no cover, as in play (`conflict::hide::cover_of`).
    let own_cover = obstacle_touching(&scenery, &sight_pawns[0].base);
    let sight = line_of_sight(
        &scenery,
        &sight_pawns,
        &sight_pawns[0],
        &sight_pawns[1],
        SightOptions {
            observer_hidden_behind: own_cover,
        },
    );
    if let Some(piece) = own_cover {
        let name = piece_name(&piece_names, piece, || {
            msg!("ruling-piece-unnamed-obstacle")
        });
        resolution.explain_with(rule("Discharge Roll Modifiers"), || {
            msg!("ruling-shooter-cover", piece = name)
        });
    }
    let section = rule("Line of Sight and Approach");
    let mut cover = u32::try_from(sight.cover_count()).unwrap_or(u32::MAX);
    let mut past_pawns = false;
    if !sight.clear {
        match sight.obstruction {
            Some(Obstruction::OutsideArc) => {
                return Err(Rejection::by_rule(section, msg!("ruling-target-behind")));
            }
            Some(Obstruction::Scenery { piece, at }) => {
                return Err(Rejection::by_rule(
                    section,
                    msg!(
                        "ruling-line-blocked",
                        piece = piece_name(&piece_names, piece, || msg!("scenery-piece-unnamed")),
                        number = piece + 1,
                        x = Arg::tenths(at.x),
                        y = Arg::tenths(at.y),
                        z = Arg::tenths(at.z)
                    ),
                ));
            }
            Some(Obstruction::Pawn { .. }) | None => {
                let is_enemy = |id: u32| {
                    everyone
                        .get(id as usize)
                        .is_some_and(|pawn| id == 1 || pawn.enemy)
                };
                match immediate_target(&sight.pawns_in_line, sight.clash_in_path, is_enemy, true) {
                    ImmediateTarget::ClashInPath => {
                        return Err(Rejection::by_rule(
                            rule("Immediate Target"),
                            msg!("ruling-clash-in-line"),
                        ));
                    }
                    _ => {
                        past_pawns = true;
                        cover += 1;
                        resolution.explain(rule("Immediate Target"), msg!("ruling-pawns-in-line"));
                    }
                }
            }
        }
    }
    let distance = sight_pawns[0].base.edge_distance(&sight_pawns[1].base);
    resolution.explain_with(section, || {
        msg!(
            "ruling-target-seen",
            distance = Arg::tenths(distance),
            cover = cover
        )
    });
    let shooter = Combatant::new(shooter_card, ruling.shooter.weapon);
    let mut target = Combatant::new(target_card, ruling.target.weapon);
    let shot = Shot {
        distance,
        cover,
        light: if ruling.night {
            DischargeLight::Night {
                smoke: false,
                target_lit: false,
            }
        } else {
            DischargeLight::Day
        },
        maneuver: ruling.maneuver,
        moved: ruling.moved,
        slow_shots_left: None,
        extra_dice: 0,
        luck: 0,
    };
    if let Some(weapon) = shooter.card.weapons.get(shooter.weapon) {
        crate::ruling::simulation_checks::shot(index, weapon, &shot, false, content)?;
    }
    let outcome = discharge(&shooter, &mut target, shot, resolution)?;
    Ok(TableShotOutcome {
        distance_cm: distance,
        cover,
        past_pawns,
        shot: outcome,
    })
}

/// A device thrown or fired at a target, with the pawns around it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeviceRuling {
    pub thrower: (String, usize),
    pub shot: Shot,
    #[serde(default)]
    pub bystanders: Vec<Bystander>,
    /// False in a Storm (§ The Weather Gets Worse).
    #[serde(default = "devices_work")]
    pub devices_work: bool,
}

fn devices_work() -> bool {
    true
}

pub fn device(
    ruling: &DeviceRuling,
    find: &dyn Fn(&str) -> Result<ContractCard, Rejection>,
    resolution: &mut Resolution,
) -> Result<Burst, Rejection> {
    let card = find(&ruling.thrower.0)?;
    let weapon = card.weapons.get(ruling.thrower.1).ok_or_else(|| {
        Rejection::new(msg!(
            "ruling-no-weapon-counted",
            card = &card.name,
            weapon = ruling.thrower.1 + 1
        ))
    })?;
    let discharge_value = weapon
        .discharge
        .ok_or_else(|| Rejection::new(msg!("ruling-no-discharge", weapon = &weapon.name)))?;
    throw(
        discharge_value,
        weapon,
        ruling.shot,
        &ruling.bystanders,
        ruling.devices_work,
        crate::rules::vigour::RollEdge::default(),
        resolution,
    )
}

pub fn honour(
    tally: &ConflictTally,
    dishonourable: bool,
    resolution: &mut Resolution,
) -> HonourScore {
    let honour = score(tally, dishonourable);
    resolution.explain(rule("Honour and Dishonour"), honour.message());
    honour
}
