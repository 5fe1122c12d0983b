//! The battlefields: seat 1's three Rows above the Frontier / Wedge cards, seat 0's below (Row 1
//! nearest the middle), each side's piles on the left and reserve on the right. Returns what
//! the player clicked or dropped; `clicks.rs` decides what that means.

use super::HebsTable;
use super::cards::{self, HIGHLIGHT, Look, card_fill, faction_colour};
use super::clicks::{Click, Highlights, Target};
use crate::tr;
use bevy_egui::egui::{self, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2};
use ysbilia_core::hebs::card::Attribute;
use ysbilia_core::hebs::content::OBJECTIVES;
use ysbilia_core::hebs::state::{COLUMNS, CardId, ROWS, Seat, Zone};
use ysbilia_core::hebs::{CLAIMS_TO_WIN, Hebs, SideSight, describe};
use ysbilia_core::words::render;

use ysbilia_core::record::SPECTATOR;

const PILES_WIDTH: f32 = 190.0;
const RESERVE_WIDTH: f32 = 160.0;
/// Seven bands: three Rows a side and the column cards.
const BANDS: f32 = 7.0;
const ATTACHMENT_HEIGHT: f32 = 17.0;
const TEXT: Color32 = Color32::from_rgb(0xF4, 0xEE, 0xE0);
const FAINT: Color32 = Color32::from_rgb(0x55, 0x50, 0x48);

struct Layout {
    area: Rect,
    column_width: f32,
    band: f32,
}

impl Layout {
    fn new(area: Rect) -> Self {
        Self {
            area,
            column_width: (area.width() - PILES_WIDTH - RESERVE_WIDTH) / COLUMNS as f32,
            band: area.height() / BANDS,
        }
    }

    /// Seat 1 above the middle band, seat 0 below; Row 1 nearest the middle.
    fn slot(&self, seat: Seat, column: usize, row: usize) -> Rect {
        let band = if seat == 1 { 2 - row } else { 4 + row };
        self.cell(column, band)
    }

    fn cell(&self, column: usize, band: usize) -> Rect {
        let min = Pos2::new(
            self.area.left() + PILES_WIDTH + column as f32 * self.column_width,
            self.area.top() + band as f32 * self.band,
        );
        Rect::from_min_size(min, Vec2::new(self.column_width, self.band))
    }

    /// A side's three bands, on the left (piles) or the right (reserve).
    fn side(&self, seat: Seat, right: bool) -> Rect {
        let top = self.area.top() + if seat == 1 { 0.0 } else { 4.0 * self.band };
        let (left, width) = if right {
            (self.area.right() - RESERVE_WIDTH, RESERVE_WIDTH)
        } else {
            (self.area.left(), PILES_WIDTH)
        };
        Rect::from_min_size(Pos2::new(left, top), Vec2::new(width, 3.0 * self.band)).shrink(4.0)
    }
}

pub(super) fn draw_board(ui: &mut egui::Ui, table: &HebsTable, lit: &Highlights) -> Vec<Click> {
    let game = table.shown().game();
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, Sense::hover());
    let layout = Layout::new(area);
    let mut clicks = Vec::new();
    let acting = table.acting();
    // What everybody at the table sees of each side (counts of what is face down), once a frame.
    let seen = game.seat_view(SPECTATOR);
    for seat in 0..2 {
        piles(
            ui,
            table,
            &layout,
            (seat, &seen.sides[seat]),
            lit,
            &mut clicks,
        );
        reserve(
            ui,
            game,
            &layout,
            seat,
            lit,
            acting == Some(seat),
            &mut clicks,
        );
        for column in 0..COLUMNS {
            for row in 0..ROWS {
                let rect = layout.slot(seat, column, row);
                match game.table.players[seat].columns[column][row] {
                    Some(card) => army_card(ui, game, rect, card, table, lit, &mut clicks),
                    None => {
                        let free = game.table.free_row(seat, column) == Some(row);
                        let legal = acting == Some(seat) && free && lit.slots[column];
                        let own = acting == Some(seat);
                        empty_slot(ui, rect, (own, legal), column, &mut clicks);
                    }
                }
            }
        }
    }
    for column in 0..COLUMNS {
        column_card(
            ui,
            game,
            layout.cell(column, 3),
            column,
            lit.columns[column],
            &mut clicks,
        );
    }
    dragged_card(ui, game);
    clicks
}

fn look(table: &HebsTable, lit: &Highlights, card: CardId) -> Look {
    Look {
        highlight: lit.cards.contains(&card),
        selected: table.selected == Some(card),
        marked: lit.marked.contains(&card),
    }
}

/// A dropped hand card becomes a click on what it was let go over.
fn dropped(response: &egui::Response, target: Target, clicks: &mut Vec<Click>) {
    if let Some(card) = response.dnd_release_payload::<CardId>() {
        clicks.push(Click::Drop(*card, target));
    }
}

fn army_card(
    ui: &mut egui::Ui,
    game: &Hebs,
    slot: Rect,
    card: CardId,
    table: &HebsTable,
    lit: &Highlights,
    clicks: &mut Vec<Click>,
) {
    let attachments: Vec<CardId> = (0..2)
        .flat_map(|seat| game.table.players[seat].attachments.iter().copied())
        .filter(|&attached| game.table.card(attached).zone == Zone::Attached(card))
        .collect();
    let mut body = slot.shrink2(Vec2::new(8.0, 5.0));
    if !attachments.is_empty() {
        body.max.y -= ATTACHMENT_HEIGHT;
    }
    let response = cards::tile(ui, body, game, card, look(table, lit, card));
    if response.clicked() {
        clicks.push(Click::Card(card));
    }
    dropped(&response, Target::Card(card), clicks);
    let width = body.width() / attachments.len().max(1) as f32;
    for (index, &attached) in attachments.iter().enumerate() {
        let rect = Rect::from_min_size(
            Pos2::new(body.left() + index as f32 * width, body.bottom() + 1.0),
            Vec2::new(width - 2.0, ATTACHMENT_HEIGHT - 2.0),
        );
        small_card(ui, game, rect, attached, look(table, lit, attached), clicks);
    }
}

/// An attachment or a tactics card: one line with its name, the whole card on hover.
fn small_card(
    ui: &mut egui::Ui,
    game: &Hebs,
    rect: Rect,
    card: CardId,
    look: Look,
    clicks: &mut Vec<Click>,
) {
    let response = ui.interact(
        rect,
        egui::Id::new(("hebs small card", card.0)),
        Sense::click(),
    );
    let state = game.table.card(card);
    let stroke = look.stroke(faction_colour(game, state.owner));
    let painter = ui.painter_at(rect);
    painter.rect(
        rect,
        3.0,
        card_fill(faction_colour(game, state.owner)),
        stroke,
        egui::StrokeKind::Inside,
    );
    let mut name = game.table.design(card).name.clone();
    if !state.ready {
        name = tr!("cards-small-tired", card = name);
    }
    painter.text(
        rect.left_center() + Vec2::new(4.0, 0.0),
        egui::Align2::LEFT_CENTER,
        name,
        FontId::proportional(11.0),
        TEXT,
    );
    let response = response.on_hover_ui(|ui| cards::zoom(ui, game, card));
    if response.clicked() {
        clicks.push(Click::Card(card));
    }
}

/// An empty place in a Row: `(own, legal)` says whether it is on the acting seat's side (a drop
/// there is answered, played or told why not) and whether the selected card may go there.
fn empty_slot(
    ui: &mut egui::Ui,
    slot: Rect,
    (own, legal): (bool, bool),
    column: usize,
    clicks: &mut Vec<Click>,
) {
    let rect = slot.shrink2(Vec2::new(8.0, 5.0));
    let response = ui.interact(
        rect,
        ui.id()
            .with(("hebs-slot", slot.min.x as i32, slot.min.y as i32)),
        Sense::click(),
    );
    let painter = ui.painter_at(rect);
    if legal {
        painter.rect(
            rect,
            6.0,
            HIGHLIGHT.gamma_multiply(0.18),
            Stroke::new(2.0, HIGHLIGHT),
            egui::StrokeKind::Inside,
        );
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            tr!("cards-play-here"),
            FontId::proportional(14.0),
            HIGHLIGHT,
        );
        if response.clicked() {
            clicks.push(Click::Column(column as u8));
        }
    } else {
        painter.rect_stroke(rect, 6.0, Stroke::new(1.0, FAINT), egui::StrokeKind::Inside);
    }
    if own {
        dropped(&response, Target::Column(column as u8), clicks);
    }
}

fn column_card(
    ui: &mut egui::Ui,
    game: &Hebs,
    cell: Rect,
    column: usize,
    lit: bool,
    clicks: &mut Vec<Click>,
) {
    let rect = cell.shrink2(Vec2::new(8.0, 4.0));
    let response = ui.interact(rect, egui::Id::new(("hebs column", column)), Sense::click());
    let painter = ui.painter_at(rect.expand(2.0));
    let state = game.table.columns[column];
    let card = &game.columns.columns[column];
    let stroke = if lit {
        Stroke::new(3.0, HIGHLIGHT)
    } else {
        Stroke::new(1.0, Color32::from_gray(150))
    };
    painter.rect(
        rect,
        6.0,
        Color32::from_rgb(0x3A, 0x34, 0x2A),
        stroke,
        egui::StrokeKind::Inside,
    );
    let title = match state.claimed_by {
        Some(seat) => tr!(
            "cards-column-claimed",
            column = card.name.as_str(),
            faction = game.table.factions[seat].name.as_str()
        ),
        None => tr!(
            "cards-column-title",
            column = card.name.as_str(),
            term = game.columns.term.as_str(),
            health = card.health
        ),
    };
    painter.text(
        rect.center_top() + Vec2::new(0.0, 4.0),
        egui::Align2::CENTER_TOP,
        title,
        FontId::proportional(14.0),
        TEXT,
    );
    for seat in 0..2 {
        // Each side's tokens sit on its own edge of the card, in its faction's colour.
        let y = if seat == 1 {
            rect.top() + 30.0
        } else {
            rect.bottom() - 14.0
        };
        let colour = faction_colour(game, seat);
        for token in 0..state.tokens[seat] {
            let x = rect.left() + 14.0 + f32::from(token) * 13.0;
            painter.circle(
                Pos2::new(x, y),
                5.5,
                colour,
                Stroke::new(1.0, Color32::BLACK),
            );
        }
        let values = tr!(
            "cards-column-values",
            zeal = game.battle_value(seat, Some(column), Attribute::Zeal),
            might = game.battle_value(seat, Some(column), Attribute::Might)
        );
        painter.text(
            Pos2::new(rect.right() - 6.0, y),
            egui::Align2::RIGHT_CENTER,
            values,
            FontId::proportional(11.0),
            colour.gamma_multiply(1.2),
        );
    }
    let response = response.on_hover_text(tr!(
        "cards-column-hover",
        column = card.name.as_str(),
        health = card.health,
        first = game.table.factions[0].name.as_str(),
        first_tokens = state.tokens[0],
        second = game.table.factions[1].name.as_str(),
        second_tokens = state.tokens[1]
    ));
    if response.clicked() {
        clicks.push(Click::Column(column as u8));
    }
    dropped(&response, Target::Column(column as u8), clicks);
}

fn piles(
    ui: &mut egui::Ui,
    table: &HebsTable,
    layout: &Layout,
    (seat, player): (Seat, &SideSight),
    lit: &Highlights,
    clicks: &mut Vec<Click>,
) {
    let game = table.shown().game();
    let rect = layout.side(seat, false);
    let colour = faction_colour(game, seat);
    let painter = ui.painter_at(rect);
    painter.rect(
        rect,
        6.0,
        card_fill(colour).gamma_multiply(0.6),
        Stroke::new(1.0, colour),
        egui::StrokeKind::Inside,
    );
    let mut lines = vec![
        game.table.factions[seat].name.clone(),
        tr!(
            "cards-claims",
            claims = game.claims(seat),
            needed = CLAIMS_TO_WIN
        ),
    ];
    if game.first_player == seat {
        lines.push(tr!("cards-first-player"));
    }
    if player.passed {
        lines.push(tr!("cards-passed"));
    }
    lines.push(tr!(
        "cards-deck-hand",
        deck = player.deck,
        hand = player.hand
    ));
    if game.foe.is_some() && seat == 1 {
        lines.push(tr!("cards-foe-resources", resources = game.foe_resources()));
    }
    if let Some(objective) = game.table.objective(seat) {
        lines.push(tr!(
            "cards-objective",
            letter = objective.letter.to_string(),
            objectives = OBJECTIVES,
            name = objective.name.as_str()
        ));
        lines.push(tr!(
            "cards-objective-stats",
            attribute = render(&describe::attribute_message(objective.attribute)),
            value = objective.value,
            health = objective.health,
            damage = player.objective_damage
        ));
    }
    let mut y = rect.top() + 6.0;
    for (index, line) in lines.iter().enumerate() {
        let size = if index == 0 { 15.0 } else { 12.0 };
        let galley = painter.layout(
            line.clone(),
            FontId::proportional(size),
            TEXT,
            rect.width() - 12.0,
        );
        let height = galley.size().y;
        painter.galley(Pos2::new(rect.left() + 6.0, y), galley, TEXT);
        y += height + 2.0;
    }
    // The discard pile's top card: readable, and playable when Relentless.
    if let Some(top) = player.discard.last().map(|card| card.id) {
        let pile = Rect::from_min_max(
            Pos2::new(rect.left() + 6.0, rect.bottom() - 24.0),
            rect.right_bottom() - Vec2::new(6.0, 6.0),
        );
        painter.text(
            pile.left_top() - Vec2::new(0.0, 14.0),
            egui::Align2::LEFT_TOP,
            tr!("cards-discard-pile", cards = player.discard.len()),
            FontId::proportional(11.0),
            TEXT,
        );
        small_card(ui, game, pile, top, look(table, lit, top), clicks);
    }
}

fn reserve(
    ui: &mut egui::Ui,
    game: &Hebs,
    layout: &Layout,
    seat: Seat,
    lit: &Highlights,
    acting: bool,
    clicks: &mut Vec<Click>,
) {
    let rect = layout.side(seat, true);
    let response = ui.interact(rect, egui::Id::new(("hebs reserve", seat)), Sense::click());
    let legal = acting && lit.reserve;
    let painter = ui.painter_at(rect);
    let stroke = if legal {
        Stroke::new(2.0, HIGHLIGHT)
    } else {
        Stroke::new(1.0, FAINT)
    };
    painter.rect(
        rect,
        6.0,
        Color32::from_black_alpha(40),
        stroke,
        egui::StrokeKind::Inside,
    );
    painter.text(
        rect.left_top() + Vec2::new(6.0, 4.0),
        egui::Align2::LEFT_TOP,
        tr!("cards-reserve"),
        FontId::proportional(12.0),
        TEXT,
    );
    for (index, &card) in game.table.players[seat].reserve.iter().enumerate() {
        let top = rect.top() + 22.0 + index as f32 * 24.0;
        let slot = Rect::from_min_size(
            Pos2::new(rect.left() + 4.0, top),
            Vec2::new(rect.width() - 8.0, 20.0),
        );
        let look = Look {
            highlight: lit.cards.contains(&card),
            selected: false,
            marked: lit.marked.contains(&card),
        };
        small_card(ui, game, slot, card, look, clicks);
    }
    if acting {
        if legal && response.clicked() {
            clicks.push(Click::Reserve);
        }
        dropped(&response, Target::Reserve, clicks);
    }
}

/// The card being dragged follows the pointer.
fn dragged_card(ui: &egui::Ui, game: &Hebs) {
    let Some(card) = egui::DragAndDrop::payload::<CardId>(ui.ctx()) else {
        return;
    };
    let Some(pointer) = ui.ctx().pointer_latest_pos() else {
        return;
    };
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("hebs drag"),
    ));
    let rect = Rect::from_center_size(pointer + Vec2::new(0.0, -24.0), Vec2::new(170.0, 28.0));
    painter.rect(
        rect,
        5.0,
        card_fill(faction_colour(game, game.table.owner(*card))),
        Stroke::new(2.0, HIGHLIGHT),
        egui::StrokeKind::Inside,
    );
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        &game.table.design(*card).name,
        FontId::proportional(13.0),
        TEXT,
    );
}
