//! What the table tools and the pointer read out: the tape, the sight line, the move and shot
//! under the pointer, and the refusal banner, in core's words.

use super::*;

/// What core says about the move, shot, tape or sight under the pointer.
pub(super) fn tool_readouts(ui: &mut egui::Ui, table: &ConflictTable) {
    move_readout(ui, table);
    shot_readout(ui, table);
    if table.tool == Tool::Tape {
        ui.separator();
        ui.label("Tape measure: click two points.");
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
                    format!(
                        "{gait:?}: {:.1} cm of {:.0} ({:.1} left){}",
                        preview.plan.length,
                        preview.allowance_cm,
                        (preview.allowance_cm - preview.plan.length).max(0.0),
                        if *gait == Gait::Charge {
                            " — the charge's D10 decides how far it really goes"
                        } else {
                            ""
                        }
                    ),
                );
                if preview.detour {
                    ui.label("The straight way is blocked: it goes round, along the path drawn.");
                }
                if preview.plan.crosses_rough {
                    ui.label("Crosses rough ground or a small obstacle.");
                }
                for engagement in &preview.plan.engagements {
                    ui.label(format!(
                        "Engages {} on its {:?} side{}",
                        table.pawn_name(engagement.enemy),
                        engagement.side,
                        if engagement.charge_bonus {
                            format!(" (+{CHARGE_BONUS}: charged over {CHARGE_BONUS_CM} cm)")
                        } else {
                            String::new()
                        }
                    ));
                }
                if !preview.attacks_of_opportunity.is_empty() {
                    ui.colored_label(
                        WARNING_COLOUR,
                        format!(
                            "§ Attack of Opportunity from {}",
                            table.pawn_names(&preview.attacks_of_opportunity)
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
                    ui.label(format!(
                        "Enemies gaining sight of it: {} (red lines)",
                        table.pawn_names(&gained)
                    ));
                }
                if !lost.is_empty() {
                    ui.label(format!(
                        "Enemies losing sight of it: {} (green lines)",
                        table.pawn_names(&lost)
                    ));
                }
                if !preview.plan.steps.is_empty() {
                    ui.label(format!(
                        "Climbs or jumps: {} (rolled as it moves)",
                        preview.plan.steps.len()
                    ));
                }
            }
            Err(reason) => {
                ui.colored_label(ERROR_COLOUR, format!("Cannot move there: {reason}"));
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
                ui.label(format!(
                    "Shot at {}: {:.1} cm, Range {} cm{}",
                    table.pawn_name(*target),
                    preview.distance_cm,
                    preview.range_cm,
                    if preview.in_range() {
                        ""
                    } else {
                        " — OUT OF RANGE: the shot fails"
                    }
                ));
                // The odds first, as a picture: the reasons follow.
                ui.colored_label(
                    GOOD,
                    format!("Chance to hit: {:.0}%", preview.chance * 100.0),
                );
                crate::screens::widgets::odds_picture(ui, &preview.faces());
                ui.label(format!(
                    "Discharge {} to equal or beat on a D10",
                    preview.attribute
                ));
                for modifier in &preview.modifiers {
                    ui.label(format!("  {:+} {}", modifier.amount, modifier.reason));
                }
                if preview.past_pawns {
                    ui.label(
                        "Pawns stand in the line: an Audacity roll first (§ Immediate Target).",
                    );
                }
            }
            Err(reason) => {
                ui.colored_label(ERROR_COLOUR, format!("Cannot shoot: {reason}"));
            }
        }
    }
}

/// The sight tool: whether the first pawn clicked sees the second, and what stops it.
fn sight_readout(ui: &mut egui::Ui, table: &ConflictTable) {
    if table.tool == Tool::Sight {
        ui.separator();
        ui.label("Line of sight: click the pawn who looks, then the one looked at.");
        if let [observer, target] = table.sight[..]
            && let Some(sight) = table.game().sight_between(observer, target)
        {
            if sight.clear {
                ui.colored_label(
                    GOOD,
                    format!(
                        "{} sees {} (cover: {})",
                        table.pawn_name(observer),
                        table.pawn_name(target),
                        sight.cover_count()
                    ),
                );
            } else {
                ui.colored_label(
                    ERROR_COLOUR,
                    format!(
                        "{} does not see {}: {}",
                        table.pawn_name(observer),
                        table.pawn_name(target),
                        obstruction_text(table, sight.obstruction.as_ref())
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
                    ui.label(format!(
                        "below the top surface: the level at {:.0} cm (Q for the next)",
                        table.hover_level
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
                ui.label(format!("{:.1} cm", from.distance(to)));
            });
        });
}

/// What stops a line of sight, in words.
fn obstruction_text(table: &ConflictTable, obstruction: Option<&Obstruction>) -> String {
    match obstruction {
        None => "nothing in view".to_owned(),
        Some(Obstruction::OutsideArc) => "it is behind its Approach (180° of vision)".to_owned(),
        Some(Obstruction::Scenery { piece, .. }) => format!(
            "the {} is in the way",
            table
                .game()
                .setup()
                .layout
                .pieces
                .get(*piece)
                .map_or("scenery", |piece| piece.id.as_str())
        ),
        Some(Obstruction::Pawn { pawn, .. }) => format!("{} is in the way", table.pawn_name(*pawn)),
    }
}
