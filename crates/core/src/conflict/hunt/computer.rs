//! The computer's choices in The Hunt: markers at random legal places, each confrontation
//! against the nearest enemy marker, its strongest eligible pawn sent, pawns deployed on the
//! band's first markers facing the table's middle.

use crate::conflict::computer::ground::{grid, random_first};
use crate::conflict::hunt::tracking::{check_marker, chooser};
use crate::conflict::orders::ConflictCommand;
use crate::conflict::orders::HuntOrder;
use crate::conflict::state::Conflict;
use crate::conflict::turns::deployment::deployment_zone;
use crate::conflict::world::components::HuntTable;
use crate::rules::hunt::{HuntPhase, MARKER_RADIUS_CM};
use crate::simulate::Chooser;
use parry3d::math::Vec2;

impl Conflict {
    pub(in crate::conflict) fn hunt_command(&self, dice: &mut Chooser) -> Option<ConflictCommand> {
        let play = self.world.resource::<HuntTable>().0.as_ref()?;
        let hunt = &play.hunt;
        let order = if let Some(fight) = &play.fight {
            let band = chooser(fight);
            let pawn = hunt
                .hunters
                .iter()
                .filter(|hunter| hunt.eligible(band, hunter.pawn))
                .max_by_key(|hunter| {
                    self.pawn(hunter.pawn)
                        .map_or(0, |view| view.vigour.remaining())
                })?
                .pawn;
            HuntOrder::SendPawn {
                pawn,
                extra_dice: 0,
                dexterity: None,
            }
        } else {
            match hunt.phase {
                HuntPhase::Placing { band } => {
                    let pawn = hunt
                        .hunters
                        .iter()
                        .find(|hunter| hunter.band == band && hunter.markers_left > 0)?
                        .pawn;
                    let table = self.setup.layout.table;
                    let zones = self
                        .progress()
                        .edges
                        .map(|edges| edges.map(|edge| deployment_zone(&self.setup, edge)));
                    let places = marker_places(table.width, table.depth, zones);
                    let (everywhere, between) = (&places.0, &places.1);
                    let at = random_first(between, dice)
                        .chain(everywhere.iter().copied())
                        .find(|point| {
                            check_marker(&self.world, &self.setup, hunt, band, point.x, point.y)
                                .is_ok()
                        })?;
                    HuntOrder::PlaceMarker {
                        pawn,
                        x: at.x,
                        y: at.y,
                    }
                }
                HuntPhase::OpenSeason { band } => {
                    // Its first marker against the nearest enemy marker it meets.
                    let (own, enemy, _) = *hunt.meetings(band).first()?;
                    HuntOrder::Confront { own, enemy }
                }
                HuntPhase::Deploying { band } => {
                    let pawn = hunt
                        .hunters
                        .iter()
                        .find(|hunter| {
                            hunter.band == band && !hunter.eliminated && !hunter.deployed
                        })?
                        .pawn;
                    let marker = (0..hunt.markers.len()).find(|&index| {
                        hunt.markers[index].band == band && !hunt.markers[index].removed
                    })?;
                    let at = hunt.markers[marker].at;
                    let table = self.setup.layout.table;
                    let facing = (table.depth / 2.0 - at.y)
                        .atan2(table.width / 2.0 - at.x)
                        .to_degrees();
                    HuntOrder::DeployOnMarker {
                        pawn,
                        marker,
                        facing,
                    }
                }
                HuntPhase::Over => return None,
            }
        };
        Some(ConflictCommand::Hunt(order))
    }
}

/// Where markers may go on a table, and those out in the open ground between the bands'
/// deployment zones.
type MarkerPlaces = (std::rc::Rc<[Vec2]>, Vec<Vec2>);

thread_local! {
    /// The last table's marker places: every marker of a Hunt is placed on the same table, and
    /// gathering them anew for each cost a few per cent of a simulated Brawl.
    static MARKER_PLACES: std::cell::RefCell<Option<(MarkerKey, std::rc::Rc<MarkerPlaces>)>> =
        const { std::cell::RefCell::new(None) };
}

/// The table's size and the two deployment zones, if chosen.
type MarkerKey = (f32, f32, Option<[crate::table::layout::Zone; 2]>);

/// Every place a marker's centre may stand (its whole disc on the table), and, first in the
/// computer's tries, those outside both deployment zones (none until the edges are chosen).
fn marker_places(
    width: f32,
    depth: f32,
    zones: Option<[crate::table::layout::Zone; 2]>,
) -> std::rc::Rc<MarkerPlaces> {
    let key = (width, depth, zones);
    MARKER_PLACES.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some((cached, places)) = cache.as_ref()
            && *cached == key
        {
            return std::rc::Rc::clone(places);
        }
        let margin = MARKER_RADIUS_CM;
        let everywhere = grid(margin, margin, width - margin, depth - margin);
        // Out in the open ground between the bands first, where markers meet.
        let between: Vec<Vec2> = zones.map_or_else(Vec::new, |zones| {
            everywhere
                .iter()
                .copied()
                .filter(|point| zones.iter().all(|zone| !zone.contains(*point)))
                .collect()
        });
        // The grid itself is shared (`grid` keeps it), not copied.
        let places = std::rc::Rc::new((everywhere, between));
        *cache = Some((key, std::rc::Rc::clone(&places)));
        places
    })
}
