# Schrödinger's Lab: die Zeilen des Spielprotokolls und die Zusammenfassungen am Ende.

lab-direction = { $direction ->
        [up] nach oben
        [down] nach unten
        [left] nach links
       *[right] nach rechts
    }
lab-log-turn = Zug { $turn } (Runde { $round }): { $seat } { $name }
lab-log-takes-back = { $seat } nimmt zurück: { $action }
lab-log-away-pass = { $seat } ist abwesend: Der Zug vergeht ohne Schauen und ohne Aktionen
lab-log-bloops-self = { $seat } blooppt sich nach Hause
lab-log-break = { $seat } macht Pause: ein zusätzliches Schauen und { $cups ->
        [one] eine Aktion
       *[other] { $cups } Aktionen
    }
lab-log-skipped = Die Spielleitung überspringt den Rest des Zugs von { $seat }
lab-log-time-up = Die Zeit von { $seat } ist abgelaufen
lab-log-away = { $seat } ist abwesend
lab-log-answer-timed-out = Die Antwort von { $seat } kam nicht rechtzeitig
lab-log-back = { $seat } ist zurück
lab-log-votes-yes = { $seat } stimmt mit Ja
lab-log-votes-no = { $seat } stimmt mit Nein: Der Würfel { $colour } bleibt
lab-log-vote-expired = Die Löschabstimmung ist abgelaufen
lab-log-unsealed = Der Würfel { $colour } ist nicht mehr abgeschnitten: Die Abstimmung endet
lab-log-wiped = Alle stimmen zu: Der Würfel { $colour } wird auf seinen Platz gelöscht
lab-log-kicked = { $seat } wird entfernt
lab-log-leaves = { $seat } steigt aus dem Spiel aus
lab-log-to-slot = { $colour } kommt auf seinen Platz
lab-log-die-choose = Würfel { $die } → WAHL ({ $seat }: { $value })
lab-log-die = Würfel { $die } → { $face }
lab-log-sees = { $seat } schaut { $direction }
lab-log-nothing-new = { $seat } schaut { $direction } und findet nichts Neues
lab-log-stack-empty = Der Stapel ist leer
lab-log-discarded = { $tile } auf { $cell } wird abgelegt
lab-log-done = { $seat } ist fertig
lab-log-moves = { $seat } geht { $direction } → { $cell }
lab-log-picks-up = { $seat } hebt { $colour } auf
lab-log-steals = { $seat } stiehlt { $colour } von { $other }
lab-log-drops = { $seat } legt { $colour } ab
lab-log-elbows = { $seat } schubst { $other } { $direction }
lab-log-transits = { $seat } geht durchs Wurmloch → { $cell }
lab-log-logs = { $seat } protokolliert { $colour } ({ $logged }/{ $target })
lab-log-reset = Mainframe zurückgesetzt: Jeder Würfel kommt auf { $coords }
lab-log-teleports = { $seat } teleportiert sich { $distance } Felder { $arrow }
lab-log-flies-off = { $seat } fliegt vom Spielplan
lab-log-collapser = { $seat } gerät in den Vakuumkollabierer V{ $index }
lab-log-rests = { $seat } kommt nach { $count } Auslösungen zur Ruhe
lab-log-randomized = { $seat } wird zufällig versetzt nach { $cell }
lab-log-no-tile-left = Es ist kein Plättchen mehr zum Legen übrig
lab-log-blooped = { $seat } wird in sein Büro { $cell } geblooppt
lab-log-tile-moves = { $tile } rückt nach { $cell }
lab-log-power = { $seat } nutzt die Fähigkeit von { $cat }
lab-log-reacts = { $cat } reagiert
lab-log-breach-roll = Ende von Runde { $round }: der Wurf des Eindämmungsbruchs
lab-log-breach = Eindämmungsbruch bei { $coords }
lab-log-walls-roll = Ende von Runde { $round }: der Wurf der wandernden Wände
lab-log-walls-turn = Wandernde Wände drehen das Plättchen auf { $cell }
lab-log-walls-still = Auf { $cell } liegt kein Plättchen: Die Wände bleiben still
lab-outcome-aborted = Die Spielleitung hat das Spiel abgebrochen.
lab-outcome-last-left = { $seat } { $name } ist als Letzte(r) im Labor übrig und gewinnt!
lab-outcome-logged = { $seat } { $name } protokolliert { $count } Farben und gewinnt!
lab-outcome-grant = Die Förderfrist läuft ab: { $names } gewinnt/gewinnen.

## Katzeneffekte
lab-effect-tunnel = { $seat } tunnelt { $direction } durch die Wand nach { $cell }
lab-effect-sprint = { $seat } sprintet zwei Schritte { $direction }, nach { $cell }
lab-effect-extra-action = { $seat } bekommt in diesem Zug eine Aktion mehr
lab-effect-swap = { $seat } tauscht den Platz mit { $other } ({ $seat } nach { $cell })
lab-effect-cube-to = { $colour } nach { $cell }
lab-effect-cubes-come = Die Würfel, die in Sektoren liegen, springen auf die Koordinaten von { $seat }: { $moved }
lab-effect-no-cube-comes = Kein Würfel liegt in einem Sektor, also bewegt sich keiner
lab-effect-catnap = { $seat } macht ein Nickerchen: Spielplan-Elemente lassen { $seat } für den Rest des Zugs in Ruhe
lab-effect-pool-ends = Die Aktionen von { $seat } enden hier
lab-effect-elbowed = { $other } schubst { $seat } { $direction } nach { $cell }
lab-effect-not-elbowed = Niemand kann { $seat } schubsen; { $seat } bleibt stehen
lab-effect-spin = { $pieces ->
        [1] Das Plättchen
       *[other] Das Plättchen-Set ({ $pieces } Teile)
    } von { $seat } dreht sich eine Vierteldrehung { $spin ->
        [cw] im Uhrzeigersinn
       *[ccw] gegen den Uhrzeigersinn
    }
lab-effect-spin-around = { $count } Plättchen neben { $seat } drehen sich eine Vierteldrehung im Uhrzeigersinn: { $cells }
lab-effect-no-spin-around = Neben { $seat } liegt kein Plättchen, also dreht sich keins

lab-tile = { $kind ->
        [room] Raum-{ $shape ->
            [dead-end] Sackgasse
            [straight] Gerade
            [corner] Ecke
            [tee] T
           *[cross] Kreuz
        }
        [teleporter] Teleporter-{ $shape ->
            [dead-end] Sackgasse
            [straight] Gerade
            [corner] Ecke
            [tee] T
           *[cross] Kreuz
        }
        [break] Pausenraum-{ $cups }
       *[randomizer] Zufallsfeld-{ $colour }
    }
lab-tile-multi = bunt
