//! What the table tools and the pointer read out: the tape, the sight line, the move and shot
//! under the pointer, and the refusal banner, in core's words.

use super::*;
use ysbilia_core::table::base::BaseSide;
use ysbilia_core::words::render;

/// What core says about the move, shot, tape or sight under the pointer.
pub(super) fn tool_readouts(ui: &mut egui::Ui, table: &ConflictTable) {
    move_readout(ui, table);
    shot_readout(ui, table);
    if table.tool == Tool::Tape {
        ui.separator();
        ui.label(tr!("brawl-tape-how"));
    }
    sight_readout(ui, table);
}

/// The drawn move's ghost: its length against the reach, whom it engages, the Attacks of
/// Opportunity it draws, the sight it gains or loses, its climbs and jumps; or why not.
fn move_readout(ui: &mut egui::Ui, table: &ConflictTable) {
    if let Some(ghost) = &table.move_preview {
        let gait = &ghost.gait;
        ui.separator();
        match &ghost.answer {
            Ok(preview) => {
                ui.colored_label(
                    GOOD,
                    tr!(
                        "brawl-move-length",
                        gait = super::activation::gait_id(*gait),
                        length = format!("{:.1}", preview.plan.length),
                        allowance = format!("{:.0}", preview.allowance_cm),
                        left = format!(
                            "{:.1}",
                            (preview.allowance_cm - preview.plan.length).max(0.0)
                        )
                    ),
                );
                if *gait == Gait::Charge {
                    ui.label(tr!("brawl-move-charge-d10"));
                }
                if preview.detour {
                    ui.label(tr!("brawl-move-detour"));
                }
                if preview.plan.crosses_rough {
                    ui.label(tr!("brawl-move-rough"));
                }
                for engagement in &preview.plan.engagements {
                    let side = match engagement.side {
                        BaseSide::Front => "front",
                        BaseSide::Left => "left",
                        BaseSide::Right => "right",
                        BaseSide::Rear => "rear",
                    };
                    let enemy = table.pawn_name(engagement.enemy);
                    ui.label(if engagement.charge_bonus {
                        tr!(
                            "brawl-move-engages-bonus",
                            pawn = enemy,
                            side = side,
                            bonus = CHARGE_BONUS,
                            after = CHARGE_BONUS_CM
                        )
                    } else {
                        tr!("brawl-move-engages", pawn = enemy, side = side)
                    });
                }
                if !preview.attacks_of_opportunity.is_empty() {
                    ui.colored_label(
                        WARNING_COLOUR,
                        tr!(
                            "brawl-move-opportunity",
                            pawns = table.pawn_names(&preview.attacks_of_opportunity)
                        ),
                    );
                }
                let gained: Vec<u32> = preview
                    .seen_by_after
                    .iter()
                    .filter(|id| !preview.seen_by_before.contains(id))
                    .copied()
                    .collect();
                let lost: Vec<u32> = preview
                    .seen_by_before
                    .iter()
                    .filter(|id| !preview.seen_by_after.contains(id))
                    .copied()
                    .collect();
                if !gained.is_empty() {
                    ui.label(tr!(
                        "brawl-move-sight-gained",
                        pawns = table.pawn_names(&gained)
                    ));
                }
                if !lost.is_empty() {
                    ui.label(tr!(
                        "brawl-move-sight-lost",
                        pawns = table.pawn_names(&lost)
                    ));
                }
                if !preview.plan.steps.is_empty() {
                    ui.label(tr!("brawl-move-steps", count = preview.plan.steps.len()));
                }
            }
            Err(reason) => {
                ui.colored_label(
                    ERROR_COLOUR,
                    tr!("brawl-move-refused", why = reason.to_string()),
                );
            }
        }
    }
}

/// The aimed shot: distance and Range, the odds as a picture and their modifiers; or why not.
fn shot_readout(ui: &mut egui::Ui, table: &ConflictTable) {
    if let Some((target, _, _, answer)) = &table.shot_preview {
        ui.separator();
        match answer {
            Ok(preview) => {
                let (pawn, distance) = (
                    table.pawn_name(*target),
                    format!("{:.1}", preview.distance_cm),
                );
                ui.label(if preview.in_range() {
                    tr!(
                        "brawl-shot-at",
                        pawn = pawn,
                        distance = distance,
                        range = preview.range_cm
                    )
                } else {
                    tr!(
                        "brawl-shot-out-of-range",
                        pawn = pawn,
                        distance = distance,
                        range = preview.range_cm
                    )
                });
                // The odds first, as a picture: the reasons follow.
                ui.colored_label(
                    GOOD,
                    tr!(
                        "brawl-shot-chance",
                        percent = format!("{:.0}", preview.chance * 100.0)
                    ),
                );
                crate::screens::widgets::odds_picture(ui, &preview.faces());
                ui.label(tr!("brawl-shot-discharge", value = preview.attribute));
                for modifier in &preview.modifiers {
                    ui.label(tr!(
                        "brawl-shot-modifier",
                        amount = format!("{:+}", modifier.amount),
                        reason = render(&modifier.reason)
                    ));
                }
                if preview.past_pawns {
                    ui.label(tr!("brawl-shot-past-pawns"));
                }
            }
            Err(reason) => {
                ui.colored_label(
                    ERROR_COLOUR,
                    tr!("brawl-shot-refused", why = reason.to_string()),
                );
            }
        }
    }
}

/// The sight tool: whether the first pawn clicked sees the second, and what stops it.
fn sight_readout(ui: &mut egui::Ui, table: &ConflictTable) {
    if table.tool == Tool::Sight {
        ui.separator();
        ui.label(tr!("brawl-sight-how"));
        if let [observer, target] = table.sight[..]
            && let Some(sight) = table.game().sight_between(observer, target)
        {
            if sight.clear {
                ui.colored_label(
                    GOOD,
                    tr!(
                        "brawl-sight-sees",
                        observer = table.pawn_name(observer),
                        target = table.pawn_name(target),
                        cover = sight.cover_count()
                    ),
                );
            } else {
                ui.colored_label(
                    ERROR_COLOUR,
                    tr!(
                        "brawl-sight-blocked",
                        observer = table.pawn_name(observer),
                        target = table.pawn_name(target),
                        why = obstruction_text(table, sight.obstruction.as_ref())
                    ),
                );
            }
        }
    }
}

/// The tape measure's reading next to the pointer.
/// The last refusal or notice, over the top of the table: shown where the panels' buttons do
/// not move when it comes and goes.
pub(super) fn message_banner(
    context: &egui::Context,
    table: &ConflictTable,
    table_rect: egui::Rect,
) {
    let Some(message) = &table.message else {
        return;
    };
    egui::Area::new(egui::Id::new("brawl message"))
        .fixed_pos(table_rect.left_top() + egui::vec2(8.0, 8.0))
        .interactable(false)
        .show(context, |ui| {
            ui.set_max_width((table_rect.width() - 16.0).max(120.0));
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.colored_label(WARNING_COLOUR, message);
            });
        });
}

pub(super) fn pointer_readout(context: &egui::Context, table: &ConflictTable) {
    if table.surface_skip > 0
        && let Some(pointer) = context.pointer_hover_pos()
        && table.hover_point.is_some()
    {
        egui::Area::new(egui::Id::new("level readout"))
            .fixed_pos(pointer + egui::vec2(16.0, -28.0))
            .interactable(false)
            .show(context, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(tr!(
                        "brawl-level-below",
                        cm = format!("{:.0}", table.hover_level)
                    ));
                });
            });
    }
    if table.tool != Tool::Tape {
        return;
    }
    let mut points = table.tape.clone();
    if points.len() == 1
        && let Some(hover) = table.hover_point
    {
        points.push(hover);
    }
    let [from, to] = points[..] else { return };
    let Some(pointer) = context.pointer_hover_pos() else {
        return;
    };
    egui::Area::new(egui::Id::new("tape readout"))
        .fixed_pos(pointer + egui::vec2(16.0, 16.0))
        .interactable(false)
        .show(context, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(tr!(
                    "brawl-tape-reading",
                    cm = format!("{:.1}", from.distance(to))
                ));
            });
        });
}

/// What stops a line of sight, in words.
fn obstruction_text(table: &ConflictTable, obstruction: Option<&Obstruction>) -> String {
    match obstruction {
        None => tr!("brawl-sight-nothing"),
        Some(Obstruction::OutsideArc) => tr!("brawl-sight-behind"),
        Some(Obstruction::Scenery { piece, .. }) => {
            match table.game().setup().layout.pieces.get(*piece) {
                Some(piece) => tr!("brawl-sight-piece", piece = piece.id.clone()),
                None => tr!("brawl-sight-scenery"),
            }
        }
        Some(Obstruction::Pawn { pawn, .. }) => {
            tr!("brawl-sight-pawn", pawn = table.pawn_name(*pawn))
        }
    }
}
