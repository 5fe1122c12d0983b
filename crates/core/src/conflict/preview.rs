//! What a player (or the app for one) asks before giving a command: a move's ghost, a shot's
//! odds, a line of sight, whether a command would be accepted. Nothing here changes the conflict
//! or rolls its dice.

use super::movement::routes::plan_route;
use super::names::pawn_name;
use super::shooting::discharge::{Aim, checked_shot};
use super::state::Conflict;
use super::world::components::Gait;
use super::world::components::{
    Conditions, Decks, Light, Loads, Pending, PendingBlow, SmokeMarkers,
};
use super::world::pawns::{card, entity, sight_pawns};
use crate::dice::Modifier;
use crate::msg;
use crate::record::Rejection;
use crate::rules::activation::Activation;
use crate::rules::dexterity::DexterityCard;
use crate::rules::discharge::discharge_modifiers;
use crate::rules::rolls::CRITICAL;
use crate::table::base::{Base, Point};
use crate::table::movement::{Maneuver, MovePlan, Waypoint};
use crate::table::path::{Goal, PlannedPath};
use crate::table::sight::{Sight, SightOptions, SightPawn, line_of_sight};
use crate::words::Message;
use parry3d::math::Vec2;

/// A legal move as the ghost preview shows it.
#[derive(Clone, Debug)]
pub struct MovePreview {
    /// The waypoints the move takes: the ones asked for, or the planner's way round them.
    pub path: Vec<Waypoint>,
    /// The path asked for was refused and the planner found this way round instead.
    pub detour: bool,
    pub plan: MovePlan,
    /// The most this maneuver may cover (a charge counted at its longest, 15 + 10 cm).
    pub allowance_cm: f32,
    /// Enemies whose Action Area the path crosses: each strikes once (§ Attack of Opportunity).
    pub attacks_of_opportunity: Vec<u32>,
    /// Enemies that see the pawn where it stands now, and where the move would leave it.
    pub seen_by_before: Vec<u32>,
    pub seen_by_after: Vec<u32>,
}

/// A shot as the discharge preview shows it, before the die is rolled.
#[derive(Clone, Debug)]
pub struct ShotPreview {
    pub distance_cm: f32,
    /// The weapon's Range under this light.
    pub range_cm: u32,
    pub cover: u32,
    /// The Discharge Attribute to equal or beat.
    pub attribute: u32,
    pub modifiers: Vec<Modifier>,
    /// The chance, 0 to 1, that the D10 hits (0 when out of range: the shot fails unrolled).
    pub chance: f32,
    /// Pawns stand in the line: an Audacity roll comes first (§ Immediate Target).
    pub past_pawns: bool,
}

impl ShotPreview {
    pub fn in_range(&self) -> bool {
        self.distance_cm <= self.range_cm as f32
    }

    /// What each face of the Discharge roll's D10 gives (none hit out of range).
    pub fn faces(&self) -> [crate::rules::rolls::FaceOutcome; CRITICAL as usize] {
        if !self.in_range() {
            return [crate::rules::rolls::FaceOutcome::Failure; CRITICAL as usize];
        }
        crate::rules::rolls::d10_faces(
            self.attribute,
            crate::dice::Modifier::total(&self.modifiers),
        )
    }
}

/// The chance a D10 plus `modifier` equals or beats `attribute` (a natural 10 always does).
pub fn d10_chance(attribute: u32, modifier: i32) -> f32 {
    let faces = crate::rules::rolls::d10_faces(attribute, modifier);
    let hits = faces.iter().filter(|face| face.succeeds()).count();
    hits as f32 / CRITICAL as f32
}

impl Conflict {
    /// Where `pawn` would move with `gait` along `path` (its last point the destination, the
    /// others pinned), and what the move would set off: the path itself when it is legal, else
    /// the planner's shortest way round (§ Movement Maneuvers).
    pub fn preview_move(
        &self,
        pawn: u32,
        gait: Gait,
        path: &[Waypoint],
        facing: Option<f32>,
    ) -> Result<MovePreview, Rejection> {
        let Some((last, pinned)) = path.split_last() else {
            return Err(Rejection::new(msg!("conflict-preview-move-needs-point")));
        };
        self.preview_move_to(pawn, gait, pinned, Goal::Point(*last), facing)
    }

    /// As `preview_move`, to any goal: a point, contact with a pawn, or a line.
    pub fn preview_move_to(
        &self,
        pawn: u32,
        gait: Gait,
        pinned: &[Waypoint],
        goal: Goal,
        facing: Option<f32>,
    ) -> Result<MovePreview, Rejection> {
        let planned = plan_route(&self.world, pawn, gait, pinned, goal, facing)?;
        // What `apply` checks besides the table: Beating's turned back.
        super::band::armament_play::check_move(
            &self.world,
            pawn,
            gait,
            &planned.waypoints,
            facing,
        )?;
        let allowance_cm = match gait {
            Gait::Walk => Maneuver::Walk.reach(),
            Gait::Charge => Maneuver::Charge { roll: CRITICAL }.reach(),
            Gait::Swim => Maneuver::Swim.reach(),
        };
        Ok(self.what_the_move_does(pawn, planned, allowance_cm))
    }

    /// § Resolution of Clashes, Engage: the ghost of the 5 cm walk of a winner whose enemies
    /// are beaten (the clash awaiting its result must be such a one), planned like any walk.
    pub fn preview_engage(
        &self,
        path: &[Waypoint],
        facing: Option<f32>,
    ) -> Result<MovePreview, Rejection> {
        let Some((last, pinned)) = path.split_last() else {
            return Err(Rejection::new(msg!("conflict-preview-move-needs-point")));
        };
        self.preview_engage_to(pinned, Goal::Point(*last), facing)
    }

    /// As `preview_engage`, to any goal (contact with the enemy to engage, say).
    pub fn preview_engage_to(
        &self,
        pinned: &[Waypoint],
        goal: Goal,
        facing: Option<f32>,
    ) -> Result<MovePreview, Rejection> {
        let Some(verdict) = self.clash_verdict().filter(|verdict| verdict.beaten) else {
            return Err(Rejection::by_rule(
                crate::rules::rule("Resolution of Clashes"),
                msg!("conflict-preview-no-winner-to-engage"),
            ));
        };
        let planned =
            super::clash::engage::plan_route(&self.world, verdict.winner, pinned, goal, facing)?;
        Ok(self.what_the_move_does(
            verdict.winner,
            planned,
            crate::rules::activation::RESOLUTION_MOVE_CM,
        ))
    }

    fn what_the_move_does(
        &self,
        pawn: u32,
        planned: PlannedPath,
        allowance_cm: f32,
    ) -> MovePreview {
        let PlannedPath {
            waypoints: path,
            plan,
            detour,
        } = planned;
        let world = &self.world;
        // Every crossing strikes, and so does each clash the pawn walks out of.
        let still_engaged: Vec<u32> = plan.engagements.iter().map(|meet| meet.enemy).collect();
        let mut attacks_of_opportunity: Vec<u32> = plan
            .action_areas
            .iter()
            .map(|(enemy, _)| *enemy)
            .chain(
                super::world::pawns::engaged_with(world, pawn)
                    .into_iter()
                    .filter(|enemy| !still_engaged.contains(enemy)),
            )
            .collect();
        attacks_of_opportunity.sort_unstable();
        attacks_of_opportunity.dedup();
        let pawns = sight_pawns(world);
        let seen_by_before = self.seen_by(&pawns, pawn);
        let moved: Vec<SightPawn> = pawns
            .iter()
            .map(|other| {
                if other.id != pawn {
                    return *other;
                }
                let centre = Vec2::new(plan.end.x, plan.end.y);
                let base = Base::new(
                    centre,
                    other.base.radius,
                    plan.end_level,
                    plan.end_facing_degrees,
                );
                SightPawn { base, ..*other }
            })
            .collect();
        let seen_by_after = self.seen_by(&moved, pawn);
        MovePreview {
            path,
            detour,
            plan,
            allowance_cm,
            attacks_of_opportunity,
            seen_by_before,
            seen_by_after,
        }
    }

    /// The enemies of `pawn` that have it in sight, with the pawns standing as `pawns` says.
    fn seen_by(&self, pawns: &[SightPawn], pawn: u32) -> Vec<u32> {
        let Some(target) = pawns.iter().find(|other| other.id == pawn) else {
            return Vec::new();
        };
        let own_side = self.pawn(pawn).map(|view| view.side);
        pawns
            .iter()
            .filter(|other| self.pawn(other.id).map(|view| view.side) != own_side)
            .filter(|observer| {
                line_of_sight(
                    self.scenery(),
                    pawns,
                    observer,
                    target,
                    SightOptions::default(),
                )
                .clear
            })
            .map(|observer| observer.id)
            .collect()
    }

    /// Whether `observer` sees `target` now, and what stands in the way (the LOS tool).
    pub fn sight_between(&self, observer: u32, target: u32) -> Option<Sight> {
        let pawns = sight_pawns(&self.world);
        let from = pawns.iter().find(|pawn| pawn.id == observer)?;
        let to = pawns.iter().find(|pawn| pawn.id == target)?;
        Some(line_of_sight(
            self.scenery(),
            &pawns,
            from,
            to,
            SightOptions::default(),
        ))
    }

    /// The Discharge roll `pawn` would make at `target` with `weapon`: its modifiers and odds.
    pub fn preview_shot(
        &self,
        pawn: u32,
        target: u32,
        weapon: usize,
        accurate: bool,
    ) -> Result<ShotPreview, Rejection> {
        let aimed = checked_shot(&self.world, pawn, target, weapon, accurate)?;
        self.preview_aimed(pawn, weapon, aimed)
    }

    /// The Reaction Shot the waiting `pawn` would fire with `weapon` at the enemy that stirred.
    pub fn preview_reaction_shot(
        &self,
        pawn: u32,
        weapon: usize,
    ) -> Result<ShotPreview, Rejection> {
        let aimed = super::shooting::discharge::checked_reaction_shot(&self.world, pawn, weapon)?;
        self.preview_aimed(pawn, weapon, aimed)
    }

    fn preview_aimed(
        &self,
        pawn: u32,
        weapon: usize,
        Aim { shot, past_pawns }: Aim,
    ) -> Result<ShotPreview, Rejection> {
        let world = &self.world;
        // `checked_shot` made sure the weapon is a distance weapon on the pawn's card.
        let shooter = card(world, pawn);
        let Some((arm, attribute, range)) = shooter
            .as_deref()
            .and_then(|shooter| shooter.weapons.get(weapon))
            .and_then(|arm| Some((arm, arm.discharge?, arm.range?)))
        else {
            return Err(Rejection::new(msg!(
                "conflict-preview-no-distance-weapon",
                pawn = pawn_name(world, pawn),
                weapon = weapon + 1
            )));
        };
        let penalty = self
            .pawn(pawn)
            .map_or_else(Default::default, |view| view.vigour.roll_edge());
        // § Grenades: a device gets no +1 for attacking from 20 cm or less.
        let short_range_bonus = range > 20 && crate::rules::devices::Device::of(arm).is_none();
        let modifiers = discharge_modifiers(arm, short_range_bonus, shot, penalty);
        let total = crate::dice::Modifier::total(&modifiers);
        let range_cm = shot.light.range(range);
        let in_range = shot.distance <= range_cm as f32;
        Ok(ShotPreview {
            distance_cm: shot.distance,
            range_cm,
            cover: shot.cover,
            attribute,
            modifiers,
            chance: if in_range {
                d10_chance(attribute, total)
            } else {
                0.0
            },
            past_pawns,
        })
    }

    /// Extra dice band `band` may still buy this turn (§ Investing Maravedies: two a turn).
    pub fn extra_dice_left(&self, band: usize) -> u32 {
        let spent = self
            .world
            .resource::<super::world::components::Spending>()
            .0
            .get(band)
            .map_or(0, |spent| spent.extra_dice);
        crate::rules::maravedies::EXTRA_DICE_PER_TURN.saturating_sub(spent)
    }

    /// Band `band`'s Dexterity cards in hand.
    pub fn hand(&self, band: usize) -> &[std::sync::Arc<DexterityCard>] {
        self.world
            .resource::<Decks>()
            .0
            .get(band)
            .map_or(&[], Vec::as_slice)
    }

    pub fn conditions(&self) -> Conditions {
        *self.world.resource::<Conditions>()
    }

    /// Whether the current turn (or the first, before the turns) is played at night.
    pub fn is_night(&self) -> bool {
        let turn = self.progress().turn.as_ref().map_or(1, |turn| turn.number);
        self.conditions().night_in(turn)
    }

    pub fn luminaries(&self) -> Vec<Point> {
        super::turns::deployment::luminaries(&self.world)
    }

    /// Whether a luminary may be placed at (x, y) now, or the rule that stops it.
    pub fn preview_luminary(&self, x: f32, y: f32) -> Result<(), Rejection> {
        super::turns::deployment::luminary_problem(&self.world, self.setup(), x, y)
    }

    /// Smoke markers on the table, per quadrant (`Quadrant::index` order).
    pub fn smoke_markers(&self) -> [u32; 4] {
        self.world.resource::<SmokeMarkers>().0
    }

    /// Whether pawn `pawn` stands within a light (a luminary or a carried Farol) at night.
    pub fn is_lit(&self, pawn: u32) -> bool {
        if !self.is_night() {
            return false;
        }
        let Some(placement) = self.pawn(pawn).and_then(|view| view.placement) else {
            return false;
        };
        self.world
            .resource::<Light>()
            .0
            .is_lit(&Base::at(placement))
    }

    /// The blow waiting for its target's answer (fight or retreat).
    pub fn pending_blow(&self) -> Option<&PendingBlow> {
        self.world.resource::<Pending>().0.as_ref()
    }

    /// The question the pending blow puts to the engaged pawn's player, with its rule.
    pub fn blow_question(&self) -> Option<Message> {
        let blow = self.pending_blow()?;
        let (attacker, target) = (
            pawn_name(&self.world, blow.attacker),
            pawn_name(&self.world, blow.target),
        );
        Some(if blow.fight_chosen && blow.target_strikes {
            msg!(
                "conflict-preview-blow-fights-striking",
                attacker = attacker,
                target = target
            )
        } else if blow.fight_chosen {
            msg!(
                "conflict-preview-blow-fights",
                attacker = attacker,
                target = target
            )
        } else if blow.target_strikes && blow.active_replies {
            msg!(
                "conflict-preview-blow-target-strikes",
                attacker = attacker,
                target = target
            )
        } else if blow.target_strikes {
            msg!(
                "conflict-preview-blow-winner-engaged",
                attacker = attacker,
                target = target
            )
        } else {
            msg!(
                "conflict-preview-blow-attacked",
                attacker = attacker,
                target = target
            )
        })
    }

    /// The question put to the player of a pawn just engaged and activated, with its rule.
    pub fn engaged_question(&self) -> Option<Message> {
        let super::Awaiting::FightOrRetreat { engager, pawn } = self.awaiting() else {
            return None;
        };
        let (engager, pawn) = (
            pawn_name(&self.world, engager),
            pawn_name(&self.world, pawn),
        );
        Some(msg!(
            "conflict-preview-engaged",
            engager = engager,
            pawn = pawn
        ))
    }

    /// § The Hunt, while it is played (and after, its markers as they were left).
    pub fn hunt(&self) -> Option<&super::world::components::HuntPlay> {
        self.world
            .resource::<super::world::components::HuntTable>()
            .0
            .as_ref()
    }

    /// § Lying in Wait: whether the band placing markers may put one at (`x`, `y`).
    pub fn preview_marker(&self, x: f32, y: f32) -> Result<(), Rejection> {
        let Some(play) = self.hunt() else {
            return Err(Rejection::new(msg!("conflict-command-hunt-not-played")));
        };
        let crate::rules::hunt::HuntPhase::Placing { band } = play.hunt.phase else {
            return Err(Rejection::new(msg!("rules-hunt-not-placing")));
        };
        super::hunt::tracking::check_marker(&self.world, &self.setup, &play.hunt, band, x, y)
    }

    /// § Movement Maneuvers: whether the active `pawn` may walk, charge or swim now at all (its
    /// activation, what it has done, the weather), before a path is drawn.
    pub fn check_gait(&self, pawn: u32, gait: Gait) -> Result<(), Rejection> {
        super::movement::maneuvers::check_gait(&self.world, pawn, gait)
    }

    /// § Reloading Slow Weapons: whether the active `pawn` may declare the reload of `weapon`
    /// now (before anything else in its activation, not engaged, the weather allowing).
    /// How far the active `pawn` may walk now: a walk's reach, or less for a reloading pawn
    /// (§ Reloading Slow Weapons).
    pub fn walk_reach(&self, pawn: u32) -> f32 {
        super::movement::routes::farthest_walk(&self.world, pawn)
    }

    pub fn check_reload(&self, pawn: u32, weapon: usize) -> Result<(), Rejection> {
        super::shooting::discharge::check_reload_now(&self.world, pawn, weapon).map(|_| ())
    }

    /// § Offering: the Panoply cards `pawn` may invest as Maravedies (a Mercenary Pure Band's).
    pub fn offerable(&self, pawn: u32) -> Vec<std::sync::Arc<crate::rules::panoply::PanoplyCard>> {
        super::band::factions::offerable(&self.world, pawn)
    }

    /// § You No Longer Need It: whom the winner of the clash awaiting its result may loot now:
    /// the victim, its Maravedies and its unused single-use Panoply cards.
    pub fn lootable(
        &self,
    ) -> Option<(
        u32,
        u32,
        Vec<std::sync::Arc<crate::rules::panoply::PanoplyCard>>,
    )> {
        let verdict = self.clash_verdict()?;
        super::clash::looting::lootable(&self.world, &verdict)
    }

    /// The clash whose winner's player must choose its result.
    pub fn clash_verdict(&self) -> Option<super::world::components::ClashVerdict> {
        self.world.resource::<super::world::components::Verdict>().0
    }

    /// How far the clash awaiting its result could be pushed back (up to 5 cm).
    pub fn push_back_reach(&self) -> f32 {
        self.clash_verdict().map_or(0.0, |verdict| {
            super::clash::verdict::push_distance(&self.world, &verdict)
        })
    }

    /// The heights a base can stand at on (`x`, `y`): the table, levels and obstacle tops, each
    /// floor and roof of a building (for pointing at a place up on the scenery).
    pub fn surfaces_at(&self, x: f32, y: f32) -> Vec<f32> {
        self.scenery().surfaces_at(Vec2::new(x, y))
    }

    /// Whether pawn `pawn` has spent its single-use item `item`.
    pub fn item_used(&self, pawn: u32, item: &str) -> bool {
        self.world
            .resource::<super::world::components::PanoplyUsed>()
            .0
            .iter()
            .any(|(user, used)| *user == pawn && used == item)
    }

    /// Band `band`'s pawns not yet deployed, by id.
    pub fn undeployed(&self, band: usize) -> Vec<u32> {
        super::world::pawns::undeployed(&self.world, band).into_vec()
    }

    /// § Brawl: the type (card id) band `band` deploys next, a whole type at once, and its
    /// waiting pawns by id.
    pub fn next_deployment(&self, band: usize) -> Option<(String, Vec<u32>)> {
        let waiting = super::turns::arrival::deployable_now(&self.world, band);
        let first = self.pawn(*waiting.first()?)?.card.id.clone();
        let kind = waiting
            .into_iter()
            .filter(|&id| self.pawn(id).is_some_and(|pawn| pawn.card.id == first))
            .collect();
        Some((first, kind))
    }

    /// Pawns of the band to act that may still be activated this turn.
    pub fn waiting_pawns(&self) -> Vec<u32> {
        let Some(turn) = self.progress().turn.as_ref() else {
            return Vec::new();
        };
        self.pawns()
            .into_iter()
            .filter(|pawn| pawn.side == turn.to_act && pawn.placement.is_some())
            .filter(|pawn| turn.states.get(pawn.id as usize) == Some(&Activation::Waiting))
            .map(|pawn| pawn.id)
            .collect()
    }

    /// Shots left in each of `pawn`'s Slow weapons (`None` for others), and those reloading.
    pub fn loads(&self, pawn: u32) -> Option<Loads> {
        entity(&self.world, pawn).and_then(|entity| self.world.get::<Loads>(entity).cloned())
    }
}
