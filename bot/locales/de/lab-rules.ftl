# Schrödinger's Lab: /lab rules und die Seiten von /help.

lab-notice = Inoffizielles Fan-Werkzeug, weder verbunden mit noch unterstützt vom Verlag; Schrödinger's Laboratory for Quantum Research stammt von James Mapes.
lab-rules-list = 📖 Themen: { $topics } — `/lab rules topic`.
    -# { $notice }
lab-rules-first = **Erstes Spiel** (`/lab new first_game:True`), zum Lernen: keine Katzen, kein Szenario, und wer als Erstes einen Würfel auf den Mainframe bringt, gewinnt.
lab-rules-turn = **Ein Zug.** Schau einmal (oder verbring den ganzen Zug damit, dich nach Hause zu bloopen), dann bis zu vier Aktionen in beliebiger Reihenfolge, oder Fertig. Danach wirken die Spielplan-Elemente auf dich; ein Pausenraum gibt ein zusätzliches Schauen und so viele Aktionen, wie er Tassen zeigt. Der Zug endet mit einem weiteren Schauen.
lab-rules-see = **Schauen.** Schau nach oben, unten, links oder rechts: Entlang dieser Linie bekommt jedes leere Feld, in das du sehen kannst, das oberste Plättchen des verdeckten Stapels, so gedreht, dass es sich zu dir hin öffnet. Passt mehr als eine Drehung, wählst du eine (die Knöpfe zeigen nur die verschiedenen erlaubten). Die Linie endet an einer Wand.
lab-rules-actions = **Aktionen** (je eine): einen Schritt gehen, einen Würfel auf deinem Feld aufheben, einer Person auf deinem Feld ihren Würfel stehlen, deinen ablegen, eine Person auf deinem Feld einen Schritt wegschubsen, durch das Wurmloch gehen, auf dem du stehst, oder einmal die Fähigkeit deiner Katze nutzen. `/lab move` macht mehrere Schritte auf einmal.
lab-rules-data = **Daten.** Bring einen Würfel auf den Mainframe, um seine Farbe zu protokollieren (kostenlos und Pflicht). Protokolliere so viele Farben, wie das Spiel verlangt, um zu gewinnen. Sind alle vier Plätze belegt, setzt sich der Mainframe zurück: Würfel 1 und A ergeben Koordinaten, und jeder Würfel kommt in seinem eigenen Sektor dorthin.
lab-rules-elements = **Spielplan-Elemente** wirken nach deinen Aktionen auf alle, die auf einem stehen: Ein Teleporter wirft Würfel 1 und trägt dich genau so weit in Pfeilrichtung, über alles hinweg; ein Randomizer würfelt Koordinaten (und, wenn mehrfarbig, einen Sektor) und setzt dich dorthin; ein Vakuumkollabierer blooppt dich. Wer auf dem Feld steht, auf dem du landest, wird geblooppt. Ketten enden immer.
lab-rules-bloop = **Bloopen** schickt eine Person nach Hause in ihr Büro und einen getragenen Würfel auf seinen Platz. Das passiert, wenn ein Teleport oder ein Transit auf dir landet, wenn ein Teleport vom Plan führt, auf einem Kollabierer oder wenn du deinen ganzen Zug dafür nutzt (`/lab bloop`).
lab-rules-cats = **Katzen** (standardmäßig an, im ersten Spiel aus). Jede Person hat eine offene Katze: eine Fähigkeit (eine Aktion, einmal pro Zug; ihr Knopf sagt, was sie tut) und eine Reaktion, die von selbst auslöst, wenn ihr Mensch einen Würfel aufhebt oder stiehlt. `/lab status` zeigt, wer welche hat.
    • **Boson** — *Plättchen schieben ↑↓←→*: Ein Plättchen neben dir rutscht ein Feld von dir weg. Reaktion: Alle Plättchen neben dir rutschen weg.
    • **Heisenpurr** — *Mich zufällig versetzen*: Du landest auf gewürfelten Koordinaten in einem gewürfelten Sektor, wie bei einem Regenbogen-Randomizer. Reaktion: Du schaust sofort einmal.
    • **Qubit** — *Tunneln ↑↓←→*: ein Schritt geradeaus durch eine Wand (nie auf ein ungesehenes Feld oder vom Plan). Reaktion: Alle anderen, die einen Würfel tragen, lassen ihn fallen.
    • **Spooky** — *Tauschen mit P…*: Tausch den Platz mit einer Person auf deinen Koordinaten in einem anderen Sektor (Würfel reisen mit). Reaktion: Jeder Würfel, der in einem Sektor liegt, springt in seinem Sektor auf deine Koordinaten.
    • **Tachyon** — *Sprinten ↑↓←→*: zwei erlaubte Schritte in dieselbe Richtung für eine Aktion. Reaktion: eine Aktion mehr in diesem Zug.
    • **Snooze** — *Nickerchen*: Spielplan-Elemente (auch Pausenräume) lassen dich bis zum Ende deines Zugs in Ruhe. Reaktion: Deine Aktionen enden sofort.
    • **Fermi** — *Anfauchen P…* (einmal pro Spiel): Bloopp eine Person auf deinem Feld. Reaktion: Die nächste Person schubst dich einen erlaubten Schritt in eine Richtung ihrer Wahl.
    • **Gyro** — *Mein Plättchen drehen ↻/↺*: Dein Plättchen (oder sein ganzes Kollabierer-Set) dreht sich um eine Vierteldrehung. Reaktion: Alle Plättchen neben dir drehen sich eine Vierteldrehung im Uhrzeigersinn.
lab-rules-scenarios = **Szenarien** (`/lab new scenario:`, eines pro Spiel, oder `random`):
    • **decaf** (Entkoffeiniert, leicht, länger): Pausenräume geben eine Aktion weniger; ein Raum mit einer Tasse gibt nur sein Schauen.
    • **openplan** (Großraumbüro, leicht, kürzer): Zu Beginn und nach jedem Zurücksetzen bekommt jeder Würfel auf einem ungesehenen Feld ein Plättchen untergelegt, gedreht von der ersten Person oder der, die gewürfelt hat.
    • **tunnel** (Tunnelblick, mittel, länger): Ein Schauen reicht höchstens drei Felder weit.
    • **breach** (Eindämmungsbruch, mittel, länger): Am Ende jeder Runde werden Würfel 1 und A geworfen; wer auf diesen Koordinaten steht, in welchem Sektor auch immer, wird geblooppt.
    • **grant** (Förderfrist, mittel, kürzer): Das Spiel endet nach Runde 12; wer die meisten Farben protokolliert hat, gewinnt (Gleichstand teilt sich den Sieg).
    • **walls** (Wandernde Wände, schwer, länger): Am Ende jeder Runde bestimmen Würfel 1, A und S ein Feld; das Plättchen dort dreht sich eine Vierteldrehung im Uhrzeigersinn.
    Die Würfe am Rundenende stehen unter einer Überschrift *Rundenende*.
lab-rules-tiles = **Plättchen-Symbole** auf dem Spielplanbild:
    • einfacher Raum (kein Symbol): Nichts passiert.
    • lila Pfeil — Teleporter: Wer darauf endet, wirft Würfel 1 und fliegt so viele Felder in Pfeilrichtung, über alles hinweg.
    • braune Tasse mit Zahl — Pausenraum: Die Person am Zug bekommt ein zusätzliches Schauen und so viele Aktionen (jeder Raum einmal pro Zug).
    • farbige Scheibe mit ?R/?G/?Y/?B — Randomizer: versetzt auf gewürfelte Koordinaten dieses Sektors; eine vierfarbige Scheibe mit ? würfelt auch den Sektor.
    • Ring W1–W4 — Wurmloch: `/lab transit` bringt dich zu seinem anderen Ende (dem grauen Plättchen mit derselben Zahl).
    • dunkles Sechseck V1–V4 — Vakuumkollabierer und seine grauen Begleiter: Wer auf einem endet, wird geblooppt.
    • das mittlere Quadrat — der Mainframe: Seine vier Plätze zeigen die protokollierten oder gelöschten Farben.
lab-rules-clock = **Fristen.** Jeder Zug hat das Zeitlimit der Spielleitung (standardmäßig 24 Std.), mit Erinnerungen zur Halbzeit und eine Stunde vor Ablauf. Läuft die Zeit ab, nimmt der Rest des Zugs neutrale Vorgaben; nach zwei Zeitüberschreitungen in Folge bist du abwesend, bis du `/lab back` nutzt.
lab-rules-wipe = **Löschen.** Einen Würfel, den kein Weg je erreichen kann, darf man auf seinen Platz löschen: `/lab wipe` startet eine Abstimmung, die innerhalb von 24 Std. das Ja aller braucht.

## /help
lab-help-summary = Ein Brettspiel für 2 bis 8: Forschende rennen durch ein Labor, dessen Räume unbekannt bleiben, bis jemand hinschaut, und bringen Datenwürfel in jeder Farbe zum Mainframe.
lab-help-start = `/lab new` postet eine Lobby und öffnet den Thread des Spiels; Mitspielende drücken **Beitreten**.
lab-help-short-label = Die Kurzfassung
lab-help-short-title = Schrödinger's Lab: die Kurzfassung
lab-help-short = Jeder Sektor des Labors ist leer, bis jemand hineinschaut: Dann werden Plättchen gezogen und gelegt, und der Raum ist, was er ist. In deinem Zug schaust du einmal, machst bis zu vier Aktionen (gehen, aufheben, stehlen, ablegen, schubsen, Wurmloch, die Fähigkeit deiner Katze), lässt dich vom Spielplan bewegen und schaust noch einmal. Bring einen Würfel jeder verlangten Farbe zum Mainframe, um zu gewinnen.

    Der Bot pingt dich im Thread des Spiels, wenn du am Zug bist; nutze die Knöpfe des Zugbeitrags oder die `/lab`-Befehle.

    {"*"}{ $notice }*
lab-help-rules-label = Regeln nach Thema
lab-help-rules-title = Regeln nach Thema
lab-help-rules = `/lab rules` listet die Themen: ein Zug, Schauen, Aktionen, Daten und der Mainframe, Spielplan-Elemente, Bloopen, Katzen, Fristen und Löschen. `/lab status` zeigt die Plätze, Katzen und Würfel; `/lab board` den Spielplan.
lab-help-host-label = Für die Spielleitung
lab-help-host-title = Für die Spielleitung
lab-help-host = Wer die Lobby öffnet, leitet das Spiel. `/lab host pause`, `resume`, `extend` und `deadline` steuern die Uhr; `skip` beendet den laufenden Zug, `kick` entfernt eine Person, `abort` beendet das Spiel ohne Sieger, `replace` gibt den Platz einer Person einem anderen Mitglied, `cohost` fügt eine Mit-Spielleitung hinzu, die all das auch darf. Abgelaufene Züge nehmen neutrale Vorgaben; nach zweien in Folge gilt eine Person als abwesend, bis sie `/lab back` nutzt.
