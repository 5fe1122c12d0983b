//! The table's panels around the battlefields: the top bar (back, undo, save, replay), the prompt
//! saying who must decide what with the choices of the step at hand, the hand (behind a curtain
//! between players at one screen), the log, and the keyboard.

use super::board::draw_board;
use super::cards::{self, Look, faction_colour};
use super::setup::SetupForm;
use super::{HebsScreen, HebsTable};
use crate::saves::copy_path;
use crate::screens::widgets::{WARNING_COLOUR, replay_steps, window_ui};
use crate::screens::{EscapeTaken, Navigate};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use ysbilia_core::hebs::DISCARD_RESOURCES;
use ysbilia_core::hebs::command::{HebsCommand, Pick, Use};
use ysbilia_core::hebs::intent::{Intent, Step};
use ysbilia_core::hebs::options::Option_;
use ysbilia_core::hebs::state::{COLUMNS, CardId, Seat};
use ysbilia_core::hebs::{Hebs, ItemKind, OPENING_HAND, Phase, describe};
use ysbilia_core::record::SPECTATOR;

const HAND_CARD: egui::Vec2 = egui::vec2(132.0, 190.0);

pub(super) fn draw_table(
    mut contexts: EguiContexts,
    screen: Option<ResMut<HebsScreen>>,
    mut navigate: MessageWriter<Navigate>,
    mut escape: ResMut<EscapeTaken>,
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let HebsScreen::Playing(table) = screen.as_mut() else {
        escape.0 = false;
        return Ok(());
    };
    let context = contexts.ctx_mut()?;
    keyboard(context, table);
    escape.0 = table.intent.is_some() || table.selected.is_some() || table.replay.is_some();
    let mut new_game = false;
    let mut ui = window_ui(context, "hebs table");
    egui::Panel::top("hebs top").show(&mut ui, |ui| {
        top_bar(ui, table, &mut navigate, &mut new_game);
    });
    egui::Panel::right("hebs side")
        .resizable(true)
        .min_size(330.0)
        .show(&mut ui, |ui| {
            prompt(ui, table, &mut new_game);
            ui.separator();
            log(ui, table);
        });
    // What to outline, worked out once a frame for the hand and the board.
    let lit = table.highlights();
    egui::Panel::bottom("hebs hand")
        .exact_size(HAND_CARD.y + 34.0)
        .show(&mut ui, |ui| hand(ui, table, &lit));
    let clicks = egui::CentralPanel::default()
        .show(&mut ui, |ui| draw_board(ui, table, &lit))
        .inner;
    for click in clicks {
        table.click(click);
    }
    if new_game {
        let mode = table.session.mode();
        *screen = HebsScreen::Setup(Box::new(SetupForm::new(mode)));
    }
    Ok(())
}

/// Ctrl+Z takes back; Esc cancels the choice at hand; P passes, D lets the stack resolve,
/// Enter confirms a payment.
fn keyboard(context: &egui::Context, table: &mut HebsTable) {
    if context.text_edit_focused() {
        return;
    }
    let (undo, escape, pass, decline, enter) = context.input(|input| {
        (
            input.modifiers.command && input.key_pressed(egui::Key::Z),
            input.key_pressed(egui::Key::Escape),
            input.key_pressed(egui::Key::P),
            input.key_pressed(egui::Key::D),
            input.key_pressed(egui::Key::Enter),
        )
    });
    if undo {
        table.undo_to_the_player();
    } else if escape {
        table.replay = None;
        table.cancel();
    } else if pass || decline {
        let game = table.session.game();
        let allowed = table.acting().is_some() && table.intent.is_none();
        if allowed && decline && game.window.is_some() {
            table.play(HebsCommand::Decline);
        } else if allowed
            && pass
            && game.window.is_none()
            && matches!(game.phase, Phase::Deployment(_))
        {
            table.play(HebsCommand::Pass);
        }
    } else if enter && matches!(table.step(), Some(Step::Pay { .. })) {
        table.pay();
    }
}

fn top_bar(
    ui: &mut egui::Ui,
    table: &mut HebsTable,
    navigate: &mut MessageWriter<Navigate>,
    new_game: &mut bool,
) {
    ui.horizontal(|ui| {
        if ui
            .button(tr!("page-back"))
            .on_hover_text(tr!("cards-back-hover"))
            .clicked()
        {
            navigate.write(Navigate::Back);
        }
        if ui
            .button(tr!("table-undo"))
            .on_hover_text(tr!("cards-undo-hover"))
            .clicked()
        {
            table.undo_to_the_player();
        }
        if ui.button(tr!("table-save-copy")).clicked() {
            let path = copy_path(table.session.mode());
            table.message = Some(match table.session.save(&path) {
                Ok(()) => tr!("table-saved", path = path.display().to_string()),
                Err(problem) => problem,
            });
        }
        let replaying = table.replay.is_some();
        if ui
            .selectable_label(replaying, tr!("cards-replay"))
            .on_hover_text(tr!("cards-replay-hover"))
            .clicked()
        {
            table.replay = if replaying {
                None
            } else {
                table.session.replayed_to(0).ok().map(|view| (0, view))
            };
        }
        if ui.button(tr!("table-new-game")).clicked() {
            *new_game = true;
        }
        ui.separator();
        let game = table.shown().game();
        let first = game.table.factions[0].name.as_str();
        let second = game.table.factions[1].name.as_str();
        let title = if game.round == 0 {
            tr!("cards-title-setting-up", first = first, second = second)
        } else {
            tr!(
                "cards-title-round",
                first = first,
                second = second,
                round = game.round
            )
        };
        ui.label(egui::RichText::new(title).strong());
    });
    if let Some(message) = &table.message {
        ui.add(egui::Label::new(egui::RichText::new(message).color(WARNING_COLOUR)).wrap());
    }
}

/// "Ana (Ottoman Empire, bottom)": the name given at setup, the faction, and where it sits.
fn seat_name(table: &HebsTable, game: &Hebs, seat: Seat) -> String {
    let name = table.names[seat].as_str();
    let faction = game.table.factions[seat].name.as_str();
    if game.foe.is_some() && seat == 1 {
        tr!("cards-seat-foe", name = name, faction = faction)
    } else if seat == 0 {
        tr!("cards-seat-bottom", name = name, faction = faction)
    } else {
        tr!("cards-seat-top", name = name, faction = faction)
    }
}

fn prompt(ui: &mut egui::Ui, table: &mut HebsTable, new_game: &mut bool) {
    if let Some((at, _)) = &table.replay {
        replay_controls(ui, table, *at);
        return;
    }
    let game = table.session.game().clone();
    if let Some(outcome) = game.outcome {
        game_over(ui, table, &game, outcome, new_game);
        return;
    }
    super::computer::why_panel(ui, table);
    if table.computer_to_act() {
        return;
    }
    let Some(seat) = game.to_act() else { return };
    if table.acting().is_none() {
        pass_the_screen(ui, table, &game, seat);
        return;
    }
    ui.label(
        egui::RichText::new(tr!("cards-to-act", seat = seat_name(table, &game, seat)))
            .strong()
            .color(faction_colour(&game, seat)),
    );
    if let Some(step) = table.step() {
        step_controls(ui, table, &game, step);
        return;
    }
    if let Some(choice) = &game.foe_choice {
        // A tie the solo rules leave to the player stops the Foe's turn until it is answered.
        ui.label(describe::foe_choice(&game, choice));
        for (label, command) in game.foe_choice_options() {
            if ui.button(label.to_string()).clicked() {
                table.play(command);
            }
        }
        return;
    }
    if game.window.is_none() && setup_step(ui, table, &game, seat) {
        return;
    }
    if game.window.is_some() {
        response_window(ui, table, &game, seat);
        return;
    }
    own_turn(ui, table, &game);
}

/// The battle is over: who won, the solo score, the round charts.
fn game_over(
    ui: &mut egui::Ui,
    table: &mut HebsTable,
    game: &Hebs,
    outcome: ysbilia_core::hebs::Outcome,
    new_game: &mut bool,
) {
    ui.heading(tr!("cards-battle-over"));
    ui.label(egui::RichText::new(describe::outcome(game, outcome)).size(18.0));
    if let Some((score, rating)) = game.solo_score() {
        ui.label(tr!("cards-solo-score", score = score, rating = rating));
    }
    if ui.button(tr!("table-new-game")).clicked() {
        *new_game = true;
    }
    ui.separator();
    super::charts::round_charts(ui, table);
}

/// The hotseat's curtain: the hand stays hidden until the seat to act says it is there.
fn pass_the_screen(ui: &mut egui::Ui, table: &mut HebsTable, game: &Hebs, seat: Seat) {
    ui.label(
        egui::RichText::new(tr!(
            "cards-pass-screen",
            seat = seat_name(table, game, seat)
        ))
        .size(20.0),
    );
    ui.label(tr!("cards-look-away"));
    if ui
        .button(tr!("cards-show-my-hand", name = table.names[seat].as_str()))
        .clicked()
    {
        table.revealed_to = Some(seat);
        table.clear_choices();
    }
}

/// The set-up's steps (the Leader placed, a mulligan, discards): whether one was shown.
fn setup_step(ui: &mut egui::Ui, table: &mut HebsTable, game: &Hebs, seat: Seat) -> bool {
    match game.phase {
        Phase::PlaceLeader(_) => {
            ui.label(tr!("cards-place-leader"));
            for column in (0..COLUMNS).filter_map(|column| u8::try_from(column).ok()) {
                if ui.button(game.column_name(usize::from(column))).clicked() {
                    table.play(HebsCommand::PlaceLeader { column });
                }
            }
            true
        }
        Phase::Mulligan(_) => {
            ui.label(tr!("cards-mulligan", cards = OPENING_HAND));
            if ui.button(tr!("cards-keep-hand")).clicked() {
                table.play(HebsCommand::Mulligan { redraw: false });
            }
            if ui.button(tr!("cards-redraw")).clicked() {
                table.play(HebsCommand::Mulligan { redraw: true });
            }
            true
        }
        Phase::DiscardDown(_) | Phase::DraftDiscard(_) => {
            let due = game.discards_due(seat);
            ui.label(tr!(
                "cards-discard-how",
                due = due,
                chosen = table.discards.len()
            ));
            let ready = table.discards.len() == due;
            if ui
                .add_enabled(ready, egui::Button::new(tr!("cards-discard-them")))
                .clicked()
            {
                let cards = table.discards.clone();
                table.play(HebsCommand::Discard { cards });
            }
            true
        }
        _ => false,
    }
}

/// A Response window: the stack, and the Response abilities the seat may answer with.
fn response_window(ui: &mut egui::Ui, table: &mut HebsTable, game: &Hebs, seat: Seat) {
    ui.label(stack_text(game));
    ui.label(tr!("cards-response-how"));
    if ui.button(tr!("cards-let-resolve-key")).clicked() {
        table.play(HebsCommand::Decline);
    }
    for option in game.options(seat) {
        if let Option_::Use { card, ability } = option
            && ui
                .button(tr!(
                    "cards-use-ability",
                    card = game.table.design(card).name.as_str(),
                    ability = describe::ability_of(game, card, ability)
                ))
                .clicked()
        {
            table.selected = Some(card);
            table.choose(Intent::new(option));
        }
    }
}

/// The seat's own turn: pass, or what the selected card may do.
fn own_turn(ui: &mut egui::Ui, table: &mut HebsTable, game: &Hebs) {
    ui.label(tr!("cards-own-turn"));
    if ui
        .button(tr!("cards-pass-key"))
        .on_hover_text(tr!("cards-pass-hover"))
        .clicked()
    {
        table.play(HebsCommand::Pass);
    }
    let Some(card) = table.selected else { return };
    ui.separator();
    ui.label(egui::RichText::new(&game.table.design(card).name).strong());
    for option in table.selected_options() {
        if ui.button(option_text(game, option)).clicked() {
            table.choose(Intent::new(option));
        }
    }
}

fn option_text(game: &Hebs, option: Option_) -> String {
    match option {
        Option_::Play {
            column: Some(column),
            ..
        } => tr!(
            "cards-play-into",
            column = game.column_name(usize::from(column))
        ),
        Option_::Play {
            host: Some(host), ..
        } => tr!(
            "cards-attach-to",
            card = game.table.design(host).name.as_str(),
            place = describe::place(game, host)
        ),
        Option_::Play { .. } => tr!("cards-put-in-reserve"),
        Option_::Use { card, ability } => describe::ability_of(game, card, ability),
        Option_::Sacrifice(_) => tr!("cards-sacrifice"),
        Option_::Pass => tr!("cards-pass"),
        Option_::Decline => tr!("cards-let-resolve"),
    }
}

/// What waits on top of the Response stack, in words.
fn stack_text(game: &Hebs) -> String {
    let Some(top) = game.stack.last() else {
        return String::new();
    };
    let source = game.table.design(top.source).name.as_str();
    let who = game.table.factions[top.seat].name.as_str();
    match top.kind {
        ItemKind::Ability(index) => tr!(
            "cards-stack-uses",
            who = who,
            source = source,
            ability = describe::ability_of(game, top.source, index),
            aim = describe::pick(game, top.pick)
        ),
        ItemKind::Played { .. } => tr!("cards-stack-plays", who = who, source = source),
    }
}

fn step_controls(ui: &mut egui::Ui, table: &mut HebsTable, game: &Hebs, step: Step) {
    match step {
        Step::Aim(picks) => {
            ui.label(tr!("cards-choose-aim"));
            for pick in picks {
                if ui.button(describe::pick(game, pick)).clicked() {
                    table.set_pick(pick);
                }
            }
        }
        Step::WhenPlayed(choices) => {
            ui.label(tr!("cards-when-played"));
            for choice in choices {
                ui.add(egui::Label::new(&choice.text).wrap());
                for pick in &choice.picks {
                    let label = if *pick == Pick::default() {
                        tr!("cards-use-it")
                    } else {
                        tr!("cards-use-it-on", aim = describe::pick(game, *pick))
                    };
                    if ui.button(label).clicked() {
                        table.use_when_played(Some(Use {
                            ability: choice.ability,
                            pick: *pick,
                        }));
                    }
                }
            }
            if ui.button(tr!("cards-dont-use-it")).clicked() {
                table.use_when_played(None);
            }
        }
        Step::Pay { cost, proposal } => {
            let raised = game.payment_value(&table.payment);
            ui.label(tr!(
                "cards-pay-how",
                cost = cost,
                raised = raised,
                discard = DISCARD_RESOURCES
            ));
            if proposal.is_none() {
                ui.colored_label(WARNING_COLOUR, tr!("cards-cannot-raise"));
            }
            let name = |card: CardId| game.table.design(card).name.as_str();
            let mut sources: Vec<String> = table
                .payment
                .tire
                .iter()
                .map(|&card| tr!("cards-pay-tire", card = name(card)))
                .collect();
            sources.extend(
                table
                    .payment
                    .discard
                    .iter()
                    .map(|&card| tr!("cards-pay-discard", card = name(card))),
            );
            ui.label(egui::RichText::new(sources.join(", ")).small());
            ui.horizontal(|ui| {
                // Core says whether this payment may be made (exactly the cost: no saving).
                let answer = table.payment_answer(cost);
                let button =
                    ui.add_enabled(answer.is_ok(), egui::Button::new(tr!("cards-pay-key")));
                let button = match &answer {
                    Ok(()) => button,
                    Err(why) => button.on_disabled_hover_text(why),
                };
                if button.clicked() {
                    table.pay();
                }
                if ui.button(tr!("cards-cancel-key")).clicked() {
                    table.cancel();
                }
            });
            return;
        }
        Step::Ready(_) => {}
    }
    if ui.button(tr!("cards-cancel-key")).clicked() {
        table.cancel();
    }
}

fn replay_controls(ui: &mut egui::Ui, table: &mut HebsTable, at: usize) {
    let target = replay_steps(ui, at, table.session.commands().len(), table.session.log());
    if ui.button(tr!("cards-back-to-game")).clicked() {
        table.replay = None;
        return;
    }
    if let Some(target) = target {
        match table.session.replayed_to(target) {
            Ok(view) => table.replay = Some((target, view)),
            Err(error) => {
                table.message = Some(tr!("cards-replay-stopped", error = error.to_string()));
            }
        }
    }
    super::charts::replay_charts(ui, table);
}

fn log(ui: &mut egui::Ui, table: &HebsTable) {
    ui.heading(tr!("table-log"));
    ui.label(egui::RichText::new(tr!("cards-log-note")).small().weak());
    let entries = match &table.replay {
        Some((_, view)) => view.log(),
        None => table.session.log(),
    };
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for entry in entries {
                ui.add(egui::Label::new(egui::RichText::new(entry.to_string()).small()).wrap());
            }
        });
}

fn hand(ui: &mut egui::Ui, table: &mut HebsTable, lit: &super::clicks::Highlights) {
    let shown = table.shown().game().clone();
    let viewer = if table.replay.is_some() {
        None
    } else {
        table.viewer()
    };
    let Some(seat) = viewer else {
        let seat = shown.to_act().unwrap_or(0);
        let held = shown.seat_view(SPECTATOR).sides[seat].hand;
        ui.horizontal(|ui| {
            for _ in 0..held {
                let (rect, _) = ui.allocate_exact_size(
                    egui::vec2(HAND_CARD.x * 0.6, HAND_CARD.y * 0.6),
                    egui::Sense::hover(),
                );
                cards::back(ui, rect, faction_colour(&shown, seat), &tr!("cards-hidden"));
            }
        });
        return;
    };
    ui.label(
        egui::RichText::new(tr!(
            "cards-hand-title",
            faction = shown.table.factions[seat].name.as_str()
        ))
        .small(),
    );
    let mut clicked = None;
    egui::ScrollArea::horizontal().show(ui, |ui| {
        ui.horizontal(|ui| {
            for card in shown.seat_view(seat).hand.iter().map(|seen| seen.id) {
                let look = Look {
                    highlight: lit.cards.contains(&card),
                    selected: table.selected == Some(card),
                    marked: lit.marked.contains(&card),
                };
                let response = cards::hand_card(ui, HAND_CARD, &shown, card, look);
                response.dnd_set_drag_payload(card);
                // Picking a card up selects it, so its legal places light up during the drag.
                let picked_up = response.drag_started() && table.intent.is_none();
                if response.clicked() || picked_up {
                    clicked = Some(card);
                }
            }
        });
    });
    if let Some(card) = clicked {
        table.click(super::clicks::Click::Card(card));
    }
}
