//! The blow's tests: who attacks, replies, blocks, draws, criticals, second weapons.

use super::*;
use crate::dice::Dice;
use crate::record::Resolution;
use crate::rules::cards::{SpecialRule, Weapon, WeaponColour, WeaponRule, test_card};
use crate::rules::damage::WeaponDamage;
use crate::rules::dexterity::{DexterityCard, DexterityEffect};

fn fighter(name: &str, audacity: u32, attack: u32, reply: u32, block: Option<u32>) -> Combatant {
    let weapon = Weapon {
        name: "sword".to_owned(),
        colours: vec![WeaponColour::Red],
        range: None,
        attack: Some(attack),
        reply: Some(reply),
        discharge: None,
        damage: WeaponDamage {
            normal: 3,
            critical: 5,
        },
        rules: block
            .map(|limit| WeaponRule {
                rule: SpecialRule::Block(limit),
                critical_only: false,
            })
            .into_iter()
            .collect(),
    };
    Combatant::new(
        test_card(
            audacity,
            Weapon {
                name: name.to_owned(),
                ..weapon
            },
        ),
        0,
    )
}

fn fight(dice: Vec<u32>, combatants: &mut [Combatant; 2], answer: Answer) -> Blow {
    let mut dice = Dice::scripted(1, dice);
    let mut resolution = Resolution::new(&mut dice, None, true);
    let options = BlowOptions {
        answer,
        ..BlowOptions::default()
    };
    blow(combatants, 0, &options, &mut resolution).expect("a legal blow")
}

#[test]
fn attacking_and_responding_pawns_lower_audacity_attacks_and_a_long_charge_wins() {
    let (bold, shy) = (
        fighter("bold", 3, 5, 5, None),
        fighter("shy", 6, 5, 5, None),
    );
    assert_eq!(attacker([&shy, &bold], Arrival::Engaged { pawn: 0 }).0, 1);
    assert_eq!(
        attacker([&bold, &bold], Arrival::Engaged { pawn: 1 }).0,
        1,
        "a tie goes to the one who engaged"
    );
    let (who, bonus, _) = attacker(
        [&shy, &bold],
        Arrival::Charge {
            pawn: 0,
            distance: 16.0,
        },
    );
    assert_eq!((who, bonus), (0, true));
    assert!(
        !attacker(
            [&shy, &bold],
            Arrival::Charge {
                pawn: 0,
                distance: 15.0
            }
        )
        .1,
        "more than 15 cm"
    );
    assert_eq!(
        attacker([&shy, &bold], Arrival::Ongoing { first_activated: 0 }).0,
        0
    );
}

#[test]
fn a_draw_during_clashes_the_lower_attribute_strikes() {
    // Attack 4 rolls 6 (SL 2), Reply 5 rolls 7 (SL 2): the attacker's lower Attribute hits.
    let mut pair = [fighter("a", 5, 4, 4, None), fighter("b", 5, 5, 5, None)];
    let done = fight(vec![6, 7], &mut pair, Answer::Fights);
    assert_eq!(
        done.hits
            .iter()
            .map(|(hitter, struck, _)| (*hitter, *struck))
            .collect::<Vec<_>>(),
        vec![(0, 1)]
    );
    // Equal Attributes and equal SL: nobody is hit.
    let mut even = [fighter("a", 5, 5, 5, None), fighter("b", 5, 5, 5, None)];
    assert!(fight(vec![7, 7], &mut even, Answer::Fights).hits.is_empty());
}

#[test]
fn attack_and_reply_the_responding_pawn_can_hit_back() {
    let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
    let done = fight(vec![7, 8], &mut pair, Answer::Fights);
    assert_eq!(done.hits[0].0, 1, "the higher SL hits, whoever attacked");
    assert_eq!(pair[0].vigour.marked, done.hits[0].2.vigour_lost);
}

#[test]
fn block_stops_a_blow_but_never_hits_back() {
    let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, Some(3))];
    let done = fight(vec![7, 9], &mut pair, Answer::Blocks);
    assert!(done.hits.is_empty(), "blocked");
    let mut weak = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, Some(2))];
    let done = fight(vec![7], &mut weak, Answer::Blocks);
    assert!(
        done.reply.is_none(),
        "Block (2) cannot stop Damage 3: a single Attack roll"
    );
    assert_eq!(done.hits.len(), 1);
}

#[test]
fn attack_from_behind_is_a_single_attack_roll() {
    let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
    let done = fight(vec![5], &mut pair, Answer::Cannot);
    assert!(done.reply.is_none());
    assert!(done.hits.is_empty(), "5 against Attack 6 misses");
}

fn with_rule(mut pawn: Combatant, rule: SpecialRule) -> Combatant {
    Arc::make_mut(&mut pawn.card).weapons_mut()[0]
        .rules
        .push(WeaponRule {
            rule,
            critical_only: false,
        });
    pawn
}

fn card(effects: Vec<DexterityEffect>) -> DexterityCard {
    DexterityCard {
        id: "test".to_owned(),
        name: "Test trick".to_owned(),
        used_with: crate::rules::dexterity::DexterityUse::Attack,
        colours: vec![WeaponColour::Red],
        effects,
        text: String::new(),
    }
}

fn fight_with(dice: Vec<u32>, combatants: &mut [Combatant; 2], options: &BlowOptions) -> Blow {
    let mut dice = Dice::scripted(1, dice);
    let mut resolution = Resolution::new(&mut dice, None, true);
    blow(combatants, 0, options, &mut resolution).expect("a legal blow")
}

#[test]
fn dexterity_cards_change_the_first_weapons_roll_and_damage() {
    // Attack 6 rolls 6 (SL 0) against Reply 6 rolling 7: +2 turns it into SL 2, a hit.
    let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 6, 6, None)];
    let options = BlowOptions {
        dexterity: [
            Some(card(vec![
                DexterityEffect::RollBonus(2),
                DexterityEffect::DamageBonus(1),
            ])),
            None,
        ],
        ..BlowOptions::default()
    };
    let done = fight_with(vec![6, 7], &mut pair, &options);
    assert_eq!(done.hits[0].0, 0);
    assert_eq!(done.hits[0].2.damage, 4, "Damage 3 + 1");
    // A natural 10 (SL 4 against Attack 6) would win outright; the parry makes it a plain
    // 10, which loses to a Reply 4 rolling 9 (SL 5).
    let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
    let parry = BlowOptions {
        dexterity: [None, Some(card(vec![DexterityEffect::CancelsCritical]))],
        ..BlowOptions::default()
    };
    let done = fight_with(vec![10, 9], &mut pair, &parry);
    assert!(!done.attack.critical, "the card takes the critical away");
    assert_eq!(done.hits[0].0, 1);
}

#[test]
fn pawns_reactions_a_retreating_pawn_suffers_an_attack_of_opportunity() {
    let mut pair = [fighter("a", 5, 6, 4, None), fighter("b", 5, 4, 4, None)];
    let options = BlowOptions {
        answer: Answer::Retreats,
        ..BlowOptions::default()
    };
    let done = fight_with(vec![5], &mut pair, &options);
    assert_eq!(done.attack.attribute, 4, "a single Reply roll");
    assert_eq!(done.hits.len(), 1);
    assert!(done.effects.contains(&(1, BlowEffect::Retreated)));
}

#[test]
fn fighting_from_a_distance_a_weapon_without_range_stops_but_cannot_hurt() {
    let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
    Arc::make_mut(&mut pair[0].card).weapons_mut()[0].range = Some(3);
    let options = BlowOptions {
        from_distance: true,
        ..BlowOptions::default()
    };
    let done = fight_with(vec![6, 8], &mut pair, &options);
    assert!(done.hits.is_empty(), "b wins the face-off but has no Range");
}

#[test]
fn armament_beating_disrupting_and_panic_act_when_vigour_is_lost() {
    for (rule, effect) in [
        (SpecialRule::Beating, BlowEffect::TurnedAway),
        (SpecialRule::Disrupting, BlowEffect::Disrupted),
        (SpecialRule::Panic, BlowEffect::PanicRoll),
    ] {
        let mut pair = [
            with_rule(fighter("a", 5, 4, 4, None), rule),
            fighter("b", 5, 6, 6, None),
        ];
        Arc::make_mut(&mut pair[1].card).defense.armoured = 0;
        let done = fight_with(vec![5, 2], &mut pair, &BlowOptions::default());
        assert!(
            done.effects.contains(&(1, effect)),
            "{rule:?}: {:?}",
            done.effects
        );
    }
    let mut pair = [
        with_rule(fighter("a", 5, 4, 4, None), SpecialRule::Panic),
        fighter("b", 5, 6, 6, None),
    ];
    Arc::make_mut(&mut pair[1].card).defense.armoured = 0;
    pair[1].vigour.marked = pair[1].vigour.table.total() - 1;
    let done = fight_with(vec![8, 2], &mut pair, &BlowOptions::default());
    assert!(done.effects.contains(&(1, BlowEffect::PanicAround)));
}

#[test]
fn multiple_attacks_the_second_weapon_only_after_the_first_hits() {
    let mut pair = [fighter("a", 5, 3, 3, None), fighter("b", 5, 6, 6, None)];
    let dagger = pair[0].card.weapons[0].clone();
    Arc::make_mut(&mut pair[0].card).weapons_mut().push(dagger);
    let options = BlowOptions {
        second_weapon: Some(1),
        ..BlowOptions::default()
    };
    // Attack 3 rolls 7, Reply rolls 5: hit; the second weapon needs 5 (the reply roll).
    let done = fight_with(vec![7, 5, 5], &mut pair, &options);
    let second = done.second.expect("second weapon used");
    assert_eq!((second.attribute, second.success_level), (5, 0));
    assert_eq!(done.hits.len(), 2);
    let mut pair2 = pair.clone();
    pair2[0].vigour.marked = 0;
    pair2[1].vigour.marked = 0;
    let missed = fight_with(vec![2, 5], &mut pair2, &options);
    assert!(missed.second.is_none(), "first weapon missed");
}
