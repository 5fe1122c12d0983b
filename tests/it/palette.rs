//! Colour-blind safe: the colours that carry meaning stay apart under protanopia and
//! deuteranopia (simulated), so no player loses a band, a Vigour box or a refusal to a colour.

use ysbilia::palette::{ANTAGONISTS, BANDS, ILLEGAL, LEGAL, VIGOUR, least_distance, too_close};
use ysbilia_core::hebs::content::HebsLibrary;

#[test]
fn colour_blind_safe_the_bands_and_the_antagonists_stay_apart() {
    let colours = [
        ("band 1", BANDS[0]),
        ("band 2", BANDS[1]),
        ("band 3", BANDS[2]),
        ("Antagonists", ANTAGONISTS),
    ];
    assert_eq!(too_close(&colours), []);
}

#[test]
fn colour_blind_safe_vigour_boxes_and_legal_marks_stay_apart() {
    let vigour = [
        ("Bruises", VIGOUR[0]),
        ("Bleeding", VIGOUR[1]),
        ("Dying", VIGOUR[2]),
    ];
    assert_eq!(too_close(&vigour), []);
    assert_eq!(too_close(&[("legal", LEGAL), ("refused", ILLEGAL)]), []);
}

#[test]
fn colour_blind_safe_hebs_factions_stay_apart_in_every_pairing() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let library = HebsLibrary::load(root).expect("the factions load");
    let colours: Vec<(&str, [u8; 3])> = library
        .factions
        .iter()
        .map(|faction| {
            let (red, green, blue) = faction.colour;
            (faction.name.as_str(), [red, green, blue])
        })
        .collect();
    assert!(colours.len() >= 4, "every faction is read");
    assert_eq!(too_close(&colours), []);
}

#[test]
fn colour_blind_safe_the_simulation_finds_red_and_green_alike() {
    // The check has teeth: a classic red and green pair fails it, black and white do not.
    assert!(least_distance([200, 40, 40], [120, 110, 40]) < 20.0);
    assert!(least_distance([0, 0, 0], [255, 255, 255]) > 90.0);
}
