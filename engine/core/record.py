"""The envelope every family's record shares: family, version, seed, ordered actions, draws.

A family subclasses :class:`GameRecordBase` with its own ``setup`` field. Replaying a record
reproduces the game exactly, because a game is a function of its setup, its seed and its
ordered actions (and any draws fixed explicitly, for tests and rehearsals).
"""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.errors import RecordError


class GameRecordBase(BaseModel):
    """Fields common to every family's game record."""

    model_config = ConfigDict(extra="forbid")

    family: str = Field(description="The game family: werewolf, clocktower, lab, cloud.")
    version: int = Field(default=1, description="Format version of the family's record.")
    seed: int | str = Field(description="The seed every draw of the game derives from.")
    actions: list[str] = Field(
        default_factory=list,
        description="Accepted actions in order, each in the family's canonical text form.",
    )
    draws: dict[str, str] = Field(
        default_factory=dict, description="Explicit outcomes for named draws, overriding the seed."
    )

    def to_json(self) -> str:
        """Canonical JSON text."""
        return self.model_dump_json(indent=2)


RecordT = TypeVar("RecordT", bound=GameRecordBase)


def parse_record_json(model: type[RecordT], text: str) -> RecordT:
    """Parse a record's JSON text as ``model``, with a clear error naming the first bad field."""
    try:
        return model.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "record"
        raise RecordError(f"malformed game record at {where}: {first['msg']}") from None
