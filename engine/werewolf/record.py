"""The game record: setup, seed, ordered actions and optional explicit draws, as JSON.

Replaying a record reproduces every report exactly. Its JSON Schema is published in
``docs/game-record.schema.json``.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.errors import EngineError, RecordError
from engine.werewolf.actions import parse_action
from engine.werewolf.game import Backend, Game
from engine.werewolf.reports import Report
from engine.werewolf.setup import GameSetup

RECORD_VERSION = 1


class GameRecord(BaseModel):
    """Everything needed to replay a game."""

    model_config = ConfigDict(extra="forbid", title="Quantum Werewolf game record")

    version: int = Field(default=RECORD_VERSION, description="Format version of this record.")
    setup: GameSetup
    actions: list[str] = Field(
        default_factory=list,
        description="Actions in the order they were accepted, in canonical text form "
        "('vision @2 @5', 'attack @2 @5', 'vote @2 @5', 'unvote @2', 'decide @5', 'advance', "
        "'kick @5', 'undo', 'rename @5 New Name'); seats are indexes into setup.players.",
    )
    draws: dict[str, str] = Field(
        default_factory=dict,
        description="Explicit outcomes for named draws, overriding the seed: 'numbers' "
        "(comma-separated secret numbers by seat), '<phase>.vision.@<seat>' (evil/good, or "
        "the role in classic), '<phase>.lynch.@<seat>', '<phase>.death.@<seat>', "
        "'<phase>.kick.@<seat>', 'end.role.@<seat>' (a role: seer, villager, wolf, wolf<rank>), "
        "'<phase>.attack.@<seat>' and '<phase>.tie' (a seat number).",
    )

    def to_json(self) -> str:
        """Canonical JSON text."""
        return self.model_dump_json(indent=2)


def record_of(game: Game) -> GameRecord:
    """The record of a game so far."""
    return GameRecord(
        setup=game.setup,
        actions=[str(action) for action in game.actions],
        draws=dict(game.random.explicit),
    )


def load_record(text: str) -> GameRecord:
    """Parse a record's JSON text, with a clear error for a malformed file."""
    try:
        return GameRecord.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "record"
        raise RecordError(f"malformed game record at {where}: {first['msg']}") from None


def replay(
    record: GameRecord, *, backend: Backend = "fast", keep_reports: int | None = None
) -> tuple[Game, list[Report]]:
    """Replay a record; returns the game and the reports of every resolution.

    ``keep_reports`` bounds how many reports are kept (in the game and in the returned list):
    a caller that only needs the state, like a bot rebuilding a long 1000-player game, keeps
    memory flat with a small number.
    """
    if record.version != RECORD_VERSION:
        raise RecordError(f"unsupported record version {record.version!r}")
    try:
        game = Game(
            record.setup, explicit_draws=record.draws, backend=backend, keep_reports=keep_reports
        )
    except EngineError as error:
        raise RecordError(f"the record's setup cannot start a game: {error}") from None
    reports = []
    for index, text in enumerate(record.actions):
        try:
            report = game.push(parse_action(text))
        except EngineError as error:
            raise RecordError(f"action {index} ({text!r}) cannot be replayed: {error}") from None
        if report is not None:
            reports.append(report)
            if keep_reports is not None and len(reports) > keep_reports:
                del reports[0]
    return game, reports
