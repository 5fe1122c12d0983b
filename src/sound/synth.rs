//! The four effects, made from sums of decaying tones and noise at start-up (no sound files to
//! ship or license), and written out as 16-bit mono WAV for Bevy's audio to decode.

use super::Effect;
use std::f32::consts::TAU;

pub const SAMPLE_RATE: u32 = 22_050;

/// Samples in -1..=1, each effect a fraction of a second.
pub fn samples(effect: Effect) -> Vec<f32> {
    let mut noise = Noise(0x9E37_79B9);
    let mut samples = match effect {
        Effect::Dice => dice(&mut noise),
        Effect::Shot => shot(&mut noise),
        Effect::Steel => steel(&mut noise),
        Effect::Card => card(&mut noise),
    };
    let peak = match effect {
        Effect::Card => 0.45,
        Effect::Dice => 0.7,
        Effect::Shot | Effect::Steel => 0.85,
    };
    normalise(&mut samples, peak);
    fade_out(&mut samples, 0.008);
    samples
}

/// A RIFF/WAVE file of `samples` at `SAMPLE_RATE`.
pub fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = u32::try_from(samples.len() * 2).unwrap_or(u32::MAX - 36);
    let mut bytes = Vec::with_capacity(44 + samples.len() * 2);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_len).to_le_bytes());
    bytes.extend_from_slice(b"WAVE");
    bytes.extend_from_slice(b"fmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
    bytes.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    bytes.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    bytes.extend_from_slice(&2u16.to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_len.to_le_bytes());
    for sample in samples {
        let value = (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16;
        bytes.extend_from_slice(&value.to_le_bytes());
    }
    bytes
}

/// A fixed xorshift: the same effect every time (no game's dice are touched).
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

fn buffer(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32) as usize]
}

fn time(index: usize) -> f32 {
    index as f32 / SAMPLE_RATE as f32
}

/// Adds a tone at `frequency` starting at `start`, decaying by e every `decay` seconds.
fn add_tone(samples: &mut [f32], start: f32, frequency: f32, amplitude: f32, decay: f32) {
    let first = (start * SAMPLE_RATE as f32) as usize;
    for (index, sample) in samples.iter_mut().enumerate().skip(first) {
        let t = time(index) - start;
        *sample += amplitude * (TAU * frequency * t).sin() * (-t / decay).exp();
    }
}

/// Adds a burst of noise starting at `start`, smoothed by a one-pole low-pass (`smoothing` near
/// 1 is duller), decaying by e every `decay` seconds.
fn add_noise(
    samples: &mut [f32],
    noise: &mut Noise,
    start: f32,
    amplitude: f32,
    decay: f32,
    smoothing: f32,
) {
    let first = (start * SAMPLE_RATE as f32) as usize;
    let mut low = 0.0;
    for (index, sample) in samples.iter_mut().enumerate().skip(first) {
        let t = time(index) - start;
        low = smoothing * low + (1.0 - smoothing) * noise.next();
        *sample += amplitude * low * (-t / decay).exp();
    }
}

/// Three or four clacks of dice on a wooden table.
fn dice(noise: &mut Noise) -> Vec<f32> {
    let mut samples = buffer(0.32);
    for (start, pitch) in [
        (0.0, 2300.0),
        (0.075, 1900.0),
        (0.16, 2600.0),
        (0.22, 2100.0),
    ] {
        add_noise(&mut samples, noise, start, 0.8, 0.004, 0.2);
        add_tone(&mut samples, start, pitch, 0.5, 0.012);
        add_tone(&mut samples, start, pitch * 0.43, 0.3, 0.02);
    }
    samples
}

/// A powder shot: a dull boom under a crack that dies away.
fn shot(noise: &mut Noise) -> Vec<f32> {
    let mut samples = buffer(0.7);
    add_noise(&mut samples, noise, 0.0, 1.0, 0.05, 0.35);
    add_noise(&mut samples, noise, 0.0, 0.8, 0.18, 0.9);
    add_tone(&mut samples, 0.0, 62.0, 0.9, 0.1);
    samples
}

/// Blades meeting: inharmonic ringing partials after a sharp click.
fn steel(noise: &mut Noise) -> Vec<f32> {
    let mut samples = buffer(0.65);
    add_noise(&mut samples, noise, 0.0, 0.6, 0.006, 0.0);
    for (frequency, amplitude, decay) in [
        (1420.0, 1.0, 0.28),
        (2390.0, 0.6, 0.2),
        (3510.0, 0.45, 0.14),
        (5170.0, 0.3, 0.08),
    ] {
        add_tone(&mut samples, 0.0, frequency, amplitude, decay);
    }
    samples
}

/// A card slid onto the table: a soft swish that swells and fades.
fn card(noise: &mut Noise) -> Vec<f32> {
    let mut samples = buffer(0.16);
    let length = samples.len() as f32;
    let mut previous = 0.0;
    for (index, sample) in samples.iter_mut().enumerate() {
        // A first difference of noise: a hiss, with the low rumble taken out.
        let white = noise.next();
        let swell = (std::f32::consts::PI * index as f32 / length).sin().powi(2);
        *sample = (white - previous) * swell;
        previous = white;
    }
    samples
}

fn normalise(samples: &mut [f32], peak: f32) {
    let loudest = samples
        .iter()
        .fold(0.0f32, |most, sample| most.max(sample.abs()));
    if loudest > 0.0 {
        for sample in samples.iter_mut() {
            *sample *= peak / loudest;
        }
    }
}

/// The last `seconds` ramp down to silence, so no effect ends in a click.
fn fade_out(samples: &mut [f32], seconds: f32) {
    let count = ((seconds * SAMPLE_RATE as f32) as usize).min(samples.len());
    let start = samples.len() - count;
    for (offset, sample) in samples[start..].iter_mut().enumerate() {
        *sample *= 1.0 - (offset + 1) as f32 / count as f32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_effect_is_short_audible_and_never_clips() {
        for effect in Effect::ALL {
            let samples = samples(effect);
            let seconds = samples.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.1..=1.0).contains(&seconds), "{effect:?}: {seconds} s");
            let peak = samples.iter().fold(0.0f32, |most, s| most.max(s.abs()));
            assert!((0.3..=0.9).contains(&peak), "{effect:?}: peak {peak}");
            assert!(samples.iter().all(|sample| sample.is_finite()));
            assert_eq!(
                samples.last().copied(),
                Some(0.0),
                "{effect:?} ends in silence"
            );
        }
    }

    #[test]
    fn effects_differ_from_each_other() {
        let made: Vec<Vec<f32>> = Effect::ALL.iter().map(|&effect| samples(effect)).collect();
        for (index, one) in made.iter().enumerate() {
            for other in &made[index + 1..] {
                assert_ne!(one, other);
            }
        }
    }

    #[test]
    fn wav_header_names_pcm_mono_at_the_sample_rate() {
        let bytes = wav_bytes(&[0.0, 0.5, -0.5, 1.0]);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(
            u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]),
            36 + 8
        );
        assert_eq!(u16::from_le_bytes([bytes[22], bytes[23]]), 1);
        assert_eq!(
            u32::from_le_bytes([bytes[24], bytes[25], bytes[26], bytes[27]]),
            SAMPLE_RATE
        );
        assert_eq!(bytes.len(), 44 + 8);
        assert_eq!(i16::from_le_bytes([bytes[50], bytes[51]]), i16::MAX);
    }
}
