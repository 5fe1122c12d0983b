//! A band's side for the set-up from a ready-made roster (assets/1650/rosters/) or from the
//! pawns hired one by one (§ Hiring your Band), with its Panoply, Dexterity deck and blessings.

use super::setup::SideSetup;
use crate::msg;
use crate::record::Rejection;
use crate::rules::blessings::Blessing;
use crate::rules::content::Content;
use crate::rules::hiring::Roster;
use crate::rules::panoply::equip;

/// The names ready-made rosters go by (their file names without `.ron`).
pub fn roster_names(content: &Content) -> Vec<String> {
    content
        .rosters
        .iter()
        .map(|(label, _)| roster_name(label).to_owned())
        .collect()
}

/// What a player sees for the ready-made band `id`: its roster's own title.
pub fn roster_title(content: &Content, id: &str) -> String {
    content
        .rosters
        .iter()
        .find(|(label, _)| roster_name(label) == id)
        .map_or_else(|| id.to_owned(), |(_, roster)| roster.name.clone())
}

fn roster_name(label: &str) -> &str {
    let file = label.rsplit('/').next().unwrap_or(label);
    file.strip_suffix(".ron").unwrap_or(file)
}

/// A ready-made band as it comes to the table, checked against the hiring rules.
pub fn side_from_roster(content: &Content, name: &str) -> Result<SideSetup, Rejection> {
    roster_side(content, name, true)
}

/// A ready-made band for a Commission: without its Panoply cards where the page bars them from
/// band `band` (§ The Way Back Home's attackers; the enemy of Alone in the Face of Danger,
/// whose pawns use no Dexterity, Panoply or Maravedies).
pub fn side_for_commission(
    content: &Content,
    name: &str,
    commission: super::Commission,
    band: usize,
) -> Result<SideSetup, Rejection> {
    roster_side(content, name, commission.allows_panoply(band))
}

fn roster_side(content: &Content, name: &str, panoply: bool) -> Result<SideSetup, Rejection> {
    let Some((_, roster)) = content
        .rosters
        .iter()
        .find(|(label, _)| roster_name(label) == name)
    else {
        return Err(Rejection::new(msg!(
            "conflict-rosters-unknown",
            name = name,
            rosters = roster_names(content).join(", ")
        )));
    };
    // At the table the band goes by its own name (the roster's title says "quick play").
    let band_name = content
        .bands
        .iter()
        .find(|band| band.id == roster.band)
        .map_or(roster.name.as_str(), |band| band.name.as_str());
    if panoply {
        side_from_hires(content, roster, band_name)
    } else {
        let bare = Roster {
            panoply: Vec::new(),
            ..roster.clone()
        };
        side_from_hires(content, &bare, band_name)
    }
}

/// A band (ready-made or built at the table) as it comes to the table, checked against the
/// hiring rules; `name` is what the table calls it, and labels the refusals.
pub fn side_from_hires(
    content: &Content,
    roster: &Roster,
    name: &str,
) -> Result<SideSetup, Rejection> {
    content.check_roster(roster).map_err(|problems| {
        let mut reasons = problems.iter().map(super::names::refusal_words);
        let first = reasons
            .next()
            .unwrap_or_else(|| msg!("conflict-names-list-empty"));
        let reasons = reasons.fold(first, |reasons, next| {
            msg!("conflict-rosters-reasons", reasons = reasons, next = next)
        });
        Rejection::new(msg!(
            "conflict-rosters-breaks-rules",
            name = name,
            reasons = reasons
        ))
    })?;
    let mut pawns = roster
        .hires
        .iter()
        .map(|id| {
            content.card(id).cloned().ok_or_else(|| {
                Rejection::new(msg!("conflict-rosters-unknown-card", name = name, id = id))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let dexterity = roster
        .dexterity
        .iter()
        .map(|id| {
            content.dexterity.get(id).cloned().ok_or_else(|| {
                Rejection::new(msg!(
                    "conflict-rosters-unknown-dexterity",
                    name = name,
                    id = id
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut panoply = Vec::new();
    for purchase in &roster.panoply {
        let item = content.panoply.get(&purchase.card).ok_or_else(|| {
            Rejection::new(msg!(
                "conflict-rosters-unknown-panoply",
                name = name,
                id = &purchase.card
            ))
        })?;
        let carrier = pawns.get_mut(purchase.pawn).ok_or_else(|| {
            Rejection::new(msg!(
                "conflict-rosters-panoply-unhired",
                name = name,
                item = &item.name
            ))
        })?;
        equip(carrier, item);
        panoply.push((purchase.pawn, std::sync::Arc::new(item.clone())));
    }
    let mut blessings: Vec<Blessing> = Vec::new();
    for id in pawns.iter().flat_map(|card| &card.blessings) {
        let blessing = content.blessings.get(id).ok_or_else(|| {
            Rejection::new(msg!(
                "conflict-rosters-unknown-blessing",
                name = name,
                id = id
            ))
        })?;
        if !blessings.contains(blessing) {
            blessings.push(blessing.clone());
        }
    }
    Ok(SideSetup {
        name: name.to_owned(),
        faction: roster.faction,
        value: roster.value,
        pawns: pawns.into_iter().map(std::sync::Arc::new).collect(),
        dexterity: dexterity.into_iter().map(std::sync::Arc::new).collect(),
        panoply,
        computer: false,
        computer_level: Default::default(),
        blessings,
        kind: roster.kind,
        royal_salary: Vec::new(),
        dishonourable: false,
        enclaves: Vec::new(),
        antagonists: Vec::new(),
    })
}
