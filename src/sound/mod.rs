//! Short sound effects (dice, a shot, steel, a card) played through Bevy's audio, at the volume
//! the Settings screen sets. Each table collects the effects of the commands it plays in its
//! `Cues`; its plugin hands them to `PlayEffect`.

pub mod cues;
pub mod synth;

use crate::settings::Settings;
use bevy::audio::{AudioPlayer, AudioSource, GlobalVolume, PlaybackSettings, Volume};
use bevy::prelude::*;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    Dice,
    Shot,
    Steel,
    Card,
}

impl Effect {
    pub const ALL: [Effect; 4] = [Effect::Dice, Effect::Shot, Effect::Steel, Effect::Card];
}

/// Ask for an effect to be heard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayEffect(pub Effect);

/// Effects a table's played commands made, waiting to be heard.
#[derive(Debug, Default)]
pub struct Cues(Vec<Effect>);

impl Cues {
    pub fn add(&mut self, effects: impl IntoIterator<Item = Effect>) {
        self.0.extend(effects);
    }

    /// Hands the waiting effects to `out`, each at most once.
    pub fn send(&mut self, out: &mut MessageWriter<PlayEffect>) {
        let mut heard = Vec::new();
        for effect in self.0.drain(..) {
            if !heard.contains(&effect) {
                heard.push(effect);
                out.write(PlayEffect(effect));
            }
        }
    }
}

/// A screen whose table, while one is played, collects the effects of its commands.
pub trait CueSource: Resource + Component<Mutability = bevy::ecs::component::Mutable> {
    fn cues(&mut self) -> Option<&mut Cues>;
}

/// The effects of the commands a screen's table played, handed on to be heard.
pub fn send_cues<S: CueSource>(screen: Option<ResMut<S>>, mut out: MessageWriter<PlayEffect>) {
    let Some(mut screen) = screen else {
        return;
    };
    // Not a change of the screen: nothing redraws for it.
    if let Some(cues) = screen.bypass_change_detection().cues() {
        cues.send(&mut out);
    }
}

/// The made effects, ready to play.
#[derive(Resource)]
struct Effects(Vec<(Effect, Handle<AudioSource>)>);

pub fn plugin(app: &mut App) {
    app.add_message::<PlayEffect>()
        .add_systems(Startup, make_effects)
        .add_systems(
            Update,
            (
                follow_volume.run_if(resource_changed::<Settings>),
                play_effects,
            )
                .chain(),
        );
}

fn make_effects(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let made = Effect::ALL
        .iter()
        .map(|&effect| {
            let bytes: Arc<[u8]> = synth::wav_bytes(&synth::samples(effect)).into();
            (effect, sources.add(AudioSource { bytes }))
        })
        .collect();
    commands.insert_resource(Effects(made));
}

/// The volume a player set, silent when muted.
pub fn heard_volume(settings: &Settings) -> f32 {
    if settings.sound_muted {
        0.0
    } else {
        settings.sound_volume
    }
}

fn follow_volume(settings: Res<Settings>, mut global: ResMut<GlobalVolume>) {
    global.volume = Volume::Linear(heard_volume(&settings));
}

fn play_effects(
    mut requests: MessageReader<PlayEffect>,
    effects: Option<Res<Effects>>,
    settings: Res<Settings>,
    mut commands: Commands,
) {
    let Some(effects) = effects else {
        requests.clear();
        return;
    };
    if heard_volume(&settings) <= 0.0 {
        requests.clear();
        return;
    }
    for PlayEffect(wanted) in requests.read() {
        if let Some((_, handle)) = effects.0.iter().find(|(effect, _)| effect == wanted) {
            commands.spawn((AudioPlayer(handle.clone()), PlaybackSettings::DESPAWN));
        }
    }
}
