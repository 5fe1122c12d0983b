//! The Brawl's 3D table: the board, scenery and miniatures from `crate::table3d` (the look the
//! designer shares), and what only a conflict has: luminaries with their light, bombs, smoke
//! markers, and day or night. Rebuilt from core after every command.

use super::ConflictScreen;
use super::setup::pawn_colour;
use crate::screens::Screen;
use crate::table3d::{Miniature, PaintAssets, Painter, Shape, spawn_miniatures, warm_light};
use bevy::prelude::*;
use ysbilia_core::conflict::view::PawnView;
use ysbilia_core::conflict::{BombStage, Conflict};
use ysbilia_core::rules::audacity::Nerve;
use ysbilia_core::table::base::{BASE_THICKNESS_CM, DEFAULT_BASE_DIAMETER_CM, Placement};
use ysbilia_core::table::light::{LUMINARY_LIGHT_RADIUS_CM, Quadrant};

pub(super) use crate::table3d::{table_to_world, world_to_table};

/// A pawn's eyes above its base's underside (the pawn's-eye camera).
pub(super) const EYE_ABOVE_BASE: f32 = BASE_THICKNESS_CM + 3.1;

/// Everything of the table scene (board, scenery, lights).
#[derive(Component, Clone)]
pub(super) struct TableScene;

/// What changes with every command: pawns, luminaries, smoke.
#[derive(Component, Clone)]
pub(super) struct TablePieces;

/// Which game and revision the scene shows.
#[derive(Default)]
pub(super) struct Shown {
    game: Option<u64>,
    revision: u64,
    /// The scenery pieces blown away when the table was last built.
    removed: Vec<usize>,
    /// And those fallen to ruins (§ Artillery's Wearing Down).
    ruins: Vec<usize>,
    /// How many pieces it had (an Enclave placed adds one).
    pieces: usize,
}

pub(super) fn sync_scene(
    mut commands: Commands,
    screen: Option<Res<ConflictScreen>>,
    entry: Res<State<Screen>>,
    mut shown: Local<Shown>,
    mut paint: PaintAssets,
    scene: Query<Entity, With<TableScene>>,
    pieces: Query<Entity, With<TablePieces>>,
) {
    let Some(ConflictScreen::Playing(table)) = screen.as_deref() else {
        if shown.game.is_some() {
            for entity in scene.iter().chain(pieces.iter()) {
                commands.entity(entity).despawn();
            }
            *shown = Shown::default();
        }
        return;
    };
    let Some(mut assets) = paint.painter() else {
        return;
    };
    let game = table.game();
    let key = table.id;
    // The entry the table was opened by: leaving it takes the scene away.
    let entry = *entry.get();
    // Leaving the screen despawned the scene: coming back to the same game builds it again.
    // An explosion that blew small obstacles away (or an undo that brings them back) builds
    // the table again without them.
    let removed = game.scenery().removed();
    let ruins = game.ruins();
    if shown.game != Some(key)
        || scene.is_empty()
        || shown.removed != removed
        || shown.ruins != ruins
        || shown.pieces != game.scenery().layout().pieces.len()
    {
        for entity in &scene {
            commands.entity(entity).despawn();
        }
        spawn_table(&mut commands, &mut assets, game, entry);
        shown.game = Some(key);
        shown.revision = 0;
        shown.removed = removed.to_vec();
        shown.ruins = ruins.to_vec();
        shown.pieces = game.scenery().layout().pieces.len();
    }
    if shown.revision != table.revision {
        for entity in &pieces {
            commands.entity(entity).despawn();
        }
        spawn_pieces(&mut commands, &mut assets, game, entry);
        shown.revision = table.revision;
    }
}

fn spawn_table(commands: &mut Commands, assets: &mut Painter, game: &Conflict, entry: Screen) {
    let size = game.setup().layout.table;
    let tag = (TableScene, DespawnOnExit(entry));
    crate::table3d::spawn_board(commands, assets, size, &tag);
    crate::table3d::spawn_sky(commands, game.is_night(), &tag);
    let pieces = game.scenery().pieces().map(|(_, piece)| piece);
    crate::table3d::spawn_scenery(commands, assets, size, pieces, &tag);
}

fn spawn_pieces(commands: &mut Commands, assets: &mut Painter, game: &Conflict, entry: Screen) {
    let size = game.setup().layout.table;
    let night = game.is_night();
    let mut miniatures = Vec::new();
    for mut pawn in game.pawns() {
        // § To Seek Sanctuary: a dragged pawn is off the table, carried: drawn behind its dragger.
        if pawn.placement.is_none()
            && let Some(dragger) = game
                .carried_by(pawn.id)
                .and_then(|dragger| game.pawn(dragger))
                .and_then(|dragger| dragger.placement)
        {
            let back = dragger.facing_degrees.to_radians();
            let behind = DEFAULT_BASE_DIAMETER_CM + 0.1;
            pawn.placement = Some(Placement {
                x: dragger.x - back.cos() * behind,
                y: dragger.y - back.sin() * behind,
                ..dragger
            });
        }
        let colour = pawn_colour(game, pawn.id, pawn.side);
        miniatures.extend(miniature_of(&pawn, colour));
        // § Panoply Cards: a Farol lights its bearer's surroundings at night.
        if let Some(place) = pawn
            .placement
            .filter(|_| night && game.carries_light(pawn.id))
        {
            commands.spawn((
                Name::new("Farol light"),
                TablePieces,
                DespawnOnExit(entry),
                warm_light(2.0e6, LUMINARY_LIGHT_RADIUS_CM * 1.5),
                Transform::from_translation(table_to_world(
                    size,
                    place.x,
                    place.y,
                    place.level + 5.0,
                )),
            ));
        }
    }
    spawn_miniatures(
        commands,
        assets,
        size,
        &miniatures,
        &(TablePieces, DespawnOnExit(entry)),
    );
    for luminary in game.luminaries() {
        let at = table_to_world(size, luminary.x, luminary.y, 0.0);
        commands.spawn((
            Name::new("Luminary"),
            TablePieces,
            DespawnOnExit(entry),
            Mesh3d(assets.mesh(Shape::cylinder(0.6, 4.0))),
            MeshMaterial3d(assets.glow(Color::srgb(1.0, 0.7, 0.3))),
            Transform::from_translation(at + Vec3::Y * 2.0),
        ));
        commands.spawn((
            Name::new("Luminary light"),
            TablePieces,
            DespawnOnExit(entry),
            warm_light(4.0e6, LUMINARY_LIGHT_RADIUS_CM * 1.5),
            Transform::from_translation(at + Vec3::Y * 6.0),
        ));
    }
    for bomb in game.bombs() {
        if let BombStage::Placed { at, level } = bomb.stage {
            commands.spawn((
                Name::new("Bomb"),
                TablePieces,
                DespawnOnExit(entry),
                Mesh3d(assets.mesh(Shape::sphere(1.4))),
                MeshMaterial3d(assets.matte(Color::srgb(0.12, 0.1, 0.1))),
                Transform::from_translation(
                    table_to_world(size, at.x, at.y, level) + Vec3::Y * 1.4,
                ),
            ));
        }
    }
    let smoke = game.smoke_markers();
    for quadrant in Quadrant::ALL {
        let count = smoke.get(quadrant.index()).copied().unwrap_or(0);
        let (qx, qy) = quadrant.centre(size);
        for index in 0..count {
            let spread = index as f32 * 4.0;
            let at = table_to_world(size, qx + spread, qy, 0.0);
            commands.spawn((
                Name::new("Smoke marker"),
                TablePieces,
                DespawnOnExit(entry),
                Mesh3d(assets.mesh(Shape::sphere(1.6))),
                MeshMaterial3d(assets.glass(Color::srgba(0.8, 0.8, 0.8, 0.6))),
                Transform::from_translation(at + Vec3::Y * 1.6),
            ));
        }
    }
}

/// How `pawn` is drawn, where it stands.
fn miniature_of(pawn: &PawnView, band: bevy_egui::egui::Color32) -> Option<Miniature> {
    Some(Miniature::of(
        &pawn.card,
        pawn.placement?,
        Color::srgb_u8(band.r(), band.g(), band.b()),
        pawn.nerve == Nerve::Escaping,
    ))
}
