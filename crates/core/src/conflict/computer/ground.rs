//! The Easy computer on the ground: its advance on an enemy (a charge, a walk, the planner's
//! way round), its free walks, and the grids and random picks its places are tried from.

use crate::conflict::movement::maneuvers::{self, check_path_among};
use crate::conflict::movement::routes;
use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::conflict::view::PawnRef;
use crate::conflict::world::components::Gait;
use crate::conflict::world::pawns::TablePawns;
use crate::simulate::Chooser;
use crate::table::base::Base;
use crate::table::movement::{WALK_CM, Waypoint};
use crate::table::path::Goal;
use parry3d::math::Vec2;

/// Candidate places are tried on a grid this fine.
const GRID_CM: f32 = 2.5;
/// It charges enemies this close (edge to edge): a charge reaches 16 to 25 cm.
const CHARGE_WITHIN_CM: f32 = 18.0;
/// Directions tried, either side of straight at the enemy, when the way is blocked.
const DETOURS_DEGREES: [f32; 7] = [0.0, 30.0, -30.0, 60.0, -60.0, 90.0, -90.0];
/// Walk lengths tried, longest first.
const WALK_LENGTHS_CM: [f32; 3] = [10.0, 6.0, 3.0];
/// Random places tried before every place in order.
const RANDOM_TRIES: usize = 24;

impl Conflict {
    /// Charges a near enemy, or walks towards the nearest (into contact when it is close).
    pub(in crate::conflict) fn advance(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let (enemy, distance) = self.advance_target(me, enemies)?;
        let own = Base::at(me.placement?);
        let theirs = Base::at(enemy.placement?);
        let towards = (theirs.centre - own.centre).normalize_or_zero();
        let contact = theirs.centre - towards * (theirs.radius + own.radius);
        let to_contact = [Waypoint {
            x: contact.x,
            y: contact.y,
            level: None,
        }];
        let mut table = TablePawns::default();
        table.gather(&self.world, me.id);
        let gaits: &[Gait] = if distance <= CHARGE_WITHIN_CM && chooser.index(5) != Some(0) {
            &[Gait::Charge, Gait::Walk]
        } else {
            &[Gait::Walk]
        };
        for &gait in gaits {
            if (gait == Gait::Charge || distance <= WALK_CM)
                && check_path_among(&self.world, &table, me.id, gait, &to_contact, None).is_ok()
            {
                return Some(ConflictCommand::Move {
                    pawn: me.id,
                    gait,
                    path: to_contact.to_vec(),
                    facing: None,
                });
            }
        }
        // Within a walk: into contact round whatever is in the way.
        if distance <= WALK_CM
            && let Ok(planned) = routes::plan_route(
                &self.world,
                me.id,
                Gait::Walk,
                &[],
                Goal::Contact(enemy.id),
                None,
            )
        {
            return Some(ConflictCommand::Move {
                pawn: me.id,
                gait: Gait::Walk,
                path: planned.waypoints,
                facing: None,
            });
        }
        // Farther: a walk towards it, straight or turning aside (shorter if it must); when
        // none is free, the first walk of the planner's way round.
        let ahead = towards.y.atan2(towards.x).to_degrees();
        // The table's pawns gathered above serve these tries too.
        if let Some(walk) = self.free_move(
            &table,
            me.id,
            own.centre,
            ahead,
            (distance - 1.0).max(0.5),
            Gait::Walk,
        ) {
            return Some(walk);
        }
        let path = routes::approach(&self.world, me.id, enemy.id)?;
        Some(ConflictCommand::Move {
            pawn: me.id,
            gait: Gait::Walk,
            path,
            facing: Some(ahead),
        })
    }

    /// § Alone in the Face of Danger: with no enemy in view, a walk towards the nearest Hidden
    /// Pawn Marker (to reveal it).
    pub(super) fn towards_hidden(&self, me: &PawnRef) -> Option<ConflictCommand> {
        let own = Base::at(me.placement?).centre;
        let (_, marker) = crate::conflict::solo::notes::nearest_marker(&self.world, own)?;
        let to = Vec2::new(marker.x, marker.y);
        let ahead = (to - own).y.atan2((to - own).x).to_degrees();
        self.free_walk(me.id, own, ahead, (own.distance(to) - 2.0).max(0.5))
    }

    /// The enemy a pawn advances on: the nearest, unless none is within a charge and the band's
    /// Decree rewards an enemy Leader's fall: then the nearest Leader (§ Brawl, § Slaughter...).
    fn advance_target<'a, 'w>(
        &self,
        me: &PawnRef,
        enemies: &'a [PawnRef<'w>],
    ) -> Option<(&'a PawnRef<'w>, f32)> {
        let nearest = nearest_enemy(me, enemies)?;
        if nearest.1 <= CHARGE_WITHIN_CM || !self.setup.commission.rewards_enemy_leader(me.side) {
            return Some(nearest);
        }
        let leaders = enemies
            .iter()
            .filter(|enemy| enemy.card.has_peculiarity(crate::rules::hiring::LEADER));
        nearest_enemy(me, leaders).or(Some(nearest))
    }

    /// A walk of `pawn` from `from` towards `ahead` degrees, at most `longest` cm: straight or
    /// turning aside, shorter if it must; `None` when no such walk is free.
    pub(in crate::conflict) fn free_walk(
        &self,
        pawn: u32,
        from: Vec2,
        ahead: f32,
        longest: f32,
    ) -> Option<ConflictCommand> {
        let table = TablePawns::for_pawn(&self.world, pawn);
        self.free_move(&table, pawn, from, ahead, longest, Gait::Walk)
    }

    /// `free_walk` with `gait` and the table's pawns already gathered: a charge goes 15 cm at
    /// most (what any roll gives it).
    pub(in crate::conflict) fn free_move(
        &self,
        table: &TablePawns,
        pawn: u32,
        from: Vec2,
        ahead: f32,
        longest: f32,
        gait: Gait,
    ) -> Option<ConflictCommand> {
        let lengths = match gait {
            Gait::Charge => [crate::table::movement::CHARGE_BASE_CM, 10.0, 6.0],
            Gait::Walk | Gait::Swim => WALK_LENGTHS_CM,
        };
        let trials = maneuvers::PathTrials::new(&self.world, table, pawn, gait).ok()?;
        for length in lengths {
            let length = length.min(longest);
            for detour in DETOURS_DEGREES {
                let direction = crate::table::base::facing_vector(ahead + detour);
                let point = from + direction * length;
                let path = [Waypoint {
                    x: point.x,
                    y: point.y,
                    level: None,
                }];
                // Tried with the facing it is played with (a facing only sets where the pawn
                // looks at the end: it decides nothing), so the check's answer is kept for it.
                if trials.passes(&path, Some(ahead)) {
                    return Some(ConflictCommand::Move {
                        pawn,
                        gait,
                        path: path.to_vec(),
                        facing: Some(ahead),
                    });
                }
            }
        }
        None
    }
}

/// The enemy nearest `me`, edge to edge (the lowest id of those as near), and how near.
pub(super) fn nearest_enemy<'a, 'w: 'a>(
    me: &PawnRef,
    enemies: impl IntoIterator<Item = &'a PawnRef<'w>>,
) -> Option<(&'a PawnRef<'w>, f32)> {
    let own = Base::at(me.placement?);
    enemies
        .into_iter()
        .filter_map(|enemy| Some((enemy, own.edge_distance(&Base::at(enemy.placement?)))))
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.id.cmp(&b.0.id)))
}

/// Grids asked for lately, by their bounds' bits: the same few (the deployment zones, the whole
/// table) are asked for again at every deployment, and each holds hundreds of points.
const GRIDS_KEPT: usize = 8;

/// A grid's bounds (as bits) and its points.
type KeptGrid = ([u32; 4], std::rc::Rc<[Vec2]>);

thread_local! {
    static GRIDS: std::cell::RefCell<Vec<KeptGrid>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The points `GRID_CM` apart over `min`..`max`, row by row (shared: built once per bounds).
pub(in crate::conflict) fn grid(
    min_x: f32,
    min_y: f32,
    max_x: f32,
    max_y: f32,
) -> std::rc::Rc<[Vec2]> {
    let key = [min_x, min_y, max_x, max_y].map(f32::to_bits);
    GRIDS.with(|grids| {
        let mut grids = grids.borrow_mut();
        if let Some((_, points)) = grids.iter().find(|(bounds, _)| *bounds == key) {
            return std::rc::Rc::clone(points);
        }
        let points: std::rc::Rc<[Vec2]> = build_grid(min_x, min_y, max_x, max_y).into();
        if grids.len() >= GRIDS_KEPT {
            grids.remove(0);
        }
        grids.push((key, std::rc::Rc::clone(&points)));
        points
    })
}

fn build_grid(min_x: f32, min_y: f32, max_x: f32, max_y: f32) -> Vec<Vec2> {
    // Sized for the whole grid (pushed one by one it grew a dozen times).
    let across = |low: f32, high: f32| ((high - low) / GRID_CM).max(0.0) as usize + 2;
    let mut points = Vec::with_capacity(across(min_x, max_x) * across(min_y, max_y));
    let mut y = min_y;
    while y <= max_y {
        let mut x = min_x;
        while x <= max_x {
            points.push(Vec2::new(x, y));
            x += GRID_CM;
        }
        y += GRID_CM;
    }
    points
}

/// Candidates to try: a few picked at random with the chooser's dice (choices never draw from
/// the game's dice), then every one in order, so a legal one is found if there is any.
pub(in crate::conflict) fn random_first<'a>(
    candidates: &'a [Vec2],
    chooser: &mut Chooser,
) -> impl Iterator<Item = Vec2> + 'a {
    random_picks(candidates, chooser)
        .into_iter()
        .chain(candidates.iter().copied())
}

/// The candidates `random_first` tries first, picked with the chooser's dice.
pub(super) fn random_picks(candidates: &[Vec2], chooser: &mut Chooser) -> Vec<Vec2> {
    let mut picked: Vec<Vec2> = Vec::with_capacity(RANDOM_TRIES);
    picked.extend((0..RANDOM_TRIES).filter_map(|_| chooser.pick(candidates).copied()));
    picked
}
