//! The simulation's base, what every rule file reads and none of them owns: the conflict's ECS
//! world (here), its components and resources, the per-pawn accessors and index, spawning,
//! the snapshot a copy and the hash are made of, the systems that settle the table, the notes.
//!
//! The conflict's world: Bevy's ECS world of pawns, scenery pieces, luminaries and markers, and
//! beside it the rules' state (the turn, what is pending, the Commission's notes) as plain
//! fields. In Bevy 0.19 a resource is an entity of its own: looking one up by its type cost
//! about 150 instructions, a Brawl's command made about 76 of them, and building a world spent
//! about 8,000 on each of the 37. Here `resource::<R>()` is a field read the compiler resolves.

pub mod components;
pub(super) mod notes;
pub(super) mod pawn_index;
pub(super) mod pawns;
mod questions;
pub(super) mod snapshot;
pub(super) mod spawn;
pub(super) mod systems;

use crate::conflict::names::Names;
use crate::conflict::solo::notes::Solo;
use crate::conflict::world::components::{
    Antagonists, BandRules, Casualties, Conditions, Decks, Enclaves, Engagement, HuntTable,
    Lanterns, Light, Looted, Luminaries, NextStep, PanoplyUsed, Pending, Playing, Progress,
    Reactions, Returning, Ruins, SetupOf, SmokeMarkers, SmokeUsed, Spending, Table, Temperaments,
    Verdict,
};
use crate::conflict::world::notes::{
    Auctions, Bombs, Hampered, Hidden, Leaning, SpentPeculiarities,
};
use crate::conflict::world::notes::{Guests, Satisfaction};
use crate::conflict::world::pawn_index::PawnIndex;
use bevy_ecs::world::World;
use std::any::TypeId;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicU64, Ordering};

/// A piece of the rules' state the conflict's world holds as a field: what Bevy would keep as a
/// resource. Only `world/mod.rs` calls `held_mut`: elsewhere a write goes through `resource_mut`,
/// which marks the world written.
pub(in crate::conflict) trait Held: Sized {
    fn held(world: &ConflictWorld) -> &Self;
    fn held_mut(world: &mut ConflictWorld) -> &mut Self;
}

/// Declares the world's fields and lets each field's type be found by type, as a resource.
macro_rules! held {
    ($($(#[$doc:meta])* $field:ident: $kind:ty,)*) => {
        /// The rules' state a conflict's world holds beside its entities (`snapshot::build_world`
        /// fills it in; `ConflictWorld::new` takes it).
        pub(in crate::conflict) struct HeldState {
            $($(#[$doc])* pub(in crate::conflict) $field: $kind,)*
        }

        $(impl Held for $kind {
            #[inline]
            fn held(world: &ConflictWorld) -> &Self {
                &world.held.$field
            }

            #[inline]
            fn held_mut(world: &mut ConflictWorld) -> &mut Self {
                &mut world.held.$field
            }
        })*
    };
}

/// A conflict's ECS world with the rules' state beside it. Its parts are private: every write
/// goes through `resource_mut`, `insert_resource`, `DerefMut` or `ecs_with_light`, and each
/// marks the world written, so `serial` can tell one state of the world from every other.
pub struct ConflictWorld {
    ecs: World,
    held: HeldState,
    /// The world's number as it stands (`serial`); 0 once written, until one is asked for. One
    /// place: a reader on any thread sees the write's 0 or a number handed out after it.
    serial: AtomicU64,
    /// Whether what the light is gathered from may have changed since `Settle` last took this:
    /// a change to who carries a light (`mark_light_bearers_changed`), or a write to the
    /// Conditions, Luminaries, smoke markers, Enclaves, Ruins or Table. Where a bearer stands is
    /// the pawn index's (settling compares its revision).
    light_inputs_written: bool,
}

/// The next serial handed out, to any world on any thread: no two states share one.
static SERIALS: AtomicU64 = AtomicU64::new(1);

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
    luminaries: Luminaries,
    smoke_markers: SmokeMarkers,
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
    pub(in crate::conflict) fn new(ecs: World, held: HeldState) -> Self {
        Self {
            ecs,
            held,
            serial: AtomicU64::new(0),
            light_inputs_written: true,
        }
    }

    /// Notes a change to who carries a light, which writes to the entities do not tell: a pawn
    /// given a Farol (§ Ambush), or a pawn come back that may carry one (§ Artillery's Wearing
    /// Down).
    pub(in crate::conflict) fn mark_light_bearers_changed(&mut self) {
        self.light_inputs_written = true;
    }

    /// Whether what the light is gathered from may have changed since this was last asked.
    pub(in crate::conflict) fn take_light_inputs_written(&mut self) -> bool {
        std::mem::take(&mut self.light_inputs_written)
    }

    /// Marks a write to the rules' state of type `R`.
    #[inline]
    fn mark_held_written<R: Held + 'static>(&mut self) {
        self.mark_written();
        // Decided when `R` is known: a constant test in each use.
        let lights = [
            TypeId::of::<Conditions>(),
            TypeId::of::<Luminaries>(),
            TypeId::of::<SmokeMarkers>(),
            TypeId::of::<Enclaves>(),
            TypeId::of::<Ruins>(),
            TypeId::of::<Table>(),
        ]
        .contains(&TypeId::of::<R>());
        if lights {
            self.light_inputs_written = true;
        }
    }

    /// A number for the world as it stands: the same until the world is next written, and
    /// then never again (for this world or any other). What a kept answer about the world
    /// (`movement::kept`) is filed under.
    pub(in crate::conflict) fn serial(&self) -> u64 {
        let now = self.serial.load(Ordering::Relaxed);
        if now != 0 {
            return now;
        }
        // Only `&mut self` writes, so no write runs beside this: of two readers at once, the
        // first to set its fresh number wins and the other takes it.
        let fresh = SERIALS.fetch_add(1, Ordering::Relaxed);
        match self
            .serial
            .compare_exchange(0, fresh, Ordering::Relaxed, Ordering::Relaxed)
        {
            Ok(_) => fresh,
            Err(set) => set,
        }
    }

    #[inline]
    fn mark_written(&mut self) {
        *self.serial.get_mut() = 0;
    }

    /// The entities to write, and the pawn index and the light to read, at once: for what
    /// follows from the light (which pawns it reaches), so such a write does not count as one to
    /// the light's inputs.
    pub(in crate::conflict) fn ecs_with_light(&mut self) -> (&mut World, &PawnIndex, &Light) {
        self.mark_written();
        (&mut self.ecs, &self.held.pawn_index, &self.held.light)
    }

    /// The rules' state of type `R` (Bevy's `World::resource`, answered from a field).
    #[inline]
    pub(in crate::conflict) fn resource<R: Held>(&self) -> &R {
        R::held(self)
    }

    #[inline]
    pub(in crate::conflict) fn resource_mut<R: Held + 'static>(&mut self) -> &mut R {
        self.mark_held_written::<R>();
        R::held_mut(self)
    }

    /// Replaces the rules' state of type `R`.
    #[inline]
    pub(in crate::conflict) fn insert_resource<R: Held + 'static>(&mut self, value: R) {
        self.mark_held_written::<R>();
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
        // Not a write to the light's inputs: of the entities only who carries a light is one
        // (`mark_light_bearers_changed`), and where they stand is the pawn index's.
        self.mark_written();
        &mut self.ecs
    }
}

/// The log's section for a Commission's own rules: the Commission being played.
pub(in crate::conflict) fn commission_rule(world: &ConflictWorld) -> crate::log::Rule {
    crate::rules::rule(world.resource::<components::Playing>().0.name())
}
