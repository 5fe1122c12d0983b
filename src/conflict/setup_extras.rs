//! What the bands bring to the table besides their pawns, where the Commission allows it: the
//! Enclaves (§ Number of Enclaves per Conflict) and the Antagonists (§ Number of Antagonists per
//! Conflict). Core checks both again when the Conflict starts.

use crate::tr;
use bevy_egui::egui;
use ysbilia_core::rules::antagonists::{PAY_PER_ENCLAVE_MRV, Temperament};
use ysbilia_core::rules::content::Content;
use ysbilia_core::rules::enclaves::{Setting, enclave_limit};

/// § Enclaves: the ones this band brings, up to the setting's limit for its value.
pub(super) fn enclave_choice(
    ui: &mut egui::Ui,
    content: &Content,
    chosen: &mut Vec<String>,
    setting: Setting,
    value: u32,
    band: usize,
) {
    let most = enclave_limit(setting, value);
    let table = match setting {
        Setting::Rural => "rural",
        Setting::Urban => "urban",
    };
    ui.label(tr!(
        "brawl-setup-enclaves",
        most = most,
        setting = table,
        value = value
    ));
    // One a line: a wrapped row squeezes the names letter by letter in narrow columns.
    for enclave in &content.enclaves.enclaves {
        let mut on = chosen.contains(&enclave.id);
        let response = ui
            .push_id((band, &enclave.id), |ui| {
                ui.checkbox(&mut on, &enclave.name)
            })
            .inner
            .on_hover_text(&enclave.text);
        if response.changed() {
            chosen.retain(|id| *id != enclave.id);
            if on {
                chosen.push(enclave.id.clone());
            }
        }
    }
}

/// § Antagonists: the townsfolk this band brings, their Pay within 5 Maravedies for each
/// Enclave it brings (each deployed only if its band placed enough Enclaves).
pub(super) fn antagonist_choice(
    ui: &mut egui::Ui,
    content: &Content,
    chosen: &mut Vec<String>,
    enclaves: usize,
    band: usize,
) {
    let allowance = PAY_PER_ENCLAVE_MRV * enclaves as u32;
    let pay = pay_of(content, chosen);
    ui.label(tr!(
        "brawl-setup-antagonists",
        pay = pay,
        allowance = allowance,
        per_enclave = PAY_PER_ENCLAVE_MRV
    ));
    antagonist_boxes(ui, content, chosen, band);
}

/// Alone in the Face of Danger: the Antagonists the enemy band hires for their Pay, as cards of
/// its deck, within what the page's value leaves it (`allowance`).
pub(super) fn hired_antagonist_choice(
    ui: &mut egui::Ui,
    content: &Content,
    chosen: &mut Vec<String>,
    allowance: u32,
    band: usize,
) {
    let pay = pay_of(content, chosen);
    ui.label(tr!(
        "brawl-setup-hired-antagonists",
        pay = pay,
        allowance = allowance
    ));
    antagonist_boxes(ui, content, chosen, band);
}

/// A Temperament as the catalogue's selectors name it.
pub(super) fn temperament_id(temperament: Temperament) -> &'static str {
    match temperament {
        Temperament::Sanguine => "sanguine",
        Temperament::Choleric => "choleric",
        Temperament::Melancholic => "melancholic",
        Temperament::Phlegmatic => "phlegmatic",
    }
}

fn pay_of(content: &Content, chosen: &[String]) -> u32 {
    chosen
        .iter()
        .filter_map(|id| content.antagonists.get(id))
        .map(|antagonist| antagonist.card.pay)
        .sum()
}

/// A tick box for each Antagonist of the content.
fn antagonist_boxes(ui: &mut egui::Ui, content: &Content, chosen: &mut Vec<String>, band: usize) {
    for antagonist in &content.antagonists.antagonists {
        let id = &antagonist.card.id;
        let mut on = chosen.contains(id);
        let label = tr!(
            "brawl-antagonist-choice",
            antagonist = antagonist.card.name.clone(),
            temperament = temperament_id(antagonist.temperament),
            pay = antagonist.card.pay
        );
        let response = ui
            .push_id((band, "antagonist", id), |ui| ui.checkbox(&mut on, label))
            .inner
            .on_hover_text(&antagonist.text);
        if response.changed() {
            chosen.retain(|each| each != id);
            if on {
                chosen.push(id.clone());
            }
        }
    }
}
