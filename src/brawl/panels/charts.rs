//! The end screen's charts: each band's Vigour left and Honour turn by turn (core's
//! `history::turn_history`, replayed from the record once the conflict is over).

use super::super::BrawlTable;
use super::band_colour;
use bevy_egui::egui;
use egui_plot::{Line, Plot, PlotPoints};
use ysbilia_core::conflict::history::{TurnTotals, turn_history};

/// Both charts, side by side, under the Honour totals.
pub(super) fn turn_charts(ui: &mut egui::Ui, table: &mut BrawlTable) {
    let commands = table.session.commands().len();
    if table.history.as_ref().is_none_or(|(at, _)| *at != commands) {
        let history = turn_history(&table.session.record()).map_err(|refusal| refusal.to_string());
        table.history = Some((commands, history));
    }
    let Some((_, history)) = &table.history else {
        return;
    };
    let history = match history {
        Ok(history) if history.len() > 1 => history.clone(),
        Ok(_) => return,
        Err(problem) => {
            ui.label(format!("No charts: {problem}"));
            return;
        }
    };
    let names: Vec<String> = (0..table.game().setup().sides.len())
        .map(|band| table.game().names().band(band).to_owned())
        .collect();
    egui::CollapsingHeader::new("Turn by turn")
        .default_open(true)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                chart(ui, "Vigour left", &history, &names, |totals, band| {
                    f64::from(totals.vigour_left.get(band).copied().unwrap_or(0))
                });
                chart(ui, "Honour", &history, &names, |totals, band| {
                    f64::from(totals.honour.get(band).copied().unwrap_or(0.0))
                });
            });
            // The key: each band's colour (a legend inside would hide the lines).
            ui.horizontal_wrapped(|ui| {
                for (band, name) in names.iter().enumerate() {
                    ui.colored_label(band_colour(band), format!("— {name}"));
                }
            });
            ui.label(
                egui::RichText::new(
                    "Each point: as the turn began; the last, as the conflict ended.",
                )
                .small()
                .weak(),
            );
        });
}

fn chart(
    ui: &mut egui::Ui,
    title: &str,
    history: &[TurnTotals],
    names: &[String],
    value: impl Fn(&TurnTotals, usize) -> f64,
) {
    ui.vertical(|ui| {
        ui.label(egui::RichText::new(title).strong());
        Plot::new(title)
            .width(220.0)
            .height(140.0)
            .x_axis_label("turn")
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show(ui, |plot| {
                for (band, name) in names.iter().enumerate() {
                    let points: PlotPoints = history
                        .iter()
                        .map(|totals| [f64::from(totals.turn), value(totals, band)])
                        .collect();
                    plot.line(
                        Line::new(name.clone(), points)
                            .color(band_colour(band))
                            .width(2.0),
                    );
                }
            });
    });
}
