//! The HEBS charts: each side's damage tokens on the Frontiers (Wedges in 1066) and its claims
//! round by round (core's `hebs::history::round_history`, replayed from the whole record), on
//! the end screen, and under the replay viewer's controls with a line at the round viewed.

use super::HebsTable;
use super::cards::faction_colour;
use crate::screens::charts::{Series, chart_row, chart_section, key, line_chart};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::hebs::history::RoundTotals;

/// Both charts under the outcome, open.
pub(super) fn round_charts(ui: &mut egui::Ui, table: &mut HebsTable) {
    chart_section(
        ui,
        table,
        (&tr!("cards-chart-title"), "hebs-end-charts", true),
        history,
        |ui, table, history| charts(ui, table, history, "hebs-end", None),
        &tr!("cards-chart-note"),
    );
}

/// Under the replay viewer's controls: the whole game's charts (not only the steps viewed so
/// far), a line at the round of the step being viewed. Closed at first: the side panel is
/// narrow, and the log shares it.
pub(super) fn replay_charts(ui: &mut egui::Ui, table: &mut HebsTable) {
    chart_section(
        ui,
        table,
        (&tr!("cards-charts"), "hebs-replay-charts", false),
        history,
        |ui, table, history| {
            let now = viewed_round(table, history);
            charts(ui, table, history, "hebs-replay", now);
        },
        &tr!("cards-chart-note"),
    );
}

/// The whole record's rounds.
fn history(table: &mut HebsTable) -> Result<Vec<RoundTotals>, String> {
    let commands = table.session.commands().len();
    let session = &table.session;
    table
        .history
        .get(commands, &tr!("cards-chart-nothing-yet"), || {
            session.round_history()
        })
}

/// Where the replay viewer stands on the round axis: the round under way, or the end's point.
fn viewed_round(table: &HebsTable, history: &[RoundTotals]) -> Option<f64> {
    let (_, view) = table.replay.as_ref()?;
    let game = view.game();
    if game.outcome.is_some() {
        return history.last().map(|totals| f64::from(totals.round));
    }
    if game.round == 0 {
        // Still setting up: before the first point.
        return None;
    }
    Some(f64::from(game.round))
}

fn charts(
    ui: &mut egui::Ui,
    table: &HebsTable,
    history: &[RoundTotals],
    id: &str,
    now: Option<f64>,
) {
    // "Frontier" or "Wedge", as the box's column cards call themselves.
    let term = table.session.game().columns.term.as_str();
    let tokens = series(table, history, |totals, seat| {
        f64::from(totals.tokens[seat])
    });
    let claims = series(table, history, |totals, seat| {
        f64::from(u32::try_from(totals.claims[seat]).unwrap_or(u32::MAX))
    });
    chart_row(ui, |ui| {
        let round = tr!("cards-chart-round");
        line_chart(
            ui,
            id,
            &tr!("cards-chart-tokens", term = term),
            &round,
            &tokens,
            now,
        );
        line_chart(
            ui,
            id,
            &tr!("cards-chart-claimed", term = term),
            &round,
            &claims,
            now,
        );
    });
    key(ui, &tokens);
}

/// One line a side: "Ana (Ottoman Empire)", in its faction's colour.
fn series(
    table: &HebsTable,
    history: &[RoundTotals],
    value: impl Fn(&RoundTotals, usize) -> f64,
) -> Vec<Series> {
    let game = table.session.game();
    (0..2)
        .map(|seat| {
            let points = history
                .iter()
                .map(|totals| [f64::from(totals.round), value(totals, seat)])
                .collect();
            let name = tr!(
                "cards-series-name",
                name = table.names[seat].as_str(),
                faction = game.table.factions[seat].name.as_str()
            );

            Series::new(name, faction_colour(game, seat), points)
        })
        .collect()
}
