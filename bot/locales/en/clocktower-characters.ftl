# Quantum Clocktower: the characters, their kinds, and the engine's reports in words.
# A character is passed as its id ($id: "fortune_teller") with the engine's English name
# ($title: "Fortune Teller") or summary ($summary) for a character this catalogue does not
# name yet (a new script's): the translation falls back to those.

clocktower-character = { $id ->
    [devils_advocate] Devil's Advocate
   *[other] { $title }
}

# $id: the character's id; $summary: the engine's English summary (for a character not listed).
clocktower-summary = { $id ->
    [washerwoman] Night 1 only: you learn two other players and a Townsfolk character; one of the two holds it.
    [librarian] Night 1 only: you learn two other players and an Outsider character that at least one of them registers as, or that no player registers as an Outsider.
    [investigator] Night 1 only: you learn two other players and a Minion character; at least one of the two registers as that Minion.
    [chef] Night 1 only: you learn a number, the count of adjacent seat pairs (the circle wraps) in which both players register evil.
    [empath] Every night: you learn a number, how many of your two closest living neighbours (one on each side, skipping the dead) register evil.
    [fortune_teller] Every night: you pick two players (you may be one of them) and learn yes when at least one registers as a Demon or is your red herring, a good player fixed at setup; otherwise no.
    [undertaker] From Night 2 on, on a night after an execution killed someone that day: you learn the character the executed player registers as.
    [monk] From Night 2 on: you pick a player other than yourself; a Demon's kill on them tonight has no effect.
    [ravenkeeper] If a Demon's kill ends your life at night, you still wake that night: you pick a player and learn the character they register as.
    [slayer] One use, by day, in the open: you name a player; if they register as a Demon, that player dies. Otherwise nothing happens.
    [soldier] A Demon's kill aimed at you has no effect while your ability works.
    [drunk] You are told a Townsfolk that is not in play and wake as it; nothing you choose has any effect and your information can be any valid answer. You register as the Drunk.
    [recluse] Each time an ability reads you, alive or dead, you may count as good or evil and as the Recluse, a Minion or the Imp, decided separately for each reading.
    [saint] Should an execution end your life while your ability works, the evil team wins at once.
    [poisoner] Every night, before anyone else: you pick a seat (yours allowed); that player's ability does nothing and their information can be any valid answer, from now until the next dusk.
    [scarlet_woman] When the Demon dies with at least five players alive just before that death, and you are alive, you take over as the Imp.
    [baron] Setup modifier: a table with you in play holds two Outsiders more and two Townsfolk fewer than the standard counts.
    [imp] From Night 2 on: you pick a seat and that player dies, unless protected. Picking yourself kills you and turns a living Minion into the Imp.
   *[other] { $summary }
}

# The heading of a kind of characters on the sheet; $kind: townsfolk, outsider, minion, demon.
clocktower-kind = { $kind ->
    [townsfolk] Townsfolk
    [outsider] Outsiders
    [minion] Minions
   *[demon] Demon
}

# $title: the engine's English name of the script (for a script not listed).
clocktower-script = { $id ->
   *[other] { $title }
}

# A Drunk's token; $believed: the name of the Townsfolk it believes it is.
clocktower-token-drunk = Drunk (believes { $believed })

# The reports of the engine, told to one seat by DM. $team: seats of the rest of the evil team.
clocktower-report-evil = You are evil. The evil team: { $team }.
clocktower-report-good = You are good.
# $night: the night's number (the list as stored follows).
clocktower-report-stored = Stored your Night { $night } list:
clocktower-report-setup-impossible = None of your setup lines is possible; send new ones.
# $seat: the Demon's seat (with its name).
clocktower-report-demon = The Demon is { $seat }.
# $bluffs: three character names.
clocktower-report-bluffs = Your bluffs: { $bluffs }.
# A bluff in the list of bluffs; $character: its name.
clocktower-report-bluff = the { $character }
clocktower-report-token = Your character token is the { $character }.
clocktower-report-became = You are now the { $character }.
# A Minion learned at setup that a character ($character: its name) is in play (script 2).
clocktower-report-in-play = A { $character } is in play.
# A `setup <character>` line that was impossible; $line: the line as the list grammar writes it.
clocktower-report-learned-nothing = { $line }: impossible, so you learned nothing.
# What happened to a player at night. $result: one of the clocktower-result messages (an
# entry of several clauses: one per clause, joined by "; ").
clocktower-report-night = Night { $night }: { $result }.
clocktower-result-no-wake = you did not wake
# $chose: yes or no (whether the entry chose players, then $seats); $learn: yes or no (whether
# it learned something, then $learned: one of the clocktower-info messages).
clocktower-result-woke = you woke as the { $character }{ $chose ->
        [yes] , chose { $seats }
       *[no] {""}
    }{ $learn ->
        [yes] {" "}and learned { $learned }
       *[no] {""}
    }
# Seats joined: $first and $second.
clocktower-and = { $first } and { $second }
# $value: a number, or yes / no as the list grammar writes them.
clocktower-info-value = { $value ->
    [yes] yes
    [no] no
   *[other] { $value }
}
clocktower-info-no-outsider = that no one is an Outsider
clocktower-info-character = the { $character }
clocktower-info-pair = that { $first } or { $second } is the { $character }
# A player asked again during the night's resolution ($night).
clocktower-reask-sent = None of your Night { $night } entries is possible any more: other players' choices tonight made them impossible (each was possible when you sent it). Send a new list.
clocktower-reask-silent = None of your Night { $night } choices is possible: you sent no list, and not waking is no longer possible for you (other players' choices tonight ruled it out). Send a list.
# $character: the id of the character the player must wake as (as the list grammar writes it, spaces for underscores).
clocktower-reask-forced = {" "}You wake as the { $character }.
# N17: every world wakes the player as a character of one kind, not all as the same one.
clocktower-reask-forced-kind = {" "}You wake as a { $kind ->
    [townsfolk] Townsfolk
    [outsider] Outsider
    [minion] Minion
   *[demon] Demon
}.
# $entries: entries of the list grammar in code marks.
clocktower-reask-offer = {" "}Still possible for you, among the characters of your list: { $entries }.
# A re-ask: $clauses, each clause of the list without which the rest of its entry would be possible.
clocktower-reask-without = {" "}Without { $clauses }, the rest of your entry would still be possible.
# A re-ask: an entry of the list ($entry, in the list grammar) that the player's own knowledge rules out; $verdict: clocktower-verdict-impossible-because or -clause-because.
clocktower-reask-reason = {" "}From what you know, `{ $entry }` is { $verdict }.

# Public reports. $seat: a seat with its player's name.
clocktower-report-answered = { $seat } has answered.
clocktower-report-night-begins = Night { $night } begins.
clocktower-report-resolving = Night { $night } is resolving.
clocktower-report-day-begins = Day { $day } begins.
clocktower-report-dead = { $seat } is dead.
clocktower-report-executed = { $seat } is executed.
# $team: good or evil.
# A nomination; $count: yes votes; $needs: what the next nomination needs.
clocktower-report-nominated = { $nominator } nominated { $nominee }: { $count } vote(s) (needs { $needs }).
# A nomination of the storyteller (script 2).
clocktower-report-nominated-storyteller = { $nominator } nominated the storyteller: { $count } vote(s) (needs { $needs }).
clocktower-report-storyteller-executed = The storyteller is executed.
# A public claim; $character: a character's name.
clocktower-report-claimed = { $seat } claims to be the { $character }.
clocktower-report-over = The game is over: the { $team } team wins.
clocktower-team-wins = The { $team } team wins.
# A day action in the open; $actor and $target: seats. $verb: the action (slay, damsel).
clocktower-report-day-action = { $verb ->
    [damsel] { $actor } guesses that { $target } is the Damsel.
   *[slay] { $actor } shoots { $target }.
}

# Why the game refuses an action. $code: which refusal; $seat: a seat the refusal names;
# $verb: a day action (slay, damsel) or claim; $character: a character id as sent.
clocktower-engine-error = { $code ->
    [only-by-day] you can { $verb ->
            [damsel] guess the Damsel
            [claim] claim
            [puzzle] make the Puzzlemaster's guess
           *[slay] shoot
        } only by day
    [dead-cannot] you appear dead, so you cannot { $verb ->
            [damsel] guess the Damsel
            [claim] claim
            [puzzle] make the Puzzlemaster's guess
           *[slay] shoot
        }
    [no-one-can] no one in this game can { $verb ->
            [damsel] guess the Damsel
            [puzzle] make the Puzzlemaster's guess
           *[slay] shoot
        }
    [private-impossible] that guess is impossible now (no world of the game has it); nothing was recorded
    [claim-not-in-script] '{ $character }' is not a character of this game's script
    [storyteller-nominated] the storyteller has already been nominated today
    [not-day] it is not day
    [not-night] it is not night
    [resolving] the night is already resolving
    [no-reask] no one is being asked again
    [only-at-night] you can send night choices only at night
    [dead-at-night] you appear dead, so you send nothing at night
    [empty] send at least one line
    [locked] the night is resolving; your list can no longer change
    [nominations-by-day] nominations happen by day
    [dead-nominator] { $seat } appears dead and cannot nominate
    [nominated-already] { $seat } has already nominated today
    [nominee-already] { $seat } has already been nominated today
    [votes-once] each player votes once
    [ghost-spent] { $seat } has spent their ghost vote
   *[over] the game is over
}

# Why an entry is impossible from what its sender knows. $code: which reason; $character: a
# character's name; $info: what the entry learned (list grammar); $night, $players: numbers;
# $mine: good or evil (the sender); $seat: the Demon's seat; $entry: an earlier entry.
clocktower-reason = { $code ->
    [demon-self] you are the Demon
    [out-of-range] no { $character } learns { $info } on Night { $night } in a game of { $players } players, even with false information
    [side] you are { $mine } and the { $character } is { $mine ->
            [good] evil
           *[evil] good
        }
    [demon-known] the Demon is { $seat }
    [token] you were told your character token is { $character }
    [sent-before] on Night { $night } you sent '{ $entry }'
    [became] you were told you are now the { $character }
    [one-between-swaps] from one slot that may swap characters to the next you hold one character, which wakes once, and '{ $entry }' is another wake
    [demons-clause] the Demon takes the { $character }'s clause, and you are good
    [swap-once] you are good, so only a swap could make you the Demon that takes the { $character }'s clause, and no swap can follow that one
    [never-swapped-in] you are good, so only a swap could make you the { $character }, and in a game of { $players } players no { $character } that wakes so is in play together with a character that swaps
    [executed-alive] you were executed on Day { $night } and still appear alive, but no { $character } that wakes so lives through an execution on this script
    [survived-unswapped] you were executed on Day { $night } and still appear alive, no death since, announced or not, can have let a swap change your character before this wake, and no { $character } that wakes so lives through an execution on this script
    [slept-then-swapped] you did not wake on Night { $night }, so only a swap could let you send '{ $entry }', and no swap can follow that one
    [woke-then-swapped] on Night { $night } you sent '{ $entry }' and no other wake: a swap after it that night would have woken you like this then too, and tonight you wake as before ahead of any swap
    [gained-only] after Night 1 the { $character } wakes only as an instance gained, and no character of this script gains one
    [one-character] until a swap may have happened you hold one character, which wakes once a night, and '{ $entry }' is another wake
    [repeat] on Night { $night } you sent '{ $entry }', and the { $character } cannot choose the same as its own choice the night before
   *[slept-before] you did not wake on Night { $night }
}

# What is wrong with one line of a list. $setup: yes for a setup line; $number: the line's
# number; $code: which problem; $line, $word: the player's own words; $count, $night: numbers;
# $seat: a seat; $character: a character id (as typed); $kind: townsfolk, outsider, minion, demon;
# $kinds: the kinds of information a character learns, $got: the kind sent (clocktower-info-kind);
# $name: the character's name; $clause: empty, or the clause at fault (clocktower-clause).
clocktower-line-error = { $setup ->
        [yes] setup line
       *[no] line
    } { $number }: { $clause }{ $code ->
        [not-a-seat] '{ $word }' is not a seat (write @1 to @{ $count })
        [seat-outside] seat { $word } is outside @1..@{ $count }
        [not-info] '{ $word }' is not information (a number, yes, no, none, a character, or @a @b character)
        [not-entry] '{ $line }': an entry is 'dont_wake' or 'wake <character> ...'
        [choose-needs-seat] '{ $line }': 'choose' needs at least one seat
        [learn-needs-info] '{ $line }': 'learn' needs information
        [unexpected] '{ $line }': unexpected '{ $word }'
        [not-setup] '{ $line }': a setup line is 'setup demon @d [bluffs x y z]'
        [three-bluffs] '{ $line }': bluffs are three characters after 'bluffs'
        [setup-night-1] setup lines are for Night 1 only
        [setup-only-evil] only evil players send setup lines
        [setup-not-evil] { $seat } is not evil
        [setup-bluffs-self] bluffs go only with 'setup demon' naming yourself, from { $count } players up
        [setup-name-bluffs] name three bluffs after 'bluffs'
        [setup-bluffs-good] bluffs are three different good characters
        [setup-accepted] your setup is already accepted
        [not-in-script] '{ $word }' is not a character of this script
        [no-wake-tonight] { $character } does not wake on Night { $night }
        [chooses-no-one] { $character } chooses no one
        [chooses-exactly] { $character } chooses exactly { $count } player(s)
        [not-self] { $character } cannot choose themself
        [different-players] { $character } chooses different players
        [learns-nothing] { $character } learns nothing
        [must-learn] { $character } must say what it learned ('learn ...')
        [learns-kind] { $character } learns a { $kind }, and { $word } is not one
        [learns-other] { $character } learns { $kinds }, not { $got }
        [guess-needs-character] '{ $line }': 'guess' needs a character
        [not-self-night-1] { $character } cannot choose themself on Night 1
        [guess-needed] { $character } must name a character after 'guess'
        [guesses-nothing] { $character } guesses nothing
        [join-two] '{ $line }': '&' joins two clauses ('wake ... & wake ...')
        [dont-wake-joined] '{ $line }': 'dont_wake' cannot be joined to a clause
        [not-setup-learn] '{ $line }': a setup line is 'setup demon @d ...' or 'setup <character>'
        [not-learned-at-setup] no one learns at setup whether the { $name } is in play
        [never-shown] no ability ever shows the { $name }
        [never-wakes] no one wakes as the { $name }
        [kind-no-wake] no { $kind } of this script wakes on Night { $night } in this form
        [same-point] two clauses wake at the same point of the night
        [same-character] two clauses name the same character
        [out-of-range] no one can learn { $word } tonight
       *[pair-others] { $character } learns two different players other than themself
    }

# A kind of information a character learns ($kind: number, yesno, none, character, pair).
clocktower-info-kind = { $kind ->
    [number] a number
    [yesno] yes or no
    [none] none
    [character] a character
   *[pair] two players and a character
}
# The clause of an entry at fault, before what is wrong with it; $clause: the clause.
clocktower-clause = '{ $clause }':{" "}
# Kinds joined: $first or $second.
clocktower-or = { $first } or { $second }
