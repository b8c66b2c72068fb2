@znamenosets
Feature: Line movement
  Two or more warriors in a row or column, led by one standard-bearer, move together 1 to 3 cells.
  One warrior of the moved line gets +1 to its attack that turn.

  @example @source:movement @ZN-7.1 @ZN-7.3
  Scenario: Worked example — a column of three moves three cells right
    Given the board:
      | cell | warrior           | side  |
      | c2   | heavy infantryman | blue  |
      | c3   | standard-bearer   | blue  |
      | c4   | pikeman           | blue  |
      | g8   | standard-bearer   | green |
    When the line from c2 to c4 moves 3 cells right
    Then the board is:
      | cell | warrior           | side  |
      | f2   | heavy infantryman | blue  |
      | f3   | standard-bearer   | blue  |
      | f4   | pikeman           | blue  |
      | g8   | standard-bearer   | green |

  @ZN-7.1 @ZN-7.3 @ZN-C.15
  Scenario: A row led from its end moves along itself
    Given the board:
      | cell | warrior         | side  |
      | b3   | pikeman         | blue  |
      | c3   | archer          | blue  |
      | d3   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the line from b3 to d3 moves 3 cells right
    Then the board is:
      | cell | warrior         | side  |
      | e3   | pikeman         | blue  |
      | f3   | archer          | blue  |
      | g3   | standard-bearer | blue  |
      | g8   | standard-bearer | green |

  @ZN-7.1 @ZN-7.3 @ZN-C.15
  Scenario: A column led from its start moves up through the cells it leaves
    Given the board:
      | cell | warrior         | side  |
      | c2   | standard-bearer | blue  |
      | c3   | berserker       | blue  |
      | c4   | horseman        | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to c4 moves 2 cells up
    Then the board is:
      | cell | warrior         | side  |
      | c4   | standard-bearer | blue  |
      | c5   | berserker       | blue  |
      | c6   | horseman        | blue  |
      | g8   | standard-bearer | green |

  @ZN-7.1
  Scenario: A line of two moves one cell
    Given the board:
      | cell | warrior         | side  |
      | e2   | standard-bearer | blue  |
      | f2   | archer          | blue  |
      | g8   | standard-bearer | green |
    When the line from e2 to f2 moves 1 cell up
    Then the board is:
      | cell | warrior         | side  |
      | e3   | standard-bearer | blue  |
      | f3   | archer          | blue  |
      | g8   | standard-bearer | green |

  @ZN-7.1 @ZN-C.9
  Scenario: Part of a longer column may move as a line
    Given the board:
      | cell | warrior           | side  |
      | c2   | heavy infantryman | blue  |
      | c3   | standard-bearer   | blue  |
      | c4   | pikeman           | blue  |
      | c5   | archer            | blue  |
      | g8   | standard-bearer   | green |
    When the line from c3 to c5 moves 2 cells left
    Then the board is:
      | cell | warrior           | side  |
      | c2   | heavy infantryman | blue  |
      | a3   | standard-bearer   | blue  |
      | a4   | pikeman           | blue  |
      | a5   | archer            | blue  |
      | g8   | standard-bearer   | green |

  @ZN-7.1
  Scenario: A line without a standard-bearer is refused
    Given the board:
      | cell | warrior         | side  |
      | c2   | pikeman         | blue  |
      | c3   | pikeman         | blue  |
      | c4   | pikeman         | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to c4 moves 1 cell right
    Then the action is refused under rule ZN-7.1
    And the cell d3 is empty

  @ZN-7.2
  Scenario: A line with two standard-bearers is refused
    Given the board:
      | cell | warrior         | side  |
      | c2   | standard-bearer | blue  |
      | c3   | pikeman         | blue  |
      | c4   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to c4 moves 1 cell right
    Then the action is refused under rule ZN-7.2
    And the cell d3 is empty

  @ZN-7.1
  Scenario: A line with a gap is refused
    Given the board:
      | cell | warrior         | side  |
      | c2   | standard-bearer | blue  |
      | c4   | pikeman         | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to c4 moves 1 cell right
    Then the action is refused under rule ZN-7.1
    And the warrior at c2 is a blue standard-bearer with 0 wounds
    And the warrior at c4 is a blue pikeman with 0 wounds

  @ZN-7.1
  Scenario: A line holding an enemy warrior is refused
    Given the board:
      | cell | warrior         | side  |
      | c2   | standard-bearer | blue  |
      | c3   | pikeman         | green |
      | c4   | pikeman         | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to c4 moves 1 cell right
    Then the action is refused under rule ZN-7.1
    And the warrior at c3 is a green pikeman with 0 wounds

  @ZN-7.1
  Scenario: A bent line is refused
    Given the board:
      | cell | warrior         | side  |
      | c2   | standard-bearer | blue  |
      | c3   | pikeman         | blue  |
      | d3   | archer          | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to d3 moves 1 cell right
    Then the action is refused under rule ZN-7.1
    And the warrior at c2 is a blue standard-bearer with 0 wounds

  @ZN-7.1
  Scenario: A single warrior is not a line
    Given the board:
      | cell | warrior         | side  |
      | c3   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the line from c3 to c3 moves 1 cell right
    Then the action is refused under rule ZN-7.1
    And the warrior at c3 is a blue standard-bearer with 0 wounds

  @ZN-7.3
  Scenario: A line may not move four cells, even with a horseman in it
    Given the board:
      | cell | warrior         | side  |
      | a2   | horseman        | blue  |
      | a3   | standard-bearer | blue  |
      | a4   | pikeman         | blue  |
      | g8   | standard-bearer | green |
    When the line from a2 to a4 moves 4 cells right
    Then the action is refused under rule ZN-7.3
    And the warrior at a2 is a blue horseman with 0 wounds

  @ZN-7.3
  Scenario: A line may not pass through a warrior
    Given the board:
      | cell | warrior           | side  |
      | c2   | heavy infantryman | blue  |
      | c3   | standard-bearer   | blue  |
      | c4   | pikeman           | blue  |
      | e3   | pikeman           | green |
      | g8   | standard-bearer   | green |
    When the line from c2 to c4 moves 2 cells right
    Then the action is refused under rule ZN-7.3
    And the board is:
      | cell | warrior           | side  |
      | c2   | heavy infantryman | blue  |
      | c3   | standard-bearer   | blue  |
      | c4   | pikeman           | blue  |
      | e3   | pikeman           | green |
      | g8   | standard-bearer   | green |

  @ZN-7.3
  Scenario: A line may not leave the board
    Given the board:
      | cell | warrior           | side  |
      | f2   | heavy infantryman | blue  |
      | f3   | standard-bearer   | blue  |
      | f4   | pikeman           | blue  |
      | g8   | standard-bearer   | green |
    When the line from f2 to f4 moves 2 cells right
    Then the action is refused under rule ZN-7.3
    And the warrior at f3 is a blue standard-bearer with 0 wounds

  @ZN-7.3 @ZN-C.15
  Scenario: A line must move at least one cell
    Given the board:
      | cell | warrior         | side  |
      | c3   | standard-bearer | blue  |
      | c4   | pikeman         | blue  |
      | g8   | standard-bearer | green |
    When the line from c3 to c4 moves 0 cells right
    Then the action is refused under rule ZN-7.3
    And blue is to play in the movement phase

  @example @source:attack-bonuses @ZN-7.4 @ZN-8.2 @ZN-8.6 @ZN-C.8 @ZN-C.14
  Scenario: Worked example — a horseman of a moved column attacks a pikeman with attack strength 6
    Given the board:
      | cell | warrior         | side  |
      | b3   | horseman        | blue  |
      | b4   | standard-bearer | blue  |
      | b5   | archer          | blue  |
      | e3   | pikeman         | green |
      | g8   | standard-bearer | green |
    When the line from b3 to b5 moves 2 cells right
    Then blue is to play in the attack phase
    And the attack strength of the warrior at d3 against the warrior at e3 is 6
    When the warrior at d3 attacks the warrior at e3
    Then the warrior at e3 is a green pikeman with 1 wound
    And the warrior at d3 is a blue horseman with 0 wounds
    And green is to play in the movement phase

  @ZN-7.4
  Scenario: The standard-bearer itself may use the line bonus
    Given the board:
      | cell | warrior           | side  |
      | c3   | standard-bearer   | blue  |
      | c4   | heavy infantryman | blue  |
      | e3   | archer            | green |
      | g8   | standard-bearer   | green |
    When the line from c3 to c4 moves 1 cell right
    Then the attack strength of the warrior at d3 against the warrior at e3 is 5
    When the warrior at d3 attacks the warrior at e3
    Then the warrior at e3 has 1 wound
    And the warrior at d3 has 0 wounds

  @ZN-7.4 @ZN-8.3 @ZN-8.5
  Scenario: The line bonus lets a berserker attack a heavy infantryman
    Given the board:
      | cell | warrior           | side  |
      | c3   | standard-bearer   | blue  |
      | c4   | berserker         | blue  |
      | e4   | heavy infantryman | green |
      | g8   | standard-bearer   | green |
    When the line from c3 to c4 moves 1 cell right
    Then blue is to play in the attack phase
    And the attack strength of the warrior at d4 against the warrior at e4 is 5
    When the warrior at d4 attacks the warrior at e4
    Then the warrior at e4 is a green heavy infantryman with 1 wound
    And the warrior at d4 is a blue berserker with 1 wound

  @ZN-7.4 @ZN-8.3 @ZN-5.5 @ZN-C.14
  Scenario: A single move gives no line bonus
    Given the board:
      | cell | warrior           | side  |
      | c4   | berserker         | blue  |
      | e4   | heavy infantryman | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at c4 moves to d4
    Then the attack strength of the warrior at d4 against the warrior at e4 is 4
    And blue is to play in the removal phase

  @ZN-7.4 @ZN-C.14
  Scenario: A warrior outside the moved line gets no bonus
    Given the board:
      | cell | warrior         | side  |
      | c3   | standard-bearer | blue  |
      | c4   | pikeman         | blue  |
      | g3   | archer          | blue  |
      | e3   | pikeman         | green |
      | g8   | standard-bearer | green |
    When the line from c3 to c4 moves 1 cell right
    Then the attack strength of the warrior at d3 against the warrior at e3 is 5
    And the attack strength of the warrior at g3 against the warrior at e3 is 4
    When the warrior at g3 attacks the warrior at e3
    Then the warrior at e3 has 1 wound
    And the warrior at g3 has 0 wounds

  @ZN-7.3
  Scenario: A line moves three cells along its own length, but not four
    Given the board:
      | cell | warrior         | side  |
      | c2   | standard-bearer | blue  |
      | c3   | pikeman         | blue  |
      | g8   | standard-bearer | green |
    When the line from c2 to c3 moves 4 cells up
    Then the action is refused under rule ZN-7.3
    And the warrior at c3 is a blue pikeman with 0 wounds
    When the line from c2 to c3 moves 3 cells up
    Then the warrior at c5 is a blue standard-bearer with 0 wounds
    And the warrior at c6 is a blue pikeman with 0 wounds
    And the cell c2 is empty
