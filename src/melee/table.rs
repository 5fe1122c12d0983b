//! The Melee Event table: seats and Squires, the duel with its revealed cards and dice, the plan
//! editor behind a pass-the-screen curtain, the log, and the end of the melee.

use super::draft::PlanDraft;
use super::setup::{SetupForm, TEAM_COLOURS};
use super::{MeleeScreen, MeleeTable};
use crate::saves::{copy_path, save_session};
use crate::screens::Navigate;
use crate::screens::widgets::{ERROR_COLOUR, WARNING_COLOUR, window_ui};
use crate::tr;
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
use ysbilia_core::words::render;

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
            .button(tr!("page-back"))
            .on_hover_text(tr!("table-back-hover"))
            .clicked()
        {
            navigate.write(Navigate::Back);
        }
        if ui
            .button(tr!("table-undo"))
            .on_hover_text(tr!("table-undo-hover"))
            .clicked()
        {
            table.undo();
        }
        if ui.button(tr!("table-save-copy")).clicked() {
            let path = copy_path(Mode::MeleeEvent);
            table.message = Some(match save_session(&path, &table.session) {
                Ok(()) => tr!("table-saved", path = path.display().to_string()),
                Err(problem) => problem,
            });
        }
        if ui.button(tr!("table-new-game")).clicked() {
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
            egui::RichText::new(tr!(
                "melee-phase-title",
                round = game.round,
                first = fighters[0],
                second = fighters[1]
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
    ui.heading(tr!("melee-lists"));
    // The lists are shared: what everybody may see of each seat (counts of its cards).
    let view = game.seat_view(SPECTATOR);
    for (index, seat) in view.seats.iter().enumerate() {
        ui.add_space(6.0);
        let fighting = game.fighters.iter().any(|fighter| fighter.seat == index);
        let colour = TEAM_COLOURS[usize::from(seat.team)];
        ui.horizontal(|ui| {
            ui.colored_label(colour, egui::RichText::new(&seat.name).strong());
            if seat.computer {
                ui.label(egui::RichText::new(tr!("melee-computer")).small().weak());
            }
            if fighting {
                ui.label(
                    egui::RichText::new(tr!("melee-fighting"))
                        .small()
                        .color(CRITICAL_COLOUR),
                );
            }
        });
        for (number, squire) in seat.squires.iter().enumerate() {
            let state = if !squire.standing() {
                tr!("melee-squire-state-out")
            } else if squire.tired() {
                tr!("melee-squire-state-tired")
            } else {
                tr!("melee-squire-state-fresh")
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
                tr!(
                    "melee-squire-line",
                    number = number.saturating_add(1),
                    hp = hp_text(squire.hp),
                    state = state
                ),
            )
            .on_hover_text(tr!(
                "melee-squire-hp",
                hp = squire.hp,
                full = SQUIRE_HP,
                tired = TIRED_AT_HP
            ));
        }
        let details = if game.trinkets {
            tr!(
                "melee-seat-cards-trinkets",
                hand = seat.hand,
                deck = seat.deck,
                trinkets = seat.trinkets
            )
        } else {
            tr!("melee-seat-cards", hand = seat.hand, deck = seat.deck)
        };
        ui.label(egui::RichText::new(details).small().weak());
    }
}

fn log(ui: &mut egui::Ui, table: &MeleeTable) {
    ui.heading(tr!("table-log"));
    ui.label(egui::RichText::new(tr!("table-log-note")).small().weak());
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
        DieResult::Critical => (CRITICAL_COLOUR, tr!("melee-die-critical")),
        DieResult::Success => (SUCCESS_COLOUR, tr!("melee-die-success")),
        DieResult::Miss => (MISS_COLOUR, tr!("melee-die-miss")),
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
                egui::RichText::new(tr!(
                    "melee-winner",
                    team = u32::from(winner).saturating_add(1)
                ))
                .size(40.0)
                .color(TEAM_COLOURS[usize::from(winner)]),
            );
            let names: Vec<&str> = game
                .seats
                .iter()
                .filter(|seat| seat.team == winner)
                .map(|seat| seat.name.as_str())
                .collect();
            ui.label(tr!(
                "melee-won-after",
                names = names.join(", "),
                rounds = game.round
            ));
            if ui.button(tr!("table-new-game")).clicked() {
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
    ui.heading(tr!("melee-plans-face-down"));
    for fighter in &game.fighters {
        let seat = &game.seats[fighter.seat];
        let name = seat.name.as_str();
        let state = if fighter.plan.is_some() {
            tr!("melee-has-laid", name = name, cards = ACTIONS_PER_PHASE)
        } else if seat.computer {
            tr!("melee-computer-choosing", name = name)
        } else {
            tr!("melee-choosing", name = name)
        };
        ui.colored_label(TEAM_COLOURS[usize::from(seat.team)], state);
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
                egui::RichText::new(tr!(
                    "melee-pass-screen",
                    name = game.seats[seat].name.as_str()
                ))
                .size(24.0),
            );
            ui.label(tr!("melee-look-away"));
            if ui
                .button(tr!(
                    "melee-show-my-cards",
                    name = game.seats[seat].name.as_str()
                ))
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
    ui.label(tr!(
        "melee-plan-how",
        name = game.seats[seat].name.as_str(),
        actions = ACTIONS_PER_PHASE,
        cards = CARDS_PER_ACTION,
        most = MAX_STRATEGY_VALUE
    ));
    ui.add_space(6.0);
    for row in 0..ACTIONS_PER_PHASE {
        let frame = egui::Frame::default().inner_margin(4.0);
        let (_, dropped) = ui.dnd_drop_zone::<usize, ()>(frame, |ui| {
            ui.horizontal(|ui| {
                let selected = draft.selected == row;
                if ui
                    .selectable_label(
                        selected,
                        egui::RichText::new(tr!(
                            "melee-exchange-label",
                            number = row.saturating_add(1)
                        ))
                        .strong(),
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
                    tr!("melee-no-card-yet")
                } else {
                    tr!("melee-cards-sum", cards = cards.join(" + "), value = value)
                };
                ui.label(text);
            });
            ui.horizontal(|ui| {
                ui.add_space(24.0);
                for action in Action::ALL {
                    let chosen = draft.rows[row].action == Some(action);
                    if ui
                        .selectable_label(
                            chosen,
                            format!("{} {}", action.suit(), render(&action.message())),
                        )
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
        ui.label(tr!("melee-hand"));
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
            let response = ui.add(card_button).on_hover_text(tr!("melee-card-hover"));
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
        || Err(tr!("melee-plan-incomplete")),
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
        egui::Button::new(egui::RichText::new(tr!("melee-lay-cards")).strong()),
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
    ui.heading(tr!(
        "melee-exchange-of",
        number = exchange.saturating_add(1),
        all = ACTIONS_PER_PHASE
    ));
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
                    .map(|step| {
                        format!(
                            "{} {} ({})",
                            step.action.suit(),
                            render(&step.action.message()),
                            step.value
                        )
                    })
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
                            .on_hover_text(tr!("melee-reroll-die", key = index.saturating_add(1)))
                            .clicked()
                    {
                        table.play(MeleeCommand::Reroll {
                            seat: fighter.seat,
                            die: index,
                        });
                    }
                }
                ui.label(tr!("melee-needs", value = value));
                if deciding {
                    if ui.button(tr!("melee-keep")).clicked() {
                        table.play(MeleeCommand::Keep { seat: fighter.seat });
                    }
                    ui.label(
                        egui::RichText::new(tr!("melee-rerolls-left", count = fighter.rerolls))
                            .small(),
                    );
                } else if !decided[team] {
                    ui.label(tr!("melee-deciding"));
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
        ui.label(tr!("melee-trinkets-held", count = held));
        for option in &options {
            let label = match &option.command {
                // The Rewind offered is the one of the dice that missed.
                MeleeCommand::Rewind { dice, .. } if *dice == misses => {
                    tr!("melee-rewind-button", cost = REWIND_COST)
                }
                MeleeCommand::RavensForesight { action, .. } => {
                    tr!(
                        "melee-ravens-foresight",
                        cost = FORESIGHT_COST,
                        action = render(&action.message())
                    )
                }
                MeleeCommand::Mischief { .. } => tr!(
                    "melee-mischief-button",
                    cost = MISCHIEF_COST,
                    opponent = opponent.as_str()
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
    ui.label(egui::RichText::new(tr!("table-recent")).strong());
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
