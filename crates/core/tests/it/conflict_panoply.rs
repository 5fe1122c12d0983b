//! Panoply cards carried into a conflict: 1650 § Panoply Cards.

use super::conflict::content;
use ysbilia_core::conflict::{Commission, ConflictSetup, side_from_hires};
use ysbilia_core::rules::panoply::PanoplyPurchase;
use ysbilia_core::rules::weather::Climate;
use ysbilia_core::table::layout::Layout;

/// A Brawl on a bare table between two copies of `side`.
fn both_sides(side: ysbilia_core::conflict::SideSetup) -> ConflictSetup {
    ConflictSetup {
        commission: Commission::Brawl,
        climate: Climate::Warm,
        layout: Layout {
            name: "bare".to_owned(),
            table: Default::default(),
            deployment_zones: Vec::new(),
            pieces: Vec::new(),
        },
        sides: vec![side.clone(), side],
        church: None,
        setting: None,
        middle_enclave: None,
        venues: Vec::new(),
        townsfolk: Vec::new(),
    }
}

#[test]
fn panoply_cards_armour_vigour_and_range_go_on_the_card_and_a_farol_is_carried() {
    let content = content();
    let (_, ready) = content
        .rosters
        .iter()
        .find(|(_, roster)| {
            roster.hires.iter().any(|id| {
                content
                    .card(id)
                    .is_some_and(|card| card.weapons.iter().any(|arm| arm.discharge.is_some()))
            })
        })
        .expect("a ready-made band with a shooter");
    let shooter = ready
        .hires
        .iter()
        .position(|id| {
            content
                .card(id)
                .is_some_and(|card| card.weapons.iter().any(|arm| arm.discharge.is_some()))
        })
        .expect("its shooter");
    let buy = |pawn: usize, card: &str| PanoplyPurchase {
        pawn,
        card: card.to_owned(),
    };
    let mut roster = ready.clone();
    // Room in the purse for the items: a band of 300 Maravedies.
    roster.value = 300;
    roster.panoply = vec![
        buy(0, "buff-coat"),
        buy(0, "quilted-doublet"),
        buy(shooter, "fine-powder"),
        buy(shooter, "farol"),
    ];
    let side = side_from_hires(&content, &roster, "test band").expect("a lawful band");
    let plain = |index: usize| {
        content
            .card(&ready.hires[index])
            .expect("hired card")
            .clone()
    };
    let (leader, armoured) = (plain(0), &side.pawns[0]);
    assert_eq!(armoured.defense.armoured, leader.defense.armoured + 1);
    assert_eq!(armoured.defense.unarmoured, leader.defense.unarmoured + 1);
    assert_eq!(armoured.vigour.bruises, leader.vigour.bruises + 1);
    let ranges = |card: &ysbilia_core::rules::cards::ContractCard| -> Vec<Option<u32>> {
        card.weapons.iter().map(|arm| arm.range).collect()
    };
    let expected: Vec<Option<u32>> = plain(shooter)
        .weapons
        .iter()
        .map(|arm| match (arm.discharge, arm.range) {
            (Some(_), Some(range)) => Some(range + 5),
            (_, range) => range,
        })
        .collect();
    assert_eq!(ranges(&side.pawns[shooter]), expected);
    let setup = both_sides(side);
    let shooter_id = u32::try_from(shooter).expect("a small band");
    assert!(setup.carries_light(shooter_id));
    assert!(!setup.carries_light(0));
    assert_eq!(setup.panoply_of(0).len(), 2);
    // Items that always add to rolls: none here.
    assert_eq!(setup.gear_of(0), Default::default());
}

/// § Panoply Cards: a Brotherhood Scapular adds 1 to every Audacity roll of its bearer, and a
/// Rope and Grapnel 1 to climbing and jumping rolls (the conflict reads them as `Gear`).
#[test]
fn panoply_cards_scapular_and_rope_add_to_audacity_and_climbing_rolls() {
    let content = content();
    let (_, ready) = content.rosters.first().expect("a ready-made band");
    let mut roster = ready.clone();
    roster.value = 300;
    roster.panoply = vec![
        PanoplyPurchase {
            pawn: 1,
            card: "scapular".to_owned(),
        },
        PanoplyPurchase {
            pawn: 1,
            card: "rope-and-hook".to_owned(),
        },
    ];
    let side = side_from_hires(&content, &roster, "test band").expect("a lawful band");
    let setup = both_sides(side);
    let gear = setup.gear_of(1);
    assert_eq!((gear.audacity, gear.climb), (1, 1));
    assert_eq!(setup.gear_of(0), Default::default());
}
