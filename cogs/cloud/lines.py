"""The engine's history lines, private news and Algorithm effects in a reader's language.

Each line the engine says is a :class:`engine.core.said.Said`: a code and the ids and numbers
it names. This module says it through the catalogue (``cloud-line-…`` in
``bot/locales/*/cloud-lines.ftl``), English included, so every language is worded from the same
data. Players read a line without the spec's rule id (``T3``); the history keeps it. A line
with no code (none today) is shown as the engine wrote it.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import SOURCE, t
from cogs.cloud.parse_words import parse_words
from engine.cloud.cards import Effect, EffectSpec
from engine.cloud.terrain import Terrain
from engine.core.said import Said, reason_of


def terrain_name(terrain: Terrain, lang: str) -> str:
    """A terrain by its name in ``lang`` ("Grumpy Cat Forest")."""
    return t("cloud-terrain", lang, id=terrain.value, title=terrain.title)


def effect_words(effect: EffectSpec, lang: str = SOURCE) -> str:
    """What one effect of an Algorithm does (``2 damage to an enemy Alter``)."""
    target = effect.target.value if effect.target is not None else "none"
    return t(
        "cloud-effect",
        lang,
        do=effect.do.value,
        n=effect.n,
        attack=effect.attack,
        life=effect.life,
        target=target,
    )


def card_effect(effect: EffectSpec, lang: str = SOURCE) -> str:
    """An effect as a card's sentence that names whom it touches (``Target own Alter: …``)."""
    said = effect_words(effect, lang)
    if effect.target is not None and effect.do is not Effect.DAMAGE:
        return t("cloud-card-effect-target", lang, target=effect.target.value, effect=said)
    return said[:1].upper() + said[1:] + "."


def _result(result: Sequence[str | int], lang: str) -> str:
    match tuple(result):
        case ("moves", str(origin), str(dest)):
            return t("cloud-result-moves", lang, origin=origin, hex=dest)
        case ("frozen",):
            return t("cloud-result-frozen", lang)
        case ("stats", int(attack), int(life), until):
            until_end = "yes" if until else "no"
            return t("cloud-result-stats", lang, attack=attack, life=life, until=until_end)
        case ("qubits", int(q), int(m)):
            return t("cloud-result-qubits", lang, q=q, m=m)
    return " ".join(map(str, result))


def _plays(v: dict[str, object], lang: str) -> str:
    effects = v["effects"]
    results = v["results"]
    assert isinstance(effects, tuple) and isinstance(results, tuple)
    where = (
        t("cloud-line-plays-on", lang, target=v["target"], name=v["name"]) if v["target"] else ""
    )
    return t(
        "cloud-line-plays",
        lang,
        letter=v["letter"],
        card=v["card"],
        cost=v["cost"],
        where=where,
        effects="; ".join(effect_words(effect, lang) for effect in effects),
        results=", ".join(_result(result, lang) for result in results),
    )


def words(line: str, lang: str = SOURCE) -> str:
    """The line's words in ``lang``, without its rule id (as the engine wrote it when the line
    carries no code)."""
    if not isinstance(line, Said) or not line.code:
        return line
    v = dict(line.values)
    match line.code:
        case "takes-back":
            return t("cloud-line-takes-back", lang, actor=v["actor"], action=v["action"])
        case "paused":
            return t("cloud-line-paused", lang)
        case "resumed":
            return t("cloud-line-resumed", lang)
        case "removed":
            return t("cloud-line-removed", lang, letter=v["letter"])
        case "autopass":
            return t("cloud-line-autopass", lang, letter=v["letter"], state=v["state"])
        case "moves":
            return t(
                "cloud-line-moves",
                lang,
                letter=v["letter"],
                unit=v["unit"],
                origin=v["origin"],
                hex=v["hex"],
            )
        case "passes":
            return t("cloud-line-passes", lang, letter=v["letter"])
        case "concedes":
            return t("cloud-line-concedes", lang, letter=v["letter"])
        case "seed":
            return t("cloud-line-seed", lang, digest=v["digest"])
        case "first-roll":
            return t("cloud-line-first-roll", lang, rolls=v["rolls"])
        case "first-tile":
            return t("cloud-line-first-tile", lang, letter=v["letter"])
        case "setup-tile-drawn":
            terrain = Terrain(str(v["terrain"]))
            return t(
                "cloud-line-setup-tile-drawn",
                lang,
                number=v["number"],
                tile=terrain_name(terrain, lang),
                map=terrain.letter,
            )
        case "places-tile":
            return t(
                "cloud-line-places-tile",
                lang,
                letter=v["letter"],
                map=Terrain(str(v["terrain"])).letter,
                hex=v["hex"],
            )
        case "first-avatar":
            return t("cloud-line-first-avatar", lang, letter=v["letter"])
        case "avatar-tile":
            return t(
                "cloud-line-avatar-tile",
                lang,
                letter=v["letter"],
                map=Terrain(str(v["terrain"])).letter,
                hex=v["hex"],
            )
        case "places-avatar":
            return t(
                "cloud-line-places-avatar",
                lang,
                letter=v["letter"],
                avatar=v["avatar"],
                hex=v["hex"],
            )
        case "turn":
            return t(
                "cloud-line-turn",
                lang,
                turn=v["turn"],
                letter=v["letter"],
                name=v["name"],
                q=v["q"],
                m=v["m"],
            )
        case "zeno":
            return t("cloud-line-zeno", lang, roll=v["roll"], holds=v["holds"])
        case "bonus":
            return t("cloud-line-bonus", lang, roll=v["roll"], q=v["q"], m=v["m"])
        case "tile-drawn":
            terrain = Terrain(str(v["terrain"]))
            return t(
                "cloud-line-tile-drawn",
                lang,
                tile=terrain_name(terrain, lang),
                map=terrain.letter,
            )
        case "tile-deck-empty":
            return t("cloud-line-tile-deck-empty", lang)
        case "no-tile-moves":
            return t("cloud-line-no-tile-moves", lang)
        case "draws":
            return t("cloud-line-draws", lang, letter=v["letter"])
        case "drew":
            return t("cloud-drew", lang, card=v["card"])
        case "deck-out":
            return t("cloud-line-deck-out", lang, letter=v["letter"], damage=v["damage"])
        case "moves-tile":
            return t(
                "cloud-line-moves-tile",
                lang,
                letter=v["letter"],
                map=Terrain(str(v["terrain"])).letter,
                origin=v["origin"],
                hex=v["hex"],
            )
        case "keeps":
            return t("cloud-line-keeps", lang, letter=v["letter"], unit=v["unit"], other=v["other"])
        case "superposes":
            return t(
                "cloud-line-superposes",
                lang,
                letter=v["letter"],
                cost=v["cost"],
                coherent=v["coherent"],
                superposition=v["superposition"],
                unit=v["unit"],
                hex=v["hex"],
                roll=v["roll"],
                q=v["q"],
                m=v["m"],
            )
        case "summons":
            return t(
                "cloud-line-summons",
                lang,
                letter=v["letter"],
                card=v["card"],
                cost=v["cost"],
                unit=v["unit"],
                hex=v["hex"],
                attack=v["attack"],
                life=v["life"],
                move=v["move"],
            )
        case "attacks":
            return t(
                "cloud-line-attacks",
                lang,
                letter=v["letter"],
                unit=v["unit"],
                name=v["name"],
                target=v["target"],
                other=v["other"],
            )
        case "fizzles":
            return t("cloud-line-fizzles", lang, unit=v["unit"], target=v["target"])
        case "deals":
            return t(
                "cloud-line-deals",
                lang,
                unit=v["unit"],
                dealt=v["dealt"],
                target=v["target"],
                left=v["left"],
                returned=v["returned"],
                kept=v["kept"],
            )
        case "plays":
            return _plays(v, lang)
        case "turn-ends":
            return t("cloud-line-turn-ends", lang, letter=v["letter"])
        case "setup-timeout":
            return t("cloud-line-setup-timeout", lang, letter=v["letter"])
        case "window-timeout":
            late = str(v["letters"]) or t("cloud-nobody", lang)
            return t("cloud-line-window-timeout", lang, letters=late)
        case "turn-timeout":
            return t("cloud-line-turn-timeout", lang, letter=v["letter"])
        case "absent":
            return t("cloud-line-absent", lang, letter=v["letter"], count=v["count"])
        case "destroyed":
            return t("cloud-line-destroyed", lang, unit=v["unit"], name=v["name"])
        case "copy-left":
            return t("cloud-line-copy-left", lang, letter=v["letter"])
        case "out":
            return t("cloud-line-out", lang, letter=v["letter"], name=v["name"], reason=v["reason"])
        case "wins":
            return t(
                "cloud-line-wins", lang, letter=v["letter"], name=v["name"], reason=v["reason"]
            )
        case "nobody-left":
            return t("cloud-line-nobody-left", lang)
    return line


def for_players(line: str, lang: str = SOURCE) -> str:
    """A line as players read it in a post or DM: without the rule id, capitalised after it."""
    said = words(line, lang)
    if isinstance(line, Said) and line.code and line.rule:
        return said[:1].upper() + said[1:]
    return said


def for_history(line: str, lang: str = SOURCE) -> str:
    """A line as ``/cloud history`` shows it: with its rule id."""
    said = words(line, lang)
    if isinstance(line, Said) and line.code and line.rule:
        return f"{line.rule}: {said}"
    return said


def turn_start(lines: Sequence[str]) -> int:
    """Where the current turn's first line stands in ``lines`` (their end when there is none)."""
    starts = (i for i, line in enumerate(lines) if isinstance(line, Said) and line.code == "turn")
    return max(starts, default=len(lines))


def engine_refusal(error: BaseException, lang: str = SOURCE) -> str:
    """An engine refusal in ``lang`` with its rule id in front (as the engine wrote it when it
    carries no code)."""
    reason = reason_of(error)
    if not isinstance(reason, Said) or not reason.code:
        return reason
    syntax = parse_words(reason, lang)
    if syntax is not None:
        return syntax
    v = reason.values
    said = t(
        "cloud-refusal",
        lang,
        code=reason.code,
        letter=v.get("letter", ""),
        unit=v.get("unit", ""),
        target=v.get("target", ""),
        hex=v.get("hex", ""),
        origin=v.get("origin", ""),
        card=v.get("card", ""),
        cost=v.get("cost", 0),
        q=v.get("q", 0),
        n=v.get("n", 0),
        verb=v.get("verb", ""),
        terrain=v.get("terrain", ""),
        step=v.get("step", ""),
        spaces=v.get("spaces", ""),
        targets=v.get("targets", ""),
        input=v.get("input", ""),
    )
    return f"{reason.rule}: {said}" if reason.rule else said
