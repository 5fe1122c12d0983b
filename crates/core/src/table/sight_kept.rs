//! The lines of sight asked for lately on this thread, with their answers. The computer weighs a
//! shot and the rules then check the same one, on the same table with the same pawns, and a
//! Reaction Shot is weighed again while nobody moved: `line_of_sight` is a function of its
//! arguments alone, so an answer kept for the very same arguments is the answer it would work
//! out again.

use super::base::Base;
use super::scenery::Scenery;
use super::sight::{Sight, SightOptions, SightPawn};
use std::cell::RefCell;
use std::collections::VecDeque;

/// How many answers are kept (the oldest goes first).
const KEPT: usize = 32;

struct Kept {
    scenery: u64,
    observer: SightPawn,
    target: SightPawn,
    options: SightOptions,
    pawns: Vec<SightPawn>,
    sight: Sight,
}

thread_local! {
    static KEPT_SIGHTS: RefCell<VecDeque<Kept>> = const { RefCell::new(VecDeque::new()) };
}

/// The answer kept for exactly these arguments, if any.
pub(super) fn recall(
    scenery: &Scenery,
    pawns: &[SightPawn],
    observer: &SightPawn,
    target: &SightPawn,
    options: SightOptions,
) -> Option<Sight> {
    KEPT_SIGHTS.with(|kept| {
        kept.borrow()
            .iter()
            .find(|kept| {
                kept.scenery == scenery.serial()
                    && kept.options == options
                    && same_pawn(&kept.observer, observer)
                    && same_pawn(&kept.target, target)
                    && kept.pawns.len() == pawns.len()
                    && kept.pawns.iter().zip(pawns).all(|(a, b)| same_pawn(a, b))
            })
            .map(|kept| kept.sight.clone())
    })
}

/// Keeps `sight`, the answer for these arguments.
pub(super) fn keep(
    scenery: &Scenery,
    pawns: &[SightPawn],
    observer: &SightPawn,
    target: &SightPawn,
    options: SightOptions,
    sight: &Sight,
) {
    KEPT_SIGHTS.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= KEPT {
            kept.pop_front();
        }
        kept.push_back(Kept {
            scenery: scenery.serial(),
            observer: *observer,
            target: *target,
            options,
            pawns: pawns.to_vec(),
            sight: sight.clone(),
        });
    });
}

/// The same pawn to the last bit (0.0 and -0.0 told apart: an angle can tell them apart too).
/// Every field is named, so a field added to a pawn or a base must be added here.
fn same_pawn(a: &SightPawn, b: &SightPawn) -> bool {
    let SightPawn {
        id,
        base:
            Base {
                centre,
                radius,
                level,
                facing,
            },
        in_clash,
    } = *a;
    id == b.id
        && in_clash == b.in_clash
        && centre.x.to_bits() == b.base.centre.x.to_bits()
        && centre.y.to_bits() == b.base.centre.y.to_bits()
        && radius.to_bits() == b.base.radius.to_bits()
        && level.to_bits() == b.base.level.to_bits()
        && facing.x.to_bits() == b.base.facing.x.to_bits()
        && facing.y.to_bits() == b.base.facing.y.to_bits()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::{Footprint, Layout, Piece, PieceKind, TableSize};
    use crate::table::sight::line_of_sight;
    use parry3d::math::Vec2;

    fn scenery() -> Scenery {
        Scenery::new(Layout {
            name: "kept".to_owned(),
            table: TableSize::default(),
            deployment_zones: Vec::new(),
            pieces: vec![Piece {
                id: "well".to_owned(),
                kind: PieceKind::SmallObstacle,
                shape: Footprint::Circle { radius: 2.5 },
                x: 20.0,
                y: 11.0,
                rotation_degrees: 0.0,
                height: 3.0,
            }],
        })
    }

    fn pawn(id: u32, x: f32, y: f32, facing: f32) -> SightPawn {
        SightPawn {
            id,
            base: Base::new(Vec2::new(x, y), 1.25, 0.0, facing),
            in_clash: false,
        }
    }

    /// 1650 § Line of Sight and Approach: an answer is kept for its very arguments, and it is the
    /// one worked out afresh; another table, another place, even -0.0 for 0.0, is asked anew.
    #[test]
    fn line_of_sight_a_kept_answer_is_the_one_worked_out_for_the_same_arguments_only() {
        let (table, same_layout) = (scenery(), scenery());
        let (shooter, target) = (pawn(0, 10.0, 10.0, 0.0), pawn(1, 30.0, 10.0, 180.0));
        let pawns = [shooter, target];
        let options = SightOptions::default();
        let first = line_of_sight(&table, &pawns, &shooter, &target, options);
        assert!(!first.small_obstacles.is_empty(), "the well gives cover");
        assert_eq!(
            recall(&table, &pawns, &shooter, &target, options),
            Some(first.clone())
        );
        // Another scenery (the same layout) is asked anew, and answers the same.
        assert_eq!(
            recall(&same_layout, &pawns, &shooter, &target, options),
            None
        );
        assert_eq!(
            line_of_sight(&same_layout, &pawns, &shooter, &target, options),
            first
        );
        let mut moved = target;
        moved.base.centre.y = 14.0;
        assert_eq!(
            recall(&table, &[shooter, moved], &shooter, &moved, options),
            None
        );
        let mut below = target;
        below.base.level = -0.0;
        assert_eq!(
            recall(&table, &[shooter, below], &shooter, &below, options),
            None
        );
    }
}
