# /help and the help under a game's lobby.

# The button under a lobby post that opens the game's help.
help-how-to-play = How to play

# The footer of a game's help page; $game: the game's name.
help-footer = { $game } · /help for the other games
# The menu under a help page.
help-pick-game = Pick a game
help-pick-topic = More help: pick a topic
help-every-game = ← Every game
# The front page of /help. $platform: the platform's name.
help-front-title = { $platform }: quantum games by post
help-front = Every game here keeps all the worlds its rules allow at once; your choices, votes and cards rule some out until something is certain. Pick a game below for how to play it.
help-no-games = No games
# /help game: naming no hosted game. $game: what was typed; $games: the hosted games' keys.
help-unknown-game = ❌ I host no game called { $game }; pick one from the list ({ $games }).
