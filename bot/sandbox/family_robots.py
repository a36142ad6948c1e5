"""Bot-driven players for the games played in threads: Quantum Clocktower, Schrödinger's Lab
and Quantum Cloud.

Like the werewolf ones (:mod:`bot.sandbox.robots`), they use the slash commands a person uses,
so the bot cannot tell them from people; what they choose comes from the engines' random
policies. They keep to the commands that need no member or file option, which every turn
offers (a Lab scientist looks, walks, picks up and drops; a Cloud player places, moves,
attacks, summons and passes). A Clocktower robot sends a real night list by DM: it wakes as a
character drawn at random, with choices and information drawn among the well-formed ones,
keeping ``dont_wake`` behind it as the second choice; an evil robot adds its Night 1 setup
lines, naming as the Demon first the teammate its team agreed on (one draw per game, the same
for every evil robot), then each other teammate, so that one line stays possible whatever a
person on its team sends. On script 2 a Minion robot adds ``setup damsel`` (addendum V6) when
its team agreed to learn the Damsel (another draw per game; the agreed Demon then bluffs no
Damsel), or when, asked again, no Demon line of its is possible without her. A robot asked
again (spec N8, V5) answers with a new list. Every list is checked with the engine's own check
before it is sent, as the bot will check it. When none of its drawn entries is possible, a
robot checks ``dont_wake``, then searches the characters' entries in turns (one of each
character, and of each kind of information, at a time), a bounded number of them. On script
2, when that finds no one-clause entry either (a seat that wakes at two slots in every world:
a Poisoner the Demon's Barber swap makes an Empath, a Demon whose kill only a swap makes
possible), it tries entries of two or more clauses as Fallback F does, the engine's
candidates (:meth:`ClocktowerGame.joined_entries`, its own wakes, then with the Barber's swap)
with a bounded number of questions and checks; never on Night 1, where a seat holds one
character. Where no list is possible (or none is found) the robot sends nothing (an empty
option never reaches the bot): the storyteller's timeout gives the seat the engine's fallback.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.shell import FamilySession, GameStatus
from bot.shell.seats import seat_users as users_of_row
from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry, SetupLearn
from engine.clocktower.fallback import character_wakes
from engine.clocktower.reports import REASKS
from engine.clocktower.script import BLUFF_MIN_PLAYERS
from engine.clocktower.text import SetupLine, Wake
from engine.cloud import CloudGame
from engine.cloud.actions import Action as CloudAction
from engine.cloud.actions import Verb as CloudVerb
from engine.cloud.policy import legal_actions
from engine.lab import LabGame
from engine.lab.actions import Command as LabCommand
from engine.lab.actions import Verb as LabVerb


@dataclass(frozen=True)
class SlashMove:
    """One slash command a bot-driven player sends (in the game's thread, or in its DMs)."""

    user_id: int
    thread_id: int | None
    """The game's thread (where thread commands go)."""
    command: str
    """The command's full name, ``lab see``."""
    options: dict[str, Any] = field(default_factory=dict)
    in_dm: bool = False
    key: str = ""
    """What this move answers (tried once: a refusal is logged, never retried in a loop)."""


def seat_users(session: FamilySession) -> list[int | None]:
    """Each seat's user id (:func:`bot.shell.seats.seat_users`)."""
    return users_of_row(session.row)


def generator(session: FamilySession, step: int, seat: int) -> random.Random:
    """The generator of one seat at one step of one game (never global randomness)."""
    return seeded(session.row.family, session.row.id, step, seat)


def seeded(family: str, game_id: int, step: int, seat: int) -> random.Random:
    """:func:`generator` from the game's family and id alone."""
    return random.Random(f"sandbox/{family}/{game_id}/{step}/{seat}")


# -- Schrödinger's Lab ----------------------------------------------------------------------------


def lab_slash(command: LabCommand) -> tuple[str, dict[str, Any]] | None:
    """The slash command a person types for ``command``; ``None`` for those needing a member."""
    verb = command.verb
    if verb is LabVerb.SEE and command.direction is not None:
        return "lab see", {"direction": command.direction.text}
    if verb is LabVerb.MOVE and command.direction is not None:
        return "lab move", {"steps": command.direction.text}
    if verb is LabVerb.PICKUP:
        colour = {} if command.colour is None else {"colour": command.colour.text.lower()}
        return "lab pickup", colour
    if verb in (LabVerb.DROP, LabVerb.TRANSIT, LabVerb.DONE):
        return f"lab {verb.value}", {}
    if verb is LabVerb.ORIENT:
        return "lab orient", {"rotation": command.body.split(" ", 1)[1]}
    if verb is LabVerb.CHOOSE and command.value is not None:
        return "lab choose", {"value": command.value}
    return None


def lab_moves(session: FamilySession, game: LabGame, robots: set[int]) -> list[SlashMove]:
    """The move the Lab waits for, when a bot-driven player owes it."""
    seat = game.prompt.seat
    if game.outcome is not None or seat is None:
        return []
    user_id = seat_users(session)[seat]
    if user_id is None or user_id not in robots:
        return []
    step = len(game.actions)
    rng = generator(session, step, seat)
    legal = [(c, lab_slash(c)) for c in game.legal_commands()]
    usable = [(c, slash) for c, slash in legal if slash is not None]
    if not usable:
        return []
    done = [pair for pair in usable if pair[0].verb is LabVerb.DONE]
    rest = [pair for pair in usable if pair[0].verb is not LabVerb.DONE]
    _, (name, options) = done[0] if done and (not rest or rng.random() < 0.2) else rng.choice(rest)
    return [
        SlashMove(user_id, session.row.thread_id, name, options, key=f"lab/{session.row.id}/{step}")
    ]


# -- Quantum Cloud --------------------------------------------------------------------------------

_CLOUD_SIMPLE = {CloudVerb.END: "cloud end", CloudVerb.PASS: "cloud pass"}


def cloud_slash(action: CloudAction) -> tuple[str, dict[str, Any]] | None:
    """The slash command a person types for ``action``; ``None`` for plays of Algorithms."""
    verb = action.verb
    if verb in _CLOUD_SIMPLE:
        return _CLOUD_SIMPLE[verb], {}
    if verb is CloudVerb.TILE and action.hex is not None:
        options = {"at": str(action.hex)}
        if action.origin is not None:
            options["from"] = str(action.origin)
        return "cloud tile", options
    if verb is CloudVerb.AVATAR and action.hex is not None:
        return "cloud avatar", {"at": str(action.hex)}
    if verb is CloudVerb.SUPERPOSE and action.hex is not None:
        return "cloud superpose", {"at": str(action.hex)}
    if verb is CloudVerb.KEEP and action.unit is not None:
        return "cloud keep", {"unit": action.unit}
    if verb is CloudVerb.MOVE and action.unit is not None and action.hex is not None:
        return "cloud move", {"unit": action.unit, "to": str(action.hex)}
    if verb is CloudVerb.ATTACK and action.unit is not None and action.target is not None:
        return "cloud attack", {"unit": action.unit, "target": action.target}
    if verb is CloudVerb.SUMMON and action.card is not None and action.hex is not None:
        return "cloud summon", {"card": action.card, "at": str(action.hex)}
    return None


def cloud_moves(session: FamilySession, game: CloudGame, robots: set[int]) -> list[SlashMove]:
    """One move for each bot-driven player the game waits for now."""
    moves: list[SlashMove] = []
    step = len(game.actions)
    users = seat_users(session)
    for seat in game.living():
        user_id = users[seat]
        if user_id is None or user_id not in robots:
            continue
        rng = generator(session, step, seat)
        usable = [(a, cloud_slash(a)) for a in legal_actions(game, seat)]
        options = [(a, slash) for a, slash in usable if slash is not None]
        if not options:
            continue
        # Ending a turn or passing less eagerly than acting, so a robot's turn shows play.
        weights = [0.3 if a.verb in _CLOUD_SIMPLE else 1.0 for a, _ in options]
        _, (name, chosen) = rng.choices(options, weights)[0]
        key = f"cloud/{session.row.id}/{step}/{seat}"
        moves.append(SlashMove(user_id, session.row.thread_id, name, chosen, key=key))
    return moves


# -- Quantum Clocktower ---------------------------------------------------------------------------


CT_WAKE_TRIES = 30
"""How many drawn wake entries a Clocktower robot checks before it searches in order."""

CT_LEARN_CHANCE = 0.5
"""The chance that an evil team of robots agrees to learn a character at setup (the Damsel)."""

CT_SEARCH_CHECKS = 120
"""How many wake entries a Clocktower robot checks in order, once no drawn one was possible."""

CT_JOINED_QUESTIONS = 40
"""How many questions a Clocktower robot asks about the shapes of joined entries (script 2),
in each of its two tries, once no one-clause entry was found."""

CT_JOINED_CHECKS = 20
"""How many joined entries a Clocktower robot checks whole, in each of its two tries."""


def ct_possible(game: ClocktowerGame, seat: int, lines: list[str]) -> bool:
    """Whether the bot would store these lines from ``seat`` now (its check on arrival)."""
    try:
        game.parse_action("; ".join(lines), seat)
    except ValueError:
        return False
    return True


def ct_setup_lines(game: ClocktowerGame, seat: int, rng: random.Random, game_id: int) -> list[str]:
    """An evil robot's Night 1 setup lines: the team's agreed Demon first, then the others,
    and the ``setup <character>`` lines its team agreed to learn (:func:`ct_learned_lines`)."""
    team = sorted(game.evil)
    agreed = random.Random(f"sandbox/clocktower/{game_id}/demon").choice(team)
    learned = ct_team_learns(game, game_id)
    # the agreed Demon leaves out of its bluffs what its Minions learn (a bluffed Damsel makes
    # every `setup damsel` impossible, addendum V7)
    good = [c for c in (*game.script.townsfolk, *game.script.outsiders) if c not in learned]
    order = [agreed, *(d for d in team if d != agreed)]
    lines: list[str] = []
    named: list[int] = []
    for demon in order:
        for _ in range(5):
            bluffs = tuple(rng.sample(good, 3))
            needs_bluffs = demon == seat and game.n >= BLUFF_MIN_PLAYERS
            line = SetupLine(demon, (bluffs[0], bluffs[1], bluffs[2]) if needs_bluffs else None)
            if ct_possible(game, seat, [line.text]):
                lines.append(line.text)
                named.append(demon)
                break
            if not needs_bluffs:
                break
    if not lines:
        return ct_learning_lines(game, seat, order) or ct_own_bluffs_line(game, seat)
    if named[0] == seat:
        return lines  # a Demon learns nothing at setup (V6)
    return [*lines, *ct_learned_lines(game, seat, lines, learned)]


def ct_team_learns(game: ClocktowerGame, game_id: int) -> list[str]:
    """The characters an evil team of robots agreed to learn at setup (addendum V6: the
    Damsel on script 2), each on a draw of its own per game, the same for every robot."""
    return [
        c
        for c in game.script.characters
        if REGISTRY[c].learned_at_setup
        and random.Random(f"sandbox/clocktower/{game_id}/learn/{c}").random() < CT_LEARN_CHANCE
    ]


def ct_learned_lines(
    game: ClocktowerGame, seat: int, lines: list[str], learned: list[str]
) -> list[str]:
    """A Minion robot's ``setup <character>`` lines for what its team agreed to learn, each
    kept only when it is possible beside ``lines``."""
    kept: list[str] = []
    for character in learned:
        line = SetupLearn(character).text
        if ct_possible(game, seat, [*lines, *kept, line]):
            kept.append(line)
    return kept


def ct_learning_lines(game: ClocktowerGame, seat: int, demons: list[int]) -> list[str]:
    """The first line naming a teammate as the Demon that is possible once ``seat`` learns a
    character at setup, with that ``setup <character>`` line (V6); none when there is none.

    Where every world holds the Damsel (a script whose Minions all bring her in) the team's
    silence rules out every setup, so a robot asked again for its setup must learn her, as a
    person told "none of your setup lines is possible" would."""
    learnable = [c for c in game.script.characters if REGISTRY[c].learned_at_setup]
    for demon in demons:
        if demon == seat:
            continue  # a Demon learns nothing at setup
        for character in learnable:
            lines = [SetupLine(demon).text, SetupLearn(character).text]
            if ct_possible(game, seat, lines):
                return lines
    return []


def ct_own_bluffs_line(game: ClocktowerGame, seat: int) -> list[str]:
    """The first possible line naming ``seat`` as the Demon with bluffs, in the script's order
    of bluff triples (none when it needs no bluffs, or none is possible).

    The random tries settle for nothing when only this line can be possible (a teammate's
    accepted line named ``seat`` as the Demon) and most triples are not (half of them at
    fourteen players): the robot then sent an empty list, which Discord refuses. The other
    lines carry no bluffs, so the tries have checked each of them already."""
    if game.n < BLUFF_MIN_PLAYERS or seat not in game.evil:
        return []
    if game.history.demon not in (None, seat):
        return []  # another seat is the Demon: no line of seat's own is possible
    good = [*game.script.townsfolk, *game.script.outsiders]
    for a, b, c in itertools.combinations(good, 3):
        text = SetupLine(seat, (a, b, c)).text
        if ct_possible(game, seat, [text]):
            return [text]
    return []


def ct_entries(game: ClocktowerGame, seat: int, rng: random.Random, setup: list[str]) -> list[str]:
    """A wake entry drawn at random (see :func:`ct_drawn_entries`); when no drawn entry is
    possible, the first possible entry found in order (:func:`ct_searched_entries`); when
    none is, a possible entry of joined clauses (:func:`ct_joined_entries`); none when no
    entry is found."""
    characters = ct_characters(game, seat)
    drawn = ct_drawn_entries(game, seat, rng, setup, characters)
    if drawn is not None:
        return drawn
    return ct_searched_entries(game, seat, setup, characters) or ct_joined_entries(
        game, seat, rng, setup, characters
    )


def ct_characters(game: ClocktowerGame, seat: int) -> list[str]:
    """The characters ``seat`` has a well-formed wake entry of tonight, by id."""
    return sorted(
        c for c in game.script.characters if next(character_wakes(game, seat, c), None) is not None
    )


def ct_drawn_entries(
    game: ClocktowerGame, seat: int, rng: random.Random, setup: list[str], characters: list[str]
) -> list[str] | None:
    """A wake entry drawn at random (one of ``characters``, then one of its entries), with
    ``dont_wake`` behind it when that is possible too; ``None`` when none of the
    :data:`CT_WAKE_TRIES` drawn entries is possible.

    A character's entries are listed only once it is drawn (some have thousands): listing every
    character's stalled a loop running hundreds of games for seconds."""
    listed: dict[str, list[Wake]] = {}
    for _ in range(CT_WAKE_TRIES if characters else 0):
        character = rng.choice(characters)
        if character not in listed:
            listed[character] = list(character_wakes(game, seat, character))
        wake = rng.choice(listed[character])
        for entries in ([wake.text, "dont_wake"], [wake.text]):
            if ct_possible(game, seat, [*setup, *entries]):
                return entries
    return None


def ct_searched_entries(
    game: ClocktowerGame, seat: int, setup: list[str], characters: list[str]
) -> list[str]:
    """``dont_wake`` when it is possible, else the first possible wake entry of ``characters``
    in order, checking at most :data:`CT_SEARCH_CHECKS` of them; none when none is found."""
    if ct_possible(game, seat, [*setup, "dont_wake"]):
        return ["dont_wake"]
    for wake in itertools.islice(ct_search_order(game, seat, characters), CT_SEARCH_CHECKS):
        if ct_possible(game, seat, [*setup, wake.text]):
            return [wake.text]
    return []


def ct_joined_entries(
    game: ClocktowerGame, seat: int, rng: random.Random, setup: list[str], characters: list[str]
) -> list[str]:
    """A possible entry of two or more clauses (script 2: a seat that wakes at two slots in
    every world, such as a Poisoner the Demon's Barber swap makes an Empath), from the tiers of
    :func:`ct_joined_tiers`; none when none is found.

    Each tier's candidates are checked whole, at most :data:`CT_JOINED_CHECKS` of them drawn at
    random, as a person would pick among the entries that may hold one whose information is
    true."""
    for joined in ct_joined_tiers(game, seat, characters):
        for entry in rng.sample(joined, min(CT_JOINED_CHECKS, len(joined))):
            if ct_possible(game, seat, [*setup, entry.text]):
                return [entry.text]
    return []


def ct_joined_tiers(
    game: ClocktowerGame, seat: int, characters: list[str]
) -> Iterator[list[ClauseEntry]]:
    """Fallback F's joined tiers of ``characters``' wakes (their own, then with the optional
    ones: the Barber's swap), each the engine's candidates
    (:meth:`ClocktowerGame.joined_entries`, at most :data:`CT_JOINED_QUESTIONS` questions about
    their shapes), listed once the tier before found nothing; none on script 1 or Night 1."""
    if not game.clauses:
        return  # script 1's entries have one wake each
    if game.number == 1:
        # a seat holds one character on Night 1 (a gain or a Barber's swap needs a day before
        # it), so no clauses of two characters hold; and questions over Night 1's open worlds
        # are the costliest (30.6 s CPU for a re-ask's two tiers at eight players)
        return
    wakes = [wake for c in characters for wake in character_wakes(game, seat, c)]
    plain = [wake for wake in wakes if not REGISTRY[wake.character].optional_wake]
    for joinable in (plain, wakes) if len(plain) < len(wakes) else (plain,):
        yield game.joined_entries(seat, joinable, CT_JOINED_QUESTIONS)


def ct_search_order(game: ClocktowerGame, seat: int, characters: list[str]) -> Iterator[Wake]:
    """The wake entries of ``characters`` in the order the search checks them: in turns, one
    entry of each character, and within a character one of each kind of information.

    In canonical order a character with hundreds of entries (a Washerwoman's pairs) used up the
    checks before the next character was reached, and a Librarian's one ``none`` came after all
    its pairs (a seven-player game of the benchmark found it only at entry 357). A character's
    entries are listed once the search reaches it (a few milliseconds for every character at
    fourteen players), never for a turn whose draws found one."""
    return _in_turns(_kinds_in_turns(game, seat, c) for c in characters)


def _kinds_in_turns(game: ClocktowerGame, seat: int, character: str) -> Iterator[Wake]:
    """``character``'s wake entries, one of each kind of information in turn."""
    kinds: dict[str | None, list[Wake]] = {}
    for wake in character_wakes(game, seat, character):
        kinds.setdefault(None if wake.info is None else wake.info.kind, []).append(wake)
    yield from _in_turns(kinds.values())


def _in_turns(groups: Iterable[Iterable[Wake]]) -> Iterator[Wake]:
    """The first of each group, then the second of each, and so on."""
    turns = itertools.chain.from_iterable(itertools.zip_longest(*groups))
    return (wake for wake in turns if wake is not None)


def ct_asked(game: ClocktowerGame, seat: int) -> int:
    """How many times the game asked ``seat`` again so far."""
    return sum(1 for r in game.reports if r.to == seat and r.code in REASKS)


@dataclass(frozen=True)
class CtTurn:
    """A night list a bot-driven Clocktower player owes: who, and what :func:`ct_move` needs
    besides the game to choose it (plain data, so the choice can be made elsewhere, on a copy
    of the game)."""

    user_id: int
    thread_id: int | None
    game_id: int
    seat: int
    asked: int
    setup_owed: bool
    only_setup: bool
    night: int

    @property
    def key(self) -> str:
        """What the list answers (see :attr:`SlashMove.key`)."""
        return f"ct/{self.game_id}/{self.night}/{self.seat}/{self.asked}"


def ct_turns(
    session: FamilySession, game: ClocktowerGame, robots: set[int], tried: Container[str] = ()
) -> list[CtTurn]:
    """Every living bot-driven player the night waits for (one who has sent nothing tonight, or
    one the game asks again), leaving out the lists whose key is in ``tried``; cheap, as it
    chooses nothing."""
    if game.phase != "night" or game.outcome is not None:
        return []
    res = game.resolution
    turns = []
    for seat, user_id in enumerate(seat_users(session)):
        if user_id is None or user_id not in robots or seat in game.appears_dead:
            continue
        setup_owed = game.number == 1 and seat in game.evil and seat not in game.setup_accepted
        asked_setup = seat in game.setup_waiting and (res is None or res.waiting in (None, seat))
        if res is None:
            owes = seat not in game.lists or asked_setup
        else:
            owes = res.waiting == seat or seat in res.early
        if not owes:
            continue
        only_setup = asked_setup and (res is None or res.waiting_setup)
        turn = CtTurn(
            user_id,
            session.row.thread_id,
            session.row.id,
            seat,
            ct_asked(game, seat),
            setup_owed,
            bool(only_setup),
            game.number,
        )
        if turn.key not in tried:
            turns.append(turn)
    return turns


def ct_move(game: ClocktowerGame, turn: CtTurn) -> SlashMove | None:
    """The night list a bot-driven player sends for ``turn`` (the costly part: every line is
    checked with the engine's own check); ``None`` when no list is possible (a setup line
    asked for where none is, or no entry found: the storyteller's timeout gives the seat its
    fallback). Setup lines owed go alone when no entry is found beside them."""
    rng = seeded("clocktower", turn.game_id, turn.night * 1000 + turn.asked, turn.seat)
    # A seat asked again for its setup alone owes setup lines even once one was accepted.
    owes_setup = turn.setup_owed or turn.only_setup
    setup = ct_setup_lines(game, turn.seat, rng, turn.game_id) if owes_setup else []
    lines = setup if turn.only_setup else [*setup, *ct_entries(game, turn.seat, rng, setup)]
    if not lines:
        return None  # an empty option is refused before the bot sees it
    return SlashMove(
        turn.user_id,
        turn.thread_id,
        "ct night",
        {"entries": "; ".join(lines), "game": turn.game_id},
        in_dm=True,
        key=turn.key,
    )


def clocktower_moves(
    session: FamilySession, game: ClocktowerGame, robots: set[int], tried: Container[str] = ()
) -> list[SlashMove]:
    """A night list from every living bot-driven player the night waits for (see
    :func:`ct_turns`)."""
    moves = (ct_move(game, turn) for turn in ct_turns(session, game, robots, tried))
    return [move for move in moves if move is not None]


def due_moves(
    sessions: list[FamilySession], robots: set[int], tried: Container[str] = ()
) -> list[SlashMove]:
    """Every move a bot-driven player owes now in the games played in threads, leaving out
    those whose key is in ``tried`` (a Clocktower list is not even chosen then)."""
    moves: list[SlashMove] = []
    for session in sessions:
        game = session.game
        if session.row.status is not GameStatus.RUNNING or game is None:
            continue
        if isinstance(game, LabGame):
            moves += lab_moves(session, game, robots)
        elif isinstance(game, CloudGame):
            moves += cloud_moves(session, game, robots)
        elif isinstance(game, ClocktowerGame):
            moves += clocktower_moves(session, game, robots, tried)
    return [move for move in moves if move.key not in tried]
