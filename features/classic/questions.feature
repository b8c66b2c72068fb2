@classic
Feature: Asking a rule question
  The example of the page "Asking a rule question": may an archer shoot past a friend that
  stands in the way? Any other base blocks a line of sight, friend or enemy; moved aside,
  the friend leaves the line clear.

  @LS1-13.4 @LS1-13.3
  Scenario: A friend in the way blocks the archer's shot
    Given the table:
      | creature | player | at    | base | shooting | range |
      | Archer   | south  | 10,30 |      | 2        | L     |
      | Guard    | south  | 20,30 | 6    |          |       |
      | Ogre     | north  | 27,30 |      |          |       |
    Then the creature at 10,30 cannot see the creature at 27,30
    When the creature at 10,30 shoots at the creature at 27,30
    Then the action is refused under rule LS1-13.3
    And the creature at 27,30 has 0 wounds

  @LS1-13.3 @LS1-13.6
  Scenario: With the friend moved aside, the archer shoots
    Given the table:
      | creature | player | at    | base | shooting | range |
      | Archer   | south  | 10,30 |      | 2        | L     |
      | Guard    | south  | 20,40 | 6    |          |       |
      | Ogre     | north  | 27,30 |      |          |       |
    Then the creature at 10,30 can see the creature at 27,30
    Given the dice will roll 5, 1
    When the creature at 10,30 shoots at the creature at 27,30
    Then the action is allowed
    And the creature at 27,30 has 1 wound
