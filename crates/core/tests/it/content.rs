//! 1650's shipped content against what the rulebook and issue 4 ask of it: bands per Faction,
//! the rulebook's Peculiarities, every weapon Special Rule on some card, the catalogues, and the
//! ready-made bands passing every hiring rule.

use std::collections::BTreeSet;
use std::path::Path;
use ysbilia_core::rules::antagonists::Temperament;
use ysbilia_core::rules::cards::{Faction, PersonalityKind, SpecialRule};
use ysbilia_core::rules::content::Content;
use ysbilia_core::rules::enclaves::EnclaveActionEffect;
use ysbilia_core::rules::hiring::BAND_STEP_MRV;
use ysbilia_core::rules::panoply::PanoplyEffect;

fn content() -> Content {
    Content::load(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .as_path(),
    )
}

#[test]
fn factions_two_bands_each_and_thirty_contract_cards() {
    let content = content();
    assert!(content.bands.len() >= 8);
    for faction in [
        Faction::OldRegime,
        Faction::NewOrder,
        Faction::Usurpers,
        Faction::Mercenaries,
    ] {
        assert!(
            content
                .bands
                .iter()
                .filter(|band| band.faction == faction)
                .count()
                >= 2,
            "{faction:?}"
        );
    }
    let cards: usize = content.bands.iter().map(|band| band.cards.len()).sum();
    assert!(cards >= 30, "{cards} cards");
    assert!(
        content.bands.iter().any(
            |band| band.id == "old-purples" && band.cards.iter().any(|card| card.id == "recio")
        )
    );
    assert!(
        content
            .bands
            .iter()
            .any(|band| band.id == "guard-of-ysbilia")
    );
}

#[test]
fn peculiarities_every_one_the_rulebook_names_exists_and_personality_types_are_used() {
    let content = content();
    let known: BTreeSet<&str> = content
        .peculiarities
        .peculiarities
        .iter()
        .map(|peculiarity| peculiarity.id.as_str())
        .collect();
    for named in [
        "leader",
        "stealthy",
        "scout",
        "blessing",
        "unique",
        "personality",
    ] {
        assert!(known.contains(named), "{named}");
    }
    let kinds: BTreeSet<String> = content
        .bands
        .iter()
        .flat_map(|band| &band.cards)
        .filter_map(|card| card.personality.map(|kind| format!("{kind:?}")))
        .collect();
    for kind in [
        PersonalityKind::Mercenary,
        PersonalityKind::Reliable,
        PersonalityKind::Treacherous,
    ] {
        assert!(kinds.contains(&format!("{kind:?}")), "{kind:?}");
    }
}

#[test]
fn armament_every_special_rule_is_on_some_weapon() {
    let content = content();
    let used: BTreeSet<String> = content
        .bands
        .iter()
        .flat_map(|band| &band.cards)
        .flat_map(|card| card.weapons.iter())
        .flat_map(|weapon| &weapon.rules)
        .map(|used| {
            let name = format!("{:?}", used.rule);
            name.split('(').next().unwrap_or_default().to_owned()
        })
        .collect();
    let all = [
        SpecialRule::Beating,
        SpecialRule::Block(1),
        SpecialRule::Bomb,
        SpecialRule::Cannon,
        SpecialRule::Disrupting,
        SpecialRule::EasilyThrown(1),
        SpecialRule::Grenade,
        SpecialRule::Heavy,
        SpecialRule::Panic,
        SpecialRule::Piercing,
        SpecialRule::Ready,
        SpecialRule::Slow(1),
        SpecialRule::Smashing,
        SpecialRule::Smoke(1),
        SpecialRule::Tardy,
    ];
    for rule in all {
        let name = format!("{rule:?}");
        let name = name.split('(').next().unwrap_or_default();
        assert!(used.contains(name), "{name} is on no weapon");
    }
}

#[test]
fn dexterity_panoply_enclaves_antagonists_and_blessings_catalogues() {
    let content = content();
    assert!(content.dexterity.cards.len() >= 12);
    assert!(content.panoply.cards.len() >= 10);
    assert!(
        content
            .panoply
            .get("farol")
            .is_some_and(|farol| farol.effects.contains(&PanoplyEffect::Light))
    );
    assert!(content.enclaves.enclaves.len() >= 5);
    let polvorin = content.enclaves.get("polvorin").expect("the Polvorin");
    let actions: Vec<&str> = polvorin
        .actions
        .iter()
        .map(|action| action.name.as_str())
        .collect();
    assert!(actions.contains(&"To plunder") && actions.contains(&"To explode"));
    assert!(
        polvorin
            .actions
            .iter()
            .any(|action| matches!(action.effect, EnclaveActionEffect::Explode { .. }))
    );
    assert!(content.antagonists.antagonists.len() >= 8);
    for id in ["picaro", "guarnicionero"] {
        assert!(content.antagonists.get(id).is_some(), "{id}");
    }
    let temperaments: BTreeSet<Temperament> = content
        .antagonists
        .antagonists
        .iter()
        .map(|antagonist| antagonist.temperament)
        .collect();
    assert_eq!(temperaments.len(), 4);
    assert!(!content.blessings.blessings.is_empty());
}

#[test]
fn hiring_your_band_every_ready_made_band_is_legal_and_there_is_one_per_band() {
    let content = content();
    assert!(content.rosters.len() >= 8);
    for (file, roster) in &content.rosters {
        assert_eq!(roster.value, BAND_STEP_MRV, "{file}");
        let summary = content.check_roster(roster);
        assert!(summary.is_ok(), "{file}: {summary:?}");
    }
    let covered: BTreeSet<&str> = content
        .rosters
        .iter()
        .map(|(_, roster)| roster.band.as_str())
        .collect();
    for band in &content.bands {
        assert!(
            covered.contains(band.id.as_str()),
            "{} has no ready-made band",
            band.id
        );
    }
}
