"""A Quantum Clocktower game's setup and record."""

from __future__ import annotations

from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SCRIPTS,
    TROUBLE_BREWING,
    compositions,
    no_setup_reason,
)
from engine.core.draws import Randomness
from engine.core.errors import SetupError
from engine.core.record import GameRecordBase
from engine.core.said import Said

RULES_REVISION = 2
"""The revision of the rules a new game is played under (:attr:`ClocktowerSetup.revision`)."""


class ClocktowerSetup(BaseModel):
    """Players in seat order, the script and the seed."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: tuple[str, ...] = Field(description="Player names, seat @1 first.")
    script: str = Field(default=TROUBLE_BREWING.id, description="The script's id.")
    seed: int | str = Field(description="Seed of every draw of the game.")
    adjudicated_percent: int | None = Field(
        default=None,
        ge=0,
        le=100,
        description=(
            "Chance in whole percent that the draw before the alignment roll makes the game a"
            " storyteller-adjudicated one (script 2's Atheist, spec S7). None: the script's"
            " default; only scripts with such a character accept a value."
        ),
    )

    revision: int = Field(
        default=RULES_REVISION,
        ge=1,
        le=RULES_REVISION,
        description=(
            "The revision of the rules the game is played under, so that a game stored before"
            " a change of its draws replays as it was played. 1: fallback F drew numbers 0 to 4"
            " whatever the script; 2: among the script's range (script 2: spec R13, N16)."
            " Written only for scripts whose draws it changes."
        ),
    )

    @field_validator("players")
    @classmethod
    def _check_players(cls, players: tuple[str, ...]) -> tuple[str, ...]:
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if len(set(players)) != len(players):
            raise ValueError("player names must differ")
        return players

    @field_validator("script")
    @classmethod
    def _check_script(cls, script: str) -> str:
        if script not in SCRIPTS:
            raise ValueError(f"unknown script {script!r}")
        return script

    @model_validator(mode="after")
    def _check_percent(self) -> ClocktowerSetup:
        no_draw = SCRIPTS[self.script].adjudication_character is None
        if self.adjudicated_percent is not None and no_draw:
            raise ValueError(f"script {self.script!r} has no adjudicated-game draw")
        return self

    @model_serializer(mode="wrap")
    def _omit_unset_percent(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # records of scripts without the draw keep the exact JSON they had before it existed
        data: dict[str, Any] = handler(self)
        if data.get("adjudicated_percent") is None:
            data.pop("adjudicated_percent", None)
        if not revised(self.script):
            data.pop("revision", None)  # the same draws under every revision
        return data

    def adjudicated_chance(self) -> int:
        """The chance in whole percent of a storyteller-adjudicated game (0 when the script
        has no such draw)."""
        character = SCRIPTS[self.script].adjudication_character
        if character is None:
            return 0
        if self.adjudicated_percent is not None:
            return self.adjudicated_percent
        default = REGISTRY[character].adjudicated_draw_percent
        assert default is not None
        return default

    def adjudicated_possible(self) -> bool:
        """Whether the lobby says a storyteller-adjudicated game is possible (never the
        chance itself, spec S7)."""
        return self.adjudicated_chance() > 0


def check_setup(setup: ClocktowerSetup) -> None:
    """Refuse a setup no valid game exists for (spec Law 8), or of a script the engine cannot
    run yet."""
    n = len(setup.players)
    most = SCRIPTS[setup.script].playable_up_to
    if not SCRIPTS[setup.script].playable_at(n) and most is not None:
        said = (
            f"{SCRIPTS[setup.script].title} cannot be played above {most} players yet: the"
            " engine cannot answer larger games in time"
        )
        raise SetupError(Said(said, "not-playable", script=setup.script, most=most))
    if not SCRIPTS[setup.script].playable_at(n):
        said = (
            f"{SCRIPTS[setup.script].title} cannot be played yet: the engine lists its worlds"
            " one by one, too many to answer in time"
        )
        raise SetupError(Said(said, "not-playable", script=setup.script))
    if not compositions(SCRIPTS[setup.script], n):
        script = SCRIPTS[setup.script]
        said = f"{script.title} has no valid setup for {n} players: {no_setup_reason(script, n)}"
        raise SetupError(Said(said, "no-setup", script=setup.script, players=n))


def revised(script: str) -> bool:
    """Whether a revision of the rules changed ``script``'s draws: those with addendum R13's
    number ranges (script 2 and its test cuts), whose fallback F draws among them since
    revision 2. Script 1's ranges never exceed 4, so its draws are the same in every one."""
    return SCRIPTS[script].first_night_number_max is not None


class ClocktowerRecord(GameRecordBase):
    """A game's record: the setup and every accepted action in order."""

    family: str = "clocktower"
    setup: ClocktowerSetup

    @model_validator(mode="before")
    @classmethod
    def _stored_before_revisions(cls, data: Any) -> Any:
        # A record written before the setup carried its revision was played under the first.
        # (Scripts whose draws no revision changed are left at the current one: the same game.)
        setup = data.get("setup") if isinstance(data, dict) else None
        if isinstance(setup, dict) and "revision" not in setup:
            script = setup.get("script", TROUBLE_BREWING.id)
            if script in SCRIPTS and revised(script):
                data = {**data, "setup": {**setup, "revision": 1}}
        return data


def draw_adjudicated(setup: ClocktowerSetup, randomness: Randomness) -> bool:
    """The draw before the alignment roll (spec S7): whether this is a storyteller-adjudicated
    game. Recorded under the character's id (``atheist yes|no``); a script without such a
    character draws nothing, so its draws stay exactly as they were."""
    character = SCRIPTS[setup.script].adjudication_character
    if character is None:
        return False
    chance = setup.adjudicated_chance()
    return randomness.draw(character, [("yes", chance), ("no", 100 - chance)]) == "yes"
