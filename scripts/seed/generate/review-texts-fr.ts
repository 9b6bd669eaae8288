import type { ReviewTexts } from './review-texts'

export const REVIEW_TEXTS_FR: ReviewTexts = {
  sections: {
    summary: {
      good: ['Dans l’ensemble, une période très formatrice que je referais sans hésiter.', 'Un excellent établissement où je me suis senti·e bienvenu·e dès le premier jour.'],
      mixed: ['Un poste correct avec des hauts et des bas, recommandable pour une année.', 'On apprend beaucoup, mais il faut savoir encaisser.'],
      bad: ['Une période éprouvante, les structures sont dépassées.', 'Je ne recommanderais pas ce poste en l’état.'],
    },
    work: {
      good: ['Les horaires sont respectés et les heures supplémentaires compensées.', 'Planning bien organisé et connu longtemps à l’avance.'],
      mixed: ['La charge de travail varie beaucoup, certaines journées sont très longues.', 'Les heures supplémentaires sont fréquentes mais saisies.'],
      bad: ['Journées de 12 heures régulières, peu de compensation.', 'Le planning change souvent à la dernière minute.'],
    },
    work_life: {
      good: ['Le temps partiel est possible et les souhaits sont pris en compte.', 'La vie privée et la famille ne sont pas négligées.'],
      mixed: ['Peu de temps libre en semaine, mais les week-ends sont souvent libres.', 'Conciliation correcte, le temps partiel reste difficile à obtenir.'],
      bad: ['Impossible de planifier sa vie privée.', 'Beaucoup de gardes le week-end, peu d’égards pour les familles.'],
    },
    team: {
      good: ['Équipe très collégiale, on s’entraide volontiers.', 'Excellente collaboration avec les soins infirmiers.'],
      mixed: ['Équipe sympathique, mais beaucoup de rotation.', 'Bonne ambiance en général, avec quelques tensions.'],
      bad: ['L’ambiance dans l’équipe est tendue.', 'Peu de cohésion, chacun·e se débrouille seul·e.'],
    },
    superior: {
      good: ['Les cadres sont disponibles et soutiennent volontiers.', 'Des supérieur·e·s justes qui prennent les retours au sérieux.'],
      mixed: ['Le soutien dépend beaucoup du cadre de garde.', 'Cadres compétent·e·s, mais souvent peu présent·e·s.'],
      bad: ['Peu de retours, les questions dérangent.', 'Le ton des supérieur·e·s est souvent brusque.'],
    },
    admin: {
      good: ['Grâce aux secrétaires, l’administratif reste raisonnable.', 'Les rapports sont simples et bien structurés.'],
      mixed: ['Beaucoup de documentation, mais le système fonctionne.', 'L’administratif occupe environ la moitié de la journée.'],
      bad: ['Énormément d’administratif, souvent saisi deux fois.', 'Le dossier patient informatisé est lent et compliqué.'],
    },
    learning: {
      good: ['Formation structurée avec des colloques hebdomadaires.', 'On prend vite des responsabilités, avec un bon encadrement.'],
      mixed: ['Les formations ont lieu, mais sont annulées en cas de manque de personnel.', 'Bonne courbe d’apprentissage, peu d’enseignement au lit du patient.'],
      bad: ['La formation postgraduée est pratiquement inexistante.', 'On sert surtout de main-d’œuvre, l’apprentissage passe après.'],
    },
    mutual: {
      good: ['Respect mutuel entre toutes les professions.', 'Culture bienveillante, les erreurs sont discutées ouvertement.'],
      mixed: ['Généralement respectueux, parfois tendu dans les moments de stress.', 'Relations correctes, mais plutôt distantes.'],
      bad: ['La hiérarchie marque fortement le quotidien.', 'Le manque de reconnaissance se fait sentir.'],
    },
  },
  improvement: [
    'Davantage de temps protégé pour la formation serait bienvenu.',
    'Un·e référent·e fixe pour les nouveaux médecins assistant·e·s aiderait beaucoup.',
    'Le planning devrait être publié plus tôt.',
    'Moins de doublons dans la documentation.',
    'Proposer plus de postes à temps partiel et de job sharing.',
  ],
  rejectReasons: [
    'L’évaluation contient des noms de personnes. Merci de la reformuler sans noms.',
    'L’évaluation n’est pas formulée de manière factuelle. Merci de revoir les sections équipe et supérieur·e·s.',
  ],
  employerAnswers: [
    'Merci pour ce retour détaillé. Nous avons discuté vos suggestions au sein de l’équipe de cadres et adaptons la planification.',
    'Un grand merci pour ce retour positif, que nous transmettons volontiers à toute l’équipe.',
    'Merci pour votre franchise. La formation nous tient à cœur : nous avons introduit un nouveau programme de colloques.',
  ],
  employerFunctions: ['Responsable des ressources humaines', 'Médecin-chef du service de médecine', 'Directrice des soins', 'Médecin-cheffe de chirurgie'],
}
