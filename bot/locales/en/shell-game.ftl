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
shell-already = { $state ->
        [paused] You cannot pause the game: it is already paused.
       *[running] You cannot resume the game: it is already running.
    }
shell-paused-or-resumed = ✅ { $state ->
        [paused] Paused.
       *[running] Resumed.
    }
# A post in the game's thread. $host: the family's word for its host (storyteller, host).
shell-paused-post = ⏸️ The { $host } paused the game: the clock is frozen.
shell-resumed-post = ▶️ The { $host } resumed the game: the limit ends { $deadline }.

# The lobby's buttons, and the end post's.
shell-lobby-leave = Leave
shell-lobby-start = Start
shell-rematch-button = 🔁 Rematch
# The first post in a game's thread. $emoji: the family's; $game: its title; $id: the game's
# number; $host: a mention of the host.
shell-greeting = { $emoji } { $game } #{ $id }, hosted by { $host }. Join in the lobby above; the game is played here.
# Where /… new may open a lobby.
shell-lobby-place = Open a lobby in a server's text channel or thread.
shell-thread-has-game = This thread already has a game; open a lobby in another place.
shell-thread-had-game = This thread already had a game; open a lobby in a channel.
# Start. $host: the family's word for its host (storyteller, host).
shell-only-host-starts = Only the { $host } can start the game.
# $most: the most players the family takes; $joined: how many joined.
shell-table-size = You need 2–{ $most } players; { $joined } joined.
shell-started = ✅ Started. The game is on in its thread.
# $host: the family's word for its host (storyteller, host).
shell-only-host = You cannot do that: only the { $host } of this game (or a co-{ $host }) can.
shell-not-started = This game has not started yet: the { $host } presses Start in the lobby.
# The host's extension. $hours: the hours added; $deadline: a Discord timestamp.
shell-no-clock = You cannot add time: no clock is running (the game is paused, or over).
shell-extended-post = ⏱️ The host added { $hours } h: the limit now ends { $deadline }.
shell-extended = ✅ The limit now ends { $deadline }.
# The end post's Rematch. $game: the family's title; $id: the new game's number; $command:
# its command group.
shell-rematch-not-over = This game is not over, so it has no rematch.
shell-rematch-players-only = Only the players of this game can start its rematch.
shell-rematch-channel-gone = The game's channel is gone; open a lobby with `/{ $command } new`.
shell-rematch-open-already = The rematch is open already: { $game } #{ $id }.
shell-rematch-opened = ✅ The rematch is open: { $game } #{ $id }.
shell-rematch-not-hosted = ❌ This game is not hosted now.
# The rematch's first post. $old: the finished game's number; $players: mentions; $host: the
# family's word for its host; $mention: the host's mention.
shell-rematch-greeting = { $emoji } Rematch of { $game } #{ $old }: { $players } are seated with the same options. The { $host } { $mention } presses Start; anyone may Leave.
# /… record.
shell-record-after-end = The record is shown once the game is over.
shell-record-where = You can use this only in a finished { $game } game's thread.
shell-record = 📜 The record of { $game } #{ $id }.
# A DM to the host: a player's DM that closed DMs refused. $seat: the seat (@3); $player: a
# mention; $command: the family's command group.
shell-undelivered = 📭 { $game } #{ $id }: I could not send seat { $seat } ({ $player }) a direct message (their direct messages are closed to me). It is kept for them: they see it, visible to them alone, with their next `/{ $command }` command, with a Resend button that sends it to their direct messages once they open them. Until they have read it, I keep the next ones too without telling you again.
# The same to a host who may read every DM; $held: what it held.
shell-undelivered-held = 📭 { $game } #{ $id }: I could not send seat { $seat } ({ $player }) this direct message:
    > { $held }
    (their direct messages are closed to me). It is kept for them: they see it, visible to them alone, with their next `/{ $command }` command, with a Resend button that sends it to their direct messages once they open them. Until they have read it, I keep the next ones too without telling you again.
# A game's history, paged (/lab history, /cloud history). $title: the history's title; $page,
# $pages: which page of how many.
shell-history-page = 📜 **{ $title }** — page { $page }/{ $pages }
shell-history-empty = Nothing has happened yet.
shell-history-older = ◀ Older
shell-history-newer = Newer ▶
shell-history-not-yours = ❌ These buttons are for the one who asked for this history.
# /notifications. $dms: on or off.
shell-turn-dms = { $dms ->
        [on] ✅ You get a DM when it is your turn and before its deadline.
       *[off] ✅ No more turn DMs; the game's thread still pings you when it is your turn.
    }
# What a player's closed DMs refused, shown with their next command, and its Resend button.
shell-kept-header = 📬 What I could not send you by direct message:
shell-kept-offer = Open your direct messages (Privacy Settings of this server: allow direct messages from its members) and press Resend to get these there too.
shell-kept-resend = Resend
shell-kept-not-yours = ❌ This button is for the player it was shown to.
shell-kept-still-closed = ❌ Your direct messages are still closed to me: allow direct messages from this server's members, then press Resend again.
# $count: how many messages were sent.
shell-kept-sent = ✅ Sent { $count } message(s) to your direct messages.
# In place of a deadline when none runs (a paused game, a night being resolved): "deadline stopped".
shell-no-deadline = stopped
# A DM to the host: their lobby, left unposted by a crash, was refused by its channel at
# start-up and closed. $game: the family's name; $channel: a channel mention; $command: its
# command group.
shell-lobby-lost = ⚠️ Your { $game } lobby in { $channel } was not opened: I stopped while posting it, and the channel did not take it afterwards. Nothing was lost; open it again with `/{ $command } new`.

## The seed's lines (Quantum Werewolf and Quantum Clocktower; the Lab and Cloud say them inside their own posts)
# $commitment: 64 hex digits.
shell-seed-commitment = 🔒 Seed commitment (SHA-256 of the seed's bytes) `{ $commitment }`; the seed is revealed at the end.
# $check: a shell command that prints the hash.
shell-seed-revealed = 🔓 Seed `{ $seed }`; its SHA-256 `{ $commitment }` was posted at the start. Check it: { $check } prints that hash.
# $game: the family's title; $id: the game's number.
shell-history-title = { $game } #{ $id }: history

# Co-hosts (`… cohost`): members the host adds, who may then use every host command. $name: a
# member's name; $host: the family's word for its host (storyteller, host).
shell-co-host-bot = You cannot make a bot a co-{ $host }.
shell-co-host-already = You cannot add { $name }: they already run this game.
# $played: yes when the member held a seat earlier, no while they hold one.
shell-co-host-player = { $played ->
        [yes] You cannot add { $name }: they played in this game, and its { $host } sees every secret.
       *[no] You cannot add { $name }: they play in this game, and its { $host } sees every secret.
    }
shell-co-host-remove-host = You cannot remove the game's own { $host }.
shell-co-host-not = You cannot remove { $name }: they are not a co-{ $host } of this game.
# In the game's thread: $member a mention; $added: yes when added, no when removed.
shell-co-host-post = { $added ->
        [yes] 🎭 { $member } is now a co-{ $host } of this game: they may use every { $host } command.
       *[no] 🎭 { $member } is no longer a co-{ $host } of this game.
    }
shell-co-host-done = { $added ->
        [yes] ✅ Added.
       *[no] ✅ Removed.
    }
# A co-host who plays joins the lobby: the storyteller sees every secret.
shell-co-host-joins = You run or ran this game as a co-{ $host }, and its { $host } sees every secret, so you cannot also play.
# The host hands a seat to another member (`… replace`). $name: the member's name.
shell-hand-over-bot = You cannot give a seat to a bot.
# $played: yes when the member held a seat earlier (they would hold two seats' secrets), no
# while they hold one.
shell-hand-over-player = { $played ->
        [yes] You cannot give { $name } a seat: they played in this game already.
       *[no] You cannot give { $name } a seat: they already play in this game.
    }
shell-hand-over-host = You cannot give { $name } a seat: they run or ran this game, and its { $host } sees every secret.
# In the thread: $seat the seat (P2); $player, $member mentions.
shell-handed-over = 🔁 { $member } takes over { $seat } from { $player }: the same seat, its history and its name in the game.
shell-handed-over-done = ✅ { $seat } is handed over.
