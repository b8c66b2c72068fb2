@classic
Feature: Run and Backstab
  A running creature moves one distance farther and then its activation is over. Whoever
  leaves an enemy's base, or runs into one, is struck in the back.

  @LS1-11.1
  Scenario: A run raises the movement one step
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 runs to 10,25
    Then Knight stands at 10,25
    And the activation of the creature at 10,25 is over

  @LS1-11.1 @LS1-10.2
  Scenario: Walking as far as a run is refused
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 moves to 10,25
    Then the action is refused under rule LS1-10.2

  @LS1-11.1 @LS1-C.24
  Scenario: A run 0.02 cm beyond the next distance is refused
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 runs to 10,25.02
    Then the action is refused under rule LS1-10.2
    And Knight stands at 10,10

  @LS1-11.1
  Scenario: A creature with movement XL cannot run
    Given the table:
      | creature | player | at    | movement |
      | Wolf     | south  | 10,10 | XL       |
    When the creature at 10,10 runs to 10,20
    Then the action is refused under rule LS1-11.1

  @LS1-11.3 @LS1-11.5 @LS1-10.4 @LS1-C.7
  Scenario: A runner stopped by contact is Backstabbed
    Given the table:
      | creature | player | at    | movement | health |
      | Knight   | south  | 12,30 | M        | 3      |
      | Ogre     | north  | 12,42 | S        | 3      |
    And the dice will roll 5
    When the creature at 12,30 runs to 12,45
    Then Knight stands at 12,39
    And the creature at 12,39 touches the creature at 12,42
    And the creature at 12,39 has 1 wound
    And the activation of the creature at 12,39 is over

  @LS1-11.2 @LS1-12.1
  Scenario: A creature that ran cannot fight
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 12,30 |
      | Ogre     | north  | 12,42 |
    And the dice will roll 1
    When the creature at 12,30 runs to 12,45
    And the creature at 12,39 fights the creature at 12,42
    Then the action is refused under rule LS1-11.2

  @LS1-11.4 @LS1-11.5 @LS1-C.32
  Scenario: Leaving contact brings a Backstab from each enemy left
    Given the table:
      | creature | player | at    | health |
      | Knight   | south  | 10,10 | 3      |
      | Ogre     | north  | 13,10 | 3      |
      | Wolf     | north  | 10,13 | 3      |
    And the dice will roll 4, 6
    When the creature at 10,10 moves to 6,6
    Then Knight stands at 6,6
    And the creature at 6,6 has 2 wounds

  @LS1-11.5 @LS1-12.5
  Scenario: A weakened striker's Backstab hits only on a 6
    Given the table:
      | creature | player | at    | wounds |
      | Knight   | south  | 10,10 | 0      |
      | Ogre     | north  | 13,10 | 1      |
    And the dice will roll 5
    When the creature at 10,10 moves to 10,2
    Then the creature at 10,2 has 0 wounds

  @LS1-11.4 @LS1-C.32
  Scenario: Running out of contact is Backstabbed too
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 13,10 |
    And the dice will roll 4
    When the creature at 10,10 runs to 10,1.5
    Then the creature at 10,1.5 has 1 wound

  @LS1-C.32 @LS1-14.3
  Scenario: A creature destroyed by a Backstab does not move
    Given the table:
      | creature | player | at    | health |
      | Knight   | south  | 10,10 | 1      |
      | Ogre     | north  | 13,10 | 3      |
    And the dice will roll 6
    When the creature at 10,10 moves to 10,2
    Then there is no creature at 10,10
    And there is no creature at 10,2
    And the south player's Graveyard holds: Knight

  @LS1-11.4 @LS1-C.32
  Scenario: A walk round an enemy leaves contact and is Backstabbed, though it ends touching again
    Given the table:
      | creature | player | at    | movement | health |
      | Knight   | south  | 10,10 | L        | 3      |
      | Ogre     | north  | 13,10 | S        | 3      |
    And the dice will roll 5
    When the creature at 10,10 moves along 10,14 → 16,14 → 16,10
    Then Knight stands at 16,10
    And the creature at 16,10 touches the creature at 13,10
    And the creature at 16,10 has 1 wound

  @LS1-11.4 @LS1-C.32
  Scenario: A walk that slides along an enemy without leaving contact brings no Backstab
    Given the table:
      | creature | player | at    | health |
      | Knight   | south  | 10,10 | 3      |
      | Ogre     | north  | 13,10 | 3      |
    When the creature at 10,10 moves along 10.032,10.47 → 10.142,10.929 → 10.323,11.364 → 10.569,11.766 → 10.875,12.125 → 11.234,12.431 → 11.636,12.677 → 12.071,12.858 → 12.53,12.968 → 13,13.005
    Then Knight stands at 13,13.005
    And the creature at 13,13.005 touches the creature at 13,10
    And the creature at 13,13.005 has 0 wounds
