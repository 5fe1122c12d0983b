//! What a player is shown before a command (issue 5's ghost move and discharge preview), asked
//! of core: 1650 § Movement Maneuvers, § Attack of Opportunity, § Discharge Roll Modifiers.

use super::conflict::{activate, content, deployed, fire, place, shooter_and_target, weapon_index};
use ysbilia_core::conflict::{ConflictCommand, Gait, d10_chance};
use ysbilia_core::rules::cards::{SpecialRule, Weapon};
use ysbilia_core::table::movement::Waypoint;

fn point(x: f32, y: f32) -> Vec<Waypoint> {
    vec![Waypoint { x, y, level: None }]
}

#[test]
fn dice_rolls_chance_of_a_d10_counts_the_natural_10() {
    // § Dice Rolls: equal or beat the Attribute; § Criticals: a natural 10 always succeeds.
    assert_eq!(d10_chance(4, 0), 0.7);
    assert_eq!(d10_chance(4, -1), 0.6);
    assert_eq!(d10_chance(11, 0), 0.1);
    assert_eq!(d10_chance(1, 3), 1.0);
}

#[test]
fn dice_rolls_the_odds_picture_judges_every_face_as_the_roll_would() {
    use ysbilia_core::rules::rolls::{FaceOutcome, d10_faces};
    // Discharge 7 with -1: an 8 just does it (SL 0), a 9 gives SL 1, the 10 is critical.
    let faces = d10_faces(7, -1);
    assert!(faces[..7].iter().all(|face| *face == FaceOutcome::Failure));
    assert_eq!(faces[7], FaceOutcome::Success { success_level: 0 });
    assert_eq!(faces[8], FaceOutcome::Success { success_level: 1 });
    assert_eq!(faces[9], FaceOutcome::Critical { success_level: 2 });
    assert_eq!(d10_chance(7, -1), 0.3);
    // Out of reach but for the natural 10.
    let hopeless = d10_faces(15, 0);
    assert_eq!(hopeless.iter().filter(|face| face.succeeds()).count(), 1);
}

#[test]
fn movement_maneuvers_preview_measures_a_walk_and_refuses_past_10_cm() {
    let content = content();
    let setup = shooter_and_target(&content, |arm| arm.attack.is_some());
    let mut session = deployed(setup, place(10.0, 5.0, 90.0), place(50.0, 35.0, 270.0));
    activate(&mut session, 0);
    let hash = session.state_hash();
    let preview = session
        .game()
        .preview_move(0, Gait::Walk, &point(10.0, 13.0), None)
        .expect("an 8 cm walk");
    assert!(
        (preview.plan.length - 8.0).abs() < 0.01,
        "{}",
        preview.plan.length
    );
    assert_eq!(preview.allowance_cm, 10.0);
    assert!(preview.attacks_of_opportunity.is_empty());
    let refusal = session
        .game()
        .preview_move(0, Gait::Walk, &point(10.0, 17.0), None)
        .expect_err("12 cm is past a walk");
    assert!(refusal.to_string().contains("10"), "{refusal}");
    assert_eq!(session.state_hash(), hash, "a preview changes nothing");
    // The preview and the command agree.
    session
        .play(ConflictCommand::Move {
            pawn: 0,
            gait: Gait::Walk,
            path: point(10.0, 13.0),
            facing: None,
        })
        .expect("the walk the preview allowed");
}

#[test]
fn attack_of_opportunity_preview_names_the_enemy_whose_area_is_crossed() {
    let content = content();
    let setup = shooter_and_target(&content, |arm| arm.attack.is_some());
    // The enemy faces south: the walk ends inside its Action Area, short of contact.
    let mut session = deployed(setup, place(10.0, 5.0, 90.0), place(12.0, 22.0, 270.0));
    activate(&mut session, 0);
    let preview = session
        .game()
        .preview_move(0, Gait::Walk, &point(10.0, 15.0), None)
        .expect("a walk past the enemy");
    assert_eq!(preview.attacks_of_opportunity, vec![1], "{preview:?}");
}

/// A distance weapon of 30 cm or more that is not a device.
pub(super) fn firearm(arm: &Weapon) -> bool {
    let device = arm.rules.iter().any(|used| {
        matches!(
            used.rule,
            SpecialRule::Bomb | SpecialRule::Cannon | SpecialRule::Grenade
        )
    });
    arm.discharge.is_some() && arm.range.is_some_and(|range| range >= 30) && !device
}

#[test]
fn discharge_roll_modifiers_preview_gives_the_modifiers_and_the_chance() {
    let content = content();
    let setup = shooter_and_target(&content, firearm);
    let weapon = weapon_index(&setup.sides[0].pawns[0], firearm);
    let attribute = setup.sides[0].pawns[0].weapons[weapon]
        .discharge
        .expect("a distance weapon");
    let mut session = deployed(setup, place(30.0, 5.0, 90.0), place(30.0, 35.0, 270.0));
    activate(&mut session, 0);
    let preview = session
        .game()
        .preview_shot(0, 1, weapon, false)
        .expect("the target is in sight");
    // Centres 30 cm apart, bases 2.5 cm across: 27.5 cm edge to edge, no modifier for range.
    assert!(
        (preview.distance_cm - 27.5).abs() < 0.1,
        "{}",
        preview.distance_cm
    );
    assert!(preview.in_range());
    assert_eq!(preview.attribute, attribute);
    let total: i32 = preview
        .modifiers
        .iter()
        .map(|modifier| modifier.amount)
        .sum();
    assert_eq!(preview.chance, d10_chance(attribute, total));
    let accurate = session
        .game()
        .preview_shot(0, 1, weapon, true)
        .expect("the shooter has not moved");
    assert!(
        accurate
            .modifiers
            .iter()
            .any(|modifier| modifier.reason.to_string() == "Accurate Shot")
    );
}

/// 1650 § Luminaries: the placement preview and the command agree, and a refusal says why in
/// words (inside a deployment area, 20 cm from another luminary).
#[test]
fn luminaries_preview_agrees_with_the_command_and_explains_a_refusal() {
    use ysbilia_core::conflict::Conflict;
    use ysbilia_core::conflict::Phase;
    use ysbilia_core::session::Session;
    use ysbilia_core::simulate::{Chooser, Simulate};
    let library = super::conflict::library();
    let mut checked = 0;
    for seed in 0..40 {
        let mut chooser = Chooser::new(seed);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        let mut session = Session::<Conflict>::start(setup, seed).expect("a Brawl starts");
        while matches!(
            session.game().progress().phase,
            Phase::ChooseDeployment { .. } | Phase::ChooseEdge { .. }
        ) {
            let command = session
                .game()
                .computer_command(&mut chooser)
                .expect("a choice");
            session.play(command).expect("legal");
        }
        if !matches!(
            session.game().progress().phase,
            Phase::PlaceLuminaries { .. }
        ) {
            continue;
        }
        let size = session.game().setup().layout.table;
        for step in 0..40 {
            let (x, y) = (
                size.width * (0.05 + 0.9 * (step % 8) as f32 / 7.0),
                size.depth * (0.05 + 0.9 * (step / 8) as f32 / 4.0),
            );
            let preview = session.game().preview_luminary(x, y);
            let played = session
                .clone()
                .play(ConflictCommand::PlaceLuminary { x, y })
                .map(|_| ());
            assert_eq!(preview.is_ok(), played.is_ok(), "seed {seed} at ({x}, {y})");
            if let Err(refusal) = preview {
                let text = refusal.to_string();
                assert!(
                    text.contains("deployment area") || text.contains("cm from luminary"),
                    "{text}"
                );
            } else if checked % 3 == 0 {
                session
                    .play(ConflictCommand::PlaceLuminary { x, y })
                    .expect("the preview allowed it");
            }
            checked += 1;
            if !matches!(
                session.game().progress().phase,
                Phase::PlaceLuminaries { .. }
            ) {
                break;
            }
        }
    }
    assert!(checked > 0, "no Brawl came up at night");
}

/// 1650 § Devices of the Modern Era (Grenades) on the table: the throw is one Discharge roll
/// without the short-range +1; it bursts on the target (damage by the formula) or rolls on the
/// failure table, and the grenade is spent like a Slow weapon's shot.
#[test]
fn devices_of_the_modern_era_a_grenade_is_thrown_on_the_table() {
    use ysbilia_core::rules::devices::Device;
    let content = content();
    let grenade = |arm: &Weapon| Device::of(arm) == Some(Device::Grenade);
    let setup = shooter_and_target(&content, grenade);
    let weapon = weapon_index(&setup.sides[0].pawns[0], grenade);
    let mut session = deployed(setup, place(10.0, 15.0, 90.0), place(10.0, 26.0, 270.0));
    activate(&mut session, 0);
    let preview = session
        .game()
        .preview_shot(0, 1, weapon, false)
        .expect("a grenade may be thrown");
    assert!(
        preview
            .modifiers
            .iter()
            .all(|modifier| modifier.amount <= 0),
        "no short-range +1 for a grenade: {:?}",
        preview.modifiers
    );
    let before = session.game().pawn(1).map(|pawn| pawn.vigour.remaining());
    let shots = session
        .game()
        .loads(0)
        .and_then(|loads| loads.shots_left[weapon]);
    session.play(fire(weapon)).expect("the throw is allowed");
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    let device_lines: Vec<&String> = log
        .iter()
        .filter(|line| line.contains("Devices of the Modern Era"))
        .collect();
    assert!(!device_lines.is_empty(), "{log:#?}");
    let after = session.game().pawn(1).map(|pawn| pawn.vigour.remaining());
    let landed = device_lines.iter().any(|line| line.contains("lands"));
    if landed {
        assert!(log.iter().any(|line| line.contains("(SL ")), "{log:#?}");
        assert!(
            after < before || after.is_none() || log.iter().any(|line| line.contains("= 0 Vigour"))
        );
    } else {
        assert!(
            device_lines
                .iter()
                .any(|line| line.contains("failure roll")),
            "{log:#?}"
        );
    }
    let spent = session
        .game()
        .loads(0)
        .and_then(|loads| loads.shots_left[weapon]);
    assert_eq!(
        spent,
        shots.map(|left| left.saturating_sub(1)),
        "the grenade is spent"
    );
}

fn vigour_left(
    session: &ysbilia_core::session::Session<ysbilia_core::conflict::Conflict>,
    pawn: u32,
) -> u32 {
    session
        .game()
        .pawn(pawn)
        .map_or(0, |view| view.vigour.remaining())
}

/// § Attack and Reply, § A Draw During Clashes, § Criticals: the clash's odds picture is the
/// blow's own judgement: for every pair of faces the two kept dice can show, the pawn core's
/// odds say is hit is the pawn the blow hits.
#[test]
fn attack_and_reply_the_clash_odds_name_who_every_pair_of_faces_hits() {
    use super::conflict::{attack, duel, fight, hand_weapon, plain_fighter};
    use std::collections::HashSet;
    use ysbilia_core::rules::clash_odds::{ClashOutcome, clash_outcome};
    // Blades that always get through Defense, so every hit shows as Vigour lost.
    let keen = |mut card: ysbilia_core::rules::cards::ContractCard| {
        let blade = hand_weapon(&card);
        card.weapons_mut()[blade].damage.normal = 12;
        card.weapons_mut()[blade].damage.critical = 12;
        card
    };
    let striker = keen(plain_fighter());
    let mut replier = keen(plain_fighter());
    let blade = hand_weapon(&replier);
    // Unequal Attributes, so a draw is won by one of them.
    if let Some(reply) = replier.weapons_mut()[blade].reply.as_mut() {
        *reply += 1;
    }
    let mut base = deployed(
        duel(striker.clone(), replier),
        place(30.0, 18.75, 90.0),
        place(30.0, 21.25, 270.0),
    );
    activate(&mut base, 0);
    base.play(attack(0, 1, hand_weapon(&striker)))
        .expect("base to base, it attacks");
    let odds = base
        .game()
        .blow_odds(0)
        .expect("a blow waits for its target's answer");
    assert_eq!((odds.striker, odds.replier), (0, 1));
    let chances = odds.chances;
    let total = chances.striker_hits + chances.replier_hits + chances.both_hit + chances.nobody;
    assert!((total - 1.0).abs() < 1e-4, "{chances:?}");
    let mut seen = HashSet::new();
    for strike_face in 1..=10 {
        for reply_face in 1..=10 {
            let mut session = base.clone();
            session.script_dice(vec![strike_face, reply_face]);
            let before = [0, 1].map(|pawn| vigour_left(&session, pawn));
            session.play(fight()).expect("it fights back");
            let hurt = [0, 1].map(|pawn| vigour_left(&session, pawn) < before[pawn as usize]);
            let happened = match hurt {
                [false, true] => ClashOutcome::Striker,
                [true, false] => ClashOutcome::Replier,
                [true, true] => ClashOutcome::Both,
                [false, false] => ClashOutcome::Nobody,
            };
            let foreseen =
                clash_outcome(&odds.strike, odds.reply.as_ref(), strike_face, reply_face);
            let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
            assert_eq!(
                happened,
                foreseen,
                "faces {strike_face} and {reply_face}: {:#?}",
                &log[log.len().saturating_sub(6)..]
            );
            seen.insert(foreseen);
        }
    }
    assert_eq!(seen.len(), 4, "every outcome met: {seen:?}");
}
