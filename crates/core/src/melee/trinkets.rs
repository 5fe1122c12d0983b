//! Spending trinkets (melee-event-rules.txt § Optional Rules 3, Trinkets Points System): Rewind,
//! Raven's Foresight and Mischief of the Flock, all while a fighter's dice are still undecided.

use super::exchange::{Action, Initiative, dice_for, dice_text, initiative};
use super::{Melee, MeleeCommand, MeleeDice, Phase, PlannedAction, rule};
use crate::dice::Die;
use crate::msg;
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
                msg!("melee-trinkets-off"),
            ));
        }
        let Phase::Rolled { decided, .. } = &self.phase else {
            return Err(Rejection::by_rule(
                rule(SECTION),
                msg!("melee-trinkets-not-rolled"),
            ));
        };
        if decided[team] {
            return Err(Rejection::by_rule(
                rule(SECTION),
                msg!("melee-trinkets-decided", name = name),
            ));
        }
        let held = self.seats[seat].trinkets;
        if held < cost {
            return Err(Rejection::by_rule(
                rule(SECTION),
                msg!(
                    "melee-trinkets-short",
                    name = name,
                    held = held,
                    cost = cost
                ),
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
                msg!("melee-mischief-nothing"),
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
        let cost = match command {
            MeleeCommand::Rewind { .. } => REWIND_COST,
            MeleeCommand::RavensForesight { .. } => FORESIGHT_COST,
            _ => MISCHIEF_COST,
        };
        self.check_spend(seat, team, cost)?;
        let Phase::Rolled { exchange, dice, .. } = &self.phase else {
            return Err(Rejection::by_rule(
                rule(SECTION),
                msg!("melee-trinkets-not-rolled"),
            ));
        };
        let (exchange, dice) = (*exchange, *dice);
        match command {
            MeleeCommand::Rewind { dice: chosen, .. } => {
                self.rewind(seat, team, chosen, dice, resolution)
            }
            MeleeCommand::RavensForesight { action, .. } => {
                self.ravens_foresight(seat, team, exchange, *action, dice, resolution)
            }
            MeleeCommand::Mischief { .. } => self.mischief(seat, team, dice, resolution),
            _ => Err(Rejection::new(msg!("melee-not-a-power"))),
        }
    }

    /// Rewind: the `chosen` dice (different ones, each rolled this exchange) are rolled again.
    fn rewind(
        &mut self,
        seat: usize,
        team: usize,
        chosen: &[usize],
        mut dice: [MeleeDice; 2],
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let mut sorted = chosen.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.is_empty()
            || sorted.len() != chosen.len()
            || sorted.iter().any(|&die| die >= dice[team].len())
        {
            return Err(Rejection::by_rule(
                rule(SECTION),
                msg!(
                    "melee-rewind-choose",
                    name = &self.seats[seat].name,
                    dice = dice[team].len()
                ),
            ));
        }
        for &die in &sorted {
            dice[team][die] = resolution
                .dice()
                .roll(msg!("melee-roll-melee-die-rewind"), Die::D12);
        }
        self.seats[seat].trinkets -= REWIND_COST;
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "melee-rewind",
                name = &self.seats[seat].name,
                cost = REWIND_COST,
                dice = dice_text(&dice[team])
            )
        });
        self.set_dice(dice);
        Ok(())
    }

    /// Raven's Foresight: `action`, an Action card not in the plan, takes the place of this
    /// exchange's, and its dice are rolled anew (the other side's count may change with it).
    fn ravens_foresight(
        &mut self,
        seat: usize,
        team: usize,
        exchange: usize,
        action: Action,
        mut dice: [MeleeDice; 2],
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let opponent = 1 - team;
        let plan = self.fighters[team]
            .plan
            .unwrap_or([PlannedAction::new(Action::Defend, &[]); 3]);
        let current = plan.get(exchange).map(|step| step.action);
        if current == Some(action)
            || plan
                .iter()
                .enumerate()
                .any(|(index, step)| index != exchange && step.action == action)
        {
            return Err(Rejection::by_rule(
                rule(SECTION),
                msg!(
                    "melee-foresight-planned",
                    action = action.message(),
                    name = &self.seats[seat].name
                ),
            ));
        }
        if let Some(step) = self.fighters[team]
            .plan
            .as_mut()
            .and_then(|plan| plan.get_mut(exchange))
        {
            step.action = action;
        }
        let [mine, theirs] = [self.step(team, exchange), self.step(opponent, exchange)];
        let order = initiative(mine.1, theirs.1);
        let counts = [
            dice_for(mine.0, theirs.0, order == Initiative::First),
            dice_for(theirs.0, mine.0, order == Initiative::Second),
        ];
        dice[team] = (0..counts[0])
            .map(|_| {
                resolution
                    .dice()
                    .roll(msg!("melee-roll-melee-die-raven-s-foresight"), Die::D12)
            })
            .collect();
        // The other side keeps its dice; the new pairing may change how many it rolls.
        dice[opponent].truncate(counts[1]);
        while dice[opponent].len() < counts[1] {
            dice[opponent].push(
                resolution
                    .dice()
                    .roll(msg!("melee-roll-melee-die-pairing-changed"), Die::D12),
            );
        }
        self.seats[seat].trinkets -= FORESIGHT_COST;
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "melee-foresight",
                name = &self.seats[seat].name,
                cost = FORESIGHT_COST,
                action = action.message(),
                dice = dice_text(&dice[team]),
                other_dice = dice_text(&dice[opponent])
            )
        });
        self.set_dice(dice);
        Ok(())
    }

    /// Mischief of the Flock: one success is taken from the other side's roll, and all this
    /// side's dice are rolled again.
    fn mischief(
        &mut self,
        seat: usize,
        team: usize,
        mut dice: [MeleeDice; 2],
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let opponent = 1 - team;
        self.check_mischief(seat, team)?;
        let left = self.successes_now().map_or(0, |scored| scored[opponent]);
        for die in dice[team].iter_mut() {
            *die = resolution
                .dice()
                .roll(msg!("melee-roll-melee-die-mischief-of-the-flock"), Die::D12);
        }
        self.fighters[opponent].taken += 1;
        self.seats[seat].trinkets -= MISCHIEF_COST;
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "melee-mischief",
                name = &self.seats[seat].name,
                cost = MISCHIEF_COST,
                left = left - 1,
                dice = dice_text(&dice[team])
            )
        });
        self.set_dice(dice);
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
            rejection.reason().contains("has 5 trinkets; this needs 6")
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
