# Quantum Werewolf: the public posts, the lobby, the private embeds (cogs/werewolf/render.py and the posts' modules above it).
# Names of players and channels are passed as they are; game ids and secret numbers as text.

## Words for the engine's data (cogs/werewolf/words.py)

# $kind: night or day; $number: the phase's number.
werewolf-phase = { $kind ->
        [night] Night { $number }
       *[day] Day { $number }
    }
# Where a phase would be named after the last one.
werewolf-the-end = the end
werewolf-nobody = nobody
werewolf-none = none
# A list of names: $first is every name but the last, already joined with commas.
werewolf-and-list = { $first } and { $last }
# Between two durations in a list ("12 h and 1 h"); keep the spaces.
werewolf-and-sep = {" "}and{" "}
# $role: seer, villager or wolf (a role's text form, in a list of odds).
werewolf-role = { $role ->
        [seer] Seer
        [villager] Villager
        [wolf] Werewolf
       *[other] { $role }
    }
# A ranked wolf: $rank is alpha, beta, … omega (other: past the Greek alphabet, then $name is
# like #25).
werewolf-ranked-wolf = { $rank ->
       *[other] { $name } wolf
    }
# A role as a sentence names it; $role: seer, villager or wolf (a role's text form).
werewolf-role-title = { $role ->
        [seer] the Seer
        [villager] a Villager
        [wolf] a Werewolf
       *[other] { $role }
    }
werewolf-ranked-wolf-title = { $rank ->
       *[other] the { $name } wolf
    }
# $team: good or evil.
werewolf-team = { $team ->
        [good] good
       *[evil] evil
    }
# What a vision showed: a team (lower or upper case) or a role.
werewolf-vision-result = { $result ->
        [good] good
        [evil] evil
        [GOOD] GOOD
        [EVIL] EVIL
        [seer] seer
        [villager] villager
        [wolf] wolf
       *[other] { $result }
    }
# A column of the public table.
werewolf-column = { $column ->
        [Good] Good
        [Evil] Evil
        [Seer] Seer
        [Dead] Dead
        [Villager] Villager
        [Werewolf] Werewolf
       *[other] { $column }
    }
# An answer a phase asks of every player.
werewolf-answer-kind = { $kind ->
        [vision] vision
        [attack] attack
       *[vote] vote
    }
# Why a day ended so; $tied: the tied players' names.
werewolf-lynch-reason = { $reason ->
        [nobody-voted] nobody voted
        [most-votes] most votes
        [tie-random] tie broken at random between { $tied }
        [tie-storyteller] tie between { $tied } decided by the storyteller
       *[tie-no-lynch] tie between { $tied }: no lynch
    }
# Why a game ended.
werewolf-outcome-reason = { $reason ->
        [all-dead] everyone is dead
        [no-werewolf] no living werewolf remains in any world
        [only-werewolves] in every permutation only werewolves are alive
        [wolves-lynched] every wolf has been lynched
        [wolves-match] the wolves are known and match the village in number
       *[drawn-wolves] every world was over; the drawn world is the wolves'
    }
# $count: 1 wolf, 2 wolves.
werewolf-wolves = { $count ->
        [one] { $count } wolf
       *[other] { $count } wolves
    }
werewolf-minutes = { $amount } min
werewolf-hours = { $amount } h

## The public table

# $count: the number of worlds as text; $plural: one or other; $label: worlds, or permutations
# in the classic rules.
werewolf-worlds = { $label ->
        [permutations] { $plural ->
            [one] { $count } permutation
           *[other] { $count } permutations
        }
       *[worlds] { $plural ->
            [one] { $count } world
           *[other] { $count } worlds
        }
    }
# $worlds: "15 worlds".
werewolf-worlds-remain = **{ $worlds }** { $plural ->
        [one] remains
       *[other] remain
    }.
werewolf-worlds-left = { $worlds } left
# $rest: how many rows of a long table the post leaves out.
werewolf-table-more-rows = … and { $rest } more rows: the whole table is in `table.txt`.
werewolf-dead-key = *Dead %* is the chance that the player was already killed: an attack counts in some worlds only, so a kill stays hidden until the player is dead in every world.

## The lobby

# $state: lobby, running or over.
werewolf-lobby-title = { $state ->
        [lobby] Quantum Werewolf: lobby open
        [running] Quantum Werewolf: the game has started
       *[over] Quantum Werewolf: the game is over
    }
werewolf-lobby-open-note = Press **Join** (or `/game join`) to play. The storyteller presses **Start**.
werewolf-lobby-started-note = Players got their secret numbers by direct message.
werewolf-lobby-over-note = This game is over.
werewolf-storyteller = Storyteller
werewolf-players-field = Players ({ $count })
werewolf-settings-field = Settings
werewolf-game-footer = Game { $id }
werewolf-nobody-yet = nobody yet
# The end of a long list of players: $count more were left out.
werewolf-and-more = … and { $count } more
# The game's settings, one a line. $preset: cisra or classic; $wolves: a number or default;
# $reveal: team or role; $tie: no-lynch, random or storyteller; $missing: random or no-kill;
# $seer, $majority, $closed, $graveyard: yes or no; $dead: hidden or shown; $night, $day: a
# duration; $reminders: durations, or none.
werewolf-settings =
    Rules: **{ $preset }**
    Wolves: **{ $wolves ->
        [default] default (players ÷ 4)
       *[other] { $wolves }
    }**
    Deaths reveal: **{ $reveal }**
    Tie: **{ $tie }**
    Seer % column: **{ $seer }**
    Dead % column: **{ $dead }**
    Missing attack: **{ $missing }**
    Majority ends the day: **{ $majority }**
    Night length: **{ $night }**
    Day length: **{ $day }**
    Reminders: **{ $reminders ->
        [none] none
       *[other] { $reminders } before the deadline
    }**
    Channel closed to non-players: **{ $closed }**
    Channel for the dead: **{ $graveyard }**

## Reports

# $name: the dead player; $cause: lynch, night, collapse or kick; $role: the revealed role
# ("the Seer"), empty when the game reveals teams only; $team: good or evil; $shown: role,
# or team when the game reveals teams only.
werewolf-death = ☠️ **{ $name }** { $cause ->
        [lynch] was lynched
        [night] died in the night
        [collapse] was dead in every remaining world
       *[kick] was removed from the game by the storyteller
    }: { $shown ->
        [team] { $team ->
            [good] good
           *[evil] evil (a wolf)
        }
       *[role] { $role } ({ $team })
    }.
# $kind: kick, night or day; $phase: "Night 1".
werewolf-report-title = { $kind ->
        [kick] 🚫 { $phase }: a player was removed
        [night] 🌅 Dawn after { $phase }
       *[day] ⚖️ The end of { $phase }
    }
werewolf-correction-title = 🔁 Correction: { $title }
werewolf-correction-note = **This post replaces the earlier { $phase } post, which the storyteller undid. Only this one counts.**
werewolf-no-lynch = Nobody was lynched ({ $reason }).
werewolf-lynched = The village lynched **{ $name }** ({ $reason }).
werewolf-nobody-died = Nobody died in public tonight.
werewolf-phase-goes-on = **{ $phase } goes on.**
werewolf-game-over-bold = **The game is over.**
# $kind: night or day: what players do in the next phase, $phase.
werewolf-next-step = { $kind ->
        [night] **Next: { $phase }.** Check your direct messages and choose your night actions there (or with `/night` here: only you see the reply).
       *[day] **Next: { $phase }.** Vote in the menu under the tally below, or with `/vote` (`/unvote` takes a vote back).
    }

## The end

# $winner: village, wolves or tie.
werewolf-end-title = { $winner ->
        [village] 🏆 The village wins!
        [wolves] 🐺 The wolves win!
       *[tie] 🤝 A tie: everyone is dead
    }
# For the lobby message: $title the end's title, $reason why, $winners their names.
werewolf-outcome =
    {"**"}{ $title }** { $reason }
    Winners: { $winners }. The reveal is in the game's last post.
werewolf-winners-line = **Winners:** { $winners }
werewolf-final-world = **The final world** (drawn from the survivors):
werewolf-who-killed-whom = **Who killed whom:**
# $night: "Night 1"; $result: killed, already-dead, or nobody (no target).
werewolf-kill-line = { $result ->
        [nobody] { $night }: { $attacker } attacked nobody.
        [killed] { $night }: { $attacker } attacked { $target } (killed).
       *[already-dead] { $night }: { $attacker } attacked { $target } (already dead).
    }
werewolf-seer-visions = **The Seer's visions:**
# $counted: yes, or no when the vision came after the Seer's death.
werewolf-seer-vision-line = { $night }: { $target } was seen { $result }{ $counted ->
        [yes] {""}
       *[no] {" "}(after the Seer's death: counted for nothing)
    }.
werewolf-record-attached = The game record is attached: replay it with the engine.

## The day's tally

werewolf-tally-title = 🗳️ { $phase }: votes{ $closed ->
        [yes] {" "}(closed)
       *[no] {""}
    }
werewolf-no-votes-yet = No votes yet.
werewolf-not-voting-yet = Not voting yet: { $names }
werewolf-majority = A majority is **{ $majority }** of { $voters } living players.
# $majority: yes when a majority ends the day at once.
werewolf-day-ends = { $majority ->
        [yes] A majority ends the day at once; otherwise the deadline does.
       *[no] The deadline (or the storyteller) ends the day.
    }
werewolf-abstain = At the deadline, players without a vote abstain.

## One player's own view (DMs and private answers)

# $count: ranks left out of a long odds line; $together: their chance together.
werewolf-more-ranks = … and { $count } more ranks ({ $together } together)
werewolf-no-role-left = no role left (you are dead)
werewolf-welcome-title = Quantum Werewolf in { $channel }
werewolf-welcome =
    Your secret number is **#{ $number }**. Keep it to yourself.

    Every player might be the Seer, a Villager or a wolf: the game keeps every possible world at once, and everything that happens rules some of them out.
    {"**"}Each night** choose a vision target (and from Night 1 an attack target) with the menus below or `/night`. A vision counts in the worlds where you are the Seer, an attack in those where you are the leading wolf.
    {"**"}Each day** vote in the game channel, in the menu under the tally or with `/vote`.
    The public table lists players by secret number only. `/me` shows your odds at any time; `/help` explains the rest.
werewolf-ranked-wolves = **Wolves are ranked** alpha, beta, gamma, … The *leading wolf* is the highest-ranked wolf not yet lynched (the alpha while the alpha lives, then the beta, …): only the leading wolf's attack counts each night. Your odds list each rank you might hold.
werewolf-your-role-odds = Your role odds
# $players: how many play; $wolves: "2 wolves"; $worlds: the world count as text.
werewolf-welcome-footer = { $players } players, { $wolves }, { $worlds } worlds
werewolf-night-rule = Every living player answers every night, whatever their odds: the night ends once everyone has answered, or at its deadline. You can change your mind until then; each choice is confirmed to you alone.
# $wanted: what can count (vision, attack or both); $idle: what the player answers with "No …"
# (vision, attack or none).
werewolf-night-choose = Choose { $wanted ->
        [both] a vision target and an attack target
        [vision] a vision target
       *[attack] an attack target
    } below (or with `/night`){ $idle ->
        [vision] , and answer *No vision*
        [attack] , and answer *No attack*
       *[none] {""}
    }. { werewolf-night-rule }
werewolf-night-nothing-counts = **Nothing you choose tonight can count in any world.**
# $attacks: yes when tonight has attacks.
werewolf-night-answer-anyway = Answer anyway with { $attacks ->
        [yes] *No vision* and *No attack*
       *[no] *No vision*
    } below (or with `/night`). { werewolf-night-rule }
# $why: which choice counts in no world (vision, attack or both); $seer_dead: yes when the Seer
# died in public.
werewolf-night-no-world = { $seer_dead ->
        [yes] The Seer has died in public, so no vision counts any more.{" "}
       *[no] {""}
    }Your odds show it: { $why ->
        [vision] you are the Seer in no remaining world, so a vision counts in none
        [attack] you are tonight's leading wolf in no remaining world, so an attack counts in none
       *[both] you are the Seer in no remaining world, so a vision counts in none and you are tonight's leading wolf in no remaining world, so an attack counts in none
    }. Your answer changes nothing in any world, and the night waits for every answer.
# $others: players to choose from; $page: how many one menu shows.
werewolf-night-pages = There are { $others } players to choose from: each menu shows { $page } at a time, by name, and the ◀ / ▶ buttons under it turn its pages. Quicker: `/night vision:` and type the first letters of a name.
# $missing: what the player has not answered ("vision and attack").
werewolf-not-answered-yet = Not answered yet: **{ $missing }**.
werewolf-night-title = { $phase } in { $channel } (you are #{ $number })
werewolf-vision-counted-nowhere = 🔮 Your vision of **{ $target }** counted in no world: you are the Seer in no remaining world, so it tells you nothing about them.
# $alive: yes or no.
werewolf-me-title = You: #{ $number } { $name } ({ $alive ->
        [yes] alive
       *[no] dead
    })
werewolf-me-phase = Phase: **{ $phase }**
werewolf-role-odds = Role odds
werewolf-team-and-death = Team and death
werewolf-team-and-death-line = good { $good } · evil { $evil } · dead { $dead }
werewolf-your-pack = If you are a wolf, your pack could be
werewolf-visions-count-nowhere = You are the Seer in no remaining world: these visions counted in none and tell you nothing.
werewolf-your-visions = Your visions
werewolf-your-choices = Your choices this phase
werewolf-not-answered-field = Not answered yet

## The storyteller's grimoire and the early end

werewolf-chance-evil = evil { $chance }
werewolf-chance-seer = seer { $chance }
werewolf-chance-dead = dead { $chance }
# $kinds: the answers a player still owes ("vision, attack").
werewolf-owes = owes { $kinds }
werewolf-grimoire-vision = N{ $night } vision of { $target }: { $result }
werewolf-grimoire-title = Grimoire: { $phase }
werewolf-grimoire-footer = { $worlds } worlds · visible to you only
werewolf-abort-note = The storyteller ended the game during **{ $phase }**: no team wins. Nothing was drawn: these are the chances in the worlds that were left.
werewolf-abort-vision = { $night }: saw { $target } { $result }
werewolf-abort-title = 🛑 The game was ended by the storyteller
werewolf-abort-footer = { $worlds } worlds were left

## The readable account of a game (/game log, cogs/werewolf/history_text.py)

# $id: the game's number; $channel: "#town-square".
werewolf-log-title = # Quantum Werewolf: game { $id } in { $channel }
# $preset: cisra or classic.
werewolf-log-rules = - Rules: { $preset }; { $players } players, { $wolves } wolves
# $status: running or over.
werewolf-log-status = - Status: { $status }
werewolf-log-players = - Players (seat order): { $names }
werewolf-log-numbers = - Secret numbers: { $numbers }
werewolf-log-start-evil = - Evil chance at the start: { $chance } each
werewolf-log-public = - This is the public account: night actions and private news are left out.
# $kind: vision or attack.
werewolf-log-night = - { $player } { $kind ->
        [vision] looks at
       *[attack] attacks
    } { $target }
# $back: yes when the player takes their vote back (then $target is empty).
werewolf-log-vote = - { $back ->
        [yes] { $player } takes their vote back
       *[no] { $player } votes for { $target }
    }
werewolf-log-decide = - the storyteller breaks the tie: { $target }
werewolf-log-kick = - the storyteller removes { $target }
werewolf-log-rename = - { $player }'s seat is taken over by { $name }
werewolf-log-undo = - ↩️ the storyteller undoes the last resolution (the report below replaces it)
# $kind: kick, night or day; $correction: yes when the report replaces an undone one.
werewolf-log-report = ### { $kind ->
        [kick] { $phase }: a player removed
        [night] Dawn after { $phase }
       *[day] The end of { $phase }
    }{ $correction ->
        [yes] {" "}(correction: replaces the undone report)
       *[no] {""}
    }
werewolf-log-lynch = Lynch: **{ $target }** ({ $reason }).
# How a player died: lynch, night, collapse or kick.
werewolf-log-cause = { $cause ->
        [lynch] lynch
        [night] night
        [collapse] collapse
       *[kick] kick
    }
werewolf-log-nobody-died = Nobody died.
werewolf-log-private-news = Private news (secret):
# $text: the news as the engine wrote it.
werewolf-log-news = - to { $player }: { $text }
# $winner: village, wolves or tie.
werewolf-log-winner = **Winner: { $winner ->
        [village] village
        [wolves] wolves
       *[tie] tie
    }** ({ $reason }).
werewolf-log-winners = Winners: { $winners }.
werewolf-log-final-world = The final world (drawn from the survivors):

## Flow: notes, private news, closed menus (cogs/werewolf/flow.py)

# In the channel, for players a DM did not reach. $mentions: the mentions (kept as it is);
# $what: what the DM held, in general words (werewolf-unreachable-what).
werewolf-unreachable = ⚠️ { $mentions }: I could not send you a direct message ({ $what }). Allow direct messages from this server's members, or play here: `/night` for your night actions and `/me` for your number, odds, visions and news. My replies to those are visible to you alone, and whatever I could not send you comes with the next command you use. I will not mention you here again.
# $welcome: yes for the start's DM; $phase: "Night 2".
werewolf-unreachable-what = { $welcome ->
        [yes] your secret number and Night 0
       *[no] the { $phase } menus
    }
werewolf-unreachable-number = your secret number
# The disabled button that replaces a phase's menus.
werewolf-phase-over = { $phase } is over
werewolf-votes-closed = { $phase } is over: votes closed
werewolf-undone-label = Undone: { $phase } was taken back
werewolf-game-over-label = The game is over
werewolf-game-over-votes-closed = The game is over: votes closed
werewolf-no-votes = No votes.
# A private vision result: $target the name, $result what it showed ("EVIL", "the Seer").
werewolf-news-vision = Your vision of { $target }: { $result }.
werewolf-news-certain-role = Your role is now certain: you are { $role }.
werewolf-news-certain-wolf = Your team is now certain: you are a wolf (your rank is still open).
# $correction: yes when this news replaces news sent before an undo.
werewolf-news-title = { $phase } in { $channel }: for you alone{ $correction ->
        [yes] {" "}(correction: this replaces what I sent you before)
       *[no] {""}
    }
werewolf-history-title = 📈 How the worlds collapsed
werewolf-history-note = Each player's chance of being evil after each phase (red: surely evil, white: surely good; crossed out from the phase they died).

## Buttons and menus (cogs/werewolf/views.py)

# $action: join, leave or start.
werewolf-lobby-button = { $action ->
        [join] Join
        [leave] Leave
       *[start] Start
    }
werewolf-help-button = How to play
werewolf-no-vision = No vision
werewolf-no-attack = No attack
# $kind: vision or attack.
werewolf-night-placeholder = { $kind ->
        [vision] Vision: whom do you look at?
       *[attack] Attack: whom?
    }
# A page of a big night menu: $guide the page's first and last names ("Ca–Fr").
werewolf-night-page-placeholder = { $kind ->
        [vision] Vision target
       *[attack] Attack target
    } ({ $guide }, page { $page }/{ $pages })
werewolf-night-page-label = { $kind ->
        [vision] Vision
       *[attack] Attack
    }: page { $page }/{ $pages } · { $guide }
werewolf-unvote-option = Take my vote back
werewolf-vote-placeholder = Vote to lynch…
werewolf-vote-page-placeholder = Vote to lynch ({ $guide }, page { $page }/{ $pages })

## Deadlines (cogs/werewolf/clocks.py)

# $left: the time left ("5.0 h").
werewolf-clock-paused = ⏸️ The clock is paused ({ $left } left once it resumes).
# $phase: "Night 2"; $when: a Discord timestamp, shown in each reader's own language.
werewolf-deadline = ⏰ { $phase } ends { $when }.

## The collapse heat map's labels (cogs/werewolf/heatmap.py); cells are narrow: keep them short

werewolf-heatmap-start = start
# A phase's short code: $kind night or day, $number its number; $kick: yes when a kick made it.
werewolf-heatmap-column = { $kind ->
        [night] N{ $number }
       *[day] D{ $number }
    }{ $kick ->
        [yes] {" "}kick
       *[no] {""}
    }

## The lobby's answers (cogs/werewolf/lobby.py)

werewolf-joined = ✅ You joined as **{ $name }**.
werewolf-left = 👋 You left the game.
# The start's post: $players how many play, $wolves "2 wolves", $deadline the night's deadline
# line (may be empty).
werewolf-game-begins =
    🌙 **The game begins** with { $players } players and { $wolves }. Every player got a secret number and the Night 0 menus by direct message. Night 0 has visions only.
    { $deadline }
werewolf-started = 🎬 Started with { $players } players.

## Answers to night actions and votes (cogs/werewolf/night.py, day.py)

# $kind: vision or attack; $chosen: no for "No vision"/"No attack"; $name: the target;
# $counts: no when, from the player's own odds, the choice can count in no world.
werewolf-night-confirmed = { $kind ->
        [vision] { $chosen ->
            [no] 🔮 No vision tonight.
           *[yes] 🔮 Vision: you look at **{ $name }** tonight.{ $counts ->
                [no] {" "}It counts in no world: you are the Seer in no remaining world, so a vision counts in none.
               *[yes] {""}
            }
        }
       *[attack] { $chosen ->
            [no] 🐺 No attack tonight.
           *[yes] 🐺 Attack: **{ $name }**.{ $counts ->
                [no] {" "}It counts in no world: you are tonight's leading wolf in no remaining world, so an attack counts in none.
               *[yes] {""}
            }
        }
    }
werewolf-night-change-until = You can change this until { $phase } resolves.
# $day: "Day 2".
werewolf-vote-unchanged = 🗳️ You already vote to lynch **{ $name }**: nothing changed. It counts for { $day }.
werewolf-vote-taken-back = 🗳️ You took your vote back ({ $day }).
# $count: votes for the target now; $majority: votes a majority needs.
werewolf-vote-cast = 🗳️ You vote to lynch **{ $name }** ({ $count }/{ $majority } for a majority). It counts for { $day }; the tally in the channel shows it to everyone.

## Deadlines and reminders (cogs/werewolf/scheduler.py)

# A DM to a player who has not answered: $phase "Night 2", $channel "#town", $when a Discord
# timestamp; $wants: both (vision and attack), vision, or vote.
werewolf-reminder = ⏰ Reminder: { $phase } in { $channel } ends { $when }. { $wants ->
        [both] You have not sent your vision and attack (“No vision” and “No attack” count as answers) yet: use the menus in these messages or `/night`. At the deadline the night resolves with whatever is in.
        [vision] You have not sent your vision (“No vision” counts as an answer) yet: use the menus in these messages or `/night`. At the deadline the night resolves with whatever is in.
       *[vote] You have not voted yet: `/vote` in { $channel }. At the deadline, players without a vote abstain.
    }
# To the storytellers: $mentions the players a reminder did not reach (kept as it is).
werewolf-reminder-undelivered = 📭 { $phase } in { $channel }: I could not deliver the reminder to { $mentions } (their direct messages are closed). They have not sent everything yet; you may want to remind them yourself.
# In the channel: a tie the storyteller must decide; $tied: the tied players' names.
werewolf-deadline-tie = ⏰ { $phase }'s deadline has passed, but the vote is tied between { $tied }: the storyteller must decide who is lynched (or that nobody is) before the day can end. Storyteller ({ $storyteller }): `/game decide`, then `/game advance`.
werewolf-time-is-up = ⏰ Time is up: { $phase } ends at its deadline.

## /game status, /table (cogs/werewolf/info.py)

werewolf-status-lobby = The lobby is open: `/game join` to play.
werewolf-status-players = Players
werewolf-status-alive = Alive ({ $count })
werewolf-status-dead = Dead
werewolf-status-answered = Has answered this phase
werewolf-status-deadline = Deadline
werewolf-status-owed = Still owed (storyteller only: what the engine waits for)
werewolf-nothing = nothing
werewolf-table-title = Public table: { $phase }

## Refusals (an answer only the sender sees; nothing changed)

werewolf-refusal-not-started = This game has not started yet.
werewolf-refusal-over = This game is over.
werewolf-refusal-not-a-player = You are not a player in this game.
werewolf-refusal-not-storyteller = You are not a storyteller of this game, so you cannot do that.
werewolf-refusal-dead = You are dead and can no longer act.
werewolf-refusal-no-running-game = You are not playing in any running game.
werewolf-refusal-channel-busy = This channel already has a game.
werewolf-refusal-already-started = This game has already started.
werewolf-refusal-already-joined = You are already in this game.
werewolf-refusal-not-joined = You are not in this game.
werewolf-refusal-night-nothing-given = Give a `vision`, an `attack`, or both.
werewolf-refusal-dead-at-night = You are dead: you have no night actions.
werewolf-refusal-no-vote = You have no vote to take back.
werewolf-refusal-votes-closed = This game is over: its votes are closed.
werewolf-refusal-already-paused = The clock is already paused: `/game resume` starts it again.
werewolf-refusal-no-deadline = This game has no deadline: `/game extend` sets one.
werewolf-refusal-not-paused = The clock is not paused.
werewolf-refusal-already-over = This game is already over.
werewolf-refusal-no-game-here = There is no game in this channel. Open one with `/game create`.
werewolf-refusal-menus-players-only = Only the players of this game can use these menus.
werewolf-refusal-vote-players-only = Only the players of this game can vote.

## /help's pages for Quantum Werewolf (cogs/werewolf/helptext.py)

werewolf-help-name = Quantum Werewolf
werewolf-help-summary = Werewolf where every player is every role at once: the morning table gives each player's chance of being dead, a wolf or the Seer.
werewolf-help-start = `/game create` opens a lobby in this channel; players press **Join**.
# $topic: start, night, day, wolves, table, storyteller or commands; a page's name in the menu.
werewolf-help-label = { $topic ->
        [start] The short version
        [night] The night
        [day] The day: voting
        [wolves] Wolves: alpha, beta, leading
        [table] The public table and Dead %
        [storyteller] For the storyteller
       *[commands] Every command
    }
# A page's title.
werewolf-help-title = { $topic ->
        [start] Quantum Werewolf: the short version
        [night] The night
        [day] The day
        [wolves] Wolves: alpha, beta and the leading wolf
        [table] Reading the public table
        [storyteller] For the storyteller
       *[commands] Every command
    }
# A page's text.
werewolf-help-text = { $topic ->
        [start]
            Every player might be the Seer, a Villager or a wolf: the game keeps every possible world at once, and each night, vote and death rules some of them out.

            {"*"}*To play:** `/game join` (or **Join** on the lobby message; `/game join name:` picks the name you play under). You get a secret number and your night menus by direct message.
            {"*"}*At night:** pick in the menus in your DMs.
            {"*"}*By day:** vote in the menu under the tally in the game channel.
            {"*"}*Any time:** `/me` shows your odds, only to you.

            Pick a topic below for more.
        [night]
            Everyone who appears alive answers every night: a **vision** target (or *No vision*) and, from Night 1, an **attack** target (or *No attack*): in the menus of your direct messages, or with `/night vision:<player> attack:<player>` (in a DM, or in the game channel where only you see the reply). Name players by name. You can change your picks until the night resolves.

            A vision counts in the worlds where you are the Seer; an attack in those where you are tonight's leading wolf (see *Wolves*). If you are neither in any world, your prompt says so, and you still answer: the night ends early only once every living player has answered, otherwise at its deadline, so its end tells nobody who had something to do.
        [day]
            Vote to lynch with the menu under the tally message in the game channel, or with `/vote player:<player>`; `/unvote` (or *Take my vote back*) withdraws it. Your vote is confirmed to you alone and the tally, one message kept up to date, shows everyone's.

            The most-voted player is lynched when a majority is reached (if the game says so) or at the deadline, where missing votes abstain. A tie follows the game's tie rule.
        [wolves]
            In the default rules the wolves are **ranked**: alpha, beta, gamma, … The **leading wolf** is the highest-ranked wolf not yet lynched: the alpha while the alpha lives, then the beta, and so on (the same rank in every world). Each night only the leading wolf's attack counts; the other wolves' attacks count in no world.

            Your odds list each rank you might hold (*alpha wolf 12%*, *beta wolf 8%*). In the classic rules the werewolves are not ranked.
        [table] After each phase the channel gets the public table: one row per **secret number**, never a name. *Good %* and *Evil %* are the share of remaining worlds where that player is good or a wolf. *Dead %* is the chance that the player was already killed: an attack counts in some worlds only, so a kill stays hidden until the player is dead in every world, and then they die in public. `/table` shows the latest one.
        [storyteller]
            `/game create` opens a lobby (you become the storyteller); **Start** deals the numbers.
            `/game advance` resolve now · `/game decide` break a tie · `/game grimoire` every secret, for you alone · `/game settings`, `/game extend`, `/game pause`, `/game resume` the clock · `/game kick`, `/game replace`, `/game undo` · `/game end` stop and reveal · `/game cancel` · `/game storyteller add|remove` helpers · `/game log` the record.
            Reminders that could not be delivered are reported to you privately. Co-storytellers and members with Manage Server may use these commands too, but never someone who plays in the game. You may name players by name or by secret number (`#3`).
       *[commands]
            `/game create` · `/game join` · `/game leave` · `/game status` · `/table` · `/me` · `/night` · `/vote` · `/unvote` · `/rules` · `/help`
            Storyteller: see the *storyteller* page.
    }

## What the storyteller's tools show the players (cogs/werewolf/storyteller.py)

werewolf-cancelled = 🛑 The storyteller cancelled this game: nobody wins.
werewolf-cancelled-post = 🛑 The game was cancelled.
werewolf-ended = 🛑 The storyteller ended this game early: no team wins. Every secret is in the game's last post.
# Above the post of a kick: $name the removed player.
werewolf-kicked = 🚫 The storyteller removed **{ $name }** from the game.
# A DM to who takes over a seat by day: $phase "Day 2", $channel "#town".
werewolf-newcomer-day = ☀️ It is { $phase }: vote with `/vote` in { $channel }.
# What an undo took back: $what kick (of $name) or resolution (of $phase).
werewolf-undid-what = { $what ->
        [kick] the removal of **{ $name }**
       *[resolution] the resolution of **{ $phase }**
    }
# The channel's note on an undo: $what as above, $phase the phase open again, $deadline its line.
werewolf-undid =
    ↩️ **Correction:** the storyteller undid { $what }. The post about it above no longer counts: deaths, reveals and the table are back to what they were. { $phase } is open again. { $deadline }
    When it resolves, the new post will be marked as a correction that replaces the earlier one.
werewolf-undid-news = ↩️ The storyteller undid the last resolution in { $channel }: the news I sent you for it no longer holds. { $phase } is open again; you will get corrected news when it resolves.
werewolf-undid-kick = ↩️ The storyteller undid your removal: you are back in { $channel }.

# A menu of a phase that is over: $menu vote or night; the phases as kind and number.
werewolf-refusal-menu-over = { $menu ->
        [vote] This vote menu was
       *[night] These menus were
    } for { $was_kind ->
        [night] Night
       *[day] Day
    } { $was_number }, which is over; it is { $now_kind ->
        [night] Night
       *[day] Day
    } { $now_number } now.
werewolf-refusal-vote-at-night = Votes are cast by day; it is Night { $number }, so your vote was not counted.
werewolf-refusal-night-by-day = Night actions wait for the night; it is Day { $number }.
werewolf-refusal-vote-menu-value = You picked a choice that is not one this vote menu offers: pick a name in it, or use /vote.
# $kind: vision or attack.
werewolf-refusal-night-menu-value = You picked a { $kind } choice that is not one this night's menus offer: pick again from the menu, or use `/night`.
# An action that arrived after its phase ended. $what: vision, attack, vote, unvote, kick,
# advance or decide; the phase now as $kind and $number.
werewolf-refusal-late = Your { $what ->
        [advance] `/game advance`
        [decide] decision
       *[other] { $what }
    } was sent before { $kind ->
        [night] Night
       *[day] Day
    } { $number } began: the phase it was meant for ended while it was on its way, so it was not counted (not then, and not for { $kind ->
        [night] Night
       *[day] Day
    } { $number }). Send it again if you want it to count for { $kind ->
        [night] Night
       *[day] Day
    } { $number }.

## /rules (cogs/werewolf/info.py)

werewolf-rules =
    {"*"}*Quantum Werewolf** is werewolf played in every possible world at once.

    {"*"}*Roles.** One Seer, some wolves, Villagers for the rest. In the default rules the wolves are ranked alpha, beta, gamma, …; the *leading wolf* is the highest-ranked wolf not yet lynched, and only the leading wolf's attack counts each night. Nobody is dealt a role: every assignment of roles is a *world*, and the game keeps every world consistent with what happened. Your odds are the share of surviving worlds.

    {"*"}*Secret numbers.** At the start each player gets a number, told to them alone. The public table lists chances by number (Good %, Evil %, Dead %), never by name.

    {"*"}*Night.** Everyone who appears alive picks a vision target (or no vision) and, from Night 1, an attack target (or no attack), whatever their odds: the night ends once all have answered, or at its deadline. In each world only the Seer's vision and the leading wolf's attack count. A vision tells you good or evil (and rules out the worlds that disagree). Anyone dead in every world dies at dawn and their team (or role) is revealed.

    {"*"}*Day.** Players vote with `/vote`. The most-voted player is lynched (a tie: see the game's tie rule); their team or role is revealed, which can make others certainly dead too.

    {"*"}*The end.** The village wins once every wolf is lynched; the wolves win once they are known and match the village in number. At the end one world is drawn and shown.
werewolf-rules-title = Rules

## The clock (cogs/werewolf/clock.py)

werewolf-settings-changed = ⚙️ Settings changed. New lengths count from the next phase.
# In the channel: $hours how many were added (text), $plural one or other, $phase "Night 1",
# $deadline the new deadline's line.
werewolf-extended = ⏳ The storyteller added { $hours } { $plural ->
        [one] hour
       *[other] hours
    } to { $phase }. { $deadline }
werewolf-paused = ⏸️ The storyteller paused the clock of { $phase }. Choices still count; nothing resolves on its own until `/game resume`. { $deadline }
werewolf-resumed = ▶️ The clock of { $phase } runs again. { $deadline }

## /game log (cogs/werewolf/history.py)

werewolf-refusal-log-player = You play in this game and it is still running: its log (which holds every secret) opens to you once the game is over.
werewolf-refusal-log-running = The game is still running: its log is for the storyteller until the end, then for everyone.
werewolf-refusal-log-never-started = This game never started, so it has no log.
werewolf-log-over = over
werewolf-log-running = running ({ $phase })
# Where a game's channel is not known any more.
werewolf-log-here = this channel
# $id: the game's number; $over: yes once the game is over (then the log is for everyone).
werewolf-log-reply = 📜 The log of game { $id }, for { $over ->
        [yes] everyone (the game is over)
       *[no] you alone (it holds every secret)
    }: the record replays with the engine (`python -m bot.console replay`), the Markdown file reads as a story.

## The storyteller's own answers and a seat handed over (cogs/werewolf/storyteller.py)

werewolf-resolved = ⏩ { $phase } resolved.
werewolf-decided = ⚖️ Decided: { $name }. End the day with `/game advance`.
# In the channel: $member a mention of who takes the seat, $old the name before, $name the new.
werewolf-replaced = 🔄 { $member } takes over the seat of **{ $old }** and plays on as **{ $name }**: same secret number, same history.
werewolf-replaced-dm = 🔄 { $name } has taken over your seat in { $channel }. Thank you for playing!
werewolf-replaced-reply = 🔄 { $name } now holds { $old }'s seat.

## The rules' refusals (engine codes, cogs/werewolf/words.py)

# Said to whoever sent the action. $code: the rule (engine.werewolf.errors.Illegal); $power:
# vision or attack; $phase: like Night 0; $target: a player's name; $tied: the tied players'
# names; $seat: like @7; $value: the input or setting refused.
werewolf-illegal = { $code ->
        [game-over] The game is over.
        [no-seat] There is no seat { $seat } in this game.
        [no-number] There is no secret number { $value } in this game.
        [no-name] There is no player called { $value } in this game.
        [actor-dead] You are dead and can no longer act.
        [night-only] { $power ->
            [attack] Attacks are sent at night; it is { $phase }.
           *[vision] Visions are sent at night; it is { $phase }.
        }
        [not-tonight] { $power ->
            [attack] There are no attacks on { $phase }.
           *[vision] There are no visions on { $phase }.
        }
        [self-target] { $power ->
            [attack] You cannot attack yourself.
           *[vision] You cannot look at yourself.
        }
        [target-dead] { $target } is already dead.
        [vote-at-night] Votes are cast by day; it is { $phase }.
        [decide-at-night] Ties are decided by day; it is { $phase }.
        [no-storyteller-ties] The storyteller does not break ties in this game: { $value ->
            [random] a tie is broken at random.
           *[other] a tie means no lynch.
        }
        [not-tied] The vote is not tied.
        [not-among-tied] { $target } is not among the tied: { $tied }.
        [tie-undecided] The vote is tied between { $tied }: decide who is lynched (or that nobody is) with `/game decide` before the day can end.
        [packmate-attack] { $target } is a wolf in every world where you are tonight's leading wolf, and wolves do not attack each other: choose another target.
        [nothing-to-undo] There is nothing to undo: only the last resolution can be undone, and only while no action has come after it.
        [name-unusable] You cannot use { $value } as a name.
        [not-sent-by] { $power ->
            [advance] Only the storyteller or the clock resolves a phase.
           *[other] Players send their own `{ $power }`; the storyteller and the clock do not.
        }
        [storyteller-only] Only the storyteller sends `{ $power }`.
        [not-yours] You may only send your own choices (your seat is { $seat }).
       *[name-taken] The name { $value } is already taken.
    }

## Refusals of the werewolf commands (cogs/werewolf/interact.py, lobby.py, storyteller.py, models.py)

# $played: yes when the game is over and the user played in it.
werewolf-refusal-teller-player = { $played ->
        [yes] You played in this game, so its storyteller commands are closed to you, whatever your server permissions.
       *[no] You play in this game, so its storyteller commands are closed to you, whatever your server permissions.
    }
werewolf-refusal-name-too-long = That is { $length } characters long: a player's name has at most { $most }. Pick a name from the list that appears as you type.
werewolf-refusal-no-number = There is no secret number { $number }: numbers run from 1 to { $most }.
werewolf-refusal-number-for-name = Name players by their name: a secret number (or a seat) never names a player.
werewolf-refusal-no-player = There is no player called **{ $name }** in this game: pick a name from the list that appears as you type.
# $channels: mentions of the games' channels.
werewolf-refusal-several-games = You play in several games ({ $channels }): use this command in the game's channel (only you will see the reply), or the menus in that game's direct messages.
werewolf-refusal-wolves = `wolves` must be between 1 and { $most }.
werewolf-refusal-channel-has-game = This channel already has a game. Finish it (or `/game cancel` it) first, or open a game in another channel.
werewolf-refusal-own-name-too-long = Your name can have at most { $most } characters; choose a shorter one.
werewolf-refusal-teller-joins = You are a storyteller of this game: you see every secret, so you cannot also play.
werewolf-refusal-full = This game is full: a game seats at most { $most } players.
# $option: the command option (as Discord shows it); $low, $high: its range; $given: what was given.
werewolf-refusal-hours = `{ $option }` must be between { $low } and { $high } hours; you gave { $given }.
# $why: long, number (not a number: $part), range ($part not within 0..$most) or many (over $most).
werewolf-refusal-reminders = Reminders: { $why ->
        [long] that is too long: give at most a few hours, like `12,1`
        [number] { $part } is not a number of hours
        [range] { $part } is not between 0 and { $most } hours
       *[many] at most { $most } reminders
    }. Give hours before the deadline, like `12,1`, or `none`.

## Storyteller replies and notes (cogs/werewolf/storyteller.py, flow.py, channels.py, day.py)

werewolf-kick-reply = 🚫 { $name } was removed.
werewolf-undone-reply = ↩️ Undone.
werewolf-ended-reply = 🛑 The game is over.
werewolf-refusal-end-lobby = This game has not started: `/game cancel` closes the lobby.
werewolf-vote-page = Your page of the vote menu (only you see it):
# The button left on an old tally whose message could not be deleted.
werewolf-tally-moved = The tally moved down: vote there
# The storyteller's DM; $channel: like #town.
werewolf-lobby-lost = ⚠️ Your Quantum Werewolf lobby in { $channel } was not opened: I stopped while posting it. Nothing was lost; open it again with `/game create`.
# The topic of the channel for the dead.
werewolf-dead-topic = The dead and the spectators of Quantum Werewolf game { $id }

## The storytellers' note on a message Discord refused (cogs/werewolf/refusals.py)

# $where: dm (to $whom, a player's name), channel (the game's channel) or place ($whom: a
# channel mention).
werewolf-refused-where = { $where ->
        [dm] to { $whom }
        [channel] in the game's channel
       *[place] in { $whom }
    }
# $where: the words above; $call: the shell call's name.
werewolf-refused-what = { $kind ->
        [dm] a direct message { $where }
        [edit] an update of a message { $where }
        [unreachable] a note on closed direct messages { $where }
        [call] a change of the game's roles, channels or tally ({ $call })
       *[post] a post { $where }
    }
# $quoted: yes when the message had text ($began: how it began); $reason: Discord's own words.
werewolf-refused-note = ⚠️ Your game in { $channel }: Discord refused { $what }{ $quoted ->
        [yes] , which began "{ $began }"
       *[no] {""}
    }. It was not delivered and will not be tried again; the game goes on.
    Discord's reason: `{ $reason }`

## The rematch
# $id: the new game's number.
werewolf-rematch-open = ✅ The rematch is open in this channel: game { $id }, with the same players and settings. The storyteller presses Start.
werewolf-rematch-taken = This channel has had a newer game since: you can start a rematch only from the channel's last game.
# A name /game join or /game replace cannot use. $name: the name as given (empty when nothing
# visible is left of it); $problem: why (blank, long, nobody, number, taken); $most: the longest
# name; $how: where the refused asker chooses another (join or replace).
werewolf-refusal-name = { $problem ->
        [blank] You cannot use a name with no visible characters.
        [long] You cannot use the name **{ $name }**: it is longer than { $most } characters.
        [nobody] You cannot use the name **{ $name }**: it is what players type to mean nobody.
        [number] You cannot use the name **{ $name }**: it would read like a secret number.
       *[taken] You cannot use the name **{ $name }**: another player already has that name.
    } { $how ->
        [join] Choose another with `/game join name:`.
       *[replace] Give one with the `name` option.
    }

# Start refused: $count players joined, $least the fewest a game needs.
werewolf-refusal-too-few = { $count ->
        [one] Only one player has joined; a game needs at least { $least }.
       *[other] Only { $count } players have joined; a game needs at least { $least }.
    }
# Start refused: the lobby asked for $wolves wolves, $count players joined, $most is the most
# they allow (a Seer and at least one Villager must remain).
werewolf-refusal-wolves-for = { $wolves } { $wolves ->
        [one] wolf is
       *[other] wolves are
    } too many for { $count } players (at most { $most }): wait for more players, or open a new lobby with fewer `wolves`.
# Start refused by the engine for a reason the checks before it do not name.
werewolf-refusal-setup = This game cannot start with its lobby's settings; open a new lobby with others.
# To the storyteller, privately: $missing, the werewolf-missing-roles/-channels items joined by "; ".
werewolf-missing-permissions = ℹ️ I am missing these optional permissions, so I will run the game without what they are for: { $missing }. Give them to my role (Server Settings → Roles) to turn those on for the next game.
# The permission as Discord names it in this language; $outsiders: yes when the lobby closes the
# channel to non-players too.
werewolf-missing-roles = **Manage Roles** (Alive and Dead roles; the game channel closed to the dead{ $outsiders ->
        [yes] {" "}and to non-players
       *[no] {""}
    })
werewolf-missing-channels = **Manage Channels** (the channel for the dead)
