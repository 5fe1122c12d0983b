//! What each Commission's page says, asked of the `Commission` itself: its name, turns, roles,
//! deployment, arrival, limits and Decrees' words, read from the catalogue. Pure data: the
//! hooks that act on a conflict are `commission/mod.rs`.

use super::catalogue::catalogue;
use super::terms::*;
use crate::msg;
use crate::rules::cards::ContractCard;
use crate::rules::honour::Decree;
use crate::words::Message;

impl Commission {
    /// § Artillery's Wearing Down: whether band `band`'s pawn with `card` comes back when
    /// eliminated (the attackers', but not Leaders, Unique pawns or Personalities).
    pub fn returns_when_eliminated(self, band: usize, card: &ContractCard) -> bool {
        use crate::rules::hiring::{LEADER, UNIQUE};
        // § Defence to the Bitter End: every eliminated enemy comes back.
        if let Some(solo) = self.terms().solo
            && solo.enemies_return
            && solo.enemy_band == band
        {
            return true;
        }
        self == Commission::Artillery
            && self.role_of(band) == Role::Attacker
            && card.personality.is_none()
            && !card.has_peculiarity(LEADER)
            && !card.has_peculiarity(UNIQUE)
    }

    /// Every Commission, in the order the menus offer them.
    pub const ALL: [Commission; 11] = [
        Commission::Brawl,
        Commission::FreeConflict,
        Commission::Slaughter,
        Commission::ToSeekSanctuary,
        Commission::Ambush,
        Commission::Rescue,
        Commission::Artillery,
        Commission::WayBackHome,
        Commission::PowderMagazine,
        Commission::Guardians,
        Commission::FeastOfEucharist,
    ];

    /// The Commissions of Alone in the Face of Danger, one player against the book's enemy.
    pub const SOLO: [Commission; 4] = [
        Commission::ClearingTheParish,
        Commission::NowOrNever,
        Commission::RaidInTheCompas,
        Commission::DefenceToTheBitterEnd,
    ];

    /// Whether one player plays it alone against a band no player commands.
    pub fn is_solo(self) -> bool {
        self.terms().solo.is_some()
    }

    /// The band no player commands, in a Commission played alone.
    pub fn enemy_band(self) -> Option<usize> {
        self.terms().solo.map(|solo| solo.enemy_band)
    }

    /// The page's section in the book, as rules cite it (`rule(..)`), and as data files and the
    /// command line name the Commission. What a player reads is `title`.
    pub fn name(self) -> &'static str {
        match self {
            Commission::Brawl => "Brawl",
            Commission::Slaughter => "Slaughter",
            Commission::Artillery => "Artillery's Wearing Down",
            Commission::ToSeekSanctuary => "To Seek Sanctuary",
            Commission::Ambush => "Ambush",
            Commission::Rescue => "Rescue",
            Commission::FreeConflict => "Free Conflict",
            Commission::WayBackHome => "The Way Back Home",
            Commission::PowderMagazine => "Assault the Powder Magazine",
            Commission::Guardians => "Guardians",
            Commission::FeastOfEucharist => "Feast of Eucharist",
            Commission::DefenceToTheBitterEnd => "Defence to the Bitter End",
            Commission::ClearingTheParish => "Clearing the Parish",
            Commission::NowOrNever => "Now or Never!",
            Commission::RaidInTheCompas => "Raid in the Compas",
        }
    }

    /// The Commission's name in the player's language.
    pub fn title(self) -> Message {
        match self {
            Commission::Brawl => msg!("conflict-commission-name-brawl"),
            Commission::Slaughter => msg!("conflict-commission-name-slaughter"),
            Commission::Artillery => msg!("conflict-commission-name-artillery"),
            Commission::ToSeekSanctuary => msg!("conflict-commission-name-to-seek-sanctuary"),
            Commission::Ambush => msg!("conflict-commission-name-ambush"),
            Commission::Rescue => msg!("conflict-commission-name-rescue"),
            Commission::FreeConflict => msg!("conflict-commission-name-free-conflict"),
            Commission::WayBackHome => msg!("conflict-commission-name-way-back-home"),
            Commission::PowderMagazine => msg!("conflict-commission-name-powder-magazine"),
            Commission::Guardians => msg!("conflict-commission-name-guardians"),
            Commission::FeastOfEucharist => msg!("conflict-commission-name-feast-of-eucharist"),
            Commission::DefenceToTheBitterEnd => msg!("conflict-commission-name-bitter-end"),
            Commission::ClearingTheParish => msg!("conflict-commission-name-clearing-the-parish"),
            Commission::NowOrNever => msg!("conflict-commission-name-now-or-never"),
            Commission::RaidInTheCompas => msg!("conflict-commission-name-raid-in-the-compas"),
        }
    }

    /// This Commission's terms (commissions.ron, checked by a test of the built-in file).
    pub fn terms(self) -> &'static Terms {
        // Asked millions of times in a simulation: found by the Commission's place, not a search.
        static BY_COMMISSION: std::sync::OnceLock<Vec<Option<&'static Terms>>> =
            std::sync::OnceLock::new();
        let by_commission = BY_COMMISSION.get_or_init(|| {
            // Built in and checked by a test (`commissions_the_built_in_file_...`): a broken
            // file cannot ship, so this is not data from a player.
            let catalogue = catalogue().expect("the built-in commissions.ron parses");
            let mut by_commission = Vec::new();
            for terms in catalogue {
                let slot = terms.commission as usize;
                if by_commission.len() <= slot {
                    by_commission.resize(slot + 1, None);
                }
                // The first terms of a Commission count, as a search from the start found them.
                by_commission[slot] = by_commission[slot].or(Some(terms));
            }
            by_commission
        });
        by_commission
            .get(self as usize)
            .copied()
            .flatten()
            .expect("every Commission has terms")
    }

    pub fn turns(self) -> u32 {
        self.terms().turns
    }

    pub fn deployment_depth_cm(self) -> f32 {
        self.terms().deployment_depth_cm
    }

    /// § Dishonourable Players: "in some Commissions, one player may choose to represent a
    /// really ruthless employer". The pages do not name them (our reading, rules-gaps).
    pub fn allows_dishonourable_player(self) -> bool {
        self.terms().dishonourable_player
    }

    /// The pawns a Decree counts (run off, or brought off the table).
    pub fn decree_pawns(self) -> usize {
        self.terms().decree_pawns
    }

    /// Each band's role, in the setup's order.
    pub fn roles(self) -> &'static [Role] {
        &self.terms().roles
    }

    /// How many bands the Commission is played by.
    pub fn bands(self) -> usize {
        self.roles().len()
    }

    pub fn role_of(self, band: usize) -> Role {
        self.roles().get(band).copied().unwrap_or(Role::Band)
    }

    /// The band kept off the table, and when and how it arrives.
    pub fn arrival(self) -> Option<(usize, Arrival)> {
        let arrival = self.terms().arrival?;
        Some((self.bands() - 1, arrival))
    }

    /// The defending band (the first with that role), or band 0.
    pub fn defender(self) -> usize {
        (0..self.bands())
            .find(|&band| self.role_of(band) == Role::Defender)
            .unwrap_or(0)
    }

    /// The attacking band (the last with that role), or band 1.
    pub fn attacker(self) -> usize {
        (0..self.bands())
            .rfind(|&band| self.role_of(band) == Role::Attacker)
            .unwrap_or(1)
    }

    /// Whether a Decree counts pawns brought off the table on purpose (`LeaveTable`).
    pub fn counts_leaving(self) -> bool {
        matches!(
            self,
            Commission::Artillery
                | Commission::ToSeekSanctuary
                | Commission::Ambush
                | Commission::Rescue
                | Commission::WayBackHome
                | Commission::Guardians
                | Commission::FeastOfEucharist
                | Commission::NowOrNever
        )
    }

    /// The role whose pawns a Decree wants off the table by the edge opposite their own.
    pub fn leaves_by_far_edge(self) -> Option<Role> {
        match self {
            Commission::Artillery => Some(Role::Attacker),
            Commission::Ambush | Commission::WayBackHome => Some(Role::Defender),
            _ => None,
        }
    }

    /// The card of the Enclave the page sets in the middle (§ Assault the Powder Magazine), from
    /// the catalogue.
    pub fn middle_enclave_from(
        self,
        catalogue: &crate::rules::enclaves::EnclaveCatalogue,
    ) -> Option<crate::rules::enclaves::Enclave> {
        let id = self.terms().middle_enclave.as_ref()?;
        catalogue.get(id).cloned()
    }

    /// The most pawns band `band` may have, when the page sets it.
    pub fn band_pawns_max(self, band: usize) -> Option<usize> {
        self.terms().band_pawns_max.get(band).copied().flatten()
    }

    /// Whether band `band` may carry Panoply cards.
    pub fn allows_panoply(self, band: usize) -> bool {
        !self.terms().no_panoply.contains(&self.role_of(band))
    }

    /// The band that lurks as Sanguine Antagonists and deploys first, and how (§ The Way Back
    /// Home).
    pub fn lurking(self) -> Option<(usize, Lurking)> {
        self.terms()
            .lurking
            .map(|lurking| (self.attacker(), lurking))
    }

    /// When the Conflict takes place and how the weather is found, in words (the set-up screen).
    pub fn time_of_day_note(self) -> Message {
        match self.terms().moment {
            MomentRule::Rolled => msg!("conflict-commission-moment-rolled"),
            MomentRule::Day if self.terms().no_weather_roll => {
                msg!("conflict-commission-moment-day-calm")
            }
            MomentRule::Day => msg!("conflict-commission-moment-day"),
            MomentRule::AttackerChooses => msg!("conflict-commission-moment-attacker-chooses"),
            MomentRule::NightWithoutLuminaries => {
                msg!("conflict-commission-moment-night-without-luminaries")
            }
            MomentRule::Night if self.terms().weather.is_some() => {
                msg!("conflict-commission-moment-night-set-weather")
            }
            MomentRule::Night => msg!("conflict-commission-moment-night"),
        }
    }

    /// What the Authority roll's winner decides before anybody deploys, in words (the panel).
    pub fn first_choice_question(self) -> Message {
        if self.terms().guests.is_some() {
            msg!("conflict-commission-first-choice-question-guests")
        } else {
            msg!("conflict-commission-first-choice-question")
        }
    }

    /// The winner's two answers: itself first, and (after the other band's name) the other.
    pub fn first_choice_answers(self) -> (Message, Message) {
        if self.terms().guests.is_some() {
            (
                msg!("conflict-commission-first-choice-ours-guests"),
                msg!("conflict-commission-first-choice-theirs-guests"),
            )
        } else {
            (
                msg!("conflict-commission-first-choice-ours"),
                msg!("conflict-commission-first-choice-theirs"),
            )
        }
    }

    /// Whether the bands may bring Enclaves.
    pub fn allows_enclaves(self) -> bool {
        self.terms().enclaves
    }

    /// § Antagonists: whether the bands may bring them (the free Conflict).
    pub fn allows_antagonists(self) -> bool {
        self.terms().antagonists
    }

    /// Whether band `band` hires Antagonists for their Pay, as pawns of its deck (§ Clearing the
    /// Parish, § Raid in the Compas: the enemy no player commands).
    pub fn hires_antagonists(self, band: usize) -> bool {
        self.terms()
            .solo
            .is_some_and(|solo| solo.enemy_hires_antagonists && solo.enemy_band == band)
    }

    /// Whether the page's enemy hides in a Country House (§ Now or Never!): rooms to look into.
    pub fn has_country_house(self) -> bool {
        self.terms()
            .solo
            .and_then(|solo| solo.markers)
            .is_some_and(|plan| matches!(plan, MarkerPlan::CountryHouse(_)))
    }

    /// The Pay band `band`, worth `value`, may still spend hiring Antagonists (what the page's
    /// value leaves it), where it hires them.
    pub fn hire_allowance(self, band: usize, value: u32) -> Option<u32> {
        self.hires_antagonists(band).then(|| {
            self.band_value_limit(band)
                .unwrap_or(0)
                .saturating_sub(value)
        })
    }

    /// The most band `band` may be worth, when the page sets it.
    pub fn band_value_limit(self, band: usize) -> Option<u32> {
        self.terms().band_values_mrv.get(band).copied()
    }

    /// The diameter of the middle circle the opening band deploys in, when the page says so.
    pub fn centre_deployment_cm(self) -> Option<f32> {
        self.terms().centre_deployment_cm
    }

    /// Whether a pawn its Temperament moves is roused (moved so no more) when engaged in a
    /// clash or hit by a shot: the `sanguine` role's are.
    pub(in crate::conflict) fn rouses(self) -> bool {
        self.terms().sanguine.is_some()
    }

    /// The card band `band`'s pawn plays with: without the Peculiarities the page bars its role
    /// (§ Assault the Powder Magazine: the defenders' Stealthy and Scout).
    pub fn card_in_play(
        self,
        band: usize,
        card: std::sync::Arc<crate::rules::cards::ContractCard>,
    ) -> std::sync::Arc<crate::rules::cards::ContractCard> {
        let role = self.role_of(band);
        let mut card = card;
        for (barred_role, ids) in &self.terms().barred_peculiarities {
            let barred =
                |peculiarity: &crate::rules::cards::CardPeculiarity| ids.contains(&peculiarity.id);
            // Copied only when the page takes something off it: else the setup's card is shared.
            if *barred_role == role && card.peculiarities.iter().any(barred) {
                std::sync::Arc::make_mut(&mut card)
                    .peculiarities
                    .retain(|peculiarity| !barred(peculiarity));
            }
        }
        card
    }

    /// How long a roused pawn acts normally, in words (for the log).
    pub(in crate::conflict) fn roused_for(self) -> Message {
        if self.lurking().is_some() {
            msg!("conflict-commission-roused-until-unseen")
        } else {
            msg!("conflict-commission-roused-for-good")
        }
    }

    /// Who may leave the table on purpose, in words (the refusal's).
    pub(in crate::conflict) fn who_leaves(self) -> Message {
        match self {
            Commission::ToSeekSanctuary => msg!("conflict-commission-leaves-dragger"),
            Commission::Guardians => msg!("conflict-commission-leaves-gentleman"),
            Commission::FeastOfEucharist => msg!("conflict-commission-leaves-after-gentleman"),
            Commission::NowOrNever => msg!("conflict-commission-leaves-leader"),
            _ => msg!("conflict-commission-leaves-none"),
        }
    }

    /// What the opening band's choice of edge decides for the others, in words (the edge
    /// panel).
    pub fn edge_choice_note(self) -> Message {
        if self.opening_bands().len() > 1 {
            return msg!("conflict-commission-edge-other-opposite");
        }
        if self.lurking().is_some() {
            return msg!("conflict-commission-edge-leave-opposite");
        }
        if let Some(solo) = self.terms().solo {
            return if solo.markers.is_some() {
                msg!("conflict-commission-edge-enemy-hides")
            } else {
                msg!("conflict-commission-edge-enemy-any")
            };
        }
        match self.arrival().map(|(_, arrival)| arrival.at) {
            Some(ArrivalEdges::Opposite) => msg!("conflict-commission-edge-attacker-opposite"),
            Some(ArrivalEdges::Sides) => msg!("conflict-commission-edge-attacker-sides"),
            _ => msg!("conflict-commission-edge-attacker-any"),
        }
    }

    /// The bands that deploy along edges before the first turn (one, or two at opposite
    /// edges); the others arrive later.
    pub fn opening_bands(self) -> std::ops::Range<usize> {
        let terms = self.terms();
        0..self.bands() - usize::from(terms.arrival.is_some() || terms.lurking.is_some())
    }

    /// Whether blowing up the Enclave in the middle earns band `band` a Decree where losing it
    /// whole to the enemy would earn none (§ Assault the Powder Magazine: the attackers'
    /// Secondary), read from the Decrees.
    pub fn rewards_explosion(self, band: usize) -> bool {
        let lost = DecreeFacts {
            middle_enclave_holder: Some(usize::MAX),
            ..DecreeFacts::default()
        };
        let blown = DecreeFacts {
            middle_enclave_exploded: true,
            ..lost.clone()
        };
        self.decree(&blown, band) != Decree::None && self.decree(&lost, band) == Decree::None
    }

    /// Whether eliminating an enemy Leader would earn band `band` a Decree it has not yet met
    /// with nothing done (the computer then makes for the Leaders), read from the Decrees.
    pub fn rewards_enemy_leader(self, band: usize) -> bool {
        self.rewards(
            band,
            DecreeFacts {
                leaders_eliminated: 1,
                ..DecreeFacts::default()
            },
        )
    }

    /// Whether eliminating the Informer would earn band `band` a Decree (§ Raid in the Compas:
    /// the computer then hunts it once it is on the table), read from the Decrees.
    pub fn rewards_informer(self, band: usize) -> bool {
        self.rewards(
            band,
            DecreeFacts {
                informer_killed: true,
                ..DecreeFacts::default()
            },
        )
    }

    /// Whether `done`, with nothing else done, earns band `band` another Decree.
    fn rewards(self, band: usize, done: DecreeFacts) -> bool {
        self.decree(&done, band) != self.decree(&DecreeFacts::default(), band)
    }

    /// Whether the Commission is played round a Church the setup names (`ConflictSetup::church`).
    pub fn needs_church(self) -> bool {
        self == Commission::ToSeekSanctuary
    }
}
