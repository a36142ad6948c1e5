"""The storyteller's grimoire as an image (issue 11: "as an image for big tables").

One row per seat (with the player's name, † when dead, †? when dead in some worlds, "(p?)" when
it may be poisoned) and one column per character of the script, in script order, named in the
storyteller's language. A cell is filled when the seat may hold that character, and marked "D"
when it may be the Drunk believing it; in script 2 also "+" when the seat may hold that
ability beside its own (gained or eaten), "~" as a Drunk's or a pretended one, "~?" as a pretend
not fixed yet (addendum §11; the marks are the catalogue's, per language). Under the grid, in
words that wrap to its width: each seat's possible current characters (a swap's, the "now"
line) and the notes of the characters' rules (a host, a Pukka's mark, a spent guess), so the
picture alone holds what §11 lists. Only the storyteller is sent it.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from bot.fonts import draw_text, wrap_to_width
from bot.i18n import SOURCE, t
from cogs.clocktower.texts import notes_line
from cogs.clocktower.words import name
from engine.clocktower.script import Kind, Script, is_drunk_token, token_believed, token_character
from engine.clocktower.views import SeatView, StorytellerView

CELL = 26
NAME_WIDTH = 190
HEAD = 140
"""Room for the column labels: the longest name of a shipped language ("Scharlachrote Frau")."""
SIZE = 13
LINE = 19
"""The height of a line of the words under the grid."""
MARGIN = 6
BACK = (250, 248, 243)
INK = (40, 40, 40)
GRID = (205, 200, 190)
KIND_COLOURS = {
    Kind.TOWNSFOLK: (70, 120, 200),
    Kind.OUTSIDER: (110, 170, 210),
    Kind.MINION: (200, 110, 70),
    Kind.DEMON: (170, 40, 40),
}
LIFE = {"alive": "", "dead": " †", "either": " †?"}


def _instance(label: str) -> tuple[str, str]:
    """A held instance's label (``X``, ``~X``, ``~X?``) as its character and how it is held
    (``held``, ``void`` or ``maybe``: the catalogue's selector for its cell mark)."""
    if label.startswith("~") and label.endswith("?"):
        return label[1:-1], "maybe"
    if label.startswith("~"):
        return label[1:], "void"
    return label, "held"


def cell_marks(seat: SeatView, lang: str = SOURCE) -> dict[str, str]:
    """The text in each of ``seat``'s cells, by character: the Drunk's mark where it may
    believe the character, then the marks of the instances it may hold of it (§11)."""
    marks: dict[str, list[str]] = {}
    for token in seat.tokens:
        if is_drunk_token(token):
            marks.setdefault(token_believed(token), []).append(t("clocktower-image-drunk", lang))
    for label in seat.instances:
        character, held = _instance(label)
        mark = t("clocktower-image-instance", lang, held=held)
        if mark not in marks.setdefault(character, []):
            marks[character].append(mark)
    return {character: "".join(texts) for character, texts in marks.items()}


def footer_lines(view: StorytellerView, width: float, lang: str = SOURCE) -> list[str]:
    """The lines drawn under the grid, each at most ``width`` pixels wide: a seat's possible
    current characters by name ("@1 now: Baron"), then the rules' notes (§11); none in a
    game where no seat changed character and no rule keeps a note."""
    said = [
        t(
            "clocktower-grimoire-now",
            lang,
            seat=f"@{seat.seat + 1}",
            characters=", ".join(name(character, lang) for character in seat.now),
        )
        for seat in view.seats
        if seat.now
    ]
    if view.notes:
        said.append(notes_line(view.notes, lang))
    return [line for text in said for line in wrap_to_width(text, SIZE, width)]


def grimoire_png(
    view: StorytellerView, script: Script, names: tuple[str, ...], lang: str = SOURCE
) -> bytes:
    """The grimoire of ``view`` as a PNG, its labels in ``lang``."""
    poisoned_mark = t("clocktower-image-poisoned", lang)
    chars = list(script.characters)
    width = NAME_WIDTH + CELL * len(chars) + 10
    grid_height = HEAD + CELL * len(view.seats) + 10
    footer = footer_lines(view, width - 2 * MARGIN, lang)
    height = grid_height + (LINE * len(footer) + MARGIN if footer else 0)
    image = Image.new("RGB", (width, height), BACK)
    draw = ImageDraw.Draw(image)
    for column, char in enumerate(chars):
        x = NAME_WIDTH + column * CELL + CELL // 2
        label = Image.new("RGBA", (HEAD - 8, CELL), (0, 0, 0, 0))
        draw_text(
            ImageDraw.Draw(label),
            (2, CELL // 2),
            name(char, lang),
            size=SIZE,
            fill=KIND_COLOURS[script.kind(char)],
            anchor="lm",
        )
        rotated = label.rotate(90, expand=True)
        image.paste(rotated, (x - CELL // 2, 4), rotated)
    for row, seat in enumerate(view.seats):
        y = HEAD + row * CELL
        poisoned = f" {poisoned_mark}" if seat.maybe_poisoned else ""
        text = f"@{seat.seat + 1} {names[seat.seat]}{LIFE.get(seat.life, '')}{poisoned}"
        draw_text(draw, (6, y + CELL // 2), text[:24], size=SIZE, fill=INK, anchor="lm")
        held = {token_character(t) for t in seat.tokens}
        marks = cell_marks(seat, lang)
        for column, char in enumerate(chars):
            x0 = NAME_WIDTH + column * CELL
            box = (x0 + 2, y + 2, x0 + CELL - 2, y + CELL - 2)
            draw.rectangle(box, outline=GRID)
            if char in held:
                draw.rectangle(box, fill=KIND_COLOURS[script.kind(char)])
            if char in marks:
                draw_text(
                    draw,
                    (x0 + CELL // 2, y + CELL // 2),
                    marks[char],
                    size=SIZE,
                    fill=INK,
                    anchor="mm",
                )
    for index, line in enumerate(footer):
        y = grid_height + index * LINE + LINE // 2
        draw_text(draw, (MARGIN, y), line, size=SIZE, fill=INK, anchor="lm")
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()
