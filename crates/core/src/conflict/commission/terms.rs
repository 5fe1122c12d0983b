//! The types of each Commission's page as data: the Commissions, the bands' roles, the terms
//! assets/1650/commissions.ron gives (read in `catalogue`, asked of a Commission in `page`).
//! Pure: it imports no rule file, so the setup and the components can name a Commission; what a
//! Commission does in play (its hooks) is `commission/mod.rs` and the Commission's own file.

use crate::dice::Die;
use crate::msg;
use crate::rules::antagonists::Temperament;
use crate::rules::cards::ContractCard;
use crate::rules::honour::Decree;
use crate::words::Message;
use serde::{Deserialize, Serialize};

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
    /// § Defence to the Bitter End (Alone in the Face of Danger): one player's band holds the
    /// ruins on a hill for 9 turns against an enemy no player commands, which closes in 10 cm
    /// every turn and comes back from the edges when eliminated.
    DefenceToTheBitterEnd,
    /// § Clearing the Parish (Alone in the Face of Danger): by night, one player's band comes
    /// in from an edge to a parish of four buildings where the enemy hides under markers.
    ClearingTheParish,
    /// § Now or Never! (Alone in the Face of Danger): your Leader alone, by night, wakes in the
    /// middle room of a Country House full of hidden captors and fights its way out.
    NowOrNever,
    /// § Raid in the Compas (Alone in the Face of Danger): by night your band hunts the
    /// Informer, who runs for the nearest edge once revealed, through the Compas's rabble.
    RaidInTheCompas,
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
    /// The role in words, one band ("the attacker band").
    pub fn label(self) -> Message {
        match self {
            Role::Band => msg!("conflict-commission-role-band"),
            Role::Attacker => msg!("conflict-commission-role-attacker"),
            Role::Defender => msg!("conflict-commission-role-defender"),
        }
    }

    /// The role's pawns together ("joins the defenders").
    pub fn plural(self) -> Message {
        match self {
            Role::Band => msg!("conflict-commission-role-bands"),
            Role::Attacker => msg!("conflict-commission-role-attackers"),
            Role::Defender => msg!("conflict-commission-role-defenders"),
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
    /// The page says the Conflict takes place at night (§ Clearing the Parish).
    Night,
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
    /// The page sets the weather instead of the roll (§ Now or Never!: Fog).
    #[serde(default)]
    pub weather: Option<crate::rules::weather::Weather>,
    /// By day the page sets Antagonists worth at most this many Maravedies on the table (§
    /// Assault the Powder Magazine); none come by night.
    #[serde(default)]
    pub day_antagonists_mrv: Option<u32>,
    /// § Alone in the Face of Danger: one player against a band no player commands.
    #[serde(default)]
    pub solo: Option<SoloTerms>,
}

/// A Commission of Alone in the Face of Danger: what its page says of the enemy band.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SoloTerms {
    /// The band no player commands (its index in `roles`).
    pub enemy_band: usize,
    /// The enemy deploys by the dice within this distance of the table's edges (§ Defence to
    /// the Bitter End: 20 cm), and its eliminated pawns come back there next turn.
    #[serde(default)]
    pub enemy_edge_depth_cm: Option<f32>,
    /// At the start of each turn every enemy pawn moves this far towards the middle of the
    /// table, free (§ Defence to the Bitter End: 10 cm).
    #[serde(default)]
    pub advance_cm: Option<f32>,
    /// Eliminated enemies come back at the next turn's start (§ Defence to the Bitter End).
    #[serde(default)]
    pub enemies_return: bool,
    /// The enemy comes hidden under Hidden Pawn Markers, placed as this says.
    #[serde(default)]
    pub markers: Option<MarkerPlan>,
    /// The enemy Leader's card is the last drawn (§ Clearing the Parish).
    #[serde(default)]
    pub leader_last: bool,
    /// § Raid in the Compas: a card drawn at random is put first, the Informer; its marker
    /// stands in the middle of the Compas, it is revealed with the first marker revealed, and it
    /// runs this far for the nearest edge at every turn's start and whenever it activates.
    #[serde(default)]
    pub informer_run_cm: Option<f32>,
    /// § Raid in the Compas: a pawn of yours ending its activation near a marker reveals nothing.
    #[serde(default)]
    pub no_reveal_on_activation_end: bool,
    /// § Raid in the Compas: your Leader may pay a Maravedi of its Incentive, or discard one of
    /// its Panoply cards, to keep each marker from being revealed.
    #[serde(default)]
    pub leader_stops_reveals: bool,
    /// § Now or Never!: "Your Leader will not be able to use the Movement Maneuver charge".
    #[serde(default)]
    pub your_leader_cannot_charge: bool,
    /// § Clearing the Parish, § Raid in the Compas: "the enemy band ... will be able to hire
    /// Antagonists, for their Pay, as if they were usual pawns": their cards join its deck.
    #[serde(default)]
    pub enemy_hires_antagonists: bool,
}

/// Where a solo Commission puts its Hidden Pawn Markers.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum MarkerPlan {
    /// § Clearing the Parish: round and inside the Parish's buildings, then at the edges.
    Parish(ParishPlan),
    /// § Raid in the Compas: round the one building in the middle, or inside it.
    Compas(CompasPlan),
    /// § Now or Never!: one in the middle of each room of the Country House but the central
    /// one, the rest outside it.
    CountryHouse(HousePlan),
}

/// § Raid in the Compas's markers.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompasPlan {
    /// The Compas: the building whose centre stands this near the table's middle.
    pub compas_within_cm: f32,
    /// Markers within this of the Compas (edge to edge), or inside it.
    pub within_cm: f32,
    /// And more than this from one another.
    pub apart_cm: f32,
}

/// § Now or Never!'s Country House and its markers.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HousePlan {
    /// The central room: the building whose centre stands this near the table's middle.
    pub centre_within_cm: f32,
    /// Two rooms are connected when their walls stand this near, a door of one facing the other.
    pub connected_within_cm: f32,
    /// The page asks for at least this many rooms.
    pub rooms: usize,
    /// The markers outside the house: more than this from one another.
    pub outside_apart_cm: f32,
}

/// Where § Clearing the Parish puts its Hidden Pawn Markers.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ParishPlan {
    /// The Parish: the buildings standing this near the table's middle (centre to centre).
    pub parish_within_cm: f32,
    /// The page asks for at least this many.
    pub buildings: usize,
    /// Round each building at the start, outside it: one roll of this die of markers, within
    /// `around_within_cm` of it and more than `around_apart_cm` from one another.
    pub around: Die,
    pub around_within_cm: f32,
    pub around_apart_cm: f32,
    /// When one of your pawns first stands inside a building: one roll of this die of markers
    /// inside it, more than `inside_apart_cm` from one another and out of its Action Area.
    pub inside: Die,
    pub inside_apart_cm: f32,
    /// Once every building is explored, the markers left come in within this of the edges.
    pub edge_depth_cm: f32,
}

/// § Alone in the Face of Danger's numbers, the same in every solo Commission.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SoloRules {
    /// § Attitude of Enemy Pawns: a pawn of yours ending its activation this near, in sight.
    pub activation_end_cm: f32,
    /// A gunpowder weapon fired this near.
    pub gunpowder_cm: f32,
    /// An enemy pawn hurt or eliminated this near (by a shot, or in a clash).
    pub hurt_cm: f32,
    /// A pawn hostile to it this near.
    pub contact_cm: f32,
    /// § Activation Priorities Table, rows 3 and 4: nearer than this, an unready shooter charges.
    pub reload_or_charge_cm: f32,
    /// Row 3: the move a reloading pawn makes towards your pawn.
    pub reload_step_cm: f32,
    /// § Attitude of Enemy Pawns, the first trigger: an enemy pawn revealed this near.
    pub revealed_cm: f32,
    /// § Revealing Hidden Pawn Markers: a pawn of yours ending its activation this near, in sight.
    pub reveal_end_cm: f32,
    /// A gunpowder weapon fired this near.
    pub reveal_gunpowder_cm: f32,
    /// An enemy pawn or Antagonist placed this near.
    pub reveal_placed_cm: f32,
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
    /// This band's Leader is still on the table (§ Defence to the Bitter End: "must survive").
    pub own_leader_standing: bool,
    /// Each band's pawns standing inside the ruins in the middle (§ Defence to the Bitter End).
    pub in_ruins_by_band: Vec<usize>,
    /// Enemy pawns this band eliminated (killed or run off), and each band's pawns at the start
    /// (§ Clearing the Parish: no more than half, the Antagonists it hired included).
    pub enemies_eliminated: usize,
    pub band_sizes: Vec<usize>,
    /// This band's own pawns killed or run off the table (§ Raid in the Compas: keep more than
    /// half alive).
    pub own_lost: usize,
    /// This band's Leader left the table by an edge on purpose (§ Now or Never!: it got away).
    pub own_leader_left: bool,
    /// § Raid in the Compas: the Informer was killed (not fled).
    pub informer_killed: bool,
}

/// § Now or Never!: what the Leader finds on the D10 when it first touches a room's door (the
/// page's table did not survive; ours, docs/rules-gaps.md).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomRow {
    pub from: u32,
    pub to: u32,
    pub find: RoomFind,
    /// What it finds, in words (ours), for the log.
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoomFind {
    Nothing,
    /// The noise gives it away: the nearest Hidden Pawn Marker is revealed.
    Alarm,
    /// Maravedies for the Leader's Incentive.
    Maravedies(u32),
    /// Marked Vigour boxes cleared.
    Heal(u32),
    /// The enemy Leader's Contract Card is the next one drawn (the page: "take the Leader's
    /// Contract Card if you roll a result of 10").
    LeaderCard,
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
