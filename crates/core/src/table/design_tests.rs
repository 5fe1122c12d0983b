use super::*;
use crate::table::layout::{Footprint, PieceKind};
use crate::table::layout_files::read_layouts;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn palette() -> Palette {
    match Palette::load(root()) {
        Ok(palette) => palette,
        Err(error) => panic!("the shipped palette reads: {error}"),
    }
}

fn template(stem: &str) -> Piece {
    palette()
        .pieces
        .into_iter()
        .map(|entry| entry.piece)
        .find(|piece| piece.id == stem)
        .unwrap_or_else(|| panic!("the palette has {stem}"))
}

fn placed(design: &mut Design, stem: &str, x: f32, y: f32) -> String {
    design
        .place(&template(stem), Vec2::new(x, y))
        .unwrap_or_else(|error| panic!("{stem} is placed: {error}"))
}

#[test]
fn every_palette_piece_placed_alone_on_an_empty_table_validates() {
    let palette = palette();
    assert!(
        palette.pieces.len() >= 10,
        "a piece of every kind the format has"
    );
    for entry in &palette.pieces {
        let mut design = Design::empty("one piece");
        placed(&mut design, &entry.piece.id, 50.0, 50.0);
        assert_eq!(design.problems(), Vec::new(), "{}", entry.label);
    }
    for kind in [
        "SmallObstacle",
        "LargeObstacle",
        "Building",
        "Level",
        "Water",
        "Rough",
        "Impassable",
    ] {
        assert!(
            palette
                .pieces
                .iter()
                .any(|entry| format!("{:?}", entry.piece.kind).starts_with(kind)),
            "the palette offers a {kind}"
        );
    }
}

#[test]
fn a_placed_piece_is_named_after_its_stem_snapped_and_selected() {
    let mut design = Design::empty("village");
    let first = placed(&mut design, "house", 20.4, 30.6);
    let second = placed(&mut design, "house", 60.0, 30.0);
    assert_eq!((first.as_str(), second.as_str()), ("house", "house 2"));
    let house = &design.layout().pieces[0];
    assert_eq!((house.x, house.y), (20.0, 31.0));
    assert_eq!(design.selected(), ["house 2".to_owned()]);
}

#[test]
fn a_drag_is_one_edit_to_the_grid_or_exact_without_it() {
    let mut design = Design::empty("drag");
    let cart = placed(&mut design, "cart", 50.0, 50.0);
    design
        .drag_selected(&cart, Vec2::new(70.3, 20.8))
        .unwrap_or_else(|error| panic!("{error}"));
    let piece = &design.layout().pieces[0];
    assert_eq!((piece.x, piece.y), (70.0, 21.0));
    assert!(design.undo());
    assert_eq!(
        design.layout().pieces[0].x,
        50.0,
        "one undo takes the whole drag back"
    );
    design.snapping = false;
    design
        .drag_selected(&cart, Vec2::new(70.3, 20.8))
        .unwrap_or_else(|error| panic!("{error}"));
    let piece = &design.layout().pieces[0];
    assert!((piece.x - 70.3).abs() < 1e-4 && (piece.y - 20.8).abs() < 1e-4);
}

#[test]
fn turning_snaps_each_piece_to_fifteen_degrees() {
    let mut design = Design::empty("turn");
    placed(&mut design, "cart", 50.0, 50.0);
    let mut crooked = design.layout().pieces[0].clone();
    crooked.rotation_degrees = 7.0;
    design
        .set_piece("cart", crooked)
        .unwrap_or_else(|error| panic!("{error}"));
    design
        .rotate_selected(15.0)
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(design.layout().pieces[0].rotation_degrees, 15.0);
    design
        .rotate_selected(-30.0)
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(design.layout().pieces[0].rotation_degrees, 345.0);
}

#[test]
fn undo_takes_back_every_step_to_the_empty_table_and_redo_makes_them_again() {
    let mut design = Design::empty("steps");
    let empty = design.layout().clone();
    placed(&mut design, "house", 30.0, 30.0);
    placed(&mut design, "rock", 70.0, 70.0);
    design
        .move_selected(-5.0, 2.0)
        .unwrap_or_else(|error| panic!("{error}"));
    design
        .duplicate_selected()
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(design.selected(), ["rock 2".to_owned()]);
    design
        .delete_selected()
        .unwrap_or_else(|error| panic!("{error}"));
    let last = design.layout().clone();
    let mut undone = 0;
    while design.undo() {
        undone += 1;
    }
    assert_eq!(undone, 5);
    assert_eq!(design.layout(), &empty);
    assert!(design.selected().is_empty(), "nothing selected is gone");
    while design.redo() {}
    assert_eq!(design.layout(), &last);
}

#[test]
fn a_renamed_piece_keeps_its_place_and_undo_brings_the_old_name_back() {
    let mut design = Design::empty("names");
    placed(&mut design, "house", 30.0, 30.0);
    placed(&mut design, "rock", 70.0, 70.0);
    let mut chapel = design.layout().pieces[0].clone();
    chapel.id = "chapel".to_owned();
    design.select(Some("house"), false);
    design
        .set_piece("house", chapel)
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(design.layout().pieces[0].id, "chapel");
    assert_eq!(design.selected(), ["chapel".to_owned()]);
    let mut clash = design.layout().pieces[0].clone();
    clash.id = "rock".to_owned();
    assert_eq!(
        design.set_piece("chapel", clash),
        Err(EditError::Taken("rock".to_owned()))
    );
    assert!(design.undo());
    assert_eq!(design.layout().pieces[0].id, "house");
}

#[test]
fn the_topmost_piece_under_a_point_is_picked() {
    let mut design = Design::empty("pick");
    placed(&mut design, "mud", 50.0, 50.0);
    placed(&mut design, "crates", 50.0, 50.0);
    let picked = design
        .piece_at(Vec2::new(51.0, 50.0))
        .map(|piece| &piece.id);
    assert_eq!(picked.map(String::as_str), Some("crates"));
    let picked = design
        .piece_at(Vec2::new(57.0, 50.0))
        .map(|piece| &piece.id);
    assert_eq!(picked.map(String::as_str), Some("mud"));
    assert!(design.piece_at(Vec2::new(5.0, 5.0)).is_none());
}

#[test]
fn a_saved_layout_reads_back_the_same_and_a_draft_is_saved_but_not_offered() {
    let folder = std::env::temp_dir().join(format!("ysbilia-design-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let mut design = Design::empty("Market Day");
    assert!(design.unsaved_changes(), "a new table is not on disk");
    placed(&mut design, "tall house", 40.0, 40.0);
    placed(&mut design, "pond", 75.0, 25.0);
    let path = design
        .save(&folder)
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(path.ends_with("market-day.ron"));
    assert!(!design.unsaved_changes());
    let (layouts, problems) = read_layouts(&folder);
    assert_eq!(problems, Vec::<String>::new());
    assert_eq!(layouts, vec![design.layout().clone()]);
    // Dragged half off the table: a draft, saved, but not offered for play.
    design
        .drag_selected("pond", Vec2::new(99.0, 25.0))
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(design.unsaved_changes());
    assert!(!design.problems().is_empty());
    design
        .save(&folder)
        .unwrap_or_else(|error| panic!("{error}"));
    let (layouts, problems) = read_layouts(&folder);
    assert!(layouts.is_empty());
    assert_eq!(problems.len(), 1, "{problems:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_layout_without_a_name_is_not_saved() {
    let mut design = Design::opened(Design::empty(" ").layout().clone());
    assert!(!design.unsaved_changes());
    let folder = std::env::temp_dir().join("ysbilia-design-unnamed");
    assert!(design.save(&folder).is_err());
    let circle = Piece {
        id: "stone".to_owned(),
        kind: PieceKind::SmallObstacle,
        shape: Footprint::Circle { radius: 1.0 },
        x: 0.0,
        y: 0.0,
        rotation_degrees: 0.0,
        height: 1.0,
    };
    design.rename("Stones");
    design
        .place(&circle, Vec2::new(10.0, 10.0))
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(design.layout().name, "Stones");
}

#[test]
fn deployment_zones_are_edited_and_undone_like_pieces_and_checked() {
    let mut design = Design::empty("zones");
    let south = Zone {
        x: 0.0,
        y: 0.0,
        width: 100.0,
        depth: 20.0,
    };
    let north = Zone { y: 80.0, ..south };
    design
        .set_zones(vec![south, north])
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(design.layout().deployment_zones, vec![south, north]);
    assert!(design.problems().is_empty());
    design
        .set_zones(vec![south, Zone { y: 95.0, ..north }])
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(
        !design.problems().is_empty(),
        "a zone off the table is a problem"
    );
    assert!(design.undo());
    assert_eq!(design.layout().deployment_zones, vec![south, north]);
    assert!(design.undo());
    assert!(design.layout().deployment_zones.is_empty());
    assert_eq!(
        design.set_zones(vec![Zone {
            x: f32::NAN,
            ..south
        }]),
        Err(EditError::NotFinite(crate::table::edit::Measure::Zone))
    );
}

#[test]
fn a_number_dragged_in_a_field_is_one_undo_step_until_something_else_is_done() {
    let mut design = Design::empty("fields");
    placed(&mut design, "cart", 50.0, 50.0);
    let set_x = |design: &mut Design, x: f32| {
        let mut cart = design.layout().pieces[0].clone();
        cart.x = x;
        design
            .set_piece("cart", cart)
            .unwrap_or_else(|error| panic!("{error}"));
    };
    for x in [51.0, 52.5, 54.0] {
        set_x(&mut design, x);
    }
    assert!(design.undo());
    assert_eq!(design.layout().pieces[0].x, 50.0, "the whole drag at once");
    assert!(design.redo());
    assert_eq!(design.layout().pieces[0].x, 54.0);
    // A turn between two field edits splits them.
    design
        .rotate_selected(15.0)
        .unwrap_or_else(|error| panic!("{error}"));
    set_x(&mut design, 60.0);
    assert!(design.undo());
    assert_eq!(design.layout().pieces[0].x, 54.0);
    assert_eq!(design.layout().pieces[0].rotation_degrees, 15.0);
    let south = Zone {
        x: 0.0,
        y: 0.0,
        width: 100.0,
        depth: 20.0,
    };
    for depth in [20.0, 22.0, 25.0] {
        design
            .set_zones(vec![Zone { depth, ..south }])
            .unwrap_or_else(|error| panic!("{error}"));
    }
    assert!(design.undo());
    assert_eq!(
        design.layout().deployment_zones,
        vec![south],
        "the zone's depth dragged is one step, its adding another"
    );
    assert!(design.undo());
    assert!(design.layout().deployment_zones.is_empty());
}

#[test]
fn the_pieces_a_problem_is_about_are_named_for_the_plan() {
    let mut design = Design::empty("outlines");
    placed(&mut design, "pond", 50.0, 50.0);
    placed(&mut design, "rock", 20.0, 20.0);
    assert!(design.layout().pieces_with_problems().is_empty());
    design
        .drag_selected("rock", Vec2::new(1.0, 20.0))
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(design.layout().pieces_with_problems(), ["rock"]);
    assert!(!design.problems().is_empty());
}

use crate::table::design_shape::MIN_SIZE_CM;

#[test]
fn a_drag_over_the_bare_table_selects_the_pieces_whose_centres_it_encloses() {
    let mut design = Design::empty("box");
    let rock = placed(&mut design, "rock", 20.0, 20.0);
    let cart = placed(&mut design, "cart", 40.0, 30.0);
    let far = placed(&mut design, "rock", 80.0, 80.0);
    design.select_within(Vec2::new(45.0, 10.0), Vec2::new(10.0, 35.0), false);
    assert_eq!(design.selected(), [rock.clone(), cart.clone()]);
    design.select_within(Vec2::new(70.0, 70.0), Vec2::new(90.0, 90.0), true);
    assert_eq!(design.selected(), [rock, cart, far.clone()], "Shift adds");
    design.select_within(Vec2::new(70.0, 70.0), Vec2::new(90.0, 90.0), false);
    assert_eq!(design.selected(), [far]);
    design.select_within(Vec2::new(0.0, 0.0), Vec2::new(1.0, 1.0), false);
    assert!(design.selected().is_empty(), "an empty box clears");
}

#[test]
fn a_corner_handle_resizes_with_the_opposite_corner_fixed_and_undo_restores() {
    let mut design = Design::empty("handles");
    let cart = placed(&mut design, "cart", 50.0, 50.0);
    let before = design.layout().clone();
    let handles = design.size_handles();
    assert_eq!(handles.len(), 4, "a rectangle's four corners");
    let piece = &design.layout().pieces[0];
    let opposite = piece.corners()[0];
    // The north-east corner dragged 4 cm east and 2.3 cm north: 1 cm snapping.
    let north_east = handles[2].at;
    assert!(
        design
            .drag_handle(2, north_east + Vec2::new(4.0, 2.3))
            .is_ok()
    );
    let piece = &design.layout().pieces[0];
    assert_eq!(piece.id, cart);
    let Footprint::Rect { width, depth } = piece.shape else {
        panic!("still a rectangle");
    };
    assert_eq!((width, depth), (14.0, 7.0), "10 x 5 grew by 4 and 2");
    assert!(
        piece.corners()[0].distance(opposite) < 1e-4,
        "the opposite corner stayed"
    );
    assert!(design.undo());
    assert_eq!(design.layout(), &before);
}

#[test]
fn a_handle_never_leaves_a_piece_smaller_than_half_a_centimetre_and_turns_with_it() {
    let mut design = Design::empty("handles");
    placed(&mut design, "cart", 50.0, 50.0);
    assert!(design.rotate_selected(90.0).is_ok());
    let handles = design.size_handles();
    // Past the opposite corner: the minimum, not a flipped piece.
    let opposite = design.layout().pieces[0].corners()[0];
    let Ok(squashed) = design.resized(2, opposite + Vec2::new(3.0, -3.0)) else {
        panic!("a handle's drag is measured");
    };
    assert_eq!(
        squashed.shape,
        Footprint::Rect {
            width: MIN_SIZE_CM,
            depth: MIN_SIZE_CM
        }
    );
    // Turned 90°: the width runs north, so dragging the corner north widens it.
    let Ok(wider) = design.resized(2, handles[2].at + Vec2::new(0.0, 3.0)) else {
        panic!("a handle's drag is measured");
    };
    assert_eq!(
        wider.shape,
        Footprint::Rect {
            width: 13.0,
            depth: 5.0
        }
    );
    assert!(
        design.resized(7, Vec2::new(1.0, 1.0)).is_err(),
        "no such handle"
    );
    design.select(None, false);
    assert!(design.size_handles().is_empty());
    assert_eq!(design.resized(0, Vec2::ZERO), Err(EditError::NotOne));
}

#[test]
fn a_circle_is_resized_by_its_rim_about_its_centre() {
    let mut design = Design::empty("well");
    placed(&mut design, "well", 30.0, 30.0);
    let handles = design.size_handles();
    assert_eq!(handles.len(), 1);
    assert!(design.drag_handle(0, Vec2::new(34.2, 30.0)).is_ok());
    let piece = &design.layout().pieces[0];
    assert_eq!(piece.shape, Footprint::Circle { radius: 4.0 });
    assert_eq!((piece.x, piece.y), (30.0, 30.0));
}

#[test]
fn to_seek_sanctuary_a_church_from_the_palette_set_against_an_edge_is_the_commissions_church() {
    use crate::conflict::{Commission, default_church};
    let mut design = Design::empty("my church");
    assert!(
        Commission::ToSeekSanctuary
            .layout_problem(design.layout())
            .is_some(),
        "an empty table has no Church"
    );
    // In the middle it touches no edge; dragged against the north edge it does.
    let church = placed(&mut design, "church", 50.0, 50.0);
    assert_eq!(default_church(design.layout()), None);
    assert!(design.drag_selected(&church, Vec2::new(50.0, 90.0)).is_ok());
    assert_eq!(default_church(design.layout()), Some(0));
    assert_eq!(
        Commission::ToSeekSanctuary.layout_problem(design.layout()),
        None
    );
    assert!(design.problems().is_empty(), "{:?}", design.problems());
}
