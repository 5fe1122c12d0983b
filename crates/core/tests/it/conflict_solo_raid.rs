//! 1650 § Raid in the Compas and § Now or Never! (Alone in the Face of Danger): your Leader's
//! price to keep a marker hidden, the Informer, the Country House's sealed rooms, its room table
//! and the Maravedi that looks into a room; both Commissions played whole.

use super::conflict::{
    duel, library, plain_fighter, plain_leader, play_to_end, refusal_of, root, walk,
};
use ysbilia_core::conflict::{
    Awaiting, Commission, Conflict, ConflictCommand, ConflictSetup, Gait, RevealPrice,
};
use ysbilia_core::conflict::{Edge, Phase};
use ysbilia_core::session::Session;
use ysbilia_core::table::base::{Base, Placement};
use ysbilia_core::table::layout::{
    Footprint, Layout, Opening, OpeningKind, Piece, PieceKind, TableSize, Wall,
};
use ysbilia_core::table::movement::Waypoint;
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::{SightOptions, SightPawn, line_of_sight};

const LEADER: u32 = 0;
const INFORMER: u32 = 1;

/// § Raid in the Compas on a 40 x 40 table: the Compas a 10 cm house in the middle with a door
/// south; your Leader (2 Maravedies) against one enemy pawn, so the Informer.
fn raid() -> ConflictSetup {
    let mut setup = solo_duel(Commission::RaidInTheCompas, "raider");
    setup.layout.table = TableSize {
        width: 40.0,
        depth: 40.0,
    };
    setup.layout.pieces = vec![Piece {
        id: "compas".to_owned(),
        kind: PieceKind::Building {
            storeys: 1,
            openings: vec![Opening {
                wall: Wall::South,
                kind: OpeningKind::Door,
                along: 3.5,
                width: 3.0,
                bottom: 0.0,
                height: 4.5,
            }],
        },
        shape: Footprint::Rect {
            width: 10.0,
            depth: 10.0,
        },
        x: 20.0,
        y: 20.0,
        rotation_degrees: 0.0,
        height: 0.0,
    }];
    setup
}

/// Plays the set-up through: the South edge, `leader` deployed at `at`; turn 1, nobody active.
fn to_the_turns(setup: ConflictSetup, at: (f32, f32)) -> Session<Conflict> {
    let card = setup.sides[0].pawns[0].id.clone();
    let mut session = Session::<Conflict>::start(setup, 7).expect("a valid setup");
    for _ in 0..8 {
        match session.game().progress().phase {
            Phase::ChooseEdge { .. } => {
                session
                    .play(ConflictCommand::ChooseEdge { edge: Edge::South })
                    .expect("the edge");
            }
            Phase::Deployment { side: 0 } => {
                session
                    .play(ConflictCommand::Deploy {
                        card: card.clone(),
                        places: vec![Placement {
                            x: at.0,
                            y: at.1,
                            level: 0.0,
                            facing_degrees: 90.0,
                        }],
                    })
                    .expect("the Leader deploys");
            }
            Phase::Turns => return session,
            ref other => panic!("unexpected phase {other:?}"),
        }
    }
    panic!("no turns");
}

/// No marker is left, and the one enemy pawn stands where it was.
fn assert_revealed(session: &Session<Conflict>, why: &str) {
    assert!(session.game().hidden_markers().is_empty(), "{why}");
    assert!(
        session
            .game()
            .pawn(INFORMER)
            .is_some_and(|view| view.placement.is_some()),
        "{why}"
    );
}

/// Your Leader activates.
fn activate(session: &mut Session<Conflict>) {
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("the Leader activates");
}

/// Your Leader's activation ends.
fn end(session: &mut Session<Conflict>) {
    session
        .play(ConflictCommand::EndActivation { pawn: LEADER })
        .expect("its activation ends");
}

fn purse(session: &Session<Conflict>, pawn: u32) -> u32 {
    session.game().pawn(pawn).map_or(0, |view| view.purse)
}

/// § Raid in the Compas: "Hidden Pawn Markers will not be Revealed if any of your pawns
/// completes its activation within 15 cm of them"; "every time a Hidden Pawn Marker is
/// Revealed, your Leader will be able to ... invest one of the Maravedies from its Incentive to
/// prevent this occurring"; the Informer's marker stands in the middle of the Compas.
#[test]
fn raid_in_the_compas_no_reveal_on_ending_near_and_the_leader_pays_to_keep_a_marker_hidden() {
    let mut session = to_the_turns(raid(), (20.0, 6.0));
    let game = session.game();
    assert_eq!(
        game.informer(),
        Some(INFORMER),
        "the only card is the Informer"
    );
    assert_eq!(game.hidden_markers().len(), 1);
    let marker = game.hidden_markers()[0];
    assert!(marker.informer && (marker.x - 20.0).abs() < 1.0 && (marker.y - 20.0).abs() < 1.0);
    // Ending its activation 7 cm from the marker, in sight through the door: nothing.
    activate(&mut session);
    session
        .play(walk(LEADER, 20.0, 13.0))
        .expect("walks to the door");
    end(&mut session);
    assert_eq!(
        session.game().hidden_markers().len(),
        1,
        "no reveal on ending near"
    );
    assert_eq!(session.game().awaiting(), Awaiting::Phase(Phase::Turns));
    // Next turn: it walks in and touches the marker; the reveal waits for the Leader's answer.
    activate(&mut session);
    session.play(walk(LEADER, 20.0, 17.3)).expect("walks in");
    assert!(
        matches!(session.game().awaiting(), Awaiting::KeepHidden(_)),
        "{:?}",
        session.game().awaiting()
    );
    assert_eq!(session.game().side_to_act(), Some(0));
    let refusal = session
        .play(ConflictCommand::EndActivation { pawn: LEADER })
        .expect_err("the answer comes first");
    assert!(
        refusal.to_string().contains("Raid in the Compas"),
        "{refusal}"
    );
    session
        .play(ConflictCommand::KeepHidden {
            price: Some(RevealPrice::Maravedi),
        })
        .expect("pays");
    assert_eq!(purse(&session, LEADER), 1);
    assert_eq!(session.game().hidden_markers().len(), 1, "kept hidden");
    assert_eq!(session.game().awaiting(), Awaiting::Phase(Phase::Turns));
    end(&mut session);
    // Next turn, still touching it: asked again; this time it lets the Informer out.
    activate(&mut session);
    assert!(matches!(session.game().awaiting(), Awaiting::KeepHidden(_)));
    session
        .play(ConflictCommand::KeepHidden { price: None })
        .expect("lets it be");
    assert_revealed(&session, "the Informer is revealed where its marker stood");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("the Informer")),
        "the log names the Informer"
    );
}

/// § Raid in the Compas: "the Compas de Trueque-Villano": a layout with no building in the
/// middle is refused with the page's reason.
#[test]
fn raid_in_the_compas_a_layout_without_the_compas_is_refused() {
    let mut setup = raid();
    setup.layout.pieces.clear();
    let refusal = refusal_of(setup);
    assert!(refusal.contains("Compas de Trueque-Villano"), "{refusal}");
}

/// Your Leader (2 Maravedies, 100 Maravedies' worth) against one enemy pawn in `commission`.
fn solo_duel(commission: Commission, leader: &str) -> ConflictSetup {
    let mut leader = plain_leader(leader);
    leader.incentive = 2;
    let mut setup = duel(leader, plain_fighter());
    setup.commission = commission;
    for side in &mut setup.sides {
        side.value = 100;
    }
    setup
}

/// The Country House layout the game ships.
fn country_house_layout() -> Layout {
    let (layouts, problems) =
        ysbilia_core::table::layout_files::read_layouts(&root().join("scenarios/layouts"));
    assert!(problems.is_empty(), "{problems:?}");
    layouts
        .into_iter()
        .find(|layout| layout.name.starts_with("The Country House"))
        .expect("the Country House layout")
}

/// § Now or Never!: your Leader alone against one enemy pawn, in the Country House.
fn now_or_never() -> ConflictSetup {
    let mut setup = solo_duel(Commission::NowOrNever, "captive");
    setup.layout = country_house_layout();
    setup
}

/// § Now or Never!: "at least 5 buildings, connected to each other via their doors ... the
/// central building of the formation in the middle"; "there is no Line of Sight between the
/// different rooms of the Country House, but there is inside them".
#[test]
fn now_or_never_no_line_of_sight_between_the_rooms_of_the_country_house() {
    let layout = country_house_layout();
    let house = ysbilia_core::conflict::country_house(&layout).expect("a house");
    assert_eq!(
        house.rooms.len(),
        5,
        "the hall and the four rooms its doors lead to"
    );
    assert_eq!(layout.pieces[house.rooms[0]].id, "hall");
    assert!(Commission::NowOrNever.layout_problem(&layout).is_none());
    let pawn = |id: u32, x: f32, y: f32, facing: f32| SightPawn {
        id,
        base: Base::at(Placement {
            x,
            y,
            level: 0.0,
            facing_degrees: facing,
        }),
        in_clash: false,
    };
    // The hall's north door and the chapel's south door line up: open doorways.
    let in_hall = pawn(0, 50.0, 52.0, 90.0);
    let in_chapel = pawn(1, 50.0, 64.0, 270.0);
    let in_hall_too = pawn(2, 50.0, 46.0, 270.0);
    let pawns = [in_hall, in_chapel, in_hall_too];
    let open = Scenery::new(layout.clone());
    assert!(
        line_of_sight(&open, &pawns, &in_hall, &in_chapel, SightOptions::default()).clear,
        "without the page's rule the doorways let sight through"
    );
    let sealed = Scenery::new(layout.clone()).sealed(house.rooms.clone());
    assert!(
        !line_of_sight(
            &sealed,
            &pawns,
            &in_hall,
            &in_chapel,
            SightOptions::default()
        )
        .clear
    );
    assert!(
        line_of_sight(
            &sealed,
            &pawns,
            &in_hall,
            &pawn(2, 50.0, 56.0, 270.0),
            SightOptions::default()
        )
        .clear,
        "inside a room there is sight"
    );
    // A layout of one building has no Country House.
    let mut bare = layout;
    bare.pieces.truncate(1);
    let refusal = Commission::NowOrNever
        .layout_problem(&bare)
        .expect("too few rooms");
    assert!(refusal.contains("at least 5"), "{refusal}");
}

/// § Now or Never!: "Your Leader will not be able to use the Movement Maneuver charge"; "each
/// time your Leader is in base to base contact with the door of a new room, you must roll 1D10"
/// (our table: 6 finds a Maravedi); the marker beyond the door is not seen, so ending there
/// reveals nothing; "at the beginning of any of your Leader's activations, it is able to invest
/// 1 Maravedi to Reveal a Hidden Pawn Marker in any of rooms adjacent to it".
#[test]
fn now_or_never_no_charge_the_room_table_at_a_new_door_and_a_maravedi_to_look_into_a_room() {
    let mut session = to_the_turns(now_or_never(), (50.0, 50.0));
    let game = session.game();
    assert_eq!(
        game.hidden_markers().len(),
        1,
        "one card: one marker, in a room"
    );
    let hall = game
        .setup()
        .layout
        .pieces
        .iter()
        .position(|piece| piece.id == "hall");
    let chapel = game
        .setup()
        .layout
        .pieces
        .iter()
        .position(|piece| piece.id == "chapel");
    assert_eq!(
        game.rooms_inspected(),
        hall.as_slice(),
        "it wakes in the hall"
    );
    activate(&mut session);
    let refusal = session
        .play(ConflictCommand::Move {
            pawn: LEADER,
            gait: Gait::Charge,
            path: vec![Waypoint {
                x: 50.0,
                y: 55.0,
                level: None,
            }],
            facing: None,
        })
        .expect_err("no charge");
    assert!(refusal.to_string().contains("charge"), "{refusal}");
    // The marker (one card) stands in one of the four rooms; the Leader pays to look into it
    // only if that room is beside the hall: all four are.
    let rooms = session
        .game()
        .rooms_to_reveal(LEADER)
        .expect("the hall's neighbours");
    assert_eq!(rooms.len(), 1, "the one room with a marker");
    let marked = rooms[0];
    // Walk to the door of the chapel (north); 6 on the room table: a Maravedi.
    let before = purse(&session, LEADER);
    session.script_dice(vec![6]);
    session
        .play(walk(LEADER, 50.0, 56.5))
        .expect("walks to the door");
    let inspected = session.game().rooms_inspected().to_vec();
    assert!(
        chapel.is_some_and(|chapel| inspected.contains(&chapel)),
        "{inspected:?}"
    );
    assert_eq!(
        purse(&session, LEADER),
        before + 1,
        "a purse under a pillow"
    );
    assert!(
        session
            .game()
            .rooms_to_reveal(LEADER)
            .is_err_and(|why| why.to_string().contains("beginning")),
        "only at the start of an activation"
    );
    end(&mut session);
    assert_eq!(
        session.game().hidden_markers().len(),
        1,
        "no sight into the next room: ending near its marker reveals nothing"
    );
    // Next activation: a Maravedi reveals the marked room's marker.
    activate(&mut session);
    let purse_now = purse(&session, LEADER);
    session
        .play(ConflictCommand::RevealRoom {
            pawn: LEADER,
            room: marked,
        })
        .expect("looks into the room");
    assert_eq!(purse(&session, LEADER), purse_now - 1);
    assert_revealed(&session, "the enemy pawn is revealed in its room");
}

/// § Raid in the Compas played whole: 1,000 seeded games end and replay; the Informer's marker
/// stands in the middle of the Compas; once revealed and free it runs 10 cm for the nearest
/// edge at every turn's start; the game ends when it is gone, or after the last turn.
#[test]
fn raid_in_the_compas_1000_seeded_games_the_informer_runs_and_the_game_replays() {
    let mut library = library();
    library.commission = Commission::RaidInTheCompas;
    let (mut fled, mut killed, mut runs, mut shots) = (0, 0, 0, 0);
    for seed in 0..1000u64 {
        let mut last: Option<(u32, f32)> = None;
        let session = play_to_end(&library, seed, 0x2A1D, 6_000, |session, command| {
            shots += usize::from(matches!(command, ConflictCommand::ShootMarker { .. }));
            let game = session.game();
            let Some(informer) = game.informer() else {
                return;
            };
            let turn = game.progress().turn.as_ref().map_or(0, |turn| turn.number);
            let edge_gap = game.pawn(informer).and_then(|view| {
                let place = view.placement?;
                let table = game.setup().layout.table;
                Some(
                    place
                        .x
                        .min(place.y)
                        .min(table.width - place.x)
                        .min(table.depth - place.y),
                )
            });
            if let (Some((seen, before)), Some(now)) = (last, edge_gap)
                && turn > seen
                && game
                    .pawn(informer)
                    .is_some_and(|view| view.engaged.is_empty())
                && now < before - 5.0
            {
                runs += 1;
            }
            last = edge_gap.map(|gap| (turn, gap));
        });
        let game = session.game();
        let gone = game
            .casualties()
            .iter()
            .find(|casualty| Some(casualty.pawn) == game.informer());
        match gone.map(|casualty| casualty.fate) {
            Some(ysbilia_core::conflict::Fate::Killed) => killed += 1,
            Some(_) => fled += 1,
            None => {}
        }
    }
    println!(
        "the Informer fled {fled} times, was killed {killed} times; ran {runs} times; {shots} discharges at markers"
    );
    assert!(
        fled > 0 && killed > 0 && runs > 0 && shots > 0,
        "{fled} {killed} {runs} {shots}"
    );
}

/// § Now or Never! played whole: 1,000 seeded games end and replay; your band is the Leader
/// alone, deployed in the hall; it never charges.
#[test]
fn now_or_never_1000_seeded_games_end_and_replay() {
    let mut library = library();
    library.commission = Commission::NowOrNever;
    let (mut got_away, mut looked) = (0, 0);
    for seed in 0..1000u64 {
        let session = play_to_end(&library, seed, 0x404E, 6_000, |session, command| {
            looked += usize::from(matches!(command, ConflictCommand::RevealRoom { .. }));
            if let ConflictCommand::Move { pawn, gait, .. } = command {
                assert!(
                    !(*gait == Gait::Charge
                        && session
                            .game()
                            .pawn(*pawn)
                            .is_some_and(|view| view.side == 0)),
                    "seed {seed}: your Leader charged"
                );
            }
        });
        let game = session.game();
        assert_eq!(
            game.setup().sides[0].pawns.len(),
            1,
            "seed {seed}: the Leader alone"
        );
        got_away += usize::from(game.casualties().iter().any(|casualty| {
            casualty.side == 0 && matches!(casualty.fate, ysbilia_core::conflict::Fate::Left { .. })
        }));
    }
    println!("your Leader got away in {got_away} of 1,000 games; it looked into {looked} rooms");
    assert!(got_away > 0, "the computer plays to the Main Decree");
    assert!(looked > 0, "and pays to look into rooms");
}

/// § Revealing Hidden Pawn Markers: "whenever any of your pawns discharge ... a Hidden Pawn
/// Marker" it is revealed: the shot is spent, nothing is rolled; a marker out of sight (behind
/// the shooter) or out of range is refused.
#[test]
fn revealing_hidden_pawn_markers_a_discharge_at_a_marker_reveals_it() {
    let mut gunner = super::conflict::shooter();
    let gun = super::conflict::gun_of(&gunner);
    gunner.id = "gunner".to_owned();
    gunner
        .peculiarities
        .push(ysbilia_core::rules::cards::CardPeculiarity {
            id: ysbilia_core::rules::hiring::LEADER.to_owned(),
            value: None,
        });
    gunner.incentive = 0;
    let mut setup = raid();
    setup.sides[0].pawns[0] = gunner.into();
    let mut session = to_the_turns(setup, (20.0, 6.0));
    activate(&mut session);
    session
        .play(ConflictCommand::TurnTo {
            pawn: LEADER,
            facing: 270.0,
        })
        .expect("turns its back");
    let refusal = session
        .play(ConflictCommand::ShootMarker {
            pawn: LEADER,
            marker: 0,
            weapon: gun,
        })
        .expect_err("behind it");
    assert!(refusal.to_string().contains("cannot be seen"), "{refusal}");
    end(&mut session);
    activate(&mut session);
    session
        .play(ConflictCommand::TurnTo {
            pawn: LEADER,
            facing: 90.0,
        })
        .expect("faces the Compas");
    assert_eq!(session.game().markers_in_reach(LEADER, gun), vec![0]);
    session
        .play(ConflictCommand::ShootMarker {
            pawn: LEADER,
            marker: 0,
            weapon: gun,
        })
        .expect("discharges at the marker, through the door");
    assert!(
        session.game().hidden_markers().is_empty(),
        "no Maravedi, no Panoply card: revealed at once"
    );
    assert!(
        session
            .game()
            .pawn(INFORMER)
            .is_some_and(|view| view.placement.is_some())
    );
    assert!(
        session
            .game()
            .pawn(LEADER)
            .is_some_and(|view| view.deeds.shot),
        "the Discharge Maneuver is spent"
    );
}

/// § Rumours: your pawn within 5 cm of an Antagonist that is not Sanguine coaxes it (an Audacity
/// roll) about a Hidden Pawn Marker of its choice, which is revealed; § Raid in the Compas: the
/// enemy band hires Antagonists for their Pay, as cards of its deck, and a revealed one behaves
/// by its Temperament. Here the Antagonist is the Informer (the deck's first card).
#[test]
fn rumours_a_pawn_coaxes_an_antagonist_about_a_marker() {
    let content = super::conflict::content();
    let antagonist = content
        .antagonists
        .antagonists
        .iter()
        .find(|each| each.temperament != ysbilia_core::rules::antagonists::Temperament::Sanguine)
        .cloned()
        .expect("a non-Sanguine Antagonist");
    let mut setup = raid();
    setup.sides[1].antagonists = vec![antagonist];
    let mut session = to_the_turns(setup, (20.0, 8.0));
    const HIRED: u32 = 2;
    assert_eq!(
        session.game().enemy_cards_left(),
        2,
        "its pawn and the Antagonist"
    );
    assert_eq!(
        session.game().informer(),
        Some(HIRED),
        "seed 7 draws it first"
    );
    activate(&mut session);
    session
        .play(walk(LEADER, 20.0, 17.3))
        .expect("walks in, touching the Informer's marker");
    session
        .play(ConflictCommand::KeepHidden { price: None })
        .expect("lets it be");
    assert!(
        session
            .game()
            .pawn(HIRED)
            .is_some_and(|view| view.placement.is_some())
    );
    assert_eq!(session.game().coaxable(LEADER), vec![HIRED]);
    session.script_dice(vec![10]);
    session
        .play(ConflictCommand::Coax {
            pawn: LEADER,
            antagonist: HIRED,
            marker: 0,
            pay: false,
        })
        .expect("coaxes it");
    assert!(
        matches!(session.game().awaiting(), Awaiting::KeepHidden(_)),
        "the marker it told of is being revealed"
    );
    session
        .play(ConflictCommand::KeepHidden { price: None })
        .expect("lets it be");
    let refusal = session
        .play(ConflictCommand::Coax {
            pawn: LEADER,
            antagonist: HIRED,
            marker: 0,
            pay: false,
        })
        .expect_err("once an activation, and no marker is left");
    assert!(refusal.to_string().contains("Rumours"), "{refusal}");
    assert_revealed(&session, "the other pawn is revealed");
}

/// § Raid in the Compas: "the enemy band ... will be able to recruit Antagonists, for their Pay,
/// as if they were usual pawns": your band may not, and the enemy's Pay counts against the
/// page's 300 Maravedies.
#[test]
fn raid_in_the_compas_only_the_enemy_hires_antagonists_within_its_value() {
    let content = super::conflict::content();
    let antagonist = content.antagonists.antagonists[0].clone();
    let mut yours = raid();
    yours.sides[0].antagonists = vec![antagonist.clone()];
    let refusal = refusal_of(yours);
    assert!(refusal.contains("may not bring Antagonists"), "{refusal}");
    let mut over = raid();
    over.sides[1].value = 300;
    over.sides[1].antagonists = vec![antagonist];
    let refusal = refusal_of(over);
    assert!(refusal.contains("the page allows 300 in all"), "{refusal}");
}

/// § Alone in the Face of Danger: "neither enemy pawns nor Antagonists can make use of
/// Dexterity Cards, Panoply Cards or Maravedies": a ready-made enemy band comes without its
/// Panoply (your band keeps its own).
#[test]
fn alone_in_the_face_of_danger_the_enemy_band_comes_without_its_panoply() {
    let content = super::conflict::content();
    let names = ysbilia_core::conflict::roster_names(&content);
    let with_panoply = names
        .iter()
        .find(|name| {
            ysbilia_core::conflict::side_from_roster(&content, name)
                .is_ok_and(|side| !side.panoply.is_empty())
        })
        .expect("a ready-made band with Panoply cards");
    for commission in Commission::SOLO {
        let enemy = commission.enemy_band().expect("an enemy band");
        let side =
            ysbilia_core::conflict::side_for_commission(&content, with_panoply, commission, enemy)
                .expect("the band");
        assert!(
            side.panoply.is_empty(),
            "{}: the enemy's Panoply",
            commission.name()
        );
        let yours = ysbilia_core::conflict::side_for_commission(
            &content,
            with_panoply,
            commission,
            1 - enemy,
        )
        .expect("the band");
        assert!(
            !yours.panoply.is_empty(),
            "{}: your Panoply",
            commission.name()
        );
    }
}

/// § Raid in the Compas: "Main Decree: eliminate the Informer": read from the Decrees, the
/// Informer is your band's quarry here (the Hard computer hunts and shoots it first once it is
/// on the table), the enemy's never, and no other Commission's.
#[test]
fn raid_in_the_compas_the_informer_is_the_quarry_of_your_main_decree() {
    assert!(Commission::RaidInTheCompas.rewards_informer(0));
    assert!(!Commission::RaidInTheCompas.rewards_informer(1));
    for other in Commission::ALL.into_iter().chain(Commission::SOLO) {
        if other != Commission::RaidInTheCompas {
            assert!(!other.rewards_informer(0), "{other:?}");
            assert!(!other.rewards_informer(1), "{other:?}");
        }
    }
}
