//! What one band's player may know of a conflict now (issue 67, "a view per seat"): the table as
//! everybody sees it, and the secrets of that band only. § Dexterity Cards (the hand is held
//! face down, an attacker's card stays face down until the answer), § Devices of the Modern Era
//! (a bomb's fuse is its owner's secret), § Feast of Eucharist (what a covered Guest Marker
//! hides), § The Hunt (what each band sends to a confrontation), § Deck of Contract Cards and
//! § Raid in the Compas (the enemy's deck and the Informer stay hidden until revealed).
//!
//! The hotseat screens and (later) online guests read this and nothing more, and the computer
//! looks ahead on `guessed_by`, the other bands' secrets dealt afresh; `Conflict`'s other
//! readers also see the other band's secrets (the rules need them) and are not for a player's
//! eyes. The log is every band's: a secret enters it only when revealed (a Dexterity card when
//! played, a fuse when the bomb goes off, a guest when turned over, a drawn Contract Card when
//! its marker is revealed), and a shuffle logs its count, never its order; the test that checks
//! this view reads the log with it.

use super::commission::GuestView;
use super::shooting::bombs::BombStage;
use super::solo::notes::Solo;
use super::state::Conflict;
use super::view::PawnView;
use super::world::components::{Casualty, HuntPlay, HuntTable, Pending, PendingBlow};
use super::world::notes::{Bombs, Guests};
use crate::msg;
use crate::rules::devices::BOMB_LONGEST_FUSE;
use crate::rules::dexterity::DexterityCard;
use serde::Serialize;
use std::sync::Arc;

/// One band's view of a conflict. Serialisable, so a guest can be sent exactly this.
#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    /// The band whose view this is.
    pub seat: usize,
    pub turn: Option<u32>,
    /// The band to act now, if a player acts.
    pub to_act: Option<usize>,
    /// Every pawn still in the conflict (its card, place, Vigour and state are on the table).
    pub pawns: Vec<PawnView>,
    pub casualties: Vec<Casualty>,
    /// This band's Dexterity cards in hand.
    pub hand: Vec<Arc<DexterityCard>>,
    /// How many Dexterity cards each band holds (the others' are face down).
    pub cards_held: Vec<usize>,
    /// The Dexterity cards each band has played (turned face up).
    pub played: Vec<Vec<String>>,
    /// The blow waiting for its answer, with the attacker's card only for the attacker's band.
    pub pending_blow: Option<PendingBlow>,
    /// The Hunt, with what the other band sends to a confrontation (its dice and card) hidden
    /// until the fight; the pawn it sends is announced.
    pub hunt: Option<HuntPlay>,
    /// The Feast's Guest Markers still covered; what one hides only for this band's own.
    pub guests: Vec<GuestView>,
    pub bombs: Vec<BombSight>,
    /// Solo: the enemy's Contract Cards still to be drawn (their order stays hidden).
    pub enemy_cards_left: usize,
    /// § Raid in the Compas: the Informer, once its marker is revealed.
    pub informer: Option<u32>,
}

/// A bomb as one band sees it: the fuse only for the band that set it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BombSight {
    pub band: usize,
    pub carrier: u32,
    pub weapon: usize,
    pub stage: BombStage,
    /// Turns left before it goes off; `None` for the other bands' bombs.
    pub turns_left: Option<u32>,
}

impl Conflict {
    /// What band `seat`'s player may know now.
    pub fn seat_view(&self, seat: usize) -> SeatView {
        let bands = self.setup().sides.len();
        let mut pending_blow = self.pending_blow().cloned();
        if let Some(blow) = pending_blow.as_mut()
            && self.pawn_ref(blow.attacker).map(|pawn| pawn.side) != Some(seat)
        {
            blow.dexterity = None;
        }
        let mut hunt = self.hunt().cloned();
        if let Some(fight) = hunt.as_mut().and_then(|hunt| hunt.fight.as_mut()) {
            for band in (0..fight.dexterity.len()).filter(|band| *band != seat) {
                fight.dexterity[band] = None;
                fight.extra_dice[band] = 0;
            }
        }
        let informer = self.informer().filter(|pawn| {
            self.base_of(*pawn).is_some()
                || self.casualties().iter().any(|fallen| fallen.pawn == *pawn)
        });
        SeatView {
            seat,
            turn: self.turn_number(),
            to_act: self.side_to_act(),
            pawns: self.pawns(),
            casualties: self.casualties().to_vec(),
            hand: self.hand(seat).to_vec(),
            cards_held: (0..bands).map(|band| self.hand(band).len()).collect(),
            played: (0..bands).map(|band| self.played_dexterity(band)).collect(),
            pending_blow,
            hunt,
            guests: self.guest_markers(Some(seat)),
            bombs: self
                .bombs()
                .iter()
                .map(|bomb| BombSight {
                    band: bomb.band,
                    carrier: bomb.carrier,
                    weapon: bomb.weapon,
                    stage: bomb.stage,
                    turns_left: (bomb.band == seat).then_some(bomb.fuse.turns_left),
                })
                .collect(),
            enemy_cards_left: self.enemy_cards_left(),
            informer,
        }
    }
}

impl Conflict {
    /// A copy of this conflict as band `seat` could imagine it: what the other bands keep
    /// secret dealt afresh from `seed` (the attacker's face-down card and the Hunt's hidden
    /// choices unknown, so left out; which of their covered Guest Markers hides which guest
    /// shuffled within each band; their bombs' fuses drawn again; the solo enemy's deck
    /// shuffled). What the computer plays on when it looks ahead, so it decides from what its
    /// player may know. `seat`'s own secrets and everything on the table stay as they are.
    pub(in crate::conflict) fn guessed_by(&self, seat: usize, seed: u64) -> Conflict {
        let mut copy = self.clone();
        let mut dice = crate::dice::Dice::unrecorded(seed ^ GUESS_SALT);
        let attacker_band = self
            .pending_blow()
            .and_then(|blow| self.pawn_ref(blow.attacker))
            .map(|pawn| pawn.side);
        let world = &mut copy.world;
        if attacker_band != Some(seat)
            && let Some(blow) = world.resource_mut::<Pending>().0.as_mut()
        {
            blow.dexterity = None;
        }
        if let Some(fight) = world
            .resource_mut::<HuntTable>()
            .0
            .as_mut()
            .and_then(|hunt| hunt.fight.as_mut())
        {
            for band in (0..fight.dexterity.len()).filter(|band| *band != seat) {
                fight.dexterity[band] = None;
            }
        }
        let guests = &mut world.resource_mut::<Guests>().markers;
        let bands: Vec<usize> = guests.iter().map(|marker| marker.band).collect();
        for band in bands.into_iter().filter(|band| *band != seat) {
            let covered: Vec<usize> = (0..guests.len())
                .filter(|at| guests[*at].band == band && !guests[*at].uncovered)
                .collect();
            let mut hidden: Vec<u32> = covered.iter().map(|at| guests[*at].hides).collect();
            // From one order whatever the real one, so the guess tells nothing of it.
            hidden.sort_unstable();
            dice.shuffle(msg!("conflict-view-guess-guests"), &mut hidden);
            for (at, pawn) in covered.into_iter().zip(hidden) {
                guests[at].hides = pawn;
            }
        }
        for bomb in &mut world.resource_mut::<Bombs>().0 {
            if bomb.band != seat {
                let drawn =
                    dice.d100_index(msg!("conflict-view-guess-fuse"), BOMB_LONGEST_FUSE as usize);
                bomb.fuse.turns_left = drawn.map_or(BOMB_LONGEST_FUSE, |index| index as u32 + 1);
            }
        }
        let deck = &mut world.resource_mut::<Solo>().deck;
        deck.sort_unstable();
        dice.shuffle(msg!("conflict-view-guess-deck"), deck);
        copy
    }
}

/// Keeps a guess's draws apart from the play-on's own dice, seeded alike.
const GUESS_SALT: u64 = 0x6E55_5EED;
