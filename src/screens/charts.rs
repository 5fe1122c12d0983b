//! Small line charts of a game over its turns or rounds (`egui_plot`), shared by the end screens
//! and the replay viewers: named series in the players' colours, a key beneath, and a line at
//! the step the replay viewer shows.

use crate::tr;
use bevy_egui::egui;
use egui_plot::{Line, LineStyle, Plot, PlotPoints, VLine};

/// Two charts fit side by side in a side panel, or one above the other in a narrow one.
const WIDTH: f32 = 220.0;
const HEIGHT: f32 = 140.0;

/// How a line is drawn, to tell apart lines of one colour (the players of one Melee team).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pattern {
    #[default]
    Solid,
    Dashed,
    Dotted,
}

impl Pattern {
    /// The `index`th line of one colour: solid, dashed, dotted, then round again.
    pub fn nth(index: usize) -> Self {
        match index % 3 {
            0 => Self::Solid,
            1 => Self::Dashed,
            _ => Self::Dotted,
        }
    }

    fn style(self) -> LineStyle {
        match self {
            Self::Solid => LineStyle::Solid,
            Self::Dashed => LineStyle::dashed_dense(),
            Self::Dotted => LineStyle::dotted_dense(),
        }
    }

    /// The line in the key, in characters.
    fn mark(self) -> &'static str {
        match self {
            Self::Solid => "——",
            Self::Dashed => "- -",
            Self::Dotted => "···",
        }
    }
}

/// One line of a chart: whose it is, in its colour, one point a turn or round.
#[derive(Clone, Debug)]
pub struct Series {
    pub name: String,
    pub colour: egui::Color32,
    pub pattern: Pattern,
    /// `[turn or round, value]`.
    pub points: Vec<[f64; 2]>,
}

impl Series {
    pub fn new(name: impl Into<String>, colour: egui::Color32, points: Vec<[f64; 2]>) -> Self {
        Self {
            name: name.into(),
            colour,
            pattern: Pattern::Solid,
            points,
        }
    }

    pub fn pattern(mut self, pattern: Pattern) -> Self {
        self.pattern = pattern;
        self
    }
}

/// Charts side by side where the panel is wide enough for two, else one above the other.
pub fn chart_row(ui: &mut egui::Ui, contents: impl FnOnce(&mut egui::Ui)) {
    // The y axis's numbers and the gap between: a little more than the charts themselves.
    let two = 2.0 * WIDTH + ui.spacing().item_spacing.x + 16.0;
    if ui.available_width() >= two {
        ui.horizontal(contents);
    } else {
        ui.vertical(contents);
    }
}

/// A titled line chart of `series` over `x_label` (turn, round), from 0 up; `now` draws a
/// vertical line there (the replay viewer's step). `id` tells apart charts of one title on
/// different screens (egui keeps each plot's bounds by its id).
pub fn line_chart(
    ui: &mut egui::Ui,
    id: &str,
    title: &str,
    x_label: &str,
    series: &[Series],
    now: Option<f64>,
) {
    ui.vertical(|ui| {
        ui.label(egui::RichText::new(title).strong());
        let marker = ui.visuals().strong_text_color();
        Plot::new((id, title))
            .width(WIDTH)
            .height(HEIGHT)
            .x_axis_label(x_label)
            .include_y(0.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show(ui, |plot| {
                for (index, line) in series.iter().enumerate() {
                    let points: PlotPoints = line.points.iter().copied().collect();
                    plot.line(
                        Line::new(line.name.clone(), points)
                            // Two players may share a name: the index keeps their lines apart.
                            .id(egui::Id::new((id, title, index)))
                            .color(line.colour)
                            .style(line.pattern.style())
                            .width(2.0),
                    );
                }
                if let Some(x) = now {
                    plot.vline(VLine::new(tr!("charts-now"), x).color(marker).width(1.0));
                }
            });
    });
}

/// The key under a row of charts: each series' name in its colour (a legend inside so small a
/// chart would hide the lines).
pub fn key(ui: &mut egui::Ui, series: &[Series]) {
    ui.horizontal_wrapped(|ui| {
        for line in series {
            ui.colored_label(
                line.colour,
                format!("{} {}", line.pattern.mark(), line.name),
            );
        }
    });
}

/// The note under a game's charts: what each point is.
pub fn note(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).small().weak());
}

/// A game's history for its charts, replayed from the record once for each length of the
/// record (not every frame); undo clears it, since another move may reach the same length.
#[derive(Debug)]
pub struct HistoryCache<T>(Option<(usize, Result<Vec<T>, String>)>);

impl<T> Default for HistoryCache<T> {
    fn default() -> Self {
        Self(None)
    }
}

impl<T: Clone> HistoryCache<T> {
    pub fn clear(&mut self) {
        self.0 = None;
    }

    /// The history of the record of `commands` commands (`replay` works it out when that
    /// count changed), or what to say instead: why it could not be replayed, or that nothing
    /// was played yet (fewer than two points: `nothing_yet`, in the screen's words).
    pub fn get<E: std::fmt::Display>(
        &mut self,
        commands: usize,
        nothing_yet: &str,
        replay: impl FnOnce() -> Result<Vec<T>, E>,
    ) -> Result<Vec<T>, String> {
        if self.0.as_ref().is_none_or(|(at, _)| *at != commands) {
            self.0 = Some((commands, replay().map_err(|problem| problem.to_string())));
        }
        match &self.0 {
            Some((_, Ok(history))) if history.len() > 1 => Ok(history.clone()),
            Some((_, Err(problem))) => Err(tr!("charts-none", problem = problem.as_str())),
            _ => Err(nothing_yet.to_owned()),
        }
    }
}

/// A collapsible section of a game's charts, `(title, id, open at first)`: the history is
/// worked out only while the section is open (`history`, from the screen's `context`), then
/// `draw`n, with `points_note` beneath; what to say instead when there is none.
pub fn chart_section<C, T>(
    ui: &mut egui::Ui,
    context: &mut C,
    (title, id, open): (&str, &str, bool),
    history: impl FnOnce(&mut C) -> Result<Vec<T>, String>,
    draw: impl FnOnce(&mut egui::Ui, &C, &[T]),
    points_note: &str,
) {
    egui::CollapsingHeader::new(title)
        .id_salt(id)
        .default_open(open)
        .show(ui, |ui| match history(context) {
            Ok(history) => {
                draw(ui, context, &history);
                note(ui, points_note);
            }
            Err(problem) => note(ui, &problem),
        });
}
