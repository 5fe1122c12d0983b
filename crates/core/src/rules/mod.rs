//! 1650: A Capa y Espada's rules that decide outcomes, one rulebook section (or a few close
//! ones) per module, each a pure function or a small state machine over the game's dice, so the
//! conflict simulation, the rulings interface and the tests share them. docs/rules-coverage.md
//! maps the rulebook to these modules.

pub mod activation;
pub mod antagonists;
pub mod auction;
pub mod audacity;
pub mod authority;
pub mod blessings;
pub mod cards;
pub mod clash;
pub mod clash_odds;
pub mod content;
pub mod damage;
pub mod devices;
pub mod dexterity;
pub mod discharge;
pub mod enclaves;
pub mod hiring;
pub mod honour;
pub mod hunt;
pub mod limits;
pub mod maravedies;
pub mod panoply;
pub mod pure_bands;
pub mod reloading;
pub mod rolls;
pub mod vigour;
pub mod weather;

use crate::log::{Rule, Rulebook};

pub(crate) fn rule(section: &'static str) -> Rule {
    Rule::new(Rulebook::CapaYEspada1650, section)
}

/// "X id 'a' is used twice" for every id that comes more than once, in order.
pub(crate) fn repeated_ids<'a>(kind: &str, ids: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    ids.into_iter()
        .filter(|id| !seen.insert(*id))
        .map(|id| format!("{kind} id '{id}' is used twice"))
        .collect()
}
