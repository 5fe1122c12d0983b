//! A simple computer player for conflicts: it deploys, shoots what it can see, charges what it
//! can reach, walks towards the nearest enemy and fights whoever it is engaged with. Every
//! command it gives is checked with the same functions `apply` uses, so it is always legal.
//! Its set-up choices are in `placing`, its walks and charges in `ground`, its shots and other
//! actions at a distance in `weapons`; `library` holds what simulated games are drawn from.

// The library moved to its own file; the tests and the app name it here.
pub use super::library::{ConflictLibrary, load_layouts};

use super::ground::nearest_enemy;
use crate::conflict::orders::ConflictCommand;
use crate::conflict::shooting::discharge::checked_reaction_shot;
use crate::conflict::state::Conflict;
use crate::conflict::view::{PawnRef, PawnRefs};
use crate::conflict::world::components::{Edge, Phase};
use crate::rules::activation::Activation;
use crate::rules::cards::SpecialRule;
use crate::simulate::Chooser;
use crate::table::base::Base;
use crate::table::movement::Waypoint;

/// An enemy free of clashes this near an Enclave its band holds threatens to take it (cm).
const THREAT_CM: f32 = 15.0;

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
}
