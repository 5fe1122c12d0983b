//! The selected pawn's card: its attributes, weapons, Peculiarities, Vigour track and state,
//! as core reads them.

use super::*;

/// The selected pawn's Contract Card.
pub(super) fn card_panel(
    ui: &mut egui::Ui,
    table: &ConflictTable,
    rules: &super::super::RuleTexts,
) {
    let Some(pawn) = table.selected.and_then(|id| table.game().pawn(id)) else {
        ui.heading("Contract card");
        ui.label("Click a pawn (or press Tab) to see its card here.");
        shortcuts(ui);
        return;
    };
    let card = &pawn.card;
    ui.heading(table.game().names().pawn(pawn.id))
        .on_hover_text(format!(
            "{} (pawn id {}, card id '{}')",
            card.name, pawn.id, card.id
        ));
    ui.label(band_text(table, pawn.side));
    ui.label(format!(
        "Pay {} Mrv · Incentive {} · Audacity {} · Defense {}/{}",
        card.pay, card.incentive, card.audacity, card.defense.armoured, card.defense.unarmoured
    ));
    states(ui, table, &pawn);
    ui.label(format!(
        "Nerve: {:?} · Incentive left: {} Mrv",
        pawn.nerve, pawn.purse
    ));
    vigour_track(ui, &pawn);
    ui.separator();
    weapons(ui, table, &pawn);
    kit(ui, table, &pawn, rules);
    ui.separator();
    let deeds = &pawn.deeds;
    ui.label(format!(
        "This activation: moved {:.1} cm{}{}{}",
        deeds.walked_cm,
        if deeds.shot { ", shot" } else { "" },
        if deeds.fought { ", fought" } else { "" },
        if deeds.reloading { ", reloading" } else { "" }
    ));
    shortcuts(ui);
}

/// What the pawn is under now: a luminary's light, a leaning card, lasting effects, a Reaction
/// Shot's wait, a hiding place.
fn states(ui: &mut egui::Ui, table: &ConflictTable, pawn: &PawnView) {
    if table.game().is_lit(pawn.id) {
        ui.label("Lit by a luminary");
    }
    if table.game().is_leaning(pawn.id) {
        ui.label("Card leaning: the responding pawn in its clash this turn")
            .on_hover_text("1650 § Resolution of Clashes: pushed back into an obstacle last turn, it is automatically the responding pawn in this turn's clash.");
    }
    for (effect, rule) in table.game().lasting_effects(pawn.id) {
        ui.label(effect).on_hover_text(rule);
    }
    if table.game().is_waiting_to_fire(pawn.id) {
        ui.label("Waiting to fire a Reaction Shot")
            .on_hover_text(tr!("brawl-wait-hover"));
    }
    if let Some(piece) = table.game().hidden_behind(pawn.id) {
        let obstacle = table
            .game()
            .setup()
            .layout
            .pieces
            .get(piece)
            .map_or("an obstacle", |piece| piece.id.as_str());
        ui.label(format!("Hidden behind the {obstacle}")).on_hover_text(
            "1650 § Hide: it cannot be charged or shot at. It stops hiding when it leaves the obstacle, shoots, charges, or an enemy sees all of its base or all of its miniature.",
        );
    }
}

/// The card's weapons with their numbers and special rules, and the shots loaded.
fn weapons(ui: &mut egui::Ui, table: &ConflictTable, pawn: &PawnView) {
    let card = &pawn.card;
    ui.label(egui::RichText::new("Weapons").strong());
    for (index, weapon) in card.weapons.iter().enumerate() {
        let numbers =
            |label: &str, value: Option<u32>| value.map(|value| format!("{label} {value}"));
        let parts: Vec<String> = [
            numbers("Range", weapon.range),
            numbers("Attack", weapon.attack),
            numbers("Reply", weapon.reply),
            numbers("Discharge", weapon.discharge),
        ]
        .into_iter()
        .flatten()
        .collect();
        ui.label(format!(
            "{}. {} {:?}: {}; Damage {}/{}",
            index + 1,
            weapon.name,
            weapon.colours,
            parts.join(", "),
            weapon.damage.normal,
            weapon.damage.critical
        ));
        if !weapon.rules.is_empty() {
            let names: Vec<String> = weapon
                .rules
                .iter()
                .map(|rule| {
                    format!(
                        "{:?}{}",
                        rule.rule,
                        if rule.critical_only { " (C)" } else { "" }
                    )
                })
                .collect();
            ui.label(egui::RichText::new(names.join(", ")).small().weak());
        }
    }
    if let Some(loads) = table.game().loads(pawn.id) {
        for (index, left) in loads.shots_left.iter().enumerate() {
            if let Some(left) = left {
                let reloading = loads.reloading.get(index).copied().unwrap_or(false);
                ui.label(format!(
                    "Weapon {}: {left} shot(s) loaded{}",
                    index + 1,
                    if reloading {
                        ", reloaded for next turn"
                    } else {
                        ""
                    }
                ));
            }
        }
    }
}

/// What the pawn carries and is: its Panoply items and Peculiarities, each with its rule on hover.
fn kit(ui: &mut egui::Ui, table: &ConflictTable, pawn: &PawnView, rules: &super::super::RuleTexts) {
    let card = &pawn.card;
    let panoply = table.game().setup().panoply_of(pawn.id);
    if !panoply.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new("Panoply (hover for the item)").strong());
        for item in panoply {
            ui.label(&item.name).on_hover_text(&item.text);
        }
    }
    if !card.peculiarities.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new("Peculiarities (hover for the rule)").strong());
        for peculiarity in &card.peculiarities {
            let (name, text) = rules
                .0
                .get(&peculiarity.id)
                .cloned()
                .unwrap_or_else(|| (peculiarity.id.clone(), "No rule text found.".to_owned()));
            let label = match peculiarity.value {
                Some(value) => format!("{name} ({value})"),
                None => name,
            };
            ui.label(label).on_hover_text(text);
        }
    }
}

/// § Vigour and Vigour Table: one box per point, coloured and shaped by band, crossed when
/// marked.
fn vigour_track(ui: &mut egui::Ui, pawn: &PawnView) {
    let vigour = pawn.vigour;
    ui.label(format!(
        "Vigour {} of {}",
        vigour.remaining(),
        vigour.table.total()
    ));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        for index in 0..vigour.table.total() {
            let marked = index < vigour.marked;
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            labels::vigour_box(ui.painter(), rect, vigour.table.band_of(index), marked);
            response.on_hover_text(format!(
                "{:?}{}",
                vigour.table.band_of(index),
                if marked { " (marked)" } else { "" }
            ));
        }
    });
}
