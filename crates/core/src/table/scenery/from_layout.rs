//! A scenery made from a layout: its pieces sorted by what they do to a line and to a base, what
//! a rebuild can share (small obstacles block nothing), and rooms sealed from one another.

use super::bases::piece_surfaces;
use super::collider::{Collider, bvh_of, test_boxes};
use super::solids::{block, building};
use super::{Blocking, GroundPiece, ObstaclePiece, Scenery};
use crate::table::layout::{Footprint, Layout, PieceKind};
use crate::table::outline::Outline;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// The numbers sceneries are given, one each.
static SERIALS: AtomicU64 = AtomicU64::new(0);

impl Scenery {
    /// This scenery with no sight between the rooms `rooms` (buildings, by index).
    pub fn sealed(mut self, rooms: Vec<usize>) -> Self {
        self.sealed_rooms = rooms;
        // Another scenery now: its sight is not the unsealed one's.
        self.serial = SERIALS.fetch_add(1, Ordering::Relaxed);
        self
    }

    /// `layout` with the pieces `removed` taken away, as this scenery's rooms are sealed: what a
    /// rule that changes the table (a blast, a ruin, an Enclave) builds.
    pub fn rebuilt(&self, layout: Layout, mut removed: Vec<usize>) -> Self {
        removed.sort_unstable();
        removed.dedup();
        // Only small obstacles taken off or put back: the same things block as here.
        let small_obstacle = |index: &usize| {
            layout
                .pieces
                .get(*index)
                .is_some_and(|piece| piece.kind == PieceKind::SmallObstacle)
        };
        let blocks_alike = layout == self.layout
            && removed
                .iter()
                .filter(|index| self.removed.binary_search(index).is_err())
                .chain(
                    self.removed
                        .iter()
                        .filter(|index| removed.binary_search(index).is_err()),
                )
                .all(small_obstacle);
        let blocking = blocks_alike.then(|| Arc::clone(&self.blocking));
        Self::with_blocking(layout, removed, blocking).sealed(self.sealed_rooms.clone())
    }

    pub fn new(layout: Layout) -> Self {
        Self::without(layout, Vec::new())
    }

    /// The layout's scenery with the pieces `removed` (indices into the layout) taken away.
    pub fn without(layout: Layout, mut removed: Vec<usize>) -> Self {
        removed.sort_unstable();
        removed.dedup();
        Self::with_blocking(layout, removed, None)
    }

    /// `without`, `removed` sorted and without repeats, with what blocks (and the planner's
    /// cache of it) already built when it is given.
    fn with_blocking(layout: Layout, removed: Vec<usize>, blocking: Option<Arc<Blocking>>) -> Self {
        // The pieces still on the table, with their index in the layout.
        let standing = || {
            layout
                .pieces
                .iter()
                .enumerate()
                .filter(|(index, _)| removed.binary_search(index).is_err())
        };
        let cover: Vec<Collider> = standing()
            .filter(|(_, piece)| piece.kind == PieceKind::SmallObstacle)
            .map(|(index, piece)| block(index, piece, 0.0, piece.height))
            .collect();
        let blocking = blocking.unwrap_or_else(|| {
            let mut colliders = Vec::new();
            for (index, piece) in standing() {
                match &piece.kind {
                    PieceKind::LargeObstacle | PieceKind::Level => {
                        colliders.push(block(index, piece, 0.0, piece.height));
                    }
                    PieceKind::Impassable if piece.height > 0.0 => {
                        colliders.push(block(index, piece, 0.0, piece.height));
                    }
                    PieceKind::Building { storeys, openings } => {
                        building(index, piece, *storeys, openings, &mut colliders);
                    }
                    PieceKind::SmallObstacle
                    | PieceKind::Impassable
                    | PieceKind::Water
                    | PieceKind::Rough => {}
                }
            }
            Arc::new(Blocking::new(colliders, &layout.table))
        });
        let ground = standing()
            .filter(|(_, piece)| {
                matches!(
                    piece.kind,
                    PieceKind::Impassable
                        | PieceKind::Water
                        | PieceKind::Rough
                        | PieceKind::SmallObstacle
                )
            })
            .map(|(index, piece)| GroundPiece {
                index,
                centre: piece.centre(),
                reach: piece.bounding_radius(),
                rect: matches!(piece.shape, Footprint::Rect { .. })
                    .then(|| Outline::of_piece(piece)),
            })
            .collect();
        let obstacles = standing()
            .filter(|(_, piece)| {
                matches!(
                    piece.kind,
                    PieceKind::SmallObstacle
                        | PieceKind::LargeObstacle
                        | PieceKind::Building { .. }
                )
            })
            .map(|(index, piece)| ObstaclePiece {
                index,
                centre: piece.centre(),
                reach: piece.bounding_radius(),
                top: piece.top(),
            })
            .collect();
        let cover_bvh = bvh_of(&cover);
        let cover_boxes = test_boxes(&cover);
        let mut surfaces: Vec<(f32, usize)> = standing()
            .flat_map(|(index, piece)| piece_surfaces(piece).map(move |height| (height, index)))
            .collect();
        surfaces.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        Self {
            layout,
            removed,
            ground,
            obstacles,
            blocking,
            cover,
            cover_bvh,
            cover_boxes,
            sealed_rooms: Vec::new(),
            serial: SERIALS.fetch_add(1, Ordering::Relaxed),
            surfaces,
        }
    }
}
