"""Short rule summaries for `/lab rules [topic]`, in our own words (spec §4–§7), from the
catalogue (``bot/locales/*/lab-rules.ftl``) so each reader gets them in their language."""

from __future__ import annotations

from bot.i18n import SOURCE, t

TOPIC_NAMES = (
    "first",
    "turn",
    "see",
    "actions",
    "data",
    "elements",
    "bloop",
    "cats",
    "scenarios",
    "tiles",
    "clock",
    "wipe",
)
"""The topics of `/lab rules`, in the order the list shows them."""


def notice(lang: str = SOURCE) -> str:
    """The notice the spec asks for in the opening post, `/lab rules` and the docs."""
    return t("lab-notice", lang)


NOTICE = notice()
"""The notice in English (the docs, the record)."""


def topic_text(topic: str, lang: str = SOURCE) -> str:
    """One topic's summary."""
    match topic:
        case "first":
            return t("lab-rules-first", lang)
        case "turn":
            return t("lab-rules-turn", lang)
        case "see":
            return t("lab-rules-see", lang)
        case "actions":
            return t("lab-rules-actions", lang)
        case "data":
            return t("lab-rules-data", lang)
        case "elements":
            return t("lab-rules-elements", lang)
        case "bloop":
            return t("lab-rules-bloop", lang)
        case "cats":
            return t("lab-rules-cats", lang)
        case "scenarios":
            return t("lab-rules-scenarios", lang)
        case "tiles":
            return t("lab-rules-tiles", lang)
        case "clock":
            return t("lab-rules-clock", lang)
        case "wipe":
            return t("lab-rules-wipe", lang)
    raise KeyError(topic)


def rules_text(topic: str | None, lang: str = SOURCE) -> str:
    """One topic's summary, or the list of topics."""
    if topic is None:
        topics = ", ".join(f"`{name}`" for name in TOPIC_NAMES)
        return t("lab-rules-list", lang, topics=topics, notice=notice(lang))
    return topic_text(topic, lang)


TOPICS: dict[str, str] = {name: topic_text(name) for name in TOPIC_NAMES}
"""Each topic's summary in English (the docs and the tests read them)."""
