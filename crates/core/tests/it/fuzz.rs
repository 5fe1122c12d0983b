//! The record contract against damaged files: saved games of every mode and the shipped data
//! files, mutated by the seeded fuzzer (`ysbilia_core::fuzz`), are accepted or refused with a
//! reason, never a panic; and the damaged Brawl save the issue names is refused and says why.

use std::path::Path;
use ysbilia_core::fuzz::{fuzz, sample_data_files, sample_records};
use ysbilia_core::simulate::replay_any;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// Cases per kind of input in the normal test run (a long campaign: `ysbilia fuzz`).
const RECORD_CASES: usize = 10_000;
const DATA_FILE_CASES: usize = 3_000;

#[test]
fn record_contract_damaged_saves_are_refused_with_a_reason_never_a_crash() {
    let samples = sample_records(root(), 7).expect("sample records of every mode");
    for sample in &samples {
        assert!(
            replay_any(&sample.label, &sample.text).is_ok(),
            "the undamaged {} replays",
            sample.label
        );
    }
    let summary = fuzz(&samples, RECORD_CASES, 1650);
    println!("{}", summary.line());
    assert_eq!(summary.crashed, 0, "{:#?}", summary.crashes);
    assert!(summary.refused > summary.cases / 2, "{}", summary.line());
}

#[test]
fn record_contract_damaged_data_files_are_refused_with_a_reason_never_a_crash() {
    let samples = sample_data_files(root());
    assert!(samples.len() > 20, "{} data files", samples.len());
    let summary = fuzz(&samples, DATA_FILE_CASES, 1651);
    println!("{}", summary.line());
    assert_eq!(summary.crashed, 0, "{:#?}", summary.crashes);
}

/// The file: a Brawl save whose pawn's Vigour table says `dying: 4294967295`.
#[test]
fn record_contract_a_brawl_save_with_4294967295_vigour_boxes_is_refused_with_the_reason() {
    let samples = sample_records(root(), 11).expect("sample records");
    let brawl = samples
        .iter()
        .find(|sample| sample.label.contains("brawl"))
        .expect("a Brawl record");
    let at = brawl.text.find("dying: ").expect("a Vigour table");
    let end = at + brawl.text[at..].find(',').expect("its end");
    let damaged = format!(
        "{}dying: 4294967295{}",
        &brawl.text[..at],
        &brawl.text[end..]
    );
    let refusal = replay_any("autosave-brawl.ron", &damaged)
        .expect_err("refused")
        .to_string();
    assert!(
        refusal.contains("autosave-brawl.ron") && refusal.contains("4294967295"),
        "{refusal}"
    );
}
