"""Commands as values (P2) with one canonical text form each: ``move A1 2,-1``."""

from __future__ import annotations

import enum
import json
import re
from dataclasses import dataclass

from engine.cloud.hexes import Hex
from engine.core.errors import ParseError
from engine.core.family import Actor, Seat
from engine.core.said import Said

SEAT_LETTERS = "ABCD"
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|\S+')
_LABEL = re.compile(r"[A-D](?:0b?|[1-9]\d*)")


class Verb(enum.Enum):
    """What a command does; the value is its first word."""

    TILE = "tile"
    """Place the drawn tile (setup, T3) or move a tile (B3)."""
    AVATAR = "avatar"
    """Place one's Avatar in setup (S4, S5)."""
    KEEP = "keep"
    """Pick the copy to keep after a failed Zeno roll (Z6)."""
    SUPERPOSE = "superpose"
    """Flip the Avatar to Superposition (Z2)."""
    MOVE = "move"
    """Move a unit (F1)."""
    ATTACK = "attack"
    """Declare an attack (F3)."""
    SUMMON = "summon"
    """Summon an Alter from hand (T7)."""
    PLAY = "play"
    """Play an Algorithm (§7)."""
    PASS = "pass"
    """Pass in an attack window (A2)."""
    END = "end"
    """End the turn (T8)."""
    UNDO = "undo"
    """Take back one's last action of this turn, when it drew and rolled nothing."""
    AUTOPASS = "autopass"
    """Turn automatic passing on or off (A3)."""
    CONCEDE = "concede"
    """Leave the game (E1)."""
    TIMEOUT = "timeout"
    """The bot: the running deadline passed (P5)."""
    PAUSE = "pause"
    """The host stops the clocks and the play."""
    RESUME = "resume"
    """The host resumes a paused game."""
    KICK = "kick"
    """The host removes a player (as a concession)."""


@dataclass(frozen=True, slots=True)
class Action:
    """One command by one actor; ``str`` gives the canonical command text."""

    actor: Seat | Actor
    verb: Verb
    hex: Hex | None = None
    origin: Hex | None = None
    unit: str | None = None
    target: str | None = None
    card: str | None = None
    flag: bool | None = None
    seat: Seat | None = None

    def __str__(self) -> str:
        parts = [self.verb.value]
        if self.card is not None:
            parts.append(json.dumps(self.card, ensure_ascii=False))
        if self.unit is not None:
            parts.append(self.unit)
        if self.target is not None:
            parts.append(self.target)
        if self.hex is not None:
            parts.append(str(self.hex))
        if self.origin is not None:
            parts += ["from", str(self.origin)]
        if self.flag is not None:
            parts.append("on" if self.flag else "off")
        if self.seat is not None:
            parts.append(SEAT_LETTERS[self.seat])
        return " ".join(parts)

    def record_text(self) -> str:
        """The action with its actor, as a record stores it: ``B: play "Cat Video" A1``."""
        return f"{actor_text(self.actor)}: {self}"


def actor_text(actor: Seat | Actor) -> str:
    """A seat's letter, or ``host``/``system``."""
    if isinstance(actor, Actor):
        return "host" if actor is Actor.STORYTELLER else "system"
    return SEAT_LETTERS[actor]


def parse_actor(text: str) -> Seat | Actor:
    """Inverse of :func:`actor_text`."""
    if text == "host":
        return Actor.STORYTELLER
    if text == "system":
        return Actor.SYSTEM
    if len(text) == 1 and text in SEAT_LETTERS:
        return SEAT_LETTERS.index(text)
    said = f"{text!r} is not a seat letter, host or system"
    raise ParseError(Said(said, "bad-actor", input=repr(text)))


def parse_record_line(line: str) -> Action:
    """Parse ``<actor>: <command>`` as stored in a record."""
    head, sep, rest = line.partition(":")
    if not sep:
        raise ParseError(Said(f"{line!r} has no actor", "no-actor", input=repr(line)))
    return parse_command(rest.strip(), parse_actor(head.strip()))


def _label(text: str) -> str:
    label = text.strip()
    label = label[0].upper() + label[1:] if label else label
    if not _LABEL.fullmatch(label):
        said = f"{text!r} is not a unit label (like A0, A0b or B3)"
        raise ParseError(Said(said, "not-unit", input=repr(text)))
    return label


def _tokens(text: str) -> list[str]:
    tokens = _TOKEN.findall(text)
    if "".join(tokens).count('"') % 2:
        said = f"{text!r} has an unclosed quote"
        raise ParseError(Said(said, "unclosed-quote", input=repr(text)))
    return tokens


def _card(token: str) -> str:
    if token.startswith('"'):
        try:
            name = json.loads(token)
        except json.JSONDecodeError:
            said = f"{token} is not a quoted card name"
            raise ParseError(Said(said, "not-card", input=token)) from None
        if not isinstance(name, str):
            raise ParseError(Said(f"{token} is not a quoted card name", "not-card", input=token))
        return name
    return token


def parse_command(text: str, actor: Seat | Actor) -> Action:
    """Parse a command's text for ``actor`` (syntax only; legality is the game's business)."""
    tokens = _tokens(text)
    if not tokens:
        raise ParseError(Said("an empty command; try `end` or `move A1 0,1`", "empty"))
    try:
        verb = Verb(tokens[0].lower())
    except ValueError:
        known = ", ".join(v.value for v in Verb)
        said = f"{tokens[0]!r} is not a command ({known})"
        found = repr(tokens[0])
        raise ParseError(Said(said, "not-command", input=found, known=known)) from None
    args = tokens[1:]

    def need(count: int, usage: str) -> None:
        if len(args) != count:
            said = f"write it as `{f'{verb.value} {usage}'.rstrip()}`"
            raise ParseError(Said(said, "usage", verb=verb.value))

    match verb:
        case Verb.TILE:
            if len(args) == 3 and args[1].lower() == "from":
                return Action(actor, verb, hex=Hex.parse(args[0]), origin=Hex.parse(args[2]))
            need(1, "q,r` or `tile q,r from q,r")
            return Action(actor, verb, hex=Hex.parse(args[0]))
        case Verb.AVATAR | Verb.SUPERPOSE:
            need(1, "q,r")
            return Action(actor, verb, hex=Hex.parse(args[0]))
        case Verb.KEEP:
            need(1, "A0")
            return Action(actor, verb, unit=_label(args[0]))
        case Verb.MOVE:
            need(2, "A1 q,r")
            return Action(actor, verb, unit=_label(args[0]), hex=Hex.parse(args[1]))
        case Verb.ATTACK:
            need(2, "A1 B2")
            return Action(actor, verb, unit=_label(args[0]), target=_label(args[1]))
        case Verb.SUMMON:
            need(2, '"Card name" q,r')
            return Action(actor, verb, card=_card(args[0]), hex=Hex.parse(args[1]))
        case Verb.PLAY:
            if not 1 <= len(args) <= 3:
                said = 'write it as `play "Card name" [unit] [q,r]`'
                raise ParseError(Said(said, "usage", verb=verb.value))
            target = _label(args[1]) if len(args) >= 2 else None
            where = Hex.parse(args[2]) if len(args) == 3 else None
            return Action(actor, verb, card=_card(args[0]), target=target, hex=where)
        case Verb.AUTOPASS:
            need(1, "on|off")
            if args[0].lower() not in ("on", "off"):
                said = "write it as `autopass on` or `autopass off`"
                raise ParseError(Said(said, "on-or-off"))
            return Action(actor, verb, flag=args[0].lower() == "on")
        case Verb.KICK:
            need(1, "B")
            return Action(actor, verb, seat=parse_seat(args[0]))
        case _:
            need(0, "")
            return Action(actor, verb)


def parse_seat(text: str) -> Seat:
    """A seat letter A–D as a seat index."""
    letter = text.strip().upper()
    if len(letter) != 1 or letter not in SEAT_LETTERS:
        raise ParseError(Said(f"{text!r} is not a seat letter A–D", "not-seat", input=repr(text)))
    return SEAT_LETTERS.index(letter)
