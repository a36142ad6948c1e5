# Quantum Cloud: the engine's history lines, worded from their data (codes, seat letters A-D,
# unit labels A0/A1, hexes q,r, map letters V F P S M W O, numbers). Players read them without
# the spec's rule id (T3, Z5...); /cloud history shows it in front.

cloud-line-takes-back = { $actor } takes back: { $action }.
cloud-line-paused = The host paused the game.
cloud-line-resumed = The host resumed the game.
cloud-line-removed = The host removed { $letter }.
cloud-line-autopass = { $letter } turns autopass { $state ->
        [on] on
       *[off] off
    }.
cloud-line-moves = { $letter } moves { $unit } { $origin } → { $hex }.
cloud-line-passes = { $letter } passes.
cloud-line-concedes = { $letter } concedes.
cloud-line-seed = seed SHA-256 { $digest }.
cloud-line-first-roll = Roll for first placer: { $rolls }
cloud-line-first-tile = { $letter } places the first tile.
cloud-line-setup-tile-drawn = Tile { $number } drawn: { $tile } ({ $map }).
cloud-line-places-tile = { $letter } places { $map } on { $hex }.
cloud-line-first-avatar = { $letter } places the first Avatar.
cloud-line-avatar-tile = { $letter } takes a { $map } tile from the deck onto { $hex }.
cloud-line-places-avatar = { $letter } places { $avatar } ({ $letter }0) on { $hex }.
cloud-line-turn = Turn { $turn }: { $letter } ({ $name }), qubits { $q }/{ $m }.
cloud-line-zeno = Zeno roll { $roll }: { $holds ->
        [yes] Superposition holds.
       *[no] collapse.
    }
cloud-line-bonus = bonus roll { $roll }: qubits { $q }/{ $m }.
cloud-line-tile-drawn = tile drawn: { $tile } ({ $map }).
cloud-line-tile-deck-empty = the tile deck is empty; a tile must move.
cloud-line-no-tile-moves = no tile can move; the tile step is skipped.
cloud-line-draws = { $letter } draws a card.
cloud-line-deck-out = { $letter }'s deck is empty: each Avatar copy loses { $damage } Life.
cloud-line-moves-tile = { $letter } moves the { $map } tile { $origin } → { $hex }.
cloud-line-keeps = { $letter } keeps { $unit }; { $other } leaves the board.
cloud-line-superposes = { $letter } pays { $cost }: { $coherent } becomes { $superposition }, copy { $unit } on { $hex }. Z5: bonus roll { $roll }, qubits { $q }/{ $m }.
cloud-line-summons = { $letter } summons { $card } ({ $cost }) as { $unit } on { $hex }: { $attack }/{ $life }/{ $move }.
cloud-line-attacks = { $letter }: { $unit } { $name } attacks { $target } { $other }.
cloud-line-fizzles = the attack of { $unit } on { $target } fizzles.
cloud-line-deals = { $unit } deals { $dealt } to { $target } ({ $left } left), takes { $returned } ({ $kept } left).
# $where: empty, or cloud-line-plays-on; $effects: cloud-effect joined by "; "; $results:
# cloud-result-… joined by ", ".
cloud-line-plays = { $letter } plays { $card } ({ $cost }){ $where }: { $effects } — { $results }.
cloud-line-plays-on = {" "}on { $target } { $name }
cloud-result-moves = moves { $origin } → { $hex }
cloud-result-frozen = frozen
cloud-result-stats = { $attack }/{ $life }{ $until ->
        [yes] {" "}until end of turn
       *[no] {""}
    }
cloud-result-qubits = qubits { $q }/{ $m }
cloud-line-turn-ends = { $letter }'s turn ends.
cloud-line-setup-timeout = { $letter }'s setup time ran out.
# $letters: the seats still silent ("A, C"), or cloud-nobody.
cloud-line-window-timeout = the window's deadline passes for { $letters }.
cloud-line-turn-timeout = { $letter }'s turn time ran out.
cloud-line-absent = { $letter } timed out { $count } turns in a row.
cloud-line-destroyed = { $unit } { $name } is destroyed.
cloud-line-copy-left = one copy of { $letter }'s Avatar is left; it stays.
cloud-line-out = { $letter } ({ $name }) is out ({ $reason ->
        [kick] removed by the host
        [avatar] avatar
        [mutual-kill] mutual-kill
        [concede] concede
       *[absence] absence
    }).
cloud-line-wins = { $letter } ({ $name }) wins: { $reason ->
        [avatar] the last Avatar standing
        [mutual-kill] mutual kill, the attacker wins
        [concede] the others conceded
        [kick] the host removed the others
       *[absence] the others were absent
    }.
cloud-line-nobody-left = Nobody is left.

# An Algorithm's effect (the card's data: $do, $target, $n, $attack, $life).
cloud-effect = { $do ->
        [damage] { $n } damage to an { $target ->
            [enemy_alter] enemy Alter
            [enemy_unit] enemy unit
            [own_alter] own Alter
            [own_unit] own unit
           *[own_avatar] own Avatar copy
        }
        [buff] +{ $attack } Attack/+{ $life } Life until end of turn
        [double] Attack and Life double until end of turn
        [move] moves up to { $n } steps
        [freeze] cannot move or attack until end of turn
        [draw] draw { $n }
        [qubits] +{ $n } qubits this turn
       *[heal] regains { $n } Life
    }

cloud-history-title = Quantum Cloud #{ $id }: history

cloud-card-effect-target = Target { $target ->
        [enemy_alter] enemy Alter
        [enemy_unit] enemy unit
        [own_alter] own Alter
        [own_unit] own unit
       *[own_avatar] own Avatar copy
    }: { $effect }.
