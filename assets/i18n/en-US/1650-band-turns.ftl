# 1650: A Capa y Espada at the table (crates/core/src/conflict/band/, conflict/turns/): what a
# band's pawns carry and suffer, and how the steps and turns of a conflict run, in the log and
# when a command is refused. Pawns', bands', cards' and Commissions' names arrive as text from
# the game's data, counts as numbers, distances in cm with one decimal; a phrase of its own (a
# roll, an edge, a list) arrives rendered.

## Shared by the band's files
conflict-band-not-on-table = { $pawn } is not on the table
# A list: $first is one item, $rest the rest of the list (another list, or its last item)
conflict-band-list = { $first }, { $rest }
conflict-band-list-last = { $first } and { $last }
conflict-band-list-none = {""}

## Armament: Beating, Disrupting, Ready (armament.rs, armament_play.rs)
conflict-band-armament-may-not-turn = { $pawn } had its back turned by a Beating weapon: it may not turn to face its attackers until the end of the next turn
conflict-band-armament-cannot-block = { $pawn } was struck by a Disrupting weapon this turn: it cannot use a Block weapon, so it cannot answer
conflict-band-armament-turned-away = { $pawn }, its back to { $hitter }, may not turn to face an attacker until the end of turn { $turn }
conflict-band-armament-disrupted = { $pawn } may not use a Block weapon until the end of turn { $turn }, nor be activated this turn if it had not been
conflict-band-armament-charge-attack = a charge attack needs a Ready weapon and a charge into this enemy this activation
conflict-band-ready-immobilised = Ready: { $pawn } loses Vigour to the charge attack and stays immobilised: it cannot be activated this turn
conflict-band-ready-not-immobilised = Ready: the charge attack takes no Vigour from { $pawn }: it is not immobilised and acts as normal
conflict-band-ready-fails = Ready: the charge attack fails: { $charger }'s activation is over, and { $target } may act as normal this turn
conflict-band-ready-strikes-back = { $target } strikes back at { $charger }: a single Attack roll, without a second weapon or Dexterity cards
# What the card panel lists under a pawn: a blow's lasting effect, how long, and its rule
conflict-band-lasting-this-turn = this turn
conflict-band-lasting-until = until the end of turn { $turn }
conflict-band-lasting-beaten = Beaten: it may not turn to face an attacker { $until }
conflict-band-lasting-beaten-rule = 1650 § Armament, Beating: turned with its back to the pawn that hurt it, it won't be allowed to turn around during its next turn to face an attacking enemy.
conflict-band-lasting-disrupted = Disrupted: it cannot Block { $until }
conflict-band-lasting-disrupted-rule = 1650 § Armament, Disrupting: hurt by a Disrupting weapon, it won't be able to use Block for a turn.

## Everybody Has a Price (auction.rs)
conflict-band-auction-none = no Personality is being auctioned
conflict-band-auction-bid = { $band } bids for { $personality }: { $total ->
        [one] { $total } Maravedi
       *[other] { $total } Maravedies
    } in all
conflict-band-auction-sent-home = { $pawn } will not fight for { $band } in this conflict

## Blessings and the Faith Roll (blessings.rs)
conflict-band-bless-no-faith = { $pawn } has no Blessing (X)
conflict-band-bless-not-known = { $blessing } is not among { $pawn }'s blessings
conflict-band-bless-not-at-table = no blessing '{ $blessing }' came to the table
conflict-band-bless-one-discharge = a blessing is used as a ranged weapon: one Discharge Maneuver or one clash per activation
conflict-band-bless-charged-or-swam = a pawn that charged or swam cannot use ranged weapons, nor blessings
conflict-band-bless-engaged = a pawn engaged in a clash cannot use ranged weapons, nor blessings
conflict-band-bless-helpful-for-friend = the helpful effect of { $blessing } is for a friend
conflict-band-bless-harmful-for-enemy = the harmful effect of { $blessing } is for an enemy
conflict-band-bless-out-of-sight = { $pawn } is out of Line of Sight
conflict-band-bless-out-of-range = { $pawn } is { $distance } cm away; { $blessing } reaches { $reach } cm
conflict-band-bless-out-of-range-night = { $pawn } is { $distance } cm away; { $blessing } reaches { $reach } cm at night
# Only the computer's tries meet it, and they do not read it
conflict-band-bless-out-of-reach = the target is out of reach or out of sight
conflict-band-modifier-sanctified = { $enclave } (sanctified)
conflict-band-bless-heal = { $pawn } clears { $cleared } marked Vigour { $cleared ->
        [one] box
       *[other] boxes
    }: { $left } left
conflict-band-bless-boon = { $pawn }: +{ $amount } to all its rolls until the end of the turn
conflict-band-bless-curse = { $pawn }: -{ $amount } to all its rolls until the end of the turn
conflict-band-bless-rallied = { $pawn } stops escaping and turns back to the fight (it may only turn this turn)
conflict-band-bless-nothing-to-rally = { $pawn } is not escaping: the blessing has nothing to rally
conflict-band-bless-smite = { $pawn } loses { $lost } Vigour (no Defense): { $left } left

## Factions: Royal Salary, Wage, Offering (factions.rs)
conflict-band-salary-no-leader = { $band } has no Leader to draw a salary
# Where the band's Leader has no card of its own
conflict-band-salary-the-leader = the Leader
conflict-band-salary-from = { $amount } from { $pawn }
conflict-band-salary = { $leader } of { $band } (an Old Regime Pure Band) takes { $taken ->
        [one] { $taken } Maravedi
       *[other] { $taken } Maravedies
    } into its Incentive: { $from }
conflict-band-wage = { $pawn } has beaten its first enemy: +{ $earned ->
        [one] { $earned } Maravedi
       *[other] { $earned } Maravedies
    } to its Incentive

## Lost Vigour: removal, Audacity, escaping (harm.rs)
conflict-band-modifier-panoply = Panoply
conflict-band-modifier-rallying = { $enclave } (rallying)
conflict-band-damage = { $pawn }: (SL { $sl } + Damage { $damage }) - Defense { $defense } = { $lost } Vigour lost, { $left } left
conflict-band-fearless = { $pawn } is Fearless: no Audacity roll for Panic
conflict-band-removed-killed = { $pawn } has no Vigour left: removed from the table
conflict-band-removed-ran-off = { $pawn } reaches the edge running: it dies as a coward
conflict-band-removed-no-marker = { $pawn } has no Tracking Marker left to deploy on: it is eliminated (§ Deployment of Concealed Pawns)
conflict-band-removed-left = { $pawn } leaves the table by the { $edge } edge
conflict-band-removed-sanctuary = { $pawn } has sought sanctuary in the Church
conflict-band-comes-back = { $pawn } will come back at its band's edge at the beginning of the next turn
conflict-band-roll-escape = Escape (charge 15 + 1D10 cm)
conflict-band-escape-reaches-edge = { $pawn } runs { $reach } cm towards the { $edge } edge: it is { $length } cm away round what is in the way, and it reaches it
conflict-band-escape-runs = { $pawn } escapes: it runs { $moved } cm of its { $reach } towards the { $edge } edge, round what is in the way
conflict-band-escape-trapped = { $pawn } tries to escape, but nothing lets it through: it stays where it is

## Single-use Panoply items (items.rs)
conflict-band-item-not-carried = { $pawn } carries no '{ $item }'
conflict-band-item-used = the { $item } has been used already
conflict-band-item-not-usable = the { $item } is always in effect, or not usable on the table yet
conflict-band-item-spent = { $pawn } uses its { $item }: spent
conflict-band-item-no-marked-box = no Vigour box is marked
conflict-band-item-nothing-to-reload = no Slow weapon needs reloading
conflict-band-item-no-distance-weapon = the { $item } is declared for a Discharge roll: { $pawn } has no distance weapon
conflict-band-item-discharge-made = this activation's Discharge is already made: declare it before rolling

## Ysbilia's own Peculiarities (peculiarities.rs)
conflict-band-surgeon-not = { $pawn } is not a Surgeon
conflict-band-surgeon-spent = { $pawn } has already treated a wound in this conflict
conflict-band-surgeon-engaged = a Surgeon treats wounds free of clashes
conflict-band-surgeon-not-friend = { $pawn } is not a friend
conflict-band-surgeon-not-in-contact = { $pawn } is not in base contact with the Surgeon
conflict-band-surgeon-nothing-marked = { $pawn } has no marked Vigour box
conflict-band-surgeon-treats = Surgeon: { $surgeon } clears the last marked box of { $pawn } ({ $vigour } Vigour now); once a conflict
conflict-band-intimidating-not = { $pawn } is not Intimidating
conflict-band-intimidating-not-engaging = Intimidating acts when engaging: { $pawn } has not engaged { $target } this activation
conflict-band-intimidating-once = once an enemy, before the clash's blow
conflict-band-roll-intimidated = Audacity roll (intimidated)
conflict-band-intimidating-holds = Intimidating: { $target } rolls Audacity { $result }: it holds its nerve
conflict-band-intimidating-cowed = Intimidating: { $target } rolls Audacity { $result }: it is the responding pawn in this clash
conflict-band-sworn-guard = Sworn Guard: { $guard } takes the { $lost } Vigour meant for its Leader, { $leader }: { $left } left
conflict-band-duellist-not = { $pawn } is not a Duellist

## Investing Maravedies (purse.rs)
conflict-band-offering = { $pawn } invests its { $item } as a Maravedi (a Mercenary Pure Band): one extra die
conflict-band-extra-dice = { $count ->
        [one] { $count } Maravedi
       *[other] { $count } Maravedies
    } invested ({ $payers }): as many extra dice, the lowest dropped
conflict-band-peculiarity-paid = { $cost ->
        [one] { $cost } Maravedi
       *[other] { $cost } Maravedies
    } invested in { $pawn }'s { $peculiarity } (paid by { $payer })

## Shared by the turns' files
conflict-turns-edge-south = South
conflict-turns-edge-north = North
conflict-turns-edge-west = West
conflict-turns-edge-east = East
conflict-turns-edges-not-chosen = the edges are not chosen yet

## A late band's arrival (arrival.rs); $edges is one of the edges-* phrases
conflict-turns-edges-any = a table edge
conflict-turns-edges-opposite = the edge opposite the defenders'
conflict-turns-edges-sides = one of the two edges beside the defenders'
conflict-turns-arrival-in-contact = in contact with { $edges }
conflict-turns-arrival-clear = in contact with { $edges }, at least { $clear } cm from every enemy
conflict-turns-arrival-begins = turn { $turn } begins: { $band } arrives: each of its pawns deploys { $place }
conflict-turns-arrival-not-at-edge = { $band } arrives in contact with { $edges }: that place is not
conflict-turns-arrival-too-near = an arriving pawn stands at least { $clear } cm from every enemy: { $pawn } is nearer
conflict-turns-arrival-no-room = no place at the table's edges is { $clear } cm from every enemy: { $left } of { $band }'s pawns wait to arrive next turn
conflict-turns-roll-enemy-arrival = enemy arrival spot
conflict-turns-arrival-enemy-placed = { $pawn } of { $band } comes in at the edge, { $place } (the dice place the enemy)

## The Deploy command (deploying.rs)
conflict-turns-not-deploying = pawns are not deploying
conflict-turns-deploy-none-left = { $band } has no { $card } left to deploy
conflict-turns-deploy-together = pawns of the same type deploy together: { $count } { $card } { $count ->
        [one] needs { $count } place
       *[other] need { $count } places
    }, not { $places }
conflict-turns-deploy-after-hunt = '{ $card }' is Stealthy or Scout and both bands have such pawns: it deploys on a Tracking Marker after The Hunt
conflict-turns-deploy-concealed-later = { $band } deploys now; { $card } deploys concealed (Stealthy or Scout), after every other pawn of both bands
conflict-turns-deploy-outside-area = that place is outside { $band }'s deployment area ({ $area })
# "Band deploys 2 × Veteran Pikeman along the North edge": a card's name takes no plural
conflict-turns-deployed = { $band } deploys { $count ->
        [one] {""}
       *[other] { $count } ×{" "}
    }{ $card } { $place }
conflict-turns-deployed-middle = in the middle circle
conflict-turns-deployed-along = along the { $edge } edge
conflict-turns-deployed-at-edge = at the table's edge

## Deployment areas, luminaries, terrain (deployment.rs)
conflict-turns-area-circle = a circle { $diameter } cm across in the middle of the table
conflict-turns-area-strip = within { $depth } cm of its edge
conflict-turns-luminary-needs-place = a luminary needs a place in cm
conflict-turns-luminary-off-table = a luminary goes on the table
conflict-turns-luminary-in-area = this is inside band { $band }'s deployment area: luminaries go outside both
conflict-turns-luminary-too-close = { $distance } cm from luminary { $other }: they must be more than { $spacing } cm apart
conflict-turns-cannot-deploy-there = cannot deploy there: { $reason }

## Before the turns (preparing.rs)
conflict-turns-setup-unplayable = This setup cannot be played: { $problem }.
conflict-turns-setup-no-pawns = band { $number } ({ $band }) has no pawns
conflict-turns-layout-problems = the layout '{ $layout }' has problems: { $problems }
conflict-turns-night-no-luminaries = the Conflict takes place by night, and no luminaries are allowed (no Moment of Truth roll)
conflict-turns-day = the Conflict takes place by day (no Moment of Truth roll)
conflict-turns-night = the Conflict takes place by night (no Moment of Truth roll)
conflict-turns-page-weather = the page sets the weather: { $weather } ({ $effects })
conflict-turns-weather-cold-front = Cold Front
conflict-turns-weather-sunny = Sunny
conflict-turns-weather-heat = Heat
conflict-turns-weather-drizzle = Drizzle
conflict-turns-weather-flood = Flood
conflict-turns-weather-fog = Fog
conflict-turns-weather-cold = Cold
conflict-turns-weather-storm = Storm
conflict-turns-weather-morning-frost = Morning Frost
conflict-turns-weather-bitter = Bitter Cold
conflict-turns-weather-blizzard = Blizzard
conflict-turns-calm = no Weather Gets Worse roll: the day is calm (Sunny)
conflict-turns-lurking-first = { $band } deploys first, lurking as Sanguine Antagonists: { $rule }
conflict-turns-chooses-edge = { $band } deploys first: it chooses its edge
conflict-turns-authority-decides = { $band } won the Authority roll: it decides who { $choice }
conflict-turns-only-two-open = only the two opening bands (0 and 1) deploy first
conflict-turns-not-choosing = the deployment is not being chosen
conflict-turns-lets-other-first = { $chooser } lets { $first } deploy first: that band chooses its edge
conflict-turns-only-opening = only the opening bands deploy first
# $deploys is one of the three phrases below it
conflict-turns-deploys = { $band } deploys
conflict-turns-deploys-first = { $band } deploys first
conflict-turns-chose-first = { $chooser } chose: { $band } deploys first
conflict-turns-deploys-middle = { $deploys }, in a circle in the middle of the table
conflict-turns-deploys-along = { $deploys }, along the { $edge } edge
conflict-turns-deploys-along-both = { $deploys }, along the { $edge } edge; { $other } along the { $opposite } edge
conflict-turns-luminaries-not-placed = luminaries are not being placed
conflict-turns-luminary-placed = { $band } places a luminary { $place }

## The turns (sequence.rs)
conflict-turns-numb = { $pawn } stood still in the cold all last turn: -1 to its rolls this turn
conflict-turns-blizzard = the Blizzard takes 1 Vigour from { $pawn }: { $left } left
conflict-turns-comes-back = { $pawn } comes back to its band's edge
conflict-turns-begins-guests = turn { $turn } begins: { $band } placed the first Guest Marker and activates first (§ { $commission })
conflict-turns-begins-authority = turn { $turn } begins: { $band } won the Authority roll and activates first
conflict-turns-begins-page-authority = turn { $turn } begins: { $band } activates first (§ { $commission }); { $winner } won the Authority roll and follows
conflict-turns-begins-page = turn { $turn } begins: { $band } activates first (§ { $commission })
conflict-turns-no-turn = no turn is being played
conflict-turns-activated = { $pawn } is activated
conflict-turns-not-active = { $pawn } is not the pawn being activated
conflict-turns-activation-over = { $pawn }'s activation is over
conflict-turns-one-band-left = only one band has pawns left
conflict-turns-band-gone = a band has no pawns left on the table
conflict-turns-last-turn = the last turn is over
conflict-turns-turn-ends = every pawn has been activated: turn { $turn } ends
conflict-turns-conflict-ends = the conflict ends: { $why }
conflict-turns-honour = { $band }: { $score }

## Honour at the end (honour.rs): "3 Honour for Pay x2, +2 1 x enemy Leader eliminated = 8 Honour points"
# $unit is honour, or dishonour for a dishonourable player; $lines the lines, each ", +2 (reason)"
conflict-turns-score = { $base } { $unit ->
        [dishonour] Dishonour
       *[honour] Honour
    } for Pay{ $lines } = { $total } { $unit ->
        [dishonour] Dishonour
       *[honour] Honour
    } points
conflict-turns-score-multiplied = { $base } { $unit ->
        [dishonour] Dishonour
       *[honour] Honour
    } for Pay x{ $multiplier }{ $lines } = { $total } { $unit ->
        [dishonour] Dishonour
       *[honour] Honour
    } points
conflict-turns-score-gain = , +{ $points } { $reason }{ $rest }
conflict-turns-score-loss = , -{ $points } { $reason }{ $rest }
conflict-turns-score-end = {""}

## Why a hidden pawn stops hiding, or cannot be chosen (blessings.rs)
conflict-band-hidden-blessing = a blessing
conflict-band-reveal-blessing = it calls on a blessing
