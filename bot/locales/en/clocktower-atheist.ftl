## Atheist games (storyteller-adjudicated, addendum §10): only the storyteller reads these,
## except the reveal and the end, which come after the game.

# $phase: night, day or over; $number: its number.
clocktower-adjudicate-head = 🎭 **Atheist game**: every player is good and you decide, simulating a quantum game. { $phase ->
    [night] Night
    [day] Day
   *[over] Over
    } { $number }. Players' lists come with the verdict of the shadow (a quantum game on a phantom roll), the default of every ruling you do not give before the night resolves. `/ct-st prompt` tells a player its token or, after a swap you simulate, its new character, in the quantum game's words.
# $head: seat and name; $entries: the numbered entries; $shadow, $ruled: the verdicts.
clocktower-adjudicate-list = { $head }: { $entries } — shadow: { $shadow }; you: { $ruled }
clocktower-adjudicate-shadow-entry = entry { $entry }
clocktower-adjudicate-shadow-reask = ask again
clocktower-adjudicate-no-ruling = no ruling yet
clocktower-adjudicate-ruled-entry = entry { $entry }
clocktower-adjudicate-ruled-reask = ask again
clocktower-adjudicate-approve = Approve { $entry }
clocktower-adjudicate-reject = Reject: ask again
clocktower-adjudicate-dead = { $seat } dies
clocktower-adjudicate-survive = The executee survives
clocktower-adjudicate-end-evil = End: evil wins
clocktower-adjudicate-not-atheist = This is not an Atheist game: the rules decide, not you.
# $seat: a seat.
clocktower-adjudicate-dead-seat = { $seat } appears dead already.
clocktower-adjudicate-stale = These buttons belong to another night or day; open `/ct-st adjudicate` again.
# $ruling: the ruling as the record writes it.
clocktower-adjudicate-recorded = ✅ Ruling recorded: `{ $ruling }`.
clocktower-reveal-atheist = 🔍 **Atheist game**: every player was good, and the storyteller decided what happened. There is no world to show; the record has every ruling.
clocktower-winners-none = nobody (the good team loses)
# $team: good or evil.
clocktower-adjudicate-shadow-over = The shadow game is over: { $team ->
    [good] the good team won (an Atheist game cannot end so; play on).
   *[evil] the evil team won (`End: evil wins` would simulate it).
    }
clocktower-adjudicate-no-explain = An Atheist game has no worlds to explain: what holds is what you rule (`/ct-st adjudicate`).
# $code: why; $count: the entries of the player's list.
clocktower-ruling-refused = That ruling cannot be given now: { $code ->
    [seat-dead] that player appears dead.
    [not-before-resolving] lists are judged by night, before the night resolves.
    [no-such-entry] that player's list has { $count } entries now (it sent a new one).
    [not-on-script] that character is not on the script.
    [not-day] only today's executee can survive, by day.
    [not-a-minion] only a player who became a Minion is told what the Minions learned at setup.
    [not-learned] the Minions learn no such character at setup.
    [never-told] no player of a quantum game is ever told that character: it would give the Atheist game away.
    [no-swap-yet] no character can have changed hands by the next dawn or end of day (no slot that swaps characters can have acted yet): a quantum game tells no change then.
    [changed-once] that player was told a change already: on this script a living player is swapped at most once, so a quantum game never tells it a second.
   *[not-adjudicated] this is not an Atheist game.
    }
