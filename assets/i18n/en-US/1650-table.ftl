# The table (crates/core/src/table/): what it says of a move, a path, a place and the scenery
# designer's edits; the `ysbilia ruling` tool's refusals and explanations (ruling/); and saved
# games (record.rs, session.rs, storage.rs). Names from the layouts and the cards arrive as
# text, pawns by their numbers, distances in cm with one decimal (the rulebook's limits in
# whole cm); a phrase of its own (a side, a direction, a refusal inside a refusal) arrives
# rendered. A rulebook's section ($section) is its English name, as every rule is cited.

## Maneuvers and sides (table/movement/mod.rs, table/base.rs)
scenery-maneuver-walk = Walk
scenery-maneuver-charge = Charge
scenery-maneuver-swim = Swim
scenery-side-front = Front
scenery-side-left = Left
scenery-side-right = Right
scenery-side-rear = Rear

## Where a base may not be (table/movement/place.rs)
# A piece the layout has lost its name for
scenery-piece-unnamed = scenery
scenery-move-off-table = the base would leave the table
scenery-move-solid = the { $piece } is in the way (large obstacles, walls and rocks are impassable)
scenery-move-weather-no-charge = the weather has made all the ground rough: nobody can charge
scenery-move-impassable = the { $piece } is impassable terrain
scenery-move-rough-charge = a pawn going through rough terrain (the { $piece }) cannot charge
scenery-move-water = water must be swum (the Swim maneuver, 5 cm)
scenery-move-into-pawn = the path runs into pawn { $pawn }'s base

## A move's path (table/movement/walk.rs)
scenery-move-swimmer-turns = a swimming pawn turns only at the start of its movement
scenery-move-no-points = a move needs at least one point to go to
scenery-move-not-finite = every point of the path needs finite numbers
scenery-move-level-change-across = a climb or jump down moves at most { $most } cm across the edge; this one moves { $across } cm
scenery-move-climb-high = pawns climb at most { $most } cm; this is { $rise } cm
scenery-move-jump-down-high = pawns jump down from at most { $most } cm; this is { $drop } cm
scenery-move-swimmer-climbs = a swimming pawn cannot climb or jump
scenery-move-ends-unsupported = the path ends with nothing under the pawn's base
scenery-move-gap-wide = pawns jump gaps up to { $most } cm wide; this one is { $width } cm
# $maneuver: Walk, Charge or Swim
scenery-move-too-long = { $maneuver } reaches { $reach } cm; this path is longer

## Engaging (table/movement/engaging.rs); $side and $contact are a base's sides
scenery-engage-wrong-side = pawn { $pawn } can only be engaged on its { $side } side, the side that faced the start of the movement (this ends on its { $contact } side)
scenery-engage-side-taken = pawn { $pawn }'s { $side } side is already taken by pawn { $occupant }
scenery-engage-unseen = a pawn engages only an enemy in its Line of Sight at the start of its movement; pawn { $pawn } cannot be seen from there
scenery-charge-turns = a charge that engages may turn only at its start
scenery-charge-unseen = a charge engages only an enemy in Line of Sight at its start; pawn { $pawn } is not

## The path planner (table/path/mod.rs); $reason is the straight path's refusal
scenery-path-charge-straight = { $reason }; a charge that engages runs straight (§ Movement Maneuvers)
scenery-path-no-way = { $reason } (§ { $section }), and there is no way round it
scenery-path-no-way-within = { $reason } (§ { $section }), and there is no way round it within { $within } cm
scenery-path-nearest-way = { $no_way }; the nearest way round: { $nearest }
scenery-path-pawn-missing = pawn { $pawn } is not on the table

## Places in words (table/places.rs); $piece is a scenery piece's name, $wall and $direction a compass direction
scenery-compass-here = here
scenery-compass-east = east
scenery-compass-north-east = north-east
scenery-compass-north = north
scenery-compass-north-west = north-west
scenery-compass-west = west
scenery-compass-south-west = south-west
scenery-compass-south = south
scenery-compass-south-east = south-east
scenery-place-inside = inside the { $piece }
scenery-place-inside-by-door = inside the { $piece }, by its { $wall } door
scenery-place-by-door = by the { $piece }'s { $wall } door
scenery-place-in = in the { $piece }
scenery-place-against = against the { $piece }
scenery-place-near = { $distance } cm { $direction } of the { $piece }
scenery-place-open = in the open
scenery-place-open-middle = in the open, in the middle of the table
scenery-place-open-edge = in the open, { $distance } cm from the { $edge } edge
scenery-place-roof = on the { $piece }'s roof
scenery-place-floor = on the { $piece }'s { $storey ->
        [1] first
        [2] second
        [3] third
       *[other] { $storey }th
    } floor
scenery-place-on-top = on top of the { $piece }

## The scenery designer's refusals (table/edit.rs, design.rs, layout_files.rs); $piece is a piece's name
scenery-edit-unknown = there is no piece '{ $piece }'
scenery-edit-taken = a piece is already named '{ $piece }'
# $what is one of the measures below
scenery-edit-not-finite = { $what } must be a finite number
scenery-edit-measure-distance = the distance
scenery-edit-measure-angle = the angle
scenery-edit-measure-table-size = the table's size
scenery-edit-measure-zone = a zone
scenery-edit-measure-place = the place
scenery-edit-measure-rotation = the rotation
scenery-edit-measure-height = the height
scenery-edit-measure-size = the size
scenery-edit-measure-radius = the radius
scenery-edit-measure-handle-place = the handle's place
scenery-edit-nothing-selected = nothing is selected
scenery-edit-not-one = select one piece to resize it
scenery-edit-no-handle = a piece has no handle { $handle }
scenery-layout-unnamed = the layout needs a name before it is saved
scenery-layout-folder-not-made = { $folder } cannot be made: { $error }
scenery-layout-not-written = { $path } cannot be written: { $error }

## A layout printed at real scale (table/print.rs): the label on each page
scenery-print-page = { $layout } - page { $page } of { $pages }: row { $row } of { $rows } (from the north), column { $column } of { $columns } (from the west); 1:1, the bar is 5 cm

## The `ysbilia ruling` tool's refusals (ruling/checks.rs); $ruling counts the file's rulings from 1
ruling-refused = ruling { $ruling }: { $reason }
# $reason is the ruling file's own words for a modifier, $amount a signed number ("+2")
ruling-modifiers-too-many = { $count } modifiers on one roll; at most { $most }
ruling-modifier-too-big = '{ $reason }' is { $amount }; no rule or card changes a roll by more than { $most }
ruling-extra-dice = { $dice } extra dice; a band invests at most { $most } Maravedies a turn in extra dice
ruling-roll-total = no roll totals { $total }; at most { $most }
ruling-damage-over = { $what ->
        [sl] the SL
        [damage] the Damage
        [critical-damage] the critical Damage
        [first-defense] the first Defense
       *[second-defense] the second Defense
    } is { $value }; at most { $most }
ruling-damage-critical-below = the critical Damage is below the normal Damage
ruling-defense-order = the second Defense (without armour) is above the first
ruling-leader-purse = a Leader with { $held } Maravedies; a band's Leader holds at most { $most } (its Incentive and a Royal Salary from each of its pawns)
ruling-vigour-colour-boxes = the table's { $colour ->
        [1] first
        [2] second
       *[3] third
    } colour has { $boxes } boxes; a card has at most { $most }
ruling-vigour-empty = a Vigour table has at least one box
ruling-vigour-all-marked = { $marked } boxes marked on a table of { $total }: the pawn was removed from the table
ruling-vigour-hit-removed = hit { $hit } falls on a pawn already removed from the table
ruling-vigour-hit-big = a hit of { $boxes } boxes; no blow takes more than { $most }
ruling-honour-pay-beaten = { $pay } Mrv of enemies beaten; a band is worth at most { $most }
ruling-honour-count = { $count } { $what ->
        [enemy-leaders] enemy Leaders eliminated
        [dishonourable-leaders] dishonourable Leaders eliminated
        [dishonourable-pawns] dishonourable pawns eliminated
        [antagonists] Antagonists eliminated
        [rearguard] enemies eliminated from the Rearguard
        [escaping] escaping pawns eliminated
       *[faithful] pawns with Faith eliminated
    }; a band hires at most { $pawns } pawns
ruling-honour-enclaves = { $count } Enclaves conquered; a Conflict has at most { $most }
ruling-honour-other-count = { $count } other modifiers; at most { $most }
ruling-honour-other-big = '{ $reason }' gives { $points }; a Peculiarity, Enclave or Antagonist gives at most { $most } either way
ruling-no-weapon = { $card } has no weapon { $weapon } (counting from 0)
ruling-bystander-distance = a bystander's distance from the target must be a number of cm, 0 or more

## What the conflict simulation refuses of a ruling's blow or shot (ruling/simulation_checks.rs)
ruling-clash-pawn = a clash ruling has pawns 0 and 1, not { $pawn }
# $distance as the ruling file wrote it
ruling-charge-length = a charge of { $distance } cm; a charge runs more than 0 and at most 15 + 1D10 = { $most } cm
ruling-clash-engager-fights = { $card } engaged this clash in its own activation: when its enemy attacks, it fights
ruling-clash-no-reply = the { $weapon } has no Reply: { $card } fights with a close combat weapon
ruling-clash-block-weapon = { $card } blocks with its { $block }, the weapon with Block; the { $weapon } has none
ruling-clash-retreat = the target retreats: the attack of opportunity allows no second weapon or Dexterity card
ruling-clash-no-range = neither pawn has a close combat weapon with Range: they are engaged only in base contact
ruling-shot-bomb = the { $weapon } is a bomb: it is placed, never fired
ruling-shot-device = the { $weapon } is a device: a Device ruling throws or fires it
ruling-shot-reaction-moved = a pawn waiting for a Reaction Shot has not activated: it has not moved this turn
ruling-shot-accurate-moved = an Accurate Shot needs the pawn to stay where it is all activation
ruling-shot-smoke = at night, thick smoke stops every distance weapon in that quadrant
ruling-shot-distance = the distance must be a number of cm, 0 or more
ruling-shot-not-slow = the { $weapon } is not a Slow weapon: it has no shots to count
ruling-shot-slow-shots = the { $weapon } is Slow ({ $full }): it holds at most { $full } shots, not { $left }
ruling-shot-reload = the { $weapon } must be reloaded before it fires again
ruling-shot-cover = { $cover } small obstacles in the way; a ruling counts at most { $most }
# $luck is a signed number ("+1")
ruling-shot-luck = no Panoply card adds { $luck } to one roll

## The rulings on dice and numbers (ruling/rolls.rs); $result is a roll in words
# A modifier in the ruling file's own words
ruling-modifier = { $reason }
ruling-attribute-range = an Attribute runs from 1 to 10, not { $attribute }
ruling-roll-single = Single roll
ruling-roll-face-off-first = Face-off, first
ruling-roll-face-off-second = Face-off, second
ruling-single-roll = Single roll: { $result }
ruling-face-off = Face-off: first { $first }; second { $second }; { $winner ->
        [first] First
        [second] Second
        [both-critical] BothCritical
        [draw] Draw
       *[neither] NeitherSucceeds
    }
ruling-second-weapon = Second weapon: the difficulty is the greater of the Attribute { $attribute } and the opponent's first roll { $opponent }; { $result } (no SL is added to its Damage)
ruling-damage = (SL { $sl } + Damage { $damage }) - Defense { $defense } = { $lost } Vigour lost{ $penetration ->
        [smashing] { " " }(Smashing: the second Defense value)
        [piercing] { " " }(Piercing: Defense ignored)
       *[normal] { "" }
    }
ruling-vigour-marked = { $boxes ->
        [one] 1 box
       *[other] { $boxes } boxes
    } marked, { $left } Vigour left{ $audacity ->
        [yes] ; first box of a new colour: Audacity roll
       *[no] { "" }
    }{ $removed ->
        [yes] ; the pawn is removed from the table
       *[no] { "" }
    }

## Rulings between two pawns and on the table (ruling/two_pawns.rs, table_shots.rs, resolve.rs)
ruling-vigour-only = { $card } has only { $vigour } Vigour
ruling-no-dexterity-card = no Dexterity card '{ $card }' in assets/1650/dexterity.ron
ruling-no-contract-card = no Contract Card '{ $card }' in assets/1650/bands
ruling-layout-path = a layout is named by its path inside the game's folder (scenarios/layouts/NAME.ron), not '{ $layout }'
ruling-layout-unreadable = cannot read { $layout }: { $error }
# $reason is the table's refusal of the place, $section its rule
ruling-cannot-stand = the { $card } cannot stand at ({ $x }, { $y }): { $reason } (§ { $section })
ruling-shooter-engaged = the { $card } is engaged in a clash: a pawn engaged in a clash cannot use distance weapons
ruling-piece-unnamed-obstacle = obstacle
ruling-shooter-cover = the shooter takes cover behind the { $piece }: it gives the target no cover
ruling-target-behind = the target is behind the shooter's Approach (outside its 180°)
ruling-line-blocked = the { $piece } (piece { $number }) blocks the line at ({ $x }, { $y }, { $z })
ruling-clash-in-line = a clash stands in the line: its pawns count as friends; choose another target
ruling-pawns-in-line = pawns stand in the line: after a passed Audacity roll the shot counts the target as behind a small obstacle
ruling-target-seen = the shooter sees the target { $distance } cm away (edge to edge), { $cover } cover
ruling-no-weapon-counted = { $card } has no weapon { $weapon }
ruling-no-discharge = the { $weapon } has no Discharge Attribute
# What the command line prints after a ruling's outcomes
ruling-outcomes-unwritten = (outcomes could not be written: { $error })
ruling-dice-left = { $dice ->
        [one] 1 fixed die was not used
       *[other] { $dice } fixed dice were not used
    }

## Games and saves (record.rs, session.rs, simulate.rs); $rule is a rule as the log cites it ("1650 § Terrain")
session-refusal-by-rule = { $reason } ({ $rule })
session-setup-invalid = the setup is invalid: { $rejection }
session-command-refused = command { $command } was refused: { $rejection }
session-game-over = The game is over; no more moves can be made.
# A saved game in a line of the Load list, when its mode says nothing more
session-no-description = { "" }
# $when is one of over, a turn or a round below
session-describe-over = over
session-describe-turn = turn { $turn } of { $turns }
session-describe-before-first-turn = before the first turn
session-describe-round = round { $round }
# "Feast of Eucharist: A against B, turn 3 of 20"; $bands is a band's name or session-describe-against
session-describe-conflict = { $commission }: { $bands }, { $when }
session-describe-against = { $first } against { $rest }
# "Ottoman Empire against Knights of Malta, round 3"
session-describe-battle = { $first } against { $second }, { $when }
# "3 players (Ana, Blas, Carmen), round 4"; $names is a name or session-describe-list
session-describe-melee = { $players ->
        [one] 1 player
       *[other] { $players } players
    } ({ $names }), { $when }
session-describe-list = { $first }, { $rest }
# `ysbilia simulate` asked for a Commission of the other mode
session-simulate-other-mode = { $commission } is { $alone ->
        [yes] played alone
       *[no] played by two bands
    }: simulate it with --mode { $mode }

## Reading a saved game (storage.rs)
storage-unreadable = { $file }: cannot be read: { $reason }
storage-newer-format = { $file }: saved by a newer Ysbilia (record format { $found }; this version reads up to { $readable }). Update Ysbilia to open it; the file was left as it is.
storage-mode-not-built = { $mode } is not built in this version of Ysbilia, so its games cannot be played or replayed yet.
storage-replay = { $file }: { $error }
storage-setup = { $file }: the saved game's setup cannot be played: { $problems }
storage-wrong-mode = is a { $found } record, not { $wanted }

## Data files (data.rs): a problem in a file, and where
storage-data-error = { $file }: { $problem }
storage-data-error-at = { $file }:{ $line }:{ $column }: { $problem }
# What the RON reader expected, in its own (English) words
storage-ron-problem = { $problem }
storage-file-unreadable = cannot be read: { $error }
storage-folder-unreadable = folder cannot be read: { $error }
storage-mode-listed-twice = a mode is listed more than once
# $mode as the file names it ("MeleeEvent")
storage-mode-missing = mode { $mode } is missing; every mode needs an entry
ruling-fixed-die = a D10 shows 1 to 10; the fixed dice include { $die }

## A layout's problems (table/layout.rs); numbers as the file has them, $piece a piece's name
scenery-layout-table-size = the table must have a positive size (got { $width } x { $depth } cm)
scenery-layout-table-too-big = the table is { $width } x { $depth } cm; at most { $most } cm a side
scenery-layout-too-many = { $pieces } pieces and { $zones } deployment zones; at most { $most } of each
scenery-layout-named-twice = piece '{ $piece }' is named twice
# $problem is one of the piece's problems below
scenery-layout-piece-problem = piece '{ $piece }': { $problem }
scenery-layout-zone-size = deployment zone { $zone } needs finite numbers and a positive size
scenery-layout-zone-outside = deployment zone { $zone } is not inside the { $width } x { $depth } cm table
scenery-layout-piece-size = its width and depth must be positive (got { $width } x { $depth } cm)
scenery-layout-piece-radius = its radius must be positive (got { $radius } cm)
scenery-layout-piece-not-finite = every number must be finite (no NaN or infinity)
scenery-layout-piece-height = its height must be 0 to { $most } cm (got { $height } cm)
scenery-layout-small-obstacle-high = a small obstacle is at most { $most } cm high (1650 § Small Obstacles); this one is { $height } cm: make it a LargeObstacle
scenery-layout-piece-flat = it needs a height above 0 cm
scenery-layout-storeys = a building has 1 to { $most } storeys (got { $storeys })
scenery-layout-openings = { $count } doors and windows; at most { $most }
scenery-layout-piece-outside = it reaches outside the { $width } x { $depth } cm table
# $kind and $wall as the file names them: "its Door in the South wall"
scenery-layout-opening-size = its { $kind ->
        [door] Door
       *[window] Window
    } in the { $wall ->
        [south] South
        [east] East
        [north] North
       *[west] West
    } wall needs a positive size and a non-negative place
scenery-layout-opening-fit = its { $kind ->
        [door] Door
       *[window] Window
    } in the { $wall ->
        [south] South
        [east] East
        [north] North
       *[west] West
    } wall does not fit in the wall
scenery-layout-building-round = buildings need a rectangular footprint
# A layout file with a problem, in the list of layouts
scenery-layout-draft = { $file }: a draft, not offered for play until it is fixed: { $problem }

## The limits every data file and saved setup keeps (limits.rs): $what names the field in the
## checking code's own words, $why (with its leading space) where the limit comes from; values
## as the file has them
storage-limit-at-most = { $what } is { $value }; at most { $most }{ $why }
# $value is signed ("-11"), $bound a number: "between -10 and +10"
storage-limit-within = { $what } is { $value }; between -{ $bound } and +{ $bound }
storage-limit-words = { $what } is longer than { $most } characters
storage-limit-list = { $count } { $what }; at most { $most }
# "card 12 "Janissaries": cost is 255; at most 8"
storage-limit-in-context = { $context }: { $problem }

## Luminaries (table/light.rs)
scenery-luminary-off-table = a luminary goes on the table
scenery-luminary-in-deployment = this is inside band { $band }'s deployment area: luminaries go outside both
scenery-luminary-too-close = { $distance } cm from luminary { $luminary }: they must be more than { $most } cm apart
