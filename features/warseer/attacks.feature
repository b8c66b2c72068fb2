@warseer
Feature: Attacks and dice
  Every attack, melee, shot or magic, follows the same steps: declare a target in range and
  in sight, roll, let both players modify or pass, check the critical effect, roll the
  additional dice, count the damage, reduce and deal it and then push, and conclude.

  @LS2-6.1 @LS2-6.4 @LS2-6.5 @LS2-6.10 @LS2-1.3 @LS2-1.5
  Scenario: Each sword and each dragon deals 1 damage
    Given the battlefield:
      | hex | creature  | player | dice    | health |
      | c3  | Swordsman | south  | 2, 2, 2 | 3      |
      | c4  | Ogre      | north  |         | 5      |
    And the dice will roll: sword, dragon, blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-6.2 @LS2-C.1
  Scenario: A level-3 die may show a dragon and a push on one face
    Given the battlefield:
      | hex | creature  | player | dice | health |
      | c3  | Swordsman | south  | 3    | 3      |
      | c4  | Ogre      | north  |      | 5      |
    And the dice will roll: dragon+push
    When the creature on c3 attacks the creature on c4
    Then the dice show: dragon+push
    When both players pass
    And the south player pushes the defender to c5
    Then the creature on c5 has 1 wound

  @LS2-6.4 @LS2-1.4
  Scenario: A target beyond the attack's range cannot be attacked
    Given the battlefield:
      | hex | creature  | player | attack | range |
      | c3  | Archer    | south  | shot   | 2     |
      | c6  | Ogre      | north  |        |       |
    When the creature on c3 attacks the creature on c6
    Then the action is refused under rule LS2-6.4

  @LS2-6.4 @LS2-1.4
  Scenario: A shot reaches a target at its full range
    Given the battlefield:
      | hex | creature  | player | attack | dice | range |
      | c3  | Archer    | south  | shot   | 1    | 3     |
      | c6  | Ogre      | north  |        |      |       |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c6
    And both players pass
    Then the creature on c6 has 1 wound

  @LS2-6.4
  Scenario: A creature attacks only enemies
    Given the battlefield:
      | hex | creature  | player |
      | c3  | Swordsman | south  |
      | c4  | Guard     | south  |
    When the creature on c3 attacks the creature on c4
    Then the action is refused under rule LS2-6.4

  @LS2-6.4 @LS2-8.6
  Scenario: A shot needs a line of sight
    Given the battlefield:
      | hex | creature  | player | attack | range | terrain |
      | c3  | Archer    | south  | shot   | 3     |         |
      | b4  |           |        |        |       | Forest  |
      | c4  | Guard     | south  |        |       |         |
      | d4  |           |        |        |       | Forest  |
      | c5  | Ogre      | north  |        |       |         |
    When the creature on c3 attacks the creature on c5
    Then the action is refused under rule LS2-8.2

  @LS2-6.6
  Scenario: The attacker speaks first in the modification step
    Given the battlefield:
      | hex | creature  | player | dice |
      | c3  | Swordsman | south  | 1    |
      | c4  | Ogre      | north  |      |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And the north player passes
    Then the action is refused under rule LS2-6.6

  @LS2-6.6 @LS2-12.31 @LS2-C.24
  Scenario: Two passes in a row end the modification step, after a reroll
    Given the battlefield:
      | hex | creature  | player | dice | keywords           |
      | c3  | Swordsman | south  | 1, 1 | Master of Attack 1 |
      | c4  | Ogre      | north  |      |                    |
    And the dice will roll: blank, sword
    When the creature on c3 attacks the creature on c4
    And the dice will roll: sword
    And the south player rerolls the dice: 1
    Then the dice show: sword, sword
    When both players pass
    Then the creature on c4 has 2 wounds

  @LS2-6.7
  Scenario: The critical effect applies once, however many criticals show
    Given the battlefield:
      | hex | creature  | player | dice    | crit      |
      | c3  | Swordsman | south  | 1, 1, 1 | add sword |
      | c4  | Ogre      | north  |         |           |
    And the dice will roll: critical, critical, blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-6.7
  Scenario: Without a critical the critical effect does not apply
    Given the battlefield:
      | hex | creature  | player | dice | crit      |
      | c3  | Swordsman | south  | 1, 1 | add sword |
      | c4  | Ogre      | north  |      |           |
    And the dice will roll: sword, blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-6.9 @LS2-13.1
  Scenario: Additional dice are added after the critical check and trigger nothing more
    Given the battlefield:
      | hex | creature  | player | dice | crit      | health |
      | c3  | Swordsman | south  | 1    | add die 2 |        |
      | c4  | Ogre      | north  |      |           | 5      |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And the dice will roll: critical
    And both players pass
    Then the creature on c4 has 0 wounds

  @LS2-6.3 @LS2-5.2
  Scenario: A creature attacks once per activation
    Given the battlefield:
      | hex | creature  | player | dice |
      | c3  | Swordsman | south  | 1    |
      | c4  | Ogre      | north  |      |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the creature on c3 attacks the creature on c4
    Then the action is refused under rule LS2-5.3

  @LS2-6.13 @LS2-C.16
  Scenario: A defender in a Forest has one sword taken off the roll
    Given the battlefield:
      | hex | creature  | player | dice | terrain |
      | c3  | Swordsman | south  | 1, 1 |         |
      | c4  | Ogre      | north  |      | Forest  |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-6.14 @LS2-12.14
  Scenario: A creature with Counterblow strikes back after a melee attack
    Given the battlefield:
      | hex | creature  | player | dice | keywords    |
      | c3  | Swordsman | south  | 1    |             |
      | c4  | Ogre      | north  | 1    | Counterblow |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the dice will roll: sword
    And the creature on c4 strikes back
    And both players pass
    Then the creature on c3 has 1 wound

  @LS2-6.14 @LS2-12.14
  Scenario: No Counterblow answers a Counterblow
    Given the battlefield:
      | hex | creature  | player | dice | keywords    |
      | c3  | Swordsman | south  | 1    | Counterblow |
      | c4  | Ogre      | north  | 1    | Counterblow |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the dice will roll: blank
    And the creature on c4 strikes back
    And both players pass
    And the creature on c3 strikes back
    Then the action is refused under rule LS2-12.14

  @LS2-6.12 @LS2-13.11 @LS2-10.1
  Scenario: The effects that follow an attack come after its damage
    Given the battlefield:
      | hex | creature  | player | dice | crit |
      | c3  | Swordsman | south  | 1    | Stun |
      | c4  | Ogre      | north  |      |      |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has the tokens: stun
    And the creature on c4 has 0 wounds

  @LS2-6.10 @LS2-6.11 @LS2-9.6 @LS2-12.24
  Scenario: The push comes after the reduction: a defender that the reduced damage leaves standing is pushed
    Given the battlefield:
      | hex | creature  | player | dice    | keywords  | health |
      | c3  | Swordsman | south  | 1, 1, 1 |           |        |
      | c4  | Knight    | north  |         | Fortitude | 2      |
    And the dice will roll: sword, sword, push
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player must push the defender
    When the south player pushes the defender to d4
    Then Knight stands on d4
    And the creature on d4 has 1 wound
