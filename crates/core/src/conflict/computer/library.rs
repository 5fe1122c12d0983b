//! The bands, layouts and Commission simulated conflicts are drawn from (`ConflictLibrary`),
//! and how a conflict plays itself for `simulate` (the Easy player's commands).

use crate::conflict::orders::ConflictCommand;
use crate::conflict::rosters::{roster_names, side_from_roster};
use crate::conflict::setup::{ConflictSetup, SideSetup};
use crate::conflict::state::Conflict;
use crate::data::LAYOUTS_FOLDER;
use crate::msg;
use crate::rules::content::Content;
use crate::rules::weather::Climate;
use crate::simulate::{Chooser, Simulate};
use crate::table::layout::Layout;
use std::path::Path;

/// The bands and layouts simulated conflicts are drawn from.
pub struct ConflictLibrary {
    pub sides: Vec<SideSetup>,
    /// The same bands without their Panoply cards (for a Commission that bars them).
    pub sides_without_panoply: Vec<SideSetup>,
    pub layouts: Vec<Layout>,
    /// The Commission simulated games play (the Brawl unless asked).
    pub commission: crate::conflict::Commission,
    /// The Enclaves the bands may bring where the Commission allows them.
    pub enclaves: crate::rules::enclaves::EnclaveCatalogue,
    /// The Antagonists the bands may bring where the Commission allows them.
    pub antagonists: crate::rules::antagonists::AntagonistCatalogue,
    /// How the Hard computer searches (`assets/1650/computer.ron`).
    pub search: crate::conflict::computer::search::SearchSettings,
}

impl ConflictLibrary {
    /// Every ready-made band and every layout under `root`.
    pub fn load(root: &Path) -> Result<Self, String> {
        let content = Content::load(root);
        let names = roster_names(&content);
        let mut sides = Vec::new();
        let mut sides_without_panoply = Vec::new();
        for name in &names {
            sides
                .push(side_from_roster(&content, name).map_err(|rejection| rejection.to_string())?);
        }
        for ((label, roster), side) in content.rosters.iter().zip(&sides) {
            let bare = crate::rules::hiring::Roster {
                panoply: Vec::new(),
                ..roster.clone()
            };
            sides_without_panoply.push(
                crate::conflict::rosters::side_from_hires(&content, &bare, label)
                    .map(|bare| SideSetup {
                        name: side.name.clone(),
                        ..bare
                    })
                    .map_err(|rejection| rejection.to_string())?,
            );
        }
        let layouts = load_layouts(root)?;
        if sides.is_empty() || layouts.is_empty() {
            return Err(msg!(
                "conflict-computer-library-empty",
                layouts = LAYOUTS_FOLDER,
                root = root.display().to_string()
            )
            .to_string());
        }
        Ok(Self {
            sides,
            sides_without_panoply,
            layouts,
            commission: crate::conflict::Commission::Brawl,
            enclaves: content.enclaves.clone(),
            antagonists: content.antagonists.clone(),
            search: crate::conflict::computer::search::SearchSettings::load(root)
                .map_err(|error| error.to_string())?,
        })
    }
}

/// Every layout file in `root/scenarios/layouts/`, in file-name order.
pub fn load_layouts(root: &Path) -> Result<Vec<Layout>, String> {
    let folder = root.join(LAYOUTS_FOLDER);
    let paths = crate::data::ron_files(&folder)
        .map_err(|error| unreadable(&folder.display().to_string(), &error))?;
    paths
        .iter()
        .map(|path| {
            let label = path.display().to_string();
            let text = std::fs::read_to_string(path).map_err(|error| unreadable(&label, &error))?;
            Layout::parse(&label, &text).map_err(|error| error.to_string())
        })
        .collect()
}

/// A file or folder that cannot be read, in words.
fn unreadable(path: &str, error: &std::io::Error) -> String {
    msg!(
        "conflict-computer-library-unreadable",
        path = path,
        error = error.to_string()
    )
    .to_string()
}

impl Simulate for Conflict {
    /// A Brawl of two 6-pawn bands runs to a few hundred commands.
    const MAX_COMMANDS: usize = 3_000;
    type Library = ConflictLibrary;

    fn simulation_setup(
        library: &ConflictLibrary,
        chooser: &mut Chooser,
        _players: Option<usize>,
    ) -> ConflictSetup {
        library.drawn_setup(None, chooser)
    }

    fn choose(&self, chooser: &mut Chooser) -> Option<ConflictCommand> {
        self.computer_command(chooser)
    }
}

impl ConflictLibrary {
    /// A conflict of the library's Commission, everything drawn with `chooser` but the
    /// ready-made bands `bands` names (indices into `sides`), where given (the balancing lab).
    pub fn drawn_setup(&self, bands: Option<&[usize]>, chooser: &mut Chooser) -> ConflictSetup {
        let library = self;
        let commission = library.commission;
        let mut side = |band: usize| {
            let pool = if commission.allows_panoply(band) {
                &library.sides
            } else {
                &library.sides_without_panoply
            };
            // Bands the page leaves nobody of (§ Feast of Eucharist: all shooters) stay home.
            let fitting: Vec<usize> = if commission.terms().guests.is_some() {
                (0..pool.len())
                    .filter(|&index| {
                        !commission
                            .fit_ready_made(band, pool[index].clone())
                            .pawns
                            .is_empty()
                    })
                    .collect()
            } else {
                (0..pool.len()).collect()
            };
            let index = bands
                .and_then(|bands| bands.get(band).copied())
                .or_else(|| chooser.pick(&fitting).copied())
                .unwrap_or(0)
                .min(pool.len().saturating_sub(1));
            let mut side = commission.fit_ready_made(band, pool[index].clone());
            if let Some(left) = commission.hire_allowance(band, side.value) {
                side.antagonists = hire_by_chance(&library.antagonists.antagonists, left, chooser);
            }
            if commission.terms().guests.is_some() {
                side.antagonists = crate::conflict::commission::guest_antagonists_from(
                    commission,
                    &library.antagonists,
                    band,
                );
            }
            side
        };
        let mut sides: Vec<SideSetup> = (0..commission.bands()).map(&mut side).collect();
        // Where the page allows Enclaves, each band brings up to its limit, each Enclave once.
        let setting = commission.allows_enclaves().then(|| {
            if chooser.index(2) == Some(0) {
                crate::rules::enclaves::Setting::Rural
            } else {
                crate::rules::enclaves::Setting::Urban
            }
        });
        if let Some(setting) = setting {
            // Drawn by place in the library: only the Enclaves drawn are copied.
            let mut pool: Vec<usize> = (0..library.enclaves.enclaves.len()).collect();
            for side in &mut sides {
                let most = crate::rules::enclaves::enclave_limit(setting, side.value);
                let count = chooser.index(most + 1).unwrap_or(0);
                for _ in 0..count {
                    let Some(pick) = chooser.index(pool.len()) else {
                        break;
                    };
                    let drawn = pool.remove(pick);
                    side.enclaves
                        .extend(library.enclaves.enclaves.get(drawn).cloned());
                }
            }
        }
        // Where the page allows Antagonists, each band brings some its Enclaves pay for, each
        // kind once.
        if commission.allows_antagonists() {
            // Drawn by place in the library: only the Antagonists drawn are copied.
            let mut pool: Vec<&crate::rules::antagonists::Antagonist> =
                library.antagonists.antagonists.iter().collect();
            for side in &mut sides {
                let mut pay_left =
                    crate::rules::antagonists::PAY_PER_ENCLAVE_MRV * side.enclaves.len() as u32;
                for _ in 0..chooser.index(3).unwrap_or(0) {
                    let Some(pick) = chooser.index(pool.len()) else {
                        break;
                    };
                    if pool[pick].card.pay <= pay_left {
                        pay_left -= pool[pick].card.pay;
                        side.antagonists.push(pool.remove(pick).clone());
                    }
                }
            }
        }
        // A Commission draws among the layouts that have what its page needs (a Church, an
        // open middle).
        let needs_church = library.commission.needs_church();
        let fitting: Vec<&Layout> = library
            .layouts
            .iter()
            .filter(|layout| library.commission.layout_problem(layout).is_none())
            .collect();
        let choices = if fitting.is_empty() {
            library.layouts.iter().collect()
        } else {
            fitting
        };
        let layout = choices[chooser.index(choices.len()).unwrap_or(0)].clone();
        let climates = [
            Climate::Hot,
            Climate::Warm,
            Climate::Cold,
            Climate::Freezing,
        ];
        let church = needs_church
            .then(|| crate::conflict::commission::default_church(&layout))
            .flatten();
        ConflictSetup {
            commission: library.commission,
            climate: climates[chooser.index(climates.len()).unwrap_or(1)],
            venues: crate::conflict::commission::default_venues(library.commission, &layout),
            townsfolk: library.commission.townsfolk_from(&library.antagonists),
            layout,
            sides,
            church,
            setting,
            middle_enclave: library.commission.middle_enclave_from(&library.enclaves),
        }
    }
}

/// Antagonists hired by chance, each kind once, their Pay within `left` Maravedies (the enemy
/// band of § Clearing the Parish and § Raid in the Compas, in simulated games).
fn hire_by_chance(
    antagonists: &[crate::rules::antagonists::Antagonist],
    mut left: u32,
    chooser: &mut Chooser,
) -> Vec<crate::rules::antagonists::Antagonist> {
    let mut hired: Vec<crate::rules::antagonists::Antagonist> = Vec::new();
    // Sometimes none at all; else until the chooser stops or nothing fits.
    while chooser.index(3) != Some(0) {
        let fitting: Vec<&crate::rules::antagonists::Antagonist> = antagonists
            .iter()
            .filter(|each| each.card.pay <= left)
            .filter(|each| !hired.iter().any(|taken| taken.card.id == each.card.id))
            .collect();
        let Some(&pick) = chooser.pick(&fitting) else {
            break;
        };
        left -= pick.card.pay;
        hired.push(pick.clone());
    }
    hired
}
