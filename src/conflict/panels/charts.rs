//! The Brawl's charts: each band's Vigour left and Honour turn by turn (core's
//! `history::turn_history`, replayed from the whole record), on the end screen, and under the
//! replay viewer's controls with a line at the turn being viewed.

use super::super::ConflictTable;
use super::band_colour;
use crate::screens::charts::{Series, chart_row, chart_section, key, line_chart};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::history::{TurnTotals, turn_history};

/// Both charts, side by side, under the Honour totals.
pub(super) fn turn_charts(ui: &mut egui::Ui, table: &mut ConflictTable) {
    chart_section(
        ui,
        table,
        (&tr!("brawl-chart-title"), "brawl-end-charts", true),
        history,
        |ui, table, history| charts(ui, table, history, "brawl-end", None),
        &tr!("brawl-chart-note"),
    );
}

/// Under the replay viewer's controls: the whole conflict's charts (not only the steps viewed so
/// far), a line at the turn of the step being viewed.
pub(super) fn replay_charts(ui: &mut egui::Ui, table: &mut ConflictTable) {
    chart_section(
        ui,
        table,
        (
            &tr!("brawl-chart-replay-title"),
            "brawl-replay-charts",
            true,
        ),
        history,
        |ui, table, history| {
            let now = viewed_turn(table, history);
            charts(ui, table, history, "brawl-replay", now);
        },
        &tr!("brawl-chart-note"),
    );
}

/// The whole record's turns.
fn history(table: &mut ConflictTable) -> Result<Vec<TurnTotals>, String> {
    let commands = table.session.commands().len();
    let session = &table.session;
    table
        .history
        .get(commands, &tr!("brawl-chart-nothing-yet"), || {
            turn_history(&session.record())
        })
}

/// Where the replay viewer stands on the turn axis: the turn under way, or the end's point.
fn viewed_turn(table: &ConflictTable, history: &[TurnTotals]) -> Option<f64> {
    let (_, view) = table.replay.as_ref()?;
    if view.is_over() {
        return history.last().map(|totals| f64::from(totals.turn));
    }
    view.game().turn_number().map(f64::from)
}

fn charts(
    ui: &mut egui::Ui,
    table: &ConflictTable,
    history: &[TurnTotals],
    id: &str,
    now: Option<f64>,
) {
    let vigour = series(table, history, |totals, band| {
        f64::from(totals.vigour_left.get(band).copied().unwrap_or(0))
    });
    let honour = series(table, history, |totals, band| {
        f64::from(totals.honour.get(band).copied().unwrap_or(0.0))
    });
    let turn = tr!("brawl-chart-turn");
    chart_row(ui, |ui| {
        line_chart(ui, id, &tr!("brawl-chart-vigour"), &turn, &vigour, now);
        line_chart(ui, id, &tr!("brawl-chart-honour"), &turn, &honour, now);
    });
    key(ui, &vigour);
}

/// One line a band, in its colour.
fn series(
    table: &ConflictTable,
    history: &[TurnTotals],
    value: impl Fn(&TurnTotals, usize) -> f64,
) -> Vec<Series> {
    let game = table.game();
    (0..game.setup().sides.len())
        .map(|band| {
            let points = history
                .iter()
                .map(|totals| [f64::from(totals.turn), value(totals, band)])
                .collect();
            Series::new(game.names().band(band), band_colour(band), points)
        })
        .collect()
}
