//! Movement in play (1650 § Movement Maneuvers, § Troubles when Climbing and Jumping, § Falling,
//! § Engaging an Enemy Pawn, § Attack of Opportunity): the table module checks the path; here
//! the pawn rolls its charge, climbs and jumps, moves, and suffers attacks of opportunity.

use crate::conflict::band::harm;
use crate::conflict::names::{pawn_list, pawn_name};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::{Morale, Moved, Progress, Table};
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::{
    card, check_active, deeds, engaged_with, entity, footing, place_of, set_deeds,
};
use crate::dice::Die;
use crate::record::{Rejection, Resolution};
use crate::rules::clash::{Answer, BlowOptions, Combatant, blow};
use crate::rules::reloading::STEADY_HAND;
use crate::rules::rule;
use crate::table::base::Base;
use crate::table::movement::{
    AreaCrossing, Maneuver, MoveAsk, MoveContext, MovePlan, Step, Waypoint, check_move_asked,
    climb_or_jump_target, fall_vigour_loss, keeps_within, pawns_near_path,
};
use crate::table::path::{
    Goal, PathRequest, PlannedPath, farthest_along, find_route_nearby, plan_path,
};
use crate::table::places::compass;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// The Peculiarity Climber (peculiarities.ron): +1 to its climbing and jumping rolls.
pub const CLIMBER: &str = "climber";
/// The Peculiarity Street-wise (peculiarities.ron): charges through rough terrain.
pub const STREET_WISE: &str = "street-wise";

/// § The Weather Gets Worse, Flood: the roll a charge needs to set off.
const SLIPPERY_CHARGE_ROLL: u32 = 5;
/// § Reloading Slow Weapons: a reloading pawn walks at most 5 cm.
const RELOADING_WALK_CM: f32 = crate::rules::reloading::RELOAD_WALK_CM;
/// The most a charge can reach (15 + a 10 on the D10): a path is checked against it before the
/// die is rolled.
const LONGEST_CHARGE_ROLL: u32 = 10;

fn morale(world: &ConflictWorld, pawn: u32) -> Morale {
    crate::conflict::world::pawns::morale(world, pawn).unwrap_or_default()
}

pub(in crate::conflict) fn turn_to(
    world: &mut ConflictWorld,
    pawn: u32,
    facing: f32,
) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let mut done = deeds(world, pawn).clone();
    if !facing.is_finite() {
        return Err(Rejection::new("a facing needs a number of degrees"));
    }
    let recovering = morale(world, pawn).only_turn;
    if done.moved.is_some() && !recovering {
        return Err(Rejection::by_rule(
            rule("Activation"),
            "the pawn has already used its Movement Maneuver this activation",
        ));
    }
    let Some(mut place) = footing(world, pawn) else {
        return Err(Rejection::new(format!(
            "{} is not on the table",
            pawn_name(world, pawn)
        )));
    };
    place.0.facing_degrees = facing;
    crate::conflict::world::pawns::set_footing(world, pawn, Some(place));
    if done.moved.is_none() {
        done.moved = Some(Moved::Turned);
    }
    set_deeds(world, pawn, done);
    Ok(())
}

/// The path as the table module wants it, and what the pawn may do with it.
fn check_may_move(world: &ConflictWorld, pawn: u32, gait: Gait) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let done = deeds(world, pawn);
    let section = rule("Activation");
    if morale(world, pawn).only_turn {
        return Err(Rejection::by_rule(
            rule("Every Man for Himself"),
            "a pawn that recovered its nerve this turn may only turn",
        ));
    }
    if done.moved.is_some() {
        return Err(Rejection::by_rule(
            section,
            "the pawn has already used its Movement Maneuver this activation",
        ));
    }
    if gait != Gait::Walk
        && let Some(carried) = crate::conflict::commission::unconscious::dragged_by(world, pawn)
    {
        return Err(Rejection::by_rule(
            rule("To Seek Sanctuary"),
            format!(
                "a pawn dragging {} may only walk",
                crate::conflict::names::pawn_name(world, carried)
            ),
        ));
    }
    // § Activation: "Fight in a clash and/or use a Movement Maneuver": once its clash is over
    // (its enemies fallen, fled or retreated) the pawn may still move; while engaged it stays.
    if done.fought && !engaged_with(world, pawn).is_empty() {
        return Err(Rejection::by_rule(
            section,
            "the pawn has fought in a clash and is still engaged: it stays until the clash is over",
        ));
    }
    if gait == Gait::Charge && done.shot {
        return Err(Rejection::by_rule(
            rule("Movement Maneuvers"),
            "pawns who charge cannot use distance weapons before or after moving",
        ));
    }
    let commission = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    if gait == Gait::Charge
        && commission
            .terms()
            .solo
            .is_some_and(|solo| solo.your_leader_cannot_charge)
        && !crate::conflict::solo::notes::is_enemy(world, pawn)
        && crate::conflict::world::pawns::side(world, pawn)
            .and_then(|band| crate::conflict::world::pawns::leader_of(world, band))
            == Some(pawn)
    {
        return Err(Rejection::by_rule(
            rule(commission.name()),
            "your Leader cannot use the Movement Maneuver charge in this Commission",
        ));
    }
    Ok(())
}

/// Whether the active `pawn` may make a `gait` maneuver at all now (before any path): what
/// the table's maneuver buttons ask.
pub(in crate::conflict) fn check_gait(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
) -> Result<(), Rejection> {
    check_may_move(world, pawn, gait)?;
    let rough = world
        .resource::<crate::conflict::world::components::Conditions>()
        .weather
        .effects()
        .normal_is_rough;
    let street_wise = card(world, pawn).is_some_and(|card| card.has_peculiarity(STREET_WISE));
    if gait == Gait::Charge && rough && !street_wise {
        return Err(Rejection::by_rule(
            rule("The Weather Gets Worse"),
            "the weather has made all the ground rough: nobody can charge",
        ));
    }
    Ok(())
}

/// Whether `pawn` may move along `path` now, and how (a charge checked as if the die gave its
/// longest reach): what the app's ghost preview and the computer ask before a `Move`, and what
/// a played `Move` is checked by. The computer's chosen move was checked as it chose: that
/// answer is given back (`movement::kept`), without gathering the table again.
pub fn check_path(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
) -> Result<MovePlan, Rejection> {
    if let Some(plan) = crate::conflict::movement::kept::kept(world, pawn, gait, path, facing) {
        return Ok(plan);
    }
    check_path_among(
        world,
        &TablePawns::for_pawn(world, pawn),
        pawn,
        gait,
        path,
        facing,
    )
}

/// `check_path` with the table's pawns already gathered (the computer tries many paths):
/// `table` is `TablePawns::for_pawn(world, pawn)`. A passed check is kept (`movement::kept`).
pub fn check_path_among(
    world: &ConflictWorld,
    table: &TablePawns,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
) -> Result<MovePlan, Rejection> {
    let plan = PathTrials::new(world, table, pawn, gait)?.check(path, facing)?;
    crate::conflict::movement::kept::keep(world, pawn, gait, path, facing, &plan);
    Ok(plan)
}

/// Many paths of one pawn and gait tried in turn (the computer's walks): what does not depend on
/// the path (may it move at all, the table's context) is checked once. `table` is
/// `TablePawns::for_pawn(world, pawn)` for the world as it stands (a passed path is kept under
/// the world's serial: `movement::kept`).
pub(in crate::conflict) struct PathTrials<'a> {
    world: &'a ConflictWorld,
    pawn: u32,
    gait: Gait,
    mover: SightPawn,
    context: MoveContext<'a>,
    /// The pawns that can play a part in a path within the gait's reach of the mover
    /// (`pawns_near_path`): such a path is checked among these alone.
    near: Vec<SightPawn>,
}

impl<'a> PathTrials<'a> {
    /// Refused when no path of this pawn and gait can pass (it may not move now, or is off the
    /// table).
    pub(in crate::conflict) fn new(
        world: &'a ConflictWorld,
        table: &'a TablePawns,
        pawn: u32,
        gait: Gait,
    ) -> Result<Self, Rejection> {
        check_may_move(world, pawn, gait)?;
        let mover = mover_among(world, table, pawn)?;
        let reach = longest_maneuver(gait).reach();
        Ok(Self {
            world,
            pawn,
            gait,
            mover,
            context: move_context(world, table, pawn),
            near: pawns_near_path(&table.pawns, &mover, reach),
        })
    }

    /// `path`'s plan, or why it is refused (`check_path_among`).
    pub(in crate::conflict) fn check(
        &self,
        path: &[Waypoint],
        facing: Option<f32>,
    ) -> Result<MovePlan, Rejection> {
        self.trial(path, facing, true)
            .map_err(|refused| refused.in_words(self.world))
    }

    /// Whether `check` would accept `path`, without writing out the table's refusal in the
    /// conflict's words (the computer's tries only want the answer).
    pub(in crate::conflict) fn passes(&self, path: &[Waypoint], facing: Option<f32>) -> bool {
        // A path whose end is no place to stand is refused, whatever its way there (the answer
        // only is wanted here, not where or why).
        let near = self.near_context(path, longest_maneuver(self.gait));
        let context = near.as_ref().unwrap_or(&self.context);
        if crate::table::movement::end_refused(context, &self.mover, path) {
            return false;
        }
        let Ok(plan) = self.trial(path, facing, false) else {
            return false;
        };
        // The path that passes is the one the computer then plays (`check_path_among`).
        crate::conflict::movement::kept::keep(
            self.world, self.pawn, self.gait, path, facing, &plan,
        );
        true
    }

    /// A path within the gait's reach (every path the computer tries) is checked among the
    /// pawns near enough to matter (`None`: any other, among all).
    fn near_context(&self, path: &[Waypoint], maneuver: Maneuver) -> Option<MoveContext<'_>> {
        keeps_within(&self.mover, path, maneuver.reach()).then_some(MoveContext {
            pawns: &self.near,
            ..self.context
        })
    }

    /// `path`'s plan, or why it is refused (the table's reasons written out only with `words`).
    fn trial(
        &self,
        path: &[Waypoint],
        facing: Option<f32>,
        words: bool,
    ) -> Result<MovePlan, Refused> {
        let maneuver = longest_maneuver(self.gait);
        let near = self.near_context(path, maneuver);
        let context = near.as_ref().unwrap_or(&self.context);
        let plan = plan_raw(
            self.world,
            context,
            &self.mover,
            maneuver,
            path,
            facing,
            words,
        )?;
        check_plan_allowed(self.world, self.pawn, self.gait, &plan).map_err(Refused::Rule)?;
        Ok(plan)
    }
}

/// Why a path is refused: by the table (its words name pawns by number until `in_words`), or
/// by a rule of the conflict.
enum Refused {
    Table(crate::table::movement::MoveRejection),
    Rule(Rejection),
}

impl Refused {
    fn in_words(self, world: &ConflictWorld) -> Rejection {
        match self {
            Refused::Table(problem) => move_refusal(world, &problem),
            Refused::Rule(rejection) => rejection,
        }
    }
}

/// The maneuver a gait's path is checked as: a charge as if its die gave the longest reach.
fn longest_maneuver(gait: Gait) -> Maneuver {
    match gait {
        Gait::Walk => Maneuver::Walk,
        Gait::Swim => Maneuver::Swim,
        Gait::Charge => Maneuver::Charge {
            roll: LONGEST_CHARGE_ROLL,
        },
    }
}

/// What a legal path may still not do: charge a hidden pawn, or walk far while reloading
/// without Steady Hand's Maravedi.
fn check_plan_allowed(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    plan: &MovePlan,
) -> Result<(), Rejection> {
    if gait == Gait::Charge {
        for engagement in &plan.engagements {
            crate::conflict::movement::hide::check_not_hidden(world, engagement.enemy, "a charge")?;
        }
    }
    if deeds(world, pawn).reloading && plan.length > RELOADING_WALK_CM {
        steady_hand_payer(world, pawn).map_err(|why| {
            Rejection::by_rule(
                rule("Reloading Slow Weapons"),
                format!(
                    "a reloading pawn walks at most {RELOADING_WALK_CM} cm; this path is {:.1} cm{why}",
                    plan.length
                ),
            )
        })?;
    }
    Ok(())
}

/// § Movement Maneuvers: where `pawn` would go with `gait` through the `pinned` waypoints to
/// `goal`: straight if it may, else the planner's shortest way round (through a door, round a
/// wall, onto a level); what the app's ghost shows and its click sends.
pub fn plan_route(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    pinned: &[Waypoint],
    goal: Goal,
    facing: Option<f32>,
) -> Result<PlannedPath, Rejection> {
    check_may_move(world, pawn, gait)?;
    let maneuver = longest_maneuver(gait);
    let longest = farthest_move(world, pawn, maneuver);
    let planned = route_for(world, pawn, maneuver, pinned, goal, facing, longest, &[])?;
    check_plan_allowed(world, pawn, gait, &planned.plan)?;
    let from = footing(world, pawn).map_or(Vec2::ZERO, |place| place.base().centre);
    crate::conflict::commission::barred::check_route(world, pawn, from, &planned.waypoints)?;
    Ok(planned)
}

/// The computer's long approach heeds the pawns this near its start or its enemy; the others
/// will have moved by the time it gets there (its first walk is checked against all of them).
const APPROACH_PAWNS_NEAR_CM: f32 = 15.0;

/// How far `pawn` may walk now (`farthest_move` of a walk).
pub(in crate::conflict) fn farthest_walk(world: &ConflictWorld, pawn: u32) -> f32 {
    farthest_move(world, pawn, Maneuver::Walk)
}

/// How far `pawn` may go with `maneuver`: its reach, or 5 cm for a reloading walker that
/// cannot pay Steady Hand's Maravedi (§ Reloading Slow Weapons).
fn farthest_move(world: &ConflictWorld, pawn: u32, maneuver: Maneuver) -> f32 {
    if maneuver == Maneuver::Walk
        && deeds(world, pawn).reloading
        && steady_hand_payer(world, pawn).is_err()
    {
        RELOADING_WALK_CM
    } else {
        maneuver.reach()
    }
}

/// § Movement Maneuvers: the first walk of the shortest way from `pawn` into contact with
/// `target`, however far: where the computer walks when no walk towards it, straight or
/// turning aside, is free.
pub(in crate::conflict) fn approach(
    world: &ConflictWorld,
    pawn: u32,
    target: u32,
) -> Option<Vec<Waypoint>> {
    let walk = farthest_move(world, pawn, Maneuver::Walk);
    approach_within(world, pawn, Gait::Walk, Goal::Contact(target), walk)
}

/// The first `reach` cm of the shortest way from `pawn` to `goal` with `gait` (the computer's
/// long approach; an Antagonist's 1D10 or 2D10 cm towards its enemy or its scenery element).
pub(in crate::conflict) fn approach_within(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    goal: Goal,
    reach: f32,
) -> Option<Vec<Waypoint>> {
    check_may_move(world, pawn, gait).ok()?;
    let maneuver = longest_maneuver(gait);
    let table = TablePawns::for_pawn(world, pawn);
    let mover = table.pawns.iter().find(|other| other.id == pawn).copied()?;
    let context = move_context(world, &table, pawn);
    let request = PathRequest {
        maneuver,
        pinned: &[],
        goal,
        longest: f32::INFINITY,
        avoid: &[],
        pawns_near: Some(APPROACH_PAWNS_NEAR_CM),
        final_facing_degrees: None,
    };
    let route = find_route_nearby(&context, &mover, &request)?;
    let (path, plan) = farthest_along(&context, &mover, maneuver, &route.waypoints, reach)?;
    check_plan_allowed(world, pawn, gait, &plan).ok()?;
    crate::conflict::commission::barred::check_route(world, pawn, mover.base.centre, &path).ok()?;
    Some(path)
}

/// The planner for `pawn` on the table as it stands: `maneuver` within `longest` cm, keeping
/// out of the Action Areas of `avoid`.
#[expect(
    clippy::too_many_arguments,
    reason = "a path request is these eight things"
)]
pub(in crate::conflict) fn route_for(
    world: &ConflictWorld,
    pawn: u32,
    maneuver: Maneuver,
    pinned: &[Waypoint],
    goal: Goal,
    facing: Option<f32>,
    longest: f32,
    avoid: &[Base],
) -> Result<PlannedPath, Rejection> {
    let table = TablePawns::for_pawn(world, pawn);
    let Some(mover) = table.pawns.iter().find(|other| other.id == pawn).copied() else {
        return Err(Rejection::new(format!(
            "{} is not on the table",
            pawn_name(world, pawn)
        )));
    };
    let context = move_context(world, &table, pawn);
    plan_path(
        &context,
        &mover,
        &PathRequest {
            maneuver,
            pinned,
            goal,
            longest,
            avoid,
            pawns_near: None,
            final_facing_degrees: facing,
        },
    )
    .map_err(|problem| move_refusal(world, &problem))
}

/// The table's scenery and pawns as the movement rules see them for `pawn`.
pub(in crate::conflict) fn move_context<'a>(
    world: &'a ConflictWorld,
    table: &'a TablePawns,
    pawn: u32,
) -> MoveContext<'a> {
    MoveContext {
        scenery: &world.resource::<Table>().0,
        pawns: &table.pawns,
        enemies: &table.enemies,
        street_wise: card(world, pawn).is_some_and(|card| card.has_peculiarity(STREET_WISE)),
        ground_rough: world
            .resource::<crate::conflict::world::components::Conditions>()
            .weather
            .effects()
            .normal_is_rough,
    }
}

/// The table's refusal of a path, in the conflict's words (its pawns named).
fn move_refusal(
    world: &ConflictWorld,
    problem: &crate::table::movement::MoveRejection,
) -> Rejection {
    Rejection::new(format!(
        "{} (§ {})",
        crate::conflict::names::with_names(world, &problem.reason),
        problem.section
    ))
}

/// § Investing Maravedies: Steady Hand's cost (peculiarities.ron).
const STEADY_HAND_COST: u32 = 1;

/// Who pays the Maravedi a Steady Hand invests to walk freely while reloading; otherwise the
/// words that say why it cannot.
fn steady_hand_payer(world: &ConflictWorld, pawn: u32) -> Result<u32, String> {
    if !card(world, pawn).is_some_and(|card| card.has_peculiarity(STEADY_HAND)) {
        return Err(String::new());
    }
    crate::conflict::band::purse::plan_peculiarity(world, pawn, STEADY_HAND_COST)
        .map_err(|refusal| format!(" (Steady Hand needs 1 Maravedi invested: {refusal})"))
}

pub(in crate::conflict) fn context_plan(
    world: &ConflictWorld,
    pawn: u32,
    maneuver: Maneuver,
    path: &[Waypoint],
    facing: Option<f32>,
) -> Result<(MovePlan, SightPawn), Rejection> {
    plan_among(
        world,
        &TablePawns::for_pawn(world, pawn),
        pawn,
        maneuver,
        path,
        facing,
    )
}

fn plan_among(
    world: &ConflictWorld,
    table: &TablePawns,
    pawn: u32,
    maneuver: Maneuver,
    path: &[Waypoint],
    facing: Option<f32>,
) -> Result<(MovePlan, SightPawn), Rejection> {
    let mover = mover_among(world, table, pawn)?;
    let context = move_context(world, table, pawn);
    let plan = plan_raw(world, &context, &mover, maneuver, path, facing, true)
        .map_err(|refused| refused.in_words(world))?;
    Ok((plan, mover))
}

/// `pawn` as the table's pawns show it, if it is on the table.
fn mover_among(
    world: &ConflictWorld,
    table: &TablePawns,
    pawn: u32,
) -> Result<SightPawn, Rejection> {
    table
        .pawns
        .iter()
        .find(|other| other.id == pawn)
        .copied()
        .ok_or_else(|| Rejection::new(format!("{} is not on the table", pawn_name(world, pawn))))
}

/// The table's plan of `mover`'s path in `context`, and whose buildings it enters; a refusal
/// not yet written out in the conflict's words (`Refused::in_words`), and a place the table
/// refused written out in its own only with `words`.
fn plan_raw(
    world: &ConflictWorld,
    context: &MoveContext,
    mover: &SightPawn,
    maneuver: Maneuver,
    path: &[Waypoint],
    facing: Option<f32>,
    words: bool,
) -> Result<MovePlan, Refused> {
    let ask = MoveAsk {
        maneuver,
        waypoints: path,
        final_facing_degrees: facing,
    };
    let plan = check_move_asked(context, mover, &ask, words).map_err(Refused::Table)?;
    // The path is on the table now (`check_move` refused any other): whose buildings it enters.
    crate::conflict::commission::barred::check_route(world, mover.id, mover.base.centre, path)
        .map_err(Refused::Rule)?;
    Ok(plan)
}

pub(in crate::conflict) fn move_pawn(
    world: &mut ConflictWorld,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    move_pawn_rolled(world, pawn, gait, path, facing, false, resolution)
}

/// `move_pawn`, with `rolled` true for a move whose length was rolled already (an Antagonist's
/// charge of 2D10 cm): a charge then rolls no 15 + 1D10.
pub(in crate::conflict) fn move_pawn_rolled(
    world: &mut ConflictWorld,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
    rolled: bool,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let mut plan = check_path(world, pawn, gait, path, facing)?;
    let Some(mover) = crate::conflict::world::pawns::sight_pawn(world, pawn) else {
        return Err(Rejection::new(format!(
            "{} is not on the table",
            pawn_name(world, pawn)
        )));
    };
    // Checked: from here on the move happens.
    if deeds(world, pawn).reloading
        && plan.length > RELOADING_WALK_CM
        && let Ok(payer) = steady_hand_payer(world, pawn)
    {
        crate::conflict::band::purse::pay_peculiarity(
            world,
            payer,
            pawn,
            STEADY_HAND_COST,
            "Steady Hand",
            resolution,
        );
    }
    let slippery = world
        .resource::<crate::conflict::world::components::Conditions>()
        .weather
        .effects()
        .slippery;
    let mut slipped = false;
    if gait == Gait::Charge && slippery {
        // § The Weather Gets Worse, Flood: a charge needs a roll of 5+ to set off.
        let footing_roll = resolution
            .dice()
            .roll("Slippery ground (5+ to charge)", Die::D10);
        let sets_off = footing_roll >= SLIPPERY_CHARGE_ROLL;
        resolution.explain_with(rule("The Weather Gets Worse"), || {
            format!(
                "{} tries to charge on slippery ground: rolled {footing_roll}, needed {SLIPPERY_CHARGE_ROLL}+{}",
                pawn_name(world, pawn),
                if sets_off { "" } else { ": it slips and stays where it is" }
            )
        });
        if !sets_off {
            slipped = true;
            plan = MovePlan::standing(mover.base.centre, mover.base.level);
            plan.end_facing_degrees = facing_of(&mover);
        }
    }
    if gait == Gait::Charge && !slipped && !rolled {
        let roll = resolution.dice().roll("Charge (15 + 1D10 cm)", Die::D10);
        let reach = Maneuver::Charge { roll }.reach();
        resolution.explain_with(rule("Movement Maneuvers"), || {
            format!(
                "{} charges: 15 + {roll} = {reach} cm",
                pawn_name(world, pawn)
            )
        });
        if plan.length > reach {
            plan = shortened_charge(world, pawn, roll, path, reach).unwrap_or_else(|| {
                let mut stay = MovePlan::standing(mover.base.centre, mover.base.level);
                stay.end_facing_degrees = facing_of(&mover);
                stay
            });
            resolution.explain_with(rule("Movement Maneuvers"), || {
                format!(
                    "the path is longer than {reach} cm: {} stops after {:.1} cm",
                    pawn_name(world, pawn),
                    plan.length
                )
            });
        }
    }
    if !steps_succeed(world, pawn, &plan, &mover, resolution) {
        return Ok(());
    }
    let was_engaged = engaged_with(world, pawn);
    crate::conflict::world::pawns::stand_at_end(world, pawn, &plan);
    let mut done = deeds(world, pawn).clone();
    done.moved = Some(match gait {
        Gait::Walk => Moved::Walked,
        Gait::Charge => Moved::Charged,
        Gait::Swim => Moved::Swam,
    });
    done.walked_cm = plan.length;
    for engagement in &plan.engagements {
        if gait == Gait::Charge {
            done.charged_into = Some((engagement.enemy, plan.length));
        } else {
            done.walked_into.push(engagement.enemy);
        }
    }
    if gait != Gait::Charge {
        // § Attacking and Responding Pawns: walking within a long weapon's reach engages too.
        for enemy in crate::conflict::world::systems::engaged_now(world, pawn) {
            if !was_engaged.contains(&enemy) && !done.walked_into.contains(&enemy) {
                done.walked_into.push(enemy);
            }
        }
    }
    let engaged: Vec<u32> = done
        .walked_into
        .iter()
        .copied()
        .chain(done.charged_into.map(|(enemy, _)| enemy))
        .collect();
    set_deeds(world, pawn, done);
    resolution.explain_with(rule("Movement Maneuvers"), || {
        format!(
            "{} {}{}",
            pawn_name(world, pawn),
            move_words(world, gait, mover.base.centre, &plan),
            if plan.engagements.is_empty() {
                String::new()
            } else {
                let enemies: Vec<u32> = plan
                    .engagements
                    .iter()
                    .map(|engagement| engagement.enemy)
                    .collect();
                format!(", engaging {}", pawn_list(world, &enemies))
            }
        )
    });
    for &enemy in &engaged {
        crate::conflict::clash::responding::when_engaged(world, enemy, resolution);
    }
    crate::conflict::clash::fight_or_retreat::activate(world, pawn, &engaged, resolution);
    face_the_engager(world, pawn, &plan);
    let left_clash: Vec<u32> = match footing(world, pawn) {
        Some(now) => was_engaged
            .into_iter()
            .filter(|&enemy| {
                footing(world, enemy).is_some_and(|place| !now.base().in_contact(&place.base()))
            })
            .collect(),
        None => Vec::new(),
    };
    attacks_of_opportunity(world, pawn, &plan, &left_clash, resolution);
    if !plan.engagements.is_empty() && gait == Gait::Charge {
        crate::conflict::movement::hide::reveal(world, pawn, "it charged an enemy", resolution);
    } else if footing(world, pawn).is_some() {
        crate::conflict::movement::hide::after_move(world, pawn, gait, resolution);
    }
    Ok(())
}

/// A move in words, after the pawn's name: "walks 8.5 cm north-east, to 3 cm north of the
/// well", from `from` to the plan's end.
pub(in crate::conflict) fn move_words(
    world: &ConflictWorld,
    gait: Gait,
    from: Vec2,
    plan: &MovePlan,
) -> String {
    let end = Vec2::new(plan.end.x, plan.end.y);
    let place = place_of(world, end, plan.end_level);
    if plan.length < 0.05 {
        return format!("stays where it is, {place}");
    }
    let verb = match gait {
        Gait::Walk => "walks",
        Gait::Charge => "charges",
        Gait::Swim => "swims",
    };
    // A distance from a landmark reads "to 3 cm north of the well"; the others ("by the
    // church's south door", "on the tavern's roof") stand on their own.
    let to = if place.starts_with(|first: char| first.is_ascii_digit()) {
        "to "
    } else {
        ""
    };
    format!(
        "{verb} {:.1} cm {}, {to}{place}",
        plan.length,
        compass(end - from)
    )
}

fn facing_of(pawn: &SightPawn) -> f32 {
    pawn.base.facing.y.atan2(pawn.base.facing.x).to_degrees()
}

/// A charge whose die fell short: the same path, cut at `reach` and stepped back until the
/// base fits.
fn shortened_charge(
    world: &ConflictWorld,
    pawn: u32,
    roll: u32,
    path: &[Waypoint],
    reach: f32,
) -> Option<MovePlan> {
    let table = TablePawns::for_pawn(world, pawn);
    let mover = table.pawns.iter().find(|other| other.id == pawn).copied()?;
    let context = move_context(world, &table, pawn);
    farthest_along(&context, &mover, Maneuver::Charge { roll }, path, reach).map(|(_, plan)| plan)
}

/// § Troubles when Climbing and Jumping, § Falling: each climb or jump is a D10 roll; a failure
/// drops the pawn where it started, costs Vigour and ends its activation.
pub(in crate::conflict) fn steps_succeed(
    world: &mut ConflictWorld,
    pawn: u32,
    plan: &MovePlan,
    mover: &SightPawn,
    resolution: &mut Resolution,
) -> bool {
    let Some(vigour) = harm::health(world, pawn) else {
        return false;
    };
    // § The Weather Gets Worse, Flood: climbing and jumping are one harder.
    let slippery = world
        .resource::<crate::conflict::world::components::Conditions>()
        .weather
        .effects()
        .slippery;
    let target = climb_or_jump_target(vigour.worst_marked()) + u32::from(slippery);
    for step in &plan.steps {
        let (what, height) = match *step {
            Step::Climb { height, .. } => ("climb".to_owned(), height),
            Step::JumpDown { height, .. } => ("jump down".to_owned(), height),
            Step::JumpGap { .. } => ("jump".to_owned(), 0.0),
            // § Movement Maneuvers: a charge jumps a small obstacle (rough terrain) in its way;
            // a fall there is from the ground, so it costs no Vigour (docs/rules-gaps.md).
            Step::JumpObstacle { piece, .. } => {
                let name = world
                    .resource::<crate::conflict::world::components::Table>()
                    .0
                    .piece(piece)
                    .map_or_else(|| "obstacle".to_owned(), |piece| piece.id.clone());
                (format!("jump over the {name}"), 0.0)
            }
        };
        let die = resolution.dice().roll("Climb or jump (D10)", Die::D10);
        // § Panoply Cards: climbing gear adds to the roll; so does the Peculiarity Climber.
        let gear = harm::gear(world, pawn).climb;
        let climber =
            i32::from(card(world, pawn).is_some_and(|card| card.has_peculiarity(CLIMBER)));
        let bonus = gear + climber;
        let roll = (die as i32 + bonus).max(0) as u32;
        let mut rolled = format!("rolled {die}");
        if gear != 0 {
            rolled.push_str(&format!(" {gear:+} (Panoply)"));
        }
        if climber != 0 {
            rolled.push_str(&format!(" {climber:+} (Climber)"));
        }
        if bonus != 0 {
            rolled.push_str(&format!(" = {roll}"));
        }
        if roll >= target {
            resolution.explain_with(rule("Troubles when Climbing and Jumping"), || {
                format!("{what}: {rolled}, needed {target}+: made it")
            });
            continue;
        }
        let from_ground = matches!(step, Step::Climb { .. } | Step::JumpObstacle { .. })
            && mover.base.level < 0.5;
        let loss = fall_vigour_loss(height, from_ground);
        let mut vigour = vigour;
        let marked = vigour.mark(loss);
        harm::set_health(world, pawn, vigour);
        resolution.explain_with(rule("Falling"), || {
            format!(
                "{what}: {rolled}, needed {target}+: the pawn falls, loses {loss} Vigour, and its activation ends"
            )
        });
        let mut done = deeds(world, pawn).clone();
        done.fallen = true;
        done.moved = Some(Moved::Walked);
        set_deeds(world, pawn, done);
        harm::after_wound(world, pawn, &marked, None, resolution);
        if world.resource::<Progress>().active == Some(pawn) {
            crate::conflict::world::pawns::finish_active(world, pawn);
        }
        return false;
    }
    true
}

/// § Engaging an Enemy Pawn: a pawn not yet activated turns to face whoever engaged it (unless
/// engaged from its Rearguard, § Attack from Behind).
pub(in crate::conflict) fn face_the_engager(world: &mut ConflictWorld, pawn: u32, plan: &MovePlan) {
    let Some(mover) = footing(world, pawn) else {
        return;
    };
    for engagement in &plan.engagements {
        let enemy = engagement.enemy;
        let waiting = world
            .resource::<Progress>()
            .turn
            .as_ref()
            .and_then(|turn| turn.states.get(enemy as usize).copied())
            .is_some_and(|state| {
                matches!(
                    state,
                    crate::rules::activation::Activation::Waiting
                        | crate::rules::activation::Activation::Temperament
                        | crate::rules::activation::Activation::Enemy
                )
            });
        let Some(mut place) = footing(world, enemy) else {
            continue;
        };
        // § Armament, Beating: a pawn whose back was turned does not turn to face it.
        let turned_away = crate::conflict::band::armament::turned_away(world, enemy);
        if !waiting || turned_away || place.base().has_in_rearguard(&mover.base()) {
            continue;
        }
        let towards = mover.base().centre - place.base().centre;
        place.0.facing_degrees = towards.y.atan2(towards.x).to_degrees();
        crate::conflict::world::pawns::set_footing(world, enemy, Some(place));
    }
}

/// § Attack of Opportunity: each enemy whose Action Area the path entered without engaging,
/// left or passed through makes a single Reply roll at the mover.
pub(in crate::conflict) fn attacks_of_opportunity(
    world: &mut ConflictWorld,
    pawn: u32,
    plan: &MovePlan,
    left_clash: &[u32],
    resolution: &mut Resolution,
) {
    let mut strikers: Vec<u32> = plan
        .action_areas
        .iter()
        .filter(|(_, crossing)| {
            matches!(
                crossing,
                AreaCrossing::Enters | AreaCrossing::Leaves | AreaCrossing::PassesThrough
            )
        })
        .map(|(enemy, _)| *enemy)
        .collect();
    // Walking out of a clash is retreating from it: the same single roll.
    strikers.extend_from_slice(left_clash);
    strikers.sort_unstable();
    strikers.dedup();
    for enemy in strikers {
        if entity(world, pawn).is_none() {
            return;
        }
        strike_in_passing(world, enemy, pawn, resolution);
    }
}

/// One attack of opportunity by `striker` at `target`.
pub(in crate::conflict) fn strike_in_passing(
    world: &mut ConflictWorld,
    striker: u32,
    target: u32,
    resolution: &mut Resolution,
) {
    let (Some(striker_card), Some(target_card)) = (card(world, striker), card(world, target))
    else {
        return;
    };
    let Some(weapon) = striker_card
        .weapons
        .iter()
        .position(|weapon| weapon.attack.is_some())
    else {
        return;
    };
    let (Some(striker_vigour), Some(target_vigour)) =
        (harm::health(world, striker), harm::health(world, target))
    else {
        return;
    };
    let mut combatants = [
        Combatant {
            card: crate::conflict::names::named_card(world, striker, &striker_card),
            weapon,
            vigour: striker_vigour,
        },
        Combatant {
            card: crate::conflict::names::named_card(world, target, &target_card),
            weapon: 0,
            vigour: target_vigour,
        },
    ];
    let options = BlowOptions {
        answer: Answer::Retreats,
        ..BlowOptions::default()
    };
    let Ok(outcome) = blow(&mut combatants, 0, &options, resolution) else {
        return;
    };
    harm::set_health(world, target, combatants[1].vigour);
    for (hit, marked) in &outcome.marked {
        if *hit == 1 {
            harm::after_wound(world, target, marked, Some(striker), resolution);
        }
    }
}
