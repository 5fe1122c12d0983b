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
        if ui.button(tr!("brawl-by-day")).clicked() {
            table.play(ConflictCommand::ChooseTimeOfDay { night: false });
        }
        if ui.button(tr!("brawl-by-night")).clicked() {
            table.play(ConflictCommand::ChooseTimeOfDay { night: true });
        }
    });
}

pub(super) fn choose_first(ui: &mut egui::Ui, table: &mut ConflictTable, winner: usize) {
    ui.label(tr!(
        "brawl-first-choice",
        commission = table.game().setup().commission.name().to_string(),
        band = band_name(table, winner),
        question = table
            .game()
            .setup()
            .commission
            .first_choice_question()
            .to_string()
    ));
    let (ours, theirs) = table.game().setup().commission.first_choice_answers();
    for first in [winner, 1 - winner] {
        let label = if first == winner {
            ours.to_string()
        } else {
            tr!(
                "brawl-first-choice-other",
                band = band_name(table, first),
                answer = theirs.to_string()
            )
        };
        if ui.button(label).clicked() {
            table.play(ConflictCommand::ChooseFirst { first });
        }
    }
}

pub(super) fn choose_edge(ui: &mut egui::Ui, table: &mut ConflictTable, first: usize) {
    let commission = table.game().setup().commission;
    ui.label(tr!(
        "brawl-choose-edge",
        commission = commission.name().to_string(),
        band = band_name(table, first),
        note = commission.edge_choice_note().to_string()
    ));
    ui.horizontal_wrapped(|ui| {
        for edge in Edge::ALL {
            if ui.button(tr!("brawl-edge", edge = edge_id(edge))).clicked() {
                table.play(ConflictCommand::ChooseEdge { edge });
            }
        }
    });
}

/// A table edge as the catalogue's selector names it.
fn edge_id(edge: Edge) -> &'static str {
    match edge {
        Edge::South => "south",
        Edge::North => "north",
        Edge::West => "west",
        Edge::East => "east",
    }
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
        Some(note) => ui.label(tr!(
            "brawl-deploy-concealed",
            card = name,
            count = count,
            left = left,
            note = note.to_string()
        )),
        None => ui.label(tr!(
            "brawl-deploy",
            commission = table.game().setup().commission.name().to_string(),
            card = name,
            count = count,
            left = left,
            area = table.game().deployment_area_of(side)
        )),
    };
    if ui.button(tr!("brawl-place-them-for-me")).clicked() {
        table.play_computer_choice();
    }
    if !table.deploying.is_empty() && ui.button(tr!("brawl-deploy-again")).clicked() {
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
    let left = count.saturating_sub(table.deploying.len());
    ui.label(tr!(
        "brawl-arrival",
        commission = commission.name().to_string(),
        band = band_name(table, side),
        place = ysbilia_core::conflict::arrival_place(commission).to_string(),
        card = name,
        left = left,
        count = count
    ));
    if !table.deploying.is_empty() {
        let placed = table.deploying.len();
        if ui
            .button(tr!("brawl-arrival-deploy-placed", placed = placed))
            .clicked()
        {
            let places = std::mem::take(&mut table.deploying);
            table.play(ConflictCommand::Deploy { card, places });
            return;
        }
        if ui.button(tr!("brawl-deploy-again")).clicked() {
            table.deploying.clear();
        }
    }
    if ui.button(tr!("brawl-place-them-for-me")).clicked() {
        table.play_computer_choice();
    }
}
