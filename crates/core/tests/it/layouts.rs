//! The sample layouts in scenarios/layouts/ load, validate and answer geometry questions.

use crate::tables::pawn;
use parry3d::math::Vec2;
use ysbilia_core::table::layout::Layout;
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::{SightOptions, line_of_sight};

fn layout(name: &str) -> Layout {
    let path = format!(
        "{}/../../scenarios/layouts/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    Layout::parse(name, &text).unwrap_or_else(|error| panic!("{error}"))
}

const SAMPLES: [&str; 3] = [
    "village-street.ron",
    "rural-crossroads.ron",
    "church-sanctuary.ron",
];

#[test]
fn every_sample_layout_validates() {
    for name in SAMPLES {
        let layout = layout(name);
        assert!(
            layout.problems().is_empty(),
            "{name}: {:?}",
            layout.problems()
        );
        assert!(!layout.pieces.is_empty());
    }
}

#[test]
fn to_seek_sanctuary_the_church_doors_face_the_other_edges() {
    let scenery = Scenery::new(layout("church-sanctuary.ron"));
    // Standing in the main (south) doorway, a pawn looks out over the square...
    let doorway = pawn(1, 50.0, 79.0, 270.0);
    let square = pawn(2, 45.0, 55.0, 90.0);
    assert!(
        line_of_sight(
            &scenery,
            &[doorway, square],
            &doorway,
            &square,
            SightOptions::default()
        )
        .clear
    );
    // ...but nobody sees through the church's solid west wall from the south-west.
    let outside = pawn(3, 30.0, 86.0, 0.0);
    let inside = pawn(4, 45.0, 86.0, 180.0);
    assert!(
        !line_of_sight(
            &scenery,
            &[outside, inside],
            &outside,
            &inside,
            SightOptions::default()
        )
        .clear
    );
    // The church is two storeys: floors at 6 and 12 cm.
    assert_eq!(
        scenery.surfaces_at(Vec2::new(50.0, 90.0)),
        vec![0.0, 6.0, 12.0]
    );
}
