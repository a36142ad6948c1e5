"""The storyteller's tools: ``/game advance``, ``/game decide``, ``/game grimoire``,
``/game cancel``, ``/game kick``, ``/game replace``, ``/game undo``, ``/game end`` and
``/game storyteller add|remove``."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from bot import drawing, effects, names, waiting, worker
from bot.effects import Effect
from bot.i18n import Msg, reader_language, t
from bot.names import display_name
from bot.shell import hosts
from bot.shell.answering import reply
from bot.shell.posts import post
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from cogs.werewolf import (
    announce,
    channels,
    clocks,
    flow,
    grimoire,
    language,
    private_posts,
    prompts,
    render,
    tally,
)
from cogs.werewolf.base import WerewolfBase
from cogs.werewolf.games import Games, Session, check_fresh, games_of
from cogs.werewolf.interact import (
    HOST_WORD,
    OPTION_LIMIT,
    find_player,
    name_refusal,
    player_choices,
    player_name,
)
from cogs.werewolf.models import Member
from engine.werewolf import Advance, Decide, Report, observe
from engine.werewolf.actions import Kick, Rename, Undo
from engine.werewolf.setup import MAX_NAME_LENGTH


class Storyteller(WerewolfBase):
    """Run the game: resolve phases, break ties, see everything."""

    storyteller = app_commands.Group(
        name="storyteller", description="Co-storytellers: members who help run this game"
    )

    @app_commands.command(name="advance")
    async def advance(self, interaction: discord.Interaction) -> None:
        """Resolve the current night or day now (storyteller)."""
        async with self._refusals(interaction):
            async with self.storyteller_turn(interaction) as session:
                game = session.running
                phase = render.phase_title(str(game.phase), await reader_language(interaction))
                check_fresh(session, "advance")
                game.check(Advance())
                await waiting.defer(interaction)
                await flow.resolve(self.bot, session, interaction.user.id)
            await reply(
                interaction, t("werewolf-resolved", await reader_language(interaction), phase=phase)
            )

    @app_commands.command(name="decide")
    @app_commands.describe(player="Who of the tied players is lynched ('none': nobody)")
    async def decide(
        self, interaction: discord.Interaction, player: app_commands.Range[str, 1, OPTION_LIMIT]
    ) -> None:
        """Break a tied vote (storyteller; tie rule "storyteller")."""
        async with self._refusals(interaction), self.storyteller_turn(interaction) as session:
            game = session.running
            target = find_player(game, player, allow_none=True, by_number=True)
            await games_of(self.bot).push(session, Decide(target=target), interaction.user.id)
            said = await reader_language(interaction)
            who = t("werewolf-nobody", said) if target is None else render.esc(game.name(target))
            await reply(interaction, t("werewolf-decided", said, name=who))

    @decide.autocomplete("player")
    async def decide_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The decisions the engine takes now: the tied players, and nobody."""
        return self._offered(interaction, current, Decide, none_label="Nobody")

    @app_commands.command(name="grimoire")
    async def grimoire(self, interaction: discord.Interaction) -> None:
        """Every secret of this channel's game, for the storyteller alone."""
        async with self._refusals(interaction), self.storyteller_turn(interaction) as session:
            embed = grimoire.grimoire_embed(session.running, await reader_language(interaction))
            await reply(interaction, embed=embed)

    @app_commands.command(name="cancel")
    async def cancel(self, interaction: discord.Interaction) -> None:
        """Stop this channel's game without a winner (storyteller)."""
        async with self._refusals(interaction), self.storyteller_turn(interaction) as session:
            if session.row.status is GameStatus.OVER:
                raise Refusal(Msg.of("werewolf-refusal-already-over"))
            session.row.status = GameStatus.OVER
            clocks.stop(session.row)
            closing = announce.close_components(session, t("werewolf-cancelled", session.language))
            await games_of(self.bot).save(session, [*closing, channels.cleanup_call(session)])
            games_of(self.bot).close(session)
            await reply(
                interaction, t("werewolf-cancelled-post", session.language), ephemeral=False
            )

    # -- kick, replace, undo, end --------------------------------------------------------------

    @app_commands.command(name="kick")
    @app_commands.describe(player="The player to remove (a modkill: revealed like a lynch)")
    async def kick(
        self, interaction: discord.Interaction, player: app_commands.Range[str, 1, OPTION_LIMIT]
    ) -> None:
        """Remove a player from the game at once, like a lynch (storyteller)."""
        async with self._refusals(interaction):
            async with self.storyteller_turn(interaction) as session:
                game = session.running
                seat = find_player(game, player, by_number=True)
                assert seat is not None
                action = Kick(target=seat)
                check_fresh(session, "kick")
                game.check(action)
                name = render.esc(game.name(seat))
                await waiting.defer(interaction)
                await flow.resolve(
                    self.bot,
                    session,
                    interaction.user.id,
                    action=action,
                    reason=t("werewolf-kicked", session.language, name=name),
                )
            said = await reader_language(interaction)
            await reply(interaction, t("werewolf-kick-reply", said, name=name))
            if session.row.status is GameStatus.RUNNING:
                await flow.after_reply(self.bot, session)

    @kick.autocomplete("player")
    async def kick_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The kicks the engine takes now."""
        return self._offered(interaction, current, Kick)

    def _offered(
        self,
        interaction: discord.Interaction,
        current: str,
        kind: type[Decide | Kick],
        *,
        none_label: str | None = None,
    ) -> list[app_commands.Choice[str]]:
        """The targets of the storyteller actions of ``kind`` the engine takes now (``None``
        offered as ``none_label``), matching what was typed."""
        session = self._found_here(interaction.channel_id)
        if session is None or session.game is None:
            return []
        targets = [a.target for a in session.game.storyteller_actions() if isinstance(a, kind)]
        return player_choices(
            session.game,
            current,
            none_label=none_label if None in targets else None,
            seats=[target for target in targets if target is not None],
        )

    @app_commands.command(name="replace")
    @app_commands.describe(
        player="The seat to hand over (the player who leaves)",
        member="The member who takes the seat over (same number, history and role odds)",
        name="The name they play under (default: their display name)",
    )
    async def replace(
        self,
        interaction: discord.Interaction,
        player: app_commands.Range[str, 1, OPTION_LIMIT],
        member: discord.Member,
        name: app_commands.Range[str, 1, MAX_NAME_LENGTH] | None = None,
    ) -> None:
        """Hand a seat to another member (storyteller)."""
        async with self._refusals(interaction), self.storyteller_turn(interaction) as session:
            game = session.running
            row = session.row
            seat = find_player(game, player, by_number=True)
            assert seat is not None
            old = row.seats[seat]

            def move() -> None:
                # The seat's name in the game: the one chosen, else the newcomer's display name.
                nonlocal name
                taken = [m.name for i, m in enumerate(row.seats) if i != seat]
                try:
                    name = player_name(member, taken, name)
                except names.UnusableName as error:
                    raise name_refusal(error, "replace") from None
                game.check(Rename(player=seat, name=name))
                members = list(row.seats)
                members[seat] = Member(user_id=member.id, name=name)
                row.seats = members

            hosts.hand_over(
                row,
                old.user_id,
                member.id,
                display_name(member),
                bot=member.bot,
                host_plays=False,
                host=HOST_WORD,
                move=move,
            )
            assert name is not None  # named by move
            action = Rename(player=seat, name=name)

            async def shown(report: Report | None) -> list[Effect]:
                return [
                    post(
                        None,
                        session.row.channel_id,
                        t(
                            "werewolf-replaced",
                            session.language,
                            member=f"<@{member.id}>",
                            old=render.esc(old.name),
                            name=render.esc(name),
                        ),
                        ping=member.id,
                    ),
                    *self._brief_newcomer(session, seat),
                    effects.dm(
                        old.user_id,
                        content=t(
                            "werewolf-replaced-dm",
                            session.reader(old.user_id),
                            name=render.esc(name),
                            channel=render.channel_label(session.row),
                        ),
                    ),
                    channels.release_call(session, old.user_id),
                    channels.roles_call(session),
                ]

            await language.settle(games_of(self.bot).storage.database, row)  # the newcomer's
            await games_of(self.bot).push(session, action, interaction.user.id, shown)
            said = await reader_language(interaction)
            text = t("werewolf-replaced-reply", said, name=render.esc(name), old=old.name)
            await reply(interaction, text)

    @replace.autocomplete("player")
    async def replace_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self.living_choices(interaction, current)

    def _brief_newcomer(self, session: Session, seat: int) -> list[Effect]:
        """DMs for the new holder of a seat: number, odds, visions so far, and the current
        prompt (then a note in the channel if they do not reach them)."""
        game = session.running
        user_id = session.row.seats[seat].user_id
        where = render.channel_label(session.row)
        view = observe(game, seat)
        said = session.reader(user_id)
        welcome = private_posts.welcome_embed(view, game, where, said)
        briefing = [
            effects.dm(
                user_id, report=True, embeds=[welcome, private_posts.me_embed(view, game, said)]
            )
        ]
        if game.alive[seat]:
            if game.phase.is_night:
                briefing.append(prompts.night_prompt(where, session, seat))
            else:
                phase = render.phase_title(str(game.phase), said)
                text = t("werewolf-newcomer-day", said, phase=phase, channel=where)
                shown = render.deadline_text(session.row, said)
                briefing.append(effects.dm(user_id, report=True, content=f"{text} {shown or ''}"))
        return prompts.reported(
            session, briefing, t("werewolf-unreachable-number", session.language)
        )

    @app_commands.command(name="undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back the last resolution (a phase or a kick) while nothing came after it."""
        async with self._refusals(interaction), self.storyteller_turn(interaction) as session:
            game = session.running
            game.check(Undo())
            undone = game.actions[-1]
            report: Report | None = game.reports[-1] if game.reports else None
            public = session.language
            if isinstance(undone, Kick):
                name = render.esc(game.name(undone.target))
                what = t("werewolf-undid-what", public, what="kick", name=name, phase="")
            else:
                resolved = report.phase if report is not None else None
                phase = render.phase_title(resolved, public)
                what = t("werewolf-undid-what", public, what="resolution", name="", phase=phase)
            opened = session.row.extra.phase

            async def shown(_: Report | None) -> list[Effect]:
                phase = render.phase_title(str(game.phase), public)
                deadline = render.deadline_text(session.row, public) or ""
                notices: list[Effect] = []
                if isinstance(undone, Advance) and opened is not None:
                    notices += announce.close_undone(session, opened)
                notices.append(
                    post(
                        None,
                        session.row.channel_id,
                        t("werewolf-undid", public, what=what, phase=phase, deadline=deadline),
                    )
                )
                notices += self._tell_undone(session, report, undone)
                notices.append(channels.roles_call(session))
                if isinstance(undone, Advance):
                    if game.phase.is_night:
                        notices += await prompts.night_prompts(self.bot, session)
                    else:
                        notices += tally.tally_post(session)
                elif not game.phase.is_night:
                    notices += tally.tally_refresh(session)
                elif isinstance(undone, Kick):
                    notices.append(
                        prompts.night_prompt(
                            render.channel_label(session.row), session, undone.target
                        )
                    )
                return notices

            await games_of(self.bot).push(session, Undo(), interaction.user.id, shown)
            await reply(interaction, t("werewolf-undone-reply", await reader_language(interaction)))

    def _tell_undone(self, session: Session, report: Report | None, undone: object) -> list[Effect]:
        """DMs for the players whose private news the undone resolution carried (and a kicked
        one)."""
        game = session.running
        where = render.channel_label(session.row)
        seats = sorted({m.seat for m in report.messages} if report is not None else set())
        told = [
            effects.dm(
                session.row.seats[seat].user_id,
                content=t(
                    "werewolf-undid-news",
                    session.reader(session.row.seats[seat].user_id),
                    channel=where,
                    phase=render.phase_title(
                        str(game.phase), session.reader(session.row.seats[seat].user_id)
                    ),
                ),
            )
            for seat in seats
        ]
        if isinstance(undone, Kick):
            told.append(
                effects.dm(
                    session.row.seats[undone.target].user_id,
                    content=t(
                        "werewolf-undid-kick",
                        session.reader(session.row.seats[undone.target].user_id),
                        channel=where,
                    ),
                )
            )
        return told

    @app_commands.command(name="end")
    async def end(self, interaction: discord.Interaction) -> None:
        """Abort this channel's game: post the storyteller's view of every secret and the record."""
        async with self._refusals(interaction), self.storyteller_turn(interaction) as session:
            if session.row.status is GameStatus.LOBBY or session.game is None:
                raise Refusal(Msg.of("werewolf-refusal-end-lobby"))
            game = session.running
            await waiting.defer(interaction)
            record = Games.record_json(game).encode()
            png = await drawing.draw(render.heatmap_png, game.table(), session.language)
            embeds = [grimoire.abort_embed(game, session.language)]
            files = [
                render.table_file(png),
                discord.File(
                    io.BytesIO(record), filename=f"quantum-werewolf-game-{session.row.id}.json"
                ),
            ]
            history = await worker.run(announce.history_heatmap, session)
            if history is not None:
                embeds.append(history[0])
                files.append(history[1])
            closing = announce.close_components(session, t("werewolf-ended", session.language))
            session.row.status = GameStatus.OVER
            clocks.stop(session.row)
            end = post(
                None,
                session.row.channel_id,
                embeds=embeds,
                files=files,
                **announce.end_extras(session, game),
            )
            shown = [end, *closing]
            await games_of(self.bot).save(session, [*shown, channels.cleanup_call(session)])
            games_of(self.bot).close(session)
            await reply(interaction, t("werewolf-ended-reply", await reader_language(interaction)))

    # -- co-storytellers -------------------------------------------------------------------------

    @storyteller.command(name="add")
    @app_commands.describe(member="Who helps run this game (they will see every secret)")
    async def storyteller_add(
        self, interaction: discord.Interaction, member: discord.Member
    ) -> None:
        """Add a co-storyteller to this channel's game (storyteller)."""
        await self._co_host(interaction, member, True)

    @storyteller.command(name="remove")
    @app_commands.describe(member="The co-storyteller to remove")
    async def storyteller_remove(
        self, interaction: discord.Interaction, member: discord.Member
    ) -> None:
        """Remove a co-storyteller from this channel's game (storyteller)."""
        await self._co_host(interaction, member, False)
