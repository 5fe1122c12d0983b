//! Clashes in play (1650 § Attacking and Responding Pawns, § Attack and Reply, § Pawns'
//! Reactions, § Resolution of Clashes, § You No Longer Need It): the blow and its answer, the
//! verdict, engaging, fight or retreat, looting. Pure rules: `rules::clash`, `rules::dexterity`.

pub(super) mod blow;
pub(super) mod blow_answer;
pub(super) mod engage;
pub(super) mod fight_or_retreat;
pub(super) mod fighting;
pub(super) mod looting;
pub(super) mod odds;
pub(super) mod responding;
pub(super) mod verdict;
pub(super) mod weapon_choice;
