//! A simple computer player for conflicts: it deploys, shoots what it can see, charges what it
//! can reach, walks towards the nearest enemy and fights whoever it is engaged with. Every
//! command it gives is checked with the same functions `apply` uses, so it is always legal.

use crate::conflict::movement::maneuvers::{self, check_path_among};
use crate::conflict::orders::BlessOrder;
use crate::conflict::orders::ConflictCommand;
use crate::conflict::setup::{ConflictSetup, SideSetup, roster_names, side_from_roster};
use crate::conflict::shooting::discharge::{aim_among, checked_reaction_shot};
use crate::conflict::state::Conflict;
use crate::conflict::turns::deployment::{deployment_zone, luminaries};
use crate::conflict::view::{PawnRef, PawnRefs};
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::{Edge, Phase};
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::sight_pawns;
use crate::data::LAYOUTS_FOLDER;
use crate::rules::activation::Activation;
use crate::rules::blessings::Invocation;
use crate::rules::cards::SpecialRule;
use crate::rules::content::Content;
use crate::rules::weather::Climate;
use crate::simulate::{Chooser, Simulate};
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM, Placement};
use crate::table::layout::Layout;
use crate::table::light::check_luminary;
use crate::table::movement::{WALK_CM, Waypoint};
use crate::table::path::Goal;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;
use std::path::Path;

/// Candidate places are tried on a grid this fine.
const GRID_CM: f32 = 2.5;
/// It charges enemies this close (edge to edge): a charge reaches 16 to 25 cm.
const CHARGE_WITHIN_CM: f32 = 18.0;
/// Directions tried, either side of straight at the enemy, when the way is blocked.
const DETOURS_DEGREES: [f32; 7] = [0.0, 30.0, -30.0, 60.0, -60.0, 90.0, -90.0];
/// Walk lengths tried, longest first.
const WALK_LENGTHS_CM: [f32; 3] = [10.0, 6.0, 3.0];
/// Random places tried before every place in order.
const RANDOM_TRIES: usize = 24;
/// An enemy free of clashes this near an Enclave its band holds threatens to take it (cm).
const THREAT_CM: f32 = 15.0;
/// A bomb is placed when the nearest enemy is this far (cm): near the blast, not yet upon it.
const BOMB_ENEMY_CM: (f32, f32) = (4.0, 20.0);

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
                crate::conflict::setup::side_from_hires(&content, &bare, label)
                    .map(|bare| SideSetup {
                        name: side.name.clone(),
                        ..bare
                    })
                    .map_err(|rejection| rejection.to_string())?,
            );
        }
        let layouts = load_layouts(root)?;
        if sides.is_empty() || layouts.is_empty() {
            return Err(format!(
                "no ready-made bands (assets/1650/rosters/) or no layouts ({LAYOUTS_FOLDER}) under {}",
                root.display()
            ));
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
        .map_err(|error| format!("cannot read {}: {error}", folder.display()))?;
    paths
        .iter()
        .map(|path| {
            let label = path.display().to_string();
            let text = std::fs::read_to_string(path)
                .map_err(|error| format!("cannot read {label}: {error}"))?;
            Layout::parse(&label, &text).map_err(|error| error.to_string())
        })
        .collect()
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

impl Conflict {
    /// A legal command for whoever is to act, or `None` when the conflict is over.
    pub fn computer_command(&self, chooser: &mut Chooser) -> Option<ConflictCommand> {
        // Read in place: most commands are the phase's own step, and copying what the conflict
        // waits for cost as much as telling it.
        let phase = match &self.awaiting {
            crate::conflict::Awaiting::ReactionShot(window) => return Some(self.react(window)),
            // It stands and fights: the clash it was engaged in is what it is there for.
            crate::conflict::Awaiting::FightOrRetreat { .. } => {
                return Some(ConflictCommand::FightOrRetreat { retreat: false });
            }
            crate::conflict::Awaiting::Blow(_) => {
                return Some(ConflictCommand::Answer {
                    retreat: false,
                    dexterity: None,
                    extra_dice: 0,
                    repeat_reply: self.duellist_ready(),
                });
            }
            crate::conflict::Awaiting::Verdict(verdict) => {
                return Some(self.verdict_command(verdict, chooser));
            }
            crate::conflict::Awaiting::Temperaments { by, .. } => {
                return Some(self.temperament_command(*by, chooser));
            }
            crate::conflict::Awaiting::KeepHidden(_) => {
                return Some(ConflictCommand::KeepHidden {
                    price: crate::conflict::solo::computer_price(&self.world),
                });
            }
            crate::conflict::Awaiting::Phase(phase) => phase,
        };
        match *phase {
            Phase::Auction => Some(self.auction_command(chooser)),
            Phase::ChooseDeployment { .. } => Some(ConflictCommand::ChooseFirst {
                first: chooser.index(2).unwrap_or(0),
            }),
            Phase::ChooseEdge { by, .. } => {
                // A band that must cross the table takes the shorter way across.
                let table = self.setup.layout.table;
                let across = |edge: &Edge| match edge {
                    Edge::South | Edge::North => table.depth,
                    Edge::West | Edge::East => table.width,
                };
                let crossing = self.setup.commission.leaves_by_far_edge()
                    == Some(self.setup.commission.role_of(by));
                let shortest = Edge::ALL.iter().map(across).fold(f32::INFINITY, f32::min);
                let edges: Vec<Edge> = Edge::ALL
                    .into_iter()
                    .filter(|edge| !crossing || across(edge) <= shortest)
                    .collect();
                Some(ConflictCommand::ChooseEdge {
                    edge: edges[chooser.index(edges.len()).unwrap_or(0)],
                })
            }
            Phase::PlaceLuminaries { .. } => self.luminary_place(chooser),
            Phase::Deployment { side } => self.deployment(side, chooser),
            Phase::Arrival { side } => self.arrival(side, chooser),
            Phase::Hunt => self.hunt_command(chooser),
            Phase::PlaceEnclaves { by } => Some(self.enclave_place(by, chooser)),
            Phase::DeployAntagonists { by } => Some(self.antagonist_deploy(by, chooser)),
            Phase::PlaceGuests { .. } => self.guest_place(chooser),
            Phase::ChooseTimeOfDay { .. } => Some(ConflictCommand::ChooseTimeOfDay {
                night: chooser.index(2) == Some(1),
            }),
            Phase::Bombardment { roll } => {
                let pick = chooser.index(64).unwrap_or(0);
                crate::conflict::commission::computer_bombardment(&self.world, roll, pick)
                    .map(|target| ConflictCommand::Bombard { target })
            }
            Phase::Turns => self.turn_command(chooser),
            Phase::Over => None,
        }
    }

    /// § Everybody Has a Price: bid while the Leader can and the Personality is worth it (three
    /// times in four), else leave.
    fn auction_command(&self, chooser: &mut Chooser) -> ConflictCommand {
        let can_bid = self
            .auction()
            .is_some_and(|auction| auction.invested[auction.next] < auction.purses[auction.next]);
        if can_bid && chooser.index(4) != Some(0) {
            ConflictCommand::Bid
        } else {
            ConflictCommand::LeaveAuction
        }
    }

    /// The winner of a clash: loot what it may, else hold, push back or engage anew.
    fn verdict_command(
        &self,
        verdict: &crate::conflict::world::components::ClashVerdict,
        chooser: &mut Chooser,
    ) -> ConflictCommand {
        // § You No Longer Need It: a Maravedi if there is one, else the first card.
        if let Some((victim, purse, cards)) =
            crate::conflict::clash::looting::lootable(&self.world, verdict)
        {
            let item = (purse == 0)
                .then(|| cards.first().map(|card| card.id.clone()))
                .flatten();
            return ConflictCommand::Loot {
                pawn: verdict.winner,
                victim,
                item,
            };
        }
        let result = if verdict.beaten {
            self.engage_nearest(verdict.winner)
                .unwrap_or(crate::rules::activation::ClashResult::Hold)
        } else if chooser.index(3) == Some(0) {
            crate::rules::activation::ClashResult::PushingBack
        } else {
            crate::rules::activation::ClashResult::Hold
        };
        ConflictCommand::ResolveClash { result }
    }

    /// § How to Place the Enclaves: its next Enclave on a random place the premises allow, or
    /// no more.
    fn enclave_place(&self, by: usize, chooser: &mut Chooser) -> ConflictCommand {
        let Some(enclave) = self.unplaced_enclaves(by).into_iter().next() else {
            return ConflictCommand::StopPlacingEnclaves;
        };
        let table = self.setup.layout.table;
        let candidates = grid(0.0, 0.0, table.width, table.depth);
        let spot = random_first(&candidates, chooser).find(|point| {
            self.check_place_enclave(by, &enclave.id, point.x, point.y)
                .is_ok()
        });
        match spot {
            Some(point) => ConflictCommand::PlaceEnclave {
                enclave: enclave.id,
                x: point.x,
                y: point.y,
            },
            None => ConflictCommand::StopPlacingEnclaves,
        }
    }

    /// § Conquering Enclaves: an Enclave within reach is tried for, one time in two (always the
    /// one a Decree is about).
    fn conquer_enclave(&self, me: &PawnRef, chooser: &mut Chooser) -> Option<ConflictCommand> {
        let enclave = *self.conquerable_enclaves(me.id).first()?;
        let decreed = self.setup.middle_enclave.as_ref().is_some_and(|wanted| {
            self.enclaves()
                .get(enclave)
                .is_some_and(|placed| placed.enclave.id == wanted.id)
        });
        (decreed || chooser.index(2) == Some(0)).then_some(ConflictCommand::ConquerEnclave {
            pawn: me.id,
            enclave,
        })
    }

    /// § Enclaves: an action of an Enclave its band holds, never blowing it up under itself.
    fn enclave_action(&self, me: &PawnRef) -> Option<ConflictCommand> {
        // Only a burning fuse is put out: without one the check's refusal is not written.
        if self.fuse().is_some() && self.check_put_out_fuse(me.id).is_ok() {
            return Some(ConflictCommand::PutOutFuse { pawn: me.id });
        }
        // It blows an Enclave up only where the Decree rewards it and the enemy is about to
        // take it back (§ Assault the Powder Magazine).
        let blow_up = |enclave: usize| {
            self.setup.commission.rewards_explosion(me.side)
                && self.enclaves().get(enclave).is_some_and(|placed| {
                    self.pawn_refs().iter().any(|other| {
                        other.side != me.side
                            && other.engaged.is_empty()
                            && other.placement.is_some_and(|place| {
                                placed.rim_distance(&Base::at(place)) <= THREAT_CM
                            })
                    })
                })
        };
        let (enclave, action) =
            self.enclave_actions(me.id)
                .into_iter()
                .find(|&(enclave, action)| {
                    self.enclaves()
                        .get(enclave)
                        .and_then(|placed| placed.enclave.actions.get(action))
                        .is_some_and(|chosen| {
                            !matches!(
                                chosen.effect,
                                crate::rules::enclaves::EnclaveActionEffect::Explode { .. }
                            ) || blow_up(enclave)
                        })
                })?;
        Some(ConflictCommand::UseEnclave {
            pawn: me.id,
            enclave,
            action,
            dexterity: None,
        })
    }

    fn luminary_place(&self, chooser: &mut Chooser) -> Option<ConflictCommand> {
        let edges = self.progress().edges?;
        let zones = edges.map(|edge| deployment_zone(&self.setup, edge));
        let placed: Vec<Vec2> = luminaries(&self.world)
            .into_iter()
            .map(|point| Vec2::new(point.x, point.y))
            .collect();
        let table = self.setup.layout.table;
        let candidates = grid(0.0, 0.0, table.width, table.depth);
        let at = random_first(&candidates, chooser)
            .find(|&point| check_luminary(table, &zones, &placed, point).is_ok())?;
        Some(ConflictCommand::PlaceLuminary { x: at.x, y: at.y })
    }

    fn deployment(&self, side: usize, chooser: &mut Chooser) -> Option<ConflictCommand> {
        if self
            .setup
            .commission
            .lurking()
            .is_some_and(|(lurker, _)| lurker == side)
        {
            return self.lurking_deployment(side, chooser);
        }
        let (card, kind) = self.next_deployment(side)?;
        let edge = self.progress().edges?[side];
        let zone = deployment_zone(&self.setup, edge);
        let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
        let candidates = grid(
            zone.x + radius,
            zone.y + radius,
            zone.x + zone.width - radius,
            zone.y + zone.depth - radius,
        );
        // The random picks, then every place in order: the order is walked once per pawn, and
        // the grid is not copied for it.
        let picks = random_picks(&candidates, chooser);
        let order = || picks.iter().chain(candidates.iter()).copied();
        let mut standing = sight_pawns(&self.world);
        let facing = edge.opposite().outward_degrees();
        let mut places = Vec::new();
        for id in kind {
            let fits = |point: Vec2, level: f32| {
                let base = Base::new(point, radius, level, facing);
                crate::conflict::turns::deployment::in_deployment_area(&self.setup, edge, &base)
                    && crate::conflict::turns::deployment::check_placing(
                        self.scenery(),
                        &standing,
                        id,
                        base,
                    )
                    .is_ok()
            };
            // On the ground where it can; else on what covers it (a hill: § Defence to the
            // Bitter End's ruins).
            let (place, level) = order()
                .find(|&point| fits(point, 0.0))
                .map(|point| (point, 0.0))
                .or_else(|| {
                    order().find_map(|point| {
                        self.scenery()
                            .surfaces_at(point)
                            .into_iter()
                            .find(|&level| level > 0.0 && fits(point, level))
                            .map(|level| (point, level))
                    })
                })?;
            standing.push(SightPawn {
                id,
                base: Base::new(place, radius, level, facing),
                in_clash: false,
            });
            places.push(Placement {
                x: place.x,
                y: place.y,
                level,
                facing_degrees: facing,
            });
        }
        Some(ConflictCommand::Deploy { card, places })
    }

    /// § Slaughter: the arriving type's pawns on open places along the edges, as many as fit.
    fn arrival(&self, side: usize, chooser: &mut Chooser) -> Option<ConflictCommand> {
        let (card, kind) = self.next_deployment(side)?;
        let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
        let table = self.setup.layout.table;
        let spots = crate::conflict::turns::arrival::open_spots(&self.world, side);
        let order: Vec<Vec2> = random_first(&spots, chooser).collect();
        let facing_from =
            |point: Vec2| crate::conflict::turns::arrival::facing_into_table(table, point);
        let mut placed: Vec<Base> = Vec::new();
        let mut places = Vec::new();
        for _ in kind {
            let Some(place) = order.iter().copied().find(|&point| {
                let base = Base::new(point, radius, 0.0, 0.0);
                placed.iter().all(|other| !other.overlaps(&base))
            }) else {
                break;
            };
            placed.push(Base::new(place, radius, 0.0, 0.0));
            places.push(Placement {
                x: place.x,
                y: place.y,
                level: 0.0,
                facing_degrees: facing_from(place),
            });
        }
        (!places.is_empty()).then_some(ConflictCommand::Deploy { card, places })
    }

    fn turn_command(&self, chooser: &mut Chooser) -> Option<ConflictCommand> {
        let progress = self.progress();
        let turn = progress.turn.as_ref()?;
        if let Some(active) = progress.active {
            // A pawn that has fought, shot or begun reloading ends its activation: its own
            // deeds tell, without the view of every pawn `act` reads.
            let deeds = crate::conflict::world::pawns::deeds(&self.world, active);
            if deeds.fought || deeds.shot || deeds.reloading {
                return Some(ConflictCommand::EndActivation { pawn: active });
            }
            return Some(self.act(active, chooser));
        }
        // Which pawn to activate needs only ids: the full view is built when one is weighed.
        let waiting =
            crate::conflict::world::pawns::deployed_of_where(&self.world, turn.to_act, |pawn| {
                turn.states.get(pawn as usize) == Some(&Activation::Waiting)
            });
        // § Feast of Eucharist: the band's Guest Markers wait for it too.
        if self.guests_waiting(turn.to_act)
            && (waiting.is_empty() || chooser.index(waiting.len() + 1) == Some(0))
        {
            return self.guest_move(turn.to_act, chooser);
        }
        let pawn = *chooser.pick(&waiting)?;
        if self.would_wait(pawn, chooser) {
            return Some(ConflictCommand::AwaitReaction { pawn });
        }
        Some(ConflictCommand::Activate { pawn })
    }

    /// Now and then a shooter whose nearest enemy is one walk out of its reach waits to fire a
    /// Reaction Shot instead.
    fn would_wait(&self, pawn: u32, chooser: &mut Chooser) -> bool {
        if chooser.index(2) != Some(0) {
            return false;
        }
        // The pawn and, below, the others' rows read in place: no view of every pawn is built.
        let Some(me) = self.pawn_ref(pawn) else {
            return false;
        };
        let Some(place) = me.placement else {
            return false;
        };
        if me.card.weapons.iter().all(|arm| arm.discharge.is_none()) {
            return false;
        }
        let ready = crate::conflict::shooting::reaction::weapons_ready(&self.world, pawn);
        let reach = ready
            .iter()
            .filter_map(|&weapon| me.card.weapons.get(weapon).and_then(|arm| arm.range))
            .max();
        let Some(reach) = reach else {
            return false;
        };
        let own = Base::at(place);
        let index = self
            .world
            .resource::<crate::conflict::world::pawn_index::PawnIndex>();
        let nearest = index
            .placed()
            .filter(|&(id, _)| index.side(id) != Some(me.side))
            .map(|(_, base)| own.edge_distance(base))
            .min_by(f32::total_cmp);
        // Waiting pays when the nearest enemy is just out of reach: one step will bring it in.
        let about_to_come = nearest.is_some_and(|cm| {
            cm > reach as f32 && cm <= reach as f32 + crate::table::movement::WALK_CM
        });
        about_to_come && self.check_reaction_declare(pawn).is_ok()
    }

    /// A waiting pawn fires at the enemy in its sight when a weapon reaches it, else all hold.
    fn react(&self, window: &crate::conflict::ReactionWindow) -> ConflictCommand {
        let enemy = crate::conflict::world::pawns::base(&self.world, window.enemy);
        for &pawn in &window.shooters {
            let distance = crate::conflict::world::pawns::footing(&self.world, pawn)
                .zip(enemy)
                .map_or(f32::MAX, |(own, enemy)| own.base().edge_distance(&enemy));
            for weapon in crate::conflict::shooting::reaction::weapons_ready(&self.world, pawn) {
                let Some(range) = crate::conflict::world::pawns::card(&self.world, pawn)
                    .and_then(|me| me.weapons.get(weapon).and_then(|arm| arm.range))
                else {
                    continue;
                };
                // Sight is costly to trace: only a weapon reaching the enemy is aimed.
                if distance > range as f32 {
                    continue;
                }
                let Ok(aimed) = checked_reaction_shot(&self.world, pawn, weapon) else {
                    continue;
                };
                if aimed.shot.distance <= aimed.shot.light.range(range) as f32 && !aimed.past_pawns
                {
                    return ConflictCommand::ReactionShot {
                        pawn,
                        weapon,
                        extra_dice: 0,
                    };
                }
            }
        }
        ConflictCommand::HoldFire
    }

    /// The active pawn's next step: fight, shoot, reload, charge, walk, or stop.
    fn act(&self, pawn: u32, chooser: &mut Chooser) -> ConflictCommand {
        let end = ConflictCommand::EndActivation { pawn };
        let Some(me) = self.pawn_ref(pawn) else {
            return end;
        };
        let me = &me;
        // Only the other bands' pawns on the table are read: its friends only a Surgeon weighs
        // (`band::peculiarities`).
        let own = me.side;
        // An unconscious enemy is nobody's target (§ To Seek Sanctuary, § Rescue); an
        // Antagonist that has struck nobody costs Honour to eliminate, so it is fought only
        // when it is in the pawn's clash (§ Antagonists).
        let mut enemies = PawnRefs::new();
        self.gather_pawn_refs(
            &mut enemies,
            move |band, placed| band != own && placed,
            |view| {
                crate::conflict::world::pawns::unconscious(&self.world, view.id).is_none()
                    && (!self.setup.is_antagonist_pawn(view.id)
                        || self.antagonists_that_attacked().contains(&view.id)
                        || me.engaged.contains(&view.id)
                        || crate::conflict::commission::is_gentleman(&self.world, view.id))
            },
        );
        if let Some(peculiar) = self.peculiar(me, chooser) {
            return peculiar;
        }
        if !me.engaged.is_empty() {
            return self.attack(me, &enemies, chooser).unwrap_or(end);
        }
        if let Some(bomb) = self.bomb(me, &enemies, chooser) {
            return bomb;
        }
        if let Some(blessing) = self.blessing(me, &enemies, chooser) {
            return blessing;
        }
        if let Some(leave) = self.leave_for_decree(me) {
            return leave;
        }
        if let Some(uncover) = self.uncover_guest(me) {
            return uncover;
        }
        // § Guardians: the Gentleman goes where his Satisfaction is, and fights only when held.
        if crate::conflict::commission::is_gentleman(&self.world, me.id) {
            return if me.deeds.moved.is_some() {
                end
            } else {
                self.make_for_edge(me, &enemies, chooser).unwrap_or(end)
            };
        }
        if let Some(conquest) = self.conquer_enclave(me, chooser) {
            return conquest;
        }
        if let Some(action) = self.enclave_action(me) {
            return action;
        }
        if let Some(drag) = self.drag_for_decree(me) {
            return drag;
        }
        if let Some(shot) = self.shot(me, &enemies, chooser) {
            return shot;
        }
        if enemies.is_empty()
            && let Some(reveal) = self.reveal_hidden(me, chooser)
        {
            return reveal;
        }
        if me.deeds.moved.is_some() {
            return end;
        }
        if let Some(reload) = self.reload(me, &enemies) {
            return reload;
        }
        if let Some(walk) = self.make_for_edge(me, &enemies, chooser) {
            return walk;
        }
        if enemies.is_empty()
            && let Some(walk) = self.towards_hidden(me)
        {
            return walk;
        }
        self.advance(me, &enemies, chooser).unwrap_or(end)
    }

    fn attack(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let target = *me.engaged.iter().min_by_key(|&&enemy| {
            enemies
                .iter()
                .find(|view| view.id == enemy)
                .map_or(u32::MAX, |pawn| pawn.vigour.remaining())
        })?;
        let moved = me.deeds.walked_cm > 0.0;
        let usable: Vec<usize> = (0..me.card.weapons.len())
            .filter(|&index| {
                let weapon = &me.card.weapons[index];
                weapon.attack.is_some()
                    && !(moved
                        && weapon
                            .rules
                            .iter()
                            .any(|used| used.rule == SpecialRule::Heavy))
            })
            .collect();
        // The lowest Attack is the best (a roll succeeds at or above it).
        let weapon = *usable
            .iter()
            .min_by_key(|&&index| me.card.weapons[index].attack.unwrap_or(u32::MAX))?;
        let second_weapon = usable
            .iter()
            .copied()
            .find(|&index| index != weapon)
            .filter(|_| chooser.index(2) == Some(0));
        let ready_charge = self.check_charge_attack(me.id, target, weapon).is_ok();
        // § Multiple Attacks: now and then the second weapon goes to another engaged enemy.
        let second_target = second_weapon
            .and_then(|_| me.engaged.iter().copied().find(|&enemy| enemy != target))
            .filter(|_| chooser.index(2) == Some(0));
        Some(ConflictCommand::Attack {
            pawn: me.id,
            target,
            weapon,
            second_weapon,
            second_target,
            dexterity: None,
            charge_attack: ready_charge && chooser.index(4) == Some(0),
            extra_dice: self.extra_die(me.id, chooser),
            repeat_reply: me.card.has_peculiarity(crate::conflict::DUELLIST)
                && crate::conflict::band::peculiarities::plan_duellist(&self.world, me.id, true)
                    .is_ok(),
        })
    }

    /// Whether the pawn answering the pending blow is a Duellist that can afford to repeat a
    /// failed Reply roll.
    fn duellist_ready(&self) -> bool {
        let world = &self.world;
        world
            .resource::<crate::conflict::world::components::Pending>()
            .0
            .as_ref()
            .is_some_and(|pending| {
                !pending.target_strikes
                    && crate::conflict::world::pawns::card(world, pending.target)
                        .is_some_and(|card| card.has_peculiarity(crate::conflict::DUELLIST))
                    && crate::conflict::band::peculiarities::plan_duellist(
                        world,
                        pending.target,
                        true,
                    )
                    .is_ok()
            })
    }

    /// A Surgeon treats a wounded friend beside it; an Intimidating pawn that has just engaged
    /// an enemy invests its Maravedi, now and then.
    fn peculiar(&self, me: &PawnRef, chooser: &mut Chooser) -> Option<ConflictCommand> {
        let own = Base::at(me.placement?);
        let wounded_beside = |friend: &&PawnRef| {
            friend.side == me.side
                && friend.id != me.id
                && friend.vigour.marked > 0
                && friend
                    .placement
                    .is_some_and(|place| own.in_contact(&Base::at(place)))
        };
        if me.card.has_peculiarity(crate::conflict::SURGEON)
            && let Some(friend) = self
                .pawn_refs_where({
                    let own = me.side;
                    move |band, _| band == own
                })
                .iter()
                .filter(wounded_beside)
                .find(|friend| self.check_treat(me.id, friend.id).is_ok())
        {
            return Some(ConflictCommand::Treat {
                pawn: me.id,
                friend: friend.id,
            });
        }
        let engaging = !me.deeds.walked_into.is_empty() || me.deeds.charged_into.is_some();
        if engaging
            && me.card.has_peculiarity(crate::conflict::INTIMIDATING)
            && chooser.index(2) == Some(0)
        {
            let target = me
                .engaged
                .iter()
                .copied()
                .find(|&enemy| self.check_intimidate(me.id, enemy).is_ok())?;
            return Some(ConflictCommand::Intimidate {
                pawn: me.id,
                target,
            });
        }
        None
    }

    /// Now and then a Maravedi for an extra die, when the purses and the allowance allow it.
    fn extra_die(&self, pawn: u32, chooser: &mut Chooser) -> u32 {
        let affordable =
            crate::conflict::band::purse::plan_extra_dice(&self.world, pawn, 1).is_ok();
        u32::from(affordable && chooser.index(3) == Some(0))
    }

    /// A shot at the nearest enemy it can hit, with the first distance weapon that can fire.
    fn shot(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let accurate = me.deeds.moved.is_none();
        let mut table = None;
        for (weapon, arm) in me.card.weapons.iter().enumerate() {
            // Only a distance weapon can pass the check: the others are not asked.
            if !arm.is_distance()
                || !crate::conflict::shooting::fire_check::may_shoot(&self.world, me.id, weapon)
            {
                continue;
            }
            let range = me.card.weapons[weapon].range.unwrap_or(0);
            let own = Base::at(me.placement?);
            // Sight is costly to trace: only enemies within the weapon's Range are aimed at,
            // nearest first, and the first that can be hit is the target.
            let mut near: Vec<(f32, u32)> = enemies
                .iter()
                .filter_map(|enemy| {
                    Some((own.edge_distance(&Base::at(enemy.placement?)), enemy.id))
                })
                .filter(|&(distance, _)| distance <= range as f32)
                .collect();
            near.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            let target = near.into_iter().find_map(|(_, enemy)| {
                let table = table.get_or_insert_with(|| TablePawns::for_pawn(&self.world, me.id));
                // Out of the light's reach, it is passed over before its sight is traced (the
                // same test as below, on the same distance and light).
                if !crate::conflict::shooting::discharge::light_reaches(
                    &self.world,
                    table,
                    me.id,
                    enemy,
                    range,
                ) {
                    return None;
                }
                let aimed = aim_among(&self.world, table, me.id, enemy).ok()?;
                (aimed.shot.light.reaches(aimed.shot.distance, range) && !aimed.past_pawns)
                    .then_some(enemy)
            });
            if let Some(target) = target {
                return Some(ConflictCommand::Shoot {
                    pawn: me.id,
                    target,
                    weapon,
                    accurate,
                    extra_dice: self.extra_die(me.id, chooser),
                });
            }
        }
        None
    }

    /// A bomb carrier with enemies near but not upon it places its bomb, now and then, with
    /// the shortest fuse.
    fn bomb(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let carries = me.card.weapons.iter().any(|arm| {
            crate::rules::devices::Device::of(arm) == Some(crate::rules::devices::Device::Bomb)
        });
        if !carries {
            return None;
        }
        let nearest = nearest_enemy(me, enemies)?.1;
        if !(BOMB_ENEMY_CM.0..=BOMB_ENEMY_CM.1).contains(&nearest) || chooser.index(2) != Some(0) {
            return None;
        }
        let weapon = *self.plantable_bombs(me.id).first()?;
        Some(ConflictCommand::PlaceBomb {
            pawn: me.id,
            weapon,
            fuse_turns: 1,
        })
    }

    /// A pawn with Blessing (X) now and then calls on a blessing's harm on the nearest enemy it
    /// reaches, else its help on itself when it is hurt.
    fn blessing(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        if me.card.blessings.is_empty() || chooser.index(2) != Some(0) {
            return None;
        }
        let own = Base::at(me.placement?);
        let mut near: Vec<(f32, u32)> = enemies
            .iter()
            .filter_map(|enemy| Some((own.edge_distance(&Base::at(enemy.placement?)), enemy.id)))
            .collect();
        near.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let hurt = me.vigour.marked > 0;
        let orders = me.card.blessings.iter().flat_map(|blessing| {
            let harm = near.iter().take(2).map(|&(_, enemy)| BlessOrder {
                pawn: me.id,
                blessing: blessing.clone(),
                target: enemy,
                invocation: Invocation::Harmful,
            });
            let help = hurt.then(|| BlessOrder {
                pawn: me.id,
                blessing: blessing.clone(),
                target: me.id,
                invocation: Invocation::Helpful,
            });
            harm.chain(help).collect::<Vec<_>>()
        });
        for order in orders {
            if crate::conflict::band::blessings::bless_passes(&self.world, &self.setup, &order) {
                return Some(ConflictCommand::Bless(order));
            }
        }
        None
    }

    fn reload(&self, me: &PawnRef, enemies: &[PawnRef]) -> Option<ConflictCommand> {
        if me.deeds.moved.is_some() || me.deeds.shot || me.deeds.fought {
            return None;
        }
        let loads = self
            .world
            .get::<crate::conflict::world::components::Loads>(
                crate::conflict::world::pawns::entity(&self.world, me.id)?,
            )?;
        let weapon = loads
            .shots_left
            .iter()
            .enumerate()
            .find_map(|(index, left)| {
                (*left == Some(0) && !loads.reloading.get(index).copied().unwrap_or(true))
                    .then_some(index)
            })?;
        let nearest = nearest_enemy(me, enemies)?.1;
        // Reloading with an enemy close makes it roll; it reloads only when there is time.
        (nearest > 15.0).then_some(ConflictCommand::Reload {
            pawn: me.id,
            weapon,
        })
    }

    /// § Resolution of Clashes: a winner with its enemies beaten walks into contact with the
    /// nearest enemy, if one stands within the 5 cm it may move.
    fn engage_nearest(&self, winner: u32) -> Option<crate::rules::activation::ClashResult> {
        let pawns = self.pawn_refs();
        let me = pawns.iter().find(|pawn| pawn.id == winner)?;
        let enemies = pawns.iter().filter(|pawn| {
            pawn.side != me.side && pawn.nerve == crate::rules::audacity::Nerve::Steady
        });
        let (enemy, distance) = nearest_enemy(me, enemies)?;
        if distance > crate::rules::activation::RESOLUTION_MOVE_CM {
            return None;
        }
        let own = Base::at(me.placement?);
        let theirs = Base::at(enemy.placement?);
        let towards = (theirs.centre - own.centre).normalize_or_zero();
        let contact = theirs.centre - towards * (theirs.radius + own.radius);
        let path = vec![Waypoint {
            x: contact.x,
            y: contact.y,
            level: None,
        }];
        crate::conflict::clash::engage::check_path(&self.world, winner, &path, None).ok()?;
        Some(crate::rules::activation::ClashResult::Engage { path, facing: None })
    }

    /// Charges a near enemy, or walks towards the nearest (into contact when it is close).
    pub(in crate::conflict) fn advance(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let (enemy, distance) = self.advance_target(me, enemies)?;
        let own = Base::at(me.placement?);
        let theirs = Base::at(enemy.placement?);
        let towards = (theirs.centre - own.centre).normalize_or_zero();
        let contact = theirs.centre - towards * (theirs.radius + own.radius);
        let to_contact = [Waypoint {
            x: contact.x,
            y: contact.y,
            level: None,
        }];
        let mut table = TablePawns::default();
        table.gather(&self.world, me.id);
        let gaits: &[Gait] = if distance <= CHARGE_WITHIN_CM && chooser.index(5) != Some(0) {
            &[Gait::Charge, Gait::Walk]
        } else {
            &[Gait::Walk]
        };
        for &gait in gaits {
            if (gait == Gait::Charge || distance <= WALK_CM)
                && check_path_among(&self.world, &table, me.id, gait, &to_contact, None).is_ok()
            {
                return Some(ConflictCommand::Move {
                    pawn: me.id,
                    gait,
                    path: to_contact.to_vec(),
                    facing: None,
                });
            }
        }
        // Within a walk: into contact round whatever is in the way.
        if distance <= WALK_CM
            && let Ok(planned) = maneuvers::plan_route(
                &self.world,
                me.id,
                Gait::Walk,
                &[],
                Goal::Contact(enemy.id),
                None,
            )
        {
            return Some(ConflictCommand::Move {
                pawn: me.id,
                gait: Gait::Walk,
                path: planned.waypoints,
                facing: None,
            });
        }
        // Farther: a walk towards it, straight or turning aside (shorter if it must); when
        // none is free, the first walk of the planner's way round.
        let ahead = towards.y.atan2(towards.x).to_degrees();
        // The table's pawns gathered above serve these tries too.
        if let Some(walk) = self.free_move(
            &table,
            me.id,
            own.centre,
            ahead,
            (distance - 1.0).max(0.5),
            Gait::Walk,
        ) {
            return Some(walk);
        }
        let path = maneuvers::approach(&self.world, me.id, enemy.id)?;
        Some(ConflictCommand::Move {
            pawn: me.id,
            gait: Gait::Walk,
            path,
            facing: Some(ahead),
        })
    }
}

impl Conflict {
    /// § Alone in the Face of Danger: with no enemy in view, a walk towards the nearest Hidden
    /// Pawn Marker (to reveal it).
    fn towards_hidden(&self, me: &PawnRef) -> Option<ConflictCommand> {
        let own = Base::at(me.placement?).centre;
        let (_, marker) = crate::conflict::solo::notes::nearest_marker(&self.world, own)?;
        let to = Vec2::new(marker.x, marker.y);
        let ahead = (to - own).y.atan2((to - own).x).to_degrees();
        self.free_walk(me.id, own, ahead, (own.distance(to) - 2.0).max(0.5))
    }

    /// The enemy a pawn advances on: the nearest, unless none is within a charge and the band's
    /// Decree rewards an enemy Leader's fall: then the nearest Leader (§ Brawl, § Slaughter...).
    fn advance_target<'a, 'w>(
        &self,
        me: &PawnRef,
        enemies: &'a [PawnRef<'w>],
    ) -> Option<(&'a PawnRef<'w>, f32)> {
        let nearest = nearest_enemy(me, enemies)?;
        if nearest.1 <= CHARGE_WITHIN_CM || !self.setup.commission.rewards_enemy_leader(me.side) {
            return Some(nearest);
        }
        let leaders = enemies
            .iter()
            .filter(|enemy| enemy.card.has_peculiarity(crate::rules::hiring::LEADER));
        nearest_enemy(me, leaders).or(Some(nearest))
    }

    /// A walk of `pawn` from `from` towards `ahead` degrees, at most `longest` cm: straight or
    /// turning aside, shorter if it must; `None` when no such walk is free.
    pub(in crate::conflict) fn free_walk(
        &self,
        pawn: u32,
        from: Vec2,
        ahead: f32,
        longest: f32,
    ) -> Option<ConflictCommand> {
        let table = TablePawns::for_pawn(&self.world, pawn);
        self.free_move(&table, pawn, from, ahead, longest, Gait::Walk)
    }

    /// `free_walk` with `gait` and the table's pawns already gathered: a charge goes 15 cm at
    /// most (what any roll gives it).
    pub(in crate::conflict) fn free_move(
        &self,
        table: &TablePawns,
        pawn: u32,
        from: Vec2,
        ahead: f32,
        longest: f32,
        gait: Gait,
    ) -> Option<ConflictCommand> {
        let lengths = match gait {
            Gait::Charge => [crate::table::movement::CHARGE_BASE_CM, 10.0, 6.0],
            Gait::Walk | Gait::Swim => WALK_LENGTHS_CM,
        };
        let trials = maneuvers::PathTrials::new(&self.world, table, pawn, gait).ok()?;
        for length in lengths {
            let length = length.min(longest);
            for detour in DETOURS_DEGREES {
                let direction = crate::table::base::facing_vector(ahead + detour);
                let point = from + direction * length;
                let path = [Waypoint {
                    x: point.x,
                    y: point.y,
                    level: None,
                }];
                // Tried with the facing it is played with (a facing only sets where the pawn
                // looks at the end: it decides nothing), so the check's answer is kept for it.
                if trials.passes(&path, Some(ahead)) {
                    return Some(ConflictCommand::Move {
                        pawn,
                        gait,
                        path: path.to_vec(),
                        facing: Some(ahead),
                    });
                }
            }
        }
        None
    }
}

/// The enemy nearest `me`, edge to edge (the lowest id of those as near), and how near.
fn nearest_enemy<'a, 'w: 'a>(
    me: &PawnRef,
    enemies: impl IntoIterator<Item = &'a PawnRef<'w>>,
) -> Option<(&'a PawnRef<'w>, f32)> {
    let own = Base::at(me.placement?);
    enemies
        .into_iter()
        .filter_map(|enemy| Some((enemy, own.edge_distance(&Base::at(enemy.placement?)))))
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.id.cmp(&b.0.id)))
}

/// Grids asked for lately, by their bounds' bits: the same few (the deployment zones, the whole
/// table) are asked for again at every deployment, and each holds hundreds of points.
const GRIDS_KEPT: usize = 8;

/// A grid's bounds (as bits) and its points.
type KeptGrid = ([u32; 4], std::rc::Rc<[Vec2]>);

thread_local! {
    static GRIDS: std::cell::RefCell<Vec<KeptGrid>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The points `GRID_CM` apart over `min`..`max`, row by row (shared: built once per bounds).
pub(in crate::conflict) fn grid(
    min_x: f32,
    min_y: f32,
    max_x: f32,
    max_y: f32,
) -> std::rc::Rc<[Vec2]> {
    let key = [min_x, min_y, max_x, max_y].map(f32::to_bits);
    GRIDS.with(|grids| {
        let mut grids = grids.borrow_mut();
        if let Some((_, points)) = grids.iter().find(|(bounds, _)| *bounds == key) {
            return std::rc::Rc::clone(points);
        }
        let points: std::rc::Rc<[Vec2]> = build_grid(min_x, min_y, max_x, max_y).into();
        if grids.len() >= GRIDS_KEPT {
            grids.remove(0);
        }
        grids.push((key, std::rc::Rc::clone(&points)));
        points
    })
}

fn build_grid(min_x: f32, min_y: f32, max_x: f32, max_y: f32) -> Vec<Vec2> {
    // Sized for the whole grid (pushed one by one it grew a dozen times).
    let across = |low: f32, high: f32| ((high - low) / GRID_CM).max(0.0) as usize + 2;
    let mut points = Vec::with_capacity(across(min_x, max_x) * across(min_y, max_y));
    let mut y = min_y;
    while y <= max_y {
        let mut x = min_x;
        while x <= max_x {
            points.push(Vec2::new(x, y));
            x += GRID_CM;
        }
        y += GRID_CM;
    }
    points
}

/// Candidates to try: a few picked at random with the chooser's dice (choices never draw from
/// the game's dice), then every one in order, so a legal one is found if there is any.
pub(in crate::conflict) fn random_first<'a>(
    candidates: &'a [Vec2],
    chooser: &mut Chooser,
) -> impl Iterator<Item = Vec2> + 'a {
    random_picks(candidates, chooser)
        .into_iter()
        .chain(candidates.iter().copied())
}

/// The candidates `random_first` tries first, picked with the chooser's dice.
fn random_picks(candidates: &[Vec2], chooser: &mut Chooser) -> Vec<Vec2> {
    let mut picked: Vec<Vec2> = Vec::with_capacity(RANDOM_TRIES);
    picked.extend((0..RANDOM_TRIES).filter_map(|_| chooser.pick(candidates).copied()));
    picked
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
