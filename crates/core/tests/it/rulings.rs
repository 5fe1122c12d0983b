//! Golden rulings: every file in tests/rulings/ resolves to its snapshot (the rulebook's worked
//! examples among them), and the same file always gives the same answer.

use ysbilia_core::rules::content::Content;
use ysbilia_core::ruling::resolve::{RulingFile, render, run};

fn rulings_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings")
}

#[test]
fn every_ruling_file_matches_its_golden_output() {
    let mut files: Vec<_> = std::fs::read_dir(rulings_dir())
        .expect("tests/rulings exists")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ron"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "the worked examples are there");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let content = Content::load(&root);
    for path in files {
        let name = path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&path).expect("readable");
        let file = RulingFile::parse(&name, &text).unwrap_or_else(|error| panic!("{error}"));
        let output = match run(&file, &content) {
            Ok(report) => render(&report),
            Err(rejection) => format!("refused: {rejection}\n"),
        };
        assert_eq!(
            run(&file, &content).map(|report| render(&report)).ok(),
            run(&file, &content).map(|report| render(&report)).ok(),
            "{name} is deterministic"
        );
        insta::assert_snapshot!(format!("ruling_{name}"), output);
    }
}
