//! 1650 § Hiring your Band, § Pay and Incentive and § Contract Cards, checked on the shipped
//! content (assets/1650/).

use std::path::Path;
use ysbilia_core::rules::cards::{Band, Faction};
use ysbilia_core::rules::content::{cross_check, load_bands, load_peculiarities};
use ysbilia_core::rules::hiring::{BandKind, Roster, check_roster};

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn bands() -> Vec<Band> {
    load_bands(root())
        .into_iter()
        .map(|(_, band)| band)
        .collect()
}

fn roster(kind: BandKind, faction: Faction, band: &str, value: u32, hires: &[&str]) -> Roster {
    Roster {
        name: "test".to_owned(),
        faction,
        kind,
        band: band.to_owned(),
        value,
        hires: hires.iter().map(|id| (*id).to_owned()).collect(),
        panoply: Vec::new(),
        dexterity: Vec::new(),
    }
}

fn reasons(
    result: Result<
        ysbilia_core::rules::hiring::RosterSummary,
        Vec<ysbilia_core::record::Rejection>,
    >,
) -> String {
    result
        .err()
        .map(|problems| {
            problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default()
}

#[test]
fn contract_cards_the_shipped_content_is_valid() {
    assert!(load_peculiarities(root()).is_some());
    assert!(bands().len() >= 2);
    assert_eq!(cross_check(root()), Vec::new());
}

#[test]
fn hiring_your_band_a_legal_pure_band_of_250() {
    let band = roster(
        BandKind::Pure,
        Faction::OldRegime,
        "old-purples",
        250,
        &[
            "canon-captain",
            "recio",
            "recio",
            "acolyte",
            "chapter-musketeer",
            "sacristan",
        ],
    );
    let summary = check_roster(&band, &bands()).expect("legal");
    assert_eq!(
        (summary.pawns, summary.pay, summary.leaders),
        (6, 215, 1),
        "60 + 35 + 35 + 25 + 40 + 20"
    );
    assert!(summary.incentive as usize >= summary.pawns);
}

#[test]
fn hiring_your_band_two_of_a_type_per_250_like_the_old_purples_recios() {
    let band = roster(
        BandKind::Pure,
        Faction::OldRegime,
        "old-purples",
        250,
        &["canon-captain", "recio", "recio", "recio"],
    );
    assert!(reasons(check_roster(&band, &bands())).contains("3 Recio; at most 2 of a type"));
    let bigger = roster(
        BandKind::Pure,
        Faction::OldRegime,
        "old-purples",
        500,
        &["canon-captain", "recio", "recio", "recio"],
    );
    assert!(check_roster(&bigger, &bands()).is_ok(), "four a 500 band");
}

#[test]
fn hiring_your_band_one_leader_per_250_and_pay_within_the_value() {
    let two_leaders = roster(
        BandKind::Mixed,
        Faction::NewOrder,
        "guard-of-ysbilia",
        250,
        &["watch-sergeant", "watch-sergeant", "gate-guard"],
    );
    assert!(
        reasons(check_roster(&two_leaders, &bands()))
            .contains("2 Leaders; a band of 250 Maravedies may have 1")
    );
    let too_dear = roster(
        BandKind::Pure,
        Faction::NewOrder,
        "guard-of-ysbilia",
        250,
        &[
            "watch-sergeant",
            "quay-arquebusier",
            "quay-arquebusier",
            "gate-guard",
            "gate-guard",
            "night-patrol",
            "night-patrol",
        ],
    );
    assert!(reasons(check_roster(&too_dear, &bands())).contains("over the band's 250"));
}

#[test]
fn hiring_your_band_incentives_cover_the_pawns() {
    let thin = roster(
        BandKind::Pure,
        Faction::OldRegime,
        "old-purples",
        250,
        &["sacristan", "sacristan", "acolyte"],
    );
    assert!(reasons(check_roster(&thin, &bands())).contains("fewer than the 3 pawns"));
}

#[test]
fn pure_bands_hire_from_one_band_and_mixed_bands_need_their_leader() {
    let pure = roster(
        BandKind::Pure,
        Faction::OldRegime,
        "old-purples",
        250,
        &["canon-captain", "gate-guard"],
    );
    assert!(
        reasons(check_roster(&pure, &bands())).contains("a Pure Band hires only from Old Purples")
    );
    let leaderless = roster(
        BandKind::Mixed,
        Faction::NewOrder,
        "guard-of-ysbilia",
        250,
        &["gate-guard", "toll-collector"],
    );
    assert!(
        reasons(check_roster(&leaderless, &bands()))
            .contains("led by a Leader of Guard of Ysbilia")
    );
    let wrong_faction = roster(
        BandKind::Mixed,
        Faction::NewOrder,
        "guard-of-ysbilia",
        250,
        &["watch-sergeant", "recio"],
    );
    assert!(
        reasons(check_roster(&wrong_faction, &bands())).contains("Recio (Old Purples) cannot join")
    );
}
