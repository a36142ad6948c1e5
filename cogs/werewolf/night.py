"""Night actions: the DM menus (paged beyond 24 other players) and
``/night vision:<player> attack:<player>``."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import waiting
from bot.i18n import SOURCE, Msg, reader_language, t
from bot.shell.answering import reply
from bot.shell.replies import Refusal
from cogs.werewolf import flow, private_posts, render, words
from cogs.werewolf.base import WerewolfBase
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.interact import (
    OPTION_LIMIT,
    find_player,
    player_choices,
)
from cogs.werewolf.models import seat_of
from cogs.werewolf.night_menu import NO_VISION, night_view
from engine.werewolf import Attack, Game, Vision


def confirmation(game: Game, action: Vision | Attack, locale: str = SOURCE) -> str:
    """What the player is told once their choice is stored (and, from their own odds, when it
    can count in no world)."""
    vision, attack = private_posts.what_counts(game, action.player)
    kind = "vision" if isinstance(action, Vision) else "attack"
    counts = vision if isinstance(action, Vision) else attack
    name = "" if action.target is None else render.esc(game.name(action.target))
    return t(
        "werewolf-night-confirmed",
        locale,
        kind=kind,
        name=name,
        chosen="no" if action.target is None else "yes",
        counts="yes" if counts else "no",
    )


class Night(WerewolfBase):
    """Visions and attacks, sent privately."""

    async def _submit(
        self, interaction: discord.Interaction, session: Session, actions: list[Vision | Attack]
    ) -> str:
        """Check and store the actions (the caller holds the lock); returns the confirmation,
        which the caller sends (with :meth:`_confirm`) once it let go of the lock."""
        game = session.running
        # Both of a pair are refused before either is stored (the engine's check of both, which
        # the pushes then find done).
        game.check_choices(actions)
        for action in actions:
            await games_of(self.bot).push(session, action, interaction.user.id)
        said = await reader_language(interaction)
        lines = [confirmation(game, a, said) for a in actions]
        phase = render.phase_title(str(game.phase), said)
        lines.append(t("werewolf-night-change-until", said, phase=phase))
        return "\n".join(lines)

    async def _confirm(self, interaction: discord.Interaction, session: Session, text: str) -> None:
        """Confirm stored actions, then resolve the night if it is complete."""
        await reply(interaction, text)
        await flow.after_reply(self.bot, session)

    @app_commands.command(name="night")
    @app_commands.describe(
        vision="Whom you look at tonight (or 'No vision')",
        attack="Whom you attack tonight (from Night 1), or 'No attack'",
    )
    async def night(
        self,
        interaction: discord.Interaction,
        vision: app_commands.Range[str, 1, OPTION_LIMIT] | None = None,
        attack: app_commands.Range[str, 1, OPTION_LIMIT] | None = None,
    ) -> None:
        """Send your night actions privately (in a DM, or here: only you see the reply)."""
        async with self._refusals(interaction):
            if vision is None and attack is None:
                raise Refusal(Msg.of("werewolf-refusal-night-nothing-given"))
            session = self._player_session(interaction)
            await waiting.acknowledge_first(interaction)
            async with waiting.holding(session, interaction):
                game = session.running
                seat = session.seat(interaction.user.id)
                if not game.phase.is_night:
                    raise Refusal(
                        Msg.of("werewolf-refusal-night-by-day", number=str(game.phase.number))
                    )
                actions: list[Vision | Attack] = []
                if vision is not None:
                    target = find_player(game, vision, allow_none=True)
                    actions.append(Vision(player=seat, target=target))
                if attack is not None:
                    target = find_player(game, attack, allow_none=True)
                    actions.append(Attack(player=seat, target=target))
                text = await self._submit(interaction, session, actions)
            await self._confirm(interaction, session, text)

    @night.autocomplete("vision")
    async def vision_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self._choices(interaction, current, none_label="No vision")

    @night.autocomplete("attack")
    async def attack_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self._choices(interaction, current, none_label="No attack")

    def _choices(
        self, interaction: discord.Interaction, current: str, none_label: str | None = None
    ) -> list[app_commands.Choice[str]]:
        try:
            session = self._player_session(interaction)
            game = session.running
        except Refusal:
            return []
        seat = seat_of(session.row, interaction.user.id)
        seats = None if seat is None else game.night_targets(seat)
        return player_choices(game, current, none_label=none_label, seats=seats)

    async def _menus_game(self, game_id: int, user_id: int) -> Session:
        """The game of a night menu, refused to anyone but its players. The menus live in
        direct messages, which reach shard 0 whichever process opened the game: it is found
        through the database when this process has not read it yet."""
        session = await games_of(self.bot).find(game_id)
        if session is None:
            raise Refusal(Msg.of("werewolf-refusal-over"))
        if seat_of(session.row, user_id) is None:
            raise Refusal(Msg.of("werewolf-refusal-menus-players-only"))
        return session

    @staticmethod
    def _check_phase(game: Game, phase: str) -> None:
        if str(game.phase) != phase:
            raise Refusal(
                Msg.of(
                    "werewolf-refusal-menu-over",
                    menu="night",
                    was_kind=words.kind_of(phase),
                    was_number=words.number_of(phase),
                    now_kind=words.kind_of(str(game.phase)),
                    now_number=words.number_of(str(game.phase)),
                )
            )

    @staticmethod
    def _menu_target(game: Game, seat: int, kind: str, value: str) -> int | None:
        """The target of a menu pick, refusing any value the menus never offer (a forged or
        garbled component)."""
        if value == NO_VISION:
            return None
        if not value.isdigit() or len(value) > 9 or int(value) not in game.night_targets(seat):
            raise Refusal(Msg.of("werewolf-refusal-night-menu-value", kind=kind))
        return int(value)

    async def choose(
        self, interaction: discord.Interaction, game_id: int, phase: str, kind: str, value: str
    ) -> None:
        """A pick in a night menu of a DM."""
        async with self._refusals(interaction):
            session = await self._menus_game(game_id, interaction.user.id)
            await waiting.acknowledge_first(interaction)
            async with waiting.holding(session, interaction):
                game = session.running
                self._check_phase(game, phase)
                seat = session.seat(interaction.user.id)
                target = self._menu_target(game, seat, kind, value)
                action: Vision | Attack = (
                    Vision(player=seat, target=target)
                    if kind == "vision"
                    else Attack(player=seat, target=target)
                )
                text = await self._submit(interaction, session, [action])
            await self._confirm(interaction, session, text)

    async def turn_page(
        self,
        interaction: discord.Interaction,
        game_id: int,
        phase: str,
        pages: tuple[int, int],
    ) -> None:
        """◀ / ▶ under a paged night menu: show the DM's menus at other pages, in place."""
        async with self._refusals(interaction):
            session = await self._menus_game(game_id, interaction.user.id)
            async with waiting.holding(session, interaction, edit=True):
                game = session.running
                self._check_phase(game, phase)
                seat = session.seat(interaction.user.id)
                if not game.alive[seat]:
                    raise Refusal(Msg.of("werewolf-refusal-dead-at-night"))
                vision_page, attack_page = pages
                view = night_view(
                    game_id,
                    game,
                    seat,
                    vision_page=vision_page,
                    attack_page=attack_page,
                    locale=await reader_language(interaction),
                )
                await waiting.edit_message(interaction, view=view)
