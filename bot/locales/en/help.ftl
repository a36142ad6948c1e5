# /help and the help under a game's lobby.

# The button under a lobby post that opens the game's help.
help-how-to-play = How to play

# The footer of a game's help page; $game: the game's name.
help-footer = { $game } · /help for the other games
# The menu under a help page.
help-pick-game = Pick a game
help-pick-topic = More help: pick a topic
help-every-game = ← Every game
