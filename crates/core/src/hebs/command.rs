//! Every choice a HEBS player makes, as a serialisable command (the record contract).

use super::state::CardId;
use serde::{Deserialize, Serialize};

/// "Generating Resources": cards Tired for their Resources and cards discarded from hand for 1
/// each. No saving: a payment with a source it did not need is refused.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payment {
    #[serde(default)]
    pub tire: CardList,
    #[serde(default)]
    pub discard: CardList,
}

/// The most cards one side of a payment holds. Each card raises at least 1 and no saving means
/// every card is needed, so a payment never holds more cards than its cost; content is checked
/// to cost no more than this.
pub const PAYMENT_MOST: usize = 8;

/// The cards of one side of a payment, held in place: a headless game allocates nothing for a
/// payment. Reads as a slice; written in files as a list.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(try_from = "Vec<CardId>", into = "Vec<CardId>")]
pub struct CardList {
    len: u8,
    cards: [CardId; PAYMENT_MOST],
}

impl Default for CardList {
    fn default() -> Self {
        Self {
            len: 0,
            cards: [CardId(0); PAYMENT_MOST],
        }
    }
}

/// Equal when the listed cards are (what lies beyond the end is not compared).
impl PartialEq for CardList {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for CardList {}

impl CardList {
    /// The list of `cards`, or `None` if there are more than `PAYMENT_MOST`.
    pub fn of(cards: &[CardId]) -> Option<Self> {
        let mut list = Self::default();
        cards.iter().all(|&card| list.push(card)).then_some(list)
    }

    /// Adds `card` at the end; false (and nothing changes) when the list is full.
    pub fn push(&mut self, card: CardId) -> bool {
        let Some(slot) = self.cards.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = card;
        self.len += 1;
        true
    }

    /// Takes `card` out if it is listed, otherwise adds it; false if it could not be added.
    pub fn toggle(&mut self, card: CardId) -> bool {
        match self.iter().position(|&listed| listed == card) {
            Some(index) => {
                let len = usize::from(self.len);
                self.cards.copy_within(index + 1..len, index);
                self.len -= 1;
                true
            }
            None => self.push(card),
        }
    }
}

impl std::ops::Deref for CardList {
    type Target = [CardId];

    fn deref(&self) -> &[CardId] {
        &self.cards[..usize::from(self.len)]
    }
}

impl<'a> IntoIterator for &'a CardList {
    type Item = &'a CardId;
    type IntoIter = std::slice::Iter<'a, CardId>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl std::fmt::Debug for CardList {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.debug_list().entries(self.iter()).finish()
    }
}

impl TryFrom<Vec<CardId>> for CardList {
    type Error = String;

    fn try_from(cards: Vec<CardId>) -> Result<Self, String> {
        Self::of(&cards)
            .ok_or_else(|| format!("a payment lists at most {PAYMENT_MOST} cards on each side"))
    }
}

impl From<CardList> for Vec<CardId> {
    fn from(list: CardList) -> Self {
        list.to_vec()
    }
}

impl Payment {
    pub fn is_empty(&self) -> bool {
        self.tire.is_empty() && self.discard.is_empty()
    }
}

/// What an ability is aimed at, chosen when it is initiated: one card for every `Chosen…`
/// target, one column for moves, column damage and an event's column effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    #[serde(default)]
    pub card: Option<CardId>,
    #[serde(default)]
    pub column: Option<u8>,
}

/// Using one ability of a card: which of its abilities (index into its list) and its aim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Use {
    pub ability: u8,
    #[serde(default)]
    pub pick: Pick,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HebsCommand {
    /// "Setup" step 4: the Leader goes to Row 1 of this column.
    PlaceLeader {
        column: u8,
    },
    /// "Setup" step 6: shuffle the hand back and draw 4 again, or keep it.
    Mulligan {
        redraw: bool,
    },
    /// "Step 2: Draw Cards": discard down to 6, or the Advanced Drafting discards.
    Discard {
        cards: Vec<CardId>,
    },
    /// "Playing A Card": an army card into `column`, an attachment onto `host`, a tactics card to
    /// the reserve; `when_played` uses one of its When Played abilities (they are optional).
    Play {
        card: CardId,
        #[serde(default)]
        column: Option<u8>,
        #[serde(default)]
        host: Option<CardId>,
        #[serde(default)]
        payment: Payment,
        #[serde(default)]
        when_played: Option<Use>,
    },
    /// "Executing An Action": Tire a Ready card you control, or pay for an event in hand.
    Action {
        card: CardId,
        #[serde(rename = "use")]
        ability: Use,
        #[serde(default)]
        payment: Payment,
    },
    /// "Sacrificing A Card".
    Sacrifice {
        card: CardId,
    },
    Pass,
    /// "Response Abilities": answer what is on top of the stack.
    Respond {
        card: CardId,
        #[serde(rename = "use")]
        ability: Use,
        #[serde(default)]
        payment: Payment,
    },
    /// Let the top of the stack resolve without (another) Response from this player.
    Decline,
    /// Solo: break the tie the Foe's turn waits on (`Hebs::foe_choice`): the Foe card to
    /// replace, or the column a Commander moves to.
    ChooseForFoe {
        #[serde(default)]
        card: Option<CardId>,
        #[serde(default)]
        column: Option<u8>,
    },
}
