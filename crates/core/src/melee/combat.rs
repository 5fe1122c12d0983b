//! § Combat Phase, § Action roll & resolution: an exchange rolled from both plans' actions,
//! resolved (successes, criticals, damage, protection), and the phase's end (plans spent, hands
//! refilled, the next fighters).

use super::exchange::dice_text;
use super::*;
use crate::msg;

impl Melee {
    /// Rolls exchange `exchange` for both fighters and waits for re-roll decisions.
    pub(super) fn roll_exchange(&mut self, exchange: usize, resolution: &mut Resolution) {
        let [first, second] = self.planned(exchange);
        let order = initiative(first.value, second.value);
        let counts = [
            dice_for(first.action, second.action, order == Initiative::First),
            dice_for(second.action, first.action, order == Initiative::Second),
        ];
        let mut dice = [MeleeDice::default(), MeleeDice::default()];
        for team in 0..2 {
            self.fighters[team].taken = 0;
            for _ in 0..counts[team] {
                dice[team].push(
                    resolution
                        .dice()
                        .roll(msg!("melee-roll-melee-die"), Die::D12),
                );
            }
        }
        let names = [
            &self.seats[self.fighters[0].seat].name,
            &self.seats[self.fighters[1].seat].name,
        ];
        resolution.explain_with(rule("Action roll & resolution"), || {
            let quicker = match order {
                Initiative::First => {
                    msg!(
                        "melee-quicker",
                        name = names[0],
                        action = first.action.message()
                    )
                }
                Initiative::Second => {
                    msg!(
                        "melee-quicker",
                        name = names[1],
                        action = second.action.message()
                    )
                }
                Initiative::Together => msg!("melee-equally-quick"),
            };
            let kind = match penalized(first.action, second.action) {
                Some(action) => msg!("melee-roll-penalized", action = action.message()),
                None => msg!("melee-roll-standard"),
            };
            msg!(
                "melee-exchange",
                exchange = exchange + 1,
                first = names[0],
                first_action = first.action.message(),
                first_value = first.value,
                second = names[1],
                second_action = second.action.message(),
                second_value = second.value,
                quicker = quicker,
                kind = kind,
                first_dice = dice_text(&dice[0]),
                second_dice = dice_text(&dice[1])
            )
        });
        // A fighter with no re-roll left has nothing to decide.
        let decided = [self.fighters[0].rerolls == 0, self.fighters[1].rerolls == 0];
        self.after_decision(exchange, dice, decided, resolution);
    }

    /// Each fighter's action and Strategy value in `exchange`.
    pub(super) fn planned(&self, exchange: usize) -> [Played; 2] {
        let step = |team: usize| {
            self.fighters[team]
                .plan
                .as_ref()
                .and_then(|plan| plan.get(exchange))
                .map_or(
                    Played {
                        action: Action::Defend,
                        value: 0,
                    },
                    |step| Played {
                        action: step.action,
                        value: step.value(),
                    },
                )
        };
        [step(0), step(1)]
    }

    /// Resolves a rolled exchange, then rolls the next or ends the combat phase.
    pub(super) fn resolve_exchange(
        &mut self,
        exchange: usize,
        dice: [MeleeDice; 2],
        resolution: &mut Resolution,
    ) {
        let planned = self.planned(exchange);
        let scored = [0, 1].map(|team| self.scored(team, &dice[team], planned[team].value));
        if self.trinkets {
            self.earn_trinkets(&dice, resolution);
        }
        let winner = match scored[0].cmp(&scored[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        self.explain_scores(&planned, scored, winner, resolution);
        let standard = penalized(planned[0].action, planned[1].action).is_none();
        // A standard roll lets both actions work; a penalized one only the winner's.
        let acts = |team: usize| standard || winner == Some(team);
        let groups: &[&[usize]] = match initiative(planned[0].value, planned[1].value) {
            Initiative::First => &[&[0], &[1]],
            Initiative::Second => &[&[1], &[0]],
            Initiative::Together => &[&[0, 1]],
        };
        for group in groups {
            // Who acts is settled before anything in the group lands; within a group (equal
            // initiative) defences go up first, then blows land together.
            let acting = [0, 1].map(|team| {
                group.contains(&team) && acts(team) && self.fighter_squire(team).standing()
            });
            for team in
                (0..2).filter(|&team| acting[team] && planned[team].action == Action::Defend)
            {
                self.fighters[team].protection += scored[team];
                resolution.explain_with(rule("Action Cards"), || {
                    msg!(
                        "melee-defend",
                        name = self.fighter_name(team),
                        points = scored[team]
                    )
                });
            }
            for team in
                (0..2).filter(|&team| acting[team] && planned[team].action != Action::Defend)
            {
                self.strike(
                    team,
                    planned[team].action,
                    scored[team],
                    winner == Some(team),
                    resolution,
                );
            }
        }
        let fallen = (0..2).any(|team| !self.fighter_squire(team).standing());
        if fallen || exchange + 1 == ACTIONS_PER_PHASE {
            self.end_phase(resolution);
        } else {
            self.roll_exchange(exchange + 1, resolution);
        }
    }

    /// § Optional Rules 3: each fighter's feathers and ravens earn trinkets.
    fn earn_trinkets(&mut self, dice: &[MeleeDice; 2], resolution: &mut Resolution) {
        for (team, rolled) in dice.iter().enumerate() {
            let earned = trinkets_earned(rolled);
            if earned > 0 {
                let seat = self.fighters[team].seat;
                let held = &mut self.seats[seat].trinkets;
                *held = held.saturating_add(earned);
                resolution.explain_with(rule("Trinkets Points System"), || {
                    msg!(
                        "melee-trinkets-earned",
                        name = &self.seats[seat].name,
                        earned = earned,
                        feather = super::exchange::FEATHER_FACE,
                        raven = super::exchange::RAVEN_FACE
                    )
                });
            }
        }
    }

    /// The log of an exchange's successes: any Mischief of the Flock took, then both scores and
    /// who wins the action roll.
    fn explain_scores(
        &self,
        planned: &[Played; 2],
        scored: [u32; 2],
        winner: Option<usize>,
        resolution: &mut Resolution,
    ) {
        for team in (0..2).filter(|&team| self.fighters[team].taken > 0) {
            let taken = self.fighters[team].taken;
            resolution.explain_with(rule("Trinkets Points System"), || {
                msg!(
                    "melee-mischief-taken",
                    taken = taken,
                    name = self.fighter_name(team)
                )
            });
        }
        resolution.explain_with(rule("Rolling the Dice"), || {
            let (first, second) = (self.fighter_name(0), self.fighter_name(1));
            match winner {
                Some(team) => msg!(
                    "melee-scores-won",
                    first = first,
                    first_hits = scored[0],
                    first_value = planned[0].value,
                    second = second,
                    second_hits = scored[1],
                    second_value = planned[1].value,
                    winner = self.fighter_name(team)
                ),
                None => msg!(
                    "melee-scores-tied",
                    first = first,
                    first_hits = scored[0],
                    first_value = planned[0].value,
                    second = second,
                    second_hits = scored[1],
                    second_value = planned[1].value
                ),
            }
        });
    }

    /// § Rolling the Dice: the fighter of `team` (at `seat`) rolls die `die` again, its re-roll
    /// this combat phase, and so decides on its dice. Checked before anything changes.
    pub(super) fn reroll(
        &mut self,
        seat: usize,
        team: usize,
        die: usize,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let Phase::Rolled { dice, decided, .. } = &self.phase else {
            return Err(Rejection::new(msg!("melee-not-rolled")));
        };
        let name = &self.seats[seat].name;
        if decided[team] {
            return Err(Rejection::by_rule(
                rule("Rolling the Dice"),
                msg!("melee-no-reroll", name = name),
            ));
        }
        if die >= dice[team].len() {
            return Err(Rejection::by_rule(
                rule("Rolling the Dice"),
                msg!(
                    "melee-no-die",
                    name = name,
                    dice = dice[team].len(),
                    die = die.saturating_add(1)
                ),
            ));
        }
        let Phase::Rolled {
            exchange,
            mut dice,
            mut decided,
        } = std::mem::replace(&mut self.phase, Phase::Planning)
        else {
            return Err(Rejection::new(msg!("melee-not-rolled")));
        };
        let before = dice[team][die];
        let after = resolution
            .dice()
            .roll(msg!("melee-roll-melee-die-re-rolled"), Die::D12);
        dice[team][die] = after;
        self.fighters[team].rerolls -= 1;
        decided[team] = true;
        resolution.explain_with(rule("Rolling the Dice"), || {
            msg!(
                "melee-rerolled",
                name = &self.seats[seat].name,
                before = before,
                after = after
            )
        });
        self.after_decision(exchange, dice, decided, resolution);
        Ok(())
    }

    pub(super) fn fighter_name(&self, team: usize) -> &str {
        &self.seats[self.fighters[team].seat].name
    }

    pub(super) fn fighter_squire(&self, team: usize) -> &Squire {
        let fighter = &self.fighters[team];
        &self.seats[fighter.seat].squires[fighter.squire]
    }

    pub(super) fn strike(
        &mut self,
        team: usize,
        action: Action,
        hits: u32,
        won: bool,
        resolution: &mut Resolution,
    ) {
        let target = 1 - team;
        let (target_seat, target_squire) =
            (self.fighters[target].seat, self.fighters[target].squire);
        let attacker_seat = self.fighters[team].seat;
        match action {
            Action::Attack | Action::Outflank => {
                let shielded = hits.min(self.fighters[target].protection);
                self.fighters[target].protection -= shielded;
                let squire = &mut self.seats[target_seat].squires[target_squire];
                let damage = (hits - shielded).min(squire.hp);
                squire.hp -= damage;
                let hp = squire.hp;
                let state = if hp == 0 {
                    msg!("melee-squire-out")
                } else if squire.tired() {
                    msg!("melee-squire-tired")
                } else {
                    msg!("melee-squire-fresh")
                };
                let seats = &self.seats;
                resolution.explain_with(rule("Action Cards"), || {
                    msg!(
                        "melee-strike",
                        attacker = &seats[attacker_seat].name,
                        action = action.message(),
                        hits = hits,
                        shielded = shielded,
                        damage = damage,
                        target = &seats[target_seat].name,
                        hp = hp,
                        state = state
                    )
                });
            }
            Action::Knockdown => {
                if won && hits >= 3 {
                    self.seats[target_seat].squires[target_squire].hp = 0;
                }
                let seats = &self.seats;
                resolution.explain_with(rule("Action Cards"), || {
                    if won && hits >= 3 {
                        msg!(
                            "melee-knockdown-wins",
                            attacker = &seats[attacker_seat].name,
                            hits = hits,
                            target = &seats[target_seat].name
                        )
                    } else {
                        msg!(
                            "melee-knockdown-fails",
                            attacker = &seats[attacker_seat].name,
                            hits = hits
                        )
                    }
                });
            }
            Action::Defend => {}
        }
    }

    /// melee-event-rules.txt § Gameplay 4: discard the Strategy cards used, refill the hand,
    /// take the Actions back; then the next fighters step up, or a team has won.
    pub(super) fn end_phase(&mut self, resolution: &mut Resolution) {
        for team in 0..2 {
            // The plan is spent: take it rather than copy it.
            let plan = self.fighters[team].plan.take();
            let fighter = &self.fighters[team];
            let seat = &mut self.seats[fighter.seat];
            for card in plan.iter().flatten().flat_map(|step| step.cards.iter()) {
                if let Some(position) = seat.hand.iter().position(|held| held == card) {
                    seat.discard.push(seat.hand.swap_remove(position));
                }
            }
            let squire = &mut seat.squires[fighter.squire];
            if squire.standing() && fighter.protection > 0 {
                let healed = fighter.protection.min(SQUIRE_HP - squire.hp);
                squire.hp += healed;
                if healed > 0 {
                    resolution.explain_with(rule("Action Cards"), || {
                        msg!(
                            "melee-protection-heals",
                            name = &seat.name,
                            healed = healed,
                            hp = squire.hp
                        )
                    });
                }
            }
            self.refill(fighter.seat, resolution);
        }
        for team in 0..2 {
            if self
                .team_seats(team)
                .all(|seat| self.seats[seat].standing_squire().is_none())
            {
                let winner = (1 - team) as u8;
                self.phase = Phase::Over { winner };
                resolution.explain_with(rule("Objective"), || {
                    msg!("melee-team-wins", beaten = team + 1, winner = winner + 1)
                });
                return;
            }
        }
        self.round += 1;
        for team in 0..2 {
            let previous = self.fighters[team].seat;
            if let Some(next) = self.next_fighter(team, previous) {
                self.last_fighter[team] = previous;
                self.fighters[team] = next;
            }
        }
        self.phase = Phase::Planning;
        resolution.explain_with(rule("Combat Phase"), || {
            msg!(
                "melee-combat-phase",
                round = self.round,
                first = self.fighter_name(0),
                second = self.fighter_name(1)
            )
        });
    }

    /// Draws up to five; an empty deck is refilled by shuffling the discards (Ysbilia ruling).
    pub(super) fn refill(&mut self, seat: usize, resolution: &mut Resolution) {
        while self.seats[seat].hand.len() < HAND_SIZE {
            if self.seats[seat].deck.is_empty() {
                if self.seats[seat].discard.is_empty() {
                    return;
                }
                let mut pile = std::mem::take(&mut self.seats[seat].discard);
                resolution
                    .dice()
                    .shuffle(msg!("melee-roll-strategy-discards-reshuffled"), &mut pile);
                self.seats[seat].deck = pile;
                resolution.explain_with(rule("Gameplay"), || {
                    msg!("melee-deck-reshuffled", name = &self.seats[seat].name)
                });
            }
            if let Some(card) = self.seats[seat].deck.pop() {
                self.seats[seat].hand.push(card);
            }
        }
    }

    /// The successes `team`'s `dice` score against `value`, less any Mischief of the Flock took.
    pub(super) fn scored(&self, team: usize, dice: &[u32], value: u32) -> u32 {
        successes(dice, value).saturating_sub(self.fighters[team].taken)
    }

    /// The successes each side's dice score as they stand in the exchange being rolled (after
    /// any taken by Mischief of the Flock); `None` outside one.
    pub fn successes_now(&self) -> Option<[u32; 2]> {
        let Phase::Rolled { exchange, dice, .. } = &self.phase else {
            return None;
        };
        let planned = self.planned(*exchange);
        Some([0, 1].map(|team| self.scored(team, &dice[team], planned[team].value)))
    }

    pub(super) fn after_decision(
        &mut self,
        exchange: usize,
        dice: [MeleeDice; 2],
        decided: [bool; 2],
        resolution: &mut Resolution,
    ) {
        if decided.iter().all(|&done| done) {
            self.resolve_exchange(exchange, dice, resolution);
        } else {
            self.phase = Phase::Rolled {
                exchange,
                dice,
                decided,
            };
        }
    }
}
