//! The Brawl's panels: the state of the conflict along the top, the selected pawn's contract
//! card on the left, what the band to act may do (with core's previews) on the right, the log
//! along the bottom, labels over the pawns, and the menu, undo and Honour windows.

use super::camera::OrbitCamera;
use super::scene::table_to_world;
use super::setup::{SetupForm, band_colour};
use super::{ConflictScreen, ConflictTable, TableView, Tool};
use crate::screens::Navigate;
use crate::screens::widgets::{ERROR_COLOUR, WARNING_COLOUR, replay_steps, window_ui};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use ysbilia_core::conflict::view::PawnView;
use ysbilia_core::conflict::{Awaiting, ConflictCommand, Gait};
use ysbilia_core::conflict::{Edge, Phase};
use ysbilia_core::rules::clash::{CHARGE_BONUS, CHARGE_BONUS_CM};
use ysbilia_core::rules::maravedies::EXTRA_DICE_PER_TURN;
use ysbilia_core::table::light::{LUMINARY_LIGHT_RADIUS_CM, LUMINARY_MIN_SPACING_CM};
use ysbilia_core::table::sight::Obstruction;

pub(super) mod activation;
mod answer;
mod antagonists;
mod auction;
mod blessing;
mod bombardment;
mod card;
mod charts;
mod clash_odds;
mod decrees;
mod enclaves;
mod enemy;
mod guests;
mod hidden;
mod hunt;
mod labels;
mod peculiar;
mod preparing;
mod reaction;
mod readouts;
mod temperament;
mod verdict;
mod why;

use card::card_panel;
use preparing::{arrival, choose_edge, choose_first, deployment, time_of_day};
use readouts::{message_banner, pointer_readout, tool_readouts};

const GOOD: egui::Color32 = egui::Color32::from_rgb(0x6C, 0xB8, 0x5A);

pub(super) fn draw_panels(
    mut contexts: EguiContexts,
    screen: Option<ResMut<ConflictScreen>>,
    mut view: ResMut<TableView>,
    mut orbit: ResMut<OrbitCamera>,
    mut navigate: MessageWriter<Navigate>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    rules: Res<super::RuleTexts>,
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let context = contexts.ctx_mut()?;
    let ConflictScreen::Playing(table) = screen.as_mut() else {
        view.over_table = false;
        view.keys_free = !context.egui_wants_keyboard_input();
        return Ok(());
    };
    let mut new_game = false;
    let mut ui = window_ui(context, "brawl table");
    let top = egui::Panel::top("brawl top").show(&mut ui, |ui| top_bar(ui, table, &mut orbit));
    let bottom = egui::Panel::bottom("brawl log")
        .resizable(true)
        .default_size(170.0)
        .show(&mut ui, |ui| log(ui, table));
    let left = egui::Panel::left("brawl card")
        .resizable(false)
        .exact_size(300.0)
        .show(&mut ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| card_panel(ui, table, &rules));
        });
    let right = egui::Panel::right("brawl actions")
        .resizable(false)
        .exact_size(330.0)
        .show(&mut ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                why::why_panel(ui, table);
                actions(ui, table);
                // Alone in the Face of Danger: what the enemy did, and why, whoever acts.
                enemy::enemy_panel(ui, table);
            });
        });
    // Between the panels' edges (what is left after them can overstate it when a panel's
    // contents are wider than the panel).
    let table_rect = egui::Rect::from_min_max(
        egui::pos2(left.response.rect.max.x, top.response.rect.max.y),
        egui::pos2(right.response.rect.min.x, bottom.response.rect.min.y),
    );
    let zoom = context.zoom_factor();
    view.free = Some(Rect::new(
        table_rect.min.x * zoom,
        table_rect.min.y * zoom,
        table_rect.max.x * zoom,
        table_rect.max.y * zoom,
    ));
    message_banner(context, table, table_rect);
    if let Ok((camera, transform)) = cameras.single() {
        labels::pawn_labels(context, table, camera, transform, table_rect);
        labels::venue_labels(context, table, camera, transform, table_rect);
        hunt::marker_labels(context, table, camera, transform, table_rect);
        guests::guest_labels(context, table, camera, transform, table_rect);
    }
    pointer_readout(context, table);
    windows(context, table, &mut navigate, &mut new_game);
    guests::curtain(context, table);
    let pointer = context.pointer_hover_pos();
    view.over_table = pointer.is_some_and(|pos| {
        table_rect.contains(pos)
            && context
                .layer_id_at(pos)
                .is_none_or(|layer| layer.order == egui::Order::Background)
    });
    view.keys_free = !context.egui_wants_keyboard_input();
    if new_game {
        let solo = table.game().setup().commission.is_solo();
        *screen = ConflictScreen::Setup(Box::new(if solo {
            SetupForm::solo()
        } else {
            SetupForm::default()
        }));
    }
    Ok(())
}

fn band_name(table: &ConflictTable, band: usize) -> String {
    table.game().names().band(band).to_owned()
}

fn band_text(table: &ConflictTable, band: usize) -> egui::RichText {
    egui::RichText::new(band_name(table, band))
        .color(band_colour(band))
        .strong()
}

fn top_bar(ui: &mut egui::Ui, table: &mut ConflictTable, orbit: &mut OrbitCamera) {
    let game = table.game();
    let conditions = game.conditions();
    let phase = game.progress().phase.clone();
    let turn = game.progress().turn.as_ref().map_or(0, |turn| turn.number);
    let total = game.setup().commission.turns();
    let night = game.is_night();
    let to_act = game.side_to_act();
    let name = game.setup().commission.name();
    let chosen_by_attackers = game.setup().commission.terms().moment
        == ysbilia_core::conflict::MomentRule::AttackerChooses;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(match phase {
            Phase::Turns => format!("{name} — turn {turn} of {total}"),
            Phase::Arrival { .. } => format!("{name} — turn {} of {total}: the arrival", turn + 1),
            Phase::Bombardment { .. } => {
                format!("{name} — turn {} of {total}: the artillery", turn + 1)
            }
            Phase::Over => format!("{name} — over"),
            Phase::Hunt => format!("{name} — The Hunt, before the fight"),
            Phase::Auction => format!("{name} — Everybody Has a Price, before the fight"),
            _ => format!("{name} — before the fight"),
        }).strong());
        ui.separator();
        if phase == Phase::Auction {
            ui.label("Moment of Truth and weather: rolled after the auction");
        } else {
            // A roll of 0: the Commission's page set day or night, or lets the attackers choose.
            let before_choice = matches!(
                phase,
                Phase::ChooseEdge { .. } | Phase::Deployment { .. } | Phase::ChooseTimeOfDay { .. }
            );
            let moment = match conditions.moment.roll {
                0 if chosen_by_attackers && before_choice => {
                    "Day or night: the attackers choose once the defenders are deployed".to_owned()
                }
                0 if chosen_by_attackers => {
                    format!("By {} (the attackers' choice)", if night { "night" } else { "day" })
                }
                0 => format!("By {} (the Commission's rule)", if night { "night" } else { "day" }),
                roll => format!(
                    "Moment of Truth {roll}: {}",
                    if night { "night" } else { "day" }
                ),
            };
            ui.label(moment)
            .on_hover_text("1650 § Moment of Truth: the D10 rolled before deployment decides day or night (and how many luminaries), unless the Commission says which.");
            ui.label(format!("Weather: {}", conditions.weather.name()))
                .on_hover_text("1650 § The Weather Gets Worse: the row rolled on the chosen Climate table.");
        }
        ui.separator();
        if let Some(band) = to_act {
            ui.label("To act:");
            ui.label(band_text(table, band));
            if table.is_computer(band) {
                ui.label("(computer)");
            }
        }
        ui.separator();
        if ui.button("Undo").on_hover_text("Ctrl+Z: take back the last command (the other player must agree)").clicked() {
            table.ask_undo();
        }
        if ui.button("Save a copy").clicked() {
            table.save_copy();
        }
        let replaying = table.replay.is_some();
        if ui
            .selectable_label(replaying, "Replay")
            .on_hover_text("Step through the Brawl from its first command; the game waits")
            .clicked()
        {
            if replaying {
                table.leave_replay();
            } else {
                table.replay_to(0);
            }
        }
        let top = if orbit.top_down { "3D view (T)" } else { "Top-down (T)" };
        if ui.button(top).clicked() {
            orbit.top_down = !orbit.top_down;
        }
        if ui.button("Eye view (V)").on_hover_text("See the table through the selected pawn's eyes; Esc returns").clicked() {
            orbit.eye_of = table.selected;
        }
        if ui.button("Menu (Esc)").clicked() {
            table.menu_open = true;
        }
    });
    decrees::decrees_row(ui, table);
}

fn shortcuts(ui: &mut egui::Ui) {
    ui.separator();
    ui.label(
        egui::RichText::new(
            "Left click acts, right drag orbits, wheel zooms. Every key and mouse action: F1.",
        )
        .small()
        .weak(),
    );
}

fn actions(ui: &mut egui::Ui, table: &mut ConflictTable) {
    if let Some((at, _)) = &table.replay {
        replay_controls(ui, table, *at);
        return;
    }
    let Some(band) = table.game().side_to_act() else {
        ui.heading(format!(
            "The {} is over",
            table.game().setup().commission.name()
        ));
        ui.label("See the Honour window.");
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(band_text(table, band));
        ui.label("acts");
    });
    if table.is_computer(band) {
        ui.label("The computer is thinking…");
        return;
    }
    let phase = match table.game().awaiting() {
        Awaiting::ReactionShot(window) => {
            reaction::reaction_panel(ui, table, band, &window);
            return;
        }
        Awaiting::FightOrRetreat { pawn, .. } => {
            answer::engaged_panel(ui, table, pawn);
            return;
        }
        Awaiting::Blow(blow) => {
            answer::answer_panel(ui, table, band, &blow);
            return;
        }
        Awaiting::Verdict(verdict) => {
            verdict::verdict_panel(ui, table, verdict);
            tool_readouts(ui, table);
            return;
        }
        Awaiting::Temperaments { by, left } => {
            temperament::temperament_panel(ui, table, by, left);
            tool_readouts(ui, table);
            return;
        }
        Awaiting::KeepHidden(pending) => {
            hidden::keep_hidden_panel(ui, table, &pending);
            return;
        }
        Awaiting::Phase(phase) => phase,
    };
    match phase {
        Phase::Auction => auction::auction_panel(ui, table, band),
        Phase::ChooseDeployment { chooser } => choose_first(ui, table, chooser),
        Phase::ChooseEdge { by, .. } => choose_edge(ui, table, by),
        Phase::PlaceLuminaries { left, .. } => {
            ui.label(format!(
                "Night: click the table to place a luminary ({left} left). § Luminaries: outside both \
                 deployment areas and more than {LUMINARY_MIN_SPACING_CM} cm from one another (red rings); each lights {LUMINARY_LIGHT_RADIUS_CM} cm around it."
            ));
            if ui.button("Place it for me").clicked() {
                table.play_computer_choice();
            }
            if let Some(point) = table.hover_point {
                match table.game().preview_luminary(point.x, point.y) {
                    Ok(()) => {
                        ui.colored_label(egui::Color32::LIGHT_GREEN, "A luminary may go here.")
                    }
                    Err(rejection) => {
                        ui.colored_label(WARNING_COLOUR, format!("Not here: {rejection}"))
                    }
                };
            }
        }
        Phase::Deployment { side } => deployment(ui, table, side),
        Phase::Arrival { side } => arrival(ui, table, side),
        Phase::Bombardment { roll } => bombardment::bombardment_panel(ui, table, roll, band),
        Phase::ChooseTimeOfDay { by } => time_of_day(ui, table, by),
        Phase::Hunt => hunt::hunt_panel(ui, table, band),
        Phase::PlaceEnclaves { by } => enclaves::placing_panel(ui, table, by),
        Phase::DeployAntagonists { by } => antagonists::deploying_panel(ui, table, by),
        Phase::PlaceGuests { by } => guests::placing_panel(ui, table, by),
        Phase::Turns => activation::turn_actions(ui, table, band),
        Phase::Over => {}
    }
    tool_readouts(ui, table);
}

/// The replay viewer: first, back, next, last, the command just replayed, and the charts.
fn replay_controls(ui: &mut egui::Ui, table: &mut ConflictTable, at: usize) {
    let target = replay_steps(ui, at, table.session.commands().len(), table.session.log());
    if ui.button("Back to the table (Esc)").clicked() {
        table.leave_replay();
        return;
    }
    if let Some(target) = target {
        table.replay_to(target);
    }
    charts::replay_charts(ui, table);
}

/// § Investing Maravedies: extra dice for the next roll, up to `most` (what core's list allows
/// with it), paid from the pawn's Incentive (then its Leader's, within the Leader's range).
fn investment(ui: &mut egui::Ui, table: &mut ConflictTable, band: usize, pawn: u32, most: u32) {
    let left = table.game().extra_dice_left(band);
    let purse = table.game().pawn(pawn).map_or(0, |view| view.purse);
    ui.label("Extra dice, 1 Maravedi each:").on_hover_text(format!(
        "§ Investing Maravedies: each Maravedi buys a die; the lowest are dropped. {EXTRA_DICE_PER_TURN} a band a \
         turn; paid from the pawn's Incentive, then its Leader's within the Leader's range."
    ));
    if table.extra_dice > most {
        table.extra_dice = most;
    }
    ui.horizontal(|ui| {
        for count in 0..=most {
            ui.radio_value(&mut table.extra_dice, count, count.to_string());
        }
    });
    ui.label(
        egui::RichText::new(format!(
            "Purse {purse} Mrv; the band may buy {left} more this turn."
        ))
        .small(),
    );
    let offerable = table.game().offerable(pawn);
    if !offerable.is_empty() {
        let names: Vec<&str> = offerable.iter().map(|card| card.name.as_str()).collect();
        ui.label(
            egui::RichText::new(format!(
                "§ Offering: with no Maravedi left, these cards pay a die each: {}",
                names.join(", ")
            ))
            .small(),
        );
    }
}

/// § Dexterity Cards: chosen face down from the cards core's list lets go with the roll (`playable`);
/// the hand shows only when its band asks to see it.
fn dexterity_choice(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    band: usize,
    playable: &[String],
) {
    let hand = table.game().seat_view(band).hand;
    if hand.is_empty() {
        ui.label("No Dexterity cards in hand.");
        return;
    }
    if table
        .attack
        .dexterity
        .as_ref()
        .is_some_and(|card| !playable.contains(card))
    {
        table.attack.dexterity = None;
    }
    if table.hand_shown != Some(band) {
        let label = format!(
            "Show {}'s Dexterity hand (others look away)",
            band_name(table, band)
        );
        if ui.button(label).clicked() {
            table.hand_shown = Some(band);
        }
        return;
    }
    ui.label("Dexterity card (face down until the face-off):");
    ui.radio_value(&mut table.attack.dexterity, None, "none");
    for card in &hand {
        let hover = format!("{:?} {:?}: {}", card.used_with, card.colours, card.text);
        ui.add_enabled_ui(playable.contains(&card.id), |ui| {
            ui.radio_value(
                &mut table.attack.dexterity,
                Some(card.id.clone()),
                &card.name,
            )
            .on_hover_text(&hover)
            .on_disabled_hover_text(format!("Not with this roll. {hover}"));
        });
    }
    if ui.small_button("Hide the hand").clicked() {
        table.hand_shown = None;
    }
}

fn log(ui: &mut egui::Ui, table: &mut ConflictTable) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new("Log").strong());
        ui.label(
            egui::RichText::new("every roll explained; click a line to highlight its pawns")
                .small()
                .weak(),
        );
        if table.highlight.is_some() && ui.small_button("clear highlight").clicked() {
            table.highlight = None;
        }
    });
    let mut clicked = None;
    let grown = table.shown_session().log().len() != table.log_seen;
    table.log_seen = table.shown_session().log().len();
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for entry in table.shown_session().log() {
                let selected = entry.command.is_some() && entry.command == table.highlight;
                let text = egui::RichText::new(entry.to_string()).monospace();
                if ui.selectable_label(selected, text).clicked() {
                    clicked = Some(entry.command);
                }
            }
            if grown {
                ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
            }
        });
    if let Some(command) = clicked {
        table.highlight = command;
        if let Some(first) = command
            .and_then(|index| table.shown_session().commands().get(index))
            .map(ConflictCommand::named_pawns)
            .and_then(|pawns| pawns.first().copied())
        {
            table.selected = Some(first);
        }
    }
}

fn windows(
    context: &egui::Context,
    table: &mut ConflictTable,
    navigate: &mut MessageWriter<Navigate>,
    new_game: &mut bool,
) {
    if table.menu_open {
        egui::Window::new("Menu")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(context, |ui| {
                if ui.button("Resume (Esc)").clicked() {
                    table.menu_open = false;
                }
                if ui.button("Save a copy").clicked() {
                    table.save_copy();
                }
                if ui.button("Undo").clicked() {
                    table.ask_undo();
                    table.menu_open = false;
                }
                if ui.button("New conflict").clicked() {
                    *new_game = true;
                }
                if ui.button("Main menu (the game is autosaved)").clicked() {
                    navigate.write(Navigate::To(crate::screens::Screen::MainMenu));
                }
            });
    }
    if let Some(asker) = table.undo_asked_by {
        egui::Window::new("Take back?")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(context, |ui| {
                ui.label(format!(
                    "{} asks to take back the last command. The other player must agree.",
                    band_name(table, asker)
                ));
                ui.horizontal(|ui| {
                    if ui.button("Agree").clicked() {
                        table.undo_asked_by = None;
                        table.undo();
                    }
                    if ui.button("Refuse").clicked() {
                        table.undo_asked_by = None;
                        table.message = Some("The take-back was refused.".to_owned());
                    }
                });
            });
    }
    if table.session.is_over() {
        let tallest = context.content_rect().height() * 0.85;
        egui::Window::new("Honour")
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(context, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(tallest)
                    .min_scrolled_height(tallest)
                    .show(ui, |ui| {
                ui.label("§ Obtaining Honour Points: Pay of the enemies beaten, times the Decree, plus modifiers.");
                // Alone in the Face of Danger: the score is yours; the enemy is nobody's.
                let enemy = table.game().enemy_band();
                if enemy.is_some() {
                    ui.label("Your solo score: the Honour your band earned, with the Commission's Decrees.");
                }
                for band in (0..table.game().setup().sides.len()).filter(|&band| Some(band) != enemy) {
                    let score = table.game().honour(band);
                    ui.separator();
                    ui.label(band_text(table, band));
                    let unit = score.unit();
                    if score.dishonourable_player {
                        ui.label("§ Dishonourable Players: a ruthless employer, scoring Dishonour points (the higher the better).");
                    }
                    ui.label(format!("{unit} for the Pay of the enemies beaten (pay table): {}", score.base));
                    // Which Decree the band met, in the page's words.
                    let ([main, secondary], met) = table.game().decrees(band);
                    ui.label(match met {
                        ysbilia_core::rules::honour::Decree::Main => {
                            format!("Main Decree met ({main}): x{}", score.multiplier)
                        }
                        ysbilia_core::rules::honour::Decree::Secondary => {
                            format!("Secondary Decree met ({secondary}): x{}", score.multiplier)
                        }
                        ysbilia_core::rules::honour::Decree::None => {
                            format!("No Decree met (Main: {main}; Secondary: {secondary})")
                        }
                    });
                    for line in &score.lines {
                        ui.label(format!("{:+} {}", line.points, line.reason));
                    }
                    ui.label(egui::RichText::new(format!("Total: {} {unit}", score.total)).strong());
                }
                ui.separator();
                charts::turn_charts(ui, table);
                ui.separator();
                ui.horizontal(|ui| {
                    if ui.button("Save the record").clicked() {
                        table.save_copy();
                    }
                    if ui.button("New conflict").clicked() {
                        *new_game = true;
                    }
                    if ui.button("Main menu").clicked() {
                        navigate.write(Navigate::To(crate::screens::Screen::MainMenu));
                    }
                });
                if let Some(message) = &table.message {
                    ui.label(message);
                }
                });
            });
    }
}
