# HEBS (1565, St. Elmo's Pay; 1066, Tears to Many Mothers; the 1565 solo Foe): what the rules
# say in the log and when they refuse a command, and the card text generated from the effect
# language. A faction's, a card's, a column's or an Objective's name arrives as text; counts and
# values as numbers; card text, places and the like as messages of their own (below).

## The game as a whole
hebs-game-over = The game is over.
hebs-not-now = That cannot be done now: the game waits for { $phase }.
# A saved or chosen setup that breaks a limit: $problem names the field (in English for now).
hebs-setup-unplayable = This setup cannot be played: { $problem }.

## "Setup"
hebs-setup-first = { $faction } holds the first player marker and places its Leader first.
hebs-three-columns = There are three columns: choose 1, 2 or 3.
hebs-no-leader = This deck has no Leader.
hebs-leader-placed = { $faction } places { $card } in Row 1 of { $column }.
hebs-mulligan-redraw = { $faction } shuffles the hand back and draws four new cards.
hebs-mulligan-keep = { $faction } keeps the opening hand.

## "1. Preparation Phase" and "Step 2: Draw Cards"
hebs-round-begins = Round { $round } begins.
hebs-draws = { $faction } draws { $count }.
hebs-discard-count = Discard exactly { $count } { $count ->
        [one] card
       *[other] cards
    } from your hand.
hebs-discard-own = Discard cards from your own hand, each once.
hebs-discards = { $faction } discards { $cards }.

## "2. Deployment Phase": a turn
hebs-deploys-first = { $faction } deploys first.
hebs-turn-options = On your turn: play a card, execute an Action, sacrifice a card, or pass.
hebs-passes-first = { $faction } passes first and takes the first player marker.
hebs-passes = { $faction } passes.

## "Playing A Card"
hebs-play-from-hand = Play a card from your hand (or a Relentless card from the top of your discard pile).
hebs-play-event = { $card } is an event: it is used by executing its Action (or as a Response).
hebs-play-leader = The Leader is placed at setup.
hebs-play-column = Choose the column to put it in.
hebs-play-column-full = { $column } already holds three of your army cards.
hebs-play-choose-host = Choose the card to attach { $card } to.
hebs-play-bad-host = { $card } cannot go on { $host }.
hebs-plays-row = { $faction } plays { $card } (cost { $cost }) into Row { $row } of { $column }.
hebs-plays-onto = { $faction } plays { $card } (cost { $cost }) onto { $host }.
hebs-plays-reserve = { $faction } plays { $card } (cost { $cost }) into the reserve.

## "Executing An Action" and "Card Abilities"
hebs-no-such-ability = { $card } has no such ability to use now.
hebs-use-own-card = Use a card of your own.
hebs-range-variant = Advanced Range Attacks Variant: Range abilities wait until both players are at the final Objective.
hebs-tired = { $card } is Tired: only a Ready card can be Tired to use it.
hebs-tiring-whole-cost = Tiring the card is the whole cost of its ability.
hebs-not-usable = { $card } must be in play and Ready, or an event in your hand.
# $ability: the ability's card text (hebs-ability and its kin).
hebs-uses = { $faction } uses { $card }: { $ability }

## An ability's aim ($target: what the effect acts on, hebs-target-*)
hebs-choose-target = Choose { $target }.
hebs-range-aim = Choose an enemy army card in this card's column.
hebs-artillery-column = Artillery needs a column.
hebs-frontier-final = Damage to a column needs your final Objective in play ("Objective Decks").
hebs-frontier-open = Choose a column nobody has claimed.
hebs-choose-column = Choose a column.
hebs-self-army = Only an army card can act on itself.
hebs-choose-mover = Choose the card to move.
hebs-move-column = Choose another column with a free Row to move to.

## "Common Terms": damage and destruction
hebs-takes-damage = { $card } takes { $amount } damage ({ $damage } of { $health }).
hebs-destroyed = { $card } is destroyed and goes to its owner's discard pile.

## "Sacrificing A Card"
hebs-sacrifice-own = Sacrifice a card you control on your side of the battlefield (G8: not tactics).
hebs-sacrifice-leader = The Leader cannot be sacrificed.
hebs-sacrifices = { $faction } sacrifices { $card } (not destroyed).

## "Response Abilities"
hebs-cancelled = { $card } is cancelled: it has no effect, and its cost stays paid.
hebs-nothing-to-answer = Nothing waits for a Response.
hebs-declines = { $faction } does not respond.
hebs-respond-or-decline = A Response may be made now: respond, or decline.
hebs-respond-own = Respond with a card of your own to what the opponent just did.

## "Generating Resources"
hebs-pay-tire-once = Each card can be Tired once, and not the card being used.
hebs-pay-tire-own = Only cards you control in play can be Tired for Resources.
hebs-pay-already-tired = { $card } is already Tired.
hebs-pay-discard-own = Discard for Resources from your own hand, each card once, not the card being played.
hebs-pay-short = This costs { $cost } and the payment raises only { $total }.
hebs-pay-saving = This costs { $cost }; the payment raises { $total }, more than it needs (resources cannot be saved).
# $parts: hebs-pay-tires and hebs-pay-discards, joined by hebs-list-semicolon.
hebs-pays = { $faction } pays: { $parts }.
hebs-pay-tires = Tires { $card } for { $resources }
hebs-pay-discards = discards { $count } for { $count }

## "3. Frontier Phase" (Wedge Phase in 1066)
hebs-frontier-both = At the final Objective since the round began: { $first } and { $second }. Might and Zeal battles.
hebs-frontier-one = At the final Objective since the round began: { $faction }. Zeal battles only.
hebs-battle = { $column }: { $first } { $attribute } { $first_value } against { $second } { $second_value }: { $first } places { $first_tokens }, { $second } places { $second_tokens }.
hebs-tie-breaker = Both reach { $column }'s Health together: Might { $first_might } to { $second_might }, Zeal { $first_zeal } to { $second_zeal }; { $winner } claims it.
hebs-claims = { $faction } claims { $column } with its { $health }th token.

## "4. Objective Phase"
hebs-objective-attack = { $faction } attacks { $objective }: { $attribute } { $total } against { $value }, { $damage } damage.
hebs-objective-holds = { $faction } has destroyed an Objective this round: { $objective } cannot fall too, and stands with { $kept } damage.
hebs-objective-destroyed = { $objective } is destroyed ({ $excess } excess damage lost).
hebs-objective-destroyed-next = { $objective } is destroyed ({ $excess } excess damage lost). { $next } is revealed.

## The 1565 solo Foe (1565-st-elmos-pay-solo-rules.txt), from here to the card text

## "Setup" and the "Foe Resource Dial"
hebs-foe-setup = The Foe ({ $faction }) sets up in { $column }: { $cards }.
hebs-foe-dial = The Resource Dial reads { $dial }; the Foe's Resources are { $resources }.

## "Foe Deployment" and "Quick-Play Setup"
hebs-foe-deck-turned = The Foe's deck is empty: its discard pile is turned over, and it skips this turn.
hebs-foe-quick-play = { $count ->
        [one] { $count } card costing up to { $resources } joins the Foe's deck.
       *[other] { $count } cards costing up to { $resources } join the Foe's deck.
    }
hebs-foe-plays-row = The Foe plays { $card } into Row { $row } of { $column }.
hebs-foe-plays-onto = The Foe plays { $card } onto { $host }.
hebs-foe-plays-reserve = The Foe plays { $card } into its reserve.

## "Playing Foe Cards" and "Artillery/Range Attacks"
hebs-foe-uses = The Foe uses { $card }: { $ability }
hebs-foe-keeps = { $card } keeps its End of Round ability for the end of the round: { $ability }
hebs-foe-artillery = The Foe's Artillery aims by B.A.R. (Bold, then Artillery, then Range), then at the most damaged card, not in Row order.

## "Foe's Battlefield is full" and "'Commander' abilities"
hebs-foe-no-place = { $card } finds no place and no cheaper card to replace: it is discarded.
hebs-foe-replaces = { $card } replaces the Foe's { $old } in Row { $row } of { $column }; { $old } goes to the discard pile.
hebs-foe-commander = The Foe's { $card } has lost its Frontier: instead of drawing, it moves to the one where the Foe has the least Might ({ $might }).
hebs-foe-commander-moves = The Foe's { $card } moves to Row { $row } of { $column }.
hebs-foe-not-waiting = The Foe is not waiting for a choice.
# $choice: a card and its place (hebs-card-at), or a column's name.
hebs-player-chooses = The player chooses { $choice } for the Foe.

## "Objectives" and "Passing (End of Round)"
hebs-solo-draw = Past Objective A, the player draws { $count } for destroying an Objective.
hebs-foe-passes = The Foe passes.

## Card text from the effect language, places, phases and outcomes, from here to the end

## Lists: each item joined to the rest ("A, B, C" is A, then "B, C")
hebs-list-comma = { $first }, { $rest }
hebs-list-and = { $first } and { $rest }
hebs-list-semicolon = { $first }; { $rest }
hebs-effects-then = { $first }, then { $rest }

## Where a card is
hebs-card-at = { $card } ({ $place })
hebs-place-row = { $column }, Row { $row }
hebs-place-attached = attached to { $host }
hebs-place-reserve = in the reserve
hebs-place-hand = in hand
hebs-place-discard = in the discard pile
hebs-place-deck = in the deck
hebs-place-aside = set aside

## What the game waits for ("That cannot be done now: the game waits for ...")
hebs-phase-place-leader = player { $player } to place their Leader
hebs-phase-mulligan = player { $player } to keep or redraw their hand
hebs-phase-discard-down = player { $player } to discard down to six
hebs-phase-draft-discard = player { $player } to discard after drafting
hebs-phase-deployment = player { $player }'s deployment turn
hebs-phase-over = nothing: the game is over

## "Game Objective": how the game ended ($term: the box's Frontier or Wedge)
hebs-outcome-claims = { $winner } has claimed two { $term }s and wins.
hebs-outcome-leader = { $loser }'s Leader is destroyed: { $winner } wins.
hebs-outcome-deck = { $loser }'s card deck is empty at the Victory Check: { $winner } wins.
hebs-outcome-tie-deck = Both card decks are empty: the game is a tie.
hebs-outcome-tie-leaders = Both Leaders fall together: the game is a tie.

## The solo Foe's questions to the player
hebs-foe-choice-replace = The Foe's { $card } is to replace one of { $among }, tied on the solo rules' priorities: choose which.
hebs-foe-choice-column = The Foe's { $card } moves to the Frontier with the least Might; { $among } are tied: choose which.

## Attributes and unit types
hebs-attribute-zeal = Zeal
hebs-attribute-might = Might
hebs-unit-artillery = Artillery
hebs-unit-cavalry = Cavalry
hebs-unit-infantry = Infantry
hebs-unit-navy = Navy
hebs-unit-ranged = Ranged

## The cards a filter lets through ($count: 1 for one card, more for several)
hebs-filter-any = { $count ->
        [one] army card
       *[other] army cards
    }
hebs-filter-unit = { $count ->
        [one] Unit
       *[other] Units
    }
hebs-filter-unit-type = { $unit } { $count ->
        [one] Unit
       *[other] Units
    }
hebs-filter-character = { $count ->
        [one] Character
       *[other] Characters
    }
hebs-filter-not-leader = { $count ->
        [one] non-Leader card
       *[other] non-Leader cards
    }
hebs-filter-trait = { $name } { $count ->
        [one] card
       *[other] cards
    }
hebs-filter-cost = { $count ->
        [one] card
       *[other] cards
    } costing { $cost } or less
hebs-filter-and = { $first } and { $rest }

## What an effect acts on
hebs-target-this = this card
hebs-target-host = the card it is attached to
hebs-target-triggering = the card just played
hebs-target-enemy = an enemy { $filter }
hebs-target-enemy-in-column = an enemy { $filter } in this column
hebs-target-friendly = one of your { $filter }
hebs-target-each-enemy = each enemy { $filter } in this column
hebs-target-each-friendly = each of your { $filter } in this column

## Effects ($change: a signed number below)
hebs-plus = +{ $amount }
hebs-minus = -{ $amount }
hebs-effect-draw = Draw { $count }
hebs-effect-artillery = Artillery { $amount }: { $amount } damage to the enemies in this column, Row 1 first
hebs-effect-range = Range { $amount }: { $amount } damage to an enemy in this column
hebs-effect-damage = { $amount } damage to { $target }
hebs-effect-destroy = Destroy { $target }
hebs-effect-heal = Remove { $amount } damage from { $target }
hebs-effect-ready = Ready { $target }
hebs-effect-tire = Tire { $target }
hebs-effect-boost = { $target } { $change } { $attribute } this round
hebs-effect-move = Move { $target } to another column
hebs-effect-return = Return { $target } to its owner's hand
hebs-effect-damage-frontier = Place { $amount } of your tokens on an unclaimed column (final Objective only)
hebs-effect-damage-objective = { $amount } damage to your current Objective
hebs-effect-opponent-discards = Your opponent discards { $count } at random
hebs-effect-cancel = Cancel that ability
hebs-effect-aura = Your { $filter } { $scope } get { $change } { $attribute }
hebs-scope-same-column = in this column
hebs-scope-everywhere = everywhere
hebs-effect-cost-discount = Cost -{ $amount } for your { $filter }
hebs-effect-host-bonus = The card it is attached to gets { $change } { $attribute }

## Abilities: precursor, title and effects ("Action: Bold - 2 damage to an enemy Artillery Unit.")
hebs-ability = { $timing }: { $effects }.
hebs-ability-titled = { $timing }: { $title } - { $effects }.
hebs-ability-constant = { $effects }.
hebs-ability-constant-titled = { $title } - { $effects }.
hebs-timing-action = Action
hebs-timing-response-ability = Response (to an enemy ability)
hebs-timing-response-play = Response (to an enemy card played)
hebs-timing-when-played = When Played
hebs-timing-solo = Solo
hebs-title-artillery = Artillery
hebs-title-range = Range
hebs-title-bold = Bold
hebs-title-pulverise = Pulverise
hebs-title-tireless = Tireless
hebs-title-commander = Commander
hebs-title-agile = Agile
hebs-title-bloodlust = Bloodlust
hebs-title-family = Family
hebs-title-leader = Leader
hebs-title-learned = Learned
hebs-title-recon = Recon
hebs-title-scholarly = Scholarly

## Why a pile was shuffled
hebs-roll-cards-discarded-at-random = cards discarded at random
hebs-roll-advanced-objective-variant = Advanced Objective Variant
hebs-roll-who-takes-the-first-player-marker = who takes the first player marker
hebs-roll-the-foe-s-deck-quick-play = the Foe's deck (quick play)
hebs-roll-a-deal-of-the-hidden-cards = a deal of the hidden cards
hebs-roll-a-deal-of-the-own-deck = a deal of the own deck
hebs-roll-a-deal-of-the-hidden-objectives = a deal of the hidden Objectives
hebs-roll-deck = { $faction } deck
hebs-roll-deck-mulligan = { $faction } deck (mulligan)

## The type line of a card (describe.rs)
# $unit: hebs-unit-*.
hebs-describe-kind-unit = Unit ({ $unit })
hebs-describe-kind-character = Character
hebs-describe-kind-leader = Leader
hebs-describe-kind-event = Event
hebs-describe-kind-tactics = Tactics
# $side: own or enemy (whose card it is attached to); $host: a filter (hebs-filter-*).
hebs-describe-kind-attachment = Attachment ({ $side ->
        [enemy] enemy
       *[own] own
    } { $host })

## An ability's aim in words (describe.rs; $card: hebs-card-at)
hebs-describe-pick-column = the { $column } column
hebs-describe-pick-both = { $card } and { $column }
hebs-describe-pick-none = no aim needed

## Why a card cannot be used now (intent.rs)
hebs-why-not-yours = That card is not yours.
hebs-why-not-your-turn = It is not your turn to act.
# $phase: what the game waits for (hebs-phase-*).
hebs-why-now-is-the-time = Now is the time for { $phase }.
hebs-why-relentless-only = Only a Relentless card on top of the discard pile may be played from it.
hebs-why-not-from-here = That card cannot be played from where it is.
hebs-why-cannot-afford = { $card } costs { $cost }; you can raise only { $raised } (Tire Ready cards for their Resources, discard other cards from hand for { $each } each).
hebs-why-no-response = { $card } has no Response ability.
hebs-why-no-action = { $card } has no Action ability.
# The rules' refusal, and the rule: $book is a rulebook's short name, $section its heading.
hebs-why-refused = { $reason } ({ $book } § { $section })
hebs-why-usable = It can be used: choose how from its options.

## The computer's commands in words, for its list of what it weighed (opponent/words.rs)
hebs-reason-unknown-card = an unknown card
hebs-reason-hidden-card = a card from its hand
hebs-reason-place-leader = Place the Leader at { $column }
hebs-reason-redraw = Draw a new opening hand
hebs-reason-keep-hand = Keep the opening hand
# $cards: the cards' names joined by hebs-list-comma.
hebs-reason-discard = Discard { $cards }
# $place: hebs-reason-into, hebs-reason-onto or nothing; $using: hebs-reason-when-played,
# hebs-reason-when-played-aimed, hebs-reason-aimed or nothing; $payment: hebs-reason-tiring and
# its kin, or nothing.
hebs-reason-play = Play { $card }{ $place }{ $using }{ $payment }
hebs-reason-into = { " " }into { $column }
hebs-reason-onto = { " " }onto { $host }
hebs-reason-use = Use { $card }{ $using }{ $payment }
hebs-reason-respond = Respond with { $card }{ $using }{ $payment }
hebs-reason-sacrifice = Sacrifice { $card }
hebs-reason-pass = Pass
hebs-reason-decline = Let it resolve
hebs-reason-choose-for-foe = Choose for the Foe
# $aim: hebs-describe-pick-* or hebs-card-at.
hebs-reason-when-played = , using its When Played ability
hebs-reason-when-played-aimed = , using its When Played ability, aimed at { $aim }
hebs-reason-aimed = , aimed at { $aim }
hebs-reason-tiring = , Tiring { $cards }
hebs-reason-discarding = , discarding { $count } from hand
hebs-reason-tiring-discarding = , Tiring { $cards } and discarding { $count } from hand

## How the computer decided, in a line (opponent/mod.rs, opponent/search.rs)
hebs-reason-plan-random = a random legal command
hebs-reason-plan-fair = Fair: each command tried once, the position after it valued
hebs-reason-plan-hard-only = Hard: only one thing worth doing
hebs-reason-plan-hard = Hard: its { $commands } best commands each played on to the end of { $rounds ->
        [one] the round
       *[other] { $rounds } rounds
    } on { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    } of the hidden cards, both sides playing one command ahead

## The solo Foe's questions: an answer's button (foe/replace.rs; a card's is hebs-card-at)
hebs-answer-column = { $column }

## "Scoring" (solo): the rating of a score (foe/mod.rs)
hebs-rating-knave = Knave
hebs-rating-soldier = Soldier
hebs-rating-knight = Knight
hebs-rating-vassal = Vassal
hebs-rating-duke = Duke
hebs-rating-king = King
hebs-rating-conqueror = Conqueror!

## A game in a line, for the simulation's report (mod.rs, computer.rs)
# The name of the missing faction of a setup the simulation could not draw.
hebs-simulation-no-faction = no faction loaded

## Computer against computer (opponent/duel.rs; $game and $command as the code names them)
hebs-duel-no-factions = no two factions of { $game } to set up
hebs-duel-side = { $faction }, seat { $seat }
hebs-duel-refused = seed { $seed }: { $level } refused { $command }: { $problem }
hebs-duel-no-end = seed { $seed }: no end after { $commands } commands
# How a game ended ("ended by claims").
hebs-duel-ending-claims = claims
hebs-duel-ending-leader = leader
hebs-duel-ending-deck = deck
