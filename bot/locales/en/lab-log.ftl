# Schrödinger's Lab: the engine's log lines and end summaries (English posts show the engine's
# own lines; these are the source for other languages). $seat: P1…P8.

lab-direction = { $direction ->
        [up] up
        [down] down
        [left] left
       *[right] right
    }
lab-log-turn = Turn { $turn } (round { $round }): { $seat } { $name }
lab-log-takes-back = { $seat } takes back: { $action }
lab-log-away-pass = { $seat } is away: the turn passes with no See and no actions
lab-log-bloops-self = { $seat } bloops themself
lab-log-break = { $seat } takes a break: bonus See and { $cups } action(s)
lab-log-skipped = The host skips the rest of { $seat }'s turn
lab-log-time-up = { $seat }'s time is up
lab-log-away = { $seat } is away
lab-log-answer-timed-out = { $seat }'s answer timed out
lab-log-back = { $seat } is back
lab-log-votes-yes = { $seat } votes yes
lab-log-votes-no = { $seat } votes no: the { $colour } cube stays
lab-log-vote-expired = The wipe vote expired
lab-log-unsealed = The { $colour } cube is no longer sealed: the vote ends
lab-log-wiped = Everyone agrees: the { $colour } cube is wiped to its slot
lab-log-kicked = { $seat } is kicked
lab-log-leaves = { $seat } leaves the game
lab-log-to-slot = { $colour } goes to its slot
lab-log-die-choose = die { $die } → CHOOSE ({ $seat }: { $value })
lab-log-die = die { $die } → { $face }
lab-log-sees = { $seat } sees { $direction }
lab-log-nothing-new = { $seat }'s look { $direction } finds nothing new
lab-log-stack-empty = The stack is empty
lab-log-discarded = { $tile } on { $cell } is discarded
lab-log-done = { $seat } is done
lab-log-moves = { $seat } moves { $direction } → { $cell }
lab-log-picks-up = { $seat } picks up { $colour }
lab-log-steals = { $seat } steals { $colour } from { $other }
lab-log-drops = { $seat } drops { $colour }
lab-log-elbows = { $seat } elbows { $other } { $direction }
lab-log-transits = { $seat } transits → { $cell }
lab-log-logs = { $seat } logs { $colour } ({ $logged }/{ $target })
lab-log-reset = Mainframe reset: every cube goes to { $coords }
lab-log-teleports = { $seat } teleports { $distance } { $arrow }
lab-log-flies-off = { $seat } flies off the map
lab-log-collapser = { $seat } is caught in vacuum collapser V{ $index }
lab-log-rests = { $seat } comes to rest after { $count } activations
lab-log-randomized = { $seat } is randomized to { $cell }
lab-log-no-tile-left = No tile is left to place
lab-log-blooped = { $seat } is blooped to their office { $cell }
lab-log-tile-moves = { $tile } moves to { $cell }
lab-log-power = { $seat } uses { $cat }'s power
lab-log-reacts = { $cat } reacts
lab-log-breach-roll = End of round { $round }: the Containment Breach roll
lab-log-breach = Containment breach at { $coords }
lab-log-walls-roll = End of round { $round }: the Shifting Walls roll
lab-log-walls-turn = Shifting walls turn the tile on { $cell }
lab-log-walls-still = No tile lies on { $cell }: the walls stay still
lab-outcome-aborted = The host aborted the game.
lab-outcome-last-left = { $seat } { $name } is the last scientist left and wins!
lab-outcome-logged = { $seat } { $name } logs { $count } colours and wins!
lab-outcome-grant = The grant deadline passes: { $names } win(s).

## Cat effects ($seat, $other: P1…P8; $cell: coordinates)
lab-effect-tunnel = { $seat } tunnels { $direction } through the wall to { $cell }
lab-effect-sprint = { $seat } sprints two steps { $direction }, to { $cell }
lab-effect-extra-action = { $seat } gets one more action this turn
lab-effect-swap = { $seat } swaps places with { $other } ({ $seat } to { $cell })
lab-effect-cube-to = { $colour } to { $cell }
lab-effect-cubes-come = the cubes lying in Sectors jump to { $seat }'s coordinates: { $moved }
lab-effect-no-cube-comes = no cube lies in a Sector, so none moves
lab-effect-catnap = { $seat } naps: board elements leave them alone for the rest of the turn
lab-effect-pool-ends = { $seat }'s actions end here
lab-effect-elbowed = { $other } elbows { $seat } { $direction } to { $cell }
lab-effect-not-elbowed = nobody can elbow { $seat }, who stays put
lab-effect-spin = { $seat }'s { $pieces ->
        [1] tile turns
       *[other] tile set ({ $pieces } pieces) turns
    } a quarter { $spin ->
        [cw] clockwise
       *[ccw] counter-clockwise
    }
lab-effect-spin-around = { $count } tile(s) next to { $seat } turn a quarter clockwise: { $cells }
lab-effect-no-spin-around = no tile is next to { $seat }, so none turns

# A tile in a log line ($kind, $shape, $cups as text, $colour a colour's name or lab-tile-multi).
lab-tile = { $kind ->
        [room] room-{ $shape ->
            [dead-end] dead-end
            [straight] straight
            [corner] corner
            [tee] tee
           *[cross] cross
        }
        [teleporter] teleporter-{ $shape ->
            [dead-end] dead-end
            [straight] straight
            [corner] corner
            [tee] tee
           *[cross] cross
        }
        [break] break{ $cups }
       *[randomizer] randomizer-{ $colour }
    }
lab-tile-multi = multi
