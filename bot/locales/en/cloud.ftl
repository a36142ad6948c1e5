# Quantum Cloud: the lobby, the turn and window posts, the battlefield, hands, the end
# (cogs/cloud/). Seat letters (A–D), unit labels (A1), hexes (q,r), card and deck names and game
# ids are passed as they are. Durations ($turn, $setup, $minutes) come already written as numbers.

## The lobby

# $id: the game's number; $host: a mention of the host.
cloud-lobby-head = 🌩️ **Quantum Cloud #{ $id }** — host { $host }
# $window: cloud-lobby-window's words; $mode: players or auto; $absent: a count.
cloud-lobby-options = Turn { $turn } h · window { $window } · setup { $setup } h per placement ({ $mode ->
        [auto] auto
       *[players] players
    }) · out after { $absent } absent turns
# The attack window's length in the lobby ($minutes: a number, 0 for none).
cloud-lobby-window = { $minutes ->
        [0] off
       *[other] { $minutes } min
    }
# $letter: the seat's letter; $user: a mention; $deck: the deck's name.
cloud-lobby-seat = { $letter }: { $user } with { $deck }
cloud-lobby-empty = No one has joined yet.
cloud-lobby-open = Lobby open: pick a deck to join (2–4 players).
cloud-lobby-running = Started: the game is played in its thread.
cloud-lobby-closed = Closed.
# The lobby's deck menu: an option per deck ($deck: its name).
cloud-lobby-join-with = Join with { $deck }
cloud-lobby-saved-deck = A deck saved on this server
cloud-lobby-deck-menu = Join with a deck (or /cloud join with a deck file)
# $deck: the deck's name; $changed: yes when the player had joined with another deck.
cloud-joined = ✅ { $changed ->
        [yes] You changed your deck to { $deck }.
       *[no] You joined with { $deck }.
    }

## The turn post

# $turn: the turn's number; $letter and $user: the active player.
cloud-head-turn = **Turn { $turn }** — { $letter } { $user }
cloud-head-end = **The end**
cloud-head-setup = **Setup**
cloud-head-paused = {" "}· ⏸️ paused
# $when: a Discord timestamp.
cloud-head-deadline = {" "}· deadline { $when }
# $letter and $user: who places next; $what: avatar or tile.
cloud-head-next = Next: { $letter } { $user } places { $what ->
        [avatar] their Avatar (the menu below, or `/cloud avatar at:`)
       *[tile] the drawn tile (the menu below, or `/cloud tile at:`)
    }.
cloud-button-hand = Hand
cloud-button-board = Board
cloud-button-undo = ↩️ Undo
cloud-button-end = End turn
cloud-button-pass = Pass
# The setup menu: $tile is the drawn tile's terrain, $hex where it would go.
cloud-place-tile = Put the { $tile } tile at { $hex }
cloud-place-avatar = Put your Avatar at { $hex }
cloud-place-nowhere = Nowhere to place
cloud-place-menu = Place here…
# When the menu cannot hold every place: $shown of $all.
cloud-place-menu-some = Place here… ({ $shown } of { $all }; all in /cloud tile)

## The battlefield

# $after: setup or turn; $turn: the turn's number.
cloud-battlefield-after = 🗺️ The battlefield after { $after ->
        [setup] setup
       *[turn] turn { $turn }
    }.
# Where the game stands (the image's footer and the caption's second line).
# $state: over, setup, turn or active; $letter: the seat to play.
cloud-status = { $state ->
        [over] Game over after turn { $turn }
        [setup] Setup
        [active] Turn { $turn } · { $letter } to play
       *[turn] Turn { $turn }
    }
# The image's footer before the status: $count tiles left in the tile deck.
cloud-image-tile-deck = Tile deck { $count }
# The image's legend.
cloud-image-last-move = last turn's move
cloud-image-last-attack = last turn's attack
cloud-image-tile-placed = tile placed or moved
cloud-image-superposition = Superposition
cloud-image-attack-life = Attack/Life (red: damaged)
# A player's row over the board: their hand, deck and discard counts.
cloud-image-player = Q { $q }/{ $m }  hand { $hand } deck { $deck } discard { $discard }
cloud-image-autopass = autopass
cloud-image-out = OUT

## The attack window

# $attacker and $target: unit labels.
cloud-window-head = ⚔️ **{ $attacker } attacks { $target }.** Play an Algorithm or pass.
# $waiting: seats and mentions, or cloud-nobody; $until: a timestamp or cloud-no-limit.
cloud-window-waiting = Waiting for: { $waiting } · closes { $until }
cloud-nobody = nobody
cloud-no-limit = no limit
cloud-window-closed = ⚔️ The window is closed.
# A DM: $id the game's number; $until a timestamp; $link a link to the post (keep it).
cloud-window-dm = ⚔️ Quantum Cloud #{ $id }: an attack waits for your answer, window closes { $until }. { $link }

## Turn DMs and reminders

# $id: the game's number; $what: turn or setup; $turn: the turn's number; $link: keep it.
cloud-turn-dm = 🌩️ Quantum Cloud #{ $id }: { $what ->
        [setup] your setup placement
       *[turn] your turn { $turn }
    }. { $link }
# $names: mentions; $until: a timestamp.
cloud-reminder = ⏰ { $names }: the game waits for you; a quarter of your time is left (until { $until }).
cloud-reminder-dm = ⏰ Quantum Cloud #{ $id }: the game waits for you; a quarter of your time is left (until { $until }). { $link }
# A private news DM: $id the game's number, $news the engine's lines.
cloud-news-dm = Quantum Cloud #{ $id }: { $news }
cloud-news-fallback = you have private news: see `/cloud hand` (I could not DM you).

## The end

# $summary: who won and why; $cards: one line per player; $seed: the seed's line;
# $file: the record's file name.
cloud-end = 🏁 { $summary }
    Cards left:
    { $cards }
    { $seed }
    Replay it move by move: `python -m bot.console cloud replay { $file }`.
# The seed revealed: $seed, its $hash posted at the start, and $check a command that
# prints the hash.
cloud-seed = Seed `{ $seed }`; its SHA-256 `{ $hash }` was posted at the start. Check it: { $check } prints that hash.
cloud-end-nothing = nothing
# $letter, $name: the player; $hand and $deck: card names.
cloud-end-hand = { $letter } { $name }: hand { $hand }; deck in order { $deck }
cloud-end-out = { $letter } { $name }: out of play { $cards }
cloud-closed-by-host = 🛑 The host closed this game; nobody wins.
cloud-closed = ✅ Closed.

## Hands and boards (only to the reader)

# $count: cards in hand; $q and $m: qubits now and at most.
cloud-hand-head = 🂠 Your hand ({ $count }), qubits { $q }/{ $m }:
cloud-hand-menu = Play or summon…
cloud-hand-nothing = Nothing to play now
cloud-board = Board:
# A hand menu's option: $verb play or summon, $card its name, $target a unit, $hex a hex.
cloud-pick = { $verb ->
        [summon] Summon
       *[play] Play
    } { $card }{ $target ->
        [none] {""}
       *[other] {" "}on { $target }
    }{ $hex ->
        [none] {""}
       *[other] { $verb ->
            [summon] {" "}at { $hex }
           *[play] {" "}to { $hex }
        }
    }

## The hand picture's labels

cloud-card-alter = Alter (a unit)
cloud-card-algorithm = Algorithm (an effect)
cloud-card-summoned-on = summoned on these
cloud-card-attack = Attack
cloud-card-life = Life
cloud-card-move = Move
cloud-card-no-keywords = No keywords.
cloud-card-fly = Fly: moves over units and over gaps with no tile.
cloud-card-portal = Portal: may also arrive on a free tile next to your Avatar.
# $points: the card's points; $copies: how many are in the deck.
cloud-card-footer = { $points } points · { $copies } in the deck
cloud-card-none = No cards in hand.

## Terrains

# $id: the terrain (void, forest, plains, sky, mountains, web, ocean); $title: its English name.
cloud-terrain = { $id ->
        [void] The Void
        [forest] Grumpy Cat Forest
        [plains] Plains of Pizzaland
        [sky] Good Guy Sky
        [mountains] Comment Mountains
        [web] Shadow Web
        [ocean] Ocean of Pop-ups
       *[other] { $title }
    }

## Starting

# Private news: $card, the card's name.
cloud-drew = You drew { $card }.

## Refusals and answers (only to the sender)

# $size and $limit: bytes.
cloud-deck-too-big = Your deck file is { $size } bytes; the limit is { $limit }.
cloud-deck-not-utf8 = Your deck file is not UTF-8 text (TOML or JSON).
cloud-table-full = The table is full (4 players).
# $deck: the saved deck's id, quoted.
cloud-deck-gone = No deck { $deck } is saved on this server any more.
cloud-save-in-server = Save decks in a server.
cloud-build-in-server = Build decks in a server.
# $id: the deck id given.
cloud-starter-id = `{ $id }` is a starter deck's id; give your deck another id.
cloud-stale-button = You pressed a button of an earlier post; use the latest one.
# $name: the name asked for, quoted.
cloud-no-card = No card called { $name } in the starter decks or this game's decks.
cloud-play-begun = Play has begun: players concede, or you kick them.
cloud-hand-empty-pick = ❌ You have nothing to play or summon now.
cloud-hand-forged-pick = ❌ You picked something the hand menu never offers; nothing changed.
# $reason: the engine's reason in the reader's language (cogs/cloud/lines.py), with the rule's id.
cloud-cannot = ❌ You cannot do that: { $reason }.
# A deck file checked: $name and $id the deck's.
cloud-deck-valid = ✅ **{ $name }** (`{ $id }`) is a valid deck.
# $stats: attack/life/move; $budget and $cost in qubits.
cloud-deck-avatar = Avatar { $coherent } / { $superposition }: { $stats }, budget { $budget }, Superposition cost { $cost }
# $copies: how many; $points, $cost; $slack: points not spent (0: none).
cloud-deck-card = { $copies }× { $name }: P { $points }, cost { $cost }{ $slack ->
        [0] {""}
       *[other] , { $slack } points unspent
    }
cloud-deck-refused = ❌ Your deck file was refused:
# $id: the deck's id; $built: yes when saved from the builder.
cloud-deck-saved = 💾 Saved as `{ $id }`{ $built ->
        [yes] ; lobbies offer it now.
       *[no] .
    }

## /help's pages (cogs/cloud/help.py)

cloud-help-summary = A card game for 2 to 4: Avatars that can flip into Superposition fight with Alters and Algorithms on a battlefield of terrain tiles.
cloud-help-start = `/cloud new` posts a lobby and opens the game's thread; pick a deck to join.
cloud-help-short-label = The short version
cloud-help-short-title = Quantum Cloud: the short version
cloud-help-short =
    Players take turns laying the 19 terrain tiles of the battlefield, then place their Avatars. Each turn your qubits grow by one; spend them to summon Alters (units) and play Algorithms (effects), move and attack. A superposed Avatar rolls each turn to stay superposed. The last player with an Avatar on the board wins.

    Your hand is secret: **Hand** or `/cloud hand` shows it to you alone, with the plays you can make now.
cloud-help-turn-label = A turn
cloud-help-turn = Your qubits refill and grow by one (ten at most), a superposed Avatar rolls to stay so, you place the terrain tile drawn for you (`/cloud tile`) and draw a card. Then you may flip your Avatar (`/cloud superpose`), move and attack with your units (`/cloud move`, `/cloud attack`) and, last, summon Alters (`/cloud summon`), which cannot act this turn. An attack opens a window in which every player may answer with an Algorithm (`/cloud play`) or pass. **End turn** or `/cloud end` ends it.
cloud-help-decks-label = Decks
cloud-help-decks = Join with a starter deck from the lobby's menu, or with your own deck file (`/cloud join deck:`). `/cloud deck check` prices a file against the template and names every error; `/cloud deck save` keeps it for this server. `/cloud card` shows any card's text and price.
cloud-help-host-label = For the host
cloud-help-host = Whoever opens the lobby hosts it. `/cloud host pause`, `resume` and `extend` manage the clocks, `kick` removes a player (a concession), `replace` hands a player's seat to another member, who plays it on, `cancel` closes a lobby or a game still in setup, `cohost` adds a co-host who may do all of this. Silent players are played for at the deadline.

## /cloud card (cogs/cloud/reference.py)

# $keyword: fly or portal.
cloud-ref-keyword = { $keyword ->
        [fly] **Flying**: it passes over units and over gaps in the battlefield, but must stop on a free tile.
       *[portal] **Portal**: besides its own terrain, it may be summoned onto any free tile next to one of your Avatar copies.
    }
# $points, $cost and $slack: the card's numbers on the deck template.
cloud-ref-price = -# Deck template: { $points } points, cost { $cost }, slack { $slack }.
# $name: the card; $deck: its deck; $cost: qubits.
cloud-ref-alter = 🃏 **{ $name }** — an Alter from { $deck }: a unit you summon from your hand in your turn for { $cost ->
        [one] { $cost } qubit
       *[other] { $cost } qubits
    }.
cloud-ref-stats = Attack { $attack } · Life { $life } · Move { $move }
# $terrains: terrain names, with commas.
cloud-ref-terrains = It can be summoned onto a free tile of: { $terrains }.
cloud-ref-algorithm = 🃏 **{ $name }** — an Algorithm from { $deck }: played from your hand for { $cost ->
        [one] { $cost } qubit
       *[other] { $cost } qubits
    } at any time, an opponent's attack window included; then it leaves play.
# $coherent and $superposition: the Avatar's two names; $terrain: where it stands; $cost: qubits.
cloud-ref-avatar =
    🃏 **{ $coherent }** / **{ $superposition }** — the Avatar of { $deck }: lose it and you are out.
    Attack { $attack } · Life { $life } · Move { $move } · it stands on { $terrain }.
    For { $cost ->
        [one] { $cost } qubit
       *[other] { $cost } qubits
    } (`/cloud superpose`) it becomes { $superposition }: a second copy with the same Life appears on any free tile of its terrain, and each of your turns in that state brings a bonus die of qubits. If a copy fought or was hurt in the last round, a die is rolled at your turn's start: only a 6 keeps both; otherwise you pick the copy that stays (`/cloud keep`).

## /cloud deck build (cogs/cloud/builder.py; only to its opener)

# $copies: the most copies of one card; $name: the card.
cloud-build-max-copies = You have { $copies } copies of { $name } already (the most a deck may hold).
# $size: the most cards a deck holds.
cloud-build-full = The deck has { $size } cards already; remove one first.
# $name and $id: the deck's; $count of $size cards; $cost: qubits in all.
cloud-build-head = 🛠️ **{ $name }** (`{ $id }`) — cards { $count }/{ $size } · total cost { $cost } qubits
# $stats: attack/life/move; $terrain: the terrain's id.
cloud-build-avatar = Avatar: { $coherent } / { $superposition } ({ $stats }, { $terrain })
# $kind: alter or algorithm; $copies of the card $name at $cost each, $total in all.
cloud-build-line = { $copies }× { $name } — cost { $cost } ({ $kind ->
        [alter] Alter
       *[algorithm] Algorithm
    }), { $total } in all
cloud-build-empty = No cards yet: add them with the selects below.
cloud-build-option = { $name } — cost { $cost }
cloud-build-option-kind = { $kind ->
        [alter] Alter
       *[algorithm] Algorithm
    }, { $points } points
cloud-build-avatar-menu = Avatar…
# $deck: a starter deck's name.
cloud-build-add-menu = Add a card of { $deck }…
cloud-build-remove-menu = Remove a card…
cloud-build-not-yours = ❌ This deck builder belongs to someone else; open your own with `/cloud deck build`.
cloud-build-save = Save deck
cloud-build-clear = Clear
cloud-build-errors = ❌ Not saved; your deck has errors:

## A deck file's errors (cogs/cloud/deck_words.py), one per line. $path: where in the file
## (cards[3].attack, as the file's keys are; stays as it is); $value: what the file holds there,
## quoted as written; numbers are passed as text.
cloud-deck-fault = { $path }: { $code ->
        [unknown-key] unknown key
        [missing] missing
        [top-not-table] the top level is not a table
        [no-table] missing or not a table
        [no-list-of-tables] missing or not a list of tables
        [not-table] not a table
        [terrains-list] needs a list of 1–3 terrains
        [not-list] not a list
        [effects-list] needs a list of 1–2 effects
        [no-common-target] the effects share one target but admit no common unit
        [buff-n] buff takes attack and life, not n
        [buff-zero] a buff needs attack or life above 0
       *[buff-life] own_unit buffs may not add life (Avatars keep Life)
    }
cloud-deck-fault-value = { $path }: { $value } { $code ->
        [not-integer] is not a whole number
        [bad-name] is not 1–32 printable characters
        [name-spaces] has outer spaces or a double quote
        [bad-id] is not 1–24 of a-z, 0-9 and -
        [bad-kind] is not alter or algorithm
        [bad-keyword] is not fly or portal
       *[repeats] repeats
    }
# $known: what the file may say there, as the file writes it.
cloud-deck-fault-known = { $path }: { $code ->
        [bad-terrain] { $value } is not a terrain ({ $known })
        [bad-format] { $value } is not { $known }
        [bad-effect] { $value } is not an effect ({ $known })
        [bad-target] { $value } is not one of { $known }
       *[no-starter] no starter deck { $value } (starters: { $known })
    }
# $code: too-small or too-large; $limit: the least or the most allowed.
cloud-deck-fault-range = { $path }: { $value } { $code ->
        [too-small] <
       *[too-large] >
    } { $limit }
cloud-deck-fault-budget = { $path }: 4·Attack + 4·(Move − 1) + Life = { $budget }, must be { $must }
cloud-deck-fault-superpose = { $path }: { $stated } stated, computed { $cost } (Attack + Move + 3)
# $first: the path of the card with the same name.
cloud-deck-fault-repeats-card = { $path }: { $value } repeats { $first }
cloud-deck-fault-too-costly = { $path }: P { $points } costs more than { $most } qubits
cloud-deck-fault-card-cost = { $path }: { $stated } stated, computed { $cost } (P { $points }, slack { $slack })
cloud-deck-fault-size = { $path }: { $total } cards, a deck has exactly { $size }
# $effect: the effect as the file writes it (damage, draw...); $field: the key it may not have.
cloud-deck-fault-takes-no = { $path }: { $effect } takes no { $field }
# $line and $column: where the parser stopped.
cloud-deck-fault-syntax = { $path }: not valid TOML or JSON (line { $line }, column { $column })
# The parser stopped at the end of the file.
cloud-deck-fault-syntax-end = { $path }: not valid TOML or JSON (the file ends too soon)
