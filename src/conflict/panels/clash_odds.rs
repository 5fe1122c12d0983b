//! The pending blow's odds as pictures, both sides (core's `Conflict::blow_odds`): shown to
//! the attacked pawn's player before it fights or retreats.

use super::super::ConflictTable;
use super::GOOD;
use crate::screens::widgets::odds_picture;
use bevy_egui::egui;
use ysbilia_core::rules::clash_odds::RollOdds;

fn percent(chance: f32) -> String {
    format!("{:.0}%", chance * 100.0)
}

fn roll_line(ui: &mut egui::Ui, who: &str, what: &str, odds: &RollOdds) {
    let dice = match odds.extra_dice {
        0 => String::new(),
        extra => format!(", best of {} dice", extra + 1),
    };
    ui.label(format!(
        "{who}'s {what}: {} to equal or beat{dice} ({} succeeds)",
        odds.attribute,
        percent(odds.success_chance())
    ));
    odds_picture(ui, &odds.faces());
    for modifier in &odds.modifiers {
        ui.label(
            egui::RichText::new(format!("  {:+} {}", modifier.amount, modifier.reason)).small(),
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
    egui::CollapsingHeader::new("The odds")
        .default_open(true)
        .show(ui, |ui| {
            let chances = odds.chances;
            ui.colored_label(
                GOOD,
                format!(
                    "If it fights: {striker} hits {} · {replier} hits {} · both (two natural 10s) {} · nobody {}",
                    percent(chances.striker_hits),
                    percent(chances.replier_hits),
                    percent(chances.both_hit),
                    percent(chances.nobody)
                ),
            );
            roll_line(ui, &striker, "Attack roll", &odds.strike);
            match &odds.reply {
                Some(reply) => roll_line(ui, &replier, "Reply roll", reply),
                None => {
                    ui.label(format!("{replier} cannot reply: a single Attack roll."));
                }
            }
            if may_retreat {
                let attacker = table.pawn_name(table.game().pending_blow().map_or(odds.striker, |blow| blow.attacker));
                roll_line(
                    ui,
                    &attacker,
                    "attack of opportunity if it retreats",
                    &odds.opportunity,
                );
            }
            ui.label(
                egui::RichText::new(
                    "Before any Dexterity card: the attacker's lies face down until you answer.",
                )
                .small()
                .weak(),
            );
        });
}
