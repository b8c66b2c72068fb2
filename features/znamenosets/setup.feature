@znamenosets
Feature: Setting up
  Each player shuffles a deck of 20 warriors and deals it onto their own half, row by row.
  Blue fills rows 4, 3 and 2 from a; green fills rows 5, 6 and 7 from g.

  @ZN-4.2 @ZN-4.3 @ZN-2.2 @ZN-C.4
  Scenario: Blue deals row 4, then row 3, then row 2 from column a
    Given the blue deck from the top: standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, archer, pikeman, heavy infantryman, archer, pikeman
    And the green deck from the top: standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, archer, pikeman, heavy infantryman, archer, pikeman
    When the armies are deployed
    Then row 4 holds from a to g: standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer
    And row 3 holds from a to g: heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman
    And row 2 holds from a to g: horseman, archer, pikeman, heavy infantryman, archer, pikeman, -
    And row 1 holds from a to g: -, -, -, -, -, -, -
    And the warrior at a4 is a blue standard-bearer with 0 wounds
    And the warrior at f2 is a blue pikeman with 0 wounds

  @ZN-4.2 @ZN-4.3 @ZN-2.2 @ZN-C.4
  Scenario: Green deals row 5, then row 6, then row 7 from column g
    Given the blue deck from the top: standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, archer, pikeman, heavy infantryman, archer, pikeman
    And the green deck from the top: standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, archer, pikeman, heavy infantryman, archer, pikeman
    When the armies are deployed
    Then row 5 holds from a to g: standard-bearer, pikeman, archer, berserker, horseman, heavy infantryman, standard-bearer
    And row 6 holds from a to g: heavy infantryman, standard-bearer, pikeman, archer, berserker, horseman, heavy infantryman
    And row 7 holds from a to g: -, pikeman, archer, heavy infantryman, pikeman, archer, horseman
    And row 8 holds from a to g: -, -, -, -, -, -, -
    And the warrior at g5 is a green standard-bearer with 0 wounds
    And the warrior at b7 is a green pikeman with 0 wounds

  @ZN-4.1 @ZN-4.2
  Scenario: Another deck order gives another layout
    Given the blue deck from the top: standard-bearer, standard-bearer, standard-bearer, heavy infantryman, heavy infantryman, heavy infantryman, heavy infantryman, horseman, horseman, horseman, berserker, berserker, archer, archer, archer, archer, pikeman, pikeman, pikeman, pikeman
    And the green deck from the top: standard-bearer, standard-bearer, standard-bearer, heavy infantryman, heavy infantryman, heavy infantryman, heavy infantryman, horseman, horseman, horseman, berserker, berserker, archer, archer, archer, archer, pikeman, pikeman, pikeman, pikeman
    When the armies are deployed
    Then row 4 holds from a to g: standard-bearer, standard-bearer, standard-bearer, heavy infantryman, heavy infantryman, heavy infantryman, heavy infantryman
    And row 3 holds from a to g: horseman, horseman, horseman, berserker, berserker, archer, archer
    And row 2 holds from a to g: archer, archer, pikeman, pikeman, pikeman, pikeman, -
    And row 5 holds from a to g: heavy infantryman, heavy infantryman, heavy infantryman, heavy infantryman, standard-bearer, standard-bearer, standard-bearer
    And row 6 holds from a to g: archer, archer, berserker, berserker, horseman, horseman, horseman
    And row 7 holds from a to g: -, pikeman, pikeman, pikeman, pikeman, archer, archer

  @ZN-4.4 @ZN-5.2
  Scenario: Blue opens a game dealt from fixed decks
    Given the blue deck from the top: standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, archer, pikeman, heavy infantryman, archer, pikeman
    And the green deck from the top: standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, berserker, archer, pikeman, standard-bearer, heavy infantryman, horseman, archer, pikeman, heavy infantryman, archer, pikeman
    When the armies are deployed
    Then blue is to play in the movement phase
    And the game is not over

  @ZN-4.1 @ZN-4.3 @ZN-1.1 @ZN-3.4 @ZN-C.3
  Scenario Outline: A game shuffled with seed <seed> deals 20 warriors to each half
    Given a new game shuffled with seed <seed>
    When the armies are deployed
    Then blue has 20 warriors
    And green has 20 warriors
    And row 1 holds from a to g: -, -, -, -, -, -, -
    And row 8 holds from a to g: -, -, -, -, -, -, -
    And the cell g2 is empty
    And the cell a7 is empty
    And the game is not over

    Examples:
      | seed |
      | 1    |
      | 2    |
