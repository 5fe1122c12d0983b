//! Words in one place: every message id the code says exists in the English catalogue with the
//! arguments the code gives it, no catalogue id goes unused, and what simulated games of every
//! mode log renders with nothing missing. The app's own ids are checked at compile time by `fl!`.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use ysbilia_core::conflict::Conflict;
use ysbilia_core::conflict::computer::library::ConflictLibrary;
use ysbilia_core::hebs::command::{CardList, HebsCommand, Payment, Use};
use ysbilia_core::hebs::computer::HebsSimulation;
use ysbilia_core::hebs::content::HebsLibrary;
use ysbilia_core::hebs::state::CardId;
use ysbilia_core::hebs::{Hebs, StElmo, Tears};
use ysbilia_core::melee::exchange::Action;
use ysbilia_core::melee::{Melee, MeleeCommand, MeleeSetup, PlannedAction, setup_messages};
use ysbilia_core::record::Rejection;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};
use ysbilia_core::words::{Message, try_render};

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// The English catalogue: each message id with the variables its pattern reads.
fn english() -> BTreeMap<String, BTreeSet<String>> {
    let folder = root().join("assets/i18n/en-US");
    let mut messages = BTreeMap::new();
    for file in ftl_files(&folder) {
        let text = std::fs::read_to_string(&file).expect("the catalogue file reads");
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", file.display()));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(
                    messages.insert(id.clone(), variables).is_none(),
                    "the id {id} is in the catalogue twice"
                );
            }
        }
    }
    messages
}

fn ftl_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("the English catalogue folder")
        .map(|entry| entry.expect("a catalogue entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ftl"))
        .collect();
    files.sort();
    files
}

fn pattern_variables(pattern: &ast::Pattern<&str>, variables: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, variables);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, variables);
            for variant in variants {
                pattern_variables(&variant.value, variables);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, variables),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, variables: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, variables);
            }
            for named in &arguments.named {
                inline_variables(&named.value, variables);
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, variables);
        }
        _ => {}
    }
}

/// Every Rust file under `folder`.
fn sources(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a source folder") {
            let path = entry.expect("a source entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Each `msg!("id", name = value, ...)` in `text`: its id and the names of its arguments.
fn msg_calls(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut calls = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("msg!(") {
        rest = &rest[start + "msg!(".len()..];
        let Some(body) = balanced(rest) else { break };
        let mut parts = top_level_parts(body).into_iter();
        let Some(id) = parts.next().and_then(|id| {
            id.trim()
                .strip_prefix('"')?
                .strip_suffix('"')
                .map(str::to_owned)
        }) else {
            continue; // the macro's own definition
        };
        let names = parts
            .filter_map(|part| part.split_once('=').map(|(name, _)| name.trim().to_owned()))
            .filter(|name| !name.is_empty())
            .collect();
        calls.push((id, names));
    }
    calls
}

/// The text up to the bracket that closes the one just opened.
fn balanced(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (index, character) in outside_strings(text) {
        match character {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => return Some(&text[..index]),
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// `body` split at its top-level commas (outside brackets and strings).
fn top_level_parts(body: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (index, character) in outside_strings(body) {
        match character {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&body[start..index]);
                start = index + 1;
            }
            _ => {}
        }
    }
    parts.push(&body[start..]);
    parts.retain(|part| !part.trim().is_empty());
    parts
}

/// The characters of `text` outside its string literals, with their byte offsets.
fn outside_strings(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    let mut in_string = false;
    let mut escaped = false;
    text.char_indices().filter(move |&(_, character)| {
        if in_string {
            match character {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            return false;
        }
        in_string = character == '"';
        !in_string
    })
}

/// Each `"id"` string literal in `text` that names a catalogue message (ids chosen by a match,
/// such as the rulebooks' short names, are said this way), and each `fl!(loader, "id")`.
fn id_literals<'a>(text: &str, catalogue: &'a BTreeMap<String, BTreeSet<String>>) -> Vec<&'a str> {
    catalogue
        .keys()
        .filter(|id| text.contains(&format!("\"{id}\"")))
        .map(String::as_str)
        .collect()
}

#[test]
fn words_every_message_the_code_says_is_in_the_catalogue_with_its_arguments() {
    let catalogue = english();
    let mut problems = Vec::new();
    let mut calls = 0;
    for file in sources(&root().join("crates/core/src")) {
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (id, names) in msg_calls(&text) {
            calls += 1;
            match catalogue.get(&id) {
                None => problems.push(format!("{}: {id} is not in the catalogue", file.display())),
                Some(variables) if *variables != names => problems.push(format!(
                    "{}: {id} is given {names:?}; the catalogue reads {variables:?}",
                    file.display()
                )),
                Some(_) => {}
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The scan itself works: the Melee's, HEBS's and the 1650 rules' calls are all found.
    assert!(calls > 400, "only {calls} msg! calls found");
}

#[test]
fn words_no_catalogue_message_goes_unused() {
    let catalogue = english();
    let mut used = BTreeSet::new();
    for folder in ["crates/core/src", "src"] {
        for file in sources(&root().join(folder)) {
            let text = std::fs::read_to_string(&file).expect("a source file");
            used.extend(id_literals(&text, &catalogue));
        }
    }
    let unused: Vec<&String> = catalogue
        .keys()
        .filter(|id| !used.contains(id.as_str()))
        .collect();
    assert!(unused.is_empty(), "catalogue ids no code says: {unused:?}");
}

/// Plays `games` games of `G` with the log written, and returns every message it logged.
fn logged<G: Simulate>(library: &G::Library, games: u64) -> Vec<Message> {
    let mut messages = Vec::new();
    for seed in 0..games {
        let mut chooser = Chooser::new(seed);
        let setup = G::simulation_setup(library, &mut chooser, None);
        let mut session = Session::<G>::start(setup, seed).expect("a simulated setup starts");
        for _ in 0..G::MAX_COMMANDS {
            let Some(command) = session.game().choose(&mut chooser) else {
                break;
            };
            session.play(command).expect("a chosen command is legal");
        }
        for entry in session.log() {
            entry.collect_into(&mut messages);
        }
    }
    messages
}

/// What a mode's logged messages give: problems rendering, and how many are still English.
fn check_rendering(mode: &str, messages: &[Message]) -> usize {
    let problems: BTreeSet<String> = messages
        .iter()
        .filter_map(|message| try_render(message).err())
        .collect();
    assert!(problems.is_empty(), "{mode}: {problems:#?}");
    let untranslated = messages
        .iter()
        .filter(|message| message.is_untranslated())
        .count();
    println!(
        "{mode}: {} messages logged, {untranslated} still English sentences",
        messages.len()
    );
    untranslated
}

fn hebs_simulation(solo: bool) -> HebsSimulation {
    HebsSimulation {
        library: HebsLibrary::load(root()).expect("the HEBS cards load"),
        solo,
    }
}

/// The ratchet: a mode whose words have all moved to the catalogue logs no English sentence,
/// and stays that way.
#[test]
fn words_simulated_games_of_every_mode_log_messages_the_catalogue_renders() {
    let melee = logged::<Melee>(&(), 6);
    assert_eq!(check_rendering("Melee Event", &melee), 0, "Melee Event");

    let hebs = hebs_simulation(false);
    for (mode, messages) in [
        ("1565", logged::<StElmo>(&hebs, 3)),
        ("1066", logged::<Tears>(&hebs, 3)),
        ("1565 solo", logged::<StElmo>(&hebs_simulation(true), 3)),
    ] {
        assert_eq!(check_rendering(mode, &messages), 0, "{mode}");
    }

    let library = ConflictLibrary::load(root()).expect("the 1650 content loads");
    let brawls = logged::<Conflict>(&library, 4);
    assert_eq!(check_rendering("1650 Brawl", &brawls), 0, "1650 Brawl");
}

/// Files of tests, which may say what they like: they never reach a player.
fn is_test_file(relative: &str) -> bool {
    relative.ends_with("/tests.rs") || relative.ends_with("_tests.rs")
}

/// The string literals of `line` that read as words: a space or a capital letter, and a letter
/// (ids, keys and file names such as "main-menu" are not words). Literals where the code names
/// something for itself (an egui id, a log line, an entity's name, a `tr!` id, the OS folders'
/// name, a `Debug` name compared, a command line to type) are not shown.
fn english_literals(line: &str) -> Vec<String> {
    let code = line.trim_start();
    if code.starts_with("//") || code.starts_with("#[") {
        return Vec::new();
    }
    const NOT_SHOWN: &[&str] = &[
        "Id::new(",
        "id_salt(",
        "Name::new(",
        "info!(",
        "warn!(",
        "error!(",
        "debug!(",
        "expect(",
        "panic!(",
        "assert",
        "env!(",
        "concat!(",
        "eprintln!(",
        "println!(",
        "out!(",
        "Grid::new(",
        "push_id(",
        "window_ui(",
        "Panel::top(",
        "Panel::bottom(",
        "Panel::left(",
        "Panel::right(",
        "Area::new(",
        "id().with(",
        "Plot::new(",
        // A lint's reason (`#[expect(..., reason = "...")]` on lines of its own).
        "reason = ",
        // A layout's name as its data file spells it, to find it by.
        "on_layout(",
        "ProjectDirs::from(",
        "format!(\"{:?}\", ",
        "EXAMPLE_COMMAND: &str",
    ];
    let mut found = Vec::new();
    let mut rest = line;
    let mut before = String::new();
    while let Some(start) = rest.find('"') {
        before.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        // A literal that goes on past the line (`\` at its end) is judged by its first line.
        let length = literal_length(after).unwrap_or(after.len());
        let literal = &after[..length];
        let words = reads_as_words(literal);
        let excused = NOT_SHOWN.iter().any(|call| before.contains(call))
            || before.trim_end().ends_with("tr!(");
        if words && !excused && !before.trim_end().ends_with("r#") {
            found.push(literal.to_owned());
        }
        before.push('"');
        before.push_str(literal);
        before.push('"');
        rest = &after[(length + 1).min(after.len())..];
    }
    found
}

/// Whether a literal, its `{placeholders}` left out, holds a lowercase word and a space or a
/// capital ("Back", "or Esc"); not an id ("main-menu"), a name of code (`"YSBILIA_ROOT"`, `"UTC"`).
fn reads_as_words(literal: &str) -> bool {
    let mut text = String::new();
    let mut depth = 0usize;
    for character in literal.chars() {
        match character {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => text.push(character),
            _ => {}
        }
    }
    let lowercase_word = text
        .split(|character: char| !character.is_lowercase())
        .any(|run| run.chars().count() >= 2);
    let letters: Vec<char> = text
        .chars()
        .filter(|character| character.is_alphabetic())
        .collect();
    lowercase_word
        && (text.trim().contains(' ') || letters.iter().any(|letter| letter.is_uppercase()))
}

/// The length of a string literal's body, up to its closing quote.
fn literal_length(text: &str) -> Option<usize> {
    let mut escaped = false;
    for (index, character) in text.char_indices() {
        match character {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return Some(index),
            _ => {}
        }
    }
    None
}

/// The lines of `text` before its `#[cfg(test)] mod tests {` (tests may say what they like); a
/// `#[cfg(test)] mod tests;` naming a file of its own ends nothing.
fn shipped_lines(text: &str) -> Vec<(usize, &str)> {
    let lines: Vec<&str> = text.lines().collect();
    let end = lines
        .windows(2)
        .position(|pair| pair[0].starts_with("#[cfg(test)]") && pair[1].trim_end().ends_with('{'))
        .unwrap_or(lines.len());
    lines[..end]
        .iter()
        .enumerate()
        .map(|(index, line)| (index + 1, *line))
        .collect()
}

#[test]
fn words_no_english_literal_reaches_the_screen_from_the_app() {
    let mut problems = Vec::new();
    for file in sources(&root().join("src")) {
        let relative = file
            .strip_prefix(root())
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        if is_test_file(&relative) {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (number, line) in shipped_lines(&text) {
            problems.extend(
                english_literals(line)
                    .into_iter()
                    .map(|literal| format!("{relative}:{number}: \"{literal}\"")),
            );
        }
    }
    assert!(
        problems.is_empty(),
        "English written in the app's code; its words go in assets/i18n/en-US/ysbilia.ftl (tr!):\n{}",
        problems.join("\n")
    );
}

/// Plays `games` games of `G` and, before each command, asks whether each command `probes`
/// makes would be accepted: every refusal's messages.
fn refusals<G: Simulate>(
    library: &G::Library,
    games: u64,
    probes: impl Fn(&G) -> Vec<G::Command>,
) -> Vec<Message> {
    let mut messages = Vec::new();
    for seed in 0..games {
        let mut chooser = Chooser::new(seed);
        let setup = G::simulation_setup(library, &mut chooser, None);
        let mut session = Session::<G>::start(setup, seed).expect("a simulated setup starts");
        for _ in 0..G::MAX_COMMANDS {
            for probe in probes(session.game()) {
                if let Err(rejection) = session.game().would_accept(&probe) {
                    rejection.message.collect_into(&mut messages);
                }
            }
            let Some(command) = session.game().choose(&mut chooser) else {
                break;
            };
            session.play(command).expect("a chosen command is legal");
        }
    }
    messages
}

/// Refusals are said in the catalogue's words too: every kind a command can meet in the Melee
/// Event, and a setup it cannot play.
#[test]
fn words_the_melee_event_refuses_in_the_catalogue_s_words() {
    let probes = |melee: &Melee| {
        let mut commands = Vec::new();
        for seat in 0..=melee.seats.len() {
            let hand = melee.seats.get(seat).map_or(&[][..], |seat| &seat.hand[..]);
            let card = |index: usize| hand.get(index).copied().unwrap_or(2);
            let plans = [
                [Action::Attack, Action::Attack, Action::Defend]
                    .map(|action| (action, vec![card(0)])),
                [Action::Attack, Action::Defend, Action::Outflank].map(|action| (action, vec![])),
                [Action::Attack, Action::Defend, Action::Outflank]
                    .map(|action| (action, vec![10, 9])),
                [Action::Attack, Action::Defend, Action::Outflank]
                    .map(|action| (action, vec![card(0)])),
                [
                    (Action::Attack, 0),
                    (Action::Defend, 1),
                    (Action::Knockdown, 2),
                ]
                .map(|(action, index)| (action, vec![card(index)])),
            ];
            for plan in plans {
                commands.push(MeleeCommand::Plan {
                    seat,
                    plan: plan.map(|(action, cards)| PlannedAction::new(action, &cards)),
                });
            }
            commands.extend([
                MeleeCommand::Reroll { seat, die: 0 },
                MeleeCommand::Reroll { seat, die: 7 },
                MeleeCommand::Keep { seat },
                MeleeCommand::Rewind {
                    seat,
                    dice: vec![0],
                },
                MeleeCommand::Rewind {
                    seat,
                    dice: vec![0, 0],
                },
                MeleeCommand::RavensForesight {
                    seat,
                    action: Action::Attack,
                },
                MeleeCommand::RavensForesight {
                    seat,
                    action: Action::Knockdown,
                },
                MeleeCommand::Mischief { seat },
            ]);
        }
        commands
    };
    let mut messages = refusals::<Melee>(&(), 6, probes);
    let mut uneven = MeleeSetup::balanced(3, 3);
    uneven.seats[0].squires = 9;
    uneven.seats[1].team = 7;
    messages.extend(setup_messages(&uneven));
    for setup in [uneven, MeleeSetup::balanced(1, 1)] {
        let refused: Rejection = Session::<Melee>::start(setup, 1).expect_err("unplayable");
        refused.message.collect_into(&mut messages);
    }
    assert_eq!(check_rendering("Melee Event refusals", &messages), 0);
    assert_refused_with(
        &messages,
        &["melee-no-seat", "melee-plan-twice", "melee-setup-team"],
    );
}

/// Every message of `messages` with one of `wanted`'s ids, so the probes stay worth running.
fn assert_refused_with(messages: &[Message], wanted: &[&str]) {
    let ids: BTreeSet<&str> = messages.iter().map(|message| &*message.id).collect();
    for id in wanted {
        assert!(ids.contains(id), "no refusal said {id}: {ids:?}");
    }
}

/// Commands a HEBS player might try at any moment, most of them refused: each card in a hand
/// or on the battlefield played, used, paid for with itself, sacrificed; and the other steps.
fn hebs_probes(game: &Hebs) -> Vec<HebsCommand> {
    let mut commands = vec![
        HebsCommand::PlaceLeader { column: 0 },
        HebsCommand::PlaceLeader { column: 5 },
        HebsCommand::Mulligan { redraw: false },
        HebsCommand::Discard { cards: Vec::new() },
        HebsCommand::Pass,
        HebsCommand::Decline,
        HebsCommand::ChooseForFoe {
            card: None,
            column: None,
        },
    ];
    let mut cards: Vec<CardId> = Vec::new();
    for seat in 0..2 {
        cards.extend(&game.table.players[seat].hand);
        cards.extend(game.table.army_of(seat));
    }
    for card in cards {
        let use_first = Use {
            ability: 0,
            pick: Default::default(),
        };
        let itself = Payment {
            tire: CardList::of(&[card]).unwrap_or_default(),
            discard: CardList::default(),
        };
        commands.extend([
            HebsCommand::Play {
                card,
                column: Some(0),
                host: None,
                payment: Payment::default(),
                when_played: None,
            },
            HebsCommand::Play {
                card,
                column: None,
                host: Some(card),
                payment: itself,
                when_played: None,
            },
            HebsCommand::Action {
                card,
                ability: use_first,
                payment: Payment::default(),
            },
            HebsCommand::Respond {
                card,
                ability: use_first,
                payment: Payment::default(),
            },
            HebsCommand::Sacrifice { card },
            HebsCommand::Discard { cards: vec![card] },
        ]);
    }
    commands
}

/// The same for HEBS, each mode: what its rules refuse, and a setup it cannot play.
#[test]
fn words_hebs_refuses_in_the_catalogue_s_words() {
    let mut messages = Vec::new();
    let hebs = hebs_simulation(false);
    messages.extend(refusals::<StElmo>(&hebs, 2, |game| hebs_probes(game)));
    messages.extend(refusals::<Tears>(&hebs, 2, |game| hebs_probes(game)));
    let solo = hebs_simulation(true);
    messages.extend(refusals::<StElmo>(&solo, 2, |game| hebs_probes(game)));
    let mut setup = StElmo::simulation_setup(&hebs, &mut Chooser::new(1), None);
    setup.names[0] = "x".repeat(1_000);
    let refused = Session::<StElmo>::start(setup, 1).expect_err("an overlong name");
    refused.message.collect_into(&mut messages);
    assert_eq!(check_rendering("HEBS refusals", &messages), 0);
    assert_refused_with(
        &messages,
        &[
            "hebs-not-now",
            "hebs-three-columns",
            "hebs-turn-options",
            "hebs-play-column",
            "hebs-setup-unplayable",
        ],
    );
}
