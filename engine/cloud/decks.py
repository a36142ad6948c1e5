"""Deck files (C6–C8): parsing TOML or JSON, validation naming every error, the starter decks."""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from engine.cloud.cards import (
    AVATAR_BUDGET,
    MAX_COST,
    POINTS_PER_QUBIT,
    AlgorithmCard,
    AlterCard,
    Avatar,
    Card,
    Effect,
    EffectSpec,
    Target,
)
from engine.cloud.terrain import Keyword, Terrain
from engine.core.errors import EngineError
from engine.core.said import Said

FORMAT = "quantum-cloud-deck/1"
DECK_SIZE = 28
MAX_COPIES = 3
STARTERS = ("anon", "pizza")

_ID = re.compile(r"[a-z0-9-]{1,24}")
_TOP_KEYS = {"format", "id", "name", "avatar", "cards"}
_AVATAR_KEYS = {"coherent", "superposition", "terrain", "attack", "move", "life", "superpose_cost"}
_ALTER_KEYS = {"name", "kind", "copies", "cost", "terrains", "attack", "life", "move", "keywords"}
_ALGORITHM_KEYS = {"name", "kind", "copies", "cost", "effects"}
_EFFECT_KEYS = {"do", "target", "n", "attack", "life"}
# Allowed targets per effect (the first is the default when the file states none) and n's range
# per target.
_EFFECT_TARGETS: dict[Effect, tuple[Target, ...]] = {
    Effect.DAMAGE: (Target.ENEMY_ALTER, Target.ENEMY_UNIT),
    Effect.BUFF: (Target.OWN_ALTER, Target.OWN_UNIT),
    Effect.DOUBLE: (Target.OWN_ALTER,),
    Effect.MOVE: (Target.OWN_UNIT,),
    Effect.FREEZE: (Target.ENEMY_UNIT,),
    Effect.DRAW: (),
    Effect.QUBITS: (),
    Effect.HEAL: (Target.OWN_AVATAR,),
}
_N_RANGE: dict[tuple[Effect, Target | None], tuple[int, int]] = {
    (Effect.DAMAGE, Target.ENEMY_ALTER): (1, 8),
    (Effect.DAMAGE, Target.ENEMY_UNIT): (1, 6),
    (Effect.MOVE, Target.OWN_UNIT): (1, 3),
    (Effect.DRAW, None): (1, 3),
    (Effect.QUBITS, None): (1, 5),
    (Effect.HEAL, Target.OWN_AVATAR): (1, 8),
}


class DeckError(EngineError):
    """A deck file is invalid; ``errors`` names every problem with its path, each a
    :class:`Said` (its ``code`` and ``values``: the ``path`` and what the file holds there)."""

    def __init__(self, errors: list[Said]) -> None:
        self.errors = list(errors)
        super().__init__("your deck has errors:\n" + "\n".join(f"- {e}" for e in errors))


@dataclass(frozen=True, slots=True)
class Deck:
    """A validated deck: an Avatar and its cards in file order."""

    id: str
    name: str
    avatar: Avatar
    cards: tuple[Card, ...]

    def expanded(self) -> tuple[Card, ...]:
        """The 28 cards in canonical order: file order, copies expanded (D2)."""
        return tuple(card for card in self.cards for _ in range(card.copies))

    def card(self, name: str) -> Card | None:
        """The card called ``name`` (case-insensitive), if the deck has one."""
        folded = name.casefold()
        return next((c for c in self.cards if c.name.casefold() == folded), None)

    def document(self) -> dict[str, Any]:
        """The canonical file structure (costs filled in); records embed it."""
        return {
            "format": FORMAT,
            "id": self.id,
            "name": self.name,
            "avatar": self.avatar.document(),
            "cards": [card.document() for card in self.cards],
        }

    def report(self) -> list[str]:
        """C8's answer: one line per card with points, cost and slack."""
        lines = [
            f"Avatar {self.avatar.coherent} / {self.avatar.superposition}: "
            f"{self.avatar.attack}/{self.avatar.life}/{self.avatar.move}, budget "
            f"{self.avatar.budget}, Superposition cost {self.avatar.superpose_cost}"
        ]
        for card in self.cards:
            slack = POINTS_PER_QUBIT * card.cost - card.points
            note = f", {slack} points unspent" if slack else ""
            lines.append(f"{card.copies}× {card.name}: P {card.points}, cost {card.cost}{note}")
        return lines


def parse_deck_text(text: str) -> Deck:
    """Parse and validate a deck file (TOML 1.0, or the same structure as JSON)."""
    stripped = text.lstrip()
    try:
        doc: Any = json.loads(text) if stripped.startswith("{") else tomllib.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as error:
        line, column = _where(error)
        said = f"file: not valid TOML or JSON ({error})"
        raise DeckError([Said(said, "syntax", path="file", line=line, column=column)]) from None
    return validate_deck(doc)


def starter_deck(deck_id: str) -> Deck:
    """One of the two starter decks shipped with the engine (§10)."""
    if deck_id not in STARTERS:
        known = ", ".join(STARTERS)
        said = f"id: no starter deck {deck_id!r} (starters: {known})"
        raise DeckError([Said(said, "no-starter", path="id", value=repr(deck_id), known=known)])
    text = resources.files("engine.cloud").joinpath(f"decks/{deck_id}.toml").read_text("utf-8")
    return parse_deck_text(text)


def validate_deck(doc: Any) -> Deck:
    """Check a deck's structure against C1–C7, collecting every error before raising."""
    checker = _Checker()
    deck = checker.deck(doc)
    if checker.errors or deck is None:
        raise DeckError(checker.errors)
    return deck


def _where(error: ValueError) -> tuple[int, int]:
    """The line and column a parser names in its error (0, 0 when it names none)."""
    if isinstance(error, json.JSONDecodeError):
        return error.lineno, error.colno
    found = re.search(r"at line (\d+), column (\d+)", str(error))
    return (int(found.group(1)), int(found.group(2))) if found else (0, 0)


class _Checker:
    def __init__(self) -> None:
        self.errors: list[Said] = []

    def fail(self, path: str, message: str, code: str, **values: Any) -> None:
        """One error: its English (``path: message``), its code and the values it names."""
        self.errors.append(Said(f"{path}: {message}", code, path=path, **values))

    def unknown(self, path: str, table: dict[str, Any], allowed: set[str]) -> None:
        for key in sorted(set(table) - allowed):
            self.fail(f"{path}{key}", "unknown key", "unknown-key")

    def integer(self, path: str, table: dict[str, Any], key: str, lo: int, hi: int) -> int | None:
        where = f"{path}.{key}"
        if key not in table:
            self.fail(where, "missing", "missing")
            return None
        value = table[key]
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(where, f"{value!r} is not a whole number", "not-integer", value=repr(value))
            return None
        if value < lo:
            self.fail(where, f"{value} < {lo}", "too-small", value=value, limit=lo)
            return None
        if value > hi:
            self.fail(where, f"{value} > {hi}", "too-large", value=value, limit=hi)
            return None
        return value

    def name(self, path: str, table: dict[str, Any], key: str) -> str | None:
        where = f"{path}.{key}" if path else key
        value = table.get(key)
        if value is None:
            self.fail(where, "missing", "missing")
            return None
        if not isinstance(value, str) or not 1 <= len(value) <= 32 or not value.isprintable():
            said = f"{value!r} is not 1–32 printable characters"
            self.fail(where, said, "bad-name", value=repr(value))
            return None
        if value != value.strip() or '"' in value:
            said = f"{value!r} has outer spaces or a double quote"
            self.fail(where, said, "name-spaces", value=repr(value))
            return None
        return value

    def terrain(self, where: str, value: Any) -> Terrain | None:
        try:
            return Terrain(value)
        except ValueError:
            known = ", ".join(t.value for t in Terrain)
            said = f"{value!r} is not a terrain ({known})"
            self.fail(where, said, "bad-terrain", value=repr(value), known=known)
            return None

    def deck(self, doc: Any) -> Deck | None:
        if not isinstance(doc, dict):
            self.fail("file", "the top level is not a table", "top-not-table")
            return None
        self.unknown("", doc, _TOP_KEYS)
        if doc.get("format") != FORMAT:
            found = repr(doc.get("format"))
            said = f"{found} is not {FORMAT!r}"
            self.fail("format", said, "bad-format", value=found, known=repr(FORMAT))
        deck_id = doc.get("id")
        if not isinstance(deck_id, str) or not _ID.fullmatch(deck_id):
            said = f"{deck_id!r} is not 1–24 of a-z, 0-9 and -"
            self.fail("id", said, "bad-id", value=repr(deck_id))
        deck_name = self.name("", doc, "name")
        avatar = self.avatar(doc.get("avatar"))
        cards = self.cards(doc.get("cards"))
        if self.errors or avatar is None or cards is None:
            return None
        assert isinstance(deck_id, str) and deck_name is not None
        return Deck(deck_id, deck_name, avatar, cards)

    def avatar(self, table: Any) -> Avatar | None:
        if not isinstance(table, dict):
            self.fail("avatar", "missing or not a table", "no-table")
            return None
        self.unknown("avatar.", table, _AVATAR_KEYS)
        coherent = self.name("avatar", table, "coherent")
        superposition = self.name("avatar", table, "superposition")
        terrain = self.terrain("avatar.terrain", table.get("terrain"))
        attack = self.integer("avatar", table, "attack", 1, 4)
        move = self.integer("avatar", table, "move", 1, 3)
        life = self.integer("avatar", table, "life", 10, 26)
        if None in (coherent, superposition, terrain, attack, move, life):
            return None
        assert coherent and superposition and terrain and attack and move and life
        avatar = Avatar(coherent, superposition, terrain, attack, move, life)
        if avatar.budget != AVATAR_BUDGET:
            said = f"4·Attack + 4·(Move − 1) + Life = {avatar.budget}, must be {AVATAR_BUDGET}"
            self.fail("avatar", said, "budget", budget=avatar.budget, must=AVATAR_BUDGET)
        stated = table.get("superpose_cost")
        if stated is not None and stated != avatar.superpose_cost:
            cost = avatar.superpose_cost
            said = f"{stated!r} stated, computed {cost} (Attack + Move + 3)"
            self.fail(
                "avatar.superpose_cost", said, "superpose-cost", stated=repr(stated), cost=cost
            )
        return avatar

    def cards(self, items: Any) -> tuple[Card, ...] | None:
        if not isinstance(items, list) or not items:
            self.fail("cards", "missing or not a list of tables", "no-list-of-tables")
            return None
        cards: list[Card] = []
        seen: dict[str, int] = {}
        total = 0
        for index, table in enumerate(items):
            path = f"cards[{index}]"
            if not isinstance(table, dict):
                self.fail(path, "not a table", "not-table")
                continue
            name = self.name(path, table, "name")
            if name is not None:
                folded = name.casefold()
                if folded in seen:
                    said = f"{name!r} repeats cards[{seen[folded]}]"
                    first = f"cards[{seen[folded]}]"
                    self.fail(f"{path}.name", said, "repeats-card", value=repr(name), first=first)
                seen.setdefault(folded, index)
            copies = self.integer(path, table, "copies", 1, MAX_COPIES)
            total += copies or 0
            kind = table.get("kind")
            # A bad name or count is reported above; the card is still built with stand-ins so
            # its stats and price are checked too, and the file's every error comes out at once.
            stand_name = name if name is not None else f"cards[{index}]"
            stand_copies = copies if copies is not None else 1
            card: Card | None
            if kind == "alter":
                card = self.alter(path, table, stand_name, stand_copies)
            elif kind == "algorithm":
                card = self.algorithm(path, table, stand_name, stand_copies)
            else:
                said = f"{kind!r} is not alter or algorithm"
                self.fail(f"{path}.kind", said, "bad-kind", value=repr(kind))
                continue
            if card is None:
                continue
            if card.points > MAX_COST * POINTS_PER_QUBIT:
                said = f"P {card.points} costs more than {MAX_COST} qubits"
                self.fail(path, said, "too-costly", points=card.points, most=MAX_COST)
                continue
            stated = table.get("cost")
            if stated is not None and stated != card.cost:
                slack = POINTS_PER_QUBIT * card.cost - card.points
                said = f"{stated!r} stated, computed {card.cost} (P {card.points}, slack {slack})"
                values = {"cost": card.cost, "points": card.points, "slack": slack}
                self.fail(f"{path}.cost", said, "card-cost", stated=repr(stated), **values)
            cards.append(card)
        if total != DECK_SIZE:
            said = f"{total} cards, a deck has exactly {DECK_SIZE}"
            self.fail("cards", said, "deck-size", total=total, size=DECK_SIZE)
        return tuple(cards)

    def alter(self, path: str, table: dict[str, Any], name: str, copies: int) -> AlterCard | None:
        self.unknown(f"{path}.", table, _ALTER_KEYS)
        attack = self.integer(path, table, "attack", 0, 9)
        life = self.integer(path, table, "life", 1, 12)
        move = self.integer(path, table, "move", 0, 4)
        raw_terrains = table.get("terrains")
        terrains: list[Terrain] = []
        if not isinstance(raw_terrains, list) or not 1 <= len(raw_terrains) <= 3:
            self.fail(f"{path}.terrains", "needs a list of 1–3 terrains", "terrains-list")
        else:
            for i, value in enumerate(raw_terrains):
                terrain = self.terrain(f"{path}.terrains[{i}]", value)
                if terrain in terrains:
                    said = f"{value!r} repeats"
                    self.fail(f"{path}.terrains[{i}]", said, "repeats", value=repr(value))
                elif terrain is not None:
                    terrains.append(terrain)
        raw_keywords = table.get("keywords", [])
        keywords: list[Keyword] = []
        if not isinstance(raw_keywords, list):
            self.fail(f"{path}.keywords", "not a list", "not-list")
        else:
            for i, value in enumerate(raw_keywords):
                try:
                    keyword = Keyword(value)
                except ValueError:
                    said = f"{value!r} is not fly or portal"
                    self.fail(f"{path}.keywords[{i}]", said, "bad-keyword", value=repr(value))
                    continue
                if keyword in keywords:
                    said = f"{value!r} repeats"
                    self.fail(f"{path}.keywords[{i}]", said, "repeats", value=repr(value))
                else:
                    keywords.append(keyword)
        if attack is None or life is None or move is None:
            return None
        if not terrains:
            return None
        return AlterCard(name, copies, tuple(terrains), attack, life, move, tuple(keywords))

    def algorithm(
        self, path: str, table: dict[str, Any], name: str, copies: int
    ) -> AlgorithmCard | None:
        self.unknown(f"{path}.", table, _ALGORITHM_KEYS)
        items = table.get("effects")
        if not isinstance(items, list) or not 1 <= len(items) <= 2:
            self.fail(f"{path}.effects", "needs a list of 1–2 effects", "effects-list")
            return None
        effects = [self.effect(f"{path}.effects[{i}]", item) for i, item in enumerate(items)]
        if None in effects:
            return None
        card = AlgorithmCard(name, copies, tuple(e for e in effects if e is not None))
        if card.target_classes is not None and not card.target_classes:
            said = "the effects share one target but admit no common unit"
            self.fail(f"{path}.effects", said, "no-common-target")
            return None
        return card

    def effect(self, path: str, table: Any) -> EffectSpec | None:
        if not isinstance(table, dict):
            self.fail(path, "not a table", "not-table")
            return None
        self.unknown(f"{path}.", table, _EFFECT_KEYS)
        try:
            do = Effect(table.get("do"))
        except ValueError:
            known = ", ".join(e.value for e in Effect)
            found = repr(table.get("do"))
            said = f"{found} is not an effect ({known})"
            self.fail(f"{path}.do", said, "bad-effect", value=found, known=known)
            return None
        allowed = _EFFECT_TARGETS[do]
        target: Target | None = None
        if "target" in table:
            if not allowed:
                said = f"{do.value} takes no target"
                self.fail(f"{path}.target", said, "takes-no", effect=do.value, key="target")
                return None
            try:
                target = Target(table["target"])
            except ValueError:
                target = None
            if target not in allowed:
                names = ", ".join(t.value for t in allowed)
                found = repr(table["target"])
                said = f"{found} is not one of {names}"
                self.fail(f"{path}.target", said, "bad-target", value=found, known=names)
                return None
        elif allowed:
            target = allowed[0]
        if do is Effect.BUFF:
            if "n" in table:
                self.fail(f"{path}.n", "buff takes attack and life, not n", "buff-n")
            attack = self.integer(path, {"attack": 0, **table}, "attack", 0, 5)
            life = self.integer(path, {"life": 0, **table}, "life", 0, 8)
            if attack is None or life is None:
                return None
            if attack == 0 and life == 0:
                self.fail(path, "a buff needs attack or life above 0", "buff-zero")
                return None
            if target is Target.OWN_UNIT and life:
                said = "own_unit buffs may not add life (Avatars keep Life)"
                self.fail(f"{path}.target", said, "buff-life")
                return None
            return EffectSpec(do, target, attack=attack, life=life)
        for key in ("attack", "life"):
            if key in table:
                said = f"{do.value} takes no {key}"
                self.fail(f"{path}.{key}", said, "takes-no", effect=do.value, key=key)
        if do in (Effect.DOUBLE, Effect.FREEZE):
            if "n" in table:
                said = f"{do.value} takes no n"
                self.fail(f"{path}.n", said, "takes-no", effect=do.value, key="n")
            return EffectSpec(do, target)
        lo, hi = _N_RANGE[(do, target)]
        n = self.integer(path, table, "n", lo, hi)
        if n is None:
            return None
        return EffectSpec(do, target, n=n)
