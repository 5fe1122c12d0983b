//! 1650 § Rescue: the defenders (at most 200 Maravedies) deploy in a 30 cm circle in the middle
//! of the table round the attackers' kidnapped pawn, lying unconscious; they act as Sanguine
//! Antagonists (not enemies among themselves) until an attacker engages them or a shot hits
//! them (`antagonists::temperament`). The attackers (at most 400) come in at the edges, activate first, and
//! want their pawn dragged off the table. By night, without luminaries.

use super::terms::{Commission, DecreeFacts, Role};
use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Footing, Unconscious};
use crate::conflict::world::pawns::{entity, side};
use crate::msg;
use crate::record::Resolution;
use crate::rules::hiring::LEADER;
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::table::base::Placement;
use crate::words::Message;

const SECTION: &str = "Rescue";

/// The attackers' pawn the defenders hold: the cheapest that is not a Leader, the first of
/// them in the band's list (the page leaves it to the players: our reading, rules-gaps).
pub fn kidnapped(setup: &ConflictSetup) -> Option<u32> {
    let attacker = Commission::Rescue.attacker();
    setup
        .pawns()
        .zip(0u32..)
        .filter(|((band, card), _)| *band == attacker && !card.has_peculiarity(LEADER))
        .min_by(|((_, a), first), ((_, b), second)| a.pay.cmp(&b.pay).then(first.cmp(second)))
        .map(|(_, id)| id)
}

/// Why the setup has no captive, if it has none.
pub(super) fn captive_problem(setup: &ConflictSetup) -> Option<Message> {
    kidnapped(setup)
        .is_none()
        .then(|| msg!("conflict-commission-rescue-no-captive"))
}

/// Before the deployment: the kidnapped pawn lies unconscious in the middle of the table.
pub(super) fn lay_down_the_captive(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    let Some(captive) = kidnapped(setup) else {
        return;
    };
    if entity(world, captive).is_none() {
        return;
    }
    crate::conflict::world::pawns::set_unconscious(world, captive, Some(Unconscious::default()));
    crate::conflict::world::pawns::set_footing(
        world,
        captive,
        Some(Footing(captive_place(setup.layout.table))),
    );
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-rescue-captive",
            pawn = pawn_name(world, captive)
        )
    });
}

/// Where the captive lies: the middle of the table, facing north.
fn captive_place(table: crate::table::layout::TableSize) -> Placement {
    Placement {
        x: table.width / 2.0,
        y: table.depth / 2.0,
        level: 0.0,
        facing_degrees: 90.0,
    }
}

/// Why what the page sets in the middle of `layout` (the captive) cannot be there, if scenery
/// stands there (§ Rescue, § Assault the Powder Magazine, § Guardians): the placing rules'
/// reason.
pub(super) fn middle_problem(layout: &crate::table::layout::Layout) -> Option<Message> {
    let base = crate::table::base::Base::at(captive_place(layout.table));
    let scenery = crate::table::scenery::Scenery::new(layout.clone());
    crate::conflict::turns::deployment::check_placing(&scenery, &[], u32::MAX, base)
        .err()
        .map(|problem| problem.reason)
}

/// Only attackers drag the captive.
pub(super) fn may_drag(world: &ConflictWorld, pawn: u32) -> bool {
    side(world, pawn).is_some_and(|band| Commission::Rescue.role_of(band) == Role::Attacker)
}

/// Whether a pawn may leave the table: one dragging the captive, by any edge.
pub(super) fn may_leave(world: &ConflictWorld, pawn: u32) -> bool {
    super::unconscious::dragged_by(world, pawn).is_some()
}

/// § Rescue: Main: the attackers drag their unconscious pawn off the table; the defenders
/// prevent it. Secondary: both eliminate the opposing band's Leader.
pub(super) fn decree(facts: &DecreeFacts, role: Role, attacker: usize) -> Decree {
    let rescued = facts
        .carried_off_by_band
        .get(attacker)
        .is_some_and(|&count| count > 0);
    let main = match role {
        Role::Attacker => rescued,
        Role::Defender | Role::Band => !rescued,
    };
    super::terms::decree_of(main, facts.leaders_eliminated > 0)
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    let main = match role {
        Role::Attacker => msg!("conflict-commission-rescue-attacker-main"),
        Role::Defender | Role::Band => msg!("conflict-commission-rescue-defender-main"),
    };
    [main, msg!("conflict-commission-decree-opposing-leader")]
}
