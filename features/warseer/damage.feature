@warseer
Feature: Damage and armour
  Damage takes Armour tokens first, one for one, and then becomes Wound tokens; magic and
  "wounds, not damage" pass armour by. Wounds equal to Health eliminate the creature.

  @LS2-7.1 @LS2-7.2 @LS2-12.4 @LS2-10.1
  Scenario: Armour tokens take the damage first
    Given the battlefield:
      | hex | creature  | player | dice    | armour | health |
      | c3  | Swordsman | south  | 2, 2, 2 |        |        |
      | c4  | Knight    | north  |         | 2      | 5      |
    And the dice will roll: sword, dragon, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 0 armour tokens
    And the creature on c4 has 1 wound

  @LS2-7.3
  Scenario: A magical attack ignores armour tokens
    Given the battlefield:
      | hex | creature | player | attack | dice | range | armour | health |
      | c3  | Mage     | south  | magic  | 2, 2 | 2     |        |        |
      | c4  | Knight   | north  |        |      |       | 2      | 5      |
    And the dice will roll: sword, dragon
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 armour tokens
    And the creature on c4 has 2 wounds

  @LS2-7.6 @LS2-7.7 @LS2-2.6 @LS2-1.10
  Scenario: A character with wounds equal to its health is destroyed and its card goes to History
    Given the battlefield:
      | hex | creature  | player | dice | health | wounds |
      | c3  | Swordsman | south  | 1    |        |        |
      | c4  | Ogre      | north  |      | 2      | 1      |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then there is no creature on c4
    And the north player's History holds: Ogre

  @LS2-7.7 @LS2-1.11
  Scenario: A destroyed minion leaves no card in History
    Given the battlefield:
      | hex | creature  | player | kind   | dice | health |
      | c3  | Swordsman | south  |        | 1    |        |
      | c4  | Imp       | north  | minion |      | 1      |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then there is no creature on c4
    And the north player's History holds: -

  @LS2-7.8 @LS2-9.6
  Scenario: Damage beyond health is lost, and a destroyed defender is not pushed
    Given the battlefield:
      | hex | creature  | player | dice    | health |
      | c3  | Swordsman | south  | 3, 3, 3 |        |
      | c4  | Ogre      | north  |         | 1      |
    And the dice will roll: sword+push, dragon, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then there is no creature on c4
    And the north player's History holds: Ogre

  @LS2-7.9 @LS2-7.10 @LS2-12.25 @LS2-C.25
  Scenario: Healing removes wound tokens, never below none
    Given the battlefield:
      | hex | creature | player | dice | range | keywords | wounds |
      | c3  | Shaman   | south  | 2, 2 | 2     | Healer   |        |
      | c4  | Guard    | south  |      |       |          | 1      |
    And the dice will roll: sword, dragon
    When the creature on c3 heals the creature on c4
    Then the creature on c4 has 0 wounds

  @LS2-7.5 @LS2-1.17 @LS2-C.17 @LS2-2.2 @LS2-C.65
  Scenario: A hero's relic takes its non-magical damage first and is destroyed when emptied
    Given the cards:
      | card      | type  | armour |
      | Chainmail | relic | 1      |
    And the battlefield:
      | hex | creature  | player | kind | dice | health |
      | c3  | Swordsman | south  |      | 1, 1 |        |
      | c4  | Kaitlynn  | north  | hero |      | 6      |
    And the north player's hero carries: Chainmail
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound
    And the north player's hero carries: -
    And the north player's History holds: Chainmail
