@classic
Feature: The table
  A square of 60 by 60 centimetres; positions are written in centimetres from the
  south-west corner. Bases are round, and they touch within a tenth of a millimetre.

  @LS1-4.1 @LS1-4.2 @LS1-C.4
  Scenario: A base in the north-east corner stands on the table, and cannot go farther
    Given the table:
      | creature | player | at        |
      | Knight   | south  | 58.5,58.5 |
    When the creature at 58.5,58.5 moves to 59,58.5
    Then the action is refused under rule LS1-10.2
    And Knight stands at 58.5,58.5

  @LS1-4.3 @LS1-C.1
  Scenario: A card without a base stands on 3 cm; a card may give its own
    Given the table:
      | creature | player | at    | base |
      | Knight   | south  | 10,10 |      |
      | Ogre     | north  | 14,10 | 5    |
      | Guard    | south  | 10,20 |      |
      | Scout    | south  | 13,20 |      |
    Then the creature at 10,10 touches the creature at 14,10
    And the creature at 10,20 touches the creature at 13,20

  @LS1-4.4 @LS1-C.2 @LS1-12.1
  Scenario: Bases within a tenth of a millimetre are in contact
    Given the table:
      | creature | player | at       |
      | Knight   | south  | 10,10    |
      | Ogre     | north  | 13.005,10 |
      | Guard    | south  | 10,30    |
      | Wolf     | north  | 13.02,30 |
    When the creature at 10,10 fights the creature at 13.005,10
    Then the north player must split the dice of the creature at 13.005,10

  @LS1-4.4 @LS1-C.2
  Scenario: Bases exactly a tenth of a millimetre apart are in contact
    Given the table:
      | creature | player | at       |
      | Knight   | south  | 10,10    |
      | Ogre     | north  | 13.01,10 |
    Then the creature at 10,10 touches the creature at 13.01,10

  @LS1-4.4 @LS1-C.2
  Scenario: Bases two tenths of a millimetre apart are not in contact
    Given the table:
      | creature | player | at       |
      | Guard    | south  | 10,30    |
      | Wolf     | north  | 13.02,30 |
    When the creature at 10,30 fights the creature at 13.02,30
    Then the action is refused under rule LS1-12.1

  @LS1-4.5 @LS1-C.3
  Scenario: Distances are measured from edge to edge of the bases
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 10,10 |
      | Ogre     | north  | 10,21 |
    Then the distance from the creature at 10,10 to the creature at 10,21 is 8 cm
