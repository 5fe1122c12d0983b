//! Pieces of the Commissions' messages that several pages share: a list, a whole distance. A
//! leaf: it imports no file of `conflict/`, so any Commission's file may use it.

use crate::msg;
use crate::words::{Arg, Message};

/// `items` as one phrase, "a, b, c" (none: no words).
pub(super) fn listed(items: Vec<Message>) -> Arg {
    items
        .into_iter()
        .rev()
        .fold(None, |rest, item| {
            Some(match rest {
                None => item,
                Some(rest) => msg!("conflict-commission-list", first = item, rest = rest),
            })
        })
        .map_or_else(|| Arg::Text(String::new()), Arg::from)
}

/// A distance the page gives in whole centimetres ("within 30 cm").
pub(super) fn whole_cm(cm: f32) -> Arg {
    Arg::Int(cm.round() as i64)
}
