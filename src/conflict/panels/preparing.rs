//! § Preparing the Conflict on the screen: the steps before the turns (the time of day, who
//! deploys first, the edges, deployment and arrival), each offering what core waits for.

use super::*;

/// The attackers choose day or night (§ Ambush, § Assault the Powder Magazine, § Guardians).
pub(super) fn time_of_day(ui: &mut egui::Ui, table: &mut ConflictTable, by: usize) {
    ui.label(ysbilia_core::conflict::time_of_day_question(
        table.game().setup().commission,
        &band_name(table, by),
    ));
    ui.horizontal(|ui| {
        if ui.button("By day").clicked() {
            table.play(ConflictCommand::ChooseTimeOfDay { night: false });
        }
        if ui.button("By night").clicked() {
            table.play(ConflictCommand::ChooseTimeOfDay { night: true });
        }
    });
}

pub(super) fn choose_first(ui: &mut egui::Ui, table: &mut ConflictTable, winner: usize) {
    ui.label(format!(
        "§ {}: {} won the Authority roll: {}",
        table.game().setup().commission.name(),
        band_name(table, winner),
        table.game().setup().commission.first_choice_question()
    ));
    let (ours, theirs) = table.game().setup().commission.first_choice_answers();
    for first in [winner, 1 - winner] {
        let label = if first == winner {
            ours.to_owned()
        } else {
            format!("{} {theirs}", band_name(table, first))
        };
        if ui.button(label).clicked() {
            table.play(ConflictCommand::ChooseFirst { first });
        }
    }
}

pub(super) fn choose_edge(ui: &mut egui::Ui, table: &mut ConflictTable, first: usize) {
    let commission = table.game().setup().commission;
    ui.label(format!(
        "§ {}: {} chooses the edge it deploys along ({}).",
        commission.name(),
        band_name(table, first),
        commission.edge_choice_note()
    ));
    ui.horizontal_wrapped(|ui| {
        for edge in Edge::ALL {
            if ui.button(format!("{edge:?}")).clicked() {
                table.play(ConflictCommand::ChooseEdge { edge });
            }
        }
    });
}

/// The card name of the type `side` deploys next (its id if the pawn cannot be read).
fn deploying_name(table: &ConflictTable, side: usize, card: &str) -> String {
    table
        .game()
        .next_deployment(side)
        .and_then(|(_, pawns)| pawns.first().copied())
        .and_then(|id| table.game().pawn(id))
        .map_or_else(|| card.to_owned(), |pawn| pawn.card.name.clone())
}

pub(super) fn deployment(ui: &mut egui::Ui, table: &mut ConflictTable, side: usize) {
    let Some((card, count)) = table.deploying_type(side) else {
        return;
    };
    let name = deploying_name(table, side, &card);
    let left = count - table.deploying.len();
    match table.game().concealed_note(side) {
        Some(note) => ui.label(format!(
            "Deploy every {name} together ({count}): click {left} more place(s). {note}"
        )),
        None => ui.label(format!(
            "§ {}: deploy every {name} together ({count}): click {left} more place(s): {}.",
            table.game().setup().commission.name(),
            table.game().deployment_area_of(side)
        )),
    };
    if ui.button("Place them for me").clicked() {
        table.play_computer_choice();
    }
    if !table.deploying.is_empty() && ui.button("Start this type again").clicked() {
        table.deploying.clear();
    }
}

/// § Slaughter: the late band's pawns, each in contact with a table edge, clear of enemies.
pub(super) fn arrival(ui: &mut egui::Ui, table: &mut ConflictTable, side: usize) {
    let Some((card, count)) = table.deploying_type(side) else {
        return;
    };
    let name = deploying_name(table, side, &card);
    let commission = table.game().setup().commission;
    ui.label(format!(
        "§ {}: {} arrives. Click a place {} (the hatched strips) for each {name} ({} left of {count}).",
        commission.name(),
        band_name(table, side),
        ysbilia_core::conflict::arrival_place(commission),
        count - table.deploying.len()
    ));
    if !table.deploying.is_empty() {
        let placed = table.deploying.len();
        if ui
            .button(format!(
                "Deploy the {placed} placed now (the others wait for room)"
            ))
            .clicked()
        {
            let places = std::mem::take(&mut table.deploying);
            table.play(ConflictCommand::Deploy { card, places });
            return;
        }
        if ui.button("Start this type again").clicked() {
            table.deploying.clear();
        }
    }
    if ui.button("Place them for me").clicked() {
        table.play_computer_choice();
    }
}
