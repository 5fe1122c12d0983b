//! 1650 § Antagonists in play: the townsfolk the bands bring and deploy, how their
//! Temperament moves them (§ How Do Antagonists Work), and their choices in clashes. Pure rules:
//! `rules::antagonists`.

pub(super) mod authority_moves;
pub(super) mod automatic_activations;
pub(super) mod clash;
pub(super) mod temperament;
pub(super) mod townsfolk;
