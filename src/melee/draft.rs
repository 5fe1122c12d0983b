//! A fighter's plan while it is being put together: three rows, each an Action card and one or
//! two Strategy cards picked from the hand. Core checks the finished plan.

use ysbilia_core::melee::exchange::Action;
use ysbilia_core::melee::{CARDS_PER_ACTION, Plan, PlannedAction};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct DraftRow {
    pub(super) action: Option<Action>,
    /// Positions in the hand.
    pub(super) cards: Vec<usize>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct PlanDraft {
    pub(super) rows: [DraftRow; 3],
    /// The row the next card or action goes to.
    pub(super) selected: usize,
}

impl PlanDraft {
    /// Puts `action` on the selected row (taking it off any other row) and moves on.
    pub(super) fn choose_action(&mut self, action: Action) {
        for row in &mut self.rows {
            if row.action == Some(action) {
                row.action = None;
            }
        }
        self.rows[self.selected].action = Some(action);
    }

    /// Adds the hand's card at `position` to the selected row, or takes it back if it is
    /// already on a row. A row holds two cards at most: a third replaces the second.
    pub(super) fn toggle_card(&mut self, position: usize) {
        if let Some(row) = self
            .rows
            .iter_mut()
            .find(|row| row.cards.contains(&position))
        {
            row.cards.retain(|&card| card != position);
            return;
        }
        let row = &mut self.rows[self.selected];
        if row.cards.len() == CARDS_PER_ACTION {
            row.cards.pop();
        }
        row.cards.push(position);
    }

    /// Puts the hand's card at `position` on `row` (dragged there), moving it from any other
    /// row; a row holds two cards at most: a third replaces the second.
    pub(super) fn place_card(&mut self, position: usize, row: usize) {
        for each in &mut self.rows {
            each.cards.retain(|&card| card != position);
        }
        self.selected = row;
        let target = &mut self.rows[row];
        if target.cards.len() == CARDS_PER_ACTION {
            target.cards.pop();
        }
        target.cards.push(position);
    }

    pub(super) fn row_value(&self, row: usize, hand: &[u32]) -> u32 {
        self.rows[row]
            .cards
            .iter()
            .filter_map(|&position| hand.get(position))
            .sum()
    }

    /// The plan to lay down, once every row has an action and a card.
    pub(super) fn plan(&self, hand: &[u32]) -> Option<Plan> {
        let step = |row: &DraftRow| {
            let action = row.action?;
            let cards: Vec<u32> = row
                .cards
                .iter()
                .filter_map(|&position| hand.get(position).copied())
                .collect();
            (!cards.is_empty()).then(|| PlannedAction::new(action, &cards))
        };
        Some([
            step(&self.rows[0])?,
            step(&self.rows[1])?,
            step(&self.rows[2])?,
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_becomes_a_plan_once_every_row_is_filled() {
        let hand = [3, 7, 2, 9, 5];
        let mut draft = PlanDraft::default();
        draft.choose_action(Action::Attack);
        draft.toggle_card(0);
        draft.toggle_card(2);
        assert_eq!(draft.row_value(0, &hand), 5);
        assert_eq!(draft.plan(&hand), None);
        draft.selected = 1;
        draft.choose_action(Action::Defend);
        draft.toggle_card(1);
        draft.selected = 2;
        draft.choose_action(Action::Attack);
        draft.toggle_card(4);
        assert_eq!(draft.rows[0].action, None, "Attack moved to the third row");
        draft.selected = 0;
        draft.choose_action(Action::Knockdown);
        let plan = draft.plan(&hand).expect("complete");
        assert_eq!(plan[0], PlannedAction::new(Action::Knockdown, &[3, 2]));
        draft.toggle_card(2);
        assert_eq!(
            draft.rows[0].cards,
            vec![0],
            "clicking a placed card takes it back"
        );
    }
}
