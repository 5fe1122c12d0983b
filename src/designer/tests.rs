//! The designer's screen without a window: palette clicks place pieces, clicks select, a door
//! is added, undone and saved, and a layout with problems is not sent to the Brawl.

use super::DesignerScreen;
use super::panels::play_here;
use super::plan::click;
use bevy::prelude::Vec2;
use ysbilia_core::table::design::Palette;
use ysbilia_core::table::layout::{Opening, OpeningKind, PieceKind, Wall};
use ysbilia_core::table::layout_files::read_layouts;

fn screen() -> DesignerScreen {
    let palette = Palette::load(&crate::paths::project_root()).map_err(|error| error.to_string());
    assert!(palette.is_ok(), "the shipped palette reads: {palette:?}");
    DesignerScreen::new(palette)
}

fn arm(screen: &mut DesignerScreen, stem: &str) {
    let index = screen.palette.as_ref().ok().and_then(|palette| {
        palette
            .pieces
            .iter()
            .position(|entry| entry.piece.id == stem)
    });
    assert!(index.is_some(), "the palette has {stem}");
    screen.armed = index;
}

#[test]
fn a_palette_click_places_and_selects_and_clicks_select() {
    let mut screen = screen();
    arm(&mut screen, "house");
    click(&mut screen, Vec2::new(30.2, 40.7), false);
    assert_eq!(screen.armed, None, "one piece per choice without Shift");
    assert_eq!(screen.design.selected(), ["house".to_owned()]);
    let house = &screen.design.layout().pieces[0];
    assert_eq!((house.x, house.y), (30.0, 41.0), "snapped to the 1 cm grid");
    click(&mut screen, Vec2::new(80.0, 80.0), false);
    assert!(
        screen.design.selected().is_empty(),
        "a click on the bare table clears"
    );
    click(&mut screen, Vec2::new(31.0, 42.0), false);
    assert_eq!(screen.design.selected(), ["house".to_owned()]);
    arm(&mut screen, "rock");
    click(&mut screen, Vec2::new(70.0, 70.0), true);
    assert!(screen.armed.is_some(), "Shift keeps the piece armed");
}

#[test]
fn a_door_added_to_a_building_is_undone_redone_saved_and_opened_again() {
    let mut screen = screen();
    arm(&mut screen, "house");
    click(&mut screen, Vec2::new(50.0, 50.0), false);
    let doors = |screen: &DesignerScreen| match &screen.design.layout().pieces[0].kind {
        PieceKind::Building { openings, .. } => openings.len(),
        _ => 0,
    };
    let before = doors(&screen);
    let mut house = screen.design.layout().pieces[0].clone();
    if let PieceKind::Building { openings, .. } = &mut house.kind {
        openings.push(Opening {
            wall: Wall::East,
            kind: OpeningKind::Door,
            along: 3.0,
            width: 3.0,
            bottom: 0.0,
            height: 5.0,
        });
    }
    let outcome = screen.design.set_piece("house", house);
    assert!(outcome.is_ok(), "{outcome:?}");
    assert_eq!(doors(&screen), before + 1);
    assert!(screen.design.undo());
    assert_eq!(doors(&screen), before);
    assert!(screen.design.redo());
    assert_eq!(doors(&screen), before + 1);
    let folder = std::env::temp_dir().join(format!("ysbilia-designer-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    screen.design.rename("East Door");
    screen.save_to(&folder);
    assert!(!screen.design.unsaved_changes(), "{:?}", screen.message);
    let (layouts, problems) = read_layouts(&folder);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(layouts, vec![screen.design.layout().clone()]);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_layout_with_problems_is_not_sent_to_the_brawl() {
    let mut screen = screen();
    arm(&mut screen, "cart");
    click(&mut screen, Vec2::new(50.0, 50.0), false);
    let outcome = screen.design.drag_selected("cart", Vec2::new(99.0, 50.0));
    assert!(outcome.is_ok());
    let mut play_on = None;
    play_here(&mut screen, &mut play_on);
    assert_eq!(play_on, None);
    let message = screen.message.clone().unwrap_or_default();
    assert!(message.starts_with("Not playable until fixed"), "{message}");
}
