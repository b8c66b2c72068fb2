@classic
Feature: Movement
  A creature moves along straight stretches no longer in all than its movement, never
  through another base, and it stops the moment it comes within a tenth of a millimetre
  of an enemy.

  @LS1-10.2 @LS1-4.5 @LS1-C.3
  Scenario: A path of straight stretches as long as the movement
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 moves along 15,10 → 15,15
    Then Knight stands at 15,15

  @LS1-10.2
  Scenario: A path longer than the movement is refused
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 moves along 15,10 → 15,15.5
    Then the action is refused under rule LS1-10.2
    And Knight stands at 10,10

  @LS1-10.2 @LS1-C.24
  Scenario: A path 0.01 cm longer than the movement is within the tolerance
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 moves along 15,10 → 15,15.01
    Then Knight stands at 15,15.01

  @LS1-10.2 @LS1-C.24
  Scenario: A path 0.02 cm longer than the movement is refused
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | M        |
    When the creature at 10,10 moves along 15,10 → 15,15.02
    Then the action is refused under rule LS1-10.2
    And Knight stands at 10,10

  @LS1-10.2 @LS1-4.1 @LS1-C.26
  Scenario: A base may not leave the table
    Given the table:
      | creature | player | at   |
      | Knight   | south  | 5,10 |
    When the creature at 5,10 moves to 1,10
    Then the action is refused under rule LS1-10.2

  @LS1-10.3 @LS1-C.21
  Scenario: A move may not pass through a friendly base
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Guard    | south  | 15,10 |
    When the creature at 10,10 moves to 20,10
    Then the action is refused under rule LS1-10.3

  @LS1-10.3 @LS1-C.21
  Scenario: A base may stop touching a friendly base
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Guard    | south  | 15,10 |
    When the creature at 10,10 moves to 12,10
    Then Knight stands at 12,10
    And the creature at 12,10 touches the creature at 15,10

  @LS1-10.4 @LS1-12.1 @LS1-C.2 @LS1-C.21
  Scenario: The move stops where the base first comes within a tenth of a millimetre of an enemy base
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 16,10 |
    When the creature at 10,10 moves to 19,10
    Then Knight stands at 12.99,10
    And the distance from the creature at 12.99,10 to the creature at 16,10 is 0.01 cm
    And the creature at 12.99,10 touches the creature at 16,10
    And the creature at 12.99,10 can still fight

  @LS1-10.4 @LS1-10.3 @LS1-C.2 @LS1-C.21
  Scenario: A path that grazes an enemy base stops before it comes closest
    Given the table:
      | creature | player | at       |
      | Knight   | south  | 10,10    |
      | Ogre     | north  | 13.005,20 |
      | Guard    | south  | 10,22.9  |
    When the creature at 10,10 moves to 10,20
    Then Knight stands at 10,19.83
    And the creature at 10,19.83 touches the creature at 13.005,20
    And the creature at 10,19.83 can still fight

  @LS1-10.4 @LS1-4.2 @LS1-C.2
  Scenario: A creature stopped on a slant is named by the position the answer prints
    Given the table:
      | creature | player | at    | movement |
      | Knight   | south  | 10,10 | L        |
      | Ogre     | north  | 20,20 | S        |
    When the creature at 10,10 moves to 20,20
    Then Knight stands at 17.87,17.87
    And the creature at 17.87,17.87 touches the creature at 20,20
    And the creature at 17.87,17.87 can still fight

  @LS1-10.4 @LS1-C.21 @LS1-11.4
  Scenario: An enemy touched at the start does not stop the move
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 13,10 |
    And the dice will roll 2
    When the creature at 10,10 moves to 10,2
    Then Knight stands at 10,2
    And the creature at 10,2 has 0 wounds

  @LS1-4.6 @LS1-C.22
  Scenario: A base crosses a terrain template and may stand on it
    Given the terrain cards:
      | terrain | width | depth | blocks sight |
      | Forest  | 8     | 6     | yes          |
    And the north player's template Forest lies at 12,5
    And the table:
      | creature | player | at   |
      | Knight   | south  | 10,8 |
    When the creature at 10,8 moves to 19,8
    Then Knight stands at 19,8
