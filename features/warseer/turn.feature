@warseer
Feature: The turn
  A turn starts with a draw from the Battle Deck and from the Feats deck, the untapping of
  the active player's cards and the Hero's Power rising to the Income; then come the
  activation phase's actions, in any order, until the player declares the turn over.

  Background:
    Given the cards:
      | card     | type | cost | effect | amount | income |
      | Insight  | spell | 1   | draw   | 1      | 2      |
      | Fireball | spell | 2   | damage | 2      | 1      |
      | Curse    | spell | 1   | damage | 1      | 1      |
      | Amulet   | relic | 1   |        |        | 1      |
      | Barracks | building | 1 |       |        | 1      |
    And the cards:
      | card          | type | feat        | condition | threshold | points |
      | First Blood   | feat | military feat | destroyed any |     | 1      |
      | Hold the Line | feat | achievement | creatures | 1         | 1      |
      | Collector     | feat | achievement | history   | 1         | 1      |
    And the Feats deck is, from the top: First Blood, Hold the Line, Collector

  @LS2-4.1 @LS2-4.2 @LS2-4.3 @LS2-2.7 @LS2-2.10
  Scenario: The next turn begins with a draw from each deck and the creatures untapped
    Given the battlefield:
      | hex | creature | player |
      | c7  | Ogre     | north  |
    And the north player's Battle Deck is, from the top: Insight, Curse
    And the creature on c7 has been activated this turn
    When the south player declares the turn over
    Then it is the north player's turn
    And the north player holds in hand: Insight, First Blood
    And the north player's Battle Deck is, from the top: Curse
    When the creature on c7 moves along c7 → c6
    Then Ogre stands on c6

  @LS2-4.4 @LS2-2.4 @LS2-C.10
  Scenario Outline: The Hero's Power rises to the Income at turn start, never above 10
    Given the cards:
      | card   | type  | income   |
      | Amulet | relic | <income> |
    And the north player's History holds: Amulet
    And the north player's Power is <power>
    When the south player declares the turn over
    Then the north player's Income is <income>
    And the north player's Power is <result>

    Examples:
      | power | income | result |
      | 3     | 5      | 5      |
      | 7     | 5      | 7      |
      | 0     | 12     | 10     |
      | 0     | 10     | 10     |
      | 0     | 11     | 10     |

  @LS2-4.8 @LS2-1.19 @LS2-2.3 @LS2-4.5 @LS2-4.6
  Scenario: A spell is paid in Power, takes effect and goes to History
    Given the battlefield:
      | hex | creature | player | health |
      | c3  | Mage     | south  |        |
      | c6  | Ogre     | north  | 4      |
    And the south player holds in hand: Fireball
    And the south player's Power is 3
    When the south player plays Fireball on the creature on c6
    Then the creature on c6 has 2 wounds
    And the south player's Power is 1
    And the south player's History holds: Fireball
    When the creature on c3 moves along c3 → c4
    Then Mage stands on c4

  @LS2-2.3
  Scenario: A card the player cannot pay for is refused
    Given the battlefield:
      | hex | creature | player |
      | c6  | Ogre     | north  |
    And the south player holds in hand: Fireball
    And the south player's Power is 1
    When the south player plays Fireball on the creature on c6
    Then the action is refused under rule LS2-2.3
    And the south player holds in hand: Fireball

  @LS2-2.3
  Scenario: A card is paid with exactly the Power it costs
    Given the battlefield:
      | hex | creature | player | health |
      | c6  | Ogre     | north  | 4      |
    And the south player holds in hand: Fireball
    And the south player's Power is 2
    When the south player plays Fireball on the creature on c6
    Then the creature on c6 has 2 wounds
    And the south player's Power is 0

  @LS2-4.9 @LS2-2.6
  Scenario: At most one support card is discarded to History each turn
    Given the south player holds in hand: Insight, Curse
    When the south player discards Insight
    Then the south player's History holds: Insight
    When the south player discards Curse
    Then the action is refused under rule LS2-4.9

  @LS2-4.11 @LS2-C.48
  Scenario: At most one Feat card is discarded each turn
    Given the south player holds in hand: Hold the Line, Collector
    When the south player discards Hold the Line
    Then the south player holds in hand: Collector
    And the south player's History holds: Hold the Line
    When the south player discards Collector
    Then the action is refused under rule LS2-4.11

  @LS2-4.12 @LS2-4.13
  Scenario: The turn cannot be declared over while an activation is under way
    Given the battlefield:
      | hex | creature  | player |
      | c3  | Swordsman | south  |
    When the creature on c3 moves along c3 → c4
    And the south player declares the turn over
    Then the action is refused under rule LS2-4.12
    When the creature on c4 ends its activation
    And the south player declares the turn over
    Then it is the north player's turn

  @LS2-4.12 @LS2-C.69
  Scenario: The turn may be declared over with creatures never activated
    Given the battlefield:
      | hex | creature  | player |
      | c3  | Swordsman | south  |
      | d3  | Archer    | south  |
    When the south player declares the turn over
    Then it is the north player's turn
    And Swordsman stands on c3
