@warseer
Feature: Line of sight
  A line of sight runs from some point of the attacker's hex to some point of the target's
  hex. Difficult or sight-blocking terrain and other creatures block it; grazing a blocking
  hex at a corner or along an edge does not, and the two creatures' own hexes never do.

  @LS2-8.1 @LS2-8.6
  Scenario: Over open ground the line of sight is clear
    Given the battlefield:
      | hex | creature | player | attack | dice | range |
      | c3  | Archer   | south  | shot   | 1    | 3     |
      | c5  | Ogre     | north  |        |      |       |
    Then the creature on c3 can see the creature on c5

  @LS2-8.2 @LS2-8.6 @LS2-C.5
  Scenario: A row of creatures blocks the line of sight, friends and enemies alike
    Given the battlefield:
      | hex | creature | player | attack | range |
      | c3  | Archer   | south  | shot   | 3     |
      | b4  | Guard    | south  |        |       |
      | c4  | Wolf     | north  |        |       |
      | d4  | Knight   | south  |        |       |
      | c5  | Ogre     | north  |        |       |
    Then the creature on c3 cannot see the creature on c5
    When the creature on c3 attacks the creature on c5
    Then the action is refused under rule LS2-8.2

  @LS2-8.3 @LS2-C.4
  Scenario: A line that only grazes a creature's hex at its corners is clear
    Given the battlefield:
      | hex | creature | player | attack | dice | range |
      | c3  | Archer   | south  | shot   | 1    | 3     |
      | c4  | Wolf     | north  |        |      |       |
      | c5  | Ogre     | north  |        |      |       |
    Then the creature on c3 can see the creature on c5
    Given the dice will roll: sword
    When the creature on c3 attacks the creature on c5
    And both players pass
    Then the creature on c5 has 1 wound

  @LS2-8.2 @LS2-12.16 @LS2-C.13 @LS2-2.15
  Scenario: Difficult terrain blocks the line of sight
    Given the battlefield:
      | hex | creature | player | terrain |
      | c3  | Archer   | south  |         |
      | b4  |          |        | Forest  |
      | c4  |          |        | Hill    |
      | d4  |          |        | Forest  |
      | c5  | Ogre     | north  |         |
    Then the creature on c3 cannot see the creature on c5

  @LS2-12.8 @LS2-8.2 @LS2-C.13
  Scenario: Terrain that blocks sight blocks it without being Difficult
    Given the battlefield:
      | hex | creature | player | terrain      |
      | c3  | Archer   | south  |              |
      | b4  |          |        | blocks sight |
      | c4  |          |        | blocks sight |
      | d4  |          |        | blocks sight |
      | c5  | Ogre     | north  |              |
    Then the creature on c3 cannot see the creature on c5

  @LS2-8.5 @LS2-C.5
  Scenario: Impassable terrain alone does not block the line of sight
    Given the battlefield:
      | hex | creature | player | terrain    |
      | c3  | Archer   | south  |            |
      | b4  |          |        | Impassable |
      | c4  |          |        | Impassable |
      | d4  |          |        | Impassable |
      | c5  | Ogre     | north  |            |
    Then the creature on c3 can see the creature on c5

  @LS2-8.4
  Scenario: The attacker's and the target's own hexes never block
    Given the battlefield:
      | hex | creature | player | terrain |
      | c3  | Archer   | south  | Forest  |
      | c5  | Ogre     | north  | Forest  |
    Then the creature on c3 can see the creature on c5

  @LS2-2.12 @LS2-2.13 @LS2-C.2
  Scenario: Hexes are named by column and row, and their distance is counted in steps
    Then the hexes a1 and j8 are 12 apart
    And the hexes c4 and d4 are 1 apart
    And the hexes c3 and c6 are 3 apart
