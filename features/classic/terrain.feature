@classic
Feature: Terrain
  One terrain card a turn, with a building in the City: its template goes on empty ground,
  at least S from your own edge and from other templates, at least M from your opponent's.

  Background:
    Given the terrain cards:
      | terrain   | width | depth | blocks sight | unique |
      | Forest    | 8     | 6     | yes          | no     |
      | Ruins     | 6     | 4     | no           | no     |
      | Old Tower | 4     | 4     | yes          | yes    |
    And the south player's City holds: Barracks
    And the south player brings the terrain cards: Forest, Ruins, Old Tower, Old Tower

  @LS1-9.1 @LS1-4.6
  Scenario: A template is laid in the activation phase
    When the south player lays Forest at 20,20
    Then the south player's template Forest lies at 20,20

  @LS1-9.1
  Scenario: Only one terrain card a turn
    When the south player lays Forest at 20,20
    And the south player lays Ruins at 40,30
    Then the action is refused under rule LS1-9.1

  @LS1-9.1
  Scenario: Terrain needs a building in the City
    Given the south player's City holds: -
    When the south player lays Forest at 20,20
    Then the action is refused under rule LS1-9.1

  @LS1-9.2
  Scenario: A template may not touch a creature
    Given the table:
      | creature | player | at    |
      | Knight   | north  | 24,27 |
    When the south player lays Forest at 20,20
    Then the action is refused under rule LS1-9.2

  @LS1-9.2 @LS1-C.26
  Scenario: A template lies wholly on the table
    When the south player lays Forest at 55,20
    Then the action is refused under rule LS1-9.2

  @LS1-9.3
  Scenario: A template lies at least S from your own edge
    When the south player lays Forest at 20,7
    Then the action is refused under rule LS1-9.3

  @LS1-9.3
  Scenario: A template exactly S from your own edge is allowed
    When the south player lays Forest at 20,8
    Then the south player's template Forest lies at 20,8

  @LS1-9.3 @LS1-C.24
  Scenario: A template 0.02 cm closer than S to your own edge is refused
    When the south player lays Forest at 20,7.98
    Then the action is refused under rule LS1-9.3

  @LS1-9.3 @LS1-4.5
  Scenario: Terrain is refused at 9 cm from the opponent's edge
    When the south player lays Forest at 20,45
    Then the action is refused under rule LS1-9.3

  @LS1-9.3 @LS1-C.2
  Scenario: Terrain exactly M from the opponent's edge is allowed
    When the south player lays Forest at 20,44
    Then the south player's template Forest lies at 20,44

  @LS1-9.3 @LS1-C.24
  Scenario: Terrain 0.02 cm closer than M to the opponent's edge is refused
    When the south player lays Forest at 20,44.02
    Then the action is refused under rule LS1-9.3

  @LS1-9.3
  Scenario: A template lies at least S from other templates
    Given the north player's template Ruins lies at 30,20
    When the south player lays Forest at 15,20
    Then the action is refused under rule LS1-9.3

  @LS1-9.3
  Scenario: A template exactly S from another is allowed
    Given the north player's template Ruins lies at 30,20
    When the south player lays Forest at 14,20
    Then the south player's template Forest lies at 14,20

  @LS1-9.3 @LS1-C.24
  Scenario: A template 0.02 cm closer than S to another is refused
    Given the north player's template Ruins lies at 30,20
    When the south player lays Forest at 14.02,20
    Then the action is refused under rule LS1-9.3

  @LS1-9.4
  Scenario: A unique terrain is played only once a game
    When the south player lays Old Tower at 20,20
    And the south player ends the turn
    And the north player builds nothing
    And the north player ends the turn
    And the south player builds nothing
    And the south player lays Old Tower at 40,30
    Then the action is refused under rule LS1-9.4
