# The app's own words: menus, buttons, tooltips, set-up pages. `fl!` checks each id and its
# arguments against this file when the app is built.

## Keys (F1): what to press, and what it does
keys-everywhere-1 = F1
keys-everywhere-1-does = this list of keys (again to close it)
keys-everywhere-2 = F11
keys-everywhere-2-does = fullscreen, or back to a window
keys-everywhere-3 = Esc
keys-everywhere-3-does = back to the previous screen (never quits)
keys-menu-1 = ↑ / ↓ or Tab
keys-menu-1-does = move between the entries
keys-menu-2 = Enter or a click
keys-menu-2-does = open the entry
keys-menu-3 = 1 to 9
keys-menu-3-does = open that entry
keys-load-1 = Click
keys-load-1-does = open a save, or its replay
keys-settings-1 = Click, drag
keys-settings-1-does = change a setting (saved at once)
keys-lab-1 = Tab, Enter
keys-lab-1-does = choose and press Run or Stop
keys-lab-2 = Hover a cell
keys-lab-2-does = its games, 95 % interval and Honour margin
keys-table-1 = Left click
keys-table-1-does = select or activate a pawn; with a tool, move, turn or shoot there
keys-table-2 = Drag the activated pawn
keys-table-2-does = walk it there
keys-table-3 = Shift+click / right click
keys-table-3-does = add / remove a waypoint of a move
keys-table-4 = Right drag
keys-table-4-does = orbit the camera
keys-table-5 = Middle drag or Shift+right drag
keys-table-5-does = pan the camera
keys-table-6 = Wheel, + / −, PgUp / PgDn
keys-table-6-does = zoom
keys-table-7 = Arrows
keys-table-7-does = pan
keys-table-8 = [ and ]
keys-table-8-does = turn the view
keys-table-9 = T / V / Home
keys-table-9-does = top-down view / the pawn's eyes / reset the view
keys-table-10 = Tab
keys-table-10-does = the next pawn
keys-table-11 = Enter
keys-table-11-does = activate it; fight when engaged and asked; bid in an auction; take the screen behind the feast's curtain
keys-table-12 = R
keys-table-12-does = wait for a Reaction Shot; retreat when engaged and asked
keys-table-13 = H
keys-table-13-does = hold fire
keys-table-14 = W / C / B / F
keys-table-14-does = walk / charge / swim / turn
keys-table-15 = S / L
keys-table-15-does = shoot / reload (L leaves an auction)
keys-table-16 = E
keys-table-16-does = end the activation
keys-table-17 = M / O
keys-table-17-does = tape measure / line of sight
keys-table-18 = Q
keys-table-18-does = point through a roof to the floor below
keys-table-19 = Ctrl+Z
keys-table-19-does = ask to take back the last command
keys-table-20 = Esc
keys-table-20-does = cancel the tool at hand, then the menu
keys-hebs-1 = Click
keys-hebs-1-does = choose a card, a space or an answer
keys-hebs-2 = P
keys-hebs-2-does = pass
keys-hebs-3 = D
keys-hebs-3-does = decline: let the stack resolve
keys-hebs-4 = Enter
keys-hebs-4-does = confirm a payment
keys-hebs-5 = Ctrl+Z
keys-hebs-5-does = take back
keys-hebs-6 = Esc
keys-hebs-6-does = cancel the choice at hand, or leave the replay
keys-melee-1 = Click
keys-melee-1-does = choose on the table
keys-melee-2 = K
keys-melee-2-does = keep the dice
keys-melee-3 = 1, 2, 3
keys-melee-3-does = re-roll that die
keys-melee-4 = Ctrl+Z
keys-melee-4-does = take back
keys-designer-1 = Click
keys-designer-1-does = select (Shift: add), or place the armed piece
keys-designer-2 = Drag
keys-designer-2-does = move the selection
keys-designer-3 = Drag a corner square
keys-designer-3-does = resize the selected piece (a circle by its rim)
keys-designer-4 = Drag on the bare table
keys-designer-4-does = select the pieces in the box (Shift: add)
keys-designer-5 = Wheel, R / Shift+R
keys-designer-5-does = turn 15°
keys-designer-6 = Arrows
keys-designer-6-does = move 1 cm (Shift: 5 cm)
keys-designer-7 = Delete
keys-designer-7-does = delete the selection
keys-designer-8 = Ctrl+D
keys-designer-8-does = duplicate
keys-designer-9 = Ctrl+Z
keys-designer-9-does = undo
keys-designer-10 = Ctrl+Y, Ctrl+Shift+Z
keys-designer-10-does = redo
keys-designer-11 = Ctrl+S
keys-designer-11-does = save
keys-designer-12 = V
keys-designer-12-does = the 3D view or the plan (in 3D: drag turns, wheel zooms)
keys-designer-13 = Esc
keys-designer-13-does = disarm, clear the selection, then back
keys-title = Keys (F1)

## The main menu
game-name = Ysbilia
game-tagline = 1650: A Capa y Espada on the tabletop, and three card games
menu-load-game = Load game
menu-settings = Settings
menu-lab = Balancing lab
menu-quit = Quit
menu-mode-blurb = { $summary }
    Players: { $players }
menu-load-game-blurb = Continue a saved game or an autosave.
menu-settings-blurb = The size of the letters, the window, the camera, sound.
menu-lab-blurb = Every ready-made 1650 band against every other, played by the computer: which bands look stronger.
menu-keys = Mouse; or the Up and Down arrows (or Tab) and Enter; or the number keys. Esc goes back.
menu-data-problems = { $count ->
        [one] 1 data file problem; the game goes on without it:
       *[other] { $count } data file problems; the game goes on without them:
    }

## Every page: the frame, the replay viewer, the odds, the computer's reasons
page-back = Back
page-back-hover = Return to the main menu (Esc)
page-back-key = or Esc
replay-step-zero = Step 0: the game as it was set up.
replay-step-quiet = Step { $step }: a choice that changed nothing on the table.
replay-step = Step { $step }:
replay-more-lines = { $count ->
        [one] … and 1 more line (the log)
       *[other] … and { $count } more lines (the log)
    }
odds-face-failure = failure
odds-face-sl = SL{ $level }
odds-face-success = success, SL { $level }
odds-face-crit = crit
odds-face-critical = critical (a natural 10), SL { $level }
odds-face-hover = A { $face } on the die: { $words }
why-title = Why the computer did that
why-chosen = { $score }  Chosen: { $option }
why-more = and { $count } more, valued lower
replay-title = Replay
replay-where = As it stood after step { $step } of { $total }; the game itself waits where it was.
replay-slider = step
replay-back = < back
replay-next = next >
why-option = { $score } ({ $below })  { $option }

## Settings
settings-title = Settings
settings-ui-scale = UI scale
settings-smaller = Smaller
settings-larger = Larger
settings-reset = Reset
settings-ui-scale-note = Scales every panel, button and letter. Saved as soon as it changes.
settings-fullscreen = Fullscreen (F11 on any screen)
settings-window-note = The window's size and place are remembered when you move or resize it.
settings-forget-window = Forget the window's size and place
settings-camera = The 1650 table's camera
settings-camera-speed = Orbit and pan speed
settings-invert-orbit = Invert the orbit (dragging up tilts the view down)
settings-smooth-camera = Smooth camera (glides to where a drag, a key or the wheel sends it)
settings-sound = Sound
settings-volume = Effects volume
settings-try-sound = Try it
settings-try-sound-hover = Plays the dice
settings-mute = Mute (no dice, shots, steel or cards)
settings-file = Settings file: { $path }

## Load game
load-title = Load game
load-folder = Saves folder: { $path }
load-refresh = Refresh
load-none = No saved games yet. Games save themselves as you play (an autosave per mode).
load-a-save = A saved game
load-file = File: { $name }
load-open = Open
load-autosave = the autosave
load-copy = a saved copy
load-autosave-when = the autosave, saved { $when }
load-copy-when = a saved copy, saved { $when }

## Choosing the language
words-bad-language = '{ $name }' is not a language identifier (such as en-US or es-ES)
words-in-english = { $problem }; the game goes on in English

## The Scenery Designer
designer-nothing-to-undo = Nothing to undo
designer-nothing-to-redo = Nothing to redo
designer-not-playable = Not playable until fixed: { $problem }
designer-back-hover = Main menu (Esc)
designer-name = Name
designer-snap = Snap 1 cm / 15°
designer-sight-map = Sight heat map
designer-sight-map-hover = How much of the table a pawn standing at each point sees, and how fair two deployment zones are
designer-plan-view = Plan (V)
designer-3d-view = 3D view (V)
designer-view-hover = The layout as the conflicts' table shows it, or the plan to edit it on
designer-undo = Undo
designer-undo-key = Ctrl+Z
designer-redo = Redo
designer-redo-key = Ctrl+Y
designer-save = Save
designer-save-key = Ctrl+S
designer-new = New
designer-new-hover = An empty 100 x 100 cm table
designer-new-name = My layout
designer-new-done = A new, empty table
designer-print = Print 1:1
designer-print-hover = A4 pages (SVG) at real scale, to lay real scenery on
designer-play-here = Play a Brawl here
designer-play-here-hover = Saves the layout, then opens the Brawl's set-up on it
designer-unsaved = Unsaved changes
designer-table = Table
designer-table-by = x
designer-open = Open
designer-opened = Opened '{ $name }'
designer-pieces = Pieces
designer-pieces-note = Choose one, then click on the table (Shift: several)
designer-palette-unreadable = The palette cannot be read: { $why }
designer-keys = Keys
designer-selected = Selected
designer-selected-none = Nothing: click a piece, or choose one to place.
designer-selected-many = { $count } pieces
designer-kind = Kind
designer-x = x
designer-y = y
designer-turned = Turned
designer-width = Width
designer-depth = Depth
designer-radius = Radius
designer-storeys = Storeys
designer-height = Height
designer-duplicate = Duplicate
designer-duplicate-key = Ctrl+D
designer-delete = Delete
designer-delete-key = Delete
designer-openings = Doors and windows
designer-door = Door
designer-window = Window
designer-wall = { $wall } wall
designer-wall-south = South
designer-wall-east = East
designer-wall-north = North
designer-wall-west = West
designer-remove = Remove
designer-along = along
designer-wide = wide
designer-high = high
designer-sill = sill
designer-deep = deep
designer-add-door = Add a door
designer-add-window = Add a window
designer-kind-small-obstacle = small obstacle
designer-kind-large-obstacle = large obstacle
designer-kind-building = building
designer-kind-level = level
designer-kind-water = water
designer-kind-rough = rough ground
designer-kind-impassable = impassable ground
designer-zones = Deployment zones
designer-add-zone = Add a zone
designer-add-zone-hover = { $depth } cm deep along the south edge; type or drag its numbers
designer-brawl-zones = The Brawl's two
designer-brawl-zones-hover = { $depth } cm from the south and north edges (§ Brawl)
designer-fairness = Sight and fairness
designer-fairness-note = Colour: the share of the table a pawn standing there sees (blue little, yellow much); none where no pawn can stand. The zones: the layout's first two deployment zones, or { $depth } cm from the south and north edges (§ Brawl).
designer-no-cover = no cover on the table
designer-cover = cover { $cm } cm away on average
designer-zone-fairness = Zone { $zone }: { $cells } cells; sees { $sight }% of the table; { $cover }; { $sees_other }% of its cells see the other zone
designer-no-problems = No problems: saved, it is offered in the 1650 set-up screens.
designer-problems = { $count ->
        [one] 1 problem: it saves as a draft, not offered for play until fixed
       *[other] { $count } problems: it saves as a draft, not offered for play until fixed
    }
designer-problem = • { $problem }

## Units
unit-cm-suffix = {" "}cm
designer-pointer = x { $x } cm, y { $y } cm
designer-placed = Placed '{ $id }'
designer-zone-label = deployment zone { $zone }
designer-3d-note = 3D view: drag to turn, wheel to zoom, V or the Plan button for the plan
designer-printed = { $count ->
        [one] 1 A4 page to print at 100% (no fitting to the page) in { $folder }
       *[other] { $count } A4 pages to print at 100% (no fitting to the page) in { $folder }
    }
designer-not-printed = Not printed: { $folder } cannot be written: { $error }
designer-saved = Saved to { $path }
designer-saved-draft = Saved to { $path } as a draft (not offered for play until its problems are fixed)
designer-not-saved = Not saved: { $why }

## The balancing lab
lab-title = Balancing lab
lab-intro = Every ready-made band against every other, the same computer on both sides and each seed played twice with the seats swapped, so what differs is the band.
lab-progress = { $done } of { $all } games
lab-no-report = No report yet for this Commission: press Run.
lab-command-line = Long runs go faster on the command line, on every core: { $command }. Its report shows here.
lab-commission = Commission
lab-computer = Computer
lab-easy = Easy (quick)
lab-easy-hover = The simple player: a whole lab in seconds
lab-hard = Hard (seconds a game)
lab-hard-hover = Searches each decision: how the bands fare played well
lab-games-a-pair = Games a pair
lab-run = Run
lab-run-hover = Play every pair (Tab to it and Enter)
lab-stop = Stop
lab-stop-hover = Keep the games played so far
lab-report-heading = { $commission }: { $level } computer on both sides, { $games } games a pair. Each cell: the row band's share of decided games against the column band (hover for its 95 % interval and Honour margin).
lab-cell = { $row } against { $column }: won { $wins }, lost { $losses }, { $ties } ties; 95 % interval { $low } to { $high } %; mean Honour margin { $margin }
lab-no-decided-game = no decided game
lab-ranking = Against all the others, strongest first (bars: share of decided games; whiskers: 95 % interval)
lab-band-total = { $band }: won { $share } % of { $decided } decided games ({ $low } to { $high } %), mean margin { $margin } Honour
lab-interval = { $band } interval
lab-even = even
lab-share = share
lab-cannot-write-report = cannot write the report: { $error }
lab-cannot-write = cannot write { $path }: { $error }
lab-cannot-read = cannot read { $path }: { $error }
lab-damaged = { $path } is damaged: { $error }
lab-not-square = { $path } does not hold a square matrix of its { $bands } bands

## Every game's table: its top bar and log
table-back-hover = To the main menu (Esc); the game is autosaved
table-undo = Undo
table-undo-hover = Take back your last move (Ctrl+Z)
table-save-copy = Save a copy
table-saved = Saved to { $path }
table-new-game = New game
table-log = Log
table-log-note = Every ruling, with the rule and the dice behind it.
table-recent = What just happened

## The Melee Event's table
melee-phase-title = Combat phase { $round }: { $first } against { $second }
melee-lists = The lists
melee-computer = computer
melee-fighting = fighting
melee-squire-state-out = out
melee-squire-state-tired = tired
melee-squire-state-fresh = fresh
melee-squire-line = Squire { $number }  { $hp }  { $state }
melee-squire-hp = { $hp } HP of { $full }; tired at { $tired }, out at 0
melee-seat-cards = { $hand } Strategy cards in hand, { $deck } in the deck
melee-seat-cards-trinkets = { $hand } Strategy cards in hand, { $deck } in the deck, { $trinkets ->
        [one] 1 trinket
       *[other] { $trinkets } trinkets
    }
melee-die-critical = critical: two successes
melee-die-success = success
melee-die-miss = miss
melee-winner = Team { $team } wins the melee
melee-won-after = { $names } won after { $rounds } combat phases.
melee-plans-face-down = Plans are laid face down
melee-has-laid = { $name } has laid { $cards } cards face down
melee-computer-choosing = { $name } is choosing…
melee-choosing = { $name } is choosing
melee-pass-screen = Pass the screen to { $name }.
melee-look-away = Everyone else, look away: the plan is secret until it is revealed.
melee-show-my-cards = I am { $name }: show my cards
melee-plan-how = { $name }: choose { $actions } actions in order and back each with a Strategy card, or { $cards } adding up to { $most } at most. Lower is quicker; higher succeeds more often.
melee-exchange-label = Exchange { $number }
melee-no-card-yet = no card yet
melee-cards-sum = cards { $cards } = { $value }
melee-hand = Hand:
melee-card-hover = Drag onto an exchange, or click to add to the selected one; click again to take back
melee-plan-incomplete = Every exchange needs an Action card and a Strategy card.
melee-lay-cards = Lay the cards face down
melee-exchange-of = Exchange { $number } of { $all }
melee-reroll-die = Re-roll this die (key { $key })
melee-needs = needs { $value } or less
melee-keep = Keep (K)
melee-rerolls-left = { $count ->
        [one] 1 re-roll left this phase: click a die
       *[other] { $count } re-rolls left this phase: click a die
    }
melee-deciding = deciding…
melee-trinkets-held = Trinkets: { $count }
melee-rewind-button = Rewind ({ $cost }): re-roll the misses
melee-ravens-foresight = Raven's Foresight ({ $cost }): play { $action } instead
melee-mischief-button = Mischief of the Flock ({ $cost }): take a success from { $opponent }, re-roll all your dice
melee-chart-title = Combat phase by combat phase
melee-chart-nothing-yet = Nothing to chart until a combat phase has been played.
melee-chart-hp = HP left
melee-chart-phase = combat phase
melee-chart-note = Each point: as the combat phase began; the last, as the melee ended.
melee-player-name = Player { $seat }
melee-setup-intro = Squires duel with Action cards, Strategy cards and three twelve-sided dice until one team has no Squire standing.
melee-form-players = Players
melee-form-squires = Squires per team
melee-setup-duration = about ten minutes each
melee-team = Team { $team }
melee-setup-computer = Computer
melee-setup-squire-count = { $count ->
        [one] 1 Squire
       *[other] { $count } Squires
    }
melee-setup-trinkets = Trinkets (optional rule): a { $feather } earns { $feather_trinkets }, a { $raven } { $raven_trinkets }; spend { $rewind } to Rewind, { $foresight } for Raven's Foresight, { $mischief } for Mischief of the Flock
melee-setup-start = Start the melee
melee-setup-continue = Continue the last game
table-nothing-to-undo = Nothing of yours to undo yet.
table-undo-failed = Undo failed: { $error }
table-taken-back = Move taken back.
charts-none = No charts: { $problem }
charts-now = now

## The 1650 table (src/conflict/panels.rs): the top bar, the actions column, the windows
brawl-title-turn = { $name } — turn { $turn } of { $total }
brawl-title-arrival = { $name } — turn { $turn } of { $total }: the arrival
brawl-title-artillery = { $name } — turn { $turn } of { $total }: the artillery
brawl-title-over = { $name } — over
brawl-title-hunt = { $name } — The Hunt, before the fight
brawl-title-auction = { $name } — Everybody Has a Price, before the fight
brawl-title-before = { $name } — before the fight
brawl-moment-after-auction = Moment of Truth and weather: rolled after the auction
brawl-moment-attackers-will-choose = Day or night: the attackers choose once the defenders are deployed
brawl-moment-attackers-chose = By { $night ->
        [night] night
        *[day] day
    } (the attackers' choice)
brawl-moment-commission = By { $night ->
        [night] night
        *[day] day
    } (the Commission's rule)
brawl-moment-rolled = Moment of Truth { $roll }: { $night ->
        [night] night
        *[day] day
    }
brawl-moment-hover = 1650 § Moment of Truth: the D10 rolled before deployment decides day or night (and how many luminaries), unless the Commission says which.
brawl-weather = Weather: { $weather }
brawl-weather-hover = 1650 § The Weather Gets Worse: the row rolled on the chosen Climate table.
brawl-to-act = To act:
brawl-computer-seat = (computer)
brawl-undo-hover = Ctrl+Z: take back the last command (the other player must agree)
brawl-replay-hover = Step through the Brawl from its first command; the game waits
brawl-view-3d = 3D view (T)
brawl-view-top-down = Top-down (T)
brawl-view-eye = Eye view (V)
brawl-view-eye-hover = See the table through the selected pawn's eyes; Esc returns
brawl-menu-button = Menu (Esc)
brawl-shortcuts = Left click acts, right drag orbits, wheel zooms. Every key and mouse action: F1.
brawl-over = The { $name } is over
brawl-over-see-honour = See the Honour window.
brawl-acts = acts
brawl-computer-thinking = The computer is thinking…
brawl-luminary-place = Night: click the table to place a luminary ({ $left } left). § Luminaries: outside both deployment areas and more than { $spacing } cm from one another (red rings); each lights { $light } cm around it.
brawl-place-for-me = Place it for me
brawl-luminary-here = A luminary may go here.
brawl-not-here = Not here: { $why }
brawl-back-to-table = Back to the table (Esc)
brawl-extra-dice = Extra dice, 1 Maravedi each:
brawl-extra-dice-hover = § Investing Maravedies: each Maravedi buys a die; the lowest are dropped. { $per_turn } a band a turn; paid from the pawn's Incentive, then its Leader's within the Leader's range.
brawl-purse-left = Purse { $purse } Mrv; the band may buy { $left } more this turn.
brawl-offering = § Offering: with no Maravedi left, these cards pay a die each: { $cards }
brawl-no-dexterity-cards = No Dexterity cards in hand.
brawl-show-hand = Show { $band }'s Dexterity hand (others look away)
brawl-dexterity-card = Dexterity card (face down until the face-off):
brawl-dexterity-none = none
brawl-dexterity-not-with-roll = Not with this roll. { $card }
brawl-hide-hand = Hide the hand
brawl-log-note = every roll explained; click a line to highlight its pawns
brawl-clear-highlight = clear highlight
brawl-menu = Menu
brawl-resume = Resume (Esc)
brawl-new-conflict = New conflict
brawl-main-menu-autosaved = Main menu (the game is autosaved)
brawl-take-back-title = Take back?
brawl-take-back-asked = { $band } asks to take back the last command. The other player must agree.
brawl-agree = Agree
brawl-refuse = Refuse
brawl-take-back-refused = The take-back was refused.
brawl-honour-title = Honour
brawl-honour-how = § Obtaining Honour Points: Pay of the enemies beaten, times the Decree, plus modifiers.
brawl-honour-solo = Your solo score: the Honour your band earned, with the Commission's Decrees.
brawl-honour-dishonourable = § Dishonourable Players: a ruthless employer, scoring Dishonour points (the higher the better).
brawl-honour-base = { $unit ->
        [dishonour] Dishonour
        *[honour] Honour
    } for the Pay of the enemies beaten (pay table): { $base }
brawl-decree-main-met = Main Decree met ({ $decree }): x{ $multiplier }
brawl-decree-secondary-met = Secondary Decree met ({ $decree }): x{ $multiplier }
brawl-decree-none-met = No Decree met (Main: { $main }; Secondary: { $secondary })
brawl-honour-total = Total: { $total } { $unit ->
        [dishonour] Dishonour
        *[honour] Honour
    }
brawl-save-record = Save the record
brawl-main-menu = Main menu

## The 1650 set-up: one band's column (src/conflict/setup/band.rs)
brawl-setup-enemy-title = The enemy: { $role }
brawl-setup-yours-title = Your band: { $role }
brawl-setup-band-title = Band { $band }
brawl-setup-band-role-title = Band { $band }: { $role }
brawl-setup-value-limit = § { $commission }: this band is worth at most { $most } Maravedies (a ready-made band is cut to fit; or build your own).
brawl-setup-pawn-limit = § { $commission }: this band has at most { $most ->
        [one] 1 pawn
       *[other] { $most } pawns
    }.
brawl-setup-no-panoply = § { $commission }: this band cannot use Panoply cards.
brawl-setup-solo-enemy = The enemy: no player commands it. Its pawns act only when your pawns' deeds trigger them, by the Activation Priorities Table; the log and the enemy panel say which row and why.
brawl-setup-person = A person plays it
brawl-setup-computer = The computer
brawl-setup-level = Level
brawl-setup-easy = Easy
brawl-setup-easy-hover = Activates pawns at random, shoots the nearest enemy, walks at it
brawl-setup-hard = Hard
brawl-setup-hard-hover = Plays each of its likely moves on to the end several times and keeps the one that ends best; "Why the computer did that" (right panel) shows what it weighed
brawl-setup-dishonourable = A ruthless employer (Dishonour points)
brawl-setup-dishonourable-hover = § Dishonourable Players: its eliminations count as Dishonour points, and so do the dishonourable events (*) that cost other bands Honour. One band at most.
brawl-setup-build-own = build my own
brawl-setup-stay-home = To fit the Commission's page, these stay at home: { $pawns }.
brawl-setup-card-pay = { $card } ({ $pay } Mrv)
brawl-setup-card-pay-indented = {"  "}{ $card } ({ $pay } Mrv)
brawl-setup-guests = § { $commission }: { $weapons }. Its { $count } Antagonists (at most { $most } Mrv each) come under Guest Markers too: { $antagonists }.
brawl-setup-royal-salary = § Royal Salary: at the start, the Leader may take Maravedies from the Incentives of the pawns you choose:
brawl-setup-wage = § Wage: each pawn earns 1 Maravedi when it eliminates its first enemy.
brawl-setup-planting-banner = § Planting the Banner: 1 Maravedi for conquering an Enclave (where the Commission has Enclaves).
brawl-setup-offering = § Offering: a pawn with no Maravedi left may invest an unused single-use Panoply card as one.
brawl-setup-salary-from = from { $card } #{ $number }
brawl-setup-ready-made = { $band } — { $pawns } pawns, Pay { $pay } of { $value } Mrv, { $cards } Dexterity cards
brawl-setup-name = Name:
brawl-setup-faction = Faction:
brawl-setup-pure = Pure
brawl-setup-mixed = Mixed
brawl-setup-band-choice = Band (Pure: the band; Mixed: the Leader's):
brawl-setup-choose-band = choose a band
brawl-setup-value = Value (Mrv):
brawl-setup-hired = Hired (click − to let go):
brawl-setup-hires-met = Hires { $pawns } pawns: Pay { $pay } of { $value } Mrv, Incentive { $incentive } — every hiring rule is met.
brawl-setup-hires-so-far = Pay { $pay } of { $value } Mrv, Incentive { $incentive }, { $pawns } pawns
brawl-bullet = • { $line }
brawl-setup-panoply = Panoply ({ $bought } bought)
brawl-setup-panoply-bought = { $item } for { $pawn } (#{ $number })
brawl-setup-buy-for = Buy for { $pawn } (#{ $number })
brawl-setup-dexterity-deck = Dexterity deck ({ $chosen } of { $limit })

## The 1650 set-up page (src/conflict/setup.rs)
brawl-setup-church = The Church:
brawl-setup-no-church = none fits this layout
brawl-setup-guardians = § Guardians: { $rule }
brawl-setup-venue = The { $venue } ({ $satisfaction } Satisfaction for { $mrv } Mrv):
brawl-setup-none = none
brawl-setup-no-rosters = No ready-made bands were found under { $folder }.
brawl-setup-layout-not-offered = The layout '{ $layout }' is not offered: it has problems, or it was not saved
brawl-setup-content-not-loaded = the 1650 content is not loaded
brawl-setup-no-layout = no layout is chosen (scenarios/layouts/ has none)
brawl-setup-solo-title = Alone in the Face of Danger — choose the Commission and your band
brawl-setup-solo-continue = Continue the last game alone
brawl-setup-title = 1650: a Commission — choose it and the bands
brawl-setup-continue = Continue the last Brawl
brawl-setup-commission = Commission:
brawl-setup-start = Start the { $commission }
brawl-setup-setting = The table (§ Number of Enclaves per Conflict):
brawl-setup-rural = Rural
brawl-setup-urban = Urban
brawl-setup-layout = Scenery layout:
brawl-setup-climate = Climate (The Weather Gets Worse):

## The 1650 table: the active pawn's actions (src/conflict/panels/activation.rs)
brawl-activated = Activated: { $pawn }
brawl-reload = Reload the { $weapon } (L)
brawl-reload-hover = § Reloading Slow Weapons: declared first in the activation
brawl-end-activation = End activation (E)
brawl-end-activation-hover = The pawn's activation ends; the other band goes on
brawl-drag = Drag { $pawn }
brawl-drag-hover = It follows behind; the dragger may only walk
brawl-leave-table = Leave the table
brawl-leave-table-hover = Walks off by the nearest edge: not beaten, and counted by the Decree if it is the far edge
brawl-move-click = { $gait ->
        [charge] Charge
        [swim] Swim
       *[walk] Walk
    }: click where the pawn ends (Shift+click for a waypoint first). { $waypoints ->
        [one] 1 waypoint
       *[other] { $waypoints } waypoints
    } placed.
brawl-no-attack = No attack now: { $why }
brawl-choose-pawn = Choose a pawn to activate: click it on the table, or Tab then Enter, or a button. Wait (R) keeps it back to fire a Reaction Shot at an enemy that stirs in its sight:
brawl-activate = Activate { $pawn }
brawl-wait = Wait (R)
brawl-show = show
brawl-walk = Walk (W)
brawl-charge = Charge (C)
brawl-swim = Swim (B)
brawl-turn = Turn (F)
brawl-turn-hover = Turn on the spot to face a point.
brawl-shoot = Shoot (S)
brawl-shoot-hover = Click an enemy to fire the chosen distance weapon.
brawl-nothing-to-do = Nothing to do it to now.
brawl-walk-reach = Up to { $cm } cm; distance weapons may still be used.
brawl-charge-reach = { $cm } cm + D10, straight; +{ $bonus } to the first roll if it engages after { $after } cm; no shooting.
brawl-swim-reach = Up to { $cm } cm through water.
brawl-weapon-number = weapon { $number }
brawl-weapon = Weapon:
brawl-accurate = Accurate Shot (+{ $bonus })
brawl-accurate-hover = § Accurate Shot: the pawn stayed still all activation
brawl-accurate-disabled = § Accurate Shot: only for a pawn that stayed still all activation
brawl-clash = Clash
brawl-target = Target:
brawl-charge-attack = Ready weapon's charge attack
brawl-charge-attack-hover = § Armament, Ready: a single Attack roll without the usual rules; a target that loses Vigour is immobilised this turn; a miss ends the activation
brawl-attack = Attack
brawl-second-after-hit = { $weapon }, after a hit
brawl-second-against = { $weapon } against { $pawn }
brawl-second-weapon = Second weapon:
brawl-second-weapon-hover = § Multiple Attacks: after a hit it must beat the enemy's first roll and adds no SL to the Damage; against another enemy it is a combat roll of its own (Dexterity cards only help the first)
brawl-use-item = Use { $item }
brawl-bomb-place = Place the { $weapon }, to go off after
brawl-bomb-sapper-hover = A Sapper places it where it stands at the end of this activation. It goes off at the end of the turn its fuse names (the turn it is placed is the first), over every pawn within { $area } cm. Keep the fuse secret: the table never shows it.
brawl-bomb-hover = Declared first in the activation: the pawn stays where it stands, and the bomb is placed at its next activation if it stayed stationary and free of clashes. It goes off at the end of the turn its fuse names (the turn it is placed is the first), over every pawn within { $area } cm. Keep the fuse secret: the table never shows it.
brawl-bomb-fuse = { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
brawl-wait-hover = § Reaction Shot: instead of activating now, the pawn waits; the moment an enemy activates or moves in its sight you may fire at that enemy (its only action this turn). If no enemy stirs in its sight, its activation is lost.

## The hire table of the 1650 band builder (src/conflict/hire_table.rs): short headings, so
## that three band columns still show most of it
hire-name = Name
hire-band = Band
hire-pay = Pay
hire-incentive = Inc.
hire-audacity = Aud.
hire-defense = Def.
hire-vigour = Vig.
hire-attack = Att.
hire-discharge = Dis.
hire-range = Rng
hire-name-help = The card's name: hover one to see its whole Contract Card.
hire-band-help = The band whose card it is.
hire-pay-help = § Pay and Incentive: the Maravedies its hire takes from the band's value.
hire-incentive-help = § Pay and Incentive: the Maravedies the pawn starts the Conflict with (extra dice, and more).
hire-audacity-help = Audacity: a D10 must roll it or more, so lower is better.
hire-defense-help = Defense with armour (without armour after the slash).
hire-vigour-help = Vigour: the boxes of its Vigour Table (bruises, bleeding, dying).
hire-attack-help = The best (lowest) Attack of its close combat weapons: a D10 must roll it or more.
hire-discharge-help = The best (lowest) Discharge of its distance weapons: a D10 must roll it or more.
hire-range-help = The longest Range of its weapons, in cm.
hire-close = Close the hire table
hire-open = Hire from the table…
hire-open-hover = Every card the band may hire: sort by any column, hover a name for its card
hire-title = Hire for { $band }
hire-how = Click + to hire; a heading sorts, twice reverses; hover a name for its card.
hire-card = Hire { $card }
hire-mercenary = Mercenary
hire-personality = Personality ({ $kind })
hire-card-pay = Pay { $pay } Mrv · Incentive { $incentive } Mrv
hire-card-audacity = Audacity { $audacity } · Defense { $armoured } with armour, { $unarmoured } without
hire-card-vigour = Vigour { $total }: { $bruises } bruises, { $bleeding } bleeding, { $dying } dying
hire-weapon = Weapon
hire-weapon-range = Range
hire-weapon-attack = Attack
hire-weapon-reply = Reply
hire-weapon-discharge = Discharge
hire-weapon-damage = Damage
hire-weapon-rules = Rules
hire-blessings = Blessings: { $blessings }

## The selected pawn's Contract Card (src/conflict/panels/card.rs)
brawl-card-title = Contract card
brawl-card-none = Click a pawn (or press Tab) to see its card here.
brawl-card-ids = { $card } (pawn id { $pawn }, card id '{ $id }')
brawl-card-numbers = Pay { $pay } Mrv · Incentive { $incentive } · Audacity { $audacity } · Defense { $armoured }/{ $unarmoured }
brawl-card-nerve = Nerve: { $nerve ->
        [escaping] Escaping
        [dead] Dead
       *[steady] Steady
    } · Incentive left: { $purse } Mrv
brawl-card-moved = moved { $cm } cm
brawl-card-shot = shot
brawl-card-fought = fought
brawl-card-reloading = reloading
brawl-card-this-activation = This activation: { $deeds }
brawl-card-lit = Lit by a luminary
brawl-card-leaning = Card leaning: the responding pawn in its clash this turn
brawl-card-leaning-hover = 1650 § Resolution of Clashes: pushed back into an obstacle last turn, it is automatically the responding pawn in this turn's clash.
brawl-card-waiting = Waiting to fire a Reaction Shot
brawl-card-an-obstacle = an obstacle
brawl-card-hidden = Hidden behind the { $obstacle }
brawl-card-hidden-hover = 1650 § Hide: it cannot be charged or shot at. It stops hiding when it leaves the obstacle, shoots, charges, or an enemy sees all of its base or all of its miniature.
brawl-card-weapons = Weapons
brawl-card-range = Range { $value }
brawl-card-attack = Attack { $value }
brawl-card-reply = Reply { $value }
brawl-card-discharge = Discharge { $value }
brawl-card-weapon = { $number }. { $weapon } ({ $colours }): { $numbers }; Damage { $normal }/{ $critical }
brawl-card-loaded = Weapon { $number }: { $shots ->
        [one] 1 shot
       *[other] { $shots } shots
    } loaded
brawl-card-loaded-reloaded = Weapon { $number }: { $shots ->
        [one] 1 shot
       *[other] { $shots } shots
    } loaded, reloaded for next turn
brawl-card-panoply = Panoply (hover for the item)
brawl-card-peculiarities = Peculiarities (hover for the rule)
brawl-card-no-rule-text = No rule text found.
brawl-card-vigour = Vigour { $left } of { $total }
brawl-card-vigour-box = { $band ->
        [bleeding] Bleeding
        [dying] Dying
       *[bruises] Bruises
    }
brawl-card-vigour-box-marked = { $band ->
        [bleeding] Bleeding
        [dying] Dying
       *[bruises] Bruises
    } (marked)

## The table's read-outs: the move, shot, tape and sight under the pointer (src/conflict/panels/readouts.rs)
brawl-tape-how = Tape measure: click two points.
brawl-move-length = { $gait ->
        [charge] Charge
        [swim] Swim
       *[walk] Walk
    }: { $length } cm of { $allowance } ({ $left } left)
brawl-move-charge-d10 = The charge's D10 decides how far it really goes.
brawl-move-detour = The straight way is blocked: it goes round, along the path drawn.
brawl-move-rough = Crosses rough ground or a small obstacle.
brawl-move-engages = Engages { $pawn } on its { $side ->
        [left] left
        [right] right
        [rear] rear
       *[front] front
    } side
brawl-move-engages-bonus = Engages { $pawn } on its { $side ->
        [left] left
        [right] right
        [rear] rear
       *[front] front
    } side (+{ $bonus }: charged over { $after } cm)
brawl-move-opportunity = § Attack of Opportunity from { $pawns }
brawl-move-sight-gained = Enemies gaining sight of it: { $pawns } (red lines)
brawl-move-sight-lost = Enemies losing sight of it: { $pawns } (green lines)
brawl-move-steps = Climbs or jumps: { $count } (rolled as it moves)
brawl-move-refused = Cannot move there: { $why }
brawl-shot-at = Shot at { $pawn }: { $distance } cm, Range { $range } cm
brawl-shot-out-of-range = Shot at { $pawn }: { $distance } cm, Range { $range } cm — OUT OF RANGE: the shot fails
brawl-shot-chance = Chance to hit: { $percent }%
brawl-shot-discharge = Discharge { $value } to equal or beat on a D10
brawl-shot-modifier = {"  "}{ $amount } { $reason }
brawl-shot-past-pawns = Pawns stand in the line: an Audacity roll first (§ Immediate Target).
brawl-shot-refused = Cannot shoot: { $why }
brawl-sight-how = Line of sight: click the pawn who looks, then the one looked at.
brawl-sight-sees = { $observer } sees { $target } (cover: { $cover })
brawl-sight-blocked = { $observer } does not see { $target }: { $why }
brawl-level-below = below the top surface: the level at { $cm } cm (Q for the next)
brawl-tape-reading = { $cm } cm
brawl-sight-nothing = nothing in view
brawl-sight-behind = it is behind its Approach (180° of vision)
brawl-sight-piece = the { $piece } is in the way
brawl-sight-scenery = the scenery is in the way
brawl-sight-pawn = { $pawn } is in the way

## The Hunt at the table: Tracking Markers, confrontations, concealed pawns (src/conflict/panels/hunt.rs)
brawl-choose-for-me = Choose for me
brawl-hunt-lying-in-wait = § Lying in Wait: the Stealthy and Scout pawns wait off the table. Place a Tracking Marker: choose whose it is, then click the table anywhere out of the enemy's deployment area (hatched), off impassable terrain.
brawl-hunt-whose-marker = Whose marker:
brawl-hunt-markers-left = { $pawn }: { $left ->
        [one] 1 marker
       *[other] { $left } markers
    } left
brawl-hunt-marker-here = A marker may go here.
brawl-hunt-open-season = § Open Season: choose one of your markers within { $meet } cm of an enemy's, and the enemy marker it meets. Within { $clash } cm the pawns clash (the attacker as if it charged); beyond, they exchange shots. Each of your markers is chosen once.
brawl-hunt-meeting = Marker { $own } ({ $own_pawn }) against { $enemy } ({ $enemy_pawn }): { $distance } cm, { $kind ->
        [clash] a clash
       *[shots] shots
    }
brawl-hunt-meet = § The Hunt: markers { $first } and { $second } meet { $distance } cm apart ({ $kind ->
        [clash] a clash
       *[shots] shots
    }). The band with more markers sends its pawn first and attacks. { $role ->
        [attack] You attack: send one of your pawns with a marker still on the table (its card fights; it is not placed).
       *[reply] You reply: send one of your pawns with a marker still on the table (its card fights; it is not placed), or let it leave: its markers are removed.
    }
brawl-hunt-your-pawn = Your pawn:
brawl-hunt-send = Send { $pawn }
brawl-hunt-leave = Leave (its markers go)
brawl-hunt-deploying = § Deployment of Concealed Pawns: deploy a pawn on one of your band's markers (click it, or a button). Pawns left without a marker are eliminated.
brawl-hunt-which-pawn = Which pawn:
brawl-hunt-on-marker = On marker { $marker } at ({ $x }, { $y })
brawl-hunt-marker-label = marker { $number } ({ $pawn })

## Feast of Eucharist at the table: the Guest Markers and the curtain between players (src/conflict/panels/guests.rs)
brawl-guest-hides = { $marker } — hides { $pawn }
brawl-guest-apart = at least { $cm } cm from every other marker (the table has room for it)
brawl-guest-anywhere = anywhere on the table (no room is left to keep them apart)
brawl-guest-placing = § Feast of Eucharist: { $band } places { $marker }. Click the table: { $apart }. Nobody but its band knows what a marker hides.
brawl-guest-only-you = Only you see this — hides { $pawn }.
brawl-guest-may-go-here = It may go here.
brawl-guest-activate = § Feast of Eucharist: or activate a Guest Marker: choose it, then click the table where it heads; it moves 1D{ $sides } cm that way.
brawl-guest-turn-over = Turn it over at the end
brawl-guest-turn-over-disabled = Your band has a pawn on the table: only a pawn within { $cm } cm turns a marker over now (an Audacity roll).
brawl-guest-move-for-me = Move one for me
brawl-guest-uncover = Uncover { $marker }
brawl-guest-uncover-hover = § Feast of Eucharist: an Audacity roll; its activation ends. The pawn uncovered is activated at once to fight or walk away; an Antagonist answers by its Temperament.
brawl-guest-label = G{ $number }
brawl-guest-label-hides = G{ $number }: { $pawn }
brawl-guest-pass-screen = Pass the screen to { $band }
brawl-guest-look-away = § Feast of Eucharist: what each band's Guest Markers hide is for its own eyes. The other player looks away now.
brawl-guest-take-screen = I play { $band }: show the table (Enter)

## The enemy's Hidden Pawn Markers: keeping one hidden, shooting at one, coaxing, rooms (src/conflict/panels/hidden.rs)
brawl-hidden-revealed = § Raid in the Compas: the Hidden Pawn Marker { $place } is about to be revealed ({ $why }). Your Leader may keep it hidden:
brawl-hidden-revealed-by = § Raid in the Compas: the Hidden Pawn Marker { $place } is about to be revealed ({ $pawn } { $why }). Your Leader may keep it hidden:
brawl-hidden-nothing-to-pay = Your Leader has nothing left to pay with.
brawl-hidden-keep = Keep it hidden: pay { $price }
brawl-hidden-keep-hover = The marker stays; touching it again asks again in a later activation
brawl-hidden-let-it-be = Let it be revealed (Enter)
brawl-hidden-let-it-be-hover = The enemy deck's next card comes out where the marker stood
brawl-hidden-discharge = Discharge the { $weapon } at the marker { $place }
brawl-hidden-discharge-hover = § Revealing Hidden Pawn Markers: the discharge reveals it (nothing is rolled); gunpowder is heard as usual
brawl-hidden-coax = Coax { $pawn } about a marker (§ Rumours)
brawl-hidden-coax-pay = Invest a Maravedi if the Audacity roll fails
brawl-hidden-the-marker = The marker { $place }
brawl-hidden-coax-hover = An Audacity roll reveals it; a failure unpaid ends the activation and sends the Antagonist towards the nearest marker
brawl-hidden-look-into-a-room = Look into a room
brawl-hidden-look-into = Look into the { $room } ({ $mrv ->
        [one] 1 Maravedi
       *[other] { $mrv } Maravedies
    })
brawl-hidden-look-into-hover = Reveals the Hidden Pawn Marker in that room, beside your Leader's

## The clash's winner: hold, push back, turn, engage, loot (src/conflict/panels/verdict.rs)
brawl-verdict-engage-help = § Resolution of Clashes, Engage: click where the winner goes, up to { $cm } cm in any direction (Shift-click adds waypoints, or drag the winner). Ending against an enemy engages it: the winner then counts as activated and may only block; an enemy that has not activated yet is activated at once to fight or retreat.
brawl-verdict-beaten = § Resolution of Clashes: { $loser } has left the clash; { $winner } wins it with every enemy beaten. Choose its result:
brawl-verdict-more-vigour = § Resolution of Clashes: { $winner } has more Vigour in the clash with { $loser } and wins it. Choose its result:
brawl-verdict-hold = Hold the ground
brawl-verdict-moving = Moving: click the table (Esc to stop)
brawl-verdict-move = Move up to { $cm } cm and engage (W)
brawl-verdict-push = Push the clash back { $cm } cm (the way the winner faces)
brawl-verdict-push-blocked = An obstacle stops the clash at once.
brawl-verdict-turn = Turn to face { $pawn }
brawl-verdict-loot-help = § You No Longer Need It: the pawn that eliminated its enemy may take one thing from it, a Maravedi or an unused Panoply card (the usual Panoply limits apply); with an enemy within { $cm } cm it needs an Audacity roll (Light Fingers: no roll).
brawl-verdict-loot = Loot the fallen enemy (one thing), then choose the result:
brawl-verdict-take-maravedi = Take a Maravedi ({ $purse } on it)
brawl-verdict-take-card = Take its { $card }

## Alone in the Face of Danger: the enemy no player commands (src/conflict/panels/enemy.rs)
brawl-enemy-title = The enemy (no player commands it)
brawl-enemy-counts = { $on_table } of its pawns on the table; { $activations ->
        [one] 1 activation
       *[other] { $activations } activations
    } so far
brawl-enemy-counts-deck = { $on_table } of its pawns on the table; { $hidden ->
        [one] 1 Hidden Pawn Marker
       *[other] { $hidden } Hidden Pawn Markers
    }, { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } still in its deck; { $activations ->
        [one] 1 activation
       *[other] { $activations } activations
    } so far
brawl-enemy-deck-hover = § Deck of Contract Cards: the card drawn for each marker revealed stays hidden until then.
brawl-enemy-informer = The Informer: { $pawn }, { $gap } cm from the nearest edge
brawl-enemy-informer-gone = The Informer is gone
brawl-enemy-informer-hidden = The Informer is still hidden, under the marker in the middle of the Compas
brawl-enemy-row = row { $row }
brawl-enemy-informer-no-row = the Informer: no row
brawl-enemy-no-row = no row fits
brawl-enemy-report = Turn { $turn }: { $pawn } ({ $row }) { $chose }
brawl-enemy-trigger = Trigger: { $trigger }.
brawl-enemy-attitude = § Attitude of Enemy Pawns: its pawns never activate by choice.
brawl-enemy-attitude-triggers = § Attitude of Enemy Pawns: its pawns never activate by choice. Your pawns' deeds trigger them (an activation ended within { $activation_end } cm in their sight, gunpowder within { $gunpowder } cm, a wound within { $hurt } cm, a pawn within { $contact } cm), and each then does what the first fitting row of the Activation Priorities Table says.

## Preparing the Conflict: day or night, who goes first, the edges, deployment, arrival (src/conflict/panels/preparing.rs)
brawl-by-day = By day
brawl-by-night = By night
brawl-first-choice = § { $commission }: { $band } won the Authority roll: { $question }
brawl-first-choice-other = { $band } { $answer }
brawl-choose-edge = § { $commission }: { $band } chooses the edge it deploys along ({ $note }).
brawl-edge = { $edge ->
        [north] North
        [west] West
        [east] East
       *[south] South
    }
brawl-deploy-concealed = Deploy every { $card } together ({ $count }): click { $left ->
        [one] 1 more place
       *[other] { $left } more places
    }. { $note }
brawl-deploy = § { $commission }: deploy every { $card } together ({ $count }): click { $left ->
        [one] 1 more place
       *[other] { $left } more places
    }: { $area }.
brawl-place-them-for-me = Place them for me
brawl-deploy-again = Start this type again
brawl-arrival = § { $commission }: { $band } arrives. Click a place { $place } (the hatched strips) for each { $card } ({ $left } left of { $count }).
brawl-arrival-deploy-placed = Deploy the { $placed } placed now (the others wait for room)

## Enclaves at the table: placing them, their actions, conquering them (src/conflict/panels/enclaves.rs)
brawl-enclave-placing = § How to Place the Enclaves: { $band } places an Enclave, or no more. Click the table where it stands: more than { $clearance } cm from every pawn and from the other Enclaves, outside the deployment areas. Each stays on the table as scenery; a pawn within { $reach } cm may later try to conquer it (+{ $honour } Honour to its band at the end).
brawl-may-stand-here = It may stand here.
brawl-enclave-place-no-more = Place no more (Enter)
brawl-enclave-put-out-fuse = Put out the fuse (Audacity roll)
brawl-enclave-put-out-fuse-hover = § Assault the Powder Magazine: a lit fuse blows the Enclave up when the turn ends unless a defender beside it puts it out.
brawl-enclave-recover = { $enclave }: { $action } '{ $card }'
brawl-enclave-action = { $enclave }: { $action }
brawl-enclave-action-roll = { $enclave }: { $action } (Audacity roll)
brawl-enclave-conquer = Conquer { $enclave }
brawl-enclave-conquer-hover = § Conquering Enclaves: the pawn ends its activation and rolls Audacity; on a success its band holds the Enclave (+{ $honour } Honour at the end while it stands).

## The Commission's Decrees along the top (src/conflict/panels/decrees.rs)
brawl-decrees = Decrees:
brawl-decrees-hover = § { $commission }: fulfilling the Main Decree doubles a band's Honour; the Secondary multiplies it by 1.5.
brawl-decrees-band = { $met ->
        [main] Main (met)
       *[other] Main
    }: { $main }; { $met ->
        [secondary] Secondary (met)
       *[other] Secondary
    }: { $secondary }
brawl-decrees-role = This band is { $role ->
        [attacker] the attacker
        [defender] a defender
       *[band] a band (no attacker, no defender)
    } here.
brawl-decrees-satisfaction = { $pawn }'s Satisfaction: { $points } of { $goal }
brawl-decrees-venue = the { $venue } ({ $points } points for { $mrv } Maravedies)
brawl-decrees-satisfaction-hover = § { $commission }: each turn he ends inside { $venues }, paid from his own purse.

## The Brawl's charts, on the end screen and under the replay viewer (src/conflict/panels/charts.rs)
brawl-chart-title = Turn by turn
brawl-chart-replay-title = Charts
brawl-chart-note = Each point: as the turn began; the last, as the conflict ended.
brawl-chart-nothing-yet = Nothing to chart until a turn has been played.
brawl-chart-turn = turn
brawl-chart-vigour = Vigour left
brawl-chart-honour = Honour

## The pending blow's odds, both sides (src/conflict/panels/clash_odds.rs)
brawl-percent = { $percent }%
brawl-odds-roll = { $pawn }'s { $roll }: { $value } to equal or beat ({ $chance } succeeds)
brawl-odds-roll-dice = { $pawn }'s { $roll }: { $value } to equal or beat, best of { $dice } dice ({ $chance } succeeds)
brawl-odds-title = The odds
brawl-odds-if-it-fights = If it fights: { $striker } hits { $striker_hits } · { $replier } hits { $replier_hits } · both (two natural 10s) { $both } · nobody { $nobody }
brawl-odds-attack-roll = Attack roll
brawl-odds-reply-roll = Reply roll
brawl-odds-no-reply = { $pawn } cannot reply: a single Attack roll.
brawl-odds-opportunity = attack of opportunity if it retreats
brawl-odds-before-cards = Before any Dexterity card: the attacker's lies face down until you answer.

## Moving the pawns their Temperament drives, before the first activation (src/conflict/panels/temperament.rs)
brawl-temperament-how = § How Do Antagonists Work: { $band } won the Authority roll. Before the first activation it may move { $left } more of the pawns no player activates: walking { $walk }D10 cm or charging { $charge }D10 cm, a Sanguine one towards the nearest pawn, a Choleric or Melancholic one wherever you click, a Phlegmatic one no more than { $leash } cm from its scenery element.
brawl-pawn-temperament = { $pawn } ({ $temperament ->
        [choleric] Choleric
        [melancholic] Melancholic
        [phlegmatic] Phlegmatic
       *[sanguine] Sanguine
    })
brawl-temperament-towards = { $pawn }, towards { $enemy }:
brawl-temperament-where-you-click = { $pawn }, where you click:
brawl-temperament-walk = Walk { $dice }D10
brawl-temperament-charge = Charge { $dice }D10
brawl-temperament-goes = Click: { $pawn } goes this way.
brawl-not-there = Not there: { $why }
brawl-temperament-no-more = Move no more (Enter)

## Deploying the Antagonists at the table (src/conflict/panels/antagonists.rs)
brawl-antagonist-deploying = § How to Deploy Antagonists: { $band } deploys an Antagonist ({ $pay } Maravedies of Pay left, { $per_enclave } for each Enclave it placed), or no more. Click the table: within { $reach } cm of a piece of scenery or an Enclave (it keeps to it), out of every pawn's Line of Sight, more than { $clearance } cm from other Antagonists, outside the deployment areas. Antagonists belong to nobody: every pawn's enemy, moved by their Temperament.
brawl-antagonist-choice = { $antagonist } ({ $temperament ->
        [choleric] Choleric
        [melancholic] Melancholic
        [phlegmatic] Phlegmatic
       *[sanguine] Sanguine
    }, { $pay } Mrv)
brawl-antagonist-deploy-for-me = Deploy it for me
brawl-antagonist-deploy-no-more = Deploy no more (Enter)

## What the bands bring besides their pawns: Enclaves and Antagonists (src/conflict/setup_extras.rs)
brawl-setup-enclaves = Enclaves it brings (§ Number of Enclaves per Conflict: at most { $most } on { $setting ->
        [urban] an urban
       *[rural] a rural
    } table for { $value } Maravedies):
brawl-setup-antagonists = Antagonists it brings (§ Number of Antagonists per Conflict: { $pay } of { $allowance } Maravedies of Pay, { $per_enclave } for each Enclave; one of each kind in the Conflict):
brawl-setup-hired-antagonists = Antagonists it hires as pawns of its deck ({ $pay } of the { $allowance } Maravedies its value leaves; one of each kind). Revealed, each behaves by its Temperament, and your pawns may coax those that are not Sanguine (§ Rumours):

## The Reaction Shot: fire at the enemy that stirs, or hold fire (src/conflict/panels/reaction.rs)
brawl-reaction-how = § Reaction Shot: { $pawn } stirs in the sight of your waiting { $waiting ->
        [one] pawn
       *[other] pawns
    }. Fire at it now (that pawn's one activation this turn), or hold fire and keep waiting (H).
brawl-reaction-odds = { $percent }% to hit at { $distance } cm
brawl-reaction-out-of-range = out of range ({ $distance } cm, Range { $range } cm): it fails
brawl-modifier = { $amount } { $reason }
brawl-reaction-fire = Fire the { $weapon } ({ $odds })
brawl-reaction-hover = Discharge { $value } to equal or beat; modifiers: { $modifiers }
brawl-reaction-refused = { $weapon }: { $why }
brawl-reaction-hold = Hold fire (H)

## Our own Peculiarities at the table: Surgeon, Intimidating, Duellist (src/conflict/panels/peculiar.rs)
brawl-surgeon = Surgeon:
brawl-surgeon-hover = Once a conflict, free of clashes: clear the last marked Vigour box of a friend in base contact.
brawl-surgeon-treat = treat { $pawn }
brawl-intimidating = Intimidating:
brawl-intimidating-hover = Invest { $mrv ->
        [one] 1 Maravedi
       *[other] { $mrv } Maravedies
    } when engaging: the enemy rolls Audacity or is the responding pawn in this clash.
brawl-intimidate = intimidate { $pawn } ({ $mrv } Mrv)
brawl-duellist = { $card }: repeat a failed Reply roll ({ $mrv ->
        [one] 1 Maravedi
       *[other] { $mrv } Maravedies
    }, paid only if repeated)

## Blessings at the table: the active pawn's, each with its targets and odds (src/conflict/panels/blessing.rs)
brawl-blessings = Blessings (Faith { $faith })
brawl-blessings-hover = § Blessings: a single Faith roll, equal or beat the Faith value, used like a ranged weapon (in range and sight; it is the activation's Discharge Maneuver) but with no range or cover modifiers. Helpful on a friend, harmful on an enemy; one a turn.
brawl-blessing-hover = { $text } Range { $range } cm. Helpful: { $helpful }. Harmful: { $harmful }.
brawl-blessing-target = { $invocation ->
        [harmful] harm
       *[helpful] help
    } { $pawn }
brawl-blessing-odds = { $effect } on { $pawn }, { $distance } cm away: { $chance }% (Faith { $faith } to equal or beat)
brawl-blessing-odds-bonus = { $effect } on { $pawn }, { $distance } cm away: { $chance }% (Faith { $faith } to equal or beat, { $bonus } to the roll)
brawl-blessing-nobody = nobody in range and sight it would change now

## Everybody Has a Price: the auction for a Personality (src/conflict/panels/auction.rs)
brawl-auction-terms = § Everybody Has a Price. { $terms }
brawl-auction-bid = Bid { $mrv ->
        [one] 1 Maravedi
       *[other] { $mrv } Maravedies
    } (Enter)
brawl-auction-bid-hover = Invest one more Maravedi from the Leader's card
brawl-auction-leave = Leave the auction (L)
brawl-auction-leave-hover = The higher total wins the Personality; a tie goes to the band that stays

## The engaged or attacked pawn's answer: fight or retreat (src/conflict/panels/answer.rs)
brawl-answer-fight-enter = Fight (Enter)
brawl-answer-retreat-r = Retreat (R)
brawl-answer-fight = Fight
brawl-answer-retreat = Retreat

## The Hard computer's reasons (src/conflict/panels/why.rs)
brawl-why-hard = Hard: { $reason }.
brawl-why-values = Each value is the Honour margin the band ended with, on average, when that command was played on to the end with the simple player on both sides, plus half the margin of pay wounded or beaten.

## The labels over the pawns and the named buildings (src/conflict/panels/labels.rs)
brawl-label-venue = the { $venue } ({ $piece })
brawl-label-pawn-id = { $pawn } · id { $id }
brawl-label-state = { $state ->
        [hidden] hidden
        [waits] waits
        [reloading] reloading
        [escaping] escaping
        [beaten] beaten
        [disrupted] disrupted
        [unconscious] unconscious
       *[done] done
    }
brawl-label-temperament = { $temperament ->
        [choleric] choleric
        [melancholic] melancholic
        [phlegmatic] phlegmatic
       *[sanguine] sanguine
    }
brawl-label-dragging = dragging { $pawn }

## Artillery's Wearing Down: where the shells fall (src/conflict/panels/bombardment.rs)
brawl-bombardment = § Artillery's Wearing Down: the artillery rolled { $roll } (the log says what falls). { $band } chooses where: click a pawn on the table, or a button.
brawl-bombardment-piece = piece { $piece }

## The 1650 table's messages: refusals, undo, the replay, saving (src/conflict/mod.rs, src/conflict/previews.rs)
brawl-replay-stopped = The replay stopped: { $error }
brawl-not-allowed = Not allowed: { $why }
brawl-not-offered-now = not offered now
brawl-nothing-to-undo = Nothing to undo yet.
brawl-took-back = Took back { $count ->
        [one] 1 command
       *[other] { $count } commands
    }.
brawl-hard-plays-easy = The Hard computer plays as Easy: { $problem }
brawl-saved-as = Saved as { $path }
## The HEBS table's panels (src/hebs/panels.rs)
cards-back-hover = To the main menu; the game is autosaved
cards-undo-hover = Take back the last move (Ctrl+Z)
cards-replay = Replay
cards-replay-hover = Step through the game from its first move
cards-title-setting-up = { $first } against { $second } — setting up
cards-title-round = { $first } against { $second } — round { $round }
cards-seat-foe = { $name } ({ $faction }, the Foe)
cards-seat-bottom = { $name } ({ $faction }, bottom)
cards-seat-top = { $name } ({ $faction }, top)
cards-to-act = { $seat } to act
cards-battle-over = The battle is over
cards-solo-score = Solo score { $score }: { $rating }
cards-pass-screen = Pass the screen to { $seat }.
cards-look-away = The other player looks away: the hand is secret.
cards-show-my-hand = I am { $name }: show my hand
cards-place-leader = Place your Leader in Row 1 of a column: click a column, or:
cards-mulligan = Your opening hand is below. Keep it, or shuffle it back and draw { $cards } again (once).
cards-keep-hand = Keep this hand
cards-redraw = Redraw
cards-discard-how = Discard { $due }: click cards in your hand ({ $chosen } chosen).
cards-discard-them = Discard them
cards-response-how = Answer with a Response ability, or let it resolve.
cards-let-resolve-key = Let it resolve (D)
cards-use-ability = { $card }: { $ability }
cards-own-turn = Your turn: play a card (click it, then where; or drag it), use an Action of a Ready card, sacrifice one, or pass.
cards-pass-key = Pass (P)
cards-pass-hover = The first to pass takes the first player marker
cards-play-into = Play it into { $column }
cards-attach-to = Attach it to { $card } ({ $place })
cards-put-in-reserve = Put it in the reserve
cards-sacrifice = Sacrifice it
cards-pass = Pass
cards-let-resolve = Let it resolve
cards-stack-uses = { $who } uses { $source }: { $ability } Aimed at { $aim }.
cards-stack-plays = { $who } plays { $source }.
cards-choose-aim = Choose the aim: click a highlighted card or column, or:
cards-when-played = When Played abilities are optional. Use one?
cards-use-it = Use it
cards-use-it-on = Use it on { $aim }
cards-dont-use-it = Don't use it
cards-pay-how = Pay { $cost }: { $raised } raised. Click Ready cards to Tire them for their Resources, cards in hand to discard them for { $discard } each. No saving: raise exactly what it costs.
cards-cannot-raise = You cannot raise that much now.
cards-pay-tire = Tire { $card }
cards-pay-discard = discard { $card }
cards-pay-key = Pay (Enter)
cards-cancel-key = Cancel (Esc)
cards-back-to-game = Back to the game (Esc)
cards-replay-stopped = The replay stopped: { $error }
cards-log-note = Every ruling with its rule: battles with both totals, damage dealt.
cards-hidden = hidden
cards-hand-title = { $faction }'s hand — hover a card to read it; click it, or drag it onto the battlefield

## The HEBS battlefields (src/hebs/board.rs)
cards-small-tired = { $card } (Tired)
cards-play-here = Play here
cards-column-title = { $column }  ({ $term } { $health })
cards-column-claimed = { $column } — claimed by { $faction }
cards-column-values = Zeal { $zeal }  Might { $might }
cards-column-hover = { $column }: { $health } tokens of one colour claim it. Tokens: { $first } { $first_tokens }, { $second } { $second_tokens }. Ready cards' Zeal and Might here are shown on each side.
cards-claims = Claims { $claims } of { $needed }
cards-first-player = First player marker
cards-passed = Passed this round
cards-deck-hand = Deck { $deck }   Hand { $hand }
cards-foe-resources = Foe Resources { $resources }
cards-objective = Objective { $letter } of { $objectives }: { $name }
cards-objective-stats = { $attribute } { $value }, Health { $health }, damage { $damage }
cards-discard-pile = Discard pile ({ $cards })
cards-reserve = Reserve (tactics)

## The HEBS cards (src/hebs/cards.rs)
cards-stat-zeal = Zeal { $zeal }
cards-stat-might = Might { $might }
cards-stat-health = Health { $health }
cards-stat-resources = Res { $resources }
cards-kind-tired = { $kind }  TIRED
cards-cost = Cost
cards-kind-traits = { $kind } — { $traits }
cards-zoom-attributes = Zeal { $zeal } (printed { $printed_zeal })   Might { $might } (printed { $printed_might })
cards-zoom-health = Health { $health }, damage { $damage }
cards-zoom-resources = Resources { $resources }
cards-relentless = Relentless: may be played from the top of the discard pile.
cards-zoom-ready = Ready, { $place }
cards-zoom-tired = Tired, { $place }

## The HEBS charts (src/hebs/charts.rs)
cards-chart-title = Round by round
cards-charts = Charts
cards-chart-note = Each point: as the round began; the last, as the battle ended.
cards-chart-nothing-yet = Nothing to chart until a round has been played.
cards-chart-round = round
# $term: the box's column cards, "Frontier" or "Wedge".
cards-chart-tokens = Damage tokens on the { $term }s
cards-chart-claimed = { $term }s claimed
cards-series-name = { $name } ({ $faction })

## What a click on the HEBS table means (src/hebs/clicks.rs)
cards-not-your-turn = Wait: it is not your turn to act.
cards-not-yours = { $card } is not yours; choose one of your cards.
cards-why-not = { $card }: { $why }
cards-rows-full = { $card } cannot go into { $column }: its Rows there are full.
cards-payment-most = A payment holds at most { $most } cards of each kind; no card costs more.
cards-nobody-paying = Nobody is paying now.
cards-nothing-paid-for = Nothing is being paid for.

## The computer at the HEBS table (src/hebs/computer.rs)
cards-computer-cannot-play = The computer cannot play: { $problem }
cards-computer-thinking = The computer is thinking...
cards-computer-plan = Round { $round }: { $plan }.
cards-computer-values = Values are how the position looks to the computer afterwards: claims, Objectives, Leader's wounds, battle values and cards; higher is better for it. Cards still in its hand are not named.

## The HEBS table's state (src/hebs/mod.rs, src/hebs/session.rs)
cards-nothing-to-undo = Nothing to undo yet.
cards-player-name = Player { $seat }

## The HEBS set-up (src/hebs/setup.rs)
cards-choose-faction = Choose a faction for { $name }.
cards-no-columns = No column cards for { $game } were found.
cards-the-foe = The Foe
cards-computer-named = The computer ({ $level })
cards-setup-intro = Two armies fight over three columns. Play cards into your battlefield, win the Zeal and Might battles, claim two of the three, or destroy the enemy Leader.
cards-unreadable = The card files cannot be read: { $problem }
cards-start = Start the battle
cards-continue = Continue the last game
# $game: the box, "1565" or "1066".
cards-faction-box = { $faction } ({ $game })
cards-opponent = Opponent
cards-opponent-person = A second player at this screen
cards-opponent-computer = The computer
cards-opponent-computer-hover = Plays the other faction by the two-player rules, never seeing your hand
cards-opponent-foe = The solo Foe (computer)
cards-level = Level
cards-choose = choose
cards-setup-bottom = bottom of the table
cards-setup-top = top
cards-any-faction = Any faction may face any other: the box chosen from the menu gives the column cards.
cards-difficulty = Difficulty
cards-difficulty-easy = Easy
cards-difficulty-normal = Normal
cards-difficulty-hard = Hard
# $dial: the Resource Dial's rounds, as "[0, 1, 2]".
cards-difficulty-hover = Resource Dial: { $dial }; scoring bonus +{ $bonus }
cards-players-choice = "Player's choice" for the Foe
cards-kind-option = the kind option
cards-hardest-option = the hardest option
cards-quick-play = Quick-Play Setup: the Foe's deck grows by cost as its Resources rise
cards-level-random = Random
cards-level-fair = Fair
cards-level-hard = Hard
cards-level-random-hover = Any legal move
cards-level-fair-hover = Tries each move once and keeps the one that leaves it best placed
cards-level-hard-hover = Plays its best moves on to the end of the next round, many times over, and keeps the one that does best
cards-variants = Variants
cards-drawing = Drawing
cards-draw = draw { $draws }
cards-draw-discard = draw { $draws }, discard { $discards }
cards-shuffled-objectives = Advanced Objective Variant: Objectives A to F shuffled, G stays last
cards-range-only-at-final = Advanced Range Attacks Variant (1066): Range only once both are at the final Objective

## The command line (src/cli.rs)
cli-about = 1650: A Capa y Espada on a 3D tabletop, and three card games
cli-commission-or-every = { $problem }; or every, for each in turn
cli-sight-map = sight map of { $name } ({ $width } x { $depth } cm, a cell every { $step } cm, north at the top): 0 to 9 the share of the table a pawn standing there sees, # where none can stand
cli-no-cover = no cover on the table
cli-cover = cover { $cm } cm away
# $left to $right across and $near to $far deep: the zone's edges in cm.
cli-zone = zone { $zone } ({ $left } to { $right } cm across, { $near } to { $far } cm deep): { $cells } cells, sees { $sight }% of the table, { $cover } on average; { $sees_other }% of its cells see the other zone
cli-unknown-screen = unknown screen '{ $name }'; screens are main-menu, load, settings, { $modes }
cli-validated = { $files } files checked under { $root }, { $errors } error(s)
cli-unknown-commission = unknown Commission '{ $name }'; Commissions are { $commissions }
cli-unknown-mode = unknown mode '{ $mode }'; modes are { $modes }
cli-fuzz-no-samples = the sample games cannot be made: { $problem }
cli-fuzz-saves = saved games: { $line }
cli-fuzz-files = data files: { $line }
cli-fuzz-crash = crash: { $crash }
cli-ruling-refused = { $file }: refused: { $rejection }
# The levels of the 1650 computer (`duel --mode brawl` and `lab`).
cli-unknown-computer-level = unknown level '{ $name }'; levels are easy, hard

## The computer's levels against each other (src/duel.rs)
duel-progress = { $done } of { $games } games
duel-unknown-mode = unknown mode '{ $mode }'; modes are st-elmo, tears, brawl
duel-unknown-hebs-level = unknown level '{ $name }'; levels are random, fair, hard
duel-table-head = | Commission | games | first level's share of decided games (95 %) | ties | mean margin | median, slowest command |
# $share, $low and $high: percentages; $median in ms, $slowest in seconds.
duel-table-row = | { $commission } | { $games } | { $share } % ({ $low } to { $high }) | { $ties } | { $margin } | { $median } ms, { $slowest } s |

## The balancing lab on the command line (src/lab/cli.rs)
# $done, $all and $eta: filled in by the progress bar as it runs.
cli-lab-progress = { $done }/{ $all } games (about { $eta } left)
cli-lab-chart-written = chart written to { $path }
cli-lab-report-kept = report kept in { $path } (the app's Balancing lab shows it)

## Saves and settings on disk (src/saves.rs, src/settings.rs, src/catalogue.rs)
saves-cannot-read = { $path } cannot be read: { $error }
saves-cannot-write = { $path } cannot be written: { $error }
settings-file-damaged = Settings file is damaged, defaults are in use: { $error }
menu-data-not-found = not found

## The window's measurements (src/frame_times.rs)
frame-times = frame times over { $frames } frames: mean { $mean } ms, median { $median } ms, slowest { $slowest } ms; { $meshes } meshes drawn
