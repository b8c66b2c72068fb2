@classic
Feature: The turn
  Each turn has a beginning phase, a construction phase and an activation phase. Creatures
  act one at a time, each to the end of its actions.

  @LS1-6.1 @LS1-6.2
  Scenario: The next player's beginning phase untaps, readies, draws and pays
    Given the characters:
      | character |
      | Knight    |
    And the north player's City holds: Barracks
    And the north player's Barracks is tapped
    And the north player's Battle Deck holds from the top: Knight
    And the table:
      | creature | player | at    |
      | Scout    | north  | 30,50 |
    And the creature at 30,50 has been activated this turn
    When the south player ends the turn
    Then it is the north player's construction phase
    And the north player's hand holds: Knight
    And the north player's Battle Deck holds from the top: -
    And the north player has 1 Prosperity
    When the north player builds nothing
    And the creature at 30,50 moves to 30,45
    Then Scout stands at 30,45

  @LS1-6.3 @LS1-C.27 @LS1-3.8
  Scenario: With ten cards in hand, one goes to the Graveyard at random before the draw
    Given the characters:
      | character |
      | Knight    |
      | Archer    |
    And the spells:
      | spell    | effect | target    | amount |
      | Firebolt | damage | character | 2      |
    And the north player's hand holds: Knight, Archer, Firebolt, Firebolt, Recruit 1, Recruit 2, Recruit 3, Recruit 4, Recruit 5, Recruit 6
    And the north player's Battle Deck holds from the top: Recruit 7
    And the dice will pick Archer
    When the south player ends the turn
    Then the north player's Graveyard holds: Archer
    And the north player's hand holds: Knight, Firebolt, Firebolt, Recruit 1, Recruit 2, Recruit 3, Recruit 4, Recruit 5, Recruit 6, Recruit 7

  @LS1-6.3
  Scenario: With nine cards in hand, nothing is discarded and the draw makes ten
    Given the characters:
      | character |
      | Knight    |
    And the north player's hand holds: Knight, Recruit 1, Recruit 2, Recruit 3, Recruit 4, Recruit 5, Recruit 6, Recruit 7, Recruit 8
    And the north player's Battle Deck holds from the top: Recruit 9
    When the south player ends the turn
    Then the north player's Graveyard holds: -
    And the north player's hand holds: Knight, Recruit 1, Recruit 2, Recruit 3, Recruit 4, Recruit 5, Recruit 6, Recruit 7, Recruit 8, Recruit 9

  @LS1-3.7 @LS1-C.28
  Scenario: Drawing from an empty Battle Deck draws nothing
    When the south player ends the turn
    Then the north player's hand holds: -
    And it is the north player's construction phase

  @LS1-6.5
  Scenario: Cards are played in the activation phase, not the construction phase
    Given it is the south player's construction phase
    And the characters:
      | character |
      | Knight    |
    And the south player's hand holds: Knight
    When the south player summons Knight at 20,1.5
    Then the action is refused under rule LS1-6.5

  @LS1-6.1
  Scenario: Only the player who acts now may act
    Given the table:
      | creature | player | at    |
      | Ogre     | north  | 30,50 |
    When the creature at 30,50 moves to 30,45
    Then the action is refused under rule LS1-6.1

  @LS1-6.6 @LS1-10.1
  Scenario: A creature is activated only once a turn
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 30,10 |
    When the creature at 30,10 moves to 30,15
    And the creature at 30,15 moves to 30,20
    Then the action is refused under rule LS1-6.6

  @LS1-6.6
  Scenario: One creature's actions are not interrupted by another's
    Given the table:
      | creature | player | at    |
      | Knight   | south  | 30,10 |
      | Guard    | south  | 10,10 |
      | Ogre     | north  | 30,20 |
    When the creature at 30,10 moves to 30,18
    Then the creature at 30,17 can still fight
    When the creature at 10,10 moves to 10,15
    And the creature at 30,17 fights the creature at 30,20
    Then the action is refused under rule LS1-6.6

  @LS1-C.34 @LS1-6.5 @LS1-6.6
  Scenario: A card played during an activation ends it first
    Given the spells:
      | spell    | effect        | target   | amount |
      | Blessing | armour tokens | creature | 1      |
    And the south player's hand holds: Blessing
    And the table:
      | creature | player | at    |
      | Knight   | south  | 30,10 |
      | Ogre     | north  | 30,20 |
    When the creature at 30,10 moves to 30,18
    And the south player casts Blessing on the creature at 30,17
    And the creature at 30,17 fights the creature at 30,20
    Then the action is refused under rule LS1-6.6
    And the creature at 30,17 has 1 armour token
