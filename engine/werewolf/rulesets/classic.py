"""The ``classic`` rules (seed 002): exact-role visions, unranked wolves, fractional attacks."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Self, cast

from engine.werewolf.choices import NightLog
from engine.werewolf.game import Game
from engine.werewolf.reports import EndReason, Outcome
from engine.werewolf.roles import Role, parse_role
from engine.werewolf.setup import Preset
from engine.werewolf.state import GameState, WorldModel
from engine.werewolf.worlds.base import Bools, ClassicModel, Marginals
from engine.werewolf.worlds.classic import FastClassicWorlds, OracleClassicWorlds


@dataclass
class ClassicState(GameState):
    """The shared state plus the weights of the living werewolves' attacks."""

    weights: dict[tuple[int, int], Fraction] = field(default_factory=dict)
    """``(attacker, target) -> weight``: each living werewolf's attack counts 1/wolves."""

    def copy(self) -> Self:
        """An independent copy."""
        fresh = super().copy()
        fresh.weights = dict(self.weights)
        return fresh


class ClassicGame(Game, preset=Preset.CLASSIC):
    """Quantum Werewolf under the ``classic`` rules.

    Every role is drawn from one deck; a vision shows the exact role; every werewolf attacks
    every night and each attack weighs ``1 / living wolves`` across the permutations.
    """

    state_type = ClassicState
    state: ClassicState
    worlds_label = "permutations"

    def _new_model(self) -> WorldModel:
        n, k = self.n, self.setup.wolf_count
        return FastClassicWorlds(n, k) if self.backend == "fast" else OracleClassicWorlds(n, k)

    @property
    def classic(self) -> ClassicModel:
        """The world model: permutations of the deck."""
        return cast(ClassicModel, self.state.model)

    @property
    def weights(self) -> dict[tuple[int, int], Fraction]:
        """Attack weights ``(attacker, target) -> weight``."""
        return self.state.weights

    def _compute_marginals(self) -> Marginals:
        return self.classic.marginals(self.weights)

    def attacks_tonight(self) -> bool:
        """Attacks are sent every night."""
        return self.phase.is_night

    def may_attack(self, chances: Marginals) -> Bools:
        return chances.can_wolf

    def _night(self) -> None:
        model = self.classic
        night = self.phase.number
        living_wolves = self._living_wolves()
        attacks: dict[int, int] = {}
        for actor in self.by_number:
            if not self.alive[actor]:
                continue
            target = self.choices.visions.get(actor)
            if target is not None:
                weights = model.vision_weights(actor, target)
                constrains = any(w for _, w in weights)
                if not constrains:
                    weights = model.role_weights(target)
                result = self.random.draw(
                    f"{self.phase}.vision.@{actor}", [(str(r), w) for r, w in weights]
                )
                if constrains:
                    model.apply_vision(actor, target, parse_role(result))
                    self._changed()
                self._vision_message(night, actor, target, result)
            attack = self.choices.attacks.get(actor)
            if attack is not None and living_wolves > 0:
                self.weights[(actor, attack)] = Fraction(1, living_wolves)
                attacks[actor] = attack
        self.state.nights.append(NightLog(night, 0, attacks))
        self._changed()

    def _on_death(self, seat: int, role: Role) -> None:
        if role.is_wolf:
            # A dead werewolf's attacks no longer count.
            self.state.weights = {pair: w for pair, w in self.weights.items() if pair[0] != seat}

    def _surely_dead(self) -> list[bool]:
        return [share >= 1 for share in self.classic.dead_shares(self.weights)]

    def _outcome(self) -> Outcome | None:
        chances = self.marginals()
        living = self.living()
        # 1. Everyone is dead: a tie (checked first: "no living werewolf" would also hold).
        if not living:
            return self._win("tie", EndReason.ALL_DEAD)
        # 2. No living werewolf in any world: the village wins.
        if not any(chances.can_wolf[s] for s in living):
            return self._win("village", EndReason.NO_WEREWOLF)
        # 3. In every permutation only werewolves are alive (a player is dead in a permutation
        #    when the living werewolves' weights on them add up to 1 there): the werewolves win.
        if self.classic.only_wolves_alive(self.weights, self.alive):
            return self._win("wolves", EndReason.ONLY_WEREWOLVES)
        return None

    def _table_columns(self) -> list[str]:
        return ["Villager", "Seer", "Werewolf"]

    def _table_cells(self, chances: Marginals, seat: int) -> dict[str, float]:
        return {
            "Villager": float(chances.villager[seat]),
            "Seer": float(chances.seer[seat]),
            "Werewolf": float(chances.wolf[seat]),
        }
