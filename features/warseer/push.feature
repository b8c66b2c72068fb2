@warseer
Feature: Push
  A push symbol moves the defender exactly one hex, where the attacker chooses; a defender
  with nowhere to go, or pushed into Difficult terrain, takes 1 more damage.

  @LS2-9.1 @LS2-9.2 @LS2-C.6
  Scenario: Two push symbols still push one hex, where the attacker chooses
    Given the battlefield:
      | hex | creature  | player | dice |
      | c3  | Swordsman | south  | 1, 1 |
      | c4  | Ogre      | north  |      |
    And the dice will roll: push, push
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player must push the defender
    When the south player pushes the defender to d4
    Then Ogre stands on d4
    And the creature on d4 has 0 wounds

  @LS2-9.2 @LS2-C.6
  Scenario: The defender cannot be pushed two hexes away
    Given the battlefield:
      | hex | creature  | player | dice |
      | c3  | Swordsman | south  | 1    |
      | c4  | Ogre      | north  |      |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c6
    Then the action is refused under rule LS2-9.2

  @LS2-9.2 @LS2-C.6
  Scenario: The defender cannot be pushed onto Impassable terrain or another creature
    Given the battlefield:
      | hex | creature  | player | dice | terrain    |
      | c3  | Swordsman | south  | 1    |            |
      | c4  | Ogre      | north  |      |            |
      | c5  |           |        |      | Impassable |
      | d4  | Guard     | north  |      |            |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    Then the action is refused under rule LS2-9.2
    When the south player pushes the defender to d4
    Then the action is refused under rule LS2-9.2
    When the south player pushes the defender to b4
    Then Ogre stands on b4

  @LS2-9.3 @LS2-C.6
  Scenario: A defender with nowhere to go takes 1 more damage instead
    Given the battlefield:
      | hex | creature  | player | dice |
      | a1  | Swordsman | south  | 1    |
      | a2  | Ogre      | north  |      |
      | b2  | Guard     | north  |      |
      | a3  | Wolf      | north  |      |
    And the battlefield:
      | hex | terrain    |
      | b1  | Impassable |
    And the dice will roll: push
    When the creature on a1 attacks the creature on a2
    And both players pass
    Then Ogre stands on a2
    And the creature on a2 has 1 wound

  @LS2-9.4 @LS2-12.16
  Scenario: Pushed into Difficult terrain, the defender takes 1 damage of the attack's type
    Given the battlefield:
      | hex | creature  | player | dice | armour | terrain |
      | c3  | Swordsman | south  | 1    |        |         |
      | c4  | Ogre      | north  |      | 1      |         |
      | c5  |           |        |      |        | Hill    |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    Then Ogre stands on c5
    And the creature on c5 has 0 armour tokens
    And the creature on c5 has 0 wounds

  @LS2-9.5 @LS2-12.12
  Scenario: A push ignores Clinch
    Given the battlefield:
      | hex | creature  | player | dice | keywords |
      | c3  | Swordsman | south  | 1    |          |
      | c4  | Ogre      | north  |      |          |
      | b4  | Troll     | south  |      | Clinch   |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to d4
    Then Ogre stands on d4

  @LS2-9.3 @LS2-7.2 @LS2-C.6
  Scenario: The damage of a push with nowhere to go is taken by armour tokens
    Given the battlefield:
      | hex | creature  | player | dice | armour | health |
      | a1  | Swordsman | south  | 1    |        |        |
      | a2  | Ogre      | north  |      | 1      | 3      |
      | b2  | Guard     | north  |      |        |        |
      | a3  | Wolf      | north  |      |        |        |
    And the battlefield:
      | hex | terrain    |
      | b1  | Impassable |
    And the dice will roll: push
    When the creature on a1 attacks the creature on a2
    And both players pass
    Then Ogre stands on a2
    And the creature on a2 has 0 armour tokens
    And the creature on a2 has 0 wounds

  @LS2-9.2 @LS2-C.6
  Scenario: The attacker may push the defender back towards itself
    Given the battlefield:
      | hex | creature  | player | dice |
      | c3  | Swordsman | south  | 1    |
      | c4  | Ogre      | north  |      |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to d3
    Then Ogre stands on d3
