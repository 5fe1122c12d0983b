# 1650: A Capa y Espada's conflict on the table (crates/core/src/conflict/: its moves, Antagonists,
# The Hunt, the set-up's checks, the phases and the questions put to a player): what it says in
# the log and when it refuses a command. Names from the game's data arrive as text, counts as
# numbers, distances in cm with one decimal; a phrase of its own (a list of pawns, a refusal, a
# roll) arrives rendered.

## Commands at the wrong moment (command.rs): $what is refused now, $phase says what the conflict waits for
conflict-command-wrong-phase = { $what } now: { $phase }
conflict-command-no-auction = no Personality is being auctioned
conflict-command-deployment-not-chosen = the deployment is not being chosen
conflict-command-no-edge-chosen = no edge is being chosen
conflict-command-luminaries-not-placed = luminaries are not being placed
conflict-command-not-deploying = pawns are not deploying
conflict-command-hunt-not-played = The Hunt is not being played
conflict-command-time-not-chosen = day or night is not being chosen
conflict-command-enclaves-not-placed = Enclaves are not being placed
conflict-command-antagonists-not-deployed = Antagonists are not being deployed
conflict-command-no-bombardment = no artillery result is being chosen
conflict-command-guests-not-placed = Guest Markers are not being placed
conflict-command-pawns-cannot-act = pawns cannot act
# A question waits for its answer before anything else
conflict-command-reaction-first = { $pawn } stirred in the sight of waiting pawns: their player first fires a Reaction Shot or holds fire
conflict-command-fight-or-retreat-first = { $pawn } was engaged and activated: its player first chooses to fight or retreat
conflict-command-answer-first = { $pawn } was attacked: its player must first answer
conflict-command-keep-hidden-first = a Hidden Pawn Marker is being revealed: first say whether your Leader pays to keep it hidden
conflict-command-temperaments-first = { $band } first moves the pawns their Temperament drives, or stops
conflict-command-verdict-first = { $pawn } won the clash: its player first chooses the result (hold, turn or push back)
# An answer with no question waiting for it
conflict-command-no-answer-waiting = no pawn is waiting to answer an attack
conflict-command-no-fight-or-retreat = no engaged pawn is waiting to choose to fight or retreat
conflict-command-no-verdict = no clash is waiting for its winner's choice
conflict-command-no-reaction = no enemy has stirred in the sight of a pawn waiting to fire
conflict-command-temperaments-only-before = pawns are moved by their Temperament only before the turn's first activation
conflict-command-no-hidden-reveal = no Hidden Pawn Marker is being revealed
conflict-command-loot-only-now = only the pawn that has just eliminated its enemy in a clash may loot it, before choosing the clash's result
conflict-command-under-way = the conflict is under way
# The phase in words
conflict-command-phase-auction-bidder = a Personality both bands hired is being auctioned: { $band } bids or leaves
conflict-command-phase-auction = a Personality is being auctioned
conflict-command-phase-choose-deployment = { $band } chooses who deploys first
conflict-command-phase-choose-edge = { $band } deploys first and chooses its edge
conflict-command-phase-luminaries = { $band } places a luminary ({ $left } left)
conflict-command-phase-deployment = { $band } deploys
conflict-command-phase-arrival = { $band } arrives: its pawns deploy at the table's edge
conflict-command-phase-hunt = The Hunt is being played (Tracking Markers)
conflict-command-phase-enclaves = { $band } places an Enclave, or stops
conflict-command-phase-antagonists = { $band } deploys an Antagonist, or stops
conflict-command-phase-guests = { $band } places a Guest Marker
conflict-command-phase-time-of-day = { $band } chooses whether the Conflict takes place by day or by night
conflict-command-phase-bombardment = the artillery rolled { $roll }: { $band } chooses where the shells fall
conflict-command-phase-bombardment-any = the artillery rolled { $roll }: a band chooses where the shells fall
conflict-command-phase-turns = the turns are being played
conflict-command-phase-over = the conflict is over

## Pawns' and bands' names (names.rs): words a name adds to its card's
conflict-names-antagonist = { $name } (Antagonist)
# Two pawns or bands of one name told apart: $whose is the band's name or its place
conflict-names-told-apart = { $name } ({ $whose })
conflict-names-band-ordinal = { $band ->
        [1] first band
        [2] second band
       *[other] band { $band }
    }
conflict-names-unknown-pawn = a pawn
conflict-names-unknown-band = an Antagonist
# Several pawns named in a sentence: "A, B and C"
conflict-names-list-empty = {""}
conflict-names-list-one = { $name }
conflict-names-list-comma = { $first }, { $next }
conflict-names-list-and = { $first } and { $last }
# A refusal quoted inside another message, with its rule
conflict-names-refusal-by-rule = { $reason } ({ $book } § { $section })

## What a conflict's setup must keep to be played (setup_check.rs): problems a saved game's setup is checked for
conflict-setup-layout = the scenery layout
conflict-setup-band = band { $band } ('{ $name }')
conflict-setup-band-count = § { $commission }: it is played by { $bands } bands; the setup has { $sides }
conflict-setup-no-dishonourable = § Dishonourable Players: the { $commission } does not allow a dishonourable employer
conflict-setup-one-dishonourable = § Dishonourable Players: only one player may represent a ruthless employer
conflict-setup-no-enclaves = § { $commission }: no Enclaves are allowed in this Commission
conflict-setup-enclaves-setting = § Number of Enclaves per Conflict: choose whether the table is rural or urban when bands bring Enclaves
conflict-setup-too-many-enclaves = § Number of Enclaves per Conflict: '{ $band }' brings { $enclaves } Enclaves; a { $setting ->
        [rural] Rural
       *[urban] Urban
    } table allows a band worth { $value } Maravedies { $most }
conflict-setup-enclave-twice = § Enclaves: { $problem } (each Enclave once in a Conflict)
conflict-setup-no-antagonists = § { $commission }: no Antagonists are allowed in this Commission
conflict-setup-band-refusal = '{ $band }': { $refusal }
conflict-setup-antagonists-enemy-only = § { $commission }: '{ $band }' may not bring Antagonists (only the enemy band hires them, where the page allows)
conflict-setup-antagonist-twice = § Number of Antagonists per Conflict: only one { $name } may take part in a Conflict
conflict-setup-enemy-over-value = § { $commission }: the enemy band is worth { $value } Maravedies and its Antagonists' Pay { $pay }; the page allows { $most } in all
conflict-setup-value = its value is { $value } Mrv; at most { $most }
conflict-setup-pawns = it hires { $pawns } pawns; 1 to { $most }
conflict-setup-dexterity = { $cards } Dexterity cards; at most { $most }
conflict-setup-panoply = { $items } Panoply items; at most { $most }
conflict-setup-carrier = { $item } is carried by pawn { $pawn } of a band of { $pawns }
conflict-setup-blessings = { $blessings } blessings; at most { $most }
conflict-setup-salary-entries = more Royal Salary entries than pawns
conflict-setup-salary = a Royal Salary of { $amount } Mrv from pawn { $pawn } (at most { $most }, from a pawn of the band)

## Bands from rosters and hires (rosters.rs); $rosters lists the ready-made bands' file names
conflict-rosters-unknown = there is no ready-made band '{ $name }' (there are: { $rosters })
conflict-rosters-breaks-rules = { $name } breaks the hiring rules: { $reasons }
conflict-rosters-reasons = { $reasons }; { $next }
conflict-rosters-unknown-card = { $name } hires an unknown card '{ $id }'
conflict-rosters-unknown-dexterity = { $name } lists an unknown Dexterity card '{ $id }'
conflict-rosters-unknown-panoply = { $name } buys an unknown Panoply card '{ $id }'
conflict-rosters-panoply-unhired = { $name } buys { $item } for a pawn it has not hired
conflict-rosters-unknown-blessing = { $name } hires a card with an unknown blessing '{ $id }'

## Previews and the questions put to a player (preview.rs)
conflict-preview-move-needs-point = a move needs a point to go to
conflict-preview-no-winner-to-engage = no winner with its enemies beaten is choosing a result
conflict-preview-no-distance-weapon = { $pawn } has no distance weapon { $weapon }
conflict-preview-blow-fights = § Dexterity Cards: { $attacker } attacks { $target }, which stood to fight when it was engaged. { $target }'s player may now play a Dexterity card or buy dice, then fight.
conflict-preview-blow-fights-striking = § Dexterity Cards: { $attacker } attacks { $target }, which stood to fight when it was engaged. { $target }'s player may now play a Dexterity card or buy dice, then fight (its lower Audacity makes it the attacking pawn).
conflict-preview-blow-target-strikes = § Attacking and Responding Pawns: { $attacker } engaged { $target }, whose lower Audacity makes it the attacking pawn. { $target } is activated now: fight (it strikes; { $attacker } replies) or retreat (the enemy strikes once as you go)?
conflict-preview-blow-winner-engaged = § Resolution of Clashes: { $attacker } won its clash and engaged { $target }; it counts as activated and may only block. { $target } is activated now: fight (it strikes, a single Attack roll unless the enemy can block) or retreat (the enemy strikes once as you go)?
conflict-preview-blow-attacked = § Pawns' Reactions: { $attacker } attacks { $target }. Fight back (Reply roll, face-off) or retreat (the attacker strikes once as you go)?
conflict-preview-engaged = § Pawns' Reactions: { $engager } engaged { $pawn }, which is activated at once. Fight (it faces { $engager } and stays in the clash) or retreat (it walks away; { $engager } strikes once as it goes)?

## What one band's player may know (seat_view.rs): the purposes of a guess's draws
conflict-view-guess-guests = a guess at the Guest Markers
conflict-view-guess-fuse = a guess at a fuse
conflict-view-guess-deck = a guess at the enemy's deck

## The table's edges (world/components.rs)
conflict-world-edge = { $edge ->
        [south] South
        [north] North
        [west] West
       *[east] East
    }

## The pawns (world/pawns.rs)
conflict-world-not-active = { $pawn } is not the pawn being activated: activate it first

## Leaving the table (movement/leaving.rs)
conflict-movement-leave-who = in the { $commission } only { $who } leaves the table: escaping pawns run off it
conflict-movement-leave-engaged = { $pawn } is engaged in a clash: it retreats from it first
conflict-movement-not-on-table = { $pawn } is not on the table
conflict-movement-leave-from-edge = { $pawn } leaves the table from the ground, its base touching an edge: walk it there first

## Hide (movement/hide.rs); $what is the action refused ("a charge"), $why what ended the hiding
conflict-movement-target-hidden = { $pawn } is hidden behind the { $obstacle }: a hidden pawn cannot be the target of { $what }
conflict-movement-scenery = scenery
conflict-movement-no-longer-hidden = { $pawn } is no longer hidden: { $why }
conflict-movement-left-obstacle = it left the obstacle that hid it
conflict-movement-seen-whole = { $pawn } sees all of it
conflict-movement-walked-hidden = { $pawn } reached the { $obstacle } walking: it is hidden behind it
conflict-movement-hide-roll = Hide after a charge
conflict-movement-charged-hidden = { $pawn } charged to the { $obstacle }: rolled { $roll }, hidden (5+ hides it)
conflict-movement-charged-not-hidden = { $pawn } charged to the { $obstacle }: rolled { $roll }, not hidden (5+ hides it)

## A move played (movement/moving.rs)
conflict-movement-facing-not-a-number = a facing needs a number of degrees
conflict-movement-already-moved = the pawn has already used its Movement Maneuver this activation
conflict-movement-charged-enemy = it charged an enemy
conflict-movement-slippery-roll = Slippery ground (5+ to charge)
conflict-movement-slippery-sets-off = { $pawn } tries to charge on slippery ground: rolled { $roll }, needed { $needed }+
conflict-movement-slippery-slips = { $pawn } tries to charge on slippery ground: rolled { $roll }, needed { $needed }+: it slips and stays where it is
conflict-movement-charge-roll = Charge (15 + 1D10 cm)
conflict-movement-charges = { $pawn } charges: 15 + { $roll } = { $reach } cm
conflict-movement-charge-falls-short = the path is longer than { $reach } cm: { $pawn } stops after { $distance } cm
# A move in the log: the pawn's name, then what move-words says ($moved), then whom it engaged
conflict-movement-moves = { $pawn } { $moved }
conflict-movement-moves-engaging = { $pawn } { $moved }, engaging { $enemies }
# $place is where it ends, in the table's words ("3 cm north of the well", "by the church's door")
conflict-movement-stays = stays where it is, { $place }
conflict-movement-goes = { $gait ->
        [charge] charges
        [swim] swims
       *[walk] walks
    } { $distance } cm { $direction }, { $place }
conflict-movement-goes-to = { $gait ->
        [charge] charges
        [swim] swims
       *[walk] walks
    } { $distance } cm { $direction }, to { $place }
# Climbing and jumping: what the pawn tries, and its roll with what adds to it
conflict-movement-climb = climb
conflict-movement-jump-down = jump down
conflict-movement-jump = jump
conflict-movement-jump-over = jump over the { $obstacle }
conflict-movement-obstacle = obstacle
conflict-movement-climb-roll = Climb or jump (D10)
conflict-movement-rolled = rolled { $die }
conflict-movement-rolled-bonus = { $rolled } { $bonus } ({ $reason })
conflict-movement-rolled-total = { $rolled } = { $total }
conflict-movement-bonus-panoply = Panoply
conflict-movement-bonus-climber = Climber
conflict-movement-step-made = { $what }: { $rolled }, needed { $target }+: made it
conflict-movement-step-falls = { $what }: { $rolled }, needed { $target }+: the pawn falls, loses { $loss } Vigour, and its activation ends

## Whether a pawn may move, and along which path (movement/maneuvers.rs)
conflict-movement-recovered-only-turns = a pawn that recovered its nerve this turn may only turn
conflict-movement-dragging-walks = a pawn dragging { $pawn } may only walk
conflict-movement-fought-engaged = the pawn has fought in a clash and is still engaged: it stays until the clash is over
conflict-movement-charge-after-shot = pawns who charge cannot use distance weapons before or after moving
conflict-movement-leader-cannot-charge = your Leader cannot use the Movement Maneuver charge in this Commission
conflict-movement-ground-rough = the weather has made all the ground rough: nobody can charge
conflict-movement-a-charge = a charge
conflict-movement-reloading-walk = a reloading pawn walks at most { $most } cm; this path is { $length } cm
# $why: the refusal of the Maravedi Steady Hand would invest
conflict-movement-reloading-walk-unpaid = a reloading pawn walks at most { $most } cm; this path is { $length } cm (Steady Hand needs 1 Maravedi invested: { $why })
# The table's own refusal of a path, and the section of the rules it cites
conflict-movement-table-refusal = { $reason } (§ { $section })

## Pawns their Temperament moves (antagonists/temperament.rs, automatic_activations.rs, authority_moves.rs)
conflict-antagonists-temperament = { $temperament ->
        [sanguine] Sanguine
        [choleric] Choleric
        [melancholic] Melancholic
       *[phlegmatic] Phlegmatic
    }
# $cause is what stirred it; $moves its roll's reach; $towards a pawn's name or a place
conflict-antagonists-activated = { $pawn } is activated by { $cause }: it { $moves } towards { $towards }
conflict-antagonists-no-way = { $pawn } finds no way there and stays
conflict-antagonists-walk-roll = Temperament walk (1D10 cm)
conflict-antagonists-charge-roll = Temperament charge (2D10 cm)
conflict-antagonists-pace-rolled = { $gait ->
        [charge] charges
       *[walk] walks
    } { $dice }D10 = { $reach } cm
conflict-antagonists-pace-rolled-sum = { $gait ->
        [charge] charges
       *[walk] walks
    } { $dice }D10 = { $rolls } = { $reach } cm
conflict-antagonists-roused-engaged = it is engaged in a clash
# $until: how long it acts normally, as the Commission says
conflict-antagonists-roused = { $why }: { $pawn } acts normally { $until }
conflict-antagonists-cause-temperament = its Temperament
conflict-antagonists-cause-gunpowder = gunpowder fired near it
conflict-antagonists-cause-gunpowder-back = gunpowder fired near it (it goes back to its scenery element)
conflict-antagonists-cause-enemy-in-sight = an enemy in its sight
conflict-antagonists-cause-pawn-by-element = a pawn by the scenery element it keeps
conflict-antagonists-escaping-activated = { $pawn } is escaping: it is activated to run, unless it recovers
conflict-antagonists-fights = { $pawn } is engaged in a clash: it is activated to fight it
# Moved by the Authority roll's winner at a turn's opening
conflict-antagonists-authority-won = { $band } won the Authority roll: it moves the pawns their Temperament drives
conflict-antagonists-no-player-activates = no player activates { $pawns }: before its first activation { $band } may move up to { $most } of them
conflict-antagonists-no-temperament = no Temperament moves { $pawn }
conflict-antagonists-already-activated = { $pawn } has been activated this turn already
conflict-antagonists-engaged = { $pawn } is engaged in a clash
conflict-antagonists-others-to-move = { $pawn } is { $band }'s to move
conflict-antagonists-choose-point = a { $temperament } pawn goes where its mover chooses: choose a point on the table
conflict-antagonists-phlegmatic-leash = that is { $distance } cm from its scenery element; a Phlegmatic pawn is moved no more than { $most } cm from it
conflict-antagonists-no-enemy = { $pawn } has no enemy on the table
conflict-antagonists-none-waiting = no pawn is waiting to be moved by its Temperament
conflict-antagonists-stops-moving = { $band } moves no more pawns by their Temperament

## Deploying the Antagonists (antagonists/townsfolk.rs)
conflict-antagonists-deployed-in-turn = the Enclaves are placed: the Antagonists are deployed in turn, { $band } first (it placed the first Enclave)
conflict-antagonists-none-left = { $band } has no Antagonist '{ $id }' left to deploy
conflict-antagonists-pay-left = { $name } costs { $pay } Maravedies of Pay; { $band } has { $left } left (5 for each Enclave it placed)
conflict-antagonists-not-a-place = that is not a place on the table
conflict-antagonists-no-element = the table has no scenery element to assign it to
conflict-antagonists-no-such = there is no such Antagonist
# $element: the scenery piece's name in the layout
conflict-antagonists-deploys = { $band } deploys { $pawn } ({ $temperament }) by '{ $element }', the scenery element it is assigned to
conflict-antagonists-stops-deploying = { $band } deploys no more Antagonists

## Concealed deployment (hunt/concealed.rs)
conflict-hunt-scout-out-of-enemy-area = a Scout deploys concealed anywhere on the table out of the enemy's deployment area ({ $edge } edge)
conflict-hunt-scout-too-near = a Scout deploys concealed more than { $most } cm from every enemy: { $pawn } is nearer
conflict-hunt-stealthy-beyond-area = a Stealthy pawn deploys concealed within { $most } cm beyond its band's deployment area
conflict-hunt-scouts-note = Scouts deploy concealed, last: anywhere out of the enemy's area and more than 20 cm from every enemy.
conflict-hunt-stealthy-note = Stealthy pawns deploy concealed, last: in your area or up to 10 cm beyond it.

## Confrontations between Tracking Markers (hunt/confrontation.rs)
conflict-hunt-dexterity-in-clashes = Dexterity cards are played in clashes; these markers exchange shots
conflict-hunt-eliminated = { $pawn } is eliminated: its Tracking Markers are removed
conflict-hunt-loses = { $pawn } loses the confrontation: its Tracking Markers are removed
conflict-hunt-left = { $pawn } left
conflict-hunt-stood = neither pawn loses: every marker stays
conflict-hunt-nothing-loaded = { $pawn } has no loaded distance weapon to fire

## The Hunt on the table (hunt/tracking.rs); $place is where, in the table's words
conflict-hunt-begins = both bands have Stealthy or Scout pawns: they place Tracking Markers in turn, { $band } first (two for Stealthy, three for a Scout), anywhere out of the enemy's deployment area
conflict-hunt-places-marker = { $band } places a Tracking Marker of { $pawn } { $place }
conflict-hunt-confrontation-under-way = a confrontation is being fought: its pawns are sent (or one leaves) before another is chosen
conflict-hunt-a-marker = a Tracking Marker
conflict-hunt-marker-of = { $pawn }'s Tracking Marker
conflict-hunt-markers-meet-clash = { $own } and { $enemy } meet { $distance } cm apart: within 5 cm, a clash (the attacker counts as charging); { $band } has more markers (or chose): it sends its pawn first and attacks
conflict-hunt-markers-meet-shots = { $own } and { $enemy } meet { $distance } cm apart: beyond 5 cm, distance weapons (the attacker fires first); { $band } has more markers (or chose): it sends its pawn first and attacks
conflict-hunt-no-confrontation-waiting = no confrontation is waiting for its pawns
conflict-hunt-sends = { $band } sends { $pawn } to the confrontation
conflict-hunt-only-replier-leaves = only the replying band's pawn may leave the confrontation
conflict-hunt-leaves = { $pawn } leaves before the confrontation: its Tracking Markers are removed
conflict-hunt-deploys-on-marker = { $pawn } deploys on its Tracking Marker { $place }
conflict-hunt-not-eligible = { $pawn } is not a Stealthy or Scout pawn of { $band } with a Tracking Marker still on the table
conflict-hunt-edges-not-chosen = the edges are not chosen yet
conflict-hunt-marker-needs-place = a Tracking Marker needs a place on the table
conflict-hunt-marker-taken = another Tracking Marker is there
conflict-hunt-marker-impassable = a Tracking Marker goes where its pawn could stand, off impassable terrain: { $reason }
conflict-hunt-over = The Hunt is over: the Conflict begins
