## Atheistenspiele (vom Erzähler entschieden, Nachtrag §10): nur der Erzähler liest diese,
## außer der Enthüllung und dem Ende, die nach dem Spiel kommen.

# $phase: night, day oder over; $number: ihre Nummer.
clocktower-adjudicate-head = 🎭 **Atheistenspiel**: alle sind gut, und du entscheidest, als wäre es ein Quantenspiel. { $phase ->
    [night] Nacht
    [day] Tag
   *[over] Ende
    } { $number }. Zu jeder Liste steht das Urteil des Schattens (ein Quantenspiel mit einem Phantomwurf); es gilt für jede Entscheidung, die du vor der Auflösung der Nacht nicht triffst. `/ct-st prompt` sagt einer Person ihre Marke oder, nach einem Tausch, den du nachspielst, ihre neue Rolle, in den Worten des Quantenspiels.
# $head: Platz und Name; $entries: die nummerierten Einträge; $shadow, $ruled: die Urteile.
clocktower-adjudicate-list = { $head }: { $entries } — Schatten: { $shadow }; du: { $ruled }
clocktower-adjudicate-shadow-entry = Eintrag { $entry }
clocktower-adjudicate-shadow-reask = erneut fragen
clocktower-adjudicate-no-ruling = noch keine Entscheidung
clocktower-adjudicate-ruled-entry = Eintrag { $entry }
clocktower-adjudicate-ruled-reask = erneut fragen
clocktower-adjudicate-approve = { $entry } annehmen
clocktower-adjudicate-reject = Ablehnen: erneut fragen
clocktower-adjudicate-dead = { $seat } stirbt
clocktower-adjudicate-survive = Die hingerichtete Person überlebt
clocktower-adjudicate-end-evil = Ende: Das böse Team gewinnt
clocktower-adjudicate-not-atheist = Das ist kein Atheistenspiel: hier entscheiden die Regeln, nicht du.
# $seat: ein Platz.
clocktower-adjudicate-dead-seat = { $seat } scheint schon tot.
clocktower-adjudicate-stale = Diese Buttons gehören zu einer anderen Nacht oder einem anderen Tag; öffne `/ct-st adjudicate` erneut.
# $ruling: die Entscheidung, wie das Protokoll sie schreibt.
clocktower-adjudicate-recorded = ✅ Entscheidung festgehalten: `{ $ruling }`.
clocktower-reveal-atheist = 🔍 **Atheistenspiel**: alle waren gut, und der Erzähler hat entschieden, was geschah. Es gibt keine Welt zu zeigen; das Protokoll enthält jede Entscheidung.
clocktower-winners-none = niemand (das gute Team verliert)
# $team: good oder evil.
clocktower-adjudicate-shadow-over = Das Schattenspiel ist vorbei: { $team ->
    [good] das gute Team hat gewonnen (so kann ein Atheistenspiel nicht enden; spielt weiter).
   *[evil] das böse Team hat gewonnen (`Ende: Das böse Team gewinnt` würde das nachspielen).
    }
clocktower-adjudicate-no-explain = Ein Atheistenspiel hat keine Welten zum Erklären: es gilt, was du entscheidest (`/ct-st adjudicate`).
# $code: warum; $count: die Einträge der Liste.
clocktower-ruling-refused = Diese Entscheidung geht jetzt nicht: { $code ->
    [seat-dead] diese Person scheint tot.
    [not-before-resolving] Listen werden nachts entschieden, bevor die Nacht aufgelöst wird.
    [no-such-entry] die Liste dieser Person hat jetzt { $count } Einträge (sie hat eine neue geschickt).
    [not-on-script] dieser Charakter steht nicht auf dem Skript.
    [not-day] nur die heute hingerichtete Person kann überleben, tagsüber.
    [not-a-minion] nur wer zum Schergen wurde, erfährt, was die Schergen beim Aufbau erfahren haben.
    [not-learned] diesen Charakter erfahren die Schergen beim Aufbau nicht.
    [never-told] diesen Charakter bekommt in einem Quantenspiel nie jemand gesagt: das würde das Atheistenspiel verraten.
    [no-swap-yet] bis zur nächsten Morgendämmerung oder zum Ende des Tages kann noch kein Charakter getauscht worden sein (noch kann kein Platz gewirkt haben, der Charaktere tauscht): ein Quantenspiel meldet dann keinen Wechsel.
    [changed-once] dieser Person wurde schon ein Wechsel gesagt: auf diesem Skript wird eine lebende Person höchstens einmal getauscht, ein Quantenspiel meldet ihr also keinen zweiten.
   *[not-adjudicated] das ist kein Atheistenspiel.
    }
