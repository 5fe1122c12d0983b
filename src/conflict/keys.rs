//! The conflict screen's keys, by the layout's letter (not the key's place). Shortcuts: Tab next
//! pawn, Enter activate, W walk, C charge, B swim, F turn, S shoot, L reload, E end the
//! activation, M tape measure, O line of sight, V pawn's-eye view, Ctrl+Z undo, Esc cancel/menu;
//! engaged and asked, Enter fights and R retreats; in the auction, Enter bids and L leaves.

use super::camera::OrbitCamera;
use super::{ConflictScreen, ConflictTable, TableView, Tool};
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Action, Awaiting, ConflictCommand, Gait};

/// Whether `letter` was just typed, wherever the keyboard's layout puts it (AZERTY, QWERTZ…):
/// the table's letter shortcuts read the layout's letters, not the keys' positions.
pub(super) fn letter_pressed(letters: &ButtonInput<Key>, letter: char) -> bool {
    letters.get_just_pressed().any(|key| match key {
        Key::Character(text) => text.chars().flat_map(char::to_lowercase).eq([letter]),
        _ => false,
    })
}

/// A question the conflict waits for takes its keys first: Enter fights (or bids), R retreats,
/// L leaves the auction. True when one was answered.
fn answer_keys(
    table: &mut ConflictTable,
    keys: &ButtonInput<KeyCode>,
    letters: &ButtonInput<Key>,
) -> bool {
    let mine = table
        .game()
        .side_to_act()
        .is_some_and(|band| !table.is_computer(band));
    let command = match table.game().awaiting() {
        _ if !mine => None,
        Awaiting::FightOrRetreat { .. } if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::FightOrRetreat { retreat: false })
        }
        Awaiting::FightOrRetreat { .. } if letter_pressed(letters, 'r') => {
            Some(ConflictCommand::FightOrRetreat { retreat: true })
        }
        Awaiting::Temperaments { .. } if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::StopTemperaments)
        }
        Awaiting::KeepHidden(_) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::KeepHidden { price: None })
        }
        Awaiting::Phase(Phase::PlaceEnclaves { .. }) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::StopPlacingEnclaves)
        }
        Awaiting::Phase(Phase::DeployAntagonists { .. }) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::StopDeployingAntagonists)
        }
        Awaiting::Phase(Phase::Auction) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::Bid)
        }
        Awaiting::Phase(Phase::Auction) if letter_pressed(letters, 'l') => {
            Some(ConflictCommand::LeaveAuction)
        }
        _ => None,
    };
    let Some(command) = command else {
        return false;
    };
    table.play_listed(command);
    true
}

pub(super) fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    letters: Res<ButtonInput<Key>>,
    view: Res<TableView>,
    screen: Option<ResMut<ConflictScreen>>,
    mut orbit: ResMut<OrbitCamera>,
) {
    let Some(mut screen) = screen else { return };
    let ConflictScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    if !view.keys_free {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) && table.replay.is_some() {
        table.leave_replay();
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        escape(table, &mut orbit);
        return;
    }
    if table.menu_open || table.replay.is_some() {
        return;
    }
    // § Feast of Eucharist: behind the curtain no key plays; Enter takes the screen.
    if let Some(band) = table.curtain() {
        if keys.just_pressed(KeyCode::Enter) {
            table.guests_shown = Some(band);
        }
        return;
    }
    let control = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if control && letter_pressed(&letters, 'z') {
        table.ask_undo();
        return;
    }
    if answer_keys(table, &keys, &letters) {
        return;
    }
    if keys.just_pressed(KeyCode::Tab) {
        next_pawn(table);
    }
    // Q looks through the surface under the pointer to the next one below (a floor under a
    // roof), and back to the top after the lowest.
    if letter_pressed(&letters, 'q') {
        table.surface_skip += 1;
    }
    if keys.just_pressed(KeyCode::Enter)
        && let Some(pawn) = table.selected
    {
        table.play_listed(ConflictCommand::Activate { pawn });
    }
    let tools = [
        ('w', Tool::Move(Gait::Walk)),
        ('c', Tool::Move(Gait::Charge)),
        ('b', Tool::Move(Gait::Swim)),
        ('f', Tool::Turn),
        ('s', Tool::Shoot),
        ('m', Tool::Tape),
        ('o', Tool::Sight),
    ];
    for (letter, tool) in tools {
        if letter_pressed(&letters, letter) {
            table.choose_tool(tool);
        }
    }
    if letter_pressed(&letters, 'r')
        && let Some(pawn) = table.selected
        && table.game().progress().active.is_none()
    {
        table.play_listed(ConflictCommand::AwaitReaction { pawn });
    }
    if letter_pressed(&letters, 'h') && table.game().reaction_window().is_some() {
        table.play_listed(ConflictCommand::HoldFire);
    }
    let active = table.game().progress().active;
    if letter_pressed(&letters, 'e')
        && let Some(pawn) = active
    {
        table.play_listed(ConflictCommand::EndActivation { pawn });
    }
    // The first reload core's list offers the active pawn.
    if letter_pressed(&letters, 'l')
        && let Some(pawn) = active
    {
        let reload = super::panels::activation::listed(table.legal(), Action::Reload, Some(pawn));
        if let Some((command, _)) = reload {
            table.play(command);
        }
    }
    if letter_pressed(&letters, 'v') {
        orbit.eye_of = if orbit.eye_of.is_some() {
            None
        } else {
            table.selected
        };
    }
}

/// Esc backs out one step: the eye view, a tool's draft, the tool, then opens the menu.
fn escape(table: &mut ConflictTable, orbit: &mut OrbitCamera) {
    if orbit.eye_of.take().is_some() {
        return;
    }
    if table.menu_open {
        table.menu_open = false;
    } else if !table.waypoints.is_empty() || !table.deploying.is_empty() {
        table.waypoints.clear();
        table.deploying.clear();
    } else if !table.tape.is_empty() || !table.sight.is_empty() {
        table.tape.clear();
        table.sight.clear();
    } else if table.tool != Tool::Select {
        table.tool = Tool::Select;
    } else {
        table.menu_open = true;
    }
}

/// Tab: the next pawn of the band to act that may still be activated.
fn next_pawn(table: &mut ConflictTable) {
    let waiting = table.game().waiting_pawns();
    if waiting.is_empty() {
        return;
    }
    let next = match table
        .selected
        .and_then(|id| waiting.iter().position(|&w| w == id))
    {
        Some(index) => waiting[(index + 1) % waiting.len()],
        None => waiting[0],
    };
    table.selected = Some(next);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_letters_follow_the_layout_not_the_key_position() {
        // On an AZERTY keyboard the key where QWERTY has W types Z: the layout's letter counts.
        let mut letters = ButtonInput::<Key>::default();
        letters.press(Key::Character("z".into()));
        assert!(letter_pressed(&letters, 'z'));
        assert!(!letter_pressed(&letters, 'w'));
        // Shift gives the capital: the same shortcut.
        let mut shifted = ButtonInput::<Key>::default();
        shifted.press(Key::Character("W".into()));
        assert!(letter_pressed(&shifted, 'w'));
    }
}
