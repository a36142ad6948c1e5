"""Words of Quantum Clocktower posts: pure functions of the game, shared by the cog and tests.

Public texts here are built only from public facts (who appears dead, who has answered, day
events) or, at the end, from the reveal; private ones (grimoire, reveal) are computed by the
solver and must run off the event loop.
"""

from __future__ import annotations

import re

from bot.i18n import SOURCE, t
from cogs.clocktower.words import commitment_words, name, summary
from engine.clocktower import ClocktowerGame
from engine.clocktower.actions import STORYTELLER_NOMINEE, EndDay, Nominate
from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.worlds import GrimoireNote
from engine.clocktower.clauses import uses_clauses
from engine.clocktower.explain import minimal_commitments
from engine.clocktower.reports import executions
from engine.clocktower.reveal import first_world
from engine.clocktower.script import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    TROUBLE_BREWING,
    Kind,
    Script,
    base_counts,
    compositions,
    token_believed,
    token_character,
)
from engine.clocktower.text import character_title
from engine.clocktower.views import StorytellerView, storyteller_view
from engine.clocktower.world import night_order


def threshold(game: ClocktowerGame) -> int:
    """Votes the next nomination needs to put its nominee on the block (the engine's D4 rule,
    the one source of every display)."""
    return game.votes_needed


INFO_HINTS = {
    "number": "<number>",
    "yesno": "yes|no",
    "none": "none",
    "character": "<character>",
    "pair": "@? @? <character>",
}


def wakers(game: ClocktowerGame, night: int) -> list[str]:
    """The characters that can wake on ``night``, in the script's night order (the same list
    for everyone)."""
    return [c.id for c in night_order(game.script, night)]


KIND_WORDS = {kind.value: kind for kind in Kind}
"""The kinds a clause may name instead of a character (addendum N12)."""
SETUP_DAMSEL = "setup_damsel"
"""The menu's value for script 2's Night 1 ``setup damsel`` line (addendum V6)."""


def menu_options(game: ClocktowerGame, night: int) -> list[str]:
    """What the night prompt's menu offers, the same to everyone: the night's wakers, on a
    clause script each kind that has a waker tonight (a clause ``wake demon …``) and, on
    Night 1 of a script with a Damsel, the ``setup damsel`` line."""
    found = wakers(game, night)
    if not game.clauses:
        return found
    tonight = [c.id for c in night_order(game.script, night) if c.id != "barber"]
    kinds = [w for w, k in KIND_WORDS.items() if any(game.script.kind(c) is k for c in tonight)]
    damsel = [SETUP_DAMSEL] if night == 1 and "damsel" in game.script.characters else []
    return [*found, *kinds, *damsel]


def kind_form(game: ClocktowerGame, night: int, word: str) -> tuple[int, tuple[str, ...]] | None:
    """The choose count and the kinds of information a clause of the kind ``word`` takes
    tonight, when every character of that kind waking tonight (the Barber aside: never
    implied, N13) shares them; None when none wakes or their forms differ."""
    kind = KIND_WORDS[word]
    forms = {
        (c.choose_count, tuple(c.info_kinds))
        for c in night_order(game.script, night)
        if c.id != "barber" and game.script.kind(c.id) is kind
    }
    return next(iter(forms)) if len(forms) == 1 else None


def entry_form(game: ClocktowerGame, night: int, word: str) -> tuple[int, tuple[str, ...]]:
    """A menu entry's choose count and kinds of information: a character's own, a kind's
    shared form (none when its characters differ: the player types the rest)."""
    if word in KIND_WORDS:
        return kind_form(game, night, word) or (0, ())
    module = REGISTRY[word]
    return module.choose_count, tuple(module.info_kinds)


def entry_template(character: str, form: tuple[int, tuple[str, ...]] | None = None) -> str:
    """A line to fill in for ``character`` (or a kind, with its ``form``: the choose count and
    kinds of information): ``wake fortune_teller choose @? @? learn yes|no``."""
    if character == "dont_wake":
        return "dont_wake"
    if character == SETUP_DAMSEL:
        return "setup damsel"
    if form is None:
        module = REGISTRY[character]
        form = (module.choose_count, tuple(module.info_kinds))
    count, kinds = form
    parts = ["wake", character]
    if count:
        parts += ["choose", *["@?"] * count]
    if kinds:
        parts += ["learn", " or ".join(INFO_HINTS[k] for k in kinds)]
    return " ".join(parts)


def grimoire_lines(view: StorytellerView, lang: str = SOURCE) -> str:
    """The grimoire of ``view`` as text, one line per seat then what is certain (tokens and
    characters as the list grammar writes them)."""
    lines = []
    for s in view.seats:
        lines.append(
            t(
                "clocktower-grimoire-seat",
                lang,
                seat=f"@{s.seat + 1}",
                life=s.life,
                poisoned="yes" if s.maybe_poisoned else "no",
                tokens=" ".join(s.tokens),
            )
        )
        if s.now:
            now = " ".join(s.now)
            lines.append(t("clocktower-grimoire-now", lang, seat=f"@{s.seat + 1}", characters=now))
        if s.instances:
            lines.append(
                t(
                    "clocktower-grimoire-held",
                    lang,
                    seat=f"@{s.seat + 1}",
                    instances=" ".join(s.instances),
                )
            )
    lines.append(t("clocktower-grimoire-in", lang, characters=" ".join(view.certainly_in) or "-"))
    lines.append(t("clocktower-grimoire-out", lang, characters=" ".join(view.certainly_out) or "-"))
    if view.bluffs:
        lines.append(t("clocktower-grimoire-bluffs", lang, characters=" ".join(view.bluffs)))
    count = str(view.worlds) if view.worlds is not None else "many"
    lines.append(t("clocktower-grimoire-worlds", lang, count=count))
    if view.notes:
        lines.append(notes_line(view.notes, lang))
    if view.pending:
        prompts = "; ".join(
            t(
                "clocktower-grimoire-prompt",
                lang,
                seat=f"@{seat + 1}",
                became="yes" if became else "no",
                character=name(character, lang),
                token=character,
            )
            for seat, character, became in view.pending
        )
        lines.append(t("clocktower-grimoire-pending", lang, prompts=prompts))
    if view.swaps:
        swaps = "; ".join(_swap_words(seat, night, got, lang) for seat, night, got in view.swaps)
        lines.append(t("clocktower-grimoire-swaps", lang, swaps=swaps))
    return "\n".join(lines)


SEAT_LINE = re.compile(r"@\d+ \[")
"""The start of a seat's grimoire line (``clocktower-grimoire-seat`` in every language)."""


def grimoire_summary(text: str) -> str:
    """The grimoire's text below its image: without the seat lines the image draws, but
    with the instances a seat may also hold (§11), which the image only marks in a cell."""
    return "\n".join(line for line in text.splitlines() if not SEAT_LINE.match(line))


def notes_line(notes: tuple[GrimoireNote, ...], lang: str = SOURCE) -> str:
    """The notes of the characters' rules in one line (§11), as the grimoire's text and its
    image both say them: "in some world: spent (Damsel); @3 chosen (Lleech)"."""
    said = "; ".join(_note_words(note, lang) for note in notes)
    return t("clocktower-grimoire-notes", lang, notes=said)


def _note_words(note: GrimoireNote, lang: str) -> str:
    """One note of the characters' rules (§11): "@3 chosen (Lleech)", "spent (Damsel)"."""
    return t(
        "clocktower-grimoire-note",
        lang,
        seat="" if note.seat is None else f"@{note.seat + 1} ",
        code=note.code,
        character=name(note.character, lang),
    )


def _swap_words(seat: int, night: int, got: tuple[str, ...], lang: str) -> str:
    """One untold swap: the character it gave the seat, or those it may have given."""
    said = [name(character, lang) for character in got]
    while len(said) > 1:
        said[-2:] = [t("clocktower-or", lang, first=said[-2], second=said[-1])]
    return t(
        "clocktower-grimoire-swap",
        lang,
        seat=f"@{seat + 1}",
        night=night,
        told="yes" if len(got) == 1 else "no",
        characters=said[0] if said else "-",
    )


def grimoire_text(
    game: ClocktowerGame, view: StorytellerView | None = None, lang: str = SOURCE
) -> str:
    """The storyteller's grimoire of Ψ (spec §8) with tonight's answers and a pending re-ask
    (``view``: the storyteller view when already computed); an Atheist game has no Ψ."""
    if game.adjudication is not None:
        return t("clocktower-adjudicate-head", lang, phase=game.phase, number=game.number)
    text = grimoire_lines(view or storyteller_view(game), lang)
    extra = []
    if game.phase == "night" and game.outcome is None:
        extra.append(t("clocktower-grimoire-dusk", lang))
        answered = ", ".join(f"@{s + 1}" for s in game.answered_tonight()) or t(
            "clocktower-no-one", lang
        )
        extra.append(t("clocktower-grimoire-answered", lang, seats=answered))
        res = game.resolution
        if res is not None and res.waiting is not None:
            extra.append(t("clocktower-asked-again", lang, seat=f"@{res.waiting + 1}"))
    return "\n".join([text, *extra])


def explain_text(game: ClocktowerGame, seat: int, token: str, lang: str = SOURCE) -> str:
    """Why ``seat`` cannot hold ``token`` (a minimal set of commitments), for the storyteller."""
    reason = minimal_commitments(game, seat, token)
    at = f"@{seat + 1}"
    if reason is None:
        return t("clocktower-explain-possible", lang, seat=at, token=token)
    if not reason:
        return t("clocktower-explain-rules", lang, seat=at, token=token)
    reasons = "\n".join(f"• {commitment_words(c, lang)}" for c in reason)
    return t("clocktower-explain-because", lang, seat=at, token=token) + "\n" + reasons


def reveal_text(game: ClocktowerGame, lang: str = SOURCE) -> str:
    """One consistent world (spec E4: the first of Ψ in canonical order,
    :func:`~engine.clocktower.reveal.first_world`); for an Atheist game, that it was one, and
    no world (A7)."""
    if game.adjudication is not None:
        return t("clocktower-reveal-atheist", lang)
    leaf = first_world(game.solver, game.history)
    if leaf is None:
        return t("clocktower-reveal-none", lang)
    lines = []
    for seat, token in enumerate(leaf.witness):
        player = game.setup.players[seat]
        now = leaf.current[seat]
        life = "alive" if leaf.alive[seat] else "dead"
        said = token_words(token, lang)
        at = f"@{seat + 1}"
        if now and now != token_character(token):
            later = name(now, lang)
            lines.append(
                t(
                    "clocktower-reveal-became",
                    lang,
                    seat=at,
                    name=player,
                    token=said,
                    later=later,
                    life=life,
                )
            )
        else:
            lines.append(
                t("clocktower-reveal-seat", lang, seat=at, name=player, token=said, life=life)
            )
    for night, seat, token in leaf.changes:
        lines.append(
            t(
                "clocktower-reveal-change",
                lang,
                night=night,
                seat=f"@{seat + 1}",
                name=game.setup.players[seat],
                token=token_words(token, lang),
            )
        )
    if game.history.bluffs:
        bluffs = ", ".join(name(c, lang) for c in game.history.bluffs)
        lines.append(t("clocktower-reveal-bluffs", lang, bluffs=bluffs))
    if "fortune_teller" in {token_character(w) for w in leaf.witness} and leaf.red_herring:
        herring = f"@{min(leaf.red_herring) + 1}"
        lines.append(t("clocktower-reveal-red-herring", lang, seat=herring))
    return "\n".join(lines)


def grammar_name(character: str, lang: str) -> str:
    """A character as the list grammar writes it (``chef``), with its name in ``lang`` when
    that is not the English one (``chef (Koch)``)."""
    said = name(character, lang)
    return character if said == character_title(character) else f"{character} ({said})"


def rules_text(game: ClocktowerGame | None = None, lang: str = SOURCE) -> str:
    """How to play, the grammar and the characters of the game's script (script 1, the one a
    new game is opened on, outside a game) in our own words."""
    chars = "\n".join(
        t("clocktower-character-line", lang, name=grammar_name(c, lang), summary=summary(c, lang))
        for c in (game.script.characters if game else sorted(TROUBLE_BREWING.characters))
        if c in REGISTRY
    )
    return t("clocktower-rules", lang, notice=t("clocktower-notice", lang)) + "\n" + chars


KINDS = (
    (Kind.TOWNSFOLK, "townsfolk"),
    (Kind.OUTSIDER, "outsider"),
    (Kind.MINION, "minion"),
    (Kind.DEMON, "demon"),
)


def token_words(token: str, lang: str = SOURCE) -> str:
    """A token by name: ``Empath``, or ``Drunk (believes Empath)``."""
    if token_character(token) == "drunk" and token != "drunk":
        return t("clocktower-token-drunk", lang, believed=name(token_believed(token), lang))
    return name(token, lang)


def script_title(script: Script, lang: str = SOURCE) -> str:
    """A script's name in ``lang``."""
    return t("clocktower-script", lang, id=script.id, title=script.title)


def role_counts(script: Script, players: int, lang: str = SOURCE) -> str:
    """The role counts at ``players``, one way per set of setup modifiers in play (spec S2)."""
    ways = []
    for in_play, townsfolk, outsiders in compositions(script, players):
        _, _, minions, demons = base_counts(players)
        joined = t("clocktower-counts-and", lang).join(name(c, lang) for c in sorted(in_play))
        how = t("clocktower-counts-with", lang, characters=joined) if in_play else ""
        ways.append(
            t(
                "clocktower-counts",
                lang,
                townsfolk=townsfolk,
                outsiders=outsiders,
                minions=minions,
                demons=demons,
                modifiers=how,
            )
        )
    return t("clocktower-counts-or", lang).join(ways) if ways else t("clocktower-counts-none", lang)


def script_sheet(script: Script, players: int | None = None, lang: str = SOURCE) -> str:
    """The character sheet of ``script``: each character's summary by kind, the night order,
    and the role counts for ``players`` (or for every size that has a setup)."""
    lines = [f"📜 **{script_title(script, lang)}**"]
    if players is not None:
        counts = role_counts(script, players, lang)
        lines.append(t("clocktower-sheet-at", lang, players=players, counts=counts))
    else:
        lines.append(t("clocktower-sheet-counts", lang))
        lines += [
            t("clocktower-sheet-size", lang, players=n, counts=role_counts(script, n, lang))
            for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
            if compositions(script, n)
        ]
    for kind, word in KINDS:
        lines.append(f"**{t('clocktower-kind', lang, kind=word)}**")
        lines += [
            t("clocktower-character-line", lang, name=name(c, lang), summary=summary(c, lang))
            for c in script.of_kind(kind)
        ]
    lines += night_orders(script, lang)
    if script.adjudication_character is not None:
        possible = "yes" if adjudicated_possible(script) else "no"
        lines.append(t("clocktower-lobby-adjudicated", lang, possible=possible))
    if uses_clauses(script):
        lines.append(t("clocktower-sheet-clauses", lang))
    lines.append(f"*{t('clocktower-notice', lang)}*")
    return "\n".join(lines)


def adjudicated_possible(script: Script, percent: int | None = None) -> bool:
    """Whether a game of ``script`` may be drawn as a storyteller-adjudicated one (script 2's
    Atheist, spec S7) at the lobby's ``percent`` (None: the character's default): said in the
    lobby as possible or not, never with its chance."""
    character = script.adjudication_character
    if character is None:
        return False
    return bool(REGISTRY[character].adjudicated_draw_percent if percent is None else percent)


def night_orders(script: Script, lang: str = SOURCE) -> list[str]:
    """Night 1's and the other nights' waking order, one line each."""
    first = " → ".join(name(c.id, lang) for c in night_order(script, 1))
    other = " → ".join(name(c.id, lang) for c in night_order(script, 2))
    return [
        t("clocktower-sheet-first-night", lang, order=first),
        t("clocktower-sheet-other-nights", lang, order=other),
    ]


def lobby_script_lines(
    script: Script, players: int, lang: str = SOURCE, percent: int | None = None
) -> str:
    """What the lobby post says of its script: the role counts at its size, the night order,
    whether an Atheist game is possible at ``percent`` (never the chance) and where the sheet
    is."""
    counts = role_counts(script, players, lang)
    lines = [t("clocktower-sheet-at", lang, players=players, counts=counts)]
    lines += night_orders(script, lang)
    if script.adjudication_character is not None:
        possible = "yes" if adjudicated_possible(script, percent) else "no"
        lines.append(t("clocktower-lobby-adjudicated", lang, possible=possible))
    lines.append(t("clocktower-lobby-sheet-hint", lang))
    return "\n".join(lines)


def vote_history(game: ClocktowerGame, lang: str = SOURCE) -> str:
    """Every day's nominations with their yes votes and the day's execution (public facts)."""
    names = game.setup.players

    def who(seat: int) -> str:
        if seat == STORYTELLER_NOMINEE:  # addendum D7: no seat
            return t("clocktower-the-storyteller", lang)
        return f"@{seat + 1} {names[seat]}"

    days: dict[int, list[str]] = {}
    day = 1
    for action in game.actions:
        if isinstance(action, EndDay):
            day += 1
        elif isinstance(action, Nominate):
            lines = days.setdefault(day, [])
            voters = ", ".join(f"@{v + 1}" for v in action.voters) or t("clocktower-no-one", lang)
            lines.append(
                t(
                    "clocktower-votes-nomination",
                    lang,
                    number=len(lines) + 1,
                    nominator=who(action.nominator),
                    nominee=who(action.nominee),
                    count=len(action.voters),
                    voters=voters,
                )
            )
    executed = {day: who(seat) for day, seat in executions(game.reports)}
    last = game.number if game.phase != "night" else game.number - 1
    out = []
    for d in range(1, last + 1):
        out.append(t("clocktower-votes-day", lang, day=d))
        out += days.get(d, [t("clocktower-votes-no-nominations", lang)])
        if d in executed:
            out.append(t("clocktower-votes-executed", lang, who=executed[d]))
        elif d < last or game.phase != "day":
            out.append(t("clocktower-votes-no-execution", lang))
    return "\n".join(out) or t("clocktower-votes-no-day", lang)


def lists_text(game: ClocktowerGame, lang: str = SOURCE) -> str:
    """Every seat's list for tonight as stored (storyteller only): setup lines, entries, and
    during the resolution the entry being tried."""
    if game.phase != "night":
        return t("clocktower-lists-not-night", lang, phase=game.phase, number=game.number)
    res = game.resolution
    lines = [t("clocktower-lists-head", lang, night=game.number)]
    for seat in range(game.n):
        head = f"@{seat + 1} {game.setup.players[seat]}"
        if seat in game.appears_dead:
            lines.append(t("clocktower-lists-dead", lang, head=head))
            continue
        parts = []
        if seat in game.setup_lines and game.number == 1:
            accepted = game.setup_accepted.get(seat)
            for line in game.setup_lines[seat]:
                mark = t("clocktower-lists-accepted", lang) if line == accepted else ""
                parts.append(f"{line.text}{mark}")
        sub = game.lists.get(seat)
        if sub is not None:
            current = res.index.get(seat) if res is not None else None
            trying = t("clocktower-lists-trying", lang)
            parts += [
                f"{e.text}{trying if i == current else ''}" for i, e in enumerate(sub.entries)
            ]
        lines.append(
            f"{head}: " + ("; ".join(parts) if parts else t("clocktower-lists-none", lang))
        )
    if res is not None and res.waiting is not None:
        lines.append(t("clocktower-asked-again", lang, seat=f"@{res.waiting + 1}"))
    return "\n".join(lines)
