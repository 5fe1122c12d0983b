//! A layout printed at real scale (issue 22): the table cut into A4 pages, each an SVG in
//! millimetres that prints 1:1, so players can lay their real scenery on it. North is up; the
//! pages run row by row from the north-west corner; each names its place in the grid and has a
//! 5 cm bar to check the printer kept the scale.

use super::layout::{Footprint, Layout, OpeningKind, Piece, PieceKind, TableSize};
use crate::msg;
use parry3d::math::Vec2;
use std::fmt::Write;

/// An A4 sheet, portrait, in mm.
pub const PAGE_WIDTH_MM: f32 = 210.0;
pub const PAGE_HEIGHT_MM: f32 = 297.0;
/// White edge most printers keep, and room for the page's label.
const MARGIN_MM: f32 = 10.0;
const FOOTER_MM: f32 = 12.0;
/// The part of the table each page shows, in cm.
pub const TILE_WIDTH_CM: f32 = (PAGE_WIDTH_MM - 2.0 * MARGIN_MM) / 10.0;
pub const TILE_DEPTH_CM: f32 = (PAGE_HEIGHT_MM - 2.0 * MARGIN_MM - FOOTER_MM) / 10.0;

/// One page: its file name and its SVG.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintedPage {
    pub file_name: String,
    pub svg: String,
}

/// The table's pages, row by row from the north-west corner.
pub fn print_pages(layout: &Layout) -> Vec<PrintedPage> {
    let columns = tiles(layout.table.width, TILE_WIDTH_CM);
    let rows = tiles(layout.table.depth, TILE_DEPTH_CM);
    let total = columns * rows;
    let mut pages = Vec::with_capacity(total);
    for row in 0..rows {
        for column in 0..columns {
            let number = row * columns + column + 1;
            // Row 0 is the northern strip: its top edge is the table's north edge.
            let west = column as f32 * TILE_WIDTH_CM;
            let north = layout.table.depth - row as f32 * TILE_DEPTH_CM;
            let tile = Tile { west, north };
            let label = msg!(
                "scenery-print-page",
                layout = &layout.name,
                page = number,
                pages = total,
                row = row + 1,
                rows = rows,
                column = column + 1,
                columns = columns
            )
            .to_string();
            pages.push(PrintedPage {
                file_name: format!("page-{number:02}.svg"),
                svg: page_svg(layout, tile, &label),
            });
        }
    }
    pages
}

fn tiles(length_cm: f32, tile_cm: f32) -> usize {
    if length_cm.is_finite() && length_cm > 0.0 {
        (length_cm / tile_cm).ceil().max(1.0) as usize
    } else {
        1
    }
}

/// The table's north-west corner of one page's tile, in table cm.
#[derive(Clone, Copy)]
struct Tile {
    west: f32,
    north: f32,
}

impl Tile {
    /// Table cm to mm from the tile's top-left corner (the tile is a viewport of its own,
    /// placed inside the page's margin, which clips what lies beyond it).
    fn page(self, x: f32, y: f32) -> (f32, f32) {
        ((x - self.west) * 10.0, (self.north - y) * 10.0)
    }
}

fn page_svg(layout: &Layout, tile: Tile, label: &str) -> String {
    let mut svg = String::new();
    let tile_width = TILE_WIDTH_CM * 10.0;
    let tile_height = TILE_DEPTH_CM * 10.0;
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_WIDTH_MM}mm" height="{PAGE_HEIGHT_MM}mm" viewBox="0 0 {PAGE_WIDTH_MM} {PAGE_HEIGHT_MM}">"#
    );
    let _ = writeln!(
        svg,
        r#"<svg x="{MARGIN_MM}" y="{MARGIN_MM}" width="{tile_width}" height="{tile_height}" viewBox="0 0 {tile_width} {tile_height}" overflow="hidden" font-family="sans-serif">"#
    );
    let (x0, y0) = tile.page(0.0, layout.table.depth);
    let _ = writeln!(
        svg,
        r##"<rect x="{x0:.2}" y="{y0:.2}" width="{:.2}" height="{:.2}" fill="#f4f1e8" stroke="#000" stroke-width="0.5"/>"##,
        layout.table.width * 10.0,
        layout.table.depth * 10.0
    );
    grid(&mut svg, layout, tile);
    for piece in &layout.pieces {
        piece_svg(&mut svg, piece, tile);
    }
    let _ = writeln!(svg, "</svg>");
    // Where the tile ends: cut or overlap the neighbouring pages along these lines.
    let _ = writeln!(
        svg,
        r##"<rect x="{MARGIN_MM}" y="{MARGIN_MM}" width="{tile_width}" height="{tile_height}" fill="none" stroke="#888" stroke-width="0.2" stroke-dasharray="2 2"/>"##
    );
    let footer = MARGIN_MM + tile_height + 4.0;
    let _ = writeln!(
        svg,
        r##"<line x1="{MARGIN_MM}" y1="{footer}" x2="{}" y2="{footer}" stroke="#000" stroke-width="0.8"/>"##,
        MARGIN_MM + 50.0
    );
    let _ = writeln!(
        svg,
        r#"<text x="{MARGIN_MM}" y="{:.1}" font-family="sans-serif" font-size="3">{}</text>"#,
        footer + 5.0,
        escape(label)
    );
    svg.push_str("</svg>\n");
    svg
}

/// Where the table's measuring grid runs: a line every 10 cm across and along it (the
/// designer's plan and the printed pages draw the same lines), as the two ends of each.
pub fn grid_lines(table: TableSize) -> Vec<(Vec2, Vec2)> {
    let across = (1..)
        .map(|step| step as f32 * GRID_CM)
        .take_while(|&x| x < table.width)
        .map(|x| (Vec2::new(x, 0.0), Vec2::new(x, table.depth)));
    let along = (1..)
        .map(|step| step as f32 * GRID_CM)
        .take_while(|&y| y < table.depth)
        .map(|y| (Vec2::new(0.0, y), Vec2::new(table.width, y)));
    across.chain(along).collect()
}

/// The grid's step, in cm.
const GRID_CM: f32 = 10.0;

/// A faint grid line, to line pages up and measure by.
fn grid(svg: &mut String, layout: &Layout, tile: Tile) {
    for (from, to) in grid_lines(layout.table) {
        let (a, b) = (tile.page(from.x, from.y), tile.page(to.x, to.y));
        let _ = writeln!(
            svg,
            r##"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="#ccc" stroke-width="0.2"/>"##,
            a.0, a.1, b.0, b.1
        );
    }
}

fn fill(kind: &PieceKind) -> &'static str {
    match kind {
        PieceKind::SmallObstacle => "#d9c7a8",
        PieceKind::LargeObstacle => "#a8a29c",
        PieceKind::Building { .. } => "#e8d9bd",
        PieceKind::Level => "#c9d6a4",
        PieceKind::Water => "#a9c8e6",
        PieceKind::Rough => "#c4ad8e",
        PieceKind::Impassable => "#555555",
    }
}

fn piece_svg(svg: &mut String, piece: &Piece, tile: Tile) {
    let colour = fill(&piece.kind);
    match piece.shape {
        Footprint::Circle { radius } => {
            let (cx, cy) = tile.page(piece.x, piece.y);
            let _ = writeln!(
                svg,
                r##"<circle cx="{cx:.2}" cy="{cy:.2}" r="{:.2}" fill="{colour}" stroke="#000" stroke-width="0.4"/>"##,
                radius * 10.0
            );
        }
        Footprint::Rect { .. } => {
            let points: Vec<String> = piece
                .corners()
                .into_iter()
                .map(|corner| {
                    let (px, py) = tile.page(corner.x, corner.y);
                    format!("{px:.2},{py:.2}")
                })
                .collect();
            let _ = writeln!(
                svg,
                r##"<polygon points="{}" fill="{colour}" stroke="#000" stroke-width="0.4"/>"##,
                points.join(" ")
            );
            for (opening, from, to) in piece.openings_on_table() {
                let (a, b) = (tile.page(from.x, from.y), tile.page(to.x, to.y));
                let colour = match opening.kind {
                    OpeningKind::Door => "#ffffff",
                    OpeningKind::Window => "#5fa8e0",
                };
                let _ = writeln!(
                    svg,
                    r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="{colour}" stroke-width="1.5"/>"#,
                    a.0, a.1, b.0, b.1
                );
            }
        }
    }
    let (cx, cy) = tile.page(piece.x, piece.y);
    let _ = writeln!(
        svg,
        r#"<text x="{cx:.2}" y="{cy:.2}" font-size="3.5" text-anchor="middle" dominant-baseline="middle">{}</text>"#,
        escape(&piece.id)
    );
}

/// Text as SVG takes it: `&`, `<`, `>` and quotes escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::TableSize;

    fn crate_at(x: f32, y: f32) -> Piece {
        Piece {
            id: "crates & barrels".to_owned(),
            kind: PieceKind::SmallObstacle,
            shape: Footprint::Rect {
                width: 6.0,
                depth: 4.0,
            },
            x,
            y,
            rotation_degrees: 0.0,
            height: 3.0,
        }
    }

    fn table(pieces: Vec<Piece>) -> Layout {
        Layout {
            name: "Print test".to_owned(),
            table: TableSize::default(),
            deployment_zones: Vec::new(),
            pieces,
        }
    }

    #[test]
    fn the_rules_table_prints_on_a4_pages_at_real_scale() {
        let pages = print_pages(&table(Vec::new()));
        // 100 cm across in 19 cm tiles, 100 cm deep in 26.5 cm tiles.
        assert_eq!(pages.len(), 6 * 4);
        assert_eq!(pages[0].file_name, "page-01.svg");
        assert_eq!(pages[23].file_name, "page-24.svg");
        for page in &pages {
            assert!(page.svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">"#));
            assert!(page.svg.trim_end().ends_with("</svg>"));
        }
        assert!(
            pages[7]
                .svg
                .contains("page 8 of 24: row 2 of 4 (from the north), column 2 of 6")
        );
    }

    #[test]
    fn a_piece_in_the_north_west_corner_is_on_the_first_page_one_cm_to_ten_mm() {
        // A 6 x 4 cm crate centred 5 cm from the west edge and 3 cm from the north edge.
        let pages = print_pages(&table(vec![crate_at(5.0, 97.0)]));
        let first = &pages[0].svg;
        // Its corners: x 2..8 cm -> 20..80 mm; y 99..95 cm -> 10..50 mm from the tile's top
        // (the tile starts 10 mm into the page).
        assert!(
            first.contains(r#"points="20.00,50.00 80.00,50.00 80.00,10.00 20.00,10.00""#),
            "{first}"
        );
        assert!(first.contains("crates &amp; barrels"), "names are escaped");
        // The page south-east of it shows the crate outside its tile (clipped away), at its
        // place relative to that tile.
        let below = &pages[6].svg;
        assert!(below.contains(r#"points="20.00,-215.00"#), "{below}");
    }
}
