import type { ReviewTexts } from './review-texts'

export const REVIEW_TEXTS_DE: ReviewTexts = {
  sections: {
    summary: {
      good: ['Insgesamt eine sehr lehrreiche Zeit, die ich sofort wieder wählen würde.', 'Tolles Haus mit guter Stimmung, ich habe mich von Anfang an willkommen gefühlt.'],
      mixed: ['Solide Stelle mit Licht und Schatten, für ein Jahr aber empfehlenswert.', 'Man lernt viel, muss aber auch einiges aushalten können.'],
      bad: ['Leider eine anstrengende Zeit, die Strukturen sind veraltet.', 'Ich würde die Stelle so nicht weiterempfehlen.'],
    },
    work: {
      good: ['Die Arbeitszeiten werden eingehalten und Überzeit wird kompensiert.', 'Gut organisierter Dienstplan, der frühzeitig bekannt ist.'],
      mixed: ['Die Arbeitslast schwankt stark, an manchen Tagen wird es sehr lang.', 'Überstunden sind häufig, werden aber erfasst.'],
      bad: ['Regelmässig 12-Stunden-Tage, Überzeit wird kaum kompensiert.', 'Der Dienstplan kommt oft sehr kurzfristig.'],
    },
    work_life: {
      good: ['Teilzeit ist möglich und Wünsche im Dienstplan werden berücksichtigt.', 'Freizeit und Familie kommen nicht zu kurz.'],
      mixed: ['Unter der Woche bleibt wenig Zeit, die Wochenenden sind meist frei.', 'Vereinbarkeit ist okay, Teilzeit nur nach langer Diskussion.'],
      bad: ['Privatleben ist in dieser Stelle kaum planbar.', 'Viele Wochenenddienste, wenig Rücksicht auf Familien.'],
    },
    team: {
      good: ['Sehr kollegiales Team, man hilft sich gegenseitig.', 'Die Zusammenarbeit mit der Pflege ist ausgezeichnet.'],
      mixed: ['Das Team ist nett, aber die Fluktuation ist hoch.', 'Grundsätzlich gute Stimmung, mit einzelnen Spannungen.'],
      bad: ['Die Stimmung im Team ist angespannt.', 'Wenig Zusammenhalt, jede und jeder kämpft für sich.'],
    },
    superior: {
      good: ['Die Kaderärztinnen und -ärzte sind erreichbar und unterstützen gerne.', 'Faire Vorgesetzte, die Feedback ernst nehmen.'],
      mixed: ['Die Unterstützung hängt stark vom diensthabenden Kader ab.', 'Vorgesetzte sind fachlich stark, aber oft wenig präsent.'],
      bad: ['Kaum Rückmeldungen, Fragen werden als störend empfunden.', 'Der Umgangston der Vorgesetzten ist oft ruppig.'],
    },
    admin: {
      good: ['Dank Schreibkräften und gutem KIS hält sich die Administration in Grenzen.', 'Berichte sind schlank und gut strukturiert.'],
      mixed: ['Viel Dokumentation, aber das System funktioniert.', 'Die Administration nimmt etwa die Hälfte des Tages ein.'],
      bad: ['Unmengen an Administration, oft doppelt in verschiedenen Systemen.', 'Das Klinikinformationssystem ist langsam und umständlich.'],
    },
    learning: {
      good: ['Strukturierte Weiterbildung mit wöchentlichen Fortbildungen.', 'Man darf früh Verantwortung übernehmen und wird dabei gut begleitet.'],
      mixed: ['Fortbildungen finden statt, fallen aber bei Personalmangel aus.', 'Lernkurve gut, Teaching am Patientenbett eher selten.'],
      bad: ['Weiterbildung findet praktisch nicht statt.', 'Man wird als Arbeitskraft eingesetzt, Lernen kommt zu kurz.'],
    },
    mutual: {
      good: ['Respektvoller Umgang über alle Berufsgruppen hinweg.', 'Wertschätzende Kultur, Fehler werden offen besprochen.'],
      mixed: ['Meist respektvoll, in stressigen Situationen aber auch mal laut.', 'Der Umgang ist korrekt, aber eher distanziert.'],
      bad: ['Hierarchisches Denken prägt den Alltag.', 'Wertschätzung fehlt leider weitgehend.'],
    },
  },
  improvement: [
    'Mehr geschützte Zeit für Fortbildungen wäre wünschenswert.',
    'Ein fixer Ansprechpartner für neue Assistenzärztinnen und -ärzte würde helfen.',
    'Die Dienstplanung sollte früher veröffentlicht werden.',
    'Weniger Doppelspurigkeiten in der Dokumentation.',
    'Mehr Teilzeitstellen und Jobsharing anbieten.',
  ],
  rejectReasons: [
    'Die Bewertung enthält Personennamen. Bitte formuliere sie ohne Namen neu.',
    'Die Bewertung ist nicht sachlich formuliert. Bitte überarbeite die Abschnitte Team und Vorgesetzte.',
  ],
  employerAnswers: [
    'Vielen Dank für Ihr ausführliches Feedback. Wir haben Ihre Anregungen im Kaderteam besprochen und passen die Dienstplanung an.',
    'Herzlichen Dank für die positive Rückmeldung, die wir gerne an das ganze Team weitergeben.',
    'Danke für Ihre offenen Worte. Die Weiterbildung ist uns wichtig, deshalb haben wir ein neues Fortbildungsprogramm eingeführt.',
  ],
  employerFunctions: ['Leiterin Personal', 'Chefarzt Innere Medizin', 'Leiter HR-Services', 'Chefärztin Chirurgie'],
}
