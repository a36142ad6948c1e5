"""The family contract and the rules the K-scenarios do not reach."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError, ParseError, RecordError, SetupError
from engine.core.family import Actor, Game
from engine.lab import FAMILY, LabGame, LabRecord, LabSetup, PromptKind
from engine.lab.geometry import Colour
from engine.lab.options import Cat, Scenario
from engine.lab.setup import default_experiments

from .builder import Board, dice, game, play, tile_at

R, G, Y, B = Colour.RED, Colour.GREEN, Colour.YELLOW, Colour.BLUE


def test_the_family_starts_games_that_satisfy_the_protocol() -> None:
    """FAMILY.new_game gives a Game; its record replays through FAMILY.replay."""
    g = FAMILY.new_game(LabSetup(players=["a", "b", "c"], seed=3))
    assert isinstance(g, Game)
    assert FAMILY.name == "lab" and FAMILY.setup_model is LabSetup
    g.push(g.parse_action("see up", g.prompt.seat or 0))
    text = g.record().to_json()
    again = FAMILY.replay(LabRecord.model_validate_json(text))
    assert again.position.text() == g.position.text()


def test_parse_action_never_mutates() -> None:
    """Parsing a legal command leaves the game as it was."""
    g = LabGame(LabSetup(players=["a", "b"], seed=9))
    before = (g.position.text(), g.version, g.prompt, list(g.log))
    g.parse_action("see left", 0)
    assert (g.position.text(), g.version, g.prompt, list(g.log)) == before


def test_commands_out_of_turn_are_refused_in_the_second_person() -> None:
    """Another player's turn command is refused with whose turn it is."""
    g = LabGame(LabSetup(players=["a", "b"], seed=9))
    with pytest.raises(IllegalActionError, match="it is P1's turn"):
        g.parse_action("see up", 1)
    with pytest.raises(ParseError):
        g.parse_action("dance", 0)


def test_a_broken_record_names_the_event() -> None:
    """Replaying an illegal event raises RecordError naming it."""
    record = LabRecord(seed=1, setup=LabSetup(players=["a", "b"], seed=1), actions=["P2 see up"])
    with pytest.raises(RecordError, match="event 1"):
        FAMILY.replay(record)


def test_default_lengths_follow_the_table() -> None:
    """The first medium length: 4 for 2 players, 3 for 3–4, 2 for 5–8."""
    assert [default_experiments(n) for n in range(2, 9)] == [4, 3, 3, 2, 2, 2, 2]


def test_a_first_game_ends_with_the_first_log() -> None:
    """In a first game the first logged cube wins, with no cats dealt."""
    board = Board()
    board.tile((6, 6), "room-dead-end", "╸")
    board.at(1, (6, 6)).holds(1, Y)
    g = game(board, first_game=True)
    assert g.cats == {}
    play(g, "P1 see up", "P1 move left")
    assert g.outcome is not None and g.outcome.winners == (0,)


def test_leaving_sends_the_cube_home_and_the_last_player_wins() -> None:
    """A leaver's cube goes to its slot; with one scientist left, they win."""
    board = Board(players=2)
    board.holds(2, B)
    g = game(board)
    play(g, "P2 leave")
    assert g.outcome is not None and g.outcome.winners == (0,)
    assert B in g.position.slots


def test_host_abort_ends_without_a_winner() -> None:
    """The host's abort ends the game with nobody winning."""
    g = game(Board())
    g.push(g.parse_action("abort", Actor.STORYTELLER))
    assert g.outcome is not None and g.outcome.winners == ()
    with pytest.raises(IllegalActionError, match="over"):
        g.parse_action("see up", 0)


def test_a_prompt_timeout_draws_a_legal_rotation() -> None:
    """A timed-out orientation takes one of the offered rotations."""
    board = Board()
    board.stack("room-corner")
    g = game(board)
    play(g, "P1 see right")
    assert g.prompt.kind is PromptKind.ORIENT
    play(g, "system timeout")
    assert tile_at(g, (6, 3)) in ("room-corner ┓", "room-corner ┛")
    assert g.misses[0] == 1


def test_tachyon_sprints_two_steps_for_one_action() -> None:
    """Tachyon's power moves two legal steps at the cost of one action."""
    g = game(Board(), cats={1: Cat.TACHYON})
    play(g, "P1 see up", "P1 cat up")
    assert g.position.scientists[0] == (5, 1) and g.prompt.remaining == 3
    with pytest.raises(IllegalActionError, match="already acted"):
        g.parse_action("cat up", 0)


def test_snooze_keeps_elements_off_the_napper() -> None:
    """A catnapping scientist on a teleporter is not moved in ELEMENTS."""
    board = Board()
    board.tile((6, 3), "teleporter-straight", "━ →")
    g = game(board, cats={1: Cat.SNOOZE})
    play(g, "P1 see up", "P1 move right", "P1 cat", "P1 done")
    assert g.position.scientists[0] == (6, 3)
    assert g.prompt.kind is PromptKind.SEE_AGAIN


def test_fermi_hisses_once_a_game() -> None:
    """Fermi bloops a scientist on its cell, and only once."""
    board = Board()
    board.at(2, (5, 2))
    g = game(board, cats={1: Cat.FERMI})
    play(g, "P1 see up", "P1 move up", "P1 cat 2")
    assert g.position.scientists[1] == (5, 7)
    play(g, "P1 move down", "P1 done", "P1 see up")
    play(g, "P2 see up", "P2 move up", "P2 move up", "P2 move up", "P2 done", "P2 see up")
    play(g, "P3 see left", "P3 done", "P3 see left")
    with pytest.raises(IllegalActionError, match="once a game"):
        play(g, "P1 see up", "P1 cat 2")


def test_gyro_spins_the_whole_collapser_set() -> None:
    """Spinning a collapser piece turns all four pieces of its set."""
    board = Board()
    board.tile((6, 4), "V3", "╋")
    for cell in ((4, 4), (4, 6), (6, 6)):
        board.tile(cell, "gray-V3", "╋")
    board.at(1, (6, 4))
    g = game(board, cats={1: Cat.GYRO})
    play(g, "P1 see up", "P1 cat cw")
    rotations = {g.position.tiles[c].rotation for c in ((6, 4), (4, 4), (4, 6), (6, 6))}
    assert rotations == {1}


def test_decaf_break_rooms_give_one_action_fewer() -> None:
    """Under Decaf Day a 2-cup room gives one action."""
    board = Board()
    board.tile((6, 3), "break2", "┻")
    g = game(board, scenario=Scenario.DECAF.value)
    play(g, "P1 see up", "P1 move right", "P1 done", "P1 see down")
    assert g.prompt.kind is PromptKind.ACTIONS and g.prompt.remaining == 1


def test_tunnel_vision_limits_sightlines_to_three_cells() -> None:
    """Under Tunnel Vision a line of crosses stops after three cells."""
    board = Board()
    board.stack(*["room-cross"] * 5)
    g = game(board, scenario=Scenario.TUNNEL.value)
    play(g, "P1 see right")
    assert {c for c in g.position.tiles} == {(6, 3), (7, 3), (8, 3)}


def test_containment_breach_bloops_after_a_round() -> None:
    """After a round the breach roll bloops everyone on those coordinates."""
    board = Board(players=2)
    board.tile((6, 2), "room-cross", "╋")
    board.at(2, (6, 2))
    g = game(board, scenario=Scenario.BREACH.value, draws=dice("3", "A"))
    play(g, "P1 see up", "P1 done", "P1 see up", "P2 see up", "P2 done", "P2 see up")
    assert g.position.scientists[1] == (5, 7) and g.round == 2


def test_grant_deadline_ends_after_round_twelve() -> None:
    """Under Grant Deadline the game ends after round 12 with the best loggers."""
    board = Board(players=2)
    board.position.logged[1] = {R}
    g = game(board, scenario=Scenario.GRANT.value)
    for _ in range(12):
        play(g, "P1 see up", "P1 done", "P1 see up", "P2 see up", "P2 done", "P2 see up")
    assert g.outcome is not None and g.outcome.winners == (1,)


def test_away_players_turns_resolve_at_once() -> None:
    """Two turn timeouts in a row make a player away; `back` returns them."""
    g = game(Board(players=2))
    play(g, "system timeout", "P2 see up", "P2 done", "P2 see up", "system timeout")
    assert 0 in g.away and g.prompt.seat == 1
    play(g, "P2 see up", "P2 done", "P2 see up")
    assert g.prompt.seat == 1
    play(g, "P1 back")
    play(g, "P2 see up", "P2 done", "P2 see up")
    assert g.prompt.seat == 0


def test_heisenpurr_reaction_sees_at_once() -> None:
    """Picking up with Heisenpurr opens a See for its owner before the next action."""
    board = Board()
    board.tile((6, 2), "room-cross", "╋")
    board.at(1, (6, 2)).lies(G, (6, 2))
    board.stack("room-dead-end")
    g = game(board, cats={1: Cat.HEISENPURR})
    play(g, "P1 see left", "P1 pickup")
    assert g.prompt.kind is PromptKind.REACT_SEE and g.prompt.seat == 0
    play(g, "P1 see up")
    assert tile_at(g, (6, 1)) == "room-dead-end ╻"
    assert g.prompt.kind is PromptKind.ACTIONS and g.prompt.remaining == 3


def test_fermi_reaction_lets_the_next_seat_elbow() -> None:
    """Picking up with Fermi asks the next seat which legal way to elbow its owner."""
    board = Board()
    board.tile((6, 2), "room-straight", "━")
    board.at(1, (6, 2)).lies(G, (6, 2))
    g = game(board, cats={1: Cat.FERMI})
    play(g, "P1 see up", "P1 pickup")
    assert g.prompt.kind is PromptKind.REACT_ELBOW and g.prompt.seat == 1
    assert g.prompt.options == ("left",)
    play(g, "P2 elbow 1 left")
    assert g.position.scientists[0] == (5, 2) and g.position.holding == {0: G}


def test_spooky_swaps_across_sectors_and_calls_cubes() -> None:
    """Spooky swaps with a scientist on its coordinates elsewhere; its reaction moves cubes."""
    board = Board()
    board.tile((6, 2), "room-cross", "╋")
    board.tile((4, 2), "room-cross", "╋")
    board.at(1, (6, 2)).at(2, (4, 2)).lies(G, (6, 2))
    g = game(board, cats={1: Cat.SPOOKY})
    play(g, "P1 see up", "P1 cat 2")
    assert g.position.scientists[0] == (4, 2) and g.position.scientists[1] == (6, 2)
    play(g, "P1 move right", "P1 move right", "P1 pickup")
    assert g.position.lying == {R: (4, 2), Y: (4, 8), B: (6, 8)}


def test_boson_shoves_a_tile_and_refuses_a_stuck_one() -> None:
    """Boson's power moves a neighbouring tile one cell away, never onto another tile."""
    board = Board()
    board.tile((6, 3), "room-straight", "━")
    board.tile((8, 3), "room-cross", "╋")
    g = game(board, cats={1: Cat.BOSON})
    play(g, "P1 see up", "P1 cat right")
    assert tile_at(g, (7, 3)) == "room-straight ━" and (6, 3) not in g.position.tiles
    board2 = Board()
    board2.tile((6, 3), "room-straight", "━")
    board2.tile((7, 3), "room-cross", "╋")
    g2 = game(board2, cats={1: Cat.BOSON})
    play(g2, "P1 see up")
    with pytest.raises(IllegalActionError, match="can move one cell away"):
        play(g2, "P1 cat right")


def test_qubit_tunnels_through_a_wall() -> None:
    """Qubit's power steps through a closed side (never onto a blank)."""
    board = Board()
    board.tile((6, 3), "room-straight", "┃")
    g = game(board, cats={1: Cat.QUBIT})
    play(g, "P1 see up")
    with pytest.raises(IllegalActionError, match="wall"):
        play(g, "P1 move right")
    play(g, "P1 cat right")
    assert g.position.scientists[0] == (6, 3)
    with pytest.raises(IllegalActionError):
        play(g, "P1 cat right")


def test_shifting_walls_turn_a_tile_after_the_round() -> None:
    """Under Shifting Walls the rolled tile turns clockwise after each round."""
    board = Board(players=2)
    board.tile((6, 2), "room-straight", "┃")
    g = game(board, scenario=Scenario.WALLS.value, draws=dice("3", "A", "Green"))
    play(g, "P1 see up", "P1 done", "P1 see up", "P2 see up", "P2 done", "P2 see up")
    assert tile_at(g, (6, 2)) == "room-straight ━"


def test_open_plan_puts_tiles_under_the_cubes_at_setup() -> None:
    """Under Open Plan every cube starts on a tile the first player oriented."""
    g = LabGame(LabSetup(players=["a", "b"], seed=4, scenario="openplan"))
    while g.prompt.kind is PromptKind.ORIENT:
        assert g.prompt.seat == g.active
        g.push(g.legal_commands()[0])
    assert all(cell in g.position.tiles for cell in g.position.lying.values())


def test_a_refused_wipe_waits_for_a_tile_change() -> None:
    """After a No, the same cube cannot be proposed again until a tile changes."""
    board = Board()
    board.tile((0, 0), "room-dead-end", "╻")
    board.tile((0, 1), "room-corner", "┗")
    board.tile((1, 1), "room-dead-end", "╸")
    board.lies(R, (0, 0))
    board.stack("room-straight")
    g = game(board)
    play(g, "P1 wipe red", "P3 vote no")
    assert R in g.position.lying and g.vote is None
    with pytest.raises(IllegalActionError, match="again after a tile changes"):
        play(g, "P1 wipe red")
    play(g, "P1 see right")
    play(g, "P1 wipe red")
    assert g.vote is not None


def test_the_host_kicks_a_player_and_their_cube_goes_home() -> None:
    """A kicked scientist leaves the map and its cube goes to its slot."""
    board = Board()
    board.holds(3, G)
    g = game(board)
    play(g, "host kick 3")
    assert g.position.scientists[2] is None and G in g.position.slots
    play(g, "P1 see up", "P1 done", "P1 see up", "P2 see up", "P2 done", "P2 see up")
    assert g.prompt.seat == 0 and g.round == 2


def test_a_position_for_other_players_is_a_setup_error() -> None:
    """A starting position must seat exactly the setup's players."""
    with pytest.raises(SetupError, match="do not match"):
        LabGame(LabSetup(players=["a", "b"], seed=1, position=Board(players=3).text()))
