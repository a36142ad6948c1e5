"""Commands: every event of a game, with one canonical text form each.

A record line is the actor then the command: ``P1 see up``, ``P3 choose D``, ``system
timeout``, ``host kick 2``. Seats are written 1-based (``P1``) and held 0-based.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.core.errors import ParseError
from engine.core.family import Actor, Seat
from engine.core.said import Said
from engine.lab.dice import Die
from engine.lab.geometry import Colour, Direction, parse_colour, parse_direction
from engine.lab.tiles import parse_rotation, rotation_text


class Verb(enum.Enum):
    """What a command does."""

    SEE = "see"
    """Look one way, placing tiles along the line (also the answer to a Heisenpurr reaction)."""
    MOVE = "move"
    """One step (one action)."""
    PICKUP = "pickup"
    """Pick up a cube lying on your cell (one action)."""
    STEAL = "steal"
    """Take the cube of a scientist on your cell (one action)."""
    DROP = "drop"
    """Put your cube down on your cell (one action)."""
    ELBOW = "elbow"
    """Push a scientist on your cell one step (one action; also Fermi's reaction answer)."""
    TRANSIT = "transit"
    """Go through the wormhole you stand on (one action)."""
    CAT = "cat"
    """Use your cat's power (one action)."""
    DONE = "done"
    """End the action pool."""
    BLOOP = "bloop"
    """Spend the whole turn to bloop yourself (only as the turn's first command)."""
    WIPE = "wipe"
    """Propose wiping a sealed cube (free)."""
    VOTE = "vote"
    """Yes or no on an open wipe proposal."""
    ORIENT = "orient"
    """Answer an orientation prompt with a rotation."""
    CHOOSE = "choose"
    """Answer a CHOOSE face with a value."""
    UNDO = "undo"
    """Take back one's last action of this turn, when it revealed and drew nothing (free)."""
    LEAVE = "leave"
    """Leave the game for good."""
    BACK = "back"
    """Come back from being away."""
    TIMEOUT = "timeout"
    """(system) The open prompt's deadline passed."""
    VOTE_EXPIRED = "vote-expired"
    """(system) The open wipe vote's deadline passed."""
    SKIP = "skip"
    """(host) The active player's turn ends with neutral defaults."""
    KICK = "kick"
    """(host) A player is removed as if they left."""
    ABORT = "abort"
    """(host) The game ends with no winner."""


class Spin(enum.Enum):
    """Which way a tile turns."""

    CW = "cw"
    """Clockwise."""
    CCW = "ccw"
    """Counter-clockwise."""


@dataclass(frozen=True, slots=True)
class Command:
    """One event: who sends it and what it says."""

    actor: Seat | Actor
    verb: Verb
    direction: Direction | None = None
    target: Seat | None = None
    colour: Colour | None = None
    value: str | None = None
    """A CHOOSE answer or a vote (``yes``/``no``)."""
    rotation: int | None = None
    spin: Spin | None = None

    @property
    def body(self) -> str:
        """The command without its actor: ``elbow 3 left``."""
        parts = [self.verb.value]
        if self.target is not None:
            parts.append(str(self.target + 1))
        if self.direction is not None:
            parts.append(self.direction.text)
        if self.colour is not None:
            parts.append(self.colour.text.lower())
        if self.value is not None:
            parts.append(self.value)
        if self.rotation is not None:
            parts.append(rotation_text(self.rotation))
        if self.spin is not None:
            parts.append(self.spin.value)
        return " ".join(parts)

    @property
    def text(self) -> str:
        """Canonical record line: ``P1 see up``."""
        return f"{actor_text(self.actor)} {self.body}"


def actor_text(actor: Seat | Actor) -> str:
    """``P3``, ``system`` or ``host``."""
    if isinstance(actor, Actor):
        return "host" if actor is Actor.STORYTELLER else "system"
    return f"P{actor + 1}"


def parse_actor(text: str) -> Seat | Actor:
    """The actor of a record line."""
    word = text.strip().lower()
    if word == "host":
        return Actor.STORYTELLER
    if word == "system":
        return Actor.SYSTEM
    if word.startswith("p") and word[1:].isdigit() and 1 <= int(word[1:]) <= 8:
        return int(word[1:]) - 1
    raise ParseError(
        Said(f"{text!r} is not an actor (P1–P8, host or system)", "bad-actor", text=text)
    )


def _seat_word(word: str) -> Seat:
    cleaned = word.lstrip("@").lower().removeprefix("p")
    if not cleaned.isdigit() or not 1 <= int(cleaned) <= 8:
        raise ParseError(
            Said(f"{word!r} is not a seat: give a seat number 1–8", "bad-seat", text=word)
        )
    return int(cleaned) - 1


_CHOOSE_VALUES = set(Die.NUMBER.choices) | set(Die.LETTER.choices)


def parse_command(text: str, actor: Seat | Actor) -> Command:
    """Parse a command's body (``see up``) sent by ``actor``; checks only its form."""
    words = text.strip().split()
    if not words:
        raise ParseError(Said("you sent an empty command", "empty"))
    try:
        verb = Verb(words[0].lower().lstrip("/"))
    except ValueError:
        raise ParseError(
            Said(f"{words[0]!r} is not a command", "bad-verb", text=words[0])
        ) from None
    args = words[1:]

    def arity(*counts: int) -> None:
        if len(args) not in counts:
            said = f"{text.strip()!r}: wrong number of words for {verb.value}"
            raise ParseError(Said(said, "word-count", text=text.strip(), verb=verb.value))

    match verb:
        case Verb.SEE | Verb.MOVE:
            arity(1)
            return Command(actor, verb, direction=parse_direction(args[0]))
        case Verb.STEAL | Verb.KICK:
            arity(1)
            return Command(actor, verb, target=_seat_word(args[0]))
        case Verb.ELBOW:
            arity(2)
            return Command(
                actor, verb, target=_seat_word(args[0]), direction=parse_direction(args[1])
            )
        case Verb.PICKUP:
            arity(0, 1)
            return Command(actor, verb, colour=parse_colour(args[0]) if args else None)
        case Verb.WIPE:
            arity(1)
            return Command(actor, verb, colour=parse_colour(args[0]))
        case Verb.VOTE:
            arity(1)
            if args[0].lower() not in ("yes", "no"):
                raise ParseError(Said(f"{args[0]!r}: vote yes or no", "bad-vote", text=args[0]))
            return Command(actor, verb, value=args[0].lower())
        case Verb.ORIENT:
            arity(1)
            return Command(actor, verb, rotation=parse_rotation(args[0]))
        case Verb.CHOOSE:
            arity(1)
            value = args[0].upper()
            if value not in _CHOOSE_VALUES:
                raise ParseError(
                    Said(f"{args[0]!r}: choose 1–5 or A–E", "bad-choice", text=args[0])
                )
            return Command(actor, verb, value=value)
        case Verb.CAT:
            return _parse_cat(actor, args)
        case _:
            arity(0)
            return Command(actor, verb)


def _parse_cat(actor: Seat | Actor, args: list[str]) -> Command:
    target: Seat | None = None
    direction: Direction | None = None
    spin: Spin | None = None
    for word in args:
        lowered = word.lower()
        if lowered in ("cw", "ccw"):
            spin = Spin(lowered)
        elif lowered.lstrip("@p").isdigit():
            target = _seat_word(word)
        else:
            direction = parse_direction(word)
    return Command(actor, Verb.CAT, direction=direction, target=target, spin=spin)


def parse_record_line(line: str) -> Command:
    """A record line back into its command."""
    actor, _, body = line.strip().partition(" ")
    return parse_command(body, parse_actor(actor))
