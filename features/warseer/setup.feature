@warseer
Feature: Setup and the starting hand
  Each hero stands in its owner's deployment zone; each player draws seven cards from the
  Battle Deck, puts three back and shuffles. Power, Income and Victory Points start at 0,
  and south plays the first turn.

  Background:
    Given the cards:
      | card          | type  | cost | income |
      | Fireball      | spell | 1    | 1      |
      | Healing Light | spell | 1    | 1      |
      | Curse         | spell | 1    | 1      |
      | Insight       | spell | 1    | 1      |
      | Iron Helm     | relic | 1    | 1      |
      | Chainmail     | relic | 1    | 1      |
      | Amulet        | relic | 1    | 1      |
      | War Banner    | relic | 1    | 1      |
    And the cards:
      | card          | type | feat        | condition | threshold | points |
      | Hold the Line | feat | achievement | creatures | 1         | 1      |
      | Collector     | feat | achievement | history   | 1         | 1      |
      | Warmonger     | feat | achievement | creatures | 2         | 1      |
    And the battlefield:
      | hex | creature  | player | kind | health |
      | c1  | Kaitlynn  | south  | hero | 6      |
      | c8  | Gil-Talas | north  | hero | 7      |
    And the south player's Battle Deck is, from the top: Fireball, Healing Light, Curse, Insight, Iron Helm, Chainmail, Amulet, War Banner
    And the north player's Battle Deck is, from the top: War Banner, Amulet, Chainmail, Iron Helm, Insight, Curse, Healing Light, Fireball
    And the Feats deck is, from the top: Hold the Line, Collector, Warmonger

  @LS2-3.5 @LS2-3.2 @LS2-1.1 @LS2-1.12 @LS2-2.1
  Scenario: Each player draws seven cards, then puts three back and shuffles
    When the battle begins with the decks as stacked
    Then the south player holds in hand: Fireball, Healing Light, Curse, Insight, Iron Helm, Chainmail, Amulet
    And the south player's Battle Deck is, from the top: War Banner
    When the shuffle picks: Curse, War Banner, Insight
    And the south player puts back: Curse, Insight, Amulet
    Then the south player holds in hand: Fireball, Healing Light, Iron Helm, Chainmail
    And the south player's Battle Deck is, from the top: Curse, War Banner, Insight, Amulet

  @LS2-3.5
  Scenario: Exactly three cards go back
    When the battle begins with the decks as stacked
    And the south player puts back: Curse, Insight
    Then the action is refused under rule LS2-3.5

  @LS2-3.6 @LS2-3.7 @LS2-3.3 @LS2-4.2 @LS2-C.10 @LS2-C.12 @LS2-1.2 @LS2-3.4 @LS2-C.61
  Scenario: After the starting hands, south's first turn begins with Power 0
    When the battle begins with the decks as stacked
    And the shuffle picks: Curse, War Banner, Insight
    And the south player puts back: Curse, Insight, Amulet
    And the shuffle picks: Iron Helm, Fireball, Insight
    And the north player puts back: Iron Helm, Insight, Curse
    Then it is the south player's turn
    And the south player's Power is 0
    And the north player's Power is 0
    And the south player has 0 victory points
    And the south player holds in hand: Fireball, Healing Light, Iron Helm, Chainmail, Curse, Hold the Line
    And Kaitlynn stands on c1
    And Gil-Talas stands on c8

  @LS2-3.1 @LS2-1.9
  Scenario: The hero's Leadership limits the characters of each rank in the War Camp
    Given the cards:
      | card      | type      | rank | leadership |
      | Kaitlynn  | hero      | 3    | 1=2, 2=1   |
      | Swordsman | character | 1    |            |
      | Archer    | character | 1    |            |
      | Knight    | character | 2    |            |
      | Ogre      | character | 2    |            |
    And the south player's War Camp holds: Swordsman, Archer, Knight
    When the south player's warband is checked
    Then the warband is legal
    Given the south player's War Camp holds: Swordsman, Archer, Knight, Ogre
    When the south player's warband is checked
    Then the warband breaks rule LS2-3.1
