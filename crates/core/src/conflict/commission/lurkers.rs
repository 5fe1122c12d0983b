//! § The Way Back Home: which pawns lurk, and how far a lurker sees. Asked by shots and
//! blessings, so it sits below them and imports no rule file.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Playing;
use crate::conflict::world::pawns::side;
use crate::msg;
use crate::record::Rejection;
use crate::rules::rule;
use crate::words::Arg;

const SECTION: &str = "The Way Back Home";

/// Whether `pawn` belongs to the band that lurks as Antagonists (§ The Way Back Home).
pub fn lurks(world: &ConflictWorld, pawn: u32) -> bool {
    let commission = world.resource::<Playing>().0;
    commission
        .lurking()
        .is_some_and(|(band, _)| side(world, pawn) == Some(band))
}

/// Why `pawn` cannot see `target` this far (cm, edge to edge), if its sight is cut short (§ The
/// Way Back Home: the attackers see 30 cm).
pub fn sight_cut(world: &ConflictWorld, pawn: u32, distance_cm: f32) -> Option<Rejection> {
    let commission = world.resource::<Playing>().0;
    let (_, lurking) = commission.lurking()?;
    (lurks(world, pawn) && distance_cm > lurking.sight_cm).then(|| {
        Rejection::by_rule(
            rule(SECTION),
            msg!(
                "conflict-commission-way-back-home-sight-cut",
                pawn = pawn_name(world, pawn),
                sight = super::phrases::whole_cm(lurking.sight_cm),
                distance = Arg::tenths(distance_cm)
            ),
        )
    })
}
