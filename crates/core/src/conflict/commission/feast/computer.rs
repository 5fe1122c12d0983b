//! The computer at § Feast of Eucharist: it places its Guest Markers on spots the page allows,
//! moves them towards the others and turns them over while its band has no pawn on the table,
//! and has its pawns uncover the markers within reach. It reads the markers as its band may
//! (`Conflict::guest_markers` with its own band): never what another band's marker hides.

use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::conflict::view::PawnRef;
use crate::simulate::Chooser;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM};
use parry3d::math::Vec2;

impl Conflict {
    /// The next marker goes on one of the spots the spacing allows, at random.
    pub(in crate::conflict) fn guest_place(
        &self,
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let spots = crate::conflict::commission::candidate_spots(&self.world);
        let spot = chooser.pick(&spots)?;
        Some(ConflictCommand::PlaceGuest {
            x: spot.x,
            y: spot.y,
        })
    }

    /// One of band `band`'s markers still to activate this turn, moved towards the nearest
    /// other marker (the middle of the table with none), turned over while it may be.
    pub(in crate::conflict) fn guest_move(
        &self,
        band: usize,
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let markers = self.guest_markers(Some(band));
        let own: Vec<_> = markers
            .iter()
            .filter(|marker| marker.band == band && marker.waiting)
            .collect();
        let marker = *chooser.pick(&own)?;
        let from = marker.at?;
        let from = Vec2::new(from.x, from.y);
        let table = self.setup.layout.table;
        let goal = markers
            .iter()
            .filter(|other| other.marker != marker.marker)
            .filter_map(|other| other.at)
            .map(|at| Vec2::new(at.x, at.y))
            .min_by(|a, b| a.distance(from).total_cmp(&b.distance(from)))
            .unwrap_or(Vec2::new(table.width / 2.0, table.depth / 2.0));
        Some(ConflictCommand::MoveGuest {
            marker: marker.marker,
            x: goal.x,
            y: goal.y,
            reveal: self.may_turn_over(band),
        })
    }

    /// Whether band `band` has markers still to activate this turn.
    pub(in crate::conflict) fn guests_waiting(&self, band: usize) -> bool {
        self.guest_markers(Some(band))
            .iter()
            .any(|marker| marker.band == band && marker.waiting)
    }

    /// The active pawn uncovers the first marker within reach.
    pub(in crate::conflict) fn uncover_guest(&self, me: &PawnRef) -> Option<ConflictCommand> {
        let marker = *self.uncoverable_markers(me.id).first()?;
        Some(ConflictCommand::UncoverGuest {
            pawn: me.id,
            marker,
        })
    }

    /// Where a pawn makes for at the feast: just short of the nearest covered marker.
    pub(in crate::conflict) fn nearest_guest_spot(&self, me: &PawnRef) -> Option<Vec2> {
        let own = Base::at(me.placement?);
        let nearest = self
            .guest_markers(Some(me.side))
            .into_iter()
            .filter_map(|marker| marker.at)
            .map(|at| Vec2::new(at.x, at.y))
            .min_by(|a, b| a.distance(own.centre).total_cmp(&b.distance(own.centre)))?;
        let towards = nearest - own.centre;
        let short = DEFAULT_BASE_DIAMETER_CM + 1.0;
        let length = (towards.length() - short).max(0.0);
        Some(own.centre + towards.normalize_or_zero() * length)
    }
}
