//! 1650 § Artillery's Wearing Down: a defending band along one edge, the attacker coming in at
//! the opposite edge and activating first; the defenders' long-range artillery rolled at the
//! start of every turn (the table's rows in commissions.ron); eliminated attackers coming back;
//! the Decrees.

use super::{ArtilleryTable, Commission, DecreeFacts, Role, Shelling};
use crate::conflict::band::harm;
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::orders::BombardTarget;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Fate, Phase, Playing, Progress, Ruins, Table};
use crate::conflict::world::pawns::{enemies_of, footing, pawn_ids, side};
use crate::dice::Die;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::table::layout::{Layout, PieceKind};
use crate::words::Message;
use parry3d::math::Vec2;

const SECTION: &str = "Artillery's Wearing Down";

/// § Artillery's Wearing Down: Main: the attacker brings 3 pawns off the table by the edge
/// opposite its own; the defender eliminates the attacking Leader. Secondary: the attacker
/// eliminates the defending Leader; the defender keeps 3 attackers from leaving that way.
pub(super) fn decree(facts: &DecreeFacts, role: Role, attacker: usize) -> Decree {
    let count = Commission::Artillery.decree_pawns();
    let through = facts.left_by_far_edge.get(attacker).copied().unwrap_or(0);
    let (main, secondary) = match role {
        Role::Attacker => (through >= count, facts.leaders_eliminated > 0),
        Role::Defender | Role::Band => (facts.leaders_eliminated > 0, through < count),
    };
    super::terms::decree_of(main, secondary)
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    let count = Commission::Artillery.decree_pawns();
    match role {
        Role::Attacker => [
            msg!("conflict-commission-artillery-attacker-main", count = count),
            msg!("conflict-commission-decree-defending-leader"),
        ],
        Role::Defender | Role::Band => [
            msg!("conflict-commission-decree-attacking-leader"),
            msg!(
                "conflict-commission-artillery-defender-secondary",
                count = count
            ),
        ],
    }
}

fn table(world: &ConflictWorld) -> Option<&'static ArtilleryTable> {
    world.resource::<Playing>().0.terms().artillery.as_ref()
}

/// At the start of a turn: the defenders roll for their artillery. True when a band must now
/// choose where the shells fall (`Phase::Bombardment`).
pub fn roll(world: &mut ConflictWorld, resolution: &mut Resolution) -> bool {
    let Some(table) = table(world) else {
        return false;
    };
    let roll = resolution
        .dice()
        .roll(msg!("conflict-commission-artillery-purpose"), Die::D10);
    let Some(row) = table.row(roll) else {
        return false;
    };
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-artillery-rolls",
            roll = roll,
            text = &row.text
        )
    });
    if row.effect == Shelling::Nothing || options(world, roll).is_empty() {
        return false;
    }
    world.resource_mut::<Progress>().phase = Phase::Bombardment { roll };
    true
}

/// The band that chooses where the shells fall for `roll`.
pub fn chooser(world: &ConflictWorld, roll: u32) -> Option<usize> {
    let commission = world.resource::<Playing>().0;
    let chosen_by = match table(world)?.row(roll)?.effect {
        Shelling::Nothing => return None,
        Shelling::Pawn { chosen_by, .. } | Shelling::Collapse { chosen_by, .. } => chosen_by,
    };
    (0..commission.bands()).find(|&band| commission.role_of(band) == chosen_by)
}

/// Where the shells may fall for `roll`: the pawns of the band the row names, or every scenery
/// piece still on the table.
pub fn options(world: &ConflictWorld, roll: u32) -> Vec<BombardTarget> {
    let commission = world.resource::<Playing>().0;
    let Some(row) = table(world).and_then(|table| table.row(roll)) else {
        return Vec::new();
    };
    match row.effect {
        Shelling::Nothing => Vec::new(),
        Shelling::Pawn { target, .. } => pawn_ids(world)
            .into_iter()
            .filter(|&id| footing(world, id).is_some())
            .filter(|&id| side(world, id).is_some_and(|band| commission.role_of(band) == target))
            .map(BombardTarget::Pawn)
            .collect(),
        Shelling::Collapse { .. } => {
            let scenery = &world.resource::<Table>().0;
            scenery
                .pieces()
                .map(|(index, _)| BombardTarget::Piece(index))
                .collect()
        }
    }
}

/// The chosen band's choice: the pawn and those within reach lose Vigour, or the piece falls
/// to ruins (a ruin falls away) and the pawns in or near it are removed; then the turn's
/// activations open.
pub fn bombard(
    world: &mut ConflictWorld,
    roll: u32,
    target: BombardTarget,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Some(row) = table(world).and_then(|table| table.row(roll)) else {
        return Err(Rejection::new(msg!(
            "conflict-commission-artillery-not-choosing"
        )));
    };
    if !options(world, roll).contains(&target) {
        let chooser = chooser(world, roll).map_or_else(String::new, |band| band_name(world, band));
        return Err(Rejection::by_rule(
            rule(SECTION),
            match row.effect {
                Shelling::Pawn { target, .. } => msg!(
                    "conflict-commission-artillery-choose-pawn",
                    chooser = chooser,
                    targets = match target {
                        Role::Attacker => Role::Attacker.plural(),
                        _ => Role::Defender.plural(),
                    }
                ),
                _ => msg!(
                    "conflict-commission-artillery-choose-piece",
                    chooser = chooser
                ),
            },
        ));
    }
    match (row.effect, target) {
        (
            Shelling::Pawn {
                vigour, within_cm, ..
            },
            BombardTarget::Pawn(pawn),
        ) => {
            shell(world, pawn, vigour, within_cm, resolution);
        }
        (Shelling::Collapse { within_cm, .. }, BombardTarget::Piece(piece)) => {
            collapse(world, piece, within_cm, resolution);
        }
        _ => {}
    }
    let number = crate::conflict::turns::sequence::opening_turn(world);
    crate::conflict::turns::sequence::open_activations(world, number, resolution);
    Ok(())
}

/// `pawn` and every pawn within `within_cm` of it lose `vigour` points.
fn shell(
    world: &mut ConflictWorld,
    pawn: u32,
    vigour: u32,
    within_cm: f32,
    resolution: &mut Resolution,
) {
    let Some(centre) = crate::conflict::world::pawns::base(world, pawn) else {
        return;
    };
    let struck: Vec<u32> = pawn_ids(world)
        .into_iter()
        .filter(|&id| {
            id == pawn
                || footing(world, id)
                    .is_some_and(|place| place.base().edge_distance(&centre) <= within_cm)
        })
        .collect();
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-artillery-shells-fall",
            pawn = pawn_name(world, pawn),
            within = super::phrases::whole_cm(within_cm),
            vigour = vigour
        )
    });
    for id in struck {
        let Some(mut health) = harm::health(world, id) else {
            continue;
        };
        let marked = health.mark(vigour);
        harm::set_health(world, id, health);
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "conflict-commission-artillery-vigour-left",
                pawn = pawn_name(world, id),
                left = health.remaining()
            )
        });
        harm::after_wound(world, id, &marked, None, resolution);
    }
}

/// The piece falls to ruins (rough ground), or a ruin falls away; pawns in it or within
/// `within_cm` are removed from the table.
fn collapse(world: &mut ConflictWorld, piece: usize, within_cm: f32, resolution: &mut Resolution) {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let Some(standing) = scenery.piece(piece).cloned() else {
        return;
    };
    let buried: Vec<u32> = pawn_ids(world)
        .into_iter()
        .filter(|&id| {
            footing(world, id).is_some_and(|place| {
                let base = place.base();
                standing.footprint_distance(base.centre) - base.radius <= within_cm
            })
        })
        .collect();
    let mut ruins = world.resource::<Ruins>().0.clone();
    let mut removed = scenery.removed().to_vec();
    let again = ruins.contains(&piece);
    if again {
        removed.push(piece);
    } else {
        ruins.push(piece);
    }
    resolution.explain_with(rule(SECTION), || {
        if again {
            msg!(
                "conflict-commission-artillery-ruin-falls",
                piece = &standing.id
            )
        } else {
            msg!(
                "conflict-commission-artillery-piece-falls",
                piece = &standing.id
            )
        }
    });
    let layout = ruined_layout(scenery.layout(), &ruins);
    let rebuilt = scenery.rebuilt(layout, removed);
    world.insert_resource(Table(std::sync::Arc::new(rebuilt)));
    world.insert_resource(Ruins(ruins));
    for id in buried {
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "conflict-commission-artillery-buried",
                pawn = pawn_name(world, id),
                within = super::phrases::whole_cm(within_cm)
            )
        });
        harm::remove(world, id, Fate::Killed, false, None, resolution);
    }
}

/// `layout` with the pieces `ruins` turned to ruins: rough ground on the same footprint.
pub fn ruined_layout(layout: &Layout, ruins: &[usize]) -> Layout {
    let mut layout = layout.clone();
    for &index in ruins {
        if let Some(piece) = layout.pieces.get_mut(index)
            && piece.kind != PieceKind::Rough
        {
            piece.kind = PieceKind::Rough;
            piece.height = 0.0;
            piece.id = format!("{} (ruins)", piece.id);
        }
    }
    layout
}

/// The computer's choice: the target with the most of the chosen band's enemies near it.
pub fn computer_choice(world: &ConflictWorld, roll: u32, pick: usize) -> Option<BombardTarget> {
    let options = options(world, roll);
    let band = chooser(world, roll)?;
    let enemies: Vec<Vec2> = enemies_of(world, band)
        .into_iter()
        .filter_map(|id| footing(world, id).map(|place| place.base().centre))
        .collect();
    let scenery = &world.resource::<Table>().0;
    let score = |target: &BombardTarget| -> usize {
        match *target {
            BombardTarget::Pawn(pawn) => footing(world, pawn).map_or(0, |place| {
                let centre = place.base().centre;
                enemies
                    .iter()
                    .filter(|&&e| e.distance(centre) <= 7.5)
                    .count()
            }),
            BombardTarget::Piece(piece) => scenery.piece(piece).map_or(0, |standing| {
                enemies
                    .iter()
                    .filter(|&&e| standing.footprint_distance(e) <= 11.25)
                    .count()
            }),
        }
    };
    let best = options.iter().map(score).max()?;
    let top: Vec<BombardTarget> = options.into_iter().filter(|t| score(t) == best).collect();
    top.get(pick % top.len().max(1)).copied()
}
