@warseer
Feature: Feats and victory
  Destroying an enemy character in your own turn brings a face-down Feat card and 1 Victory
  Point; Feat cards in hand are played face up for their points when their condition is met.

  Background:
    Given the cards:
      | card          | type | feat          | condition      | threshold | points |
      | First Blood   | feat | military feat | destroyed any  |           | 2      |
      | Slayer        | feat | military feat | destroyed rank | 2         | 3      |
      | Hold the Line | feat | achievement   | creatures      | 1         | 1      |
      | Collector     | feat | achievement   | history        | 1         | 1      |
      | Warmonger     | feat | achievement   | creatures      | 1         | 1      |
    And the Feats deck is, from the top: Collector, Warmonger, Hold the Line
    And the battlefield:
      | hex | creature  | player | dice | health | rank |
      | c3  | Swordsman | south  | 1    |        |      |
      | c4  | Ogre      | north  |      | 1      | 1    |

  @LS2-11.2 @LS2-11.1 @LS2-2.8 @LS2-2.5
  Scenario: Destroying an enemy character takes a Feat card face down for 1 Victory Point
    Given the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the south player's Hall of Fame holds 1 face-down feat
    And the south player has 1 victory point
    And the Feats deck is, from the top: Warmonger, Hold the Line

  @LS2-11.3 @LS2-11.4 @LS2-4.10
  Scenario: A Military Feat is played after a character is destroyed
    Given the south player holds in hand: First Blood
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player plays First Blood
    Then the south player's Hall of Fame shows: First Blood
    And the south player has 3 victory points

  @LS2-11.4
  Scenario: One Military Feat per destroyed character
    Given the south player holds in hand: First Blood, Slayer
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player plays First Blood
    And the south player plays Slayer
    Then the action is refused under rule LS2-11.4

  @LS2-11.4
  Scenario: No Military Feat without a destroyed character
    Given the south player holds in hand: First Blood
    When the south player plays First Blood
    Then the action is refused under rule LS2-11.4

  @LS2-11.3
  Scenario: A Feat whose condition is not met cannot be played
    Given the south player holds in hand: Collector
    When the south player plays Collector
    Then the action is refused under rule LS2-11.3

  @LS2-11.5
  Scenario: Not two Achievements of one name in one turn
    Given the south player holds in hand: Hold the Line, Hold the Line
    When the south player plays Hold the Line
    Then the south player has 1 victory point
    When the south player plays Hold the Line
    Then the action is refused under rule LS2-11.5

  @LS2-11.2
  Scenario: A character destroyed in the opponent's turn brings no Feat
    Given the battlefield:
      | hex | creature | player | dice | keywords    | health |
      | e4  | Troll    | north  | 1    | Counterblow |        |
      | e3  | Guard    | south  | 1    |             | 1      |
    And the dice will roll: blank
    When the creature on e3 attacks the creature on e4
    And both players pass
    And the dice will roll: sword
    And the creature on e4 strikes back
    And both players pass
    Then there is no creature on e3
    And the north player has 0 victory points
