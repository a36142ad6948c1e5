"""Quantum Werewolf engine: pure and deterministic.

A game is a function of its setup (which holds the seed) and its ordered actions. Nothing here
touches Discord, a database, the clock or global randomness.
"""

from engine.actions import Action, Advance, Attack, Decide, Vision, Vote, parse_action
from engine.errors import (
    DrawError,
    EngineError,
    IllegalActionError,
    ParseError,
    RecordError,
    SetupError,
    TieUndecidedError,
)
from engine.game import Game
from engine.phases import Phase, PhaseKind, parse_phase
from engine.record import GameRecord, load_record, record_of, replay
from engine.reports import Report
from engine.roles import Role, RoleKind, Team, parse_role
from engine.setup import GameSetup, MissingAttack, Preset, Reveal, TieRule, make_setup
from engine.state import Tally
from engine.views import PlayerView, observe, observe_all

__all__ = [
    "Action",
    "Advance",
    "Attack",
    "Decide",
    "DrawError",
    "EngineError",
    "Game",
    "GameRecord",
    "GameSetup",
    "IllegalActionError",
    "MissingAttack",
    "ParseError",
    "Phase",
    "PhaseKind",
    "PlayerView",
    "Preset",
    "RecordError",
    "Report",
    "Reveal",
    "Role",
    "RoleKind",
    "SetupError",
    "Tally",
    "Team",
    "TieRule",
    "TieUndecidedError",
    "Vision",
    "Vote",
    "load_record",
    "make_setup",
    "observe",
    "observe_all",
    "parse_action",
    "parse_phase",
    "parse_role",
    "record_of",
    "replay",
]
