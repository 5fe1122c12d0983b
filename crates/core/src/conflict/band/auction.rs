//! 1650 § Everybody Has a Price at the table: a Personality both bands hired is auctioned
//! before anything else (`rules::auction` keeps the bids). The loser's copy does not come to
//! the conflict; the winner's Leader pays what it bid.

use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Phase, Progress};
pub use crate::conflict::world::notes::{AuctionPlay, Auctions, Contest};
use crate::conflict::world::pawns::{card, pawn_ids, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::auction::Auction;
use crate::rules::rule;

/// The Personalities two bands hired (the same Contract Card), band by band in order: with
/// three bands (§ Slaughter) each pair of bands in turn, a pawn contested once.
fn contested(world: &ConflictWorld, bands: usize) -> Vec<Contest> {
    let ids = pawn_ids(world);
    let personality = |pawn: u32| {
        card(world, pawn)
            .filter(|card| card.personality.is_some())
            .map(|card| card.id.clone())
    };
    let mut taken = Vec::new();
    let mut contests = Vec::new();
    for first in 0..bands {
        for second in first + 1..bands {
            for &own in ids.iter().filter(|&&pawn| side(world, pawn) == Some(first)) {
                let Some(wanted) = personality(own).filter(|_| !taken.contains(&own)) else {
                    continue;
                };
                let rival = ids.iter().copied().find(|&other| {
                    side(world, other) == Some(second)
                        && !taken.contains(&other)
                        && personality(other).as_deref() == Some(wanted.as_str())
                });
                if let Some(rival) = rival {
                    taken.extend([own, rival]);
                    contests.push(Contest {
                        pawns: [own, rival],
                        bands: [first, second],
                    });
                }
            }
        }
    }
    contests
}

/// Opens the first auction, if both bands hired a Personality; true when one opened.
pub(in crate::conflict) fn open_first(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) -> bool {
    let mut contests = contested(world, setup.sides.len());
    if contests.is_empty() {
        return false;
    }
    let first = contests.remove(0);
    open(world, setup, first, contests, resolution);
    true
}

fn open(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    contest: Contest,
    waiting: Vec<Contest>,
    resolution: &mut Resolution,
) {
    let Contest { pawns, bands } = contest;
    let Some(personality) = card(world, pawns[0]) else {
        return;
    };
    let value = |band: usize| setup.sides.get(band).map_or(0, |side| side.value);
    let kind = personality
        .personality
        .unwrap_or(crate::rules::cards::PersonalityKind::Mercenary);
    let auction = Auction::open_between(
        personality.name.clone(),
        kind,
        bands.map(value),
        bands.map(|band| crate::conflict::world::pawns::leader_purse(world, band)),
        bands.map(|band| band_name(world, band)),
        resolution,
    );
    world.resource_mut::<Auctions>().0 = Some(AuctionPlay {
        auction,
        pawns,
        bands,
        waiting,
    });
    world.resource_mut::<Progress>().phase = Phase::Auction;
}

/// The band whose turn it is to bid or leave.
pub(in crate::conflict) fn bidder(world: &ConflictWorld) -> Option<usize> {
    let play = world.resource::<Auctions>().0.as_ref()?;
    play.bands.get(play.auction.next).copied()
}

fn current(world: &ConflictWorld) -> Result<AuctionPlay, Rejection> {
    world.resource::<Auctions>().0.clone().ok_or_else(|| {
        Rejection::by_rule(
            rule("Everybody Has a Price"),
            msg!("conflict-band-auction-none"),
        )
    })
}

/// Step 2: the band whose turn it is invests one more Maravedi from its Leader.
pub(in crate::conflict) fn bid(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let mut play = current(world)?;
    let seat = play.auction.next;
    play.auction.bid(seat)?;
    resolution.explain_with(rule("Everybody Has a Price"), || {
        msg!(
            "conflict-band-auction-bid",
            band = band_name(world, play.bands[seat]),
            personality = &play.auction.personality,
            total = play.auction.total(seat)
        )
    });
    world.resource_mut::<Auctions>().0 = Some(play);
    Ok(())
}

/// Step 3: the band whose turn it is leaves; the winner's Leader pays, the loser's copy of the
/// Personality stays out of the conflict. Then the next auction, or the conflict goes on.
pub(in crate::conflict) fn leave(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let mut play = current(world)?;
    let seat = play.auction.next;
    let winner = play.auction.leave(seat, resolution)?;
    let loser = 1 - winner;
    let paid = play.auction.invested[winner];
    if let Some(leader) = crate::conflict::world::pawns::leader_of(world, play.bands[winner])
        && let Some(purse) = crate::conflict::world::pawns::purse_mut(world, leader)
    {
        *purse = (*purse).saturating_sub(paid);
    }
    let sent_home = play.pawns[loser];
    let name = pawn_name(world, sent_home);
    crate::conflict::world::pawns::remove_pawn(world, sent_home);
    resolution.explain_with(rule("Everybody Has a Price"), || {
        msg!(
            "conflict-band-auction-sent-home",
            pawn = name,
            band = band_name(world, play.bands[loser])
        )
    });
    world.resource_mut::<Auctions>().0 = None;
    if !play.waiting.is_empty() {
        let next = play.waiting.remove(0);
        open(world, setup, next, play.waiting, resolution);
        return Ok(());
    }
    crate::conflict::world::components::finish_step(
        world,
        crate::conflict::world::components::Next::AfterAuctions,
    );
    Ok(())
}

impl crate::conflict::state::Conflict {
    /// § Everybody Has a Price: the auction's seat (0 or 1, its first or second bidder) of
    /// band `band`, while an auction is under way.
    pub fn auction_seat(&self, band: usize) -> Option<usize> {
        let play = self.world.resource::<Auctions>().0.as_ref()?;
        play.bands.iter().position(|&bidder| bidder == band)
    }

    /// § Everybody Has a Price: the auction under way, before the conflict begins.
    pub fn auction(&self) -> Option<&Auction> {
        self.world
            .resource::<Auctions>()
            .0
            .as_ref()
            .map(|play| &play.auction)
    }
}
