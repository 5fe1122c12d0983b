//! The window test's scripted opening (`--screen brawl --scripted-opening --check-window FILE`):
//! a seeded Brawl between the first two ready-made bands, played through the same clicks and
//! tools a person uses (select and activate, a walk with its ghost, a shot with its odds), then
//! both bands by the computer, a pawn set waiting each turn until an enemy stirs in its sight
//! (the Reaction Shot's choice), on until a clash waits for its answer, then until a blow waits
//! for its target's answer (the clash's odds), and to the Honour window with its turn-by-turn
//! charts; then the F1 list of keys.
//! A screenshot is saved at each step beside FILE; the window check judges the last one.

use super::input::click;
use super::{ConflictScreen, Tool};
use crate::window_check::{StepShots, WindowCheckReady};
use bevy::prelude::*;
use std::path::PathBuf;
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Awaiting, Gait};
use ysbilia_core::rules::devices::Device;

const SEED: u64 = 1650;
/// Frames between steps: the scene is rebuilt and drawn before each screenshot.
const SETTLE_FRAMES: u32 = 25;
/// Computer commands per frame while the script fast-forwards.
const COMMANDS_PER_FRAME: usize = 4;
/// The script looks for a Reaction Shot in this many turns after its shot, leaving the rest for
/// a clash.
const REACTION_TURNS: u32 = 2;
/// The most commands the script plays before it gives up on the Brawl ending.
const COMMAND_LIMIT: usize = 3_000;

#[derive(Resource)]
struct Script {
    shots: StepShots,
    step: Step,
    wait: u32,
    played: usize,
    /// The turn in which the script last set a pawn waiting for a Reaction Shot.
    waited_in_turn: Option<u32>,
    /// The turn the script stops looking for a Reaction Shot.
    reaction_until: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Start,
    Deploy,
    Activate,
    Walk,
    WalkClick,
    Aim,
    Shoot,
    ShootClick,
    ToClash,
    ToReaction,
    /// A blow waiting for its target's answer, with both sides' odds.
    ToBlow,
    ToEnd,
    /// The Honour window with its turn-by-turn charts.
    Charts,
    /// The F1 list of the table's keys.
    Keys,
    KeysShown,
    Done,
}

pub fn plugin(check_file: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(WindowCheckReady(false))
            .insert_resource(super::ScriptDrives)
            .insert_resource(Script {
                shots: StepShots::beside(&check_file),
                step: Step::Start,
                wait: SETTLE_FRAMES,
                played: 0,
                waited_in_turn: None,
                reaction_until: None,
            })
            .add_systems(Update, drive_script.after(super::scene::sync_scene));
    }
}

impl Script {
    /// The next step, once the scene has settled.
    fn go_on(&mut self, step: Step) {
        self.step = step;
        self.wait = SETTLE_FRAMES;
    }
}

fn drive_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    screen: Option<ResMut<ConflictScreen>>,
    mut ready: ResMut<WindowCheckReady>,
    mut keys_help: ResMut<crate::screens::keys_help::KeysHelp>,
) {
    let Some(mut screen) = screen else { return };
    if script.wait > 0 {
        script.wait -= 1;
        return;
    }
    let shot = |commands: &mut Commands, script: &Script, name: &str| {
        script.shots.take(commands, name);
    };
    if script.step == Step::Start {
        if let ConflictScreen::Setup(form) = screen.as_mut() {
            match form.start_with_seed(SEED) {
                Ok(table) => *screen = ConflictScreen::Playing(Box::new(table)),
                Err(problem) => {
                    error!("scripted opening: the Brawl did not start: {problem}");
                    script.step = Step::Done;
                    ready.0 = true;
                    return;
                }
            }
        }
        script.step = Step::Deploy;
        return;
    }
    let ConflictScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    match script.step {
        Step::Start | Step::Done => {}
        Step::Deploy => {
            if table.game().progress().phase == Phase::Turns {
                shot(&mut commands, &script, "1-deployed");
                script.go_on(Step::Activate);
            } else {
                computer_plays(table, &mut script, |table| {
                    table.game().progress().phase == Phase::Turns
                });
            }
        }
        Step::Activate => activate(table, &mut script),
        Step::Walk => {
            shot(&mut commands, &script, "2-walk-preview");
            script.go_on(Step::WalkClick);
        }
        Step::WalkClick => {
            click(table, false);
            script.go_on(Step::Aim);
        }
        Step::Aim => {
            table.choose_tool(Tool::Shoot);
            table.hover_pawn = nearest_enemy(table);
            table.refresh_previews();
            script.go_on(Step::Shoot);
        }
        Step::Shoot => {
            shot(&mut commands, &script, "3-shot-preview");
            script.go_on(Step::ShootClick);
        }
        Step::ShootClick => {
            click(table, false);
            table.hover_pawn = None;
            script.go_on(Step::ToReaction);
        }
        Step::ToClash => to_clash(&mut commands, table, &mut script),
        Step::ToBlow => to_blow(&mut commands, table, &mut script),
        Step::ToReaction => to_reaction(&mut commands, table, &mut script),
        Step::ToEnd => {
            if table.session.is_over() || !computer_plays(table, &mut script, |_| false) {
                if !table.session.is_over() {
                    error!("scripted opening: the Brawl did not end in {COMMAND_LIMIT} commands");
                }
                info!("scripted opening: {} commands played", script.played);
                script.go_on(Step::Charts);
            }
        }
        Step::Charts => {
            shot(&mut commands, &script, "6-honour-charts");
            keys_help.open = true;
            script.go_on(Step::Keys);
        }
        Step::Keys => {
            shot(&mut commands, &script, "7-keys");
            script.go_on(Step::KeysShown);
        }
        Step::KeysShown => {
            keys_help.open = false;
            script.step = Step::Done;
            ready.0 = true;
        }
    }
}

/// A shooter with an enemy within reach shows the most: it is selected and walks towards the
/// enemy. Until one may act, the computer plays on (both bands), one activation at a time.
fn activate(table: &mut super::ConflictTable, script: &mut Script) {
    // A shooter with an enemy within reach shows the most: walk, then the shot's odds.
    // Until one may act, the computer plays on (both bands), one activation at a time.
    let Some(pawn) = ready_shooter(table) else {
        let between_activations = |table: &super::ConflictTable| {
            table.game().progress().active.is_none()
                && nothing_pending(table)
                && ready_shooter(table).is_some()
        };
        if !computer_plays(table, script, between_activations) {
            error!("scripted opening: no shooter ever came within reach");
            script.step = Step::ToEnd;
        }
        return;
    };
    table.tool = Tool::Select;
    table.hover_pawn = Some(pawn);
    table.hover_point = None;
    click(table, false);
    let (selected, active) = (table.selected, table.game().progress().active);
    info!("scripted opening: clicked pawn {pawn}; selected {selected:?}, active {active:?}");
    table.choose_tool(Tool::Move(Gait::Walk));
    table.hover_pawn = None;
    table.hover_point = walk_target(table, pawn);
    table.refresh_previews();
    script.go_on(Step::Walk);
}

/// A clash waiting for an answer (fight or retreat) or for its winner's choice is shown.
fn to_clash(commands: &mut Commands, table: &mut super::ConflictTable, script: &mut Script) {
    let clash_pawn = |table: &super::ConflictTable| match table.game().awaiting() {
        Awaiting::FightOrRetreat { pawn, .. } => Some(pawn),
        Awaiting::Blow(blow) => Some(blow.target),
        Awaiting::Verdict(verdict) => Some(verdict.winner),
        Awaiting::ReactionShot(_)
        | Awaiting::Temperaments { .. }
        | Awaiting::KeepHidden(_)
        | Awaiting::Phase(_) => None,
    };
    let clash_waits = |table: &super::ConflictTable| clash_pawn(table).is_some();
    if let Some(pawn) = clash_pawn(table) {
        table.selected = Some(pawn);
        script.shots.take(commands, "5-clash");
        script.go_on(Step::ToBlow);
    } else if !computer_plays(table, script, clash_waits) {
        error!("scripted opening: the Brawl ended without a clash to show");
        script.step = Step::ToEnd;
    }
}

/// A blow waiting for its answer is shown with its odds.
fn to_blow(commands: &mut Commands, table: &mut super::ConflictTable, script: &mut Script) {
    let blow_waits = |table: &super::ConflictTable| {
        matches!(table.game().awaiting(), Awaiting::Blow(_)) && table.game().blow_odds(0).is_some()
    };
    if let Awaiting::Blow(blow) = table.game().awaiting()
        && blow_waits(table)
    {
        table.selected = Some(blow.target);
        script.shots.take(commands, "5-clash-odds");
        script.go_on(Step::ToEnd);
    } else if !computer_plays(table, script, blow_waits) {
        error!("scripted opening: the Brawl ended without a blow to show the odds of");
        script.step = Step::ToEnd;
    }
}

/// Once a turn, a shooter of the band to act waits (as its Wait button does); when an enemy
/// stirs in its sight, its player's choice is shown.
fn to_reaction(commands: &mut Commands, table: &mut super::ConflictTable, script: &mut Script) {
    let turn = table.game().turn_number();
    let until = *script
        .reaction_until
        .get_or_insert(turn.unwrap_or(0) + REACTION_TURNS);
    if script.waited_in_turn != turn
        && let Some(pawn) = waiting_shooter(table)
    {
        table.play(ysbilia_core::conflict::ConflictCommand::AwaitReaction { pawn });
        info!("scripted opening: pawn {pawn} waits to fire a Reaction Shot");
        script.waited_in_turn = turn;
    }
    if table.game().reaction_window().is_some() {
        script.shots.take(commands, "4-reaction");
        script.go_on(Step::ToClash);
    } else if turn.is_none_or(|turn| turn > until)
        || !computer_plays(table, script, |table| {
            table.game().reaction_window().is_some() || waiting_shooter(table).is_some()
        })
    {
        info!("scripted opening: no Reaction Shot was offered by turn {until}");
        script.step = Step::ToClash;
    }
}

/// A pawn of the band to act, waiting for its activation, whose loaded distance weapon
/// reaches an enemy after a short walk.
fn ready_shooter(table: &super::ConflictTable) -> Option<u32> {
    let game = table.game();
    if game.progress().active.is_some() || !nothing_pending(table) {
        return None;
    }
    let pawns = game.pawns();
    game.waiting_pawns().into_iter().find(|&id| {
        let Some(me) = pawns.iter().find(|pawn| pawn.id == id) else {
            return false;
        };
        let (Some(at), Some(loads)) = (me.placement, game.loads(id)) else {
            return false;
        };
        let reach = me
            .card
            .weapons
            .iter()
            .enumerate()
            .filter(|(index, _)| loads.shots_left.get(*index).copied().flatten() != Some(0))
            // A plain shot shows the odds best: devices are left to the computer.
            .filter(|(_, weapon)| Device::of(weapon).is_none())
            .filter_map(|(_, weapon)| weapon.discharge.and(weapon.range))
            .max()
            .unwrap_or(0) as f32;
        pawns
            .iter()
            .filter(|other| other.side != me.side)
            .filter_map(|other| other.placement)
            .any(|place| Vec2::new(place.x - at.x, place.y - at.y).length() + 8.0 < reach)
    })
}

/// No answer, blow or clash result is awaited: the activations go on.
fn nothing_pending(table: &super::ConflictTable) -> bool {
    matches!(table.game().awaiting(), Awaiting::Phase(_))
}

/// A pawn of the band to act that may wait for a Reaction Shot now.
fn waiting_shooter(table: &super::ConflictTable) -> Option<u32> {
    let game = table.game();
    if game.progress().active.is_some() || !nothing_pending(table) {
        return None;
    }
    game.waiting_pawns()
        .into_iter()
        .find(|&pawn| game.check_reaction_declare(pawn).is_ok())
}

/// The computer gives the next few commands, stopping early where `stop` says; false when the
/// Brawl is over or too long.
fn computer_plays(
    table: &mut super::ConflictTable,
    script: &mut Script,
    stop: impl Fn(&super::ConflictTable) -> bool,
) -> bool {
    for _ in 0..COMMANDS_PER_FRAME {
        if table.session.is_over() || script.played >= COMMAND_LIMIT {
            return false;
        }
        if !table.play_computer_choice() {
            return false;
        }
        script.played += 1;
        if stop(table) {
            return true;
        }
    }
    true
}

/// A point up to 8 cm from `pawn` towards the nearest enemy that core accepts as a walk
/// (turning aside from scenery in the way).
fn walk_target(table: &super::ConflictTable, pawn: u32) -> Option<Vec2> {
    let game = table.game();
    let from = game.pawn(pawn)?.placement?;
    let start = Vec2::new(from.x, from.y);
    let side = game.pawn(pawn)?.side;
    let enemy = game
        .pawns()
        .into_iter()
        .filter(|other| other.side != side)
        .filter_map(|other| other.placement)
        .map(|place| Vec2::new(place.x, place.y))
        .min_by(|a, b| a.distance(start).total_cmp(&b.distance(start)))?;
    let ahead = (enemy - start).normalize_or_zero();
    let tries = [0.0_f32, 30.0, -30.0, 60.0, -60.0, 90.0, -90.0];
    let lengths = [8.0, 5.0, 3.0];
    lengths
        .iter()
        .flat_map(|length| tries.iter().map(move |degrees| (*length, *degrees)))
        .map(|(length, degrees)| {
            start + Vec2::from_angle(degrees.to_radians()).rotate(ahead) * length
        })
        .find(|point| {
            let path = [ysbilia_core::table::movement::Waypoint {
                x: point.x,
                y: point.y,
                level: None,
            }];
            game.preview_move(pawn, Gait::Walk, &path, None).is_ok()
        })
}

/// The nearest enemy the active pawn can shoot at (or the nearest at all, to show why not).
fn nearest_enemy(table: &super::ConflictTable) -> Option<u32> {
    let game = table.game();
    let active = game.pawn(game.progress().active?)?;
    let from = active.placement?;
    let weapon = table.shoot_weapon;
    let in_sight = |id: u32| {
        game.preview_shot(active.id, id, weapon, false)
            .is_ok_and(|preview| preview.in_range())
    };
    let enemies: Vec<_> = game
        .pawns()
        .into_iter()
        .filter(|other| other.side != active.side)
        .collect();
    let any_in_sight = enemies.iter().any(|enemy| in_sight(enemy.id));
    enemies
        .into_iter()
        .filter(|other| !any_in_sight || in_sight(other.id))
        .filter_map(|other| other.placement.map(|place| (other.id, place)))
        .min_by(|(_, a), (_, b)| {
            let distance = |place: &ysbilia_core::table::base::Placement| {
                Vec2::new(place.x - from.x, place.y - from.y).length()
            };
            distance(a).total_cmp(&distance(b))
        })
        .map(|(id, _)| id)
}
