//! 1650 § The Hunt in play: Tracking Markers placed in turn (§ Lying in Wait), their
//! confrontations (§ Open Season), concealed pawns deployed on them, and the computer's choices
//! there. Pure rules: `rules::hunt`.

pub(super) mod computer;
pub(super) mod concealed;
pub(super) mod confrontation;
pub(super) mod tracking;
