"""The Quantum Clocktower console: ``python -m bot.console clocktower play | replay``."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console.cli import main
from bot.console.clocktower import Console, load_record, replay_steps, transcript
from engine.core.errors import DrawError

ROOT = Path(__file__).resolve().parents[3]

SETUP = """\
add Ann Bob Cat Dan Eve Fay Gus
seed 1
draw alignment Fay Gus
draw night 1 Bob Ann
start
Fay: setup demon @6 bluffs washerwoman librarian investigator
Gus: setup demon @6
Gus: wake poisoner choose @3
"""
"""Seven players, Fay the Demon and Gus a Minion; Gus poisons Cat (spec T4's table)."""

NIGHT_1 = """\
Ann: wake empath learn 4
Ann: wake empath learn 2
resolve
Ann: wake empath learn 1
"""
"""An impossible list (4 is out of every range), a possible one that fails at resolution
(the Poisoner rules out every Outsider, spec T4), the re-ask and its answer."""

DAY_1 = """\
nominate Ann Fay yes Ann Bob Cat Dan
endday
"""
"""Four votes of seven alive put the Demon on the block; the execution ends the game."""


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], script: str) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO(script))
    assert main(["clocktower", "play"]) == 0
    return capsys.readouterr().out


def _console(*lines: str) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    console = Console(out)
    console.run([*SETUP.splitlines(), *lines])
    return console, out


def _block(output: str, title: str) -> list[str]:
    """The report lines printed under the step ``title``."""
    lines = output.splitlines()
    start = lines.index(title) + 1
    block = []
    for line in lines[start:]:
        if not line.startswith("  "):
            break
        block.append(line.strip())
    return block


# -- a whole game through stdin and stdout -------------------------------------------------------


def test_impossible_list_is_refused_with_its_reason(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An impossible entry is marked with the reason the spec allows, and nothing is stored."""
    out = _play(monkeypatch, capsys, SETUP + "Ann: wake empath learn 4\nstatus\n")
    assert "not stored: @1 Ann must choose again" in out
    assert (
        "  wake empath learn 4: impossible: no empath learns 4 on Night 1 in a game of 7"
        " players, even with false information" in out
    )
    assert "@1 Ann             no list yet" in out
    assert "action 4:" not in out


def test_possible_list_is_stored_and_answered_publicly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A possible list is marked possible, the player is told it is stored, the table is told
    only that the player answered."""
    out = _play(monkeypatch, capsys, SETUP + "Ann: wake empath learn 2; dont_wake\n")
    assert "every line is possible for @1 Ann:" in out
    assert "  wake empath learn 2: possible\n  dont_wake: possible\n" in out
    assert _block(out, "action 4: @1 submit wake empath learn 2; dont_wake") == [
        "to @1 Ann: Stored your Night 1 list: wake empath learn 2; dont_wake",
        "public: @1 has answered.",
    ]


def test_resolution_asks_again_then_dawns(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Resolving re-asks the player whose entry became impossible (T4); the answer brings dawn
    with each player's result and the certain token prompts by DM."""
    out = _play(monkeypatch, capsys, SETUP + NIGHT_1)
    resolving, reask = _block(out, "action 5: resolve")
    assert resolving == "public: Night 1 is resolving."
    assert reask.startswith("to @1 Ann: None of your Night 1 entries is possible any more")
    assert reask.endswith(
        "Still possible for you, among the characters of your list: "
        "`dont_wake`; `wake empath learn 1`."
    )
    assert "Waiting for @1 Ann: send their new list with 'Ann: ...'" in out
    dawn = _block(out, "action 6: @1 submit wake empath learn 1")
    assert "to @1 Ann: Night 1: you woke as the Empath and learned 1." in dawn
    assert "to @2 Bob: Night 1: you did not wake." in dawn
    assert "to @7 Gus: Your character token is the Poisoner." in dawn
    assert dawn[-1] == "public: Day 1 begins."


def test_execution_of_the_demon_ends_the_game(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The nominated Demon is executed at the end of the day and the good team wins."""
    out = _play(monkeypatch, capsys, SETUP + NIGHT_1 + DAY_1 + "endday\n")
    assert _block(out, "action 8: end_day") == [
        "public: @6 is executed.",
        "public: @6 is dead.",
        "public: The game is over: the good team wins.",
    ]
    assert "On the block: @6 Fay; the next nomination needs 5." in out
    assert "The game is over. Winners: @1 Ann, @2 Bob, @3 Cat, @4 Dan, @5 Eve." in out
    assert out.rstrip().endswith("> endday\nerror: the game is over")


def test_after_a_tie_the_console_asks_for_one_more_vote() -> None:
    """A 4-4 tie empties the block; the console says 5 are needed now (spec D4)."""
    _, out = _console(
        *NIGHT_1.splitlines(),
        "nominate Ann Fay yes Ann Bob Cat Dan",
        "nominate Bob Gus yes Ann Bob Cat Dan",
        "status",
    )
    text = out.getvalue()
    assert "On the block: nobody; the next nomination needs 5." in text
    assert "Day 1: 7 alive at dawn, 5 votes needed." in text


def test_grimoire_shows_the_superposition() -> None:
    """After Night 1 the grimoire has each seat's possible characters, in and out, worlds."""
    console, out = _console(*NIGHT_1.splitlines(), "grimoire")
    assert console.errors == 1
    text = out.getvalue()
    assert "@1 Ann             good  alive                  empath" in text
    assert "@3 Cat             good  alive, maybe poisoned" in text
    assert "certainly in play: empath poisoner imp" in text
    assert "bluffs: washerwoman librarian investigator" in text
    assert "worlds: 120" in text


def test_explain_names_the_entry_that_rules_a_character_out() -> None:
    """``explain`` cites the accepted Poisoner entry for Ann not being the Recluse."""
    _, out = _console(*NIGHT_1.splitlines(), "explain Ann recluse", "explain Bob monk")
    text = out.getvalue()
    assert "@1 Ann cannot be recluse because of:\n  Night 1, @7: wake poisoner choose @3\n" in text
    assert "monk is still possible for @2 Bob." in text


def test_slayer_shot_collapses_the_shooter_away_from_the_slayer() -> None:
    """A possible Slayer's shot at the Demon announces only the shot; the game goes on and the
    shooter is no longer a possible Slayer (spec T10)."""
    console, out = _console(*NIGHT_1.splitlines(), "slay Bob Fay", "grimoire")
    text = out.getvalue()
    assert "  public: @2 shoots @6.\n" in text
    assert console.game is not None and console.game.outcome is None
    bob = next(
        line for line in text.splitlines() if line.startswith("  @2 Bob  ") and "good" in line
    )
    assert "slayer" not in bob.split() and "soldier" in bob.split()


def test_reveal_shows_one_consistent_world() -> None:
    """At the end, ``reveal`` names every seat's token in one world of the superposition."""
    _, out = _console(*NIGHT_1.splitlines(), *DAY_1.splitlines(), "reveal")
    text = out.getvalue()
    reveal = text[text.index("One world consistent with everything so far:") :].splitlines()
    assert reveal[1].split()[:3] == ["@1", "Ann", "empath"]
    assert reveal[6].split() == ["@6", "Fay", "imp", "(dead)"]
    assert reveal[7].split() == ["@7", "Gus", "poisoner", "(alive)"]
    assert reveal[8] == "  bluffs: washerwoman librarian investigator"


def test_posts_groups_what_to_send_since_last_time() -> None:
    """``posts`` gives one thread post and one message per player, then only what is new."""
    _, out = _console("posts", *NIGHT_1.splitlines(), "posts", "posts")
    text = out.getvalue()
    first = text[text.index("Post in the thread:") :]
    assert first.startswith("Post in the thread:\n  Night 1 begins.\n  @6 has answered.\n")
    assert (
        "Send to @6 Fay:\n  You are evil. The evil team: @7.\n  Stored your Night 1 list:" in first
    )
    second = text[text.index("Post in the thread:", len(text) - len(first) + 1) :]
    assert second.startswith("Post in the thread:\n  @1 has answered.\n  Night 1 is resolving.\n")
    assert (
        "Send to @1 Ann:\n  Stored your Night 1 list: wake empath learn 2\n"
        "  None of your Night 1 entries is possible any more" in second
    )
    assert "You are evil" not in second
    assert text.rstrip().endswith("Nothing new to post or send.")


def test_timeout_applies_the_fallback() -> None:
    """``timeout`` for a player asked again settles them on dont_wake when it is possible."""
    console, out = _console("Ann: wake empath learn 2", "resolve", "timeout")
    dawn = _block(out.getvalue(), "action 6: timeout")
    assert "to @1 Ann: Night 1: you did not wake." in dawn
    assert console.game is not None and console.game.phase == "day"


def test_list_typed_line_by_line() -> None:
    """``NAME:`` alone opens a list of one entry per line, closed by a blank line."""
    console, out = _console("Bob:", "wake monk choose @1", "", "Bob:", "wake chef learn 0", "end")
    text = out.getvalue()
    assert "error: line 1: monk does not wake on Night 1" in text
    assert "action 4: @2 submit wake chef learn 0" in text
    assert console.game is not None and len(console.game.actions) == 4


def test_a_list_typed_line_by_line_ends_at_the_next_name_or_command() -> None:
    """A ``NAME:`` line or a command closes the list being typed instead of joining it."""
    console, out = _console("Bob:", "wake chef learn 0", "Cat:", "dont_wake", "status")
    text = out.getvalue()
    assert "action 4: @2 submit wake chef learn 0" in text
    assert "action 5: @3 submit dont_wake" in text
    assert "setup accepted: setup demon @6" in text.split("status")[-1]  # status ran
    assert console.errors == 0 and console.block is None


def test_without_a_seed_a_fresh_one_is_drawn_and_printed() -> None:
    """Two games without ``seed`` get different seeds, each printed at the start."""
    seeds = []
    for _ in range(2):
        out = io.StringIO()
        console = Console(out)
        console.run(["add Ann Bob Cat Dan Eve", "start"])
        assert console.game is not None
        seeds.append(console.game.setup.seed)
        assert f"seed = {console.game.setup.seed} (drawn" in out.getvalue()
    assert seeds[0] != seeds[1]


def test_bad_commands_change_nothing() -> None:
    """Unknown players, night-only and day-only commands are refused with a message."""
    console, out = _console(
        "Zed: dont_wake", "nominate Ann Bob", "endday", "Ann: wake empath", "frobnicate"
    )
    text = out.getvalue()
    assert "error: no player 'Zed' (a name, or @1 to @7)" in text
    assert "error: nominations happen by day" in text
    assert "error: it is not day" in text
    assert "error: unknown command 'frobnicate'" in text
    assert console.errors == 5
    assert console.game is not None and len(console.game.actions) == 3


def test_interrupted_resolution_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stopping a long resolution with Ctrl-C leaves the game as it was before ``resolve``."""
    console, out = _console("Ann: wake empath learn 2")
    game = console.game
    assert game is not None

    def stopped(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(game, "_start_resolution", stopped)
    console.handle("resolve")
    assert "error: interrupted; nothing changed" in out.getvalue()
    assert console.game is not game and console.game is not None
    assert console.game.record() == game.record().model_copy(
        update={"actions": game.record().actions[:-1]}
    )
    console.handle("resolve")
    assert "action 5: resolve" in out.getvalue()


def test_a_resolution_that_fails_keeps_every_action_before_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A ``resolve`` whose running fails (a draw with no possible outcome) is refused with
    the game as it was, every earlier action kept, and the next ``resolve`` goes on."""
    console, out = _console("Ann: wake empath learn 2")
    game = console.game
    assert game is not None
    before = game.record()

    def failed(*args: object) -> None:
        raise DrawError("draw 'fallback' has no possible outcome")

    monkeypatch.setattr(game, "_start_resolution", failed)
    console.handle("resolve")
    assert "error: draw 'fallback' has no possible outcome" in out.getvalue()
    assert console.game is not None and console.game.record() == before
    monkeypatch.undo()
    console.handle("resolve")
    assert "action 5: resolve" in out.getvalue()


def test_setup_is_checked_before_the_start() -> None:
    """Too few players, a wrong number of evil seats and command names are refused."""
    out = io.StringIO()
    console = Console(out)
    console.run(["add Ann Bob Cat Dan", "draw alignment Ann", "add status", "start"])
    text = out.getvalue()
    assert "error: name the evil seats: 2 of them at 5 players" in text
    assert "error: 'status' is a console command, so it cannot be a name" in text
    assert "error: a game has 5 to 15 players" in text
    assert console.game is None


def test_fifteen_players_are_refused_at_the_start_with_the_reason() -> None:
    """`start` with 15 players says why script 1 has no 15-player setup and starts nothing."""
    out = io.StringIO()
    console = Console(out)
    console.run(["count 15", "start"])
    assert (
        "error: Quantum Trouble Brewing has no valid setup for 15 players: without the baron,"
        " the other 2 Minions cannot fill 3 seats; with the baron, 4 Outsiders needed and the"
        " script has 3"
    ) in out.getvalue()
    assert console.game is None


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    """``help`` lists the player line and every command; ``--help`` names both families."""
    _, out = _console("help")
    for usage in ("NAME: wake empath learn 1", "nominate WHO WHOM", "grimoire", "explain WHO"):
        assert usage in out.getvalue()
    with pytest.raises(SystemExit):
        main(["--help"])
    top = capsys.readouterr().out
    assert "clocktower play | replay" in top and "cloud check | simulate" in top


# -- the record ----------------------------------------------------------------------------------


def test_replay_prints_the_transcript_byte_for_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A saved game replays to exactly the transcript the console printed."""
    record = tmp_path / "game.json"
    out = _play(monkeypatch, capsys, SETUP + NIGHT_1 + DAY_1 + f"save {record}\ntranscript\n")
    shown = out[out.index("> transcript\n") + len("> transcript\n") :]
    assert main(["clocktower", "replay", str(record)]) == 0
    replayed = capsys.readouterr().out
    assert replayed == shown
    assert replayed.count("\naction ") == 8


def test_record_round_trip() -> None:
    """The record's JSON text loads back to the same record, and its replay to the same game."""
    console, _ = _console(*NIGHT_1.splitlines(), *DAY_1.splitlines()[:1])
    game = console.game
    assert game is not None
    record = game.record()
    loaded = load_record(record.to_json())
    assert loaded == record
    again, steps = replay_steps(loaded)
    assert again.reports == game.reports
    assert transcript(again, steps) == transcript(game, console.steps)


def test_load_continues_a_saved_game(tmp_path: Path) -> None:
    """``load`` rebuilds the game from its record and play carries on from there."""
    path = tmp_path / "night.json"
    _console("Ann: wake empath learn 2", f"save {path}")
    out = io.StringIO()
    console = Console(out)
    console.run([f"load {path}", "resolve", "Ann: wake empath learn 1"])
    text = out.getvalue()
    assert "loaded 4 actions from" in text
    assert "to @1 Ann: None of your Night 1 entries is possible any more" in text
    assert console.game is not None and console.game.phase == "day"


def test_replay_refuses_a_broken_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing file or an action the game refuses: exit 2 and a message on stderr."""
    assert main(["clocktower", "replay", str(tmp_path / "none.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    console, _ = _console()
    assert console.game is not None
    record = console.game.record()
    record.actions.append("end_day")
    path = tmp_path / "bad.json"
    path.write_text(record.to_json())
    assert main(["clocktower", "replay", str(path)]) == 2
    assert "action 4 ('end_day') cannot be replayed: it is not day" in capsys.readouterr().err
    path.write_text(record.model_copy(update={"family": "lab"}).to_json())
    assert main(["clocktower", "replay", str(path)]) == 2
    assert "a lab record, not a clocktower one" in capsys.readouterr().err


def test_python_m_bot_console_clocktower_reads_a_pipe() -> None:
    """The real command reads the storyteller's lines from a pipe and prints the reports."""
    done = subprocess.run(
        [sys.executable, "-m", "bot.console", "clocktower", "play", "--count", "5"],
        input="start\nP1: dont_wake\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "Quantum Clocktower, Quantum Trouble Brewing: 5 players, seed " in done.stdout
    assert "  public: @1 has answered." in done.stdout


# -- an Atheist game (addendum §10) ---------------------------------------------------------------

ATHEIST = """\
count 5
seed 1
script mini_atheist
draw alignment P4 P5
draw atheist yes
start
P1: wake empath learn 0; wake empath learn 2
P2: dont_wake
P3: dont_wake
P4: dont_wake
P5: dont_wake
"""


def _atheist(*lines: str) -> tuple[Console, str]:
    out = io.StringIO()
    console = Console(out)
    console.run([*ATHEIST.splitlines(), *lines])
    return console, out.getvalue()


def test_draw_atheist_yes_starts_an_atheist_game() -> None:
    """``draw atheist yes`` before the start makes the game storyteller-adjudicated (S7)."""
    console, _ = _atheist()
    assert console.game is not None and console.game.adjudicated
    assert console.errors == 0


def test_draw_atheist_is_refused_on_a_script_without_the_atheist() -> None:
    """On script 1 ``draw atheist`` is refused with the reason and changes nothing."""
    out = io.StringIO()
    console = Console(out)
    console.run(["count 5", "draw atheist yes"])
    assert console.errors == 1 and "has no Atheist" in out.getvalue()
    assert "atheist" not in console.draws


def test_the_grimoire_of_an_atheist_game_shows_the_lists_and_shadow_verdicts() -> None:
    """A5: the grimoire says "Atheist game" and each list with the shadow's verdict and the
    ruling so far, not worlds."""
    _, text = _atheist("st judge P1 2", "grimoire")
    assert "Atheist game: the storyteller decides" in text
    assert "@1 P1" in text and "1. wake empath learn 0 · 2. wake empath learn 2" in text
    assert "ruled: st judge @1 2" in text
    assert "worlds:" not in text


def test_st_rulings_decide_the_night_of_an_atheist_game() -> None:
    """A2: ``st judge`` and ``st dead`` hold at the resolution: @1 learned 2, @3 is dead."""
    _, text = _atheist("st judge P1 2", "st dead P3", "resolve")
    assert "Night 1: you woke as the Empath and learned 2." in text
    assert "@3 is dead." in text


def test_reveal_and_explain_of_an_atheist_game_show_no_world() -> None:
    """A7: ``reveal`` says there is no world; ``explain`` is refused with the reason."""
    console, text = _atheist("reveal", "explain P1 empath")
    assert "An Atheist game: there is no world to reveal" in text
    assert console.errors == 1 and "no worlds to explain" in text


def test_an_atheist_game_replays_from_its_record() -> None:
    """The record of a console Atheist game (draw and rulings) replays to the same transcript."""
    console, _ = _atheist("st judge P1 2", "resolve")
    game = console.game
    assert game is not None
    again, _ = replay_steps(game.record())
    assert again.adjudicated and again.reports == game.reports
