//! A pawn as a painted miniature on its base: the base's rim in the band's colour with a bright
//! mark on its front edge (the Approach), a figure dressed in the band's colour, and what it
//! carries at a glance: a long pike, a firearm or a sword; a Leader wears a gold plume.

use super::batch::Batch;
use super::{Painter, Shape, table_to_world};
use bevy::prelude::*;
use ysbilia_core::rules::cards::{ContractCard, WeaponColour};
use ysbilia_core::rules::hiring::LEADER;
use ysbilia_core::table::base::{
    BASE_THICKNESS_CM, DEFAULT_BASE_DIAMETER_CM, MINIATURE_HEIGHT_CM, Placement,
};
use ysbilia_core::table::layout::TableSize;

/// What the figure holds, from the card's weapons (their colours, § Armament).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arms {
    /// A missile weapon that discharges: drawn as a long gun.
    Firearm,
    /// Hafted weapons: drawn as a pike taller than the figure.
    Polearm,
    /// Edged weapons: drawn as a sword.
    Blade,
    /// Nothing to draw.
    Bare,
}

impl Arms {
    /// The weapon a player most needs to see: a gun first (it shoots), then a pike (it reaches),
    /// then a blade.
    pub fn of(card: &ContractCard) -> Self {
        let has = |colour: WeaponColour| {
            card.weapons
                .iter()
                .any(|weapon| weapon.colours.contains(&colour))
        };
        if card.weapons.iter().any(|weapon| weapon.discharge.is_some()) {
            Arms::Firearm
        } else if has(WeaponColour::Blue) {
            Arms::Polearm
        } else if has(WeaponColour::Red) {
            Arms::Blade
        } else {
            Arms::Bare
        }
    }
}

/// How one pawn is drawn.
pub struct Miniature {
    pub placement: Placement,
    pub band: Color,
    /// Greyed: it is escaping (§ Nerve).
    pub faded: bool,
    pub arms: Arms,
    pub leader: bool,
}

impl Miniature {
    pub fn of(card: &ContractCard, placement: Placement, band: Color, faded: bool) -> Self {
        Self {
            placement,
            band,
            faded,
            arms: Arms::of(card),
            leader: card.has_peculiarity(LEADER),
        }
    }
}

/// Spawns `miniatures` with `tag`, their parts merged by material (see `batch`).
pub fn spawn_miniatures<B: Bundle + Clone>(
    commands: &mut Commands,
    painter: &mut Painter,
    size: TableSize,
    miniatures: &[Miniature],
    tag: &B,
) {
    let mut batch = Batch::default();
    for miniature in miniatures {
        add_miniature(&mut batch, painter, size, miniature);
    }
    batch.spawn(commands, painter, Name::new("Miniatures"), tag);
}

/// Adds one miniature's parts, facing its Approach (along +x before turning).
fn add_miniature(batch: &mut Batch, painter: &mut Painter, size: TableSize, miniature: &Miniature) {
    let place = miniature.placement;
    let at = table_to_world(size, place.x, place.y, place.level);
    let facing = Quat::from_rotation_y(place.facing_degrees.to_radians());
    let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
    let cloth = if miniature.faded {
        miniature.band.mix(&Color::srgb(0.5, 0.5, 0.5), 0.6)
    } else {
        miniature.band
    };
    let root = Transform::from_translation(at).with_rotation(facing);
    let top = BASE_THICKNESS_CM;
    let legs = 1.2;
    let body = 1.3;
    let head = 0.32;
    let dark = painter.matte(Color::srgb(0.14, 0.12, 0.1));
    let skin = painter.matte(Color::srgb(0.86, 0.68, 0.54));
    let clothes = painter.matte(cloth);
    let steel = painter.metal(Color::srgb(0.72, 0.72, 0.74));
    let wood = painter.matte(Color::srgb(0.38, 0.25, 0.15));
    let mut parts: Vec<(Shape, Handle<StandardMaterial>, Transform)> = vec![
        // The base, and its rim in the band's colour so bands read apart from above.
        (
            Shape::cylinder(radius, BASE_THICKNESS_CM),
            dark.clone(),
            Transform::from_xyz(0.0, top / 2.0, 0.0),
        ),
        (
            Shape::annulus(radius - 0.3, radius),
            painter.matte(miniature.band),
            Transform::from_xyz(0.0, top + 0.015, 0.0)
                .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
        ),
        // The Approach: a bright wedge on the base's front edge.
        (
            Shape::cuboid(0.5, 0.12, 0.9),
            painter.glow(Color::srgb(0.95, 0.9, 0.6)),
            Transform::from_xyz(radius - 0.35, top + 0.06, 0.0),
        ),
        // Legs (breeches and boots), the coat, the head and a broad hat.
        (
            Shape::capsule(0.17, legs - 0.34),
            dark.clone(),
            Transform::from_xyz(0.0, top + legs / 2.0, 0.2),
        ),
        (
            Shape::capsule(0.17, legs - 0.34),
            dark.clone(),
            Transform::from_xyz(0.0, top + legs / 2.0, -0.2),
        ),
        (
            Shape::capsule(0.42, body - 0.6),
            clothes.clone(),
            Transform::from_xyz(0.0, top + legs + body / 2.0 - 0.15, 0.0),
        ),
        (
            Shape::sphere(head),
            skin,
            Transform::from_xyz(0.05, top + legs + body + head - 0.1, 0.0),
        ),
        // The hat is dyed in the band's colour: from above it is what shows.
        (
            Shape::cylinder(0.55, 0.06),
            clothes.clone(),
            Transform::from_xyz(0.05, top + legs + body + head * 1.6, 0.0),
        ),
        (
            Shape::cylinder(0.27, 0.3),
            clothes.clone(),
            Transform::from_xyz(0.05, top + legs + body + head * 1.6 + 0.15, 0.0),
        ),
    ];
    let shoulder = top + legs + body - 0.3;
    match miniature.arms {
        Arms::Firearm => parts.push((
            // A long gun held across the body, muzzle forward and up.
            Shape::cuboid(2.3, 0.16, 0.16),
            wood,
            Transform::from_xyz(0.45, shoulder - 0.25, 0.38)
                .with_rotation(Quat::from_rotation_z(0.35)),
        )),
        Arms::Polearm => {
            // A pike standing at the figure's side, well above its head.
            let length = MINIATURE_HEIGHT_CM + 1.6;
            parts.push((
                Shape::cylinder(0.11, length),
                wood,
                Transform::from_xyz(0.25, top + length / 2.0, 0.5),
            ));
            parts.push((
                Shape::cone(0.2, 0.6),
                steel,
                Transform::from_xyz(0.25, top + length + 0.2, 0.5),
            ));
        }
        Arms::Blade => parts.push((
            // A drawn sword, point forward.
            Shape::cuboid(1.5, 0.06, 0.14),
            steel,
            Transform::from_xyz(0.85, shoulder - 0.35, 0.42)
                .with_rotation(Quat::from_rotation_z(0.5)),
        )),
        Arms::Bare => {}
    }
    if miniature.leader {
        parts.push((
            Shape::sphere(0.22),
            painter.glow(Color::srgb(1.0, 0.8, 0.2)),
            Transform::from_xyz(-0.1, top + legs + body + head * 1.6 + 0.45, 0.0)
                .with_scale(Vec3::new(0.7, 1.6, 0.7)),
        ));
    }
    for (shape, material, transform) in parts {
        batch.add(shape, material, root * transform);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figure_shows_the_gun_before_the_pike_before_the_sword() {
        let content = ysbilia_core::rules::content::Content::load(&crate::paths::project_root());
        let arms: Vec<Arms> = content
            .bands
            .iter()
            .flat_map(|band| &band.cards)
            .map(Arms::of)
            .collect();
        for wanted in [Arms::Firearm, Arms::Polearm, Arms::Blade] {
            assert!(
                arms.contains(&wanted),
                "a shipped card drawn with {wanted:?}"
            );
        }
        // A card with a gun and a sword shows the gun.
        let both = content
            .bands
            .iter()
            .flat_map(|band| &band.cards)
            .find(|card| {
                card.weapons.iter().any(|weapon| weapon.discharge.is_some())
                    && card
                        .weapons
                        .iter()
                        .any(|weapon| weapon.colours.contains(&WeaponColour::Red))
            });
        if let Some(card) = both {
            assert_eq!(Arms::of(card), Arms::Firearm);
        }
    }
}
