# 1650: A Capa y Espada's Commissions (crates/core/src/conflict/commission/): what each page
# says in the log, in its refusals, on the set-up screen and in the panels. Names from the
# game's data (pawns, bands, cards, scenery pieces, the Gentleman's buildings, the artillery
# table's rows) arrive as text, counts as numbers, distances in cm (whole, or with one decimal
# where measured); a phrase of its own (a role, a list, a roll) arrives rendered.

## The Commissions' names (page.rs); "§ Name" cites the page
conflict-commission-name-brawl = Brawl
conflict-commission-name-slaughter = Slaughter
conflict-commission-name-artillery = Artillery's Wearing Down
conflict-commission-name-to-seek-sanctuary = To Seek Sanctuary
conflict-commission-name-ambush = Ambush
conflict-commission-name-rescue = Rescue
conflict-commission-name-free-conflict = Free Conflict
conflict-commission-name-way-back-home = The Way Back Home
conflict-commission-name-powder-magazine = Assault the Powder Magazine
conflict-commission-name-guardians = Guardians
conflict-commission-name-feast-of-eucharist = Feast of Eucharist
conflict-commission-name-bitter-end = Defence to the Bitter End
conflict-commission-name-clearing-the-parish = Clearing the Parish
conflict-commission-name-now-or-never = Now or Never!
conflict-commission-name-raid-in-the-compas = Raid in the Compas

## A band's role (terms.rs): one band, and its pawns together
conflict-commission-role-band = band
conflict-commission-role-attacker = attacker
conflict-commission-role-defender = defender
conflict-commission-role-bands = bands
conflict-commission-role-attackers = attackers
conflict-commission-role-defenders = defenders

## What the page says before the turns (page.rs): the set-up screen's and the panels' words
conflict-commission-moment-rolled = The Moment of Truth (day or night) and the weather are rolled when the conflict starts; the log shows the rolls and the table rows they gave.
conflict-commission-moment-day-calm = By day and calm, as the page says: no Moment of Truth or weather roll.
conflict-commission-moment-day = By day, as the page says; the weather is rolled when the conflict starts (the log shows the roll).
conflict-commission-moment-attacker-chooses = The attackers choose day or night once the defenders are deployed; the weather is rolled when the conflict starts (the log shows the roll).
conflict-commission-moment-night-without-luminaries = By night, without luminaries, as the page says; the weather is rolled when the conflict starts (the log shows the roll).
conflict-commission-moment-night-set-weather = By night and in the weather the page sets (the log says which).
conflict-commission-moment-night = By night, as the page says; the weather is rolled when the conflict starts (the log shows the roll).
# What the Authority roll's winner decides, and its two answers (the other band's follows its name)
conflict-commission-first-choice-question-guests = it places the first Guest Marker (and activates first on turn 1), or lets the other band do so.
conflict-commission-first-choice-question = it deploys first, or lets the other band do so; the band deploying first chooses its edge.
conflict-commission-first-choice-ours-guests = We place the first Guest Marker
conflict-commission-first-choice-theirs-guests = places the first Guest Marker
conflict-commission-first-choice-ours = We deploy first (and choose the edge)
conflict-commission-first-choice-theirs = deploys first (and chooses the edge)
# How long a roused pawn acts normally
conflict-commission-roused-until-unseen = until no enemy is in its sight
conflict-commission-roused-for-good = for the rest of the Conflict
# Who may leave the table on purpose
conflict-commission-leaves-dragger = a pawn dragging another
conflict-commission-leaves-gentleman = the Gentleman
conflict-commission-leaves-after-gentleman = any pawn, once the Gentleman is eliminated
conflict-commission-leaves-leader = your Leader, getting away
conflict-commission-leaves-none = no pawn
# What the opening band's choice of edge decides for the others
conflict-commission-edge-other-opposite = the other band takes the opposite one
conflict-commission-edge-leave-opposite = it must leave the table by the opposite one
conflict-commission-edge-enemy-hides = the enemy hides under the Hidden Pawn Markers
conflict-commission-edge-enemy-any = the enemy will come in at any edge
conflict-commission-edge-attacker-opposite = the attacker will come in at the opposite one
conflict-commission-edge-attacker-sides = the attacker will come in at one of the two beside it
conflict-commission-edge-attacker-any = the attacker will come in at any edge

## What a setup or a layout lacks for the page (mod.rs); $commission is the page's name
# A list, "a, b, c": $rest is one item, or a list again
conflict-commission-list = { $first }, { $rest }
conflict-commission-setup-band-count = the { $commission } is played by { $bands } bands, not { $given }
conflict-commission-setup-band-value = § { $commission }: the { $role } band ('{ $band }') is worth { $value } Maravedies; the page allows it at most { $most }
conflict-commission-setup-middle-enclave-missing = § { $commission }: the '{ $enclave }' Enclave stands in the middle of the table; the setup does not carry its card
conflict-commission-setup-no-middle-enclave = § { $commission }: no Enclave is set in the middle of the table in this Commission
conflict-commission-setup-band-pawns = § { $commission }: the { $role } band ('{ $band }') has { $pawns ->
        [one] 1 pawn
       *[other] { $pawns } pawns
    }; the page allows it at most { $most }
conflict-commission-setup-no-panoply = § { $commission }: the { $role } band ('{ $band }') cannot use Panoply cards
# $reason: why a base cannot stand in the middle of the table
conflict-commission-rescue-middle-blocked = § { conflict-commission-name-rescue }: the captive lies in the middle of the table, but cannot there ({ $reason }); choose a layout with open ground in the middle
conflict-commission-powder-magazine-middle-blocked = § { conflict-commission-name-powder-magazine }: the Polvorin stands in the middle of the table, but cannot there ({ $reason }); choose a layout with open ground in the middle
conflict-commission-guardians-middle-blocked = § { conflict-commission-name-guardians }: the Gentleman stands in the middle of the table, but cannot there ({ $reason }); choose a layout with open ground in the middle
conflict-commission-sanctuary-no-church = § { conflict-commission-name-to-seek-sanctuary }: the layout has no Church ({ $rule })

## The Decrees, Main and Secondary, for the table's panel (each Commission's file)
conflict-commission-decree-enemy-leader = eliminate the enemy band's Leader
conflict-commission-decree-defending-leader = eliminate the defending band's Leader
conflict-commission-decree-attacking-leader = eliminate the attacking band's Leader
conflict-commission-decree-opposing-leader = eliminate the opposing band's Leader
conflict-commission-decree-none-for-enemy = (no Secondary Decree for the enemy)
conflict-commission-brawl-secondary = make { $count } enemy pawns run off the table
conflict-commission-free-main = none (Honour for the Pay beaten and the Enclaves held at the end)
conflict-commission-free-secondary = none
conflict-commission-slaughter-main = eliminate a Leader of an opposing band
conflict-commission-slaughter-attacker-secondary = make { $count } pawns of one defending band run off the table
conflict-commission-slaughter-defender-secondary = keep { $count } or more of your pawns from running off the table
conflict-commission-artillery-attacker-main = bring { $count } of your pawns off the table by the defenders' edge
conflict-commission-artillery-defender-secondary = keep { $count } attackers from leaving by your edge
conflict-commission-sanctuary-attacker-main = drag the unconscious defending Leader off the table
conflict-commission-sanctuary-attacker-secondary = keep the defending Leader from seeking sanctuary
conflict-commission-sanctuary-defender-main = bring your Leader to a Church entrance: it seeks sanctuary
conflict-commission-sanctuary-defender-secondary = keep your Leader from being dragged off the table
conflict-commission-ambush-attacker-main = drag an unconscious traveller off the table
conflict-commission-ambush-attacker-secondary = keep { $count } travellers from leaving by the far edge
conflict-commission-ambush-defender-main = bring { $count } of yours off the table by the edge opposite yours (the unconscious count)
conflict-commission-ambush-defender-secondary = keep your unconscious from being dragged off by the attackers
conflict-commission-rescue-attacker-main = drag your unconscious pawn off the table by any edge
conflict-commission-rescue-defender-main = keep the unconscious captive from being dragged off the table
conflict-commission-way-back-home-defender-main = bring your pawn off the table by the edge opposite yours within { $turns } turns
conflict-commission-way-back-home-defender-secondary = bring your pawn off the table by the edge opposite yours
conflict-commission-way-back-home-attacker-main = keep the defender from leaving by the far edge within { $turns } turns
conflict-commission-way-back-home-attacker-secondary = keep the defender from leaving by the far edge at all
conflict-commission-powder-magazine-attacker-main = take the Polvorin and hold it when the Conflict ends
conflict-commission-powder-magazine-attacker-secondary = blow the Polvorin up
conflict-commission-powder-magazine-defender-main = hold the Polvorin when the Conflict ends
conflict-commission-powder-magazine-defender-secondary = keep the Polvorin from being blown up
conflict-commission-guardians-attacker-main = eliminate the Gentleman
conflict-commission-guardians-attacker-secondary = keep the Gentleman from gaining { $goal } Satisfaction and leaving the table
conflict-commission-guardians-defender-main = bring the Gentleman to { $goal } Satisfaction (a turn's end in the Church, the Tavern or the Brothel), then off the table by any edge
conflict-commission-guardians-defender-secondary = make { $count } attackers run off the table
conflict-commission-feast-main = eliminate the Gentleman (one of the Antagonists' Guest Markers hides him)
conflict-commission-feast-secondary = once the Gentleman is eliminated, bring { $count } of your pawns off the table by any edge
conflict-commission-bitter-end-defender-main = your Leader survives to the end of the last turn
conflict-commission-bitter-end-defender-secondary = no enemy pawn inside your ruins at the end of the last turn
conflict-commission-bitter-end-attacker-secondary = stand inside the ruins at the end of the last turn
conflict-commission-parish-secondary = eliminate no more than half the enemy band's pawns
conflict-commission-now-or-never-main = get away: your Leader leaves the table by an edge
conflict-commission-now-or-never-enemy-main = eliminate the escaping Leader
conflict-commission-compas-main = eliminate the Informer
conflict-commission-compas-secondary = keep more than half your band's pawns alive
conflict-commission-compas-enemy-main = (the Informer gets away)

## What the solo Commissions' layouts lack (bitter_end.rs, parish.rs, country_house.rs, compas.rs)
conflict-commission-bitter-end-no-hill = § { conflict-commission-name-bitter-end }: the ruins stand on a hill in the middle of the table; this layout has no hill (a raised level) there
conflict-commission-parish-few-buildings = § { conflict-commission-name-clearing-the-parish }: the Parish is at least { $least } buildings in the middle of the table (within { $within } cm of it); this layout has { $found }
conflict-commission-now-or-never-small-house = § { conflict-commission-name-now-or-never }: the Country House is at least { $least } buildings joined by their doors, its central room in the middle of the table; this layout has { $rooms }
conflict-commission-compas-no-building = § { conflict-commission-name-raid-in-the-compas }: the Compas de Trueque-Villano is a building in the middle of the table; this layout has none there
# Why the conflict is over before its last turn (also compas.rs, guardians.rs, feast.rs)
conflict-commission-compas-ended = the Informer has fled or been eliminated (§ { conflict-commission-name-raid-in-the-compas }: the Commission is finished)

## Ambush: day or night, and the Farols (ambush.rs; also § Guardians, § Assault the Powder Magazine)
conflict-commission-ambush-ask-time = the travellers are deployed: { $band } chooses whether the ambush falls by day or by night
conflict-commission-ask-time = the defenders are deployed: { $band } chooses whether the Conflict takes place by day or by night
conflict-commission-ambush-time-question = § { conflict-commission-name-ambush }: the travellers are deployed. { $band } chooses when the ambush falls: by night, { $farols } travellers carry a Farol.
conflict-commission-time-question = § { $commission }: the defenders are deployed. { $band } chooses whether the Conflict takes place by day or by night.
conflict-commission-not-choosing-time = day or night is not being chosen
conflict-commission-ambush-falls-by-day = the ambush falls by day
conflict-commission-ambush-falls-by-night = the ambush falls by night
conflict-commission-attackers-choose-day = the attackers choose: the Conflict takes place by day
conflict-commission-attackers-choose-night = the attackers choose: the Conflict takes place by night
conflict-commission-ambush-farol = { $pawn } carries a Farol (no Pay)

## Artillery's Wearing Down (artillery.rs); $text is the artillery table's row, from the data
conflict-commission-artillery-purpose = Artillery
conflict-commission-artillery-rolls = the defenders' artillery rolls { $roll }: { $text }
conflict-commission-artillery-not-choosing = no artillery result is being chosen
# $targets: the role's pawns together ("attackers")
conflict-commission-artillery-choose-pawn = { $chooser } chooses one of the { $targets }' pawns on the table
conflict-commission-artillery-choose-piece = { $chooser } chooses a scenery piece still on the table
conflict-commission-artillery-shells-fall = the shells fall on { $pawn }: it and every pawn within { $within } cm lose { $vigour } Vigour
conflict-commission-artillery-vigour-left = { $pawn }: { $left } Vigour left
conflict-commission-artillery-ruin-falls = the ruin '{ $piece }' falls away: it leaves the table
conflict-commission-artillery-piece-falls = '{ $piece }' falls down: ruins stand where it stood
conflict-commission-artillery-buried = { $pawn } was within { $within } cm: removed from the table

## Guardians: the named buildings no attacker enters (barred.rs); $who is a pawn's name or a phrase
conflict-commission-guardians-barred = { $who } may not enter the { $venue } ('{ $building }'): no pawn of the { $role } band enters the named buildings
conflict-commission-guardians-attacking-pawn = a pawn of the attacking band
conflict-commission-guardians-unknown-piece = it
conflict-commission-guardians-unknown-venue = building

## The Way Back Home: the lurkers (lurkers.rs, way_back_home.rs)
conflict-commission-way-back-home-sight-cut = { $pawn } sees no further than { $sight } cm; the target is { $distance } cm away

## Feast of Eucharist: the page's rule, the Guest Markers seated (feast.rs)
conflict-commission-feast-weapons-rule = no distance weapons, no weapon with a Range and none with a normal Damage of { $damage } or more
# $rule: the weapons rule above
conflict-commission-feast-barred-weapon = § { conflict-commission-name-feast-of-eucharist }: '{ $band }' brings { $card } with { $weapon }; { $rule }
conflict-commission-feast-antagonists = § { conflict-commission-name-feast-of-eucharist }: '{ $band }' brings { $brought } Antagonists ({ $dear } over { $pay } Maravedies); the page wants { $wanted } of at most { $pay } Maravedies each
conflict-commission-feast-which-gentleman = § { conflict-commission-name-feast-of-eucharist }: which Antagonist is the Gentleman
conflict-commission-feast-markers-mixed = § { conflict-commission-name-feast-of-eucharist }: the Guest Markers are mixed
# $counts: a list of band-markers, one for each band
conflict-commission-feast-band-markers = { $band } { $count }
conflict-commission-feast-seated = every pawn comes hidden under a Guest Marker, with the Antagonists' ({ $counts }); the dice mixed them and chose which Antagonist's marker hides the Gentleman: only the band whose marker it is can read it
conflict-commission-feast-ended = the Gentleman is eliminated and the bands have left the feast
conflict-commission-feast-marker = Guest Marker { $number } ({ $band }'s)
conflict-commission-feast-marker-unowned = Guest Marker { $number }

## Feast of Eucharist: placing the Guest Markers (feast/guest_placing.rs); $x, $y in cm
conflict-commission-feast-off-table = a Guest Marker stands wholly on the table
conflict-commission-feast-all-placed = { $band } has placed every Guest Marker
conflict-commission-feast-too-close = Guest Markers go at least { $spacing } cm apart while the table has room for it; this spot is { $distance } cm from one
conflict-commission-feast-not-placing = Guest Markers are not being placed
conflict-commission-feast-placed = { $band } places { $marker } at ({ $x }, { $y })
conflict-commission-feast-placed-apart = { $band } places { $marker } at ({ $x }, { $y }), { $spacing } cm or more from the others
conflict-commission-feast-first = { $band } places the first Guest Marker, and will activate first

## Feast of Eucharist: the Guest Markers in the turns (feast/guest_play.rs); $result is an Audacity roll
conflict-commission-feast-no-covered-marker = there is no covered Guest Marker { $number }
conflict-commission-feast-no-turn = no turn is being played
conflict-commission-feast-activation-busy = a pawn is still being activated, or a choice is waiting
conflict-commission-feast-band-to-act = it is { $band }'s turn to activate
conflict-commission-feast-marker-done = { $marker } has already been activated this turn
conflict-commission-feast-bad-direction = the marker's direction must be a point on the table
conflict-commission-feast-pawns-uncover = a band turns its own markers over only while it has no pawn on the table; now its pawns must uncover them (within { $within } cm, an Audacity roll)
conflict-commission-feast-move-purpose = § { conflict-commission-name-feast-of-eucharist }: how far the marker moves
conflict-commission-feast-marker-moves = { $marker } is activated: 1D{ $sides } gave { $rolled } cm; it moves { $moved } cm
conflict-commission-feast-turned-over = { $marker } is turned over: { $pawn }
conflict-commission-feast-turned-over-gentleman = { $marker } is turned over: { $pawn }: the Gentleman!
conflict-commission-feast-pawn-off-table = the pawn is not on the table
conflict-commission-feast-too-far = { $pawn } is { $distance } cm from { $marker }; a pawn uncovers a marker within { $within } cm
conflict-commission-feast-uncover-purpose = Audacity roll (uncovering a Guest Marker)
conflict-commission-feast-uncovered = { $pawn } tries to uncover { $marker }: Audacity roll { $result }: it is turned over
conflict-commission-feast-stays-covered = { $pawn } tries to uncover { $marker }: Audacity roll { $result }: it stays covered
conflict-commission-feast-activated = { $pawn } is activated at once
conflict-commission-feast-activated-to-fight = { $pawn } is activated at once: it may fight { $uncoverer } or walk away

## Guardians: the Gentleman and his buildings (guardians.rs); $venue is a building's name from the data
conflict-commission-guardians-the-venue = the { $venue }
# $venues: a list of the-venue, one for each building the page names
conflict-commission-guardians-venues-rule = the attacker names { $count } different buildings of the layout: { $venues }
# $rule: the venues rule above
conflict-commission-guardians-few-buildings = § { conflict-commission-name-guardians }: the layout has { $found ->
        [one] 1 building
       *[other] { $found } buildings
    }; { $rule }; choose a layout with at least { $wanted }
conflict-commission-guardians-no-venues-here = § { $commission }: no buildings are named in this Commission
conflict-commission-guardians-named-count = § { conflict-commission-name-guardians }: { $count ->
        [one] 1 building
       *[other] { $count } buildings
    } named; { $rule }
conflict-commission-guardians-venue-missing = § { conflict-commission-name-guardians }: the { $venue } is piece { $piece }, which the layout does not have
conflict-commission-guardians-venue-not-building = § { conflict-commission-name-guardians }: the { $venue } must be a building; '{ $piece }' is not
conflict-commission-guardians-venue-twice = § { conflict-commission-name-guardians }: '{ $piece }' is named twice; { $rule }
# $venues: a list of venue-is, one for each building named
conflict-commission-guardians-venue-is = '{ $piece }' is the { $venue }
conflict-commission-guardians-gentleman-placed = { $pawn } stands in the middle of the table, escorted by the defenders; { $venues }
conflict-commission-guardians-no-money = { $pawn } ends the turn in the { $venue }, but has { $purse ->
        [one] 1 Maravedi
       *[other] { $purse } Maravedies
    } of the { $cost } it costs: no Satisfaction
conflict-commission-guardians-satisfied = { $pawn } ends the turn in the { $venue } and invests { $cost ->
        [one] 1 Maravedi
       *[other] { $cost } Maravedies
    }: +{ $gained } Satisfaction, { $points } of the { $goal } the defenders need
conflict-commission-guardians-left = the Gentleman has left the table
conflict-commission-guardians-eliminated = the Gentleman is eliminated

## Rescue (rescue.rs)
conflict-commission-rescue-no-captive = § { conflict-commission-name-rescue }: the attacking band needs a pawn other than its Leader to be the captive
conflict-commission-rescue-captive = { $pawn } lies unconscious in the middle of the table, held by the defenders; an attacker in contact may drag it

## To Seek Sanctuary: the Church (sanctuary.rs); $piece is a scenery piece's id, or its number
conflict-commission-sanctuary-church-rule = a building of the layout touching a table edge, with { $entrances } entrances, at most { $depth } cm deep
conflict-commission-sanctuary-no-piece = the layout has no piece { $piece }
conflict-commission-sanctuary-not-building = '{ $piece }' is not a building
conflict-commission-sanctuary-few-doors = '{ $piece }' has { $doors ->
        [one] 1 door
       *[other] { $doors } doors
    }; the Church has { $entrances } entrances
conflict-commission-sanctuary-off-edge = '{ $piece }' does not touch a table edge
conflict-commission-sanctuary-too-deep = '{ $piece }' reaches { $depth } cm into the table; the Church is at most { $most } cm deep
# $rule: the Church rule above
conflict-commission-sanctuary-needs-church = the Commission needs a Church: { $rule }
conflict-commission-sanctuary-problem = § { conflict-commission-name-to-seek-sanctuary }: { $problem }
conflict-commission-sanctuary-night-lights = at night, two more luminaries burn by the Church's main entrance

## Unconscious pawns and dragging (unconscious.rs)
conflict-commission-unconscious-falls = { $pawn } is wounded with no friend within { $within } cm: it falls unconscious; any pawn in contact may drag it
conflict-commission-unconscious-not = { $pawn } is not unconscious
conflict-commission-unconscious-already-dragged = { $pawn } is already being dragged
conflict-commission-unconscious-attackers-only = only the attackers may drag { $pawn }
conflict-commission-unconscious-drags-already = { $pawn } already drags a pawn
conflict-commission-unconscious-contact = { $pawn } drags a pawn its base is in contact with
conflict-commission-unconscious-drags = { $pawn } drags { $target }: from now on it may only walk
conflict-commission-unconscious-put-down = { $pawn } lies where { $dragger } left it

## The townsfolk the page sets on the table (townsfolk.rs): § Guardians' Guarnicioneros, § Assault the Powder Magazine's Antagonists
conflict-commission-townsfolk-how-many = § { conflict-commission-name-guardians }: how many Guarnicioneros
conflict-commission-townsfolk-where = § { conflict-commission-name-guardians }: by which scenery they stand
conflict-commission-temperament-sanguine = Sanguine
conflict-commission-temperament-choleric = Choleric
conflict-commission-temperament-melancholic = Melancholic
conflict-commission-temperament-phlegmatic = Phlegmatic
# $placed: a list of stands-by, or no-spot; $role: the role's pawns together ("defenders")
conflict-commission-townsfolk-placed = 1D{ $sides } rolled { $rolled }: { $count } { $temperament }, not enemies among themselves ({ $placed }); engaged in a clash or with gunpowder fired within { $within } cm, one turns Sanguine and joins the { $role }
conflict-commission-townsfolk-stands-by = { $pawn } by '{ $piece }'
conflict-commission-townsfolk-no-spot = no spot by the scenery was free
conflict-commission-powder-magazine-no-antagonists = by night no Antagonists come (they come only by day)
conflict-commission-powder-magazine-where = § { conflict-commission-name-powder-magazine }: by which scenery the Antagonists stand
conflict-commission-powder-magazine-antagonists = by day the page's Antagonists (at most { $budget } Maravedies) stand by the scenery, each moved by its own Temperament, every band's enemy but not one another's: { $placed }
conflict-commission-townsfolk-too-dear = § { $commission }: the Antagonists the page sets on the table by day are worth { $pay } Maravedies; at most { $budget }
conflict-commission-townsfolk-wrong = § { $commission }: the setup must carry the { $wanted } Antagonists the page sets on the table
# Why a townsperson is provoked ($why in provoked)
conflict-commission-townsfolk-clash = a clash is started against it
conflict-commission-townsfolk-gunpowder = a gunpowder weapon fired within { $within } cm
conflict-commission-townsfolk-provoked = { $why }: { $pawn } turns Sanguine and is the { $role }' for the rest of the Conflict (they move it by its Temperament)

## The Way Back Home (way_back_home.rs)
conflict-commission-way-back-home-lurking-rule = each attacker deploys as an Antagonist would: within { $element } cm of a scenery element, more than { $apart } cm from the others, and outside the defender's possible deployment area ({ $depth } cm from every edge)
conflict-commission-way-back-home-no-scenery = the table has no scenery element to lurk by
conflict-commission-way-back-home-too-close = another of the band is { $distance } cm away; they deploy more than { $spacing } cm apart while the scenery leaves room
conflict-commission-way-back-home-deploy-together = { $band } has { $left } { $card } left to deploy, and they deploy together ({ $given } places given)
conflict-commission-way-back-home-no-place = that is not a place on the table
conflict-commission-way-back-home-deploys = { $band } deploys { $card }, lurking
conflict-commission-way-back-home-deploys-many = { $band } deploys { $count } × { $card }, lurking
conflict-commission-way-back-home-choose-edge = the attackers lurk: { $band } chooses the edge it deploys along (within { $depth } cm of it), and must leave by the opposite one
conflict-commission-way-back-home-lurks-again = { $pawn } no longer sees an enemy: it lurks again as a Sanguine Antagonist
