//! 1650 § Activation at the table: the pawns the band may activate (or keep back to fire a
//! Reaction Shot), then what the active pawn may do. Every button comes from core's list
//! (`Conflict::legal`): offered, or greyed with core's reason and rule; the numbers in the
//! hover texts are core's.

use super::{ConflictTable, dexterity_choice, investment};
use crate::conflict::Tool;
use crate::tr;
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
    ui.label(egui::RichText::new(tr!("brawl-activated", pawn = table.pawn_name(active))).strong());
    tools(ui, table, &legal, active);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        for (command, _) in all_listed(&legal, Action::Reload, Some(active)) {
            let ConflictCommand::Reload { weapon, .. } = command else {
                continue;
            };
            let name = weapon_name(&pawn, weapon);
            if ui
                .button(tr!("brawl-reload", weapon = name))
                .on_hover_text(tr!("brawl-reload-hover"))
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
            &tr!("brawl-end-activation"),
            &tr!("brawl-end-activation-hover"),
        ) {
            chosen = Some(command);
        }
        for (command, _) in all_listed(&legal, Action::Drag, Some(active)) {
            let ConflictCommand::Drag { target, .. } = command else {
                continue;
            };
            let label = tr!("brawl-drag", pawn = table.pawn_name(target));
            if ui
                .button(label)
                .on_hover_text(tr!("brawl-drag-hover"))
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
                &tr!("brawl-leave-table"),
                &tr!("brawl-leave-table-hover"),
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
        ui.label(tr!(
            "brawl-move-click",
            gait = gait_id(gait),
            waypoints = table.waypoints.len()
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
        ui.label(tr!("brawl-no-attack", why = why.to_string()));
    }
}

/// No pawn is active: the pawns the band may activate, or keep waiting to fire.
fn waiting(ui: &mut egui::Ui, table: &mut ConflictTable, legal: &Legal, band: usize) {
    ui.label(tr!("brawl-choose-pawn"));
    let pawns: Vec<u32> = legal
        .offers_of(Action::Activate, None)
        .filter_map(|offer| offer.pawn)
        .collect();
    for id in pawns {
        let name = table.pawn_name(id);
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(tr!("brawl-activate", pawn = name.clone()))
                .clicked()
            {
                chosen = Some(ConflictCommand::Activate { pawn: id });
            }
            if let Some(command) = list_button(
                ui,
                legal,
                Action::AwaitReaction,
                Some(id),
                &tr!("brawl-wait"),
                &tr!("brawl-wait-hover"),
            ) {
                chosen = Some(command);
            }
            if ui.small_button(tr!("brawl-show")).clicked() {
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
            (tr!("brawl-walk"), Gait::Walk, Action::Walk),
            (tr!("brawl-charge"), Gait::Charge, Action::Charge),
            (tr!("brawl-swim"), Gait::Swim, Action::Swim),
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
                (&label, tool, action),
                reach.map(|reach| reach_help(gait, reach)),
            );
        }
        let turn = legal
            .offers_of(Action::Turn, Some(active))
            .next()
            .map(|_| tr!("brawl-turn-hover"));
        tool_button(
            ui,
            table,
            legal,
            (&tr!("brawl-turn"), Tool::Turn, Action::Turn),
            turn,
        );
        let shoot = legal
            .offers_of(Action::Shoot, Some(active))
            .next()
            .map(|_| tr!("brawl-shoot-hover"));
        tool_button(
            ui,
            table,
            legal,
            (&tr!("brawl-shoot"), Tool::Shoot, Action::Shoot),
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
                .map_or_else(|| tr!("brawl-nothing-to-do"), ToString::to_string);
            button.on_disabled_hover_text(why)
        }
    };
    if button.clicked() {
        table.choose_tool(tool);
    }
}

/// The catalogue's selector for a gait.
pub(super) fn gait_id(gait: Gait) -> &'static str {
    match gait {
        Gait::Walk => "walk",
        Gait::Charge => "charge",
        Gait::Swim => "swim",
    }
}

/// A maneuver's reach in words, from core's numbers.
fn reach_help(gait: Gait, reach: Reach) -> String {
    match gait {
        Gait::Walk => tr!("brawl-walk-reach", cm = reach.cm),
        Gait::Charge => tr!(
            "brawl-charge-reach",
            cm = reach.cm,
            bonus = CHARGE_BONUS,
            after = CHARGE_BONUS_CM
        ),
        Gait::Swim => tr!("brawl-swim-reach", cm = reach.cm),
    }
}

fn weapon_name(pawn: &PawnView, weapon: usize) -> String {
    pawn.card.weapons.get(weapon).map_or_else(
        || tr!("brawl-weapon-number", number = weapon.saturating_add(1)),
        |arm| arm.name.clone(),
    )
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
        ui.label(tr!("brawl-weapon"));
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
            tr!("brawl-accurate", bonus = ACCURATE_SHOT_BONUS),
        ),
    )
    .on_hover_text(tr!("brawl-accurate-hover"))
    .on_disabled_hover_text(tr!("brawl-accurate-disabled"));
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
    ui.label(egui::RichText::new(tr!("brawl-clash")).strong());
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
        ui.label(tr!("brawl-target"));
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
        ui.label(tr!("brawl-weapon"));
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
        ui.checkbox(&mut draft.charge_attack, tr!("brawl-charge-attack"))
            .on_hover_text(tr!("brawl-charge-attack-hover"));
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
        && ui.button(tr!("brawl-attack")).clicked()
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
                None => tr!("brawl-second-after-hit", weapon = name),
                Some(enemy) => tr!(
                    "brawl-second-against",
                    weapon = name,
                    pawn = table.pawn_name(enemy)
                ),
            };
            ((weapon, aimed), label)
        })
        .collect();
    let draft = &mut table.attack;
    let mut second = draft
        .second_weapon
        .map(|weapon| (weapon, draft.second_target));
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("brawl-second-weapon"))
            .on_hover_text(tr!("brawl-second-weapon-hover"));
        ui.radio_value(&mut second, None, tr!("brawl-dexterity-none"));
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
                .button(tr!("brawl-use-item", item = name.to_string()))
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
            ui.label(tr!("brawl-bomb-place", weapon = name.clone()))
                .on_hover_text(if sapper {
                    tr!("brawl-bomb-sapper-hover", area = BOMB_AREA_CM)
                } else {
                    tr!("brawl-bomb-hover", area = BOMB_AREA_CM)
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
                let turns: u32 = *fuse_turns;
                let label = tr!("brawl-bomb-fuse", turns = turns);
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
