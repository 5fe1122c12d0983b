//! 1650 § Commissions: what each Commission's page decides, one file per Commission. The numbers
//! a page gives live in assets/1650/commissions.ron (compiled in: a record names its Commission
//! and replays with the rules of this build, like the rest of the rules); the rules that read
//! them live here. Adding a Commission touches its file, its RON entry and `Commission::ALL`.

pub(in crate::conflict) mod ambush;
mod artillery;
pub(in crate::conflict) mod barred;
mod bitter_end;
mod brawl;
mod catalogue;
mod compas;
pub(in crate::conflict) mod country_house;
pub(in crate::conflict) mod feast;
mod free;
mod guardians;
pub(in crate::conflict) mod lurkers;
mod page;
mod parish;
mod phrases;
mod powder_magazine;
mod rescue;
mod sanctuary;
mod slaughter;
pub(in crate::conflict) mod terms;
mod townsfolk;
pub(in crate::conflict) mod unconscious;
mod way_back_home;

pub use ambush::{choose_time_of_day, time_of_day_question};
pub use feast::{GuestView, Guests, barred_weapon, guest_antagonists_from, weapons_rule};
pub(in crate::conflict) use feast::{
    candidate_spots, facts as feast_facts, marker_bands as guest_marker_bands, move_guest,
    opens_turn as guests_open_turn, place as place_guest, place_first as guests_place_first,
    rest_idle_markers, uncover as uncover_guest,
};
pub use guardians::{
    Satisfaction, default_venues, gentleman, is_gentleman, satisfaction, venue_candidates,
    venues_rule,
};
pub(in crate::conflict) use guardians::{facts as guardians_facts, satisfy};
pub use rescue::kidnapped;
pub use sanctuary::{
    CHURCH_RULE, church_candidates, default_church, doors as church_doors, light_the_church,
    on_activation as seek_sanctuary,
};
pub(in crate::conflict) use townsfolk::{controller, fellow_townsfolk};
pub use unconscious::{check_drag, drag, dragged_by, unconscious};
pub(in crate::conflict) use way_back_home::deploy_lurking;
pub use way_back_home::{LURKING_RULE, check_lurking_spaced, lurking_spacing};

pub use artillery::{
    bombard, chooser as bombardment_chooser, computer_choice as computer_bombardment,
    options as bombardment_options, roll as roll_artillery, ruined_layout,
};
pub(in crate::conflict) use bitter_end::enemies_in_ruins;
pub use catalogue::{COMMISSIONS_RON, parse_catalogue, room_row, solo_rules};
pub use compas::compas;
pub use country_house::{House, country_house};
pub use parish::parish_buildings;
pub use terms::{
    Arrival, ArrivalEdges, ArtilleryTable, Commission, DecreeFacts, GentlemanTerms, GuestTerms,
    MomentRule, Role, Shelling, SoloRules, SoloTerms, Terms, Venue,
};

use crate::conflict::world::ConflictWorld;
use crate::msg;
use crate::rules::content::Content;
use crate::rules::honour::Decree;
use crate::rules::weather::Climate;
use crate::table::layout::Layout;
use crate::words::{Message, render};

impl Commission {
    /// Whether `pawn` may leave the table now (where `counts_leaving`): any pawn in § Artillery's
    /// Wearing Down; in § To Seek Sanctuary, one dragging a pawn.
    pub(in crate::conflict) fn may_leave(self, world: &ConflictWorld, pawn: u32) -> bool {
        match self {
            Commission::ToSeekSanctuary => sanctuary::may_leave(world, pawn),
            Commission::Ambush => ambush::may_leave(world, pawn),
            Commission::Rescue => rescue::may_leave(world, pawn),
            Commission::WayBackHome => way_back_home::may_leave(world, pawn),
            Commission::Guardians => guardians::may_leave(world, pawn),
            Commission::FeastOfEucharist => feast::may_leave(world),
            Commission::NowOrNever => crate::conflict::world::pawns::side(world, pawn)
                .is_some_and(|band| Some(band) != self.enemy_band()),
            _ => self.counts_leaving(),
        }
    }

    /// What the setup lacks for the Commission's special places, in words (`setup_messages`
    /// in the catalogue's language).
    pub fn setup_problems(self, setup: &crate::conflict::ConflictSetup) -> Vec<String> {
        self.setup_messages(setup).iter().map(render).collect()
    }

    /// What the setup lacks for the Commission's special places, as messages.
    pub fn setup_messages(self, setup: &crate::conflict::ConflictSetup) -> Vec<Message> {
        let mut problems = if self.needs_church() {
            sanctuary::church_problems(setup)
        } else {
            Vec::new()
        };
        for (band, (side, &most)) in setup
            .sides
            .iter()
            .zip(&self.terms().band_values_mrv)
            .enumerate()
        {
            if side.value > most {
                problems.push(msg!(
                    "conflict-commission-setup-band-value",
                    commission = self.title(),
                    role = self.role_of(band).label(),
                    band = &side.name,
                    value = side.value,
                    most = most
                ));
            }
        }
        if !self.needs_church() {
            problems.extend(self.layout_message(&setup.layout));
        }
        if self == Commission::Rescue {
            problems.extend(rescue::captive_problem(setup));
        }
        problems.extend(guardians::venue_problems(setup));
        problems.extend(feast::setup_problems(setup));
        problems.extend(townsfolk::setup_problem(self, setup));
        let wanted = self.terms().middle_enclave.as_deref();
        let given = setup
            .middle_enclave
            .as_ref()
            .map(|enclave| enclave.id.as_str());
        if wanted != given {
            problems.push(match wanted {
                Some(id) => msg!(
                    "conflict-commission-setup-middle-enclave-missing",
                    commission = self.title(),
                    enclave = id
                ),
                None => msg!(
                    "conflict-commission-setup-no-middle-enclave",
                    commission = self.title()
                ),
            });
        }
        for (band, side) in setup.sides.iter().enumerate() {
            let role = self.role_of(band);
            if let Some(most) = self.band_pawns_max(band)
                && side.pawns.len() > most
            {
                problems.push(msg!(
                    "conflict-commission-setup-band-pawns",
                    commission = self.title(),
                    role = role.label(),
                    band = &side.name,
                    pawns = side.pawns.len(),
                    most = most
                ));
            }
            if !side.panoply.is_empty() && self.terms().no_panoply.contains(&role) {
                problems.push(msg!(
                    "conflict-commission-setup-no-panoply",
                    commission = self.title(),
                    role = role.label(),
                    band = &side.name
                ));
            }
        }
        problems
    }

    /// The townsfolk the page sets on the table (§ Guardians: as many Guarnicioneros as its die
    /// can give), from the catalogue.
    pub fn townsfolk_from(
        self,
        catalogue: &crate::rules::antagonists::AntagonistCatalogue,
    ) -> Vec<crate::rules::antagonists::Antagonist> {
        if let Some(budget) = self.terms().day_antagonists_mrv {
            return townsfolk::within_budget(catalogue, budget);
        }
        let Some(townsfolk) = &self.terms().townsfolk else {
            return Vec::new();
        };
        catalogue
            .get(&townsfolk.antagonist)
            .map(|antagonist| vec![antagonist.clone(); townsfolk.die.sides() as usize])
            .unwrap_or_default()
    }

    /// A ready-made band made to fit the page, for the computer's games and the set-up screen:
    /// pawns the page bars stay home (§ Feast of Eucharist's weapons), then pawns past its value
    /// (§ Rescue), or all but one (§ The Way Back Home's defender).
    pub fn fit_ready_made(
        self,
        band: usize,
        side: crate::conflict::SideSetup,
    ) -> crate::conflict::SideSetup {
        let side = feast::fit_band(self, side);
        match (self.band_value_limit(band), self.band_pawns_max(band)) {
            (Some(most), Some(1)) => side.single_pawn(most),
            (Some(most), _) => side.cut_to_value(most),
            _ => side,
        }
    }

    /// What `layout` lacks for this Commission (§ Rescue: open ground in the middle), in words
    /// (`layout_message` in the catalogue's language).
    pub fn layout_problem(self, layout: &crate::table::layout::Layout) -> Option<String> {
        self.layout_message(layout).as_ref().map(render)
    }

    /// What `layout` lacks for this Commission, as a message.
    pub fn layout_message(self, layout: &crate::table::layout::Layout) -> Option<Message> {
        match self {
            Commission::Rescue => rescue::middle_problem(layout)
                .map(|reason| msg!("conflict-commission-rescue-middle-blocked", reason = reason)),
            Commission::PowderMagazine => rescue::middle_problem(layout).map(|reason| {
                msg!(
                    "conflict-commission-powder-magazine-middle-blocked",
                    reason = reason
                )
            }),
            Commission::Guardians => rescue::middle_problem(layout)
                .map(|reason| {
                    msg!(
                        "conflict-commission-guardians-middle-blocked",
                        reason = reason
                    )
                })
                .or_else(|| guardians::layout_problem(self, layout)),
            Commission::DefenceToTheBitterEnd => bitter_end::layout_problem(layout),
            Commission::ClearingTheParish => parish::layout_problem(layout),
            Commission::NowOrNever => country_house::layout_problem(layout),
            Commission::RaidInTheCompas => compas::layout_problem(layout),
            Commission::ToSeekSanctuary if default_church(layout).is_none() => Some(msg!(
                "conflict-commission-sanctuary-no-church",
                rule = sanctuary::church_rule()
            )),
            _ => None,
        }
    }

    /// The pawns whose Temperament moves them from the start (the `sanguine` role's), by id.
    pub(in crate::conflict) fn temperaments(
        self,
        setup: &crate::conflict::ConflictSetup,
    ) -> Vec<(u32, crate::rules::antagonists::Temperament)> {
        let Some(role) = self.terms().sanguine else {
            return Vec::new();
        };
        setup
            .pawns()
            .zip(0u32..)
            .filter(|((band, _), _)| {
                !setup.is_antagonist_side(*band) && self.role_of(*band) == role
            })
            .map(|(_, id)| (id, crate::rules::antagonists::Temperament::Sanguine))
            .collect()
    }

    /// After each command: what the page's Temperaments do besides stirring (§ The Way Back
    /// Home: a roused attacker that sees no enemy lurks again). Whether a pawn changed bands
    /// (§ Guardians: a provoked townsperson), so that the table must settle again.
    pub(in crate::conflict) fn after_settling(
        self,
        world: &mut ConflictWorld,
        resolution: &mut crate::record::Resolution,
    ) -> bool {
        if self.lurking().is_some() {
            way_back_home::calm(world, resolution);
        }
        townsfolk::provoke_townsfolk(world, resolution)
    }

    /// The rooms no Line of Sight passes between (§ Now or Never!: the Country House's).
    pub(in crate::conflict) fn sealed_rooms(self, layout: &Layout) -> Vec<usize> {
        match self {
            Commission::NowOrNever => country_house(layout)
                .map(|house| house.rooms)
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Whether `pawn` may drag an unconscious pawn: § Rescue's attackers only; anyone elsewhere.
    pub(in crate::conflict) fn may_drag(self, world: &ConflictWorld, pawn: u32) -> bool {
        self != Commission::Rescue || rescue::may_drag(world, pawn)
    }

    /// What the page sets on the table before the deployment (§ Rescue: the captive).
    pub(in crate::conflict) fn before_deployment(
        self,
        world: &mut ConflictWorld,
        setup: &crate::conflict::ConflictSetup,
        resolution: &mut crate::record::Resolution,
    ) {
        if self == Commission::Rescue {
            rescue::lay_down_the_captive(world, setup, resolution);
        }
        if let Some(enclave) = &setup.middle_enclave {
            crate::conflict::enclaves::on_table::set_in_the_middle(
                world, setup, enclave, resolution,
            );
        }
        guardians::place_the_gentleman(world, setup, resolution);
        feast::seat_the_guests(world, setup, resolution);
        // § Alone in the Face of Danger: the enemy's deck and its Hidden Pawn Markers.
        crate::conflict::solo::lay_markers(world, resolution);
        townsfolk::place_townsfolk(world, setup, resolution);
    }

    /// Whether the conflict plays on though only one band has pawns left (§ Guardians: while
    /// the Gentleman stands).
    pub(in crate::conflict) fn plays_on(self, world: &ConflictWorld) -> bool {
        self == Commission::Guardians && guardians::plays_on(world)
    }

    /// Why the conflict is over before its last turn, when the page ends it (§ Guardians:
    /// the Gentleman off the table).
    pub(in crate::conflict) fn end_message(self, world: &ConflictWorld) -> Option<Message> {
        match self {
            Commission::Guardians => guardians::ended(world),
            Commission::FeastOfEucharist => feast::ended(world),
            Commission::RaidInTheCompas => compas::ended(world),
            _ => None,
        }
    }

    /// The opening band's edge when the page fixes it (§ To Seek Sanctuary: opposite the Church).
    pub fn fixed_edge(
        self,
        setup: &crate::conflict::ConflictSetup,
    ) -> Option<crate::conflict::world::components::Edge> {
        if self.needs_church() {
            sanctuary::defenders_edge(setup)
        } else if self.centre_deployment_cm().is_some() {
            // The middle circle has no edge; the record still names one for the band.
            Some(crate::conflict::world::components::Edge::South)
        } else {
            None
        }
    }

    /// The Decree band `band` has fulfilled so far (§ Honour and Dishonour: Main x2,
    /// Secondary x1.5).
    pub fn decree(self, facts: &DecreeFacts, band: usize) -> Decree {
        match self {
            Commission::Brawl => brawl::decree(facts),
            Commission::Slaughter => slaughter::decree(facts, self.role_of(band)),
            Commission::Artillery => artillery::decree(facts, self.role_of(band), self.attacker()),
            Commission::ToSeekSanctuary => {
                sanctuary::decree(facts, self.role_of(band), self.attacker())
            }
            Commission::Ambush => ambush::decree(facts, self.role_of(band), 0),
            Commission::Rescue => rescue::decree(facts, self.role_of(band), self.attacker()),
            Commission::FreeConflict => free::decree(facts),
            Commission::WayBackHome => way_back_home::decree(facts, self.role_of(band)),
            Commission::PowderMagazine => powder_magazine::decree(facts, self.role_of(band), band),
            Commission::Guardians => guardians::decree(
                facts,
                self.role_of(band),
                self.attacker(),
                self.decree_pawns(),
            ),
            Commission::FeastOfEucharist => feast::decree(facts, band, self.decree_pawns()),
            Commission::DefenceToTheBitterEnd => {
                bitter_end::decree(facts, self.role_of(band), band)
            }
            Commission::ClearingTheParish => parish::decree(facts, self.role_of(band), band),
            Commission::NowOrNever => country_house::decree(facts, self.role_of(band)),
            Commission::RaidInTheCompas => compas::decree(facts, self.role_of(band), band),
        }
    }

    /// What band `band` must do to fulfil each Decree, in words (for the table's panel), in
    /// the catalogue's language.
    pub fn decrees_for(self, band: usize) -> [String; 2] {
        self.decree_messages(band).map(|decree| render(&decree))
    }

    /// What band `band` must do to fulfil each Decree, Main and Secondary, as messages.
    pub fn decree_messages(self, band: usize) -> [Message; 2] {
        match self {
            Commission::Brawl => brawl::decrees(),
            Commission::Slaughter => slaughter::decrees(self.role_of(band)),
            Commission::Artillery => artillery::decrees(self.role_of(band)),
            Commission::ToSeekSanctuary => sanctuary::decrees(self.role_of(band)),
            Commission::Ambush => ambush::decrees(self.role_of(band)),
            Commission::Rescue => rescue::decrees(self.role_of(band)),
            Commission::FreeConflict => free::decrees(),
            Commission::WayBackHome => way_back_home::decrees(self.role_of(band)),
            Commission::PowderMagazine => powder_magazine::decrees(self.role_of(band)),
            Commission::Guardians => guardians::decrees(self.role_of(band)),
            Commission::FeastOfEucharist => feast::decrees(self.decree_pawns()),
            Commission::DefenceToTheBitterEnd => bitter_end::decrees(self.role_of(band)),
            Commission::ClearingTheParish => parish::decrees(self.role_of(band)),
            Commission::NowOrNever => country_house::decrees(self.role_of(band)),
            Commission::RaidInTheCompas => compas::decrees(self.role_of(band)),
        }
    }

    /// The order in which the bands activate this turn, given the Authority roll's winner
    /// among the opening bands (§ Rules of Engagement; § Slaughter: the attacker first once
    /// it is on the table).
    pub(in crate::conflict) fn activation_order(
        self,
        world: &ConflictWorld,
        authority_winner: Option<usize>,
    ) -> Vec<usize> {
        let mut order: Vec<usize> = authority_winner.into_iter().collect();
        order.extend(
            self.opening_bands()
                .filter(|band| Some(*band) != authority_winner),
        );
        if let Some((late, arrival)) = self.arrival()
            && slaughter::arrived(world, late)
        {
            if arrival.activates_first {
                order.insert(0, late);
            } else {
                order.push(late);
            }
        }
        // § The Way Back Home: the defender activates first; the roused attackers after it.
        order.extend(self.lurking().map(|(band, _)| band));
        order
    }
}

/// The buildings on `layout` whose centre stands within `within` cm of the table's middle, by
/// index, with that distance (§ Clearing the Parish, § Raid in the Compas, § Now or Never!).
pub(super) fn buildings_near_middle(layout: &Layout, within: f32) -> Vec<(usize, f32)> {
    let middle = parry3d::math::Vec2::new(layout.table.width / 2.0, layout.table.depth / 2.0);
    layout
        .pieces
        .iter()
        .enumerate()
        .filter(|(_, piece)| matches!(piece.kind, crate::table::layout::PieceKind::Building { .. }))
        .map(|(index, piece)| (index, piece.centre().distance(middle)))
        .filter(|(_, distance)| *distance <= within)
        .collect()
}

/// Setting up a Commission from ready-made bands: the page's defaults (its Church, venues,
/// Antagonists) come from the Commission's own files.
impl crate::conflict::ConflictSetup {
    /// A Commission between ready-made bands, one per role in the Commission's order.
    pub fn commission(
        content: &Content,
        commission: Commission,
        rosters: &[&str],
        layout: Layout,
        climate: Climate,
    ) -> Result<Self, crate::record::Rejection> {
        if rosters.len() != commission.bands() {
            return Err(crate::record::Rejection::new(msg!(
                "conflict-commission-setup-band-count",
                commission = commission.title(),
                bands = commission.bands(),
                given = rosters.len()
            )));
        }
        let sides = rosters
            .iter()
            .enumerate()
            .map(|(band, name)| {
                let mut side = commission.fit_ready_made(
                    band,
                    crate::conflict::rosters::side_for_commission(content, name, commission, band)?,
                );
                side.antagonists = guest_antagonists_from(commission, &content.antagonists, band);
                Ok(side)
            })
            .collect::<Result<Vec<_>, crate::record::Rejection>>()?;
        let church = commission
            .needs_church()
            .then(|| default_church(&layout))
            .flatten();
        let venues = default_venues(commission, &layout);
        Ok(Self {
            commission,
            climate,
            layout,
            sides,
            church,
            setting: None,
            middle_enclave: commission.middle_enclave_from(&content.enclaves),
            venues,
            townsfolk: commission.townsfolk_from(&content.antagonists),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::catalogue::catalogue;
    use super::*;

    #[test]
    fn commissions_the_built_in_file_gives_every_commission_sound_terms() {
        let terms = catalogue().expect("commissions.ron parses");
        assert_eq!(terms.len(), Commission::ALL.len() + Commission::SOLO.len());
        assert!(Commission::SOLO.iter().all(|solo| solo.is_solo()));
        assert!(
            !Commission::ALL
                .iter()
                .any(|commission| commission.is_solo())
        );
        assert_eq!(Commission::Brawl.turns(), 5);
        assert_eq!(Commission::Slaughter.turns(), 7);
        assert_eq!(Commission::Slaughter.bands(), 3);
        assert_eq!(
            Commission::Slaughter
                .arrival()
                .map(|(band, a)| (band, a.turn)),
            Some((2, 3))
        );
    }

    #[test]
    fn commissions_the_decrees_say_which_bands_gain_by_an_enemy_leaders_fall() {
        assert!(Commission::Brawl.rewards_enemy_leader(0));
        assert!(Commission::Slaughter.rewards_enemy_leader(2));
        assert!(
            Commission::Rescue.rewards_enemy_leader(1),
            "the attackers' Secondary"
        );
        assert!(!Commission::ToSeekSanctuary.rewards_enemy_leader(1));
        assert!(!Commission::FreeConflict.rewards_enemy_leader(0));
    }

    #[test]
    fn assault_the_powder_magazine_only_the_attackers_gain_by_blowing_it_up() {
        let commission = Commission::PowderMagazine;
        assert!(commission.rewards_explosion(commission.attacker()));
        assert!(
            !commission.rewards_explosion(0),
            "the defenders keep it whole"
        );
        assert!(!Commission::FreeConflict.rewards_explosion(0));
    }

    #[test]
    fn the_way_back_home_the_main_decree_counts_a_defender_home_within_5_turns() {
        let commission = Commission::WayBackHome;
        let home_on = |turn: Option<u32>| DecreeFacts {
            first_left_by_far_edge: vec![turn, None],
            ..DecreeFacts::default()
        };
        let decrees = |turn| {
            (
                commission.decree(&home_on(turn), 0),
                commission.decree(&home_on(turn), 1),
            )
        };
        assert_eq!(decrees(Some(5)), (Decree::Main, Decree::None));
        assert_eq!(decrees(Some(6)), (Decree::Secondary, Decree::Main));
        assert_eq!(decrees(None), (Decree::None, Decree::Main));
    }

    #[test]
    fn moment_of_truth_the_set_up_screen_says_who_decides_day_or_night() {
        let note = |commission: Commission| commission.time_of_day_note().to_string();
        assert!(note(Commission::Brawl).contains("rolled"));
        assert!(note(Commission::Guardians).contains("attackers choose"));
        assert!(note(Commission::Rescue).contains("without luminaries"));
        assert!(note(Commission::Artillery).starts_with("By day"));
    }

    #[test]
    fn commissions_a_file_missing_a_commission_or_with_bad_numbers_is_refused() {
        let missing = "(commissions: [(commission: Brawl, summary: \"\", roles: [Band, Band], turns: 5, deployment_depth_cm: 20.0, dishonourable_player: true, decree_pawns: 3)], solo_rules: (activation_end_cm: 30.0, gunpowder_cm: 30.0, hurt_cm: 30.0, contact_cm: 5.0, reload_or_charge_cm: 20.0, reload_step_cm: 5.0, revealed_cm: 15.0, reveal_end_cm: 15.0, reveal_gunpowder_cm: 30.0, reveal_placed_cm: 5.0), room_table: [])";
        assert!(parse_catalogue(missing).is_err_and(|e| e.contains("has 0 entries")));
        let bad = COMMISSIONS_RON.replace("turns: 7", "turns: 0");
        assert!(parse_catalogue(&bad).is_err_and(|e| e.contains("turns")));
        let far = COMMISSIONS_RON.replace("gunpowder_cm: 30.0", "gunpowder_cm: -3.0");
        assert!(parse_catalogue(&far).is_err_and(|e| e.contains("solo_rules")));
        let gap = COMMISSIONS_RON.replace("(from: 10, to: 10, find", "(from: 11, to: 11, find");
        assert!(parse_catalogue(&gap).is_err_and(|e| e.contains("room_table")));
    }
}
