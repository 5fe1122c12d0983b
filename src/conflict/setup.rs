//! The Brawl's setup form: each band (ready-made, or built here with every hiring rule checked
//! as it changes), who plays it, the layout and the climate. Core checks the bands again when
//! the Brawl starts.

use super::hire_table::{HireSort, hire_window};
use super::setup_extras::{antagonist_choice, enclave_choice, hired_antagonist_choice};
use super::{ConflictScreen, ConflictTable};
use crate::paths::project_root;
use crate::saves::{autosave_path, fresh_seed, saves_dir};
use crate::screens::Navigate;
use crate::screens::widgets::{ERROR_COLOUR, WARNING_COLOUR, page};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use ysbilia_core::conflict::computer::easy::load_layouts;
use ysbilia_core::conflict::computer::hard::ComputerLevel;
use ysbilia_core::conflict::{
    Commission, ConflictSetup, GentlemanTerms, SideSetup, church_candidates, default_church,
    default_venues, roster_names, roster_title, side_for_commission, side_from_hires,
    side_from_roster, venue_candidates, venues_rule,
};
use ysbilia_core::mode::Mode;
use ysbilia_core::record::Rejection;
use ysbilia_core::rules::cards::Faction;
use ysbilia_core::rules::content::Content;
use ysbilia_core::rules::dexterity::deck_limit;
use ysbilia_core::rules::enclaves::Setting;
use ysbilia_core::rules::hiring::{BAND_STEP_MRV, BandKind, MAX_BAND_MRV, MIN_BAND_MRV, Roster};
use ysbilia_core::rules::panoply::PanoplyPurchase;
use ysbilia_core::rules::weather::Climate;
use ysbilia_core::session::Session;
use ysbilia_core::table::layout::Layout;
use ysbilia_core::table::layout_files::read_layouts;
use ysbilia_core::words::render;

mod band;

use band::{band_column, chosen_side};

/// The Antagonists' colour: townsfolk of no band (`palette::ANTAGONISTS`).
pub(super) fn antagonist_colour() -> egui::Color32 {
    crate::palette::egui(crate::palette::ANTAGONISTS)
}

/// A side's colour: its band's, or the Antagonists' past the bands (`palette::BANDS`).
pub(super) fn band_colour(side: usize) -> egui::Color32 {
    crate::palette::BANDS
        .get(side)
        .map_or_else(antagonist_colour, |&colour| crate::palette::egui(colour))
}

/// A pawn's colour: its band's, or the Antagonists' for a pawn of no band.
pub(super) fn pawn_colour(
    game: &ysbilia_core::conflict::Conflict,
    pawn: u32,
    side: usize,
) -> egui::Color32 {
    if game.is_antagonist(pawn) {
        antagonist_colour()
    } else {
        band_colour(side)
    }
}

const CLIMATES: [Climate; 4] = [
    Climate::Hot,
    Climate::Warm,
    Climate::Cold,
    Climate::Freezing,
];
const FACTIONS: [Faction; 4] = [
    Faction::OldRegime,
    Faction::NewOrder,
    Faction::Usurpers,
    Faction::Mercenaries,
];

/// § To Seek Sanctuary: which building of the layout is the Church (core says why one cannot
/// be when the Brawl starts).
fn church_choice(ui: &mut egui::Ui, form: &mut SetupForm) {
    let Some(layout) = form.layouts.get(form.layout).cloned() else {
        return;
    };
    if !form.commission.needs_church() {
        return;
    }
    let chosen = form.church_of(&layout);
    ui.horizontal(|ui| {
        ui.label(tr!("brawl-setup-church"));
        let current = chosen
            .and_then(|index| layout.pieces.get(index))
            .map_or(tr!("brawl-setup-no-church"), |piece| piece.id.clone());
        egui::ComboBox::from_id_salt("sanctuary church")
            .selected_text(current)
            .show_ui(ui, |ui| {
                // Only the buildings core accepts as a Church.
                for index in church_candidates(&layout) {
                    if let Some(piece) = layout.pieces.get(index) {
                        ui.selectable_value(&mut form.church, Some(index), &piece.id);
                    }
                }
            });
        ui.label(
            egui::RichText::new(ysbilia_core::conflict::CHURCH_RULE)
                .small()
                .weak(),
        );
    });
}

/// § Guardians: which of the layout's buildings the attacker names the Church, the Tavern and
/// the Brothel (core says why a choice cannot stand when the Conflict starts).
fn venue_choice(ui: &mut egui::Ui, form: &mut SetupForm) {
    let Some(layout) = form.layouts.get(form.layout).cloned() else {
        return;
    };
    let Some(terms) = GentlemanTerms::of(form.commission) else {
        return;
    };
    let mut chosen = form.venues_of(&layout);
    let buildings = venue_candidates(&layout);
    ui.label(
        egui::RichText::new(tr!(
            "brawl-setup-guardians",
            rule = venues_rule(form.commission).to_string()
        ))
        .small()
        .weak(),
    );
    for (slot, venue) in terms.venues.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(tr!(
                "brawl-setup-venue",
                venue = venue.name.to_string(),
                satisfaction = venue.satisfaction,
                mrv = venue.mrv
            ));
            let current = chosen
                .get(slot)
                .and_then(|&index| layout.pieces.get(index))
                .map_or(tr!("brawl-setup-none"), |piece| piece.id.clone());
            egui::ComboBox::from_id_salt(("guardians venue", slot))
                .selected_text(current)
                .show_ui(ui, |ui| {
                    for &index in &buildings {
                        if let (Some(piece), Some(slot)) =
                            (layout.pieces.get(index), chosen.get_mut(slot))
                        {
                            ui.selectable_value(slot, index, &piece.id);
                        }
                    }
                });
        });
    }
    form.venues = chosen;
}

/// One band's column of the form.
#[derive(Clone, Debug)]
struct BandChoice {
    computer: bool,
    /// How well the computer plays it, when it does.
    level: ComputerLevel,
    /// A ready-made roster's name, or `None` for the band builder.
    ready_made: Option<String>,
    built: Roster,
    /// How the band builder's hire table is sorted.
    hire_sort: HireSort,
    /// § Royal Salary: the Maravedies the Leader takes from each pawn (by its place).
    royal_salary: Vec<u32>,
    /// § Dishonourable Players: its player scores Dishonour points.
    dishonourable: bool,
    /// § Enclaves: the ids of those it brings (where the Commission allows them).
    enclaves: Vec<String>,
    /// § Antagonists: the ids of those it brings (where the Commission allows them).
    antagonists: Vec<String>,
}

pub(super) struct SetupForm {
    content: Option<Content>,
    layouts: Vec<Layout>,
    /// One column per band the Commission has (the third only for § Slaughter).
    bands: [BandChoice; 3],
    commission: Commission,
    /// § To Seek Sanctuary: the layout's building chosen as the Church (by index).
    church: Option<usize>,
    /// § Guardians: the buildings named the Church, the Tavern and the Brothel (by index).
    venues: Vec<usize>,
    layout: usize,
    climate: Climate,
    /// § Number of Enclaves per Conflict: the table's setting, where Enclaves are allowed.
    setting: Setting,
    message: Option<String>,
    /// Alone in the Face of Danger: the solo Commissions, one band against the book's enemy.
    solo: bool,
}

impl Default for SetupForm {
    fn default() -> Self {
        let root = project_root();
        let content = Content::load(&root);
        let (mut layouts, mut message) = match load_layouts(&root) {
            Ok(layouts) => (layouts, None),
            Err(problem) => (Vec::new(), Some(problem)),
        };
        // The player's own layouts follow the shipped ones; a draft or a damaged file is named.
        let (own, problems) = read_layouts(&crate::paths::user_layouts_dir());
        layouts.extend(own);
        if !problems.is_empty() {
            message = Some(problems.join("\n"));
        }
        let names = roster_names(&content);
        if names.is_empty() {
            message = Some(tr!(
                "brawl-setup-no-rosters",
                folder = root
                    .join("assets")
                    .join("1650")
                    .join("rosters")
                    .display()
                    .to_string()
            ));
        }
        let band = |index: usize, computer: bool| BandChoice {
            computer,
            level: ComputerLevel::Easy,
            ready_made: names.get(index).cloned(),
            built: Roster {
                name: tr!("brawl-setup-band-title", band = index.saturating_add(1)),
                faction: Faction::OldRegime,
                kind: BandKind::Mixed,
                band: String::new(),
                value: BAND_STEP_MRV,
                hires: Vec::new(),
                panoply: Vec::new(),
                dexterity: Vec::new(),
            },
            hire_sort: HireSort::default(),
            royal_salary: Vec::new(),
            dishonourable: false,
            enclaves: Vec::new(),
            antagonists: Vec::new(),
        };
        Self {
            bands: [band(0, false), band(1, false), band(2, false)],
            commission: Commission::Brawl,
            church: None,
            venues: Vec::new(),
            content: Some(content),
            layouts,
            layout: 0,
            climate: Climate::Warm,
            setting: Setting::Urban,
            message,
            solo: false,
        }
    }
}

impl SetupForm {
    /// Band `band` played by the computer at `level` (the tests' set-up).
    #[cfg(test)]
    pub(super) fn set_computer(&mut self, band: usize, level: ComputerLevel) {
        if let Some(choice) = self.bands.get_mut(band) {
            choice.computer = true;
            choice.level = level;
        }
    }

    /// Alone in the Face of Danger: the first solo Commission, on the first layout it fits; the
    /// enemy band no player commands is played by the book's tables (marked as the computer's,
    /// which answers for it only if the rules ever leave it a choice).
    pub(super) fn solo() -> Self {
        let mut form = Self {
            solo: true,
            commission: Commission::SOLO[0],
            ..Self::default()
        };
        form.fit_layout();
        for (band, choice) in form.bands.iter_mut().enumerate() {
            choice.computer = form.commission.enemy_band() == Some(band);
        }
        form
    }

    /// A layout that has what the Commission's page needs, when the chosen one lacks it: the one
    /// made for it (its name names the Commission) first.
    fn fit_layout(&mut self) {
        let fits = |layout: &Layout| self.commission.layout_problem(layout).is_none();
        if self.layouts.get(self.layout).is_some_and(fits) {
            return;
        }
        let name = self.commission.name();
        let own = self
            .layouts
            .iter()
            .position(|layout| fits(layout) && layout.name.contains(name));
        if let Some(index) = own.or_else(|| self.layouts.iter().position(fits)) {
            self.layout = index;
        }
    }

    /// A new set-up on the layout named `name` (the player's own when a shipped one has the
    /// same name: they come last); a note when it is not offered.
    pub(super) fn on_layout(name: &str) -> Self {
        let mut form = Self::default();
        match form.layouts.iter().rposition(|layout| layout.name == name) {
            Some(index) => form.layout = index,
            None => {
                form.message = Some(tr!(
                    "brawl-setup-layout-not-offered",
                    layout = name.to_string()
                ));
            }
        }
        form
    }

    /// The table `--measure-frames` times (`measure.rs`): the busiest shipped layout, the two
    /// ready-made bands with the most pawns in a free Conflict, each bringing two Enclaves and
    /// the Antagonists their 10 Maravedies pay for (twenty pawns), the computer playing both.
    pub(super) fn for_frame_measure() -> Self {
        let mut form = Self::on_layout("Market fair");
        form.commission = Commission::FreeConflict;
        form.setting = Setting::Urban;
        let brought = [
            (
                ["polvorin", "humilladero"],
                &["esportillero", "aguador", "verdulera"][..],
            ),
            (
                ["lamp-of-four-streets", "barricada"],
                &["picaro", "penitente"][..],
            ),
        ];
        for (band, (enclaves, antagonists)) in form.bands.iter_mut().zip(brought) {
            band.enclaves = enclaves.map(str::to_owned).to_vec();
            band.antagonists = antagonists.iter().map(|id| (*id).to_owned()).collect();
        }
        if let Some(content) = &form.content {
            let mut rosters: Vec<(usize, String)> = content
                .rosters
                .iter()
                .zip(roster_names(content))
                .map(|((_, roster), name)| (roster.hires.len(), name))
                .collect();
            // Most pawns first; the name breaks ties so the table is the same every run.
            rosters.sort_by(|first, second| second.0.cmp(&first.0).then(first.1.cmp(&second.1)));
            for (band, (_, name)) in form.bands.iter_mut().zip(rosters) {
                band.ready_made = Some(name);
            }
        }
        for band in &mut form.bands {
            band.computer = true;
        }
        form
    }

    pub(super) fn with_message(message: String) -> Self {
        Self {
            message: Some(message),
            ..Self::default()
        }
    }

    fn side(&self, band: usize) -> Result<SideSetup, String> {
        let content = self
            .content
            .as_ref()
            .ok_or_else(|| tr!("brawl-setup-content-not-loaded"))?;
        let choice = &self.bands[band];
        let mut side = chosen_side(content, choice, self.commission, band)
            .map_err(|rejection| rejection.to_string())?;
        // § Feast of Eucharist: each band's Antagonists come under its Guest Markers.
        if self.commission.terms().guests.is_some() {
            side.antagonists = ysbilia_core::conflict::guest_antagonists_from(
                self.commission,
                &content.antagonists,
                band,
            );
        }
        side.computer = choice.computer;
        side.computer_level = choice.level;
        side.dishonourable = choice.dishonourable && self.commission.allows_dishonourable_player();
        if self.commission.allows_enclaves() {
            side.enclaves = choice
                .enclaves
                .iter()
                .filter_map(|id| content.enclaves.get(id).cloned())
                .collect();
        }
        if self.commission.allows_antagonists() || self.commission.hires_antagonists(band) {
            side.antagonists = choice
                .antagonists
                .iter()
                .filter_map(|id| content.antagonists.get(id).cloned())
                .collect();
        }
        side.royal_salary = choice
            .royal_salary
            .iter()
            .enumerate()
            .filter(|(index, amount)| **amount > 0 && *index < side.pawns.len())
            .map(|(index, amount)| (index, *amount))
            .collect();
        Ok(side)
    }

    /// The Church the Commission is played round: the one chosen, else the layout's own.
    fn church_of(&self, layout: &Layout) -> Option<usize> {
        if !self.commission.needs_church() {
            return None;
        }
        self.church
            .filter(|&index| index < layout.pieces.len())
            .or_else(|| default_church(layout))
    }

    /// The buildings named for § Guardians: the ones chosen while they fit the layout, else
    /// core's defaults.
    fn venues_of(&self, layout: &Layout) -> Vec<usize> {
        let defaults = default_venues(self.commission, layout);
        let candidates = venue_candidates(layout);
        let fits = self.venues.len() == defaults.len()
            && self.venues.iter().all(|index| candidates.contains(index));
        if fits { self.venues.clone() } else { defaults }
    }

    fn start(&self) -> Result<ConflictTable, String> {
        self.start_with_seed(fresh_seed())
    }

    pub(super) fn start_with_seed(&self, seed: u64) -> Result<ConflictTable, String> {
        let layout = self
            .layouts
            .get(self.layout)
            .cloned()
            .ok_or_else(|| tr!("brawl-setup-no-layout"))?;
        let church = self.church_of(&layout);
        let venues = self.venues_of(&layout);
        let setup = ConflictSetup {
            venues,
            townsfolk: self
                .content
                .as_ref()
                .map(|content| self.commission.townsfolk_from(&content.antagonists))
                .unwrap_or_default(),
            commission: self.commission,
            climate: self.climate,
            layout,
            sides: (0..self.commission.bands())
                .map(|band| self.side(band))
                .collect::<Result<_, _>>()?,
            church,
            setting: self.commission.allows_enclaves().then_some(self.setting),
            middle_enclave: self
                .content
                .as_ref()
                .and_then(|content| self.commission.middle_enclave_from(&content.enclaves)),
        };
        Session::start(setup, seed)
            .map(ConflictTable::new)
            .map_err(|rejection| rejection.to_string())
    }
}

pub(super) fn draw_setup(
    mut contexts: EguiContexts,
    screen: Option<ResMut<ConflictScreen>>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let ConflictScreen::Setup(form) = screen.as_mut() else {
        return Ok(());
    };
    let mut started = None;
    let (title, mode, continue_label) = if form.solo {
        (
            tr!("brawl-setup-solo-title"),
            Mode::AloneInTheFaceOfDanger,
            tr!("brawl-setup-solo-continue"),
        )
    } else {
        (
            tr!("brawl-setup-title"),
            Mode::Conflict1650,
            tr!("brawl-setup-continue"),
        )
    };
    page(contexts.ctx_mut()?, &title, &mut navigate, |ui| {
        ui.horizontal(|ui| {
            ui.label(tr!("brawl-setup-commission"));
            let before = form.commission;
            let offered: &[Commission] = if form.solo {
                &Commission::SOLO
            } else {
                &Commission::ALL
            };
            egui::ComboBox::from_id_salt("1650 commission")
                .selected_text(form.commission.name())
                .show_ui(ui, |ui| {
                    for &commission in offered {
                        ui.selectable_value(&mut form.commission, commission, commission.name());
                    }
                });
            if form.commission != before && form.solo {
                form.fit_layout();
            }
        });
        ui.label(&form.commission.terms().summary);
        ui.add_space(6.0);
        let bands = form.commission.bands();
        ui.columns(bands, |columns| {
            for (band, ui) in columns.iter_mut().enumerate() {
                band_column(ui, form, band);
            }
        });
        ui.separator();
        table_choices(ui, form);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui
                .button(tr!(
                    "brawl-setup-start",
                    commission = form.commission.name().to_string()
                ))
                .clicked()
            {
                match form.start() {
                    Ok(table) => started = Some(table),
                    Err(problem) => form.message = Some(problem),
                }
            }
            let autosave = autosave_path(&saves_dir(), mode);
            if autosave.exists() && ui.button(&continue_label).clicked() {
                match super::load_brawl(&autosave) {
                    Ok(session) => started = Some(ConflictTable::new(session)),
                    Err(error) => form.message = Some(error),
                }
            }
        });
        if let Some(message) = &form.message {
            ui.colored_label(WARNING_COLOUR, message);
        }
    });
    if let Some(table) = started {
        *screen = ConflictScreen::Playing(Box::new(table));
    }
    Ok(())
}

fn table_choices(ui: &mut egui::Ui, form: &mut SetupForm) {
    if form.commission.allows_enclaves() {
        ui.horizontal(|ui| {
            ui.label(tr!("brawl-setup-setting"));
            ui.radio_value(&mut form.setting, Setting::Rural, tr!("brawl-setup-rural"));
            ui.radio_value(&mut form.setting, Setting::Urban, tr!("brawl-setup-urban"));
        });
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("brawl-setup-layout"));
        let current = form
            .layouts
            .get(form.layout)
            .map_or(tr!("brawl-setup-none"), |layout| layout.name.clone());
        egui::ComboBox::from_id_salt("brawl layout")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for (index, layout) in form.layouts.iter().enumerate() {
                    ui.selectable_value(&mut form.layout, index, &layout.name);
                }
            });
        ui.label(tr!("brawl-setup-climate"));
        egui::ComboBox::from_id_salt("brawl climate")
            .selected_text(render(&form.climate.message()))
            .show_ui(ui, |ui| {
                for climate in CLIMATES {
                    ui.selectable_value(&mut form.climate, climate, render(&climate.message()));
                }
            });
    });
    // What the Commission's page needs of the layout, asked of core before Start is pressed.
    let problem = form
        .layouts
        .get(form.layout)
        .and_then(|layout| form.commission.layout_problem(layout));
    if let Some(problem) = problem {
        ui.colored_label(WARNING_COLOUR, problem);
    }
    church_choice(ui, form);
    venue_choice(ui, form);
    ui.label(
        egui::RichText::new(form.commission.time_of_day_note().to_string())
            .small()
            .weak(),
    );
}
