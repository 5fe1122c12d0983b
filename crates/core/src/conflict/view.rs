//! Reading a conflict without changing it: the pawns as plain values (for the app, the computer
//! and the tests), the deployment areas, and each band's Honour.

use super::state::Conflict;
use super::world::components::{Casualties, Deeds, Edge, Phase};
use super::world::pawn_index::PawnIndex;
use super::world::pawns::{entity, pawn_ids, side};
use crate::record::Rejection;
use crate::rules::audacity::Nerve;
use crate::rules::cards::ContractCard;
use crate::rules::honour::HonourScore;
use crate::rules::vigour::Vigour;
use crate::table::base::Placement;
use crate::table::layout::Zone;
use std::sync::Arc;

/// One pawn still in the conflict: a copy, which stays as it was while the conflict plays on
/// (what the app and the tests read).
#[derive(Clone, Debug, serde::Serialize)]
pub struct PawnView {
    pub id: u32,
    pub side: usize,
    pub card: Arc<ContractCard>,
    /// `None` until deployed.
    pub placement: Option<Placement>,
    pub vigour: Vigour,
    pub nerve: Nerve,
    pub deeds: Arc<Deeds>,
    pub engaged: Vec<u32>,
    /// The Maravedies of Incentive left on its card.
    pub purse: u32,
}

/// Pawns read in place, held inline (`pawns::INLINE_PAWNS`: the computer reads them for nearly
/// every command).
pub type PawnRefs<'a> = smallvec::SmallVec<[PawnRef<'a>; super::world::pawns::INLINE_PAWNS]>;

/// One pawn still in the conflict, read in place from the conflict's rows: what the computer
/// weighs many times a command (building it copies no card, deeds or list, and counts no
/// reference). `to_view` makes the copy the app keeps.
#[derive(Clone, Copy, Debug)]
pub struct PawnRef<'a> {
    pub id: u32,
    pub side: usize,
    pub card: &'a Arc<ContractCard>,
    /// `None` until deployed.
    pub placement: Option<Placement>,
    pub vigour: Vigour,
    pub nerve: Nerve,
    pub deeds: &'a Arc<Deeds>,
    pub engaged: &'a [u32],
    /// The Maravedies of Incentive left on its card.
    pub purse: u32,
}

impl PawnRef<'_> {
    /// The copy of this pawn as it is now.
    pub fn to_view(&self) -> PawnView {
        PawnView {
            id: self.id,
            side: self.side,
            card: Arc::clone(self.card),
            placement: self.placement,
            vigour: self.vigour,
            nerve: self.nerve,
            deeds: Arc::clone(self.deeds),
            engaged: super::world::components::copy_ids(self.engaged),
            purse: self.purse,
        }
    }
}

/// Pawn `id`'s rows, if it is still in the conflict.
fn pawn_ref(index: &PawnIndex, id: u32) -> Option<PawnRef<'_>> {
    if !index.is_present(id) {
        return None;
    }
    let row = id as usize;
    Some(PawnRef {
        id,
        side: index.side(id)?,
        card: index.cards.get(row)?,
        placement: index.footing(id).map(|footing| footing.0),
        vigour: *index.health.get(row)?,
        nerve: index.morale.get(row)?.nerve,
        deeds: index.deeds.get(row)?,
        engaged: index.engaged.get(row)?,
        purse: *index.purses.get(row)?,
    })
}

impl Conflict {
    /// Every pawn still in the conflict, in id order.
    pub fn pawns(&self) -> Vec<PawnView> {
        self.pawn_refs().iter().map(PawnRef::to_view).collect()
    }

    /// Pawn `id`'s base where it stands (its size, place and Approach), when it is on the
    /// table: what a click on its miniature is measured against.
    pub fn base_of(&self, id: u32) -> Option<crate::table::base::Base> {
        super::world::pawns::base(&self.world, id)
    }

    pub fn pawn(&self, id: u32) -> Option<PawnView> {
        self.pawn_ref(id).as_ref().map(PawnRef::to_view)
    }

    /// `pawns`, read in place (the computer's view of the table).
    pub fn pawn_refs(&self) -> PawnRefs<'_> {
        self.pawn_refs_where(|_, _| true)
    }

    /// `pawn_refs`, of the pawns `keep(band, on the table)` keeps (the others' rows not read).
    pub(super) fn pawn_refs_where<'a>(
        &'a self,
        keep: impl Fn(usize, bool) -> bool + 'a,
    ) -> PawnRefs<'a> {
        let mut refs = PawnRefs::new();
        self.gather_pawn_refs(&mut refs, keep, |_| true);
        refs
    }

    /// `pawn_refs_where`, keeping of those only the pawns `also` keeps, pushed onto `refs`.
    /// Filled where the caller holds it: an inline list returned is copied whole (2 KB) on the
    /// way out, and the computer gathers one for nearly every command.
    pub(super) fn gather_pawn_refs<'a>(
        &'a self,
        refs: &mut PawnRefs<'a>,
        keep: impl Fn(usize, bool) -> bool + 'a,
        also: impl Fn(&PawnRef) -> bool,
    ) {
        // The index's rows, read in id order: no query, no look-up by type, nothing to sort.
        let index = self.world.resource::<PawnIndex>();
        // A plain loop of pushes: `SmallVec::extend` left the rows' iterator out of line.
        for row in index.rows_where(keep) {
            let pawn = PawnRef {
                id: row.id,
                side: row.side,
                card: row.card,
                placement: row.placement,
                vigour: row.vigour,
                nerve: row.morale.nerve,
                deeds: row.deeds,
                engaged: row.engaged,
                purse: row.purse,
            };
            if also(&pawn) {
                refs.push(pawn);
            }
        }
    }

    /// `pawn`, read in place.
    pub fn pawn_ref(&self, id: u32) -> Option<PawnRef<'_>> {
        pawn_ref(self.world.resource::<PawnIndex>(), id)
    }

    /// § Alone in the Face of Danger: every activation of the enemy no player commands so far,
    /// with its trigger and its row of the Activation Priorities Table.
    pub fn enemy_reports(&self) -> &[super::solo::notes::EnemyReport] {
        &self.world.resource::<super::solo::notes::Solo>().reports
    }

    /// § Hidden Pawn Markers on the table.
    pub fn hidden_markers(&self) -> &[super::solo::notes::HiddenMarker] {
        &self.world.resource::<super::solo::notes::Solo>().markers
    }

    /// § Deck of Contract Cards: how many of the enemy's cards are still to be drawn (which they
    /// are stays hidden).
    pub fn enemy_cards_left(&self) -> usize {
        self.world.resource::<super::solo::notes::Solo>().deck.len()
    }

    /// § Raid in the Compas: the Informer's pawn (known to the player only once revealed: the
    /// app names it then).
    pub fn informer(&self) -> Option<u32> {
        self.world.resource::<super::solo::notes::Solo>().informer
    }

    /// Where (x, y) on the ground is, in words ("by the tavern's south door").
    pub fn place_words(&self, x: f32, y: f32) -> String {
        super::world::pawns::place_of(&self.world, parry3d::math::Vec2::new(x, y), 0.0)
    }

    /// How far `pawn`'s base centre stands from the nearest table edge (§ Raid in the Compas:
    /// the Informer's run), when it is on the table.
    pub fn edge_gap(&self, pawn: u32) -> Option<f32> {
        let centre = crate::conflict::world::pawns::base(&self.world, pawn)?.centre;
        let size = self.setup.layout.table;
        super::world::components::Edge::ALL
            .into_iter()
            .map(|edge| edge.distance(size, centre))
            .reduce(f32::min)
    }

    /// § Now or Never!: the rooms (buildings, by index) your Leader has inspected so far.
    pub fn rooms_inspected(&self) -> &[usize] {
        &self.world.resource::<super::solo::notes::Solo>().inspected
    }

    /// The band no player commands, in a Commission played alone.
    pub fn enemy_band(&self) -> Option<usize> {
        self.setup.commission.enemy_band()
    }

    /// The pawns killed or run off, in the order it happened.
    pub fn casualties(&self) -> &[super::world::components::Casualty] {
        &self.world.resource::<Casualties>().0
    }

    /// Band `band`'s deployment area, once the edges are chosen (an opening band's).
    pub fn deployment_zone(&self, band: usize) -> Option<Zone> {
        if self.setup.commission.centre_deployment_cm().is_some() {
            // A circle, not a strip: `deployment_circle`.
            return None;
        }
        let edges: [Edge; 2] = self.progress().edges?;
        Some(super::turns::deployment::deployment_zone(
            &self.setup,
            *edges.get(band)?,
        ))
    }

    /// Where band `band` may put pawns now: its deployment area, or while it arrives
    /// (§ Slaughter) the strips along the four edges.
    pub fn deployment_zones(&self, band: usize) -> Vec<Zone> {
        if self.progress().phase == (Phase::Arrival { side: band }) {
            super::turns::deployment::zones(&self.world)
        } else {
            self.deployment_zone(band).into_iter().collect()
        }
    }

    /// § To Seek Sanctuary: the unconscious pawns the active `pawn` may drag now.
    pub fn draggable(&self, pawn: u32) -> Vec<u32> {
        // Only the unconscious can be dragged: the others skip the refusal's wording.
        super::world::pawns::unconscious_ids(&self.world)
            .into_iter()
            .filter(|&target| super::commission::check_drag(&self.world, pawn, target).is_ok())
            .collect()
    }

    /// § How Do Antagonists Work: the Temperament that moves `pawn` while one does (§ Rescue's
    /// defenders until roused).
    pub fn temperament(&self, pawn: u32) -> Option<crate::rules::antagonists::Temperament> {
        super::antagonists::temperament::temperament_of(&self.world, pawn)
    }

    /// Where `pawn` would walk or charge if the band moving Temperaments moved it now (towards
    /// `to` where its Temperament lets the mover choose), or why it may not be moved.
    pub fn check_move_by_temperament(
        &self,
        pawn: u32,
        to: Option<(f32, f32)>,
    ) -> Result<super::antagonists::temperament::TemperamentGoal, Rejection> {
        let to = to.map(|(x, y)| crate::table::base::Point { x, y });
        super::antagonists::authority_moves::check_move(&self.world, pawn, to)
    }

    /// The pawns the band moving Temperaments may move now, each with the pawn it would go for
    /// (none: the mover chooses where it goes, `MoveByTemperament::to`).
    pub fn movable_by_temperament(&self) -> Vec<(u32, Option<u32>)> {
        use crate::rules::antagonists::{Heading, authority_move};
        pawn_ids(&self.world)
            .into_iter()
            .filter_map(|pawn| {
                let temperament =
                    super::antagonists::authority_moves::check_movable(&self.world, pawn).ok()?;
                if authority_move(temperament).heading != Heading::NearestPawn {
                    return Some((pawn, None));
                }
                match self.check_move_by_temperament(pawn, None).ok()? {
                    super::antagonists::temperament::TemperamentGoal::Pawn(enemy) => {
                        Some((pawn, Some(enemy)))
                    }
                    super::antagonists::temperament::TemperamentGoal::Point(_) => None,
                }
            })
            .collect()
    }

    /// § Enclaves: those on the table, in the order placed (the index `ConquerEnclave` names).
    pub fn enclaves(&self) -> &[super::world::components::PlacedEnclave] {
        &self
            .world
            .resource::<super::world::components::Enclaves>()
            .placed
    }

    /// Whether the Enclave at `index` still stands (not fallen to ruins).
    pub fn enclave_standing(&self, index: usize) -> bool {
        super::enclaves::auras::standing(&self.world, index)
    }

    /// The Enclaves band `band` may still place, and why one may not stand at a point.
    pub fn unplaced_enclaves(&self, band: usize) -> Vec<crate::rules::enclaves::Enclave> {
        super::enclaves::on_table::unplaced(&self.world, band)
    }

    pub fn check_place_enclave(
        &self,
        band: usize,
        id: &str,
        x: f32,
        y: f32,
    ) -> Result<(), Rejection> {
        super::enclaves::on_table::check_place(
            &self.world,
            band,
            id,
            crate::table::base::Point { x, y },
        )
        .map(drop)
    }

    /// The Enclaves the active `pawn` may try to conquer now, by index; why not one.
    pub fn conquerable_enclaves(&self, pawn: u32) -> Vec<usize> {
        super::enclaves::on_table::conquerable(&self.world, pawn)
    }

    pub fn check_conquer_enclave(&self, pawn: u32, index: usize) -> Result<(), Rejection> {
        super::enclaves::on_table::check_conquer(&self.world, pawn, index)
    }

    /// Why the active `pawn` may not use the action `action` of the Enclave at `index` now.
    pub fn check_use_enclave(
        &self,
        pawn: u32,
        index: usize,
        action: usize,
        dexterity: Option<&str>,
    ) -> Result<(), Rejection> {
        super::enclaves::actions::check_use(&self.world, pawn, index, action, dexterity)
    }

    /// What `pawn`'s Audacity rolls add now, with the reasons (Panoply, wounds, a Rallying
    /// Enclave its band holds).
    pub fn audacity_modifiers(&self, pawn: u32) -> Vec<crate::dice::Modifier> {
        super::band::harm::audacity_modifiers(&self.world, pawn)
    }

    /// The Dexterity cards band `band` has played (an Enclave's Recover takes one back), by id.
    pub fn played_dexterity(&self, band: usize) -> Vec<String> {
        super::enclaves::actions::played_cards(&self.world, band)
    }

    /// The fuse burning to an Enclave, if one is (§ Assault the Powder Magazine).
    pub fn fuse(&self) -> Option<&super::world::components::Fuse> {
        self.world
            .resource::<super::world::components::Enclaves>()
            .fuse
            .as_ref()
    }

    /// § Guardians: the Gentleman's pawn id, his Satisfaction so far, and the goal the
    /// defenders' Main Decree needs.
    pub fn gentleman(&self) -> Option<(u32, u32, u32)> {
        let terms = super::commission::terms::GentlemanTerms::of(self.setup.commission)?;
        Some((
            super::commission::gentleman(&self.setup)?,
            super::commission::satisfaction(&self.world),
            terms.satisfaction_goal,
        ))
    }

    /// Why `pawn` may not try to put out the burning fuse now (§ Assault the Powder Magazine).
    pub fn check_put_out_fuse(&self, pawn: u32) -> Result<(), Rejection> {
        super::enclaves::actions::check_put_out(&self.world, pawn)
    }

    /// The Enclave actions the active `pawn` may use now, as (Enclave, action) indices.
    pub fn enclave_actions(&self, pawn: u32) -> Vec<(usize, usize)> {
        self.enclaves()
            .iter()
            .enumerate()
            .flat_map(|(index, placed)| {
                (0..placed.enclave.actions.len()).map(move |action| (index, action))
            })
            .filter(|&(index, action)| self.check_use_enclave(pawn, index, action, None).is_ok())
            .collect()
    }

    /// § Rescue: the attackers' pawn held captive, when the Commission has one.
    pub fn captive(&self) -> Option<u32> {
        (self.setup.commission == super::Commission::Rescue)
            .then(|| super::commission::kidnapped(&self.setup))
            .flatten()
    }

    /// The opening bands' deployment area, in words ("within 20 cm of its edge", "a circle 30 cm
    /// across in the middle of the table").
    pub fn deployment_area(&self) -> String {
        super::turns::deployment::deployment_area_words(&self.setup)
    }

    /// Where band `band` deploys, in words: its area, or where a lurking band's pawns may stand
    /// (§ The Way Back Home).
    pub fn deployment_area_of(&self, band: usize) -> String {
        match self.setup.commission.lurking() {
            Some((lurker, _)) if lurker == band => super::commission::LURKING_RULE.to_owned(),
            _ => self.deployment_area(),
        }
    }

    /// The middle circle band `band` deploys in (§ Rescue's opening band, not while a band
    /// arrives at the edges): its centre and radius.
    pub fn deployment_circle(&self, band: usize) -> Option<(crate::table::base::Point, f32)> {
        let opening = self
            .setup
            .commission
            .opening_bands()
            .any(|each| each == band);
        let arriving = matches!(self.progress().phase, Phase::Arrival { .. });
        if !opening || arriving {
            return None;
        }
        super::turns::deployment::middle_circle(&self.setup).map(|(middle, radius)| {
            (
                crate::table::base::Point {
                    x: middle.x,
                    y: middle.y,
                },
                radius,
            )
        })
    }

    /// § To Seek Sanctuary: whether `pawn` lies unconscious, and whom `pawn` drags.
    pub fn is_unconscious(&self, pawn: u32) -> bool {
        super::commission::unconscious(&self.world, pawn)
    }

    pub fn dragging(&self, pawn: u32) -> Option<u32> {
        super::commission::dragged_by(&self.world, pawn)
    }

    /// The pawn dragging `pawn`, if it is being dragged.
    pub fn carried_by(&self, pawn: u32) -> Option<u32> {
        super::world::pawns::unconscious(&self.world, pawn).and_then(|state| state.carried_by)
    }

    /// Whether `pawn` carries a light (a Farol bought, or given by the Commission: § Ambush).
    pub fn carries_light(&self, pawn: u32) -> bool {
        entity(&self.world, pawn).is_some_and(|pawn| {
            self.world
                .get::<super::world::components::CarriesLight>(pawn)
                .is_some()
        })
    }

    /// § Artillery's Wearing Down: the scenery pieces fallen to ruins, by layout index.
    pub fn ruins(&self) -> &[usize] {
        &self.world.resource::<super::world::components::Ruins>().0
    }

    /// § Artillery's Wearing Down: where the shells may fall now, while a band chooses.
    pub fn bombardment_options(&self) -> Vec<super::orders::BombardTarget> {
        match self.progress().phase {
            Phase::Bombardment { roll } => {
                super::commission::bombardment_options(&self.world, roll)
            }
            _ => Vec::new(),
        }
    }

    /// What band `band` must do for each Decree, and which it has fulfilled so far.
    pub fn decrees(&self, band: usize) -> ([String; 2], crate::rules::honour::Decree) {
        let commission = self.setup.commission;
        let facts = super::turns::honour::decree_facts(&self.world, &self.setup, band);
        (
            commission.decrees_for(band),
            commission.decree(&facts, band),
        )
    }

    /// The band whose player acts next: the one `awaiting` waits for.
    pub fn side_to_act(&self) -> Option<usize> {
        let world = &self.world;
        let phase = match self.awaiting() {
            super::Awaiting::ReactionShot(_) => {
                return super::shooting::reaction::deciding_side(world);
            }
            super::Awaiting::FightOrRetreat { pawn, .. } => return side(world, pawn),
            super::Awaiting::Blow(blow) => return side(world, blow.target),
            super::Awaiting::Verdict(_) => return super::clash::verdict::chooser(world),
            super::Awaiting::Temperaments { by, .. } => return Some(by),
            super::Awaiting::KeepHidden(_) => return super::solo::notes::your_band(world),
            super::Awaiting::Phase(phase) => phase,
        };
        let progress = self.progress();
        match phase {
            Phase::Auction => super::band::auction::bidder(world),
            Phase::ChooseDeployment { chooser } => Some(chooser),
            Phase::ChooseEdge { by, .. } => Some(by),
            Phase::PlaceLuminaries { by, .. } => Some(by),
            Phase::Deployment { side } | Phase::Arrival { side } => Some(side),
            Phase::Hunt => super::hunt::tracking::band_to_act(world),
            Phase::Bombardment { roll } => super::commission::bombardment_chooser(world, roll),
            Phase::ChooseTimeOfDay { by } => Some(by),
            Phase::PlaceEnclaves { by }
            | Phase::DeployAntagonists { by }
            | Phase::PlaceGuests { by } => Some(by),
            Phase::Turns => progress
                .active
                .and_then(|active| side(world, active))
                .or_else(|| progress.turn.as_ref().map(|turn| turn.to_act)),
            Phase::Over => None,
        }
    }

    /// Band `band`'s Honour as things stand (final once the conflict is over).
    pub fn honour(&self, band: usize) -> HonourScore {
        super::turns::honour::honour(&self.world, &self.setup, band)
    }
}
