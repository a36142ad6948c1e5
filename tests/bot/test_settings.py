"""Settings: read from the environment, checked at start-up."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import DEFAULT_DB_PATH, SettingsError, database_target, load_settings


def test_defaults_without_environment():
    """No variables: no token, the default database path, INFO logging."""
    settings = load_settings({})
    assert settings.discord_token is None
    assert settings.db_path == DEFAULT_DB_PATH
    assert settings.log_level == "INFO"


def test_values_are_read_and_typed():
    """Every variable is read and converted."""
    settings = load_settings(
        {
            "DISCORD_TOKEN": "abc",
            "DB_PATH": "/tmp/x.db",
            "LOG_LEVEL": "debug",
            "SYNC_GUILD_ID": "42",
        }
    )
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "abc"
    assert settings.db_path == Path("/tmp/x.db")
    assert settings.log_level == "DEBUG"
    assert settings.sync_guild_id == 42


def test_bad_value_names_the_variable():
    """A bad value is reported with the variable's name."""
    with pytest.raises(SettingsError, match="SYNC_GUILD_ID"):
        load_settings({"SYNC_GUILD_ID": "soon"})


def test_token_is_never_echoed():
    """The token does not appear in the settings' repr."""
    settings = load_settings({"DISCORD_TOKEN": "very-secret"})
    assert "very-secret" not in repr(settings)


def test_dotenv_file_is_loaded(tmp_path, monkeypatch):
    """Variables in a .env file are used when the environment lacks them."""
    monkeypatch.delenv("DB_PATH", raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text("DB_PATH=/data/from-dotenv.sqlite3\n")
    settings = load_settings(dotenv_path=env_file)
    monkeypatch.delenv("DB_PATH", raising=False)
    assert settings.db_path == Path("/data/from-dotenv.sqlite3")


def test_database_url_wins_over_db_path():
    """DATABASE_URL, when set, is what the bot opens instead of the SQLite path."""
    url = "postgresql://qw:secret@db.example:5432/quantum"
    settings = load_settings({"DATABASE_URL": url, "DB_PATH": "/tmp/x.db"})
    assert database_target(settings) == url
    assert database_target(load_settings({"DB_PATH": "/tmp/x.db"})) == "/tmp/x.db"


def test_a_bad_database_url_is_refused_without_echoing_it():
    """A DATABASE_URL of an unknown kind is refused, and its text (maybe a password) not shown."""
    with pytest.raises(SettingsError, match="DATABASE_URL") as caught:
        load_settings({"DATABASE_URL": "mysql://root:hunter2@host/db"})
    assert "hunter2" not in str(caught.value)


def test_shards_are_automatic_by_default():
    """Without SHARD_COUNT the bot runs every shard Discord recommends."""
    settings = load_settings({})
    assert settings.shard_count is None
    assert settings.shard_ids is None


def test_shard_ids_are_read_as_a_list():
    """SHARD_IDS names the shards this process runs, out of SHARD_COUNT."""
    settings = load_settings({"SHARD_COUNT": "4", "SHARD_IDS": "2, 3"})
    assert settings.shard_count == 4
    assert settings.shard_ids == (2, 3)


def test_shard_ids_need_a_count():
    """SHARD_IDS without SHARD_COUNT is refused, naming the variable."""
    with pytest.raises(SettingsError, match="SHARD_IDS needs SHARD_COUNT"):
        load_settings({"SHARD_IDS": "0"})


def test_shard_ids_beyond_the_count_are_refused():
    """A shard id that is not below SHARD_COUNT is refused."""
    with pytest.raises(SettingsError, match="SHARD_IDS"):
        load_settings({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"})
