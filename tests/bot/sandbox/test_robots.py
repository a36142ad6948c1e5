"""Bot-driven players: their moves against the real engine."""

from __future__ import annotations

from bot.sandbox.robots import day_move, night_move
from engine.werewolf import Advance, Attack, Game, Vision, Vote
from engine.werewolf.setup import make_setup


def new_game(n: int = 9, seed: int = 5, preset: str = "cisra") -> Game:
    return Game(make_setup(players=[f"P{i}" for i in range(n)], seed=seed, preset=preset))


def play_phase(game: Game, key: str) -> None:
    for seat in game.living():
        if game.phase.is_night:
            move = night_move(key, game, seat)
            game.push(Vision(player=seat, target=move.vision))
            if move.attack is not None:
                game.push(Attack(player=seat, target=move.attack))
        else:
            move = day_move(key, game, seat)
            assert move.vote is not None
            game.push(Vote(player=seat, target=move.vote))
    game.push(Advance())


def test_bot_driven_moves_alone_play_nine_player_games_to_the_end():
    """Every move is accepted by the engine, and games of only such moves end."""
    for seed in range(4):
        for preset in ("cisra", "classic"):
            game = new_game(seed=seed, preset=preset)
            for _ in range(60):
                if game.is_over:
                    break
                play_phase(game, f"g{seed}")
            assert game.is_over, (seed, preset)


def test_night_moves_never_target_the_player_and_attacks_are_legal():
    """Visions and attacks go to living others; every attack passes the engine's check."""
    game = new_game(preset="classic")
    for seat in game.living():
        move = night_move("k", game, seat)
        assert move.vision != seat and move.attack != seat
        assert move.attack is not None
        game.check(Attack(player=seat, target=move.attack))


def test_moves_depend_on_game_phase_and_seat_only():
    """The same game, phase and seat give the same move (no global randomness)."""
    game = new_game()
    assert [night_move("k", game, s) for s in range(9)] == [
        night_move("k", game, s) for s in range(9)
    ]


def test_day_votes_mostly_follow_the_bandwagon():
    """With one player in the lead, most bot-driven voters join them (the policy's 70 %)."""
    game = new_game()
    while game.phase.is_night:
        play_phase(game, "k")
    living = game.living()
    leader = living[0]
    game.push(Vote(player=living[1], target=leader))
    followers = sum(day_move("k", game, seat).vote == leader for seat in living[2:])
    assert followers >= len(living[2:]) // 2
