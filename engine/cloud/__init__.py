"""Quantum Cloud: Avatars, Alters and Algorithms on a shifting hex battlefield (seed 004)."""

from engine.cloud.actions import Action, Verb, parse_command
from engine.cloud.decks import Deck, DeckError, parse_deck_text, starter_deck, validate_deck
from engine.cloud.family import FAMILY, CloudFamily
from engine.cloud.game import CloudGame, Report, Zone
from engine.cloud.hexes import Hex
from engine.cloud.setup import CloudPlayer, CloudRecord, CloudSettings, CloudSetup
from engine.cloud.state import Pending, Phase

__all__ = [
    "FAMILY",
    "Action",
    "CloudFamily",
    "CloudGame",
    "CloudPlayer",
    "CloudRecord",
    "CloudSettings",
    "CloudSetup",
    "Deck",
    "DeckError",
    "Hex",
    "Pending",
    "Phase",
    "Report",
    "Verb",
    "Zone",
    "parse_command",
    "parse_deck_text",
    "starter_deck",
    "validate_deck",
]
