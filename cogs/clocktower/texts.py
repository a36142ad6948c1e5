"""Words of Quantum Clocktower posts: pure functions of the game, shared by the cog and tests.

Public texts here are built only from public facts (who appears dead, who has answered, day
events) or, at the end, from the reveal; private ones (grimoire, reveal) are computed by the
solver and must run off the event loop.
"""

from __future__ import annotations

import re

from engine.clocktower import NOTICE, ClocktowerGame
from engine.clocktower.actions import EndDay, Nominate
from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    Kind,
    Script,
    base_counts,
    compositions,
    token_believed,
    token_character,
)
from engine.clocktower.text import character_title
from engine.clocktower.views import StorytellerView, explain, storyteller_view
from engine.clocktower.world import night_order

ANSWERED = re.compile(r"@(\d+) has answered\.")
REFUSED = "not stored, choose again: "


def answered_tonight(game: ClocktowerGame) -> list[int]:
    """Seats (0-based) that sent a list since tonight's dusk, in seat order (public: spec §8
    "public status shows who has answered")."""
    start = 0
    marker = f"Night {game.number} begins."
    for index, report in enumerate(game.reports):
        if report.to == "public" and report.text == marker:
            start = index
    seats = {
        int(match.group(1)) - 1
        for report in game.reports[start:]
        if report.to == "public" and (match := ANSWERED.fullmatch(report.text))
    }
    return sorted(seats)


def threshold(game: ClocktowerGame) -> int:
    """Votes the next nomination needs to put its nominee on the block (the engine's D4 rule,
    the one source of every display)."""
    return game.votes_needed


def arrival_lines(error: str) -> str | None:
    """The engine's arrival refusal (spec N4) as one line per entry, or None for other errors."""
    if not error.startswith(REFUSED):
        return None
    lines = []
    for part in error[len(REFUSED) :].split("; "):
        # An entry's canonical text has no colon; a reason after "impossible: " may.
        entry, _, verdict = part.partition(": ")
        mark = "✅" if verdict == "possible" else "❌"
        lines.append(f"{mark} `{entry}` — {verdict}")
    return "\n".join(lines)


INFO_HINTS = {
    "number": "<number>",
    "yesno": "yes|no",
    "none": "none",
    "character": "<character>",
    "pair": "@? @? <character>",
}


def wakers(game: ClocktowerGame, night: int) -> list[str]:
    """The characters that can wake on ``night``, in night order (the same list for everyone)."""
    chars = [REGISTRY[c] for c in game.script.characters if c in REGISTRY]
    slot = [(c.first_night if night == 1 else c.other_nights, c.id) for c in chars]
    return [cid for at, cid in sorted((a, c) for a, c in slot if a is not None)]


def entry_template(character: str) -> str:
    """A line to fill in for ``character``: ``wake fortune_teller choose @? @? learn yes|no``."""
    if character == "dont_wake":
        return "dont_wake"
    module = REGISTRY[character]
    parts = ["wake", character]
    if module.choose_count:
        parts += ["choose", *["@?"] * module.choose_count]
    if module.info_kinds:
        parts += ["learn", " or ".join(INFO_HINTS[k] for k in module.info_kinds)]
    return " ".join(parts)


def grimoire_text(game: ClocktowerGame, view: StorytellerView | None = None) -> str:
    """The storyteller's grimoire of Ψ (spec §8) with tonight's answers and a pending re-ask
    (``view``: the storyteller view when already computed)."""
    text = (view or storyteller_view(game)).text
    extra = []
    if game.phase == "night" and game.outcome is None:
        extra.append("(as of dusk: tonight's lists are settled at dawn)")
        answered = ", ".join(f"@{s + 1}" for s in answered_tonight(game)) or "no one"
        extra.append(f"answered tonight: {answered}")
        res = game.resolution
        if res is not None and res.waiting is not None:
            extra.append(f"asked again: @{res.waiting + 1}")
    return "\n".join([text, *extra])


def explain_text(game: ClocktowerGame, seat: int, token: str) -> str:
    """Why ``seat`` cannot hold ``token`` (a minimal set of commitments), for the storyteller."""
    reason = explain(game, seat, token)
    if reason is None:
        return f"@{seat + 1} may still be {token}."
    if not reason:
        return (
            f"@{seat + 1} cannot be {token} by the alignment roll and the rules for"
            " this number of players alone."
        )
    return f"@{seat + 1} cannot be {token} because of:\n" + "\n".join(f"• {r}" for r in reason)


def reveal_text(game: ClocktowerGame) -> str:
    """One consistent world (spec E4: the first of Ψ in the solver's canonical order)."""
    leaves = game.solver.all_leaves(game.history)
    if not leaves:
        return "No world is left to reveal."
    leaf = leaves[0]
    lines = []
    for seat, token in enumerate(leaf.witness):
        name = game.setup.players[seat]
        now = leaf.current[seat]
        later = character_title(now) if now else ""
        became = f", later the {later}" if now and now != token_character(token) else ""
        life = "alive" if leaf.alive[seat] else "dead"
        lines.append(f"@{seat + 1} {name}: {token_words(token)}{became} ({life})")
    if game.history.bluffs:
        lines.append("Demon's bluffs: " + ", ".join(map(character_title, game.history.bluffs)))
    if "fortune_teller" in {token_character(t) for t in leaf.witness} and leaf.red_herring:
        lines.append(f"Red herring: @{min(leaf.red_herring) + 1}")
    return "\n".join(lines)


def rules_text(game: ClocktowerGame | None = None) -> str:
    """How to play, the grammar and the characters of script 1 in our own words."""
    chars = "\n".join(
        f"• **{c}** — {REGISTRY[c].summary}"
        for c in (game.script.characters if game else sorted(REGISTRY))
        if c in REGISTRY
    )
    return (
        f"*{NOTICE}*\n"
        "You are told only your alignment. Each night send, by DM with `/ct night` or the "
        "button, an ordered list of what you did and learned, one entry per line (or `;`):\n"
        "`wake <character> [choose @a …] [learn <info>]` or `dont_wake`; evil players also "
        "send `setup demon @d [bluffs x y z]` on Night 1. The first entry that is possible "
        "becomes true.\n" + chars
    )


KIND_TITLES = (
    (Kind.TOWNSFOLK, "Townsfolk"),
    (Kind.OUTSIDER, "Outsiders"),
    (Kind.MINION, "Minions"),
    (Kind.DEMON, "Demon"),
)


def token_words(token: str) -> str:
    """A token by name: ``Empath``, or ``Drunk (believes Empath)``."""
    if token_character(token) == "drunk" and token != "drunk":
        return f"Drunk (believes {character_title(token_believed(token))})"
    return character_title(token)


def role_counts(script: Script, players: int) -> str:
    """The role counts at ``players``, one way per set of setup modifiers in play (spec S2)."""
    ways = []
    for in_play, townsfolk, outsiders in compositions(script, players):
        _, _, minions, demons = base_counts(players)
        how = (
            " with the " + " and the ".join(character_title(c) for c in sorted(in_play))
            if in_play
            else ""
        )
        ways.append(
            f"{townsfolk} Townsfolk, {outsiders} Outsider(s), {minions} Minion(s), "
            f"{demons} Demon{how}"
        )
    return "; or ".join(ways) if ways else "no valid setup"


def script_sheet(script: Script, players: int | None = None) -> str:
    """The character sheet of ``script``: each character's summary by kind, the night order,
    and the role counts for ``players`` (or for every size that has a setup)."""
    lines = [f"📜 **{script.title}**"]
    if players is not None:
        lines.append(f"**At {players} players:** {role_counts(script, players)}.")
    else:
        lines.append("**Role counts:**")
        lines += [
            f"{n} players: {role_counts(script, n)}."
            for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
            if compositions(script, n)
        ]
    for kind, title in KIND_TITLES:
        lines.append(f"**{title}**")
        lines += [
            f"• **{character_title(c)}** — {REGISTRY[c].summary}" for c in script.of_kind(kind)
        ]
    first = " → ".join(c.title for c in night_order(script, 1))
    other = " → ".join(c.title for c in night_order(script, 2))
    lines.append(f"**Night 1 order:** evil team and bluffs → {first}")
    lines.append(f"**Other nights:** {other}")
    lines.append(f"*{NOTICE}*")
    return "\n".join(lines)


EXECUTED = re.compile(r"(@\d+) is executed\.")


def vote_history(game: ClocktowerGame) -> str:
    """Every day's nominations with their yes votes and the day's execution (public facts)."""
    names = game.setup.players

    def who(seat: int) -> str:
        return f"@{seat + 1} {names[seat]}"

    days: dict[int, list[str]] = {}
    day = 1
    for action in game.actions:
        if isinstance(action, EndDay):
            day += 1
        elif isinstance(action, Nominate):
            lines = days.setdefault(day, [])
            voters = ", ".join(f"@{v + 1}" for v in action.voters) or "no one"
            lines.append(
                f"  {len(lines) + 1}. {who(action.nominator)} nominated {who(action.nominee)}:"
                f" {len(action.voters)} yes ({voters})"
            )
    executed: dict[int, str] = {}
    day = 0
    for report in game.reports:
        if report.to != "public":
            continue
        if report.text.startswith("Day ") and report.text.endswith(" begins."):
            day = int(report.text.split()[1])
        elif match := EXECUTED.fullmatch(report.text):
            executed[day] = who(int(match.group(1)[1:]) - 1)
    last = game.number if game.phase != "night" else game.number - 1
    out = []
    for d in range(1, last + 1):
        out.append(f"**Day {d}**")
        out += days.get(d, ["  no nominations"])
        if d in executed:
            out.append(f"  executed: {executed[d]}")
        elif d < last or game.phase != "day":
            out.append("  no execution")
    return "\n".join(out) or "No day has begun yet."


def lists_text(game: ClocktowerGame) -> str:
    """Every seat's list for tonight as stored (storyteller only): setup lines, entries, and
    during the resolution the entry being tried."""
    if game.phase != "night":
        return f"It is {game.phase} {game.number}; lists are sent at night."
    res = game.resolution
    lines = [f"Night {game.number} lists:"]
    for seat in range(game.n):
        head = f"@{seat + 1} {game.setup.players[seat]}"
        if seat in game.appears_dead:
            lines.append(f"{head}: appears dead")
            continue
        parts = []
        if seat in game.setup_lines and game.number == 1:
            accepted = game.setup_accepted.get(seat)
            for line in game.setup_lines[seat]:
                mark = " (accepted)" if line == accepted else ""
                parts.append(f"{line.text}{mark}")
        sub = game.lists.get(seat)
        if sub is not None:
            current = res.index.get(seat) if res is not None else None
            parts += [
                f"{e.text}{' (trying)' if i == current else ''}" for i, e in enumerate(sub.entries)
            ]
        lines.append(f"{head}: " + ("; ".join(parts) if parts else "no list (dont_wake)"))
    if res is not None and res.waiting is not None:
        lines.append(f"asked again: @{res.waiting + 1}")
    return "\n".join(lines)
