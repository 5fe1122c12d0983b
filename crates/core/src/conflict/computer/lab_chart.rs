//! The balancing lab's chart as SVG: the win-rate matrix coloured from red (the row band loses)
//! through white (even) to green (it wins), and each band's share against all the others with
//! its 95 % interval, strongest first. Plain SVG 1.1 text, so any browser shows it.

use crate::conflict::computer::lab::{LabReport, column_label, row_label};
use crate::msg;
use crate::words::Arg;
use std::fmt::Write as _;

const CELL: f64 = 64.0;
const LABEL: f64 = 250.0;
/// The matrix's top, under the title and the column numbers.
const TOP: f64 = 56.0;
const BAR_WIDTH: f64 = 360.0;
const BAR_ROW: f64 = 26.0;
const GAP: f64 = 40.0;

impl LabReport {
    /// The chart, as the text of an SVG file.
    pub fn svg(&self) -> String {
        let bands = self.bands.len();
        let matrix_side = CELL * bands as f64;
        let bars_top = TOP + matrix_side + GAP;
        let width = (LABEL + matrix_side + 20.0).max(LABEL + BAR_WIDTH + 180.0);
        let height = bars_top + 30.0 + BAR_ROW * bands as f64 + 30.0;
        let mut svg = String::new();
        let _ = writeln!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="12">"#
        );
        let _ = writeln!(
            svg,
            r#"<rect width="100%" height="100%" fill="white"/><text x="10" y="20" font-size="14" font-weight="bold">{}</text>"#,
            escape(
                &msg!(
                    "conflict-computer-lab-chart-title",
                    commission = &self.commission,
                    level = &self.level,
                    games = self.games_per_pair
                )
                .to_string()
            )
        );
        for (index, name) in self.bands.iter().enumerate() {
            let along = CELL * index as f64 + CELL / 2.0;
            let _ = writeln!(
                svg,
                r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
                LABEL - 6.0,
                TOP + along + 4.0,
                escape(&row_label(index, name))
            );
            let _ = writeln!(
                svg,
                r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                LABEL + along,
                TOP - 8.0,
                column_label(index)
            );
        }
        for row in 0..bands {
            for column in 0..bands {
                let (x, y) = (LABEL + CELL * column as f64, TOP + CELL * row as f64);
                let cell = &self.cells[row][column];
                let (fill, text) = match (row == column, cell.share()) {
                    (true, _) => ("#dddddd".to_owned(), String::new()),
                    (false, Some((share, _, _))) => {
                        (colour(share), format!("{:.0}%", share * 100.0))
                    }
                    (false, None) => ("#ffffff".to_owned(), "-".to_owned()),
                };
                let _ = writeln!(
                    svg,
                    r##"<rect x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#888888"><title>{}</title></rect>"##,
                    escape(&tooltip(self, row, column))
                );
                let _ = writeln!(
                    svg,
                    r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{text}</text>"#,
                    x + CELL / 2.0,
                    y + CELL / 2.0 + 4.0
                );
            }
        }
        let _ = writeln!(
            svg,
            r#"<text x="10" y="{:.1}" font-weight="bold">{}</text>"#,
            bars_top + 14.0,
            escape(&msg!("conflict-computer-lab-chart-ranking").to_string())
        );
        let left = LABEL;
        let top = bars_top + 30.0;
        let half = left + BAR_WIDTH / 2.0;
        let bottom = top + BAR_ROW * bands as f64 + 14.0;
        for (place, band) in self.ranking().into_iter().enumerate() {
            let y = top + BAR_ROW * place as f64;
            let total = self.band_total(band);
            let (share, low, high) = total.share().unwrap_or((0.0, 0.0, 1.0));
            let _ = writeln!(
                svg,
                r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
                left - 6.0,
                y + 14.0,
                escape(&row_label(band, &self.bands[band]))
            );
            let _ = writeln!(
                svg,
                r##"<rect x="{left:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{}"/><line x1="{:.1}" x2="{:.1}" y1="{:.1}" y2="{:.1}" stroke="#222222" stroke-width="2"/><text x="{:.1}" y="{:.1}">{}</text>"##,
                y + 4.0,
                BAR_WIDTH * share,
                BAR_ROW - 8.0,
                colour(share),
                left + BAR_WIDTH * low,
                left + BAR_WIDTH * high,
                y + BAR_ROW / 2.0,
                y + BAR_ROW / 2.0,
                left + BAR_WIDTH + 8.0,
                y + 14.0,
                escape(
                    &msg!(
                        "conflict-computer-lab-chart-bar",
                        share = Arg::tenths((share * 100.0) as f32),
                        margin = format!("{:+.2}", total.mean_margin())
                    )
                    .to_string()
                )
            );
        }
        let _ = writeln!(
            svg,
            r##"<line x1="{half:.1}" x2="{half:.1}" y1="{:.1}" y2="{:.1}" stroke="#444444" stroke-dasharray="4 3"/><text x="{left:.1}" y="{bottom:.1}" text-anchor="middle">0 %</text><text x="{half:.1}" y="{bottom:.1}" text-anchor="middle">50 %</text><text x="{:.1}" y="{bottom:.1}" text-anchor="middle">100 %</text>"##,
            top - 4.0,
            top + BAR_ROW * bands as f64,
            left + BAR_WIDTH,
        );
        svg.push_str("</svg>\n");
        svg
    }
}

/// A share's colour: red below half, white at half, green above (the chart's and the app's).
pub fn share_colour(share: f64) -> [u8; 3] {
    let share = share.clamp(0.0, 1.0);
    let (red, green, blue) = if share < 0.5 {
        let t = share / 0.5;
        (220.0 + 35.0 * t, 80.0 + 175.0 * t, 80.0 + 175.0 * t)
    } else {
        let t = (share - 0.5) / 0.5;
        (255.0 - 175.0 * t, 255.0 - 55.0 * t, 255.0 - 175.0 * t)
    };
    [red as u8, green as u8, blue as u8]
}

fn colour(share: f64) -> String {
    let [red, green, blue] = share_colour(share);
    format!("#{red:02x}{green:02x}{blue:02x}")
}

fn tooltip(report: &LabReport, row: usize, column: usize) -> String {
    let cell = &report.cells[row][column];
    let (against, column) = (&report.bands[row], &report.bands[column]);
    // Signed, two decimals: Fluent's numbers have no sign of their own.
    let margin = format!("{:+.2}", cell.mean_margin());
    let percent = |share: f64| (share * 100.0).round_ties_even() as i64;
    match cell.share() {
        Some((_, low, high)) => msg!(
            "conflict-computer-lab-cell",
            row = against,
            column = column,
            wins = cell.wins,
            losses = cell.losses,
            ties = cell.ties,
            low = percent(low),
            high = percent(high),
            margin = margin
        ),
        None => msg!(
            "conflict-computer-lab-cell-undecided",
            row = against,
            column = column,
            wins = cell.wins,
            losses = cell.losses,
            ties = cell.ties,
            margin = margin
        ),
    }
    .to_string()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
