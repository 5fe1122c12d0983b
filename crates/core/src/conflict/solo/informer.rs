//! 1650 § Raid in the Compas: once revealed, the Informer runs the page's distance for the
//! nearest edge at the start of every turn (free, before your activations) and whenever it is
//! activated; reaching the edge, it flees the table and the Commission is over.

use super::Solo;
use crate::conflict::movement::flight::Escape;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Edge, Fate, Playing};
use crate::conflict::world::pawns::footing;
use crate::msg;
use crate::record::Resolution;
use crate::rules::rule;
use crate::words::{Arg, Message};

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
pub(super) fn run(world: &mut ConflictWorld, when: Message, resolution: &mut Resolution) {
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
                msg!(
                    "conflict-solo-informer-flees",
                    when = when,
                    pawn = name,
                    reach = super::whole_cm(reach),
                    edge = edge_words(edge)
                )
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
                msg!(
                    "conflict-solo-informer-runs",
                    when = when,
                    pawn = name,
                    length = Arg::tenths(plan.length),
                    edge = edge_words(edge)
                )
            });
        }
        Escape::Trapped => {
            resolution.explain_with(rule(SECTION), || {
                msg!("conflict-solo-informer-trapped", when = when, pawn = name)
            });
        }
    }
}

/// A table edge's name, as the Informer's run says it.
fn edge_words(edge: Edge) -> Message {
    match edge {
        Edge::South => msg!("conflict-solo-edge-south"),
        Edge::North => msg!("conflict-solo-edge-north"),
        Edge::West => msg!("conflict-solo-edge-west"),
        Edge::East => msg!("conflict-solo-edge-east"),
    }
}
