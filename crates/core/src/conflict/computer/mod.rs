//! The computer players of a conflict: Easy (`easy`), Hard's search over Easy's candidates, the
//! aims a Commission's Decrees give, its reasons in words; and the tools that play it against
//! itself (`duel`, the balancing `lab`). It gives only commands `apply` would accept.

pub(super) mod aims;
pub mod duel;
pub mod easy;
pub mod hard;
pub mod lab;
pub mod lab_chart;
pub mod search;
pub(super) mod words;
