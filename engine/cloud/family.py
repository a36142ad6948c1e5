"""The family object the bot shell knows Quantum Cloud by."""

from __future__ import annotations

from engine.cloud.actions import Action
from engine.cloud.game import CloudGame
from engine.cloud.setup import CloudRecord, CloudSetup
from engine.core.errors import RecordError
from engine.core.family import Game, GameFamily
from engine.core.record import GameRecordBase


class CloudFamily:
    """Quantum Cloud as a :class:`engine.core.family.GameFamily`."""

    name = "cloud"
    title = "Quantum Cloud"
    setup_model = CloudSetup

    def new_game(self, setup: CloudSetup) -> CloudGame:
        """A fresh game (decks validated, shuffled and dealt; the setup begins)."""
        return CloudGame(setup)

    def replay(self, record: GameRecordBase) -> CloudGame:
        """Rebuild a game from its record."""
        if not isinstance(record, CloudRecord):
            try:
                record = CloudRecord.model_validate(record.model_dump())
            except ValueError as error:
                raise RecordError(f"not a Quantum Cloud record: {error}") from None
        return CloudGame.replay(record)


FAMILY = CloudFamily()

# Static proof (mypy) that the family and its games satisfy engine.core's protocols.
_PROTOCOL_CHECK: GameFamily[CloudSetup, Action] = FAMILY
_GAME_CHECK: type[Game[Action]] = CloudGame
