"""The engine's log lines in a reader's language.

The engine keeps its log in fixed English phrases (data for the record and the replay); this
module recognises each phrase and says it through the catalogue (``lab-log-…`` in
``bot/locales/*/lab-log.ftl``). English lines are shown as the engine wrote them, and a phrase
this module does not know is shown as written too, so a new engine phrase shows up in English
rather than not at all.
"""

from __future__ import annotations

import re

from bot.i18n import SOURCE, t

_P = r"P(\d+)"
_CELL = re.compile(r"\b(Red|Green|Yellow|Blue)-([A-E])-([1-5])\b")
_COLOUR = r"(Red|Green|Yellow|Blue)"
_DIR = r"(up|down|left|right)"


def _re(pattern: str) -> re.Pattern[str]:
    return re.compile(
        "^" + pattern.replace("P#", _P).replace("C#", _COLOUR).replace("D#", _DIR) + "$"
    )


TURN = _re(r"Turn (\d+) \(round (\d+)\): P# (.+)")
AWAY_PASS = _re(r"P# is away: the turn passes with no See and no actions")
BLOOPS_SELF = _re(r"P# bloops themself")
BREAK = _re(r"P# takes a break: bonus See and (\d+) action\(s\)")
SKIPPED = _re(r"The host skips the rest of P#'s turn")
TIME_UP = _re(r"P#'s time is up")
AWAY = _re(r"P# is away")
ANSWER_TIMED_OUT = _re(r"P#'s answer timed out")
BACK = _re(r"P# is back")
PROPOSES = _re(r"P# proposes wiping the C# cube")
VOTES_YES = _re(r"P# votes yes")
VOTES_NO = _re(r"P# votes no: the C# cube stays")
VOTE_EXPIRED = _re(r"The wipe vote expired")
UNSEALED = _re(r"The C# cube is no longer sealed: the vote ends")
WIPED = _re(r"Everyone agrees: the C# cube is wiped to its slot")
KICKED = _re(r"P# is kicked")
LEAVES = _re(r"P# leaves the game")
TO_SLOT = _re(r"C# goes to its slot")
DIE_CHOOSE = _re(r"die (\S+) → CHOOSE \(P#: (.+)\)")
DIE = _re(r"die (\S+) → (.+)")
SEES = _re(r"P# sees D#")
NOTHING_NEW = _re(r"P#'s look D# finds nothing new")
STACK_EMPTY = _re(r"The stack is empty")
PLACED = _re(r"(.+) ← (\S+) (\S+)")
DISCARDED = _re(r"(\S+) on (.+) is discarded")
DONE = _re(r"P# is done")
MOVES = _re(r"P# moves D# → (.+)")
PICKS_UP = _re(r"P# picks up C#")
STEALS = _re(r"P# steals C# from P#")
DROPS = _re(r"P# drops C#")
ELBOWS_TO = _re(r"P# elbows P# D# → (.+)")
ELBOWS = _re(r"P# elbows P# D#")
TRANSITS = _re(r"P# transits → (.+)")
LOGS = _re(r"P# logs C# \((\d+)/(\d+)\)")
RESET = _re(r"Mainframe reset: every cube goes to ([A-E]-[1-5])")
TELEPORTS = _re(r"P# teleports (\d+) D#")
FLIES_OFF = _re(r"P# flies off the map")
COLLAPSER = _re(r"P# is caught in vacuum collapser V(\d+)")
RESTS = _re(r"P# comes to rest after (\d+) activations")
RANDOMIZED = _re(r"P# is randomized to (.+)")
NO_TILE_LEFT = _re(r"No tile is left to place")
BLOOPED = _re(r"P# is blooped to their office (.+)")
TILE_MOVES = _re(r"(\S+) moves to (.+)")
POWER = _re(r"P# uses (\w+)'s power")
REACTS = _re(r"(\w+) reacts")
BREACH_ROLL = _re(r"End of round (\d+): the Containment Breach roll")
BREACH = _re(r"Containment breach at ([A-E]-[1-5])")
WALLS_ROLL = _re(r"End of round (\d+): the Shifting Walls roll")
WALLS_TURN = _re(r"Shifting walls turn the tile on (.+)")
WALLS_STILL = _re(r"No tile lies on (.+): the walls stay still")
ABORTED = _re(r"The host aborted the game\.")
LAST_LEFT = _re(r"P# (.+) is the last scientist left and wins!")
LOGS_AND_WINS = _re(r"P# (.+) logs (\d+) colours and wins!")
GRANT = _re(r"The grant deadline passes: (.+) win\(s\)\.")


def cells(text: str, lang: str) -> str:
    """Sector coordinates with the Sector's colour in ``lang`` (``Blau-A-1 (6,6)``)."""
    return _CELL.sub(lambda m: f"{colour(m[1], lang)}-{m[2]}-{m[3]}", text)


def colour(name: str, lang: str) -> str:
    return t("lab-colour", lang, colour=name.lower())


def way(name: str, lang: str) -> str:
    return t("lab-direction", lang, direction=name)


def log_line(line: str, lang: str = SOURCE) -> str:
    """One log line in ``lang`` (as the engine wrote it in English or when unknown)."""
    if lang == SOURCE:
        return line
    if m := TURN.match(line):
        return t("lab-log-turn", lang, turn=m[1], round=m[2], seat=f"P{m[3]}", name=m[4])
    if m := AWAY_PASS.match(line):
        return t("lab-log-away-pass", lang, seat=f"P{m[1]}")
    if m := BLOOPS_SELF.match(line):
        return t("lab-log-bloops-self", lang, seat=f"P{m[1]}")
    if m := BREAK.match(line):
        return t("lab-log-break", lang, seat=f"P{m[1]}", cups=int(m[2]))
    if m := SKIPPED.match(line):
        return t("lab-log-skipped", lang, seat=f"P{m[1]}")
    if m := TIME_UP.match(line):
        return t("lab-log-time-up", lang, seat=f"P{m[1]}")
    if m := AWAY.match(line):
        return t("lab-log-away", lang, seat=f"P{m[1]}")
    if m := ANSWER_TIMED_OUT.match(line):
        return t("lab-log-answer-timed-out", lang, seat=f"P{m[1]}")
    if m := BACK.match(line):
        return t("lab-log-back", lang, seat=f"P{m[1]}")
    if m := PROPOSES.match(line):
        return t("lab-vote-proposal", lang, seat=f"P{m[1]}", colour=colour(m[2], lang))
    if m := VOTES_YES.match(line):
        return t("lab-log-votes-yes", lang, seat=f"P{m[1]}")
    if m := VOTES_NO.match(line):
        return t("lab-log-votes-no", lang, seat=f"P{m[1]}", colour=colour(m[2], lang))
    if VOTE_EXPIRED.match(line):
        return t("lab-log-vote-expired", lang)
    if m := UNSEALED.match(line):
        return t("lab-log-unsealed", lang, colour=colour(m[1], lang))
    if m := WIPED.match(line):
        return t("lab-log-wiped", lang, colour=colour(m[1], lang))
    if m := KICKED.match(line):
        return t("lab-log-kicked", lang, seat=f"P{m[1]}")
    if m := LEAVES.match(line):
        return t("lab-log-leaves", lang, seat=f"P{m[1]}")
    if m := TO_SLOT.match(line):
        return t("lab-log-to-slot", lang, colour=colour(m[1], lang))
    if m := DIE_CHOOSE.match(line):
        return t("lab-log-die-choose", lang, die=m[1], seat=f"P{m[2]}", value=m[3])
    if m := DIE.match(line):
        return t("lab-log-die", lang, die=m[1], face=m[2])
    if m := SEES.match(line):
        return t("lab-log-sees", lang, seat=f"P{m[1]}", direction=way(m[2], lang))
    if m := NOTHING_NEW.match(line):
        return t("lab-log-nothing-new", lang, seat=f"P{m[1]}", direction=way(m[2], lang))
    if STACK_EMPTY.match(line):
        return t("lab-log-stack-empty", lang)
    if m := DISCARDED.match(line):
        return t("lab-log-discarded", lang, tile=m[1], cell=cells(m[2], lang))
    if m := PLACED.match(line):
        return f"{cells(m[1], lang)} ← {m[2]} {m[3]}"
    if m := DONE.match(line):
        return t("lab-log-done", lang, seat=f"P{m[1]}")
    if m := MOVES.match(line):
        return t(
            "lab-log-moves",
            lang,
            seat=f"P{m[1]}",
            direction=way(m[2], lang),
            cell=cells(m[3], lang),
        )
    if m := PICKS_UP.match(line):
        return t("lab-log-picks-up", lang, seat=f"P{m[1]}", colour=colour(m[2], lang))
    if m := STEALS.match(line):
        return t(
            "lab-log-steals", lang, seat=f"P{m[1]}", colour=colour(m[2], lang), other=f"P{m[3]}"
        )
    if m := DROPS.match(line):
        return t("lab-log-drops", lang, seat=f"P{m[1]}", colour=colour(m[2], lang))
    if m := ELBOWS_TO.match(line):
        said = t(
            "lab-log-elbows", lang, seat=f"P{m[1]}", other=f"P{m[2]}", direction=way(m[3], lang)
        )
        return f"{said} → {cells(m[4], lang)}"
    if m := ELBOWS.match(line):
        return t(
            "lab-log-elbows", lang, seat=f"P{m[1]}", other=f"P{m[2]}", direction=way(m[3], lang)
        )
    if m := TRANSITS.match(line):
        return t("lab-log-transits", lang, seat=f"P{m[1]}", cell=cells(m[2], lang))
    if m := LOGS.match(line):
        return t(
            "lab-log-logs",
            lang,
            seat=f"P{m[1]}",
            colour=colour(m[2], lang),
            logged=m[3],
            target=m[4],
        )
    if m := RESET.match(line):
        return t("lab-log-reset", lang, coords=m[1])
    if m := TELEPORTS.match(line):
        return t(
            "lab-log-teleports", lang, seat=f"P{m[1]}", distance=int(m[2]), arrow=way(m[3], lang)
        )
    if m := FLIES_OFF.match(line):
        return t("lab-log-flies-off", lang, seat=f"P{m[1]}")
    if m := COLLAPSER.match(line):
        return t("lab-log-collapser", lang, seat=f"P{m[1]}", index=m[2])
    if m := RESTS.match(line):
        return t("lab-log-rests", lang, seat=f"P{m[1]}", count=int(m[2]))
    if m := RANDOMIZED.match(line):
        return t("lab-log-randomized", lang, seat=f"P{m[1]}", cell=cells(m[2], lang))
    if NO_TILE_LEFT.match(line):
        return t("lab-log-no-tile-left", lang)
    if m := BLOOPED.match(line):
        return t("lab-log-blooped", lang, seat=f"P{m[1]}", cell=cells(m[2], lang))
    if m := POWER.match(line):
        return t("lab-log-power", lang, seat=f"P{m[1]}", cat=m[2])
    if m := REACTS.match(line):
        return t("lab-log-reacts", lang, cat=m[1])
    if m := BREACH_ROLL.match(line):
        return t("lab-log-breach-roll", lang, round=m[1])
    if m := BREACH.match(line):
        return t("lab-log-breach", lang, coords=m[1])
    if m := WALLS_ROLL.match(line):
        return t("lab-log-walls-roll", lang, round=m[1])
    if m := WALLS_TURN.match(line):
        return t("lab-log-walls-turn", lang, cell=cells(m[1], lang))
    if m := WALLS_STILL.match(line):
        return t("lab-log-walls-still", lang, cell=cells(m[1], lang))
    if m := TILE_MOVES.match(line):
        return t("lab-log-tile-moves", lang, tile=m[1], cell=cells(m[2], lang))
    return summary(line, lang)


def summary(line: str, lang: str = SOURCE) -> str:
    """An outcome's summary in ``lang`` (as written when unknown)."""
    if lang == SOURCE:
        return line
    if ABORTED.match(line):
        return t("lab-outcome-aborted", lang)
    if m := LAST_LEFT.match(line):
        return t("lab-outcome-last-left", lang, seat=f"P{m[1]}", name=m[2])
    if m := LOGS_AND_WINS.match(line):
        return t("lab-outcome-logged", lang, seat=f"P{m[1]}", name=m[2], count=int(m[3]))
    if m := GRANT.match(line):
        return t("lab-outcome-grant", lang, names=m[1])
    return line
