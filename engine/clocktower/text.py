"""The submission grammar (spec N3) and the canonical text form of every submitted value.

``parse_*`` functions never mutate anything; each returns a frozen value whose ``text``
property is its canonical form, so ``parse_entry(e.text) == e`` for every entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from engine.clocktower.faults import Fault, ListError, Problem
from engine.core.errors import ParseError

Seat = int


def seat_text(seat: Seat) -> str:
    """``@k`` for the 0-based seat ``k - 1``."""
    return f"@{seat + 1}"


def character_title(character: str) -> str:
    """A character id as players name it: ``fortune_teller`` -> ``Fortune Teller``."""
    return character.replace("_", " ").title()


def entry_words(entry: Entry) -> str:
    """What happened to a player, in words (spec N10): "you woke as the Empath and learned 0"."""
    if not isinstance(entry, Wake):
        return "you did not wake"
    text = f"you woke as the {character_title(entry.character)}"
    if entry.choices:
        text += ", chose " + " and ".join(seat_text(s) for s in entry.choices)
    info = entry.info
    if info is None:
        return text
    if info.kind in ("number", "yesno"):
        learned = info.text
    elif info.kind == "none":
        learned = "that no one is an Outsider"
    elif info.kind == "character":
        learned = f"the {character_title(info.character)}"
    else:
        a, b = (seat_text(s) for s in info.seats)
        learned = f"that {a} or {b} is the {character_title(info.character)}"
    return f"{text} and learned {learned}"


def _fault(problem: Problem, line: str, word: str = "") -> ListError:
    """What is wrong with the player's ``line`` (quoted back as typed, stripped)."""
    return ListError((Fault(problem, line=line.strip(), word=word),))


def parse_seat(word: str, n: int) -> Seat:
    """Parse ``@k`` (1..n) into a 0-based seat."""
    match = re.fullmatch(r"@(\d+)", word)
    if not match:
        raise ListError((Fault(Problem.NOT_A_SEAT, word=word, count=n),))
    number = int(match.group(1))
    if not 1 <= number <= n:
        raise ListError((Fault(Problem.SEAT_OUTSIDE, word=word, count=n),))
    return number - 1


InfoKind = Literal["number", "yesno", "none", "character", "pair"]


@dataclass(frozen=True, slots=True)
class Info:
    """Information a player says it received: a number, yes/no, none, a character, or a pair."""

    kind: InfoKind
    number: int = 0
    yes: bool = False
    character: str = ""
    seats: tuple[Seat, ...] = ()

    @property
    def text(self) -> str:
        """Canonical text."""
        if self.kind == "number":
            return str(self.number)
        if self.kind == "yesno":
            return "yes" if self.yes else "no"
        if self.kind == "none":
            return "none"
        if self.kind == "character":
            return self.character
        return f"{seat_text(self.seats[0])} {seat_text(self.seats[1])} {self.character}"


@dataclass(frozen=True, slots=True)
class Wake:
    """``wake X [choose ...] [learn ...]``: the player woke as X with these choices and info."""

    character: str
    choices: tuple[Seat, ...] = ()
    info: Info | None = None
    guess: str | None = None
    """A named character after ``guess`` (script 2's Gambler), else None."""

    @property
    def text(self) -> str:
        """Canonical text."""
        parts = ["wake", self.character]
        if self.choices:
            parts += ["choose", *(seat_text(s) for s in self.choices)]
        if self.guess is not None:
            parts += ["guess", self.guess]
        if self.info is not None:
            parts += ["learn", self.info.text]
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class DontWake:
    """``dont_wake``: the player wakes at no point tonight (spec R5)."""

    @property
    def text(self) -> str:
        """Canonical text."""
        return "dont_wake"


@dataclass(frozen=True, slots=True)
class SetupLine:
    """``setup demon @d [bluffs x y z]``: an evil player's Night 1 team information (V1)."""

    demon: Seat
    bluffs: tuple[str, str, str] | None = None

    @property
    def text(self) -> str:
        """Canonical text."""
        text = f"setup demon {seat_text(self.demon)}"
        if self.bluffs:
            text += " bluffs " + " ".join(self.bluffs)
        return text


Entry = Wake | DontWake


def parse_info(words: list[str], n: int) -> Info:
    """Parse the words after ``learn``."""
    if len(words) == 1:
        word = words[0]
        if re.fullmatch(r"\d+", word):
            return Info("number", number=int(word))
        if word in ("yes", "no"):
            return Info("yesno", yes=word == "yes")
        if word == "none":
            return Info("none")
        if re.fullmatch(r"[a-z_]+", word):
            return Info("character", character=word)
    if len(words) == 3 and re.fullmatch(r"[a-z_]+", words[2]):
        return Info(
            "pair", seats=(parse_seat(words[0], n), parse_seat(words[1], n)), character=words[2]
        )
    raise ListError((Fault(Problem.NOT_INFO, word=" ".join(words)),))


def parse_entry(line: str, n: int) -> Entry:
    """Parse one night entry (shape only; the character's own limits are checked by its module)."""
    words = line.lower().split()
    if words == ["dont_wake"]:
        return DontWake()
    if len(words) < 2 or words[0] != "wake":
        raise _fault(Problem.NOT_ENTRY, line)
    character = words[1]
    rest = words[2:]
    choices: list[Seat] = []
    info: Info | None = None
    if rest and rest[0] == "choose":
        rest = rest[1:]
        while rest and rest[0].startswith("@"):
            choices.append(parse_seat(rest.pop(0), n))
        if not choices:
            raise _fault(Problem.CHOOSE_NEEDS_SEAT, line)
    guess: str | None = None
    if rest and rest[0] == "guess":
        if len(rest) < 2 or not re.fullmatch(r"[a-z_]+", rest[1]):
            raise _fault(Problem.GUESS_NEEDS_CHARACTER, line)
        guess, rest = rest[1], rest[2:]
    if rest and rest[0] == "learn":
        if len(rest) == 1:
            raise _fault(Problem.LEARN_NEEDS_INFO, line)
        info = parse_info(rest[1:], n)
        rest = []
    if rest:
        raise _fault(Problem.UNEXPECTED, line, " ".join(rest))
    return Wake(character, tuple(choices), info, guess)


def parse_setup_line(line: str, n: int) -> SetupLine:
    """Parse ``setup demon @d [bluffs x y z]`` (shape only)."""
    words = line.lower().split()
    if len(words) < 3 or words[:2] != ["setup", "demon"]:
        raise _fault(Problem.NOT_SETUP, line)
    demon = parse_seat(words[2], n)
    if len(words) == 3:
        return SetupLine(demon)
    if words[3] != "bluffs" or len(words) != 7:
        raise _fault(Problem.THREE_BLUFFS, line)
    bluffs = (words[4], words[5], words[6])
    return SetupLine(demon, bluffs)


@dataclass(frozen=True, slots=True)
class Submission:
    """One player's lists for a night: setup lines (Night 1, evil) and ordered night entries."""

    setup: tuple[SetupLine, ...]
    entries: tuple[Entry, ...]

    @property
    def text(self) -> str:
        """Canonical text: every line, setup lines first, joined by ``; ``."""
        return "; ".join([*(s.text for s in self.setup), *(e.text for e in self.entries)])


def split_lines(text: str) -> list[str]:
    """Lines of a submission: newlines or ``;`` separate them; ``#`` starts a comment."""
    lines = []
    for raw in re.split(r"[\n;]", text):
        line = raw.split("#", 1)[0].strip()
        if line:
            lines.append(" ".join(line.lower().split()))
    return lines


def parse_submission(text: str, n: int) -> Submission:
    """Parse a whole list (shape only). Raises ParseError naming the first bad line."""
    setup: list[SetupLine] = []
    entries: list[Entry] = []
    for number, line in enumerate(split_lines(text), start=1):
        try:
            if line.startswith("setup"):
                setup.append(parse_setup_line(line, n))
            else:
                entries.append(parse_entry(line, n))
        except ListError as error:
            faults = tuple(replace(f, number=number) for f in error.faults)
            raise ListError(faults) from None
        except ParseError as error:
            raise ParseError(f"line {number}: {error}") from None
    return Submission(tuple(setup), tuple(entries))
