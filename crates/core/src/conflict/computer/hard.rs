//! The 1650 computer's levels. Easy is the simple player of `easy.rs`. Hard searches
//! (`search.rs`): it weighs the commands Easy might give, and the one a careful player
//! would (`hard_choice` here: the pawn with the best shot or a fight activated first, each shot
//! aimed where the odds core computes (`preview_shot`) times the target's worth, the pawn the
//! Main Decree is about, the Leader and the wounded, is highest; a walk or charge at that pawn),
//! by playing each on to the end. Every choice is kept with its score (`HardChoice`), for the
//! "why".

use crate::conflict::orders::ConflictCommand;
pub use crate::conflict::setup::ComputerLevel;
use crate::conflict::state::Conflict;
use crate::conflict::view::PawnRef;
use crate::conflict::{Awaiting, Phase};
use crate::msg;
use crate::rules::activation::Activation;
use crate::rules::hiring::LEADER;
use crate::words::{Arg, Message};

/// One option Hard weighed, in words, with its score.
#[derive(Clone, Debug, PartialEq)]
pub struct HardOption {
    pub words: Message,
    pub score: f32,
}

/// What Hard chose and what it weighed (empty `options` when Easy's choice was taken).
#[derive(Clone, Debug, PartialEq)]
pub struct HardChoice {
    pub command: ConflictCommand,
    pub reason: Message,
    pub options: Vec<HardOption>,
}

/// A shot's worth: the chance to hit times what the target is worth to bring down.
const LEADER_WORTH: f32 = 2.0;
/// A pawn with this few Vigour boxes left is nearly down: worth more to hit.
const NEARLY_DOWN_BOXES: u32 = 2;
const NEARLY_DOWN_WORTH: f32 = 0.75;
/// The pawn the Main Decree is about (the Informer) is worth more than a Leader: its fall
/// ends the Commission with the Decree met.
const QUARRY_WORTH: f32 = 3.0;
/// A pawn that must fight (engaged) goes before one that only walks.
const FIGHT_SCORE: f32 = 0.6;

impl Conflict {
    /// Hard's own choice for the decision now, where it has one; `None` leaves it to Easy.
    pub fn hard_choice(&self) -> Option<HardChoice> {
        let Awaiting::Phase(Phase::Turns) = self.awaiting() else {
            return None;
        };
        let progress = self.progress();
        let turn = progress.turn.as_ref()?;
        let pawns = self.pawn_refs();
        match progress.active {
            Some(active) => self.hard_shot(&pawns, active),
            None => self.hard_activation(&pawns, turn.to_act, &turn.states),
        }
    }

    /// The commands Hard weighs beside Easy's `easy` and its own careful one: every waiting pawn
    /// activated, or waiting to fire a Reaction Shot; the active pawn holding its ground; a clash
    /// left by retreating; Easy's blows, answers and shots with each of the band's own Dexterity
    /// cards or the extra dice it may buy. Some may be refused: the search drops those.
    pub(in crate::conflict) fn hard_candidates(
        &self,
        easy: &[ConflictCommand],
    ) -> Vec<ConflictCommand> {
        let mut more = Vec::new();
        match self.awaiting() {
            Awaiting::Phase(Phase::Turns) => {
                let progress = self.progress();
                if let Some(turn) = progress.turn.as_ref() {
                    match progress.active {
                        None => {
                            for pawn in
                                crate::conflict::world::pawns::deployed_of(&self.world, turn.to_act)
                            {
                                if turn.states.get(pawn as usize) != Some(&Activation::Waiting) {
                                    continue;
                                }
                                more.push(ConflictCommand::Activate { pawn });
                                if self.check_reaction_declare(pawn).is_ok() {
                                    more.push(ConflictCommand::AwaitReaction { pawn });
                                }
                            }
                        }
                        Some(pawn) => {
                            let deeds = crate::conflict::world::pawns::deeds(&self.world, pawn);
                            if deeds.moved.is_none() && !deeds.shot && !deeds.fought {
                                more.push(ConflictCommand::EndActivation { pawn });
                            }
                            more.extend(self.towards_quarry(pawn));
                        }
                    }
                }
            }
            Awaiting::FightOrRetreat { .. } => {
                more.push(ConflictCommand::FightOrRetreat { retreat: true });
            }
            Awaiting::Blow(_) => more.push(ConflictCommand::Answer {
                retreat: true,
                dexterity: None,
                extra_dice: 0,
                repeat_reply: false,
            }),
            _ => {}
        }
        let hand: Vec<String> = self
            .side_to_act()
            .map(|band| self.hand(band).iter().map(|card| card.id.clone()).collect())
            .unwrap_or_default();
        for command in easy {
            match command {
                ConflictCommand::Attack {
                    dexterity: None, ..
                }
                | ConflictCommand::Answer {
                    dexterity: None,
                    retreat: false,
                    ..
                } => {
                    for card in &hand {
                        let mut with_card = command.clone();
                        if let ConflictCommand::Attack { dexterity, .. }
                        | ConflictCommand::Answer { dexterity, .. } = &mut with_card
                        {
                            *dexterity = Some(card.clone());
                        }
                        more.push(with_card);
                    }
                }
                ConflictCommand::Shoot { extra_dice: 0, .. } => {
                    let band = self.side_to_act().unwrap_or(0);
                    for extra in 1..=self.extra_dice_left(band) {
                        let mut bought = command.clone();
                        if let ConflictCommand::Shoot { extra_dice, .. } = &mut bought {
                            *extra_dice = extra;
                        }
                        more.push(bought);
                    }
                }
                _ => {}
            }
        }
        more
    }

    /// The waiting pawn to activate: the best shot first, then one that must fight; none when
    /// no pawn has either (Easy chooses, and may wait to fire a Reaction Shot).
    fn hard_activation(
        &self,
        pawns: &[PawnRef],
        side: usize,
        states: &[Activation],
    ) -> Option<HardChoice> {
        let mut options: Vec<(u32, HardOption)> = pawns
            .iter()
            .filter(|pawn| pawn.side == side && pawn.placement.is_some())
            .filter(|pawn| states.get(pawn.id as usize) == Some(&Activation::Waiting))
            .filter_map(|pawn| {
                let shot = self.best_shot(pawns, pawn);
                let fight = (!pawn.engaged.is_empty()).then_some(FIGHT_SCORE);
                let (score, words) = match (shot, fight) {
                    (Some((score, target, _)), _) if score >= fight.unwrap_or(0.0) => (
                        score,
                        msg!(
                            "conflict-computer-activate-to-shoot",
                            pawn = &pawn.card.name,
                            target = name(pawns, target)
                        ),
                    ),
                    (_, Some(score)) => (
                        score,
                        msg!(
                            "conflict-computer-activate-to-fight",
                            pawn = &pawn.card.name
                        ),
                    ),
                    _ => return None,
                };
                Some((pawn.id, HardOption { words, score }))
            })
            .collect();
        options.sort_by(|a, b| b.1.score.total_cmp(&a.1.score).then(a.0.cmp(&b.0)));
        let (pawn, best) = options.first()?.clone();
        Some(HardChoice {
            command: ConflictCommand::Activate { pawn },
            reason: msg!("conflict-computer-best-activation", option = best.words),
            options: options.into_iter().map(|(_, option)| option).collect(),
        })
    }

    /// The active pawn's shot, when it may shoot: at the target worth most, odds weighed.
    fn hard_shot(&self, pawns: &[PawnRef], active: u32) -> Option<HardChoice> {
        let me = pawns.iter().find(|pawn| pawn.id == active)?;
        if !me.engaged.is_empty() || me.deeds.shot || me.deeds.fought {
            return None;
        }
        let (score, target, weapon) = self.best_shot(pawns, me)?;
        Some(HardChoice {
            command: ConflictCommand::Shoot {
                pawn: me.id,
                target,
                weapon,
                accurate: me.deeds.moved.is_none(),
                extra_dice: 0,
            },
            reason: msg!(
                "conflict-computer-best-shot",
                target = name(pawns, target),
                score = format!("{score:.2}")
            ),
            options: Vec::new(),
        })
    }

    /// The shot of `me` worth most now (score, target, weapon), if any is in reach and sight.
    fn best_shot(&self, pawns: &[PawnRef], me: &PawnRef) -> Option<(f32, u32, usize)> {
        if me.deeds.shot || me.deeds.fought || !me.engaged.is_empty() {
            return None;
        }
        let place = me.placement?;
        let own = crate::table::base::Base::at(place);
        let quarry = self.quarry(me.side);
        let accurate = me.deeds.moved.is_none();
        let mut best: Option<(f32, u32, usize)> = None;
        for (weapon, arm) in me.card.weapons.iter().enumerate() {
            let Some(range) = arm.range else { continue };
            if !crate::conflict::shooting::fire_check::may_shoot(&self.world, me.id, weapon) {
                continue;
            }
            for enemy in pawns.iter().filter(|pawn| pawn.side != me.side) {
                let Some(there) = enemy.placement else {
                    continue;
                };
                // Sight is costly: only enemies the weapon could reach in daylight are aimed at.
                if own.edge_distance(&crate::table::base::Base::at(there)) > range as f32 {
                    continue;
                }
                // Nobody shoots the unconscious (§ To Seek Sanctuary, § Rescue), and an
                // Antagonist costs Honour to eliminate (§ Antagonists): Easy's rules.
                let unconscious =
                    crate::conflict::world::pawns::unconscious(&self.world, enemy.id).is_some();
                if unconscious || self.setup.is_antagonist_pawn(enemy.id) {
                    continue;
                }
                let Ok(preview) = self.preview_shot(me.id, enemy.id, weapon, accurate) else {
                    continue;
                };
                if !preview.in_range() || preview.past_pawns {
                    continue;
                }
                let score = preview.chance * worth(enemy, quarry);
                if best.is_none_or(|(kept, _, _)| score > kept) {
                    best = Some((score, enemy.id, weapon));
                }
            }
        }
        best
    }

    /// The enemy pawn band `band`'s Main Decree is about, once it is on the table (§ Raid in
    /// the Compas: the Informer, read from the Decrees); Leaders are weighed apart.
    fn quarry(&self, band: usize) -> Option<u32> {
        if !self.setup.commission.rewards_informer(band) {
            return None;
        }
        crate::conflict::solo::informer_on_table(&self.world).map(|(informer, _)| informer)
    }

    /// A charge or walk of the active pawn at its band's quarry, when it has not moved, shot
    /// or fought and is free of clashes: Easy walks at the nearest enemy, which lets the
    /// Informer run.
    fn towards_quarry(&self, pawn: u32) -> Option<ConflictCommand> {
        let me = self.pawn_ref(pawn)?;
        if me.deeds.moved.is_some() || me.deeds.shot || me.deeds.fought || !me.engaged.is_empty() {
            return None;
        }
        let quarry = self.pawn_ref(self.quarry(me.side)?)?;
        // Easy's own way to close in (a charge now and then): a draw fixed by the pawn keeps
        // the candidates the same for the same position.
        let mut chooser = crate::simulate::Chooser::new(u64::from(pawn));
        self.advance(&me, &[quarry], &mut chooser)
    }
}

/// What bringing `enemy` down is worth: the quarry and the Leader most, the nearly beaten more.
fn worth(enemy: &PawnRef, quarry: Option<u32>) -> f32 {
    shot_worth(
        quarry == Some(enemy.id),
        enemy.card.has_peculiarity(LEADER),
        enemy.vigour.remaining() <= NEARLY_DOWN_BOXES,
    )
}

fn shot_worth(quarry: bool, leader: bool, nearly_down: bool) -> f32 {
    let mut worth = 1.0;
    if quarry {
        worth += QUARRY_WORTH;
    }
    if leader {
        worth += LEADER_WORTH;
    }
    if nearly_down {
        worth += NEARLY_DOWN_WORTH;
    }
    worth
}

fn name(pawns: &[PawnRef], id: u32) -> Arg {
    pawns.iter().find(|pawn| pawn.id == id).map_or_else(
        || Arg::from(msg!("conflict-computer-unknown-pawn", pawn = id)),
        |pawn| Arg::from(&pawn.card.name),
    )
}

#[cfg(test)]
mod tests {
    use super::shot_worth;

    /// § Raid in the Compas: "Main Decree: eliminate the Informer": at the same odds a shot at
    /// the Informer is worth more than one at any other pawn, a nearly beaten Leader included.
    #[test]
    fn raid_in_the_compas_the_informer_is_worth_more_than_any_other_target() {
        let informer = shot_worth(true, false, false);
        for leader in [false, true] {
            for nearly_down in [false, true] {
                assert!(informer > shot_worth(false, leader, nearly_down));
            }
        }
        assert!(shot_worth(false, true, false) > shot_worth(false, false, true));
    }
}
