# 1650: A Capa y Espada's rules (crates/core/src/rules/): what they say in the log and when they
# refuse a command. Names from the game's data arrive as text, counts as numbers, distances
# in cm with one decimal; a phrase of its own (a roll, an effect) arrives rendered.

## Activation (activation.rs)
rules-activation-no-pawn = there is no pawn { $pawn }
rules-activation-still-active = pawn { $pawn } is still active: finish it first
rules-activation-already-activated = this pawn has already been activated this turn
rules-activation-side-to-act = it is side { $side }'s turn to activate a pawn
rules-activation-reaction-not-declared = only a pawn that declared a Reaction Shot (and has not fired it) may react
rules-activation-reaction-at-enemy = a Reaction Shot is fired at an enemy
rules-activation-reaction-not-in-sight = the enemy did not activate or move within the pawn's Line of Sight
rules-activation-not-active = this pawn is not the one being activated
rules-activation-another-active = another pawn is being activated
rules-activation-temperament-only = only a pawn its Temperament moves, not yet activated this turn, is activated so
rules-activation-trigger-only = only an enemy pawn no player commands is activated by a trigger

## Antagonists (antagonists.rs)
rules-antagonists-unknown = there is no Antagonist '{ $id }'
rules-antagonists-only-one = only one { $name } may take part in a Conflict
rules-antagonists-pay-over = the Antagonists' Pay adds up to { $pay } Maravedies; { $enclaves } Enclaves allow { $allowance }
rules-antagonists-far-from-element = it is { $distance } cm from its scenery element; Antagonists deploy within 5 cm of it
rules-antagonists-seen = { $pawn } would see it; Antagonists deploy out of every pawn's Line of Sight
rules-antagonists-too-close = another Antagonist is { $distance } cm away; they deploy more than 20 cm apart
rules-antagonists-in-deployment-area = Antagonists deploy outside the deployment areas

## Everybody Has a Price (auction.rs; the Personalities' kinds in cards.rs)
rules-auction-opens = both bands hired { $personality } ({ $kind }): { $first } bids first
rules-auction-opens-favoured = both bands hired { $personality } ({ $kind }): { $first } bids first; { $favoured } adds 1 Maravedi
rules-auction-over = the auction is over
rules-auction-turn = it is { $bidder }'s turn to bid
rules-auction-purse-empty = the Leader has no Maravedies left to invest: leave the auction
rules-auction-leaves = { $leaver } leaves the auction: { $first } against { $second } Maravedies, { $winner } hires { $personality } (spending { $spent }); the other gets its { $returned } back
rules-cards-personality-mercenary = Mercenary
rules-cards-personality-reliable = Reliable
rules-cards-personality-treacherous = Treacherous
# What the auction's panel shows: its terms, and each bidder's standing
rules-auction-favour-mercenary = a Mercenary Personality: the usual rules
rules-auction-favour-reliable = a Reliable Personality: the band of lower value adds 1 Maravedi
rules-auction-favour-treacherous = a Treacherous Personality: the band of higher value adds 1 Maravedi
rules-auction-terms = Both bands hired { $personality } ({ $favour }). They bid a Maravedi at a time from their Leaders; the higher total wins the contract, the other recovers its Maravedies and plays without it.
rules-auction-standing = { $bidder }: { $total } Maravedies ({ $invested } of its Leader's { $purse })
rules-auction-standing-favoured = { $bidder }: { $total } Maravedies ({ $invested } of its Leader's { $purse }, +1)

## Contract Cards and weapons (cards.rs)
rules-cards-heavy-moved = the { $weapon } is Heavy: the pawn must stay stationary during the turn
rules-cards-second-weapon = the second weapon must be another close combat weapon on { $card }'s card
rules-cards-colour-red = Red
rules-cards-colour-blue = Blue
rules-cards-colour-green = Green
# A list of colours in brackets, "[Red, Blue]": $list is one colour, or a colour-list
rules-cards-colours = {"["}{ $list }]
rules-cards-colour-list = { $first }, { $rest }
rules-cards-colours-none = {"[]"}
# The Factions as the hiring refusals name them mid-sentence ("belong to the Old Regime, not the New Order")
rules-cards-faction-old-regime = the Old Regime
rules-cards-faction-new-order = the New Order
rules-cards-faction-usurpers = the Usurpers
rules-cards-faction-mercenaries = the Mercenaries

## A roll against an Attribute (rolls.rs); $modifiers are the rolls' own modifiers, " +1 (reason)" each
rules-roll-result = rolled { $kept }{ $modifiers } against { $attribute }: { $outcome ->
        [critical] critical, SL { $sl }
        [success] success, SL { $sl }
       *[failure] failure
    }
rules-roll-result-extra-dice = rolled { $dice }, kept { $kept }{ $modifiers } against { $attribute }: { $outcome ->
        [critical] critical, SL { $sl }
        [success] success, SL { $sl }
       *[failure] failure
    }

## Audacity and Every Man for Himself (audacity.rs)
rules-audacity-trigger-friend-killed = a friend of Audacity { $audacity } killed { $distance } cm away
rules-audacity-trigger-vigour-colour = a new colour of Vigour marked
rules-audacity-trigger-friend-escaping = a friend of Audacity { $audacity } escaping { $distance } cm away
rules-audacity-trigger-panic = Panic
rules-audacity-trigger-dread = a blessing's dread
rules-audacity-trigger-lost-clash = it lost a clash
rules-audacity-roll-holds = Audacity roll ({ $trigger }): { $result }
rules-audacity-roll-escapes = Audacity roll ({ $trigger }): { $result }: the pawn escapes (Every Man for Himself)
rules-audacity-edge-dies = the escaping pawn reaches the table's edge and dies
rules-audacity-engaged-recovers = engaged in a clash, the escaping pawn recovers at once
rules-audacity-recovers = Audacity roll to recover: { $result }; it may only turn for the rest of the turn
rules-audacity-keeps-running = Audacity roll to recover: { $result }; it keeps running

## Authority Roll (authority.rs); $winner is 0 for the first roll, 1 for the second
rules-authority-wins = { $first_die } + { $first_maravedies } Mrv = { $first_total } against { $second_die } + { $second_maravedies } Mrv = { $second_total }: the { $winner ->
        [0] first
       *[other] second
    } roll wins, and its band activates first
rules-authority-tie = { $first_total } against { $second_total } with equal Maravedies: roll again

## Blessings and the Faith Roll (blessings.rs)
rules-blessings-effect-heal = Heal({ $amount })
rules-blessings-effect-strengthen = Strengthen({ $amount })
rules-blessings-effect-rally = Rally
rules-blessings-effect-smite = Smite({ $amount })
rules-blessings-effect-curse = Curse({ $amount })
rules-blessings-effect-dread = Dread
rules-blessings-helpful = Helpful
rules-blessings-harmful = Harmful
rules-blessings-no-faith = { $caster } has no Blessing (X)
rules-blessings-not-known = { $blessing } is not among { $caster }'s blessings
rules-blessings-used = { $caster } has already used a blessing's effect this turn
rules-blessings-out-of-sight = the target is out of Line of Sight
rules-blessings-out-of-range = the target is { $distance } cm away; { $blessing } reaches { $range } cm
rules-blessings-invoked = { $caster } calls on { $blessing } ({ $invocation }): Faith { $faith }, { $result }: { $effect }
rules-blessings-invoked-in-vain = { $caster } calls on { $blessing } ({ $invocation }): Faith { $faith }, { $result }: nothing happens

## Clashes: who attacks, the blow, the Damage (clash/)
rules-clash-no-weapon = { $pawn } has no weapon { $weapon }
rules-clash-charged = { $pawn } charged { $distance } cm: it attacks, +1 to its first roll
rules-clash-audacity-decides = Audacity { $first } against { $second }: { $pawn } attacks
rules-clash-activated-first = { $pawn } was activated first: it attacks
rules-clash-effect-turned-away = Beating, it turns its back to the hitter
rules-clash-effect-disrupted = Disrupting, it cannot Block for a turn
rules-clash-effect-panic-roll = Panic, an Audacity roll or it escapes
rules-clash-effect-panic-around = Panic, its friends within 15 cm roll Audacity at -1
rules-clash-effect-retreated = it retreats from the clash
rules-clash-effect-may-disengage = it may walk 5 cm out of the clash
rules-clash-not-hand-to-hand = { $weapon } is not a hand-to-hand weapon
rules-clash-dexterity-turned = { $pawn } turns over { $card }: { $text }
rules-clash-no-range-to-hurt = { $pawn }'s { $weapon } has no Range: from afar it cannot hurt
rules-clash-cannot-reply = { $pawn } cannot reply: single Attack roll, { $attack }
rules-clash-attack-and-reply = { $attacker } attacks: { $attack }; { $target } replies: { $reply }
rules-clash-both-critical = both roll a critical: both hit, with critical Damage
rules-clash-draw-nobody-hit = same SL and same Attribute: they stay engaged, nobody is hit
rules-clash-neither-succeeds = neither reaches its Attribute: nobody is hit
rules-clash-blocks = { $pawn } blocks the blow
rules-clash-stops-from-afar = { $pawn } stops the blow, but its { $weapon } has no Range to hurt from afar
rules-clash-block-too-weak = { $weapon }'s Block ({ $block }) cannot stop a weapon of Damage { $damage }
rules-clash-retreats = { $target } retreats from the clash; { $attacker } strikes as it goes: { $result }
rules-clash-duellist-repeats = Duellist: { $pawn } repeats its failed Reply roll ({ $failed }) and keeps the new one
rules-clash-second-weapon-after-hit = the second weapon is used only after the first one hits
rules-clash-second-weapon = second weapon, against the greater of Attribute { $attribute } and the opponent's roll { $opponent }: { $result }
# $after: what the marked boxes call for (colour: a new colour, removed: eliminated, both, none)
rules-clash-damage = { $hitter } hits { $struck } with the { $weapon }: (SL { $sl } + Damage { $damage }) - Defense { $defense } = { $lost } Vigour lost, { $remaining } left{ $after ->
        [colour] ; a new colour of the Vigour table is marked: Audacity roll
        [removed] ; the pawn is removed from the table
        [both] ; a new colour of the Vigour table is marked: Audacity roll; the pawn is removed from the table
       *[none] {""}
    }
rules-clash-armament-effect = { $struck }, hurt by the { $weapon }: { $effect }

## A ready-made band's whole cost (content.rs)
rules-content-over-value = Pay { $pay } and Panoply { $panoply } Maravedies come to { $total }, over the band's { $value }

## Devices of the Modern Era (devices.rs); $why is the throw's roll or why it failed
rules-devices-not-a-device = the { $weapon } is not thrown or fired as a device
rules-devices-storm = in this Storm, Devices of the Modern Era do not work
rules-devices-lands = the { $weapon } lands: { $result }; { $pawns ->
        [one] { $pawns } pawn within { $area } cm takes
       *[other] { $pawns } pawns within { $area } cm take
    } the same roll
rules-devices-beyond-range = the target is beyond the { $range } cm Range: the throw fails
rules-devices-strikes-thrower = { $why }; failure roll 1: the device strikes its thrower (base Damage)
rules-devices-deviates = { $why }; failure roll 10: the device deviates up to { $deviation } cm and strikes { $pawns ->
        [one] { $pawns } pawn
       *[other] { $pawns } pawns
    } with its base Damage
rules-devices-does-nothing = { $why }; failure roll { $roll }: the device does nothing
rules-devices-bomb-placing = placing a bomb takes a full turn stationary and free of clashes
rules-devices-bomb-fuse = a bomb goes off within 1 to 3 turns, not { $turns }

## Dexterity Cards (dexterity.rs)
rules-dexterity-use-attack = Attack
rules-dexterity-use-reply = Reply
rules-dexterity-deck-too-big = a band of { $value } Maravedies brings at most { $limit } Dexterity cards, not { $cards }
rules-dexterity-unknown = there is no Dexterity card '{ $id }'
rules-dexterity-twice = '{ $id }' is in the deck twice
rules-dexterity-not-dexterous = { $pawn } has no Peculiarity that lets it play Dexterity cards
rules-dexterity-cannot-fight = { $pawn } cannot fight in this blow, so it cannot play Dexterity cards
rules-dexterity-played = { $pawn } has already played a Dexterity card this turn
rules-dexterity-wrong-use = { $card } is a { $card_use } card; { $pawn } is using its { $using } Attribute
rules-dexterity-no-weapon = { $pawn } has no weapon { $weapon }
rules-dexterity-wrong-colour = { $card } serves { $colours } weapons; the { $weapon } is { $weapon_colours }

## Discharges (discharge.rs)
rules-discharge-no-weapon = { $pawn } has no weapon { $weapon }
rules-discharge-not-distance = the { $weapon } is not a distance weapon
rules-discharge-reload-first = the { $weapon } must be reloaded before it fires again
rules-discharge-accurate-moved = an Accurate Shot needs the pawn to stay where it is all activation
rules-discharge-smoke = at night, thick smoke stops every distance weapon in that quadrant
rules-discharge-bad-distance = the distance must be a number of cm, 0 or more
rules-discharge-out-of-range = the target is { $distance } cm away, beyond the { $weapon }'s Range of { $range } cm: the shot fails
rules-discharge-out-of-range-spent = the target is { $distance } cm away, beyond the { $weapon }'s Range of { $range } cm: the shot fails; the Slow weapon's shot is spent
rules-discharge-fires = { $pawn } fires the { $weapon } at { $distance } cm: { $result }
rules-discharge-damage = (SL { $sl } + Damage { $damage }) - Defense { $defense } = { $lost } Vigour lost, { $target } has { $remaining } left
rules-discharge-damage-removed = (SL { $sl } + Damage { $damage }) - Defense { $defense } = { $lost } Vigour lost, { $target } has { $remaining } left: removed from the table

## Enclaves (enclaves.rs)
rules-enclaves-pawn-near = a pawn is { $distance } cm away; Enclaves go more than 20 cm from any pawn
rules-enclaves-enclave-near = another Enclave is { $distance } cm away; they go more than 20 cm apart
rules-enclaves-in-deployment-area = Enclaves go outside the deployment areas
rules-enclaves-too-far = the pawn is { $distance } cm from the Enclave; it must be within 5 cm
rules-enclaves-defended = a pawn of the holding band is { $distance } cm away (15 cm or less)

## Hiring your Band (hiring.rs)
rules-hiring-unknown-band = there is no band '{ $band }'
rules-hiring-value = a band is worth up to { $most } Maravedies, not { $value }
rules-hiring-faction = { $band } belong to { $faction }, not { $chosen }
rules-hiring-unknown-card = there is no Contract Card '{ $id }'
rules-hiring-pure-only = a Pure Band hires only from { $band }
rules-hiring-mixed-only = a Mixed Band of { $faction } hires from its Faction's bands and Mercenaries
rules-hiring-cannot-join = { $card } ({ $band }) cannot join: { $why }
rules-hiring-pay = the Pay adds up to { $pay } Maravedies, over the band's { $value }
rules-hiring-leaders = { $leaders } Leaders; a band of { $value } Maravedies may have { $most }
rules-hiring-mixed-leader = a Mixed Band is led by a Leader of { $band }, its chosen band
rules-hiring-same-type = { $count } { $name }; at most { $most } of a type in a band of { $value } Maravedies
rules-hiring-unique = { $count } { $name }; a Unique pawn is hired once
rules-hiring-incentive = the Incentives add up to { $incentive } Maravedies, fewer than the { $pawns } pawns

## The Hunt: Tracking Markers and concealed pawns (hunt.rs)
rules-hunt-not-placing = Tracking Markers are not being placed now
rules-hunt-not-a-hunter = pawn { $pawn } is not a Stealthy or Scout pawn of band { $band }
rules-hunt-no-markers-left = pawn { $pawn } has placed all its Tracking Markers
rules-hunt-in-enemy-area = a Tracking Marker goes out of the enemy's deployment area
rules-hunt-impassable = a Tracking Marker cannot go on impassable terrain
rules-hunt-not-choosing = no confrontation between Tracking Markers is being chosen now
rules-hunt-not-choosable = marker { $marker } is not one of band { $band }'s markers still to be chosen within 15 cm of an enemy's
rules-hunt-not-enemy-marker = marker { $marker } is not an enemy marker
rules-hunt-markers-apart = the markers are { $distance } cm apart: only markers within 15 cm meet
rules-hunt-no-confrontation = no confrontation is being fought
rules-hunt-not-deploying = concealed pawns are not being deployed now
rules-hunt-not-own-marker = marker { $marker } is not one of band { $band }'s
rules-hunt-not-waiting = pawn { $pawn } is not a concealed pawn of band { $band } waiting to deploy

## Investing Maravedies (maravedies.rs)
rules-maravedies-leader-reach = the Leader's Maravedies reach { $range } cm; this pawn is { $distance } cm away
rules-maravedies-dice-allowance = the band has already invested { $allowance } Maravedies in extra dice this turn
rules-maravedies-purse = { $cost ->
        [one] { $cost } Maravedi
       *[other] { $cost } Maravedies
    } needed, { $left } left on the card

## Panoply Cards (panoply.rs)
rules-panoply-unknown = there is no Panoply card '{ $id }'
rules-panoply-no-such-pawn = { $card } is bought for pawn { $pawn }, but the band has { $pawns } pawns
rules-panoply-two-of-a-type = { $pawn } has two { $card }; one of a type each
rules-panoply-over-half-pay = { $pawn }'s Panoply costs { $spent } Maravedies, over half its Pay ({ $allowance })
rules-panoply-band-limit = { $count } { $name } in the band; at most { $most } of a type

## Pure Bands' rules and looting (pure_bands.rs)
rules-pure-bands-salary-old-regime = only the Leaders of Old Regime Pure Bands draw a Royal Salary
rules-pure-bands-salary-from-others = the Leader takes from other pawns
rules-pure-bands-no-pawn = there is no pawn { $pawn }
rules-pure-bands-salary-short = pawn { $pawn } has only { $purse } Maravedies
rules-pure-bands-no-leader = there is no such Leader
rules-pure-bands-loot-not-eliminated = only the pawn that eliminated its enemy may loot it
rules-pure-bands-loot-no-maravedies = the fallen enemy has no Maravedies left
rules-pure-bands-loot-no-card = the fallen enemy has no unused '{ $card }'
rules-pure-bands-loot-carried = the looter already carries a '{ $card }'
rules-pure-bands-loot-band-limit = the band already holds two '{ $card }'

## Reloading Slow Weapons (reloading.rs)
rules-reloading-declare-first = reloading is declared at the beginning of the pawn's activation
rules-reloading-engaged = a pawn engaged in a clash cannot reload (it becomes the responding pawn)
rules-reloading-fired = a pawn cannot use and reload a distance weapon in the same turn
rules-reloading-weather-stationary = in this weather a pawn reloading powder weapons must stay stationary
rules-reloading-walked = a reloading pawn walks at most 5 cm this turn
rules-reloading-reloaded = the weapon is reloaded: ready again next turn
rules-reloading-threat-reloaded = reloading under threat needs an Audacity roll: { $result }: reloaded, ready next turn
rules-reloading-threat-empty = reloading under threat needs an Audacity roll: { $result }: the weapon stays empty

## The Moment of Truth and The Weather Gets Worse (weather.rs)
rules-weather-night = D10 rolled { $roll }: 7 to 10, a nighttime Conflict with { $luminaries } luminaries (half the roll)
rules-weather-day = D10 rolled { $roll }: 1 to 6, a daytime Conflict
rules-weather-climate-hot = Hot
rules-weather-climate-warm = Warm
rules-weather-climate-cold = Cold
rules-weather-climate-freezing = Freezing
rules-weather-row-cold-front = Cold Front: reloading gunpowder Slow weapons needs the pawn stationary
rules-weather-row-sunny = Sunny: no special effect
rules-weather-row-heat = Heat: -1 to rolls of pawns with a coloured box marked; by day, ranges at most 30 cm
rules-weather-row-drizzle = Drizzle: reloading gunpowder needs the pawn stationary; 2 smoke markers leave each quadrant a turn
rules-weather-row-flood = Flood: normal terrain is rough; climbs and jumps +1 harder; a charge needs 5+ first
rules-weather-row-fog = Fog: night for the first 1D5 turns
rules-weather-row-cold = Cold: no special effect
rules-weather-row-storm = Storm: reloading gunpowder needs the pawn stationary and an Audacity roll; 2 smoke markers leave each quadrant; no devices
rules-weather-row-morning-frost = Morning Frost: normal terrain is rough
rules-weather-row-bitter = Cold: stationary pawns out of clashes for a turn roll at -1 the next turn
rules-weather-row-blizzard = Blizzard: stationary pawns roll at -1 and lose 1 Vigour; night; no Cloud of Smoke
rules-weather-rolled = { $climate } Weather Table, D5 rolled { $roll }: { $row }
rules-weather-fog-turns = Fog: the first { $turns } turns are at night

## Honour and Dishonour (honour.rs): the lines of the sum; (*) marks a dishonourable event
rules-honour-enemy-leader = { $count } x enemy Leader eliminated
rules-honour-dishonourable-leader = { $count } x dishonourable Leader eliminated
rules-honour-dishonourable-pawn = { $count } x dishonourable pawn eliminated
rules-honour-conquered-enclave = { $count } x conquered Enclave
rules-honour-peaceful-antagonist = { $count } x Antagonist eliminated before it attacked (*)
rules-honour-most-distance-weapons = { $count } x band with the most distance weapons (*)
rules-honour-from-rearguard = { $count } x enemy eliminated from the Rearguard (*)
rules-honour-escaping = { $count } x escaping pawn eliminated (*)
rules-honour-faithful = { $count } x pawn with Faith (X) eliminated (*)
rules-honour-other = { $reason }

## Why a die was rolled, and the reasons of its modifiers
rules-dice-who-bids-first = Who bids first
rules-dice-panic = Panic
rules-dice-audacity-roll = Audacity roll
rules-dice-audacity-roll-to-recover = Audacity roll to recover
rules-dice-authority-roll = Authority roll
rules-dice-panoply = Panoply
rules-dice-faith-roll = Faith roll
rules-dice-attack-roll = Attack roll
rules-dice-attack-of-opportunity = Attack of opportunity
rules-dice-reply-roll = Reply roll
rules-dice-reply-roll-repeated = Reply roll (repeated)
rules-dice-charge-over-15-cm = charge over 15 cm
rules-dice-discharge-roll-device = Discharge roll (device)
rules-dice-device-failure = Device failure
rules-dice-discharge-roll = Discharge roll
rules-dice-0-to-20-cm = 0 to 20 cm
rules-dice-40-cm-or-more = 40 cm or more
rules-dice-small-obstacle-in-the-way = small obstacle in the way
rules-dice-accurate-shot = Accurate Shot
rules-dice-tardy-accurate-shot = Tardy, Accurate Shot
rules-dice-tardy-moved-this-turn = Tardy, moved this turn
rules-dice-night-thick-smoke-in-the-quadrant = night (thick smoke in the quadrant)
rules-dice-night = night
rules-dice-lucky-real = Lucky Real
rules-dice-enemy-within-15-cm-in-the-storm = enemy within 15 cm in the storm
rules-dice-audacity-roll-reloading = Audacity roll (reloading)
rules-dice-second-weapon = Second weapon
rules-dice-dying-boxes-marked = Dying boxes marked
rules-dice-blessed-this-turn = blessed this turn
rules-dice-cursed-this-turn = cursed this turn
rules-dice-the-weather = the weather
rules-dice-moment-of-truth = Moment of Truth
rules-dice-the-weather-gets-worse = The Weather Gets Worse
rules-dice-fog-d5-turns = Fog (D5 turns)
rules-dice-dexterity = Dexterity: { $card }
rules-dice-opponent-dexterity = opponent's Dexterity: { $card }
rules-honour-score = { $base } { $unit ->
        [dishonour] Dishonour
       *[honour] Honour
    } for Pay{ $multiplier }{ $lines } = { $total } { $unit ->
        [dishonour] Dishonour
       *[honour] Honour
    } points
rules-honour-score-line = , { $points } { $reason }
