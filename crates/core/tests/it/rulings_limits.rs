//! `ysbilia ruling` keeps every limit the game keeps: a ruling the table would refuse is refused
//! with its rule and reason, never resolved silently (each test names the rulebook section).

use ysbilia_core::rules::content::Content;
use ysbilia_core::ruling::resolve::{Outcome, RulingFile, RulingReport, run};

fn content() -> Content {
    Content::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
}

/// Resolves `rulings` (the inside of a file's `rulings: [...]`) with fixed `dice`.
fn ruled(dice: &[u32], rulings: &str) -> Result<RulingReport, String> {
    let text = format!("(dice: {dice:?}, rulings: [{rulings}])");
    let file = RulingFile::parse("test", &text).unwrap_or_else(|error| panic!("{error}"));
    run(&file, &content()).map_err(|refusal| refusal.to_string())
}

/// `ruling` is refused, naming `section` and `words`.
fn refused(ruling: &str, section: &str, words: &str) {
    let refusal = ruled(&[5; 8], ruling)
        .map(|report| format!("{:#?}", report.log))
        .expect_err(&format!("the table refuses {ruling}"));
    assert!(
        refusal.contains(section) && refusal.contains(words),
        "{ruling}: {refusal}"
    );
}

fn accepted(ruling: &str) -> RulingReport {
    ruled(&[5; 8], ruling).unwrap_or_else(|refusal| panic!("{ruling}: {refusal}"))
}

#[test]
fn investing_maravedies_a_ruling_buys_at_most_two_extra_dice() {
    accepted("Roll((attribute: 5, extra_dice: 2))");
    refused(
        "Roll((attribute: 5, extra_dice: 3))",
        "Investing Maravedies",
        "at most 2",
    );
    refused(
        "FaceOff(first: (attribute: 5), second: (attribute: 4, extra_dice: 9))",
        "Investing Maravedies",
        "at most 2",
    );
    refused(
        r#"Discharge(shooter: ("chapter-musketeer", 0), target: "gate-guard", shot: (distance: 18.0, extra_dice: 3))"#,
        "Investing Maravedies",
        "at most 2",
    );
}

/// § Investing Maravedies: "an additional dice in any roll": a thrown device's too (the dice
/// bought were paid for and never rolled).
#[test]
fn investing_maravedies_extra_dice_count_for_a_thrown_device() {
    let report = ruled(
        &[2, 9],
        r#"Device((thrower: ("salamander-grenadier", 0), shot: (distance: 12.0, extra_dice: 1), bystanders: [(pawn: 1, from_target_cm: 0.0, sheltered: false)]))"#,
    )
    .expect("a legal throw");
    let Some(Outcome::Device(burst)) = report.outcomes.first() else {
        panic!("{:?}", report.outcomes);
    };
    let roll = burst.roll.as_ref().expect("in range");
    assert_eq!(roll.dice, vec![2, 9], "{:#?}", report.log);
    assert!(roll.success, "the 9 is kept");
}

#[test]
fn dice_roll_modifiers_a_ruling_modifier_is_one_a_rule_or_card_gives() {
    accepted(r#"Roll((attribute: 5, modifiers: [("Dexterity card", 5), ("cover", -1)]))"#);
    refused(
        r#"Roll((attribute: 5, modifiers: [("luck", 7)]))"#,
        "Dice Roll Modifiers",
        "more than 5",
    );
    let many = vec![r#"("small obstacle in the way", -1)"#; 21].join(", ");
    refused(
        &format!("Roll((attribute: 5, modifiers: [{many}]))"),
        "Dice Roll Modifiers",
        "at most 20",
    );
    refused(
        "SecondWeapon(attribute: 3, opponent_first_result: 500)",
        "Multiple Attacks",
        "no roll totals 500",
    );
}

#[test]
fn damage_a_ruling_keeps_the_card_limits_and_a_rolls_sl() {
    accepted(
        "Damage(success_level: 3, critical: false, weapon: (normal: 3, critical: 5), defense: (armoured: 4, unarmoured: 2))",
    );
    refused(
        "Damage(success_level: 200, critical: false, weapon: (normal: 3, critical: 5), defense: (armoured: 4, unarmoured: 2))",
        "Damage",
        "the SL is 200",
    );
    refused(
        "Damage(success_level: 1, critical: false, weapon: (normal: 30, critical: 35), defense: (armoured: 4, unarmoured: 2))",
        "Damage",
        "the Damage is 30",
    );
    refused(
        "Damage(success_level: 1, critical: false, weapon: (normal: 3, critical: 5), defense: (armoured: 2, unarmoured: 4))",
        "Damage",
        "second Defense",
    );
}

#[test]
fn authority_roll_a_leader_holds_what_a_band_can_give_it() {
    accepted("Authority(leader_maravedies: (25, 3))");
    refused(
        "Authority(leader_maravedies: (5000, 0))",
        "Authority Roll",
        "at most 2000",
    );
}

#[test]
fn vigour_and_vigour_table_a_ruling_marks_a_cards_table() {
    refused(
        "Vigour(table: (bruises: 11, bleeding: 2, dying: 2), hits: [1])",
        "Vigour and Vigour Table",
        "at most 10",
    );
    refused(
        "Vigour(table: (bruises: 3, bleeding: 2, dying: 2), marked: 7, hits: [1])",
        "Vigour and Vigour Table",
        "removed from the table",
    );
    refused(
        "Vigour(table: (bruises: 3, bleeding: 2, dying: 2), hits: [7, 1])",
        "Bruises, Bleeding and Death",
        "hit 2 falls on a pawn already removed",
    );
}

#[test]
fn movement_maneuvers_a_ruled_charge_runs_at_most_25_cm() {
    refused(
        r#"Clash(cards: ("gate-guard", "acolyte"), arrival: Charge(pawn: 0, distance: 30.0), answer: Cannot)"#,
        "Movement Maneuvers",
        "at most 15 + 1D10",
    );
    refused(
        r#"Clash(cards: ("gate-guard", "acolyte"), arrival: Engaged(pawn: 2))"#,
        "Attacking and Responding Pawns",
        "pawns 0 and 1",
    );
}

#[test]
fn block_a_ruling_blocks_with_the_pawns_block_weapon() {
    // The Gate Guard's pike has no Block; its short sword (Block 2) does.
    refused(
        r#"Clash(cards: ("acolyte", "gate-guard"), weapons: (0, 0), arrival: Ongoing(first_activated: 0), answer: Blocks)"#,
        "Block",
        "Short sword",
    );
    accepted(
        r#"Clash(cards: ("acolyte", "gate-guard"), weapons: (0, 1), arrival: Ongoing(first_activated: 0), answer: Blocks)"#,
    );
}

#[test]
fn attack_and_reply_a_ruled_target_fights_with_a_close_combat_weapon() {
    // The arquebus has no Reply: the Arquebusier fights with its knife.
    refused(
        r#"Clash(cards: ("recio", "quay-arquebusier"), weapons: (0, 0), arrival: Ongoing(first_activated: 0), answer: Fights)"#,
        "Attack and Reply",
        "no Reply",
    );
    // The Gate Guard walked into the Recio, whose lower Audacity makes it the attacker: the
    // Gate Guard, in its own activation, fights; it does not retreat.
    refused(
        r#"Clash(cards: ("gate-guard", "recio"), arrival: Engaged(pawn: 0), answer: Retreats)"#,
        "Attack and Reply",
        "it fights",
    );
}

#[test]
fn multiple_attacks_a_ruled_second_weapon_is_another_close_combat_weapon() {
    refused(
        r#"Clash(cards: ("oath-hidalgo", "palace-halberdier"), arrival: Engaged(pawn: 0), second_weapon: Some(0))"#,
        "Multiple Attacks",
        "another close combat weapon",
    );
    refused(
        r#"Clash(cards: ("canon-captain", "recio"), arrival: Engaged(pawn: 0), second_weapon: Some(1))"#,
        "Multiple Attacks",
        "another close combat weapon",
    );
}

#[test]
fn attack_of_opportunity_a_retreat_allows_no_second_weapon_or_dexterity_card() {
    refused(
        r#"Clash(cards: ("oath-hidalgo", "palace-halberdier"), arrival: Ongoing(first_activated: 0), answer: Retreats, second_weapon: Some(1))"#,
        "Attack of Opportunity",
        "no second weapon",
    );
    refused(
        r#"Clash(cards: ("oath-hidalgo", "palace-halberdier"), arrival: Ongoing(first_activated: 0), answer: Retreats, dexterity: (Some("feint-high"), None))"#,
        "Attack of Opportunity",
        "Dexterity card",
    );
}

#[test]
fn fighting_from_a_distance_a_ruling_needs_a_close_combat_weapon_with_range() {
    // Neither the Acolyte's cudgel nor the Bravo's sword and buckler have a Range.
    refused(
        r#"Clash(cards: ("acolyte", "altamar-bravo"), arrival: Ongoing(first_activated: 0), from_distance: true)"#,
        "Fighting from a Distance",
        "base contact",
    );
}

/// § Fighting from a Distance: "if any of the pawns has a close combat weapon with no Range,
/// it will be still able to stop the enemy's attack, but won't be able to damage the
/// opponent": the attacker's too.
#[test]
fn fighting_from_a_distance_an_attacker_without_range_cannot_hurt() {
    // The Acolyte's cudgel (no Range) rolls a natural 10 against the Gate Guard's pike (Range
    // 5), engaged from afar: the Gate Guard is not hurt.
    let report = ruled(
        &[10, 1],
        r#"Clash(cards: ("acolyte", "gate-guard"), arrival: Ongoing(first_activated: 0), from_distance: true)"#,
    )
    .expect("a legal blow");
    let Some(Outcome::Clash { blow, .. }) = report.outcomes.first() else {
        panic!("{:?}", report.outcomes);
    };
    assert!(blow.hits.is_empty(), "{:#?}", report.log);
    assert!(
        report
            .log
            .iter()
            .any(|entry| entry.rule.section == "Fighting from a Distance"),
        "{:#?}",
        report.log
    );
}

#[test]
fn armament_heavy_a_ruled_heavy_weapon_fires_only_from_a_stationary_pawn() {
    accepted(
        r#"Discharge(shooter: ("chapter-musketeer", 0), target: "gate-guard", shot: (distance: 18.0))"#,
    );
    refused(
        r#"Discharge(shooter: ("chapter-musketeer", 0), target: "gate-guard", shot: (distance: 18.0, moved: true))"#,
        "Armament",
        "Heavy",
    );
    refused(
        r#"Device((thrower: ("falconet-gunner", 0), shot: (distance: 50.0, moved: true)))"#,
        "Armament",
        "Heavy",
    );
}

#[test]
fn reloading_slow_weapons_a_ruling_counts_the_shots_a_weapon_holds() {
    refused(
        r#"Discharge(shooter: ("quay-arquebusier", 0), target: "recio", shot: (distance: 20.0, slow_shots_left: Some(2)))"#,
        "Reloading Slow Weapons",
        "at most 1",
    );
    refused(
        r#"Discharge(shooter: ("wharf-rat", 0), target: "recio", shot: (distance: 8.0, slow_shots_left: Some(1)))"#,
        "Reloading Slow Weapons",
        "not a Slow weapon",
    );
    refused(
        r#"Device((thrower: ("salamander-grenadier", 0), shot: (distance: 12.0, slow_shots_left: Some(0))))"#,
        "Reloading Slow Weapons",
        "reloaded",
    );
}

#[test]
fn devices_of_the_modern_era_a_device_is_thrown_by_its_own_rules() {
    refused(
        r#"Discharge(shooter: ("salamander-grenadier", 0), target: "recio", shot: (distance: 12.0))"#,
        "Devices of the Modern Era",
        "Device ruling",
    );
    refused(
        r#"Device((thrower: ("salamander-grenadier", 0), shot: (distance: 12.0, maneuver: AccurateShot, moved: true)))"#,
        "Discharge Maneuvers",
        "Accurate Shot",
    );
    refused(
        r#"Device((thrower: ("salamander-grenadier", 0), shot: (distance: 12.0, light: SmokeForbids)))"#,
        "Cloud of Smoke",
        "smoke",
    );
    refused(
        r#"Device((thrower: ("salamander-grenadier", 0), shot: (distance: 12.0), bystanders: [(pawn: 1, from_target_cm: -3.0, sheltered: false)]))"#,
        "Devices of the Modern Era",
        "0 or more",
    );
}

#[test]
fn discharge_maneuvers_a_ruled_reaction_shot_comes_from_a_pawn_that_has_not_moved() {
    refused(
        r#"Discharge(shooter: ("quay-arquebusier", 0), target: "recio", shot: (distance: 20.0, maneuver: ReactionShot, moved: true))"#,
        "Discharge Maneuvers",
        "Reaction Shot",
    );
}

#[test]
fn panoply_cards_a_ruled_lucky_roll_is_a_cards() {
    accepted(
        r#"Discharge(shooter: ("chapter-musketeer", 0), target: "gate-guard", shot: (distance: 18.0, luck: 2))"#,
    );
    refused(
        r#"Discharge(shooter: ("chapter-musketeer", 0), target: "gate-guard", shot: (distance: 18.0, luck: 4))"#,
        "Panoply Cards",
        "+4",
    );
}

#[test]
fn obtaining_honour_points_a_ruled_tally_is_a_conflicts() {
    accepted("Honour(tally: (enemy_pay_beaten: 120, decree: Main, enemy_leaders_eliminated: 1))");
    refused(
        "Honour(tally: (enemy_pay_beaten: 5000))",
        "Obtaining Honour Points",
        "at most 1000",
    );
    refused(
        "Honour(tally: (enemy_pay_beaten: 100, escaping_eliminated: 99))",
        "Obtaining Honour Points",
        "at most 40",
    );
}

const STREET: &str = "scenarios/layouts/village-street.ron";

fn table_shot(shooter: (f32, f32), target: (f32, f32), more: &str) -> String {
    format!(
        r#"TableShot((layout: "{STREET}", shooter: (card: "quay-arquebusier", x: {}, y: {}, facing: 0.0), target: (card: "gate-guard", x: {}, y: {}, facing: 180.0){more}))"#,
        shooter.0, shooter.1, target.0, target.1
    )
}

/// § Discharge Roll Modifiers: "an obstacle that the firing pawn is hidden behind" gives no
/// cover; as in play (`conflict::hide::cover_of`), the obstacle a pawn touches counts too.
#[test]
fn discharge_roll_modifiers_a_ruled_shooters_own_obstacle_gives_no_cover() {
    // The well (a small obstacle, 2.5 cm across its radius) at (50, 50): the shooter's base
    // touches it from the west, and shoots east over it.
    let report = accepted(&table_shot((46.1, 50.0), (62.0, 50.0), ""));
    let Some(Outcome::TableShot(shot)) = report.outcomes.first() else {
        panic!("{:?}", report.outcomes);
    };
    assert_eq!(shot.cover, 0, "{:#?}", report.log);
    // From farther back the well is cover.
    let report = accepted(&table_shot((40.0, 50.0), (62.0, 50.0), ""));
    let Some(Outcome::TableShot(shot)) = report.outcomes.first() else {
        panic!("{:?}", report.outcomes);
    };
    assert_eq!(shot.cover, 1, "{:#?}", report.log);
}

#[test]
fn distance_weapons_a_ruled_shooter_stands_free_of_clashes_and_of_other_pawns() {
    // Base to base with the target: engaged, it cannot shoot.
    refused(
        &table_shot((30.0, 50.0), (32.5, 50.0), ""),
        "Distance Weapons",
        "engaged in a clash",
    );
    // Within the reach of an enemy's pike (Range 5).
    refused(
        &table_shot(
            (30.0, 50.0),
            (60.0, 50.0),
            r#", others: [(card: "gate-guard", x: 30.0, y: 56.0, facing: 270.0, enemy: true)]"#,
        ),
        "Distance Weapons",
        "engaged in a clash",
    );
    // Marked as in a clash.
    refused(
        &table_shot((30.0, 50.0), (60.0, 50.0), "")
            .replace("facing: 0.0)", "facing: 0.0, in_clash: true)"),
        "Distance Weapons",
        "engaged in a clash",
    );
    // Two bases on the same spot, a base inside the hay cart, one off the table.
    refused(
        &table_shot(
            (30.0, 50.0),
            (60.0, 50.0),
            r#", others: [(card: "night-patrol", x: 30.5, y: 50.0)]"#,
        ),
        "ruling 1",
        "cannot stand",
    );
    refused(
        &table_shot((58.0, 60.0), (80.0, 60.0), ""),
        "ruling 1",
        "cannot stand",
    );
    refused(
        &table_shot((-5.0, 50.0), (20.0, 50.0), ""),
        "ruling 1",
        "cannot stand",
    );
}

#[test]
fn line_of_sight_a_ruled_layout_is_read_from_the_game_folder_only() {
    refused(
        &table_shot((30.0, 50.0), (60.0, 50.0), "").replace(STREET, "../../../etc/passwd"),
        "ruling 1",
        "inside the game's folder",
    );
    refused(
        &table_shot((30.0, 50.0), (60.0, 50.0), "").replace(STREET, "/etc/passwd"),
        "ruling 1",
        "inside the game's folder",
    );
}
