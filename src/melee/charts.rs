//! The Melee's chart on the end screen: each player's HP left over their Squires, combat phase
//! by combat phase (core's `melee::history::round_history`, replayed from the record).

use super::MeleeTable;
use super::setup::TEAM_COLOURS;
use crate::screens::charts::{Pattern, Series, chart_section, key, line_chart};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::melee::history::{RoundTotals, round_history};

/// The chart under the winners, open.
pub(super) fn hp_chart(ui: &mut egui::Ui, table: &mut MeleeTable) {
    ui.add_space(12.0);
    chart_section(
        ui,
        table,
        (&tr!("melee-chart-title"), "melee-end-chart", true),
        |table| {
            let commands = table.session.commands().len();
            let session = &table.session;
            table
                .history
                .get(commands, &tr!("melee-chart-nothing-yet"), || {
                    round_history(&session.record())
                })
        },
        |ui, table, history| {
            let series = series(table, history);
            line_chart(
                ui,
                "melee-end",
                &tr!("melee-chart-hp"),
                &tr!("melee-chart-phase"),
                &series,
                None,
            );
            key(ui, &series);
        },
        &tr!("melee-chart-note"),
    );
}

/// One line a player, in the team's colour; a team's second and third players dashed and
/// dotted, so its lines stay apart.
fn series(table: &MeleeTable, history: &[RoundTotals]) -> Vec<Series> {
    let seats = &table.session.game().seats;
    seats
        .iter()
        .enumerate()
        .map(|(index, seat)| {
            let before = seats[..index]
                .iter()
                .filter(|other| other.team == seat.team)
                .count();
            let points = history
                .iter()
                .map(|totals| {
                    let left = totals.hp_left.get(index).copied().unwrap_or(0);
                    [f64::from(totals.round), f64::from(left)]
                })
                .collect();
            let colour = TEAM_COLOURS[usize::from(seat.team).min(1)];
            Series::new(seat.name.clone(), colour, points).pattern(Pattern::nth(before))
        })
        .collect()
}
