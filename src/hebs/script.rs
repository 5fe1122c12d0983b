//! The window test's scripted game (`--screen st-elmo --scripted-opening --check-window FILE`):
//! a seeded game against the Foe played through the same clicks a person makes (a column for
//! the Leader, keep the hand), random-legal moves until the battlefields fill, then a hand card
//! selected with its legal columns lit, played into one, its When Played ability used and the
//! card paid for; then random-legal moves to the end, for the end screen's charts. A screenshot
//! is saved at each step beside FILE; the window check judges the last one.

use super::clicks::Click;
use super::{HebsScreen, HebsTable};
use crate::window_check::{StepShots, WindowCheckReady};
use bevy::prelude::*;
use std::path::PathBuf;
use ysbilia_core::hebs::Phase;
use ysbilia_core::hebs::command::{HebsCommand, Use};
use ysbilia_core::hebs::intent::Step;
use ysbilia_core::simulate::Chooser;

const SEED: u64 = 1565;
/// Frames between steps, so the table is drawn before each screenshot.
const SETTLE_FRAMES: u32 = 20;
/// The most random-legal moves before the script plays a card by hand.
const WARM_UP_COMMANDS: usize = 120;
/// The most random-legal moves from the card played by hand to the game's end.
const TO_THE_END_COMMANDS: usize = 5_000;
/// Army cards on the player's side before the script plays one by hand.
const ARMY_ON_SHOW: usize = 3;

#[derive(Resource)]
struct Script {
    shots: StepShots,
    step: u8,
    wait: u32,
    chooser: Chooser,
    payment_shown: bool,
}

pub fn plugin(check_file: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(WindowCheckReady(false))
            .insert_resource(Script {
                shots: StepShots::beside(&check_file),
                step: 0,
                wait: SETTLE_FRAMES,
                chooser: Chooser::new(SEED),
                payment_shown: false,
            })
            .add_systems(Update, drive_script);
    }
}

fn drive_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    screen: Option<ResMut<HebsScreen>>,
    mut ready: ResMut<WindowCheckReady>,
) {
    let Some(mut screen) = screen else { return };
    if script.wait > 0 {
        script.wait -= 1;
        return;
    }
    script.wait = SETTLE_FRAMES;
    if let HebsScreen::Setup(form) = screen.as_mut() {
        form.opponent = super::setup::Opponent::Foe;
        match form.start(SEED) {
            Ok(table) => *screen = HebsScreen::Playing(Box::new(table)),
            Err(problem) => {
                error!("scripted game: it did not start: {problem}");
                ready.0 = true;
            }
        }
        return;
    }
    let HebsScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    let shots = script.shots.clone();
    let shot = |commands: &mut Commands, name: &str| shots.take(commands, name);
    let step = script.step;
    script.step += 1;
    match step {
        0 => table.click(Click::Column(1)),
        1 => {
            shot(&mut commands, "1-leader");
            table.play(HebsCommand::Mulligan { redraw: false });
        }
        2 => {
            warm_up(table, &mut script.chooser);
            shot(&mut commands, "2-battle");
        }
        3 => {
            select_playable(table);
            shot(&mut commands, "3-select");
        }
        4 => {
            let column = table.highlights().slots.iter().position(|&lit| lit);
            if let Some(column) = column {
                table.click(Click::Column(column as u8));
            }
            shot(&mut commands, "4-chosen");
        }
        5..=8 => match table.step() {
            Some(Step::WhenPlayed(choices)) => {
                let first = choices.first().and_then(|choice| {
                    choice.picks.first().map(|pick| Use {
                        ability: choice.ability,
                        pick: *pick,
                    })
                });
                table.use_when_played(first);
            }
            // The payment is shown one step, paid the next.
            Some(Step::Pay { .. }) if !script.payment_shown => {
                shot(&mut commands, "5-pay");
                script.payment_shown = true;
            }
            Some(Step::Pay { .. }) => table.pay(),
            _ => {
                info!("scripted game: played; message {:?}", table.message);
                script.step = 9;
            }
        },
        9 => to_the_end(table, &mut script.chooser),
        10 => shot(&mut commands, "6-end-charts"),
        _ => ready.0 = true,
    }
}

/// Random-legal moves for the player, preferring to play cards, until its side holds a few army
/// cards and it is its turn again.
fn warm_up(table: &mut HebsTable, chooser: &mut Chooser) {
    for _ in 0..WARM_UP_COMMANDS {
        let game = table.session.game();
        let turn = game.window.is_none() && matches!(game.phase, Phase::Deployment(0));
        let can_play = game.options(0).iter().any(|option| {
            matches!(
                option,
                ysbilia_core::hebs::options::Option_::Play {
                    column: Some(_),
                    ..
                }
            )
        });
        let on_show = game.table.army_of(0).count() >= ARMY_ON_SHOW;
        if turn && on_show && can_play || game.outcome.is_some() {
            return;
        }
        let command = (0..12)
            .filter_map(|_| game.random_command(chooser))
            .find(|command| matches!(command, HebsCommand::Play { .. }))
            .or_else(|| game.random_command(chooser));
        match command {
            Some(command) => table.play(command),
            None => return,
        }
    }
}

/// Random-legal moves for the player (the Foe answers inside each) until the game is over.
fn to_the_end(table: &mut HebsTable, chooser: &mut Chooser) {
    for _ in 0..TO_THE_END_COMMANDS {
        let game = table.session.game();
        if game.outcome.is_some() {
            return;
        }
        match game.random_command(chooser) {
            Some(command) => table.play(command),
            None => break,
        }
    }
    if table.session.game().outcome.is_none() {
        error!("scripted game: no end in {TO_THE_END_COMMANDS} moves");
    }
}

/// Selects the first hand card that can be played into a column.
fn select_playable(table: &mut HebsTable) {
    let game = table.session.game();
    let hand = game.table.players[0].hand.clone();
    for card in hand {
        if !table.session.game().play_columns(0, card).is_empty() {
            table.click(Click::Card(card));
            if table.highlights().slots.iter().any(|&lit| lit) {
                return;
            }
        }
    }
}
