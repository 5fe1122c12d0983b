//! Whether a command is one the list offers: given as listed (with at most one listed extra), or
//! a drawn path, facing or point of an offered kind (`Legal::offers_command`).

use super::{Action, Choice, Extras, Offer, Place};
use crate::conflict::orders::{ConflictCommand, HuntOrder};

impl Offer {
    pub(super) fn admits(&self, command: &ConflictCommand) -> bool {
        match &self.choice {
            Choice::Command {
                command: listed,
                extras,
            } => extras.admit(listed, command),
            Choice::Path { gait, .. } => match command {
                ConflictCommand::Move {
                    pawn, gait: given, ..
                } => Some(*pawn) == self.pawn && given == gait,
                ConflictCommand::ResolveClash {
                    result: crate::rules::activation::ClashResult::Engage { .. },
                } => self.action == Action::ResolveClash,
                _ => false,
            },
            Choice::Facing {
                command: listed, ..
            } => same_but_facing(listed, command),
            Choice::Point { place } => place.admits(self.pawn, command),
        }
    }
}

impl Extras {
    /// Whether `given` is `listed` with at most one extra of the listed ones (two or more
    /// extras together are not promised: each was tried alone).
    fn admit(&self, listed: &ConflictCommand, given: &ConflictCommand) -> bool {
        use ConflictCommand as C;
        match (listed, given) {
            (
                C::Attack {
                    pawn,
                    target,
                    weapon,
                    ..
                },
                C::Attack {
                    pawn: p,
                    target: t,
                    weapon: w,
                    second_weapon,
                    second_target,
                    dexterity,
                    charge_attack,
                    extra_dice,
                    repeat_reply,
                },
            ) => {
                (pawn, target, weapon) == (p, t, w)
                    && *extra_dice <= self.extra_dice
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
                    && (!charge_attack || self.charge_attack)
                    && (!repeat_reply || self.repeat_reply)
                    && second_weapon
                        .is_none_or(|second| self.second.contains(&(second, *second_target)))
                    && (second_weapon.is_some() || second_target.is_none())
            }
            (
                C::Shoot {
                    pawn,
                    target,
                    weapon,
                    ..
                },
                C::Shoot {
                    pawn: p,
                    target: t,
                    weapon: w,
                    accurate,
                    extra_dice,
                },
            ) => {
                (pawn, target, weapon) == (p, t, w)
                    && *extra_dice <= self.extra_dice
                    && (!accurate || self.accurate)
            }
            (
                C::ReactionShot { pawn, weapon, .. },
                C::ReactionShot {
                    pawn: p,
                    weapon: w,
                    extra_dice,
                },
            ) => (pawn, weapon) == (p, w) && *extra_dice <= self.extra_dice,
            (
                C::Answer { retreat, .. },
                C::Answer {
                    retreat: r,
                    dexterity,
                    extra_dice,
                    repeat_reply,
                },
            ) => {
                retreat == r
                    && *extra_dice <= self.extra_dice
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
                    && (!repeat_reply || self.repeat_reply)
            }
            (
                C::Hunt(HuntOrder::SendPawn { pawn, .. }),
                C::Hunt(HuntOrder::SendPawn {
                    pawn: p,
                    extra_dice,
                    dexterity,
                }),
            ) => {
                pawn == p
                    && *extra_dice <= self.extra_dice
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
            }
            (
                C::UseEnclave {
                    pawn,
                    enclave,
                    action,
                    ..
                },
                C::UseEnclave {
                    pawn: p,
                    enclave: e,
                    action: a,
                    dexterity,
                },
            ) => {
                (pawn, enclave, action) == (p, e, a)
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
            }
            _ => listed == given,
        }
    }
}

/// Whether `given` is `listed` but for a facing the player chose.
fn same_but_facing(listed: &ConflictCommand, given: &ConflictCommand) -> bool {
    use crate::rules::activation::ClashResult;
    match (listed, given) {
        (ConflictCommand::TurnTo { pawn, .. }, ConflictCommand::TurnTo { pawn: p, .. }) => {
            pawn == p
        }
        (
            ConflictCommand::ResolveClash {
                result: ClashResult::Turn { .. },
            },
            ConflictCommand::ResolveClash {
                result: ClashResult::Turn { .. },
            },
        ) => true,
        (
            ConflictCommand::Hunt(HuntOrder::DeployOnMarker { pawn, marker, .. }),
            ConflictCommand::Hunt(HuntOrder::DeployOnMarker {
                pawn: p, marker: m, ..
            }),
        ) => (pawn, marker) == (p, m),
        _ => false,
    }
}

impl Place {
    fn admits(&self, pawn: Option<u32>, command: &ConflictCommand) -> bool {
        match (self, command) {
            (Place::Luminary, ConflictCommand::PlaceLuminary { .. })
            | (Place::Guest, ConflictCommand::PlaceGuest { .. }) => true,
            (Place::Deploy { card, count }, ConflictCommand::Deploy { card: c, places }) => {
                card == c && places.len() == *count
            }
            (
                Place::TrackingMarker { pawn: marker_pawn },
                ConflictCommand::Hunt(HuntOrder::PlaceMarker { pawn: p, .. }),
            ) => marker_pawn == p,
            (Place::Enclave { enclave }, ConflictCommand::PlaceEnclave { enclave: e, .. }) => {
                enclave == e
            }
            (
                Place::Antagonist { antagonist },
                ConflictCommand::DeployAntagonist { antagonist: a, .. },
            ) => antagonist == a,
            (
                Place::GuestWay { marker, reveal },
                ConflictCommand::MoveGuest {
                    marker: m,
                    reveal: r,
                    ..
                },
            ) => marker == m && (!r || *reveal),
            (
                Place::TemperamentGoal { charge },
                ConflictCommand::MoveByTemperament {
                    pawn: p,
                    charge: c,
                    to: Some(_),
                },
            ) => pawn == Some(*p) && charge == c,
            _ => false,
        }
    }
}
