//! 1650 § Activation at the table: the pawns the band may activate (or keep back to fire a
//! Reaction Shot), then what the active pawn may do. Every button comes from core's list
//! (`Conflict::legal`): offered, or greyed with core's reason and rule; the numbers in the
//! hover texts are core's.

use super::{ConflictTable, dexterity_choice, investment, reaction};
use crate::conflict::Tool;
use bevy_egui::egui;
use ysbilia_core::conflict::view::PawnView;
use ysbilia_core::conflict::{Action, Choice, ConflictCommand, Extras, Gait, Legal, Reach};
use ysbilia_core::rules::clash::{CHARGE_BONUS, CHARGE_BONUS_CM};
use ysbilia_core::rules::devices::BOMB_AREA_CM;
use ysbilia_core::rules::discharge::ACCURATE_SHOT_BONUS;

/// The listed whole command of `action` for `pawn`, with its extras.
pub(in crate::conflict) fn listed(
    legal: &Legal,
    action: Action,
    pawn: Option<u32>,
) -> Option<(ConflictCommand, Extras)> {
    legal
        .commands_of(action, pawn)
        .next()
        .map(|(command, extras)| (command.clone(), extras.clone()))
}

/// Every listed whole command of `action` for `pawn`, with its extras.
pub(super) fn all_listed(
    legal: &Legal,
    action: Action,
    pawn: Option<u32>,
) -> Vec<(ConflictCommand, Extras)> {
    legal
        .commands_of(action, pawn)
        .map(|(command, extras)| (command.clone(), extras.clone()))
        .collect()
}

/// A button for `command` offered by the list, or, where the list refuses `action` to `pawn`,
/// the same button greyed with core's reason; nothing where the list says neither. True when
/// clicked.
fn list_button(
    ui: &mut egui::Ui,
    legal: &Legal,
    action: Action,
    pawn: Option<u32>,
    label: &str,
    help: &str,
) -> Option<ConflictCommand> {
    if let Some((command, _)) = listed(legal, action, pawn) {
        return ui
            .button(label)
            .on_hover_text(help)
            .clicked()
            .then_some(command);
    }
    if let Some(why) = legal.refusal(action, pawn) {
        ui.add_enabled(false, egui::Button::new(label))
            .on_disabled_hover_text(why.to_string());
    }
    None
}

pub(super) fn turn_actions(ui: &mut egui::Ui, table: &mut ConflictTable, band: usize) {
    let legal = table.legal().clone();
    let Some(active) = table.game().progress().active else {
        waiting(ui, table, &legal, band);
        return;
    };
    let Some(pawn) = table.game().pawn(active) else {
        return;
    };
    ui.label(egui::RichText::new(format!("Activated: {}", table.pawn_name(active))).strong());
    tools(ui, table, &legal, active);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        for (command, _) in all_listed(&legal, Action::Reload, Some(active)) {
            let ConflictCommand::Reload { weapon, .. } = command else {
                continue;
            };
            let name = weapon_name(&pawn, weapon);
            if ui
                .button(format!("Reload the {name} (L)"))
                .on_hover_text("§ Reloading Slow Weapons: declared first in the activation")
                .clicked()
            {
                chosen = Some(command);
            }
        }
        if let Some(command) = list_button(
            ui,
            &legal,
            Action::EndActivation,
            Some(active),
            "End activation (E)",
            "The pawn's activation ends; the other band goes on",
        ) {
            chosen = Some(command);
        }
        for (command, _) in all_listed(&legal, Action::Drag, Some(active)) {
            let ConflictCommand::Drag { target, .. } = command else {
                continue;
            };
            let label = format!("Drag {}", table.pawn_name(target));
            if ui
                .button(label)
                .on_hover_text("It follows behind; the dragger may only walk")
                .clicked()
            {
                chosen = Some(command);
            }
        }
        // Only where the Commission's Decrees count pawns that leave the table.
        if table.game().setup().commission.counts_leaving()
            && let Some(command) = list_button(
                ui,
                &legal,
                Action::LeaveTable,
                Some(active),
                "Leave the table",
                "Walks off by the nearest edge: not beaten, and counted by the Decree if it is the far edge",
            )
        {
            chosen = Some(command);
        }
    });
    if let Some(command) = chosen {
        table.play(command);
        return;
    }
    super::enclaves::conquer_buttons(ui, table, &legal, active);
    super::enclaves::action_buttons(ui, table, &legal, active);
    super::guests::uncover_buttons(ui, table, &legal, active);
    super::hidden::room_buttons(ui, table, &legal, active);
    super::hidden::marker_shot_buttons(ui, table, &legal, active);
    super::hidden::coax_buttons(ui, table, &legal, active);
    bomb_row(ui, table, &legal, &pawn);
    super::blessing::blessing_rows(ui, table, &legal, active);
    super::peculiar::peculiarity_rows(ui, table, &legal, active);
    items_row(ui, table, &legal, active);
    if table.tool == Tool::Shoot {
        shoot_choices(ui, table, &legal, band, &pawn);
    }
    if let Tool::Move(gait) = table.tool {
        ui.label(format!(
            "{gait:?}: click where the pawn ends (Shift+click for a waypoint first). {} waypoint(s) placed.",
            table.waypoints.len()
        ));
    }
    if legal
        .offers_of(Action::Attack, Some(active))
        .next()
        .is_some()
    {
        attack_panel(ui, table, &legal, band, &pawn);
    } else if !pawn.engaged.is_empty()
        && let Some(why) = legal.refusal(Action::Attack, Some(active))
    {
        ui.separator();
        ui.label(format!("No attack now: {why}"));
    }
}

/// No pawn is active: the pawns the band may activate, or keep waiting to fire.
fn waiting(ui: &mut egui::Ui, table: &mut ConflictTable, legal: &Legal, band: usize) {
    ui.label(
        "Choose a pawn to activate: click it on the table, or Tab then Enter, or a button. \
         Wait (R) keeps it back to fire a Reaction Shot at an enemy that stirs in its sight:",
    );
    let pawns: Vec<u32> = legal
        .offers_of(Action::Activate, None)
        .filter_map(|offer| offer.pawn)
        .collect();
    for id in pawns {
        let name = table.pawn_name(id);
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            if ui.button(format!("Activate {name}")).clicked() {
                chosen = Some(ConflictCommand::Activate { pawn: id });
            }
            if let Some(command) = list_button(
                ui,
                legal,
                Action::AwaitReaction,
                Some(id),
                "Wait (R)",
                reaction::WAIT_HELP,
            ) {
                chosen = Some(command);
            }
            if ui.small_button("show").clicked() {
                table.selected = Some(id);
            }
        });
        if let Some(command) = chosen {
            table.selected = Some(id);
            table.play(command);
            return;
        }
    }
    super::guests::markers_to_activate(ui, table, band);
}

/// The maneuvers and the pointer's tools: each open as the list says, else greyed with core's
/// reason; a maneuver's reach from the list.
fn tools(ui: &mut egui::Ui, table: &mut ConflictTable, legal: &Legal, active: u32) {
    ui.horizontal_wrapped(|ui| {
        for (label, gait, action) in [
            ("Walk (W)", Gait::Walk, Action::Walk),
            ("Charge (C)", Gait::Charge, Action::Charge),
            ("Swim (B)", Gait::Swim, Action::Swim),
        ] {
            let reach =
                legal
                    .offers_of(action, Some(active))
                    .find_map(|offer| match offer.choice {
                        Choice::Path { reach, .. } => Some(reach),
                        _ => None,
                    });
            let tool = Tool::Move(gait);
            tool_button(
                ui,
                table,
                legal,
                (label, tool, action),
                reach.map(|reach| reach_help(gait, reach)),
            );
        }
        let turn = legal
            .offers_of(Action::Turn, Some(active))
            .next()
            .map(|_| "Turn on the spot to face a point.".to_owned());
        tool_button(
            ui,
            table,
            legal,
            ("Turn (F)", Tool::Turn, Action::Turn),
            turn,
        );
        let shoot = legal
            .offers_of(Action::Shoot, Some(active))
            .next()
            .map(|_| "Click an enemy to fire the chosen distance weapon.".to_owned());
        tool_button(
            ui,
            table,
            legal,
            ("Shoot (S)", Tool::Shoot, Action::Shoot),
            shoot,
        );
    });
}

/// One tool: open with `help`, or greyed with the list's reason (or none to give).
fn tool_button(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    (label, tool, action): (&str, Tool, Action),
    help: Option<String>,
) {
    let button = ui.add_enabled(
        help.is_some(),
        egui::Button::selectable(table.tool == tool, label),
    );
    let button = match &help {
        Some(help) => button.on_hover_text(help),
        None => {
            let why = legal
                .refusal(action, table.game().progress().active)
                .map_or_else(
                    || "Nothing to do it to now.".to_owned(),
                    ToString::to_string,
                );
            button.on_disabled_hover_text(why)
        }
    };
    if button.clicked() {
        table.choose_tool(tool);
    }
}

/// A maneuver's reach in words, from core's numbers.
fn reach_help(gait: Gait, reach: Reach) -> String {
    match gait {
        Gait::Walk => format!("Up to {} cm; distance weapons may still be used.", reach.cm),
        Gait::Charge => format!(
            "{} cm + D10, straight; +{CHARGE_BONUS} to the first roll if it engages after {CHARGE_BONUS_CM} cm; no shooting.",
            reach.cm
        ),
        Gait::Swim => format!("Up to {} cm through water.", reach.cm),
    }
}

fn weapon_name(pawn: &PawnView, weapon: usize) -> String {
    pawn.card
        .weapons
        .get(weapon)
        .map_or_else(|| format!("weapon {}", weapon + 1), |arm| arm.name.clone())
}

/// The Shoot tool's choices: the weapons the list lets the pawn fire, an Accurate Shot and
/// extra dice where the list allows them.
fn shoot_choices(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    band: usize,
    pawn: &PawnView,
) {
    let shots = all_listed(legal, Action::Shoot, Some(pawn.id));
    let mut weapons: Vec<usize> = shots
        .iter()
        .filter_map(|(command, _)| match command {
            ConflictCommand::Shoot { weapon, .. } => Some(*weapon),
            _ => None,
        })
        .collect();
    weapons.dedup();
    if !weapons.contains(&table.shoot_weapon)
        && let Some(&first) = weapons.first()
    {
        table.shoot_weapon = first;
    }
    ui.horizontal(|ui| {
        ui.label("Weapon:");
        for &weapon in &weapons {
            ui.radio_value(&mut table.shoot_weapon, weapon, weapon_name(pawn, weapon));
        }
    });
    let with_weapon = |extras: &dyn Fn(&Extras) -> bool| {
        shots.iter().any(|(command, each)| {
            matches!(command, ConflictCommand::Shoot { weapon, .. } if *weapon == table.shoot_weapon)
                && extras(each)
        })
    };
    let accurate = with_weapon(&|extras| extras.accurate);
    if !accurate {
        table.accurate = false;
    }
    ui.add_enabled(
        accurate,
        egui::Checkbox::new(
            &mut table.accurate,
            format!("Accurate Shot (+{ACCURATE_SHOT_BONUS})"),
        ),
    )
    .on_hover_text("§ Accurate Shot: the pawn stayed still all activation")
    .on_disabled_hover_text("§ Accurate Shot: only for a pawn that stayed still all activation");
    let most = shots
        .iter()
        .filter(|(command, _)| {
            matches!(command, ConflictCommand::Shoot { weapon, .. } if *weapon == table.shoot_weapon)
        })
        .map(|(_, extras)| extras.extra_dice)
        .max()
        .unwrap_or(0);
    investment(ui, table, band, pawn.id, most);
}

/// § Attack and Reply: the engaged enemies and weapons the list offers, and what it lets the
/// blow carry (a second weapon, a charge attack, a Dexterity card, the Duellist's repeat, extra
/// dice).
fn attack_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    band: usize,
    pawn: &PawnView,
) {
    ui.separator();
    ui.label(egui::RichText::new("Clash").strong());
    let attacks: Vec<(u32, usize, Extras)> = all_listed(legal, Action::Attack, Some(pawn.id))
        .into_iter()
        .filter_map(|(command, extras)| match command {
            ConflictCommand::Attack { target, weapon, .. } => Some((target, weapon, extras)),
            _ => None,
        })
        .collect();
    let mut targets: Vec<u32> = attacks.iter().map(|(target, _, _)| *target).collect();
    targets.dedup();
    let mut target = table
        .attack
        .target
        .filter(|id| targets.contains(id))
        .or(targets.first().copied());
    ui.horizontal_wrapped(|ui| {
        ui.label("Target:");
        for &enemy in &targets {
            let name = table.pawn_name(enemy);
            ui.radio_value(&mut target, Some(enemy), name);
        }
    });
    table.attack.target = target;
    let weapons: Vec<usize> = attacks
        .iter()
        .filter(|(each, _, _)| Some(*each) == target)
        .map(|(_, weapon, _)| *weapon)
        .collect();
    if !table
        .attack
        .weapon
        .is_some_and(|weapon| weapons.contains(&weapon))
    {
        table.attack.weapon = weapons.first().copied();
    }
    ui.horizontal_wrapped(|ui| {
        ui.label("Weapon:");
        for &weapon in &weapons {
            ui.radio_value(
                &mut table.attack.weapon,
                Some(weapon),
                weapon_name(pawn, weapon),
            );
        }
    });
    let Some(extras) = attacks
        .iter()
        .find(|(each, weapon, _)| Some(*each) == target && Some(*weapon) == table.attack.weapon)
        .map(|(_, _, extras)| extras.clone())
    else {
        return;
    };
    second_weapon(ui, table, pawn, &extras);
    let draft = &mut table.attack;
    if !extras.charge_attack {
        draft.charge_attack = false;
    }
    if extras.charge_attack {
        ui.checkbox(&mut draft.charge_attack, "Ready weapon's charge attack")
            .on_hover_text("§ Armament, Ready: a single Attack roll without the usual rules; a target that loses Vigour is immobilised this turn; a miss ends the activation");
    }
    if !extras.repeat_reply {
        draft.repeat_reply = false;
    }
    if extras.repeat_reply {
        super::peculiar::duellist_choice(ui, table, pawn);
    }
    dexterity_choice(ui, table, band, &extras.dexterity);
    investment(ui, table, band, pawn.id, extras.extra_dice);
    let draft = table.attack.clone();
    if let (Some(target), Some(weapon)) = (target, draft.weapon)
        && ui.button("Attack").clicked()
    {
        table.play(ConflictCommand::Attack {
            pawn: pawn.id,
            target,
            weapon,
            second_weapon: draft.second_weapon,
            second_target: draft.second_target,
            dexterity: draft.dexterity,
            charge_attack: draft.charge_attack,
            extra_dice: table.extra_dice,
            repeat_reply: draft.repeat_reply,
        });
    }
}

/// § Multiple Attacks: the second weapons the list allows, after a hit or against another
/// engaged enemy.
fn second_weapon(ui: &mut egui::Ui, table: &mut ConflictTable, pawn: &PawnView, extras: &Extras) {
    let draft = &mut table.attack;
    let chosen = draft
        .second_weapon
        .map(|weapon| (weapon, draft.second_target));
    if chosen.is_some_and(|second| !extras.second.contains(&second)) {
        draft.second_weapon = None;
        draft.second_target = None;
    }
    if extras.second.is_empty() {
        return;
    }
    let names: Vec<((usize, Option<u32>), String)> = extras
        .second
        .iter()
        .map(|&(weapon, aimed)| {
            let name = weapon_name(pawn, weapon);
            let label = match aimed {
                None => format!("{name}, after a hit"),
                Some(enemy) => format!("{name} against {}", table.pawn_name(enemy)),
            };
            ((weapon, aimed), label)
        })
        .collect();
    let draft = &mut table.attack;
    let mut second = draft
        .second_weapon
        .map(|weapon| (weapon, draft.second_target));
    ui.horizontal_wrapped(|ui| {
        ui.label("Second weapon:").on_hover_text(
            "§ Multiple Attacks: after a hit it must beat the enemy's first roll and adds no SL to the Damage; against another enemy it is a combat roll of its own (Dexterity cards only help the first)",
        );
        ui.radio_value(&mut second, None, "none");
        for (choice, label) in names {
            ui.radio_value(&mut second, Some(choice), label);
        }
    });
    draft.second_weapon = second.map(|(weapon, _)| weapon);
    draft.second_target = second.and_then(|(_, aimed)| aimed);
}

/// § Panoply Cards: the active pawn's items the list lets it use now.
fn items_row(ui: &mut egui::Ui, table: &mut ConflictTable, legal: &Legal, pawn: u32) {
    let items = all_listed(legal, Action::UsePanoply, Some(pawn));
    if items.is_empty() {
        return;
    }
    let cards = table.game().setup().panoply_of(pawn);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        for (command, _) in items {
            let ConflictCommand::UsePanoply { item, .. } = &command else {
                continue;
            };
            let card = cards.iter().find(|card| card.id == *item);
            let name = card.map_or(item.as_str(), |card| card.name.as_str());
            let text = card.map_or("", |card| card.text.as_str());
            if ui
                .button(format!("Use {name}"))
                .on_hover_text(text)
                .clicked()
            {
                chosen = Some(command.clone());
            }
        }
    });
    if let Some(command) = chosen {
        table.play(command);
    }
}

/// § Devices of the Modern Era, bombs: each bomb the list lets the pawn place, with the fuses
/// it offers.
fn bomb_row(ui: &mut egui::Ui, table: &mut ConflictTable, legal: &Legal, pawn: &PawnView) {
    let bombs = all_listed(legal, Action::PlaceBomb, Some(pawn.id));
    let mut weapons: Vec<usize> = bombs
        .iter()
        .filter_map(|(command, _)| match command {
            ConflictCommand::PlaceBomb { weapon, .. } => Some(*weapon),
            _ => None,
        })
        .collect();
    weapons.dedup();
    let sapper = pawn.card.has_peculiarity(ysbilia_core::conflict::SAPPER);
    let mut chosen = None;
    for weapon in weapons {
        let name = weapon_name(pawn, weapon);
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("Place the {name}, to go off after")).on_hover_text(if sapper {
                format!("A Sapper places it where it stands at the end of this activation. It goes off at the end of the turn its fuse names (the turn it is placed is the first), over every pawn within {BOMB_AREA_CM} cm. Keep the fuse secret: the table never shows it.")
            } else {
                format!("Declared first in the activation: the pawn stays where it stands, and the bomb is placed at its next activation if it stayed stationary and free of clashes. It goes off at the end of the turn its fuse names (the turn it is placed is the first), over every pawn within {BOMB_AREA_CM} cm. Keep the fuse secret: the table never shows it.")
            });
            for (command, _) in &bombs {
                let ConflictCommand::PlaceBomb {
                    weapon: each,
                    fuse_turns,
                    ..
                } = command
                else {
                    continue;
                };
                if *each != weapon {
                    continue;
                }
                let label = if *fuse_turns == 1 {
                    "1 turn".to_owned()
                } else {
                    format!("{fuse_turns} turns")
                };
                if ui.small_button(label).clicked() {
                    chosen = Some(command.clone());
                }
            }
        });
    }
    if let Some(command) = chosen {
        table.play(command);
    }
}
