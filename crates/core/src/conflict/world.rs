//! The conflict's world: Bevy's ECS world of pawns, scenery pieces, luminaries and markers, and
//! beside it the rules' state (the turn, what is pending, the Commission's notes) as plain
//! fields. In Bevy 0.19 a resource is an entity of its own: looking one up by its type cost
//! about 150 instructions, a Brawl's command made about 76 of them, and building a world spent
//! about 8,000 on each of the 37. Here `resource::<R>()` is a field read the compiler resolves.

use super::components::{
    Antagonists, BandRules, Casualties, Conditions, Decks, Enclaves, Engagement, HuntTable,
    Lanterns, Light, Looted, NextStep, PanoplyUsed, Pending, Playing, Progress, Reactions,
    Returning, Ruins, SetupOf, SmokeUsed, Spending, Table, Temperaments, Verdict,
};
use super::names::Names;
use super::notes::{Auctions, Bombs, Hampered, Hidden, Leaning, SpentPeculiarities};
use super::notes::{Guests, Satisfaction};
use super::pawn_index::PawnIndex;
use super::solo_notes::Solo;
use bevy_ecs::world::World;
use std::ops::{Deref, DerefMut};

/// A piece of the rules' state the conflict's world holds as a field: what Bevy would keep as a
/// resource.
pub(super) trait Held: Sized {
    fn held(world: &ConflictWorld) -> &Self;
    fn held_mut(world: &mut ConflictWorld) -> &mut Self;
}

/// Declares the world's fields and lets each field's type be found by type, as a resource.
macro_rules! held {
    ($($(#[$doc:meta])* $field:ident: $kind:ty,)*) => {
        /// A conflict's ECS world with the rules' state beside it (`snapshot::build_world`
        /// builds it).
        pub struct ConflictWorld {
            pub(super) ecs: World,
            $($(#[$doc])* pub(super) $field: $kind,)*
        }

        $(impl Held for $kind {
            #[inline]
            fn held(world: &ConflictWorld) -> &Self {
                &world.$field
            }

            #[inline]
            fn held_mut(world: &mut ConflictWorld) -> &mut Self {
                &mut world.$field
            }
        })*
    };
}

held! {
    /// Each pawn's entity, by id.
    pawn_index: PawnIndex,
    setup_of: SetupOf,
    table: Table,
    names: Names,
    progress: Progress,
    conditions: Conditions,
    pending: Pending,
    next_step: NextStep,
    engagement: Engagement,
    auctions: Auctions,
    casualties: Casualties,
    decks: Decks,
    smoke_used: SmokeUsed,
    spending: Spending,
    verdict: Verdict,
    panoply_used: PanoplyUsed,
    light: Light,
    bombs: Bombs,
    hidden: Hidden,
    reactions: Reactions,
    leaning: Leaning,
    spent_peculiarities: SpentPeculiarities,
    hunt_table: HuntTable,
    ruins: Ruins,
    returning: Returning,
    lanterns: Lanterns,
    looted: Looted,
    hampered: Hampered,
    playing: Playing,
    enclaves: Enclaves,
    antagonists: Antagonists,
    satisfaction: Satisfaction,
    guests: Guests,
    solo: Solo,
    temperaments: Temperaments,
    band_rules: BandRules,
}

impl ConflictWorld {
    /// The rules' state of type `R` (Bevy's `World::resource`, answered from a field).
    #[inline]
    pub(super) fn resource<R: Held>(&self) -> &R {
        R::held(self)
    }

    #[inline]
    pub(super) fn resource_mut<R: Held>(&mut self) -> &mut R {
        R::held_mut(self)
    }

    /// Replaces the rules' state of type `R`.
    #[inline]
    pub(super) fn insert_resource<R: Held>(&mut self, value: R) {
        *R::held_mut(self) = value;
    }
}

impl Deref for ConflictWorld {
    type Target = World;

    fn deref(&self) -> &World {
        &self.ecs
    }
}

impl DerefMut for ConflictWorld {
    fn deref_mut(&mut self) -> &mut World {
        &mut self.ecs
    }
}
