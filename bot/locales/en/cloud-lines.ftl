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

cloud-card-effect-target = Target { $target ->
        [enemy_alter] enemy Alter
        [enemy_unit] enemy unit
        [own_alter] own Alter
        [own_unit] own unit
       *[own_avatar] own Avatar copy
    }: { $effect }.

# A refusal from the engine ($code; the values it names: seat $letter, $unit, $target, $hex,
# $origin, $card, numbers $cost $q $n, $verb a command, $terrain, $step, $spaces, $targets,
# $input what the player typed, quoted).
# The rule id (T9...) is put in front by the code.
cloud-refusal = { $code ->
        [over] the game is over
        [out] you are out of this game
        [paused] the host paused the game; wait for them to resume it
        [nothing-to-undo] you have nothing to take back now: only your own last action of this turn, before a card, a tile or a die is drawn and before anyone else acts
        [host-or-bot] only the host or the bot may { $verb }
        [no-window] no attack window is open
        [passed] you have already passed in this window
        [avatar-setup-only] Avatars are placed in setup only
        [already-paused] the game is already paused
        [not-paused] the game is not paused
        [not-living] that seat is not a living player
        [leave-after-setup] players can leave once the setup is done
        [host-cannot] the host cannot { $verb }; the host may pause, resume or kick
        [tile-turn-of] it is { $letter }'s turn to place a tile
        [setup-no-move] in setup you place the drawn tile; no tile moves yet
        [not-next] { $hex } is not next to the board (or taken)
        [avatar-turn-of] it is { $letter }'s turn to place an Avatar
        [avatar-cannot-go] your Avatar cannot go to { $hex } (try { $spaces })
        [setup-placing] the setup is placing { $step ->
                [tiles] tiles
               *[avatars] Avatars
            }; { $verb } comes later
        [turn-of] it is { $letter }'s turn
        [window-open] an attack window is open; you may only play an Algorithm or pass
        [no-copy] there is no copy to choose now
        [not-copy] { $unit } is not one of your Avatar copies
        [keep-first] first choose the copy to keep (`keep`)
        [tile-first] first place the drawn tile (`tile q,r`)
        [moves-over] moves are over once an attack is declared or you summon
        [moved] { $unit } has already moved this turn
        [frozen] { $unit } is frozen until end of turn
        [cannot-reach] { $unit } cannot reach { $hex } (Move { $n }, free tiles only)
        [battle-over] the battle is over once you summon
        [attacked] { $unit } has already attacked this turn
        [not-enemy] { $target } is not an enemy unit on the board
        [not-next-to] { $target } is not next to { $unit }
        [not-now] { $verb } is not a command for this moment
        [not-own] { $unit } is not one of your units on the board
        [no-tile-now] there is no tile to place or move now
        [place-drawn] place the drawn tile; tiles move only once the tile deck is empty
        [not-free] { $hex } is not a free space next to the board
        [deck-empty-move] the tile deck is empty; move a tile with `tile q,r from q,r`
        [no-tile-on] there is no tile on { $origin }
        [holds-unit] the tile on { $origin } holds a unit
        [not-edge] the tile on { $origin } is not on an edge
        [split] lifting { $origin } would split the board
        [not-space] { $hex } is not a space next to the rest of the board
        [superpose-first] Superposition comes before the first move, attack or summon
        [superposed] your Avatar is already in Superposition
        [superposed-last] your Avatar was in Superposition during your previous turn
        [qubits] you need { $cost } qubits and have { $q }
        [no-copy-tile] no free { $terrain } tile for the copy; nothing paid
        [not-copy-tile] { $hex } is not a free { $terrain } tile
        [not-in-hand] you have no { $card } in your hand
        [is-algorithm] { $card } is an Algorithm; play it with `play`
        [costs] { $card } costs { $cost } and you have { $q } qubits
        [no-summon-tile] no free tile for { $card }
        [not-summon-tile] { $card } cannot be summoned onto { $hex }
        [is-alter] { $card } is an Alter; summon it on your turn
        [no-target-taken] { $card } takes no target
        [no-legal-target] { $card } has no legal target now
        [name-target] name a target for { $card } (one of { $targets })
        [not-target] { $target } is not a legal target for { $card }
        [moves-nothing] { $card } moves nothing; drop the destination
        [needs-destination] { $card } needs a destination `to:q,r`
        [not-hex] { $input } is not a hex; write it as q,r (for example 1,-2)
        [not-unit] { $input } is not a unit label (like A0, A0b or B3)
        [not-seat] { $input } is not a seat letter A–D
       *[cannot-reach-steps] { $unit } cannot reach { $hex } in { $n } steps
    }

## A command the engine could not read (cogs/cloud/parse_words.py); the command syntax in
## backticks is the same in every language.
cloud-parse = { $code ->
        [empty] an empty command; try `end` or `move A1 0,1`
       *[on-or-off] write it as `autopass on` or `autopass off`
    }
# $input: the sender's words, quoted as typed.
cloud-parse-input = { $input } { $code ->
        [unclosed-quote] has an unclosed quote
        [not-card] is not a quoted card name
        [bad-actor] is not a seat letter, host or system
       *[no-actor] has no actor
    }
# $known: the commands, as typed.
cloud-parse-not-command = { $input } is not a command ({ $known })
# $verb: the command typed with the wrong number of words.
cloud-parse-usage = write it as { $verb ->
        [tile] `tile q,r` or `tile q,r from q,r`
        [avatar] `avatar q,r`
        [superpose] `superpose q,r`
        [keep] `keep A0`
        [move] `move A1 q,r`
        [attack] `attack A1 B2`
        [summon] `summon "Card name" q,r`
        [play] `play "Card name" [unit] [q,r]`
        [autopass] `autopass on|off`
        [kick] `kick B`
       *[other] `{ $verb }`
    }
