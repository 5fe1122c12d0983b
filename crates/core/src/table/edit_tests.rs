use super::*;
use crate::table::layout::{Opening, OpeningKind, PieceKind, Wall};
use proptest::prelude::*;

fn crate_piece(id: &str, x: f32, y: f32) -> Piece {
    Piece {
        id: id.to_owned(),
        kind: PieceKind::SmallObstacle,
        shape: Footprint::Rect {
            width: 4.0,
            depth: 2.0,
        },
        x,
        y,
        rotation_degrees: 0.0,
        height: 3.0,
    }
}

fn house(id: &str) -> Piece {
    Piece {
        id: id.to_owned(),
        kind: PieceKind::Building {
            storeys: 2,
            openings: vec![Opening {
                wall: Wall::South,
                kind: OpeningKind::Door,
                along: 4.0,
                width: 3.0,
                bottom: 0.0,
                height: 5.0,
            }],
        },
        shape: Footprint::Rect {
            width: 16.0,
            depth: 12.0,
        },
        x: 50.0,
        y: 50.0,
        rotation_degrees: 0.0,
        height: 0.0,
    }
}

fn table(pieces: Vec<Piece>) -> Layout {
    Layout {
        name: "test".to_owned(),
        table: TableSize::default(),
        deployment_zones: Vec::new(),
        pieces,
    }
}

fn ids(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| (*name).to_owned()).collect()
}

#[test]
fn place_move_rotate_and_undo_every_step() {
    let mut layout = table(vec![house("church")]);
    let start = layout.clone();
    let mut history = History::default();
    history
        .make(
            &mut layout,
            &Edit::Place(vec![crate_piece("cart", 20.0, 20.0)]),
        )
        .expect("a new piece");
    history
        .make(
            &mut layout,
            &Edit::Move {
                ids: ids(&["cart", "church"]),
                dx: 0.1,
                dy: -0.3,
            },
        )
        .expect("both move");
    history
        .make(
            &mut layout,
            &Edit::Rotate {
                ids: ids(&["cart"]),
                degrees: -15.0,
            },
        )
        .expect("turned");
    assert_eq!(layout.pieces[1].rotation_degrees, 345.0);
    assert!((layout.pieces[0].x - 50.1).abs() < 1e-4);
    let end = layout.clone();
    while history.undo(&mut layout) {}
    assert_eq!(layout, start, "undone exactly, no drift");
    while history.redo(&mut layout) {}
    assert_eq!(layout, end, "redone exactly");
}

#[test]
fn refused_edits_change_nothing_and_say_why() {
    let mut layout = table(vec![house("church")]);
    let before = layout.clone();
    let mut history = History::default();
    let taken = history.make(&mut layout, &Edit::Place(vec![house("church")]));
    assert_eq!(taken, Err(EditError::Taken("church".to_owned())));
    let unknown = history.make(
        &mut layout,
        &Edit::Delete {
            ids: ids(&["tavern"]),
        },
    );
    assert_eq!(unknown, Err(EditError::Unknown("tavern".to_owned())));
    let nan = history.make(
        &mut layout,
        &Edit::Move {
            ids: ids(&["church"]),
            dx: f32::NAN,
            dy: 0.0,
        },
    );
    assert!(matches!(nan, Err(EditError::NotFinite(_))));
    let none = history.make(
        &mut layout,
        &Edit::Rotate {
            ids: Vec::new(),
            degrees: 15.0,
        },
    );
    assert_eq!(none, Err(EditError::NothingSelected));
    assert_eq!(layout, before);
    assert!(!history.can_undo());
}

#[test]
fn a_piece_off_the_table_is_a_draft_that_validation_names() {
    let mut layout = table(vec![crate_piece("cart", 20.0, 20.0)]);
    let mut history = History::default();
    history
        .make(
            &mut layout,
            &Edit::Move {
                ids: ids(&["cart"]),
                dx: 200.0,
                dy: 0.0,
            },
        )
        .expect("kept as a draft");
    let problems = layout.problems();
    assert!(
        problems.iter().any(|problem| problem.contains("cart")),
        "{problems:?}"
    );
}

#[test]
fn duplicates_get_fresh_names_and_a_new_edit_forgets_the_redo() {
    let mut layout = table(vec![crate_piece("cart", 20.0, 20.0)]);
    let mut history = History::default();
    let twice = Edit::Duplicate {
        ids: ids(&["cart"]),
        dx: 5.0,
        dy: 0.0,
    };
    history.make(&mut layout, &twice).expect("copied");
    history.make(&mut layout, &twice).expect("copied again");
    let names: Vec<&str> = layout
        .pieces
        .iter()
        .map(|piece| piece.id.as_str())
        .collect();
    assert_eq!(names, ["cart", "cart 2", "cart 3"]);
    assert!(history.undo(&mut layout));
    assert!(history.can_redo());
    history
        .make(
            &mut layout,
            &Edit::Delete {
                ids: ids(&["cart"]),
            },
        )
        .expect("deleted");
    assert!(!history.can_redo());
    assert!(history.undo(&mut layout));
    let names: Vec<&str> = layout
        .pieces
        .iter()
        .map(|piece| piece.id.as_str())
        .collect();
    assert_eq!(names, ["cart", "cart 2"], "put back in its place");
}

#[test]
fn snapping_to_the_grid() {
    assert_eq!(snap(12.4, SNAP_CM), 12.0);
    assert_eq!(snap(-0.6, SNAP_CM), -1.0);
    assert_eq!(snap(22.0, SNAP_DEGREES), 15.0);
    assert_eq!(snap(23.0, SNAP_DEGREES), 30.0);
    assert_eq!(snap(7.25, 0.0), 7.25, "snapping off");
}

fn any_piece(index: usize) -> impl Strategy<Value = Piece> {
    (
        5.0f32..95.0,
        5.0f32..95.0,
        0.0f32..360.0,
        1.0f32..8.0,
        any::<bool>(),
    )
        .prop_map(move |(x, y, rotation_degrees, size, round)| Piece {
            id: format!("piece {index}"),
            kind: PieceKind::SmallObstacle,
            shape: if round {
                Footprint::Circle { radius: size / 2.0 }
            } else {
                Footprint::Rect {
                    width: size,
                    depth: size / 2.0,
                }
            },
            x,
            y,
            rotation_degrees,
            height: 2.0,
        })
}

fn any_layout() -> impl Strategy<Value = Layout> {
    (0usize..6)
        .prop_flat_map(|count| (0..count).map(any_piece).collect::<Vec<_>>())
        .prop_map(table)
}

/// An edit on the pieces `piece 0` to `piece 7` (some absent: refused, which is fine too).
fn any_edit() -> impl Strategy<Value = Edit> {
    let some_ids = proptest::collection::vec((0usize..8).prop_map(|n| format!("piece {n}")), 0..3);
    prop_oneof![
        (8usize..12)
            .prop_flat_map(any_piece)
            .prop_map(|piece| Edit::Place(vec![piece])),
        (some_ids.clone(), -20.0f32..20.0, -20.0f32..20.0).prop_map(|(ids, dx, dy)| Edit::Move {
            ids,
            dx,
            dy
        }),
        (some_ids.clone(), -90.0f32..90.0).prop_map(|(ids, degrees)| Edit::Rotate { ids, degrees }),
        (0usize..8, 0.5f32..20.0).prop_map(|(n, radius)| Edit::Resize {
            id: format!("piece {n}"),
            shape: Footprint::Circle { radius },
            height: 1.0,
        }),
        some_ids.clone().prop_map(|ids| Edit::Delete { ids }),
        (some_ids, -10.0f32..10.0).prop_map(|(ids, dx)| Edit::Duplicate { ids, dx, dy: 0.0 }),
        (50.0f32..200.0).prop_map(|width| Edit::Table(TableSize {
            width,
            depth: 100.0
        })),
    ]
}

proptest! {
    /// Undo takes back every edit exactly, in any order of edits, and redo makes them again.
    #[test]
    fn undo_returns_the_same_layout_and_redo_the_same_edits(
        start in any_layout(),
        edits in proptest::collection::vec(any_edit(), 0..12),
    ) {
        let mut layout = start.clone();
        let mut history = History::default();
        let mut states = vec![layout.clone()];
        for edit in &edits {
            if history.make(&mut layout, edit).is_ok() {
                states.push(layout.clone());
            }
        }
        for state in states.iter().rev().skip(1) {
            prop_assert!(history.undo(&mut layout));
            prop_assert_eq!(&layout, state);
        }
        prop_assert!(!history.undo(&mut layout));
        prop_assert_eq!(&layout, &start);
        for state in states.iter().skip(1) {
            prop_assert!(history.redo(&mut layout));
            prop_assert_eq!(&layout, state);
        }
    }

    /// A layout that validates is saved and read back as the same value.
    #[test]
    fn a_valid_layout_saves_and_loads_the_same(layout in any_layout()) {
        prop_assume!(layout.problems().is_empty());
        let text = crate::storage::to_pretty_ron(&layout).expect("written");
        let read = Layout::parse("test.ron", &text).expect("read back");
        prop_assert_eq!(read, layout);
    }
}
