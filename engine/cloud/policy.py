"""Legal commands enumerated (for autocomplete and bots) and a random legal-move policy."""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine.cloud.actions import Action, Verb
from engine.cloud.cards import AlgorithmCard, AlterCard
from engine.cloud.game import CloudGame, Pending, Phase
from engine.core.errors import EngineError
from engine.core.family import Actor, Seat


def _candidates(game: CloudGame, seat: Seat) -> Iterator[Action]:
    p = game.players[seat]
    if game.phase is Phase.SETUP_TILES:
        for hex_ in game.tile_spaces():
            yield Action(seat, Verb.TILE, hex=hex_)
        return
    if game.phase is Phase.SETUP_AVATARS:
        for hex_ in game.avatar_spaces(seat)[1]:
            yield Action(seat, Verb.AVATAR, hex=hex_)
        return
    if game.phase is not Phase.PLAY:
        return
    names = sorted({p.cards[i].name for i in p.hand})
    for name in names:
        card = p.deck.card(name)
        if not isinstance(card, AlgorithmCard):
            continue
        if card.target_classes is None:
            yield Action(seat, Verb.PLAY, card=name)
            continue
        for unit in game.play_targets(seat, card):
            mover = card.moves
            if mover is None:
                yield Action(seat, Verb.PLAY, card=name, target=unit.label)
            else:
                for hex_ in sorted(game.reachable(unit, mover.n)):
                    yield Action(seat, Verb.PLAY, card=name, target=unit.label, hex=hex_)
    if game.window is not None:
        yield Action(seat, Verb.PASS)
        return
    if seat != game.active:
        return
    if game.pending is Pending.KEEP:
        for unit in game.copies(seat):
            yield Action(seat, Verb.KEEP, unit=unit.label)
        return
    if game.pending is Pending.TILE:
        if game.drawn is not None:
            for hex_ in game.tile_spaces():
                yield Action(seat, Verb.TILE, hex=hex_)
        else:
            for origin, dest in game.tile_moves():
                yield Action(seat, Verb.TILE, hex=dest, origin=origin)
        return
    yield Action(seat, Verb.END)
    terrain = p.deck.avatar.terrain
    for hex_ in sorted(game.free_tiles()):
        if game.board[hex_] is terrain:
            yield Action(seat, Verb.SUPERPOSE, hex=hex_)
    own = [u for u in game.units.values() if u.seat == seat]
    for unit in own:
        for hex_ in sorted(game.reachable(unit, game.move_of(unit))):
            yield Action(seat, Verb.MOVE, unit=unit.label, hex=hex_)
        for enemy in game.units.values():
            if enemy.seat != seat and enemy.hex.distance(unit.hex) == 1:
                yield Action(seat, Verb.ATTACK, unit=unit.label, target=enemy.label)
    for name in names:
        card = p.deck.card(name)
        if isinstance(card, AlterCard):
            for hex_ in sorted(game.summon_spaces(seat, card)):
                yield Action(seat, Verb.SUMMON, card=name, hex=hex_)


def legal_actions(game: CloudGame, seat: Seat) -> list[Action]:
    """Every legal command of ``seat`` now except autopass and concede, in a fixed order."""
    legal = []
    for action in _candidates(game, seat):
        try:
            game.check(action)
        except EngineError:
            continue
        legal.append(action)
    return legal


def random_action(game: CloudGame, rng: random.Random, timeout_rate: float = 0.02) -> Action:
    """A random legal action by some player (or, rarely, the bot's timeout)."""
    if game.phase is Phase.OVER:
        raise ValueError("the game is over")
    if rng.random() < timeout_rate:
        return Action(Actor.SYSTEM, Verb.TIMEOUT)
    options: list[Action] = []
    for seat in game.living():
        options += legal_actions(game, seat)
    if not options:
        return Action(Actor.SYSTEM, Verb.TIMEOUT)
    # End a turn and pass less eagerly than acting, so games see battles.
    weights = [0.25 if a.verb in (Verb.END, Verb.PASS) else 1.0 for a in options]
    return rng.choices(options, weights)[0]


def bot_action(game: CloudGame, seat: Seat, rng: random.Random) -> Action | None:
    """A random legal action for one seat (a bot player), or ``None`` when it has none."""
    options = legal_actions(game, seat)
    return rng.choice(options) if options else None
