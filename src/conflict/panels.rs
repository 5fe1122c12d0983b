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
use ysbilia_core::rules::clash::CHARGE_BONUS_CM;
use ysbilia_core::rules::maravedies::EXTRA_DICE_PER_TURN;
use ysbilia_core::table::light::{LUMINARY_LIGHT_RADIUS_CM, LUMINARY_MIN_SPACING_CM};
use ysbilia_core::table::sight::Obstruction;

pub(super) mod activation;
mod answer;
mod antagonists;
mod auction;
mod blessing;
mod bombardment;
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
mod reaction;
mod temperament;
mod verdict;
mod why;

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

/// The selected pawn's Contract Card.
fn card_panel(ui: &mut egui::Ui, table: &ConflictTable, rules: &super::RuleTexts) {
    let Some(pawn) = table.selected.and_then(|id| table.game().pawn(id)) else {
        ui.heading("Contract card");
        ui.label("Click a pawn (or press Tab) to see its card here.");
        shortcuts(ui);
        return;
    };
    let card = &pawn.card;
    ui.heading(table.game().names().pawn(pawn.id))
        .on_hover_text(format!(
            "{} (pawn id {}, card id '{}')",
            card.name, pawn.id, card.id
        ));
    ui.label(band_text(table, pawn.side));
    ui.label(format!(
        "Pay {} Mrv · Incentive {} · Audacity {} · Defense {}/{}",
        card.pay, card.incentive, card.audacity, card.defense.armoured, card.defense.unarmoured
    ));
    if table.game().is_lit(pawn.id) {
        ui.label("Lit by a luminary");
    }
    if table.game().is_leaning(pawn.id) {
        ui.label("Card leaning: the responding pawn in its clash this turn")
            .on_hover_text("1650 § Resolution of Clashes: pushed back into an obstacle last turn, it is automatically the responding pawn in this turn's clash.");
    }
    for (effect, rule) in table.game().lasting_effects(pawn.id) {
        ui.label(effect).on_hover_text(rule);
    }
    if table.game().is_waiting_to_fire(pawn.id) {
        ui.label("Waiting to fire a Reaction Shot")
            .on_hover_text(reaction::WAIT_HELP);
    }
    if let Some(piece) = table.game().hidden_behind(pawn.id) {
        let obstacle = table
            .game()
            .setup()
            .layout
            .pieces
            .get(piece)
            .map_or("an obstacle", |piece| piece.id.as_str());
        ui.label(format!("Hidden behind the {obstacle}")).on_hover_text(
            "1650 § Hide: it cannot be charged or shot at. It stops hiding when it leaves the obstacle, shoots, charges, or an enemy sees all of its base or all of its miniature.",
        );
    }
    ui.label(format!(
        "Nerve: {:?} · Incentive left: {} Mrv",
        pawn.nerve, pawn.purse
    ));
    vigour_track(ui, &pawn);
    ui.separator();
    ui.label(egui::RichText::new("Weapons").strong());
    for (index, weapon) in card.weapons.iter().enumerate() {
        let numbers =
            |label: &str, value: Option<u32>| value.map(|value| format!("{label} {value}"));
        let parts: Vec<String> = [
            numbers("Range", weapon.range),
            numbers("Attack", weapon.attack),
            numbers("Reply", weapon.reply),
            numbers("Discharge", weapon.discharge),
        ]
        .into_iter()
        .flatten()
        .collect();
        ui.label(format!(
            "{}. {} {:?}: {}; Damage {}/{}",
            index + 1,
            weapon.name,
            weapon.colours,
            parts.join(", "),
            weapon.damage.normal,
            weapon.damage.critical
        ));
        if !weapon.rules.is_empty() {
            let names: Vec<String> = weapon
                .rules
                .iter()
                .map(|rule| {
                    format!(
                        "{:?}{}",
                        rule.rule,
                        if rule.critical_only { " (C)" } else { "" }
                    )
                })
                .collect();
            ui.label(egui::RichText::new(names.join(", ")).small().weak());
        }
    }
    if let Some(loads) = table.game().loads(pawn.id) {
        for (index, left) in loads.shots_left.iter().enumerate() {
            if let Some(left) = left {
                let reloading = loads.reloading.get(index).copied().unwrap_or(false);
                ui.label(format!(
                    "Weapon {}: {left} shot(s) loaded{}",
                    index + 1,
                    if reloading {
                        ", reloaded for next turn"
                    } else {
                        ""
                    }
                ));
            }
        }
    }
    let panoply = table.game().setup().panoply_of(pawn.id);
    if !panoply.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new("Panoply (hover for the item)").strong());
        for item in panoply {
            ui.label(&item.name).on_hover_text(&item.text);
        }
    }
    if !card.peculiarities.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new("Peculiarities (hover for the rule)").strong());
        for peculiarity in &card.peculiarities {
            let (name, text) = rules
                .0
                .get(&peculiarity.id)
                .cloned()
                .unwrap_or_else(|| (peculiarity.id.clone(), "No rule text found.".to_owned()));
            let label = match peculiarity.value {
                Some(value) => format!("{name} ({value})"),
                None => name,
            };
            ui.label(label).on_hover_text(text);
        }
    }
    ui.separator();
    let deeds = &pawn.deeds;
    ui.label(format!(
        "This activation: moved {:.1} cm{}{}{}",
        deeds.walked_cm,
        if deeds.shot { ", shot" } else { "" },
        if deeds.fought { ", fought" } else { "" },
        if deeds.reloading { ", reloading" } else { "" }
    ));
    shortcuts(ui);
}

/// § Vigour and Vigour Table: one box per point, coloured and shaped by band, crossed when
/// marked.
fn vigour_track(ui: &mut egui::Ui, pawn: &PawnView) {
    let vigour = pawn.vigour;
    ui.label(format!(
        "Vigour {} of {}",
        vigour.remaining(),
        vigour.table.total()
    ));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        for index in 0..vigour.table.total() {
            let marked = index < vigour.marked;
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            labels::vigour_box(ui.painter(), rect, vigour.table.band_of(index), marked);
            response.on_hover_text(format!(
                "{:?}{}",
                vigour.table.band_of(index),
                if marked { " (marked)" } else { "" }
            ));
        }
    });
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

/// The attackers choose day or night (§ Ambush, § Assault the Powder Magazine, § Guardians).
fn time_of_day(ui: &mut egui::Ui, table: &mut ConflictTable, by: usize) {
    ui.label(ysbilia_core::conflict::time_of_day_question(
        table.game().setup().commission,
        &band_name(table, by),
    ));
    ui.horizontal(|ui| {
        if ui.button("By day").clicked() {
            table.play(ConflictCommand::ChooseTimeOfDay { night: false });
        }
        if ui.button("By night").clicked() {
            table.play(ConflictCommand::ChooseTimeOfDay { night: true });
        }
    });
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

fn choose_first(ui: &mut egui::Ui, table: &mut ConflictTable, winner: usize) {
    ui.label(format!(
        "§ {}: {} won the Authority roll: {}",
        table.game().setup().commission.name(),
        band_name(table, winner),
        table.game().setup().commission.first_choice_question()
    ));
    let (ours, theirs) = table.game().setup().commission.first_choice_answers();
    for first in [winner, 1 - winner] {
        let label = if first == winner {
            ours.to_owned()
        } else {
            format!("{} {theirs}", band_name(table, first))
        };
        if ui.button(label).clicked() {
            table.play(ConflictCommand::ChooseFirst { first });
        }
    }
}

fn choose_edge(ui: &mut egui::Ui, table: &mut ConflictTable, first: usize) {
    let commission = table.game().setup().commission;
    ui.label(format!(
        "§ {}: {} chooses the edge it deploys along ({}).",
        commission.name(),
        band_name(table, first),
        commission.edge_choice_note()
    ));
    ui.horizontal_wrapped(|ui| {
        for edge in Edge::ALL {
            if ui.button(format!("{edge:?}")).clicked() {
                table.play(ConflictCommand::ChooseEdge { edge });
            }
        }
    });
}

/// The card name of the type `side` deploys next (its id if the pawn cannot be read).
fn deploying_name(table: &ConflictTable, side: usize, card: &str) -> String {
    table
        .game()
        .next_deployment(side)
        .and_then(|(_, pawns)| pawns.first().copied())
        .and_then(|id| table.game().pawn(id))
        .map_or_else(|| card.to_owned(), |pawn| pawn.card.name.clone())
}

fn deployment(ui: &mut egui::Ui, table: &mut ConflictTable, side: usize) {
    let Some((card, count)) = table.deploying_type(side) else {
        return;
    };
    let name = deploying_name(table, side, &card);
    let left = count - table.deploying.len();
    match table.game().concealed_note(side) {
        Some(note) => ui.label(format!(
            "Deploy every {name} together ({count}): click {left} more place(s). {note}"
        )),
        None => ui.label(format!(
            "§ {}: deploy every {name} together ({count}): click {left} more place(s): {}.",
            table.game().setup().commission.name(),
            table.game().deployment_area_of(side)
        )),
    };
    if ui.button("Place them for me").clicked() {
        table.play_computer_choice();
    }
    if !table.deploying.is_empty() && ui.button("Start this type again").clicked() {
        table.deploying.clear();
    }
}

/// § Slaughter: the late band's pawns, each in contact with a table edge, clear of enemies.
fn arrival(ui: &mut egui::Ui, table: &mut ConflictTable, side: usize) {
    let Some((card, count)) = table.deploying_type(side) else {
        return;
    };
    let name = deploying_name(table, side, &card);
    let commission = table.game().setup().commission;
    ui.label(format!(
        "§ {}: {} arrives. Click a place {} (the hatched strips) for each {name} ({} left of {count}).",
        commission.name(),
        band_name(table, side),
        ysbilia_core::conflict::arrival_place(commission),
        count - table.deploying.len()
    ));
    if !table.deploying.is_empty() {
        let placed = table.deploying.len();
        if ui
            .button(format!(
                "Deploy the {placed} placed now (the others wait for room)"
            ))
            .clicked()
        {
            let places = std::mem::take(&mut table.deploying);
            table.play(ConflictCommand::Deploy { card, places });
            return;
        }
        if ui.button("Start this type again").clicked() {
            table.deploying.clear();
        }
    }
    if ui.button("Place them for me").clicked() {
        table.play_computer_choice();
    }
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

/// What core says about the move, shot, tape or sight under the pointer.
fn tool_readouts(ui: &mut egui::Ui, table: &ConflictTable) {
    if let Some(ghost) = &table.move_preview {
        let gait = &ghost.gait;
        ui.separator();
        match &ghost.answer {
            Ok(preview) => {
                ui.colored_label(
                    GOOD,
                    format!(
                        "{gait:?}: {:.1} cm of {:.0} ({:.1} left){}",
                        preview.plan.length,
                        preview.allowance_cm,
                        (preview.allowance_cm - preview.plan.length).max(0.0),
                        if *gait == Gait::Charge {
                            " — the charge's D10 decides how far it really goes"
                        } else {
                            ""
                        }
                    ),
                );
                if preview.detour {
                    ui.label("The straight way is blocked: it goes round, along the path drawn.");
                }
                if preview.plan.crosses_rough {
                    ui.label("Crosses rough ground or a small obstacle.");
                }
                for engagement in &preview.plan.engagements {
                    ui.label(format!(
                        "Engages {} on its {:?} side{}",
                        table.pawn_name(engagement.enemy),
                        engagement.side,
                        if engagement.charge_bonus {
                            format!(" (+1: charged over {CHARGE_BONUS_CM} cm)")
                        } else {
                            String::new()
                        }
                    ));
                }
                if !preview.attacks_of_opportunity.is_empty() {
                    ui.colored_label(
                        WARNING_COLOUR,
                        format!(
                            "§ Attack of Opportunity from {}",
                            table.pawn_names(&preview.attacks_of_opportunity)
                        ),
                    );
                }
                let gained: Vec<u32> = preview
                    .seen_by_after
                    .iter()
                    .filter(|id| !preview.seen_by_before.contains(id))
                    .copied()
                    .collect();
                let lost: Vec<u32> = preview
                    .seen_by_before
                    .iter()
                    .filter(|id| !preview.seen_by_after.contains(id))
                    .copied()
                    .collect();
                if !gained.is_empty() {
                    ui.label(format!(
                        "Enemies gaining sight of it: {} (red lines)",
                        table.pawn_names(&gained)
                    ));
                }
                if !lost.is_empty() {
                    ui.label(format!(
                        "Enemies losing sight of it: {} (green lines)",
                        table.pawn_names(&lost)
                    ));
                }
                if !preview.plan.steps.is_empty() {
                    ui.label(format!(
                        "Climbs or jumps: {} (rolled as it moves)",
                        preview.plan.steps.len()
                    ));
                }
            }
            Err(reason) => {
                ui.colored_label(ERROR_COLOUR, format!("Cannot move there: {reason}"));
            }
        }
    }
    if let Some((target, _, _, answer)) = &table.shot_preview {
        ui.separator();
        match answer {
            Ok(preview) => {
                ui.label(format!(
                    "Shot at {}: {:.1} cm, Range {} cm{}",
                    table.pawn_name(*target),
                    preview.distance_cm,
                    preview.range_cm,
                    if preview.in_range() {
                        ""
                    } else {
                        " — OUT OF RANGE: the shot fails"
                    }
                ));
                // The odds first, as a picture: the reasons follow.
                ui.colored_label(
                    GOOD,
                    format!("Chance to hit: {:.0}%", preview.chance * 100.0),
                );
                crate::screens::widgets::odds_picture(ui, &preview.faces());
                ui.label(format!(
                    "Discharge {} to equal or beat on a D10",
                    preview.attribute
                ));
                for modifier in &preview.modifiers {
                    ui.label(format!("  {:+} {}", modifier.amount, modifier.reason));
                }
                if preview.past_pawns {
                    ui.label(
                        "Pawns stand in the line: an Audacity roll first (§ Immediate Target).",
                    );
                }
            }
            Err(reason) => {
                ui.colored_label(ERROR_COLOUR, format!("Cannot shoot: {reason}"));
            }
        }
    }
    if table.tool == Tool::Tape {
        ui.separator();
        ui.label("Tape measure: click two points.");
    }
    if table.tool == Tool::Sight {
        ui.separator();
        ui.label("Line of sight: click the pawn who looks, then the one looked at.");
        if let [observer, target] = table.sight[..]
            && let Some(sight) = table.game().sight_between(observer, target)
        {
            if sight.clear {
                ui.colored_label(
                    GOOD,
                    format!(
                        "{} sees {} (cover: {})",
                        table.pawn_name(observer),
                        table.pawn_name(target),
                        sight.cover_count()
                    ),
                );
            } else {
                ui.colored_label(
                    ERROR_COLOUR,
                    format!(
                        "{} does not see {}: {}",
                        table.pawn_name(observer),
                        table.pawn_name(target),
                        obstruction_text(table, sight.obstruction.as_ref())
                    ),
                );
            }
        }
    }
}

/// The tape measure's reading next to the pointer.
/// The last refusal or notice, over the top of the table: shown where the panels' buttons do
/// not move when it comes and goes.
fn message_banner(context: &egui::Context, table: &ConflictTable, table_rect: egui::Rect) {
    let Some(message) = &table.message else {
        return;
    };
    egui::Area::new(egui::Id::new("brawl message"))
        .fixed_pos(table_rect.left_top() + egui::vec2(8.0, 8.0))
        .interactable(false)
        .show(context, |ui| {
            ui.set_max_width((table_rect.width() - 16.0).max(120.0));
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.colored_label(WARNING_COLOUR, message);
            });
        });
}

fn pointer_readout(context: &egui::Context, table: &ConflictTable) {
    if table.surface_skip > 0
        && let Some(pointer) = context.pointer_hover_pos()
        && table.hover_point.is_some()
    {
        egui::Area::new(egui::Id::new("level readout"))
            .fixed_pos(pointer + egui::vec2(16.0, -28.0))
            .interactable(false)
            .show(context, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(format!(
                        "below the top surface: the level at {:.0} cm (Q for the next)",
                        table.hover_level
                    ));
                });
            });
    }
    if table.tool != Tool::Tape {
        return;
    }
    let mut points = table.tape.clone();
    if points.len() == 1
        && let Some(hover) = table.hover_point
    {
        points.push(hover);
    }
    let [from, to] = points[..] else { return };
    let Some(pointer) = context.pointer_hover_pos() else {
        return;
    };
    egui::Area::new(egui::Id::new("tape readout"))
        .fixed_pos(pointer + egui::vec2(16.0, 16.0))
        .interactable(false)
        .show(context, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(format!("{:.1} cm", from.distance(to)));
            });
        });
}

/// What stops a line of sight, in words.
fn obstruction_text(table: &ConflictTable, obstruction: Option<&Obstruction>) -> String {
    match obstruction {
        None => "nothing in view".to_owned(),
        Some(Obstruction::OutsideArc) => "it is behind its Approach (180° of vision)".to_owned(),
        Some(Obstruction::Scenery { piece, .. }) => format!(
            "the {} is in the way",
            table
                .game()
                .setup()
                .layout
                .pieces
                .get(*piece)
                .map_or("scenery", |piece| piece.id.as_str())
        ),
        Some(Obstruction::Pawn { pawn, .. }) => format!("{} is in the way", table.pawn_name(*pawn)),
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
