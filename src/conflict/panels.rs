//! The Brawl's panels: the state of the conflict along the top, the selected pawn's contract
//! card on the left, what the band to act may do (with core's previews) on the right, the log
//! along the bottom, labels over the pawns, and the menu, undo and Honour windows.

use super::camera::OrbitCamera;
use super::scene::table_to_world;
use super::setup::{SetupForm, band_colour};
use super::{ConflictScreen, ConflictTable, TableView, Tool};
use crate::screens::Navigate;
use crate::screens::widgets::{ERROR_COLOUR, WARNING_COLOUR, replay_steps, window_ui};
use crate::tr;
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

/// The catalogue's selector for a time of day.
fn night_or_day(night: bool) -> &'static str {
    if night { "night" } else { "day" }
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
        ui.label(
            egui::RichText::new(match phase {
                Phase::Turns => tr!(
                    "brawl-title-turn",
                    name = name.to_string(),
                    turn = turn,
                    total = total
                ),
                Phase::Arrival { .. } => tr!(
                    "brawl-title-arrival",
                    name = name.to_string(),
                    turn = turn.saturating_add(1),
                    total = total
                ),
                Phase::Bombardment { .. } => {
                    tr!(
                        "brawl-title-artillery",
                        name = name.to_string(),
                        turn = turn.saturating_add(1),
                        total = total
                    )
                }
                Phase::Over => tr!("brawl-title-over", name = name.to_string()),
                Phase::Hunt => tr!("brawl-title-hunt", name = name.to_string()),
                Phase::Auction => tr!("brawl-title-auction", name = name.to_string()),
                _ => tr!("brawl-title-before", name = name.to_string()),
            })
            .strong(),
        );
        ui.separator();
        if phase == Phase::Auction {
            ui.label(tr!("brawl-moment-after-auction"));
        } else {
            // A roll of 0: the Commission's page set day or night, or lets the attackers choose.
            let before_choice = matches!(
                phase,
                Phase::ChooseEdge { .. } | Phase::Deployment { .. } | Phase::ChooseTimeOfDay { .. }
            );
            let moment = match conditions.moment.roll {
                0 if chosen_by_attackers && before_choice => {
                    tr!("brawl-moment-attackers-will-choose")
                }
                0 if chosen_by_attackers => {
                    tr!("brawl-moment-attackers-chose", night = night_or_day(night))
                }
                0 => tr!("brawl-moment-commission", night = night_or_day(night)),
                roll => tr!(
                    "brawl-moment-rolled",
                    roll = roll,
                    night = night_or_day(night)
                ),
            };
            ui.label(moment).on_hover_text(tr!("brawl-moment-hover"));
            ui.label(tr!(
                "brawl-weather",
                weather = conditions.weather.name().to_string()
            ))
            .on_hover_text(tr!("brawl-weather-hover"));
        }
        ui.separator();
        if let Some(band) = to_act {
            ui.label(tr!("brawl-to-act"));
            ui.label(band_text(table, band));
            if table.is_computer(band) {
                ui.label(tr!("brawl-computer-seat"));
            }
        }
        ui.separator();
        if ui
            .button(tr!("table-undo"))
            .on_hover_text(tr!("brawl-undo-hover"))
            .clicked()
        {
            table.ask_undo();
        }
        if ui.button(tr!("table-save-copy")).clicked() {
            table.save_copy();
        }
        let replaying = table.replay.is_some();
        if ui
            .selectable_label(replaying, tr!("replay-title"))
            .on_hover_text(tr!("brawl-replay-hover"))
            .clicked()
        {
            if replaying {
                table.leave_replay();
            } else {
                table.replay_to(0);
            }
        }
        let top = if orbit.top_down {
            tr!("brawl-view-3d")
        } else {
            tr!("brawl-view-top-down")
        };
        if ui.button(top).clicked() {
            orbit.top_down = !orbit.top_down;
        }
        if ui
            .button(tr!("brawl-view-eye"))
            .on_hover_text(tr!("brawl-view-eye-hover"))
            .clicked()
        {
            orbit.eye_of = table.selected;
        }
        if ui.button(tr!("brawl-menu-button")).clicked() {
            table.menu_open = true;
        }
    });
    decrees::decrees_row(ui, table);
}

fn shortcuts(ui: &mut egui::Ui) {
    ui.separator();
    ui.label(egui::RichText::new(tr!("brawl-shortcuts")).small().weak());
}

fn actions(ui: &mut egui::Ui, table: &mut ConflictTable) {
    if let Some((at, _)) = &table.replay {
        replay_controls(ui, table, *at);
        return;
    }
    let Some(band) = table.game().side_to_act() else {
        ui.heading(tr!(
            "brawl-over",
            name = table.game().setup().commission.name().to_string()
        ));
        ui.label(tr!("brawl-over-see-honour"));
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(band_text(table, band));
        ui.label(tr!("brawl-acts"));
    });
    if table.is_computer(band) {
        ui.label(tr!("brawl-computer-thinking"));
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
            ui.label(tr!(
                "brawl-luminary-place",
                left = left,
                spacing = LUMINARY_MIN_SPACING_CM,
                light = LUMINARY_LIGHT_RADIUS_CM
            ));
            if ui.button(tr!("brawl-place-for-me")).clicked() {
                table.play_computer_choice();
            }
            if let Some(point) = table.hover_point {
                match table.game().preview_luminary(point.x, point.y) {
                    Ok(()) => {
                        ui.colored_label(egui::Color32::LIGHT_GREEN, tr!("brawl-luminary-here"))
                    }
                    Err(rejection) => ui.colored_label(
                        WARNING_COLOUR,
                        tr!("brawl-not-here", why = rejection.to_string()),
                    ),
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
    if ui.button(tr!("brawl-back-to-table")).clicked() {
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
    ui.label(tr!("brawl-extra-dice")).on_hover_text(tr!(
        "brawl-extra-dice-hover",
        per_turn = EXTRA_DICE_PER_TURN
    ));
    if table.extra_dice > most {
        table.extra_dice = most;
    }
    ui.horizontal(|ui| {
        for count in 0..=most {
            ui.radio_value(&mut table.extra_dice, count, count.to_string());
        }
    });
    ui.label(egui::RichText::new(tr!("brawl-purse-left", purse = purse, left = left)).small());
    let offerable = table.game().offerable(pawn);
    if !offerable.is_empty() {
        let names: Vec<&str> = offerable.iter().map(|card| card.name.as_str()).collect();
        ui.label(egui::RichText::new(tr!("brawl-offering", cards = names.join(", "))).small());
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
        ui.label(tr!("brawl-no-dexterity-cards"));
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
        let label = tr!("brawl-show-hand", band = band_name(table, band));
        if ui.button(label).clicked() {
            table.hand_shown = Some(band);
        }
        return;
    }
    ui.label(tr!("brawl-dexterity-card"));
    ui.radio_value(
        &mut table.attack.dexterity,
        None,
        tr!("brawl-dexterity-none"),
    );
    for card in &hand {
        let hover = format!("{:?} {:?}: {}", card.used_with, card.colours, card.text);
        ui.add_enabled_ui(playable.contains(&card.id), |ui| {
            ui.radio_value(
                &mut table.attack.dexterity,
                Some(card.id.clone()),
                &card.name,
            )
            .on_hover_text(&hover)
            .on_disabled_hover_text(tr!("brawl-dexterity-not-with-roll", card = hover.clone()));
        });
    }
    if ui.small_button(tr!("brawl-hide-hand")).clicked() {
        table.hand_shown = None;
    }
}

fn log(ui: &mut egui::Ui, table: &mut ConflictTable) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr!("table-log")).strong());
        ui.label(egui::RichText::new(tr!("brawl-log-note")).small().weak());
        if table.highlight.is_some() && ui.small_button(tr!("brawl-clear-highlight")).clicked() {
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
        egui::Window::new(tr!("brawl-menu"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(context, |ui| {
                if ui.button(tr!("brawl-resume")).clicked() {
                    table.menu_open = false;
                }
                if ui.button(tr!("table-save-copy")).clicked() {
                    table.save_copy();
                }
                if ui.button(tr!("table-undo")).clicked() {
                    table.ask_undo();
                    table.menu_open = false;
                }
                if ui.button(tr!("brawl-new-conflict")).clicked() {
                    *new_game = true;
                }
                if ui.button(tr!("brawl-main-menu-autosaved")).clicked() {
                    navigate.write(Navigate::To(crate::screens::Screen::MainMenu));
                }
            });
    }
    if let Some(asker) = table.undo_asked_by {
        egui::Window::new(tr!("brawl-take-back-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(context, |ui| {
                ui.label(tr!("brawl-take-back-asked", band = band_name(table, asker)));
                ui.horizontal(|ui| {
                    if ui.button(tr!("brawl-agree")).clicked() {
                        table.undo_asked_by = None;
                        table.undo();
                    }
                    if ui.button(tr!("brawl-refuse")).clicked() {
                        table.undo_asked_by = None;
                        table.message = Some(tr!("brawl-take-back-refused"));
                    }
                });
            });
    }
    if table.session.is_over() {
        let tallest = context.content_rect().height() * 0.85;
        egui::Window::new(tr!("brawl-honour-title"))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(context, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(tallest)
                    .min_scrolled_height(tallest)
                    .show(ui, |ui| {
                        ui.label(tr!("brawl-honour-how"));
                        // Alone in the Face of Danger: the score is yours; the enemy is nobody's.
                        let enemy = table.game().enemy_band();
                        if enemy.is_some() {
                            ui.label(tr!("brawl-honour-solo"));
                        }
                        for band in (0..table.game().setup().sides.len())
                            .filter(|&band| Some(band) != enemy)
                        {
                            let score = table.game().honour(band);
                            ui.separator();
                            ui.label(band_text(table, band));
                            let unit = score.unit();
                            if score.dishonourable_player {
                                ui.label(tr!("brawl-honour-dishonourable"));
                            }
                            ui.label(tr!("brawl-honour-base", unit = unit, base = score.base));
                            // Which Decree the band met, in the page's words.
                            let ([main, secondary], met) = table.game().decrees(band);
                            ui.label(match met {
                                ysbilia_core::rules::honour::Decree::Main => {
                                    tr!(
                                        "brawl-decree-main-met",
                                        decree = main.to_string(),
                                        multiplier = score.multiplier
                                    )
                                }
                                ysbilia_core::rules::honour::Decree::Secondary => {
                                    tr!(
                                        "brawl-decree-secondary-met",
                                        decree = secondary.to_string(),
                                        multiplier = score.multiplier
                                    )
                                }
                                ysbilia_core::rules::honour::Decree::None => {
                                    tr!(
                                        "brawl-decree-none-met",
                                        main = main.to_string(),
                                        secondary = secondary.to_string()
                                    )
                                }
                            });
                            for line in &score.lines {
                                ui.label(format!("{:+} {}", line.points, line.reason));
                            }
                            ui.label(
                                egui::RichText::new(tr!(
                                    "brawl-honour-total",
                                    total = score.total,
                                    unit = unit
                                ))
                                .strong(),
                            );
                        }
                        ui.separator();
                        charts::turn_charts(ui, table);
                        ui.separator();
                        ui.horizontal(|ui| {
                            if ui.button(tr!("brawl-save-record")).clicked() {
                                table.save_copy();
                            }
                            if ui.button(tr!("brawl-new-conflict")).clicked() {
                                *new_game = true;
                            }
                            if ui.button(tr!("brawl-main-menu")).clicked() {
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
