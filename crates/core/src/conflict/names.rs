//! What the log, the panels and the table call pawns and bands: a pawn by its Contract Card's
//! name, with a numeral when its band hired that card more than once ("Veteran Pikeman II"),
//! and its band's name when both bands have a pawn of that name; a band by its own name.
//! Built once from the setup, like the scenery: a name never changes in a conflict.

use super::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::msg;
use crate::rules::cards::ContractCard;
use crate::words::{Message, render};
use std::sync::{Arc, OnceLock};

/// Every pawn's name and short name (by pawn id), and every band's name (by side). The words a
/// name adds to its card's ("(Antagonist)", "first band") are the catalogue's, in the language
/// it has when the conflict starts.
#[derive(Clone, Debug, Default)]
pub struct Names {
    pawns: Vec<String>,
    short: Vec<String>,
    bands: Vec<String>,
    /// What an id past the lists is called ("a pawn", "an Antagonist"): rendered only if asked.
    unknown: OnceLock<[String; 2]>,
}

impl Names {
    pub(super) fn of(setup: &ConflictSetup) -> Self {
        let mut pawns = Vec::new();
        let mut short = Vec::new();
        for side in &setup.sides {
            let cards: Vec<&ContractCard> = side.pawns.iter().map(|card| &**card).collect();
            for (index, card) in cards.iter().enumerate() {
                let numeral = numeral(&cards, index);
                // Joined (cheaper than `format!`): every game's start names every pawn.
                pawns.push([card.name.as_str(), &numeral].concat());
                short.push([short_form(&card.name), &numeral].concat());
            }
        }
        // The Antagonists, one of each kind (§ Number of Antagonists per Conflict).
        for (_, antagonist) in setup.antagonists() {
            pawns.push(render(&msg!(
                "conflict-names-antagonist",
                name = &antagonist.card.name
            )));
            short.push(short_form(&antagonist.card.name).to_owned());
        }
        // The pawns a Commission adds, by their cards (§ Guardians: the Gentleman, the
        // Guarnicioneros, numbered when there are several).
        let added: Vec<&ContractCard> = setup
            .pawns()
            .skip(pawns.len())
            .map(|(_, card)| card)
            .collect();
        for (index, card) in added.iter().enumerate() {
            let numeral = numeral(&added, index);
            pawns.push([card.name.as_str(), &numeral].concat());
            short.push([short_form(&card.name), &numeral].concat());
        }
        // Two bands of one name (a mirror match) are told apart by their places.
        let bands = setup
            .sides
            .iter()
            .enumerate()
            .map(|(index, side)| {
                let twin = setup
                    .sides
                    .iter()
                    .filter(|other| other.name == side.name)
                    .count()
                    > 1;
                if twin {
                    render(&msg!(
                        "conflict-names-told-apart",
                        name = &side.name,
                        whose = ordinal_band(index)
                    ))
                } else {
                    side.name.clone()
                }
            })
            .collect::<Vec<_>>();
        // The same name in two bands (a mirror match): each says whose it is.
        let owners: Vec<usize> = setup.pawns().map(|(side, _)| side).collect();
        let clashing: Vec<bool> = pawns
            .iter()
            .enumerate()
            .map(|(id, name)| {
                pawns.iter().enumerate().any(|(other, other_name)| {
                    other_name == name && owners.get(other) != owners.get(id)
                })
            })
            .collect();
        for (id, clash) in clashing.into_iter().enumerate() {
            if clash
                && let Some(&side) = owners.get(id)
                && let Some(own) = setup.sides.get(side)
            {
                let twin = setup
                    .sides
                    .iter()
                    .filter(|other| other.name == own.name)
                    .count()
                    > 1;
                let whose = if twin {
                    ordinal_band(side).into()
                } else {
                    crate::words::Arg::from(&own.name)
                };
                pawns[id] = render(&msg!(
                    "conflict-names-told-apart",
                    name = &pawns[id],
                    whose = whose
                ));
                short[id] = render(&msg!(
                    "conflict-names-told-apart",
                    name = &short[id],
                    whose = ordinal_band(side)
                ));
            }
        }
        Self {
            pawns,
            short,
            bands,
            unknown: OnceLock::new(),
        }
    }

    /// What an id past the lists is called: a pawn's, a band's.
    fn unknown(&self) -> &[String; 2] {
        self.unknown.get_or_init(|| {
            [
                render(&msg!("conflict-names-unknown-pawn")),
                render(&msg!("conflict-names-unknown-band")),
            ]
        })
    }

    pub fn pawn(&self, id: u32) -> &str {
        match self.pawns.get(id as usize) {
            Some(name) => name,
            None => &self.unknown()[0],
        }
    }

    pub fn short(&self, id: u32) -> &str {
        self.short.get(id as usize).map_or("?", String::as_str)
    }

    pub fn band(&self, side: usize) -> &str {
        // The sides past the bands are the Antagonists', each its own (§ Antagonists).
        match self.bands.get(side) {
            Some(name) => name,
            None => &self.unknown()[1],
        }
    }
}

/// "first band", "second band": what tells two bands of one name apart.
fn ordinal_band(side: usize) -> Message {
    msg!("conflict-names-band-ordinal", band = side + 1)
}

/// A card's name as a label on the table shows it: a Personality's own name before its title
/// ("Wendel Haas"), or a rank before whom it serves ("Captain").
fn short_form(name: &str) -> &str {
    before(name, ", ")
        .or_else(|| before(name, " of "))
        .unwrap_or(name)
}

/// What comes before the first `pattern` in `text`, if it is there: a plain scan of the bytes
/// (a name is short; `split_once`'s searcher cost more to set up than the scan, for every pawn
/// of every game).
fn before<'a>(text: &'a str, pattern: &str) -> Option<&'a str> {
    let at = text
        .as_bytes()
        .windows(pattern.len())
        .position(|window| window == pattern.as_bytes())?;
    text.get(..at)
}

/// " II" for the second of several cards of one id among `cards`; nothing for a single one.
fn numeral(cards: &[&ContractCard], index: usize) -> String {
    let Some(card) = cards.get(index) else {
        return String::new();
    };
    let same = cards.iter().filter(|other| other.id == card.id).count();
    if same < 2 {
        return String::new();
    }
    let place = cards[..index]
        .iter()
        .filter(|other| other.id == card.id)
        .count();
    // Pushed, not formatted: every game's start names its pawns.
    let mut text = String::from(" ");
    push_roman(&mut text, place + 1);
    text
}

#[cfg(test)]
fn roman(number: usize) -> String {
    let mut text = String::new();
    push_roman(&mut text, number);
    text
}

/// `number` in Roman numerals, at the end of `text`.
fn push_roman(text: &mut String, number: usize) {
    const NUMERALS: [(usize, &str); 7] = [
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut left = number;
    for (value, numeral) in NUMERALS {
        while left >= value {
            text.push_str(numeral);
            left -= value;
        }
    }
}

/// The name of pawn `id` in the conflict in `world`.
pub(super) fn pawn_name(world: &ConflictWorld, id: u32) -> String {
    world.resource::<Names>().pawn(id).to_owned()
}

/// The name of the band playing `side`.
pub(super) fn band_name(world: &ConflictWorld, side: usize) -> String {
    world.resource::<Names>().band(side).to_owned()
}

/// `card` carrying `pawn`'s name, for the rules' functions (blows, shots) whose log lines name
/// the cards they are given. The pawn's own card in play is named once for the conflict; any
/// other (a card changed for one blow) is copied.
pub(super) fn named_card(
    world: &ConflictWorld,
    pawn: u32,
    card: &ContractCard,
) -> Arc<ContractCard> {
    let index = world.resource::<super::world::pawn_index::PawnIndex>();
    let own = index
        .cards
        .get(pawn as usize)
        .is_some_and(|own| std::ptr::eq(&**own, card));
    if own && let Some(named) = index.named_card(pawn, world.resource::<Names>().pawn(pawn)) {
        return named;
    }
    let mut card = card.clone();
    card.name = pawn_name(world, pawn);
    Arc::new(card)
}

/// The name of the Contract Card `card_id` as the conflict's bands hired it.
pub(super) fn card_name(world: &ConflictWorld, card_id: &str) -> String {
    // Read off the setup's cards (the last of that id, as a map by id would keep): asked for
    // now and then, so not copied into a map at every game's start.
    world
        .resource::<super::world::components::SetupOf>()
        .0
        .pawns()
        .filter(|(_, card)| card.id == card_id)
        .last()
        .map_or_else(|| card_id.to_owned(), |(_, card)| card.name.clone())
}

/// A text from the table's geometry (which knows pawns by id: "pawn 3") with each pawn named.
pub(super) fn with_names(world: &ConflictWorld, text: &str) -> String {
    let mut named = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("pawn ") {
        let after = &rest[at + "pawn ".len()..];
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        match after[..digits].parse::<u32>() {
            Ok(id) if digits > 0 => {
                named.push_str(&rest[..at]);
                named.push_str(&pawn_name(world, id));
                rest = &after[digits..];
            }
            _ => {
                named.push_str(&rest[..at + "pawn ".len()]);
                rest = after;
            }
        }
    }
    named.push_str(rest);
    named
}

/// Several pawns' names, joined for a sentence ("A, B and C"), in the catalogue's language.
pub(super) fn pawn_list(world: &ConflictWorld, ids: &[u32]) -> String {
    render(&pawn_list_message(world, ids))
}

/// `pawn_list` as a phrase of the catalogue, for a message's argument.
pub(super) fn pawn_list_message(world: &ConflictWorld, ids: &[u32]) -> Message {
    let names: Vec<String> = ids.iter().map(|&id| pawn_name(world, id)).collect();
    let Some((last, rest)) = names.split_last() else {
        return msg!("conflict-names-list-empty");
    };
    let mut rest = rest.iter();
    let Some(first) = rest.next() else {
        return msg!("conflict-names-list-one", name = last);
    };
    // "A, B": each name after the first joins the list so far.
    let mut listed = msg!("conflict-names-list-one", name = first);
    for name in rest {
        listed = msg!("conflict-names-list-comma", first = listed, next = name);
    }
    msg!("conflict-names-list-and", first = listed, last = last)
}

/// A refusal as a phrase of another message, with its rule as `Rejection`'s `Display` writes
/// it ("no Maravedies left (1650 § Investing Maravedies)").
pub(in crate::conflict) fn refusal_words(refusal: &crate::record::Rejection) -> Message {
    match &refusal.rule {
        Some(rule) => msg!(
            "conflict-names-refusal-by-rule",
            reason = refusal.message.clone(),
            book = rule.book.short_name(),
            section = rule.section.to_string()
        ),
        None => refusal.message.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numerals_and_short_forms() {
        assert_eq!(roman(1), "I");
        assert_eq!(roman(4), "IV");
        assert_eq!(roman(9), "IX");
        assert_eq!(roman(14), "XIV");
        assert_eq!(
            short_form("Wendel Haas, the Sergeant Who Stayed"),
            "Wendel Haas"
        );
        assert_eq!(short_form("Captain of the Broken Pike"), "Captain");
        assert_eq!(short_form("Veteran Pikeman"), "Veteran Pikeman");
    }
}
