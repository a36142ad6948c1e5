"""Short rule summaries for `/lab rules [topic]`, in our own words (spec §4–§7)."""

from __future__ import annotations

NOTICE = (
    "Unofficial fan tool, not affiliated with or endorsed by the publisher; Schrödinger's "
    "Laboratory for Quantum Research is by James Mapes."
)
"""The notice the spec asks for in the opening post, `/lab rules` and the docs."""

TOPICS: dict[str, str] = {
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
        "**Cats** (on by default): each player has a public cat with a power (one action, once "
        "a turn) and a reaction when they pick up data. `/lab status` shows who has which."
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
