//! The balancing lab (issue 24, part 4): every ready-made band against every other, both
//! seatings of each seed, the matrix mirrored, the chart drawn (the figures: `ysbilia lab`,
//! README).

use super::conflict::library;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use ysbilia_core::conflict::Commission;
use ysbilia_core::conflict::computer::hard::ComputerLevel;
use ysbilia_core::conflict::computer::lab::lab;

#[test]
fn the_lab_plays_every_pair_of_ready_made_bands_both_ways_and_mirrors_the_matrix() {
    let library = library();
    let bands = library.sides.len();
    let heard = AtomicUsize::new(0);
    let report = lab(
        &library,
        ComputerLevel::Easy,
        3,
        7,
        2,
        &|done, all| {
            heard.fetch_max(done, Ordering::Relaxed);
            assert!(done <= all);
        },
        &AtomicBool::new(false),
    )
    .expect("the Brawl has two bands");
    assert_eq!(report.games_per_pair, 4, "rounded up to both seatings");
    assert_eq!(heard.load(Ordering::Relaxed), bands * (bands - 1) / 2 * 4);
    assert_eq!(report.errors(), 0, "{:?}", report.problems);
    assert_eq!(report.bands.len(), bands);
    for row in 0..bands {
        assert_eq!(report.cells[row][row].games, 0, "no band meets itself");
        for column in (0..bands).filter(|&column| column != row) {
            let (cell, other) = (&report.cells[row][column], &report.cells[column][row]);
            assert_eq!(cell.games, 4);
            assert_eq!(cell.wins + cell.losses + cell.ties, 4);
            assert_eq!((cell.wins, cell.losses), (other.losses, other.wins));
            assert!((cell.mean_margin() + other.mean_margin()).abs() < 1e-4);
        }
        assert_eq!(report.band_total(row).games, 4 * (bands - 1));
    }
    let ranking = report.ranking();
    assert_eq!(ranking.len(), bands);
    let share = |band: usize| report.band_total(band).share().map_or(0.0, |s| s.0);
    assert!(
        ranking
            .windows(2)
            .all(|pair| share(pair[0]) >= share(pair[1]))
    );
    let lines = report.lines();
    assert!(
        lines
            .last()
            .is_some_and(|line| line.starts_with("lab commission=Brawl level=easy")),
        "{lines:?}"
    );
    let svg = report.svg();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    for band in &report.bands {
        assert!(
            svg.contains(&band.replace('&', "&amp;")),
            "{band} in the chart"
        );
    }
    assert_eq!(svg.matches("<title>").count(), bands * bands, "a cell each");
}

#[test]
fn the_lab_stops_when_asked_and_refuses_a_commission_of_other_than_two_bands() {
    let library = library();
    let stop = AtomicBool::new(true);
    let report = lab(&library, ComputerLevel::Easy, 2, 1, 1, &|_, _| {}, &stop).expect("runs");
    assert!(
        (0..report.bands.len()).all(|band| report.band_total(band).games == 0),
        "nothing played once stopped"
    );
    let three = Commission::ALL
        .into_iter()
        .find(|commission| commission.bands() == 3)
        .expect("a Commission of three bands (Artillery's Wearing Down)");
    let mut library = super::conflict::library();
    library.commission = three;
    let problem = lab(
        &library,
        ComputerLevel::Easy,
        2,
        1,
        1,
        &|_, _| {},
        &AtomicBool::new(false),
    )
    .expect_err("refused");
    assert!(problem.contains("two"), "{problem}");
}
