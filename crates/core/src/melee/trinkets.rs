//! Spending trinkets (melee-event-rules.txt § Optional Rules 3, Trinkets Points System): Rewind,
//! Raven's Foresight and Mischief of the Flock, all while a fighter's dice are still undecided.

use super::exchange::{Action, Initiative, dice_for, initiative};
use super::{Melee, MeleeCommand, MeleeDice, Phase, PlannedAction, rule};
use crate::dice::Die;
use crate::record::{Rejection, Resolution};

/// Rewind: re-roll any number of your dice.
pub const REWIND_COST: u32 = 4;
/// Raven's Foresight: change your current Action card for another and re-roll your dice.
pub const FORESIGHT_COST: u32 = 5;
/// Mischief of the Flock: take away one success from the other side's roll and re-roll all your
/// dice.
pub const MISCHIEF_COST: u32 = 6;

const SECTION: &str = "Trinkets Points System";

impl Melee {
    /// Whether the fighter of `team` at `seat` may spend `cost` trinkets on the dice just
    /// rolled: trinkets in play, dice not yet decided, enough trinkets held.
    fn check_spend(&self, seat: usize, team: usize, cost: u32) -> Result<(), Rejection> {
        let name = &self.seats[seat].name;
        if !self.trinkets {
            return Err(Rejection::by_rule(
                rule(SECTION),
                "trinkets are not in play in this melee (an optional rule chosen at setup)",
            ));
        }
        let Phase::Rolled { decided, .. } = &self.phase else {
            return Err(Rejection::by_rule(
                rule(SECTION),
                "trinkets are spent on dice that have just been rolled",
            ));
        };
        if decided[team] {
            return Err(Rejection::by_rule(
                rule(SECTION),
                format!("{name} has already decided on these dice"),
            ));
        }
        let held = self.seats[seat].trinkets;
        if held < cost {
            return Err(Rejection::by_rule(
                rule(SECTION),
                format!("{name} has {held} trinket(s); this needs {cost}"),
            ));
        }
        Ok(())
    }

    /// Mischief of the Flock for the fighter of `team` at `seat`: the spend, and "take away
    /// one success from an opponent's last roll": there must be one left. Cheap enough for the
    /// computer to ask before every choice.
    pub(super) fn check_mischief(&self, seat: usize, team: usize) -> Result<(), Rejection> {
        self.check_spend(seat, team, MISCHIEF_COST)?;
        let left = self.successes_now().map_or(0, |scored| scored[1 - team]);
        if left == 0 {
            return Err(Rejection::by_rule(
                rule(SECTION),
                "the other side's roll has no success left to take away",
            ));
        }
        Ok(())
    }

    /// Checks and applies a trinket power for the fighter of `team` sitting at `seat`.
    pub(super) fn spend_trinkets(
        &mut self,
        seat: usize,
        team: usize,
        command: &MeleeCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let name = self.seats[seat].name.clone();
        let cost = match command {
            MeleeCommand::Rewind { .. } => REWIND_COST,
            MeleeCommand::RavensForesight { .. } => FORESIGHT_COST,
            _ => MISCHIEF_COST,
        };
        self.check_spend(seat, team, cost)?;
        let Phase::Rolled { exchange, dice, .. } = &self.phase else {
            return Err(Rejection::by_rule(
                rule(SECTION),
                "trinkets are spent on dice that have just been rolled",
            ));
        };
        let exchange = *exchange;
        let opponent = 1 - team;
        match command {
            MeleeCommand::Rewind { dice: chosen, .. } => {
                let mut sorted = chosen.clone();
                sorted.sort_unstable();
                sorted.dedup();
                if sorted.is_empty()
                    || sorted.len() != chosen.len()
                    || sorted.iter().any(|&die| die >= dice[team].len())
                {
                    return Err(Rejection::by_rule(
                        rule(SECTION),
                        format!("choose different dice among {name}'s {}", dice[team].len()),
                    ));
                }
                let mut dice = *dice;
                for &die in &sorted {
                    dice[team][die] = resolution.dice().roll("Melee die (Rewind)", Die::D12);
                }
                self.seats[seat].trinkets -= cost;
                resolution.explain_with(rule(SECTION), || {
                    format!(
                        "{name} spends {cost} trinkets on Rewind: dice now {:?}",
                        dice[team]
                    )
                });
                self.set_dice(dice);
            }
            MeleeCommand::RavensForesight { action, .. } => {
                let plan = self.fighters[team]
                    .plan
                    .unwrap_or([PlannedAction::new(Action::Defend, &[]); 3]);
                let current = plan.get(exchange).map(|step| step.action);
                if current == Some(*action)
                    || plan
                        .iter()
                        .enumerate()
                        .any(|(index, step)| index != exchange && step.action == *action)
                {
                    return Err(Rejection::by_rule(
                        rule(SECTION),
                        format!(
                            "{action} is already in {name}'s plan; Foresight swaps for another card"
                        ),
                    ));
                }
                if let Some(step) = self.fighters[team]
                    .plan
                    .as_mut()
                    .and_then(|plan| plan.get_mut(exchange))
                {
                    step.action = *action;
                }
                let [mine, theirs] = [self.step(team, exchange), self.step(opponent, exchange)];
                let order = initiative(mine.1, theirs.1);
                let counts = [
                    dice_for(mine.0, theirs.0, order == Initiative::First),
                    dice_for(theirs.0, mine.0, order == Initiative::Second),
                ];
                let mut dice = *dice;
                dice[team] = (0..counts[0])
                    .map(|_| {
                        resolution
                            .dice()
                            .roll("Melee die (Raven's Foresight)", Die::D12)
                    })
                    .collect();
                // The other side keeps its dice; the new pairing may change how many it rolls.
                dice[opponent].truncate(counts[1]);
                while dice[opponent].len() < counts[1] {
                    dice[opponent].push(
                        resolution
                            .dice()
                            .roll("Melee die (pairing changed)", Die::D12),
                    );
                }
                self.seats[seat].trinkets -= cost;
                resolution.explain_with(rule(SECTION), || format!("{name} spends {cost} trinkets on Raven's Foresight: plays {action} instead and rolls {:?}; the other side now has {:?}", dice[team], dice[opponent]));
                self.set_dice(dice);
            }
            MeleeCommand::Mischief { .. } => {
                self.check_mischief(seat, team)?;
                let left = self.successes_now().map_or(0, |scored| scored[opponent]);
                let mut dice = *dice;
                for die in dice[team].iter_mut() {
                    *die = resolution
                        .dice()
                        .roll("Melee die (Mischief of the Flock)", Die::D12);
                }
                self.fighters[opponent].taken += 1;
                self.seats[seat].trinkets -= cost;
                resolution.explain_with(rule(SECTION), || format!("{name} spends {cost} trinkets on Mischief of the Flock: one success is taken from the other side's roll ({} left), and {name} re-rolls all their dice: {:?}", left - 1, dice[team]));
                self.set_dice(dice);
            }
            _ => return Err(Rejection::new("not a trinket power")),
        }
        Ok(())
    }

    fn set_dice(&mut self, new_dice: [MeleeDice; 2]) {
        if let Phase::Rolled { dice, .. } = &mut self.phase {
            *dice = new_dice;
        }
    }

    /// The action and Strategy value `team` plays in `exchange`.
    fn step(&self, team: usize, exchange: usize) -> (Action, u32) {
        self.fighters[team]
            .plan
            .as_ref()
            .and_then(|plan| plan.get(exchange))
            .map_or((Action::Defend, 0), |step| (step.action, step.value()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;
    use crate::melee::{MeleeSetup, PlannedAction};
    use crate::record::Game;

    /// Both plans laid (Attack, Defend, Outflank against Attack, Defend, Knockdown), the first
    /// exchange rolled, re-rolls used up so nobody has decided yet only by trinkets.
    fn rolled(trinkets_on: bool, held: u32) -> (Melee, Dice) {
        let mut dice = Dice::new(11);
        let setup = MeleeSetup {
            trinkets: trinkets_on,
            ..MeleeSetup::balanced(2, 2)
        };
        let mut melee =
            Melee::start(&setup, &mut Resolution::new(&mut dice, None, true)).expect("valid");
        for (seat, third) in [(0, Action::Outflank), (1, Action::Knockdown)] {
            let hand = melee.seats[seat].hand.clone();
            let actions = [Action::Attack, Action::Defend, third];
            let plan =
                [0, 1, 2].map(|index| PlannedAction::new(actions[index], &hand[index..=index]));
            melee
                .apply(
                    &MeleeCommand::Plan { seat, plan },
                    &mut Resolution::new(&mut dice, Some(0), true),
                )
                .expect("legal plan");
        }
        melee.seats[0].trinkets = held;
        (melee, dice)
    }

    fn spend(melee: &mut Melee, dice: &mut Dice, command: MeleeCommand) -> Result<(), Rejection> {
        melee.apply(&command, &mut Resolution::new(dice, Some(1), true))
    }

    #[test]
    fn trinkets_points_system_is_an_optional_rule() {
        let (mut melee, mut dice) = rolled(false, 10);
        let refused = spend(
            &mut melee,
            &mut dice,
            MeleeCommand::Rewind {
                seat: 0,
                dice: vec![0],
            },
        );
        assert!(refused.is_err_and(|rejection| rejection.reason().contains("not in play")));
    }

    #[test]
    fn trinkets_points_system_powers_cost_4_5_and_6() {
        let (mut melee, mut dice) = rolled(true, 5);
        let refused = spend(&mut melee, &mut dice, MeleeCommand::Mischief { seat: 0 });
        assert!(refused.is_err_and(|rejection| {
            rejection
                .reason()
                .contains("has 5 trinket(s); this needs 6")
        }));
        spend(
            &mut melee,
            &mut dice,
            MeleeCommand::Rewind {
                seat: 0,
                dice: vec![0, 2],
            },
        )
        .expect("rewind");
        assert_eq!(melee.seats[0].trinkets, 1);
        assert!(
            matches!(
                melee.phase,
                Phase::Rolled {
                    decided: [false, false],
                    ..
                }
            ),
            "still to decide"
        );
    }

    #[test]
    fn ravens_foresight_swaps_for_the_unused_card_and_rerolls() {
        let (mut melee, mut dice) = rolled(true, 5);
        let refused = spend(
            &mut melee,
            &mut dice,
            MeleeCommand::RavensForesight {
                seat: 0,
                action: Action::Defend,
            },
        );
        assert!(refused.is_err(), "Defend is already planned");
        spend(
            &mut melee,
            &mut dice,
            MeleeCommand::RavensForesight {
                seat: 0,
                action: Action::Knockdown,
            },
        )
        .expect("swap");
        assert_eq!(
            melee.fighters[0].plan.as_ref().map(|plan| plan[0].action),
            Some(Action::Knockdown)
        );
        let Phase::Rolled { dice: rolled, .. } = &melee.phase else {
            panic!("rolled")
        };
        // Knockdown against Attack penalizes the Attack: the other side drops dice.
        assert_eq!(rolled[0].len(), 3);
        assert!(rolled[1].len() < 3);
        assert_eq!(melee.seats[0].trinkets, 0);
    }

    /// melee-event-rules.txt § Optional Rules 3: "take away one success from an opponent's last
    /// roll and re-roll all your dice".
    #[test]
    fn trinkets_points_system_mischief_of_the_flock_takes_a_success_and_rerolls_all_your_dice() {
        let (mut melee, mut dice) = rolled(true, 6);
        let set = |melee: &mut Melee, theirs: &[u32]| {
            if let Phase::Rolled { dice: rolled, .. } = &mut melee.phase {
                rolled[0] = MeleeDice::from_slice(&[12, 12, 12]).expect("three dice");
                rolled[1] = MeleeDice::from_slice(theirs).expect("three dice");
            }
        };
        set(&mut melee, &[12, 12, 12]);
        let refused = spend(&mut melee, &mut dice, MeleeCommand::Mischief { seat: 0 });
        assert!(
            refused.is_err_and(|rejection| rejection.reason().contains("no success")),
            "nothing to take away"
        );
        // The other side rolled a critical (two successes) and two misses.
        set(&mut melee, &[1, 12, 12]);
        let draws = dice.draws().len();
        spend(&mut melee, &mut dice, MeleeCommand::Mischief { seat: 0 }).expect("mischief");
        assert_eq!(
            dice.draws().len(),
            draws + 3,
            "all three of the spender's dice"
        );
        assert_eq!(melee.seats[0].trinkets, 0);
        let Phase::Rolled { dice: now, .. } = &melee.phase else {
            panic!("still rolled")
        };
        assert_eq!(
            &now[1][..],
            &[1, 12, 12],
            "the other side's dice stay as rolled"
        );
        let mut log = Vec::new();
        for seat in [0, 1] {
            let mut resolution = Resolution::new(&mut dice, Some(2), true);
            melee
                .apply(&MeleeCommand::Keep { seat }, &mut resolution)
                .expect("keeps");
            log.extend(
                resolution
                    .into_entries()
                    .into_iter()
                    .map(|entry| entry.text()),
            );
        }
        assert!(
            log.iter()
                .any(|line| line.contains("Player 2 scores 1 needing")),
            "one of the two successes is taken away: {log:?}"
        );
    }
}
