//! 1650 § Rules of Engagement and § Activation: players take turns activating pawns, the
//! Authority roll's winner first; every pawn activates once a turn; pawns engaged before their
//! activation activate at once; § Reaction Shot waits for an enemy to stir.

use super::rule;
use crate::msg;
use crate::record::Rejection;
use crate::table::movement::Waypoint;
use serde::{Deserialize, Serialize};

/// Where a pawn stands in this turn's activations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Activation {
    /// Its Contract Card is still back.
    #[default]
    Waiting,
    /// Activated now: carrying out its actions.
    Active,
    /// Declared a Reaction Shot instead of activating; fires when an enemy stirs in sight.
    ReactionReady,
    /// Done for the turn (card moved forward).
    Done,
    /// § Antagonists: not yet activated, but no player activates it: its Temperament does (an
    /// Antagonist, or § Rescue's defenders until roused). The turn does not wait for it.
    Temperament,
    /// § Attitude of Enemy Pawns (Alone in the Face of Danger): a pawn of the band no player
    /// commands. It never activates by choice, only when an Activation Trigger fires, as often
    /// as they fire; the turn does not wait for it, and after each activation it is this again.
    Enemy,
}

impl Activation {
    /// Not yet activated this turn: a maneuver that engages it activates it at once.
    pub fn not_yet_activated(self) -> bool {
        matches!(
            self,
            Activation::Waiting
                | Activation::ReactionReady
                | Activation::Temperament
                | Activation::Enemy
        )
    }
}

/// What a pawn engaged in a clash may do, by when it was engaged (§ Activation, § Pawns'
/// Reactions, § Attack from Behind).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EngagedReaction {
    /// Not yet activated: activated now; it turns to fight or retreats.
    FightOrRetreat,
    /// Not yet activated but engaged from its Rearguard: it can neither turn nor flee.
    StandStill,
    /// Already activated: it cannot turn; it may only Block.
    BlockOnly,
    /// Already activated and engaged from its Rearguard: nothing at all.
    Nothing,
}

/// One turn's activations for every pawn on the table (by index), each on a side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub number: u32,
    pub sides: Vec<usize>,
    pub states: Vec<Activation>,
    /// The side whose turn it is to activate a pawn.
    pub to_act: usize,
    /// The order the sides take their turns in (empty: by number, 0, 1, 2...).
    #[serde(default)]
    pub order: Vec<usize>,
    /// The side whose turn resumes when the pawn activated out of the alternation (by its
    /// Temperament) finishes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resume: Option<usize>,
    /// § Alone in the Face of Danger: the side no player commands; its pawns are `Enemy`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enemy_side: Option<usize>,
}

impl Turn {
    /// § Rules of Engagement: a new turn; the Authority roll's winner activates first.
    pub fn begin(number: u32, sides: Vec<usize>, authority_winner: usize) -> Self {
        Self::begin_in_order(number, sides, vec![authority_winner])
    }

    /// A new turn whose sides activate in `order` (the first one first; sides it leaves out
    /// follow by number): § Slaughter's attacker, then the defenders' Authority roll's winner.
    pub fn begin_in_order(number: u32, sides: Vec<usize>, order: Vec<usize>) -> Self {
        let states = vec![Activation::Waiting; sides.len()];
        let count = sides.iter().copied().max().map_or(1, |side| side + 1);
        let mut full_order = order.clone();
        let first = order.first().copied().unwrap_or(0);
        for offset in 0..count {
            let side = (first + offset) % count;
            if !full_order.contains(&side) {
                full_order.push(side);
            }
        }
        let mut turn = Self {
            number,
            sides,
            states,
            to_act: first,
            order: full_order,
            resume: None,
            enemy_side: None,
        };
        turn.skip_sides_without_pawns();
        turn
    }

    /// The side after `side` in the turn's order.
    fn next_side(&self, side: usize) -> usize {
        match self.order.iter().position(|&each| each == side) {
            Some(place) if !self.order.is_empty() => self.order[(place + 1) % self.order.len()],
            _ => (side + 1) % self.side_count(),
        }
    }

    fn side_count(&self) -> usize {
        self.sides.iter().copied().max().map_or(1, |side| side + 1)
    }

    fn waiting(&self, side: usize) -> bool {
        self.sides
            .iter()
            .zip(&self.states)
            .any(|(owner, state)| *owner == side && *state == Activation::Waiting)
    }

    /// A side with nothing left to activate passes to the next one that has.
    fn skip_sides_without_pawns(&mut self) {
        // Mostly the side to act has a pawn waiting: the sides are counted only when it has not.
        if self.waiting(self.to_act) {
            return;
        }
        self.to_act = self.next_side(self.to_act);
        for _ in 1..self.side_count() {
            if self.waiting(self.to_act) {
                return;
            }
            self.to_act = self.next_side(self.to_act);
        }
    }

    /// § Activation: all pawns have been activated: the turn ends.
    pub fn over(&self) -> bool {
        !self.states.contains(&Activation::Waiting) && !self.states.contains(&Activation::Active)
    }

    fn state(&self, pawn: usize) -> Result<Activation, Rejection> {
        self.states
            .get(pawn)
            .copied()
            .ok_or_else(|| Rejection::new(msg!("rules-activation-no-pawn", pawn = pawn + 1)))
    }

    /// Why `pawn` may not declare a Reaction Shot now (`declare_reaction_shot`), if it may not.
    pub fn check_reaction_shot(&self, pawn: usize) -> Result<(), Rejection> {
        self.check_can_start(pawn)
    }

    fn check_can_start(&self, pawn: usize) -> Result<(), Rejection> {
        let section = rule("Activation");
        if let Some(active) = self
            .states
            .iter()
            .position(|state| *state == Activation::Active)
        {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-activation-still-active", pawn = active + 1),
            ));
        }
        if self.state(pawn)? != Activation::Waiting {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-activation-already-activated"),
            ));
        }
        if self.sides[pawn] != self.to_act {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-activation-side-to-act", side = self.to_act + 1),
            ));
        }
        Ok(())
    }

    /// The side to act moves a pawn's card forward.
    pub fn activate(&mut self, pawn: usize) -> Result<(), Rejection> {
        self.check_can_start(pawn)?;
        self.states[pawn] = Activation::Active;
        Ok(())
    }

    /// § Reaction Shot: instead of activating, the pawn waits to fire at an enemy that
    /// activates or moves in its Line of Sight. It counts as this side's activation.
    pub fn declare_reaction_shot(&mut self, pawn: usize) -> Result<(), Rejection> {
        self.check_reaction_shot(pawn)?;
        self.states[pawn] = Activation::ReactionReady;
        self.pass_to_next_side();
        Ok(())
    }

    /// § Reaction Shot: `shooter` fires now at the enemy that stirred in its sight; its
    /// only action, and its one activation this turn.
    pub fn trigger_reaction_shot(
        &mut self,
        shooter: usize,
        enemy: usize,
        enemy_in_sight: bool,
    ) -> Result<(), Rejection> {
        let section = rule("Discharge Maneuvers");
        if self.state(shooter)? != Activation::ReactionReady {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-activation-reaction-not-declared"),
            ));
        }
        if self.sides.get(enemy) == Some(&self.sides[shooter]) || self.state(enemy).is_err() {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-activation-reaction-at-enemy"),
            ));
        }
        if !enemy_in_sight {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-activation-reaction-not-in-sight"),
            ));
        }
        self.states[shooter] = Activation::Done;
        Ok(())
    }

    /// Ends the active pawn's activation; the next side takes its turn.
    pub fn finish(&mut self, pawn: usize) -> Result<(), Rejection> {
        if self.state(pawn)? != Activation::Active {
            return Err(Rejection::by_rule(
                rule("Activation"),
                msg!("rules-activation-not-active"),
            ));
        }
        self.states[pawn] = if self.is_enemy(pawn) {
            Activation::Enemy
        } else {
            Activation::Done
        };
        match self.resume.take() {
            Some(side) => {
                self.to_act = side;
                self.skip_sides_without_pawns();
            }
            None => self.pass_to_next_side(),
        }
        Ok(())
    }

    /// § Antagonists: the pawn's Temperament activates it, out of the sides' alternation; the
    /// side to act resumes once it finishes.
    pub fn activate_by_temperament(&mut self, pawn: usize) -> Result<(), Rejection> {
        if self.states.contains(&Activation::Active) {
            return Err(Rejection::by_rule(
                rule("Activation"),
                msg!("rules-activation-another-active"),
            ));
        }
        if self.state(pawn)? != Activation::Temperament {
            return Err(Rejection::by_rule(
                rule("Antagonists"),
                msg!("rules-activation-temperament-only"),
            ));
        }
        self.states[pawn] = Activation::Active;
        self.resume = Some(self.to_act);
        Ok(())
    }

    /// § Alone in the Face of Danger: `side` is the enemy no player commands; its pawns wait for
    /// Activation Triggers, not for the turn's alternation.
    pub fn set_enemy_side(&mut self, side: usize) {
        self.enemy_side = Some(side);
        for (owner, state) in self.sides.iter().zip(self.states.iter_mut()) {
            if *owner == side && *state == Activation::Waiting {
                *state = Activation::Enemy;
            }
        }
        self.skip_sides_without_pawns();
    }

    /// Whether `pawn` belongs to the side no player commands.
    pub fn is_enemy(&self, pawn: usize) -> bool {
        self.enemy_side.is_some() && self.sides.get(pawn).copied() == self.enemy_side
    }

    /// § Attitude of Enemy Pawns: an Activation Trigger activates the enemy `pawn` now, out of
    /// the alternation; the side to act resumes once it finishes.
    pub fn activate_by_trigger(&mut self, pawn: usize) -> Result<(), Rejection> {
        if self.states.contains(&Activation::Active) {
            return Err(Rejection::by_rule(
                rule("Activation"),
                msg!("rules-activation-another-active"),
            ));
        }
        if self.state(pawn)? != Activation::Enemy {
            return Err(Rejection::by_rule(
                rule("Attitude of Enemy Pawns"),
                msg!("rules-activation-trigger-only"),
            ));
        }
        self.states[pawn] = Activation::Active;
        self.resume = Some(self.to_act);
        Ok(())
    }

    /// A pawn activated at once, out of the sides' alternation (§ Feast of Eucharist: uncovered
    /// by an enemy): the side to act resumes once it finishes.
    pub fn activate_now(&mut self, pawn: usize) -> Result<(), Rejection> {
        if self.states.contains(&Activation::Active) {
            return Err(Rejection::by_rule(
                rule("Activation"),
                msg!("rules-activation-another-active"),
            ));
        }
        self.state(pawn)?;
        self.states[pawn] = Activation::Active;
        self.resume = Some(self.to_act);
        Ok(())
    }

    /// A pawn its Temperament moved no longer: one not yet activated waits for its player.
    pub fn rouse(&mut self, pawn: usize) {
        if let Some(state) = self.states.get_mut(pawn)
            && *state == Activation::Temperament
        {
            *state = Activation::Waiting;
        }
    }

    /// The pawns left to their Temperament this turn.
    pub fn by_temperament(&mut self, pawns: &[usize]) {
        for &pawn in pawns {
            if let Some(state) = self.states.get_mut(pawn)
                && *state == Activation::Waiting
            {
                *state = Activation::Temperament;
            }
        }
        self.skip_sides_without_pawns();
    }

    fn pass_to_next_side(&mut self) {
        self.to_act = self.next_side(self.to_act);
        self.skip_sides_without_pawns();
    }

    /// § Activation: a pawn engaged by an enemy; one not yet activated is activated at once
    /// (out of the alternation), and what it may do depends on how it was engaged.
    pub fn engaged(
        &mut self,
        pawn: usize,
        from_rearguard: bool,
    ) -> Result<EngagedReaction, Rejection> {
        let state = self.state(pawn)?;
        let reaction = match (state.not_yet_activated(), from_rearguard) {
            (true, false) => EngagedReaction::FightOrRetreat,
            (true, true) => EngagedReaction::StandStill,
            (false, false) => EngagedReaction::BlockOnly,
            (false, true) => EngagedReaction::Nothing,
        };
        // An enemy no player commands stays one: triggers activate it again.
        if state.not_yet_activated() && state != Activation::Enemy {
            self.states[pawn] = Activation::Done;
            self.skip_sides_without_pawns();
        }
        Ok(reaction)
    }

    /// § Resolution of Clashes: a pawn that engages an enemy after winning a clash counts as
    /// activated this turn (it keeps an activation already under way).
    pub fn count_as_activated(&mut self, pawn: usize) {
        if let Some(state) = self.states.get_mut(pawn)
            && state.not_yet_activated()
            && *state != Activation::Enemy
        {
            *state = Activation::Done;
            if !self.states.contains(&Activation::Active) {
                self.skip_sides_without_pawns();
            }
        }
    }

    /// § Bruises, Bleeding and Death: a removed pawn has no activation left.
    pub fn remove(&mut self, pawn: usize) {
        if let Some(state) = self.states.get_mut(pawn) {
            *state = Activation::Done;
        }
        if !self.states.contains(&Activation::Active) {
            // A pawn its Temperament activated is gone: the interrupted side resumes.
            if let Some(side) = self.resume.take() {
                self.to_act = side;
            }
            self.skip_sides_without_pawns();
        }
    }
}

/// § Immediate Target: what the pawns standing in a shot's line mean for the shooter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ImmediateTarget {
    /// Nobody in the way.
    Clear,
    /// An enemy stands in the line: it is the target, by the usual rules.
    EnemyInTheWay { pawn: u32 },
    /// Pawns block the line; an Audacity roll lets the pawn fire as if past a small obstacle,
    /// a failure ends its activation.
    AudacityRoll,
    /// A clash is in the path: its pawns count as friends, choose another target, no roll.
    ClashInPath,
}

/// § Immediate Target, from `table::sight::Sight`'s `pawns_in_line` (nearest first) and
/// `clash_in_path`. `is_enemy` tells the shooter's enemies; `insist` is true when the player
/// wants the target behind the pawns rather than an enemy in front.
pub fn immediate_target(
    pawns_in_line: &[u32],
    clash_in_path: bool,
    is_enemy: impl Fn(u32) -> bool,
    insist: bool,
) -> ImmediateTarget {
    if clash_in_path {
        return ImmediateTarget::ClashInPath;
    }
    match pawns_in_line.first() {
        None => ImmediateTarget::Clear,
        Some(&nearest) if is_enemy(nearest) && !insist => {
            ImmediateTarget::EnemyInTheWay { pawn: nearest }
        }
        Some(_) => ImmediateTarget::AudacityRoll,
    }
}

/// § Resolution of Clashes: what the winning team does with its victory (the three results,
/// or nothing).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ClashResult {
    /// Nothing: the clash stays as it is.
    Hold,
    /// The winner turns to face another way (another enemy), in degrees.
    Turn { facing: f32 },
    /// A winner left unengaged (its enemies beaten) walks up to 5 cm along `path`, in any
    /// direction, engaging any enemy it ends against; `facing` as in a move.
    Engage {
        path: Vec<Waypoint>,
        #[serde(default)]
        facing: Option<f32>,
    },
    /// The winner moves the whole clash 5 cm the way its base faces (no attacks of
    /// opportunity); a pawn pushed into an obstacle is the responding pawn next turn.
    PushingBack,
}

/// § Resolution of Clashes: the move a winning pawn may make, in cm.
pub const RESOLUTION_MOVE_CM: f32 = 5.0;

/// § Resolution of Clashes: once the clash's activations end, the team with more Vigour
/// points wins (`None` on a tie: nobody chooses a result).
pub fn clash_winner(vigour_per_side: &[u32]) -> Option<usize> {
    let best = vigour_per_side.iter().copied().max()?;
    let mut leaders = vigour_per_side
        .iter()
        .enumerate()
        .filter(|(_, vigour)| **vigour == best);
    let (winner, _) = leaders.next()?;
    leaders.next().is_none().then_some(winner)
}

/// § Multiple Clashes: when a pawn engages several enemies at once, the charging pawn's side
/// attacks; otherwise the side with the lowest Audacity among its pawns (ties to the side
/// that engaged).
pub fn multiple_clash_attacking_side(
    charging_side: Option<usize>,
    lowest_audacity: [u32; 2],
    engaging_side: usize,
) -> usize {
    if let Some(side) = charging_side {
        return side;
    }
    match lowest_audacity[0].cmp(&lowest_audacity[1]) {
        std::cmp::Ordering::Less => 0,
        std::cmp::Ordering::Greater => 1,
        std::cmp::Ordering::Equal => engaging_side,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_of_engagement_players_alternate_from_the_authority_winner_and_all_pawns_activate() {
        let mut turn = Turn::begin(1, vec![0, 0, 1], 1);
        assert!(turn.activate(0).is_err(), "side 2 won the Authority roll");
        turn.activate(2).expect("side 2 first");
        assert!(turn.activate(0).is_err(), "finish the active pawn first");
        turn.finish(2).expect("done");
        turn.activate(0).expect("side 1");
        turn.finish(0).expect("done");
        // Side 2 has nobody left: side 1 goes on.
        assert_eq!(turn.to_act, 0);
        assert!(!turn.over());
        turn.activate(1).expect("side 1 again");
        assert!(turn.activate(1).is_err());
        turn.finish(1).expect("done");
        assert!(turn.over());
    }

    #[test]
    fn activation_engaged_pawns_activate_at_once_and_activated_ones_only_block() {
        let mut turn = Turn::begin(1, vec![0, 1, 1], 0);
        assert_eq!(turn.engaged(1, false), Ok(EngagedReaction::FightOrRetreat));
        assert_eq!(
            turn.states[1],
            Activation::Done,
            "its activation for the turn"
        );
        assert_eq!(turn.engaged(1, false), Ok(EngagedReaction::BlockOnly));
        assert_eq!(turn.engaged(2, true), Ok(EngagedReaction::StandStill));
        assert_eq!(turn.engaged(2, true), Ok(EngagedReaction::Nothing));
    }

    #[test]
    fn reaction_shot_waits_fires_once_at_an_enemy_in_sight() {
        let mut turn = Turn::begin(1, vec![0, 1], 0);
        turn.declare_reaction_shot(0).expect("declared");
        assert_eq!(turn.to_act, 1);
        turn.activate(1).expect("the enemy activates");
        assert!(
            turn.trigger_reaction_shot(0, 1, false).is_err(),
            "not in sight"
        );
        turn.trigger_reaction_shot(0, 1, true).expect("fires");
        assert!(
            turn.trigger_reaction_shot(0, 1, true).is_err(),
            "once a turn"
        );
        turn.finish(1).expect("the target goes on");
        assert!(turn.over());
    }

    #[test]
    fn immediate_target_enemies_in_the_way_are_targets_friends_need_audacity_clashes_forbid() {
        let enemy = |pawn: u32| pawn >= 10;
        assert_eq!(
            immediate_target(&[], false, enemy, false),
            ImmediateTarget::Clear
        );
        assert_eq!(
            immediate_target(&[11, 3], false, enemy, false),
            ImmediateTarget::EnemyInTheWay { pawn: 11 }
        );
        assert_eq!(
            immediate_target(&[11], false, enemy, true),
            ImmediateTarget::AudacityRoll
        );
        assert_eq!(
            immediate_target(&[3], false, enemy, false),
            ImmediateTarget::AudacityRoll
        );
        assert_eq!(
            immediate_target(&[3], true, enemy, false),
            ImmediateTarget::ClashInPath
        );
    }

    #[test]
    fn resolution_of_clashes_the_team_with_more_vigour_wins() {
        assert_eq!(clash_winner(&[7, 5]), Some(0));
        assert_eq!(clash_winner(&[3, 5]), Some(1));
        assert_eq!(clash_winner(&[4, 4]), None);
    }

    #[test]
    fn multiple_clashes_the_charging_side_or_the_lowest_audacity_attacks() {
        assert_eq!(multiple_clash_attacking_side(Some(1), [3, 6], 0), 1);
        assert_eq!(multiple_clash_attacking_side(None, [3, 6], 1), 0);
        assert_eq!(multiple_clash_attacking_side(None, [5, 5], 1), 1);
    }
}
