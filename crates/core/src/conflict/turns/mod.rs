//! The turn sequence in play (1650 § Preparing the Conflict, § The Turn, § Honour): the steps
//! before the first turn, deployment, the Authority roll, activations, the end of each turn and
//! the Honour each band scores. Pure rules: `rules::activation`, `rules::authority`, `rules::honour`.

pub(super) mod arrival;
pub(super) mod deploying;
pub(super) mod deployment;
pub(super) mod honour;
pub(super) mod preparing;
pub(super) mod sequence;
