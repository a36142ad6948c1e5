# Quantum Clocktower: the cog's posts, direct messages and answers.
# Seats are passed as "@3" or "@3 Carol"; $id is the game's number (as text).

clocktower-title = Quantum Clocktower
clocktower-notice = Unofficial fan tool, not affiliated with or endorsed by The Pandemonium Institute. Blood on the Clocktower is a trademark of Steven Medway and The Pandemonium Institute. Quantum Clocktower is a community rules variant.
clocktower-no-one = no one
clocktower-no-one-yet = no one yet
# A seat whose player left the game.
clocktower-empty-seat = { $seat } (empty seat)

## The lobby
# $players: the size asked for; $script: the script's name; $reason: why no setup exists;
# $low, $high: the sizes that work.
clocktower-size-refused = You can't open a { $players }-player game of { $script }: no valid setup exists for { $players } players ({ $reason }). Pick { $low } to { $high } players.
# The lobby post. $host: the storyteller's mention; $night, $day: hours; $seats: one line per
# seat, or clocktower-lobby-nobody; $status: one of the clocktower-lobby-status messages.
clocktower-lobby = 🕰️ **Quantum Clocktower #{ $id }** — storyteller { $host }
    { $script } · { $players } players · nights { $night } h · days { $day } h
    { $seats }
    { $status }
    {"*"}{ $notice }*
clocktower-lobby-nobody = No one has joined yet.
# $joined, $players: seats taken, seats of the table.
clocktower-lobby-open = Lobby open: { $joined }/{ $players } joined; the storyteller starts once it is full.
clocktower-lobby-started = Started: the game is played in its thread.
clocktower-lobby-closed = Closed.
clocktower-lobby-join = Join
clocktower-lobby-leave = Leave
clocktower-lobby-start = Start
clocktower-lobby-sheet = Character sheet
clocktower-storyteller-does-not-play = The storyteller does not play (spec §8).
clocktower-already-joined = You are already in this lobby.
clocktower-lobby-full = The lobby is full.
clocktower-joined = ✅ You joined as seat { $seat }.
# $wanted: the table's size; $joined: how many joined.
clocktower-table-not-full = The table needs { $wanted } players; { $joined } joined.
# The first post of the game's thread; $seats: one line per seat.
clocktower-opening = 🕰️ **Quantum Clocktower #{ $id } begins.** Each of you gets only an alignment by DM; evil players learn each other. Every night build your ordered list by DM (the menu, or `/ct night`); by day nominate with `/ct nominate` and vote with the buttons. `/ct rules` explains.
    Seats:
    { $seats }
    {"*"}{ $notice }*

## Refusals shared by the commands
clocktower-game-over = This game is over.
clocktower-not-playing = You are not playing in a running Quantum Clocktower game.
# $ids: the games' numbers ("#3, #5").
clocktower-several-games = You play in several games ({ $ids }); give `game`.
clocktower-paused = The storyteller paused the game; wait until it resumes.
# An engine refusal; $reason: the engine's words.
clocktower-cannot = ❌ You cannot do that:
# (One line per entry with its verdict follows.)
clocktower-not-stored = ❌ Not stored: every entry must be possible now. Change your list and send it again.
clocktower-verdict-possible = possible
clocktower-verdict-impossible = impossible now
# An impossible entry of several clauses: $clauses, each clause (in backticks, joined by
# "or") without which the rest of the entry is possible now.
clocktower-verdict-without = {" "}(without { $clauses } the rest of it is possible now)
# $reason: why, from what the player knows (the engine's words).
clocktower-verdict-impossible-because = impossible: { $reason }
# An entry of several clauses: $clause, the clause (canonical text) that $reason rules out.
clocktower-verdict-impossible-clause-because = impossible: the clause `{ $clause }`: { $reason }
# $number: the line's number; $entry: the line.
clocktower-drop-hint = Only line { $number } (`{ $entry }`) is impossible: drop it and send the rest.

## The night
clocktower-post-night-begins = 🌙 Night { $night } begins. Send your lists by DM.
# The night's status post. $answered: seats; $count: how many answered; $alive: how many appear alive.
clocktower-night-status = 🌙 Night { $night }: lists received from { $answered } ({ $count } of { $alive } appearing alive). Deadline { $deadline }.
# The head of a DM about the player's seat (what the game tells them follows).
clocktower-dm-seat = 🔒 Quantum Clocktower #{ $id }, seat { $seat }:
# The night's prompt by DM; $first: yes on Night 1 (evil players add their setup line).
clocktower-night-prompt = 🌙 Quantum Clocktower #{ $id }, Night { $night }: build your ordered list with the menu (a character's targets are picked in menus, what you learned is typed), or send it with `/ct night`, one entry per line, most wanted first: `wake <character> [choose @a …] [learn <info>]` or `dont_wake`.{ $first ->
        [yes] {" "}Evil players: add your `setup demon @d …` line.
       *[no] {""}
    } Deadline { $deadline }.
clocktower-reminder-night = ⏰ Quantum Clocktower #{ $id }: Night { $night } needs your list (`/ct night`); deadline { $deadline }.
clocktower-reminder-reask = ⏰ Quantum Clocktower #{ $id }: you were asked for a new list; deadline { $deadline }.
clocktower-night-button = Write my night list
clocktower-entry-placeholder = Add an entry to your list…
clocktower-entry-no-wake = I don't wake
clocktower-modal-title = Your night list
# At most 45 characters (Discord's limit for a field's label).
clocktower-modal-label = Entries, one per line, in order of preference
clocktower-night-over = Night { $night } is over; this menu no longer works.
clocktower-not-offered = You picked a character the menu does not offer; pick one of its characters.
clocktower-pick-seat = Pick one of the menu's seats.
clocktower-pick-all = Pick every target first.
# The target picker; $character: the character's id; $count: targets to pick; $chosen: the picks so far.
clocktower-picker = 🌙 Night { $night }, **{ $character }**: pick { $count } target(s) with the menus ({ $chosen }), then add the entry to your list; what you learned is typed in the list.
clocktower-picker-target = Target { $slot } of { $count }…
clocktower-picker-earlier = ← Earlier seats
clocktower-picker-more = More seats →
clocktower-picker-add = Add it to my list…
# $entry: a line of the list.
clocktower-entry-possible = ✅ `{ $entry }` — possible
# Then one clocktower-entry-possible line per entry, then clocktower-stored-tail.
clocktower-stored = ✅ Stored for Night { $night }; every entry is possible now:
# $reasked: yes when the night is resolving with the list.
clocktower-stored-tail = { $reasked ->
        [yes] The night goes on resolving with it.
       *[no] You may change it (send a new list) until the night resolves.
    }
# (One line per thing the seat was told follows.)
clocktower-notes = 🔒 Seat { $seat }, what you were told:

## The day
# $died: yes when someone died tonight; $votes: yes votes that put a nominee on the block.
clocktower-post-day-begins = ☀️ Day { $day } begins.{ $died ->
        [yes] {""}
       *[no] {" "}No one died tonight.
    } Nominate with `/ct nominate`; { $votes } yes vote(s) put a nominee on the block.
# $count: yes votes; $block: clocktower-block-none or clocktower-block-seat.
clocktower-post-nomination = 📣 { $nominator } nominated { $nominee }: { $count } yes vote(s); { $block }.
clocktower-block-none = no one is on the block
clocktower-block-seat = { $seat } is on the block
clocktower-post-report = 📣 { $text }
clocktower-vote-yes = Yes
clocktower-vote-no = No
clocktower-vote-close = Close the vote
# The vote's post. $number: today's nomination number; $yes, $no: seats.
clocktower-vote-head = 🗳️ Day { $day }, nomination { $number }: { $nominator } nominates { $nominee }.
clocktower-vote-closed = { $head }
    Yes: { $yes }. The vote is closed.
clocktower-vote-open = { $head } Vote with the buttons (a player who appears dead has one ghost vote, spent by voting yes). { $votes } yes vote(s) put them on the block.
    Yes: { $yes } · No: { $no }
clocktower-vote-is-open = A vote is open; it closes before the next nomination.
clocktower-nominated = ✅ You nominated { $seat }.
clocktower-vote-closed-refusal = This vote is closed.
clocktower-only-storyteller-closes = Only the storyteller closes a vote.
clocktower-vote-closed-done = ✅ The vote is closed.
clocktower-ghost-spent = You appear dead and have spent your ghost vote.
# $answer: yes or no.
clocktower-voted = ✅ You voted { $answer ->
        [yes] yes
       *[no] no
    }; you may change it until it closes.
clocktower-shot = ✅ You shot { $seat }.
clocktower-day-ends = ⏰ Day { $day } ends { $deadline }.

## The end
# $summary: clocktower-team-wins; $winners: mentions.
clocktower-end = 🏁 **{ $summary }** Winners: { $winners }.
# (One line per seat follows.)
clocktower-reveal-post = 🔍 One world consistent with everything that happened:
clocktower-final-grimoire = 📖 The final grimoire:
clocktower-cancel-grimoire = 📖 The grimoire at the end:
clocktower-reveal-none = No world is left to reveal.
# $token: the seat's starting token in words; $life: alive or dead.
clocktower-reveal-seat = { $seat } { $name }: { $token } ({ $life ->
        [alive] alive
       *[dead] dead
    })
# $later: the character the seat became.
clocktower-reveal-became = { $seat } { $name }: { $token }, later the { $later } ({ $life ->
        [alive] alive
       *[dead] dead
    })
clocktower-reveal-bluffs = Demon's bluffs: { $bluffs }
clocktower-reveal-red-herring = Red herring: { $seat }

## Information
clocktower-phase = { $phase ->
    [night] Night
    [day] Day
   *[over] Over
    } { $number }
# $dead: seats.
clocktower-status-head = { $phase } · appear dead: { $dead }
clocktower-status-answered = Lists received from: { $seats }
clocktower-status-resolving = The night is resolving.
clocktower-status-threshold = Votes needed to put someone on the block: { $votes }
clocktower-status-block = On the block: { $seat }
clocktower-status-paused = ⏸️ Paused by the storyteller.
clocktower-status-deadline = ⏱️ Deadline { $deadline }
# /ct rules (one line per character follows).
clocktower-rules = *{ $notice }*
    You are told only your alignment. Each night send, by DM with `/ct night` or the button, an ordered list of what you did and learned, one entry per line (or `;`):
    `wake <character> [choose @a …] [learn <info>]` or `dont_wake`; evil players also send `setup demon @d [bluffs x y z]` on Night 1. The first entry that is possible becomes true.
# A character's line: $name (its name) and $summary.
clocktower-character-line = • **{ $name }** — { $summary }
# The role counts of one setup. $modifiers: empty, or clocktower-counts-with.
clocktower-counts = { $townsfolk } Townsfolk, { $outsiders } Outsider(s), { $minions } Minion(s), { $demons } Demon{ $modifiers }
# $characters: the setup modifiers in play.
clocktower-counts-with = {" "}with the { $characters }
clocktower-counts-and = {" "}and the{" "}
clocktower-counts-or = ; or{" "}
clocktower-counts-none = no valid setup
clocktower-sheet-at = **At { $players } players:** { $counts }.
clocktower-sheet-counts = **Role counts:**
clocktower-sheet-size = { $players } players: { $counts }.
clocktower-sheet-first-night = **Night 1 order:** evil team and bluffs → { $order }
clocktower-sheet-other-nights = **Other nights:** { $order }
# /ct votes. $who: seats with names; $voters: seats.
clocktower-votes-nomination = {"  "}{ $number }. { $nominator } nominated { $nominee }: { $count } yes ({ $voters })
clocktower-votes-day = **Day { $day }**
clocktower-votes-no-nominations = {"  "}no nominations
clocktower-votes-executed = {"  "}executed: { $who }
clocktower-votes-no-execution = {"  "}no execution
clocktower-votes-no-day = No day has begun yet.

## The storyteller's tools
clocktower-grimoire-head = 📖 Grimoire of #{ $id }
clocktower-grimoire-attached = { $head } (attached).
clocktower-grimoire-dusk = (as of dusk: tonight's lists are settled at dawn)
clocktower-grimoire-answered = answered tonight: { $seats }
clocktower-asked-again = asked again: { $seat }
# /ct-st explain; $token: the token asked about (the list grammar).
clocktower-explain-possible = { $seat } may still be { $token }.
clocktower-explain-rules = { $seat } cannot be { $token } by the alignment roll and the rules for this number of players alone.
# (One line per commitment follows: clocktower-explain-item.)
clocktower-explain-because = { $seat } cannot be { $token } because of:
# A commitment. $held: setup, entry, dawn, event, after or dusk; $number: the night's or day's
# number; $seat: the seat; $line: its setup line or entry (list grammar); $event: a day event.
clocktower-explain-item = { $held ->
        [setup] Night 1, { $seat }: { $line }
        [entry] Night { $number }, { $seat }: { $line }
        [dawn] Night { $number }, dawn: the game went on
        [event] Day { $number }: { $event }
        [after] Day { $number }: the game went on after { $event }
       *[dusk] Day { $number }, end: the game went on
    }
# A day event; $verb: the day action (slay, damsel).
clocktower-explain-action = { $verb ->
        [damsel] { $actor } guesses { $target } as the Damsel
       *[slay] { $actor } shoots { $target }
    }
# A public claim (script 2); $character: a character's name.
clocktower-explain-claim = { $seat } claims to be the { $character }
clocktower-explain-executed = { $seat } executed
# A token that no seat can hold; $token: as typed; $script: the script's name.
clocktower-unknown-token = '{ $token }' is not a character of { $script }: give a character id such as `soldier`, `drunk` or `drunk(empath)`
# /ct-st lists.
clocktower-lists-not-night = It is { $phase } { $number }; lists are sent at night.
clocktower-lists-head = Night { $night } lists:
clocktower-lists-dead = { $head }: appears dead
clocktower-lists-accepted = {" "}(accepted)
clocktower-lists-trying = {" "}(trying)
clocktower-lists-none = no list (dont_wake)
clocktower-resolved = ✅ The night resolved as far as it can.
clocktower-close-vote-first = A vote is open; close it first (its Close button).
clocktower-day-over = ✅ The day is over.
clocktower-no-vote = No vote is open.
clocktower-not-confirmed = You did not confirm; the game goes on.
clocktower-cancelled = 🛑 The storyteller cancelled the game: no one wins.
clocktower-cancel-done = ✅ The game is cancelled and revealed.
clocktower-no-deadline = No deadline is running.
# $hours: hours added.
clocktower-extended-post = ⏱️ The storyteller added { $hours } h: deadline { $deadline }.
clocktower-extended = ✅ Added { $hours } h.
clocktower-deadlines-set = ✅ Nights { $night } h, days { $day } h, re-asks { $reask } h, from the next one on.
# $count: reminders sent.
clocktower-reminded = ✅ Reminded { $count } player(s).
# $player: a mention.
clocktower-kicked-post = 🚪 The storyteller removed { $player } from seat { $seat }. The seat stays in the game: silence counts as not waking; `/ct-st replace` fills it.
clocktower-kicked = ✅ Seat { $seat } is empty now.
clocktower-seats-range = This game has seats @1 to @{ $count }.
# $name: a member's name.
clocktower-has-part = { $name } already has a part in this game.
clocktower-was-removed = { $name } was removed from a seat and knows its secrets; they cannot take another seat.
clocktower-seat-taken = Seat { $seat } is played by { $player }; remove them with `/ct-st kick` first if you mean to give the seat away.
# (One line per thing the seat was told follows.)
clocktower-replace-dm = 🔒 Quantum Clocktower #{ $id }: you take over seat { $seat }. What the seat was told so far:
clocktower-replace-post = 🔁 { $player } takes over seat { $seat }.
clocktower-replaced = ✅ { $player } now plays seat { $seat }.
# The grimoire's line for a seat. $life: alive, dead or either; $poisoned: yes or no;
# $tokens: the tokens it may hold (the list grammar's ids).
clocktower-grimoire-seat = { $seat } [{ $life ->
        [alive] alive
        [dead] dead
       *[either] either
    }{ $poisoned ->
        [yes] , maybe poisoned
       *[no] {""}
    }]: { $tokens }
# $characters: ids, or "-".
clocktower-grimoire-in = in play: { $characters }
clocktower-grimoire-out = out of play: { $characters }
clocktower-grimoire-bluffs = bluffs: { $characters }
# $count: how many worlds are possible, or "many" past the counting cap.
clocktower-grimoire-worlds = worlds: { $count ->
        [many] many
       *[other] { $count }
    }
# What the characters' rules show in some world (script 2): $notes, each a
# clocktower-grimoire-note, joined by "; ".
clocktower-grimoire-notes = in some world: { $notes }
# One of them: $seat ("@3 ", or empty for the world's own), $code (chosen: a kept choice such as
# the Lleech's host, the Pukka's mark, the Devil's Advocate's protection; spent: a once-only
# ability used; pending: the Mastermind's extra day; marked: a setup mark's seat, such as the
# Lycanthrope's faux paw), $character (its name).
clocktower-grimoire-note = { $seat }{ $code ->
        [chosen] chosen
        [spent] spent
        [pending] pending
       *[marked] marked
    } ({ $character })
clocktower-grimoire-pending = pending prompts: { $prompts }
# A pending prompt; $became: yes when the seat became $character (its name), else told its
# token ($token: the id).
clocktower-grimoire-prompt = { $seat } { $became ->
        [yes] now the { $character }
       *[no] token { $token }
    }
clocktower-grimoire-swaps = pending swaps: { $swaps }
# The instances a seat may hold beside its own in some world (script 2), as the list grammar
# writes them: X gained or eaten, ~X a Drunk's (void), ~X? a pretend not fixed yet.
clocktower-grimoire-held = { $seat } may also hold: { $instances }
# The characters the seat may have taken on during the game in some world (a Barber's swap;
# script 1's Scarlet Woman becoming the Imp), as the list grammar writes them (the seat's line
# above keeps its setup tokens).
clocktower-grimoire-now = { $seat } now: { $characters }
# An untold Barber swap; $told: yes when every world gives the seat one character, $characters
# (that one, else those it may have got, joined by "or"), told at the next dawn or end of day.
clocktower-grimoire-swap = { $seat } { $told ->
        [yes] now the { $characters } (swap, Night { $night })
       *[no] swapped on Night { $night }, not told until the worlds agree: { $characters }
    }

## /help: Quantum Clocktower's pages (in the project's own words)
clocktower-help-summary = A storyteller's game after Blood on the Clocktower in which nobody is dealt a character: each night you say what you did and learned, and the bot keeps every grimoire that fits.
clocktower-help-start = A storyteller opens a table with `/ct new`; players press **Join** on its post.
clocktower-help-short-label = The short version
clocktower-help-short-title = Quantum Clocktower: the short version
clocktower-help-short = You are told only whether you are good or evil (evil players also learn each other). Your character is not dealt: each night you send an ordered list of what you did and learned, and the first entry that fits a world still consistent with everything so far becomes true for you.

    By day the town talks, nominates and votes as usual. `/ct rules` has the grammar of the lists and every character; `/ct script` the character sheet, the night order and the counts for your table.

    {"*"}{ $notice }*
clocktower-help-night-label = The night: your list
clocktower-help-night = Send your list by DM, with `/ct night` or the button in the DM. One entry per line: `wake <character> [choose @a …] [learn <info>]`, or `dont_wake`. The bot checks each entry as it arrives and tells you if it can no longer be true. Evil players also send a setup line on Night 1 (`setup demon @d …`).

    If none of your entries can be true once the others have answered, you are asked again; a silent player gets a possible entry drawn for them at the deadline.
clocktower-help-day-label = The day: nominations and votes
clocktower-help-day = `/ct nominate @seat` opens a vote with Yes and No buttons; the dead keep one ghost vote. The nominee with the most yes votes, at least half of the living and more than any other, is executed at the end of the day. `/ct slay @seat` is a public shot that kills the Demon only where the shooter is the Slayer. On Uncertainty Principle also: `/ct nominate_storyteller`, `/ct claim` (a public claim, which the Pixie reads), `/ct damsel @seat` (a public Damsel guess) and, by DM, `/ct puzzle` (the Puzzlemaster's private guess). `/ct status` shows the phase, who appears dead and the deadline; `/ct votes` every vote of the game.
clocktower-help-storyteller-label = For the storyteller
clocktower-help-storyteller = `/ct new` opens a table and makes you its storyteller; **Start** deals the alignments. `/ct-st resolve` ends the night, `/ct-st end_day` the day; `/ct-st grimoire` shows every world still possible, only to you, and `/ct-st explain` why a seat cannot hold a character, `/ct-st lists` every list sent tonight. Deadlines: `/ct-st deadlines`, `extend`, `pause`, `resume`, `remind`; seats: `kick`, `replace`; `/ct-st cohost` adds a co-storyteller, who may do all of this (never a player, past or present).
# The grimoire image's marks: after a seat that may be poisoned, and in a cell where the seat may
# be the Drunk believing that character (one or two letters).
clocktower-image-poisoned = (p?)
clocktower-image-drunk = D
# In a cell of a character whose ability the seat may hold beside its own (script 2): $held is
# held (gained or eaten), void (a Drunk's or pretended) or maybe (a pretend not fixed yet); the
# grimoire text writes them X, ~X and ~X?.
clocktower-image-instance = { $held ->
        [held] +
        [void] ~
       *[maybe] ~?
    }

# Why a table size has no valid setup, for one way of filling the Minion seats. $modifiers:
# with (the setup modifiers $characters in play), without (none of $characters) or none (the
# script has none); $lack: what it lacks; $needed, $has: numbers.
clocktower-setup-gap = { $modifiers ->
        [with] with the { $characters }
        [without] without the { $characters }
       *[none] as the counts stand
    }, { $lack ->
        [minion-seats] { $needed } Minions do not fit { $has } seats
        [minions] the other { $has } Minions cannot fill { $needed } seats
        [outsiders] { $needed } Outsiders needed and the script has { $has }
        [townsfolk] { $needed } Townsfolk needed and the script has { $has }
       *[bluffs] no three good characters left out of play for the bluffs
    }
# Setup modifiers joined: all in play ($first and the $second), or none of them.
clocktower-gap-and = { $first } and the { $second }
clocktower-gap-or = { $first } or the { $second }


# The engine refused a game's setup. $script: the script's name.
clocktower-setup-not-playable = { $script } cannot be played yet: the engine cannot work out its games in time
# $players: the table's size; $reason: why (clocktower-setup-gap messages); $low to $high: the
# sizes that work.
clocktower-setup-none = { $script } has no valid setup for { $players } players ({ $reason }); it needs { $low } to { $high } players
## Script 2 on Discord (issue 26)
# /ct new on a script the engine cannot answer in time yet; $script: its name; $others: the
# offered scripts that play at $players, joined by " / ".
clocktower-script-not-playable = You can't open a game of { $script } yet: the bot cannot answer its lists in time at { $players } players. Pick { $others }.
# The same for a script that plays only at small tables; $most: the largest size that plays.
clocktower-script-not-playable-above = You can't open a game of { $script } at { $players } players yet: the bot answers its lists in time only up to { $most } players. Pick a table of { $most } players or fewer, or { $others }.
# The engine refused a setup above the largest size a script plays at; $most: that size.
clocktower-setup-not-playable-above = { $script } cannot be played above { $most } players yet: the engine cannot work out larger games in time
# The lobby post's line on script 2's Atheist (spec S7): never the chance. $possible: yes or no.
clocktower-lobby-adjudicated = { $possible ->
        [yes] An Atheist game is possible: the storyteller may be running the game with no Demon and no evil team.
       *[no] No Atheist game: every game of this table is a quantum one.
    }
clocktower-lobby-sheet-hint = Every character in short: the Character sheet button or `/ct script`.
# The storyteller as a nominee (addendum D7), in a vote's post and in the nominator's reply.
clocktower-the-storyteller = the storyteller
clocktower-storyteller-not-nominee = You can nominate the storyteller only in a game of Uncertainty Principle.
clocktower-no-claims = You can claim a character only in a game of Uncertainty Principle.
# $character: a character's name.
clocktower-claimed = ✅ You claimed to be the { $character }.
clocktower-guessed = ✅ You guessed that { $seat } is the Damsel.
# The night menu's option for a clause that names a kind, not a character (addendum N12);
# $kind: townsfolk, outsider, minion or demon (the grammar's word, kept as typed).
clocktower-entry-kind = wake { $kind } (any { $kind ->
        [townsfolk] Townsfolk
        [outsider] Outsider
        [minion] Minion
       *[demon] Demon
    })
# The target picker's second button on script 2: the entry becomes one more clause of the
# list's last entry.
clocktower-picker-join = Add it to my last entry (&)…
# The reveal: one line per character change by a swap (script 2's Barber), in order.
# $token: the character (or Drunk token) the seat got.
clocktower-reveal-change = Night { $night }: { $seat } { $name } became the { $token } (a swap).
clocktower-damsel-guessed = You have already made your Damsel guess: each player guesses once a game.
# The Puzzlemaster's private guess (addendum D11), told to its sender alone. $guessed: the
# seats guessed; $learned: the seat learned.
clocktower-report-private-accepted = Your guess is accepted: you guessed { $guessed } and learned { $learned }.
# A private day action in the storyteller's explanation; $line: as the grammar writes it.
clocktower-explain-private = { $seat } privately sent `{ $line }`
# The reply to /ct puzzle; $entry: the guess as the grammar writes it (`puzzle @2 learn @4`).
clocktower-puzzled = ✅ Accepted: `{ $entry }` (only you are told).
clocktower-no-atheist = You can set an Atheist chance only on a script with the Atheist (Uncertainty Principle).
# The sheet of a script of clause entries (script 2): what its lists and days add.
clocktower-sheet-clauses = **Lists on this script:** join clauses of one entry with `&` (the Demon's `wake pukka choose @2 & wake barber choose @1 @3`); a clause may name a kind instead of a character (`wake demon choose @2`); on Night 1 a Minion may add `setup damsel`. **By day:** `/ct claim`, `/ct damsel`, `/ct nominate_storyteller`, and by DM `/ct puzzle`.
