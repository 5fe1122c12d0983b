//! § The Hunt at the table: placing Tracking Markers (choose the pawn, click the table),
//! choosing confrontations between markers within 15 cm, sending a pawn (or, replying,
//! leaving), and deploying the concealed pawns on their band's markers.

use super::{ConflictTable, GOOD, WARNING_COLOUR, dexterity_choice, investment};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::HuntPlay;
use ysbilia_core::conflict::{Action, ConflictCommand, HuntOrder};
use ysbilia_core::rules::hunt::{CLASH_WITHIN_CM, HuntPhase, MARKERS_MEET_CM, meet_in_a_clash};

pub(super) fn hunt_panel(ui: &mut egui::Ui, table: &mut ConflictTable, band: usize) {
    let Some(play) = table.game().hunt().cloned() else {
        return;
    };
    // First, so it stays put while the readouts below come and go.
    if ui.button(tr!("brawl-choose-for-me")).clicked() {
        table.play_computer_choice();
        return;
    }
    if let Some(fight) = &play.fight {
        send_pawn(ui, table, &play, fight, band);
        return;
    }
    match play.hunt.phase {
        HuntPhase::Placing { .. } => placing(ui, table, &play, band),
        HuntPhase::OpenSeason { .. } => open_season(ui, table, &play, band),
        HuntPhase::Deploying { .. } => deploying(ui, table, &play, band),
        HuntPhase::Over => {}
    }
}

/// Keeps the selection on one of `pawns` (the first by default): the pawn the next click is for.
fn select_among(ui: &mut egui::Ui, table: &mut ConflictTable, pawns: &[u32], what: &str) {
    if !table.selected.is_some_and(|pawn| pawns.contains(&pawn)) {
        table.selected = pawns.first().copied();
    }
    ui.label(what);
    for &pawn in pawns {
        let name = table.pawn_name(pawn);
        ui.radio_value(&mut table.selected, Some(pawn), name);
    }
}

fn placing(ui: &mut egui::Ui, table: &mut ConflictTable, play: &HuntPlay, band: usize) {
    ui.label(tr!("brawl-hunt-lying-in-wait"));
    let hunters: Vec<(u32, u32)> = play
        .hunt
        .hunters
        .iter()
        .filter(|hunter| hunter.band == band && hunter.markers_left > 0)
        .map(|hunter| (hunter.pawn, hunter.markers_left))
        .collect();
    let pawns: Vec<u32> = hunters.iter().map(|(pawn, _)| *pawn).collect();
    select_among(ui, table, &pawns, &tr!("brawl-hunt-whose-marker"));
    for (pawn, left) in hunters {
        ui.label(
            egui::RichText::new(tr!(
                "brawl-hunt-markers-left",
                pawn = table.pawn_name(pawn),
                left = left
            ))
            .small(),
        );
    }
    if let Some(point) = table.hover_point {
        match table.game().preview_marker(point.x, point.y) {
            Ok(()) => ui.colored_label(GOOD, tr!("brawl-hunt-marker-here")),
            Err(rejection) => ui.colored_label(
                WARNING_COLOUR,
                tr!("brawl-not-here", why = rejection.to_string()),
            ),
        };
    }
}

fn open_season(ui: &mut egui::Ui, table: &mut ConflictTable, play: &HuntPlay, band: usize) {
    ui.label(tr!(
        "brawl-hunt-open-season",
        meet = MARKERS_MEET_CM,
        clash = CLASH_WITHIN_CM
    ));
    let hunt = &play.hunt;
    for (own, enemy, distance) in hunt.meetings(band) {
        let label = tr!(
            "brawl-hunt-meeting",
            own = own,
            own_pawn = table.pawn_name(hunt.markers[own].pawn),
            enemy = enemy,
            enemy_pawn = table.pawn_name(hunt.markers[enemy].pawn),
            distance = format!("{distance:.1}"),
            kind = meeting_kind(meet_in_a_clash(distance))
        );
        if ui.button(label).clicked() {
            table.play(ConflictCommand::Hunt(HuntOrder::Confront { own, enemy }));
        }
    }
}

fn send_pawn(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    play: &HuntPlay,
    fight: &ysbilia_core::conflict::HuntFight,
    band: usize,
) {
    let confrontation = &fight.confrontation;
    let attacks = confrontation.attacker == band;
    ui.label(tr!(
        "brawl-hunt-meet",
        first = confrontation.markers[0],
        second = confrontation.markers[1],
        distance = format!("{:.1}", confrontation.distance_cm),
        kind = meeting_kind(confrontation.clash),
        role = if attacks { "attack" } else { "reply" }
    ));
    let pawns: Vec<u32> = play
        .hunt
        .hunters
        .iter()
        .filter(|hunter| play.hunt.eligible(band, hunter.pawn))
        .map(|hunter| hunter.pawn)
        .collect();
    select_among(ui, table, &pawns, &tr!("brawl-hunt-your-pawn"));
    let Some(pawn) = table.selected else {
        return;
    };
    // What core's list lets the pawn take with it.
    let legal = table.legal().clone();
    let extras = super::activation::listed(&legal, Action::SendPawn, Some(pawn))
        .map(|(_, extras)| extras)
        .unwrap_or_default();
    investment(ui, table, band, pawn, extras.extra_dice);
    if confrontation.clash {
        dexterity_choice(ui, table, band, &extras.dexterity);
    }
    ui.horizontal(|ui| {
        if ui
            .button(tr!("brawl-hunt-send", pawn = table.pawn_name(pawn)))
            .clicked()
        {
            let extra_dice = table.extra_dice;
            let dexterity = table.attack.dexterity.take();
            table.play(ConflictCommand::Hunt(HuntOrder::SendPawn {
                pawn,
                extra_dice,
                dexterity,
            }));
        }
        if !attacks && ui.button(tr!("brawl-hunt-leave")).clicked() {
            table.play(ConflictCommand::Hunt(HuntOrder::Leave { pawn }));
        }
    });
}

/// Whether two markers meeting clash or exchange shots: the catalogue's selector.
fn meeting_kind(clash: bool) -> &'static str {
    if clash { "clash" } else { "shots" }
}

fn deploying(ui: &mut egui::Ui, table: &mut ConflictTable, play: &HuntPlay, band: usize) {
    ui.label(tr!("brawl-hunt-deploying"));
    let pawns: Vec<u32> = play
        .hunt
        .hunters
        .iter()
        .filter(|hunter| hunter.band == band && !hunter.eliminated && !hunter.deployed)
        .map(|hunter| hunter.pawn)
        .collect();
    select_among(ui, table, &pawns, &tr!("brawl-hunt-which-pawn"));
    let Some(pawn) = table.selected else {
        return;
    };
    for (marker, placed) in play.hunt.markers.iter().enumerate() {
        if placed.band != band || placed.removed {
            continue;
        }
        let label = tr!(
            "brawl-hunt-on-marker",
            marker = marker,
            x = format!("{:.0}", placed.at.x),
            y = format!("{:.0}", placed.at.y)
        );
        if ui.button(label).clicked() {
            table.deploy_on_marker(pawn, marker);
        }
    }
}

/// Each Tracking Marker's number and pawn over it, while The Hunt is played.
pub(super) fn marker_labels(
    context: &egui::Context,
    table: &ConflictTable,
    camera: &bevy::prelude::Camera,
    transform: &bevy::prelude::GlobalTransform,
    clip: egui::Rect,
) {
    let game = table.game();
    if game.progress().phase != ysbilia_core::conflict::Phase::Hunt {
        return;
    }
    let Some(play) = game.hunt() else {
        return;
    };
    let painter = context
        .layer_painter(egui::LayerId::background())
        .with_clip_rect(clip);
    let size = game.setup().layout.table;
    let zoom = context.zoom_factor();
    for (index, marker) in play.hunt.markers.iter().enumerate() {
        if marker.removed {
            continue;
        }
        let above = super::table_to_world(size, marker.at.x, marker.at.y, 1.5);
        let Ok(screen) = camera.world_to_viewport(transform, above) else {
            continue;
        };
        let colour = super::band_colour(marker.band);
        painter.text(
            egui::pos2(screen.x / zoom, screen.y / zoom),
            egui::Align2::CENTER_BOTTOM,
            tr!(
                "brawl-hunt-marker-label",
                number = index.saturating_add(1),
                pawn = table.game().names().short(marker.pawn).to_string()
            ),
            egui::FontId::proportional(14.0),
            colour,
        );
    }
}
