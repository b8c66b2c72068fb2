@znamenosets
Feature: Single movement
  One warrior walks up to its movement value in orthogonal steps through free cells.
  It may turn as often as it likes; the horseman's range is unlimited.

  @example @source:movement @ZN-6.1 @ZN-6.2
  Scenario: Worked example — a pikeman walks five cells with turns
    Given the board:
      | cell | warrior           | side  |
      | b2   | pikeman           | blue  |
      | c2   | heavy infantryman | blue  |
      | c3   | heavy infantryman | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at b2 moves to e4
    Then the board is:
      | cell | warrior           | side  |
      | e4   | pikeman           | blue  |
      | c2   | heavy infantryman | blue  |
      | c3   | heavy infantryman | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |

  @ZN-6.1 @ZN-6.3 @ZN-3.1 @ZN-3.3
  Scenario Outline: The lone <kind> in corner a1 reaches <count> cells
    Given the board:
      | cell | warrior         | side  |
      | a1   | <kind>          | blue  |
      | g1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at a1 can move to <count> cells

    Examples:
      | kind              | count |
      | archer            | 9     |
      | berserker         | 20    |
      | heavy infantryman | 9     |
      | standard-bearer   | 9     |
      | horseman          | 53    |
      | pikeman           | 20    |

  @ZN-6.1 @ZN-6.2
  Scenario: A heavy infantryman walks around a wall
    Given the board:
      | cell | warrior           | side  |
      | b2   | heavy infantryman | blue  |
      | c1   | pikeman           | blue  |
      | c2   | pikeman           | blue  |
      | c3   | pikeman           | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    Then the warrior at b2 can move to: a2, a3, a4, b1, b3, b4, b5, c4

  @ZN-6.1
  Scenario: An archer may not walk four cells
    Given the board:
      | cell | warrior         | side  |
      | d2   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at d2 moves to d6
    Then the action is refused under rule ZN-6.1
    And the warrior at d2 is a blue archer with 0 wounds

  @ZN-6.2
  Scenario: No diagonal step to a cell boxed off orthogonally
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | c4   | pikeman           | blue  |
      | d3   | pikeman           | blue  |
      | d5   | pikeman           | green |
      | e4   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d4 moves to e5
    Then the action is refused under rule ZN-6.2
    And the cell e5 is empty

  @ZN-6.2
  Scenario: No jumping over a warrior
    Given the board:
      | cell | warrior           | side  |
      | a2   | heavy infantryman | blue  |
      | a3   | pikeman           | blue  |
      | b2   | pikeman           | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at a2 moves to a4
    Then the action is refused under rule ZN-6.2
    And the warrior at a2 is a blue heavy infantryman with 0 wounds
    And the cell a4 is empty

  @ZN-6.2
  Scenario: No ending a move on an enemy
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d6   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at d4 moves to d6
    Then the action is refused under rule ZN-6.2
    And the board is:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d6   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |

  @ZN-6.1 @ZN-C.15
  Scenario: A move must cover at least one cell
    Given the board:
      | cell | warrior         | side  |
      | d4   | pikeman         | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at d4 moves to d4
    Then the action is refused under rule ZN-6.1
    And blue is to play in the movement phase

  @ZN-6.3
  Scenario: A horseman crosses the whole board in one move
    Given the board:
      | cell | warrior         | side  |
      | a2   | horseman        | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at a2 moves to g7
    Then the warrior at g7 is a blue horseman with 0 wounds
    And the cell a2 is empty

  @ZN-6.3 @ZN-6.2
  Scenario: A horseman cannot pass through warriors
    Given the board:
      | cell | warrior         | side  |
      | g1   | horseman        | blue  |
      | f1   | pikeman         | blue  |
      | g2   | pikeman         | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at g1 can move to 0 cells
    When the warrior at g1 moves to g3
    Then the action is refused under rule ZN-6.2
    And the warrior at g1 is a blue horseman with 0 wounds
