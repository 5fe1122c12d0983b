# 1650: A Capa y Espada in play, clashes, shots and Enclaves (crates/core/src/conflict/clash/,
# shooting/, enclaves/): what they say in the log and when they refuse a command. Names from
# the game's data (pawns, bands, weapons, Enclaves) arrive as text, counts as numbers,
# distances in cm with one decimal; a phrase of its own (a roll, a reason) arrives rendered.

## Engaging after a clash (clash/engage.rs)
conflict-clash-walk-too-long = a winning pawn moves at most { $most } cm; this path is { $length } cm
# $walk: how it walks, "walks 4.0 cm north, to ..."
conflict-clash-winner-walks = { $pawn } { $walk } after winning its clash
conflict-clash-engaged-from-rearguard = { $pawn } is engaged from its Rearguard: it is activated and can only stand still
# $enemies: a list of pawns, "A, B and C"
conflict-clash-winner-engages = { $pawn } engages { $enemies }: it counts as activated and can do nothing more this turn but block
conflict-clash-winner-engages-fighter = { $pawn } engages { $enemies }: it counts as activated and can do nothing more this turn but block; { $fighter } had not activated: it is activated now to fight (it strikes) or retreat

## Looting (clash/looting.rs)
conflict-clash-loot-not-eligible = only the pawn that has just eliminated its enemy in a clash may loot it, once, before choosing the clash's result
conflict-clash-loot-nothing-left = there is nothing left to loot
conflict-clash-not-on-table = { $pawn } is not on the table
conflict-clash-roll-looting = Audacity roll (looting near an enemy)
# $result: the roll, "rolled 4 against 6: success, SL 2"
conflict-clash-loot-roll = an enemy is within 15 cm: { $pawn } needs an Audacity roll to loot: { $result }
conflict-clash-loot-roll-failed = an enemy is within 15 cm: { $pawn } needs an Audacity roll to loot: { $result }: it takes nothing
conflict-clash-loot-maravedi = { $pawn } takes a Maravedi from the fallen { $fallen }'s Incentive
conflict-clash-loot-card = { $pawn } takes the fallen { $fallen }'s { $card }

## The responding pawn (clash/responding.rs); the reasons complete "but X is ...: it is the responding pawn"
conflict-clash-responds-intimidated = intimidated (Intimidating)
conflict-clash-responds-hidden = hidden (§ Hide)
conflict-clash-responds-reloading = reloading (§ Reloading Slow Weapons)
conflict-clash-responds-leaning = leaning its card after a push back into an obstacle (§ Resolution of Clashes)
conflict-clash-escaping-recovers = { $pawn } is engaged in a clash while escaping: it recovers at once
conflict-clash-reloading-lost = { $pawn } is engaged while reloading: it will not have the chance to reload

## Attacking (clash/fighting.rs)
conflict-clash-charge-attack = Ready: a charge attack is a single Attack roll, without the usual rules (no +1 for the charge, no reply, no Dexterity cards)
conflict-clash-one-per-activation = one clash or one Discharge Maneuver per activation
conflict-clash-not-engaged-with = { $pawn } is not engaged with { $enemy }
conflict-clash-both-on-table = both pawns must be on the table
conflict-clash-no-weapon = { $pawn } has no weapon { $weapon }
conflict-clash-not-hand-to-hand = the { $weapon } is not a hand-to-hand weapon
conflict-clash-stood-to-fight = { $pawn } stood to fight: its player may now play a Dexterity card and buy dice
conflict-clash-fight-or-retreat = { $pawn } is engaged and activated: its player chooses to fight or retreat
conflict-clash-no-turn = no turn is being played
# Who attacks, and why: $why is the reason so far, which the next lines add to
conflict-clash-several-engaged-own = { $pawn } engaged { $count } enemies at once: its Audacity { $audacity } against their lowest, { $lowest }: { $pawn } attacks
conflict-clash-several-engaged-enemies = { $pawn } engaged { $count } enemies at once: its Audacity { $audacity } against their lowest, { $lowest }: its enemies' side attacks
# $reason: one of the conflict-clash-responds- reasons
conflict-clash-why-responding = { $why }; but { $pawn } is { $reason }: it is the responding pawn
conflict-clash-why-target-fell = { $why }; the target fell this turn and cannot defend itself
conflict-clash-why-cannot-fight-back = { $why }; but the target cannot fight back, so the active pawn strikes
conflict-clash-split-needs-second-weapon = attacking a second enemy needs a second hand-to-hand weapon
conflict-clash-split-charge-attack = a Ready weapon's charge attack is a single Attack roll: it is not divided
conflict-clash-split-second-strikes = { $pawn } divides its attacks: its second weapon strikes { $enemy } in a combat roll of its own
# $reason: why the command would be refused; $rule: the rulebook's section
conflict-clash-split-not-made = the second attack is not made: { $reason }
conflict-clash-split-not-made-by-rule = the second attack is not made: { $reason } ({ $rule })
conflict-clash-stands-to-fight = { $pawn } faces { $enemy } and stands to fight
conflict-clash-retreats = { $pawn } turns to retreat from the clash: { $enemy } strikes once as it goes

## The blow and its answer (clash/blow.rs, clash/blow_answer.rs, clash/fight_or_retreat.rs, clash/weapon_choice.rs)
conflict-clash-retreat-nowhere = { $pawn } turns its back on the clash but has nowhere to walk
conflict-clash-retreat-walks = { $pawn } walks { $distance } cm away from the clash
conflict-clash-chose-to-fight = { $pawn } chose to fight when it was engaged: it cannot retreat now
conflict-clash-retreat-buys-no-dice = a retreating pawn makes no roll to buy dice for
conflict-clash-strikes-no-reply = the engaged pawn strikes here: it makes no Reply roll to repeat
conflict-clash-retreat-plays-no-card = a retreating pawn does not fight, so it plays no Dexterity card
conflict-clash-ready-charge-waits = { $pawn } charged { $enemy } with a Ready weapon: { $enemy } is activated when the charger chooses its attack (a charge attack, or a usual one)
conflict-clash-engaged-fallen = { $pawn } is engaged and activated, but it fell this turn and cannot defend itself
conflict-clash-engaged-at-once = { $pawn } is engaged and activated at once: its player chooses to fight or retreat
# $card: the card's id as the command gave it (its name would tell the other band what it holds)
conflict-clash-no-dexterity-card = { $band } has no Dexterity card '{ $card }' in hand

## The clash's result (clash/verdict.rs); $pawns: how many pawns the clash holds
conflict-clash-vigour-wins = Vigour in the clash { $first } against { $second }{ $pawns ->
        [2] {""}
       *[other] { " " }({ $pawns } pawns, each team's Vigour added up)
    }: { $pawn } wins it; its player chooses to hold, turn or push the clash back
conflict-clash-vigour-even = Vigour in the clash { $first } against { $second }{ $pawns ->
        [2] {""}
       *[other] { " " }({ $pawns } pawns, each team's Vigour added up)
    }: neither side wins it
conflict-clash-beaten = { $loser } has left the clash: { $pawn } wins it with every enemy beaten; its player chooses to hold, turn, or move up to { $distance } cm in any direction and engage
conflict-clash-still-engaged = { $pawn } is still engaged with { $enemy }: only a winner whose enemies are beaten moves to engage (hold, turn or push back)
conflict-clash-holds = { $pawn } holds its ground
conflict-clash-facing-not-a-number = the facing must be a number of degrees
conflict-clash-winner-gone = the winner is no longer on the table
# $direction: a compass point, "north-east"
conflict-clash-turns = { $pawn } turns to face { $direction } ({ $degrees }°)
conflict-clash-nothing-to-push = { $pawn } has left the clash: there is no clash to push back (hold, turn or engage)
conflict-clash-pushes-back = { $pawn } pushes the clash back { $distance } cm
conflict-clash-pushes-into-obstacle = { $pawn } pushes the clash back: it meets an obstacle after { $distance } cm
conflict-clash-leans = { $pawn } collides with the obstacle: its card leans; it is the responding pawn in next turn's clash

## Bombs (shooting/bombs.rs)
conflict-shooting-bomb-sapper-places = { $pawn }, a Sapper, places the { $bomb } where it stands at the end of this activation; its fuse is secret (1 to 3 turns)
conflict-shooting-bomb-begins = { $pawn } begins to place the { $bomb }: it must stay stationary and free of clashes over a full turn (until its next activation); its fuse is secret (1 to 3 turns)
conflict-shooting-not-a-bomb = the { $weapon } is not a bomb
conflict-shooting-bomb-declare-first = a bomb is placed by a pawn that stays stationary: declare it first in the activation
conflict-shooting-bomb-in-clash = a pawn in a clash cannot place a bomb
conflict-shooting-storm-no-devices = in this Storm, Devices of the Modern Era do not work
conflict-shooting-bomb-used = the { $weapon } has already been used
# Why a bomb being placed is not: $reason in conflict-shooting-bomb-not-placed
conflict-shooting-bomb-carrier-gone = it left the table
conflict-shooting-bomb-carrier-moved = it did not stay where it stood
conflict-shooting-bomb-carrier-engaged = it was drawn into a clash
conflict-shooting-bomb-not-placed = { $pawn } does not place its bomb: { $reason }
conflict-shooting-bomb-placed = { $pawn } stayed stationary and free of clashes over a full turn: its bomb is placed where it stands
# $place: where on the table, "by the church's south door"
conflict-shooting-bomb-goes-off = { $band }'s { $bomb } goes off { $place }: { $count ->
        [one] { $count } pawn
       *[other] { $count } pawns
    } within 10 cm take its base Damage

## Grenades and cannons (shooting/devices.rs); $obstacles: the pieces' ids, "'crate', 'barrel'"
conflict-shooting-obstacles-blown-away = the explosion blows away the { $count ->
        [one] small obstacle
       *[other] small obstacles
    } within { $area } cm: { $obstacles }

## Aiming and reloading (shooting/discharge.rs)
conflict-shooting-not-an-enemy = { $pawn } is not an enemy on the table
conflict-shooting-outside-approach = the target is behind the shooter's Approach (outside its 180°)
# $piece: the scenery piece's id in the layout
conflict-shooting-piece-blocks-sight = '{ $piece }' blocks the Line of Sight
conflict-shooting-scenery-blocks-sight = 'scenery' blocks the Line of Sight
conflict-shooting-clash-in-line = a clash stands in the line: its pawns count as friends; choose another target
conflict-shooting-target-unseen = the target cannot be seen
conflict-shooting-accurate-stationary = an Accurate Shot needs the pawn to stay where it is all activation
conflict-shooting-smoke-at-night = at night, thick smoke stops every distance weapon in that quadrant
conflict-shooting-reload-slow-only = only Slow (X) weapons are reloaded
conflict-shooting-already-loaded = the weapon is already loaded
conflict-shooting-not-waiting-for = { $pawn } is not waiting with { $enemy } in its sight
conflict-shooting-no-enemy-stirred = no enemy has stirred in the sight of a pawn waiting to fire

## Whether a weapon may fire (shooting/fire_check.rs)
conflict-shooting-not-distance = the { $weapon } is not a distance weapon
conflict-shooting-bomb-not-thrown = the { $weapon } is a bomb: bombs are not thrown but placed (declare it first in an activation: Place bomb)
conflict-shooting-one-per-activation = one Discharge Maneuver or one clash per activation
conflict-shooting-charged = pawns who charge cannot use distance weapons before or after moving
conflict-shooting-swimming = a swimming pawn cannot use distance weapons
conflict-shooting-reloading = a pawn cannot use and reload a distance weapon in the same turn
conflict-shooting-engaged = a pawn engaged in a clash cannot use distance weapons
conflict-shooting-heavy = the { $weapon } is Heavy
conflict-shooting-unloaded = the { $weapon } must be reloaded before it fires again

## A shot taken (shooting/firing.rs, shooting/smoke.rs)
conflict-shooting-roll-past-pawns = Audacity roll (firing past pawns)
# $result: the roll, "rolled 4 against 6: success, SL 2"
conflict-shooting-past-pawns-fires = pawns stand in the line: Audacity roll { $result }: it fires, the target counting as behind a small obstacle
conflict-shooting-past-pawns-fails = pawns stand in the line: Audacity roll { $result }: failed, its activation ends
conflict-shooting-smoke-markers = { $count ->
        [one] { $count } smoke marker
       *[other] { $count } smoke markers
    } in the { $quadrant ->
        [south-west] SouthWest
        [south-east] SouthEast
        [north-west] NorthWest
       *[north-east] NorthEast
    } quadrant

## Reaction Shots (shooting/reaction.rs)
conflict-shooting-reaction-engaged = { $pawn } is engaged in a clash: it cannot use distance weapons
conflict-shooting-reaction-escaping = { $pawn } is escaping: it must activate to run (§ Every Man for Himself)
conflict-shooting-reaction-no-weapon = { $pawn } has no distance weapon ready to fire
conflict-shooting-reaction-declared = { $pawn } does not activate: it waits to fire a Reaction Shot at the first enemy that activates or moves in its sight
# $shooters: a list of pawns, "A, B and C"
conflict-shooting-reaction-window = { $enemy } stirs in the sight of { $shooters } waiting to fire: a Reaction Shot, or hold fire
conflict-shooting-reaction-fires = { $pawn } fires a Reaction Shot at { $enemy }
conflict-shooting-reaction-held = the waiting pawns hold their fire at { $enemy }: they keep waiting

## Enclaves' actions (enclaves/actions.rs, enclaves/action_effects.rs)
conflict-enclaves-no-such-enclave = there is no such Enclave
conflict-enclaves-no-such-action = { $enclave } has no such action
conflict-enclaves-destroyed = { $enclave } is destroyed
conflict-enclaves-not-holding = only a pawn of the band holding { $enclave } may use it: conquer it first
conflict-enclaves-too-far = the pawn must be within 5 cm of { $enclave }
conflict-enclaves-one-action = a pawn uses one Enclave action in an activation
# $action: the action's name on the Enclave's card, "To plunder"
conflict-enclaves-once-a-conflict = { $action } is done once a Conflict
conflict-enclaves-once-a-turn = { $action } is done once a turn
conflict-enclaves-nothing-to-tend = { $pawn } has no marked box to clear
conflict-enclaves-nothing-to-rearm = { $pawn } has no Slow weapon to reload
conflict-enclaves-recover-unplayed = the band takes back a Dexterity card it has played: name one it has played
conflict-enclaves-roll-action = Audacity roll (an Enclave's action)
# $result: the roll, "rolled 4 against 6: success, SL 2"
conflict-enclaves-action-roll = { $pawn } tries '{ $action }' at { $enclave }: Audacity roll { $result }
conflict-enclaves-action-roll-failed = { $pawn } tries '{ $action }' at { $enclave }: Audacity roll { $result }: it fails
# An action used, as the lines of its effects begin
conflict-enclaves-action-used = { $pawn }: '{ $action }' at { $enclave }
# $action: conflict-enclaves-action-used
conflict-enclaves-plundered = { $action }: { $maravedies } Maravedies added to its Incentive
conflict-enclaves-tended = { $action }: { $boxes ->
        [one] { $boxes } marked box
       *[other] { $boxes } marked boxes
    } cleared, { $vigour } Vigour now
conflict-enclaves-rearmed = { $action }: its Slow weapons are loaded again
# $card: the Dexterity card's id
conflict-enclaves-recovered = { $action }: the band takes the Dexterity card '{ $card }' back into its deck
conflict-enclaves-fuse-lit = { $action }: the fuse is lit; { $enclave } blows up when the turn ends, unless a defender activated within 5 cm of it, free of clashes, puts it out (Audacity roll)
conflict-enclaves-no-fuse = no fuse is burning
conflict-enclaves-defender-only = only a defender puts the fuse out
conflict-enclaves-tried-already = { $pawn } has tried already
conflict-enclaves-engaged = { $pawn } is engaged in a clash
conflict-enclaves-roll-fuse = Audacity roll (putting out the fuse)
conflict-enclaves-fuse-out = { $pawn } tries to put out the fuse: Audacity roll { $result }: it is out
conflict-enclaves-fuse-burns-on = { $pawn } tries to put out the fuse: Audacity roll { $result }: it burns on
conflict-enclaves-fuse-burnt-out = the turn ends with the fuse still burning
conflict-enclaves-blows-up = { $enclave } blows up: it is gone, and every pawn within { $radius } cm of it takes { $damage } Damage

## Enclaves on the table (enclaves/on_table.rs)
conflict-enclaves-placing-begins = the deployment is over: the Enclaves are placed in turn, { $band } first (the band worth least)
# $enclave: the Enclave's id as the command gave it
conflict-enclaves-none-left = { $band } has no Enclave '{ $enclave }' left to place
conflict-enclaves-off-table = { $enclave } must stand wholly on the table
# $piece: the scenery piece's id in the layout
conflict-enclaves-on-piece = { $enclave } would stand on '{ $piece }'
conflict-enclaves-not-placing = Enclaves are not being placed
# $place: where on the table, "by the church's south door"
conflict-enclaves-placed = { $band } places { $enclave } { $place }
conflict-enclaves-in-the-middle = { $enclave } stands in the middle of the table, held by { $band }
conflict-enclaves-placing-stops = { $band } places no more Enclaves
conflict-enclaves-already-held = { $band } already holds { $enclave }
conflict-enclaves-pawn-off-table = the pawn is not on the table
conflict-enclaves-roll-conquest = Audacity roll (conquering an Enclave)
conflict-enclaves-conquered = { $pawn } ends its activation to conquer { $enclave }: Audacity roll { $result }: { $band } holds it
conflict-enclaves-not-conquered = { $pawn } ends its activation to conquer { $enclave }: Audacity roll { $result }
conflict-enclaves-banner-bonus = { $pawn } takes { $maravedies ->
        [one] { $maravedies } Maravedi
       *[other] { $maravedies } Maravedies
    } for the Enclave

## Why a hidden pawn stops hiding, or cannot be chosen, and what rouses an Antagonist (discharge.rs, firing.rs, devices.rs)
conflict-shooting-hidden-shooting = shooting
conflict-shooting-reveal-ranged = it uses a ranged weapon
conflict-shooting-reveal-blown-away = the obstacle it hid behind was blown away
conflict-shooting-rouse-hit = it is hit by a distance weapon
