@classic
Feature: Cards and creatures
  A creature's card gives its strength, movement, health and base. Each player has one
  hero; characters come from the Battle Deck; minions only from abilities.

  @LS1-2.1 @LS1-2.2 @LS1-2.4 @LS1-8.1 @LS1-C.31 @LS1-C.38
  Scenario: A character card's values come with its miniature
    Given the characters:
      | character | strength | movement | health | base | cost |
      | Ogre      | 4        | S        | 4      | 5    | 0    |
    And the south player's hand holds: Ogre
    When the south player summons Ogre at 20,2.5
    Then Ogre stands at 20,2.5
    And the south player has 1 creature on the table

  @LS1-2.3
  Scenario: A hero card is never summoned from the hand
    Given the heroes:
      | hero    | player |
      | Paladin | south  |
    And the south player's hand holds: Paladin
    When the south player summons Paladin at 20,1.5
    Then the action is refused under rule LS1-2.3

  @LS1-2.5
  Scenario: A minion card is never played from the hand
    Given the minions:
      | minion | player |
      | Spider | south  |
    And the south player's hand holds: Spider
    When the south player summons Spider at 20,1.5
    Then the action is refused under rule LS1-2.5

  @LS1-8.5 @LS1-2.5 @LS1-C.30
  Scenario: An ability summons a minion like a character
    Given the minions:
      | minion | player | health |
      | Spider | north  | 1      |
    And the spells:
      | spell  | effect        | minion |
      | Ritual | summon minion | Spider |
    And it is the north player's activation phase
    And the north player's hand holds: Ritual, Ritual
    And the table:
      | creature | player | at    |
      | Knight   | south  | 40,50 |
    When the north player casts Ritual at 20,58.5
    Then Spider stands at 20,58.5
    And the north player's Graveyard holds: Ritual
    When the north player casts Ritual at 40,58.5
    Then the action is refused under rule LS1-8.2
    When the creature at 20,58.5 moves to 20,50
    Then the action is refused under rule LS1-6.6
