# language: fr
@ZN-6.1
Fonctionnalité: Les mots-clés qui finissent par une apostrophe
  Scénario: Lorsqu'un guerrier avance
    Etant donné qu'il y a un guerrier
    Lorsqu'il avance
    Alors il avance
