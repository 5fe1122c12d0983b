//! Every choice a HEBS player makes, as a serialisable command (the record contract).

use super::state::CardId;
use serde::{Deserialize, Serialize};

/// "Generating Resources": cards Tired for their Resources and cards discarded from hand for 1
/// each. No saving: a payment with a source it did not need is refused.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payment {
    #[serde(default)]
    pub tire: Vec<CardId>,
    #[serde(default)]
    pub discard: Vec<CardId>,
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
}
