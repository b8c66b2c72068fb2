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

  @LS2-7.8 @LS2-9.6 @LS2-C.70 @LS2-C.6
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

  @LS2-7.9 @LS2-7.10 @LS2-12.25 @LS2-C.25 @LS2-C.70
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

  @LS2-7.2 @LS2-12.4 @LS2-1.19 @LS2-C.67
  Scenario: Armour tokens take a spell's damage, unless the spell is magical
    Given the cards:
      | card       | type  | effect | amount | magical |
      | Fireball   | spell | damage | 2      |         |
      | Star Flare | spell | damage | 2      | yes     |
    And the battlefield:
      | hex | creature | player | armour | health |
      | c4  | Knight   | north  | 2      | 5      |
      | c6  | Golem    | north  | 2      | 5      |
    And the south player holds in hand: Fireball, Star Flare
    And the south player's Power is 2
    When the south player plays Fireball on the creature on c4
    And the south player plays Star Flare on the creature on c6
    Then the creature on c4 has 0 armour tokens
    And the creature on c4 has 0 wounds
    And the creature on c6 has 2 armour tokens
    And the creature on c6 has 2 wounds

  @LS2-7.2 @LS2-12.4 @LS2-1.13
  Scenario: Armour tokens take a tactic's damage
    Given the cards:
      | card          | type   | effect | amount | event           |
      | Sudden Strike | tactic | damage | 2      | attack declared |
    And the battlefield:
      | hex | creature  | player | dice | armour | health |
      | c3  | Swordsman | south  | 1    | 2      | 3      |
      | c4  | Ogre      | north  |      |        |        |
    And the north player holds in hand: Sudden Strike
    And the north player's Power is 1
    When the creature on c3 attacks the creature on c4
    And the dice will roll: blank
    And the north player plays Sudden Strike
    And both players pass
    Then the creature on c3 has 0 armour tokens
    And the creature on c3 has 0 wounds

  @LS2-7.2 @LS2-12.4 @LS2-12.20
  Scenario: Armour tokens take a First word's damage
    Given the cards:
      | card  | type      | cost | keywords             |
      | Guard | character | 1    | First word: damage 1 |
    And the battlefield:
      | hex | creature | player | armour | health |
      | c3  | Knight   | north  | 1      | 5      |
    And the south player's War Camp holds: Guard
    And the south player's Power is 1
    When the south player summons Guard on c2
    Then the creature on c3 has 0 armour tokens
    And the creature on c3 has 0 wounds

  @LS2-7.3 @LS2-12.20 @LS2-C.67 @LS2-C.64
  Scenario: A First word's damage that the word calls magical passes armour tokens
    Given the cards:
      | card   | type      | cost | keywords                     |
      | Shaman | character | 1    | First word: magical damage 1 |
    And the battlefield:
      | hex | creature | player | armour | health |
      | c3  | Knight   | north  | 1      | 5      |
    And the south player's War Camp holds: Shaman
    And the south player's Power is 1
    When the south player summons Shaman on c2
    Then the creature on c3 has 1 armour token
    And the creature on c3 has 1 wound

  @LS2-7.2 @LS2-12.4 @LS2-12.29
  Scenario: Armour tokens take a Last word's damage
    Given the battlefield:
      | hex | creature  | player | dice | health | armour | keywords            |
      | c3  | Swordsman | south  | 1    | 3      | 1      |                     |
      | c4  | Ogre      | north  |      | 1      |        | Last word: damage 1 |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the north player's History holds: Ogre
    And the creature on c3 has 0 armour tokens
    And the creature on c3 has 0 wounds

  @LS2-7.2 @LS2-12.4 @LS2-1.18
  Scenario: Armour tokens take the damage of a relic's ability, unless it is magical
    Given the cards:
      | card        | type  | uses | effect | amount | magical |
      | Cursed Coin | relic | 1    | damage | 1      |         |
      | Witch Charm   | relic | 1    | damage | 1      | yes     |
    And the battlefield:
      | hex | creature | player | kind | armour | health |
      | c1  | Kaitlynn | south  | hero | 1      | 5      |
    And the south player's hero carries: Cursed Coin, Witch Charm
    When the south player uses Cursed Coin
    Then the creature on c1 has 0 armour tokens
    And the creature on c1 has 0 wounds
    When the south player uses Witch Charm
    Then the creature on c1 has 1 wound

  @LS2-7.2 @LS2-12.4 @LS2-1.21
  Scenario: Armour tokens take the damage of a building's ability
    Given the cards:
      | card        | type     | effect | amount |
      | Blood Altar | building | damage | 1      |
    And the battlefield:
      | hex | creature  | player | armour | health |
      | c2  | Swordsman | south  | 1      | 3      |
    And the south player's City Zone holds: Blood Altar
    When the south player uses Blood Altar for the creature on c2
    Then the creature on c2 has 0 armour tokens
    And the creature on c2 has 0 wounds
