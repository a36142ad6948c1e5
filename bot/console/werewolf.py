"""The Quantum Werewolf console: ``python -m bot.console play | simulate | replay``.

``play`` is an interactive console for a game master: it reads commands from standard input
(a terminal or a pipe), names players by name, and prints every report with all private
messages. ``simulate`` plays a random game; ``replay`` prints the reports of a saved record.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TextIO

from bot.console.lines import (
    EXIT_OK,
    Command,
    ConsoleError,
    LineConsole,
    error_message,
    exit_error,
    run_command_line,
    show_replay,
)
from engine.core.errors import EngineError, ParseError, SetupError
from engine.werewolf.actions import (
    Action,
    Advance,
    Choice,
    Decide,
    Kick,
    Rename,
    Undo,
    Vote,
    parse_action,
)
from engine.werewolf.cast.seer import Vision
from engine.werewolf.cast.wolf import Attack
from engine.werewolf.game import Game
from engine.werewolf.phases import parse_phase
from engine.werewolf.record import GameRecord, load_record, record_of, replay
from engine.werewolf.reports import Report
from engine.werewolf.roles import parse_role
from engine.werewolf.setup import MissingAttack, Preset, Reveal, TieRule, make_setup
from engine.werewolf.simulate import policy_seed_for, simulate
from engine.werewolf.text import (
    format_report,
    format_table,
    percent,
    phase_title,
    role_label,
    worlds_line,
)
from engine.werewolf.views import observe

# -- play ----------------------------------------------------------------------------------------


ACTION_VERBS = ("vision", "attack", "vote", "unvote")

SETTINGS: dict[str, str] = {
    "preset": "cisra | classic",
    "wolves": "a number, or default",
    "tie-rule": "no-lynch | random | storyteller",
    "missing-attack": "random | no-kill",
    "reveal": "team | role",
    "seer-column": "on | off",
    "hide-dead": "on | off",
    "seed": "any number or word",
}

_SEAT_DRAW = re.compile(r"^([nd]\d+)\.(vision|lynch|death|attack)\.(.+)$", re.IGNORECASE)
_TIE_DRAW = re.compile(r"^(d\d+)\.tie$", re.IGNORECASE)
_END_DRAW = re.compile(r"^end\.role\.(.+)$", re.IGNORECASE)


def _seed(text: str) -> int | str:
    """A seed as given: an integer if it is one, else the text."""
    try:
        return int(text)
    except ValueError:
        return text


def _switch(text: str) -> bool:
    value = text.strip().lower()
    if value in ("on", "yes", "true", "1"):
        return True
    if value in ("off", "no", "false", "0"):
        return False
    raise ConsoleError(f"not on or off: {text!r}")


class Console(LineConsole[Game]):
    """The game master's console. Feed it lines with :meth:`handle` (or :meth:`run`)."""

    def __init__(
        self,
        out: TextIO,
        *,
        seed: int | str = 0,
        preset: str = "cisra",
        wolves: int | None = None,
    ) -> None:
        super().__init__(out)
        self.names: list[str] = []
        self.options: dict[str, object] = {
            "preset": preset,
            "wolves": wolves,
            "tie_rule": TieRule.NO_LYNCH.value,
            "missing_attack": MissingAttack.RANDOM.value,
            "reveal": Reveal.TEAM.value,
            "seer_column": False,
            "hide_dead": False,
            "seed": seed,
        }
        self.draws: dict[str, str] = {}
        self.commands = {
            "add": Command("add NAME [NAME...]", "add players (commas allow spaces)", self.add),
            "remove": Command("remove NAME", "remove a player before the start", self.remove),
            "players": Command("players", "list the players (numbers once started)", self.players),
            "set": Command("set KEY VALUE", "change a setting (see 'settings')", self.set),
            "preset": Command("preset cisra|classic", "choose the rules", self.preset),
            "wolves": Command("wolves K|default", "choose the wolf count", self.wolves),
            "seed": Command("seed S", "choose the seed of every random draw", self.seed),
            "settings": Command("settings", "show the settings", self.settings),
            "draw": Command(
                "draw KEY OUTCOME",
                "fix a draw before it happens (draw numbers 1,2,3; draw N0.vision.Alice evil)",
                self.draw,
            ),
            "undraw": Command("undraw KEY", "forget an explicit draw not yet made", self.undraw),
            "draws": Command("draws", "list the explicit draws", self.list_draws),
            "start": Command("start", "start the game (Night 0)", self.start),
            "advance": Command("advance", "resolve the phase and print its report", self.advance),
            "decide": Command("decide NAME|none", "break a tied vote (storyteller)", self.decide),
            "table": Command("table", "print the public table", self.table),
            "status": Command("status", "who owes what, choices and votes so far", self.status),
            "view": Command("view NAME", "a player's private view", self.view),
            "save": Command("save FILE", "write the game record (JSON)", self.save),
            "load": Command("load FILE", "continue a game from a record", self.load),
            "help": Command("help", "this list", self.help),
            "quit": Command("quit", "leave the console", self.quit),
        }

    # -- plumbing --------------------------------------------------------------------------------

    def prompt(self) -> str:
        """The prompt for an interactive terminal."""
        if self.game is None:
            return "setup> "
        if self.game.is_over:
            return "over> "
        return f"{self.game.phase}> "

    def handle(self, line: str) -> None:
        """Run one command line. A bad one prints the error and changes nothing."""
        text = line.strip()
        if not text or (text.startswith("#") and not text[1:2].isdigit()):
            return
        try:
            self._dispatch(text)
        except (EngineError, OSError, UnicodeDecodeError) as error:
            self.failed(error)

    def _dispatch(self, text: str) -> None:
        words = text.split()
        head = words[0].lower()
        if head in ACTION_VERBS:
            self._push(parse_action(text))
            return
        action = self._named_action(words)
        if action is not None:
            self._push(action)
            return
        command = self.commands.get(head)
        if command is None and self.game is not None:
            verbs = [i for i, word in enumerate(words) if word.lower() in ACTION_VERBS and i]
            if verbs:
                self.seat(" ".join(words[: verbs[0]]))  # raises: no such player
        if command is None:
            raise ConsoleError(f"unknown command {words[0]!r} (type 'help' for the list)")
        command.run(text[len(words[0]) :].strip())

    # -- names -----------------------------------------------------------------------------------

    def seat(self, who: str) -> int:
        """A seat by name (case-insensitive), ``@seat`` or secret number ``#n``."""
        who = who.strip()
        if self.game is None:
            for index, name in enumerate(self.names):
                if name.casefold() == who.casefold():
                    return index
            if who.startswith("@") and who[1:].isdigit() and int(who[1:]) < len(self.names):
                return int(who[1:])
            raise ConsoleError(f"no player named {who!r}")
        if who.startswith("#") and who[1:].isdigit():
            number = int(who[1:])
            if number in self.game.numbers:
                return self.game.numbers.index(number)
            raise ConsoleError(f"no player has the number #{number}")
        return self.game.seat(who)

    def _target(self, who: str) -> int | None:
        return None if who.strip().lower() in ("none", "nobody") else self.seat(who)

    def _named_action(self, words: list[str]) -> Action | None:
        """``Alice vision Bob``, ``Alice attack Bob``, ``Alice vote Bob``, ``Alice unvote``."""
        if self.game is None:
            return None
        for index in range(1, len(words)):
            verb = words[index].lower()
            if verb not in ACTION_VERBS:
                continue
            try:
                player = self.seat(" ".join(words[:index]))
            except EngineError:
                continue
            rest = " ".join(words[index + 1 :])
            if verb == "unvote":
                if rest:
                    raise ConsoleError(f"'unvote' takes no target: {' '.join(words)!r}")
                return Vote(player=player, target=None)
            if not rest:
                raise ConsoleError(f"whom? e.g. '{words[0]} {verb} NAME' or '... {verb} none'")
            target = self._target(rest)
            if verb == "vision":
                return Vision(player=player, target=target)
            if verb == "attack":
                return Attack(player=player, target=target)
            if target is None:
                raise ConsoleError(f"to withdraw a vote, type '{' '.join(words[:index])} unvote'")
            return Vote(player=player, target=target)
        return None

    # -- the game --------------------------------------------------------------------------------

    def _push(self, action: Action) -> None:
        game = self._started()
        if isinstance(action, Advance):
            self.advance("")
            return
        game.push(action)
        self.say(f"ok: {self._describe(action)}")

    def _describe(self, action: Action) -> str:
        game = self._started()
        if isinstance(action, Decide):
            return f"the storyteller decides: {self._name(action.target)}"
        if isinstance(action, Advance | Undo):
            return str(action)
        if isinstance(action, Kick):
            return f"the storyteller removes {game.name(action.target)}"
        if isinstance(action, Rename):
            return f"seat @{action.player} is now played by {action.name}"
        if not isinstance(action, Choice):
            return str(action)
        who = game.name(action.player)
        if isinstance(action, Vote) and action.target is None:
            return f"{who} withdraws their vote"
        return f"{who} {action.type} {self._name(action.target)}"

    def _name(self, seat: int | None) -> str:
        game = self._started()
        return "nobody" if seat is None else game.name(seat)

    def advance(self, rest: str) -> None:
        """Resolve the phase and print its report. (If resolving fails, on an impossible
        explicit draw, the engine leaves the game as it was.)"""
        game = self._started()
        if rest:
            raise ConsoleError("'advance' takes no argument")
        report = game.push(Advance())
        assert report is not None
        self.say(format_report(report, game.setup.players))
        if game.is_over:
            self.say("The game is over. ('save FILE' writes the record.)")
        else:
            self.say(f"Now: {game.phase.title()}.")

    def _rebuild(self, actions: Sequence[Action]) -> Game:
        game = self._started()
        fresh = Game(game.setup, explicit_draws=self.draws, backend=game.backend)
        for action in actions:
            fresh.push(action)
        return fresh

    def decide(self, rest: str) -> None:
        """``decide NAME`` or ``decide none``."""
        if not rest:
            raise ConsoleError("usage: decide NAME|none")
        self._push(Decide(target=self._target(rest)))

    def table(self, rest: str) -> None:
        """The public table now."""
        game = self._started()
        table = game.table()
        self.say(worlds_line(table))
        self.say(format_table(table))

    def status(self, rest: str) -> None:
        """Phase, who owes what, choices so far, the vote."""
        game = self._started()
        living = game.living()
        if game.is_over:
            self.say("The game is over.")
            return
        self.say(f"{game.phase.title()}: {len(living)} of {game.n} players appear alive.")
        owed = game.owed()
        if owed:
            self.say("Owed:")
            for seat in game.by_number:
                if seat in owed:
                    self.say(f"  #{game.numbers[seat]} {game.name(seat)}: {', '.join(owed[seat])}")
        else:
            self.say("Owed: nothing.")
        chosen = []
        for seat in game.by_number:
            parts = [
                f"{kind} {self._name(table[seat])}"
                for kind, table in (
                    ("vision", game.choices.visions),
                    ("attack", game.choices.attacks),
                    ("vote", game.choices.votes),
                )
                if seat in table
            ]
            if parts:
                chosen.append(f"  #{game.numbers[seat]} {game.name(seat)}: {', '.join(parts)}")
        if chosen:
            self.say("Choices so far:")
            for line in chosen:
                self.say(line)
        if not game.phase.is_night:
            tally = game.tally()
            self.say(f"Votes (majority {tally.majority} of {tally.voters}):")
            for target, voters in sorted(tally.votes.items(), key=lambda kv: -len(kv[1])):
                names = ", ".join(game.name(v) for v in voters)
                self.say(f"  {game.name(target)}: {len(voters)} ({names})")
            if len(tally.leaders) > 1:
                names = ", ".join(game.name(s) for s in tally.leaders)
                self.say(f"  Tied: {names}.")
                decision = game.choices.decision
                if decision is not None:
                    self.say(f"  The storyteller decided: {self._name(decision[0])}.")

    def view(self, rest: str) -> None:
        """A player's private view."""
        game = self._started()
        if not rest:
            raise ConsoleError("usage: view NAME")
        seat = self.seat(rest)
        v = observe(game, seat)
        state = "alive" if v.alive else "dead"
        self.say(f"{v.name} (secret number #{v.number}), {state}, {phase_title(v.phase)}")
        roles = ", ".join(f"{role_label(r.role)} {percent(r.chance)}" for r in v.roles)
        self.say(f"  Roles: {roles}")
        line = f"  Good {percent(v.good)}, Evil {percent(v.evil)}, Dead {percent(v.dead)}"
        if game.cisra is not None:
            line += f", tonight's dominant wolf {percent(v.dominant)}"
        self.say(line)
        if v.packmates:
            mates = ", ".join(f"{p.name} {percent(p.chance)}" for p in v.packmates)
            self.say(f"  If a wolf, packmates: {mates}")
        for record in v.visions:
            self.say(
                f"  Vision, {phase_title(f'N{record.night}')}: {game.name(record.target)} "
                f"{record.result}"
            )
        if v.owed:
            self.say(f"  Owes: {', '.join(v.owed)}")
        if v.choices:
            chosen = ", ".join(f"{kind} {self._name(t)}" for kind, t in v.choices.items())
            self.say(f"  Chose: {chosen}")

    def record_json(self, game: Game) -> str:
        return record_of(game).to_json()

    def load(self, rest: str) -> None:
        """Continue a game from a record."""
        record = load_record(self._record_text(rest))
        game, reports = replay(record)
        self.game = game
        self.names = list(game.setup.players)
        self.draws = dict(record.draws)
        self.say(f"loaded {len(record.actions)} actions ({len(reports)} phases) from {rest}")
        if reports:
            self.say(format_report(reports[-1], game.setup.players))
        self.say(f"Now: {game.phase.title()}." if not game.is_over else "The game is over.")

    # -- setup -----------------------------------------------------------------------------------

    def add(self, rest: str) -> None:
        """Add players: ``add Alice Bob`` or ``add Mary Ann, Bob``."""
        self._not_started()
        names = [n.strip() for n in rest.split(",")] if "," in rest else rest.split()
        names = [n for n in names if n]
        if not names:
            raise ConsoleError("usage: add NAME [NAME...] (or names separated by commas)")
        known = {n.casefold() for n in self.names}
        for name in names:
            if name.casefold() in known:
                raise ConsoleError(f"duplicate player name: {name!r}")
            if name.lower() in ACTION_VERBS or name.lower() in ("none", "nobody"):
                raise ConsoleError(f"{name!r} cannot be a player name in the console")
            known.add(name.casefold())
        self.names.extend(names)
        self.say(f"players ({len(self.names)}): {', '.join(self.names)}")

    def remove(self, rest: str) -> None:
        """Remove a player before the start."""
        self._not_started()
        seat = self.seat(rest)
        name = self.names.pop(seat)
        self.say(f"removed {name}; players ({len(self.names)}): {', '.join(self.names)}")

    def players(self, rest: str) -> None:
        """List the players."""
        if self.game is None:
            self.say(f"players ({len(self.names)}): {', '.join(self.names) or 'none yet'}")
            return
        game = self.game
        for seat in game.by_number:
            state = "alive" if game.alive[seat] else "dead"
            self.say(f"  #{game.numbers[seat]:<4} {game.name(seat)} ({state})")

    def set(self, rest: str) -> None:
        """``set KEY VALUE``."""
        self._not_started()
        parts = rest.split(None, 1)
        if len(parts) != 2:
            raise ConsoleError("usage: set KEY VALUE (see 'settings')")
        key, value = parts[0].lower(), parts[1].strip()
        if key not in SETTINGS:
            raise ConsoleError(f"unknown setting {key!r} (settings: {', '.join(SETTINGS)})")
        option = key.replace("-", "_")
        converted: object
        if key == "wolves":
            if value.lower() == "default":
                converted = None
            elif value.isdigit():
                converted = int(value)
            else:
                raise ConsoleError(f"not a wolf count: {value!r} (a number, or default)")
        elif key == "seed":
            converted = _seed(value)
        elif key in ("seer-column", "hide-dead"):
            converted = _switch(value)
        else:
            kind = {
                "preset": Preset,
                "tie-rule": TieRule,
                "missing-attack": MissingAttack,
                "reveal": Reveal,
            }[key]
            try:
                converted = kind(value.lower()).value
            except ValueError:
                raise ConsoleError(f"unknown {key}: {value!r} ({SETTINGS[key]})") from None
        self.options[option] = converted
        self.say(f"{key} = {_show(converted)}")

    def preset(self, rest: str) -> None:
        """``preset cisra|classic``."""
        self.set(f"preset {rest}")

    def wolves(self, rest: str) -> None:
        """``wolves K|default``."""
        self.set(f"wolves {rest}")

    def seed(self, rest: str) -> None:
        """``seed S``."""
        self.set(f"seed {rest}")

    def settings(self, rest: str) -> None:
        """Show every setting."""
        for key in SETTINGS:
            value = self.options[key.replace("-", "_")]
            self.say(f"  {key:<15} {_show(value):<12} ({SETTINGS[key]})")

    def draw(self, rest: str) -> None:
        """``draw KEY OUTCOME``: fix a draw that has not happened yet."""
        parts = rest.split(None, 1)
        if len(parts) != 2:
            raise ConsoleError("usage: draw KEY OUTCOME (e.g. 'draw numbers 3,1,2,4')")
        key, outcome = self._draw_key(parts[0]), parts[1].strip()
        outcome = self._draw_outcome(key, outcome)
        self._check_not_drawn(key)
        self._set_draws({**self.draws, key: outcome})
        self.say(f"draw {key} = {outcome}")

    def undraw(self, rest: str) -> None:
        """Forget an explicit draw not yet made."""
        key = self._draw_key(rest.strip())
        if key not in self.draws:
            raise ConsoleError(f"no explicit draw {key}")
        self._check_not_drawn(key)
        self._set_draws({k: v for k, v in self.draws.items() if k != key})
        self.say(f"forgot draw {key}")

    def _check_not_drawn(self, key: str) -> None:
        game = self.game
        if game is None:
            return
        if any(entry.key == key for entry in game.random.log):
            raise ConsoleError(f"the draw {key} has already been made")
        head = key.split(".", 1)[0]
        if key == "numbers" or (head != "end" and parse_phase(head).ordinal < game.phase.ordinal):
            raise ConsoleError(f"too late for the draw {key}: that phase is over")
        if game.is_over:
            raise ConsoleError("the game is over")

    def _set_draws(self, draws: dict[str, str]) -> None:
        """Change the explicit draws; a started game is rebuilt from its actions with them."""
        previous = self.draws
        self.draws = draws
        if self.game is not None:
            try:
                self.game = self._rebuild(self.game.actions)
            except EngineError:
                self.draws = previous
                raise

    def list_draws(self, rest: str) -> None:
        """The explicit draws."""
        if not self.draws:
            self.say("no explicit draws")
        for key, outcome in self.draws.items():
            self.say(f"  {key} = {outcome}")

    def _draw_key(self, text: str) -> str:
        """The engine's key for a draw, with a player named by name, ``@seat`` or ``#n``."""
        text = text.strip()
        if text.lower() == "numbers":
            return "numbers"
        match = _SEAT_DRAW.match(text)
        if match:
            phase, kind, who = match.groups()
            return f"{phase.upper()}.{kind.lower()}.@{self.seat(who)}"
        match = _TIE_DRAW.match(text)
        if match:
            return f"{match.group(1).upper()}.tie"
        match = _END_DRAW.match(text)
        if match:
            return f"end.role.@{self.seat(match.group(1))}"
        raise ConsoleError(
            f"not a draw key: {text!r} (numbers, N0.vision.NAME, D1.lynch.NAME, "
            "N1.death.NAME, N1.attack.NAME, D1.tie or end.role.NAME)"
        )

    def _draw_outcome(self, key: str, outcome: str) -> str:
        if key == "numbers":
            parts = [p.strip() for p in outcome.replace(" ", ",").split(",") if p.strip()]
            if not all(p.isdigit() for p in parts):
                raise ConsoleError(f"not a list of numbers: {outcome!r} (e.g. 3,1,2,4)")
            if self.game is None and len(parts) != len(self.names):
                raise ConsoleError(
                    f"{len(parts)} numbers for {len(self.names)} players (add players first)"
                )
            return ",".join(parts)
        if key.endswith(".tie") or ".attack." in key:
            return str(self.seat(outcome))
        value = outcome.lower()
        if ".vision." in key and value in ("evil", "good"):
            return value
        try:
            return str(parse_role(value))
        except ParseError:
            raise ConsoleError(
                f"not a draw outcome: {outcome!r} (evil, good, seer, villager, wolf, wolf<rank>)"
            ) from None

    def start(self, rest: str) -> None:
        """Start the game."""
        self._not_started()
        setup = make_setup(players=self.names, **self.options)
        game = Game(setup, explicit_draws=self.draws)
        self.game = game
        self.say(
            f"Game started: {game.n} players, preset {setup.preset.value}, "
            f"{_wolves(setup.wolf_count)}, seed {setup.seed}."
        )
        self.say("Secret numbers:")
        for seat in game.by_number:
            self.say(f"  #{game.numbers[seat]:<4} {game.name(seat)}")
        self.table("")
        self.say(f"Now: {game.phase.title()}.")

    # -- misc ------------------------------------------------------------------------------------

    def help(self, rest: str) -> None:
        """List the commands."""
        self.say("Actions (by name; 'none' for no target):")
        self.say("  NAME vision NAME|none     NAME attack NAME|none")
        self.say("  NAME vote NAME            NAME unvote")
        self.say("  (or the canonical form: vision @2 @5, vote @2 @5 ...; #n names a number)")
        self.list_commands(26)


def _show(value: object) -> str:
    if value is None:
        return "default"
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def _play(args: argparse.Namespace) -> int:
    out = sys.stdout
    console = Console(out, seed=_seed(args.seed), preset=args.preset, wolves=args.wolves)
    if args.players:
        console.handle("add " + ", ".join(args.players))
    stdin = sys.stdin
    if stdin.isatty():
        console.say("Quantum Werewolf console. Type 'help' for the commands.")
        while not console.finished:
            try:
                line = input(console.prompt())
            except (EOFError, KeyboardInterrupt):
                console.say()
                break
            console.handle(line)
    else:
        console.run(stdin, echo=True)
    return EXIT_OK


# -- simulate and replay -------------------------------------------------------------------------


def _emit(reports: Iterable[Report], players: Sequence[str], as_json: bool) -> None:
    for index, report in enumerate(reports):
        if as_json:
            print(report.model_dump_json())
        else:
            if index:
                print()
            print(format_report(report, players))


def _wolves(count: int) -> str:
    return f"{count} wolf" if count == 1 else f"{count} wolves"


def _header(game: Game, extra: str = "") -> None:
    setup = game.setup
    print(
        f"Quantum Werewolf: {game.n} players, preset {setup.preset.value}, "
        f"{_wolves(setup.wolf_count)}, seed {setup.seed}{extra}."
    )
    numbers = ", ".join(f"#{game.numbers[s]} {game.name(s)}" for s in game.by_number)
    print(f"Secret numbers: {numbers}")
    print()


def _simulate(args: argparse.Namespace) -> int:
    seed = _seed(args.seed)
    options: dict[str, object] = {
        "players": [f"P{i}" for i in range(1, args.players + 1)],
        "preset": args.preset,
        "wolves": args.wolves,
        "seed": seed,
        "tie_rule": args.tie_rule,
        "reveal": args.reveal,
    }
    try:
        setup = make_setup(**options)
    except SetupError as error:
        return exit_error(str(error))
    policy = policy_seed_for(seed)
    game, reports = simulate(setup, policy, args.max_phases, backend=args.backend)
    if not args.json:
        _header(game, f", policy seed {policy}")
    _emit(reports, setup.players, args.json)
    if not args.json and not game.is_over:
        print(f"\nStopped after {len(reports)} phases; the game is not over.")
    if args.record:
        try:
            Path(args.record).write_text(record_of(game).to_json() + "\n", encoding="utf-8")
        except OSError as error:
            return exit_error(f"cannot write {args.record}: {error_message(error)}")
    return EXIT_OK


def _replay(args: argparse.Namespace) -> int:
    def show(text: str) -> None:
        record: GameRecord = load_record(text)
        game, reports = replay(record)
        if not args.json:
            _header(game)
        _emit(reports, game.setup.players, args.json)
        if not args.json and not game.is_over:
            print(f"\nThe record stops in {game.phase.title()}; the game is not over.")

    return show_replay(args.file, show)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the werewolf console alone."""
    parser = argparse.ArgumentParser(
        prog="python -m bot.console",
        description="Quantum Werewolf: console, simulation, replay.",
    )
    add_commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    return parser


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``play``, ``simulate`` and ``replay`` to a subcommand list."""
    presets = [p.value for p in Preset]

    play = commands.add_parser("play", help="interactive console for a game master (stdin)")
    play.add_argument("--seed", default="0", help="seed of every random draw (default 0)")
    play.add_argument("--preset", choices=presets, default="cisra")
    play.add_argument("--wolves", type=_positive, default=None)
    play.add_argument("--players", nargs="*", metavar="NAME", help="players to add at once")
    play.set_defaults(run=_play)

    sim = commands.add_parser("simulate", help="play a random game and print every report")
    sim.add_argument("--players", type=_positive, required=True, metavar="N")
    sim.add_argument("--wolves", type=_positive, default=None, metavar="K")
    sim.add_argument("--preset", choices=presets, default="cisra")
    sim.add_argument("--seed", default="0", help="setup seed (the policy seed derives from it)")
    sim.add_argument("--tie-rule", choices=[t.value for t in TieRule], default="no-lynch")
    sim.add_argument("--reveal", choices=[r.value for r in Reveal], default="team")
    sim.add_argument("--max-phases", type=_positive, default=None, metavar="P")
    sim.add_argument("--backend", choices=["fast", "oracle"], default="fast")
    sim.add_argument("--record", metavar="FILE", help="write the game record (JSON) here")
    sim.add_argument("--json", action="store_true", help="one JSON report per line")
    sim.set_defaults(run=_simulate)

    rep = commands.add_parser("replay", help="print the reports of a game record")
    rep.add_argument("file", metavar="FILE")
    rep.add_argument("--json", action="store_true", help="one JSON report per line")
    rep.set_defaults(run=_replay)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    return run_command_line(build_parser(), argv)
