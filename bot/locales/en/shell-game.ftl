# The shell's answers and posts in every game family's commands (lobbies, seats, the clock).

# $game: the family's title; $command: its command group ("ct").
shell-not-a-game-thread = You can use this only in a { $game } game's thread (open one with `/{ $command } new`).
shell-lobby-closed = This lobby is closed.
shell-not-in-lobby = You are not in this lobby.
shell-left-lobby = ✅ You left the lobby.
shell-not-playing = You are not playing in this game.
# $name: a member's name.
shell-member-not-playing = { $name } is not playing in this game.
# $state: paused or running.
shell-already = The game is already { $state ->
        [paused] paused.
       *[running] running.
    }
shell-paused-or-resumed = ✅ { $state ->
        [paused] Paused.
       *[running] Resumed.
    }
# A post in the game's thread. $host: the family's word for its host (storyteller, host).
shell-paused-post = ⏸️ The { $host } paused the game: the clock is frozen.
shell-resumed-post = ▶️ The { $host } resumed the game: the limit ends { $deadline }.
