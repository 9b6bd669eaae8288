import type { Locale } from '../../../src/modules/essentials/data'
import type { LegalPageKey } from '../../../src/modules/content/legal-pages'

// The legal pages of the demo data (terms of use, AGB for employers, privacy policy, imprint) in
// de/fr/it. They are TEMPLATES written for this project: every page starts with a note that a
// lawyer must review it before the platform goes live. Bracketed parts are placeholders.

export interface LegalSection {
  heading: string
  paragraphs: string[]
}

export interface LegalPageSpec {
  key: LegalPageKey
  title: Record<Locale, string>
  description: Record<Locale, string>
  sections: Record<Locale, LegalSection[]>
}

export const LEGAL_TEMPLATE_NOTE: Record<Locale, string> = {
  de: 'Vorlage – nicht rechtsverbindlich: Dieser Text ist ein Entwurf und muss vor dem Betrieb der Plattform von einer Anwältin oder einem Anwalt geprüft und ergänzt werden. Angaben in eckigen Klammern sind Platzhalter.',
  fr: 'Modèle – sans valeur juridique : ce texte est un projet qui doit être vérifié et complété par un·e avocat·e avant la mise en service de la plateforme. Les indications entre crochets sont des espaces réservés.',
  it: 'Modello – non giuridicamente vincolante: questo testo è una bozza che deve essere verificata e completata da un avvocato o un’avvocata prima dell’esercizio della piattaforma. Le indicazioni tra parentesi quadre sono segnaposto.',
}

/** French typography: a no-break space before : ; ? ! (as the message catalogues write it). */
const fr = (text: string) => text.replace(/ ([:;?!])/g, '\u00a0$1')
const frSections = (sections: LegalSection[]): LegalSection[] => sections.map((s) => ({ heading: fr(s.heading), paragraphs: s.paragraphs.map(fr) }))

const TERMS_OF_USE: LegalPageSpec = {
  key: 'terms-of-use',
  title: { de: 'Nutzungsbedingungen', fr: 'Conditions d’utilisation', it: 'Condizioni d’uso' },
  description: {
    de: 'Die Regeln für die Nutzung von Helvemed: Konto, Bewertungen, Inhalte und Haftung.',
    fr: fr('Les règles d’utilisation de Helvemed : compte, évaluations, contenus et responsabilité.'),
    it: 'Le regole per l’uso di Helvemed: account, valutazioni, contenuti e responsabilità.',
  },
  sections: {
    de: [
      {
        heading: '1. Geltungsbereich',
        paragraphs: [
          'Diese Bedingungen gelten für alle Personen, die Helvemed besuchen oder ein Konto eröffnen (Medizinstudierende, Ärztinnen und Ärzte, Arbeitgeber). Für Stelleninserate gelten zusätzlich die AGB für Arbeitgeber.',
        ],
      },
      {
        heading: '2. Konto',
        paragraphs: [
          'Für ein Konto brauchst du eine gültige E-Mail-Adresse und wahre Angaben zu deiner Person und Rolle. Halte dein Passwort geheim; du bist für Handlungen unter deinem Konto verantwortlich.',
          'Du kannst dein Konto jederzeit löschen lassen; eine Anfrage an [Support-Adresse] genügt.',
        ],
      },
      {
        heading: '3. Bewertungen',
        paragraphs: [
          'Bewertungen geben deine eigene Erfahrung mit einem Arbeitgeber wieder. Sie müssen wahr und sachlich sein und dürfen keine Namen, Beleidigungen oder Geschäftsgeheimnisse enthalten.',
          'Pro Arbeitgeber und Fachgebiet ist eine Bewertung im Jahr möglich. Das Team prüft jede Bewertung vor der Veröffentlichung und darf sie ablehnen oder entfernen. Dein Name wird nie veröffentlicht.',
        ],
      },
      {
        heading: '4. Inhalte und Rechte',
        paragraphs: [
          'Mit dem Veröffentlichen einer Bewertung räumst du [Betreiberin] das unentgeltliche, nicht ausschliessliche Recht ein, sie auf der Plattform anzuzeigen. Texte, Logos und Artikel der Plattform dürfen nicht ohne Zustimmung kopiert oder automatisiert ausgelesen werden.',
        ],
      },
      {
        heading: '5. Verfügbarkeit und Haftung',
        paragraphs: [
          'Wir bemühen uns um einen störungsfreien Betrieb, garantieren ihn aber nicht. Für Inhalte von Arbeitgebern und Nutzenden haftet, wer sie verfasst hat. Die Haftung von [Betreiberin] ist im gesetzlich zulässigen Umfang ausgeschlossen.',
        ],
      },
      {
        heading: '6. Änderungen, Recht und Gerichtsstand',
        paragraphs: [
          'Wir können diese Bedingungen ändern und informieren registrierte Personen vorher per E-Mail. Es gilt Schweizer Recht; Gerichtsstand ist [Ort], soweit das Gesetz nichts anderes vorschreibt.',
        ],
      },
    ],
    fr: frSections([
      {
        heading: '1. Champ d’application',
        paragraphs: [
          'Ces conditions s’appliquent à toute personne qui visite Helvemed ou y ouvre un compte (étudiant·e·s en médecine, médecins, employeurs). Les annonces d’emploi sont en outre régies par les conditions générales pour les employeurs.',
        ],
      },
      {
        heading: '2. Compte',
        paragraphs: [
          'Un compte requiert une adresse e-mail valable et des indications véridiques sur ta personne et ton rôle. Garde ton mot de passe secret ; tu es responsable des actions effectuées avec ton compte.',
          'Tu peux faire supprimer ton compte à tout moment ; une demande à [adresse du support] suffit.',
        ],
      },
      {
        heading: '3. Évaluations',
        paragraphs: [
          'Une évaluation décrit ta propre expérience avec un employeur. Elle doit être véridique et factuelle et ne contenir ni noms, ni insultes, ni secrets d’affaires.',
          'Une évaluation par employeur et par domaine est possible chaque année. L’équipe examine chaque évaluation avant sa publication et peut la refuser ou la retirer. Ton nom n’est jamais publié.',
        ],
      },
      {
        heading: '4. Contenus et droits',
        paragraphs: [
          'En publiant une évaluation, tu accordes à [exploitante] le droit gratuit et non exclusif de l’afficher sur la plateforme. Les textes, logos et articles de la plateforme ne peuvent être copiés ou extraits automatiquement sans autorisation.',
        ],
      },
      {
        heading: '5. Disponibilité et responsabilité',
        paragraphs: [
          'Nous nous efforçons d’assurer un fonctionnement sans interruption, sans le garantir. Les contenus des employeurs et des utilisateurs engagent leurs auteurs. La responsabilité de [exploitante] est exclue dans la mesure permise par la loi.',
        ],
      },
      {
        heading: '6. Modifications, droit applicable et for',
        paragraphs: [
          'Nous pouvons modifier ces conditions et en informons au préalable les personnes inscrites par e-mail. Le droit suisse est applicable ; le for est à [lieu], sauf disposition légale contraire.',
        ],
      },
    ]),
    it: [
      {
        heading: '1. Campo d’applicazione',
        paragraphs: [
          'Queste condizioni valgono per tutte le persone che visitano Helvemed o vi aprono un account (studenti di medicina, medici, datori di lavoro). Per gli annunci di lavoro valgono inoltre le condizioni generali per i datori di lavoro.',
        ],
      },
      {
        heading: '2. Account',
        paragraphs: [
          'Per un account servono un indirizzo e-mail valido e indicazioni veritiere sulla tua persona e sul tuo ruolo. Mantieni segreta la password; sei responsabile delle azioni eseguite con il tuo account.',
          'Puoi far cancellare il tuo account in qualsiasi momento; basta una richiesta a [indirizzo del supporto].',
        ],
      },
      {
        heading: '3. Valutazioni',
        paragraphs: [
          'Una valutazione descrive la tua esperienza personale con un datore di lavoro. Deve essere veritiera e oggettiva e non contenere nomi, offese o segreti aziendali.',
          'È possibile una valutazione all’anno per datore di lavoro e disciplina. Il team verifica ogni valutazione prima della pubblicazione e può rifiutarla o rimuoverla. Il tuo nome non viene mai pubblicato.',
        ],
      },
      {
        heading: '4. Contenuti e diritti',
        paragraphs: [
          'Pubblicando una valutazione concedi a [gestore] il diritto gratuito e non esclusivo di mostrarla sulla piattaforma. Testi, loghi e articoli della piattaforma non possono essere copiati o estratti automaticamente senza consenso.',
        ],
      },
      {
        heading: '5. Disponibilità e responsabilità',
        paragraphs: [
          'Ci impegniamo per un funzionamento senza interruzioni, senza garantirlo. Dei contenuti di datori di lavoro e utenti risponde chi li ha redatti. La responsabilità di [gestore] è esclusa nella misura consentita dalla legge.',
        ],
      },
      {
        heading: '6. Modifiche, diritto applicabile e foro',
        paragraphs: [
          'Possiamo modificare queste condizioni e ne informiamo prima per e-mail le persone registrate. Si applica il diritto svizzero; il foro competente è [luogo], salvo diversa disposizione di legge.',
        ],
      },
    ],
  },
}

const EMPLOYER_TERMS: LegalPageSpec = {
  key: 'employer-terms',
  title: {
    de: 'Allgemeine Geschäftsbedingungen für Arbeitgeber (AGB)',
    fr: 'Conditions générales pour les employeurs (CG)',
    it: 'Condizioni generali per i datori di lavoro (CG)',
  },
  description: {
    de: 'AGB für Stelleninserate und Arbeitgeberprofile auf Helvemed: Vertrag, Preise, Laufzeit, Inhalte.',
    fr: fr('CG pour les annonces d’emploi et les profils d’employeur sur Helvemed : contrat, prix, durée, contenus.'),
    it: 'CG per annunci di lavoro e profili dei datori di lavoro su Helvemed: contratto, prezzi, durata, contenuti.',
  },
  sections: {
    de: [
      {
        heading: '1. Geltungsbereich',
        paragraphs: [
          'Diese AGB gelten für Spitäler, Kliniken, Praxen und andere Arbeitgeber, die auf Helvemed ein Profil führen oder Stelleninserate aufgeben. Ergänzend gelten die Nutzungsbedingungen.',
        ],
      },
      {
        heading: '2. Vertragsschluss',
        paragraphs: [
          'Ein Vertrag über ein Inserat kommt zustande, wenn du im Inserate-Assistenten die AGB akzeptierst und die Bestellung abschickst. Du bestätigst, für den Arbeitgeber handeln zu dürfen.',
        ],
      },
      {
        heading: '3. Preise und Zahlung',
        paragraphs: [
          'Es gelten die bei der Bestellung angezeigten Preise in Schweizer Franken, zuzüglich Mehrwertsteuer. Rechnungen sind innert [30] Tagen zahlbar. Rabattcodes gelten nur einmal und nicht rückwirkend.',
        ],
      },
      {
        heading: '4. Laufzeit und Verlängerung',
        paragraphs: [
          'Ein Inserat ist ab dem gewählten Datum für die gebuchte Dauer online. Du kannst es pausieren, verlängern oder vorzeitig beenden; eine vorzeitige Beendigung begründet keinen Anspruch auf Rückerstattung.',
        ],
      },
      {
        heading: '5. Inhalte des Arbeitgebers',
        paragraphs: [
          'Du bist für Inserate und Profilangaben verantwortlich: Sie müssen wahr sein, dürfen nicht diskriminieren und keine Rechte Dritter verletzen. Wir dürfen Inhalte, die dagegen verstossen, ohne Rückerstattung offline nehmen.',
        ],
      },
      {
        heading: '6. Bewertungen',
        paragraphs: [
          'Arbeitgeber können auf Bewertungen öffentlich antworten. Bewertungen werden nicht gegen Bezahlung entfernt oder verändert; beanstandete Bewertungen prüft das Team nach den Nutzungsbedingungen.',
        ],
      },
      { heading: '7. Haftung, Recht und Gerichtsstand', paragraphs: ['Wir haften nur für grobe Fahrlässigkeit und Absicht. Es gilt Schweizer Recht; Gerichtsstand ist [Ort].'] },
    ],
    fr: frSections([
      {
        heading: '1. Champ d’application',
        paragraphs: [
          'Ces CG s’appliquent aux hôpitaux, cliniques, cabinets et autres employeurs qui gèrent un profil ou publient des annonces d’emploi sur Helvemed. Les conditions d’utilisation s’appliquent en complément.',
        ],
      },
      {
        heading: '2. Conclusion du contrat',
        paragraphs: [
          'Le contrat relatif à une annonce est conclu lorsque tu acceptes les CG dans l’assistant d’annonce et envoies la commande. Tu confirmes être habilité·e à agir pour l’employeur.',
        ],
      },
      {
        heading: '3. Prix et paiement',
        paragraphs: [
          'Les prix affichés lors de la commande s’appliquent, en francs suisses, TVA en sus. Les factures sont payables dans les [30] jours. Les codes de réduction ne valent qu’une fois et pas rétroactivement.',
        ],
      },
      {
        heading: '4. Durée et prolongation',
        paragraphs: [
          'Une annonce est en ligne dès la date choisie pour la durée réservée. Tu peux la mettre en pause, la prolonger ou la terminer avant terme ; une fin anticipée ne donne droit à aucun remboursement.',
        ],
      },
      {
        heading: '5. Contenus de l’employeur',
        paragraphs: [
          'Tu es responsable des annonces et des informations du profil : elles doivent être exactes, non discriminatoires et ne pas violer les droits de tiers. Nous pouvons retirer sans remboursement les contenus qui y contreviennent.',
        ],
      },
      {
        heading: '6. Évaluations',
        paragraphs: [
          'Les employeurs peuvent répondre publiquement aux évaluations. Aucune évaluation n’est retirée ou modifiée contre paiement ; l’équipe examine les évaluations contestées selon les conditions d’utilisation.',
        ],
      },
      {
        heading: '7. Responsabilité, droit applicable et for',
        paragraphs: ['Notre responsabilité est limitée à la négligence grave et à l’intention. Le droit suisse est applicable ; le for est à [lieu].'],
      },
    ]),
    it: [
      {
        heading: '1. Campo d’applicazione',
        paragraphs: [
          'Queste CG valgono per ospedali, cliniche, studi medici e altri datori di lavoro che gestiscono un profilo o pubblicano annunci di lavoro su Helvemed. Valgono inoltre le condizioni d’uso.',
        ],
      },
      {
        heading: '2. Conclusione del contratto',
        paragraphs: [
          'Il contratto per un annuncio è concluso quando accetti le CG nell’assistente per gli annunci e invii l’ordine. Confermi di essere autorizzato o autorizzata ad agire per il datore di lavoro.',
        ],
      },
      {
        heading: '3. Prezzi e pagamento',
        paragraphs: [
          'Valgono i prezzi indicati al momento dell’ordine, in franchi svizzeri, IVA esclusa. Le fatture sono pagabili entro [30] giorni. I codici sconto valgono una sola volta e non retroattivamente.',
        ],
      },
      {
        heading: '4. Durata e proroga',
        paragraphs: [
          'Un annuncio è online dalla data scelta per la durata prenotata. Puoi sospenderlo, prorogarlo o terminarlo prima; una conclusione anticipata non dà diritto a rimborsi.',
        ],
      },
      {
        heading: '5. Contenuti del datore di lavoro',
        paragraphs: [
          'Sei responsabile degli annunci e dei dati del profilo: devono essere veritieri, non discriminatori e non violare diritti di terzi. Possiamo rimuovere senza rimborso i contenuti che vi contravvengono.',
        ],
      },
      {
        heading: '6. Valutazioni',
        paragraphs: [
          'I datori di lavoro possono rispondere pubblicamente alle valutazioni. Nessuna valutazione viene rimossa o modificata a pagamento; il team esamina le valutazioni contestate secondo le condizioni d’uso.',
        ],
      },
      {
        heading: '7. Responsabilità, diritto applicabile e foro',
        paragraphs: ['Rispondiamo solo per colpa grave e dolo. Si applica il diritto svizzero; il foro competente è [luogo].'],
      },
    ],
  },
}

const PRIVACY: LegalPageSpec = {
  key: 'privacy',
  title: { de: 'Datenschutzerklärung', fr: 'Déclaration de protection des données', it: 'Informativa sulla protezione dei dati' },
  description: {
    de: 'Welche Personendaten Helvemed bearbeitet, wozu, wie lange und welche Rechte du nach dem Schweizer Datenschutzgesetz (nDSG) hast.',
    fr: 'Quelles données personnelles Helvemed traite, dans quel but, combien de temps et quels sont tes droits selon la loi suisse sur la protection des données (nLPD).',
    it: 'Quali dati personali tratta Helvemed, a quale scopo, per quanto tempo e quali diritti hai secondo la legge svizzera sulla protezione dei dati (nLPD).',
  },
  sections: {
    de: [
      {
        heading: '1. Verantwortliche Stelle',
        paragraphs: [
          'Verantwortlich für die Bearbeitung deiner Personendaten nach dem Bundesgesetz über den Datenschutz (nDSG) ist [Firmenname, Adresse]. Fragen zum Datenschutz richtest du an [Datenschutz-Adresse].',
        ],
      },
      {
        heading: '2. Welche Daten wir bearbeiten',
        paragraphs: [
          'Kontodaten: E-Mail-Adresse, Name, Geschlecht, Rolle, Sprache und ein Passwort-Hash. Inhalte, die du erfasst: Bewertungen, Praktika, Stelleninserate und Arbeitgeberprofile.',
          'Nutzungsdaten: technische Angaben deiner Anfragen (IP-Adresse, Zeitpunkt, Browser) sowie anonyme Zählungen, wie oft Inserate und Profile angezeigt werden.',
        ],
      },
      {
        heading: '3. Zwecke',
        paragraphs: [
          'Wir bearbeiten die Daten, um die Plattform zu betreiben, dein Konto zu führen, Bewertungen zu prüfen und anonym zu veröffentlichen, E-Mails zu senden (z. B. Bestätigungen und Stellen-Abos), Missbrauch zu verhindern und Arbeitgebern Statistiken ohne Personenbezug zu zeigen.',
        ],
      },
      {
        heading: '4. Cookies',
        paragraphs: [
          'Wir setzen nur notwendige Cookies: eines für deine Anmeldung (bis zur Abmeldung) und eines für die gewählte Sprache (ein Jahr). Es gibt keine Werbe- oder Tracking-Cookies.',
        ],
      },
      {
        heading: '5. Weitergabe und Auslandbekanntgabe',
        paragraphs: [
          'Wir geben Personendaten nicht an Dritte weiter, ausser an Dienstleister, die in unserem Auftrag arbeiten (Hosting, E-Mail-Versand), und wenn das Gesetz es verlangt. Die Daten werden in [der Schweiz / Land] gespeichert. Bewertungen werden ohne deinen Namen veröffentlicht; Arbeitgeber erfahren nicht, wer sie verfasst hat.',
        ],
      },
      {
        heading: '6. Aufbewahrung',
        paragraphs: [
          'Kontodaten speichern wir, solange dein Konto besteht. Rohdaten der Anzeige-Statistik löschen wir nach 13 Monaten, Tagessummen ohne Personenbezug bleiben erhalten. Gesetzliche Aufbewahrungspflichten bleiben vorbehalten.',
        ],
      },
      {
        heading: '7. Deine Rechte',
        paragraphs: [
          'Du kannst Auskunft über deine Daten verlangen, sie berichtigen oder löschen lassen und sie in einem gängigen Format herausverlangen. Schreib dazu an [Datenschutz-Adresse]. Du kannst dich ausserdem beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) beschweren.',
        ],
      },
      {
        heading: '8. Änderungen',
        paragraphs: ['Wir passen diese Erklärung an, wenn sich unsere Bearbeitungen ändern. Es gilt die auf dieser Seite veröffentlichte Fassung. Stand: [Datum].'],
      },
    ],
    fr: frSections([
      {
        heading: '1. Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement de tes données personnelles au sens de la loi fédérale sur la protection des données (nLPD) est [raison sociale, adresse]. Les questions relatives à la protection des données sont à adresser à [adresse protection des données].',
        ],
      },
      {
        heading: '2. Données traitées',
        paragraphs: [
          'Données du compte : adresse e-mail, nom, genre, rôle, langue et une empreinte du mot de passe. Contenus que tu saisis : évaluations, stages, annonces d’emploi et profils d’employeur.',
          'Données d’utilisation : indications techniques de tes requêtes (adresse IP, heure, navigateur) et comptages anonymes de l’affichage des annonces et des profils.',
        ],
      },
      {
        heading: '3. Finalités',
        paragraphs: [
          'Nous traitons ces données pour exploiter la plateforme, gérer ton compte, examiner les évaluations et les publier de manière anonyme, envoyer des e-mails (p. ex. confirmations et alertes emploi), prévenir les abus et montrer aux employeurs des statistiques sans lien avec des personnes.',
        ],
      },
      {
        heading: '4. Cookies',
        paragraphs: [
          'Nous n’utilisons que des cookies nécessaires : un pour ta connexion (jusqu’à la déconnexion) et un pour la langue choisie (un an). Il n’y a pas de cookies publicitaires ni de suivi.',
        ],
      },
      {
        heading: '5. Communication et transfert à l’étranger',
        paragraphs: [
          'Nous ne communiquons pas de données personnelles à des tiers, sauf aux prestataires qui travaillent pour nous (hébergement, envoi d’e-mails) et lorsque la loi l’exige. Les données sont stockées [en Suisse / pays]. Les évaluations sont publiées sans ton nom ; les employeurs ne savent pas qui les a rédigées.',
        ],
      },
      {
        heading: '6. Conservation',
        paragraphs: [
          'Nous conservons les données du compte tant que celui-ci existe. Les données brutes des statistiques d’affichage sont effacées après 13 mois ; les totaux journaliers sans lien avec des personnes sont conservés. Les obligations légales de conservation sont réservées.',
        ],
      },
      {
        heading: '7. Tes droits',
        paragraphs: [
          'Tu peux demander l’accès à tes données, leur rectification ou leur effacement, et les obtenir dans un format courant. Écris-nous à [adresse protection des données]. Tu peux aussi déposer une plainte auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT).',
        ],
      },
      { heading: '8. Modifications', paragraphs: ['Nous adaptons cette déclaration lorsque nos traitements changent. La version publiée sur cette page fait foi. État : [date].'] },
    ]),
    it: [
      {
        heading: '1. Titolare del trattamento',
        paragraphs: [
          'Titolare del trattamento dei tuoi dati personali ai sensi della legge federale sulla protezione dei dati (nLPD) è [ragione sociale, indirizzo]. Le domande sulla protezione dei dati vanno indirizzate a [indirizzo protezione dati].',
        ],
      },
      {
        heading: '2. Dati trattati',
        paragraphs: [
          'Dati dell’account: indirizzo e-mail, nome, genere, ruolo, lingua e un’impronta della password. Contenuti che inserisci: valutazioni, stage, annunci di lavoro e profili dei datori di lavoro.',
          'Dati d’uso: indicazioni tecniche delle tue richieste (indirizzo IP, ora, browser) e conteggi anonimi della visualizzazione di annunci e profili.',
        ],
      },
      {
        heading: '3. Scopi',
        paragraphs: [
          'Trattiamo questi dati per gestire la piattaforma e il tuo account, verificare le valutazioni e pubblicarle in forma anonima, inviare e-mail (p. es. conferme e avvisi di lavoro), prevenire abusi e mostrare ai datori di lavoro statistiche senza riferimento a persone.',
        ],
      },
      {
        heading: '4. Cookie',
        paragraphs: [
          'Usiamo solo cookie necessari: uno per l’accesso (fino alla disconnessione) e uno per la lingua scelta (un anno). Non ci sono cookie pubblicitari o di tracciamento.',
        ],
      },
      {
        heading: '5. Comunicazione e trasferimento all’estero',
        paragraphs: [
          'Non comunichiamo dati personali a terzi, salvo ai fornitori che lavorano per nostro conto (hosting, invio di e-mail) e quando la legge lo richiede. I dati sono conservati [in Svizzera / paese]. Le valutazioni sono pubblicate senza il tuo nome; i datori di lavoro non sanno chi le ha scritte.',
        ],
      },
      {
        heading: '6. Conservazione',
        paragraphs: [
          'Conserviamo i dati dell’account finché esiste. I dati grezzi delle statistiche di visualizzazione sono cancellati dopo 13 mesi; i totali giornalieri senza riferimento a persone sono conservati. Restano riservati gli obblighi legali di conservazione.',
        ],
      },
      {
        heading: '7. I tuoi diritti',
        paragraphs: [
          'Puoi chiedere informazioni sui tuoi dati, la loro rettifica o cancellazione e riceverli in un formato usuale. Scrivici a [indirizzo protezione dati]. Puoi inoltre presentare reclamo all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT).',
        ],
      },
      {
        heading: '8. Modifiche',
        paragraphs: ['Adattiamo questa informativa quando i nostri trattamenti cambiano. Fa stato la versione pubblicata su questa pagina. Stato: [data].'],
      },
    ],
  },
}

const IMPRINT: LegalPageSpec = {
  key: 'imprint',
  title: { de: 'Impressum', fr: 'Mentions légales', it: 'Note legali' },
  description: {
    de: 'Betreiberin, Kontakt und Verantwortliche der Plattform Helvemed.',
    fr: 'Exploitante, contact et responsables de la plateforme Helvemed.',
    it: 'Gestore, contatto e responsabili della piattaforma Helvemed.',
  },
  sections: {
    de: [
      { heading: 'Betreiberin', paragraphs: ['[Firmenname]', '[Strasse Nr.], [PLZ Ort], Schweiz', 'Handelsregister: [Kanton], UID: [CHE-000.000.000]'] },
      { heading: 'Kontakt', paragraphs: ['E-Mail: [Kontaktadresse]', 'Telefon: [Telefonnummer]'] },
      { heading: 'Vertretungsberechtigte Personen', paragraphs: ['[Vorname Name, Funktion]'] },
      { heading: 'Haftung für Links', paragraphs: ['Für Inhalte verlinkter Websites und für Stelleninserate sind deren Betreiberinnen und Arbeitgeber verantwortlich.'] },
    ],
    fr: frSections([
      { heading: 'Exploitante', paragraphs: ['[Raison sociale]', '[Rue n°], [NPA localité], Suisse', 'Registre du commerce : [canton], IDE : [CHE-000.000.000]'] },
      { heading: 'Contact', paragraphs: ['E-mail : [adresse de contact]', 'Téléphone : [numéro]'] },
      { heading: 'Personnes habilitées à représenter', paragraphs: ['[Prénom Nom, fonction]'] },
      {
        heading: 'Responsabilité pour les liens',
        paragraphs: ['Les contenus des sites liés et les annonces d’emploi relèvent de la responsabilité de leurs exploitants et des employeurs.'],
      },
    ]),
    it: [
      { heading: 'Gestore', paragraphs: ['[Ragione sociale]', '[Via n.], [NPA località], Svizzera', 'Registro di commercio: [cantone], IDI: [CHE-000.000.000]'] },
      { heading: 'Contatto', paragraphs: ['E-mail: [indirizzo di contatto]', 'Telefono: [numero]'] },
      { heading: 'Persone autorizzate a rappresentare', paragraphs: ['[Nome Cognome, funzione]'] },
      { heading: 'Responsabilità per i link', paragraphs: ['Dei contenuti dei siti collegati e degli annunci di lavoro rispondono i rispettivi gestori e datori di lavoro.'] },
    ],
  },
}

export const LEGAL_PAGES: LegalPageSpec[] = [TERMS_OF_USE, EMPLOYER_TERMS, PRIVACY, IMPRINT]

/** A Lexical document: the template note, then each section as a heading (h2) and its paragraphs. */
export function legalPageBody(spec: LegalPageSpec, locale: Locale) {
  const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }
  const text = (t: string) => ({ type: 'text', text: t, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
  const paragraph = (t: string, format = 0) => ({ ...base, type: 'paragraph', textFormat: format, textStyle: '', children: [{ ...text(t), format }] })
  const heading = (t: string) => ({ ...base, type: 'heading', tag: 'h2', children: [text(t)] })
  return {
    root: {
      ...base,
      type: 'root',
      children: [
        // Bold (format 1): the note is the first thing a reader sees.
        paragraph(LEGAL_TEMPLATE_NOTE[locale], 1),
        ...spec.sections[locale].flatMap((s) => [heading(s.heading), ...s.paragraphs.map((p) => paragraph(p))]),
      ],
    },
  }
}
