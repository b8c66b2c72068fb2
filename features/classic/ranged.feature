@classic
Feature: Ranged attacks
  A shooter that has not moved, is in contact with no enemy, and sees its target within
  range rolls its ranged dice; each hit is 1 damage, and the target rolls no defence.

  @LS1-13.1 @LS1-13.2 @LS1-13.6 @LS1-C.23
  Scenario: A shooter in range with a line of sight hits its target
    Given the table:
      | creature | player | at    | shooting | range |
      | Archer   | south  | 10,10 | 2        | L     |
      | Ogre     | north  | 10,25 |          |       |
    And the dice will roll 4, 2
    When the creature at 10,10 shoots at the creature at 10,25
    Then the creature at 10,25 has 1 wound
    And the activation of the creature at 10,10 is over

  @LS1-13.1
  Scenario: A creature without a ranged attack cannot shoot
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 10,25 |
    When the creature at 10,10 shoots at the creature at 10,25
    Then the action is refused under rule LS1-13.1

  @LS1-13.1
  Scenario: A shooter that has moved this turn cannot shoot
    Given the table:
      | creature | player | at    | shooting | range |
      | Archer   | south  | 10,10 | 2        | L     |
      | Ogre     | north  | 10,30 |          |       |
    When the creature at 10,10 moves to 10,15
    And the creature at 10,15 shoots at the creature at 10,30
    Then the action is refused under rule LS1-13.1

  @LS1-13.2 @LS1-4.5
  Scenario: A target beyond range cannot be shot
    Given the table:
      | creature | player | at    | shooting | range |
      | Archer   | south  | 10,10 | 2        | L     |
      | Ogre     | north  | 10,30 |          |       |
    When the creature at 10,10 shoots at the creature at 10,30
    Then the action is refused under rule LS1-13.2

  @LS1-13.2 @LS1-4.5 @LS1-C.24
  Scenario: A target exactly at the shooter's range can be shot
    Given the table:
      | creature | player | at    | shooting | range |
      | Archer   | south  | 10,10 | 1        | L     |
      | Ogre     | north  | 10,28 |          |       |
    And the dice will roll 4
    When the creature at 10,10 shoots at the creature at 10,28
    Then the creature at 10,28 has 1 wound

  @LS1-13.2 @LS1-4.5 @LS1-C.24
  Scenario: A target 0.01 cm beyond the range is still within the tolerance
    Given the table:
      | creature | player | at       | shooting | range |
      | Archer   | south  | 10,10    | 1        | L     |
      | Ogre     | north  | 10,28.01 |          |       |
    And the dice will roll 4
    When the creature at 10,10 shoots at the creature at 10,28.01
    Then the creature at 10,28.01 has 1 wound

  @LS1-13.2 @LS1-4.5 @LS1-C.24
  Scenario: A target 0.02 cm beyond the range cannot be shot
    Given the table:
      | creature | player | at       | shooting | range |
      | Archer   | south  | 10,10    | 1        | L     |
      | Ogre     | north  | 10,28.02 |          |       |
    When the creature at 10,10 shoots at the creature at 10,28.02
    Then the action is refused under rule LS1-13.2

  @LS1-13.3 @LS1-13.4
  Scenario: Line of sight blocked by a friendly miniature
    Given the table:
      | creature | player | at    | base | shooting | range |
      | Archer   | south  | 10,30 |      | 2        | L     |
      | Guard    | south  | 20,30 | 6    |          |       |
      | Ogre     | north  | 27,30 |      |          |       |
    Then the creature at 10,30 cannot see the creature at 27,30
    When the creature at 10,30 shoots at the creature at 27,30
    Then the action is refused under rule LS1-13.3

  @LS1-13.4
  Scenario: An enemy miniature blocks the line of sight too
    Given the table:
      | creature | player | at    | base | shooting | range |
      | Archer   | south  | 10,30 |      | 2        | L     |
      | Wolf     | north  | 20,30 | 6    |          |       |
      | Ogre     | north  | 30,30 |      |          |       |
    Then the creature at 10,30 cannot see the creature at 30,30

  @LS1-13.3 @LS1-C.24
  Scenario: A line that only grazes a base is not blocked
    Given the table:
      | creature | player | at    |
      | Archer   | south  | 10,30 |
      | Guard    | south  | 20,30 |
      | Ogre     | north  | 30,30 |
    Then the creature at 10,30 can see the creature at 30,30

  @LS1-13.3
  Scenario: One point of the target's base is enough
    Given the table:
      | creature | player | at    | base |
      | Archer   | south  | 10,30 |      |
      | Guard    | south  | 20,32 | 6    |
      | Ogre     | north  | 30,30 |      |
    Then the creature at 10,30 can see the creature at 30,30

  @LS1-13.4 @LS1-4.6
  Scenario: A template with Blocks Line of Sight blocks; another does not
    Given the terrain cards:
      | terrain | width | depth | blocks sight |
      | Forest  | 8     | 20    | yes          |
      | Ruins   | 8     | 20    | no           |
    And the table:
      | creature | player | at    |
      | Archer   | south  | 10,30 |
      | Ogre     | north  | 30,30 |
      | Scout    | south  | 10,10 |
      | Wolf     | north  | 30,10 |
    And the north player's template Forest lies at 16,20
    And the north player's template Ruins lies at 16,0
    Then the creature at 10,30 cannot see the creature at 30,30
    And the creature at 10,10 can see the creature at 30,10

  @LS1-13.5
  Scenario: A shooter in contact with an enemy cannot shoot
    Given the table:
      | creature | player | at    | shooting | range |
      | Archer   | south  | 10,10 | 2        | L     |
      | Wolf     | north  | 13,10 |          |       |
      | Ogre     | north  | 10,20 |          |       |
    When the creature at 10,10 shoots at the creature at 10,20
    Then the action is refused under rule LS1-13.5

  @LS1-13.6 @LS1-12.5
  Scenario: A weakened shooter hits only on a 6
    Given the table:
      | creature | player | at    | shooting | range | wounds |
      | Archer   | south  | 10,10 | 2        | L     | 1      |
      | Ogre     | north  | 10,25 |          |       | 0      |
    And the dice will roll 5, 6
    When the creature at 10,10 shoots at the creature at 10,25
    Then the creature at 10,25 has 1 wound

  @LS1-13.3 @LS1-C.2 @LS1-C.24
  Scenario: Bases in contact see each other, even a little into each other
    Given the table:
      | creature | player | at       |
      | Archer   | south  | 10,30    |
      | Ogre     | north  | 12.995,30 |
    Then the creature at 10,30 touches the creature at 12.995,30
    And the creature at 10,30 can see the creature at 12.995,30

  @LS1-13.3 @LS1-13.4 @LS1-C.24
  Scenario: A line may go a little into a base and a template that overlap across it
    Given the terrain cards:
      | terrain | width | depth | blocks sight |
      | Forest  | 10    | 10    | yes          |
    And the north player's template Forest lies at 15,20
    And the table:
      | creature | player | at        |
      | Archer   | south  | 10,31     |
      | Guard    | south  | 20,31.488 |
      | Ogre     | north  | 30,30     |
    Then the creature at 10,31 can see the creature at 30,30

  @LS1-13.3 @LS1-13.4 @LS1-C.24
  Scenario: A base and a template that overlap by more than twice the tolerance block
    Given the terrain cards:
      | terrain | width | depth | blocks sight |
      | Forest  | 10    | 10    | yes          |
    And the north player's template Forest lies at 15,20
    And the table:
      | creature | player | at        |
      | Archer   | south  | 10,31     |
      | Guard    | south  | 20,31.479 |
      | Ogre     | north  | 30,30     |
    Then the creature at 10,31 cannot see the creature at 30,30

  @LS1-13.4 @LS1-C.24
  Scenario: A creature inside a blocking template sees out if its base's edge is within the tolerance of the template's edge
    Given the terrain cards:
      | terrain | width | depth | blocks sight |
      | Forest  | 20    | 20    | yes          |
    And the north player's template Forest lies at 0,20
    And the table:
      | creature | player | at        |
      | Archer   | south  | 18.495,30 |
      | Ogre     | north  | 30,30     |
    Then the creature at 18.495,30 can see the creature at 30,30

  @LS1-13.4 @LS1-C.24
  Scenario: A creature deeper inside a blocking template than the tolerance neither sees out nor is seen
    Given the terrain cards:
      | terrain | width | depth | blocks sight |
      | Forest  | 20    | 20    | yes          |
    And the north player's template Forest lies at 0,20
    And the table:
      | creature | player | at        |
      | Archer   | south  | 18.485,30 |
      | Ogre     | north  | 30,30     |
    Then the creature at 18.485,30 cannot see the creature at 30,30
    And the creature at 30,30 cannot see the creature at 18.485,30
