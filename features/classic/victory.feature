@classic
Feature: Victory
  The moment a hero is destroyed, its player loses. Both heroes at once is a draw.

  @LS1-18.1 @LS1-1.2 @LS1-C.12
  Scenario: Destroying the enemy hero wins at once
    Given the table:
      | creature    | player | at    | type      | health | shooting | range |
      | Paladin     | south  | 30,2  | hero      | 5      |          |       |
      | Witch Queen | north  | 10,25 | hero      | 1      |          |       |
      | Archer      | south  | 10,10 | character | 2      | 1        | L     |
    And the dice will roll 6
    When the creature at 10,10 shoots at the creature at 10,25
    Then the south player wins
    When the south player ends the turn
    Then the action is refused under rule LS1-18.1

  @LS1-18.2 @LS1-C.15 @LS1-12.7
  Scenario: Both heroes destroyed in one melee combat is a draw
    Given the table:
      | creature    | player | at    | type | strength | health |
      | Paladin     | south  | 10,10 | hero | 1        | 1      |
      | Witch Queen | north  | 10,13 | hero | 1        | 1      |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 1 die into attack
    And the dice will roll 6, 6
    And the south player puts 1 die into attack
    Then the game ends in a draw

  @LS1-18.1
  Scenario: A character's death does not end the game
    Given the table:
      | creature    | player | at    | type      | health | shooting | range |
      | Paladin     | south  | 30,2  | hero      | 5      |          |       |
      | Witch Queen | north  | 30,58 | hero      | 5      |          |       |
      | Ogre        | north  | 10,25 | character | 1      |          |       |
      | Archer      | south  | 10,10 | character | 2      | 1        | L     |
    And the dice will roll 6
    When the creature at 10,10 shoots at the creature at 10,25
    Then there is no creature at 10,25
    And the game goes on
