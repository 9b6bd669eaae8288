import type { ReviewTexts } from './review-texts'

export const REVIEW_TEXTS_IT: ReviewTexts = {
  sections: {
    summary: {
      good: ['Nel complesso un periodo molto formativo che rifarei subito.', 'Ottimo ospedale, mi sono sentita/o benvenuta/o fin dal primo giorno.'],
      mixed: ['Un posto discreto con alti e bassi, consigliabile per un anno.', 'Si impara molto, ma bisogna saper resistere.'],
      bad: ['Purtroppo un periodo faticoso, le strutture sono superate.', 'Non consiglierei questo posto così com’è.'],
    },
    work: {
      good: ['Gli orari vengono rispettati e gli straordinari compensati.', 'Piano dei turni ben organizzato e noto con anticipo.'],
      mixed: ['Il carico di lavoro varia molto, alcune giornate sono lunghissime.', 'Gli straordinari sono frequenti, ma vengono registrati.'],
      bad: ['Giornate di 12 ore regolari, straordinari poco compensati.', 'Il piano dei turni arriva spesso all’ultimo momento.'],
    },
    work_life: {
      good: ['Il tempo parziale è possibile e i desideri vengono considerati.', 'Tempo libero e famiglia non vengono trascurati.'],
      mixed: ['Poco tempo durante la settimana, ma i fine settimana sono spesso liberi.', 'Conciliazione accettabile, il tempo parziale è difficile da ottenere.'],
      bad: ['La vita privata è quasi impossibile da pianificare.', 'Molti turni nel fine settimana, poca attenzione alle famiglie.'],
    },
    team: {
      good: ['Team molto collegiale, ci si aiuta a vicenda.', 'Ottima collaborazione con le cure infermieristiche.'],
      mixed: ['Il team è simpatico, ma c’è molto ricambio.', 'In generale un buon clima, con qualche tensione.'],
      bad: ['Il clima nel team è teso.', 'Poca coesione, ognuno pensa a sé.'],
    },
    superior: {
      good: ['I quadri sono raggiungibili e sostengono volentieri.', 'Superiori corretti che prendono sul serio i riscontri.'],
      mixed: ['Il sostegno dipende molto dal quadro di turno.', 'Superiori competenti, ma spesso poco presenti.'],
      bad: ['Pochi riscontri, le domande sono mal viste.', 'Il tono dei superiori è spesso brusco.'],
    },
    admin: {
      good: ['Grazie al segretariato l’amministrazione resta contenuta.', 'I rapporti sono snelli e ben strutturati.'],
      mixed: ['Molta documentazione, ma il sistema funziona.', 'L’amministrazione occupa circa metà della giornata.'],
      bad: ['Moltissima amministrazione, spesso doppia in sistemi diversi.', 'La cartella clinica informatizzata è lenta e macchinosa.'],
    },
    learning: {
      good: ['Perfezionamento strutturato con formazioni settimanali.', 'Si assumono presto responsabilità con un buon accompagnamento.'],
      mixed: ['Le formazioni ci sono, ma saltano quando manca personale.', 'Buona curva di apprendimento, poco insegnamento al letto del paziente.'],
      bad: ['Il perfezionamento praticamente non esiste.', 'Si è soprattutto forza lavoro, l’apprendimento passa in secondo piano.'],
    },
    mutual: {
      good: ['Rispetto reciproco tra tutte le professioni.', 'Cultura di stima, gli errori vengono discussi apertamente.'],
      mixed: ['Di solito rispettoso, nei momenti di stress a volte teso.', 'Rapporti corretti ma piuttosto distanti.'],
      bad: ['La gerarchia domina la quotidianità.', 'Manca purtroppo il riconoscimento.'],
    },
  },
  improvement: [
    'Più tempo protetto per la formazione sarebbe auspicabile.',
    'Una persona di riferimento fissa per i nuovi medici assistenti aiuterebbe.',
    'Il piano dei turni dovrebbe essere pubblicato prima.',
    'Meno doppioni nella documentazione.',
    'Offrire più posti a tempo parziale e job sharing.',
  ],
  rejectReasons: [
    'La valutazione contiene nomi di persone. Ti preghiamo di riformularla senza nomi.',
    'La valutazione non è formulata in modo oggettivo. Ti preghiamo di rivedere le sezioni team e superiori.',
  ],
  employerAnswers: [
    'Grazie per il riscontro dettagliato. Abbiamo discusso i suoi suggerimenti con i quadri e adattiamo la pianificazione dei turni.',
    'Un sentito grazie per il riscontro positivo, che trasmettiamo volentieri a tutto il team.',
    'Grazie per la franchezza. La formazione ci sta a cuore: abbiamo introdotto un nuovo programma di formazioni.',
  ],
  employerFunctions: ['Responsabile risorse umane', 'Primario di medicina interna', 'Direttrice sanitaria', 'Primaria di chirurgia'],
}
