"""The shared record envelope."""

from __future__ import annotations

import pytest

from engine.core import GameRecordBase, RecordError, parse_record_json


class _ToyRecord(GameRecordBase):
    setup: dict[str, int]


def test_record_round_trips_through_json() -> None:
    """A record's canonical JSON parses back to an equal record."""
    record = _ToyRecord(family="toy", seed=7, setup={"players": 3}, actions=["a", "b"])
    assert parse_record_json(_ToyRecord, record.to_json()) == record


def test_malformed_record_names_the_bad_field() -> None:
    """A record with a wrong field type is refused with the field's path in the message."""
    with pytest.raises(RecordError, match=r"at setup\.players"):
        parse_record_json(_ToyRecord, '{"family": "toy", "seed": 1, "setup": {"players": "x"}}')


def test_unknown_fields_are_refused() -> None:
    """A record with a field the family does not know is refused, not silently dropped."""
    with pytest.raises(RecordError, match="at bogus"):
        parse_record_json(_ToyRecord, '{"family": "toy", "seed": 1, "setup": {}, "bogus": 1}')
