//! The Commissions' numbers, read from assets/1650/commissions.ron (compiled in) and checked
//! once: every Commission present, its roles and numbers sound.

use super::terms::{
    ArtilleryRow, ArtilleryTable, Commission, GuestTerms, Role, RoomFind, RoomRow, SIDES_MAX,
    Shelling, SoloRules, SoloTerms, Terms,
};
use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Deserialize)]
struct Catalogue {
    commissions: Vec<Terms>,
    solo_rules: SoloRules,
    room_table: Vec<RoomRow>,
}

/// The file, read and checked.
struct Parsed {
    terms: Vec<Terms>,
    solo_rules: SoloRules,
    room_table: Vec<RoomRow>,
}

/// The file's text, as built into the game.
pub const COMMISSIONS_RON: &str = include_str!("../../../../../assets/1650/commissions.ron");

/// Every Commission's terms, and the solo rules' numbers, read from `COMMISSIONS_RON` once.
fn parsed() -> Result<&'static Parsed, String> {
    static CATALOGUE: OnceLock<Result<Parsed, String>> = OnceLock::new();
    CATALOGUE
        .get_or_init(|| parse_all(COMMISSIONS_RON))
        .as_ref()
        .map_err(Clone::clone)
}

/// Every Commission's terms, read from `COMMISSIONS_RON` once.
pub fn catalogue() -> Result<&'static [Terms], String> {
    parsed().map(|parsed| parsed.terms.as_slice())
}

/// § Alone in the Face of Danger's numbers (`COMMISSIONS_RON`'s `solo_rules`).
pub fn solo_rules() -> Result<&'static SoloRules, String> {
    parsed().map(|parsed| &parsed.solo_rules)
}

/// § Now or Never!'s room table (ours: the page's did not survive), a row for each D10 roll.
pub fn room_table() -> Result<&'static [RoomRow], String> {
    parsed().map(|parsed| parsed.room_table.as_slice())
}

/// The room table's row for `roll`.
pub fn room_row(roll: u32) -> Option<&'static RoomRow> {
    room_table()
        .ok()?
        .iter()
        .find(|row| (row.from..=row.to).contains(&roll))
}

/// Parses and checks a commissions file: every Commission once, with sound numbers.
pub fn parse_catalogue(text: &str) -> Result<Vec<Terms>, String> {
    parse_all(text).map(|parsed| parsed.terms)
}

fn parse_all(text: &str) -> Result<Parsed, String> {
    let catalogue: Catalogue = ron::from_str(text).map_err(|error| error.to_string())?;
    check_solo_distances(&catalogue.solo_rules)?;
    check_each_commission_once(&catalogue.commissions)?;
    for terms in &catalogue.commissions {
        check_terms(terms)?;
    }
    check_room_table(&catalogue.room_table)?;
    Ok(Parsed {
        terms: catalogue.commissions,
        solo_rules: catalogue.solo_rules,
        room_table: catalogue.room_table,
    })
}

/// The solo rules' distances: 0 to 100 cm each.
fn check_solo_distances(rules: &SoloRules) -> Result<(), String> {
    let distances = [
        rules.activation_end_cm,
        rules.gunpowder_cm,
        rules.hurt_cm,
        rules.contact_cm,
        rules.reload_or_charge_cm,
        rules.reload_step_cm,
        rules.revealed_cm,
        rules.reveal_end_cm,
        rules.reveal_gunpowder_cm,
        rules.reveal_placed_cm,
    ];
    if !distances
        .iter()
        .all(|cm| cm.is_finite() && (0.0..=100.0).contains(cm))
    {
        return Err("solo_rules: every distance must be 0 to 100 cm".to_owned());
    }
    Ok(())
}

/// Every Commission, the solo ones too, has exactly one entry.
fn check_each_commission_once(commissions: &[Terms]) -> Result<(), String> {
    for commission in Commission::ALL.into_iter().chain(Commission::SOLO) {
        let count = commissions
            .iter()
            .filter(|terms| terms.commission == commission)
            .count();
        if count != 1 {
            return Err(format!(
                "{} has {count} entries; it needs exactly one",
                commission.name()
            ));
        }
    }
    Ok(())
}

/// One Commission's numbers: its bands and their deployment, its Decrees, its Guest Markers,
/// its artillery table and its solo enemy, in that order.
fn check_terms(terms: &Terms) -> Result<(), String> {
    let name = terms.commission.name();
    check_bands(name, terms)?;
    check_decrees(name, terms)?;
    if let Some(guests) = &terms.guests
        && let Err(problem) = check_guest_terms(guests, &terms.roles)
    {
        return Err(format!("{name}: {problem}"));
    }
    if let Some(table) = &terms.artillery {
        check_artillery(name, table)?;
    }
    if let Some(solo) = terms.solo {
        check_solo_enemy(name, terms, solo)?;
    }
    Ok(())
}

/// The bands: one or two open the conflict along edges (one may arrive later, or lurk), for 1
/// to 20 turns, deploying at a sound depth or in a middle circle; values and sizes name every
/// band or none.
fn check_bands(name: &str, terms: &Terms) -> Result<(), String> {
    let opening = terms.roles.len().saturating_sub(usize::from(
        terms.arrival.is_some() || terms.lurking.is_some(),
    ));
    if !(1..=2).contains(&opening) || terms.roles.len() > SIDES_MAX {
        return Err(format!(
            "{name}: one or two bands open the conflict along edges (and one may arrive later)"
        ));
    }
    if !(1..=20).contains(&terms.turns) {
        return Err(format!("{name}: {} turns; 1 to 20", terms.turns));
    }
    if !(terms.deployment_depth_cm.is_finite() && (1.0..=50.0).contains(&terms.deployment_depth_cm))
    {
        return Err(format!("{name}: the deployment depth must be 1 to 50 cm"));
    }
    if let Some(arrival) = terms.arrival
        && !((1..=terms.turns).contains(&arrival.turn)
            && arrival.clear_of_enemies_cm.is_finite()
            && (0.0..=100.0).contains(&arrival.clear_of_enemies_cm))
    {
        return Err(format!(
            "{name}: a late band arrives on turn 1 to {}, 0 to 100 cm from enemies",
            terms.turns
        ));
    }
    if let Some(diameter) = terms.centre_deployment_cm
        && !(diameter.is_finite() && (5.0..=100.0).contains(&diameter) && opening == 1)
    {
        return Err(format!(
            "{name}: one opening band deploys in a middle circle of 5 to 100 cm"
        ));
    }
    if !(terms.band_values_mrv.is_empty() || terms.band_values_mrv.len() == terms.roles.len()) {
        return Err(format!("{name}: the band values name every band or none"));
    }
    if !(terms.band_pawns_max.is_empty() || terms.band_pawns_max.len() == terms.roles.len()) {
        return Err(format!("{name}: the band sizes name every band or none"));
    }
    if let Some(lurking) = terms.lurking
        && !(lurking.sight_cm.is_finite()
            && (5.0..=200.0).contains(&lurking.sight_cm)
            && opening == 1
            && terms.arrival.is_none()
            && terms.roles.contains(&Role::Attacker))
    {
        return Err(format!(
            "{name}: an attacking band lurks beside one opening band, seeing 5 to 200 cm"
        ));
    }
    Ok(())
}

/// The Decrees' numbers: the Main Decree's turns within the conflict's, and a Gentleman the
/// defenders can reach.
fn check_decrees(name: &str, terms: &Terms) -> Result<(), String> {
    if terms
        .decree_turns
        .is_some_and(|turns| !(1..=terms.turns).contains(&turns))
    {
        return Err(format!(
            "{name}: the Main Decree's turns are 1 to {}",
            terms.turns
        ));
    }
    if let Some(gentleman) = &terms.gentleman
        && !((1..=5).contains(&gentleman.venues.len())
            && (1..=100).contains(&gentleman.satisfaction_goal)
            && terms.roles.contains(&Role::Defender)
            && terms.roles.contains(&gentleman.barred)
            && !gentleman.card.weapons.is_empty())
    {
        return Err(format!(
            "{name}: the Gentleman is a defender's pawn with a weapon, 1 to 5 buildings and a goal of 1 to 100 Satisfaction"
        ));
    }
    Ok(())
}

/// The artillery table: a row for each D10 roll, each within its Vigour and reach.
fn check_artillery(name: &str, table: &ArtilleryTable) -> Result<(), String> {
    let sound = |row: &ArtilleryRow| {
        let reach = match row.effect {
            Shelling::Nothing => 0.0,
            Shelling::Pawn {
                within_cm, vigour, ..
            } if vigour <= 10 => within_cm,
            Shelling::Pawn { .. } => f32::NAN,
            Shelling::Collapse { within_cm, .. } => within_cm,
        };
        row.from <= row.to
            && (1..=10).contains(&row.from)
            && (1..=10).contains(&row.to)
            && reach.is_finite()
            && (0.0..=50.0).contains(&reach)
    };
    if !(1..=10).all(|roll| table.row(roll).is_some()) || !table.rows.iter().all(sound) {
        return Err(format!(
            "{name}: the artillery table's rows cover 1 to 10 on a D10, with 0 to 10 Vigour and 0 to 50 cm"
        ));
    }
    Ok(())
}

/// The enemy no player commands: one of the page's bands, with sound distances.
fn check_solo_enemy(name: &str, terms: &Terms, solo: SoloTerms) -> Result<(), String> {
    let distance_sound =
        |cm: Option<f32>| cm.is_none_or(|cm| cm.is_finite() && (0.0..=50.0).contains(&cm));
    if !(solo.enemy_band < terms.roles.len()
        && distance_sound(solo.enemy_edge_depth_cm)
        && distance_sound(solo.advance_cm))
    {
        return Err(format!(
            "{name}: the enemy no player commands is one of its bands, with distances of 0 to 50 cm"
        ));
    }
    Ok(())
}

/// The room table: its rows cover 1 to 10 on a D10 once each, with 1 to 5 Maravedies or Vigour.
fn check_room_table(room_table: &[RoomRow]) -> Result<(), String> {
    let rows_sound = room_table.iter().all(|row| {
        row.from <= row.to
            && (1..=10).contains(&row.to)
            && match row.find {
                RoomFind::Maravedies(count) | RoomFind::Heal(count) => (1..=5).contains(&count),
                _ => true,
            }
    });
    let covered = (1..=10).all(|roll| {
        room_table
            .iter()
            .filter(|row| (row.from..=row.to).contains(&roll))
            .count()
            == 1
    });
    if !(rows_sound && covered) {
        return Err(
            "room_table: its rows cover 1 to 10 on a D10 once each, with 1 to 5 Maravedies or Vigour"
                .to_owned(),
        );
    }
    Ok(())
}

/// The terms' own soundness (the catalogue check).
fn check_guest_terms(terms: &GuestTerms, roles: &[Role]) -> Result<(), String> {
    let tiers_sound = terms
        .spacing_cm
        .iter()
        .all(|cm| cm.is_finite() && (0.0..=100.0).contains(cm))
        && terms.spacing_cm.windows(2).all(|pair| pair[0] > pair[1]);
    if !(tiers_sound
        && (1..=10).contains(&terms.antagonists)
        && terms.uncover_cm.is_finite()
        && (0.0..=30.0).contains(&terms.uncover_cm)
        && roles.iter().all(|role| *role == Role::Band)
        && !terms.gentleman.weapons.is_empty())
    {
        return Err(
            "Guest Markers: bands only, 1 to 10 Antagonists each, spacings falling from at most 100 cm, uncovering within 0 to 30 cm, and a Gentleman with a weapon"
                .to_owned(),
        );
    }
    Ok(())
}
