# Words core says in every game: the rulebooks, and a sentence not yet moved here.
# Arguments are named in the code's msg!(...) call; numbers arrive as numbers, names as text.

untranslated = { $text }

book-1650 = 1650
book-1565 = 1565
book-1565-solo = 1565 solo
book-1066 = 1066
book-melee = Melee Event
book-ysbilia = Ysbilia ruling

## Pig, the record contract's test fixture
pig-players = Pig needs 2 to 6 players
pig-roll = Pig roll
pig-start = { $players } players race to { $target }
pig-not-your-turn = it is player { $player }'s turn
pig-rolled-one = a 1 loses the turn's points
pig-turn-total = turn total { $total }
pig-hold-first = roll at least once before holding
pig-banks = player { $player } banks to { $score }

## The modes, as the main menu and the saves list name them
mode-brawl = 1650 Conflict
mode-brawl-summary = Two bands of Sevillian swordsmen settle a quarrel on a 3D table of streets, roofs and taverns: clashes, discharges, smoke and night.
mode-brawl-players = 2 at one screen, or 1 against the computer
mode-solo = Alone in the Face of Danger
mode-solo-summary = Your band takes a commission alone: hidden markers, antagonists with tempers of their own, and decrees to fulfil before the night ends.
mode-solo-players = 1
mode-designer = Scenery Designer
mode-designer-summary = Lay out streets, buildings, obstacles and water on a 1650 table and save the layout for your conflicts.
mode-designer-players = Any
mode-st-elmo = 1565 St. Elmo's Pay
mode-st-elmo-summary = The Great Siege of Malta as a card battle: frontiers, objectives, might and zeal. Against a friend, or the solo Foe.
mode-st-elmo-players = 2, or 1 against the Foe
mode-tears = 1066 Tears to Many Mothers
mode-tears-summary = Hastings on the Historic Epic Battle System: shield-wall wedges, ready and tired troops, the day decided card by card.
mode-tears-players = 2
mode-melee = Melee Event
mode-melee-summary = A squires' melee with twelve-sided dice: choose attack, defend, feint or shove, back them with strategy cards, and be the last team standing.
mode-melee-players = 2 to 6

## Loading the words themselves
words-folder-missing = the catalogue folder { $folder } is missing
words-folder-broken = the catalogue in { $folder } does not load: { $error }

## Dice: a roll as the log shows it (its purpose and modifiers' reasons are messages of their own)
dice-roll = { $purpose }: D{ $sides } rolled { $result }
dice-roll-modified = { $purpose }: D{ $sides } rolled { $result }{ $modifiers } = { $total }
dice-modifier = { " " }{ $amount } ({ $reason })
dice-d100-tens = { $purpose } (tens)
dice-d100-units = { $purpose } (units)
dice-shuffle = { $purpose }: shuffled { $cards } cards
