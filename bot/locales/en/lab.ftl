# Schrödinger's Lab: posts in the game's thread, DMs and answers.

# $colour: red, green, yellow or blue.
lab-colour = { $colour ->
        [red] Red
        [green] Green
        [yellow] Yellow
       *[blue] Blue
    }
lab-no-one = no one

## The lobby
# $experiments: lab-experiments-*; $cats: on or off; $scenario: a scenario's name or lab-scenario-none.
lab-lobby = 🐈 **Schrödinger's Lab #{ $id }** — host { $host }
    Experiments to win: { $experiments } · cats { $cats ->
        [on] on
       *[off] off
    } · scenario { $scenario } · turn { $hours } h
    { $seats }
    { $status }
lab-experiments-by-size = by table size
lab-experiments-first = 1 (first game: the first cube logged wins)
lab-scenario-none = none
lab-lobby-nobody = No one has joined yet.
lab-lobby-open = Lobby open: Join (2–{ $most } players); the host starts.
lab-lobby-started = Started: the game is played in its thread.
lab-lobby-closed = Closed.
lab-lobby-join = Join
lab-joined = ✅ You joined the lab.

## The turn post
# $seat: P1…P8.
lab-turn-head = 🐈 **Turn { $turn }** (round { $round }) — { $seat } { $name } { $user }
lab-asked = ➡️ { $seat } { $user }: { $what }
lab-paused = ⏸️ Paused by the host.
lab-deadline = ⏱️ Deadline { $deadline }
lab-prompt-see = See in a direction to start the turn (or bloop yourself).
lab-prompt-bonus-see = Break room: See once.
lab-prompt-see-again = See again to end the turn.
lab-prompt-react-see = Heisenpurr: See once, now.
lab-prompt-actions = { $left } action(s) left, or Done.
lab-prompt-orient = Turn the drawn tile: pick one of its legal orientations.
lab-prompt-choose = Die { $die } shows CHOOSE: pick { $options }.
lab-prompt-elbow = Fermi: elbow { $seat } ({ $options }).
lab-opens = 🔬 The lab opens. Seed commitment (SHA-256 of the seed's bytes) `{ $commitment }`; the seed is revealed at the end.
lab-board-after = 🗺️ The lab after turn { $turn }.
lab-board-now = 🗺️ The lab now:

## Status
lab-status-head = Round { $round }, turn { $turn } · stack { $stack } · { $target } colour(s) to win · scenario { $scenario }
lab-status-logged = logged { $colours }
lab-status-nothing = nothing
lab-status-holds = holds { $colour }
lab-status-cat = cat { $cat }
lab-status-away = away
lab-status-left = left

## Wipe votes
lab-vote-proposal = { $seat } proposes wiping the { $colour } cube
lab-vote-open = 🗳️ { $proposal }: it goes to its slot if everyone votes Yes by { $deadline }.
    Voters: { $voters }
lab-vote-closed = 🗳️ { $proposal } — closed.
lab-vote-yes = Yes
lab-vote-no = No

## The end
lab-end = 🏁 { $summary }
    Winner(s): { $winners }.
    Seed `{ $seed }`; its SHA-256 `{ $commitment }` was posted at the start. Check it: { $check } prints that hash.
    Replay it move by move: `python -m bot.console lab replay { $file }`.

## Deadlines and DMs
# $what: turn (your turn) or question (another player's prompt, a cat's reaction).
lab-turn-dm = 🐈 Schrödinger's Lab #{ $id }: { $what ->
        [turn] your turn
       *[question] a question for you
    } ({ $seat }, turn { $turn }): { $prompt } Deadline { $deadline }. { $link }
lab-reminder = ⏰ { $user }, the game waits for you ({ $seat }): the limit ends { $deadline }.
lab-reminder-dm = ⏰ Schrödinger's Lab #{ $id }: the game waits for you; the limit ends { $deadline }. { $link }

## Answers and refusals
lab-done = ✅ { $commands }
lab-cannot = You cannot do that: { $reason }.
lab-first-game-plain = A first game has no scenario and ends at the first logged cube; leave `scenario` and `experiments` out.
lab-already-joined = You are already in this lobby.
lab-full = The lab is full ({ $most } players).
lab-paused-refusal = The host paused the game; wait for `/lab host resume`.
lab-stale-button = You pressed a button of an earlier moment of the game; nothing changed. Use the current turn post.
lab-not-your-buttons = These buttons are for { $seat }, not you.
lab-game-over = ❌ This game is over.
lab-move-count = Give one to four directions, like `left left up`.
lab-not-confirmed = You did not confirm; nothing happened.
lab-abort-not-confirmed = You did not confirm; the game goes on.
lab-deadline-post = ⏱️ The host set the turn limit to { $hours } h from the next turn.
lab-deadline-set = ✅ Turns from the next one on last { $hours } h.

## The turn panel's buttons
# $verb: the command's verb.
lab-button-verb = { $verb ->
        [see] See
        [move] Move
        [pickup] Pick up
        [steal] Steal from
        [drop] Drop my cube
        [elbow] Elbow
        [transit] Take the wormhole
        [done] Done (end actions)
        [bloop] Bloop home (whole turn)
        [wipe] Wipe
        [vote] Vote
        [orient] Orient
        [choose] Choose
        [undo] ↩️ Undo
        [leave] Leave
        [back] Back
       *[other] { $verb }
    }
# $power: the player's cat (none: no cat).
lab-button-power = { $power ->
        [boson] Shove tile
        [heisenpurr] Randomize me
        [qubit] Tunnel
        [spooky] Swap with
        [tachyon] Sprint
        [snooze] Catnap
        [fermi] Hiss at
        [gyro] Spin my tile
       *[none] Cat
    }
lab-button-spin = { $spin ->
        [cw] clockwise ↻
       *[ccw] counter-clockwise ↺
    }

## The engine's reasons for a refusal (English answers quote the engine's own words)
lab-reason = { $reason ->
        [hands-full] your hands are full (drop your cube first)
        [cat-acted] your cat has already acted this turn
        [no-cat] you have no cat
        [see-first] start your turn with a See (or bloop yourself)
        [orient-first] orient the drawn tile first
        [which-colour] several cubes lie here: say which colour
        [no-cube] no cube lies on your cell
        [host-only] only the host can do that
        [over] the game is over
        [answer-first] answer the open question first
        [nothing-now] nothing can be done now
        [off-map] that is off the map
        [no-vote] no wipe vote is open
        [vote-open] a wipe vote is already open
        [not-seated] you are not seated in this game
        [left] you have left the game
        [skip-when] you can skip only while the active player is being waited for
        [not-away] you are not away
        [not-on-map] that player is not on the map
        [question-first] the open question to that player must be answered (or time out) first
        [leave-when] the active player can leave only while the game waits for their turn
        [name-colour] name the colour to wipe
        [name-steal] name another scientist to steal from
        [hold-none] you hold no cube
        [name-elbow] name another scientist to elbow
        [not-action] that is not an action
        [which-shove] say which way to shove: up, down, left or right
        [no-shove] no tile there can move one cell away from you
        [which-tunnel] say which way to tunnel
        [name-swap] name a scientist to swap with
        [both-sectors] you both must stand in Sectors
        [which-sprint] say which way to sprint
        [hissed] Fermi hisses once a game
        [name-hiss] name another scientist on your cell
        [which-spin] say cw or ccw
        [not-on-tile] you are not on a tile
       *[no-vote-to-give] you have no vote to give
    }
lab-reason-wall = a wall blocks the way { $direction }
lab-reason-not-on-cell = { $seat } is not on your cell
lab-reason-blank = { $cell } is blank (unseen)
lab-reason-turn-of = it is { $seat }'s turn
lab-reason-waits-for = the game waits for { $seat } to { $prompt }
lab-reason-holds-none = { $seat } holds no cube
lab-reason-logged = you have already logged { $colour }
lab-reason-no-cube-of = no { $colour } cube lies on your cell
lab-reason-cannot-now = you cannot { $verb } now: take an action or say done
lab-reason-choose-one = choose one of { $options }
lab-reason-rotation = that rotation is not legal here: pick { $options }
lab-reason-not-sealed = the { $colour } cube is not sealed off (an open route may reach it)
lab-reason-wipe-refused = wiping { $colour } was refused; propose it again after a tile changes
lab-reason-not-twin = { $seat } is not on your coordinates in another Sector
lab-reason-elbow-one-of = elbow { $seat } one of: { $options }

## The board image's labels (a { $name } given as "{name}" is a slot the image fills)
lab-image-office = office { $n }
lab-image-office-at = office { $x },{ $y }
lab-image-cat = cat { $cat }
lab-image-hissed = {" "}(hissed)
lab-image-holds = holds { $colour }
lab-image-logged = logged { $letters } { $count }/{ $target }
lab-image-away = away
lab-image-left = left
lab-image-status = Turn { $turn } · round { $round } · stack { $stack } · gray { $gray } · scenario { $scenario } · waiting: { $waiting }
# The status line's "waiting" in languages other than English (English shows the prompt's
# canonical text, P2 actions 3).
lab-image-waiting = { $seat } { $kind ->
        [see] see
        [bonus-see] bonus See
        [see-again] See again
        [react-see] See (Heisenpurr)
        [orient] orient the tile
        [choose] choose a die face
        [react-elbow] elbow (Fermi)
        [actions] actions { $left }
       *[over] over
    }
lab-image-legend = { $entry ->
        [turn] whose turn
        [move] last turn's move
        [placed] tile placed last turn
        [slot] Mainframe slot
        [cube] cube
        [randomizer] ?: randomizer
        [break] break room (cups)
        [teleporter] teleporter
        [wormhole] wormhole
       *[collapser] collapser
    }

## Typed words the engine could not read. $text: the sender's words as typed (cut to 100
## characters); $reason: what kind of word was expected.
lab-reason-typed = { $reason ->
        [bad-verb] '{ $text }' is not a command
        [bad-vote] '{ $text }': vote yes or no
        [bad-choice] '{ $text }': choose 1–5 or A–E
        [bad-seat] '{ $text }' is not a seat: give a seat number 1–8
        [bad-direction] '{ $text }' is not a direction: say up, down, left or right
        [bad-colour] '{ $text }' is not a colour: say red, green, yellow or blue
        [bad-rotation] '{ $text }' is not a rotation: say 0, 90, 180 or 270
       *[bad-actor] '{ $text }' is not an actor (P1–P8, host or system)
    }
# $verb: the command's English name (see, orient...), as typed.
lab-reason-word-count = '{ $text }': wrong number of words for { $verb }
lab-reason-input = { $reason ->
        [empty] you sent an empty command
        [nothing-to-undo] you have nothing to take back now: only your own last action of this turn, before a tile, a die or another player's answer
        [must-see] you must See now: pick a direction
        [no-wormhole] you are not on a wormhole
       *[clock-only] only the bot's clock can time out
    }
# An elbowed scientist cannot be pushed that way: $seat, P2; $reason: why (a lab-reason…).
lab-reason-cannot-go = { $seat } cannot go there: { $reason }
lab-reason-actor-cannot = the host cannot { $verb }
