@classic
Feature: Melee combat
  Creatures in contact split their strength dice between attack and defence, the attacked
  side first. Attack dice are rolled together, then defence dice; each block cancels a hit,
  and the hits that are left land on both creatures at once.

  @LS1-12.1 @LS1-12.3 @LS1-12.4 @LS1-12.6 @LS1-12.7 @LS1-10.1
  Scenario: A creature moves into contact and fights
    Given the table:
      | creature | player | at    | strength | health |
      | Knight   | south  | 10,10 | 3        | 3      |
      | Ogre     | north  | 10,20 | 2        | 3      |
    When the creature at 10,10 moves to 10,18
    And the creature at 10,17 fights the creature at 10,20
    Then the north player must split the dice of the creature at 10,20
    When the north player puts 1 die into attack
    Then the south player must split the dice of the creature at 10,17
    When the dice will roll 4, 3, 2, 5, 1
    And the south player puts 2 dice into attack
    Then the creature at 10,20 has 1 wound
    And the creature at 10,17 has 0 wounds
    And the activation of the creature at 10,17 is over

  @LS1-12.1
  Scenario: A creature out of contact cannot fight
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 10,20 |
    When the creature at 10,10 fights the creature at 10,20
    Then the action is refused under rule LS1-12.1

  @LS1-12.1 @LS1-14.3 @LS1-3.8 @LS1-12.3 @LS1-12.8
  Scenario: A creature already in contact fights without moving
    Given the table:
      | creature | player | at    | strength | health |
      | Knight   | south  | 10,10 | 3        | 3      |
      | Ogre     | north  | 10,13 | 2        | 3      |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 0 dice into attack
    And the dice will roll 6, 6, 6, 1, 1
    And the south player puts 3 dice into attack
    Then there is no creature at 10,13
    And the north player's Graveyard holds: Ogre

  @LS1-12.2
  Scenario: With several enemies in contact, the player chooses one
    Given the table:
      | creature | player | at    | strength |
      | Knight   | south  | 10,10 | 1        |
      | Ogre     | north  | 13,10 | 1        |
      | Wolf     | north  | 10,13 | 1        |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 0 dice into attack
    And the dice will roll 6, 1
    And the south player puts 1 die into attack
    Then the creature at 10,13 has 1 wound
    And the creature at 13,10 has 0 wounds

  @LS1-12.3
  Scenario: The attacked side splits its dice first
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 10,13 |
    When the creature at 10,10 fights the creature at 10,13
    And the south player puts 1 die into attack
    Then the action is refused under rule LS1-12.3

  @LS1-12.3
  Scenario: No more dice into attack than the creature's strength
    Given the table:
      | creature | player | at    | strength |
      | Knight   | south  | 10,10 | 2        |
      | Ogre     | north  | 10,13 | 2        |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 3 dice into attack
    Then the action is refused under rule LS1-12.3

  @LS1-12.5 @LS1-C.5
  Scenario: A wounded creature is weakened and hits only on a 6
    Given the table:
      | creature | player | at    | strength | wounds |
      | Knight   | south  | 10,10 | 2        | 1      |
      | Ogre     | north  | 10,13 | 2        | 0      |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 0 dice into attack
    And the dice will roll 5, 6, 1, 1
    And the south player puts 2 dice into attack
    Then the creature at 10,13 has 1 wound

  @LS1-12.6 @LS1-C.5
  Scenario: Each defence success blocks one hit
    Given the table:
      | creature | player | at    | strength |
      | Knight   | south  | 10,10 | 2        |
      | Ogre     | north  | 10,13 | 2        |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 0 dice into attack
    And the dice will roll 4, 5, 4, 3
    And the south player puts 2 dice into attack
    Then the creature at 10,13 has 1 wound

  @LS1-12.7 @LS1-14.3
  Scenario: Both creatures strike at once, and both may die
    Given the table:
      | creature | player | at    | strength | health |
      | Knight   | south  | 10,10 | 1        | 1      |
      | Ogre     | north  | 10,13 | 1        | 1      |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 1 die into attack
    And the dice will roll 6, 6
    And the south player puts 1 die into attack
    Then there is no creature at 10,10
    And there is no creature at 10,13

  @LS1-12.8 @LS1-C.18
  Scenario: After its first melee of the turn, a creature puts all its dice into defence
    Given the table:
      | creature | player | at    | strength |
      | Knight   | south  | 10,10 | 2        |
      | Ogre     | north  | 10,13 | 2        |
    And the creature at 10,13 has fought a melee combat this turn
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 1 die into attack
    Then the action is refused under rule LS1-12.8
    When the north player puts 0 dice into attack
    Then the south player must split the dice of the creature at 10,10

  @LS1-12.8 @LS1-6.2
  Scenario: At a new turn every creature may fight again, the waiting player's too
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 10,13 |
    And the creature at 10,10 has fought a melee combat this turn
    And the creature at 10,13 has fought a melee combat this turn
    When the south player ends the turn
    And the north player builds nothing
    And the creature at 10,13 fights the creature at 10,10
    And the south player puts 1 die into attack
    Then the north player must split the dice of the creature at 10,13
