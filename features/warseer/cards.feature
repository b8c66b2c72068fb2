@warseer
Feature: Components and card types
  Support cards are played from the hand for their cost: tactics when their situation comes
  up, relics onto the hero, spells at once, buildings into the City Zone, terrain onto the
  battlefield.

  Background:
    Given the cards:
      | card          | type     | cost | armour | uses | effect | amount | event           | lasting |
      | Sudden Strike | tactic   | 1    |        |      | damage | 1      | attack declared |         |
      | Parry         | tactic   | 1    |        |      | damage | 1      | attack declared |         |
      | Iron Helm     | relic    | 1    | 2      |      |        |        |                 |         |
      | Chainmail     | relic    | 1    | 1      |      |        |        |                 |         |
      | Amulet        | relic    | 1    |        | 2    | power  | 1      |                 |         |
      | War Banner    | relic    | 1    |        |      |        |        |                 |         |
      | Curse         | spell    | 1    |        |      | damage | 1      |                 | yes     |
      | Barracks      | building | 1    |        |      | armour | 1      |                 |         |
      | Old Forest    | terrain  | 1    |        |      |        |        |                 |         |

  @LS2-1.13 @LS2-1.15
  Scenario: A tactic is played in the opponent's turn when its situation comes up, then goes to History
    Given the battlefield:
      | hex | creature  | player | dice | health |
      | c3  | Swordsman | south  | 1    | 3      |
      | c4  | Ogre      | north  |      |        |
    And the north player holds in hand: Sudden Strike
    And the north player's Power is 1
    When the creature on c3 attacks the creature on c4
    And the dice will roll: blank
    And the north player plays Sudden Strike
    And both players pass
    Then the creature on c3 has 1 wound
    And the north player's History holds: Sudden Strike

  @LS2-1.14
  Scenario: Two tactics of one name do not answer the same situation
    Given the battlefield:
      | hex | creature  | player | dice | health |
      | c3  | Swordsman | south  | 1    | 3      |
      | c4  | Ogre      | north  |      |        |
    And the north player holds in hand: Sudden Strike, Sudden Strike, Parry
    And the north player's Power is 3
    When the creature on c3 attacks the creature on c4
    And the north player plays Sudden Strike
    And the north player plays Sudden Strike
    Then the action is refused under rule LS2-1.14

  @LS2-1.14
  Scenario: A second tactic of one name is refused once nothing else could answer
    Given the battlefield:
      | hex | creature  | player | dice | health |
      | c3  | Swordsman | south  | 1    | 3      |
      | c4  | Ogre      | north  |      |        |
    And the north player holds in hand: Sudden Strike, Sudden Strike
    And the north player's Power is 2
    When the creature on c3 attacks the creature on c4
    And the dice will roll: blank
    And the north player plays Sudden Strike
    And the north player plays Sudden Strike
    Then the action is refused under rule LS2-1.14

  @LS2-1.16 @LS2-2.2 @LS2-1.9
  Scenario: A hero equips at most three relics, never two identical
    Given the battlefield:
      | hex | creature | player | kind |
      | c1  | Kaitlynn | south  | hero |
    And the south player holds in hand: Iron Helm, Chainmail, Amulet, War Banner
    And the south player's Power is 5
    When the south player plays Iron Helm
    And the south player plays Chainmail
    And the south player plays Amulet
    Then the south player's hero carries: Iron Helm, Chainmail, Amulet
    When the south player plays War Banner
    Then the action is refused under rule LS2-1.16

  @LS2-1.16
  Scenario: A hero cannot equip a second relic of the same name
    Given the battlefield:
      | hex | creature | player | kind |
      | c1  | Kaitlynn | south  | hero |
    And the south player's hero carries: Iron Helm
    And the south player holds in hand: Iron Helm
    And the south player's Power is 5
    When the south player plays Iron Helm
    Then the action is refused under rule LS2-1.16

  @LS2-1.18 @LS2-12.33
  Scenario: A Multiple Uses relic loses a marker per use and is discarded at zero
    Given the battlefield:
      | hex | creature | player | kind |
      | c1  | Kaitlynn | south  | hero |
    And the south player holds in hand: Amulet
    And the south player's Power is 1
    When the south player plays Amulet
    And the south player uses Amulet
    Then the south player's hero carries: Amulet
    When the south player uses Amulet
    Then the south player's hero carries: -
    And the south player's History holds: Amulet

  @LS2-1.20 @LS2-12.19
  Scenario: An Enchantment stays in play on its creature
    Given the battlefield:
      | hex | creature | player | health |
      | c6  | Ogre     | north  | 4      |
    And the south player holds in hand: Curse
    And the south player's Power is 1
    When the south player plays Curse on the creature on c6
    Then Curse lies on the creature on c6
    And the south player's History holds: -

  @LS2-1.21 @LS2-1.22 @LS2-2.11 @LS2-C.45
  Scenario: A building stays in the City Zone and gives one creature one bonus a turn
    Given the battlefield:
      | hex | creature  | player |
      | c2  | Swordsman | south  |
    And the south player holds in hand: Barracks
    And the south player's Power is 1
    When the south player plays Barracks
    Then the south player's City Zone holds: Barracks
    When the south player uses Barracks for the creature on c2
    Then the creature on c2 has 1 armour token
    When the south player uses Barracks for the creature on c2
    Then the action is refused

  @LS2-12.10 @LS2-1.22
  Scenario: A Brute takes no building's bonus
    Given the battlefield:
      | hex | creature | player | keywords |
      | c2  | Troll    | south  | Brute    |
    And the south player's City Zone holds: Barracks
    When the south player uses Barracks for the creature on c2
    Then the action is refused under rule LS2-12.10

  @LS2-12.32
  Scenario: A Monster takes no building's bonus either
    Given the battlefield:
      | hex | creature | player | keywords |
      | c2  | Troll    | south  | Monster  |
    And the south player's City Zone holds: Barracks
    When the south player uses Barracks for the creature on c2
    Then the action is refused under rule LS2-12.32

  @LS2-1.23 @LS2-12.8 @LS2-C.44
  Scenario: A terrain card lays its terrain on a free hex
    Given the south player holds in hand: Old Forest
    And the south player's Power is 1
    When the south player plays Old Forest on c5
    Then the hex c5 holds Forest
