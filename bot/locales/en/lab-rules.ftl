# Schrödinger's Lab: /lab rules and the pages of /help.

lab-notice = Unofficial fan tool, not affiliated with or endorsed by the publisher; Schrödinger's Laboratory for Quantum Research is by James Mapes.
# $topics: the topic names, as code.
lab-rules-list = 📖 Topics: { $topics } — `/lab rules topic`.
    -# { $notice }
lab-rules-first = **First game** (`/lab new first_game:True`), for learners: no cats, no scenario, and the first scientist to carry a cube onto the Mainframe wins.
lab-rules-turn = **A turn.** See once (or spend the whole turn blooping yourself home), then up to four actions in any order, or Done. Board elements then act on you; a break room gives a bonus See and its cups as actions. The turn ends with one more See.
lab-rules-see = **Seeing.** Look up, down, left or right: along that line, every blank cell you can see into gets the top tile of the face-down stack, turned so it opens toward you. When more than one rotation fits, you pick one (the buttons show only the distinct legal ones). The line stops at a wall.
lab-rules-actions = **Actions** (one each): move a step, pick up a cube on your cell, steal one from a scientist on your cell, drop yours, elbow a scientist on your cell one step, go through the wormhole you stand on, or use your cat's power once. `/lab move` takes several steps at once.
lab-rules-data = **Data.** Carry a cube onto the Mainframe to log its colour (free, compulsory). Log the game's number of colours to win. When all four slots are full, the Mainframe resets: dice 1 and A give coordinates, and each cube goes there in its own sector.
lab-rules-elements = **Board elements**, after your actions, for everyone standing on one: a teleporter rolls die 1 and carries you exactly that far along its arrow, over anything; a randomizer rolls coordinates (and, if multi-coloured, a sector) and puts you there; a vacuum collapser bloops you. Whoever you land on is blooped. Chains always end.
lab-rules-bloop = **Blooping** sends a scientist home to their office, and a carried cube to its slot. It happens when a teleport or a transit lands on you, when a teleport leaves the map, on a collapser, or when you spend your whole turn on it (`/lab bloop`).
lab-rules-cats = **Cats** (on by default, off in a first game). Each scientist has a public cat: a power (one action, once a turn; its button says what it does) and a reaction that fires by itself when its owner picks up or steals a cube. `/lab status` shows who has which.
    • **Boson** — *Shove tile ↑↓←→*: a tile next to you slides one cell away from you. Reaction: every tile next to you slides away.
    • **Heisenpurr** — *Randomize me*: you are thrown to rolled coordinates in a rolled Sector, like a rainbow randomizer. Reaction: you See once at once.
    • **Qubit** — *Tunnel ↑↓←→*: one step straight through a wall (never onto an unseen cell or off the map). Reaction: everyone else holding a cube drops it.
    • **Spooky** — *Swap with P…*: trade places with a scientist standing on your coordinates in another Sector (cubes travel with their carriers). Reaction: each cube lying in a Sector jumps to your coordinates in its own Sector.
    • **Tachyon** — *Sprint ↑↓←→*: two legal steps the same way for one action. Reaction: one more action this turn.
    • **Snooze** — *Catnap*: board elements (break rooms too) leave you alone until your turn ends. Reaction: your actions stop right there.
    • **Fermi** — *Hiss at P…* (once a game): bloop a scientist on your cell. Reaction: the next player pushes you one legal step, their choice of way.
    • **Gyro** — *Spin my tile ↻/↺*: your tile (or its whole collapser set) turns a quarter. Reaction: every tile next to you turns a quarter clockwise.
lab-rules-scenarios = **Scenarios** (`/lab new scenario:`, one per game, or `random`):
    • **decaf** (Decaf Day, easy, longer): break rooms give one action less; a one-cup room gives just its See.
    • **openplan** (Open Plan, easy, shorter): at the start and after every reset, each cube lying on an unseen cell gets a tile under it, turned by the first player or the roller.
    • **tunnel** (Tunnel Vision, medium, longer): a See reaches three cells at most.
    • **breach** (Containment Breach, medium, longer): at the end of each round dice 1 and A are rolled; whoever stands on those coordinates, in any Sector, is blooped.
    • **grant** (Grant Deadline, medium, shorter): the game stops after round 12; whoever logged most colours wins (ties share).
    • **walls** (Shifting Walls, hard, longer): at the end of each round dice 1, A and S pick a cell; the tile there turns a quarter clockwise.
    The end-of-round rolls are posted under an *End of round* header.
lab-rules-tiles = **Tile icons** on the board image:
    • plain room (no icon): nothing happens.
    • purple arrow — teleporter: whoever ends on it rolls die 1 and flies that many cells the arrow's way, over everything.
    • brown cup with a number — break room: the active scientist gets a bonus See and that many actions (each room once a turn).
    • coloured disc with ?R/?G/?Y/?B — randomizer: thrown to rolled coordinates of that Sector; a four-colour disc with ? also rolls the Sector.
    • ring W1–W4 — wormhole: `/lab transit` takes you to its other end (the gray tile with the same number).
    • dark hexagon V1–V4 — vacuum collapser and its gray companions: whoever ends on one is blooped.
    • the centre square — the Mainframe: its four slots show the logged or wiped colours.
lab-rules-clock = **Deadlines.** Each turn has the host's limit (24 h by default), with reminders at half time and one hour before the end. Out of time, the rest of the turn takes neutral defaults; after two timeouts in a row you are away until `/lab back`.
lab-rules-wipe = **Wiping.** A cube no route can ever reach may be wiped to its slot: `/lab wipe` opens a vote that needs everyone's Yes within 24 h.

## /help
lab-help-summary = A board game for 2 to 8: scientists race through a lab whose rooms stay unknown until someone looks, carrying data cubes of every colour to the Mainframe.
lab-help-start = `/lab new` posts a lobby and opens the game's thread; players press **Join**.
lab-help-short-label = The short version
lab-help-short-title = Schrödinger's Lab: the short version
lab-help-short = Each Sector of the lab is blank until a scientist looks into it: then tiles are drawn and laid, and the room is what it is. On your turn you look once, take up to four actions (step, pick up, steal, drop, elbow, wormhole, your cat's power), let the board move you, and look once more. Carry a cube of each colour the game asks for to the Mainframe to win.

    The bot pings you in the game's thread when it is your turn; use the buttons of the turn post or the `/lab` commands.

    {"*"}{ $notice }*
lab-help-rules-label = Rules by topic
lab-help-rules-title = Rules by topic
lab-help-rules = `/lab rules` lists the topics: a turn, seeing, actions, data and the Mainframe, board elements, blooping, cats, deadlines and wiping. `/lab status` shows the seats, cats and cubes; `/lab board` the board.
lab-help-host-label = For the host
lab-help-host-title = For the host
lab-help-host = Whoever opens the lobby hosts it. `/lab host pause`, `resume`, `extend` and `deadline` manage the clock; `skip` ends the current turn, `kick` removes a player, `abort` ends the game without a winner, `replace` hands a player's seat to another member, `cohost` adds a co-host who may do all of this. Timed-out turns take neutral defaults; two in a row make a player away until `/lab back`.
