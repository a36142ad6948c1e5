"""Short rule summaries for `/lab rules [topic]`, in our own words (spec §4–§7)."""

from __future__ import annotations

NOTICE = (
    "Unofficial fan tool, not affiliated with or endorsed by the publisher; Schrödinger's "
    "Laboratory for Quantum Research is by James Mapes."
)
"""The notice the spec asks for in the opening post, `/lab rules` and the docs."""

TOPICS: dict[str, str] = {
    "first": (
        "**First game** (`/lab new first_game:True`), for learners: no cats, no scenario, and "
        "the first scientist to carry a cube onto the Mainframe wins."
    ),
    "turn": (
        "**A turn.** See once (or spend the whole turn blooping yourself home), then up to four "
        "actions in any order, or Done. Board elements then act on you; a break room gives a "
        "bonus See and its cups as actions. The turn ends with one more See."
    ),
    "see": (
        "**Seeing.** Look up, down, left or right: along that line, every blank cell you can "
        "see into gets the top tile of the face-down stack, turned so it opens toward you. When "
        "more than one rotation fits, you pick one (the buttons show only the distinct legal "
        "ones). The line stops at a wall."
    ),
    "actions": (
        "**Actions** (one each): move a step, pick up a cube on your cell, steal one from a "
        "scientist on your cell, drop yours, elbow a scientist on your cell one step, go "
        "through the wormhole you stand on, or use your cat's power once. `/lab move` takes "
        "several steps at once."
    ),
    "data": (
        "**Data.** Carry a cube onto the Mainframe to log its colour (free, compulsory). Log "
        "the game's number of colours to win. When all four slots are full, the Mainframe "
        "resets: dice 1 and A give coordinates, and each cube goes there in its own sector."
    ),
    "elements": (
        "**Board elements**, after your actions, for everyone standing on one: a teleporter "
        "rolls die 1 and carries you exactly that far along its arrow, over anything; a "
        "randomizer rolls coordinates (and, if multi-coloured, a sector) and puts you there; a "
        "vacuum collapser bloops you. Whoever you land on is blooped. Chains always end."
    ),
    "bloop": (
        "**Blooping** sends a scientist home to their office, and a carried cube to its slot. "
        "It happens when a teleport or a transit lands on you, when a teleport leaves the map, "
        "on a collapser, or when you spend your whole turn on it (`/lab bloop`)."
    ),
    "cats": (
        "**Cats** (on by default, off in a first game). Each scientist has a public cat: a power "
        "(one action, once a turn; its button says what it does) and a reaction that fires by "
        "itself when its owner picks up or steals a cube. `/lab status` shows who has which.\n"
        "• **Boson** — *Shove tile ↑↓←→*: a tile next to you slides one cell away from you. "
        "Reaction: every tile next to you slides away.\n"
        "• **Heisenpurr** — *Randomize me*: you are thrown to rolled coordinates in a rolled "
        "Sector, like a rainbow randomizer. Reaction: you See once at once.\n"
        "• **Qubit** — *Tunnel ↑↓←→*: one step straight through a wall (never onto an unseen "
        "cell or off the map). Reaction: everyone else holding a cube drops it.\n"
        "• **Spooky** — *Swap with P…*: trade places with a scientist standing on your "
        "coordinates in another Sector (cubes travel with their carriers). Reaction: each cube "
        "lying in a Sector jumps to your coordinates in its own Sector.\n"
        "• **Tachyon** — *Sprint ↑↓←→*: two legal steps the same way for one action. Reaction: "
        "one more action this turn.\n"
        "• **Snooze** — *Catnap*: board elements (break rooms too) leave you alone until your "
        "turn ends. Reaction: your actions stop right there.\n"
        "• **Fermi** — *Hiss at P…* (once a game): bloop a scientist on your cell. Reaction: "
        "the next player pushes you one legal step, their choice of way.\n"
        "• **Gyro** — *Spin my tile ↻/↺*: your tile (or its whole collapser set) turns a "
        "quarter. Reaction: every tile next to you turns a quarter clockwise."
    ),
    "scenarios": (
        "**Scenarios** (`/lab new scenario:`, one per game, or `random`):\n"
        "• **decaf** (Decaf Day, easy, longer): break rooms give one action less; a one-cup room "
        "gives just its See.\n"
        "• **openplan** (Open Plan, easy, shorter): at the start and after every reset, each "
        "cube lying on an unseen cell gets a tile under it, turned by the first player or the "
        "roller.\n"
        "• **tunnel** (Tunnel Vision, medium, longer): a See reaches three cells at most.\n"
        "• **breach** (Containment Breach, medium, longer): at the end of each round dice 1 and A "
        "are rolled; whoever stands on those coordinates, in any Sector, is blooped.\n"
        "• **grant** (Grant Deadline, medium, shorter): the game stops after round 12; whoever "
        "logged most colours wins (ties share).\n"
        "• **walls** (Shifting Walls, hard, longer): at the end of each round dice 1, A and S "
        "pick a cell; the tile there turns a quarter clockwise.\n"
        "The end-of-round rolls are posted under an *End of round* header."
    ),
    "tiles": (
        "**Tile icons** on the board image:\n"
        "• plain room (no icon): nothing happens.\n"
        "• purple arrow — teleporter: whoever ends on it rolls die 1 and flies that many cells "
        "the arrow's way, over everything.\n"
        "• brown cup with a number — break room: the active scientist gets a bonus See and that "
        "many actions (each room once a turn).\n"
        "• coloured disc with ?R/?G/?Y/?B — randomizer: thrown to rolled coordinates of that "
        "Sector; a four-colour disc with ? also rolls the Sector.\n"
        "• ring W1–W4 — wormhole: `/lab transit` takes you to its other end (the gray tile with "
        "the same number).\n"
        "• dark hexagon V1–V4 — vacuum collapser and its gray companions: whoever ends on one is "
        "blooped.\n"
        "• the centre square — the Mainframe: its four slots show the logged or wiped colours."
    ),
    "clock": (
        "**Deadlines.** Each turn has the host's limit (24 h by default), with reminders at "
        "half time and one hour before the end. Out of time, the rest of the turn takes "
        "neutral defaults; after two timeouts in a row you are away until `/lab back`."
    ),
    "wipe": (
        "**Wiping.** A cube no route can ever reach may be wiped to its slot: `/lab wipe` opens "
        "a vote that needs everyone's Yes within 24 h."
    ),
}


def rules_text(topic: str | None) -> str:
    """One topic's summary, or the list of topics."""
    if topic is None:
        topics = ", ".join(f"`{name}`" for name in TOPICS)
        return f"📖 Topics: {topics} — `/lab rules topic`.\n-# {NOTICE}"
    return TOPICS[topic]
