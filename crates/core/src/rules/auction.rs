//! 1650 § Everybody Has a Price: when both bands hired the same Personality, their Leaders bid
//! Maravedies for its contract.

use super::cards::PersonalityKind;
use super::rule;
use crate::dice::Die;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::words::{Message, render};
use serde::{Deserialize, Serialize};

/// § Everybody Has a Price: each bid invests one more Maravedi from the Leader.
pub const BID_STEP_MRV: u32 = 1;

/// The auction for one Personality between players 0 and 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    pub personality: String,
    pub kind: PersonalityKind,
    /// Each band's value in Maravedies.
    pub band_values: [u32; 2],
    /// Maravedies on each Leader's card, the most it can bid.
    pub purses: [u32; 2],
    pub invested: [u32; 2],
    /// Whose turn it is to bid or leave.
    pub next: usize,
    pub winner: Option<usize>,
    /// The two bidders as the log names them (by default "player 1" and "player 2").
    #[serde(default = "players")]
    pub bidders: [String; 2],
}

fn players() -> [String; 2] {
    ["player 1".to_owned(), "player 2".to_owned()]
}

impl Auction {
    /// § Everybody Has a Price, step 1: the band of lower value bids first; equal values roll.
    pub fn open(
        personality: impl Into<String>,
        kind: PersonalityKind,
        band_values: [u32; 2],
        purses: [u32; 2],
        resolution: &mut Resolution,
    ) -> Self {
        Self::open_between(
            personality,
            kind,
            band_values,
            purses,
            players(),
            resolution,
        )
    }

    /// `open`, naming the two bidders in the log (the bands' names at the table).
    pub fn open_between(
        personality: impl Into<String>,
        kind: PersonalityKind,
        band_values: [u32; 2],
        purses: [u32; 2],
        bidders: [String; 2],
        resolution: &mut Resolution,
    ) -> Self {
        let next = match band_values[0].cmp(&band_values[1]) {
            std::cmp::Ordering::Less => 0,
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Equal => {
                let die = resolution
                    .dice()
                    .roll(msg!("rules-dice-who-bids-first"), Die::D10);
                usize::from(die > 5)
            }
        };
        let auction = Self {
            personality: personality.into(),
            kind,
            band_values,
            purses,
            invested: [0, 0],
            next,
            winner: None,
            bidders,
        };
        resolution.explain_with(rule("Everybody Has a Price"), || {
            let favoured = match (auction.bonus(0), auction.bonus(1)) {
                (1, _) => Some(&auction.bidders[0]),
                (_, 1) => Some(&auction.bidders[1]),
                _ => None,
            };
            match favoured {
                Some(favoured) => msg!(
                    "rules-auction-opens-favoured",
                    personality = &auction.personality,
                    kind = kind.message(),
                    first = &auction.bidders[next],
                    favoured = favoured
                ),
                None => msg!(
                    "rules-auction-opens",
                    personality = &auction.personality,
                    kind = kind.message(),
                    first = &auction.bidders[next]
                ),
            }
        });
        auction
    }

    /// Reliable Personalities favour the band of lower value, Treacherous ones the higher.
    pub fn bonus(&self, player: usize) -> u32 {
        let other = 1 - player;
        let favoured = match self.kind {
            PersonalityKind::Mercenary => false,
            PersonalityKind::Reliable => self.band_values[player] < self.band_values[other],
            PersonalityKind::Treacherous => self.band_values[player] > self.band_values[other],
        };
        u32::from(favoured)
    }

    pub fn total(&self, player: usize) -> u32 {
        self.invested[player] + self.bonus(player)
    }

    /// The auction's rule for this Personality, in words.
    pub fn terms(&self) -> String {
        let favour = Message::new(match self.kind {
            PersonalityKind::Mercenary => "rules-auction-favour-mercenary",
            PersonalityKind::Reliable => "rules-auction-favour-reliable",
            PersonalityKind::Treacherous => "rules-auction-favour-treacherous",
        });
        render(&msg!(
            "rules-auction-terms",
            personality = &self.personality,
            favour = favour
        ))
    }

    /// One bidder's standing, in words: "Sworn of the Alcázar: 3 Maravedies (2 of its
    /// Leader's 4, +1)".
    pub fn standing(&self, player: usize) -> String {
        let (bidder, total) = (&self.bidders[player], self.total(player));
        let (invested, purse) = (self.invested[player], self.purses[player]);
        render(&if self.bonus(player) > 0 {
            msg!(
                "rules-auction-standing-favoured",
                bidder = bidder,
                total = total,
                invested = invested,
                purse = purse
            )
        } else {
            msg!(
                "rules-auction-standing",
                bidder = bidder,
                total = total,
                invested = invested,
                purse = purse
            )
        })
    }

    fn check_turn(&self, player: usize) -> Result<(), Rejection> {
        let section = rule("Everybody Has a Price");
        if self.winner.is_some() {
            return Err(Rejection::by_rule(section, msg!("rules-auction-over")));
        }
        if player != self.next {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-auction-turn", bidder = &self.bidders[self.next]),
            ));
        }
        Ok(())
    }

    /// Whether `player` may invest one more Maravedi now, and why not.
    pub fn check_bid(&self, player: usize) -> Result<(), Rejection> {
        self.check_turn(player)?;
        if self.invested[player] + BID_STEP_MRV > self.purses[player] {
            return Err(Rejection::by_rule(
                rule("Everybody Has a Price"),
                msg!("rules-auction-purse-empty"),
            ));
        }
        Ok(())
    }

    /// Step 2: the player invests one more Maravedi from its Leader.
    pub fn bid(&mut self, player: usize) -> Result<(), Rejection> {
        self.check_bid(player)?;
        self.invested[player] += BID_STEP_MRV;
        self.next = 1 - player;
        Ok(())
    }

    /// Step 3: the player leaves; the higher total wins (the one who stays, on a tie). The
    /// loser gets its Maravedies back; the winner's are spent.
    pub fn leave(
        &mut self,
        player: usize,
        resolution: &mut Resolution,
    ) -> Result<usize, Rejection> {
        self.check_turn(player)?;
        let stayer = 1 - player;
        let winner = if self.total(player) > self.total(stayer) {
            player
        } else {
            stayer
        };
        self.winner = Some(winner);
        resolution.explain_with(rule("Everybody Has a Price"), || {
            msg!(
                "rules-auction-leaves",
                leaver = &self.bidders[player],
                first = self.total(0),
                second = self.total(1),
                winner = &self.bidders[winner],
                personality = &self.personality,
                spent = self.invested[winner],
                returned = self.invested[1 - winner]
            )
        });
        Ok(winner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;

    fn open(kind: PersonalityKind, values: [u32; 2]) -> Auction {
        let mut dice = Dice::scripted(1, vec![8]);
        let mut resolution = Resolution::new(&mut dice, None, true);
        Auction::open("Don Test", kind, values, [3, 3], &mut resolution)
    }

    fn leave(auction: &mut Auction, player: usize) -> Result<usize, Rejection> {
        let mut dice = Dice::new(1);
        let mut resolution = Resolution::new(&mut dice, None, true);
        auction.leave(player, &mut resolution)
    }

    #[test]
    fn everybody_has_a_price_lower_band_bids_first_and_the_highest_bid_wins() {
        let mut auction = open(PersonalityKind::Mercenary, [300, 250]);
        assert_eq!(auction.next, 1);
        assert!(auction.bid(0).is_err(), "not player 1's turn");
        auction.bid(1).expect("bid");
        auction.bid(0).expect("bid");
        auction.bid(1).expect("bid");
        assert_eq!(leave(&mut auction, 0), Ok(1));
        assert_eq!(auction.invested, [1, 2]);
        assert!(auction.bid(1).is_err(), "over");
    }

    #[test]
    fn everybody_has_a_price_in_words() {
        let mut dice = Dice::scripted(1, vec![8]);
        let mut resolution = Resolution::new(&mut dice, None, true);
        let mut auction = Auction::open(
            "Don Test",
            PersonalityKind::Reliable,
            [250, 300],
            [3, 3],
            &mut resolution,
        );
        let log: Vec<String> = resolution
            .into_entries()
            .iter()
            .map(crate::log::LogEntry::text)
            .collect();
        assert_eq!(
            log,
            ["both bands hired Don Test (Reliable): player 1 bids first; player 1 adds 1 Maravedi"]
        );
        assert_eq!(
            auction.terms(),
            "Both bands hired Don Test (a Reliable Personality: the band of lower value adds 1 \
             Maravedi). They bid a Maravedi at a time from their Leaders; the higher total wins \
             the contract, the other recovers its Maravedies and plays without it."
        );
        auction.bid(0).expect("bid");
        assert_eq!(
            auction.standing(0),
            "player 1: 2 Maravedies (1 of its Leader's 3, +1)"
        );
        assert_eq!(
            auction.standing(1),
            "player 2: 0 Maravedies (0 of its Leader's 3)"
        );
        let refused = auction.bid(0).map_err(|rejection| rejection.reason());
        assert_eq!(refused, Err("it is player 2's turn to bid".to_owned()));
    }

    #[test]
    fn everybody_has_a_price_equal_values_roll_for_the_first_bid() {
        assert_eq!(open(PersonalityKind::Mercenary, [250, 250]).next, 1);
    }

    #[test]
    fn everybody_has_a_price_reliable_and_treacherous_personalities_add_a_maravedi() {
        let mut reliable = open(PersonalityKind::Reliable, [250, 300]);
        assert_eq!((reliable.bonus(0), reliable.bonus(1)), (1, 0));
        reliable.bid(0).expect("bid");
        reliable.bid(1).expect("bid");
        // 1 + 1 against 1: the smaller band wins even as it leaves.
        assert_eq!(leave(&mut reliable, 0), Ok(0));
        let treacherous = open(PersonalityKind::Treacherous, [250, 300]);
        assert_eq!((treacherous.bonus(0), treacherous.bonus(1)), (0, 1));
    }

    #[test]
    fn everybody_has_a_price_an_empty_purse_cannot_bid() {
        let mut auction = open(PersonalityKind::Mercenary, [250, 300]);
        auction.purses = [0, 3];
        assert!(auction.bid(0).is_err());
        assert_eq!(leave(&mut auction, 0), Ok(1));
    }
}
