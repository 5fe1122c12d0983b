//! The computer's aims that come from the Commission's Decrees rather than the nearest enemy:
//! an attacker that must bring pawns off the table by the far edge (§ Artillery's Wearing Down)
//! walks for it and leaves by it.

use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::conflict::view::PawnRef;
use crate::conflict::world::components::Edge;
use crate::conflict::{Commission, commission::Role};
use crate::rules::hiring::LEADER;
use crate::simulate::Chooser;
use crate::table::base::Base;
use parry3d::math::Vec2;

/// Enemies nearer than this are fought first (cm).
const FIGHT_FIRST_CM: f32 = 12.0;
/// Closer to the edge than this, the pawn leaves rather than walks (cm).
const MIN_STEP_CM: f32 = 0.5;
/// The computer makes for an Enclave this near (cm, to its centre).
const ENCLAVE_AIM_CM: f32 = 30.0;
/// The spots the computer tries for an Antagonist before it gives up deploying.
const ANTAGONIST_TRIES: usize = 1_000;

/// Where a pawn's Decree sends it.
enum Aim {
    /// This edge, to leave by it (§ Artillery's Wearing Down).
    Edge(crate::conflict::world::components::Edge),
    /// The nearest edge, dragging its prize (§ To Seek Sanctuary's attackers).
    NearestEdge,
    /// A point: a Church entrance (§ To Seek Sanctuary's defenders).
    Point(Vec2),
    /// Contact with this unconscious pawn, to drag it (§ Rescue's attackers).
    Captive(u32),
    /// Within reach of an Enclave its band does not hold, to conquer it (a point by its rim).
    Enclave(Vec2),
    /// Inside a building, by the shortest way through its doors (§ Guardians' Gentleman).
    Inside(Vec2),
    /// Where it stands: the Gentleman in the building he is enjoying.
    Stay,
}

impl Conflict {
    /// § How Do Antagonists Work: the band moving its own pawns by their Temperament charges
    /// the first that may go; moving the enemy's, it lets them be. Antagonists it sends at
    /// another band: a Sanguine one whose nearest pawn is that band's, a Choleric one towards
    /// the nearest pawn of another band; the others stay where they are.
    pub(in crate::conflict) fn temperament_command(
        &self,
        by: usize,
        chooser: &mut Chooser,
    ) -> ConflictCommand {
        let bands = self.setup.sides.len();
        let other_band = |pawn: u32| {
            crate::conflict::world::pawns::side(&self.world, pawn)
                .is_some_and(|side| side != by && side < bands)
        };
        let mut moves: Vec<(u32, Option<(f32, f32)>)> = Vec::new();
        for (pawn, towards) in self.movable_by_temperament() {
            let side = crate::conflict::world::pawns::side(&self.world, pawn);
            if side == Some(by) {
                moves.push((pawn, None));
            } else if !self.is_antagonist(pawn) {
                continue;
            } else if let Some(enemy) = towards {
                if other_band(enemy) {
                    moves.push((pawn, None));
                }
            } else if self.temperament(pawn)
                == Some(crate::rules::antagonists::Temperament::Choleric)
                && let Some(own) = crate::conflict::world::pawns::footing(&self.world, pawn)
            {
                let target = crate::conflict::world::pawns::pawn_ids(&self.world)
                    .into_iter()
                    .filter(|&other| other_band(other))
                    .filter_map(|other| {
                        Some((
                            crate::conflict::world::pawns::footing(&self.world, other)?,
                            other,
                        ))
                    })
                    .min_by(|a, b| {
                        let far = |place: &crate::conflict::world::components::Footing| {
                            own.base().edge_distance(&place.base())
                        };
                        far(&a.0).total_cmp(&far(&b.0)).then(a.1.cmp(&b.1))
                    });
                if let Some((place, _)) = target {
                    moves.push((pawn, Some((place.0.x, place.0.y))));
                }
            }
        }
        match chooser.pick(&moves) {
            Some(&(pawn, to)) => ConflictCommand::MoveByTemperament {
                pawn,
                charge: chooser.index(4) != Some(0),
                to,
            },
            None => ConflictCommand::StopTemperaments,
        }
    }

    /// § How to Deploy Antagonists: the first Antagonist its Pay allows, at a spot beside a
    /// piece of scenery that the premises allow (tried in a random order); else it stops.
    pub(in crate::conflict) fn antagonist_deploy(
        &self,
        by: usize,
        chooser: &mut Chooser,
    ) -> ConflictCommand {
        let (deployable, _) = self.deployable_antagonists(by);
        let Some((_, antagonist)) = deployable.into_iter().next() else {
            return ConflictCommand::StopDeployingAntagonists;
        };
        // Up to 1,000 spots tried at random: out of every pawn's sight is often only a few
        // spots behind a wall, and each try costs a Line of Sight from every pawn.
        let candidates = crate::conflict::antagonists::townsfolk::spots_by_scenery(&self.world);
        let spot = (0..ANTAGONIST_TRIES)
            .filter_map(|_| chooser.pick(&candidates).copied())
            .find(|point| {
                self.check_antagonist_deploy(by, &antagonist.card.id, point.x, point.y)
                    .is_ok()
            });
        match spot {
            Some(point) => ConflictCommand::DeployAntagonist {
                antagonist: antagonist.card.id,
                x: point.x,
                y: point.y,
            },
            None => ConflictCommand::StopDeployingAntagonists,
        }
    }

    /// § The Way Back Home: the lurking band's next type, each pawn at a spot by the scenery
    /// that the premises allow (random spots first, then every one).
    pub(in crate::conflict) fn lurking_deployment(
        &self,
        side: usize,
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let (card, kind) = self.next_deployment(side)?;
        let candidates = crate::conflict::antagonists::townsfolk::spots_by_scenery(&self.world);
        let order: Vec<Vec2> =
            crate::conflict::computer::ground::random_first(&candidates, chooser).collect();
        let radius = crate::table::base::DEFAULT_BASE_DIAMETER_CM / 2.0;
        let table = self.setup.layout.table;
        let mut standing = crate::conflict::world::pawns::sight_pawns(&self.world);
        let mut batch: Vec<Base> = Vec::new();
        let mut places = Vec::new();
        for id in kind {
            let spacing =
                crate::conflict::commission::lurking_spacing(&self.world, side, id, &batch);
            let (point, facing, base) = order.iter().find_map(|&point| {
                let towards = Vec2::new(table.width / 2.0, table.depth / 2.0) - point;
                let facing = towards.y.atan2(towards.x).to_degrees();
                let base = Base::new(point, radius, 0.0, facing);
                let fits = crate::conflict::commission::check_lurking_spaced(
                    &self.world,
                    side,
                    id,
                    &base,
                    &batch,
                    spacing,
                )
                .is_ok()
                    && crate::conflict::turns::deployment::check_placing(
                        self.scenery(),
                        &standing,
                        id,
                        base,
                    )
                    .is_ok();
                fits.then_some((point, facing, base))
            })?;
            standing.push(crate::table::sight::SightPawn {
                id,
                base,
                in_clash: false,
            });
            batch.push(base);
            places.push(crate::table::base::Placement {
                x: point.x,
                y: point.y,
                level: 0.0,
                facing_degrees: facing,
            });
        }
        Some(ConflictCommand::Deploy { card, places })
    }

    /// § Conquering Enclaves: the nearest standing Enclave within 30 cm that its band does not
    /// hold and that none of its band is already by: a point just outside its rim.
    fn enclave_aim(&self, me: &PawnRef) -> Option<Aim> {
        let own = Base::at(me.placement?);
        let reach_cm = crate::rules::enclaves::CONQUEST_REACH_CM;
        let band_near = |index: usize| {
            let placed = &self.enclaves()[index];
            self.pawn_refs().iter().any(|other| {
                other.id != me.id
                    && other.side == me.side
                    && other
                        .placement
                        .is_some_and(|place| placed.rim_distance(&Base::at(place)) <= reach_cm)
            }) || !self.enclave_standing(index)
        };
        self.enclaves()
            .iter()
            .enumerate()
            .filter(|(_, placed)| placed.holder != Some(me.side))
            .map(|(index, placed)| {
                let centre = Vec2::new(placed.at.x, placed.at.y);
                let reach = placed.enclave.radius_cm + reach_cm;
                (index, centre, reach, own.edge_distance_to_point(centre))
            })
            // The Enclave the Decree is about is sought from anywhere (§ Assault the Powder
            // Magazine).
            .filter(|&(index, _, _, distance)| {
                (distance <= ENCLAVE_AIM_CM || self.decreed_enclave(index)) && !band_near(index)
            })
            .min_by(|a, b| a.3.total_cmp(&b.3))
            .map(|(_, centre, reach, _)| {
                let from = (own.centre - centre).normalize_or_zero();
                Aim::Enclave(centre + from * (reach - 1.0 + own.radius))
            })
    }

    /// Whether the Enclave at `index` is the one the page sets in the middle.
    fn decreed_enclave(&self, index: usize) -> bool {
        let wanted = self.setup.middle_enclave.as_ref();
        self.enclaves()
            .get(index)
            .zip(wanted)
            .is_some_and(|(placed, wanted)| placed.enclave.id == wanted.id)
    }

    /// § Rescue: towards the captive, charging the first 15 cm (a charge always reaches them)
    /// where a walk would not get there, else walking.
    fn approach_captive(&self, pawn: u32, captive: u32) -> Option<ConflictCommand> {
        let (own, theirs) = (
            crate::conflict::world::pawns::footing(&self.world, pawn)?,
            crate::conflict::world::pawns::footing(&self.world, captive)?,
        );
        let far = own.base().edge_distance(&theirs.base()) > crate::table::movement::WALK_CM;
        let charge = far
            .then(|| {
                crate::conflict::movement::routes::approach_within(
                    &self.world,
                    pawn,
                    crate::conflict::world::components::Gait::Charge,
                    crate::table::path::Goal::Contact(captive),
                    crate::table::movement::CHARGE_BASE_CM,
                )
            })
            .flatten()
            .filter(|path| {
                crate::conflict::movement::maneuvers::check_path(
                    &self.world,
                    pawn,
                    crate::conflict::world::components::Gait::Charge,
                    path,
                    None,
                )
                .is_ok()
                    && crate::conflict::band::armament_play::check_move(
                        &self.world,
                        pawn,
                        crate::conflict::world::components::Gait::Charge,
                        path,
                        None,
                    )
                    .is_ok()
            });
        if let Some(path) = charge {
            return Some(ConflictCommand::Move {
                pawn,
                gait: crate::conflict::world::components::Gait::Charge,
                path,
                facing: None,
            });
        }
        let path = crate::conflict::movement::routes::approach(&self.world, pawn, captive)?;
        Some(ConflictCommand::Move {
            pawn,
            gait: crate::conflict::world::components::Gait::Walk,
            path,
            facing: None,
        })
    }

    /// The edge `band` must bring pawns off the table by, where a Decree counts them.
    fn far_edge(&self, band: usize) -> Option<crate::conflict::world::components::Edge> {
        let commission = self.setup.commission;
        let counted = commission.leaves_by_far_edge()?;
        if commission.role_of(band) != counted {
            return None;
        }
        let edges = self.progress().edges?;
        edges.get(band).map(|edge| edge.opposite())
    }

    /// § Guardians: the Gentleman makes for the most satisfying building his purse pays for
    /// and stays there, then for the nearest edge once satisfied; the attackers hunt him.
    fn guardians_aim(&self, me: &PawnRef) -> Option<Aim> {
        let gentleman = crate::conflict::commission::gentleman(&self.setup)?;
        if me.id != gentleman {
            let attacker = self.setup.commission.role_of(me.side) == Role::Attacker;
            let standing = crate::conflict::world::pawns::footing(&self.world, gentleman).is_some();
            return (attacker && standing).then_some(Aim::Captive(gentleman));
        }
        let terms = crate::conflict::commission::terms::GentlemanTerms::of(self.setup.commission)?;
        if crate::conflict::commission::satisfaction(&self.world) >= terms.satisfaction_goal {
            return Some(Aim::NearestEdge);
        }
        let purse = me.purse;
        let (slot, _) = terms
            .venues
            .iter()
            .enumerate()
            .filter(|(_, venue)| venue.mrv <= purse)
            .max_by_key(|(slot, venue)| (venue.satisfaction, std::cmp::Reverse(*slot)))?;
        let piece = self
            .setup
            .venues
            .get(slot)
            .and_then(|&index| self.setup.layout.pieces.get(index))?;
        let own = Base::at(me.placement?);
        if piece.footprint_distance(own.centre) <= 0.0 {
            return Some(Aim::Stay);
        }
        Some(Aim::Inside(piece.centre()))
    }

    /// § Feast of Eucharist: every band hunts the Gentleman once he stands uncovered, leaves by
    /// the nearest edge once he has fallen, and else makes for the nearest covered marker.
    fn feast_aim(&self, me: &PawnRef) -> Option<Aim> {
        let gentleman = self.setup.added_pawn()?;
        if self.setup.commission.may_leave(&self.world, me.id) {
            return Some(Aim::NearestEdge);
        }
        if crate::conflict::world::pawns::footing(&self.world, gentleman).is_some() {
            return Some(Aim::Captive(gentleman));
        }
        self.nearest_guest_spot(me).map(Aim::Point)
    }

    fn aim(&self, me: &PawnRef) -> Option<Aim> {
        if self.setup.commission == Commission::Guardians {
            return self.guardians_aim(me);
        }
        if self.setup.commission == Commission::FeastOfEucharist {
            return self.feast_aim(me);
        }
        if let Some(far) = self.far_edge(me.side) {
            return Some(Aim::Edge(far));
        }
        let commission = self.setup.commission;
        // § Now or Never!: your Leader gets away by the nearest edge (the Main Decree).
        if commission == Commission::NowOrNever && commission.may_leave(&self.world, me.id) {
            return Some(Aim::NearestEdge);
        }
        let dragging = crate::conflict::commission::dragged_by(&self.world, me.id).is_some();
        if matches!(commission, Commission::Ambush | Commission::Rescue) && dragging {
            return Some(Aim::NearestEdge);
        }
        if commission == Commission::Rescue && commission.role_of(me.side) == Role::Attacker {
            let captive = crate::conflict::commission::kidnapped(&self.setup)?;
            let lying = crate::conflict::world::pawns::footing(&self.world, captive).is_some()
                && crate::conflict::commission::unconscious(&self.world, captive);
            return lying.then_some(Aim::Captive(captive));
        }
        if !commission.needs_church() {
            return self.enclave_aim(me);
        }
        match commission.role_of(me.side) {
            Role::Attacker if dragging => Some(Aim::NearestEdge),
            Role::Defender if dragging || me.card.has_peculiarity(LEADER) => {
                let (_, main) = crate::conflict::commission::church_doors(&self.setup);
                let door = main?;
                let radius = Base::at(me.placement?).radius;
                Some(Aim::Point(door.middle() + door.outward * (radius + 0.5)))
            }
            _ => None,
        }
    }

    /// Leaves the table where the Decree wants it: by the far edge (§ Artillery's Wearing Down),
    /// or an attacker dragging the Leader by any edge (§ To Seek Sanctuary).
    pub(in crate::conflict) fn leave_for_decree(&self, me: &PawnRef) -> Option<ConflictCommand> {
        // The aim first: most pawns aim elsewhere, and a refused leave writes out why.
        let far = match self.aim(me)? {
            Aim::Edge(far) => Some(far),
            Aim::NearestEdge => None,
            Aim::Point(_) | Aim::Captive(_) | Aim::Enclave(_) | Aim::Inside(_) | Aim::Stay => {
                return None;
            }
        };
        let edge = self.check_leave_table(me.id).ok()?;
        far.is_none_or(|far| edge == far)
            .then_some(ConflictCommand::LeaveTable { pawn: me.id })
    }

    /// § To Seek Sanctuary: takes hold of the unconscious pawn its base touches.
    pub(in crate::conflict) fn drag_for_decree(&self, me: &PawnRef) -> Option<ConflictCommand> {
        let target = self.draggable(me.id).into_iter().next()?;
        Some(ConflictCommand::Drag {
            pawn: me.id,
            target,
        })
    }

    /// A walk where the Decree sends the pawn, unless an enemy is close enough to fight first.
    pub(in crate::conflict) fn make_for_edge(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let aim = self.aim(me)?;
        let own = Base::at(me.placement?);
        match aim {
            Aim::Stay => return Some(ConflictCommand::EndActivation { pawn: me.id }),
            Aim::Inside(point) => return self.walk_inside(me.id, own.centre, point),
            _ => {}
        }
        let near = enemies.iter().any(|enemy| {
            enemy
                .placement
                .is_some_and(|place| Base::at(place).edge_distance(&own) < FIGHT_FIRST_CM)
        });
        // Making for the Church, the Leader does not stop to fight what it can pass.
        let for_church = matches!(aim, Aim::Point(_));
        if let Aim::Captive(captive) = aim {
            if near && chooser.index(3) != Some(0) {
                return None;
            }
            return self.approach_captive(me.id, captive);
        }
        // Dragging its prize away, it does not stop to fight either (§ Ambush, § Rescue), nor
        // does one racing a Decree's deadline (§ The Way Back Home).
        let dragging = crate::conflict::commission::dragged_by(&self.world, me.id).is_some();
        let racing = self.setup.commission.terms().decree_turns.is_some()
            || crate::conflict::commission::is_gentleman(&self.world, me.id);
        if near && !for_church && !dragging && !racing && chooser.index(3) != Some(0) {
            return None;
        }
        let table = self.setup.layout.table;
        let (ahead, distance) = match aim {
            Aim::Edge(edge) => (
                edge.outward_degrees(),
                edge.distance(table, own.centre) - own.radius,
            ),
            Aim::NearestEdge => {
                let edge = Edge::ALL.into_iter().min_by(|a, b| {
                    a.distance(table, own.centre)
                        .total_cmp(&b.distance(table, own.centre))
                })?;
                (
                    edge.outward_degrees(),
                    edge.distance(table, own.centre) - own.radius,
                )
            }
            Aim::Point(point) | Aim::Enclave(point) => {
                let towards = point - own.centre;
                (towards.y.atan2(towards.x).to_degrees(), towards.length())
            }
            Aim::Captive(_) | Aim::Inside(_) | Aim::Stay => return None,
        };
        if distance < MIN_STEP_CM {
            return None;
        }
        // Unburdened, a charge covers the way fastest (a dragger only walks).
        let unburdened = crate::conflict::commission::dragged_by(&self.world, me.id).is_none();
        if for_church && unburdened {
            let charge = self.free_move(
                &crate::conflict::world::pawns::TablePawns::for_pawn(&self.world, me.id),
                me.id,
                own.centre,
                ahead,
                distance,
                crate::conflict::world::components::Gait::Charge,
            );
            if charge.is_some() {
                return charge;
            }
        }
        self.free_walk(me.id, own.centre, ahead, distance)
    }

    /// The first walk of the shortest way to `point` inside a building (through its doors),
    /// else a walk straight towards it.
    fn walk_inside(&self, pawn: u32, from: Vec2, point: Vec2) -> Option<ConflictCommand> {
        let goal = crate::table::path::Goal::Point(crate::table::movement::Waypoint {
            x: point.x,
            y: point.y,
            level: None,
        });
        let walk = crate::table::movement::WALK_CM;
        if let Some(path) = crate::conflict::movement::routes::approach_within(
            &self.world,
            pawn,
            crate::conflict::world::components::Gait::Walk,
            goal,
            walk,
        ) {
            return Some(ConflictCommand::Move {
                pawn,
                gait: crate::conflict::world::components::Gait::Walk,
                path,
                facing: None,
            });
        }
        let towards = point - from;
        self.free_walk(
            pawn,
            from,
            towards.y.atan2(towards.x).to_degrees(),
            towards.length(),
        )
    }

    /// Alone in the Face of Danger, with no enemy to fight: your Leader looks into a room beside
    /// its own while it keeps a Maravedi for the dice (§ Now or Never!), or, half the time, a
    /// pawn discharges at a marker in reach (§ Revealing Hidden Pawn Markers; the other half it
    /// walks up to one).
    pub(in crate::conflict) fn reveal_hidden(
        &self,
        me: &PawnRef,
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        if self.hidden_markers().is_empty() {
            return None;
        }
        if me.purse >= 2
            && let Ok(rooms) = self.rooms_to_reveal(me.id)
            && let Some(&room) = rooms.first()
        {
            return Some(ConflictCommand::RevealRoom { pawn: me.id, room });
        }
        // § Rumours: a Maravedi if the roll fails, about the nearest marker.
        if let Some(&antagonist) = self.coaxable(me.id).first()
            && let Some((marker, _)) = me.placement.and_then(|place| {
                crate::conflict::solo::notes::nearest_marker(&self.world, Base::at(place).centre)
            })
        {
            return Some(ConflictCommand::Coax {
                pawn: me.id,
                antagonist,
                marker,
                pay: me.purse > 0,
            });
        }
        if me.deeds.shot || chooser.index(2) != Some(0) {
            return None;
        }
        (0..me.card.weapons.len()).find_map(|weapon| {
            let marker = *self.markers_in_reach(me.id, weapon).first()?;
            Some(ConflictCommand::ShootMarker {
                pawn: me.id,
                marker,
                weapon,
            })
        })
    }
}
