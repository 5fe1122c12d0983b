//! A second language: its folder is read beside English, its words replace English ones, and a
//! message it lacks still reads in English. The catalogue is one per process, so the language is
//! loaded in a process of its own: this test binary again, running the ignored test below.

use std::path::PathBuf;
use std::process::Command;
use ysbilia_core::msg;
use ysbilia_core::words::{Message, load_folder, render};

const CHILD: &str = "words_language::words_second_language_in_its_own_process";

#[test]
fn words_a_second_language_folder_is_read_and_english_fills_its_gaps() {
    let binary = std::env::current_exe().expect("the test binary's path");
    let output = Command::new(binary)
        .args(["--ignored", "--exact", CHILD, "--test-threads=1"])
        .output()
        .expect("the test binary runs again");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "{said}");
    assert!(said.contains("1 passed"), "the child test ran: {said}");
}

/// A folder with the real English and a small Esperanto file of three messages.
fn language_folder() -> PathBuf {
    let folder = std::env::temp_dir().join(format!("ysbilia-words-{}", std::process::id()));
    let english = folder.join("en-US");
    std::fs::create_dir_all(&english).expect("a temporary folder");
    let shipped = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/i18n/en-US");
    for file in std::fs::read_dir(&shipped).expect("the English catalogue") {
        let path = file.expect("a catalogue file").path();
        let name = path.file_name().expect("a file name");
        std::fs::copy(&path, english.join(name)).expect("a copy of the English file");
    }
    let esperanto = folder.join("eo");
    std::fs::create_dir_all(&esperanto).expect("the second language's folder");
    std::fs::write(
        esperanto.join("core.ftl"),
        "book-1650 = Mil sescent kvindek\n\
         dice-shuffle = { $purpose }: { $cards ->\n    [one] unu karto miksita\n   *[other] { $cards } kartoj miksitaj\n}\n\
         rules-honour-enemy-leader = { $count } x malamika Estro eliminita\n",
    )
    .expect("the Esperanto file");
    folder
}

#[test]
#[ignore = "run by the test above in a process of its own: it changes the process's catalogue"]
fn words_second_language_in_its_own_process() {
    let folder = language_folder();
    let esperanto = "eo".parse().expect("a language id");
    let loaded = load_folder(&folder, &esperanto);
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(loaded, Ok(()));
    assert_eq!(render(&Message::new("book-1650")), "Mil sescent kvindek");
    // Arguments and plurals follow the language's own rules.
    let shuffle = msg!(
        "dice-shuffle",
        purpose = Message::new("book-1650"),
        cards = 1
    );
    assert_eq!(render(&shuffle), "Mil sescent kvindek: unu karto miksita");
    let leaders = msg!("rules-honour-enemy-leader", count = 2);
    assert_eq!(render(&leaders), "2 x malamika Estro eliminita");
    // What Esperanto lacks reads in English.
    assert_eq!(render(&Message::new("book-melee")), "Melee Event");
}
