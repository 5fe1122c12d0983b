//! 1650 § Raid in the Compas: once revealed, the Informer runs the page's distance for the
//! nearest edge at the start of every turn (free, before your activations) and whenever it is
//! activated; reaching the edge, it flees the table and the Commission is over.

use super::Solo;
use crate::conflict::movement::flight::Escape;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Fate, Playing};
use crate::conflict::world::pawns::footing;
use crate::record::Resolution;
use crate::rules::rule;

const SECTION: &str = "Raid in the Compas";

/// The Informer, when it is on the table, and how far it runs.
pub(in crate::conflict) fn on_table(world: &ConflictWorld) -> Option<(u32, f32)> {
    let run = world
        .resource::<Playing>()
        .0
        .terms()
        .solo?
        .informer_run_cm?;
    let informer = world.resource::<Solo>().informer?;
    footing(world, informer).map(|_| (informer, run))
}

/// Whether `pawn` is the Informer, running (not held in a clash).
pub(super) fn runs(world: &ConflictWorld, pawn: u32) -> bool {
    on_table(world).is_some_and(|(informer, _)| informer == pawn)
        && crate::conflict::world::pawns::engaged_with(world, pawn).is_empty()
}

/// The Informer runs for the nearest edge, round what is in the way; it flees the table when
/// it gets there. `when` says why it runs, for the log.
pub(super) fn run(world: &mut ConflictWorld, when: &str, resolution: &mut Resolution) {
    let Some((informer, reach)) = on_table(world) else {
        return;
    };
    if !runs(world, informer) {
        return;
    }
    let name = pawn_name(world, informer).to_owned();
    match crate::conflict::movement::flight::escape(world, informer, reach) {
        Escape::ReachesEdge { edge, .. } => {
            resolution.explain_with(rule(SECTION), || {
                format!("{when}: the Informer ({name}) runs {reach:.0} cm and reaches the {edge:?} edge: it flees")
            });
            crate::conflict::band::harm::remove(
                world,
                informer,
                Fate::RanOff,
                false,
                None,
                resolution,
            );
        }
        Escape::Stops { edge, plan } => {
            crate::conflict::world::pawns::stand_at_end(world, informer, &plan);
            resolution.explain_with(rule(SECTION), || {
                format!(
                    "{when}: the Informer ({name}) runs {:.1} cm towards the {edge:?} edge",
                    plan.length
                )
            });
        }
        Escape::Trapped => {
            resolution.explain_with(rule(SECTION), || {
                format!("{when}: the Informer ({name}) finds no way towards an edge and stays")
            });
        }
    }
}
