"""Quantum Werewolf: pure and deterministic.

A game is a function of its setup (which holds the seed) and its ordered actions. Nothing here
touches Discord, a database, the clock or global randomness.
"""

from engine.core.errors import (
    DrawError,
    EngineError,
    IllegalActionError,
    ParseError,
    RecordError,
    SetupError,
)
from engine.werewolf.actions import Action, Advance, Decide, Vote, parse_action
from engine.werewolf.cast.seer import Vision
from engine.werewolf.cast.wolf import Attack
from engine.werewolf.choices import Tally
from engine.werewolf.errors import TieUndecidedError
from engine.werewolf.family import FAMILY, WerewolfFamily, WerewolfGame, WerewolfRecord
from engine.werewolf.game import Game
from engine.werewolf.phases import Phase, PhaseKind, parse_phase
from engine.werewolf.record import GameRecord, load_record, record_of, replay
from engine.werewolf.reports import Report
from engine.werewolf.roles import Role, RoleKind, Team, parse_role
from engine.werewolf.rulesets import CisraGame, ClassicGame
from engine.werewolf.setup import GameSetup, MissingAttack, Preset, Reveal, TieRule, make_setup
from engine.werewolf.views import PlayerView, observe, observe_all

__all__ = [
    "FAMILY",
    "Action",
    "Advance",
    "Attack",
    "CisraGame",
    "ClassicGame",
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
    "WerewolfFamily",
    "WerewolfGame",
    "WerewolfRecord",
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
