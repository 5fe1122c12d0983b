//! The pending blow's odds as pictures, both sides (core's `Conflict::blow_odds`): shown to
//! the attacked pawn's player before it fights or retreats.

use super::super::ConflictTable;
use super::GOOD;
use crate::screens::widgets::odds_picture;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::rules::clash_odds::RollOdds;
use ysbilia_core::words::render;

fn percent(chance: f32) -> String {
    tr!("brawl-percent", percent = format!("{:.0}", chance * 100.0))
}

/// One side's roll: `what` is the roll's name in words.
fn roll_line(ui: &mut egui::Ui, who: &str, what: &str, odds: &RollOdds) {
    let (pawn, roll, value, chance) = (
        who.to_string(),
        what.to_string(),
        odds.attribute,
        percent(odds.success_chance()),
    );
    ui.label(match odds.extra_dice {
        0 => tr!(
            "brawl-odds-roll",
            pawn = pawn,
            roll = roll,
            value = value,
            chance = chance
        ),
        extra => tr!(
            "brawl-odds-roll-dice",
            pawn = pawn,
            roll = roll,
            value = value,
            dice = extra.saturating_add(1),
            chance = chance
        ),
    });
    odds_picture(ui, &odds.faces());
    for modifier in &odds.modifiers {
        ui.label(
            egui::RichText::new(tr!(
                "brawl-shot-modifier",
                amount = format!("{:+}", modifier.amount),
                reason = render(&modifier.reason)
            ))
            .small(),
        );
    }
}

/// If the target fights: who hits, and each side's D10; if it retreats: the attack of
/// opportunity.
pub(super) fn blow_odds(ui: &mut egui::Ui, table: &ConflictTable, may_retreat: bool) {
    let Some(odds) = table.game().blow_odds(table.extra_dice) else {
        return;
    };
    let (striker, replier) = (table.pawn_name(odds.striker), table.pawn_name(odds.replier));
    egui::CollapsingHeader::new(tr!("brawl-odds-title"))
        .default_open(true)
        .show(ui, |ui| {
            let chances = odds.chances;
            ui.colored_label(
                GOOD,
                tr!(
                    "brawl-odds-if-it-fights",
                    striker = striker.clone(),
                    striker_hits = percent(chances.striker_hits),
                    replier = replier.clone(),
                    replier_hits = percent(chances.replier_hits),
                    both = percent(chances.both_hit),
                    nobody = percent(chances.nobody)
                ),
            );
            roll_line(ui, &striker, &tr!("brawl-odds-attack-roll"), &odds.strike);
            match &odds.reply {
                Some(reply) => roll_line(ui, &replier, &tr!("brawl-odds-reply-roll"), reply),
                None => {
                    ui.label(tr!("brawl-odds-no-reply", pawn = replier.clone()));
                }
            }
            if may_retreat {
                let attacker = table.pawn_name(
                    table
                        .game()
                        .pending_blow()
                        .map_or(odds.striker, |blow| blow.attacker),
                );
                roll_line(
                    ui,
                    &attacker,
                    &tr!("brawl-odds-opportunity"),
                    &odds.opportunity,
                );
            }
            ui.label(
                egui::RichText::new(tr!("brawl-odds-before-cards"))
                    .small()
                    .weak(),
            );
        });
}
