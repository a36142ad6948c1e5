# Quantum Clocktower: Beiträge, Direktnachrichten und Antworten.

clocktower-title = Quantum Clocktower
clocktower-notice = Inoffizielles Fan-Werkzeug, weder verbunden mit noch unterstützt von The Pandemonium Institute. Blood on the Clocktower ist eine Marke von Steven Medway und The Pandemonium Institute. Quantum Clocktower ist eine Regelvariante aus der Community.
clocktower-no-one = niemand
clocktower-no-one-yet = noch niemand
clocktower-empty-seat = { $seat } (leerer Platz)

## Die Lobby
clocktower-size-refused = Ein Spiel { $script } mit { $players } Spielern geht nicht: Für { $players } Spieler gibt es keinen gültigen Aufbau ({ $reason }). Wähle { $low } bis { $high } Spieler.
clocktower-lobby = 🕰️ **Quantum Clocktower #{ $id }** — Erzähler { $host }
    { $script } · { $players } Spieler · Nächte { $night } h · Tage { $day } h
    { $seats }
    { $status }
    {"*"}{ $notice }*
clocktower-lobby-nobody = Noch niemand ist beigetreten.
clocktower-lobby-open = Lobby offen: { $joined }/{ $players } beigetreten; der Erzähler startet, sobald sie voll ist.
clocktower-lobby-started = Gestartet: Das Spiel läuft in seinem Thread.
clocktower-lobby-closed = Geschlossen.
clocktower-lobby-join = Beitreten
clocktower-lobby-leave = Verlassen
clocktower-lobby-start = Starten
clocktower-lobby-sheet = Charakterbogen
clocktower-storyteller-does-not-play = Der Erzähler spielt nicht mit (Spezifikation §8).
clocktower-already-joined = Du bist schon in dieser Lobby.
clocktower-lobby-full = Die Lobby ist voll.
clocktower-joined = ✅ Du bist als Platz { $seat } beigetreten.
clocktower-table-not-full = Der Tisch braucht { $wanted } Spieler; { $joined } sind beigetreten.
clocktower-opening = 🕰️ **Quantum Clocktower #{ $id } beginnt.** Jeder von euch erfährt per DM nur seine Gesinnung; die bösen Spieler erfahren voneinander. Stellt jede Nacht per DM eure geordnete Liste zusammen (mit dem Menü oder `/ct night`); am Tag nominiert ihr mit `/ct nominate` und stimmt mit den Buttons ab. `/ct rules` erklärt alles.
    Plätze:
    { $seats }
    {"*"}{ $notice }*

## Ablehnungen
clocktower-game-over = Dieses Spiel ist vorbei.
clocktower-not-playing = Du spielst in keinem laufenden Quantum-Clocktower-Spiel.
clocktower-several-games = Du spielst in mehreren Spielen ({ $ids }); gib `game` an.
clocktower-paused = Der Erzähler hat das Spiel angehalten; warte, bis es weitergeht.
clocktower-cannot = ❌ Das geht nicht:
clocktower-not-stored = ❌ Nicht gespeichert: Jeder Eintrag muss jetzt möglich sein. Ändere deine Liste und schick sie noch einmal.
clocktower-verdict-possible = möglich
clocktower-verdict-impossible = jetzt unmöglich
clocktower-verdict-without = {" "}(ohne { $clauses } ist der Rest davon jetzt möglich)
clocktower-verdict-impossible-because = unmöglich: { $reason }
clocktower-verdict-impossible-clause-because = unmöglich: der Teil `{ $clause }`: { $reason }
clocktower-drop-hint = Nur Zeile { $number } (`{ $entry }`) ist unmöglich: Streich sie und schick den Rest.

## Die Nacht
clocktower-post-night-begins = 🌙 Nacht { $night } beginnt. Schickt eure Listen per DM.
clocktower-night-status = 🌙 Nacht { $night }: { $count ->
        [0] noch keine Listen erhalten
       *[other] Listen erhalten von { $answered }
    } ({ $count } von { $alive } scheinbar Lebenden). Frist { $deadline }.
clocktower-dm-seat = 🔒 Quantum Clocktower #{ $id }, Platz { $seat }:
clocktower-night-prompt = 🌙 Quantum Clocktower #{ $id }, Nacht { $night }: Stell deine geordnete Liste mit dem Menü zusammen (die Ziele eines Charakters wählst du in Menüs, was du erfahren hast, tippst du ein) oder schick sie mit `/ct night`, ein Eintrag pro Zeile, den liebsten zuerst: `wake <character> [choose @a …] [learn <info>]` oder `dont_wake`.{ $first ->
        [yes] {" "}Böse Spieler: Ergänzt eure Zeile `setup demon @d …`.
       *[no] {""}
    } Frist { $deadline }.
clocktower-reminder-night = ⏰ Quantum Clocktower #{ $id }: Für Nacht { $night } fehlt noch deine Liste (`/ct night`); Frist { $deadline }.
clocktower-reminder-reask = ⏰ Quantum Clocktower #{ $id }: Du wurdest um eine neue Liste gebeten; Frist { $deadline }.
clocktower-night-button = Meine Nachtliste schreiben
clocktower-entry-placeholder = Einen Eintrag zur Liste hinzufügen…
clocktower-entry-no-wake = Ich wache nicht auf
clocktower-modal-title = Deine Nachtliste
clocktower-modal-label = Einträge, einer pro Zeile, liebster zuerst
clocktower-night-over = Nacht { $night } ist vorbei; dieses Menü funktioniert nicht mehr.
clocktower-not-offered = Diesen Charakter bietet das Menü nicht an; wähle einen seiner Charaktere.
clocktower-pick-seat = Wähle einen der Plätze im Menü.
clocktower-pick-all = Wähle zuerst jedes Ziel.
clocktower-picker = 🌙 Nacht { $night }, **{ $character }**: Wähle { $count } Ziel(e) in den Menüs ({ $chosen }) und füge dann den Eintrag deiner Liste hinzu; was du erfahren hast, tippst du in der Liste ein.
clocktower-picker-target = Ziel { $slot } von { $count }…
clocktower-picker-earlier = ← Frühere Plätze
clocktower-picker-more = Weitere Plätze →
clocktower-picker-add = Zu meiner Liste hinzufügen…
clocktower-entry-possible = ✅ `{ $entry }` — möglich
clocktower-stored = ✅ Für Nacht { $night } gespeichert; jeder Eintrag ist jetzt möglich:
clocktower-stored-tail = { $reasked ->
        [yes] Die Nacht wird damit weiter aufgelöst.
       *[no] Du kannst sie ändern (schick eine neue Liste), bis die Nacht aufgelöst wird.
    }
clocktower-notes = 🔒 Platz { $seat }, was dir gesagt wurde:

## Der Tag
clocktower-post-day-begins = ☀️ Tag { $day } beginnt.{ $died ->
        [yes] {""}
       *[no] {" "}Heute Nacht ist niemand gestorben.
    } Nominiert mit `/ct nominate`; { $votes } Ja-Stimme(n) bringen jemanden auf den Block.
clocktower-post-nomination = 📣 { $nominator } hat { $nominee } nominiert: { $count } Ja-Stimme(n); { $block }.
clocktower-block-none = niemand ist auf dem Block
clocktower-block-seat = { $seat } ist auf dem Block
clocktower-post-report = 📣 { $text }
clocktower-vote-yes = Ja
clocktower-vote-no = Nein
clocktower-vote-close = Abstimmung schließen
clocktower-vote-head = 🗳️ Tag { $day }, Nominierung { $number }: { $nominator } nominiert { $nominee }.
clocktower-vote-closed = { $head }
    Ja: { $yes }. Die Abstimmung ist geschlossen.
clocktower-vote-open = { $head } Stimmt mit den Buttons ab (wer tot scheint, hat eine Geisterstimme, die mit Ja verbraucht wird). { $votes } Ja-Stimme(n) bringen die Person auf den Block.
    Ja: { $yes } · Nein: { $no }
clocktower-vote-is-open = Eine Abstimmung läuft; sie endet vor der nächsten Nominierung.
clocktower-nominated = ✅ Du hast { $seat } nominiert.
clocktower-vote-closed-refusal = Diese Abstimmung ist geschlossen.
clocktower-only-storyteller-closes = Nur der Erzähler schließt eine Abstimmung.
clocktower-vote-closed-done = ✅ Die Abstimmung ist geschlossen.
clocktower-ghost-spent = Du scheinst tot und hast deine Geisterstimme verbraucht.
clocktower-voted = ✅ Du hast mit { $answer ->
        [yes] Ja
       *[no] Nein
    } gestimmt; bis zum Ende der Abstimmung kannst du das ändern.
clocktower-shot = ✅ Du hast auf { $seat } geschossen.
clocktower-day-ends = ⏰ Tag { $day } endet { $deadline }.

## Das Ende
clocktower-end = 🏁 **{ $summary }** Gewinner: { $winners }.
clocktower-reveal-post = 🔍 Eine Welt, die zu allem Geschehenen passt:
clocktower-final-grimoire = 📖 Das Grimoire am Ende:
clocktower-cancel-grimoire = 📖 Das Grimoire beim Abbruch:
clocktower-reveal-none = Es ist keine Welt mehr übrig, die sich aufdecken ließe.
clocktower-reveal-seat = { $seat } { $name }: { $token } ({ $life ->
        [alive] lebt
       *[dead] tot
    })
clocktower-reveal-became = { $seat } { $name }: { $token }, später { $later } ({ $life ->
        [alive] lebt
       *[dead] tot
    })
clocktower-reveal-bluffs = Bluffs des Dämons: { $bluffs }
clocktower-reveal-red-herring = Ablenkungsziel: { $seat }

## Informationen
clocktower-phase = { $phase ->
    [night] Nacht
    [day] Tag
   *[over] Ende
    } { $number }
clocktower-status-head = { $phase } · scheinen tot: { $dead }
clocktower-status-answered = Listen erhalten von: { $seats }
clocktower-status-resolving = Die Nacht wird aufgelöst.
clocktower-status-threshold = Nötige Stimmen, um jemanden auf den Block zu bringen: { $votes }
clocktower-status-block = Auf dem Block: { $seat }
clocktower-status-paused = ⏸️ Vom Erzähler angehalten.
clocktower-status-deadline = ⏱️ Frist { $deadline }
clocktower-rules = *{ $notice }*
    Du erfährst nur deine Gesinnung. Schick jede Nacht per DM mit `/ct night` oder dem Button eine geordnete Liste dessen, was du getan und erfahren hast, ein Eintrag pro Zeile (oder mit `;` getrennt):
    `wake <character> [choose @a …] [learn <info>]` oder `dont_wake`; böse Spieler schicken in Nacht 1 zusätzlich `setup demon @d [bluffs x y z]`. Der erste mögliche Eintrag wird wahr.
clocktower-character-line = • **{ $name }** — { $summary }
clocktower-counts = { $townsfolk } Dorfbewohner, { $outsiders } Außenseiter, { $minions } { $minions ->
        [one] Scherge
       *[other] Schergen
    }, { $demons } { $demons ->
        [one] Dämon
       *[other] Dämonen
    }{ $modifiers }
clocktower-counts-with = {" "}mit { $characters }
clocktower-counts-and = {" "}und{" "}
clocktower-counts-or = ; oder{" "}
clocktower-counts-none = kein gültiger Aufbau
clocktower-sheet-at = **Bei { $players } Spielern:** { $counts }.
clocktower-sheet-counts = **Rollenverteilung:**
clocktower-sheet-size = { $players } Spieler: { $counts }.
clocktower-sheet-first-night = **Reihenfolge in Nacht 1:** böses Team und Bluffs → { $order }
clocktower-sheet-other-nights = **Weitere Nächte:** { $order }
clocktower-votes-nomination = {"  "}{ $number }. { $nominator } hat { $nominee } nominiert: { $count } Ja ({ $voters })
clocktower-votes-day = **Tag { $day }**
clocktower-votes-no-nominations = {"  "}keine Nominierungen
clocktower-votes-executed = {"  "}hingerichtet: { $who }
clocktower-votes-no-execution = {"  "}keine Hinrichtung
clocktower-votes-no-day = Es hat noch kein Tag begonnen.

## Die Werkzeuge des Erzählers
clocktower-grimoire-head = 📖 Grimoire von #{ $id }
clocktower-grimoire-attached = { $head } (im Anhang).
clocktower-grimoire-dusk = (Stand der Abenddämmerung: Die Listen dieser Nacht werden im Morgengrauen festgelegt)
clocktower-grimoire-answered = heute Nacht geantwortet: { $seats }
clocktower-asked-again = erneut gefragt: { $seat }
clocktower-explain-possible = { $seat } kann noch { $token } sein.
clocktower-explain-rules = { $seat } kann nicht { $token } sein, allein schon wegen des Gesinnungswurfs und der Regeln für diese Spielerzahl.
clocktower-explain-because = { $seat } kann nicht { $token } sein, wegen:
clocktower-explain-item = { $held ->
        [setup] Nacht 1, { $seat }: `{ $line }`
        [entry] Nacht { $number }, { $seat }: `{ $line }`
        [dawn] Nacht { $number }, Morgengrauen: das Spiel ging weiter
        [event] Tag { $number }: { $event }
        [after] Tag { $number }: das Spiel ging weiter nach: { $event }
       *[dusk] Tag { $number }, Ende: das Spiel ging weiter
    }
clocktower-explain-action = { $verb ->
        [damsel] { $actor } tippt auf { $target } als Burgfräulein
       *[slay] { $actor } schießt auf { $target }
    }
clocktower-explain-claim = { $seat } behauptet, { $character } zu sein
clocktower-explain-executed = { $seat } hingerichtet
clocktower-unknown-token = „{ $token }“ ist kein Charakter von { $script }: Gib eine Charakter-ID an, etwa `soldier`, `drunk` oder `drunk(empath)`
clocktower-lists-not-night = Es ist { $phase ->
        [day] Tag
       *[over] Spielende
    } { $number }; Listen werden nachts geschickt.
clocktower-lists-head = Listen für Nacht { $night }:
clocktower-lists-dead = { $head }: scheint tot
clocktower-lists-accepted = {" "}(angenommen)
clocktower-lists-trying = {" "}(wird versucht)
clocktower-lists-none = keine Liste (dont_wake)
clocktower-resolved = ✅ Die Nacht ist aufgelöst, so weit es geht.
clocktower-close-vote-first = Eine Abstimmung läuft; schließ sie zuerst (mit ihrem Schließen-Button).
clocktower-day-over = ✅ Der Tag ist vorbei.
clocktower-no-vote = Es läuft keine Abstimmung.
clocktower-not-confirmed = Du hast nicht bestätigt; das Spiel geht weiter.
clocktower-cancelled = 🛑 Der Erzähler hat das Spiel abgebrochen: Niemand gewinnt.
clocktower-cancel-done = ✅ Das Spiel ist abgebrochen und aufgedeckt.
clocktower-no-deadline = Es läuft keine Frist.
clocktower-extended-post = ⏱️ Der Erzähler hat { $hours } h hinzugefügt: Frist { $deadline }.
clocktower-extended = ✅ { $hours } h hinzugefügt.
clocktower-deadlines-set = ✅ Nächte { $night } h, Tage { $day } h, erneute Fragen { $reask } h, ab der nächsten.
clocktower-reminded = ✅ { $count } Spieler erinnert.
clocktower-kicked-post = 🚪 Der Erzähler hat { $player } von Platz { $seat } entfernt. Der Platz bleibt im Spiel: Schweigen zählt als Nicht-Aufwachen; `/ct-st replace` besetzt ihn neu.
clocktower-kicked = ✅ Platz { $seat } ist jetzt leer.
clocktower-seats-range = Dieses Spiel hat die Plätze @1 bis @{ $count }.
clocktower-has-part = { $name } spielt in diesem Spiel schon mit.
clocktower-was-removed = { $name } wurde von einem Platz entfernt und kennt dessen Geheimnisse; { $name } kann keinen anderen Platz übernehmen.
clocktower-seat-taken = Platz { $seat } wird von { $player } gespielt; entferne die Person zuerst mit `/ct-st kick`, wenn du den Platz vergeben willst.
clocktower-replace-dm = 🔒 Quantum Clocktower #{ $id }: Du übernimmst Platz { $seat }. Was dem Platz bisher gesagt wurde:
clocktower-replace-post = 🔁 { $player } übernimmt Platz { $seat }.
clocktower-replaced = ✅ { $player } spielt jetzt Platz { $seat }.
clocktower-grimoire-seat = { $seat } [{ $life ->
        [alive] lebt
        [dead] tot
       *[either] lebt oder tot
    }{ $poisoned ->
        [yes] , vielleicht vergiftet
       *[no] {""}
    }]: { $tokens }
clocktower-grimoire-in = im Spiel: { $characters }
clocktower-grimoire-out = nicht im Spiel: { $characters }
clocktower-grimoire-bluffs = Bluffs: { $characters }
clocktower-grimoire-worlds = Welten: { $count ->
        [many] viele
       *[other] { $count }
    }
clocktower-grimoire-notes = in einer möglichen Welt: { $notes }
clocktower-grimoire-note = { $seat }{ $code ->
        [chosen] gewählt
        [spent] verbraucht
        [pending] steht an
       *[marked] markiert
    } ({ $character })
clocktower-grimoire-pending = ausstehende Hinweise: { $prompts }
clocktower-grimoire-prompt = { $seat } { $became ->
        [yes] jetzt { $character }
       *[no] Marke { $token }
    }
clocktower-grimoire-swaps = ausstehende Tausche: { $swaps }
clocktower-grimoire-held = { $seat } hält vielleicht außerdem: { $instances }
clocktower-grimoire-now = { $seat } jetzt: { $characters }
clocktower-grimoire-swap = { $seat } { $told ->
        [yes] jetzt { $characters } (Tausch, Nacht { $night })
       *[no] in Nacht { $night } getauscht, noch nicht gesagt, bis alle Welten übereinstimmen: { $characters }
    }

## /help
clocktower-help-summary = Ein Erzählerspiel nach Blood on the Clocktower, bei dem niemand einen Charakter zugeteilt bekommt: Jede Nacht sagst du, was du getan und erfahren hast, und der Bot behält jedes Grimoire, das dazu passt.
clocktower-help-start = Ein Erzähler eröffnet mit `/ct new` einen Tisch; die Spieler drücken unter seinem Beitrag auf **Beitreten**.
clocktower-help-short-label = Die Kurzfassung
clocktower-help-short-title = Quantum Clocktower: die Kurzfassung
clocktower-help-short = Du erfährst nur, ob du gut oder böse bist (die bösen Spieler erfahren auch voneinander). Dein Charakter wird nicht zugeteilt: Jede Nacht schickst du eine geordnete Liste dessen, was du getan und erfahren hast, und der erste Eintrag, der zu einer mit allem Bisherigen verträglichen Welt passt, wird für dich wahr.

    Am Tag redet das Dorf, nominiert und stimmt ab wie gewohnt. `/ct rules` zeigt die Grammatik der Listen und alle Charaktere, `/ct script` den Charakterbogen, die Nachtreihenfolge und die Rollenverteilung für euren Tisch.

    {"*"}{ $notice }*
clocktower-help-night-label = Die Nacht: deine Liste
clocktower-help-night = Schick deine Liste per DM, mit `/ct night` oder dem Button in der DM. Ein Eintrag pro Zeile: `wake <character> [choose @a …] [learn <info>]` oder `dont_wake`. Der Bot prüft jeden Eintrag bei seiner Ankunft und sagt dir, wenn er nicht mehr wahr sein kann. Böse Spieler schicken in Nacht 1 zusätzlich eine Aufbauzeile (`setup demon @d …`).

    Kann keiner deiner Einträge mehr wahr sein, sobald die anderen geantwortet haben, wirst du erneut gefragt; wer schweigt, bekommt bei Fristende einen möglichen Eintrag ausgelost.
clocktower-help-day-label = Der Tag: Nominierungen und Abstimmungen
clocktower-help-day = `/ct nominate @seat` eröffnet eine Abstimmung mit den Buttons Ja und Nein; Tote behalten eine Geisterstimme. Wer die meisten Ja-Stimmen hat, mindestens die Hälfte der Lebenden und mehr als alle anderen, wird am Ende des Tages hingerichtet. `/ct slay @seat` ist ein öffentlicher Schuss, der den Dämon nur tötet, wenn der Schütze der Jäger ist. Bei Unschärferelation außerdem: `/ct nominate_storyteller`, `/ct claim` (eine öffentliche Behauptung, die die Fee liest), `/ct damsel @seat` (ein öffentlicher Tipp auf das Burgfräulein) und per DM `/ct puzzle` (der private Tipp des Rätselmeisters). `/ct status` zeigt die Phase, wer tot scheint, und die Frist; `/ct votes` jede Abstimmung des Spiels.
clocktower-help-storyteller-label = Für den Erzähler
clocktower-help-storyteller = `/ct new` eröffnet einen Tisch und macht dich zu seinem Erzähler; **Starten** teilt die Gesinnungen zu. `/ct-st resolve` beendet die Nacht, `/ct-st end_day` den Tag; `/ct-st grimoire` zeigt nur dir jede noch mögliche Welt, `/ct-st explain`, warum ein Platz einen Charakter nicht haben kann, und `/ct-st lists` jede heute Nacht geschickte Liste. Fristen: `/ct-st deadlines`, `extend`, `pause`, `resume`, `remind`; Plätze: `kick`, `replace`; `/ct-st cohost` fügt einen Mit-Erzähler hinzu, der all das auch darf (nie jemand, der mitspielt oder mitgespielt hat).
clocktower-image-poisoned = (v?)
clocktower-image-drunk = S
clocktower-image-instance = { $held ->
        [held] +
        [void] ~
       *[maybe] ~?
    }

clocktower-setup-gap = { $modifiers ->
        [with] mit { $characters }
        [without] ohne { $characters }
       *[none] nach den reinen Zahlen
    }: { $lack ->
        [minion-seats] { $needed } Schergen passen nicht auf { $has } Plätze
        [minions] die anderen { $has } Schergen können { $needed } Plätze nicht füllen
        [outsiders] { $needed } Außenseiter nötig, das Skript hat { $has }
        [townsfolk] { $needed } Dorfbewohner nötig, das Skript hat { $has }
       *[bluffs] es bleiben keine drei guten Charaktere für die Bluffs des Dämons übrig
    }
clocktower-gap-and = { $first } und { $second }
clocktower-gap-or = { $first } oder { $second }


clocktower-setup-not-playable = { $script } kann noch nicht gespielt werden: Die Engine rechnet seine Spiele noch nicht schnell genug durch
clocktower-setup-none = Für { $script } gibt es mit { $players } Spielern keinen gültigen Aufbau ({ $reason }); es braucht { $low } bis { $high } Spieler
## Skript 2 auf Discord (Issue 26)
clocktower-script-not-playable = Du kannst noch kein Spiel { $script } eröffnen: der Bot kann die Listen bei { $players } Spielern noch nicht rechtzeitig beantworten. Wähle { $others }.
clocktower-script-not-playable-above = Du kannst { $script } mit { $players } Spielern noch nicht eröffnen: der Bot beantwortet die Listen nur bis { $most } Spieler rechtzeitig. Wähle einen Tisch mit höchstens { $most } Spielern oder { $others }.
clocktower-setup-not-playable-above = { $script } kann mit mehr als { $most } Spielern noch nicht gespielt werden: Die Engine rechnet größere Spiele noch nicht schnell genug durch
clocktower-lobby-adjudicated = { $possible ->
        [yes] Ein Atheistenspiel ist möglich: Der Erzähler leitet das Spiel dann vielleicht ganz ohne Dämon und ohne böses Team.
       *[no] Kein Atheistenspiel: Jedes Spiel dieses Tischs ist ein Quantenspiel.
    }
clocktower-lobby-sheet-hint = Alle Charaktere in Kürze: der Button „Charakterbogen“ oder `/ct script`.
clocktower-the-storyteller = den Erzähler
clocktower-storyteller-not-nominee = Du kannst den Erzähler nur in einem Spiel mit dem Skript Unschärferelation nominieren.
clocktower-no-claims = Du kannst dich nur in einem Spiel mit dem Skript Unschärferelation als Charakter ausgeben.
clocktower-claimed = ✅ Du hast behauptet, { $character } zu sein.
clocktower-guessed = ✅ Du hast getippt, dass { $seat } das Burgfräulein ist.
clocktower-entry-kind = wake { $kind } (irgendein { $kind ->
        [townsfolk] Dorfbewohner
        [outsider] Außenseiter
        [minion] Scherge
       *[demon] Dämon
    })
clocktower-picker-join = Zu meinem letzten Eintrag hinzufügen (&)…
clocktower-reveal-change = Nacht { $night }: { $seat } { $name } wurde { $token } (ein Tausch).
clocktower-damsel-guessed = Du hast schon auf das Burgfräulein getippt: Jeder Spieler tippt einmal pro Spiel.
clocktower-report-private-accepted = Dein Tipp ist angenommen: Du hast auf { $guessed } getippt und { $learned } erfahren.
clocktower-explain-private = { $seat } hat privat `{ $line }` geschickt
clocktower-puzzled = ✅ Angenommen: `{ $entry }` (das erfährst nur du).
clocktower-no-atheist = Die Chance auf ein Atheistenspiel kannst du nur bei einem Skript mit dem Atheisten (Unschärferelation) festlegen.
clocktower-sheet-clauses = **Listen auf diesem Skript:** Verbinde Klauseln eines Eintrags mit `&` (beim Dämon `wake pukka choose @2 & wake barber choose @1 @3`); eine Klausel darf statt eines Charakters eine Art nennen (`wake demon choose @2`); in Nacht 1 darf ein Scherge `setup damsel` hinzufügen. **Bei Tag:** `/ct claim`, `/ct damsel`, `/ct nominate_storyteller` und per DM `/ct puzzle`.
