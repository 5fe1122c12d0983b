//! What a 1650 conflict's setup must keep to be played, checked when a saved game is read (a
//! save carries its bands' whole cards, decks and Panoply, and its scenery layout): the same
//! checks the data files get (cards, catalogues, layouts), and the bounds on how many of each.

use super::setup::{ConflictSetup, SideSetup};
use crate::limits::{check_name, in_context};
use crate::msg;
use crate::rules::blessings::BlessingCatalogue;
use crate::rules::cards::card_rule_problems;
use crate::rules::limits::{INCENTIVE_MAX, panoply_limit_problems};
use crate::words::render;

pub use super::commission::terms::SIDES_MAX;
/// Pawns in one band (a 500-Maravedi band of the cheapest cards is about 20).
pub const PAWNS_MAX: usize = 40;
/// A band's value in Maravedies (§ Hiring your Band: 250 to 500).
pub const BAND_VALUE_MAX: u32 = 1_000;
/// Dexterity cards and Panoply items a band may bring.
pub const DECK_MAX: usize = 60;
pub const PANOPLY_MAX: usize = 60;

impl ConflictSetup {
    /// Every problem with the setup, each naming the band and the card or field, in the
    /// catalogue's language (the checks of the data files it shares say theirs in English).
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        in_context(
            &mut problems,
            || render(&msg!("conflict-setup-layout")),
            |problems| problems.extend(self.layout.problems()),
        );
        if self.sides.len() != self.commission.bands() {
            problems.push(render(&msg!(
                "conflict-setup-band-count",
                commission = self.commission.name(),
                bands = self.commission.bands(),
                sides = self.sides.len()
            )));
        }
        problems.extend(self.commission.setup_problems(self));
        problems.extend(self.enclave_problems());
        problems.extend(self.antagonist_problems());
        let ruthless = self.sides.iter().filter(|side| side.dishonourable).count();
        if ruthless > 0 && !self.commission.allows_dishonourable_player() {
            problems.push(render(&msg!(
                "conflict-setup-no-dishonourable",
                commission = self.commission.name()
            )));
        } else if ruthless > 1 {
            problems.push(render(&msg!("conflict-setup-one-dishonourable")));
        }
        for (index, side) in self.sides.iter().enumerate() {
            in_context(
                &mut problems,
                || {
                    render(&msg!(
                        "conflict-setup-band",
                        band = index + 1,
                        name = shortened(&side.name)
                    ))
                },
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
            problems.push(render(&msg!(
                "conflict-setup-no-enclaves",
                commission = self.commission.name()
            )));
        }
        let Some(setting) = self.setting else {
            problems.push(render(&msg!("conflict-setup-enclaves-setting")));
            return problems;
        };
        for side in &self.sides {
            let most = enclave_limit(setting, side.value);
            if side.enclaves.len() > most {
                let setting = match setting {
                    crate::rules::enclaves::Setting::Rural => "rural",
                    crate::rules::enclaves::Setting::Urban => "urban",
                };
                problems.push(render(&msg!(
                    "conflict-setup-too-many-enclaves",
                    band = shortened(&side.name),
                    enclaves = side.enclaves.len(),
                    setting = setting,
                    value = side.value,
                    most = most
                )));
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
                .map(|problem| render(&msg!("conflict-setup-enclave-twice", problem = problem))),
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
            problems.push(render(&msg!(
                "conflict-setup-no-antagonists",
                commission = self.commission.name()
            )));
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
                problems.extend(refusals.into_iter().map(|refusal| {
                    render(&msg!(
                        "conflict-setup-band-refusal",
                        band = shortened(&side.name),
                        refusal = super::names::refusal_words(&refusal)
                    ))
                }));
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
                problems.push(render(&msg!(
                    "conflict-setup-antagonists-enemy-only",
                    commission = name,
                    band = shortened(&side.name)
                )));
                continue;
            }
            let mut seen: Vec<&str> = Vec::new();
            for antagonist in &side.antagonists {
                if seen.contains(&antagonist.card.id.as_str()) {
                    problems.push(render(&msg!(
                        "conflict-setup-antagonist-twice",
                        name = &antagonist.card.name
                    )));
                }
                seen.push(&antagonist.card.id);
                check_name(&mut problems, "an Antagonist's name", &antagonist.card.name);
            }
            let pay: u32 = side.antagonists.iter().map(|each| each.card.pay).sum();
            if let Some(most) = self.commission.band_value_limit(band)
                && side.value + pay > most
            {
                problems.push(render(&msg!(
                    "conflict-setup-enemy-over-value",
                    commission = name,
                    value = side.value,
                    pay = pay,
                    most = most
                )));
            }
        }
        problems
    }
}

fn side_problems(side: &SideSetup) -> Vec<String> {
    let mut problems = Vec::new();
    check_name(&mut problems, "its name", &side.name);
    if side.value > BAND_VALUE_MAX {
        problems.push(render(&msg!(
            "conflict-setup-value",
            value = side.value,
            most = BAND_VALUE_MAX
        )));
    }
    if side.pawns.is_empty() || side.pawns.len() > PAWNS_MAX {
        problems.push(render(&msg!(
            "conflict-setup-pawns",
            pawns = side.pawns.len(),
            most = PAWNS_MAX
        )));
    }
    for card in side.pawns.iter().take(PAWNS_MAX) {
        in_context(
            &mut problems,
            || shortened(&card.name),
            |problems| problems.extend(card_rule_problems(card)),
        );
    }
    if side.dexterity.len() > DECK_MAX {
        problems.push(render(&msg!(
            "conflict-setup-dexterity",
            cards = side.dexterity.len(),
            most = DECK_MAX
        )));
    } else {
        // A deck may hold a card twice; the catalogue may not.
        problems.extend(crate::rules::dexterity::card_problems(
            side.dexterity.iter().map(|card| &**card),
        ));
    }
    if side.panoply.len() > PANOPLY_MAX {
        problems.push(render(&msg!(
            "conflict-setup-panoply",
            items = side.panoply.len(),
            most = PANOPLY_MAX
        )));
    } else {
        for (carrier, item) in &side.panoply {
            if *carrier >= side.pawns.len() {
                problems.push(render(&msg!(
                    "conflict-setup-carrier",
                    item = shortened(&item.name),
                    pawn = carrier.saturating_add(1),
                    pawns = side.pawns.len()
                )));
            }
            in_context(
                &mut problems,
                || shortened(&item.name),
                |problems| problems.extend(panoply_limit_problems(item)),
            );
        }
    }
    if side.blessings.len() > DECK_MAX {
        problems.push(render(&msg!(
            "conflict-setup-blessings",
            blessings = side.blessings.len(),
            most = DECK_MAX
        )));
    } else {
        problems.extend(
            BlessingCatalogue {
                blessings: side.blessings.clone(),
            }
            .problems(),
        );
    }
    if side.royal_salary.len() > side.pawns.len() {
        problems.push(render(&msg!("conflict-setup-salary-entries")));
    }
    for &(from, amount) in &side.royal_salary {
        if from >= side.pawns.len() || amount > INCENTIVE_MAX {
            problems.push(render(&msg!(
                "conflict-setup-salary",
                amount = amount,
                pawn = from.saturating_add(1),
                most = INCENTIVE_MAX
            )));
        }
    }
    if problems.is_empty()
        && let Err(refusal) = super::band::factions::incentives(side)
    {
        problems.push(render(&super::names::refusal_words(&refusal)));
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
