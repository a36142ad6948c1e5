"""The Quantum Clocktower console: ``python -m bot.console clocktower play | replay``.

``play`` is the storyteller's console for a game run on a forum: set the players and the seed,
start, then type what each player sends in the spec's text grammar (``Alice: wake empath
learn 1; dont_wake``, or ``Alice:`` and one entry per line up to a blank line, ``end``, the next ``NAME:`` line or a
command). Without ``--seed`` a fresh seed is drawn at the start and printed. Every
list is checked on arrival: each line is marked possible or impossible, with a reason only where
the spec allows one, and an impossible list is not stored. ``resolve`` resolves the night;
``nominate``, ``slay`` and ``endday`` record the day. Each accepted action prints what to post
publicly (``public:``) and what to send each player privately (``to @3 Carol:``). ``grimoire``
and ``explain`` show the superposition to the storyteller alone. ``save`` writes the record;
``replay FILE`` prints the same transcript, byte for byte, as ``transcript`` in the console.

Unofficial fan tool, not affiliated with or endorsed by The Pandemonium Institute. Blood on the
Clocktower is a trademark of Steven Medway and The Pandemonium Institute. Quantum Clocktower is
a community rules variant.
"""

from __future__ import annotations

import argparse
import re
import secrets
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TextIO

from pydantic import ValidationError

from bot.console.lines import (
    EXIT_OK,
    Command,
    ConsoleError,
    LineConsole,
    run_command_line,
    show_replay,
)
from engine.clocktower import NOTICE, SCRIPTS, TROUBLE_BREWING, ClocktowerGame, ClocktowerSetup
from engine.clocktower.actions import Action, Submit, parse_record_line
from engine.clocktower.reports import Report
from engine.clocktower.reveal import first_world
from engine.clocktower.script import MAX_PLAYERS, MIN_PLAYERS, evil_count, token_character
from engine.clocktower.setup import ClocktowerRecord
from engine.clocktower.text import seat_text, split_lines
from engine.clocktower.views import explain, note_text, storyteller_view
from engine.core.errors import EngineError, IllegalActionError, RecordError
from engine.core.family import Actor, Seat
from engine.core.record import parse_record_json

REFUSED = "not stored, choose again: "
"""How the engine starts a refusal whose lines carry verdicts (spec N4)."""

_NAME = re.compile(r"^[^\s:@#,;]+$")


@dataclass(frozen=True)
class Step:
    """One accepted action (or the start) and the reports it caused."""

    title: str
    reports: tuple[Report, ...]


# -- the transcript (shared by play and replay, so the two print the same bytes) -----------------


def header(game: ClocktowerGame) -> str:
    """The first lines of a transcript: the script, the size, the seed and the seats."""
    script = SCRIPTS[game.setup.script]
    seats = ", ".join(f"{seat_text(s)} {name}" for s, name in enumerate(game.setup.players))
    return (
        f"Quantum Clocktower, {script.title}: {game.n} players, seed {game.setup.seed}.\n"
        f"Seats: {seats}\n"
        f"{NOTICE}"
    )


def recipient(to: Seat | str, players: Sequence[str]) -> str:
    """Who a report goes to, as the storyteller reads it."""
    if isinstance(to, int):
        return f"to {seat_text(to)} {players[to]}"
    return to


def format_step(step: Step, players: Sequence[str]) -> str:
    """An action's title, then one line per report: ``public: ...`` or ``to @2 Bob: ...``."""
    lines = [step.title]
    lines += [f"  {recipient(r.to, players)}: {r.text}" for r in step.reports]
    return "\n".join(lines)


def transcript(game: ClocktowerGame, steps: Iterable[Step]) -> str:
    """The header and every step."""
    players = game.setup.players
    return "\n".join([header(game), *(format_step(step, players) for step in steps)])


def action_step(number: int, action: Action, reports: Sequence[Report]) -> Step:
    """The step of the ``number``-th accepted action."""
    return Step(f"action {number}: {action.text}", tuple(reports))


def start_step(game: ClocktowerGame) -> Step:
    """The step of the start: alignments by DM, the first dusk."""
    return Step("start", tuple(game.reports))


def _body(action: Action) -> str:
    """What the actor of ``action`` typed, in canonical form."""
    if isinstance(action, Submit):
        return action.submission.text
    text = action.text
    return text.split(" ", 1)[1] if text.startswith("@") else text


def replay_steps(record: ClocktowerRecord) -> tuple[ClocktowerGame, list[Step]]:
    """Rebuild a game from its record, action by action, keeping each action's reports."""
    game = ClocktowerGame(record.setup, draws=record.draws)
    steps = [start_step(game)]
    n = game.n
    for number, line in enumerate(record.actions, start=1):
        try:
            actor, parsed = parse_record_line(line, n, game.clauses)
            action = game.parse_stored(_body(parsed), actor)
        except ValueError as error:
            raise RecordError(f"action {number} ({line!r}) cannot be replayed: {error}") from None
        steps.append(action_step(number, action, game.push(action)))
    return game, steps


def load_record(text: str) -> ClocktowerRecord:
    """A clocktower record from its JSON text."""
    record = parse_record_json(ClocktowerRecord, text)
    if record.family != "clocktower":
        raise RecordError(f"a {record.family} record, not a clocktower one")
    return record


# -- play ----------------------------------------------------------------------------------------


class Console(LineConsole[ClocktowerGame]):
    """The storyteller's console. Feed it lines with :meth:`handle` (or :meth:`run`)."""

    def __init__(
        self, out: TextIO, *, seed: int | str | None = None, script: str = TROUBLE_BREWING.id
    ):
        super().__init__(out)
        self.names: list[str] = []
        self.seed: int | str | None = seed
        """None: a fresh seed is drawn at the start (and printed), so two games of one size
        do not share their evil seats."""
        self.script = script
        self.draws: dict[str, str] = {}
        self.steps: list[Step] = []
        self.block: Seat | None = None
        """The seat whose list is being typed line by line, if any."""
        self.block_lines: list[str] = []
        self.posted = 0
        """How many of the game's reports 'posts' has shown."""
        self.commands = {
            "add": Command("add NAME [NAME...]", "add players in seat order", self.add),
            "count": Command("count N", "seat N players named P1..PN", self.count),
            "remove": Command("remove NAME", "remove a player before the start", self.remove),
            "seed": Command("seed S", "choose the seed of every draw", self.set_seed),
            "script": Command("script ID", "choose the script (before the start)", self.set_script),
            "draw": Command(
                "draw alignment SEATS | draw night N SEATS | draw atheist yes|no",
                "fix the evil seats, night N's order (first listed act first), or whether"
                " the game is an Atheist game (scripts with the Atheist)",
                self.draw,
            ),
            "draws": Command("draws", "list the explicit draws", self.list_draws),
            "start": Command("start", "start the game: alignments and Night 1", self.start),
            "resolve": Command("resolve", "resolve the night in strict order", self.resolve),
            "timeout": Command(
                "timeout", "the fallback for a player asked again who did not answer", self.timeout
            ),
            "nominate": Command(
                "nominate WHO WHOM [yes VOTER...]",
                "a nomination with the players who voted yes",
                self.nominate,
            ),
            "slay": Command("slay SHOOTER TARGET", "a public Slayer shot", self.slay),
            "st": Command(
                "st RULING",
                "an Atheist game's ruling: judge WHO K|none [wake X], dead WHO, survive,"
                " prompt WHO X, end evil",
                self.rule,
            ),
            "endday": Command(
                "endday", "end the day: the execution, deaths, the end check, dusk", self.end_day
            ),
            "players": Command(
                "players", "seats, names, alignment, who appears dead", self.players
            ),
            "status": Command("status", "lists sent tonight, or today's nominations", self.status),
            "grimoire": Command(
                "grimoire", "possible characters per player, in/out of play, worlds", self.grimoire
            ),
            "explain": Command(
                "explain WHO CHARACTER", "which accepted lines rule it out for them", self.explain
            ),
            "reveal": Command(
                "reveal", "one world consistent with everything (the end's reveal)", self.reveal
            ),
            "posts": Command(
                "posts", "the reports since the last 'posts', grouped by recipient", self.posts
            ),
            "public": Command("public", "every public announcement so far", self.public),
            "dms": Command("dms WHO", "every private message to a player so far", self.dms),
            "transcript": Command(
                "transcript", "the whole game so far (what 'replay' prints)", self.show_transcript
            ),
            "record": Command("record", "print the game record (JSON)", self.show_record),
            "save": Command("save FILE", "write the game record (JSON)", self.save),
            "load": Command("load FILE", "continue a game from a record", self.load),
            "help": Command("help", "this list", self.help),
            "quit": Command("quit", "leave the console", self.quit),
        }
        self.aliases = {"end_day": "endday", "dusk": "endday", "exit": "quit"}

    # -- plumbing --------------------------------------------------------------------------------

    def end_of_input(self) -> None:
        """A list still being typed when the lines run out is sent as it stands."""
        if self.block is not None:
            self._finish_block()

    def prompt(self) -> str:
        """The prompt for an interactive terminal."""
        game = self.game
        if self.block is not None:
            return f"{seat_text(self.block)}... "
        if game is None:
            return "setup> "
        if game.outcome is not None:
            return "over> "
        return f"{game.phase} {game.number}> "

    def handle(self, line: str) -> None:
        """Run one command line. A bad one prints the error and changes nothing."""
        if self.block is not None:
            text = line.split("#", 1)[0].strip()
            if text.lower() in ("", "end", "."):
                self._finish_block()
                return
            if not self._starts_something(text):
                self.block_lines.append(text)
                return
            # the next player's list or a command ends this list (no entry has a colon or
            # starts with a command word)
            self._finish_block()
        text = line.strip()
        if not text or text.startswith("#"):
            return
        try:
            self._dispatch(text)
        except (EngineError, OSError, UnicodeDecodeError) as error:
            self.failed(error)
        except KeyboardInterrupt:
            # a long solver question (a fallback at a big table) was stopped: nothing changed
            self.failed(ConsoleError("interrupted; nothing changed"))

    def _starts_something(self, text: str) -> bool:
        """Whether ``text`` is a command or a ``NAME:`` line rather than a list's entry."""
        head = text.split()[0].lower()
        if self.aliases.get(head, head) in self.commands:
            return True
        who, colon, _ = text.partition(":")
        if not colon:
            return False
        try:
            self.seat(who)
        except ConsoleError:
            return False
        return True

    def _dispatch(self, text: str) -> None:
        words = text.split()
        head = words[0].lower()
        head = self.aliases.get(head, head)
        command = self.commands.get(head)
        if command is not None:
            command.run(text[len(words[0]) :].strip())
            return
        if ":" in text:
            who, body = text.split(":", 1)
            self._player_line(who, body.strip())
            return
        raise ConsoleError(
            f"unknown command {words[0]!r} (type 'help'; a player's list is 'NAME: LIST')"
        )

    # -- names -----------------------------------------------------------------------------------

    def seat(self, who: str) -> Seat:
        """A seat by name (case-insensitive) or ``@k``."""
        who = who.strip()
        match = re.fullmatch(r"@(\d+)", who)
        if match and 1 <= int(match.group(1)) <= len(self.names):
            return int(match.group(1)) - 1
        for index, name in enumerate(self.names):
            if name.casefold() == who.casefold():
                return index
        raise ConsoleError(f"no player {who!r} (a name, or @1 to @{len(self.names)})")

    def who(self, seat: Seat) -> str:
        """``@3 Carol``."""
        return f"{seat_text(seat)} {self.names[seat]}"

    def _seats_text(self, words: Sequence[str]) -> str:
        return " ".join(seat_text(self.seat(w)) for w in words)

    # -- the game --------------------------------------------------------------------------------

    def _push(self, action: Action) -> None:
        game = self._started()
        before = self._record(game)
        try:
            reports = game.push(action)
        except KeyboardInterrupt:
            # the storyteller stopped a long resolution half-way: the game is rebuilt as it
            # was before the action (a push that raises an error leaves it so itself)
            self.game, self.steps = replay_steps(before)
            raise
        step = action_step(len(game.actions), action, reports)
        self.steps.append(step)
        self.say(format_step(step, self.names))
        self._whats_next()

    def _whats_next(self) -> None:
        """A note for the storyteller (not part of the transcript): whom the game waits for."""
        game = self._started()
        if game.outcome is not None:
            winners = ", ".join(self.who(s) for s in game.outcome.winners)
            self.say(f"The game is over. Winners: {winners}. ('grimoire' for the reveal.)")
            return
        res = game.resolution
        if res is not None and res.waiting is not None:
            kind = "setup lines" if res.waiting_setup else "list"
            self.say(
                f"Waiting for {self.who(res.waiting)}: send their new {kind} with "
                f"'{self.names[res.waiting]}: ...', or type 'timeout' for the fallback."
            )
        elif game.setup_waiting:
            waiting = ", ".join(self.who(s) for s in sorted(game.setup_waiting))
            self.say(f"New setup lines are needed from {waiting} (or 'timeout').")

    def _storyteller(self, text: str) -> None:
        game = self._started()
        self._push(game.parse_action(text, Actor.STORYTELLER))

    def rule(self, rest: str) -> None:
        """``st RULING``: the storyteller's decision in an Atheist game (addendum A2); a
        player may be named as elsewhere in the console."""
        seats = {name.lower(): seat_text(k) for k, name in enumerate(self.names)}
        said = " ".join(seats.get(word.lower(), word) for word in rest.split())
        self._storyteller(f"st {said}")

    def _player_line(self, who: str, body: str) -> None:
        game = self._started()
        seat = self.seat(who)
        if not body:
            if game.outcome is not None:
                raise ConsoleError("the game is over")
            self.block, self.block_lines = seat, []
            self.say(
                f"Type {self.who(seat)}'s lines; a blank line, 'end', the next 'NAME:' or a command finishes."
            )
            return
        self._submit(seat, body)

    def _finish_block(self) -> None:
        seat, lines = self.block, self.block_lines
        self.block, self.block_lines = None, []
        assert seat is not None
        if not lines:
            self.say(f"nothing sent for {self.who(seat)}")
            return
        try:
            self._submit(seat, "\n".join(lines))
        except EngineError as error:
            self.failed(error)

    def _submit(self, seat: Seat, text: str) -> None:
        """A player's list (or ``slay @t``): every line possible, or nothing stored."""
        game = self._started()
        try:
            action = game.parse_action(text, seat)
        except IllegalActionError as error:
            message = str(error)
            if not message.startswith(REFUSED):
                raise
            self.errors += 1
            self.say(f"not stored: {self.who(seat)} must choose again")
            for verdict in message[len(REFUSED) :].split("; "):
                self.say(f"  {verdict}")
            return
        if isinstance(action, Submit):
            self.say(f"every line is possible for {self.who(seat)}:")
            for line in split_lines(action.submission.text):
                self.say(f"  {line}: possible")
        self._push(action)

    def resolve(self, rest: str) -> None:
        """Resolve the night (spec N6)."""
        self._no_argument("resolve", rest)
        self._storyteller("resolve")

    def timeout(self, rest: str) -> None:
        """The re-ask deadline passed (spec N9, V5)."""
        self._no_argument("timeout", rest)
        self._storyteller("timeout")

    def end_day(self, rest: str) -> None:
        """End the day (spec D6)."""
        self._no_argument("endday", rest)
        self._storyteller("end_day")

    def nominate(self, rest: str) -> None:
        """``nominate WHO WHOM [yes VOTER...]``."""
        words = rest.split()
        if len(words) < 2 or (len(words) > 2 and words[2].lower() not in ("yes", "votes")):
            raise ConsoleError("usage: nominate WHO WHOM [yes VOTER...]")
        nominator, nominee = self._seats_text(words[:2]).split()
        voters = self._seats_text(words[3:])
        self._storyteller(f"nominate {nominator} {nominee} yes {voters}".rstrip())
        game = self._started()
        if game.phase == "day":
            block = "nobody" if game.block is None else self.who(game.block)
            self.say(f"On the block: {block}; the next nomination needs {game.votes_needed}.")

    def slay(self, rest: str) -> None:
        """``slay SHOOTER TARGET``."""
        words = rest.split()
        if len(words) != 2:
            raise ConsoleError("usage: slay SHOOTER TARGET")
        shooter = self.seat(words[0])
        self._submit(shooter, f"slay {seat_text(self.seat(words[1]))}")

    def _no_argument(self, name: str, rest: str) -> None:
        if rest:
            raise ConsoleError(f"'{name}' takes no argument")

    # -- what the storyteller sees ---------------------------------------------------------------

    def players(self, rest: str) -> None:
        """Seats, names, alignment and who appears dead."""
        game = self.game
        if game is None:
            listed = ", ".join(self.who(s) for s in range(len(self.names)))
            self.say(f"players ({len(self.names)}): {listed or 'none yet'}")
            return
        for seat in range(game.n):
            alignment = "evil" if seat in game.evil else "good"
            state = "appears dead" if seat in game.appears_dead else "alive"
            self.say(f"  {self.who(seat):<18} {alignment:<5} {state}")

    def status(self, rest: str) -> None:
        """Tonight's lists, or today's nominations."""
        game = self._started()
        if game.outcome is not None:
            self.say(f"The game is over: {game.outcome.reason}")
            return
        if game.phase == "night":
            self._night_status(game)
        else:
            self._day_status(game)
        self._whats_next()

    def _night_status(self, game: ClocktowerGame) -> None:
        state = "resolving" if game.resolution is not None else "open"
        self.say(f"Night {game.number} ({state}):")
        for seat in range(game.n):
            if seat in game.appears_dead:
                continue
            sent = game.lists.get(seat)
            lines = sent.text if sent is not None else "no list yet (counts as dont_wake)"
            self.say(f"  {self.who(seat):<18} {lines}")
            if game.number == 1 and seat in game.evil:
                accepted = game.setup_accepted.get(seat)
                if accepted is not None:
                    self.say(f"  {'':<18} setup accepted: {accepted.text}")
                elif seat in game.setup_lines:
                    setup = "; ".join(line.text for line in game.setup_lines[seat])
                    self.say(f"  {'':<18} setup sent: {setup}")
                else:
                    self.say(f"  {'':<18} no setup lines yet")

    def _day_status(self, game: ClocktowerGame) -> None:
        self.say(
            f"Day {game.number}: {game.alive_at_dawn} alive at dawn,"
            f" {game.votes_needed} votes needed."
        )
        block = "nobody" if game.block is None else self.who(game.block)
        self.say(f"  on the block: {block} (highest count {game.high})")
        for label, seats in (
            ("nominated", game.nominators),
            ("were nominated", game.nominated),
            ("ghost vote spent", game.ghost_used),
        ):
            listed = ", ".join(self.who(s) for s in sorted(seats)) or "nobody"
            self.say(f"  {label}: {listed}")

    def grimoire(self, rest: str) -> None:
        """The superposition: possible characters per player, in and out of play, worlds."""
        game = self._started()
        if game.adjudication is not None:
            self._adjudication(game)
            return
        view = storyteller_view(game)
        for line in view.seats:
            alignment = "evil" if line.seat in game.evil else "good"
            poisoned = ", maybe poisoned" if line.maybe_poisoned else ""
            life = f"{line.life}{poisoned}"
            self.say(
                f"  {self.who(line.seat):<18} {alignment:<5} {life:<22} {' '.join(line.tokens)}"
            )
            if line.now:
                self.say(f"  {'':<18} now: {' '.join(line.now)}")
            if line.instances:
                self.say(f"  {'':<18} may also hold: {' '.join(line.instances)}")
        self.say(f"certainly in play: {' '.join(view.certainly_in) or '-'}")
        self.say(f"certainly out of play: {' '.join(view.certainly_out) or '-'}")
        if view.bluffs:
            self.say(f"bluffs: {' '.join(view.bluffs)}")
        self.say(f"worlds: {view.worlds if view.worlds is not None else 'many'}")
        if view.notes:
            self.say("in some world: " + "; ".join(note_text(n) for n in view.notes))

    def _adjudication(self, game: ClocktowerGame) -> None:
        """An Atheist game has no worlds (A5): the lists with the shadow's verdicts (its
        resolution as of now) and the rulings so far."""
        adjudication = game.adjudication
        assert adjudication is not None
        self.say("Atheist game: the storyteller decides (st judge/dead/survive/prompt/end).")
        ended = adjudication.shadow.outcome
        if ended is not None and game.outcome is None:
            self.say(f"the shadow game is over ({ended.reason} won): its end is yours to rule")
        if game.phase != "night" or game.resolution is not None:
            return
        for verdict in adjudication.preview():
            entries = " · ".join(f"{k}. {e}" for k, e in enumerate(verdict.entries, start=1))
            shadow = "asks again" if verdict.shadow is None else f"entry {verdict.shadow}"
            ruled = "-" if verdict.ruling is None else verdict.ruling.text
            self.say(f"  {self.who(verdict.seat):<18} {entries}  shadow: {shadow}  ruled: {ruled}")

    def explain(self, rest: str) -> None:
        """``explain WHO CHARACTER``: a minimal set of accepted lines ruling it out (spec §8)."""
        game = self._started()
        if game.adjudication is not None:
            raise ConsoleError("an Atheist game has no worlds to explain (see 'grimoire')")
        words = rest.split()
        if len(words) != 2:
            raise ConsoleError("usage: explain WHO CHARACTER (e.g. explain Alice empath)")
        seat, token = self.seat(words[0]), words[1].lower()
        if token_character(token) not in game.script.characters:
            raise ConsoleError(f"{token!r} is not a character of {game.script.title}")
        reason = explain(game, seat, token)
        if reason is None:
            self.say(f"{token} is still possible for {self.who(seat)}.")
            return
        if not reason:
            self.say(
                f"{self.who(seat)} cannot be {token} by the alignment roll and the rules"
                " for this number of players alone."
            )
            return
        self.say(f"{self.who(seat)} cannot be {token} because of:")
        for item in reason:
            self.say(f"  {item}")

    def reveal(self, rest: str) -> None:
        """The first world of Ψ in canonical order (spec E4)."""
        game = self._started()
        if game.adjudication is not None:
            self.say("An Atheist game: there is no world to reveal; the record is the game (A7).")
            return
        leaf = first_world(game.solver, game.history)
        if leaf is None:
            self.say("No world is left to reveal.")
            return
        self.say("One world consistent with everything so far:")
        for seat, token in enumerate(leaf.witness):
            now = leaf.current[seat]
            later = f", later the {now}" if now and now != token_character(token) else ""
            life = "alive" if leaf.alive[seat] else "dead"
            self.say(f"  {self.who(seat):<18} {token}{later} ({life})")
        if game.history.bluffs:
            self.say(f"  bluffs: {' '.join(game.history.bluffs)}")
        if leaf.red_herring and "fortune_teller" in {token_character(t) for t in leaf.witness}:
            self.say(f"  red herring: {self.who(min(leaf.red_herring))}")

    def posts(self, rest: str) -> None:
        """What to post and send since the last ``posts``: one post, one message per player."""
        game = self._started()
        new = game.reports[self.posted :]
        self.posted = len(game.reports)
        if not new:
            self.say("Nothing new to post or send.")
            return
        public = [r.text for r in new if r.to == "public"]
        if public:
            self.say("Post in the thread:")
            self.say("\n".join(f"  {text}" for text in public))
        for seat in range(game.n):
            private = [r.text for r in new if r.to == seat]
            if private:
                self.say(f"Send to {self.who(seat)}:")
                self.say("\n".join(f"  {text}" for text in private))

    def public(self, rest: str) -> None:
        """Every public announcement so far."""
        game = self._started()
        for report in game.reports:
            if report.to == "public":
                self.say(f"  {report.text}")

    def dms(self, rest: str) -> None:
        """Every private message to one player so far."""
        game = self._started()
        if not rest:
            raise ConsoleError("usage: dms WHO")
        seat = self.seat(rest)
        self.say(f"Private messages to {self.who(seat)}:")
        for message in game.observe(seat).messages:
            self.say(f"  {message}")

    def show_transcript(self, rest: str) -> None:
        """What ``replay`` prints for this game's record."""
        self.say(transcript(self._started(), self.steps))

    def show_record(self, rest: str) -> None:
        """The record as JSON."""
        self.say(self._record(self._started()).to_json())

    def _record(self, game: ClocktowerGame) -> ClocktowerRecord:
        return game.record().model_copy(update={"draws": dict(self.draws)})

    def record_json(self, game: ClocktowerGame) -> str:
        return self._record(game).to_json()

    def load(self, rest: str) -> None:
        """Continue a game from a record."""
        game, steps = replay_steps(load_record(self._record_text(rest)))
        self.game, self.steps = game, steps
        self.posted = len(game.reports)
        self.names = list(game.setup.players)
        self.seed, self.script = game.setup.seed, game.setup.script
        self.draws = dict(game.randomness.explicit)
        self.say(f"loaded {len(game.actions)} actions from {rest}")
        self.say(format_step(steps[-1], self.names))
        self._whats_next()

    # -- setup -----------------------------------------------------------------------------------

    def add(self, rest: str) -> None:
        """Add players in seat order: ``add Alice Bob`` (one word each)."""
        self._not_started()
        names = rest.replace(",", " ").split()
        if not names:
            raise ConsoleError("usage: add NAME [NAME...]")
        known = {n.casefold() for n in self.names}
        for name in names:
            if not _NAME.match(name):
                raise ConsoleError(f"{name!r}: a name is one word without : @ # , or ;")
            if name.lower() in self.commands or name.lower() in self.aliases:
                raise ConsoleError(f"{name!r} is a console command, so it cannot be a name")
            if name.casefold() in known:
                raise ConsoleError(f"duplicate player name: {name!r}")
            known.add(name.casefold())
        if len(self.names) + len(names) > MAX_PLAYERS:
            raise ConsoleError(f"a game has at most {MAX_PLAYERS} players")
        self.names.extend(names)
        self.players("")

    def count(self, rest: str) -> None:
        """Seat N players named P1..PN (replacing any added)."""
        self._not_started()
        if not rest.isdigit() or not MIN_PLAYERS <= int(rest) <= MAX_PLAYERS:
            raise ConsoleError(f"usage: count N (N from {MIN_PLAYERS} to {MAX_PLAYERS})")
        self.names = [f"P{i}" for i in range(1, int(rest) + 1)]
        self.draws = {}
        self.players("")

    def remove(self, rest: str) -> None:
        """Remove a player before the start (later seats move up)."""
        self._not_started()
        seat = self.seat(rest)
        self.names.pop(seat)
        self.draws = {}
        self.players("")

    def set_seed(self, rest: str) -> None:
        """``seed S``."""
        self._not_started()
        if not rest:
            raise ConsoleError("usage: seed S (a number or a word)")
        self.seed = int(rest) if rest.lstrip("-").isdigit() else rest
        self.say(f"seed = {self.seed}")

    def set_script(self, rest: str) -> None:
        """``script ID``."""
        self._not_started()
        if rest not in SCRIPTS:
            raise ConsoleError(f"unknown script {rest!r} (scripts: {', '.join(SCRIPTS)})")
        self.script = rest
        self.say(f"script = {rest} ({SCRIPTS[rest].title})")

    def draw(self, rest: str) -> None:
        """``draw alignment SEATS`` (the evil seats) or ``draw night N SEATS`` (π_N's head)."""
        words = rest.split()
        if len(words) >= 2 and words[0].lower() == "alignment":
            self._not_started()
            n = len(self.names)
            seats = self._distinct_seats(words[1:])
            if n < MIN_PLAYERS or len(seats) != evil_count(n):
                raise ConsoleError(
                    f"name the evil seats: {evil_count(max(n, MIN_PLAYERS))} of them at"
                    f" {max(n, MIN_PLAYERS)} players (add the players first)"
                )
            key = "alignment"
        elif len(words) >= 3 and words[0].lower() == "night" and words[1].isdigit():
            night = int(words[1])
            game = self.game
            if night < 1 or (game is not None and night in game.pi):
                raise ConsoleError(f"too late: Night {night}'s order is already drawn")
            seats = self._distinct_seats(words[2:])
            key = f"pi/{night}"
        elif len(words) == 2 and words[0].lower() == "atheist" and words[1] in ("yes", "no"):
            self._not_started()
            if SCRIPTS[self.script].adjudication_character is None:
                raise ConsoleError(f"{SCRIPTS[self.script].title} has no Atheist")
            self.draws = {**self.draws, "atheist": words[1]}
            self.say(f"Atheist game: {words[1]}")
            return
        else:
            raise ConsoleError(
                "usage: draw alignment SEAT... | draw night N SEAT... | draw atheist yes|no"
            )
        rest_seats = [s for s in range(len(self.names)) if s not in seats]
        draws = {**self.draws, key: ",".join(str(s) for s in [*seats, *rest_seats])}
        if self.game is not None:
            record = self._record(self.game).model_copy(update={"draws": draws})
            self.game, self.steps = replay_steps(record)
        self.draws = draws
        listed = ", ".join(self.who(s) for s in seats)
        if key == "alignment":
            self.say(f"evil seats: {listed}")
        else:
            self.say(f"Night {key[3:]} order starts: {listed}")

    def _distinct_seats(self, words: Sequence[str]) -> list[Seat]:
        seats = [self.seat(w) for w in words]
        if len(set(seats)) != len(seats):
            raise ConsoleError("each seat once")
        return seats

    def list_draws(self, rest: str) -> None:
        """The explicit draws."""
        if not self.draws:
            self.say("no explicit draws")
        for key, value in self.draws.items():
            seats = ", ".join(self.who(int(s)) for s in value.split(","))
            self.say(f"  {key}: {seats}")

    def start(self, rest: str) -> None:
        """Start the game: alignments by DM, Night 1 begins."""
        self._not_started()
        if self.seed is None:
            self.seed = secrets.randbelow(10**9)
            self.say(f"seed = {self.seed} (drawn; 'seed S' before 'start' chooses one)")
        try:
            setup = ClocktowerSetup(players=tuple(self.names), seed=self.seed, script=self.script)
        except ValidationError as error:
            raise ConsoleError(error.errors()[0]["msg"].removeprefix("Value error, ")) from None
        game = ClocktowerGame(setup, draws=self.draws)
        self.game, self.steps = game, [start_step(game)]
        self.say(header(game))
        self.say(format_step(self.steps[0], self.names))

    # -- misc ------------------------------------------------------------------------------------

    def help(self, rest: str) -> None:
        """List the commands."""
        self.say("A player's list (spec grammar, seats as @k; ';' or new lines between lines):")
        self.say("  NAME: wake empath learn 1; dont_wake      NAME: setup demon @6 bluffs a b c")
        self.say("  NAME:   (then one line each, up to a blank line, 'end', NAME: or a command)")
        self.say("  NAME: slay @k                             (a Slayer shot, by day)")
        self.list_commands(34)


# -- the command line ----------------------------------------------------------------------------


def _seed(text: str | None) -> int | str | None:
    if text is None:
        return None
    return int(text) if text.lstrip("-").isdigit() else text


def _play(args: argparse.Namespace) -> int:
    console = Console(sys.stdout, seed=_seed(args.seed), script=args.script)
    if args.count:
        console.handle(f"count {args.count}")
    if args.players:
        console.handle("add " + " ".join(args.players))
    if sys.stdin.isatty():
        console.say("Quantum Clocktower storyteller's console. Type 'help' for the commands.")
        while not console.finished:
            try:
                line = input(console.prompt())
            except EOFError:
                console.say()
                break
            except KeyboardInterrupt:
                console.say("\n(type 'quit' to leave; 'save FILE' first to keep the game)")
                continue
            console.handle(line)
    else:
        console.run(sys.stdin, echo=True)
    return EXIT_OK


def _replay(args: argparse.Namespace) -> int:
    return show_replay(args.file, lambda text: print(transcript(*replay_steps(load_record(text)))))


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``play`` and ``replay`` to a subcommand list."""
    play = commands.add_parser("play", help="the storyteller's console (reads stdin)")
    play.add_argument(
        "--seed", default=None, help="seed of every draw (default: a fresh one, printed)"
    )
    play.add_argument("--script", choices=list(SCRIPTS), default=TROUBLE_BREWING.id)
    play.add_argument("--count", type=int, metavar="N", help="seat N players named P1..PN")
    play.add_argument("--players", nargs="*", metavar="NAME", help="players in seat order")
    play.set_defaults(run=_play)
    rep = commands.add_parser("replay", help="print the transcript of a game record")
    rep.add_argument("file", metavar="FILE")
    rep.set_defaults(run=_replay)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the clocktower console alone."""
    parser = argparse.ArgumentParser(
        prog="python -m bot.console clocktower",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the clocktower command line; returns the exit code."""
    return run_command_line(build_parser(), argv)
