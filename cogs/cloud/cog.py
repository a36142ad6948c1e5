"""Quantum Cloud by post (spec §11): lobby, turns, windows, hands, clocks, host tools, the end.

Each command is thin: find the game of the thread → lock → the shell parses and pushes the
action, this cog renders what it shows (posts, edits, DMs) and the shell stores both in one
transaction → answer the sender; the outbox sends the posts after, holding no lock. Hands are
only ever shown ephemerally or by DM; public posts are built from the engine's public lines and
view.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import logging
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from bot import drawing, waiting, worker
from bot.effects import Effect
from bot.i18n import Msg, reader_language, t
from bot.shell import FamilyGameRow, FamilySession, GameStatus, deadlines
from bot.shell.autocomplete import choices, legal_field
from bot.shell.family_cog import FamilyCog
from bot.shell.hosts import CO_HOST_ACTION, CoHostAction
from bot.shell.options import language_option
from bot.shell.posts import post, posted_id
from bot.shell.replies import Refusal, clip, game_lang, started
from bot.shell.seats import join_seat
from cogs.cloud import clocks, render
from cogs.cloud.builder import BuilderView, Draft, deck_file
from cogs.cloud.extra import CloudExtra
from cogs.cloud.language import (
    card_words,
)
from cogs.cloud.lines import (
    engine_refusal,
    for_history,
)
from cogs.cloud.reference import lookup
from cogs.cloud.render import HOUR, deck_answer, deck_errors
from cogs.cloud.views import HandView, LobbyView, SetupView, TurnView, WindowView
from engine.cloud import CloudGame, CloudPlayer, CloudSettings, CloudSetup, Report, Verb
from engine.cloud.actions import SEAT_LETTERS
from engine.cloud.card_image import draw_cards, hand_picture
from engine.cloud.decks import STARTERS, Deck, DeckError, parse_deck_text, starter_deck
from engine.cloud.image import draw_board
from engine.cloud.setup import MAX_PLAYERS
from engine.cloud.views import text_board
from engine.core.errors import EngineError
from engine.core.family import Seat

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

FAMILY = "cloud"
MAX_DECK_FILE = 64 * 1024


def _game(session: FamilySession) -> CloudGame:
    return started(session, CloudGame)


async def read_deck(attachment: discord.Attachment) -> Deck:
    """Read and validate an attached deck file (raises Refusal or DeckError)."""
    if attachment.size > MAX_DECK_FILE:
        raise Refusal(
            Msg.of("cloud-deck-too-big", size=str(attachment.size), limit=str(MAX_DECK_FILE))
        )
    raw = await attachment.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Refusal(Msg.of("cloud-deck-not-utf8")) from None
    return await worker.run(parse_deck_text, text)


class CloudCog(FamilyCog):
    """Quantum Cloud games in threads: `/cloud …` commands, buttons and the clocks."""

    family = FAMILY
    session_type = FamilySession
    extra_model = CloudExtra
    title = "Quantum Cloud"
    command = "cloud"
    emoji = "🌩️"
    max_players = MAX_PLAYERS
    record_name = "quantum-cloud"
    game_type = CloudGame
    deadline_clocks = clocks

    cloud = app_commands.Group(
        name="cloud",
        description="Quantum Cloud: a card battle on a shifting hex battlefield",
        guild_only=True,
    )
    deck = app_commands.Group(
        name="deck", description="Deck files: check one against the template", parent=cloud
    )
    host = app_commands.Group(
        name="host", description="Host tools: pause, resume, extend, kick", parent=cloud
    )

    def __init__(self, bot: SuperpostBot) -> None:
        super().__init__(bot, clocks.next_due)
        self.lobby_view = LobbyView(self)
        self.turn_view = TurnView(self)
        self.window_view = WindowView(self)
        self.hand_view = HandView(self)
        self.setup_view = SetupView(self)

    async def cog_load(self) -> None:
        await super().cog_load()
        views = (self.lobby_view, self.turn_view, self.window_view, self.hand_view, self.setup_view)
        for view in views:
            self.bot.add_view(view)

    # ------------------------------------------------------------------ answering

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        if isinstance(error, DeckError):
            return deck_errors(error, lang)
        return t("cloud-cannot", lang, reason=engine_refusal(error, lang))

    async def _dm_lang(self, user_id: int) -> str:
        """The language of a DM to ``user_id`` sent now (the player's choice or client's)."""
        return await self.bot.languages.for_dm(user_id)

    def _seat_label(self, seat: Seat) -> str:
        return SEAT_LETTERS[seat]

    # ------------------------------------------------------------------ lobby

    @cloud.command(name="new")
    @app_commands.describe(
        turn_hours="Turn limit in hours (10 minutes to 7 days)",
        window_minutes="Attack response window in minutes (0: attacks resolve at once)",
        setup_hours="Limit per setup placement, in hours",
        setup_mode="Who places the 19 setup tiles: the players in turn, or the bot at random",
        absent_turns="Timed-out turns in a row before a player is out",
    )
    @language_option
    async def new(
        self,
        interaction: discord.Interaction,
        turn_hours: app_commands.Range[float, 0.17, 168.0] = 24.0,
        window_minutes: app_commands.Range[int, 0, 1440] = 30,
        setup_hours: app_commands.Range[float, 0.01, 168.0] = 2.0,
        setup_mode: Literal["players", "auto"] = "players",
        absent_turns: app_commands.Range[int, 1, 10] = 2,
        language: str | None = None,
    ) -> None:
        """Open a Quantum Cloud lobby here, with a thread for the game."""
        async with self._refusals(interaction):
            channel_id = await self.lobby_place.check(self, interaction)
            options = {
                "turn": turn_hours * HOUR,
                "window": window_minutes * 60.0,
                "setup": setup_hours * HOUR,
                "setup_mode": setup_mode,
                "absent_turns": absent_turns,
            }
            await self._open_lobby(interaction, channel_id, options, language)

    def _lobby_text(self, session: FamilySession) -> str:
        return render.lobby_text(session.row)

    async def _lobby_view(self, session: FamilySession) -> LobbyView:
        saved = await self.sessions.store.files(session.row.guild_id, FAMILY)
        return LobbyView(self, saved, game_lang(session.row))

    async def _join(
        self, interaction: discord.Interaction, session: FamilySession, deck: Deck
    ) -> None:
        """Seat the sender with ``deck`` in ``session``'s lobby, found before the deck was
        read (:func:`~bot.shell.seats.join_seat` refuses it once closed)."""

        async def seat(row: FamilyGameRow) -> Msg:
            rejoin = join_seat(
                row,
                interaction.user,
                most=self.max_players,
                full=Msg.of("cloud-table-full"),
                deck=deck.document(),
            )
            return Msg.of("cloud-joined", deck=deck.name, changed="yes" if rejoin else "no")

        await self._join_lobby(interaction, lambda: session, seat)

    async def lobby_join(self, interaction: discord.Interaction, deck_id: str) -> None:
        """The lobby's deck select."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            if deck_id.startswith("saved:"):
                key = deck_id.removeprefix("saved:")
                files = await self.sessions.store.files(session.row.guild_id, FAMILY)
                found = next((f for f in files if f.key == key), None)
                if found is None:
                    raise Refusal(Msg.of("cloud-deck-gone", deck=repr(key)))
                deck = await worker.run(parse_deck_text, found.body)
            else:
                deck = starter_deck(deck_id)
            await self._join(interaction, session, deck)

    async def _start(self, session: FamilySession, interaction: discord.Interaction) -> None:
        row = session.row
        o = row.options
        setup = CloudSetup(
            players=[
                CloudPlayer(name=s["name"], user_id=s["user_id"], deck=s["deck"]) for s in row.seats
            ],
            seed=self._seed(),
            settings=CloudSettings(
                setup_mode=o["setup_mode"],
                windows=o["window"] > 0,
                absent_turns=o["absent_turns"],
            ),
        )
        now = self.clock()

        def first_clock(game: Any) -> None:
            assert isinstance(game, CloudGame)
            # Who plays which seat is the row's from now on (a seat may change hands); the
            # setup keeps who started.
            row.extra.users = [int(s["user_id"]) for s in row.seats]
            clocks.retime(row, game, None, now)

        async def shown(_: Any) -> list[Effect]:
            return [*await self._lobby_edit(session), *await self._announce(session)]

        await self.sessions.start(
            session, setup.model_dump(mode="json"), before_save=first_clock, announce=shown
        )

    @cloud.command(name="join")
    @app_commands.describe(deck="Your deck file (TOML or JSON, format quantum-cloud-deck/1)")
    async def join(self, interaction: discord.Interaction, deck: discord.Attachment) -> None:
        """Join this thread's lobby with your own deck file (checked by the template)."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            await self._join(interaction, session, await read_deck(deck))

    # ------------------------------------------------------------------ deck files and info

    @deck.command(name="check")
    @app_commands.describe(file="A deck file (TOML or JSON) to check against the cost template")
    async def deck_check(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        """Check a deck file: each card's points, cost and slack, or every error with its path."""
        async with self._refusals(interaction):
            deck = await read_deck(file)
            await self._say(interaction, deck_answer(deck, await reader_language(interaction)))

    @deck.command(name="save")
    @app_commands.describe(file="A deck file (TOML or JSON); it is saved under its `id`")
    async def deck_save(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        """Check a deck file and keep it for this server: lobbies then offer it to join with."""
        async with self._refusals(interaction):
            if interaction.guild_id is None:
                raise Refusal(Msg.of("cloud-save-in-server"))
            deck = await read_deck(file)
            await self._keep_deck(interaction, deck)
            lang = await reader_language(interaction)
            saved = t("cloud-deck-saved", lang, id=deck.id, built="no")
            await self._say(interaction, clip(saved + "\n" + deck_answer(deck, lang)))

    @deck.command(name="build")
    @app_commands.describe(
        id="The deck's id: 1–24 of a-z, 0-9 and -", name="The deck's name, as players see it"
    )
    async def deck_build(
        self,
        interaction: discord.Interaction,
        id: app_commands.Range[str, 1, 24],
        name: app_commands.Range[str, 1, 32],
    ) -> None:
        """Build a deck here: pick an Avatar and cards from selects, with the running cost."""
        async with self._refusals(interaction):
            if interaction.guild_id is None:
                raise Refusal(Msg.of("cloud-build-in-server"))
            if id in STARTERS:
                raise Refusal(Msg.of("cloud-starter-id", id=id))
            draft = Draft(id, name, await reader_language(interaction))
            view = BuilderView(self, interaction.user.id, draft)
            await self._say(interaction, draft.text(view.pool), view=view)

    async def save_built(self, interaction: discord.Interaction, deck: Deck) -> None:
        """The builder's Save: keep the checked deck for this server and hand back its file."""
        async with self._refusals(interaction):
            await self._keep_deck(interaction, deck)
            lang = await reader_language(interaction)
            saved = t("cloud-deck-saved", lang, id=deck.id, built="yes")
            await self._say(
                interaction,
                clip(saved + "\n" + deck_answer(deck, lang)),
                file=deck_file(deck),
            )

    async def _keep_deck(self, interaction: discord.Interaction, deck: Deck) -> None:
        if interaction.guild_id is None:
            raise Refusal(Msg.of("cloud-save-in-server"))
        if deck.id in STARTERS:
            raise Refusal(Msg.of("cloud-starter-id", id=deck.id))
        await self.sessions.store.save_file(
            guild_id=interaction.guild_id,
            family=FAMILY,
            key=deck.id,
            title=deck.name,
            body=json.dumps(deck.document(), ensure_ascii=False),
            owner_id=interaction.user.id,
        )

    # ------------------------------------------------------------------ actions

    async def act(
        self,
        interaction: discord.Interaction,
        text: str,
        *,
        host: bool = False,
        post: str | None = None,
    ) -> None:
        """Run one command of the sender in this thread's game (the whole flow)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            _game(session)  # refuses before the start
            actor = self._actor(interaction, session, host)
            pressed = interaction.message
            if (
                post is not None
                and pressed is not None
                and pressed.id != posted_id(session.row, post)
            ):
                raise Refusal(Msg.of("cloud-stale-button"))
            await waiting.acknowledge_first(interaction)
            async with waiting.holding(session, interaction):
                await deadlines.push_timed(
                    self.sessions,
                    session,
                    text,
                    actor,
                    interaction.user.id,
                    clocks,
                    self.clock(),
                    lambda report: self._announce(session, report),
                )
            self._wake_clock()
            await self._say(interaction, f"✅ `{text}`")

    async def button_action(
        self, interaction: discord.Interaction, text: str, *, post: str
    ) -> None:
        """A turn or window button: the same flow as its command."""
        await self.act(interaction, text, post=post)

    # --- autocomplete

    # --- the commands (P2)

    @cloud.command(name="tile")
    @app_commands.describe(
        at="Where the tile goes (q,r)", from_="The tile to move, once the tile deck is empty (q,r)"
    )
    @app_commands.rename(from_="from")
    @app_commands.autocomplete(
        at=legal_field(Verb.TILE, "hex", origin="from"),
        from_=legal_field(Verb.TILE, "origin"),
    )
    async def tile(
        self, interaction: discord.Interaction, at: str, from_: str | None = None
    ) -> None:
        """Place the drawn tile, or move a tile once the tile deck is empty (S3, T3, B3)."""
        await self.act(interaction, f"tile {at}" + (f" from {from_}" if from_ else ""))

    @cloud.command(name="avatar")
    @app_commands.describe(at="A free tile of your Avatar's terrain (q,r)")
    @app_commands.autocomplete(at=legal_field(Verb.AVATAR, "hex"))
    async def avatar(self, interaction: discord.Interaction, at: str) -> None:
        """Place your Avatar in setup (S4, S5)."""
        await self.act(interaction, f"avatar {at}")

    @cloud.command(name="keep")
    @app_commands.describe(unit="The Avatar copy to keep (X0 or X0b)")
    @app_commands.autocomplete(unit=legal_field(Verb.KEEP, "unit"))
    async def keep(self, interaction: discord.Interaction, unit: str) -> None:
        """Choose the copy to keep after a failed Zeno roll (Z6)."""
        await self.act(interaction, f"keep {unit}")

    @cloud.command(name="superpose")
    @app_commands.describe(at="A free tile of your Avatar's terrain for the copy (q,r)")
    @app_commands.autocomplete(at=legal_field(Verb.SUPERPOSE, "hex"))
    async def superpose(self, interaction: discord.Interaction, at: str) -> None:
        """Flip your Avatar into Superposition (Z2)."""
        await self.act(interaction, f"superpose {at}")

    @cloud.command(name="move")
    @app_commands.describe(unit="Your unit (like A1)", to="A free tile in reach (q,r)")
    @app_commands.autocomplete(
        unit=legal_field(Verb.MOVE, "unit"),
        to=legal_field(Verb.MOVE, "hex", unit="unit"),
    )
    async def move(self, interaction: discord.Interaction, unit: str, to: str) -> None:
        """Move one of your units (F1)."""
        await self.act(interaction, f"move {unit} {to}")

    @cloud.command(name="attack")
    @app_commands.describe(unit="Your attacking unit", target="An enemy unit next to it")
    @app_commands.autocomplete(
        unit=legal_field(Verb.ATTACK, "unit"),
        target=legal_field(Verb.ATTACK, "target", unit="unit"),
    )
    async def attack(self, interaction: discord.Interaction, unit: str, target: str) -> None:
        """Declare an attack; a response window opens (F3, A2)."""
        await self.act(interaction, f"attack {unit} {target}")

    @cloud.command(name="summon")
    @app_commands.describe(card="An Alter in your hand", at="A free tile of its terrain (q,r)")
    @app_commands.autocomplete(
        card=legal_field(Verb.SUMMON, "card"),
        at=legal_field(Verb.SUMMON, "hex", card="card"),
    )
    async def summon(self, interaction: discord.Interaction, card: str, at: str) -> None:
        """Summon an Alter from your hand (T7)."""
        await self.act(interaction, f"summon {json.dumps(card, ensure_ascii=False)} {at}")

    @cloud.command(name="play")
    @app_commands.describe(
        card="An Algorithm in your hand",
        target="The unit it targets, if it takes one",
        to="Where a moved unit goes (q,r), for move effects",
    )
    @app_commands.autocomplete(
        card=legal_field(Verb.PLAY, "card"),
        target=legal_field(Verb.PLAY, "target", card="card"),
        to=legal_field(Verb.PLAY, "hex", card="card", target="target"),
    )
    async def play(
        self,
        interaction: discord.Interaction,
        card: str,
        target: str | None = None,
        to: str | None = None,
    ) -> None:
        """Play an Algorithm, at any time (§7)."""
        text = f"play {json.dumps(card, ensure_ascii=False)}"
        if target:
            text += f" {target}"
        if to:
            text += f" {to}"
        await self.act(interaction, text)

    @cloud.command(name="pass")
    async def pass_(self, interaction: discord.Interaction) -> None:
        """Pass in the open attack window (A2)."""
        await self.act(interaction, "pass")

    @cloud.command(name="undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back your last action of this turn (not after a draw, a roll or an attack)."""
        await self.act(interaction, "undo")

    @cloud.command(name="end")
    async def end(self, interaction: discord.Interaction) -> None:
        """End your turn (T8)."""
        await self.act(interaction, "end")

    @cloud.command(name="autopass")
    @app_commands.describe(on="Pass automatically in every window")
    async def autopass(self, interaction: discord.Interaction, on: bool) -> None:
        """Turn automatic passing in windows on or off (A3)."""
        await self.act(interaction, f"autopass {'on' if on else 'off'}")

    @cloud.command(name="concede")
    async def concede(self, interaction: discord.Interaction) -> None:
        """Leave the game now (E1)."""
        await self.act(interaction, "concede")

    # --- private and public views

    async def show_hand(self, interaction: discord.Interaction) -> None:
        """Your hand, only to you (also the turn post's Hand button)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = _game(session)
            seat = self._seat(session, interaction.user.id)
            lang = await reader_language(interaction)
            picks = render.hand_picks(game, seat, lang)
            hand = [game.players[seat].cards[i] for i in game.players[seat].hand]
            png = await drawing.draw(draw_cards, hand_picture(hand, card_words(lang)))
            await self._say(
                interaction,
                render.hand_text(game, seat, lang),
                view=HandView(self, picks, lang),
                file=discord.File(io.BytesIO(png), "hand.png"),
            )

    async def hand_pick(self, interaction: discord.Interaction, command: str) -> None:
        """The hand menu's pick: the same flow as the command it names."""
        if command == "none":
            lang = await reader_language(interaction)
            await self._say(interaction, t("cloud-hand-empty-pick", lang))
            return
        if command.split(" ", 1)[0] not in (Verb.PLAY.value, Verb.SUMMON.value):
            # The menu offers plays and summons only; anything else was forged.
            lang = await reader_language(interaction)
            await self._say(interaction, t("cloud-hand-forged-pick", lang))
            return
        await self.act(interaction, command)

    @cloud.command(name="hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        """Show your hand (only to you)."""
        await self.show_hand(interaction)

    async def show_board(self, interaction: discord.Interaction, *, text: bool) -> None:
        """The board, only to the asker: the image, or the text board."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = _game(session)
            if text:
                await self._say(interaction, clip("```\n" + text_board(game) + "\n```"))
                return
            async with waiting.holding(session, interaction):
                lang = await reader_language(interaction)
                picture = render.board_of(game, lang)
            png = await drawing.draw(draw_board, picture)
            said = t("cloud-board", lang)
            await self._say(interaction, said, file=discord.File(io.BytesIO(png), "board.png"))

    @cloud.command(name="board")
    @app_commands.describe(text="The text board (one line per tile and unit) instead of the image")
    async def board(self, interaction: discord.Interaction, text: bool = False) -> None:
        """Show the battlefield (only to you)."""
        await self.show_board(interaction, text=text)

    def _known_decks(self, interaction: discord.Interaction) -> list[Deck]:
        decks = [starter_deck(deck_id) for deck_id in STARTERS]
        session = self.sessions.in_thread(interaction.channel_id)
        if session is not None and isinstance(session.game, CloudGame):
            decks = [p.deck for p in session.game.players] + decks
        return decks

    async def _ac_card(
        self, i: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        names = [c.name for deck in self._known_decks(i) for c in deck.cards]
        names += [n for deck in self._known_decks(i) for n in (deck.avatar.coherent,)]
        return choices(sorted(set(names)), current)

    @cloud.command(name="card")
    @app_commands.describe(name="A card or Avatar of the starter decks or of this game's decks")
    @app_commands.autocomplete(name=_ac_card)
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        """What a card or an Avatar does: its kind, price, numbers and abilities (only to you)."""
        async with self._refusals(interaction):
            text = lookup(self._known_decks(interaction), name, await reader_language(interaction))
            if text is None:
                raise Refusal(Msg.of("cloud-no-card", name=repr(name)))
            await self._say(interaction, clip(text))

    @cloud.command(name="history")
    @app_commands.describe(page="Which page (1 is the oldest; the newest when left empty)")
    async def history(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 10_000] | None = None,
    ) -> None:
        """The game's public moves and effects so far, page by page (only to you)."""

        def lines(session: FamilySession, lang: str) -> list[str]:
            return [for_history(line, lang) for line in _game(session).lines]

        await self._send_history(interaction, page, lines)

    @cloud.command(name="record")
    async def record(self, interaction: discord.Interaction) -> None:
        """The game's record (D3) as a file, once it is over (in its thread)."""
        await self._send_record(interaction)

    # --- host tools

    @host.command(name="pause")
    async def host_pause(self, interaction: discord.Interaction) -> None:
        """Stop the clocks and the play (host)."""
        await self.act(interaction, "pause", host=True)

    @host.command(name="resume")
    async def host_resume(self, interaction: discord.Interaction) -> None:
        """Resume a paused game (host)."""
        await self.act(interaction, "resume", host=True)

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

    @host.command(name="kick")
    @app_commands.describe(player="The player to remove (as a concession)")
    async def host_kick(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Remove a player from the game, as a concession (host)."""
        async with self._refusals(interaction) as refused:
            seat = self._target(self._host_session(interaction), player)
        if not refused.said:
            await self.act(interaction, f"kick {SEAT_LETTERS[seat]}", host=True)

    @host.command(name="cancel")
    async def host_cancel(self, interaction: discord.Interaction) -> None:
        """Close this lobby, or a game still in setup, without a winner (host)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            async with waiting.holding(session, interaction):
                game = session.game
                if isinstance(game, CloudGame) and not game.in_setup:
                    raise Refusal(Msg.of("cloud-play-begun"))
                row = session.row
                row.status = GameStatus.OVER
                row.deadline = row.deadline_kind = row.deadline_span = None
                closed = post(row, self.thread_id(row), t("cloud-closed-by-host", game_lang(row)))
                await self.sessions.save(session, [*await self._lobby_edit(session), closed])
                self.sessions.close(session)
            self._wake_clock()
            await self._say(interaction, t("cloud-closed", await reader_language(interaction)))

    @host.command(name="extend")
    @app_commands.describe(hours="Hours to add to the running limit")
    async def host_extend(
        self, interaction: discord.Interaction, hours: app_commands.Range[float, 0.25, 168.0]
    ) -> None:
        """Add time to the running turn, window or setup limit (host)."""

        def change(row: FamilyGameRow) -> None:
            row.reminded = False

        await self._extend(interaction, hours, change, self._announce)

    # ------------------------------------------------------------------ what it shows

    async def _announce(self, session: FamilySession, report: Report | None = None) -> list[Effect]:
        """What the thread must show after a change (:func:`cogs.cloud.render.announce`), and
        the lobby post closed once the game is over."""
        game = session.game
        if not isinstance(game, CloudGame):
            return []
        shown = await render.announce(session.row, game, report, self, self._dm_lang)
        if session.row.status is GameStatus.OVER:
            shown += await self._lobby_edit(session)
        return shown

    # ------------------------------------------------------------------ clocks (P4, P5)

    async def _expire(self, session: FamilySession, game: CloudGame, now: dt.datetime) -> None:
        await deadlines.timeout(
            self.sessions, session, clocks, now, lambda report: self._announce(session, report)
        )

    async def _remind(self, session: FamilySession, game: CloudGame) -> list[Effect]:
        """A quarter of the limit left: a post and a DM to whoever the game waits for."""
        return await render.reminders(session.row, game, self._dm_lang)
