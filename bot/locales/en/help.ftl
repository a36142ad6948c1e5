# /help and the help under a game's lobby.

# The button under a lobby post that opens the game's help.
help-how-to-play = How to play
