"""What every family's cog shares: sessions and clock, answering, the lobby post, host checks.

A family's cog subclasses :class:`FamilyCog`, names itself (:attr:`FamilyCog.family`,
:attr:`FamilyCog.title`) and adds its commands, its lobby text and buttons, its announcements
and its clock's ``tick``. Games live in threads; the lobby post stays in the channel.

The cog is generic over its family's session type: a shell family's is
:class:`~bot.shell.sessions.FamilySession` (the default); an adopted family (werewolf, whose rows
are its own, :meth:`~bot.shell.sessions.FamilySessions.adopt`) names its own
(:attr:`FamilyCog.session_type`) and registers its outbox calls itself
(:meth:`FamilyCog._register`). It may also say who runs the host's commands
(:meth:`FamilyCog._require_host`), where its players' games are (:meth:`FamilyCog._games_of_user`)
and how the hosts' changes are told (:attr:`FamilyCog.host_lines_answer`).
"""

from __future__ import annotations

from discord import app_commands

from bot.i18n import LANGUAGES
from bot.shell.cog_base import S
from bot.shell.cog_clock import ClockPart
from bot.shell.cog_lobby import LobbyPart
from bot.shell.cog_players import PlayersPart
from bot.shell.cog_records import RecordsPart
from bot.shell.cog_register import RegisterPart

LANGUAGE_CHOICES = [app_commands.Choice(name=said, value=code) for code, said in LANGUAGES.items()]
"""`/… new`'s ``language`` option: every shipped language, by its own name."""


class FamilyCog(LobbyPart[S], PlayersPart[S], ClockPart[S], RecordsPart[S], RegisterPart[S]):
    """The base of every family's cog (no commands of its own): the shell's parts, each in its
    own module on :class:`bot.shell.cog_base.CogBase` (the family's names, sessions, answering
    and host checks): the lobby and rematch (:mod:`bot.shell.cog_lobby`), players and hosts
    (:mod:`bot.shell.cog_players`), the clock (:mod:`bot.shell.cog_clock`), the record
    (:mod:`bot.shell.cog_records`) and the family's registration with the bot
    (:mod:`bot.shell.cog_register`)."""
