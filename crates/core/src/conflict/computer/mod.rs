//! The computer players of a conflict: Easy (`easy`, with `placing`, `ground` and `weapons`),
//! Hard's search over Easy's candidates, the aims a Commission's Decrees give, its reasons in
//! words; and the tools that play it against itself (`library`, `duel`, the balancing `lab`). It
//! gives only commands `apply` would accept.

pub(super) mod aims;
pub mod duel;
pub mod easy;
pub(super) mod ground;
pub mod hard;
pub mod lab;
pub mod lab_chart;
pub mod library;
pub(super) mod placing;
pub mod search;
pub(super) mod weapons;
pub(super) mod words;
