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
pig-start = { $players } players race to { $target }
pig-not-your-turn = it is player { $player }'s turn
pig-rolled-one = a 1 loses the turn's points
pig-turn-total = turn total { $total }
pig-hold-first = roll at least once before holding
pig-banks = player { $player } banks to { $score }
