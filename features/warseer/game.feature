@warseer
Feature: Short games to each ending
  The battle ends when the last Feat card is drawn (at the end of that turn), at once when a
  hero is destroyed (its opponent gains 6 VP), or when a player reaches the VP target. The
  most Victory Points win; on a tie, more feats played face up, then more face-down feats.

  Background:
    Given the cards:
      | card          | type | feat          | condition     | threshold | points |
      | First Blood   | feat | military feat | destroyed any |           | 1      |
      | Hold the Line | feat | achievement   | creatures     | 1         | 1      |
      | Collector     | feat | achievement   | history       | 1         | 1      |
      | Warmonger     | feat | achievement   | creatures     | 1         | 1      |
    And the battlefield:
      | hex | creature  | player | kind      | dice | health |
      | c1  | Kaitlynn  | south  | hero      | 1    | 6      |
      | h8  | Gil-Talas | north  | hero      | 1    | 7      |
      | c3  | Swordsman | south  | character | 1    | 3      |
      | c4  | Ogre      | north  | character | 1    | 1      |

  @LS2-11.6 @LS2-11.9
  Scenario: The last Feat card drawn ends the battle at the end of that turn
    Given the Feats deck is, from the top: Collector
    And the south player has 3 victory points
    And the north player has 1 victory point
    When the south player declares the turn over
    Then it is the north player's turn
    And the north player holds in hand: Collector
    And the battle goes on
    When the north player declares the turn over
    Then the south player wins the battle

  @LS2-11.7 @LS2-11.9 @LS2-7.6
  Scenario: Destroying a hero ends the battle at once and gives its opponent 6 VP
    Given the Feats deck is, from the top: Collector, Warmonger
    And the battlefield:
      | hex | creature  | player | kind | dice | health |
      | h7  | Hawk      | south  |      | 1    |        |
      | h8  | Gil-Talas | north  | hero |      | 1      |
    And the dice will roll: sword
    When the creature on h7 attacks the creature on h8
    And both players pass
    Then the south player wins the battle
    And the south player has 6 victory points

  @LS2-11.8 @LS2-11.2 @LS2-C.49
  Scenario: Reaching 10 Victory Points ends the battle
    Given the Feats deck is, from the top: Collector, Warmonger
    And the south player has 9 victory points
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player has 10 victory points
    And the south player wins the battle

  @LS2-11.8
  Scenario: Nine Victory Points do not end the battle
    Given the Feats deck is, from the top: Collector, Warmonger
    And the south player has 8 victory points
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player has 9 victory points
    And the battle goes on

  @LS2-11.8 @LS2-C.11
  Scenario: With the target at 12, 10 Victory Points are not enough
    Given the victory target is 12 points
    And the Feats deck is, from the top: Collector, Warmonger
    And the south player has 9 victory points
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player has 10 victory points
    And the battle goes on

  @LS2-11.10 @LS2-2.8
  Scenario Outline: On equal Victory Points, Feats played face up, then face-down Feats decide
    Given the Feats deck is, from the top: Collector
    And the south player's Hall of Fame shows: <south-up>
    And the south player's Hall of Fame holds <south-down> face-down feats
    And the north player's Hall of Fame shows: <north-up>
    And the north player's Hall of Fame holds <north-down> face-down feats
    And the south player has 2 victory points
    And the north player has 2 victory points
    When the south player declares the turn over
    And the north player declares the turn over
    Then the result of the battle is: <result>

    Examples:
      | south-up      | south-down | north-up  | north-down | result     |
      | Hold the Line | 1               | -             | 2               | south wins |
      | -             | 1               | -             | 2               | north wins |
      | Hold the Line | 1               | Warmonger     | 1               | a draw     |
