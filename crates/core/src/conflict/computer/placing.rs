//! The Easy computer's choices before the turns: its bids at the auction, where it puts its
//! Enclaves and luminaries, and where its pawns deploy or arrive.

use super::ground::{grid, random_first, random_picks};
use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::conflict::turns::deployment::{deployment_zone, luminaries};
use crate::conflict::world::pawns::sight_pawns;
use crate::simulate::Chooser;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM, Placement};
use crate::table::light::check_luminary;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

impl Conflict {
    /// § Everybody Has a Price: bid while the Leader can and the Personality is worth it (three
    /// times in four), else leave.
    pub(super) fn auction_command(&self, chooser: &mut Chooser) -> ConflictCommand {
        let can_bid = self
            .auction()
            .is_some_and(|auction| auction.invested[auction.next] < auction.purses[auction.next]);
        if can_bid && chooser.index(4) != Some(0) {
            ConflictCommand::Bid
        } else {
            ConflictCommand::LeaveAuction
        }
    }

    /// § How to Place the Enclaves: its next Enclave on a random place the premises allow, or
    /// no more.
    pub(super) fn enclave_place(&self, by: usize, chooser: &mut Chooser) -> ConflictCommand {
        let Some(enclave) = self.unplaced_enclaves(by).into_iter().next() else {
            return ConflictCommand::StopPlacingEnclaves;
        };
        let table = self.setup.layout.table;
        let candidates = grid(0.0, 0.0, table.width, table.depth);
        let spot = random_first(&candidates, chooser).find(|point| {
            self.check_place_enclave(by, &enclave.id, point.x, point.y)
                .is_ok()
        });
        match spot {
            Some(point) => ConflictCommand::PlaceEnclave {
                enclave: enclave.id,
                x: point.x,
                y: point.y,
            },
            None => ConflictCommand::StopPlacingEnclaves,
        }
    }

    pub(super) fn luminary_place(&self, chooser: &mut Chooser) -> Option<ConflictCommand> {
        let edges = self.progress().edges?;
        let zones = edges.map(|edge| deployment_zone(&self.setup, edge));
        let placed: Vec<Vec2> = luminaries(&self.world)
            .into_iter()
            .map(|point| Vec2::new(point.x, point.y))
            .collect();
        let table = self.setup.layout.table;
        let candidates = grid(0.0, 0.0, table.width, table.depth);
        let at = random_first(&candidates, chooser)
            .find(|&point| check_luminary(table, &zones, &placed, point).is_ok())?;
        Some(ConflictCommand::PlaceLuminary { x: at.x, y: at.y })
    }

    pub(super) fn deployment(&self, side: usize, chooser: &mut Chooser) -> Option<ConflictCommand> {
        if self
            .setup
            .commission
            .lurking()
            .is_some_and(|(lurker, _)| lurker == side)
        {
            return self.lurking_deployment(side, chooser);
        }
        let (card, kind) = self.next_deployment(side)?;
        let edge = self.progress().edges?[side];
        let zone = deployment_zone(&self.setup, edge);
        let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
        let candidates = grid(
            zone.x + radius,
            zone.y + radius,
            zone.x + zone.width - radius,
            zone.y + zone.depth - radius,
        );
        // The random picks, then every place in order: the order is walked once per pawn, and
        // the grid is not copied for it.
        let picks = random_picks(&candidates, chooser);
        let order = || picks.iter().chain(candidates.iter()).copied();
        let mut standing = sight_pawns(&self.world);
        let facing = edge.opposite().outward_degrees();
        let mut places = Vec::new();
        for id in kind {
            let fits = |point: Vec2, level: f32| {
                let base = Base::new(point, radius, level, facing);
                crate::conflict::turns::deployment::in_deployment_area(&self.setup, edge, &base)
                    && crate::conflict::turns::deployment::check_placing(
                        self.scenery(),
                        &standing,
                        id,
                        base,
                    )
                    .is_ok()
            };
            // On the ground where it can; else on what covers it (a hill: § Defence to the
            // Bitter End's ruins).
            let (place, level) = order()
                .find(|&point| fits(point, 0.0))
                .map(|point| (point, 0.0))
                .or_else(|| {
                    order().find_map(|point| {
                        self.scenery()
                            .surfaces_at(point)
                            .into_iter()
                            .find(|&level| level > 0.0 && fits(point, level))
                            .map(|level| (point, level))
                    })
                })?;
            standing.push(SightPawn {
                id,
                base: Base::new(place, radius, level, facing),
                in_clash: false,
            });
            places.push(Placement {
                x: place.x,
                y: place.y,
                level,
                facing_degrees: facing,
            });
        }
        Some(ConflictCommand::Deploy { card, places })
    }

    /// § Slaughter: the arriving type's pawns on open places along the edges, as many as fit.
    pub(super) fn arrival(&self, side: usize, chooser: &mut Chooser) -> Option<ConflictCommand> {
        let (card, kind) = self.next_deployment(side)?;
        let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
        let table = self.setup.layout.table;
        let spots = crate::conflict::turns::arrival::open_spots(&self.world, side);
        let order: Vec<Vec2> = random_first(&spots, chooser).collect();
        let facing_from =
            |point: Vec2| crate::conflict::turns::arrival::facing_into_table(table, point);
        let mut placed: Vec<Base> = Vec::new();
        let mut places = Vec::new();
        for _ in kind {
            let Some(place) = order.iter().copied().find(|&point| {
                let base = Base::new(point, radius, 0.0, 0.0);
                placed.iter().all(|other| !other.overlaps(&base))
            }) else {
                break;
            };
            placed.push(Base::new(place, radius, 0.0, 0.0));
            places.push(Placement {
                x: place.x,
                y: place.y,
                level: 0.0,
                facing_degrees: facing_from(place),
            });
        }
        (!places.is_empty()).then_some(ConflictCommand::Deploy { card, places })
    }
}
