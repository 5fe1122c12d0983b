//! The engaged pawn's player's answers: fight or retreat as soon as it is engaged (§ Pawns'
//! Reactions), then its cards and dice when it is attacked (§ Attack and Reply).

use super::super::ConflictTable;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, ConflictCommand};

/// § Pawns' Reactions: engaged and activated at once, the pawn fights or retreats.
pub(super) fn engaged_panel(ui: &mut egui::Ui, table: &mut ConflictTable, pawn: u32) {
    if let Some(question) = table.game().engaged_question() {
        ui.label(question.to_string());
    }
    table.selected = Some(pawn);
    ui.horizontal(|ui| {
        if ui.button(tr!("brawl-answer-fight-enter")).clicked() {
            table.play(ConflictCommand::FightOrRetreat { retreat: false });
        }
        if ui.button(tr!("brawl-answer-retreat-r")).clicked() {
            table.play(ConflictCommand::FightOrRetreat { retreat: true });
        }
    });
}

pub(super) fn answer_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    band: usize,
    blow: &ysbilia_core::conflict::PendingBlow,
) {
    if let Some(question) = table.game().blow_question() {
        ui.label(question.to_string());
    }
    // What core's list lets the answer carry, and whether it may retreat.
    let legal = table.legal().clone();
    let fight = super::activation::all_listed(&legal, Action::Answer, None)
        .into_iter()
        .find(|(command, _)| matches!(command, ConflictCommand::Answer { retreat: false, .. }))
        .map(|(_, extras)| extras)
        .unwrap_or_default();
    let may_retreat = legal.offers_command(&ConflictCommand::Answer {
        retreat: true,
        dexterity: None,
        extra_dice: 0,
        repeat_reply: false,
    });
    if !fight.repeat_reply {
        table.attack.repeat_reply = false;
    }
    table.selected = Some(blow.target);
    if let Some(target) = table.game().pawn(blow.target)
        && fight.repeat_reply
    {
        super::peculiar::duellist_choice(ui, table, &target);
    }
    super::dexterity_choice(ui, table, band, &fight.dexterity);
    super::investment(ui, table, band, blow.target, fight.extra_dice);
    ui.horizontal(|ui| {
        if ui.button(tr!("brawl-answer-fight")).clicked() {
            let dexterity = table.attack.dexterity.take();
            let extra_dice = table.extra_dice;
            let repeat_reply = table.attack.repeat_reply;
            table.play(ConflictCommand::Answer {
                retreat: false,
                dexterity,
                extra_dice,
                repeat_reply,
            });
        }
        if may_retreat && ui.button(tr!("brawl-answer-retreat")).clicked() {
            table.play(ConflictCommand::Answer {
                retreat: true,
                dexterity: None,
                extra_dice: 0,
                repeat_reply: false,
            });
        }
    });
    // Under the buttons, so they stay in view in a short window.
    super::clash_odds::blow_odds(ui, table, may_retreat);
}
