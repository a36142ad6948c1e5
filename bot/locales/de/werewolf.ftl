# Quantenwerwolf: öffentliche Beiträge, Lobby, private Einbettungen (cogs/werewolf/render.py und die Module der Beiträge darüber).

## Wörter für die Daten der Engine

werewolf-phase = { $kind ->
        [night] Nacht { $number }
       *[day] Tag { $number }
    }
werewolf-the-end = das Ende
werewolf-nobody = niemand
werewolf-none = keine
werewolf-and-list = { $first } und { $last }
werewolf-and-sep = {" "}und{" "}
werewolf-role = { $role ->
        [seer] Seherin
        [villager] Dorfbewohner
        [wolf] Werwolf
       *[other] { $role }
    }
werewolf-ranked-wolf = { $rank ->
        [alpha] Alphawolf
        [beta] Betawolf
        [gamma] Gammawolf
        [delta] Deltawolf
        [epsilon] Epsilonwolf
        [zeta] Zetawolf
        [eta] Etawolf
        [theta] Thetawolf
        [iota] Iotawolf
        [kappa] Kappawolf
        [lambda] Lambdawolf
        [mu] Muwolf
        [nu] Nuwolf
        [xi] Xiwolf
        [omicron] Omicronwolf
        [pi] Piwolf
        [rho] Rhowolf
        [sigma] Sigmawolf
        [tau] Tauwolf
        [upsilon] Upsilonwolf
        [phi] Phiwolf
        [chi] Chiwolf
        [psi] Psiwolf
        [omega] Omegawolf
       *[other] Wolf { $name }
    }
werewolf-role-title = { $role ->
        [seer] die Seherin
        [villager] ein Dorfbewohner
        [wolf] ein Werwolf
       *[other] { $role }
    }
werewolf-ranked-wolf-title = { $rank ->
        [alpha] der Alphawolf
        [beta] der Betawolf
        [gamma] der Gammawolf
        [delta] der Deltawolf
        [epsilon] der Epsilonwolf
        [zeta] der Zetawolf
        [eta] der Etawolf
        [theta] der Thetawolf
        [iota] der Iotawolf
        [kappa] der Kappawolf
        [lambda] der Lambdawolf
        [mu] der Muwolf
        [nu] der Nuwolf
        [xi] der Xiwolf
        [omicron] der Omicronwolf
        [pi] der Piwolf
        [rho] der Rhowolf
        [sigma] der Sigmawolf
        [tau] der Tauwolf
        [upsilon] der Upsilonwolf
        [phi] der Phiwolf
        [chi] der Chiwolf
        [psi] der Psiwolf
        [omega] der Omegawolf
       *[other] der Wolf { $name }
    }
werewolf-team = { $team ->
        [good] gut
       *[evil] böse
    }
werewolf-vision-result = { $result ->
        [good] gut
        [evil] böse
        [GOOD] GUT
        [EVIL] BÖSE
        [seer] Seherin
        [villager] Dorfbewohner
        [wolf] Werwolf
       *[other] { $result }
    }
werewolf-column = { $column ->
        [Good] Gut
        [Evil] Böse
        [Seer] Seherin
        [Dead] Tot
        [Villager] Dorfbewohner
        [Werewolf] Werwolf
       *[other] { $column }
    }
werewolf-answer-kind = { $kind ->
        [vision] Vision
        [attack] Angriff
       *[vote] Stimme
    }
werewolf-lynch-reason = { $reason ->
        [nobody-voted] niemand hat abgestimmt
        [most-votes] die meisten Stimmen
        [tie-random] Gleichstand zwischen { $tied }, per Los entschieden
        [tie-storyteller] Gleichstand zwischen { $tied }, von der Spielleitung entschieden
       *[tie-no-lynch] Gleichstand zwischen { $tied }: kein Lynchmord
    }
werewolf-outcome-reason = { $reason ->
        [all-dead] alle sind tot
        [no-werewolf] in keiner Welt lebt noch ein Werwolf
        [only-werewolves] in jeder Permutation leben nur noch Werwölfe
        [wolves-lynched] alle Wölfe wurden gelyncht
        [wolves-match] die Wölfe sind bekannt und so viele wie das übrige Dorf
       *[drawn-wolves] jede Welt war zu Ende; die gezogene Welt gehört den Wölfen
    }
werewolf-wolves = { $count ->
        [one] { $count } Wolf
       *[other] { $count } Wölfe
    }
werewolf-minutes = { $amount } Min.
werewolf-hours = { $amount } Std.

## Die öffentliche Tabelle

werewolf-worlds = { $label ->
        [permutations] { $plural ->
            [one] { $count } Permutation
           *[other] { $count } Permutationen
        }
       *[worlds] { $plural ->
            [one] { $count } Welt
           *[other] { $count } Welten
        }
    }
werewolf-worlds-remain = **{ $worlds }** { $plural ->
        [one] bleibt
       *[other] bleiben
    } übrig.
werewolf-worlds-left = { $worlds } übrig
werewolf-table-more-rows = … und { $rest } weitere Zeilen: die ganze Tabelle steht in `table.txt`.
werewolf-dead-key = *Tot %* ist die Wahrscheinlichkeit, dass jemand schon getötet wurde: Ein Angriff zählt nur in manchen Welten, deshalb bleibt ein Opfer verborgen, bis es in jeder Welt tot ist.

## Die Lobby

werewolf-lobby-title = { $state ->
        [lobby] Quantenwerwolf: Lobby offen
        [running] Quantenwerwolf: Das Spiel hat begonnen
       *[over] Quantenwerwolf: Das Spiel ist vorbei
    }
werewolf-lobby-open-note = Drück **Beitreten** (oder `/game join`), um mitzuspielen. Die Spielleitung drückt **Start**.
werewolf-lobby-started-note = Alle Mitspielenden haben ihre Geheimnummer per Direktnachricht bekommen.
werewolf-lobby-over-note = Dieses Spiel ist vorbei.
werewolf-storyteller = Spielleitung
werewolf-players-field = Mitspielende ({ $count })
werewolf-settings-field = Einstellungen
werewolf-game-footer = Spiel { $id }
werewolf-nobody-yet = noch niemand
werewolf-and-more = … und { $count } weitere
werewolf-settings =
    Regeln: **{ $preset }**
    Wölfe: **{ $wolves ->
        [default] Standard (Mitspielende ÷ 4)
       *[other] { $wolves }
    }**
    Tod enthüllt: **{ $reveal ->
        [team] das Team
       *[role] die Rolle
    }**
    Gleichstand: **{ $tie ->
        [no-lynch] kein Lynchmord
        [random] Los
       *[storyteller] Spielleitung entscheidet
    }**
    Spalte Seherin %: **{ $seer ->
        [yes] ja
       *[no] nein
    }**
    Spalte Tot %: **{ $dead ->
        [hidden] verborgen
       *[shown] sichtbar
    }**
    Fehlender Angriff: **{ $missing ->
        [random] zufälliges Ziel
       *[no-kill] kein Opfer
    }**
    Mehrheit beendet den Tag: **{ $majority ->
        [yes] ja
       *[no] nein
    }**
    Dauer der Nacht: **{ $night }**
    Dauer des Tages: **{ $day }**
    Erinnerungen: **{ $reminders ->
        [none] keine
       *[other] { $reminders } vor Ablauf der Frist
    }**
    Kanal nur für Mitspielende: **{ $closed ->
        [yes] ja
       *[no] nein
    }**
    Kanal für die Toten: **{ $graveyard ->
        [yes] ja
       *[no] nein
    }**

## Berichte

werewolf-death = ☠️ **{ $name }** { $cause ->
        [lynch] wurde gelyncht
        [night] ist in der Nacht gestorben
        [collapse] war in jeder verbleibenden Welt tot
       *[kick] wurde von der Spielleitung aus dem Spiel genommen
    }: { $shown ->
        [team] { $team ->
            [good] gut
           *[evil] böse (ein Wolf)
        }
       *[role] { $role } ({ $team ->
            [good] gut
           *[evil] böse
        })
    }.
werewolf-report-title = { $kind ->
        [kick] 🚫 { $phase }: Jemand wurde aus dem Spiel genommen
        [night] 🌅 Der Morgen nach { $phase }
       *[day] ⚖️ Das Ende von { $phase }
    }
werewolf-correction-title = 🔁 Korrektur: { $title }
werewolf-correction-note = **Dieser Beitrag ersetzt den früheren Beitrag zu { $phase }, den die Spielleitung zurückgenommen hat. Nur dieser hier zählt.**
werewolf-no-lynch = Niemand wurde gelyncht ({ $reason }).
werewolf-lynched = Das Dorf hat **{ $name }** gelyncht ({ $reason }).
werewolf-nobody-died = Heute Nacht ist öffentlich niemand gestorben.
werewolf-phase-goes-on = **{ $phase } geht weiter.**
werewolf-game-over-bold = **Das Spiel ist vorbei.**
werewolf-next-step = { $kind ->
        [night] **Als Nächstes: { $phase }.** Schau in deine Direktnachrichten und wähle dort deine nächtlichen Aktionen (oder hier mit `/night`: die Antwort siehst nur du).
       *[day] **Als Nächstes: { $phase }.** Stimm im Menü unter der Stimmenzählung unten ab oder mit `/vote` (`/unvote` nimmt eine Stimme zurück).
    }

## Das Ende

werewolf-end-title = { $winner ->
        [village] 🏆 Das Dorf gewinnt!
        [wolves] 🐺 Die Wölfe gewinnen!
       *[tie] 🤝 Unentschieden: Alle sind tot
    }
werewolf-outcome =
    {"**"}{ $title }** { $reason }
    Gewonnen haben: { $winners }. Die Auflösung steht im letzten Beitrag des Spiels.
werewolf-winners-line = **Gewonnen haben:** { $winners }
werewolf-final-world = **Die endgültige Welt** (aus den verbleibenden gezogen):
werewolf-who-killed-whom = **Wer wen angegriffen hat:**
werewolf-kill-line = { $result ->
        [nobody] { $night }: { $attacker } hat niemanden angegriffen.
        [killed] { $night }: { $attacker } hat { $target } angegriffen (getötet).
       *[already-dead] { $night }: { $attacker } hat { $target } angegriffen (war schon tot).
    }
werewolf-seer-visions = **Die Visionen der Seherin:**
werewolf-seer-vision-line = { $night }: { $target } wurde als { $result } gesehen{ $counted ->
        [yes] {""}
       *[no] {" "}(nach dem Tod der Seherin: zählte nicht)
    }.
werewolf-record-attached = Das Spielprotokoll hängt an: Die Engine kann es nachspielen.

## Die Stimmenzählung des Tages

werewolf-tally-title = 🗳️ { $phase }: Stimmen{ $closed ->
        [yes] {" "}(geschlossen)
       *[no] {""}
    }
werewolf-no-votes-yet = Noch keine Stimmen.
werewolf-not-voting-yet = Noch ohne Stimme: { $names }
werewolf-majority = Eine Mehrheit sind **{ $majority }** von { $voters } lebenden Mitspielenden.
werewolf-day-ends = { $majority ->
        [yes] Eine Mehrheit beendet den Tag sofort, sonst die Frist.
       *[no] Die Frist (oder die Spielleitung) beendet den Tag.
    }
werewolf-abstain = Wer bei Fristende nicht abgestimmt hat, enthält sich.

## Die eigene Sicht (Direktnachrichten und private Antworten)

werewolf-more-ranks = … und { $count } weitere Ränge (zusammen { $together })
werewolf-no-role-left = keine Rolle mehr (du bist tot)
werewolf-welcome-title = Quantenwerwolf in { $channel }
werewolf-welcome =
    Deine Geheimnummer ist **#{ $number }**. Behalte sie für dich.

    Alle können die Seherin, ein Dorfbewohner oder ein Wolf sein: Das Spiel hält alle möglichen Welten zugleich fest, und alles, was geschieht, schließt einige davon aus.
    {"**"}Jede Nacht** wählst du mit den Menüs unten oder mit `/night` ein Ziel für deine Vision (und ab Nacht 1 ein Ziel für einen Angriff). Eine Vision zählt in den Welten, in denen du die Seherin bist, ein Angriff in denen, in denen du der führende Wolf bist.
    {"**"}Jeden Tag** stimmst du im Spielkanal ab: im Menü unter der Stimmenzählung oder mit `/vote`.
    Die öffentliche Tabelle nennt alle nur bei ihrer Geheimnummer. `/me` zeigt dir jederzeit deine Chancen; `/help` erklärt den Rest.
werewolf-ranked-wolves = **Die Wölfe haben Ränge:** Alpha, Beta, Gamma, … Der *führende Wolf* ist der ranghöchste Wolf, der noch nicht gelyncht wurde (der Alphawolf, solange er lebt, dann der Betawolf, …): Nur sein Angriff zählt in jeder Nacht. Deine Chancen nennen jeden Rang, den du haben könntest.
werewolf-your-role-odds = Deine Rollenchancen
werewolf-welcome-footer = { $players } Mitspielende, { $wolves }, { $worlds } Welten
werewolf-night-rule = Alle Lebenden antworten jede Nacht, ganz gleich, wie ihre Chancen stehen: Die Nacht endet, sobald alle geantwortet haben, oder mit ihrer Frist. Bis dahin kannst du deine Wahl ändern; jede Wahl wird nur dir bestätigt.
werewolf-night-choose = Wähle unten (oder mit `/night`) { $wanted ->
        [both] ein Ziel für deine Vision und eines für deinen Angriff
        [vision] ein Ziel für deine Vision
       *[attack] ein Ziel für deinen Angriff
    }{ $idle ->
        [vision] {" "}und antworte *Keine Vision*
        [attack] {" "}und antworte *Kein Angriff*
       *[none] {""}
    }. { werewolf-night-rule }
werewolf-night-nothing-counts = **Nichts, was du heute Nacht wählst, kann in irgendeiner Welt zählen.**
werewolf-night-answer-anyway = Antworte trotzdem unten (oder mit `/night`) mit { $attacks ->
        [yes] *Keine Vision* und *Kein Angriff*
       *[no] *Keine Vision*
    }. { werewolf-night-rule }
werewolf-night-no-world = { $seer_dead ->
        [yes] Die Seherin ist öffentlich gestorben, also zählt keine Vision mehr.{" "}
       *[no] {""}
    }Deine Chancen zeigen es: { $why ->
        [vision] Du bist in keiner verbleibenden Welt die Seherin, also zählt eine Vision in keiner
        [attack] Du bist in keiner verbleibenden Welt heute Nacht der führende Wolf, also zählt ein Angriff in keiner
       *[both] Du bist in keiner verbleibenden Welt die Seherin, also zählt eine Vision in keiner, und in keiner heute Nacht der führende Wolf, also zählt auch ein Angriff in keiner
    }. Deine Antwort ändert in keiner Welt etwas, und die Nacht wartet auf alle Antworten.
werewolf-night-pages = Du kannst unter { $others } Mitspielenden wählen: Jedes Menü zeigt { $page } auf einmal, nach Namen, und die Knöpfe ◀ / ▶ darunter blättern weiter. Schneller: `/night vision:` und die ersten Buchstaben eines Namens tippen.
werewolf-not-answered-yet = Noch nicht beantwortet: **{ $missing }**.
werewolf-night-title = { $phase } in { $channel } (du bist #{ $number })
werewolf-vision-counted-nowhere = 🔮 Deine Vision von **{ $target }** zählte in keiner Welt: Du bist in keiner verbleibenden Welt die Seherin, also verrät sie dir nichts über diese Person.
werewolf-me-title = Du: #{ $number } { $name } ({ $alive ->
        [yes] lebendig
       *[no] tot
    })
werewolf-me-phase = Phase: **{ $phase }**
werewolf-role-odds = Rollenchancen
werewolf-team-and-death = Team und Tod
werewolf-team-and-death-line = gut { $good } · böse { $evil } · tot { $dead }
werewolf-your-pack = Falls du ein Wolf bist, könnte dein Rudel sein
werewolf-visions-count-nowhere = Du bist in keiner verbleibenden Welt die Seherin: Diese Visionen zählten in keiner und verraten dir nichts.
werewolf-your-visions = Deine Visionen
werewolf-your-choices = Deine Wahl in dieser Phase
werewolf-not-answered-field = Noch nicht beantwortet

## Das Grimoire der Spielleitung und das vorzeitige Ende

werewolf-chance-evil = böse { $chance }
werewolf-chance-seer = Seherin { $chance }
werewolf-chance-dead = tot { $chance }
werewolf-owes = schuldet { $kinds }
werewolf-grimoire-vision = N{ $night } Vision von { $target }: { $result }
werewolf-grimoire-title = Grimoire: { $phase }
werewolf-grimoire-footer = { $worlds } Welten · nur für dich sichtbar
werewolf-abort-note = Die Spielleitung hat das Spiel während **{ $phase }** beendet: Kein Team gewinnt. Es wurde nichts gezogen: Das sind die Chancen in den Welten, die übrig waren.
werewolf-abort-vision = { $night }: sah { $target } als { $result }
werewolf-abort-title = 🛑 Die Spielleitung hat das Spiel beendet
werewolf-abort-footer = { $worlds } Welten waren übrig

## Der lesbare Spielverlauf (/game log)

werewolf-log-title = # Quantenwerwolf: Spiel { $id } in { $channel }
werewolf-log-rules = - Regeln: { $preset }; { $players } Mitspielende, { $wolves } Wölfe
werewolf-log-status = - Stand: { $status ->
        [running] läuft
        [over] vorbei
       *[other] { $status }
    }
werewolf-log-players = - Mitspielende (Reihenfolge der Plätze): { $names }
werewolf-log-numbers = - Geheimnummern: { $numbers }
werewolf-log-start-evil = - Chance, böse zu sein, zu Beginn: je { $chance }
werewolf-log-public = - Dies ist der öffentliche Verlauf: Nächtliche Aktionen und private Nachrichten fehlen.
werewolf-log-night = - { $player } { $kind ->
        [vision] schaut sich { $target } an
       *[attack] greift { $target } an
    }
werewolf-log-vote = - { $back ->
        [yes] { $player } nimmt die eigene Stimme zurück
       *[no] { $player } stimmt für { $target }
    }
werewolf-log-decide = - die Spielleitung entscheidet den Gleichstand: { $target }
werewolf-log-kick = - die Spielleitung nimmt { $target } aus dem Spiel
werewolf-log-rename = - den Platz von { $player } übernimmt { $name }
werewolf-log-undo = - ↩️ die Spielleitung nimmt die letzte Auflösung zurück (der Bericht unten ersetzt sie)
werewolf-log-report = ### { $kind ->
        [kick] { $phase }: jemand wurde aus dem Spiel genommen
        [night] Der Morgen nach { $phase }
       *[day] Das Ende von { $phase }
    }{ $correction ->
        [yes] {" "}(Korrektur: ersetzt den zurückgenommenen Bericht)
       *[no] {""}
    }
werewolf-log-lynch = Lynchmord: **{ $target }** ({ $reason }).
werewolf-log-cause = { $cause ->
        [lynch] gelyncht
        [night] Nacht
        [collapse] Zusammenbruch
       *[kick] aus dem Spiel genommen
    }
werewolf-log-nobody-died = Niemand ist gestorben.
werewolf-log-private-news = Private Nachrichten (geheim):
werewolf-log-news = - an { $player }: { $text }
werewolf-log-winner = **Gewinner: { $winner ->
        [village] das Dorf
        [wolves] die Wölfe
       *[tie] unentschieden
    }** ({ $reason }).
werewolf-log-winners = Gewonnen haben: { $winners }.
werewolf-log-final-world = Die endgültige Welt (aus den verbleibenden gezogen):

## Ablauf: Hinweise, private Nachrichten, geschlossene Menüs

werewolf-unreachable = ⚠️ { $mentions }: Ich konnte dir keine Direktnachricht schicken ({ $what }). Erlaube Direktnachrichten von Mitgliedern dieses Servers oder spiel hier: `/night` für deine nächtlichen Aktionen und `/me` für deine Nummer, Chancen, Visionen und Nachrichten. Meine Antworten darauf siehst nur du, und was ich dir nicht schicken konnte, bekommst du beim nächsten Befehl, den du benutzt. Ich erwähne dich hier nicht noch einmal.
werewolf-unreachable-what = { $welcome ->
        [yes] deine Geheimnummer und Nacht 0
       *[no] die Menüs für { $phase }
    }
werewolf-unreachable-number = deine Geheimnummer
werewolf-phase-over = { $phase } ist vorbei
werewolf-votes-closed = { $phase } ist vorbei: Abstimmung geschlossen
werewolf-undone-label = Zurückgenommen: { $phase } wurde rückgängig gemacht
werewolf-game-over-label = Das Spiel ist vorbei
werewolf-game-over-votes-closed = Das Spiel ist vorbei: Abstimmung geschlossen
werewolf-no-votes = Keine Stimmen.
werewolf-news-vision = Deine Vision von { $target }: { $result }.
werewolf-news-certain-role = Deine Rolle steht jetzt fest: Du bist { $role }.
werewolf-news-certain-wolf = Dein Team steht jetzt fest: Du bist ein Wolf (dein Rang ist noch offen).
werewolf-news-title = { $phase } in { $channel }: nur für dich{ $correction ->
        [yes] {" "}(Korrektur: ersetzt, was ich dir vorher geschickt habe)
       *[no] {""}
    }
werewolf-history-title = 📈 Wie die Welten zusammenbrachen
werewolf-history-note = Die Chance aller Mitspielenden, böse zu sein, nach jeder Phase (rot: sicher böse, weiß: sicher gut; durchgestrichen ab der Phase ihres Todes).

## Knöpfe und Menüs

werewolf-lobby-button = { $action ->
        [join] Beitreten
        [leave] Verlassen
       *[start] Start
    }
werewolf-help-button = Spielanleitung
werewolf-no-vision = Keine Vision
werewolf-no-attack = Kein Angriff
werewolf-night-placeholder = { $kind ->
        [vision] Vision: Wen schaust du dir an?
       *[attack] Angriff: Wen?
    }
werewolf-night-page-placeholder = { $kind ->
        [vision] Ziel der Vision
       *[attack] Ziel des Angriffs
    } ({ $guide }, Seite { $page }/{ $pages })
werewolf-night-page-label = { $kind ->
        [vision] Vision
       *[attack] Angriff
    }: Seite { $page }/{ $pages } · { $guide }
werewolf-unvote-option = Meine Stimme zurücknehmen
werewolf-vote-placeholder = Stimme für einen Lynchmord…
werewolf-vote-page-placeholder = Stimme für einen Lynchmord ({ $guide }, Seite { $page }/{ $pages })

## Fristen

werewolf-clock-paused = ⏸️ Die Uhr ist angehalten (noch { $left }, sobald sie weiterläuft).
werewolf-deadline = ⏰ { $phase } endet { $when }.

## Beschriftung der Verlaufs-Heatmap (schmale Zellen)

werewolf-heatmap-start = Beginn
werewolf-heatmap-column = { $kind ->
        [night] N{ $number }
       *[day] T{ $number }
    }{ $kick ->
        [yes] {" "}raus
       *[no] {""}
    }

## Antworten der Lobby

werewolf-joined = ✅ Du spielst mit als **{ $name }**.
werewolf-left = 👋 Du hast das Spiel verlassen.
werewolf-game-begins =
    🌙 **Das Spiel beginnt**: { $players } Mitspielende, davon { $wolves }. Alle haben ihre Geheimnummer und die Menüs für Nacht 0 per Direktnachricht bekommen. In Nacht 0 gibt es nur Visionen.
    { $deadline }
werewolf-started = 🎬 Gestartet mit { $players } Mitspielenden.

## Antworten auf nächtliche Aktionen und Stimmen

werewolf-night-confirmed = { $kind ->
        [vision] { $chosen ->
            [no] 🔮 Heute Nacht keine Vision.
           *[yes] 🔮 Vision: Du schaust dir heute Nacht **{ $name }** an.{ $counts ->
                [no] {" "}Sie zählt in keiner Welt: Du bist in keiner verbleibenden Welt die Seherin, also zählt eine Vision in keiner.
               *[yes] {""}
            }
        }
       *[attack] { $chosen ->
            [no] 🐺 Heute Nacht kein Angriff.
           *[yes] 🐺 Angriff: **{ $name }**.{ $counts ->
                [no] {" "}Er zählt in keiner Welt: Du bist in keiner verbleibenden Welt heute Nacht der führende Wolf, also zählt ein Angriff in keiner.
               *[yes] {""}
            }
        }
    }
werewolf-night-change-until = Du kannst das ändern, bis { $phase } aufgelöst wird.
werewolf-vote-unchanged = 🗳️ Du stimmst schon für den Lynchmord an **{ $name }**: nichts geändert. Die Stimme zählt für { $day }.
werewolf-vote-taken-back = 🗳️ Du hast deine Stimme zurückgenommen ({ $day }).
werewolf-vote-cast = 🗳️ Du stimmst für den Lynchmord an **{ $name }** ({ $count }/{ $majority } für eine Mehrheit). Die Stimme zählt für { $day }; die Stimmenzählung im Kanal zeigt sie allen.

## Fristen und Erinnerungen

werewolf-reminder = ⏰ Erinnerung: { $phase } in { $channel } endet { $when }. { $wants ->
        [both] Du hast deine Vision und deinen Angriff noch nicht geschickt („Keine Vision“ und „Kein Angriff“ zählen als Antwort): Nutze die Menüs in diesen Nachrichten oder `/night`. Bei Fristende wird die Nacht mit dem aufgelöst, was vorliegt.
        [vision] Du hast deine Vision noch nicht geschickt („Keine Vision“ zählt als Antwort): Nutze die Menüs in diesen Nachrichten oder `/night`. Bei Fristende wird die Nacht mit dem aufgelöst, was vorliegt.
       *[vote] Du hast noch nicht abgestimmt: `/vote` in { $channel }. Wer bei Fristende nicht abgestimmt hat, enthält sich.
    }
werewolf-reminder-undelivered = 📭 { $phase } in { $channel }: Ich konnte die Erinnerung nicht zustellen an { $mentions } (ihre Direktnachrichten sind geschlossen). Sie haben noch nicht alles geschickt; vielleicht erinnerst du sie selbst.
werewolf-deadline-tie = ⏰ Die Frist für { $phase } ist abgelaufen, aber es steht Gleichstand zwischen { $tied }: Die Spielleitung muss entscheiden, wer gelyncht wird (oder dass niemand gelyncht wird), bevor der Tag enden kann. Spielleitung ({ $storyteller }): `/game decide`, dann `/game advance`.
werewolf-time-is-up = ⏰ Die Zeit ist um: Die Frist für { $phase } ist abgelaufen.

## /game status, /table

werewolf-status-lobby = Die Lobby ist offen: `/game join`, um mitzuspielen.
werewolf-status-players = Mitspielende
werewolf-status-alive = Lebendig ({ $count })
werewolf-status-dead = Tot
werewolf-status-answered = Hat in dieser Phase geantwortet
werewolf-status-deadline = Frist
werewolf-status-owed = Noch offen (nur für die Spielleitung: worauf die Engine wartet)
werewolf-nothing = nichts
werewolf-table-title = Öffentliche Tabelle: { $phase }

## Ablehnungen (nur für den Absender; nichts hat sich geändert)

werewolf-refusal-not-started = Dieses Spiel hat noch nicht begonnen.
werewolf-refusal-over = Dieses Spiel ist vorbei.
werewolf-refusal-not-a-player = Du spielst in diesem Spiel nicht mit.
werewolf-refusal-not-storyteller = Du gehörst nicht zur Spielleitung dieses Spiels, deshalb kannst du das nicht tun.
werewolf-refusal-dead = Du bist tot und kannst nicht mehr handeln.
werewolf-refusal-no-running-game = Du spielst in keinem laufenden Spiel mit.
werewolf-refusal-channel-busy = Dieser Kanal hat schon ein Spiel.
werewolf-refusal-already-started = Dieses Spiel hat schon begonnen.
werewolf-refusal-already-joined = Du spielst in diesem Spiel schon mit.
werewolf-refusal-not-joined = Du bist nicht in diesem Spiel.
werewolf-refusal-night-nothing-given = Gib eine `vision`, einen `attack` oder beides an.
werewolf-refusal-dead-at-night = Du bist tot: Du hast keine nächtlichen Aktionen.
werewolf-refusal-no-vote = Du hast keine Stimme, die du zurücknehmen könntest.
werewolf-refusal-votes-closed = Dieses Spiel ist vorbei: Die Abstimmung ist geschlossen.
werewolf-refusal-already-paused = Die Uhr ist schon angehalten: `/game resume` startet sie wieder.
werewolf-refusal-no-deadline = Dieses Spiel hat keine Frist: `/game extend` setzt eine.
werewolf-refusal-not-paused = Die Uhr ist nicht angehalten.
werewolf-refusal-already-over = Dieses Spiel ist schon vorbei.
werewolf-refusal-no-game-here = In diesem Kanal gibt es kein Spiel. Eröffne eines mit `/game create`.
werewolf-refusal-menus-players-only = Nur die Mitspielenden dieses Spiels können diese Menüs benutzen.
werewolf-refusal-vote-players-only = Nur die Mitspielenden dieses Spiels können abstimmen.

## /help: die Seiten zu Quantenwerwolf

werewolf-help-name = Quantenwerwolf
werewolf-help-summary = Werwolf, bei dem alle zugleich jede Rolle sind: Die Tabelle am Morgen zeigt für alle die Chance, tot, ein Wolf oder die Seherin zu sein.
werewolf-help-start = `/game create` eröffnet eine Lobby in diesem Kanal; wer mitspielen will, drückt **Beitreten**.
werewolf-help-label = { $topic ->
        [start] Die Kurzfassung
        [night] Die Nacht
        [day] Der Tag: abstimmen
        [wolves] Wölfe: Alpha, Beta, führend
        [table] Die öffentliche Tabelle und Tot %
        [storyteller] Für die Spielleitung
       *[commands] Alle Befehle
    }
werewolf-help-title = { $topic ->
        [start] Quantenwerwolf: die Kurzfassung
        [night] Die Nacht
        [day] Der Tag
        [wolves] Wölfe: Alpha, Beta und der führende Wolf
        [table] Die öffentliche Tabelle lesen
        [storyteller] Für die Spielleitung
       *[commands] Alle Befehle
    }
werewolf-help-text = { $topic ->
        [start]
            Alle können die Seherin, ein Dorfbewohner oder ein Wolf sein: Das Spiel hält alle möglichen Welten zugleich fest, und jede Nacht, jede Abstimmung und jeder Tod schließt einige davon aus.

            {"*"}*Mitspielen:** `/game join` (oder **Beitreten** an der Lobby-Nachricht; mit `/game join name:` wählst du den Namen, unter dem du spielst). Du bekommst eine Geheimnummer und deine Menüs für die Nacht per Direktnachricht.
            {"*"}*Nachts:** wähle in den Menüs deiner Direktnachrichten.
            {"*"}*Tagsüber:** stimm im Menü unter der Stimmenzählung im Spielkanal ab.
            {"*"}*Jederzeit:** `/me` zeigt dir deine Chancen, nur dir.

            Wähle unten ein Thema für mehr.
        [night]
            Alle, die noch am Leben scheinen, antworten jede Nacht: ein Ziel für die **Vision** (oder *Keine Vision*) und ab Nacht 1 ein Ziel für den **Angriff** (oder *Kein Angriff*), in den Menüs deiner Direktnachrichten oder mit `/night vision:<player> attack:<player>` (in einer Direktnachricht oder im Spielkanal, wo nur du die Antwort siehst). Nenne die anderen bei ihrem Namen. Bis die Nacht aufgelöst wird, kannst du deine Wahl ändern.

            Eine Vision zählt in den Welten, in denen du die Seherin bist, ein Angriff in denen, in denen du heute Nacht der führende Wolf bist (siehe *Wölfe*). Bist du beides in keiner Welt, sagt dir das deine Nachricht, und du antwortest trotzdem: Die Nacht endet nur dann früher, wenn alle Lebenden geantwortet haben, sonst mit ihrer Frist; so verrät ihr Ende niemandem, wer etwas zu tun hatte.
        [day]
            Stimm für einen Lynchmord im Menü unter der Stimmenzählung im Spielkanal ab oder mit `/vote player:<player>`; `/unvote` (oder *Meine Stimme zurücknehmen*) nimmt die Stimme zurück. Deine Stimme wird nur dir bestätigt, und die Stimmenzählung, eine stets aktuelle Nachricht, zeigt die Stimmen aller.

            Wer die meisten Stimmen hat, wird gelyncht, sobald eine Mehrheit erreicht ist (wenn das Spiel so eingestellt ist) oder bei Fristende; wer dann nicht abgestimmt hat, enthält sich. Bei Gleichstand gilt die Gleichstandsregel des Spiels.
        [wolves]
            In den Standardregeln haben die Wölfe **Ränge**: Alpha, Beta, Gamma, … Der **führende Wolf** ist der ranghöchste Wolf, der noch nicht gelyncht wurde: der Alphawolf, solange er lebt, dann der Betawolf und so weiter (in jeder Welt derselbe Rang). In jeder Nacht zählt nur der Angriff des führenden Wolfs; die Angriffe der anderen Wölfe zählen in keiner Welt.

            Deine Chancen nennen jeden Rang, den du haben könntest (*Alphawolf 12 %*, *Betawolf 8 %*). In den klassischen Regeln haben die Werwölfe keine Ränge.
        [table] Nach jeder Phase bekommt der Kanal die öffentliche Tabelle: eine Zeile pro **Geheimnummer**, nie ein Name. *Gut %* und *Böse %* sind der Anteil der verbleibenden Welten, in denen jemand gut oder ein Wolf ist. *Tot %* ist die Wahrscheinlichkeit, dass jemand schon getötet wurde: Ein Angriff zählt nur in manchen Welten, deshalb bleibt ein Opfer verborgen, bis es in jeder Welt tot ist, und stirbt dann öffentlich. `/table` zeigt die neueste.
        [storyteller]
            `/game create` eröffnet eine Lobby (du übernimmst die Spielleitung); **Start** verteilt die Nummern.
            `/game advance` jetzt auflösen · `/game decide` Gleichstand entscheiden · `/game grimoire` alle Geheimnisse, nur für dich · `/game settings`, `/game extend`, `/game pause`, `/game resume` die Uhr · `/game kick`, `/game replace`, `/game undo` · `/game end` beenden und auflösen · `/game cancel` · `/game storyteller add|remove` Helfer · `/game log` das Protokoll.
            Erinnerungen, die nicht zugestellt werden konnten, werden dir privat gemeldet. Weitere Spielleitungen und Mitglieder mit „Server verwalten“ dürfen diese Befehle auch benutzen, aber nie jemand, der im Spiel mitspielt. Du kannst die Mitspielenden beim Namen oder bei der Geheimnummer (`#3`) nennen.
       *[commands]
            `/game create` · `/game join` · `/game leave` · `/game status` · `/table` · `/me` · `/night` · `/vote` · `/unvote` · `/rules` · `/help`
            Spielleitung: siehe die Seite *Für die Spielleitung*.
    }

## Was die Werkzeuge der Spielleitung den Mitspielenden zeigen

werewolf-cancelled = 🛑 Die Spielleitung hat dieses Spiel abgebrochen: Niemand gewinnt.
werewolf-cancelled-post = 🛑 Das Spiel wurde abgebrochen.
werewolf-ended = 🛑 Die Spielleitung hat dieses Spiel vorzeitig beendet: Kein Team gewinnt. Alle Geheimnisse stehen im letzten Beitrag des Spiels.
werewolf-kicked = 🚫 Die Spielleitung hat **{ $name }** aus dem Spiel genommen.
werewolf-newcomer-day = ☀️ Es ist { $phase }: Stimm mit `/vote` in { $channel } ab.
werewolf-undid-what = { $what ->
        [kick] den Ausschluss von **{ $name }**
       *[resolution] die Auflösung von **{ $phase }**
    }
werewolf-undid =
    ↩️ **Korrektur:** Die Spielleitung hat { $what } zurückgenommen. Der Beitrag dazu oben zählt nicht mehr: Tode, Enthüllungen und die Tabelle sind wieder, wie sie waren. { $phase } ist wieder offen. { $deadline }
    Wenn sie aufgelöst wird, ist der neue Beitrag als Korrektur markiert, die den früheren ersetzt.
werewolf-undid-news = ↩️ Die Spielleitung hat die letzte Auflösung in { $channel } zurückgenommen: Die Nachrichten, die ich dir dazu geschickt habe, gelten nicht mehr. { $phase } ist wieder offen; du bekommst korrigierte Nachrichten, sobald sie aufgelöst wird.
werewolf-undid-kick = ↩️ Die Spielleitung hat deinen Ausschluss zurückgenommen: Du bist wieder in { $channel } dabei.

werewolf-refusal-menu-over = { $menu ->
        [vote] Dieses Abstimmungsmenü war
       *[night] Diese Menüs waren
    } für { $was_kind ->
        [night] Nacht
       *[day] Tag
    } { $was_number }, und das ist vorbei; jetzt ist { $now_kind ->
        [night] Nacht
       *[day] Tag
    } { $now_number }.
werewolf-refusal-vote-at-night = Abgestimmt wird am Tag; jetzt ist Nacht { $number }, deshalb wurde deine Stimme nicht gezählt.
werewolf-refusal-night-by-day = Nächtliche Aktionen warten auf die Nacht; jetzt ist Tag { $number }.
werewolf-refusal-vote-menu-value = Diese Auswahl bietet das Abstimmungsmenü nicht an: Wähle einen Namen darin oder nutze /vote.
werewolf-refusal-night-menu-value = Diese Auswahl für { $kind ->
        [vision] die Vision
       *[attack] den Angriff
    } bieten die Menüs dieser Nacht nicht an: Wähle erneut im Menü oder nutze `/night`.
werewolf-refusal-late = { $what ->
        [vision] Deine Vision
        [attack] Dein Angriff
        [vote] Deine Stimme
        [unvote] Deine Rücknahme der Stimme
        [kick] Dein Ausschluss
        [advance] Dein `/game advance`
       *[decide] Deine Entscheidung
    } wurde abgeschickt, bevor { $kind ->
        [night] Nacht
       *[day] Tag
    } { $number } begann: Die Phase, für die das gedacht war, endete unterwegs, deshalb zählt es nicht (weder damals noch für { $kind ->
        [night] Nacht
       *[day] Tag
    } { $number }). Schick es noch einmal, wenn es für { $kind ->
        [night] Nacht
       *[day] Tag
    } { $number } zählen soll.

## /rules

werewolf-rules =
    {"*"}*Quantenwerwolf** ist Werwolf, gespielt in allen möglichen Welten zugleich.

    {"*"}*Rollen.** Eine Seherin, einige Wölfe, der Rest sind Dorfbewohner. In den Standardregeln haben die Wölfe Ränge: Alpha, Beta, Gamma, …; der *führende Wolf* ist der ranghöchste Wolf, der noch nicht gelyncht wurde, und nur sein Angriff zählt in jeder Nacht. Niemand bekommt eine Rolle zugeteilt: Jede Verteilung der Rollen ist eine *Welt*, und das Spiel behält jede Welt, die zu allem Geschehenen passt. Deine Chancen sind der Anteil der verbleibenden Welten.

    {"*"}*Geheimnummern.** Zu Beginn bekommen alle eine Nummer, die nur sie erfahren. Die öffentliche Tabelle nennt die Chancen nach Nummer (Gut %, Böse %, Tot %), nie nach Namen.

    {"*"}*Nacht.** Alle, die noch am Leben scheinen, wählen ein Ziel für die Vision (oder keine Vision) und ab Nacht 1 ein Ziel für den Angriff (oder keinen Angriff), ganz gleich, wie ihre Chancen stehen: Die Nacht endet, sobald alle geantwortet haben, oder mit ihrer Frist. In jeder Welt zählen nur die Vision der Seherin und der Angriff des führenden Wolfs. Eine Vision zeigt gut oder böse (und schließt die Welten aus, die dem widersprechen). Wer in jeder Welt tot ist, stirbt im Morgengrauen, und sein Team (oder seine Rolle) wird enthüllt.

    {"*"}*Tag.** Abgestimmt wird mit `/vote`. Wer die meisten Stimmen hat, wird gelyncht (bei Gleichstand gilt die Gleichstandsregel des Spiels); Team oder Rolle werden enthüllt, was andere sicher tot machen kann.

    {"*"}*Das Ende.** Das Dorf gewinnt, sobald alle Wölfe gelyncht sind; die Wölfe gewinnen, sobald sie bekannt und so viele wie das übrige Dorf sind. Am Ende wird eine Welt gezogen und gezeigt.
werewolf-rules-title = Regeln

## Die Uhr

werewolf-settings-changed = ⚙️ Einstellungen geändert. Neue Dauern gelten ab der nächsten Phase.
werewolf-extended = ⏳ Die Spielleitung hat { $phase } um { $hours } { $plural ->
        [one] Stunde
       *[other] Stunden
    } verlängert. { $deadline }
werewolf-paused = ⏸️ Die Spielleitung hat die Uhr von { $phase } angehalten. Entscheidungen zählen weiter; nichts wird von selbst aufgelöst bis `/game resume`. { $deadline }
werewolf-resumed = ▶️ Die Uhr von { $phase } läuft wieder. { $deadline }

## /game log

werewolf-refusal-log-player = Du spielst in diesem Spiel mit, und es läuft noch: Sein Protokoll (das alle Geheimnisse enthält) steht dir offen, sobald das Spiel vorbei ist.
werewolf-refusal-log-running = Das Spiel läuft noch: Sein Protokoll ist bis zum Ende für die Spielleitung, danach für alle.
werewolf-refusal-log-never-started = Dieses Spiel hat nie begonnen, also hat es kein Protokoll.
werewolf-log-over = vorbei
werewolf-log-running = läuft ({ $phase })
werewolf-log-here = dieser Kanal
werewolf-log-reply = 📜 Das Protokoll von Spiel { $id }, für { $over ->
        [yes] alle (das Spiel ist vorbei)
       *[no] dich allein (es enthält alle Geheimnisse)
    }: Das Protokoll (JSON) lässt sich mit der Engine nachspielen (`python -m bot.console replay`), die Markdown-Datei liest sich wie eine Geschichte.

## Antworten an die Spielleitung und ein weitergegebener Platz

werewolf-resolved = ⏩ { $phase } aufgelöst.
werewolf-decided = ⚖️ Entschieden: { $name }. Beende den Tag mit `/game advance`.
werewolf-replaced = 🔄 { $member } übernimmt den Platz von **{ $old }** und spielt weiter als **{ $name }**: dieselbe Geheimnummer, dieselbe Geschichte.
werewolf-replaced-dm = 🔄 { $name } hat deinen Platz in { $channel } übernommen. Danke fürs Mitspielen!
werewolf-replaced-reply = 🔄 { $name } hat jetzt den Platz von { $old }.

## The rules' refusals (engine codes, cogs/werewolf/words.py)

werewolf-illegal = { $code ->
        [game-over] Das Spiel ist vorbei.
        [no-seat] In diesem Spiel gibt es keinen Platz { $seat }.
        [no-number] In diesem Spiel gibt es keine Geheimnummer { $value }.
        [no-name] In diesem Spiel heißt niemand { $value }.
        [actor-dead] Du bist tot und kannst nicht mehr handeln.
        [night-only] { $power ->
            [attack] Angriffe gibt es nur nachts; jetzt ist { $phase }.
           *[vision] Visionen gibt es nur nachts; jetzt ist { $phase }.
        }
        [not-tonight] { $power ->
            [attack] In { $phase } gibt es keine Angriffe.
           *[vision] In { $phase } gibt es keine Visionen.
        }
        [self-target] { $power ->
            [attack] Du kannst dich nicht selbst angreifen.
           *[vision] Du kannst dich nicht selbst ansehen.
        }
        [target-dead] { $target } ist schon tot.
        [vote-at-night] Abgestimmt wird tagsüber; jetzt ist { $phase }.
        [decide-at-night] Gleichstände werden tagsüber entschieden; jetzt ist { $phase }.
        [no-storyteller-ties] In diesem Spiel entscheidet die Spielleitung keine Gleichstände: { $value ->
            [random] Ein Gleichstand wird ausgelost.
           *[other] Bei Gleichstand wird niemand gelyncht.
        }
        [not-tied] Die Abstimmung steht nicht unentschieden.
        [not-among-tied] { $target } gehört nicht zu den Gleichauf-Liegenden: { $tied }.
        [tie-undecided] Gleichstand zwischen { $tied }: Entscheide mit `/game decide`, wer gelyncht wird (oder dass niemand gelyncht wird), bevor der Tag enden kann.
        [packmate-attack] { $target } ist in jeder Welt, in der du heute Nacht der führende Wolf bist, ein Wolf, und Wölfe greifen einander nicht an: Wähle ein anderes Ziel.
        [nothing-to-undo] Es gibt nichts zurückzunehmen: Nur die letzte Auflösung kann zurückgenommen werden, und nur solange danach keine Aktion kam.
        [name-unusable] { $value } kannst du nicht als Namen verwenden.
        [not-sent-by] { $power ->
            [advance] Nur die Spielleitung oder die Uhr löst eine Phase auf.
           *[other] `{ $power }` schicken die Mitspielenden selbst, nicht die Spielleitung und nicht die Uhr.
        }
        [storyteller-only] Nur die Spielleitung schickt `{ $power }`.
        [not-yours] Du kannst nur deine eigenen Entscheidungen schicken (dein Platz ist { $seat }).
       *[name-taken] Der Name { $value } ist schon vergeben.
    }

## Refusals of the werewolf commands (cogs/werewolf/interact.py, lobby.py, storyteller.py, models.py)

werewolf-refusal-teller-player = { $played ->
        [yes] Du hast in diesem Spiel mitgespielt, deshalb sind dir seine Befehle für die Spielleitung verschlossen, ganz gleich, welche Serverrechte du hast.
       *[no] Du spielst in diesem Spiel mit, deshalb sind dir seine Befehle für die Spielleitung verschlossen, ganz gleich, welche Serverrechte du hast.
    }
werewolf-refusal-name-too-long = Das sind { $length } Zeichen: Ein Name hat höchstens { $most }. Wähle einen Namen aus der Liste, die beim Tippen erscheint.
werewolf-refusal-no-number = Es gibt keine Geheimnummer { $number }: Die Nummern reichen von 1 bis { $most }.
werewolf-refusal-number-for-name = Nenne Mitspielende bei ihrem Namen: Eine Geheimnummer (oder ein Platz) nennt nie jemanden.
werewolf-refusal-no-player = In diesem Spiel heißt niemand **{ $name }**: Wähle einen Namen aus der Liste, die beim Tippen erscheint.
werewolf-refusal-several-games = Du spielst in mehreren Spielen mit ({ $channels }): Nutze diesen Befehl im Kanal des Spiels (die Antwort siehst nur du) oder die Menüs in den Direktnachrichten dieses Spiels.
werewolf-refusal-wolves = `wolves` muss zwischen 1 und { $most } liegen.
werewolf-refusal-channel-has-game = Dieser Kanal hat schon ein Spiel. Beende es zuerst (oder brich es mit `/game cancel` ab) oder eröffne ein Spiel in einem anderen Kanal.
werewolf-refusal-own-name-too-long = Dein Name darf höchstens { $most } Zeichen haben; wähle einen kürzeren.
werewolf-refusal-teller-joins = Du leitest dieses Spiel: Du siehst jedes Geheimnis, deshalb kannst du nicht auch mitspielen.
werewolf-refusal-full = Dieses Spiel ist voll: Ein Spiel hat höchstens { $most } Plätze.
werewolf-refusal-hours = `{ $option }` muss zwischen { $low } und { $high } Stunden liegen; du hast { $given } angegeben.
werewolf-refusal-reminders = Erinnerungen: { $why ->
        [long] Das ist zu lang: Gib höchstens ein paar Stunden an, etwa `12,1`
        [number] { $part } ist keine Stundenzahl
        [range] { $part } liegt nicht zwischen 0 und { $most } Stunden
       *[many] höchstens { $most } Erinnerungen
    }. Gib Stunden vor Ablauf der Frist an, etwa `12,1`, oder `none`.

## Storyteller replies and notes (cogs/werewolf/storyteller.py, flow.py, channels.py, day.py)

werewolf-kick-reply = 🚫 { $name } wurde aus dem Spiel genommen.
werewolf-undone-reply = ↩️ Zurückgenommen.
werewolf-ended-reply = 🛑 Das Spiel ist beendet.
werewolf-refusal-end-lobby = Dieses Spiel hat noch nicht begonnen: `/game cancel` schließt die Lobby.
werewolf-vote-page = Deine Seite des Abstimmungsmenüs (nur du siehst sie):
werewolf-tally-moved = Die Stimmenzählung steht jetzt weiter unten
werewolf-lobby-lost = ⚠️ Deine Quantenwerwolf-Lobby in { $channel } wurde nicht eröffnet: Ich wurde beim Posten unterbrochen. Nichts ging verloren; eröffne sie mit `/game create` neu.
werewolf-dead-topic = Die Toten und die Zuschauenden von Quantenwerwolf-Spiel { $id }

## The storytellers' note on a message Discord refused (cogs/werewolf/refusals.py)

werewolf-refused-where = { $where ->
        [dm] an { $whom }
        [channel] im Kanal des Spiels
       *[place] in { $whom }
    }
werewolf-refused-what = { $kind ->
        [dm] eine Direktnachricht { $where }
        [edit] die Änderung einer Nachricht { $where }
        [unreachable] einen Hinweis auf geschlossene Direktnachrichten { $where }
        [call] eine Änderung der Rollen, Kanäle oder Stimmenzählung des Spiels ({ $call })
       *[post] einen Beitrag { $where }
    }
werewolf-refused-note = ⚠️ Dein Spiel in { $channel }: Discord hat { $what } abgelehnt{ $quoted ->
        [yes] {" "}(Anfang: „{ $began }“)
       *[no] {""}
    }. Die Nachricht wurde nicht zugestellt und wird nicht erneut versucht; das Spiel geht weiter.
    Discords Begründung: `{ $reason }`

## Die Revanche
werewolf-rematch-open = ✅ Die Revanche ist in diesem Kanal eröffnet: Spiel { $id }, mit denselben Mitspielenden und Einstellungen. Die Spielleitung drückt auf Start.
werewolf-rematch-taken = In diesem Kanal gab es seitdem ein neueres Spiel: Eine Revanche kannst du nur vom letzten Spiel des Kanals aus starten.
werewolf-refusal-name = { $problem ->
        [blank] Einen Namen ohne sichtbare Zeichen kannst du nicht verwenden.
        [long] Den Namen **{ $name }** kannst du nicht verwenden: Er ist länger als { $most } Zeichen.
        [nobody] Den Namen **{ $name }** kannst du nicht verwenden: So schreiben Spieler „niemand“.
        [number] Den Namen **{ $name }** kannst du nicht verwenden: Er sähe aus wie eine geheime Nummer.
       *[taken] Den Namen **{ $name }** kannst du nicht verwenden: Jemand anderes spielt schon unter diesem Namen.
    } { $how ->
        [join] Wähle mit `/game join name:` einen anderen.
       *[replace] Gib mit der Option `name` einen an.
    }

werewolf-refusal-too-few = { $count ->
        [one] Erst ein Spieler ist beigetreten; ein Spiel braucht mindestens { $least }.
       *[other] Es sind erst { $count } Spieler beigetreten; ein Spiel braucht mindestens { $least }.
    }
werewolf-refusal-wolves-for = { $wolves } { $wolves ->
        [one] Werwolf ist zu viel
       *[other] Werwölfe sind zu viele
    } für { $count } Spieler (höchstens { $most }): Warte auf weitere Spieler oder öffne eine neue Lobby mit weniger `wolves`.
werewolf-refusal-setup = Mit den Einstellungen dieser Lobby kann das Spiel nicht beginnen; öffne eine neue Lobby mit anderen.
werewolf-missing-permissions = ℹ️ Mir fehlen diese optionalen Berechtigungen, also leite ich das Spiel ohne das, wofür sie da sind: { $missing }. Gib sie meiner Rolle (Servereinstellungen → Rollen), um es ab dem nächsten Spiel einzuschalten.
werewolf-missing-roles = **Rollen verwalten** (Rollen für Lebende und Tote; der Spielkanal für Tote geschlossen{ $outsiders ->
        [yes] {" "}und für Nicht-Spieler
       *[no] {""}
    })
werewolf-missing-channels = **Kanäle verwalten** (der Kanal für die Toten)
