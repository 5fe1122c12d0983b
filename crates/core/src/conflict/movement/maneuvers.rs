//! Whether a pawn may move, and along which path (1650 § Movement Maneuvers): the table module
//! checks the path, this file adds the conflict's own rules, for one path or the computer's many
//! tries. The moves played are in `moving`, the planner's ways in `routes`.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::{Morale, Table};
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::{card, check_active, deeds, engaged_with};
use crate::msg;
use crate::record::Rejection;
use crate::rules::reloading::STEADY_HAND;
use crate::rules::rule;
use crate::table::movement::{
    Maneuver, MoveAsk, MoveContext, MovePlan, Waypoint, check_move_asked, keeps_within,
    pawns_near_path,
};
use crate::table::sight::SightPawn;
use crate::words::{Arg, Message};

/// The Peculiarity Street-wise (peculiarities.ron): charges through rough terrain.
pub const STREET_WISE: &str = "street-wise";
/// § Reloading Slow Weapons: a reloading pawn walks at most 5 cm.
pub(super) const RELOADING_WALK_CM: f32 = crate::rules::reloading::RELOAD_WALK_CM;
/// The most a charge can reach (15 + a 10 on the D10): a path is checked against it before the
/// die is rolled.
const LONGEST_CHARGE_ROLL: u32 = 10;

pub(super) fn morale(world: &ConflictWorld, pawn: u32) -> Morale {
    crate::conflict::world::pawns::morale(world, pawn).unwrap_or_default()
}

/// The path as the table module wants it, and what the pawn may do with it.
pub(super) fn check_may_move(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let done = deeds(world, pawn);
    let section = rule("Activation");
    if morale(world, pawn).only_turn {
        return Err(Rejection::by_rule(
            rule("Every Man for Himself"),
            msg!("conflict-movement-recovered-only-turns"),
        ));
    }
    if done.moved.is_some() {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-movement-already-moved"),
        ));
    }
    if gait != Gait::Walk
        && let Some(carried) = crate::conflict::commission::unconscious::dragged_by(world, pawn)
    {
        return Err(Rejection::by_rule(
            rule("To Seek Sanctuary"),
            msg!(
                "conflict-movement-dragging-walks",
                pawn = crate::conflict::names::pawn_name(world, carried)
            ),
        ));
    }
    // § Activation: "Fight in a clash and/or use a Movement Maneuver": once its clash is over
    // (its enemies fallen, fled or retreated) the pawn may still move; while engaged it stays.
    if done.fought && !engaged_with(world, pawn).is_empty() {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-movement-fought-engaged"),
        ));
    }
    if gait == Gait::Charge && done.shot {
        return Err(Rejection::by_rule(
            rule("Movement Maneuvers"),
            msg!("conflict-movement-charge-after-shot"),
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
            msg!("conflict-movement-leader-cannot-charge"),
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
            msg!("conflict-movement-ground-rough"),
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
pub(super) fn longest_maneuver(gait: Gait) -> Maneuver {
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
pub(super) fn check_plan_allowed(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    plan: &MovePlan,
) -> Result<(), Rejection> {
    if gait == Gait::Charge {
        for engagement in &plan.engagements {
            crate::conflict::movement::hide::check_not_hidden(
                world,
                engagement.enemy,
                msg!("conflict-movement-a-charge"),
            )?;
        }
    }
    if deeds(world, pawn).reloading && plan.length > RELOADING_WALK_CM {
        steady_hand_payer(world, pawn).map_err(|why| {
            let (most, length) = (RELOADING_WALK_CM.round() as u32, Arg::tenths(plan.length));
            Rejection::by_rule(
                rule("Reloading Slow Weapons"),
                match why {
                    Some(why) => msg!(
                        "conflict-movement-reloading-walk-unpaid",
                        most = most,
                        length = length,
                        why = why
                    ),
                    None => msg!(
                        "conflict-movement-reloading-walk",
                        most = most,
                        length = length
                    ),
                },
            )
        })?;
    }
    Ok(())
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
pub(super) fn move_refusal(
    world: &ConflictWorld,
    problem: &crate::table::movement::MoveRejection,
) -> Rejection {
    // The table names pawns by number; the conflict puts their names in (still as English).
    Rejection::new(msg!(
        "conflict-movement-table-refusal",
        reason = Message::untranslated(crate::conflict::names::with_names(
            world,
            &problem.reason.to_string()
        )),
        section = problem.section.clone()
    ))
}

/// Who pays the Maravedi a Steady Hand invests to walk freely while reloading; otherwise why
/// it cannot (nothing to say for a pawn without Steady Hand).
pub(super) fn steady_hand_payer(world: &ConflictWorld, pawn: u32) -> Result<u32, Option<Message>> {
    if !card(world, pawn).is_some_and(|card| card.has_peculiarity(STEADY_HAND)) {
        return Err(None);
    }
    crate::conflict::band::purse::plan_peculiarity(
        world,
        pawn,
        crate::rules::maravedies::STEADY_HAND_MRV,
    )
    .map_err(|refusal| Some(crate::conflict::names::refusal_words(&refusal)))
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
        .ok_or_else(|| {
            Rejection::new(msg!(
                "conflict-movement-not-on-table",
                pawn = pawn_name(world, pawn)
            ))
        })
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
