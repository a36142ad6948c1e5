"""Every relative link in the README and the docs leads somewhere: the file exists and, when
the link names a heading (``file.md#heading``), the file has that heading."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
LINK = re.compile(r"(?<!!)\[[^\]\n]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]\n]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`[^`\n]*`")


def links(text: str) -> list[str]:
    """The link and image targets of a Markdown text, outside code blocks and code spans."""
    text = CODE.sub("", FENCE.sub("", text))
    return [a or b for a, b in LINK.findall(text)]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading anchor of a Markdown file (repeated headings get ``-1``, ``-2``...)."""
    seen: dict[str, int] = {}
    found = set()
    for line in FENCE.sub("", path.read_text(encoding="utf-8")).splitlines():
        heading = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading is None:
            continue
        base = slug(heading.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def broken(doc: Path) -> list[str]:
    """The relative links of ``doc`` that lead nowhere, with the reason."""
    problems = []
    for target in links(doc.read_text(encoding="utf-8")):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
            continue  # http:, https:, mailto:: not ours to check offline
        path_part, _, anchor = target.partition("#")
        path = (doc.parent / path_part).resolve() if path_part else doc
        if not path.exists():
            problems.append(f"{target}: no such file")
        elif anchor and path.suffix == ".md" and anchor.lower() not in anchors(path):
            problems.append(f"{target}: no heading #{anchor} in {path.name}")
    return problems


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(doc: Path):
    """Each relative link of this document names an existing file (and heading)."""
    assert broken(doc) == []


def test_the_checker_catches_a_missing_file_and_a_missing_heading(tmp_path: Path):
    """A link to a file that is not there, or to a heading the file lacks, is reported."""
    (tmp_path / "b.md").write_text("# Real heading\n", encoding="utf-8")
    doc = tmp_path / "a.md"
    doc.write_text(
        "[ok](b.md#real-heading) [gone](c.md) [no](b.md#other) `[code](x.md)`\n",
        encoding="utf-8",
    )
    assert broken(doc) == ["c.md: no such file", "b.md#other: no heading #other in b.md"]
