//! The Melee Event table: seats and Squires, the duel with its revealed cards and dice, the plan
//! editor behind a pass-the-screen curtain, the log, and the end of the melee.

use super::draft::PlanDraft;
use super::setup::{SetupForm, TEAM_COLOURS};
use super::{MeleeScreen, MeleeTable};
use crate::saves::{copy_path, save_session};
use crate::screens::Navigate;
use crate::screens::widgets::{ERROR_COLOUR, WARNING_COLOUR, window_ui};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use ysbilia_core::melee::exchange::{Action, DieResult, MAX_STRATEGY_VALUE, die_result};
use ysbilia_core::melee::trinkets::{FORESIGHT_COST, MISCHIEF_COST, REWIND_COST};
use ysbilia_core::melee::{
    ACTIONS_PER_PHASE, CARDS_PER_ACTION, Melee, MeleeCommand, MeleeDice, Phase, SQUIRE_HP,
    TIRED_AT_HP,
};
use ysbilia_core::mode::Mode;
use ysbilia_core::record::{Game, SPECTATOR};
use ysbilia_core::words::Arg;

const SUCCESS_COLOUR: egui::Color32 = egui::Color32::from_rgb(0x6C, 0xB8, 0x5A);
const CRITICAL_COLOUR: egui::Color32 = egui::Color32::from_rgb(0xE8, 0xC0, 0x40);
const MISS_COLOUR: egui::Color32 = egui::Color32::from_rgb(0x80, 0x78, 0x70);
/// Strategy cards keep one size, whatever they are marked with, so they never shift under the
/// pointer.
const CARD_SIZE: egui::Vec2 = egui::vec2(84.0, 44.0);
/// Log entries shown under the duel as "what just happened".
const RECENT_ENTRIES: usize = 6;

pub(super) fn draw_table(
    mut contexts: EguiContexts,
    screen: Option<ResMut<MeleeScreen>>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let MeleeScreen::Playing(table) = screen.as_mut() else {
        return Ok(());
    };
    let context = contexts.ctx_mut()?;
    keyboard(context, table);
    let mut new_game = false;
    let mut ui = window_ui(context, "melee table");
    egui::Panel::top("melee top").show(&mut ui, |ui| {
        top_bar(ui, table, &mut navigate, &mut new_game);
    });
    egui::Panel::left("melee seats")
        .resizable(false)
        .min_size(300.0)
        .show(&mut ui, |ui| seats(ui, table.session.game()));
    egui::Panel::right("melee log")
        .resizable(true)
        .min_size(300.0)
        .show(&mut ui, |ui| log(ui, table));
    egui::CentralPanel::default().show(&mut ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| duel(ui, table, &mut new_game));
    });
    if new_game {
        *screen = MeleeScreen::Setup(SetupForm::default());
    }
    Ok(())
}

fn human_awaited(game: &Melee) -> Vec<usize> {
    game.awaiting()
        .filter(|&seat| game.seats.get(seat).is_some_and(|seat| !seat.computer))
        .collect()
}

/// Ctrl+Z takes back; when a person must decide on dice: K keeps, 1 to 3 re-roll that die.
fn keyboard(context: &egui::Context, table: &mut MeleeTable) {
    if context.text_edit_focused() {
        return;
    }
    let (undo, keep, reroll) = context.input(|input| {
        let reroll = [egui::Key::Num1, egui::Key::Num2, egui::Key::Num3]
            .iter()
            .position(|key| input.key_pressed(*key));
        (
            input.modifiers.command && input.key_pressed(egui::Key::Z),
            input.key_pressed(egui::Key::K),
            reroll,
        )
    });
    if undo {
        table.undo();
        return;
    }
    let game = table.session.game();
    if !matches!(game.phase, Phase::Rolled { .. }) {
        return;
    }
    let Some(&seat) = human_awaited(game).first() else {
        return;
    };
    if keep {
        table.play(MeleeCommand::Keep { seat });
    } else if let Some(die) = reroll {
        table.play(MeleeCommand::Reroll { seat, die });
    }
}

fn top_bar(
    ui: &mut egui::Ui,
    table: &mut MeleeTable,
    navigate: &mut MessageWriter<Navigate>,
    new_game: &mut bool,
) {
    ui.horizontal(|ui| {
        if ui
            .button("Back")
            .on_hover_text("To the main menu (Esc); the game is autosaved")
            .clicked()
        {
            navigate.write(Navigate::Back);
        }
        if ui
            .button("Undo")
            .on_hover_text("Take back your last move (Ctrl+Z)")
            .clicked()
        {
            table.undo();
        }
        if ui.button("Save a copy").clicked() {
            let path = copy_path(Mode::MeleeEvent);
            table.message = Some(match save_session(&path, &table.session) {
                Ok(()) => format!("Saved to {}", path.display()),
                Err(problem) => problem,
            });
        }
        if ui.button("New game").clicked() {
            *new_game = true;
        }
        let game = table.session.game();
        let fighters: Vec<&str> = game
            .fighters
            .iter()
            .map(|fighter| game.seats[fighter.seat].name.as_str())
            .collect();
        ui.separator();
        ui.label(
            egui::RichText::new(format!(
                "Combat phase {}: {} against {}",
                game.round, fighters[0], fighters[1]
            ))
            .strong(),
        );
    });
    if let Some(message) = &table.message {
        ui.colored_label(WARNING_COLOUR, message);
    }
}

fn hp_text(hp: u32) -> String {
    (0..SQUIRE_HP)
        .map(|point| if point < hp { '■' } else { '□' })
        .collect()
}

fn seats(ui: &mut egui::Ui, game: &Melee) {
    ui.heading("The lists");
    // The lists are shared: what everybody may see of each seat (counts of its cards).
    let view = game.seat_view(SPECTATOR);
    for (index, seat) in view.seats.iter().enumerate() {
        ui.add_space(6.0);
        let fighting = game.fighters.iter().any(|fighter| fighter.seat == index);
        let colour = TEAM_COLOURS[usize::from(seat.team)];
        ui.horizontal(|ui| {
            ui.colored_label(colour, egui::RichText::new(&seat.name).strong());
            if seat.computer {
                ui.label(egui::RichText::new("computer").small().weak());
            }
            if fighting {
                ui.label(
                    egui::RichText::new("fighting")
                        .small()
                        .color(CRITICAL_COLOUR),
                );
            }
        });
        for (number, squire) in seat.squires.iter().enumerate() {
            let state = if !squire.standing() {
                "out"
            } else if squire.tired() {
                "tired"
            } else {
                "fresh"
            };
            let colour = if !squire.standing() {
                MISS_COLOUR
            } else if squire.tired() {
                WARNING_COLOUR
            } else {
                SUCCESS_COLOUR
            };
            ui.colored_label(
                colour,
                format!("Squire {}  {}  {state}", number + 1, hp_text(squire.hp)),
            )
            .on_hover_text(format!(
                "{} HP of {SQUIRE_HP}; tired at {TIRED_AT_HP}, out at 0",
                squire.hp
            ));
        }
        let mut details = format!(
            "{} Strategy cards in hand, {} in the deck",
            seat.hand, seat.deck
        );
        if game.trinkets {
            details.push_str(&format!(", {} trinket(s)", seat.trinkets));
        }
        ui.label(egui::RichText::new(details).small().weak());
    }
}

fn log(ui: &mut egui::Ui, table: &MeleeTable) {
    ui.heading("Log");
    ui.label(
        egui::RichText::new("Every ruling, with the rule and the dice behind it.")
            .small()
            .weak(),
    );
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for entry in table.session.log() {
                ui.add(egui::Label::new(egui::RichText::new(entry.to_string()).small()).wrap());
                ui.add_space(2.0);
            }
        });
}

fn die_chip(ui: &mut egui::Ui, die: u32, value: u32) -> egui::Response {
    let (colour, hint) = match die_result(die, value) {
        DieResult::Critical => (CRITICAL_COLOUR, "critical: two successes"),
        DieResult::Success => (SUCCESS_COLOUR, "success"),
        DieResult::Miss => (MISS_COLOUR, "miss"),
    };
    ui.add(
        egui::Button::new(
            egui::RichText::new(format!(" {die} "))
                .size(26.0)
                .strong()
                .color(egui::Color32::BLACK),
        )
        .fill(colour),
    )
    .on_hover_text(hint)
}

fn duel(ui: &mut egui::Ui, table: &mut MeleeTable, new_game: &mut bool) {
    let game = table.session.game().clone();
    if let Some(winner) = game.winner() {
        ui.add_space(24.0);
        ui.vertical_centered(|ui| {
            ui.label(
                egui::RichText::new(format!("Team {} wins the melee", winner + 1))
                    .size(40.0)
                    .color(TEAM_COLOURS[usize::from(winner)]),
            );
            let names: Vec<&str> = game
                .seats
                .iter()
                .filter(|seat| seat.team == winner)
                .map(|seat| seat.name.as_str())
                .collect();
            ui.label(format!(
                "{} won after {} combat phases.",
                names.join(", "),
                game.round
            ));
            if ui.button("New game").clicked() {
                *new_game = true;
            }
        });
        super::charts::hp_chart(ui, table);
        recent(ui, table);
        return;
    }
    match &game.phase {
        Phase::Planning => planning(ui, table, &game),
        Phase::Rolled {
            exchange,
            dice,
            decided,
        } => rolled(ui, table, &game, *exchange, dice, *decided),
        Phase::Over { .. } => {}
    }
    recent(ui, table);
}

fn planning(ui: &mut egui::Ui, table: &mut MeleeTable, game: &Melee) {
    ui.heading("Plans are laid face down");
    for fighter in &game.fighters {
        let seat = &game.seats[fighter.seat];
        let state = if fighter.plan.is_some() {
            "has laid three cards face down"
        } else if seat.computer {
            "is choosing…"
        } else {
            "is choosing"
        };
        ui.colored_label(
            TEAM_COLOURS[usize::from(seat.team)],
            format!("{} {state}", seat.name),
        );
    }
    let Some(&seat) = human_awaited(game).first() else {
        return;
    };
    let humans = game.seats.iter().filter(|seat| !seat.computer).count();
    ui.add_space(12.0);
    if humans > 1 && table.revealed_to != Some(seat) {
        // A curtain: the cards stay hidden until the right player is at the screen.
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(
                egui::RichText::new(format!("Pass the screen to {}.", game.seats[seat].name))
                    .size(24.0),
            );
            ui.label("Everyone else, look away: the plan is secret until it is revealed.");
            if ui
                .button(format!("I am {}: show my cards", game.seats[seat].name))
                .clicked()
            {
                table.revealed_to = Some(seat);
            }
        });
        return;
    }
    plan_editor(ui, table, game, seat);
}

fn plan_editor(ui: &mut egui::Ui, table: &mut MeleeTable, game: &Melee, seat: usize) {
    let hand = game.seat_view(seat).hand;
    let draft: &mut PlanDraft = &mut table.draft;
    ui.label(egui::RichText::new(format!("{}: choose {ACTIONS_PER_PHASE} actions in order and back each with a Strategy card, or {CARDS_PER_ACTION} adding up to {MAX_STRATEGY_VALUE} at most. Lower is quicker; higher succeeds more often.", game.seats[seat].name)));
    ui.add_space(6.0);
    for row in 0..ACTIONS_PER_PHASE {
        let frame = egui::Frame::default().inner_margin(4.0);
        let (_, dropped) = ui.dnd_drop_zone::<usize, ()>(frame, |ui| {
            ui.horizontal(|ui| {
                let selected = draft.selected == row;
                if ui
                    .selectable_label(
                        selected,
                        egui::RichText::new(format!("Exchange {}", row + 1)).strong(),
                    )
                    .clicked()
                {
                    draft.selected = row;
                }
                let cards: Vec<String> = draft.rows[row]
                    .cards
                    .iter()
                    .filter_map(|&position| hand.get(position))
                    .map(u32::to_string)
                    .collect();
                let value = draft.row_value(row, &hand);
                let text = if cards.is_empty() {
                    "no card yet".to_owned()
                } else {
                    format!("cards {} = {value}", cards.join(" + "))
                };
                ui.label(text);
            });
            ui.horizontal(|ui| {
                ui.add_space(24.0);
                for action in Action::ALL {
                    let chosen = draft.rows[row].action == Some(action);
                    if ui
                        .selectable_label(chosen, format!("{} {action}", action.suit()))
                        .clicked()
                    {
                        draft.selected = row;
                        draft.choose_action(action);
                    }
                }
            });
        });
        if let Some(position) = dropped {
            draft.place_card(*position, row);
        }
    }
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label("Hand:");
        for (position, card) in hand.iter().enumerate() {
            let placed = draft
                .rows
                .iter()
                .position(|row| row.cards.contains(&position));
            let text = match placed {
                Some(row) => format!("{card}  #{}", row + 1),
                None => card.to_string(),
            };
            // One widget both clicks and drags, so a click is never taken for a drag.
            let card_button = egui::Button::new(egui::RichText::new(text).size(22.0))
                .min_size(CARD_SIZE)
                .selected(placed.is_some())
                .sense(egui::Sense::click_and_drag());
            let response = ui.add(card_button).on_hover_text(
                "Drag onto an exchange, or click to add to the selected one; click again to take back",
            );
            response.dnd_set_drag_payload(position);
            if response.clicked() {
                draft.toggle_card(position);
            }
        }
    });
    ui.add_space(6.0);
    // Core says whether the plan may be laid, and why not.
    let plan = draft.plan(&hand);
    let answer = plan.map_or_else(
        || Err("Every exchange needs an Action card and a Strategy card.".to_owned()),
        |plan| {
            table
                .session
                .game()
                .would_accept(&MeleeCommand::Plan { seat, plan })
                .map_err(|refusal| refusal.to_string())
        },
    );
    let lay = ui.add_enabled(
        answer.is_ok(),
        egui::Button::new(egui::RichText::new("Lay the cards face down").strong()),
    );
    let lay = match &answer {
        Ok(()) => lay,
        Err(why) => lay.on_disabled_hover_text(why),
    };
    if let Some(plan) = plan
        && answer.is_ok()
        && lay.clicked()
    {
        table.play(MeleeCommand::Plan { seat, plan });
        if table.message.is_none() {
            table.revealed_to = None;
        }
    }
}

/// Seconds an exchange's reveal takes.
const REVEAL_SECONDS: f64 = 0.8;

/// How far the reveal of this exchange has gone, 0 to 1; starts it when the exchange is new.
fn reveal_progress(ui: &egui::Ui, table: &mut MeleeTable, round: u32, exchange: usize) -> f32 {
    let now = ui.input(|input| input.time);
    let started = match table.reveal {
        Some((shown_round, shown_exchange, started))
            if (shown_round, shown_exchange) == (round, exchange) =>
        {
            started
        }
        _ => {
            table.reveal = Some((round, exchange, now));
            now
        }
    };
    let progress = ((now - started) / REVEAL_SECONDS).clamp(0.0, 1.0) as f32;
    if progress < 1.0 {
        ui.ctx().request_repaint();
    }
    progress
}

fn rolled(
    ui: &mut egui::Ui,
    table: &mut MeleeTable,
    game: &Melee,
    exchange: usize,
    dice: &[MeleeDice; 2],
    decided: [bool; 2],
) {
    ui.heading(format!("Exchange {} of {ACTIONS_PER_PHASE}", exchange + 1));
    let progress = reveal_progress(ui, table, game.round, exchange);
    // The table is shared: each plan shows what everybody may see of it, its revealed steps.
    let view = game.seat_view(SPECTATOR);
    for team in 0..2 {
        let fighter = &view.fighters[team];
        let seat = &game.seats[fighter.seat];
        let plan = &fighter.actions;
        if !fighter.planned {
            continue;
        }
        // The two sides turn their cards over one after the other.
        let shown = ((progress * 2.0) - team as f32).clamp(0.0, 1.0);
        ui.add_space(8.0);
        ui.scope(|ui| {
            ui.multiply_opacity(shown);
            ui.horizontal(|ui| {
                ui.colored_label(
                    TEAM_COLOURS[usize::from(seat.team)],
                    egui::RichText::new(&seat.name).strong().size(20.0),
                );
                let revealed: Vec<String> = plan
                    .iter()
                    .map(|step| format!("{} {} ({})", step.action.suit(), step.action, step.value))
                    .collect();
                ui.label(revealed.join("   "));
            });
            let value = plan.get(exchange).map_or(0, |step| step.value);
            let deciding = !decided[team] && !seat.computer && progress >= 1.0;
            ui.horizontal(|ui| {
                for (index, &die) in dice[team].iter().enumerate() {
                    let chip = die_chip(ui, die, value);
                    if deciding
                        && chip
                            .on_hover_text(format!("Re-roll this die (key {})", index + 1))
                            .clicked()
                    {
                        table.play(MeleeCommand::Reroll {
                            seat: fighter.seat,
                            die: index,
                        });
                    }
                }
                ui.label(format!("needs {value} or less"));
                if deciding {
                    if ui.button("Keep (K)").clicked() {
                        table.play(MeleeCommand::Keep { seat: fighter.seat });
                    }
                    ui.label(
                        egui::RichText::new(format!(
                            "{} re-roll left this phase: click a die",
                            fighter.rerolls
                        ))
                        .small(),
                    );
                } else if !decided[team] {
                    ui.label("deciding…");
                }
            });
            if deciding && game.trinkets {
                trinket_powers(ui, table, game, team, dice, value);
            }
        });
    }
}

/// The optional Trinkets Points System's powers, as core's options give them while the
/// fighter's dice are undecided: each offered, or greyed with core's reason.
fn trinket_powers(
    ui: &mut egui::Ui,
    table: &mut MeleeTable,
    game: &Melee,
    team: usize,
    _dice: &[MeleeDice; 2],
    _value: u32,
) {
    let fighter = &game.fighters[team];
    let seat = fighter.seat;
    let held = game.seats[seat].trinkets;
    let misses = game.misses(seat);
    let opponent = game.seats[game.fighters[1 - team].seat].name.clone();
    let options = game.dice_options(seat);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("Trinkets: {held}"));
        for option in &options {
            let label = match &option.command {
                // The Rewind offered is the one of the dice that missed.
                MeleeCommand::Rewind { dice, .. } if *dice == misses => {
                    format!("Rewind ({REWIND_COST}): re-roll the misses")
                }
                MeleeCommand::RavensForesight { action, .. } => {
                    format!("Raven's Foresight ({FORESIGHT_COST}): play {action} instead")
                }
                MeleeCommand::Mischief { .. } => format!(
                    "Mischief of the Flock ({MISCHIEF_COST}): take a success from {opponent}, re-roll all your dice"
                ),
                _ => continue,
            };
            let button = ui.add_enabled(option.answer.is_ok(), egui::Button::new(label));
            let button = match &option.answer {
                Ok(()) => button,
                Err(refusal) => button.on_disabled_hover_text(refusal.to_string()),
            };
            if button.clicked() {
                chosen = Some(option.command.clone());
            }
        }
    });
    if let Some(command) = chosen {
        table.play(command);
    }
}

fn recent(ui: &mut egui::Ui, table: &MeleeTable) {
    ui.add_space(16.0);
    ui.separator();
    ui.label(egui::RichText::new("What just happened").strong());
    let log = table.session.log();
    for entry in &log[log.len().saturating_sub(RECENT_ENTRIES)..] {
        // A Squire out of the lists and a won melee stand out (core's message ids, in any
        // language).
        let ends_something = matches!(
            entry.message.id.as_ref(),
            "melee-knockdown-wins" | "melee-team-wins"
        ) || (entry.message.id == "melee-strike"
            && entry.message.args.iter().any(
                |(_, arg)| matches!(arg, Arg::Message(state) if state.id == "melee-squire-out"),
            ));
        let colour = if ends_something {
            ERROR_COLOUR
        } else {
            ui.visuals().text_color()
        };
        ui.add(
            egui::Label::new(
                egui::RichText::new(format!("[{}] {}", entry.rule, entry.text())).color(colour),
            )
            .wrap(),
        );
    }
}
