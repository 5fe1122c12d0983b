//! What each Commission's page says, as data: the Commissions, the bands' roles, and the
//! numbers from assets/1650/commissions.ron (parsed and checked once). Pure: it imports no rule
//! file, so the setup and the components can name a Commission; what a Commission does in play
//! (its hooks) is `commission/mod.rs` and the Commission's own file.

use crate::dice::Die;
use crate::rules::antagonists::Temperament;
use crate::rules::cards::ContractCard;
use crate::rules::honour::Decree;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Bands in one conflict (§ Slaughter has three).
pub const SIDES_MAX: usize = 3;

/// The Commissions the conflict simulation plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Commission {
    /// § Brawl: two bands, 5 turns, deployment 20 cm from opposite edges.
    #[default]
    Brawl,
    /// § Slaughter: two defending bands and an attacker that arrives on turn 3.
    Slaughter,
    /// § Artillery's Wearing Down: the attacker comes in at the opposite edge under the
    /// defenders' artillery, and its eliminated pawns come back.
    Artillery,
    /// § To Seek Sanctuary: the defenders make for the Church; the attackers would drag their
    /// unconscious Leader off the table.
    ToSeekSanctuary,
    /// § Ambush: travellers making for the far edge, attackers coming in at its sides by day or
    /// night, dragging off whoever falls.
    Ambush,
    /// § Rescue: the attackers come for their kidnapped pawn, held in the middle of the table by
    /// defenders who act as Sanguine Antagonists until roused.
    Rescue,
    /// A free Conflict: two bands, Enclaves, no Decrees.
    FreeConflict,
    /// § The Way Back Home: one defending pawn makes for the far edge by night through an
    /// attacking band lurking as Sanguine Antagonists.
    WayBackHome,
    /// § Assault the Powder Magazine: attackers from the edges against defenders acting as
    /// Sanguine Antagonists round the Polvorin in the middle.
    PowderMagazine,
    /// § Guardians: defenders escorting the Gentleman from building to building, attackers
    /// coming in at the edges to eliminate him.
    Guardians,
    /// § Feast of Eucharist: two bands hidden under Guest Markers, hunting the Gentleman one
    /// of the Antagonists' markers hides.
    FeastOfEucharist,
}

/// What a band is in a Commission (§ Commissions: "Attacker and Defender").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// Neither attacker nor defender (§ Brawl).
    Band,
    Attacker,
    Defender,
}

impl Role {
    pub fn label(self) -> &'static str {
        match self {
            Role::Band => "band",
            Role::Attacker => "attacker",
            Role::Defender => "defender",
        }
    }
}

/// A band kept off the table that arrives later (§ Slaughter: the attacker, on turn 3).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Arrival {
    /// It deploys at the beginning of this turn.
    pub turn: u32,
    /// The edges its pawns come in at, each base in contact with one.
    #[serde(default)]
    pub at: ArrivalEdges,
    /// Each of its pawns at least this far from every enemy.
    pub clear_of_enemies_cm: f32,
    /// Once on the table it activates first each turn (§ Slaughter, § Artillery's Wearing
    /// Down); else it follows the opening bands.
    #[serde(default)]
    pub activates_first: bool,
}

/// Which table edges an arriving band comes in at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArrivalEdges {
    /// Any of the four (§ Slaughter).
    #[default]
    Any,
    /// The edge opposite the first band's (§ Artillery's Wearing Down).
    Opposite,
    /// The two edges beside the first band's (§ To Seek Sanctuary, § Ambush).
    Sides,
}

/// Day or night (§ Moment of Truth), as the Commission's page says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MomentRule {
    /// Rolled on the Moment of Truth table.
    #[default]
    Rolled,
    /// The page says the Conflict takes place by day.
    Day,
    /// The attackers choose, once the defenders are deployed (§ Ambush).
    AttackerChooses,
    /// By night, and no luminaries are allowed (§ Rescue).
    NightWithoutLuminaries,
}

/// One Commission's numbers, as its page gives them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Terms {
    pub commission: Commission,
    /// The page in a few sentences, for the set-up screen.
    pub summary: String,
    /// Each band's role, in the order of the setup's bands: those that deploy at the start
    /// first (two, along opposite edges), then one arriving later.
    pub roles: Vec<Role>,
    pub turns: u32,
    /// The opening bands deploy within this distance of their edge.
    pub deployment_depth_cm: f32,
    #[serde(default)]
    pub moment: MomentRule,
    /// § Dishonourable Players: whether one player may play a ruthless employer.
    pub dishonourable_player: bool,
    /// The pawns a Decree counts (run off the table, or brought off it).
    pub decree_pawns: usize,
    #[serde(default)]
    pub arrival: Option<Arrival>,
    /// § Artillery's Wearing Down: the D10 the defenders roll at the start of every turn.
    #[serde(default)]
    pub artillery: Option<ArtilleryTable>,
    /// The opening band deploys inside a circle of this diameter in the middle of the table,
    /// rather than along an edge (§ Rescue).
    #[serde(default)]
    pub centre_deployment_cm: Option<f32>,
    /// The most each band may be worth, in the setup's order (§ Rescue: 200 and 400
    /// Maravedies); empty when the page sets no value.
    #[serde(default)]
    pub band_values_mrv: Vec<u32>,
    /// The bands may bring Enclaves (§ Artillery's Wearing Down: "Enclaves are allowed").
    #[serde(default)]
    pub enclaves: bool,
    /// The bands may bring Antagonists, 5 Maravedies of Pay for each Enclave they place.
    #[serde(default)]
    pub antagonists: bool,
    /// The most pawns each band may have, in the setup's order (§ The Way Back Home: the
    /// defenders "cannot consist of more than 1 pawn"); empty when the page sets none.
    #[serde(default)]
    pub band_pawns_max: Vec<Option<usize>>,
    /// The bands barred from Panoply cards, by role (§ The Way Back Home: the attackers).
    #[serde(default)]
    pub no_panoply: Vec<Role>,
    /// The attacking band deploys first, as Sanguine Antagonists would, and acts as one until
    /// roused (§ The Way Back Home).
    #[serde(default)]
    pub lurking: Option<Lurking>,
    /// The Main Decree counts only what happens by the end of this turn (§ The Way Back Home:
    /// "within 5 turns").
    #[serde(default)]
    pub decree_turns: Option<u32>,
    /// The role whose pawns act as Sanguine Antagonists from the start, not enemies among
    /// themselves, until roused (§ Rescue's and § Assault the Powder Magazine's defenders, § The
    /// Way Back Home's attackers).
    #[serde(default)]
    pub sanguine: Option<Role>,
    /// At night this many of the defenders carry a Farol, at no Pay (§ Ambush: two).
    #[serde(default)]
    pub farols_at_night: usize,
    /// The Enclave (by id) the page sets in the middle of the table, held by the defenders
    /// (§ Assault the Powder Magazine: the Polvorin); the setup carries its card.
    #[serde(default)]
    pub middle_enclave: Option<String>,
    /// Blowing an Enclave up lights a fuse that burns until the turn ends, and a defender beside
    /// it may put it out (§ Assault the Powder Magazine).
    #[serde(default)]
    pub fuse: bool,
    /// Peculiarities a role's pawns cannot use (§ Assault the Powder Magazine: the defenders'
    /// Stealthy and Scout), by id.
    #[serde(default)]
    pub barred_peculiarities: Vec<(Role, Vec<String>)>,
    /// § Guardians: the Gentleman the defenders escort, and the buildings he enjoys.
    #[serde(default)]
    pub gentleman: Option<GentlemanTerms>,
    /// § Guardians: Antagonists the Commission itself sets on the table, and what provokes them.
    #[serde(default)]
    pub townsfolk: Option<Townsfolk>,
    /// § Feast of Eucharist: every pawn comes hidden under a Guest Marker.
    #[serde(default)]
    pub guests: Option<GuestTerms>,
    /// The page skips the Weather Gets Worse roll (§ Feast of Eucharist): the day is calm.
    #[serde(default)]
    pub no_weather_roll: bool,
    /// By day the page sets Antagonists worth at most this many Maravedies on the table (§
    /// Assault the Powder Magazine); none come by night.
    #[serde(default)]
    pub day_antagonists_mrv: Option<u32>,
}

/// § The Way Back Home: the attackers lurk as Sanguine Antagonists.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lurking {
    /// Their Line of Sight reaches no further than this.
    pub sight_cm: f32,
}

/// A D10 table rolled at the start of every turn, row by row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArtilleryTable {
    pub rows: Vec<ArtilleryRow>,
}

impl ArtilleryTable {
    pub fn row(&self, roll: u32) -> Option<&ArtilleryRow> {
        self.rows
            .iter()
            .find(|row| (row.from..=row.to).contains(&roll))
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArtilleryRow {
    pub from: u32,
    pub to: u32,
    pub effect: Shelling,
    /// What happens, in words (ours), for the log.
    pub text: String,
}

/// What a row of the artillery table does.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Shelling {
    Nothing,
    /// The band `chosen_by` picks a pawn of the band `target`: it and every pawn within
    /// `within_cm` lose `vigour` points.
    Pawn {
        chosen_by: Role,
        target: Role,
        vigour: u32,
        within_cm: f32,
    },
    /// The band `chosen_by` picks a scenery piece: it falls to ruins (a ruin chosen again falls
    /// away), and every pawn in it or within `within_cm` is removed.
    Collapse {
        chosen_by: Role,
        within_cm: f32,
    },
}

#[derive(Deserialize)]
struct Catalogue {
    commissions: Vec<Terms>,
}

/// What the Decrees read, for one band, from the conflict's casualties.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DecreeFacts {
    /// Enemy Leaders this band eliminated (or that fell where nobody took the credit).
    pub leaders_eliminated: u32,
    /// Enemy pawns this band made run off the table, counted per band (index = band).
    pub ran_off_by_band: Vec<usize>,
    /// This band's own pawns that ran off the table.
    pub own_ran_off: usize,
    /// Each band's pawns that left the table on purpose by the edge opposite their own.
    pub left_by_far_edge: Vec<usize>,
    /// § To Seek Sanctuary: the defending Leader sought sanctuary.
    pub sanctuary_sought: bool,
    /// § To Seek Sanctuary: the band whose pawn dragged the unconscious Leader off the table.
    pub leader_dragged_off_by: Option<usize>,
    /// Enemies this band's pawns dragged off the table, and its own pawns enemies dragged off.
    pub enemies_dragged_off: usize,
    pub own_dragged_off: usize,
    /// Each band's pawns its own pawns dragged off the table (§ Rescue: the captive rescued).
    pub carried_off_by_band: Vec<usize>,
    /// The turn each band's first pawn left the table by the edge opposite its own.
    pub first_left_by_far_edge: Vec<Option<u32>>,
    /// The band holding the Enclave the page set in the middle (§ Assault the Powder Magazine).
    pub middle_enclave_holder: Option<usize>,
    /// That Enclave was blown up.
    pub middle_enclave_exploded: bool,
    /// § Guardians: the Gentleman was eliminated (killed, or ran off the table).
    pub gentleman_eliminated: bool,
    /// § Guardians: the Gentleman left the table with the Satisfaction the page asks.
    pub gentleman_satisfied: bool,
    /// § Feast of Eucharist: the band whose pawn eliminated the Gentleman.
    pub gentleman_eliminated_by: Option<usize>,
    /// § Feast of Eucharist: each band's pawns that left the table on purpose once the
    /// Gentleman was eliminated.
    pub left_after_gentleman: Vec<usize>,
}

/// The Decree of a band that fulfilled `main` and `secondary` (the Main counts when both are).
pub(super) fn decree_of(main: bool, secondary: bool) -> Decree {
    if main {
        Decree::Main
    } else if secondary {
        Decree::Secondary
    } else {
        Decree::None
    }
}

/// The file's text, as built into the game.
pub const COMMISSIONS_RON: &str = include_str!("../../../../../assets/1650/commissions.ron");

/// Every Commission's terms, read from `COMMISSIONS_RON` once.
pub fn catalogue() -> Result<&'static [Terms], String> {
    static CATALOGUE: OnceLock<Result<Vec<Terms>, String>> = OnceLock::new();
    CATALOGUE
        .get_or_init(|| parse_catalogue(COMMISSIONS_RON))
        .as_ref()
        .map(Vec::as_slice)
        .map_err(Clone::clone)
}

/// Parses and checks a commissions file: every Commission once, with sound numbers.
pub fn parse_catalogue(text: &str) -> Result<Vec<Terms>, String> {
    let catalogue: Catalogue = ron::from_str(text).map_err(|error| error.to_string())?;
    for commission in Commission::ALL {
        let count = catalogue
            .commissions
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
    for terms in &catalogue.commissions {
        let name = terms.commission.name();
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
        if !(terms.deployment_depth_cm.is_finite()
            && (1.0..=50.0).contains(&terms.deployment_depth_cm))
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
        if let Some(guests) = &terms.guests
            && let Err(problem) = check_guest_terms(guests, &terms.roles)
        {
            return Err(format!("{name}: {problem}"));
        }
        if let Some(table) = &terms.artillery {
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
        }
    }
    Ok(catalogue.commissions)
}

impl Commission {
    /// § Artillery's Wearing Down: whether band `band`'s pawn with `card` comes back when
    /// eliminated (the attackers', but not Leaders, Unique pawns or Personalities).
    pub fn returns_when_eliminated(self, band: usize, card: &ContractCard) -> bool {
        use crate::rules::hiring::{LEADER, UNIQUE};
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
        }
    }

    /// This Commission's terms (commissions.ron, checked by a test of the built-in file).
    pub fn terms(self) -> &'static Terms {
        // Built in and checked by a test (`commissions_the_built_in_file_...`): a broken file
        // cannot ship, so this is not data from a player.
        catalogue()
            .expect("the built-in commissions.ron parses")
            .iter()
            .find(|terms| terms.commission == self)
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
    pub fn time_of_day_note(self) -> &'static str {
        match self.terms().moment {
            MomentRule::Rolled => {
                "The Moment of Truth (day or night) and the weather are rolled when the conflict starts; the log shows the rolls and the table rows they gave."
            }
            MomentRule::Day if self.terms().no_weather_roll => {
                "By day and calm, as the page says: no Moment of Truth or weather roll."
            }
            MomentRule::Day => {
                "By day, as the page says; the weather is rolled when the conflict starts (the log shows the roll)."
            }
            MomentRule::AttackerChooses => {
                "The attackers choose day or night once the defenders are deployed; the weather is rolled when the conflict starts (the log shows the roll)."
            }
            MomentRule::NightWithoutLuminaries => {
                "By night, without luminaries, as the page says; the weather is rolled when the conflict starts (the log shows the roll)."
            }
        }
    }

    /// What the Authority roll's winner decides before anybody deploys, in words (the panel).
    pub fn first_choice_question(self) -> &'static str {
        if self.terms().guests.is_some() {
            "it places the first Guest Marker (and activates first on turn 1), or lets the other band do so."
        } else {
            "it deploys first, or lets the other band do so; the band deploying first chooses its edge."
        }
    }

    /// The winner's two answers: itself first, and (after the other band's name) the other.
    pub fn first_choice_answers(self) -> (&'static str, &'static str) {
        if self.terms().guests.is_some() {
            (
                "We place the first Guest Marker",
                "places the first Guest Marker",
            )
        } else {
            (
                "We deploy first (and choose the edge)",
                "deploys first (and chooses the edge)",
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
        card: &crate::rules::cards::ContractCard,
    ) -> crate::rules::cards::ContractCard {
        let role = self.role_of(band);
        let mut card = card.clone();
        for (barred_role, ids) in &self.terms().barred_peculiarities {
            if *barred_role == role {
                card.peculiarities
                    .retain(|peculiarity| !ids.contains(&peculiarity.id));
            }
        }
        card
    }

    /// How long a roused pawn acts normally, in words (for the log).
    pub(in crate::conflict) fn roused_for(self) -> &'static str {
        if self.lurking().is_some() {
            "until no enemy is in its sight"
        } else {
            "for the rest of the Conflict"
        }
    }

    /// Who may leave the table on purpose, in words (the refusal's).
    pub(in crate::conflict) fn who_leaves(self) -> &'static str {
        match self {
            Commission::ToSeekSanctuary => "a pawn dragging another",
            Commission::Guardians => "the Gentleman",
            Commission::FeastOfEucharist => "any pawn, once the Gentleman is eliminated",
            _ => "no pawn",
        }
    }

    /// What the opening band's choice of edge decides for the others, in words (the edge
    /// panel).
    pub fn edge_choice_note(self) -> &'static str {
        if self.opening_bands().len() > 1 {
            return "the other band takes the opposite one";
        }
        if self.lurking().is_some() {
            return "it must leave the table by the opposite one";
        }
        match self.arrival().map(|(_, arrival)| arrival.at) {
            Some(ArrivalEdges::Opposite) => "the attacker will come in at the opposite one",
            Some(ArrivalEdges::Sides) => "the attacker will come in at one of the two beside it",
            _ => "the attacker will come in at any edge",
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
        let quiet = DecreeFacts::default();
        let leader_down = DecreeFacts {
            leaders_eliminated: 1,
            ..DecreeFacts::default()
        };
        self.decree(&leader_down, band) != self.decree(&quiet, band)
    }

    /// Whether the Commission is played round a Church the setup names (`ConflictSetup::church`).
    pub fn needs_church(self) -> bool {
        self == Commission::ToSeekSanctuary
    }
}

/// § Guardians' numbers: the Gentleman's card, what satisfies him, who may not follow him in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GentlemanTerms {
    /// His card as he plays it: the page's Mochilero without its weapons or Peculiarities
    /// (our own card, with the Incentive 5 and Leader (30) the page gives him).
    pub card: ContractCard,
    /// The Satisfaction points the defenders' Main Decree needs before he leaves.
    pub satisfaction_goal: u32,
    /// The buildings the attacker names, in the order it names them.
    pub venues: Vec<Venue>,
    /// The role whose pawns may not enter the named buildings.
    pub barred: Role,
}

/// One of the buildings the Gentleman enjoys (§ Guardians' table).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Venue {
    pub name: String,
    /// Satisfaction points for each turn he ends inside it.
    pub satisfaction: u32,
    /// The Maravedies he invests for them, from his own purse.
    pub mrv: u32,
}

impl GentlemanTerms {
    /// The Gentleman's terms, where the Commission has one.
    pub fn of(commission: Commission) -> Option<&'static GentlemanTerms> {
        commission.terms().gentleman.as_ref()
    }
}

/// § Feast of Eucharist's numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GuestTerms {
    /// Guest Markers each band adds for Antagonists.
    pub antagonists: usize,
    /// The most Pay each of those Antagonists may have.
    pub antagonist_pay_max: u32,
    /// How far apart the markers go down (edge to edge, cm), tier by tier while a spot that
    /// far is left on the table; then anywhere.
    pub spacing_cm: Vec<f32>,
    /// The die an activated marker moves by (cm).
    pub move_die: Die,
    /// How near a pawn must stand to uncover a marker (edge to edge, cm).
    pub uncover_cm: f32,
    /// Barred: any weapon with a Discharge or a Range, or with a normal Damage of this or more.
    pub barred_damage: u32,
    /// The Gentleman's card (ours: a Mochilero's without its weapons or Peculiarities).
    pub gentleman: ContractCard,
    pub gentleman_temperament: Temperament,
}

impl GuestTerms {
    pub fn of(commission: Commission) -> Option<&'static GuestTerms> {
        commission.terms().guests.as_ref()
    }
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

/// § Guardians: the Antagonists the page itself sets on the table ("1D5 Guarnicioneros ...
/// placed as if they were Antagonists with Phlegmatic Temperaments").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Townsfolk {
    /// Their kind, by id (antagonists.ron).
    pub antagonist: String,
    /// How many come: one roll of this die.
    pub die: crate::dice::Die,
    /// A gunpowder weapon fired this near one provokes it (cm, base to base).
    pub provoked_cm: f32,
    /// The role that takes a provoked one over, Sanguine.
    pub provoked_join: Role,
    /// Their Temperament until provoked, whatever their card's (the page's "Phlegmatic").
    pub temperament: Temperament,
}
