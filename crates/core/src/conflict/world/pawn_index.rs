//! Each pawn by `PawnId` (so loops run in pawn order, never in query order): its entity, and as
//! plain rows what nearly every rule reads (band, card, deeds, where it stands, whom it is
//! engaged with...). As components each read found the component by its type, and each pass
//! over the deployed pawns walked archetypes and sorted what it found.

use crate::conflict::world::components::{Deeds, Footing, Morale, Unconscious};
use crate::rules::cards::ContractCard;
use crate::rules::hunt::markers_for;
use crate::rules::vigour::Vigour;
use crate::table::base::Base;
use bevy_ecs::prelude::Entity;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// The pawns' rows. What engagements are worked out from (who is present, their bands, where
/// they stand, who is unconscious) is written only through methods, each of which gives the
/// index a new `revision`: settling skips the engagements while it stands.
#[derive(Clone, Debug, Default)]
pub struct PawnIndex {
    pub entities: Vec<Entity>,
    /// Whether the pawn is still in the conflict (its entity not despawned:
    /// `pawns::remove_pawn`).
    present: Vec<bool>,
    /// The band each pawn fights for (a provoked townsman changes his: § Guardians).
    sides: Vec<usize>,
    /// Each pawn's Contract Card in play (shared with the setup: it never changes).
    pub cards: Vec<Arc<ContractCard>>,
    /// Whether each pawn's card is Stealthy or a Scout (§ The Hunt: it may deploy concealed and
    /// hunts): read off the card once, not its peculiarities' names at every deployment.
    hides: Vec<bool>,
    /// Each pawn's card named for the pawn, as blows and shots read it (`names::named_card`):
    /// made when first asked for (names never change in a conflict).
    named: Vec<OnceLock<Arc<ContractCard>>>,
    /// What each pawn has done this turn (shared: the computer's view of every pawn, built on
    /// each of its commands, copies a pointer rather than the deeds' lists).
    pub deeds: Vec<Arc<Deeds>>,
    /// Where each pawn stands and its base there (worked out once per place: a base's facing
    /// costs a sine and a cosine); `None` off the table (not yet deployed, carried, arriving).
    footings: Vec<Option<(Footing, Base)>>,
    /// § To Seek Sanctuary: the unconscious pawns.
    unconscious: Vec<Option<Unconscious>>,
    /// How many of `unconscious` are `Some` (most conflicts never have one: the lists of the
    /// unconscious and the dragged are answered without a look at every pawn).
    unconscious_count: usize,
    /// The enemies each pawn is engaged with, in id order (kept by `systems::Settle`).
    pub engaged: Vec<Vec<u32>>,
    /// The longest Range among each pawn's hand-to-hand weapons (0 when none has one): fixed by
    /// its card, kept so engagements are worked out without reading the weapons each time
    /// (written only by `set`, which gives a new revision).
    reach: Vec<f32>,
    /// Each pawn's Vigour table as marked so far.
    pub health: Vec<Vigour>,
    /// Each pawn's nerve (§ Every Man for Himself).
    pub morale: Vec<Morale>,
    /// The Maravedies of Incentive left on each pawn's card.
    pub purses: Vec<u32>,
    /// Changes with every write to the rows engagements read; never the same for two different
    /// states, of this index or any other (drawn from one counter for the whole program).
    revision: u64,
    /// The revision each pawn's rows engagements read were last written at: the pawns written
    /// since a revision are those stamped after it (`written_since`).
    stamps: Vec<u64>,
}

/// One pawn's rows (`PawnIndex::rows`).
pub(in crate::conflict) struct Row<'a> {
    pub(in crate::conflict) id: u32,
    pub(in crate::conflict) side: usize,
    pub(in crate::conflict) card: &'a Arc<ContractCard>,
    pub(in crate::conflict) placement: Option<crate::table::base::Placement>,
    pub(in crate::conflict) vigour: Vigour,
    pub(in crate::conflict) morale: Morale,
    pub(in crate::conflict) deeds: &'a Arc<Deeds>,
    pub(in crate::conflict) engaged: &'a [u32],
    pub(in crate::conflict) purse: u32,
}

/// A pawn on the table as sight and moves read it (`PawnIndex::sight_rows`).
pub(in crate::conflict) struct SightRow<'a> {
    pub(in crate::conflict) id: u32,
    pub(in crate::conflict) base: &'a Base,
    pub(in crate::conflict) side: usize,
    /// Engaged with some enemy.
    pub(in crate::conflict) in_clash: bool,
    pub(in crate::conflict) unconscious: bool,
}

impl SightRow<'_> {
    /// The pawn as sight sees it.
    pub(in crate::conflict) fn sight_pawn(&self) -> crate::table::sight::SightPawn {
        crate::table::sight::SightPawn {
            id: self.id,
            base: *self.base,
            in_clash: self.in_clash,
        }
    }
}

/// The length rows read side by side are cut to: every row has an entry for every pawn (`set`
/// pushes them all), so cut to one length they are indexed without a check per read.
fn shortest(lengths: &[usize]) -> usize {
    lengths.iter().copied().min().unwrap_or(0)
}

/// Where every index's revisions are drawn from.
static REVISIONS: AtomicU64 = AtomicU64::new(1);

/// What a pawn brings to the conflict when it comes (`PawnIndex::set`).
pub(in crate::conflict) struct PawnStart {
    pub(in crate::conflict) side: usize,
    pub(in crate::conflict) card: Arc<ContractCard>,
    /// Its longest hand-to-hand Range.
    pub(in crate::conflict) reach: f32,
    pub(in crate::conflict) vigour: Vigour,
    pub(in crate::conflict) purse: u32,
}

impl PawnIndex {
    /// An empty index with room for `pawns` rows (a game's start puts every pawn in, one by
    /// one: grown a push at a time, each row was copied several times).
    pub(in crate::conflict) fn with_room(pawns: usize) -> Self {
        let mut index = Self::default();
        index.entities.reserve(pawns);
        index.present.reserve(pawns);
        index.sides.reserve(pawns);
        index.cards.reserve(pawns);
        index.hides.reserve(pawns);
        index.named.reserve(pawns);
        index.deeds.reserve(pawns);
        index.footings.reserve(pawns);
        index.unconscious.reserve(pawns);
        index.engaged.reserve(pawns);
        index.reach.reserve(pawns);
        index.health.reserve(pawns);
        index.morale.reserve(pawns);
        index.purses.reserve(pawns);
        index.stamps.reserve(pawns);
        index
    }

    /// Puts pawn `id` (its entity and what it brings) in the index, in place of what it had
    /// there: present, off the table, conscious and steady, engaged with nobody, nothing done yet.
    pub(in crate::conflict) fn set(&mut self, id: u32, entity: Entity, start: PawnStart) {
        let PawnStart {
            side,
            card,
            reach,
            vigour,
            purse,
        } = start;
        let id = id as usize;
        // The cards that bring markers to The Hunt are those that may deploy concealed.
        let hides = markers_for(&card) > 0;
        if id < self.entities.len() {
            self.entities[id] = entity;
            self.present[id] = true;
            self.sides[id] = side;
            self.cards[id] = card;
            self.hides[id] = hides;
            self.named[id] = OnceLock::new();
            self.deeds[id] = Arc::default();
            self.footings[id] = None;
            if self.unconscious[id].take().is_some() {
                self.unconscious_count -= 1;
            }
            self.engaged[id].clear();
            self.reach[id] = reach;
            self.health[id] = vigour;
            self.morale[id] = Morale::default();
            self.purses[id] = purse;
        } else {
            self.stamps.push(0);
            // Pawns are indexed in id order from 0: a gap would shift every later row.
            assert_eq!(id, self.entities.len(), "pawn {id} indexed out of order");
            self.entities.push(entity);
            self.present.push(true);
            self.sides.push(side);
            self.cards.push(card);
            self.hides.push(hides);
            self.named.push(OnceLock::new());
            self.deeds.push(Arc::default());
            self.footings.push(None);
            self.unconscious.push(None);
            self.engaged.push(Vec::new());
            self.reach.push(reach);
            self.health.push(vigour);
            self.morale.push(Morale::default());
            self.purses.push(purse);
        }
        self.touch(id);
    }

    /// Pawn `id`'s card in play named `name` (worked out once per pawn): the card itself when
    /// it already bears that name (most do: only a card hired twice, or in both bands, is
    /// renamed).
    pub(in crate::conflict) fn named_card(&self, id: u32, name: &str) -> Option<Arc<ContractCard>> {
        let id = id as usize;
        let (card, named) = (self.cards.get(id)?, self.named.get(id)?);
        Some(Arc::clone(named.get_or_init(|| {
            if card.name == name {
                return Arc::clone(card);
            }
            let mut card = ContractCard::clone(card);
            card.name = name.to_owned();
            Arc::new(card)
        })))
    }

    /// A new revision: a row engagements read has changed, pawn `id`'s.
    fn touch(&mut self, id: usize) {
        self.revision = REVISIONS.fetch_add(1, Ordering::Relaxed);
        if let Some(stamp) = self.stamps.get_mut(id) {
            *stamp = self.revision;
        }
    }

    /// The state of the rows engagements read: equal revisions, equal rows.
    pub(in crate::conflict) fn revision(&self) -> u64 {
        self.revision
    }

    /// Whether pawn `id`'s rows engagements read may have been written since this index stood
    /// at `revision` (`None`: every pawn's may; a pawn out of the index is taken as written).
    pub(in crate::conflict) fn written_since(&self, id: u32, revision: Option<u64>) -> bool {
        match (self.stamps.get(id as usize), revision) {
            (Some(&stamp), Some(revision)) => stamp > revision,
            _ => true,
        }
    }

    /// How many pawns the index has rows for (in the conflict or not).
    pub(in crate::conflict) fn len(&self) -> usize {
        self.entities.len()
    }

    /// Whether pawn `id` is still in the conflict.
    pub(in crate::conflict) fn is_present(&self, id: u32) -> bool {
        self.present.get(id as usize) == Some(&true)
    }

    /// Takes pawn `id` out of the conflict: off the table, engaged with nobody (its band and
    /// card stay: the casualties and the record still name it).
    pub(in crate::conflict) fn remove(&mut self, id: u32) {
        let id = id as usize;
        if id < self.entities.len() {
            self.present[id] = false;
            self.footings[id] = None;
            if self.unconscious[id].take().is_some() {
                self.unconscious_count -= 1;
            }
            self.engaged[id].clear();
            self.touch(id);
        }
    }

    /// The ids of the pawns still in the conflict, in id order.
    pub(in crate::conflict) fn present_ids(&self) -> impl Iterator<Item = u32> + '_ {
        self.present
            .iter()
            .zip(0u32..)
            .filter_map(|(&present, id)| present.then_some(id))
    }

    /// The band of each pawn still in the conflict, in id order (from either end).
    pub(in crate::conflict) fn present_bands(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        self.present
            .iter()
            .zip(&self.sides)
            .filter(|(present, _)| **present)
            .map(|(_, &side)| side)
    }

    /// Each pawn still in the conflict that `keep(band, on the table)` keeps, with its rows, in
    /// id order: the rows read side by side (what the computer's view of the pawns is built
    /// from, once a command); the others are passed over before their rows are read.
    pub(in crate::conflict) fn rows_where<'a>(
        &'a self,
        keep: impl Fn(usize, bool) -> bool + 'a,
    ) -> impl Iterator<Item = Row<'a>> + 'a {
        let count = shortest(&[
            self.present.len(),
            self.sides.len(),
            self.cards.len(),
            self.footings.len(),
            self.health.len(),
            self.morale.len(),
            self.deeds.len(),
            self.engaged.len(),
            self.purses.len(),
        ]);
        let (present, sides, cards, footings) = (
            &self.present[..count],
            &self.sides[..count],
            &self.cards[..count],
            &self.footings[..count],
        );
        let (health, morale, deeds, engaged, purses) = (
            &self.health[..count],
            &self.morale[..count],
            &self.deeds[..count],
            &self.engaged[..count],
            &self.purses[..count],
        );
        (0..count)
            .filter(move |&row| present[row] && keep(sides[row], footings[row].is_some()))
            .map(move |row| Row {
                id: row as u32,
                side: sides[row],
                card: &cards[row],
                placement: footings[row].as_ref().map(|(footing, _)| footing.0),
                vigour: health[row],
                morale: morale[row],
                deeds: &deeds[row],
                engaged: &engaged[row],
                purse: purses[row],
            })
    }

    /// The pawns on the table (present, with a footing) as sight and moves read them, in id
    /// order: the rows read side by side (`pawns::TablePawns`, built for most commands).
    pub(in crate::conflict) fn sight_rows(&self) -> impl Iterator<Item = SightRow<'_>> + '_ {
        let count = shortest(&[
            self.present.len(),
            self.footings.len(),
            self.sides.len(),
            self.engaged.len(),
            self.unconscious.len(),
        ]);
        let (present, footings, sides) = (
            &self.present[..count],
            &self.footings[..count],
            &self.sides[..count],
        );
        let (engaged, unconscious) = (&self.engaged[..count], &self.unconscious[..count]);
        (0..count).filter_map(move |row| {
            let (_, base) = footings[row].as_ref().filter(|_| present[row])?;
            Some(SightRow {
                id: row as u32,
                base,
                side: sides[row],
                in_clash: !engaged[row].is_empty(),
                unconscious: unconscious[row].is_some(),
            })
        })
    }

    /// The pawns on the table (present, with a footing) and their bases, in id order.
    pub(in crate::conflict) fn placed(&self) -> impl Iterator<Item = (u32, &Base)> + '_ {
        self.present
            .iter()
            .zip(&self.footings)
            .zip(0u32..)
            .filter_map(|((&present, stand), id)| {
                let (_, base) = stand.as_ref().filter(|_| present)?;
                Some((id, base))
            })
    }

    /// The band pawn `id` fights for (in the conflict or not).
    pub(in crate::conflict) fn side(&self, id: u32) -> Option<usize> {
        self.sides.get(id as usize).copied()
    }

    /// `side`, for a pawn known to be in the index (band 0 otherwise): what passes over the
    /// pawns read.
    pub(in crate::conflict) fn band(&self, id: u32) -> usize {
        self.side(id).unwrap_or(0)
    }

    /// Pawn `id` now fights for `band`.
    pub(in crate::conflict) fn set_side(&mut self, id: u32, band: usize) {
        if let Some(row) = self.sides.get_mut(id as usize) {
            *row = band;
            self.touch(id as usize);
        }
    }

    /// Where pawn `id` stands, if it is on the table.
    pub(in crate::conflict) fn footing(&self, id: u32) -> Option<Footing> {
        Some(self.footings.get(id as usize)?.as_ref()?.0)
    }

    /// Pawn `id`'s longest hand-to-hand Range (0 when it has none).
    pub(in crate::conflict) fn reach(&self, id: u32) -> f32 {
        self.reach.get(id as usize).copied().unwrap_or(0.0)
    }

    /// Pawn `id`'s base where it stands (`Footing::base`).
    pub(in crate::conflict) fn base(&self, id: u32) -> Option<Base> {
        Some(self.footings.get(id as usize)?.as_ref()?.1)
    }

    /// Puts pawn `id` at `footing` (`None`: off the table).
    pub(in crate::conflict) fn place(&mut self, id: u32, footing: Option<Footing>) {
        if let Some(row) = self.footings.get_mut(id as usize) {
            *row = footing.map(|footing| (footing, footing.base()));
            self.touch(id as usize);
        }
    }

    /// Whether pawn `id` is in the conflict and Stealthy or a Scout (§ The Hunt).
    pub(in crate::conflict) fn hides(&self, id: u32) -> bool {
        self.is_present(id) && self.hides.get(id as usize) == Some(&true)
    }

    /// Whether any pawn is unconscious.
    pub(in crate::conflict) fn any_unconscious(&self) -> bool {
        self.unconscious_count > 0
    }

    /// Pawn `id`'s unconsciousness, when it is unconscious.
    pub(in crate::conflict) fn unconscious(&self, id: u32) -> Option<Unconscious> {
        *self.unconscious.get(id as usize)?
    }

    /// Knocks pawn `id` unconscious as `state` says, or (`None`) brings it round.
    pub(in crate::conflict) fn set_unconscious(&mut self, id: u32, state: Option<Unconscious>) {
        if let Some(row) = self.unconscious.get_mut(id as usize) {
            match (row.is_some(), state.is_some()) {
                (false, true) => self.unconscious_count += 1,
                (true, false) => self.unconscious_count -= 1,
                _ => {}
            }
            *row = state;
            self.touch(id as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::base::Placement;

    fn start() -> PawnStart {
        PawnStart {
            side: 0,
            card: Arc::new(crate::rules::cards::test_card(
                5,
                crate::rules::cards::test_hand_weapon("Sword"),
            )),
            reach: 0.0,
            vigour: Vigour::new(crate::rules::vigour::VigourTable {
                bruises: 1,
                bleeding: 1,
                dying: 1,
            }),
            purse: 0,
        }
    }

    /// § To Seek Sanctuary: the count of the unconscious follows every write that knocks a pawn
    /// out, brings it round, takes it out of the conflict or puts it back, so "nobody is
    /// unconscious" is told without reading every row.
    #[test]
    fn to_seek_sanctuary_any_unconscious_follows_every_write() {
        let mut index = PawnIndex::with_room(3);
        for id in 0..3 {
            index.set(id, Entity::PLACEHOLDER, start());
        }
        let truth = |index: &PawnIndex| (0..3).any(|id| index.unconscious(id).is_some());
        let check = |index: &PawnIndex| assert_eq!(index.any_unconscious(), truth(index));
        check(&index);
        index.set_unconscious(1, Some(Unconscious::default()));
        check(&index);
        index.set_unconscious(1, Some(Unconscious::default()));
        index.set_unconscious(2, Some(Unconscious::default()));
        check(&index);
        index.set_unconscious(2, None);
        check(&index);
        index.remove(1);
        check(&index);
        index.set_unconscious(0, Some(Unconscious::default()));
        index.set(0, Entity::PLACEHOLDER, start());
        check(&index);
        assert!(!index.any_unconscious());
    }

    /// Settling skips the engagements while the revision stands: every write to a row they read
    /// must change it, and reading must not.
    #[test]
    fn engaging_an_enemy_pawn_every_write_engagements_read_gives_a_new_revision() {
        let mut index = PawnIndex::default();
        index.set(0, Entity::PLACEHOLDER, start());
        index.set(1, Entity::PLACEHOLDER, start());
        let mut seen = vec![index.revision()];
        let mut saw = |index: &PawnIndex| {
            assert!(
                !seen.contains(&index.revision()),
                "a write kept an old revision"
            );
            seen.push(index.revision());
        };
        let place = Placement {
            x: 10.0,
            y: 10.0,
            level: 0.0,
            facing_degrees: 0.0,
        };
        index.place(0, Some(Footing(place)));
        saw(&index);
        index.set_side(1, 1);
        saw(&index);
        index.set_unconscious(1, Some(Unconscious::default()));
        saw(&index);
        index.remove(1);
        saw(&index);
        index.set(1, Entity::PLACEHOLDER, start());
        saw(&index);
        let before = index.revision();
        let _ = (
            index.footing(0),
            index.base(0),
            index.side(1),
            index.unconscious(1),
        );
        let copy = index.clone();
        assert_eq!((index.revision(), copy.revision()), (before, before));
        assert_eq!(index.base(0), Some(Footing(place).base()));
    }
}
