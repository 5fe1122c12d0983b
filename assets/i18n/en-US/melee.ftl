# The Melee Event: what its rules say in the log and when they refuse a command.
# Names (seats, Squires' players) arrive as text; counts and dice values as numbers; a list of
# dice as text ("4, 9, 1"); an Action card's name as its own message below.

## The four Action cards (the Aces)
melee-action-attack = Attack
melee-action-defend = Defend
melee-action-outflank = Outflank
melee-action-knockdown = Knockdown

## § Setup and the Optional Rules: what a setup must hold (each problem names its field)
melee-setup = { $players } players, { $squires ->
        [one] { $squires } Squire
       *[other] { $squires } Squires
    } a side of { $hp } HP; each shuffles a Strategy deck and draws { $hand }. Combat phase 1: { $first } against { $second }
melee-setup-players = seats: the Melee Event is for { $least } to { $most } players, not { $players }
melee-setup-name-too-long = seats[{ $index }].name is longer than { $most } characters
# A seat whose name cannot be quoted (it is too long) is named by its number.
melee-setup-unnamed = player { $number }
melee-setup-team = seats[{ $index }].team: { $name } must be on team 1 or 2 (0 or 1 in the file), not { $team }
melee-setup-squires = seats[{ $index }].squires: { $name } needs 1 to { $most } Squires (a deck has four Jacks), not { $squires }
melee-setup-one-each = seats: each team needs at least one player
melee-setup-balance = seats: teams need the same number of Squires: { $first } against { $second }
melee-setup-team-size = seats: team { $team } has { $total } Squires; at most { $most }

## § Combat Phase: the plans
melee-no-seat = there is no seat { $seat }
melee-not-fighting = { $name } is not fighting this combat phase
melee-plan-already = { $name } has already chosen this phase's plan
melee-plan-twice = { $action } is chosen twice; each Action card is used once
melee-plan-cards = { $action } needs one Strategy card, or two
melee-plan-over = two Strategy cards add up to at most { $most }; { $first } + { $second } make { $total }
melee-plan-not-in-hand = there is no { $card } left in the hand for this plan
melee-plan-laid = { $name } lays three Action cards face down
melee-plans-revealed = the plans are revealed; the dice are being rolled
melee-still-planning = the fighters are still choosing their plans
melee-over = the melee is over

## § Rolling the Dice: re-rolls
melee-no-reroll = { $name } has no re-roll to make now
melee-no-die = { $name } rolled { $dice } { $dice ->
        [one] die
       *[other] dice
    }; there is no die { $die }
melee-not-rolled = the dice are not rolled
melee-rerolled = { $name } re-rolls a { $before }: now { $after } (the first result no longer counts)
melee-already-decided = { $name } has already decided

## § Action roll & resolution: an exchange
melee-exchange = Exchange { $exchange }: { $first } plays { $first_action } ({ $first_value }) against { $second }'s { $second_action } ({ $second_value }); { $quicker }; { $kind }: { $first } rolls [{ $first_dice }], { $second } rolls [{ $second_dice }]
melee-quicker = { $name }'s { $action } is quicker
melee-equally-quick = both are equally quick
melee-roll-penalized = penalized roll for { $action }
melee-roll-standard = standard roll
melee-scores-won = { $first } scores { $first_hits } { $first_hits ->
        [one] success
       *[other] successes
    } needing { $first_value } or less, { $second } scores { $second_hits } needing { $second_value } or less (a 1 counts twice); { $winner } wins the action roll
melee-scores-tied = { $first } scores { $first_hits } { $first_hits ->
        [one] success
       *[other] successes
    } needing { $first_value } or less, { $second } scores { $second_hits } needing { $second_value } or less (a 1 counts twice); nobody wins the action roll

## § Action Cards: what each action does
melee-defend = { $name }'s Defend: { $points } protection { $points ->
        [one] point
       *[other] points
    } until the next combat phase
melee-strike = { $attacker }'s { $action }: { $hits } { $hits ->
        [one] success
       *[other] successes
    }, { $shielded } stopped by protection, { $damage } damage; { $target }'s Squire has { $hp } HP ({ $state })
melee-squire-out = out
melee-squire-tired = tired
melee-squire-fresh = fresh
melee-knockdown-wins = { $attacker }'s Knockdown wins with { $hits } successes: { $target }'s Squire is eliminated
melee-knockdown-fails = { $attacker }'s Knockdown needs to win with 3 successes; it has { $hits }: no effect
melee-protection-heals = { $name }'s unused protection heals { $healed } HP (Squire at { $hp } HP)

## § Gameplay and § Objective: the end of a combat phase
melee-deck-reshuffled = { $name }'s Strategy deck is empty: the discards are shuffled into a new deck
melee-team-wins = Team { $beaten } has no Squire standing: team { $winner } wins
melee-combat-phase = Combat phase { $round }: { $first } against { $second }

## § Optional Rules 3, Trinkets Points System
melee-trinkets-earned = { $name } earns { $earned } { $earned ->
        [one] trinket
       *[other] trinkets
    } ({ $feather } = feather, { $raven } = raven)
melee-mischief-taken = Mischief of the Flock takes { $taken } { $taken ->
        [one] success
       *[other] successes
    } from { $name }'s roll
melee-trinkets-off = trinkets are not in play in this melee (an optional rule chosen at setup)
melee-trinkets-not-rolled = trinkets are spent on dice that have just been rolled
melee-trinkets-decided = { $name } has already decided on these dice
melee-trinkets-short = { $name } has { $held } { $held ->
        [one] trinket
       *[other] trinkets
    }; this needs { $cost }
melee-mischief-nothing = the other side's roll has no success left to take away
melee-rewind-choose = choose different dice among { $name }'s { $dice }
melee-rewind = { $name } spends { $cost } trinkets on Rewind: dice now [{ $dice }]
melee-foresight-planned = { $action } is already in { $name }'s plan; Foresight swaps for another card
melee-foresight = { $name } spends { $cost } trinkets on Raven's Foresight: plays { $action } instead and rolls [{ $dice }]; the other side now has [{ $other_dice }]
melee-mischief = { $name } spends { $cost } trinkets on Mischief of the Flock: one success is taken from the other side's roll ({ $left } left), and { $name } re-rolls all their dice: [{ $dice }]
melee-not-a-power = not a trinket power

## Why a die was rolled or a pile shuffled
melee-roll-melee-die = Melee die
melee-roll-melee-die-re-rolled = Melee die re-rolled
melee-roll-strategy-discards-reshuffled = Strategy discards reshuffled
melee-roll-strategy-deck = Strategy deck
melee-roll-melee-die-rewind = Melee die (Rewind)
melee-roll-melee-die-raven-s-foresight = Melee die (Raven's Foresight)
melee-roll-melee-die-pairing-changed = Melee die (pairing changed)
melee-roll-melee-die-mischief-of-the-flock = Melee die (Mischief of the Flock)
