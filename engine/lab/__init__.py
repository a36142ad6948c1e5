"""Schrödinger's Lab: a tile-laying race through a lab that exists only where it is seen."""

from engine.lab.actions import Command, Verb, parse_command, parse_record_line
from engine.lab.family import FAMILY, LabFamily
from engine.lab.game import LabGame, LabView
from engine.lab.position import Position, parse_position
from engine.lab.prompts import Prompt, PromptKind
from engine.lab.setup import LabRecord, LabSetup

__all__ = [
    "FAMILY",
    "Command",
    "LabFamily",
    "LabGame",
    "LabRecord",
    "LabSetup",
    "LabView",
    "Position",
    "Prompt",
    "PromptKind",
    "Verb",
    "parse_command",
    "parse_position",
    "parse_record_line",
]
