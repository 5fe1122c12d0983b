//! Alone in the Face of Danger from the menu: the 1650 table with the solo Commissions. The
//! same table and panels as the Conflicts (`conflict`); its set-up offers the Commissions played
//! alone, one band against the enemy the book's tables drive (`ysbilia_core::conflict::solo`).

use crate::screens::{Navigate, Screen};
use bevy::prelude::*;
use ysbilia_core::mode::Mode;

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Play(Mode::AloneInTheFaceOfDanger)),
        open_solo,
    );
}

/// Opens the 1650 table with the solo set-up (Back still leads to the main menu).
fn open_solo(mut solo: ResMut<crate::conflict::OpenSolo>, mut navigate: MessageWriter<Navigate>) {
    solo.0 = true;
    navigate.write(Navigate::To(Screen::Play(Mode::Conflict1650)));
}
