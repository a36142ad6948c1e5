# Quantum Werewolf Discord bot. Build: docker build -t qw-bot .
# Run:   docker run -d --name qw-bot --env-file .env -v qw-data:/data qw-bot
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DB_PATH=/data/bot.sqlite3

WORKDIR /app
COPY pyproject.toml README.md* ./
COPY engine ./engine
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-cache-dir . \
    && useradd --create-home --uid 10001 qw \
    && mkdir -p /data && chown qw:qw /data

USER qw
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
