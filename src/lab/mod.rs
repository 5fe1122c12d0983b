//! The Balancing lab screen (issue 24, part 4): choose a Commission, the computer's level and
//! the games a pair, run core's lab in the background (the window stays live, Stop keeps what
//! was played), and read the matrix and each band's share as a chart. The last report of each
//! Commission is kept (`store`), so `ysbilia lab`'s long runs show here too.

pub mod cli;
pub mod store;

use crate::paths::project_root;
use crate::screens::widgets::{ERROR_COLOUR, page};
use crate::screens::{Navigate, Screen};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Bar, BarChart, HLine, Line, Plot, PlotPoints};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use ysbilia_core::conflict::Commission;
use ysbilia_core::conflict::computer::easy::ConflictLibrary;
use ysbilia_core::conflict::computer::hard::ComputerLevel;
use ysbilia_core::conflict::computer::lab::{LabReport, column_label, row_label};
use ysbilia_core::conflict::computer::lab_chart::share_colour;

/// Games a pair the screen offers (each seed is played twice, seats swapped).
const GAMES_RANGE: std::ops::RangeInclusive<usize> = 2..=200;

pub fn plugin(app: &mut App) {
    app.init_resource::<Lab>()
        .add_systems(OnEnter(Screen::Lab), show_kept_report)
        .add_systems(Update, collect_finished_run.run_if(in_state(Screen::Lab)))
        .add_systems(
            EguiPrimaryContextPass,
            draw_lab.run_if(in_state(Screen::Lab)),
        );
}

/// What the screen shows and the run under way.
#[derive(Resource)]
pub struct Lab {
    pub commission: Commission,
    pub level: ComputerLevel,
    pub games: usize,
    pub report: Option<LabReport>,
    /// A problem in words (a damaged kept report, a run that could not start).
    pub message: Option<String>,
    /// Where reports are kept (`store::folder`, a test's own elsewhere).
    pub folder: std::path::PathBuf,
    running: Option<Running>,
}

impl Default for Lab {
    fn default() -> Self {
        Self {
            commission: Commission::Brawl,
            level: ComputerLevel::Easy,
            games: 10,
            report: None,
            message: None,
            folder: store::folder(),
            running: None,
        }
    }
}

/// A lab run on its own thread.
struct Running {
    done: Arc<AtomicUsize>,
    all: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    result: Arc<Mutex<Option<Result<LabReport, String>>>>,
}

impl Lab {
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Starts a run of the chosen lab on a thread, leaving a core to the window.
    pub fn start(&mut self) {
        if self.running.is_some() {
            return;
        }
        let running = Running {
            done: Arc::default(),
            all: Arc::default(),
            stop: Arc::default(),
            result: Arc::default(),
        };
        let (done, all, stop, result) = (
            running.done.clone(),
            running.all.clone(),
            running.stop.clone(),
            running.result.clone(),
        );
        let (commission, level, games) = (self.commission, self.level, self.games);
        let threads = std::thread::available_parallelism()
            .map_or(1, std::num::NonZeroUsize::get)
            .saturating_sub(1)
            .max(1);
        std::thread::spawn(move || {
            let report = ConflictLibrary::load(&project_root()).and_then(|mut library| {
                library.commission = commission;
                ysbilia_core::conflict::computer::lab::lab(
                    &library,
                    level,
                    games,
                    1650,
                    threads,
                    &|played, games| {
                        done.store(played, Ordering::Relaxed);
                        all.store(games, Ordering::Relaxed);
                    },
                    &stop,
                )
            });
            if let Ok(mut slot) = result.lock() {
                *slot = Some(report);
            }
        });
        self.message = None;
        self.running = Some(running);
    }

    /// Takes the finished run's report, keeping it for the next visit; `true` when one ended.
    pub fn collect(&mut self) -> bool {
        let Some(running) = &self.running else {
            return false;
        };
        let finished = running.result.lock().ok().and_then(|mut slot| slot.take());
        let Some(finished) = finished else {
            return false;
        };
        self.running = None;
        match finished {
            Ok(report) => {
                if let Err(problem) = store::save(&self.folder, &report, self.commission) {
                    self.message = Some(problem);
                }
                self.report = Some(report);
            }
            Err(problem) => self.message = Some(problem),
        }
        true
    }

    fn show_kept(&mut self) {
        match store::load(&self.folder, self.commission) {
            Ok(report) => self.report = report,
            Err(problem) => {
                self.report = None;
                self.message = Some(problem);
            }
        }
    }
}

fn show_kept_report(mut lab: ResMut<Lab>) {
    if !lab.is_running() {
        lab.message = None;
        lab.show_kept();
    }
}

fn collect_finished_run(mut lab: ResMut<Lab>) {
    lab.collect();
}

fn draw_lab(
    mut contexts: EguiContexts,
    mut lab: ResMut<Lab>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    page(
        contexts.ctx_mut()?,
        &tr!("lab-title"),
        &mut navigate,
        |ui| {
            ui.label(tr!("lab-intro"));
            ui.add_space(6.0);
            controls(ui, &mut lab);
            if let Some(message) = &lab.message {
                ui.colored_label(ERROR_COLOUR, message);
            }
            if let Some(running) = &lab.running {
                let (done, all) = (
                    running.done.load(Ordering::Relaxed),
                    running.all.load(Ordering::Relaxed).max(1),
                );
                ui.add(
                    egui::ProgressBar::new(done as f32 / all as f32)
                        .text(tr!("lab-progress", done = done, all = all))
                        .animate(true),
                );
                ui.ctx().request_repaint();
            }
            ui.add_space(8.0);
            match &lab.report {
                Some(report) => show_report(ui, report),
                None if !lab.is_running() => {
                    ui.label(tr!("lab-no-report"));
                }
                None => {}
            }
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(tr!("lab-command-line", command = cli::EXAMPLE_COMMAND)).weak(),
            );
        },
    );
    Ok(())
}

fn controls(ui: &mut egui::Ui, lab: &mut Lab) {
    let running = lab.is_running();
    ui.add_enabled_ui(!running, |ui| {
        ui.horizontal(|ui| {
            ui.label(tr!("lab-commission"));
            let before = lab.commission;
            egui::ComboBox::from_id_salt("lab commission")
                .selected_text(lab.commission.name())
                .show_ui(ui, |ui| {
                    for commission in Commission::ALL.into_iter().filter(|c| c.bands() == 2) {
                        ui.selectable_value(&mut lab.commission, commission, commission.name());
                    }
                });
            if lab.commission != before {
                lab.message = None;
                lab.show_kept();
            }
        });
        ui.horizontal(|ui| {
            ui.label(tr!("lab-computer"));
            ui.radio_value(&mut lab.level, ComputerLevel::Easy, tr!("lab-easy"))
                .on_hover_text(tr!("lab-easy-hover"));
            ui.radio_value(&mut lab.level, ComputerLevel::Hard, tr!("lab-hard"))
                .on_hover_text(tr!("lab-hard-hover"));
            ui.label(tr!("lab-games-a-pair"));
            ui.add(egui::DragValue::new(&mut lab.games).range(GAMES_RANGE));
        });
    });
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!running, egui::Button::new(tr!("lab-run")))
            .on_hover_text(tr!("lab-run-hover"))
            .clicked()
        {
            lab.start();
        }
        if let Some(running) = &lab.running
            && ui
                .button(tr!("lab-stop"))
                .on_hover_text(tr!("lab-stop-hover"))
                .clicked()
        {
            running.stop.store(true, Ordering::Relaxed);
        }
    });
}

fn colour(share: f64) -> egui::Color32 {
    let [red, green, blue] = share_colour(share);
    egui::Color32::from_rgb(red, green, blue)
}

fn show_report(ui: &mut egui::Ui, report: &LabReport) {
    ui.label(
        egui::RichText::new(tr!(
            "lab-report-heading",
            commission = report.commission.as_str(),
            level = report.level.as_str(),
            games = report.games_per_pair
        ))
        .strong(),
    );
    for problem in &report.problems {
        ui.colored_label(ERROR_COLOUR, problem);
    }
    let bands = report.bands.len();
    egui::Grid::new("lab matrix")
        .striped(false)
        .spacing(egui::vec2(4.0, 4.0))
        .show(ui, |ui| {
            ui.label("");
            for (band, name) in report.bands.iter().enumerate() {
                ui.label(column_label(band)).on_hover_text(name);
            }
            ui.end_row();
            for row in 0..bands {
                ui.label(row_label(row, &report.bands[row]));
                for column in 0..bands {
                    let cell = &report.cells[row][column];
                    let (text, fill, hover) = match (row == column, cell.share()) {
                        (true, _) => ("-".to_owned(), egui::Color32::GRAY, String::new()),
                        (false, Some((share, low, high))) => (
                            format!("{:.0}%", share * 100.0),
                            colour(share),
                            tr!(
                                "lab-cell",
                                row = report.bands[row].as_str(),
                                column = report.bands[column].as_str(),
                                wins = cell.wins,
                                losses = cell.losses,
                                ties = cell.ties,
                                low = format!("{:.0}", low * 100.0),
                                high = format!("{:.0}", high * 100.0),
                                margin = format!("{:+.2}", cell.mean_margin())
                            ),
                        ),
                        (false, None) => (
                            "–".to_owned(),
                            egui::Color32::WHITE,
                            tr!("lab-no-decided-game"),
                        ),
                    };
                    let label = egui::RichText::new(text).color(egui::Color32::BLACK);
                    let response = ui.add(
                        egui::Button::new(label)
                            .fill(fill)
                            .min_size(egui::vec2(64.0, 24.0)),
                    );
                    if !hover.is_empty() {
                        response.on_hover_text(hover);
                    }
                }
                ui.end_row();
            }
        });
    ui.add_space(8.0);
    ui.label(egui::RichText::new(tr!("lab-ranking")).strong());
    let ranking = report.ranking();
    let bars: Vec<Bar> = ranking
        .iter()
        .enumerate()
        .map(|(place, &band)| {
            let share = report
                .band_total(band)
                .share()
                .map_or(0.0, |(share, _, _)| share);
            Bar::new(place as f64, share * 100.0)
                .name(&report.bands[band])
                .fill(colour(share))
                .width(0.7)
        })
        .collect();
    let names: Vec<String> = ranking.iter().map(|&band| column_label(band)).collect();
    let whisker = ui.visuals().strong_text_color();
    Plot::new("lab shares")
        .height(220.0)
        .include_y(0.0)
        .include_y(100.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .x_axis_formatter(move |mark, _| {
            let index = mark.value.round();
            if (mark.value - index).abs() < 1e-6 && index >= 0.0 {
                names.get(index as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .y_axis_formatter(|mark, _| format!("{:.0} %", mark.value))
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new(tr!("lab-share"), bars).color(egui::Color32::DARK_GRAY));
            for (place, &band) in ranking.iter().enumerate() {
                if let Some((_, low, high)) = report.band_total(band).share() {
                    let points: PlotPoints =
                        vec![[place as f64, low * 100.0], [place as f64, high * 100.0]].into();
                    plot.line(
                        Line::new(
                            tr!("lab-interval", band = report.bands[band].as_str()),
                            points,
                        )
                        .color(whisker)
                        .width(2.0),
                    );
                }
            }
            plot.hline(HLine::new(tr!("lab-even"), 50.0).color(egui::Color32::GRAY));
        });
    for band in ranking {
        let total = report.band_total(band);
        if let Some((share, low, high)) = total.share() {
            ui.label(tr!(
                "lab-band-total",
                band = row_label(band, &report.bands[band]),
                share = format!("{:.1}", share * 100.0),
                decided = total.wins.saturating_add(total.losses),
                low = format!("{:.1}", low * 100.0),
                high = format!("{:.1}", high * 100.0),
                margin = format!("{:+.2}", total.mean_margin())
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Lab;
    use ysbilia_core::conflict::computer::hard::ComputerLevel;

    #[test]
    fn the_lab_screen_runs_every_pair_in_the_background_and_keeps_the_report() {
        let folder = std::env::temp_dir().join(format!("ysbilia-lab-run-{}", std::process::id()));
        let mut lab = Lab {
            level: ComputerLevel::Easy,
            games: 2,
            folder: folder.clone(),
            ..Lab::default()
        };
        lab.start();
        assert!(lab.is_running());
        let mut waited = 0;
        while !lab.collect() {
            std::thread::sleep(std::time::Duration::from_millis(50));
            waited += 1;
            assert!(waited < 20 * 60 * 5, "the lab never ended");
        }
        assert_eq!(lab.message, None);
        let report = lab.report.clone().expect("a report");
        let bands = report.bands.len();
        assert!(bands >= 2);
        for row in 0..bands {
            for column in 0..bands {
                let (cell, other) = (&report.cells[row][column], &report.cells[column][row]);
                assert_eq!(cell.wins, other.losses, "mirrored");
                if row != column {
                    assert_eq!(cell.games, 2, "{row} against {column}");
                }
            }
        }
        assert_eq!(
            super::store::load(&folder, lab.commission),
            Ok(Some(report))
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
