"""Schrödinger's Lab by post (spec §7): lobby, the turn panel, clocks, host tools, the end.

Each command is thin: find the game of the thread → lock → the shell parses and pushes the
event, this cog renders what it shows (the one turn post kept current, boards, votes) and the
shell stores both in one transaction → answer the sender; the outbox sends the posts after,
holding no lock. Everything in the Lab is
public (§7.1) except the stack order and the seed, which no reply or post ever shows until the
end, when the seed is revealed beside the hash posted at the start.
"""

from __future__ import annotations

import datetime as dt
import io
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from bot import drawing, waiting
from bot.effects import Effect
from bot.i18n import SOURCE, Msg, reader_language, t
from bot.shell import FamilyGameRow, FamilySession, GameStatus, deadlines
from bot.shell.family_cog import FamilyCog
from bot.shell.hosts import CO_HOST_ACTION, CoHostAction
from bot.shell.options import language_option
from bot.shell.posts import post
from bot.shell.replies import Refusal, clip, game_lang, refusal_words, started
from bot.shell.seats import distinct_names, join_seat
from cogs.lab import clocks, render
from cogs.lab.extra import LabExtra
from cogs.lab.log_words import log_line
from cogs.lab.reasons import reason_words
from cogs.lab.render import HOUR
from cogs.lab.rules import TOPIC_NAMES, rules_text
from cogs.lab.views import LabButton, LobbyView, VoteButton
from cogs.lab.words import seat_label
from engine.core.errors import EngineError
from engine.core.family import Actor, Seat
from engine.core.said import reason_of
from engine.lab import LabGame, LabSetup
from engine.lab.render import draw_board
from engine.lab.setup import MAX_PLAYERS

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

FAMILY = "lab"
Direction = Literal["up", "down", "left", "right"]
ColourName = Literal["red", "green", "yellow", "blue"]
ScenarioName = Literal["none", "random", "decaf", "openplan", "tunnel", "breach", "grant", "walls"]


def users_by_seat(row_seats: Sequence[dict[str, Any]], game: LabGame) -> list[int]:
    """The user id of each seat: the engine deals seats from the joined names."""
    by_name = {s["name"]: int(s["user_id"]) for s in row_seats}
    return [by_name[name] for name in game.names]


class LabCog(FamilyCog):
    """Schrödinger's Lab games in threads: `/lab …` commands, the turn panel and the clock."""

    family = FAMILY
    session_type = FamilySession
    extra_model = LabExtra
    title = "Schrödinger's Lab"
    command = "lab"
    emoji = "🐈"
    max_players = MAX_PLAYERS
    record_name = "schrodingers-lab"
    game_type = LabGame
    host_tools_in_lobby = False
    deadline_clocks = clocks

    lab = app_commands.Group(
        name="lab",
        description="Schrödinger's Lab: race through a lab that exists only where it is seen",
        guild_only=True,
    )
    host = app_commands.Group(
        name="host", description="Host tools: pause, resume, extend, skip, kick, abort", parent=lab
    )

    def __init__(self, bot: SuperpostBot) -> None:
        super().__init__(bot, clocks.next_due)
        self.lobby_view = LobbyView(self)
        self.rehearsal: tuple[str, dict[str, str]] | None = None
        """A starting position and pinned draws for the next start (rehearsals and tests)."""

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_view(self.lobby_view)
        self.bot.add_dynamic_items(LabButton, VoteButton)

    async def cog_unload(self) -> None:
        await super().cog_unload()
        self.bot.remove_dynamic_items(LabButton, VoteButton)

    # ------------------------------------------------------------------ answering

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        return f"❌ {t('lab-cannot', lang, reason=reason_words(reason_of(error), lang))}"

    def _seat_label(self, seat: Seat) -> str:
        return f"P{seat + 1}"

    @staticmethod
    def _game(session: FamilySession) -> LabGame:
        return started(session, LabGame)

    # ------------------------------------------------------------------ lobby

    @lab.command(name="new")
    @app_commands.describe(
        experiments="Colours to log to win (2–4; default by table size)",
        cats="Deal the cat cards",
        scenario="An optional scenario changing one rule",
        turn_hours="Turn limit in hours (1 to 168)",
        first_game="For learners: no cats, no scenario, the first cube logged wins",
    )
    @language_option
    async def new(
        self,
        interaction: discord.Interaction,
        experiments: app_commands.Range[int, 2, 4] | None = None,
        cats: bool = True,
        scenario: ScenarioName = "none",
        turn_hours: app_commands.Range[float, 1.0, 168.0] = 24.0,
        first_game: bool = False,
        language: str | None = None,
    ) -> None:
        """Open a Schrödinger's Lab lobby here (a thread is opened for it in a text channel)."""
        async with self._refusals(interaction):
            if first_game and (scenario != "none" or experiments is not None):
                raise Refusal(Msg.of("lab-first-game-plain"))
            channel_id = await self.lobby_place.check(self, interaction)
            options = {
                "experiments": experiments,
                "cats": cats and not first_game,
                "scenario": None if scenario == "none" else scenario,
                "turn": turn_hours * HOUR,
                "first_game": first_game,
            }
            await self._open_lobby(interaction, channel_id, options, language)

    def _lobby_text(self, session: FamilySession) -> str:
        return render.lobby_text(session.row)

    async def _lobby_view(self, session: FamilySession) -> LobbyView:
        lang = game_lang(session.row)
        # The same custom ids in every language: the registered English view answers them all.
        return self.lobby_view if lang == SOURCE else LobbyView(self, lang)

    async def lobby_join(self, interaction: discord.Interaction) -> None:
        """The lobby's Join button (also `/lab join`)."""

        async def seat(row: FamilyGameRow) -> Msg:
            join_seat(
                row,
                interaction.user,
                most=MAX_PLAYERS,
                full=Msg.of("lab-full", most=MAX_PLAYERS),
                already=Msg.of("lab-already-joined"),
            )
            return Msg.of("lab-joined")

        await self._join_lobby(interaction, lambda: self._lobby(interaction), seat)

    async def _start(self, session: FamilySession, interaction: discord.Interaction) -> None:
        """Deal the game and store it with its first posts in one write (a rehearsal pins
        its draws from the first one, the seats)."""
        row = session.row
        for seat, name in zip(row.seats, distinct_names(row.seats), strict=True):
            seat["name"] = name
        o = row.options
        position, draws = self.rehearsal if self.rehearsal is not None else (None, {})
        self.rehearsal = None
        setup = LabSetup(
            players=[str(s["name"]) for s in row.seats],
            seed=self._seed(),
            experiments=o["experiments"],
            cats=o["cats"],
            scenario=o["scenario"],
            first_game=bool(o.get("first_game", False)),
            position=position,
        )
        now = self.clock()

        def seated(game: Any) -> None:
            assert isinstance(game, LabGame)
            users: list[int | None] = list(users_by_seat(row.seats, game))
            row.extra.users = users
            clocks.retime(row, game, None, now)

        async def shown(_: Any) -> list[Effect]:
            return [*await self._lobby_edit(session), *await self._announce(session)]

        await self.sessions.start(
            session, setup.model_dump(mode="json"), seated, shown, draws=draws
        )

    @lab.command(name="join")
    async def join(self, interaction: discord.Interaction) -> None:
        """Join this thread's lobby."""
        await self.lobby_join(interaction)

    # ------------------------------------------------------------------ events

    async def act(
        self,
        interaction: discord.Interaction,
        texts: Sequence[str],
        *,
        host: bool = False,
        version: int | None = None,
    ) -> None:
        """Run the sender's commands in this thread's game, in order, stopping at a refusal."""
        session: FamilySession | None = None
        async with self._refusals(interaction) as refused:
            session = self._here(interaction)
            self._game(session)  # refuses before the start
            actor = self._actor(interaction, session, host)
            if clocks.paused(session.row) and not host:
                raise Refusal(Msg.of("lab-paused-refusal"))
        if refused.said or session is None:
            return
        await waiting.acknowledge_first(interaction)
        done: list[str] = []
        refusal: Refusal | EngineError | None = None
        for text in texts:
            try:
                await self._push(interaction, session, text, actor, version)
            except (Refusal, EngineError) as error:
                refusal = error
                break
            done.append(text)
        # Read only now: the sender's language must not delay a busy game's acknowledgement.
        lang = await reader_language(interaction)
        answer = []
        if isinstance(refusal, Refusal):
            answer.append(f"❌ {refusal_words(refusal, lang)}")
        elif refusal is not None:
            said = t("lab-cannot", lang, reason=reason_words(reason_of(refusal), lang))
            answer.append(f"❌ {said}")
        if done:
            said = " · ".join(f"`{text}`" for text in done)
            answer.insert(0, t("lab-done", lang, commands=said))
            self._wake_clock()
        await self._say(interaction, "\n".join(answer))

    async def _act_on(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        command: str,
        *,
        host: bool = False,
    ) -> None:
        """Run ``command`` on the seat of the member a command names (``{seat}``: its
        number), refused naming them when they do not play here."""
        async with self._refusals(interaction) as refused:
            session = self._host_session(interaction) if host else self._here(interaction)
            seat = self._target(session, player)
        if not refused.said:
            await self.act(interaction, [command.format(seat=seat + 1)], host=host)

    async def _push(
        self,
        interaction: discord.Interaction,
        session: FamilySession,
        text: str,
        actor: Seat | Actor,
        version: int | None,
    ) -> None:
        """Lock (deferred first when the game is busy), check a button's version and presser,
        push and store one event."""
        async with waiting.holding(session, interaction):
            # Read under the lock: a failed write in between rebuilds the session's game.
            game = self._game(session)
            if version is not None and version != game.version:
                raise Refusal(Msg.of("lab-stale-button"))
            if version is not None and game.prompt.seat != actor:
                raise Refusal(Msg.of("lab-not-your-buttons", seat=seat_label(game.prompt.seat)))
            await deadlines.push_timed(
                self.sessions,
                session,
                text,
                actor,
                interaction.user.id,
                clocks,
                self.clock(),
                lambda _: self._announce(session),
            )

    async def button(
        self, interaction: discord.Interaction, game_id: int, version: int | None, body: str
    ) -> None:
        """A turn-panel button: refused unless it is the current post's and the presser's."""
        session = self.sessions.get(self.family, game_id)
        if session is None or session.row.thread_id != interaction.channel_id:
            await self._say(interaction, t("lab-game-over", await reader_language(interaction)))
            return
        await self.act(interaction, [body], version=version)

    @lab.command(name="see")
    @app_commands.describe(direction="Which way to look")
    async def see(self, interaction: discord.Interaction, direction: Direction) -> None:
        """See in a direction: tiles appear along your line of sight."""
        await self.act(interaction, [f"see {direction}"])

    @lab.command(name="move")
    @app_commands.describe(steps="One or more directions, like `left left up` (one action each)")
    async def move(self, interaction: discord.Interaction, steps: str) -> None:
        """Move one step per direction given (one action each)."""
        words = steps.split()
        if not 1 <= len(words) <= 4:
            async with self._refusals(interaction):
                raise Refusal(Msg.of("lab-move-count"))
            return
        await self.act(interaction, [f"move {word}" for word in words])

    @lab.command(name="pickup")
    @app_commands.describe(colour="The cube to pick up, when more than one lies here")
    async def pickup(
        self, interaction: discord.Interaction, colour: ColourName | None = None
    ) -> None:
        """Pick up a cube lying on your cell (one action)."""
        await self.act(interaction, ["pickup" + (f" {colour}" if colour else "")])

    @lab.command(name="steal")
    @app_commands.describe(player="A scientist on your cell holding a cube")
    async def steal(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Take the cube of a scientist on your cell (one action)."""
        await self._act_on(interaction, player, "steal {seat}")

    @lab.command(name="drop")
    async def drop(self, interaction: discord.Interaction) -> None:
        """Put your cube down on your cell (one action)."""
        await self.act(interaction, ["drop"])

    @lab.command(name="elbow")
    @app_commands.describe(player="A scientist on your cell", direction="Where to push them")
    async def elbow(
        self, interaction: discord.Interaction, player: discord.Member, direction: Direction
    ) -> None:
        """Push a scientist on your cell one step (one action)."""
        await self._act_on(interaction, player, "elbow {seat} " + direction)

    @lab.command(name="transit")
    async def transit(self, interaction: discord.Interaction) -> None:
        """Go through the wormhole you stand on (one action)."""
        await self.act(interaction, ["transit"])

    @lab.command(name="cat")
    @app_commands.describe(
        player="The scientist your cat acts on, if it needs one",
        direction="The direction your cat uses, if it needs one",
        spin="Which way Gyro turns your tile",
    )
    async def cat(
        self,
        interaction: discord.Interaction,
        player: discord.Member | None = None,
        direction: Direction | None = None,
        spin: Literal["cw", "ccw"] | None = None,
    ) -> None:
        """Use your cat's power (one action, once a turn)."""
        rest = "".join(f" {w}" for w in (direction, spin) if w)
        if player is None:
            await self.act(interaction, ["cat" + rest])
        else:
            await self._act_on(interaction, player, "cat {seat}" + rest)

    @lab.command(name="done")
    async def done_(self, interaction: discord.Interaction) -> None:
        """End your actions."""
        await self.act(interaction, ["done"])

    @lab.command(name="undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back your last action of this turn (not after a tile, a die or someone else)."""
        await self.act(interaction, ["undo"])

    @lab.command(name="bloop")
    @app_commands.describe(confirm="Yes: spend your whole turn to bloop yourself to your office")
    async def bloop(self, interaction: discord.Interaction, confirm: bool) -> None:
        """Bloop yourself back to your office (your whole turn)."""
        if not confirm:
            async with self._refusals(interaction):
                raise Refusal(Msg.of("lab-not-confirmed"))
            return
        await self.act(interaction, ["bloop"])

    async def _ac_prompt(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        session = self.sessions.in_thread(interaction.channel_id)
        if session is None or not isinstance(session.game, LabGame):
            return []
        prompt = session.game.prompt
        pairs = zip(prompt.labels, prompt.options, strict=True)
        return [
            app_commands.Choice(name=f"{label} ({option})", value=option)
            for label, option in pairs
            if current.lower() in option.lower()
        ][:25]

    @lab.command(name="orient")
    @app_commands.describe(rotation="A legal rotation of the drawn tile")
    @app_commands.autocomplete(rotation=_ac_prompt)
    async def orient(self, interaction: discord.Interaction, rotation: str) -> None:
        """Turn the drawn tile to one of its legal orientations."""
        await self.act(interaction, [f"orient {rotation}"])

    @lab.command(name="choose")
    @app_commands.describe(value="The value for the die that showed CHOOSE")
    @app_commands.autocomplete(value=_ac_prompt)
    async def choose(self, interaction: discord.Interaction, value: str) -> None:
        """Pick the value of a die that showed CHOOSE."""
        await self.act(interaction, [f"choose {value}"])

    @lab.command(name="wipe")
    @app_commands.describe(colour="A sealed-off cube to propose wiping")
    async def wipe(self, interaction: discord.Interaction, colour: ColourName) -> None:
        """Propose wiping a cube no route can reach (everyone votes)."""
        await self.act(interaction, [f"wipe {colour}"])

    @lab.command(name="vote")
    @app_commands.describe(answer="Yes or no on the open wipe proposal")
    async def vote(self, interaction: discord.Interaction, answer: Literal["yes", "no"]) -> None:
        """Vote on the open wipe proposal."""
        await self.act(interaction, [f"vote {answer}"])

    @lab.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave the game for good."""
        await self.act(interaction, ["leave"])

    @lab.command(name="back")
    async def back(self, interaction: discord.Interaction) -> None:
        """Come back after being away (your turns play themselves until then)."""
        await self.act(interaction, ["back"])

    # ------------------------------------------------------------------ information

    @lab.command(name="board")
    async def board(self, interaction: discord.Interaction) -> None:
        """Show the board image (only to you)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = self._game(session)
            lang = await reader_language(interaction)
            async with waiting.holding(session, interaction):
                picture = render.board_of(game, lang)
            png = await drawing.draw(draw_board, picture)
            said = t("lab-board-now", lang)
            await self._say(
                interaction, said, file=discord.File(io.BytesIO(png), render.BOARD_FILE)
            )

    @lab.command(name="status")
    async def status(self, interaction: discord.Interaction) -> None:
        """The round, whose turn it is, what is asked, and each scientist's logged colours."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = self._game(session)
            lang = await reader_language(interaction)
            await self._say(interaction, clip(render.status_text(session.row, game, lang)))

    @lab.command(name="rules")
    @app_commands.describe(topic="A part of the rules (leave empty for the list)")
    @app_commands.choices(topic=[app_commands.Choice(name=n, value=n) for n in TOPIC_NAMES])
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        """A short summary of a part of the rules (only to you)."""
        await self._say(interaction, rules_text(topic, await reader_language(interaction)))

    @lab.command(name="history")
    @app_commands.describe(page="Which page (1 is the oldest; the newest when left empty)")
    async def history(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 10_000] | None = None,
    ) -> None:
        """The game's moves and effects so far, page by page (only to you)."""

        def lines(session: FamilySession, lang: str) -> list[str]:
            return [log_line(line, lang) for line in self._game(session).log]

        await self._send_history(interaction, page, lines)

    @lab.command(name="record")
    async def record(self, interaction: discord.Interaction) -> None:
        """The game's record as a JSON file, once it is over (in its thread)."""
        await self._send_record(interaction)

    # ------------------------------------------------------------------ host tools

    @host.command(name="cohost")
    @app_commands.describe(action=CO_HOST_ACTION, member="The member")
    async def host_cohost(
        self, interaction: discord.Interaction, action: CoHostAction, member: discord.Member
    ) -> None:
        """Add or remove a co-host, who may use every host command (host)."""
        await self._co_host(interaction, member, action == "add")

    @host.command(name="replace")
    @app_commands.describe(player="The player whose seat is handed over", member="Who plays it on")
    async def host_replace(
        self, interaction: discord.Interaction, player: discord.Member, member: discord.Member
    ) -> None:
        """Hand a player's seat to another member, who plays it on (host)."""
        await self._hand_over(interaction, player, member)

    @host.command(name="skip")
    async def host_skip(self, interaction: discord.Interaction) -> None:
        """End the active player's turn with neutral defaults (host)."""
        await self.act(interaction, ["skip"], host=True)

    @host.command(name="kick")
    @app_commands.describe(player="The player to remove, as if they left")
    async def host_kick(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Remove a player from the game (host)."""
        await self._act_on(interaction, player, "kick {seat}", host=True)

    @host.command(name="abort")
    @app_commands.describe(confirm="Yes: end the game now with no winner")
    async def host_abort(self, interaction: discord.Interaction, confirm: bool) -> None:
        """End the game with no winner (host)."""
        if not confirm:
            async with self._refusals(interaction):
                raise Refusal(Msg.of("lab-abort-not-confirmed"))
            return
        await self.act(interaction, ["abort"], host=True)

    @host.command(name="pause")
    async def host_pause(self, interaction: discord.Interaction) -> None:
        """Freeze the clock and the play (host)."""
        await self._toggle_pause(interaction, True, clocks, self._announce)

    @host.command(name="resume")
    async def host_resume(self, interaction: discord.Interaction) -> None:
        """Resume a paused game (host)."""
        await self._toggle_pause(interaction, False, clocks, self._announce)

    @host.command(name="deadline")
    @app_commands.describe(hours="The turn limit from the next turn on, in hours")
    async def host_deadline(
        self, interaction: discord.Interaction, hours: app_commands.Range[float, 1.0, 168.0]
    ) -> None:
        """Change the turn limit for the turns to come (host); `extend` adds to this one."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            async with waiting.holding(session, interaction):
                row = session.row
                row.options["turn"] = hours * HOUR
                told = t("lab-deadline-post", game_lang(row), hours=f"{hours:g}")
                await self.sessions.save(session, [post(row, self.thread_id(row), told)])
            lang = await reader_language(interaction)
            await self._say(interaction, t("lab-deadline-set", lang, hours=f"{hours:g}"))

    @host.command(name="extend")
    @app_commands.describe(hours="Hours to add to the running limit")
    async def host_extend(
        self, interaction: discord.Interaction, hours: app_commands.Range[float, 0.25, 168.0]
    ) -> None:
        """Add time to the running turn or prompt limit (host)."""

        def change(row: FamilyGameRow) -> None:
            row.deadline_span = (row.deadline_span or 0.0) + hours * HOUR

        await self._extend(interaction, hours, change, self._announce)

    # ------------------------------------------------------------------ what it shows

    async def _announce(self, session: FamilySession) -> list[Effect]:
        """What the thread must show after a change (:func:`cogs.lab.render.announce`), and
        the lobby post closed once the game is over."""
        game = session.game
        if not isinstance(game, LabGame):
            return []
        shown = await render.announce(session.row, game, self.bot.languages.for_dm)
        if session.row.status is GameStatus.OVER:
            shown += await self._lobby_edit(session)
        return shown

    # ------------------------------------------------------------------ the clock (§7.4)

    async def _due_first(self, session: FamilySession, game: LabGame, now: dt.datetime) -> bool:
        """A wipe vote whose time ran out ends first."""
        row = session.row
        if not clocks.vote_expired(row, now) or game.vote is None:
            return False
        await self.sessions.push(
            session,
            "vote-expired",
            Actor.SYSTEM,
            None,
            before_save=lambda: clocks.retime_vote(row, game, now),
            announce=lambda _: self._announce(session),
        )
        return True

    async def _expire(self, session: FamilySession, game: LabGame, now: dt.datetime) -> None:
        await deadlines.timeout(
            self.sessions, session, clocks, now, lambda _: self._announce(session)
        )

    def _mark_reminded(self, row: FamilyGameRow, now: dt.datetime) -> None:
        clocks.mark_reminded(row)

    async def _remind(self, session: FamilySession, game: LabGame) -> list[Effect]:
        """The reminder to whoever the game waits for: a post pinging them and a DM."""
        return await render.reminders(session.row, game, self.bot.languages.for_dm)
