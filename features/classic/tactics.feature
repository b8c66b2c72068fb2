@classic
Feature: Tactics
  A tactic is played face down and waits for its event. When the event happens, its player
  reveals it for its effect; the two sources disagree on what letting that moment pass
  costs, and the ruleset's tactic-reveal option chooses.

  Background:
    Given the characters:
      | character | cost | needs    |
      | Knight    | 1    | Barracks |
      | Guard     | 0    | -        |
    And the tactics:
      | tactic       | event              | effect |
      | Secret Bribe | character summoned | return |
      | Ambush       | melee declared     | damage |
    And the north player's City holds: Barracks

  @example @source:tactics @LS1-17.1 @LS1-17.2 @LS1-17.4 @LS1-C.8
  Scenario: Worked example — Secret Bribe waits for the first character
    Given the south player's hand holds: Secret Bribe
    And the north player's hand holds: Knight
    And the north player has 1 Prosperity
    When the south player plays the tactic Secret Bribe
    Then the south player has 1 face-down tactic
    And the south player's hand holds: -
    When the south player ends the turn
    And the north player builds nothing
    And the north player ends the turn
    Then the south player has 1 face-down tactic
    When the south player builds nothing
    And the south player ends the turn
    And the north player builds nothing
    And the north player summons Knight at 30,58.5
    Then the south player may reveal Secret Bribe
    When the south player reveals Secret Bribe
    Then there is no creature at 30,58.5
    And the north player's hand holds: Knight
    And the north player's Barracks is tapped
    And the north player has 6 Prosperity
    And the south player's Graveyard holds: Secret Bribe
    And the south player has 0 face-down tactics

  @LS1-17.4 @LS1-C.8
  Scenario: By default, a tactic let pass at its first occurrence is lost
    Given the south player has the tactic Secret Bribe face down
    And it is the north player's activation phase
    And the north player's hand holds: Knight
    And the north player has 1 Prosperity
    When the north player summons Knight at 30,58.5
    And the south player lets Secret Bribe pass
    Then the south player has 0 face-down tactics
    And the south player's Graveyard holds: Secret Bribe
    And Knight stands at 30,58.5

  @LS1-17.4 @LS1-C.8
  Scenario: Under the wait option, a tactic let pass waits for a later occurrence
    Given the tactics are revealed under the wait option
    And the south player has the tactic Secret Bribe face down
    And it is the north player's activation phase
    And the north player's hand holds: Knight, Guard
    And the north player has 1 Prosperity
    When the north player summons Knight at 30,58.5
    And the south player lets Secret Bribe pass
    Then the south player has 1 face-down tactic
    And Knight stands at 30,58.5
    When the north player summons Guard at 40,58.5
    Then the south player may reveal Secret Bribe
    When the south player reveals Secret Bribe
    Then the north player's hand holds: Guard
    And there is no creature at 40,58.5

  @LS1-17.2 @LS1-C.9
  Scenario: A tactic is revealed when its event happens in the opponent's turn
    Given the tactics:
      | tactic | event          | effect | amount |
      | Ambush | melee declared | damage | 1      |
    And the north player has the tactic Ambush face down
    And the table:
      | creature | player | at    | health |
      | Knight   | south  | 10,10 | 1      |
      | Ogre     | north  | 10,13 | 3      |
    When the creature at 10,10 fights the creature at 10,13
    Then the north player may reveal Ambush
    When the north player reveals Ambush
    Then there is no creature at 10,10
    And the north player's Graveyard holds: Ambush
    And the creature at 10,13 has 0 wounds

  @LS1-17.3 @LS1-C.9
  Scenario: A tactic waits for the opponent's turn
    Given the north player has the tactic Secret Bribe face down
    And the south player's City holds: Barracks
    And the south player's hand holds: Knight
    And the south player has 1 Prosperity
    When the south player summons Knight at 30,1.5
    Then Knight stands at 30,1.5
    And the north player has 1 face-down tactic
