//! Where the last lab report of each Commission is kept (the data folder's `lab/`), so a long
//! run on the command line can be read in the app.

use crate::tr;
use std::path::{Path, PathBuf};
use ysbilia_core::conflict::Commission;
use ysbilia_core::conflict::computer::lab::LabReport;

/// Where the reports are kept, e.g. ~/.local/share/ysbilia/lab on Linux.
pub fn folder() -> PathBuf {
    crate::paths::data_dir().join("lab")
}

/// The report file of `commission` in `folder`.
pub fn report_path(folder: &Path, commission: Commission) -> PathBuf {
    folder.join(format!("{}.ron", file_name(commission)))
}

/// `commission`'s name as a file name: lower case, letters and digits only.
pub fn file_name(commission: Commission) -> String {
    format!("{commission:?}").to_lowercase()
}

pub fn save(folder: &Path, report: &LabReport, commission: Commission) -> Result<PathBuf, String> {
    let path = report_path(folder, commission);
    save_at(report, &path)?;
    Ok(path)
}

pub fn load(folder: &Path, commission: Commission) -> Result<Option<LabReport>, String> {
    load_at(&report_path(folder, commission))
}

fn save_at(report: &LabReport, path: &Path) -> Result<(), String> {
    let text = ysbilia_core::storage::to_pretty_ron(report)
        .map_err(|error| tr!("lab-cannot-write-report", error = error.to_string()))?;
    ysbilia_core::storage::write_atomically(path, &text).map_err(|error| {
        tr!(
            "lab-cannot-write",
            path = path.display().to_string(),
            error = error.to_string()
        )
    })
}

/// The report kept at `path`: `None` when there is none yet, an error when the file is damaged
/// or does not fit (a matrix that is not square, for one).
fn load_at(path: &Path) -> Result<Option<LabReport>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => {
            return Err(tr!(
                "lab-cannot-read",
                path = path.display().to_string(),
                error = error.to_string()
            ));
        }
    };
    let report: LabReport = ron::from_str(&text).map_err(|error| {
        tr!(
            "lab-damaged",
            path = path.display().to_string(),
            error = error.to_string()
        )
    })?;
    let bands = report.bands.len();
    if report.cells.len() != bands || report.cells.iter().any(|row| row.len() != bands) {
        return Err(tr!(
            "lab-not-square",
            path = path.display().to_string(),
            bands = bands
        ));
    }
    Ok(Some(report))
}

#[cfg(test)]
mod tests {
    use super::{load_at, save_at};
    use ysbilia_core::conflict::computer::lab::{LabCell, LabReport};

    fn report() -> LabReport {
        LabReport {
            commission: "Brawl".to_owned(),
            level: "easy".to_owned(),
            games_per_pair: 2,
            seed: 1,
            bands: vec!["A".to_owned(), "B".to_owned()],
            cells: vec![vec![LabCell::default(); 2]; 2],
            problems: Vec::new(),
        }
    }

    #[test]
    fn a_kept_lab_report_reads_back_and_a_damaged_one_is_refused_in_words() {
        let folder = std::env::temp_dir().join(format!("ysbilia-lab-{}", std::process::id()));
        let path = folder.join("brawl.ron");
        assert_eq!(load_at(&path), Ok(None), "none kept yet");
        save_at(&report(), &path).expect("written");
        assert_eq!(load_at(&path), Ok(Some(report())));
        std::fs::write(&path, "(commission: \"Brawl\", level: ").expect("damaged");
        let problem = load_at(&path).expect_err("refused");
        assert!(problem.contains("damaged"), "{problem}");
        let mut lopsided = report();
        lopsided.cells.pop();
        save_at(&lopsided, &path).expect("written");
        let problem = load_at(&path).expect_err("refused");
        assert!(problem.contains("square"), "{problem}");
        let _ = std::fs::remove_dir_all(&folder);
    }
}
