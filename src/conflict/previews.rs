//! What the move or shot under the pointer would do, asked of core as the pointer moves: the
//! ghost of a walk or charge (straight or the planner's way round) and the shot's odds, and
//! the click that answers the ghost.

use super::*;

impl ConflictTable {
    /// The next waypoint at `point` on the surface under the pointer: a change of level (a climb
    /// or a jump down) only where it differs from the level the path is on.
    pub(super) fn waypoint_at(&self, point: Vec2) -> Waypoint {
        let current = self
            .waypoints
            .last()
            .and_then(|waypoint| waypoint.level)
            .or_else(|| {
                self.mover()
                    .and_then(|id| self.game().pawn(id))
                    .and_then(|pawn| pawn.placement)
                    .map(|place| place.level)
            });
        let level = (current.is_none_or(|level| (level - self.hover_level).abs() > 0.05))
            .then_some(self.hover_level);
        Waypoint {
            x: point.x,
            y: point.y,
            level,
        }
    }

    /// The pawn the move tool moves: an engaging winner, else the active pawn.
    pub(super) fn mover(&self) -> Option<u32> {
        self.engaging_winner()
            .or_else(|| self.game().progress().active)
    }

    /// The path a click on the table sends for the move tool: the ghost's, straight or planned
    /// round what is in the way; a refusal is shown instead.
    pub(super) fn clicked_move(&mut self) -> Option<Vec<Waypoint>> {
        self.refresh_previews();
        let ghost = self.move_preview.as_ref()?;
        match &ghost.answer {
            Ok(preview) => Some(preview.path.clone()),
            Err(reason) => {
                self.message = Some(tr!("brawl-not-allowed", why = reason.to_string()));
                None
            }
        }
    }

    /// Asks core again what the move or shot under the pointer would do, when it changed.
    pub(super) fn refresh_previews(&mut self) {
        let active = self.game().progress().active;
        let engaging = self.engaging_winner().is_some();
        match (self.tool, self.mover(), self.hover_point) {
            (Tool::Move(gait), Some(pawn), Some(point)) => {
                let mut asked = self.waypoints.clone();
                asked.push(self.waypoint_at(point));
                let target = self.hover_pawn.filter(|&other| other != pawn);
                let stale = self.move_preview.as_ref().is_none_or(|ghost| {
                    ghost.asked != asked || ghost.target != target || ghost.gait != gait
                });
                if stale {
                    let pinned = &self.waypoints;
                    let goal = match (target, asked.last()) {
                        (Some(other), _) => Goal::Contact(other),
                        (None, Some(last)) => Goal::Point(*last),
                        (None, None) => return,
                    };
                    let answer = if engaging {
                        self.game().preview_engage_to(pinned, goal, None)
                    } else {
                        self.game().preview_move_to(pawn, gait, pinned, goal, None)
                    }
                    .map_err(|rejection| rejection.to_string());
                    self.move_preview = Some(MoveGhost {
                        asked,
                        target,
                        gait,
                        answer,
                    });
                }
            }
            _ => self.move_preview = None,
        }
        match (self.tool, active, self.hover_pawn) {
            (Tool::Shoot, Some(pawn), Some(target)) if target != pawn => {
                let key = (target, self.shoot_weapon, self.accurate);
                let stale = self
                    .shot_preview
                    .as_ref()
                    .is_none_or(|(t, w, a, _)| (*t, *w, *a) != key);
                if stale {
                    let answer = self
                        .game()
                        .preview_shot(pawn, target, self.shoot_weapon, self.accurate)
                        .map_err(|rejection| rejection.to_string());
                    self.shot_preview = Some((target, self.shoot_weapon, self.accurate, answer));
                }
            }
            _ => self.shot_preview = None,
        }
    }
}
