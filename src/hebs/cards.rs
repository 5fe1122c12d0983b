//! Cards drawn with egui's painter: battlefield tiles (turned aside when Tired), hand cards, card
//! backs, and the enlarged, fully readable card shown under the pointer.

use crate::tr;
use bevy_egui::egui::{self, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2};
use ysbilia_core::hebs::Hebs;
use ysbilia_core::hebs::card::{Attribute, Keyword};
use ysbilia_core::hebs::describe;
use ysbilia_core::hebs::state::{CardId, Seat};

/// How far a Tired card is turned (radians): far enough to see at a glance, not so far that its
/// name can't be read.
const TIRED_ANGLE: f32 = -0.22;
pub(super) const HIGHLIGHT: Color32 = Color32::from_rgb(0xF2, 0xD0, 0x4A);
const SELECTED: Color32 = Color32::from_rgb(0x5A, 0xD2, 0xF0);
/// Cards in the payment or picked to discard.
const MARKED: Color32 = Color32::from_rgb(0xF0, 0x7A, 0x5A);
const TEXT: Color32 = Color32::from_rgb(0xF4, 0xEE, 0xE0);
const WEAK_TEXT: Color32 = Color32::from_rgb(0xC8, 0xC0, 0xB0);

/// How a card is outlined: a legal target, the selected card, or marked (paying, discarding).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Look {
    pub highlight: bool,
    pub selected: bool,
    pub marked: bool,
}

impl Look {
    /// The card's edge: thick in the look's colour, or thin in the owner's.
    pub fn stroke(self, owner: Color32) -> Stroke {
        let outline = if self.marked {
            MARKED
        } else if self.selected {
            SELECTED
        } else if self.highlight {
            HIGHLIGHT
        } else {
            return Stroke::new(1.0, owner);
        };
        Stroke::new(3.0, outline)
    }
}

pub(super) fn faction_colour(game: &Hebs, seat: Seat) -> Color32 {
    let (red, green, blue) = game.table.factions[seat].colour;
    Color32::from_rgb(red, green, blue)
}

/// A card face: the faction's colour darkened, so light text stays readable on it.
pub(super) fn card_fill(colour: Color32) -> Color32 {
    let dark = |channel: u8| (u16::from(channel) * 2 / 5 + 18) as u8;
    Color32::from_rgb(dark(colour.r()), dark(colour.g()), dark(colour.b()))
}

/// Local card coordinates (from the card's centre) turned about the centre.
struct Turned {
    centre: Pos2,
    angle: f32,
}

impl Turned {
    fn point(&self, local: Vec2) -> Pos2 {
        self.centre + egui::emath::Rot2::from_angle(self.angle) * local
    }

    fn rect(&self, painter: &egui::Painter, local: Rect, fill: Color32, stroke: Stroke) {
        let corners = [
            local.left_top(),
            local.right_top(),
            local.right_bottom(),
            local.left_bottom(),
        ]
        .map(|corner| self.point(corner.to_vec2()))
        .to_vec();
        painter.add(egui::Shape::convex_polygon(corners, fill, stroke));
    }

    fn text(&self, painter: &egui::Painter, local: Pos2, text: String, size: f32, colour: Color32) {
        let galley = painter.layout_no_wrap(text, FontId::proportional(size), colour);
        let shape = egui::epaint::TextShape::new(self.point(local.to_vec2()), galley, colour)
            .with_angle(self.angle);
        painter.add(shape);
    }
}

/// The numbers a card prints, as they stand now.
pub(super) fn stats(game: &Hebs, card: CardId) -> String {
    let design = game.table.design(card);
    let mut parts = Vec::new();
    if design.is_army() {
        parts.push(tr!(
            "cards-stat-zeal",
            zeal = game.attribute(card, Attribute::Zeal)
        ));
        parts.push(tr!(
            "cards-stat-might",
            might = game.attribute(card, Attribute::Might)
        ));
        parts.push(tr!("cards-stat-health", health = design.health));
    }
    if design.resources > 0 {
        parts.push(tr!("cards-stat-resources", resources = design.resources));
    }
    parts.join("  ")
}

/// A battlefield card, Ready upright or Tired turned aside, with its damage as tokens in the
/// enemy's colour. The response carries a click, a drag, and the enlarged card on hover.
pub(super) fn tile(
    ui: &mut egui::Ui,
    rect: Rect,
    game: &Hebs,
    card: CardId,
    look: Look,
) -> egui::Response {
    let response = ui.interact(
        rect,
        egui::Id::new(("hebs card", card.0)),
        Sense::click_and_drag(),
    );
    let painter = ui.painter_at(rect.expand(8.0));
    let state = game.table.card(card);
    let owner = state.owner;
    let design = game.table.design(card);
    let turned = Turned {
        centre: rect.center(),
        angle: if state.ready { 0.0 } else { TIRED_ANGLE },
    };
    let half = rect.size() / 2.0
        - if state.ready {
            Vec2::ZERO
        } else {
            Vec2::new(10.0, 4.0)
        };
    let body = Rect::from_min_max((-half).to_pos2(), half.to_pos2());
    let stroke = look.stroke(faction_colour(game, owner));
    let mut fill = card_fill(faction_colour(game, owner));
    if !state.ready {
        fill = fill.gamma_multiply(0.75);
    }
    turned.rect(&painter, body, fill, stroke);
    let left = body.left() + 6.0;
    turned.text(
        &painter,
        Pos2::new(left, body.top() + 3.0),
        design.name.clone(),
        14.0,
        TEXT,
    );
    let mut kind = describe::kind(design);
    if !state.ready {
        kind = tr!("cards-kind-tired", kind = kind);
    }
    turned.text(
        &painter,
        Pos2::new(left, body.top() + 21.0),
        kind,
        11.0,
        WEAK_TEXT,
    );
    turned.text(
        &painter,
        Pos2::new(left, body.bottom() - 17.0),
        stats(game, card),
        12.0,
        TEXT,
    );
    if state.damage > 0 {
        let token = faction_colour(game, 1 - owner);
        for index in 0..state.damage.min(8) {
            let centre = Pos2::new(
                body.right() - 10.0 - f32::from(index) * 13.0,
                body.top() + 12.0,
            );
            let disc = turned.point(centre.to_vec2());
            painter.circle(disc, 6.0, token, Stroke::new(1.0, Color32::BLACK));
        }
    }
    response.on_hover_ui(|ui| zoom(ui, game, card))
}

/// A card in hand: portrait, with its cost and text.
pub(super) fn hand_card(
    ui: &mut egui::Ui,
    size: Vec2,
    game: &Hebs,
    card: CardId,
    look: Look,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(size, Sense::click_and_drag());
    let painter = ui.painter_at(rect);
    let design = game.table.design(card);
    let owner = game.table.owner(card);
    let stroke = look.stroke(faction_colour(game, owner));
    painter.rect(
        rect.shrink(1.5),
        6.0,
        card_fill(faction_colour(game, owner)),
        stroke,
        egui::StrokeKind::Inside,
    );
    let inner = rect.shrink(7.0);
    let mut text = egui::text::LayoutJob::default();
    let add = |job: &mut egui::text::LayoutJob, words: &str, size: f32, colour: Color32| {
        job.append(
            words,
            0.0,
            egui::TextFormat::simple(FontId::proportional(size), colour),
        );
    };
    add(&mut text, &format!("{}  ", design.cost), 16.0, HIGHLIGHT);
    add(&mut text, &design.name, 14.0, TEXT);
    add(
        &mut text,
        &format!("\n{}\n", describe::kind(design)),
        11.0,
        WEAK_TEXT,
    );
    add(&mut text, &format!("{}\n", stats(game, card)), 11.0, TEXT);
    for ability in &design.abilities {
        add(
            &mut text,
            &format!("{}\n", describe::ability(ability)),
            10.5,
            WEAK_TEXT,
        );
    }
    text.wrap.max_width = inner.width();
    let galley = painter.layout_job(text);
    painter.galley(inner.min, galley, TEXT);
    response.on_hover_ui(|ui| zoom(ui, game, card))
}

/// A face-down card or pile: the faction's colour with a count.
pub(super) fn back(ui: &egui::Ui, rect: Rect, colour: Color32, label: &str) {
    let painter = ui.painter_at(rect);
    painter.rect(
        rect.shrink(1.0),
        5.0,
        card_fill(colour).gamma_multiply(0.8),
        Stroke::new(1.0, colour),
        egui::StrokeKind::Inside,
    );
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        label,
        FontId::proportional(13.0),
        TEXT,
    );
}

/// The whole card, readable: every number as it stands, every ability in words.
pub(super) fn zoom(ui: &mut egui::Ui, game: &Hebs, card: CardId) {
    let design = game.table.design(card);
    let state = game.table.card(card);
    let colour = faction_colour(game, state.owner);
    egui::Frame::new()
        .fill(card_fill(colour))
        .stroke(Stroke::new(2.0, colour))
        .corner_radius(8.0)
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(300.0);
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new(format!("{}", design.cost))
                        .size(22.0)
                        .color(HIGHLIGHT),
                )
                .on_hover_text(tr!("cards-cost"));
                ui.label(
                    egui::RichText::new(&design.name)
                        .size(20.0)
                        .strong()
                        .color(TEXT),
                );
            });
            let mut kind = describe::kind(design);
            if !design.traits.is_empty() {
                kind = tr!(
                    "cards-kind-traits",
                    kind = kind,
                    traits = design.traits.join(", ")
                );
            }
            ui.label(egui::RichText::new(kind).color(WEAK_TEXT));
            ui.label(
                egui::RichText::new(game.table.factions[state.owner].name.as_str())
                    .small()
                    .color(WEAK_TEXT),
            );
            ui.separator();
            if design.is_army() {
                ui.label(
                    egui::RichText::new(tr!(
                        "cards-zoom-attributes",
                        zeal = game.attribute(card, Attribute::Zeal),
                        printed_zeal = design.zeal,
                        might = game.attribute(card, Attribute::Might),
                        printed_might = design.might
                    ))
                    .color(TEXT),
                );
                ui.label(
                    egui::RichText::new(tr!(
                        "cards-zoom-health",
                        health = design.health,
                        damage = state.damage
                    ))
                    .color(TEXT),
                );
            }
            if design.resources > 0 {
                ui.label(
                    egui::RichText::new(tr!("cards-zoom-resources", resources = design.resources))
                        .color(TEXT),
                );
            }
            if design.keywords.contains(&Keyword::Relentless) {
                ui.label(egui::RichText::new(tr!("cards-relentless")).color(TEXT));
            }
            for ability in &design.abilities {
                ui.add(
                    egui::Label::new(egui::RichText::new(describe::ability(ability)).color(TEXT))
                        .wrap(),
                );
            }
            if !design.flavour.is_empty() {
                ui.label(
                    egui::RichText::new(&design.flavour)
                        .italics()
                        .small()
                        .color(WEAK_TEXT),
                );
            }
            ui.separator();
            let place = describe::place(game, card);
            let readiness = if state.ready {
                tr!("cards-zoom-ready", place = place)
            } else {
                tr!("cards-zoom-tired", place = place)
            };
            ui.label(egui::RichText::new(readiness).small().color(WEAK_TEXT));
        });
}
