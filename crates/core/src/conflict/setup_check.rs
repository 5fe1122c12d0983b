//! What a 1650 conflict's setup must keep to be played, checked when a saved game is read (a
//! save carries its bands' whole cards, decks and Panoply, and its scenery layout): the same
//! checks the data files get (cards, catalogues, layouts), and the bounds on how many of each.

use super::setup::{ConflictSetup, SideSetup};
use crate::limits::{check_name, in_context};
use crate::rules::blessings::BlessingCatalogue;
use crate::rules::cards::card_rule_problems;
use crate::rules::limits::{INCENTIVE_MAX, panoply_limit_problems};

pub use super::commission::terms::SIDES_MAX;
/// Pawns in one band (a 500-Maravedi band of the cheapest cards is about 20).
pub const PAWNS_MAX: usize = 40;
/// A band's value in Maravedies (§ Hiring your Band: 250 to 500).
pub const BAND_VALUE_MAX: u32 = 1_000;
/// Dexterity cards and Panoply items a band may bring.
pub const DECK_MAX: usize = 60;
pub const PANOPLY_MAX: usize = 60;

impl ConflictSetup {
    /// Every problem with the setup, each naming the band and the card or field.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        in_context(
            &mut problems,
            || "the scenery layout".to_owned(),
            |problems| problems.extend(self.layout.problems()),
        );
        if self.sides.len() != self.commission.bands() {
            problems.push(format!(
                "§ {}: it is played by {} bands; the setup has {}",
                self.commission.name(),
                self.commission.bands(),
                self.sides.len()
            ));
        }
        problems.extend(self.commission.setup_problems(self));
        problems.extend(self.enclave_problems());
        problems.extend(self.antagonist_problems());
        let ruthless = self.sides.iter().filter(|side| side.dishonourable).count();
        if ruthless > 0 && !self.commission.allows_dishonourable_player() {
            problems.push(format!(
                "§ Dishonourable Players: the {} does not allow a dishonourable employer",
                self.commission.name()
            ));
        } else if ruthless > 1 {
            problems.push(
                "§ Dishonourable Players: only one player may represent a ruthless employer"
                    .to_owned(),
            );
        }
        for (index, side) in self.sides.iter().enumerate() {
            in_context(
                &mut problems,
                || format!("band {} ('{}')", index + 1, shortened(&side.name)),
                |problems| problems.extend(side_problems(side)),
            );
        }
        problems
    }
}

impl ConflictSetup {
    /// § Enclaves: allowed by the Commission, at most `enclave_limit` a band for the setting and
    /// its value, each Enclave once in the Conflict, and sound cards.
    fn enclave_problems(&self) -> Vec<String> {
        use crate::rules::enclaves::{EnclaveCatalogue, enclave_limit};
        if self.sides.iter().all(|side| side.enclaves.is_empty()) {
            return Vec::new();
        }
        let mut problems = Vec::new();
        if !self.commission.allows_enclaves() {
            problems.push(format!(
                "§ {}: no Enclaves are allowed in this Commission",
                self.commission.name()
            ));
        }
        let Some(setting) = self.setting else {
            problems.push(
                "§ Number of Enclaves per Conflict: choose whether the table is rural or urban when bands bring Enclaves"
                    .to_owned(),
            );
            return problems;
        };
        for side in &self.sides {
            let most = enclave_limit(setting, side.value);
            if side.enclaves.len() > most {
                problems.push(format!(
                    "§ Number of Enclaves per Conflict: '{}' brings {} Enclaves; a {setting:?} table allows a band worth {} Maravedies {most}",
                    shortened(&side.name),
                    side.enclaves.len(),
                    side.value
                ));
            }
        }
        let all = EnclaveCatalogue {
            enclaves: self
                .sides
                .iter()
                .flat_map(|side| side.enclaves.iter().cloned())
                .collect(),
        };
        problems.extend(
            all.problems()
                .into_iter()
                .map(|problem| format!("§ Enclaves: {problem} (each Enclave once in a Conflict)")),
        );
        for enclave in &all.enclaves {
            check_name(&mut problems, "an Enclave's name", &enclave.name);
        }
        problems
    }
}

impl ConflictSetup {
    /// § Antagonists: allowed by the Commission, each type once in the Conflict, and no more
    /// Pay than 5 Maravedies for each Enclave the band brings (checked again, against those it
    /// placed, when it deploys them).
    fn antagonist_problems(&self) -> Vec<String> {
        use crate::rules::antagonists::{AntagonistCatalogue, check_choice};
        if self.sides.iter().all(|side| side.antagonists.is_empty()) {
            return Vec::new();
        }
        let mut problems = Vec::new();
        if self.commission.terms().guests.is_some() {
            // § Feast of Eucharist brings its own under Guest Markers (`feast::setup_problems`).
            for antagonist in self.antagonists().map(|(_, each)| each) {
                check_name(&mut problems, "an Antagonist's name", &antagonist.card.name);
            }
            return problems;
        }
        if self.commission.is_solo() {
            return self.hired_antagonist_problems();
        }
        if !self.commission.allows_antagonists() {
            problems.push(format!(
                "§ {}: no Antagonists are allowed in this Commission",
                self.commission.name()
            ));
        }
        let catalogue = AntagonistCatalogue {
            antagonists: self.antagonists().map(|(_, each)| each.clone()).collect(),
        };
        let mut taken: Vec<String> = Vec::new();
        for side in &self.sides {
            let chosen: Vec<String> = side
                .antagonists
                .iter()
                .map(|each| each.card.id.clone())
                .collect();
            if let Err(refusals) = check_choice(&chosen, side.enclaves.len(), &taken, &catalogue) {
                problems.extend(
                    refusals
                        .into_iter()
                        .map(|refusal| format!("'{}': {refusal}", shortened(&side.name))),
                );
            }
            taken.extend(chosen);
            for antagonist in &side.antagonists {
                check_name(&mut problems, "an Antagonist's name", &antagonist.card.name);
            }
        }
        problems
    }
}

impl ConflictSetup {
    /// Alone in the Face of Danger: only the enemy band hires Antagonists, where the page lets
    /// it, each kind once, their Pay within what the page's value leaves it.
    fn hired_antagonist_problems(&self) -> Vec<String> {
        let name = self.commission.name();
        let mut problems = Vec::new();
        for (band, side) in self.sides.iter().enumerate() {
            if side.antagonists.is_empty() {
                continue;
            }
            if !self.commission.hires_antagonists(band) {
                problems.push(format!(
                    "§ {name}: '{}' may not bring Antagonists (only the enemy band hires them, where the page allows)",
                    shortened(&side.name)
                ));
                continue;
            }
            let mut seen: Vec<&str> = Vec::new();
            for antagonist in &side.antagonists {
                if seen.contains(&antagonist.card.id.as_str()) {
                    problems.push(format!(
                        "§ Number of Antagonists per Conflict: only one {} may take part in a Conflict",
                        antagonist.card.name
                    ));
                }
                seen.push(&antagonist.card.id);
                check_name(&mut problems, "an Antagonist's name", &antagonist.card.name);
            }
            let pay: u32 = side.antagonists.iter().map(|each| each.card.pay).sum();
            if let Some(most) = self.commission.band_value_limit(band)
                && side.value + pay > most
            {
                problems.push(format!(
                    "§ {name}: the enemy band is worth {} Maravedies and its Antagonists' Pay {pay}; the page allows {most} in all",
                    side.value
                ));
            }
        }
        problems
    }
}

fn side_problems(side: &SideSetup) -> Vec<String> {
    let mut problems = Vec::new();
    check_name(&mut problems, "its name", &side.name);
    if side.value > BAND_VALUE_MAX {
        problems.push(format!(
            "its value is {} Mrv; at most {BAND_VALUE_MAX}",
            side.value
        ));
    }
    if side.pawns.is_empty() || side.pawns.len() > PAWNS_MAX {
        problems.push(format!(
            "it hires {} pawns; 1 to {PAWNS_MAX}",
            side.pawns.len()
        ));
    }
    for card in side.pawns.iter().take(PAWNS_MAX) {
        in_context(
            &mut problems,
            || shortened(&card.name),
            |problems| problems.extend(card_rule_problems(card)),
        );
    }
    if side.dexterity.len() > DECK_MAX {
        problems.push(format!(
            "{} Dexterity cards; at most {DECK_MAX}",
            side.dexterity.len()
        ));
    } else {
        // A deck may hold a card twice; the catalogue may not.
        problems.extend(crate::rules::dexterity::card_problems(
            side.dexterity.iter().map(|card| &**card),
        ));
    }
    if side.panoply.len() > PANOPLY_MAX {
        problems.push(format!(
            "{} Panoply items; at most {PANOPLY_MAX}",
            side.panoply.len()
        ));
    } else {
        for (carrier, item) in &side.panoply {
            if *carrier >= side.pawns.len() {
                problems.push(format!(
                    "{} is carried by pawn {} of a band of {}",
                    shortened(&item.name),
                    carrier.saturating_add(1),
                    side.pawns.len()
                ));
            }
            in_context(
                &mut problems,
                || shortened(&item.name),
                |problems| problems.extend(panoply_limit_problems(item)),
            );
        }
    }
    if side.blessings.len() > DECK_MAX {
        problems.push(format!(
            "{} blessings; at most {DECK_MAX}",
            side.blessings.len()
        ));
    } else {
        problems.extend(
            BlessingCatalogue {
                blessings: side.blessings.clone(),
            }
            .problems(),
        );
    }
    if side.royal_salary.len() > side.pawns.len() {
        problems.push("more Royal Salary entries than pawns".to_owned());
    }
    for &(from, amount) in &side.royal_salary {
        if from >= side.pawns.len() || amount > INCENTIVE_MAX {
            problems.push(format!(
                "a Royal Salary of {amount} Mrv from pawn {} (at most {INCENTIVE_MAX}, from a pawn of the band)",
                from.saturating_add(1)
            ));
        }
    }
    if problems.is_empty()
        && let Err(refusal) = super::band::factions::incentives(side)
    {
        problems.push(refusal.to_string());
    }
    problems
}

/// A name from a file, cut short for a message.
fn shortened(name: &str) -> String {
    const SHOWN: usize = 40;
    if name.chars().count() <= SHOWN {
        name.to_owned()
    } else {
        format!("{}…", name.chars().take(SHOWN).collect::<String>())
    }
}
