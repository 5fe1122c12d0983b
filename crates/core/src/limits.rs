//! The checks every limit list shares (Contract Cards, HEBS decks, setups read from saves): each
//! pushes a problem that names the field and the limit, so every file's messages read alike;
//! and the one limit on names they share.

use crate::msg;
use std::fmt::Display;
use std::ops::Neg;

/// `value` must not exceed `max`.
pub fn at_most<T: PartialOrd + Display>(problems: &mut Vec<String>, what: &str, value: T, max: T) {
    at_most_because(problems, what, value, max, "");
}

/// `at_most` whose label is written only for a problem: a game's start checks every card, and
/// the labels that name a weapon were most of that check's work.
pub fn at_most_named<T: PartialOrd + Display>(
    problems: &mut Vec<String>,
    what: impl FnOnce() -> String,
    value: T,
    max: T,
) {
    if value > max {
        at_most(problems, &what(), value, max);
    }
}

/// `value` must not exceed `max`; `why` (with its leading space) says where the limit comes from.
pub fn at_most_because<T: PartialOrd + Display>(
    problems: &mut Vec<String>,
    what: &str,
    value: T,
    max: T,
    why: &str,
) {
    if value > max {
        // In the catalogue's language; `what` and `why` are the caller's words.
        problems.push(
            msg!(
                "storage-limit-at-most",
                what = what,
                value = value.to_string(),
                most = max.to_string(),
                why = why
            )
            .to_string(),
        );
    }
}

/// A bonus or penalty: `value` must lie between `-bound` and `+bound`.
pub fn within<T: PartialOrd + Display + Neg<Output = T> + Copy>(
    problems: &mut Vec<String>,
    what: &str,
    value: T,
    bound: T,
) {
    if value < -bound || value > bound {
        problems.push(
            msg!(
                "storage-limit-within",
                what = what,
                value = format!("{value:+}"),
                bound = bound.to_string()
            )
            .to_string(),
        );
    }
}

/// A name or text must not be longer than `max` characters.
pub fn words(problems: &mut Vec<String>, what: &str, text: &str, max: usize) {
    // A text of at most `max` bytes has at most `max` characters: most never need counting.
    if text.len() > max && text.chars().count() > max {
        problems.push(msg!("storage-limit-words", what = what, most = max).to_string());
    }
}

/// Any name or id a file or a save holds (a card, weapon, faction, trait, Objective, column,
/// seat), in characters: far above the longest shipped (32), short enough to quote.
pub const NAME_MAX: usize = 120;

/// A name must not be longer than `NAME_MAX` characters; true when it is not.
pub fn check_name(problems: &mut Vec<String>, what: &str, text: &str) -> bool {
    let before = problems.len();
    words(problems, what, text, NAME_MAX);
    problems.len() == before
}

/// Runs `check`, and puts `context` (made only when `check` found something) and a colon before
/// each problem it found: "card 12 \"Janissaries\": cost is 255; at most 8".
pub fn in_context(
    problems: &mut Vec<String>,
    context: impl FnOnce() -> String,
    check: impl FnOnce(&mut Vec<String>),
) {
    let before = problems.len();
    check(problems);
    if problems.len() > before {
        let context = context();
        for problem in &mut problems[before..] {
            *problem = msg!(
                "storage-limit-in-context",
                context = &context,
                problem = problem.as_str()
            )
            .to_string();
        }
    }
}

/// A list must not hold more than `max` entries.
pub fn list(problems: &mut Vec<String>, what: &str, count: usize, max: usize) {
    if count > max {
        problems
            .push(msg!("storage-limit-list", count = count, what = what, most = max).to_string());
    }
}

/// Asserts that some problem mentions each of `wanted` (the field a test damaged).
#[cfg(test)]
pub fn assert_names(problems: &[String], wanted: &[&str]) {
    let all = problems.join("\n");
    for part in wanted {
        assert!(
            all.contains(part),
            "no problem mentions {part:?} in:\n{all}"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_name_the_field_and_the_bound() {
        let mut problems = Vec::new();
        at_most(&mut problems, "zeal", 21u8, 20);
        at_most(&mut problems, "might", 20u8, 20);
        within(&mut problems, "Boost's amount", -11i8, 10);
        within(&mut problems, "Aura's amount", 10i8, 10);
        words(&mut problems, "name", "abcd", 3);
        list(&mut problems, "traits", 4, 3);
        assert!(check_name(
            &mut problems,
            "a seat's name",
            &"n".repeat(NAME_MAX)
        ));
        assert!(!check_name(
            &mut problems,
            "a seat's name",
            &"n".repeat(NAME_MAX + 1)
        ));
        in_context(
            &mut problems,
            || "card 1".into(),
            |problems| {
                at_most(problems, "cost", 9u8, 8);
                at_most(problems, "zeal", 21u8, 20);
            },
        );
        in_context(&mut problems, || unreachable!("nothing to name"), |_| {});
        assert_eq!(
            problems,
            [
                "zeal is 21; at most 20",
                "Boost's amount is -11; between -10 and +10",
                "name is longer than 3 characters",
                "4 traits; at most 3",
                "a seat's name is longer than 120 characters",
                "card 1: cost is 9; at most 8",
                "card 1: zeal is 21; at most 20",
            ]
        );
    }
}
