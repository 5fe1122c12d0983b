//! Pieces every screen's panel shares: the page frame and the Back button.

use super::Navigate;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;

pub const WARNING_COLOUR: egui::Color32 = egui::Color32::from_rgb(0xE8, 0x9A, 0x3C);
pub const ERROR_COLOUR: egui::Color32 = egui::Color32::from_rgb(0xE0, 0x5A, 0x4A);

/// A Ui covering the whole window, for panels to be shown in (egui 0.36 panels live in a Ui).
pub fn window_ui(context: &egui::Context, name: &str) -> egui::Ui {
    egui::Ui::new(
        context.clone(),
        egui::Id::new(name),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(context.viewport_rect()),
    )
}

/// The width of a page's column of text and controls.
const PAGE_WIDTH: f32 = 900.0;

/// A column centred in the window with the screen's title and a Back button (Esc does the same).
pub fn page(
    context: &egui::Context,
    title: &str,
    navigate: &mut MessageWriter<Navigate>,
    contents: impl FnOnce(&mut egui::Ui),
) {
    egui::CentralPanel::default().show(&mut window_ui(context, title), |ui| {
        let available = ui.available_rect_before_wrap();
        let side = ((available.width() - PAGE_WIDTH) / 2.0).max(0.0);
        let column = available.shrink2(egui::vec2(side, 0.0));
        let column_builder = egui::UiBuilder::new()
            .max_rect(column)
            .layout(egui::Layout::top_down(egui::Align::Min));
        ui.scope_builder(column_builder, |ui| {
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui
                    .button(tr!("page-back"))
                    .on_hover_text(tr!("page-back-hover"))
                    .clicked()
                {
                    navigate.write(Navigate::Back);
                }
                ui.label(egui::RichText::new(tr!("page-back-key")).small().weak());
            });
            ui.add_space(8.0);
            ui.heading(title);
            ui.separator();
            egui::ScrollArea::vertical().show(ui, contents);
        });
    });
}

/// The replay viewer's controls: the game after `at` of its `total` commands, what the step
/// just replayed did (its lines of the game's `log`, in words), first / back / next / last and a
/// slider. Returns the step asked for, if any.
pub fn replay_steps(
    ui: &mut egui::Ui,
    at: usize,
    total: usize,
    log: &[ysbilia_core::log::LogEntry],
) -> Option<usize> {
    ui.heading(tr!("replay-title"));
    ui.label(tr!("replay-where", step = at, total = total));
    let mut target = None;
    let mut step = at;
    let slider = ui.add(egui::Slider::new(&mut step, 0..=total).text(tr!("replay-slider")));
    // Each step replays the game from its start: only once the slider is let go (or clicked).
    if step != at && !slider.dragged() {
        target = Some(step);
    }
    if slider.drag_stopped() && step != at {
        target = Some(step);
    }
    ui.horizontal(|ui| {
        if ui.button("|<").clicked() {
            target = Some(0);
        }
        if ui.button(tr!("replay-back")).clicked() {
            target = Some(at.saturating_sub(1));
        }
        if ui.button(tr!("replay-next")).clicked() {
            target = Some((at + 1).min(total));
        }
        if ui.button(">|").clicked() {
            target = Some(total);
        }
    });
    let said: Vec<String> = log
        .iter()
        .filter(|entry| {
            at.checked_sub(1)
                .is_some_and(|index| entry.command == Some(index))
        })
        .map(|entry| entry.text())
        .collect();
    if at == 0 {
        ui.label(egui::RichText::new(tr!("replay-step-zero")).small());
    } else if said.is_empty() {
        ui.label(egui::RichText::new(tr!("replay-step-quiet", step = at)).small());
    } else {
        ui.label(
            egui::RichText::new(tr!("replay-step", step = at))
                .small()
                .strong(),
        );
        for line in said.iter().take(STEP_LINES) {
            ui.label(egui::RichText::new(line.as_str()).small());
        }
        if said.len() > STEP_LINES {
            ui.label(
                egui::RichText::new(tr!(
                    "replay-more-lines",
                    count = said.len().saturating_sub(STEP_LINES)
                ))
                .small()
                .weak(),
            );
        }
    }
    target
}

/// Lines of a step's log the replay viewer shows.
const STEP_LINES: usize = 6;

/// The odds as a picture: the ten faces of the D10 a roll will throw, each coloured by what it
/// gives (grey a failure, green a success with its SL beneath, gold the natural 10), from core's
/// judgement of each face. Hover a face for it in words.
pub fn odds_picture(ui: &mut egui::Ui, faces: &[ysbilia_core::rules::rolls::FaceOutcome]) {
    use ysbilia_core::rules::rolls::FaceOutcome;
    const SIDE: f32 = 24.0;
    const GAP: f32 = 3.0;
    let failure = egui::Color32::from_rgb(0x4A, 0x45, 0x40);
    let success = crate::palette::egui(crate::palette::LEGAL);
    let critical = egui::Color32::from_rgb(0xE6, 0xC2, 0x3A);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = GAP;
        for (index, face) in faces.iter().enumerate() {
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(SIDE, SIDE + 12.0), egui::Sense::hover());
            let square = egui::Rect::from_min_size(rect.min, egui::vec2(SIDE, SIDE));
            let (fill, below, words) = match *face {
                FaceOutcome::Failure => (failure, String::new(), tr!("odds-face-failure")),
                FaceOutcome::Success { success_level } => (
                    success,
                    tr!("odds-face-sl", level = success_level),
                    tr!("odds-face-success", level = success_level),
                ),
                FaceOutcome::Critical { success_level } => (
                    critical,
                    tr!("odds-face-crit"),
                    tr!("odds-face-critical", level = success_level),
                ),
            };
            let painter = ui.painter();
            painter.rect_filled(square, 4.0, fill);
            // A failure is crossed as well as grey, for eyes that do not see the colour.
            if *face == FaceOutcome::Failure {
                painter.line_segment(
                    [square.left_bottom(), square.right_top()],
                    egui::Stroke::new(1.0, egui::Color32::from_gray(110)),
                );
            }
            painter.text(
                square.center(),
                egui::Align2::CENTER_CENTER,
                (index + 1).to_string(),
                egui::FontId::proportional(13.0),
                egui::Color32::from_rgb(0x14, 0x12, 0x10),
            );
            painter.text(
                egui::pos2(square.center().x, square.bottom() + 1.0),
                egui::Align2::CENTER_TOP,
                below,
                egui::FontId::proportional(9.0),
                ui.visuals().weak_text_color(),
            );
            response.on_hover_text(tr!(
                "odds-face-hover",
                face = index.saturating_add(1),
                words = words
            ));
        }
    });
}

/// The options a computer weighed and its choice first, each with its value (and how far below
/// the chosen one), under a closed "Why the computer did that" header; `footnote` says what the
/// values are. Both card and table screens show their computer's reasons this way.
pub fn why_the_computer(
    ui: &mut egui::Ui,
    id: &str,
    plan: &str,
    options: &[(&str, f32)],
    decimals: usize,
    footnote: &str,
) {
    /// The options listed; the rest are counted.
    const SHOWN_OPTIONS: usize = 8;
    egui::CollapsingHeader::new(tr!("why-title"))
        .id_salt(id)
        .show(ui, |ui| {
            ui.add(egui::Label::new(plan).wrap());
            let best = options.first().map_or(0.0, |(_, score)| *score);
            for (index, (words, score)) in options.iter().take(SHOWN_OPTIONS).enumerate() {
                let text = if index == 0 {
                    egui::RichText::new(tr!(
                        "why-chosen",
                        score = format!("{score:+.decimals$}"),
                        option = words.to_string()
                    ))
                    .strong()
                } else {
                    egui::RichText::new(tr!(
                        "why-option",
                        score = format!("{score:+.decimals$}"),
                        below = format!("{:+.decimals$}", score - best),
                        option = words.to_string()
                    ))
                };
                ui.add(egui::Label::new(text).wrap());
            }
            if options.len() > SHOWN_OPTIONS {
                ui.label(
                    egui::RichText::new(tr!(
                        "why-more",
                        count = options.len().saturating_sub(SHOWN_OPTIONS)
                    ))
                    .small()
                    .weak(),
                );
            }
            ui.add(egui::Label::new(egui::RichText::new(footnote).small().weak()).wrap());
        });
}
