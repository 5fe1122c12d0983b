//! A view per seat (issue 67): at every step of seeded games, nothing in one seat's view (read
//! as it would be sent, serialised), nor in the log it reads, names a card or a secret that only
//! another seat holds. 1650 § Dexterity Cards, § Devices of the Modern Era, § Feast of
//! Eucharist, § The Hunt; HEBS "Setup" (hands are secret); Melee Event § Combat Phase (plans laid
//! face down).

use super::conflict::library;
use ysbilia_core::conflict::{Choice, Commission, Conflict, ConflictCommand, HuntOrder};
use ysbilia_core::hebs::card::HebsGame;
use ysbilia_core::hebs::computer::HebsSimulation;
use ysbilia_core::hebs::state::{CardId, Zone};
use ysbilia_core::hebs::{Hebs, SeenCard, StElmo};
use ysbilia_core::melee::{Melee, MeleeSetup, Phase};
use ysbilia_core::record::Game;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};

/// `command`, or (every other time) an offer of the same action by the same pawn given a
/// Dexterity card the list offers with it: the computer never plays one, and the cards are the
/// secret under test.
fn with_a_card_sometimes(
    game: &Conflict,
    command: ConflictCommand,
    chooser: &mut Chooser,
) -> ConflictCommand {
    let legal = game.legal();
    let with_cards: Vec<(&ConflictCommand, &Vec<String>)> = legal
        .offers
        .iter()
        .filter_map(|offer| match &offer.choice {
            Choice::Command {
                command: listed,
                extras,
            } if listed.action() == command.action()
                && listed.actor() == command.actor()
                && !extras.dexterity.is_empty() =>
            {
                Some((listed, &extras.dexterity))
            }
            _ => None,
        })
        .collect();
    let Some((listed, cards)) = chooser
        .pick(&with_cards)
        .filter(|_| chooser.index(2) == Some(0))
        .copied()
    else {
        return command;
    };
    let mut command = listed.clone();
    let card = chooser.pick(cards).cloned();
    match &mut command {
        ConflictCommand::Attack { dexterity, .. }
        | ConflictCommand::Answer { dexterity, .. }
        | ConflictCommand::Hunt(HuntOrder::SendPawn { dexterity, .. }) => *dexterity = card,
        _ => {}
    }
    command
}

/// The Dexterity cards band `seat` cannot know of: in another band's hand or face down in its
/// pending blow, and neither in `seat`'s hand nor played by anyone (another copy face up).
fn others_cards(game: &Conflict, seat: usize) -> Vec<(String, String)> {
    let bands = game.setup().sides.len();
    let own: Vec<&str> = game
        .hand(seat)
        .iter()
        .map(|card| card.id.as_str())
        .collect();
    let played: Vec<String> = (0..bands)
        .flat_map(|band| game.played_dexterity(band))
        .collect();
    let mut secret: Vec<(String, String)> = (0..bands)
        .filter(|band| *band != seat)
        .flat_map(|band| game.hand(band).iter())
        .map(|card| (card.id.clone(), card.name.clone()))
        .collect();
    if let Some(blow) = game.pending_blow()
        && game
            .pawn(blow.attacker)
            .is_some_and(|pawn| pawn.side != seat)
        && let Some(card) = &blow.dexterity
    {
        secret.push((card.clone(), card.clone()));
    }
    secret.retain(|(id, name)| {
        !own.contains(&id.as_str()) && !played.iter().any(|seen| seen == id || seen == name)
    });
    secret
}

fn check_conflict_views(game: &Conflict, log: &str, context: &str) {
    for seat in 0..game.setup().sides.len() {
        let view = game.seat_view(seat);
        let sent = ron::to_string(&view).expect("a view serialises");
        for (id, name) in others_cards(game, seat) {
            for word in [&id, &name] {
                assert!(
                    !sent.contains(&format!("\"{word}\"")),
                    "{context}: band {seat}'s view names {word}, a card it cannot know"
                );
                assert!(
                    !log.contains(word.as_str()),
                    "{context}: the log names {word} before it is played"
                );
            }
        }
        for bomb in &view.bombs {
            assert_eq!(
                bomb.turns_left.is_some(),
                bomb.band == seat,
                "{context}: band {seat} sees {bomb:?}"
            );
        }
        for marker in view.guests.iter().filter(|marker| marker.band != seat) {
            assert_eq!(
                marker.hides, None,
                "{context}: band {seat} sees under {marker:?}"
            );
        }
        if let Some(fight) = view.hunt.as_ref().and_then(|hunt| hunt.fight.as_ref()) {
            for band in (0..2).filter(|band| *band != seat) {
                assert_eq!(
                    fight.dexterity[band], None,
                    "{context}: band {seat} sees {fight:?}"
                );
            }
        }
        assert_eq!(
            view.hand.as_slice(),
            game.hand(seat),
            "{context}: its own hand"
        );
    }
}

fn play_conflict(commission: Commission, seed: u64) -> usize {
    let mut library = library();
    library.commission = commission;
    let mut chooser = Chooser::new(seed ^ 0x5EA7);
    let setup = Conflict::simulation_setup(&library, &mut chooser, None);
    let mut session = Session::<Conflict>::start(setup, seed).expect("a valid setup");
    let mut cards_played = 0;
    while !session.is_over() {
        let context = format!(
            "{commission:?} seed {seed}, command {}",
            session.commands().len()
        );
        let log: String = session.log().iter().map(|entry| entry.text()).collect();
        check_conflict_views(session.game(), &log, &context);
        let game = session.game();
        let command = game.computer_command(&mut chooser).expect("someone acts");
        let command = with_a_card_sometimes(game, command, &mut chooser);
        if matches!(
            &command,
            ConflictCommand::Attack {
                dexterity: Some(_),
                ..
            } | ConflictCommand::Answer {
                dexterity: Some(_),
                ..
            }
        ) {
            cards_played += 1;
        }
        session.play(command).expect("a listed command is accepted");
    }
    cards_played
}

#[test]
fn dexterity_cards_a_bands_view_never_names_a_card_in_the_others_hand() {
    let played: usize = (0..4)
        .map(|seed| play_conflict(Commission::Brawl, seed))
        .sum();
    assert!(played > 3, "cards were played face down ({played})");
}

#[test]
fn feast_of_eucharist_a_bands_view_hides_the_other_bands_guests_and_cards() {
    for seed in 0..2 {
        play_conflict(Commission::FeastOfEucharist, seed);
    }
}

/// The names of the cards in a HEBS hand both before and after a command, none of whose design
/// is face up anywhere: a secret the command's log lines must not name.
fn hebs_secret_names(before: &Hebs, after: &Hebs) -> Vec<String> {
    let table = &after.table;
    let face_up: Vec<&str> = (0..table.cards.len())
        .filter_map(|index| u16::try_from(index).ok().map(CardId))
        .filter(|id| table.card(*id).zone != Zone::Hand && table.card(*id).zone != Zone::Deck)
        .map(|id| table.design(id).name.as_str())
        .collect();
    (0..2)
        .flat_map(|seat| after.table.players[seat].hand.iter())
        .filter(|id| before.table.card(**id).zone == Zone::Hand)
        .map(|id| table.design(*id).name.clone())
        .filter(|name| !face_up.contains(&name.as_str()))
        .collect()
}

fn check_hebs_views(game: &Hebs, context: &str) {
    for seat in 0..2 {
        let view = game.seat_view(seat);
        let other = 1 - seat;
        let hidden: Vec<CardId> = game.table.players[other]
            .hand
            .iter()
            .chain(&game.table.players[0].deck)
            .chain(&game.table.players[1].deck)
            .copied()
            .collect();
        let shown: Vec<&SeenCard> = view
            .hand
            .iter()
            .chain(
                view.sides
                    .iter()
                    .flat_map(|side| side.discard.iter().chain(&side.in_play)),
            )
            .collect();
        for card in &shown {
            assert!(
                !hidden.contains(&card.id),
                "{context}: seat {seat} sees {card:?}, face down"
            );
        }
        let sent = ron::to_string(&view).expect("a view serialises");
        for id in &game.table.players[other].hand {
            let name = &game.table.design(*id).name;
            if !shown.iter().any(|card| &card.name == name) {
                assert!(
                    !sent.contains(&format!("\"{name}\"")),
                    "{context}: seat {seat}'s view names {name}, in the other hand"
                );
            }
        }
        assert_eq!(view.sides[other].hand, game.table.players[other].hand.len());
    }
}

#[test]
fn setup_a_hebs_seats_view_holds_its_own_hand_and_only_counts_of_the_other() {
    let simulation = HebsSimulation {
        library: super::hebs::library(),
        solo: false,
    };
    for seed in 0..6 {
        let mut chooser = Chooser::new(seed);
        let setup = simulation
            .setup(HebsGame::StElmosPay1565, &mut chooser)
            .expect("two factions");
        let mut session = Session::<StElmo>::start(setup, seed).expect("a valid setup");
        while !session.is_over() {
            let context = format!("seed {seed}, command {}", session.commands().len());
            check_hebs_views(session.game(), &context);
            let before = (**session.game()).clone();
            let command = session
                .game()
                .random_command(&mut chooser)
                .expect("someone acts");
            let logged = session.log().len();
            session.play(command).expect("a random-legal command");
            let secrets = hebs_secret_names(&before, session.game());
            for entry in &session.log()[logged..] {
                for name in &secrets {
                    assert!(
                        !entry.text().contains(name.as_str()),
                        "{context}: the log names {name}, still in a hand: {}",
                        entry.text()
                    );
                }
            }
        }
    }
}

#[test]
fn combat_phase_a_melee_seats_view_shows_only_its_own_plan_and_hand() {
    for seed in 0..20 {
        let mut setup = MeleeSetup::balanced(2 + (seed as usize % 3), 0);
        setup.trinkets = seed % 2 == 0;
        let mut session = Session::<Melee>::start(setup, seed).expect("a valid setup");
        let mut chooser = Chooser::new(seed);
        let mut exchanges_seen = 0;
        while !session.is_over() {
            let game = session.game();
            let revealed = match &game.phase {
                Phase::Rolled { exchange, .. } => exchange + 1,
                _ => 0,
            };
            for seat in 0..game.seats.len() {
                let view = game.seat_view(seat);
                assert_eq!(
                    view.hand, game.seats[seat].hand,
                    "seed {seed}: its own hand"
                );
                for (index, other) in view.seats.iter().enumerate() {
                    assert_eq!(other.hand, game.seats[index].hand.len());
                }
                for fighter in &view.fighters {
                    let laid = game
                        .fighters
                        .iter()
                        .find(|laid| laid.seat == fighter.seat)
                        .and_then(|laid| laid.plan.as_ref())
                        .map_or(0, |plan| plan.len());
                    let expected = if fighter.seat == seat {
                        laid
                    } else {
                        laid.min(revealed)
                    };
                    assert_eq!(fighter.actions.len(), expected, "seed {seed}, seat {seat}");
                    exchanges_seen += usize::from(fighter.seat != seat && expected > 0);
                }
            }
            let command = game.computer_command(&mut chooser).expect("someone acts");
            session.play(command).expect("the computer's command");
        }
        assert!(exchanges_seen > 0, "seed {seed}: exchanges were revealed");
    }
}

/// § Dexterity Cards: a band naming a card it does not hold is refused in words that say
/// nothing of the other band's hand (they named the card only where the other band held one).
#[test]
fn dexterity_cards_a_refused_card_says_nothing_of_the_other_bands_hand() {
    let mut library = library();
    library.commission = Commission::Brawl;
    let mut asked = 0;
    for seed in 0..8 {
        let mut chooser = Chooser::new(seed);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        let mut session = Session::<Conflict>::start_quiet(setup, seed).expect("a valid setup");
        while !session.is_over() {
            let game = session.game();
            let command = game.computer_command(&mut chooser).expect("someone acts");
            if let ConflictCommand::Attack { pawn, .. } = &command
                && let Some(band) = game.pawn(*pawn).map(|pawn| pawn.side)
            {
                let own: Vec<&str> = game
                    .hand(band)
                    .iter()
                    .map(|card| card.id.as_str())
                    .collect();
                for card in game.hand(1 - band) {
                    if own.contains(&card.id.as_str()) {
                        continue;
                    }
                    let mut naming = command.clone();
                    if let ConflictCommand::Attack { dexterity, .. } = &mut naming {
                        *dexterity = Some(card.id.clone());
                    }
                    let refusal = game.would_accept(&naming).expect_err("a card it lacks");
                    assert!(
                        !refusal.reason().contains(&card.name),
                        "seed {seed}: {}",
                        refusal.reason()
                    );
                    asked += 1;
                }
            }
            session.play(command).expect("the computer's command");
        }
    }
    assert!(asked > 0, "a band named a card only the other held");
}
