# language: fr
Fonctionnalité: Gherkin knows French, the rulebook does not
  Scénario: Un archer
    Soit the board:
