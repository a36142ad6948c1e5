"""The ``cisra`` rules (CISRA 2008): a Seer who sees teams, ranked wolves, one dominant kill."""

from __future__ import annotations

from typing import Literal, cast

import numpy as np

from engine.werewolf.choices import NightLog
from engine.werewolf.errors import Illegal, IllegalMoveError
from engine.werewolf.game import Game
from engine.werewolf.reports import EndReason, KillEntry, Outcome
from engine.werewolf.roles import Role, wolf
from engine.werewolf.setup import MissingAttack, Preset
from engine.werewolf.state import WorldModel
from engine.werewolf.worlds.base import Bools, CisraModel, Marginals
from engine.werewolf.worlds.cisra_fast import FastCisraWorlds
from engine.werewolf.worlds.cisra_oracle import OracleCisraWorlds


class CisraGame(Game, preset=Preset.CISRA):
    """Quantum Werewolf under the ``cisra`` rules.

    Visions show a team; attacks start on Night 1 and only the attack of the living wolf with
    the lowest rank (the dominant wolf) counts; a wolf never attacks a certain packmate.
    """

    def _new_model(self) -> WorldModel:
        n, k = self.n, self.setup.wolf_count
        return FastCisraWorlds(n, k) if self.backend == "fast" else OracleCisraWorlds(n, k)

    @property
    def cisra(self) -> CisraModel:
        """The world model: ranked wolves, the Seer's team visions, dominant kills."""
        return cast(CisraModel, self.state.model)

    def _compute_marginals(self) -> Marginals:
        return self.cisra.marginals()

    def open_ranks(self) -> list[int]:
        """Wolf ranks whose holder is not yet known, in ascending order."""
        return self.cisra.open_ranks()

    def packmate_table(self) -> tuple[np.ndarray, np.ndarray] | None:
        """Every seat's packmate chances and their exact support (fast model only)."""
        if self.packmate_cache is None and isinstance(self.cisra, FastCisraWorlds):
            self.packmate_cache = self.cisra.packmate_table()
        return self.packmate_cache

    def attacks_tonight(self) -> bool:
        """Attacks are sent from Night 1."""
        return self.phase.is_night and self.phase.number >= 1

    def check_attack(self, attacker: int, target: int) -> None:
        if self.cisra.surely_packmate(attacker, target):
            raise IllegalMoveError(
                Illegal.PACKMATE_ATTACK,
                f"{self.name(target)} is a wolf in every world where {self.name(attacker)} is "
                "tonight's dominant wolf, and wolves cannot attack each other: choose another "
                "target",
                player=self.name(attacker),
                target=self.name(target),
            )

    def may_attack(self, chances: Marginals) -> Bools:
        return chances.can_dominant

    def _night(self) -> None:
        model = self.cisra
        night = self.phase.number
        if night >= 1:
            attacks: dict[int, int] = {}
            for seat in sorted(model.dominant_candidates(), key=self.numbers.__getitem__):
                target = self.choices.attacks.get(seat)
                if target is None and self.setup.missing_attack is MissingAttack.RANDOM:
                    packmates = model.surely_packmates(seat)
                    legal = [
                        t
                        for t in self.by_number
                        if self.alive[t] and t != seat and not packmates[t]
                    ]
                    if legal:
                        key = f"{self.phase}.attack.@{seat}"
                        target = int(self.random.draw(key, [(str(t), 1) for t in legal]))
                if target is not None:
                    attacks[seat] = target
            self.state.nights.append(NightLog(night, model.dominant_rank, attacks))
            model.kill(night, attacks)
            self._changed()
        sent = {
            viewer: target
            for viewer, target in self.choices.visions.items()
            if target is not None and self.alive[viewer]
        }
        model.prepare_visions(night, sent)
        # A vision weighs only its viewer's row, which no other vision changes: all of them
        # can be weighed before the first lands. One that counts in no world is drawn from its
        # target's team weights as they stand when its turn comes.
        visions = [(viewer, sent[viewer]) for viewer in self.by_number if viewer in sent]
        weights = {
            viewer: model.vision_weights(night, viewer, target) for viewer, target in visions
        }
        asked = [target for viewer, target in visions if not any(weights[viewer])]
        teams = model.teams(asked, len(visions) - len(asked))
        for viewer, target in visions:
            evil, good = weights[viewer]
            constrains = evil + good > 0
            if not constrains:
                evil, good = teams.weights(target)
            result = self.random.draw(
                f"{self.phase}.vision.@{viewer}", [("evil", evil), ("good", good)]
            )
            if constrains:
                teams.apply_vision(night, viewer, target, result == "evil")
                self._changed()
            self._vision_message(night, viewer, target, result)

    def _before_lynch(self, seat: int) -> None:
        self.cisra.eliminate_dead(seat)
        self._changed()

    def _surely_dead(self) -> list[bool]:
        return [bool(x) for x in self.cisra.surely_dead()]

    def _outcome(self) -> Outcome | None:
        living_wolves = self._living_wolves()
        # 1. Every wolf has been lynched: the village wins.
        if living_wolves == 0:
            return self._win("village", EndReason.WOLVES_LYNCHED)
        chances = self.marginals()
        living = self.living()
        nonwolves = self.cisra.max_living_nonwolves(self.alive)
        settled = all(
            not (chances.can_wolf[s] and (chances.can_seer[s] or chances.can_villager[s]))
            for s in living
        )
        # 2. In every world the wolves are at least as many as the rest, and who they are is
        #    the same in every world: the wolves win.
        if settled and nonwolves <= living_wolves:
            return self._win("wolves", EndReason.WOLVES_MATCH)
        # 3. Every world is over but they disagree on who the wolves are: one world is drawn.
        if nonwolves == 0:
            return self._win("wolves", EndReason.DRAWN_WOLVES)
        # 4. Otherwise the game goes on.
        return None

    def _kills(self, roles: list[Role]) -> list[KillEntry]:
        kills: list[KillEntry] = []
        dead: set[int] = set()
        wolf_seat = {role: seat for seat, role in enumerate(roles) if role.is_wolf}
        for log in self.nights:
            holder = wolf_seat[wolf(log.dominant_rank)] if log.dominant_rank else None
            if holder is None:
                continue
            target = log.attacks.get(holder)
            if target is None:
                kills.append(
                    KillEntry(night=log.night, attacker=holder, target=None, result="no-attack")
                )
                continue
            result: Literal["killed", "already-dead"] = (
                "already-dead" if target in dead else "killed"
            )
            dead.add(target)
            kills.append(KillEntry(night=log.night, attacker=holder, target=target, result=result))
        return kills

    def _table_columns(self) -> list[str]:
        return ["Good", "Evil"] + (["Seer"] if self.setup.seer_column else [])

    def _table_cells(self, chances: Marginals, seat: int) -> dict[str, float]:
        cells = {"Good": _good(chances, seat), "Evil": float(chances.wolf[seat])}
        if self.setup.seer_column:
            cells["Seer"] = float(chances.seer[seat])
        return cells


def _good(chances: Marginals, seat: int) -> float:
    if not chances.can_wolf[seat]:
        return 1.0
    if not (chances.can_seer[seat] or chances.can_villager[seat]):
        return 0.0
    return float(1.0 - chances.wolf[seat])
