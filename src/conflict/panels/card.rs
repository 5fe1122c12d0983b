//! The selected pawn's card: its attributes, weapons, Peculiarities, Vigour track and state,
//! as core reads them.

use super::*;
use ysbilia_core::rules::audacity::Nerve;
use ysbilia_core::rules::vigour::VigourBand;
use ysbilia_core::words::render;

/// The selected pawn's Contract Card.
pub(super) fn card_panel(
    ui: &mut egui::Ui,
    table: &ConflictTable,
    rules: &super::super::RuleTexts,
) {
    let Some(pawn) = table.selected.and_then(|id| table.game().pawn(id)) else {
        ui.heading(tr!("brawl-card-title"));
        ui.label(tr!("brawl-card-none"));
        shortcuts(ui);
        return;
    };
    let card = &pawn.card;
    ui.heading(table.game().names().pawn(pawn.id))
        .on_hover_text(tr!(
            "brawl-card-ids",
            card = card.name.clone(),
            pawn = pawn.id,
            id = card.id.clone()
        ));
    ui.label(band_text(table, pawn.side));
    ui.label(tr!(
        "brawl-card-numbers",
        pay = card.pay,
        incentive = card.incentive,
        audacity = card.audacity,
        armoured = card.defense.armoured,
        unarmoured = card.defense.unarmoured
    ));
    states(ui, table, &pawn);
    let nerve = match pawn.nerve {
        Nerve::Steady => "steady",
        Nerve::Escaping => "escaping",
        Nerve::Dead => "dead",
    };
    ui.label(tr!("brawl-card-nerve", nerve = nerve, purse = pawn.purse));
    vigour_track(ui, &pawn);
    ui.separator();
    weapons(ui, table, &pawn);
    kit(ui, table, &pawn, rules);
    ui.separator();
    let deeds = &pawn.deeds;
    let mut done = vec![tr!(
        "brawl-card-moved",
        cm = format!("{:.1}", deeds.walked_cm)
    )];
    if deeds.shot {
        done.push(tr!("brawl-card-shot"));
    }
    if deeds.fought {
        done.push(tr!("brawl-card-fought"));
    }
    if deeds.reloading {
        done.push(tr!("brawl-card-reloading"));
    }
    ui.label(tr!("brawl-card-this-activation", deeds = done.join(", ")));
    shortcuts(ui);
}

/// What the pawn is under now: a luminary's light, a leaning card, lasting effects, a Reaction
/// Shot's wait, a hiding place.
fn states(ui: &mut egui::Ui, table: &ConflictTable, pawn: &PawnView) {
    if table.game().is_lit(pawn.id) {
        ui.label(tr!("brawl-card-lit"));
    }
    if table.game().is_leaning(pawn.id) {
        ui.label(tr!("brawl-card-leaning"))
            .on_hover_text(tr!("brawl-card-leaning-hover"));
    }
    for (effect, rule) in table.game().lasting_effects(pawn.id) {
        ui.label(effect.to_string()).on_hover_text(rule.to_string());
    }
    if table.game().is_waiting_to_fire(pawn.id) {
        ui.label(tr!("brawl-card-waiting"))
            .on_hover_text(tr!("brawl-wait-hover"));
    }
    if let Some(piece) = table.game().hidden_behind(pawn.id) {
        let obstacle = table
            .game()
            .setup()
            .layout
            .pieces
            .get(piece)
            .map_or_else(|| tr!("brawl-card-an-obstacle"), |piece| piece.id.clone());
        ui.label(tr!("brawl-card-hidden", obstacle = obstacle))
            .on_hover_text(tr!("brawl-card-hidden-hover"));
    }
}

/// The card's weapons with their numbers and special rules, and the shots loaded.
fn weapons(ui: &mut egui::Ui, table: &ConflictTable, pawn: &PawnView) {
    let card = &pawn.card;
    ui.label(egui::RichText::new(tr!("brawl-card-weapons")).strong());
    for (index, weapon) in card.weapons.iter().enumerate() {
        let parts: Vec<String> = [
            weapon
                .range
                .map(|value| tr!("brawl-card-range", value = value)),
            weapon
                .attack
                .map(|value| tr!("brawl-card-attack", value = value)),
            weapon
                .reply
                .map(|value| tr!("brawl-card-reply", value = value)),
            weapon
                .discharge
                .map(|value| tr!("brawl-card-discharge", value = value)),
        ]
        .into_iter()
        .flatten()
        .collect();
        let colours: Vec<String> = weapon
            .colours
            .iter()
            .map(|colour| render(&colour.message()))
            .collect();
        ui.label(tr!(
            "brawl-card-weapon",
            number = index.saturating_add(1),
            weapon = weapon.name.clone(),
            colours = colours.join(", "),
            numbers = parts.join(", "),
            normal = weapon.damage.normal,
            critical = weapon.damage.critical
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
                let number = index.saturating_add(1);
                let shots: u32 = *left;
                ui.label(if reloading {
                    tr!("brawl-card-loaded-reloaded", number = number, shots = shots)
                } else {
                    tr!("brawl-card-loaded", number = number, shots = shots)
                });
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
        ui.label(egui::RichText::new(tr!("brawl-card-panoply")).strong());
        for item in panoply {
            ui.label(&item.name).on_hover_text(&item.text);
        }
    }
    if !card.peculiarities.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new(tr!("brawl-card-peculiarities")).strong());
        for peculiarity in &card.peculiarities {
            let (name, text) = rules
                .0
                .get(&peculiarity.id)
                .cloned()
                .unwrap_or_else(|| (peculiarity.id.clone(), tr!("brawl-card-no-rule-text")));
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
    ui.label(tr!(
        "brawl-card-vigour",
        left = vigour.remaining(),
        total = vigour.table.total()
    ));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        for index in 0..vigour.table.total() {
            let marked = index < vigour.marked;
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            labels::vigour_box(ui.painter(), rect, vigour.table.band_of(index), marked);
            let band = match vigour.table.band_of(index) {
                VigourBand::Bruises => "bruises",
                VigourBand::Bleeding => "bleeding",
                VigourBand::Dying => "dying",
            };
            response.on_hover_text(if marked {
                tr!("brawl-card-vigour-box-marked", band = band)
            } else {
                tr!("brawl-card-vigour-box", band = band)
            });
        }
    });
}
