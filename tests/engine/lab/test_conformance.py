"""The spec's conformance scenarios K1–K13, each from a built position with the rolls fixed."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.lab import FAMILY, PromptKind
from engine.lab.game import LabGame
from engine.lab.geometry import Colour, Direction, sector_coords
from engine.lab.options import Cat
from engine.lab.tiles import TILES

from .builder import Board, dice, game, play, tile_at

R, G, Y, B = Colour.RED, Colour.GREEN, Colour.YELLOW, Colour.BLUE


def refused(g: LabGame, line: str) -> str:
    """Push ``line`` expecting a refusal that changes nothing; returns the reason."""
    before = (g.position.text(), g.version, g.prompt)
    with pytest.raises(IllegalActionError) as caught:
        play(g, line)
    assert (g.position.text(), g.version, g.prompt) == before
    return str(caught.value)


# ---------------------------------------------------------------- K1


def test_k1_sightline_places_through_the_opening() -> None:
    """A sightline places a forced straight unasked, offers the corner's two rotations, stops."""
    board = Board()
    board.stack("room-straight", "room-corner", "room-tee")
    g = game(board)
    play(g, "P1 see right")
    assert tile_at(g, (6, 3)) == "room-straight ━"
    assert g.prompt.kind is PromptKind.ORIENT and g.prompt.cell == (7, 3)
    assert g.prompt.options == ("180", "270")
    assert g.prompt.labels == ("┓", "┛")
    play(g, "P1 orient 270")
    assert tile_at(g, (7, 3)) == "room-corner ┛"
    assert (8, 3) not in g.position.tiles
    assert TILES[g.position.stack[0]].text == "room-tee"
    assert len(g.position.tiles) == 2


def test_k1_seeing_into_a_wall_draws_nothing() -> None:
    """Seeing up from a ━ draws nothing."""
    board = Board()
    board.tile((6, 3), "room-straight", "━")
    board.at(1, (6, 3))
    g = game(board)
    size = len(g.position.stack)
    play(g, "P1 see up")
    assert len(g.position.stack) == size and g.prompt.kind is PromptKind.ACTIONS


def test_k1_sightline_crosses_the_hallway() -> None:
    """From ╋ on Red-A-3 the line crosses the hallway and stops at ┃ on Green-A-3."""
    board = Board()
    board.tile((4, 2), "room-cross", "╋")
    board.tile((6, 2), "room-straight", "┃")
    board.at(1, (4, 2))
    g = game(board)
    size = len(g.position.stack)
    play(g, "P1 see right")
    assert len(g.position.stack) == size and len(g.position.tiles) == 2


# ---------------------------------------------------------------- K2


def test_k2_teleport_chain_onto_blanks_and_one_break() -> None:
    """Two teleports place a T teleporter and a break room; the room gives one bonus only."""
    board = Board()
    board.tile((7, 1), "teleporter-straight", "━ →")
    board.at(1, (7, 1))
    board.stack("teleporter-tee", "break2")
    g = game(board, draws=dice("2", "3"))
    play(g, "P1 see up", "P1 done")
    assert g.prompt.kind is PromptKind.ORIENT and g.prompt.cell == (9, 1)
    play(g, "P1 orient 180")
    assert tile_at(g, (9, 1)) == "teleporter-tee ┳ ↓"
    assert g.prompt.kind is PromptKind.ORIENT and g.prompt.cell == (9, 4)
    play(g, "P1 orient 0")
    assert tile_at(g, (9, 4)) == "break2 ┻"
    assert g.position.scientists[0] == (9, 4)
    assert g.prompt.kind is PromptKind.BONUS_SEE
    play(g, "P1 see down")
    assert g.prompt.kind is PromptKind.ACTIONS and g.prompt.remaining == 2
    play(g, "P1 done")
    assert g.prompt.kind is PromptKind.SEE_AGAIN
    play(g, "P1 see down")
    assert g.prompt.kind is PromptKind.SEE and g.prompt.seat == 1


# ---------------------------------------------------------------- K3


def test_k3_teleporting_off_the_edge_bloops() -> None:
    """A teleport off the map bloops P2 to its office and sends Red to its slot."""
    board = Board()
    board.tile((10, 0), "teleporter-straight", "━ →")
    board.at(2, (10, 0)).holds(2, R)
    g = game(board, active=2, draws=dice("1"))
    play(g, "P2 see up", "P2 done")
    assert g.position.scientists[1] == (5, 7)
    assert R in g.position.slots and 1 not in g.position.holding


# ---------------------------------------------------------------- K4


def test_k4_wormhole_rerolls_its_own_sector_and_transits() -> None:
    """W5's end rerolls Red, lands in Blue over a ┃ (P4 stays), transit bloops P4, and no
    elbow crosses the wormhole."""
    board = Board(players=4)
    board.tile((6, 8), "room-straight", "┃")
    board.at(2, (5, 2)).at(3, (5, 2)).at(4, (6, 8))
    straight = board.position.tiles[(6, 8)].tile
    board.stack("W5")
    g = game(board, active=3, draws=dice("Red", "Blue"))
    play(g, "P3 see left")
    assert g.prompt.kind is PromptKind.ORIENT
    play(g, "P3 orient 0")
    assert tile_at(g, (4, 2)) == "W5 ┗"
    assert tile_at(g, (6, 8)) == "gray-W5 ┗"
    assert straight in g.position.discard
    assert g.position.scientists[3] == (6, 8)
    assert (3, 2) not in g.position.tiles
    play(g, "P3 elbow 2 left", "P3 move left")
    elbows = {c.direction for c in g.legal_commands() if c.verb.value == "elbow"}
    assert elbows == {Direction.RIGHT}
    play(g, "P3 transit")
    assert g.position.scientists[2] == (6, 8)
    assert g.position.scientists[3] == (3, 5)
    assert g.position.scientists[1] == (4, 2)


# ---------------------------------------------------------------- K5


def test_k5_collapser_companions_and_bloop() -> None:
    """V1's companions go to every Sector's D-4, playing over P2's tile, and bloop P2."""
    board = Board()
    board.tile((8, 3), "room-straight", "━")
    board.tile((10, 3), "room-straight", "┃")
    under = board.tile((1, 9), "room-cross", "╋")
    board.at(1, (8, 3)).at(2, (1, 9)).holds(2, B)
    board.stack("V1")
    g = game(board)
    play(g, "P1 see right")
    assert g.prompt.options == ("0", "180", "270")
    play(g, "P1 orient 0")
    cells = {(9, 3), (1, 3), (1, 9), (9, 9)}
    assert {tile_at(g, c) for c in cells} == {"V1 ┻", "gray-V1 ┻"}
    assert len({sector_coords(c) for c in cells}) == 1
    assert under in g.position.discard
    play(g, "P1 done")
    assert g.position.scientists[1] == (5, 7)
    assert B in g.position.slots


# ---------------------------------------------------------------- K6


def k6_board(east: str = "╋ ↑", kind: str = "teleporter-cross") -> Board:
    board = Board(players=4)
    board.tile((8, 2), "room-cross", "╋")
    board.tile((8, 3), "room-tee", "┳")
    board.tile((9, 2), kind, east)
    board.tile((9, 0), "room-straight", "┃")
    board.at(1, (8, 2)).at(3, (8, 2)).at(4, (9, 0))
    return board


def test_k6_elbow_onto_a_teleporter() -> None:
    """P3, elbowed onto ╋ ↑, teleports 2 onto P4, who is blooped; P3 rests."""
    g = game(k6_board(), draws=dice("2"))
    play(g, "P1 see down", "P1 elbow 3 right")
    assert g.position.scientists[2] == (9, 2)
    play(g, "P1 done")
    assert g.position.scientists[0] == (8, 2)
    assert g.position.scientists[2] == (9, 0)
    assert g.position.scientists[3] == (3, 5)
    assert g.prompt.kind is PromptKind.SEE_AGAIN


def test_k6_elbow_into_a_wall_or_blank_is_refused() -> None:
    """Elbowing into a west wall or onto a blank is refused at no cost."""
    g = game(k6_board("┣ →", "teleporter-tee"))
    play(g, "P1 see down")
    assert "wall" in refused(g, "P1 elbow 3 right")
    assert "blank" in refused(g, "P1 elbow 3 left")
    assert g.prompt.remaining == 4


# ---------------------------------------------------------------- K7


def k7_board() -> Board:
    board = Board(players=4)
    board.tile((6, 6), "room-dead-end", "╸")
    board.at(3, (6, 6)).holds(3, Y).slot(R, G, B)
    board.position.logged[2] = {R, G}
    return board


def test_k7_logging_the_fourth_cube_resets() -> None:
    """Stepping onto the Mainframe logs Yellow for free; the reset puts cubes on D-3."""
    g = game(k7_board(), active=3, draws=dice("3", "CHOOSE"), experiments=4)
    play(g, "P3 see up", "P3 move left")
    assert g.position.logged[2] == {R, G, Y}
    assert g.prompt.kind is PromptKind.CHOOSE and g.prompt.seat == 2
    play(g, "P3 choose D")
    assert g.position.lying == {R: (1, 2), G: (9, 2), Y: (1, 8), B: (9, 8)}
    assert g.prompt.kind is PromptKind.ACTIONS and g.prompt.remaining == 3


def test_k7_logging_the_last_needed_colour_wins_before_a_reset() -> None:
    """With N=3 the same log wins at once and no reset is rolled."""
    g = game(k7_board(), active=3, experiments=3)
    play(g, "P3 see up", "P3 move left")
    assert g.outcome is not None and g.outcome.winners == (2,)
    assert not any(d.key.startswith("dice") for d in g.randomness.log)


# ---------------------------------------------------------------- K8


def k8_board() -> Board:
    board = Board(players=5)
    board.at(1, (5, 2)).holds(1, G).at(2, (5, 1)).at(5, (1, 5)).holds(5, R)
    return board


def test_k8_steal_and_qubit_reaction() -> None:
    """P2 steals Green from P1; Qubit makes P5 drop Red where it stands."""
    g = game(k8_board(), active=2, cats={2: Cat.QUBIT})
    play(g, "P2 see up")
    assert "not on your cell" in refused(g, "P2 steal 1")
    play(g, "P2 move down", "P2 steal 1")
    assert g.position.holding == {1: G}
    assert g.position.lying[R] == (1, 5)


def test_k8_steal_refused_with_full_hands_or_logged_colour() -> None:
    """Stealing is refused with full hands or an already logged colour."""
    full = k8_board().holds(2, B)
    g = game(full, active=2, cats={2: Cat.QUBIT})
    play(g, "P2 see up", "P2 move down")
    assert "hands are full" in refused(g, "P2 steal 1")
    logged = k8_board()
    logged.position.logged[1] = {G}
    g = game(logged, active=2, cats={2: Cat.QUBIT})
    play(g, "P2 see up", "P2 move down")
    assert "already logged" in refused(g, "P2 steal 1")


# ---------------------------------------------------------------- K9


def test_k9_bloop_chain_through_an_office_and_reset() -> None:
    """P1 teleports onto P4 (Red to its slot, reset by P1); P4 bloops P6 off its office."""
    board = Board(players=6)
    board.tile((7, 7), "teleporter-straight", "┃ ↓")
    board.tile((7, 9), "room-cross", "╋")
    board.at(1, (7, 7)).at(4, (7, 9)).holds(4, R).at(6, (3, 5)).slot(G, Y, B)
    g = game(board, draws=dice("2", "4", "B"))
    play(g, "P1 see right", "P1 done")
    assert g.position.scientists[0] == (7, 9)
    assert g.position.scientists[3] == (3, 5)
    assert g.position.scientists[5] == (5, 9)
    assert g.position.lying[R] == (3, 3) and g.position.slots == frozenset()
    assert [d.key for d in g.randomness.log if d.key.startswith("dice")] == [
        "dice/0",
        "dice/1",
        "dice/2",
    ]


# ---------------------------------------------------------------- K10


def test_k10_boson_moves_neighbours_and_the_whole_collapser_set() -> None:
    """Boson's reaction moves N (with P5), the V1 set D-4 → E-4 everywhere, and W."""
    board = Board(players=5)
    board.tile((8, 3), "room-dead-end", "╹")
    north = board.tile((8, 2), "room-cross", "╋")
    board.tile((9, 3), "V1", "┻")
    for cell in ((1, 3), (1, 9), (9, 9)):
        board.tile(cell, "gray-V1", "┻")
    west = board.tile((7, 3), "room-straight", "━")
    red_e4 = board.tile((0, 3), "room-cross", "╋")
    blue_e4 = board.tile((10, 9), "room-cross", "╋")
    board.at(1, (8, 3)).at(5, (8, 2)).lies(G, (8, 3))
    g = game(board, cats={1: Cat.BOSON})
    play(g, "P1 see down", "P1 pickup")
    tiles = g.position.tiles
    assert tiles[(8, 1)].tile == north and g.position.scientists[4] == (8, 1)
    assert tiles[(6, 3)].tile == west and (7, 3) not in tiles
    pieces = {
        cell for cell, p in tiles.items() if TILES[p.tile].index == 1 and "V" in TILES[p.tile].text
    }
    assert pieces == {(10, 3), (0, 3), (0, 9), (10, 9)}
    assert red_e4 in g.position.discard and blue_e4 in g.position.discard


# ---------------------------------------------------------------- K11


def k11_board(variant: bool = False) -> Board:
    board = Board()
    board.tile((0, 0), "room-dead-end", "╻")
    board.tile((0, 1), "room-corner", "┗")
    if variant:
        board.tile((1, 1), "room-straight", "━")
    else:
        board.tile((1, 1), "room-dead-end", "╸")
    return board.lies(R, (0, 0))


def test_k11_sealed_cube_is_wiped_by_unanimous_vote() -> None:
    """A sealed Red is wiped to its slot when every player votes yes."""
    g = game(k11_board())
    assert g.sealed(R)
    play(g, "P1 wipe red", "P2 vote yes")
    assert R in g.position.lying
    assert g.public_view().vote == "wipe Red: yes P1,P2 of P1,P2,P3"
    play(g, "P3 vote yes")
    assert R in g.position.slots
    assert g.prompt.kind is PromptKind.SEE and g.prompt.seat == 0


def test_k11_cube_with_an_open_route_cannot_be_wiped() -> None:
    """With ━ open toward a blank, the proposal is refused."""
    g = game(k11_board(variant=True))
    assert "not sealed" in refused(g, "P1 wipe red")


# ---------------------------------------------------------------- K12


def k12_game() -> LabGame:
    board = Board()
    board.at(2, (3, 9))
    board.slot(R, B)
    board.lies(G, (6, 2)).lies(Y, (4, 8))
    board.tile((6, 2), "teleporter-straight", "┃ ↓")
    board.tile((3, 9), "room-dead-end", "╺")
    board.tile((4, 9), "room-corner", "┓")
    board.tile((4, 4), "randomizer-multi", "╋")
    board.tile((7, 6), "room-straight", "┃")
    board.tile((7, 7), "teleporter-tee", "┫ ←")
    board.tile((7, 8), "room-straight", "┃")
    board.tile((3, 8), "room-straight", "━")
    board.tile((2, 8), "randomizer-multi", "╋")
    board.stack(
        "room-corner",
        "W5",
        "break2",
        "room-cross",
        "randomizer-Blue",
        "room-straight",
        "room-corner",
    )
    rolls = dice("2", "Yellow", "CHOOSE", "2", "A", "Yellow", "1", "A", "Blue", "3", "D")
    return game(board, draws=rolls)


def step(g: LabGame, line: str, *cells: tuple[int, int]) -> None:
    """Push one command; then Ami, Brad and Chun-Li stand on ``cells``."""
    play(g, line)
    assert tuple(g.position.scientists[seat] for seat in range(3)) == cells, line


def test_k12_the_rulebook_example_replays() -> None:
    """Ami, Brad and Chun-Li's six turns, command by command, end as the rulebook shows."""
    g = k12_game()
    ami, brad, chun = (5, 3), (3, 9), (7, 5)
    # 1. Ami sees Green-A-4 placed, moves right and up, picks up Green on the ↓ teleporter.
    step(g, "P1 see right", ami, brad, chun)
    step(g, "P1 orient 270", ami, brad, chun)
    assert tile_at(g, (6, 3)) is not None
    step(g, "P1 move right", (6, 3), brad, chun)
    step(g, "P1 move up", (6, 2), brad, chun)
    step(g, "P1 pickup", (6, 2), brad, chun)
    assert g.position.holding == {0: G}
    step(g, "P1 done", (6, 4), brad, chun)  # die 1 = 2 down onto blank (6,4)
    step(g, "P1 orient 270", (6, 4), brad, chun)
    assert tile_at(g, (6, 4)) == "W5 ┛" and tile_at(g, (4, 10)) == "gray-W5 ┛"
    step(g, "P1 see up", (6, 4), brad, chun)
    # 2. Brad moves right, down onto the wormhole's end, transits onto Ami, moves left.
    step(g, "P2 see right", (6, 4), brad, chun)
    step(g, "P2 move right", (6, 4), (4, 9), chun)
    step(g, "P2 move down", (6, 4), (4, 10), chun)
    step(g, "P2 transit", ami, (6, 4), chun)
    assert G in g.position.slots and g.position.holding == {}
    step(g, "P2 move left", ami, (5, 4), chun)
    step(g, "P2 see up", ami, (5, 4), chun)
    # 3. Chun-Li moves down twice to the ← teleporter; CHOOSE 3 puts her on a break room.
    step(g, "P3 see left", ami, (5, 4), chun)
    step(g, "P3 move down", ami, (5, 4), (7, 6))
    step(g, "P3 move down", ami, (5, 4), (7, 7))
    step(g, "P3 done", ami, (5, 4), (7, 7))
    assert g.prompt.kind is PromptKind.CHOOSE
    step(g, "P3 choose 3", ami, (5, 4), (4, 7))
    step(g, "P3 orient 180", ami, (5, 4), (4, 7))
    assert tile_at(g, (4, 7)) == "break2 ┳"
    step(g, "P3 see down", ami, (5, 4), (4, 7))
    assert tile_at(g, (4, 8)) == "room-cross ╋"
    step(g, "P3 move down", ami, (5, 4), (4, 8))
    step(g, "P3 pickup", ami, (5, 4), (4, 8))
    assert g.position.holding == {2: Y}
    step(g, "P3 see right", ami, (5, 4), (4, 8))
    assert tile_at(g, (6, 8)) == "randomizer-Blue ╋"
    # 4. Ami moves onto Brad and elbows him onto the randomizer; 2, A, Yellow: (4,7).
    step(g, "P1 see up", ami, (5, 4), (4, 8))
    step(g, "P1 move down", (5, 4), (5, 4), (4, 8))
    step(g, "P1 elbow 2 left", (5, 4), (4, 4), (4, 8))
    step(g, "P1 done", (5, 4), (4, 7), (4, 8))
    step(g, "P1 see up", (5, 4), (4, 7), (4, 8))
    # 5. Brad elbows Chun-Li twice; the randomizer's 1, A, Blue puts her on blank (6,6).
    step(g, "P2 see up", (5, 4), (4, 7), (4, 8))
    step(g, "P2 move down", (5, 4), (4, 8), (4, 8))
    step(g, "P2 elbow 3 left", (5, 4), (4, 8), (3, 8))
    step(g, "P2 move left", (5, 4), (3, 8), (3, 8))
    step(g, "P2 elbow 3 left", (5, 4), (3, 8), (6, 6))  # her fourth action: ELEMENTS at once
    assert g.prompt.kind is PromptKind.ORIENT and g.prompt.seat == 2
    step(g, "P3 orient 0", (5, 4), (3, 8), (6, 6))
    assert tile_at(g, (6, 6)) == "room-straight ┃"
    step(g, "P2 see right", (5, 4), (3, 8), (6, 6))
    # 6. Chun-Li moves down, left, up to the Mainframe and logs Yellow; reset 3, D.
    step(g, "P3 see down", (5, 4), (3, 8), (6, 6))
    step(g, "P3 orient 270", (5, 4), (3, 8), (6, 6))
    step(g, "P3 move down", (5, 4), (3, 8), (6, 7))
    step(g, "P3 move left", (5, 4), (3, 8), (5, 7))
    step(g, "P3 move up", (5, 4), (3, 8), (5, 6))
    assert g.position.logged[2] == {Y}
    assert g.position.slots == frozenset()
    assert g.position.lying == {R: (1, 2), G: (9, 2), Y: (1, 8), B: (9, 8)}
    replayed = FAMILY.replay(g.record())
    assert replayed.position.text() == g.position.text() and replayed.log == g.log


# ---------------------------------------------------------------- K13


def test_k13_self_bloop_and_deadlines() -> None:
    """Self-bloop ends the turn; a timeout runs ELEMENTS but skips See Again; two make away."""
    board = Board()
    board.tile((7, 6), "room-straight", "┃")
    board.tile((7, 7), "teleporter-tee", "┫ ←")
    board.tile((6, 7), "room-cross", "╋")
    board.at(2, (5, 2)).holds(2, B)
    g = game(board, active=2, draws=dice("1"))
    play(g, "P2 bloop")
    assert g.position.scientists[1] == (5, 7) and B in g.position.slots
    assert g.prompt.kind is PromptKind.SEE and g.prompt.seat == 2
    play(g, "P3 see left")
    assert "cannot bloop" in refused(g, "P3 bloop")
    play(g, "P3 move down", "P3 move down", "system timeout")
    assert g.position.scientists[2] == (6, 7)
    assert g.prompt.kind is PromptKind.SEE and g.prompt.seat == 0
    assert g.misses[2] == 1 and 2 not in g.away
    play(g, "P1 see up", "P1 done", "P1 see up", "P2 see up", "P2 done", "P2 see up")
    play(g, "system timeout")
    assert 2 in g.away
    play(g, "P1 see up", "P1 done", "P1 see up", "P2 see up", "P2 done", "P2 see up")
    assert g.prompt.seat == 0
    replayed = FAMILY.replay(g.record())
    assert replayed.position.text() == g.position.text() and replayed.log == g.log
