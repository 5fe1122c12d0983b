# 1650: A Capa y Espada's computer player (crates/core/src/conflict/computer/) and the enemy no
# player commands in a Commission played alone (crates/core/src/conflict/solo/): what they say in
# the log, when they refuse a command, and the computer's reasons ("why the computer did this").
# Names from the game's data arrive as text, counts as numbers, distances in cm (whole, or with
# one decimal); a phrase of its own (a roll, a trigger, a command) arrives rendered.

## Attitude of Enemy Pawns: an enemy pawn activated (solo/mod.rs)
# $why: the Activation Trigger that fired
conflict-solo-triggered = { $why }: { $pawn } is activated (an Activation Trigger)
# The Activation Priorities Table's line: the rows passed over, each before the next, then the row taken
conflict-solo-row-passed-over = { $passed }; { $then }
conflict-solo-row-taken = row { $row }: { $pawn } { $chose }
conflict-solo-no-row-taken = { $pawn } { $chose }

## The Activation Triggers (solo/triggers.rs)
conflict-solo-trigger-engaged = { $pawn } activates while engaged with it
conflict-solo-trigger-activation-ended = { $pawn } ended its activation within { $distance } cm, in sight
conflict-solo-trigger-revealed = { $pawn } was revealed within { $distance } cm
conflict-solo-trigger-gunpowder = { $pawn } fired a gunpowder weapon within { $distance } cm
conflict-solo-trigger-shot = { $by } hit with a distance weapon { $victim } within { $distance } cm
conflict-solo-trigger-hurt = { $by } hurt in a clash { $victim } within { $distance } cm
conflict-solo-trigger-contact = { $pawn } came within { $distance } cm
conflict-solo-roll-tied-audacity = tied Audacity (enemy order)
conflict-solo-tied-audacity = enemy pawns with the same Audacity roll a die each: the highest activates first

## The Activation Priorities Table (solo/priorities.rs): what the pawn does, after its name
conflict-solo-chose-no-card = has no card
conflict-solo-chose-informer-runs = is the Informer: instead of a row of the table it runs { $distance } cm for the nearest edge (§ Raid in the Compas)
conflict-solo-chose-rules-missing = stays (the solo rules are missing)
conflict-solo-chose-nothing = has none of your pawns to go for: it stays
# $how: conflict-solo-how-charges or conflict-solo-how-walks
conflict-solo-how-charges = charges
conflict-solo-how-walks = walks (no charge is open to it)
conflict-solo-chose-marker-fleeing = { $how } towards the nearest Hidden Pawn Marker (it is fleeing)
conflict-solo-chose-marker-shot = { $how } towards the nearest Hidden Pawn Marker (it was hit by a discharge this turn)
conflict-solo-chose-flees = is fleeing: it runs (no Hidden Pawn Marker to make for, so it runs as any escaping pawn)
conflict-solo-chose-fires = fires its { $weapon } at { $target }, the nearest of your pawns in its sight ({ $distance } cm)
conflict-solo-unknown-weapon = its weapon
conflict-solo-chose-reloads-stepping = reloads, stepping { $step } cm towards { $target } ({ $distance } cm off, over { $over } cm)
conflict-solo-chose-reloads-in-place = reloads where it stands ({ $target } is { $distance } cm off; a step would bring it into its Action Area, or none is free)
conflict-solo-chose-charges = { $how } at { $target }, the nearest of your pawns in its sight ({ $distance } cm)
conflict-solo-chose-walks = walks towards { $target }, the nearest of your pawns ({ $distance } cm)
conflict-solo-chose-walks-no-row = fits no row (its ready weapon does not reach): it walks towards { $target }, the nearest of your pawns ({ $distance } cm)
# Why a row did not fit
conflict-solo-row-1-no-marker = row 1 does not fit: it was hit by a discharge, but there is no Hidden Pawn Marker to make for
conflict-solo-row-1-not-harmed = row 1 does not fit: not hit by a discharge this turn, not fleeing
conflict-solo-row-2-none-ready = row 2 does not fit: no distance weapon ready to discharge
conflict-solo-row-2-none-in-sight = row 2 does not fit: none of your pawns in its sight
conflict-solo-row-2-out-of-range = row 2 does not fit: the nearest of your pawns in its sight is out of its weapons' range
conflict-solo-rows-3-4-no-weapon = rows 3 and 4 do not fit: it has no distance weapon
conflict-solo-rows-3-4-none-in-sight = rows 3 and 4 do not fit: none of your pawns in its sight
conflict-solo-rows-3-4-ready = rows 3 and 4 do not fit: its distance weapon is ready
conflict-solo-row-3-near = row 3 does not fit: { $pawn } is within { $distance } cm
conflict-solo-row-5-armed = row 5 does not fit: it has a distance weapon
conflict-solo-row-5-none-in-sight = row 5 does not fit: none of your pawns in its sight

## The enemy closes in at the start of a turn (solo/placing.rs)
conflict-solo-closes-in = { $pawn } closes in (up to { $advance } cm) towards the middle of the table, free, before your activations

## Raid in the Compas: the Informer runs (solo/informer.rs); $when says why it runs
conflict-solo-informer-when-activated = activated
conflict-solo-informer-when-turn-begins = the turn begins
conflict-solo-informer-flees = { $when }: the Informer ({ $pawn }) runs { $reach } cm and reaches the { $edge } edge: it flees
conflict-solo-informer-runs = { $when }: the Informer ({ $pawn }) runs { $length } cm towards the { $edge } edge
conflict-solo-informer-trapped = { $when }: the Informer ({ $pawn }) finds no way towards an edge and stays
conflict-solo-edge-south = South
conflict-solo-edge-north = North
conflict-solo-edge-west = West
conflict-solo-edge-east = East

## Hidden Pawn Markers and the enemy's deck (solo/markers.rs)
conflict-solo-shuffle-enemy-deck = the enemy's Contract Cards
conflict-solo-deck-shuffled = the enemy's { $cards } Contract Cards are shuffled; a Hidden Pawn Marker stands for each
conflict-solo-deck-shuffled-leader-last = the enemy's { $cards } Contract Cards are shuffled, its Leader's card put last; a Hidden Pawn Marker stands for each
conflict-solo-deck-shuffled-informer = the enemy's { $cards } Contract Cards are shuffled, the first drawn at random to be the Informer (its card on top); a Hidden Pawn Marker stands for each
conflict-solo-roll-markers-round = Hidden Pawn Markers round a building
conflict-solo-roll-markers-inside = Hidden Pawn Markers inside a building
conflict-solo-roll-marker-place = Hidden Pawn Marker place
conflict-solo-markers-round = { $placed ->
        [one] { $placed } Hidden Pawn Marker
       *[other] { $placed } Hidden Pawn Markers
    } round the { $building } ({ $count } rolled)
conflict-solo-markers-compas = the Informer's Hidden Pawn Marker in the middle of the { $compas }; { $placed } more within { $distance } cm of it, or inside it
conflict-solo-markers-no-room = { $left } of the enemy's cards find no room for a marker on this layout: they stay in the deck
conflict-solo-markers-house = a Hidden Pawn Marker in the middle of each of { $rooms } rooms of the Country House (none in the central one); { $outside } more outside the house
conflict-solo-markers-inside = { $pawn } steps into the { $building } for the first time: { $placed ->
        [one] { $placed } Hidden Pawn Marker
       *[other] { $placed } Hidden Pawn Markers
    } inside it{ $outside ->
        [0] {""}
       *[other] , { $outside } round it for want of room
    } ({ $count } rolled)
conflict-solo-markers-at-edges = every building of the Parish is explored: the { $placed ->
        [one] { $placed } marker
       *[other] { $placed } markers
    } left come in within { $distance } cm of the edges

## Revealing Hidden Pawn Markers (solo/reveal.rs); what revealed a marker, after the pawn that did
conflict-solo-reveal-why-activation-ended = ended its activation within 15 cm, in sight
conflict-solo-reveal-why-gunpowder = fired a gunpowder weapon within 30 cm
conflict-solo-reveal-why-enemy-near = an enemy pawn stands within 5 cm of it
conflict-solo-reveal-why-touched = touched it (engaged)
conflict-solo-reveal-why-alarm = the room table's alarm
conflict-solo-reveal-why-looked-into = looked into from the next room
conflict-solo-reveal-why-told = an Antagonist told where it hides
conflict-solo-reveal-why-discharged = discharged at it
conflict-solo-reveal-cause = { $pawn } { $why }
conflict-solo-marker-revealed = a Hidden Pawn Marker is revealed ({ $why }): the card drawn is { $pawn }, put where the marker stood, { $facing }
conflict-solo-marker-revealed-informer = a Hidden Pawn Marker is revealed ({ $why }): the card drawn is { $pawn }, the Informer, put where the marker stood, { $facing }
conflict-solo-revealed-facing = facing the pawn that revealed it (its Audacity is lower)
conflict-solo-revealed-back = its back to the pawn that revealed it (its Audacity is not lower)
conflict-solo-revealed-facing-nearest = facing the nearest of your pawns
conflict-solo-informer-revealed-first = the first Hidden Pawn Marker revealed: the Informer's, in the middle of the Compas, is revealed first
# $act: what only your pawns do to markers
conflict-solo-marker-only-yours = only your pawns, alone in the face of danger, { $act }
conflict-solo-act-coax = coax Antagonists
conflict-solo-act-discharge = discharge at Hidden Pawn Markers
conflict-solo-no-such-marker = there is no such Hidden Pawn Marker
# Raid in the Compas: your Leader keeps a marker hidden
conflict-solo-no-reveal-pending = no Hidden Pawn Marker is being revealed
conflict-solo-leader-cannot-pay = your Leader has neither a Maravedi of its Incentive nor a Panoply card to keep the marker hidden
conflict-solo-no-maravedi = { $pawn } has no Maravedi left in its Incentive
conflict-solo-no-panoply-item = { $pawn } carries no unspent '{ $item }' to discard
conflict-solo-paid-maravedi = invests a Maravedi of its Incentive
conflict-solo-paid-panoply = discards its { $item }
conflict-solo-kept-hidden = { $pawn } { $paid }: the Hidden Pawn Marker stays hidden
# What the Leader may pay with (the app's buttons)
conflict-solo-price-maravedi = a Maravedi ({ $left } left)
conflict-solo-price-panoply = { $item }

## Discharging at a Hidden Pawn Marker (solo/marker_shot.rs)
conflict-solo-marker-spared = your Leader kept that marker hidden this activation
conflict-solo-shooter-off-table = { $pawn } is not on the table
conflict-solo-marker-out-of-range = the marker is { $distance } cm away, beyond the weapon's range of { $range } cm
conflict-solo-marker-unseen = the marker cannot be seen from here
conflict-solo-discharges-at-marker = { $pawn } discharges its { $weapon } at a Hidden Pawn Marker: nothing to hit yet, but it is revealed

## Now or Never!: the Country House (solo/house.rs)
conflict-solo-roll-room-table = the room table
# $find: the room table's row, as the data writes it
conflict-solo-room-door = { $pawn } reaches the door of the { $room } for the first time: { $roll } on the room table, { $find }
conflict-solo-look-only-now-or-never = only in Now or Never! does a Leader pay to look into a room
conflict-solo-not-your-leader = { $pawn } is not your Leader
conflict-solo-look-only-at-start = only at the beginning of its activation, once
conflict-solo-not-in-a-room = { $pawn } is in none of the Country House's rooms
conflict-solo-room-not-beside = that room is not beside your Leader's, or hides no marker
conflict-solo-room-no-marker = that room hides no marker
conflict-solo-looks-into-room = { $pawn } invests a Maravedi at the start of its activation to look into the { $room }

## Rumours (solo/rumours.rs)
conflict-solo-coaxed-already = one Antagonist coaxed an activation
conflict-solo-not-an-antagonist = { $pawn } is no Antagonist on the table
conflict-solo-sanguine = { $pawn } is Sanguine: it tells nothing
conflict-solo-pawn-off-table = the pawn is not on the table
conflict-solo-coax-too-far = { $distance } cm from it; coaxing needs { $within } cm or less
conflict-solo-roll-rumours = Audacity roll (Rumours)
conflict-solo-coaxes = { $pawn } coaxes { $antagonist }: Audacity { $result }: it tells where a Hidden Pawn Marker hides
conflict-solo-coaxes-paid = { $pawn } coaxes { $antagonist }: Audacity { $result }, and a Maravedi loosens its tongue: it tells where a Hidden Pawn Marker hides
conflict-solo-coax-fails = { $pawn } tries to coax { $antagonist }: Audacity { $result }: it fails, its activation ends, and { $antagonist } walks towards the nearest Hidden Pawn Marker
conflict-solo-coax-fails-unpaid = { $pawn } tries to coax { $antagonist }: Audacity { $result }: it fails and has no Maravedi to invest, its activation ends, and { $antagonist } walks towards the nearest Hidden Pawn Marker

## Enemy Pawns and Antagonists in Clashes, row 1 (solo/flight.rs)
conflict-solo-lost-stands = row 1: { $pawn } lost the clash but passed its Audacity roll: it stands
conflict-solo-flees-to-edge = row 1: { $pawn } failed its Audacity roll and no Hidden Pawn Marker is left: it runs for the nearest edge
conflict-solo-roll-flight = Flight towards a marker (charge 15 + 1D10 cm)
conflict-solo-flees-to-marker = row 1: { $pawn } failed its Audacity roll: it flees { $length } cm of its { $reach } towards the nearest Hidden Pawn Marker
conflict-solo-flight-blocked = row 1: { $pawn } failed its Audacity roll, but nothing lets it through towards the nearest marker: it stays, fleeing
conflict-solo-regroups = row 1: { $pawn } is within 5 cm of a Hidden Pawn Marker: it regroups

## A command in a player's words, for the Hard computer's "why" (computer/words.rs)
conflict-computer-activate = Activate { $pawn }
conflict-computer-await-reaction = { $pawn } waits to fire a Reaction Shot
conflict-computer-move = { $gait ->
        [charge] Charge with
        [swim] Swim
       *[walk] Walk
    } { $pawn } { $length } cm
conflict-computer-turn = Turn { $pawn }
# $spending: conflict-computer-spending
conflict-computer-shoot = { $pawn } shoots at { $target } with the { $weapon }{ $spending }
conflict-computer-attack = { $pawn } attacks { $target } with the { $weapon }{ $spending }
conflict-computer-retreat-blow = Retreat from the blow
conflict-computer-fight-back = Fight back{ $spending }
conflict-computer-reaction-shot = { $pawn } fires a Reaction Shot with the { $weapon }
conflict-computer-hold-fire = Hold fire
conflict-computer-reload = { $pawn } reloads the { $weapon }
conflict-computer-stay = { $pawn } stays where it is (ends its activation)
conflict-computer-end-activation = End { $pawn }'s activation
conflict-computer-place-luminary = Place a Luminary
conflict-computer-retreat = Retreat
conflict-computer-stand-and-fight = Stand and fight
conflict-computer-place-bomb = { $pawn } places a bomb
conflict-computer-deploy = Deploy { $card }
# A command the computer seldom weighs: $kind is its name in the code ("Bless", "Treat")
conflict-computer-other-command = { $kind }
conflict-computer-unknown-weapon = weapon { $index }
# What a command spends; the Dexterity card is not named (the band's hand is hidden)
conflict-computer-spending = { $card ->
        [played] , playing a Dexterity card
       *[none] {""}
    }{ $dice ->
        [0] {""}
        [one] , buying { $dice } extra die
       *[other] , buying { $dice } extra dice
    }

## Hard's reasons (computer/hard.rs, computer/search.rs)
conflict-computer-unknown-pawn = pawn { $pawn }
conflict-computer-activate-to-shoot = Activate { $pawn } to shoot at { $target }
conflict-computer-activate-to-fight = Activate { $pawn } to fight
conflict-computer-best-activation = { $option }: the best shot or fight this band has now
# $score: the shot's chance times its target's worth, two decimals
conflict-computer-best-shot = Shoot at { $target }: chance times worth { $score }, the best in reach
conflict-computer-only-command = the only sensible command
conflict-computer-set-aside = { $command } (set aside after { $play_ons ->
        [one] { $play_ons } play-on
       *[other] { $play_ons } play-ons
    })
# $limit: cut-short (the time limit stopped the search and cut play-ons short), stopped, none;
# $score: the Honour margin, signed, one decimal
conflict-computer-searched = { $weighed } commands weighed, each played on to the end { $each } times or more and the better half again{ $limit ->
        [cut-short] { " " }(stopped at its time limit, { $cut_short ->
            [one] { $cut_short } play-on
           *[other] { $cut_short } play-ons
        } cut short and scored where they had got to)
        [stopped] { " " }(stopped at its time limit)
       *[none] {""}
    }; this one ended { $score } Honour ahead on average over { $play_ons ->
        [one] { $play_ons } play-on
       *[other] { $play_ons } play-ons
    }

## Computer against computer: the duel and the balancing lab (computer/duel.rs, lab.rs, lab_chart.rs, library.rs)
conflict-computer-duel-first-band = the first band
conflict-computer-duel-second-band = the second band
# $problem: the refusal; $awaiting and $command as the code names them
conflict-computer-duel-start-refused = seed { $seed }: { $problem }
conflict-computer-duel-no-command = seed { $seed }: { $level } gave no command while the conflict waits for { $awaiting }
conflict-computer-duel-refused = seed { $seed }: { $level } refused { $command }: { $problem }
conflict-computer-duel-no-end = seed { $seed }: no end after { $commands } commands
conflict-computer-lab-heading = { $bands } bands, { $games } games a pair, { $level } computer on both sides, { $commission }: row band's share of decided games against column band, mean Honour margin, (95 % interval)
conflict-computer-lab-undecided = undecided
conflict-computer-lab-ranking = strongest first, against all the others:
# $share: a percentage padded to line up; $margin: signed, two decimals
conflict-computer-lab-band-total = won { $share } % of { $decided } decided games (95 % interval { $low } to { $high } %), mean margin { $margin }
conflict-computer-lab-not-two-bands = { $commission } is played by { $bands } bands; the lab sets two against each other
conflict-computer-lab-problem = { $row } against { $column }: { $problem }
conflict-computer-lab-chart-title = { $commission }: { $level } computer on both sides, { $games } games a pair; row band's share of decided games
conflict-computer-lab-cell = { $row } against { $column }: won { $wins }, lost { $losses }, { $ties } ties (95 % interval { $low } to { $high } %), mean margin { $margin }
conflict-computer-lab-cell-undecided = { $row } against { $column }: won { $wins }, lost { $losses }, { $ties } ties, mean margin { $margin }
conflict-computer-lab-chart-ranking = Against all the others (95 % interval), strongest first
# $margin: signed, two decimals
conflict-computer-lab-chart-bar = { $share }% ({ $margin } Honour)
conflict-computer-library-empty = no ready-made bands (assets/1650/rosters/) or no layouts ({ $layouts }) under { $root }
conflict-computer-library-unreadable = cannot read { $path }: { $error }
