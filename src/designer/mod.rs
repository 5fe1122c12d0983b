//! The Scenery Designer screen (issue 22): a plan of the table seen from above, the palette of
//! pieces, the selected piece's numbers, the layout's problems, and New / Open / Save. Every
//! change is made by `ysbilia_core::table::design::Design` (unlimited undo, snapping, checks);
//! this plugin turns clicks and keys into its calls and draws what it holds.

mod panels;
mod plan;
#[cfg(test)]
mod tests;
mod view3d;

use crate::screens::Screen;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use ysbilia_core::mode::Mode;
use ysbilia_core::table::design::{Design, Palette};
use ysbilia_core::table::layout::{Layout, Zone};
use ysbilia_core::table::layout_files::{layout_file_name, read_layouts};
use ysbilia_core::table::print::print_pages;
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight_map::{
    SIGHT_MAP_STEP_CM, SightMap, ZoneFairness, fairness_zones, sight_map, zone_fairness,
};

const SCREEN: Screen = Screen::Play(Mode::SceneryDesigner);

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(SCREEN), open_designer)
        .add_systems(OnExit(SCREEN), close_designer)
        .add_systems(
            EguiPrimaryContextPass,
            panels::draw_designer.run_if(in_state(SCREEN)),
        )
        .add_plugins(view3d::plugin);
}

/// The screen's state: the layout being drawn and what the screen shows around it.
#[derive(Resource)]
pub struct DesignerScreen {
    pub design: Design,
    /// The pieces to place, or why the palette file cannot be read.
    palette: Result<Palette, String>,
    /// The palette entry the next click on the plan places.
    armed: Option<usize>,
    /// A piece being dragged: which, and where on it (cm from its centre) it was grabbed.
    drag: Option<(String, Vec2)>,
    /// The selected piece's resize handle being dragged.
    resizing: Option<usize>,
    /// Where a drag over the bare table began: the box it draws selects what it encloses.
    boxing: Option<Vec2>,
    /// Layouts to open: the shipped ones, then the player's own.
    layouts: Vec<Layout>,
    /// Files that could not be offered (damaged, or drafts), with the reason.
    unreadable: Vec<String>,
    /// What the last action did or why it was refused.
    message: Option<String>,
    /// Whether the sight heat map and the fairness readout are shown.
    show_sight: bool,
    /// They, worked out for the layout as it was then (again when it changes).
    sight: Option<SightView>,
    /// The 3D view in place of the plan, and where its camera stands.
    three_d: bool,
    orbit: view3d::Orbit,
    /// The window's part the panels leave for the view, in logical pixels.
    free: Option<Rect>,
}

/// core's sight heat map and fairness readout of one state of the layout.
pub(super) struct SightView {
    layout: Layout,
    pub map: SightMap,
    pub zones: [Zone; 2],
    pub fairness: [ZoneFairness; 2],
}

impl SightView {
    fn of(layout: &Layout) -> Self {
        let zones = fairness_zones(layout, brawl_depth_cm());
        let scenery = Scenery::new(layout.clone());
        let map = sight_map(&scenery, SIGHT_MAP_STEP_CM);
        let fairness = zone_fairness(&scenery, &map, zones);
        Self {
            layout: layout.clone(),
            map,
            zones,
            fairness,
        }
    }
}

impl DesignerScreen {
    fn new(palette: Result<Palette, String>) -> Self {
        let mut screen = Self {
            design: Design::empty(&tr!("designer-new-name")),
            palette,
            armed: None,
            drag: None,
            resizing: None,
            boxing: None,
            layouts: Vec::new(),
            unreadable: Vec::new(),
            message: None,
            show_sight: false,
            sight: None,
            three_d: false,
            orbit: view3d::Orbit::default(),
            free: None,
        };
        screen.refresh_layouts();
        screen
    }

    /// Reads the shipped and the player's layouts again (after a save, the new file is there).
    fn refresh_layouts(&mut self) {
        let (mut layouts, mut unreadable) =
            read_layouts(&crate::paths::project_root().join("scenarios/layouts"));
        let (own, own_unreadable) = read_layouts(&crate::paths::user_layouts_dir());
        layouts.extend(own);
        unreadable.extend(own_unreadable);
        self.layouts = layouts;
        self.unreadable = unreadable;
    }

    /// The heat map and readout for the layout as it is now, when shown.
    fn sight(&mut self) -> Option<&SightView> {
        if !self.show_sight {
            return None;
        }
        let current = self
            .sight
            .as_ref()
            .is_some_and(|view| &view.layout == self.design.layout());
        if !current {
            self.sight = Some(SightView::of(self.design.layout()));
        }
        self.sight.as_ref()
    }

    /// Reports an edit's outcome: a refusal's reason stays on screen.
    fn report(&mut self, outcome: Result<(), impl std::fmt::Display>) {
        if let Err(why) = outcome {
            self.message = Some(why.to_string());
        }
    }

    /// Writes the layout's 1:1 pages (A4 SVGs) to the data folder's `prints/LAYOUT/`.
    fn print(&mut self) {
        let layout = self.design.layout();
        let stem = layout_file_name(&layout.name);
        let folder = crate::paths::data_dir()
            .join("prints")
            .join(stem.trim_end_matches(".ron"));
        let pages = print_pages(layout);
        let written = std::fs::create_dir_all(&folder).and_then(|()| {
            pages
                .iter()
                .try_for_each(|page| std::fs::write(folder.join(&page.file_name), &page.svg))
        });
        self.message = Some(match written {
            Ok(()) => tr!(
                "designer-printed",
                count = pages.len(),
                folder = folder.display().to_string()
            ),
            Err(error) => tr!(
                "designer-not-printed",
                folder = folder.display().to_string(),
                error = error.to_string()
            ),
        });
    }

    fn save(&mut self) {
        self.save_to(&crate::paths::user_layouts_dir());
    }

    fn save_to(&mut self, folder: &std::path::Path) {
        match self.design.save(folder) {
            Ok(path) => {
                let path = path.display().to_string();
                self.message = Some(if self.design.problems().is_empty() {
                    tr!("designer-saved", path = path)
                } else {
                    tr!("designer-saved-draft", path = path)
                });
                self.refresh_layouts();
            }
            Err(why) => self.message = Some(tr!("designer-not-saved", why = why.to_string())),
        }
    }
}

/// § Brawl: how deep each band's deployment strip is (the designer's default zones).
fn brawl_depth_cm() -> f32 {
    ysbilia_core::conflict::Commission::Brawl.deployment_depth_cm()
}

/// Opens the designer; coming back to it finds the layout as it was left (unsaved work is
/// kept while the game runs).
fn open_designer(mut commands: Commands, screen: Option<ResMut<DesignerScreen>>) {
    if let Some(mut screen) = screen {
        screen.refresh_layouts();
        return;
    }
    let palette = Palette::load(&crate::paths::project_root()).map_err(|error| error.to_string());
    commands.insert_resource(DesignerScreen::new(palette));
}

fn close_designer(mut escape: ResMut<crate::screens::EscapeTaken>) {
    escape.0 = false;
}
